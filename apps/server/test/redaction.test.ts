import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { appLogs, auditLogs, users } from '../src/infra/db/schema';
import { createLogger } from '../src/infra/logger';
import { redactUrl } from '../src/lib/redact';
import { createAuditService } from '../src/modules/audit/service';
import { createTestDatabase } from './helpers';

const database = await createTestDatabase();
afterAll(() => database.close());
afterEach(() => vi.restoreAllMocks());

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const EMAIL = 'tanvir.hossain@example.test';

/** A query that really fails, carrying a password hash and an e-mail among its parameters. */
async function failedInsert() {
  const values = { name: 'Tanvir Hossain', email: EMAIL, passwordHash: HASH };
  await database.db.insert(users).values(values);
  return database.db
    .insert(users)
    .values(values)
    .then(() => expect.fail('the second insert should break the unique e-mail'))
    .catch((error: unknown) => error as Error);
}

describe('logs never hold secrets or what users wrote', () => {
  it('a failed query is logged without its parameters, on the console and in Log Management', async () => {
    const error = await failedInsert();
    expect(error.message).toContain(HASH); // what drizzle hands over, before redaction
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const { logger, warnings } = createLogger({ env: 'test', logLevel: 'info' });
    warnings.attach(database.db);

    logger.error({ err: error }, 'request failed');
    logger.error(error);
    logger.warn(
      {
        body: { bkashPassword: 'Sandbox-Pass-9', appSecret: 'app-secret-value' },
        cvData: { x: 1 },
      },
      'settings save failed',
    );
    logger.info({
      req: { method: 'GET', url: '/reset-password?token=abc123def&lang=bn', ip: '::1' },
    });
    await warnings.flush();

    const stored = await database.db.select().from(appLogs);
    const everything = JSON.stringify(stored) + printed.join('');
    expect(stored.map((row) => row.message)).toEqual(
      expect.arrayContaining(['request failed', 'settings save failed']),
    );
    expect(everything).toContain('Failed query: insert into');
    for (const secret of [HASH, EMAIL, 'Sandbox-Pass-9', 'app-secret-value', 'abc123def']) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).toContain('/reset-password?token=(set)&lang=bn');
  });

  it('withholds secret query parameters by their name only', () => {
    expect(redactUrl('/api/x?otp=123456&page=2&apiKey=k')).toBe(
      '/api/x?otp=(set)&page=2&apiKey=(set)',
    );
    expect(redactUrl('/api/payments/bkash/callback?paymentID=P1&status=success')).toBe(
      '/api/payments/bkash/callback?paymentID=P1&status=success',
    );
  });

  it('withholds a value shaped like a token under any name', () => {
    const token = 'cc_fuqjRP1TBtvEx-MYi8SiIEspHxRbPt2J-xDyjL9l8vM';
    expect(redactUrl(`/cv-preview?auth=${token}&page=2`)).toBe('/cv-preview?auth=(set)&page=2');
    expect(redactUrl('/x?t=Qm9vdHN0cmFwVGhpc0lzQUxvbmdSYW5kb21WYWx1ZTEy')).toBe('/x?t=(set)');
    // Words, slugs and ids stay readable.
    expect(redactUrl('/v/nadia-rahman-software-engineer-dhaka?via=qr&card=NFC-2026-0042')).toBe(
      '/v/nadia-rahman-software-engineer-dhaka?via=qr&card=NFC-2026-0042',
    );
  });

  it('withholds the links that open an account from any text it logs or audits', async () => {
    const link =
      'https://careercard.example/reset-password?token=AbCdEf0123456789_-AbCdEf0123456789';
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const { logger } = createLogger({ env: 'test', logLevel: 'info' });
    logger.info({ text: `Open this link:\n\n${link}\n` }, `sending ${link}`);
    await createAuditService(database.db).record({
      action: 'test.link',
      actorUserId: null,
      details: { note: `sent ${link}` },
    });
    const [entry] = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'test.link'));
    for (const text of [printed.join('\n'), JSON.stringify(entry!.details)]) {
      expect(text).toContain('/reset-password?token=(hidden)');
      expect(text).not.toContain('AbCdEf0123456789');
    }
  });
});

describe('the audit never holds secrets or CV contents', () => {
  it('masks secrets, withholds CV data and keeps the names of what changed', async () => {
    const audit = createAuditService(database.db);
    await audit.record({
      action: 'settings.updated',
      targetType: 'settings',
      targetId: 'bkash',
      details: {
        before: { username: 'merchant-one', password: '' },
        after: { username: 'merchant-two', password: 'Sandbox-Pass-9', appKey: 'key-123' },
        secretsChanged: ['password', 'appKey'],
        data: { personal: { name: 'Farhana Akter', summary: 'A private summary' } },
      },
    });
    const [row] = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.updated'));
    expect(row!.details).toEqual({
      before: { username: 'merchant-one', password: '' },
      after: { username: 'merchant-two', password: '(set)', appKey: '(set)' },
      secretsChanged: ['password', 'appKey'],
      data: '(withheld)',
    });
  });
});
