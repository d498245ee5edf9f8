import { sampleCv } from '@careercard/shared/cv-sample';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { auditLogs, payments } from '../src/infra/db/schema';
import { checkout, returnFrom } from './bkash-helpers';
import { createTestDatabase, createUser, TEST_PASSWORD, testConfig } from './helpers';

// Two servers behind one load balancer: two apps, one database, nothing else shared.
const database = await createTestDatabase();
const config = testConfig({ LOGIN_MAX_FAILURES_PER_EMAIL: '3' });
const [a, b] = await Promise.all([
  buildApp({ config, db: database.db }),
  buildApp({ config, db: database.db }),
]);
await Promise.all([a.ready(), b.ready()]);
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await database.close();
});

const login = (server: typeof a, email: string, password: string) =>
  server.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: '10.20.0.1',
    payload: { email, password },
  });

describe('several servers on one database', () => {
  it('share sessions: signed in on one, known and signed out on the other', async () => {
    const user = await createUser(database.db);
    const signedIn = await login(a, user.email, TEST_PASSWORD);
    const headers = { authorization: `Bearer ${signedIn.json().data.user.token}` };
    expect((await b.inject({ url: '/api/user/auth/user', headers })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/user/logout', headers })).statusCode).toBe(
      200,
    );
    expect((await a.inject({ url: '/api/user/auth/user', headers })).statusCode).toBe(401);
  });

  it('share rate limits: failures on either server count together', async () => {
    const user = await createUser(database.db);
    expect((await login(a, user.email, 'wrong one')).statusCode).toBe(401);
    expect((await login(b, user.email, 'wrong two')).statusCode).toBe(401);
    expect((await login(a, user.email, 'wrong three')).statusCode).toBe(401);
    expect((await login(b, user.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(a, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('share payments: started on one, paid through the other, fulfilled once', async () => {
    const user = await createUser(database.db);
    const cv = await a.inject({
      method: 'POST',
      url: '/api/user/cvs',
      headers: user.headers,
      payload: { data: { ...sampleCv, personal: { ...sampleCv.personal, phone: '' } } },
    });
    const created = await a.inject({
      method: 'POST',
      url: '/api/user/bkash/create-payment',
      headers: user.headers,
      payload: { purpose: 'cv_download', cvId: cv.json().data.id },
    });
    expect(created.statusCode).toBe(200);
    // The payer's browser reaches server B for the checkout pages and the return.
    const { paymentID, callback } = await checkout(b, created.json().bkash_payment_url);
    const outcomes = await Promise.all([returnFrom(b, callback), returnFrom(a, callback)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['success', 'success']);

    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayPaymentId, paymentID));
    expect(row!.status).toBe('Completed');
    const completions = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'payment.completed'), eq(auditLogs.targetId, row!.id)));
    expect(completions).toHaveLength(1);
  });
});
