import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_FAILURES_PER_IP: '5' });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in rate limits', () => {
  it('locks an e-mail after repeated failures, even from other addresses and with the right password', async () => {
    const user = await t.asUser();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(user.email, 'wrong password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, TEST_PASSWORD, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('limits one address trying many e-mails', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login(`guess${i}@example.test`, 'x', '10.2.0.1')).statusCode).toBe(401);
    }
    const user = await t.asUser();
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('forgets earlier failures of an e-mail after a successful sign-in', async () => {
    const user = await t.asUser();
    await login(user.email, 'wrong password', '10.3.0.1');
    await login(user.email, 'wrong password', '10.3.0.1');
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    await login(user.email, 'wrong password', '10.3.0.1');
    await login(user.email, 'wrong password', '10.3.0.1');
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });
});
