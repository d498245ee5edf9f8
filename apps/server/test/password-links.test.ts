import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '@careercard/shared/auth';
import { simpleParser } from 'mailparser';
import { desc, eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, passwordLinks } from '../src/infra/db/schema';
import { COMMON_PASSWORD_MESSAGE } from '../src/modules/auth/password-strength';
import { createTestApp, linkTo, mailsTo, TEST_PASSWORD, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Received {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: mail.from?.text ?? '',
            to: [mail.to ?? []]
              .flat()
              .map((address) => address.text)
              .join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((done) => server.close(done)) };
}

const linkIn = (text: string) => /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    // The SMTP servers run on loopback, where addresses staff enter may not lead by default.
    OUTBOUND_ALLOW_PRIVATE: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_URL: 'https://careercard.example',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = async (url: string, payload: Json, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: res.json<Json>() };
};
/** The message the job queue delivered to `to`, once it has. */
const mailTo = (to: string, server = smtp) =>
  vi.waitFor(
    () => {
      const found = server.received.find((message) => message.to === to);
      if (!found) throw new Error(`no e-mail to ${to} yet`);
      return found;
    },
    { timeout: 10_000, interval: 50 },
  );

const forgot = (email: string, ip = '203.0.113.9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });

describe('forgot password', () => {
  it('e-mails a one-hour, single-use link that sets a new password and ends every session', async () => {
    const user = await t.asUser({ name: 'Lamia Haque' });
    const asked = await forgot(user.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

    const mail = await mailTo(user.email);
    expect(mail).toMatchObject({
      from: '"CareerCard" <no-reply@careercard.local>',
      subject: 'Choose a new CareerCard password',
    });
    expect(mail.text).toContain('Hello Lamia Haque');
    expect(mail.text).toContain('https://careercard.example/reset-password?token=');
    const token = linkIn(mail.text)!;
    // Only a hash is kept.
    const [stored] = await t.db
      .select()
      .from(passwordLinks)
      .orderBy(desc(passwordLinks.id))
      .limit(1);
    expect(stored!.tokenHash).not.toContain(token);

    const mismatch = await post('/api/user/reset-password', {
      token,
      password: 'a-new-password',
      password_confirmation: 'another-one',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password).toEqual(['The password confirmation does not match.']);
    const short = await post('/api/user/reset-password', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.body.errors.password).toEqual([
      'The password field must be at least 8 characters.',
    ]);

    const done = await post('/api/user/reset-password', {
      token,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect(done).toEqual({
      status: 200,
      body: { message: 'Your password has been changed. Please sign in with it.' },
    });
    expect(
      (await t.app.inject({ url: '/api/user/auth/user', headers: user.headers })).statusCode,
    ).toBe(401);
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: user.email, password },
      });
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('a-new-password')).statusCode).toBe(200);

    const again = await post('/api/user/reset-password', {
      token,
      password: 'yet-another-one',
      password_confirmation: 'yet-another-one',
    });
    expect(again).toEqual({
      status: 422,
      body: {
        message: RESET_LINK_INVALID_MESSAGE,
        errors: { token: [RESET_LINK_INVALID_MESSAGE] },
      },
    });
  });

  it('refuses a password that is easy to guess, and the link still works for a better one', async () => {
    const user = await t.asUser();
    await forgot(user.email, '203.0.113.12');
    const token = linkIn((await mailTo(user.email)).text)!;
    const weak = await post('/api/user/reset-password', {
      token,
      password: 'qwertyuiop',
      password_confirmation: 'qwertyuiop',
    });
    expect(weak).toEqual({
      status: 422,
      body: { message: COMMON_PASSWORD_MESSAGE, errors: { password: [COMMON_PASSWORD_MESSAGE] } },
    });
    const strong = await post('/api/user/reset-password', {
      token,
      password: 'kite-over-padma-river',
      password_confirmation: 'kite-over-padma-river',
    });
    expect(strong.status).toBe(200);
  });

  it('says the same for an unknown address and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await forgot('nobody-here@example.test', '203.0.113.10');
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(smtp.received).toHaveLength(before);
  });

  it('refuses a link over an hour old', async () => {
    const user = await t.asUser();
    await forgot(user.email, '203.0.113.11');
    const token = linkIn((await mailTo(user.email)).text)!;
    await t.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.userId, user.id));
    const late = await post('/api/user/reset-password', {
      token,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(RESET_LINK_INVALID_MESSAGE);
  });

  it('limits requests per e-mail, with the time to wait', async () => {
    const user = await t.asUser();
    for (let i = 0; i < 3; i += 1)
      expect((await forgot(user.email, `203.0.113.${20 + i}`)).statusCode).toBe(200);
    const limited = await forgot(user.email, '203.0.113.30');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("goes through the admin's SMTP server once one is set", async () => {
    const own = await startSmtp();
    const admin = await t.asAdmin(); // the SMTP server is the Super Admin's to choose
    try {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/smtp',
        headers: admin.headers,
        payload: {
          host: '127.0.0.1',
          port: own.port,
          from: 'CareerCard Support <help@careercard.example>',
        },
      });
      expect(saved.statusCode).toBe(200);
      const user = await t.asUser();
      await forgot(user.email, '203.0.113.40');
      await mailTo(user.email, own);
      // Queued messages go out through the transport of the moment they are delivered.
      expect(own.received.filter((message) => message.to === user.email)).toEqual([
        expect.objectContaining({
          to: user.email,
          from: '"CareerCard Support" <help@careercard.example>',
        }),
      ]);
      // The server has the message before the job that sent it marks it sent: wait for that.
      await expect
        .poll(async () => {
          const [sent] = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
          return sent;
        })
        .toMatchObject({
          channel: 'email',
          status: 'sent',
          transport: 'smtp',
          purpose: 'password_reset',
        });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/smtp',
        headers: admin.headers,
        payload: { host: '' },
      });
      await own.close();
    }
  });
});

describe('without any SMTP server', () => {
  it('shows nobody but its recipient the link: the outbox and the log mask it, and the operator prints one', async () => {
    const logged: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) });
    const local = await createTestApp({}, { logger });
    try {
      const user = await local.asUser();
      const settingsStaff = await local.asAdmin(['manage_settings']);
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(200);
      await expect
        .poll(async () => (await mailsTo(local, user.email))[0])
        .toMatchObject({ channel: 'email', transport: 'log', status: 'sent' });
      const token = await linkTo(local, user.email);
      expect(token).toMatch(/^[\w-]{43}$/);

      const outboxView = await local.app.inject({
        url: `/api/admin/messages?recipient=${encodeURIComponent(user.email)}`,
        headers: settingsStaff.headers,
      });
      const [shown] = outboxView.json<Json>().data as Json[];
      expect(shown!.body).toContain('/reset-password?token=(hidden)');
      expect(outboxView.body).not.toContain(token);
      const log = logged.join('\n');
      expect(log).toContain('/reset-password?token=(hidden)');
      expect(log).toContain('npm run reset-link');
      expect(log).not.toContain(token);

      // The operator, on the server's machine, prints a link for the owner.
      const printed = await runResetLink(local.databaseUrl, user.email);
      const fresh = /\/reset-password\?token=([\w-]+)/.exec(printed)?.[1];
      expect(printed).toContain('Give it to them yourself');
      const reset = await local.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: {
          token: fresh,
          password: 'printed-link-password',
          password_confirmation: 'printed-link-password',
        },
      });
      expect(reset.statusCode).toBe(200);
      expect(logged.join('\n')).not.toContain(fresh);
      expect(await runResetLink(local.databaseUrl, 'nobody@example.test')).toContain(
        'No account uses nobody@example.test.',
      );
    } finally {
      await local.close();
    }
  });
});

/** `npm run reset-link -- <email>` against the database at `url`: what it printed. */
async function runResetLink(url: string, email: string): Promise<string> {
  const run = promisify(execFile);
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/modules/password-links/cli.ts', email],
    { cwd: path.resolve(import.meta.dirname, '..'), env: { ...process.env, DATABASE_URL: url } },
  ).catch((failed: { stdout: string; stderr: string }) => failed);
  return stdout + stderr;
}
