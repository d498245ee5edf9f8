import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_EMAIL: '3',
    LOGIN_MAX_FAILURES_PER_IP: '5',
    REGISTER_MAX_PER_IP: '3',
  });
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

  it('holds against a burst of parallel attempts, which must not all be checked at once', async () => {
    const user = await t.asUser();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => login(user.email, 'wrong password', '10.4.0.1')),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });

  it('limits new accounts per address', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: '10.5.0.1',
        payload: {
          name: 'Rina Das',
          email: `rina${i}@example.test`,
          password: 'password123',
          password_confirmation: 'password123',
        },
      });
    for (let i = 0; i < 3; i += 1) expect((await register(i)).statusCode).toBe(201);
    const refused = await register(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many new accounts from this address/);
  });
});

describe('client addresses behind a proxy', () => {
  it('with one trusted hop, a client cannot pick its address by writing X-Forwarded-For', async () => {
    const proxied = await createTestApp({
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES_PER_IP: '3',
      LOGIN_MAX_FAILURES_PER_EMAIL: '100',
    });
    const attempt = (fake: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.9.9.9', // the proxy
        headers: { 'x-forwarded-for': `${fake}, 203.0.113.7` }, // the client wrote the first entry
        payload: { email: 'nobody@example.test', password: 'x' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt(`198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    await proxied.close();
  });
});
