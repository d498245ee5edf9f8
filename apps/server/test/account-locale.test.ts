import { LOCALE_SAVED_MESSAGE } from '@careercard/shared/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/infra/db/schema';
import { issueToken } from '../src/modules/auth/tokens';
import { createTestApp, TEST_PASSWORD, type TestAccount, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const saveLocale = (who: TestAccount, locale: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/locale',
    headers: who.headers,
    payload: { locale },
  });

async function storedLocale(id: number) {
  const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, id));
  return row?.locale;
}

const signIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: TEST_PASSWORD },
  });

describe('the interface language of an account', () => {
  it('is kept for the account and given back at sign-in', async () => {
    const user = await t.asUser();
    expect((await signIn(user.email)).json().data.user.locale).toBe('en');

    const res = await saveLocale(user, 'bn');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LOCALE_SAVED_MESSAGE, data: { locale: 'bn' } });
    expect(await storedLocale(user.id)).toBe('bn');
    expect((await signIn(user.email)).json().data.user.locale).toBe('bn');
  });

  it('starts as the language the account signed up in', async () => {
    const email = `bangla-${Date.now()}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' },
      payload: {
        name: 'Sadia Karim',
        email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.locale).toBe('bn');
    expect((await signIn(email)).json().data.user.locale).toBe('bn');
  });

  it('refuses a language we do not have, by field', async () => {
    const user = await t.asUser();
    const res = await saveLocale(user, 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.locale).toEqual(['The locale must be en or bn.']);
    expect(await storedLocale(user.id)).toBe('en');
  });

  it('is not changed by staff signed in as the user, who read in their own', async () => {
    const user = await t.asUser();
    const staff = await t.asAdmin();
    const token = await issueToken(t.db, user.id, 3_600_000, staff.id);
    const res = await saveLocale({ ...user, headers: { authorization: `Bearer ${token}` } }, 'bn');
    expect(res.statusCode).toBe(200);
    expect(await storedLocale(user.id)).toBe('en');
  });

  it('is for signed-in accounts', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      payload: { locale: 'bn' },
    });
    expect(res.statusCode).toBe(401);
  });
});
