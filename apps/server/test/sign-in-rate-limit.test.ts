import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, linkTo, TEST_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_EMAIL: '3',
    LOGIN_MAX_FAILURES_PER_IP: '5',
    REGISTER_MAX_PER_IP: '3',
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** `cc_device=…` from an answer's Set-Cookie, as a browser would send it back. */
const deviceCookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0]!;

describe('sign-in rate limits', () => {
  it("slows strangers after an account's failures, and backs off in seconds, not a quarter hour", async () => {
    const user = await t.asUser();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(user.email, 'wrong password', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    // From any browser the account does not know, even with the right password.
    const slowed = await login(user.email, TEST_PASSWORD, '10.1.0.99');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('never shuts the owner out: a browser that signed in before is throttled on its own', async () => {
    const user = await t.asUser();
    const first = await login(user.email, TEST_PASSWORD, '10.6.0.1');
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatch(/^cc_device=[\w-]+$/);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    // An attacker fails on the account from many addresses.
    for (let i = 0; i < 6; i += 1) await login(user.email, 'guess', `10.6.1.${i}`);
    expect((await login(user.email, TEST_PASSWORD, '10.6.2.1')).statusCode).toBe(429);
    const owner = await login(user.email, TEST_PASSWORD, '10.6.0.1', cookie);
    expect(owner.statusCode).toBe(200);
    // Nor does a device cookie let anyone guess faster: it has its own count.
    const device = deviceCookieOf(owner);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(user.email, 'guess', '10.6.3.1', device)).statusCode).toBe(401);
    }
    expect((await login(user.email, TEST_PASSWORD, '10.6.3.1', device)).statusCode).toBe(429);
    // A cookie of another account counts for nothing here.
    const other = await t.asUser();
    const otherCookie = deviceCookieOf(await login(other.email, TEST_PASSWORD, '10.6.4.1'));
    expect((await login(user.email, TEST_PASSWORD, '10.6.4.1', otherCookie)).statusCode).toBe(429);
  });

  it('behind one address (a carrier-grade NAT), a stranger failing on many accounts never keeps out a browser the account trusts', async () => {
    const user = await t.asUser();
    const shared = '10.8.0.1';
    const cookie = deviceCookieOf(await login(user.email, TEST_PASSWORD, shared));
    for (let i = 0; i < 8; i += 1) await login(`stranger${i}@example.test`, 'guess', shared);
    // A browser the account does not know waits, as the address is spent …
    expect((await login(user.email, TEST_PASSWORD, shared)).statusCode).toBe(429);
    // … the owner's does not, and its own typos stay on its own count, not the address's.
    expect((await login(user.email, 'typo', shared, cookie)).statusCode).toBe(401);
    const owner = await login(user.email, TEST_PASSWORD, shared, cookie);
    expect(owner.statusCode).toBe(200);
    const neighbour = await t.asUser();
    const other = deviceCookieOf(await login(neighbour.email, TEST_PASSWORD, '10.8.9.9'));
    expect((await login(neighbour.email, TEST_PASSWORD, shared, other)).statusCode).toBe(200);
  });

  it('lets the owner in at once through the password reset mail, without a captcha', async () => {
    const user = await t.asUser();
    for (let i = 0; i < 4; i += 1) await login(user.email, 'guess', `10.7.1.${i}`);
    expect((await login(user.email, TEST_PASSWORD, '10.7.0.1')).statusCode).toBe(429);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      remoteAddress: '10.7.0.1',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    const token = await linkTo(t, user.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      remoteAddress: '10.7.0.1',
      payload: { token, password: 'a new password 42', password_confirmation: 'a new password 42' },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login(
      user.email,
      'a new password 42',
      '10.7.0.1',
      deviceCookieOf(reset),
    );
    expect(signedIn.statusCode).toBe(200);
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
          password: 'mango-season-2026',
          password_confirmation: 'mango-season-2026',
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

describe('the device cookie', () => {
  it('is sent over TLS only when the site is https, even behind a proxy that ends TLS', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://careercard.example' });
    try {
      const user = await https.asUser();
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    } finally {
      await https.close();
    }
    const user = await t.asUser();
    const plain = await login(user.email, TEST_PASSWORD, '10.9.0.1');
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
  });
});
