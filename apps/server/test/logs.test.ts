import { LOGS_CLEARED_MESSAGE } from '@careercard/shared/logs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/infra/db/schema';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let staff: TestAccount;
beforeAll(async () => {
  t = await createTestApp(); // LOG_LEVEL=silent: nothing on the console, warnings still kept
  staff = await t.asAdmin(['manage_settings']);
});
afterAll(() => t.close());

const logs = async (query = '') =>
  (await t.app.inject({ url: `/api/admin/logs${query}`, headers: staff.headers })).json<Json>();

describe('Log Management', () => {
  it('keeps warnings and errors, newest first, not the info lines, and clears them', async () => {
    t.app.log.info('Just so you know');
    t.app.log.warn({ outboxId: 12 }, 'SMS not delivered');
    t.app.log.error({ err: new Error('socket hang up') }, 'bKash callback could not be confirmed');
    const ours = async () =>
      ((await logs()).data as Json[]).filter((entry) => entry.message !== 'Just so you know');
    // Written in batches, about a second apart.
    await expect
      .poll(async () => (await ours()).length, { timeout: 5000 })
      .toBeGreaterThanOrEqual(2);
    const kept = await logs();
    expect(kept.data.some((entry: Json) => entry.message === 'Just so you know')).toBe(false);
    expect(kept.data.slice(0, 2)).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'bKash callback could not be confirmed',
        context: expect.objectContaining({
          err: expect.objectContaining({ message: 'socket hang up' }),
        }),
      }),
      expect.objectContaining({
        level: 'warn',
        message: 'SMS not delivered',
        context: { outboxId: 12 },
      }),
    ]);
    expect((await logs('?level=error')).data).toHaveLength(1);

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/logs',
      headers: staff.headers,
    });
    expect(cleared.json()).toEqual({ message: LOGS_CLEARED_MESSAGE });
    expect((await logs()).total).toBe(0);
    const [entry] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'logs.cleared'));
    expect(entry).toMatchObject({ actorUserId: staff.id, details: { removed: kept.total } });
  });

  it('refuses a level it does not keep', async () => {
    const res = await t.app.inject({ url: '/api/admin/logs?level=info', headers: staff.headers });
    expect(res.statusCode).toBe(422);
  });
});
