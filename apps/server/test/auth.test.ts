import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, auditLogs, users } from '../src/infra/db/schema';
import {
  COMMON_PASSWORD_MESSAGE,
  PATTERN_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
} from '../src/modules/auth/password-strength';
import { hashToken } from '../src/modules/auth/tokens';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload });
const login = (url: string, email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: ip });

describe('registration', () => {
  it('needs all four fields, each reported under its own name', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The name field is required. (and 3 more errors)',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
        password_confirmation: ['The password confirmation field is required.'],
      },
    });
  });

  it('checks the e-mail format, the password length and the confirmation', async () => {
    const res = await register({
      name: 'Sadia Islam',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'different',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(errors.email).toEqual(['The email field must be a valid email address.']);
    expect(errors.password).toContain('The password field must be at least 8 characters.');
    expect(errors.password).toContain('The password confirmation does not match.');
  });

  it('refuses a common, patterned or personal password and says why', async () => {
    const cases = [
      ['password', COMMON_PASSWORD_MESSAGE],
      ['password123', COMMON_PASSWORD_MESSAGE],
      ['12345678', COMMON_PASSWORD_MESSAGE],
      ['aaaaaaaa', PATTERN_PASSWORD_MESSAGE],
      ['abcdefghij', PATTERN_PASSWORD_MESSAGE],
      ['sadiaislam', PERSONAL_PASSWORD_MESSAGE],
      ['Sadia.Islam91', PERSONAL_PASSWORD_MESSAGE],
    ];
    for (const [index, [password, message]] of cases.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: {
          name: 'Sadia Islam',
          email: 'sadia.weak@example.test',
          password,
          password_confirmation: password,
        },
        remoteAddress: `10.40.0.${index}`,
      });
      expect(res.statusCode, password).toBe(422);
      expect(res.json(), password).toEqual({ message, errors: { password: [message] } });
    }
    expect(
      await t.db.select().from(users).where(eq(users.email, 'sadia.weak@example.test')),
    ).toEqual([]);
  });

  it('creates the account with an argon2id hash and records it in the audit log', async () => {
    const res = await register({
      name: '  Sadia Islam ',
      email: 'Sadia.Islam@Example.test',
      password: 'a strong password',
      password_confirmation: 'a strong password',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; data: { user: { id: number } } }>();
    expect(body.message).toBe('Registration successful. Please sign in.');
    expect(body.data.user).toMatchObject({
      name: 'Sadia Islam',
      email: 'sadia.islam@example.test',
      role: ['user'],
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.data.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.actorUserId, body.data.user.id));
    expect(audit.map((entry) => entry.action)).toContain('auth.registered');
  });

  it('refuses an e-mail that is already taken, whatever its case', async () => {
    const payload = {
      name: 'Arif Hossain',
      password: 'mango-season-2026',
      password_confirmation: 'mango-season-2026',
    };
    expect((await register({ ...payload, email: 'arif@example.test' })).statusCode).toBe(201);
    const again = await register({ ...payload, email: 'ARIF@example.test' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('tells a taken e-mail together with what is wrong with the password, in one answer', async () => {
    const payload = {
      name: 'Tania Sultana',
      email: 'tania@example.test',
      password: 'mango-season-2026',
      password_confirmation: 'mango-season-2026',
    };
    expect((await register(payload)).statusCode).toBe(201);
    // Too short for the form's own check.
    const short = await register({ ...payload, password: 'abc', password_confirmation: 'abc' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors).sort()).toEqual(['email', 'password']);
    expect(short.json().errors.email).toEqual(['The email has already been taken.']);
    expect(short.json().message).toMatch(/\(and 1 more error\)$/);
    // Long enough, but one attackers try first.
    const common = await register({
      ...payload,
      password: 'password1234',
      password_confirmation: 'password1234',
    });
    expect(common.statusCode).toBe(422);
    expect(Object.keys(common.json().errors).sort()).toEqual(['email', 'password']);
    // A free address with a short password is told only of the password.
    const free = await register({
      ...payload,
      email: 'tania.new@example.test',
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(Object.keys(free.json().errors)).toEqual(['password']);
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const payload = {
      name: 'Mim Akter',
      email: 'mim@example.test',
      password: 'mango-season-2026',
      password_confirmation: 'mango-season-2026',
    };
    const results = await Promise.all([register(payload), register(payload), register(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
  });
});

describe('sign-in', () => {
  it('returns the account with a token that identifies it, and stores only its hash', async () => {
    const user = await t.asUser({ name: 'Farhan Kabir' });
    const res = await login('/api/user/login', user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login successful');
    expect(body.data.user).toMatchObject({ id: user.id, name: 'Farhan Kabir', role: ['user'] });
    const token: string = body.data.user.token;

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: user.id, email: user.email });

    const stored = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(stored.some((row) => row.tokenHash === hashToken(token))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('says "Invalid credentials" for a wrong password or an unknown e-mail', async () => {
    const user = await t.asUser();
    for (const [email, password] of [
      [user.email, 'wrong password'],
      ['nobody@example.test', TEST_PASSWORD],
    ] as const) {
      const res = await login('/api/user/login', email, password, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid credentials' });
    }
  });

  it('needs e-mail and password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['email', 'password']);
  });

  it('refuses a suspended account even with the right password', async () => {
    const user = await t.asUser({ status: 'Suspended' });
    const res = await login('/api/user/login', user.email, TEST_PASSWORD, '10.0.0.3');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account has been suspended. Please contact support.');
  });

  it('does not accept the tokens of an account once it is suspended', async () => {
    const user = await t.asUser();
    await t.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, user.id));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/auth/user',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const user = await t.asUser();
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.userId, user.id));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/auth/user',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('admin sign-in', () => {
  it('lets an admin in with its permissions', async () => {
    const admin = await t.asAdmin(['manage_blog']);
    const res = await login('/api/admin/login', admin.email, TEST_PASSWORD, '10.0.1.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Admin login successful');
    expect(res.json().data.user).toMatchObject({ role: ['admin'], permissions: ['manage_blog'] });
  });

  it('gives the Super Admin every permission', async () => {
    const admin = await t.asAdmin();
    const res = await login('/api/admin/login', admin.email, TEST_PASSWORD, '10.0.1.2');
    expect(res.json().data.user.permissions).toContain('manage_settings');
  });

  it('refuses a user account with "Invalid admin credentials"', async () => {
    const user = await t.asUser();
    const res = await login('/api/admin/login', user.email, TEST_PASSWORD, '10.0.1.3');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid admin credentials' });
  });
});

describe('sign-out', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const user = await t.asUser();
    const other = await login('/api/user/login', user.email, TEST_PASSWORD, '10.0.2.1');
    const otherToken: string = other.json().data.user.token;

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/auth/user',
      headers: user.headers,
    });
    expect(after.statusCode).toBe(401);
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/api/user/auth/user',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('accepts an empty JSON body, as some clients send', async () => {
    const user = await t.asUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/logout' });
    expect(res.statusCode).toBe(401);
  });
});
