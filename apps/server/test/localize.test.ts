import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bangla = { 'accept-language': 'bn-BD,bn;q=0.9' };

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload,
    headers,
    remoteAddress: '10.9.0.1',
  });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    headers,
    remoteAddress: '10.9.0.2',
  });

describe('server messages in Bangla', () => {
  it('a Bangla reader gets the validation messages in Bangla, the summary and each field', async () => {
    const res = await register({}, bangla);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'নামের ঘরটি পূরণ করা আবশ্যক। (এবং আরও ৩টি ত্রুটি)',
      errors: {
        name: ['নামের ঘরটি পূরণ করা আবশ্যক।'],
        email: ['ইমেইলের ঘরটি পূরণ করা আবশ্যক।'],
        password: ['পাসওয়ার্ডের ঘরটি পূরণ করা আবশ্যক।'],
        password_confirmation: ['পাসওয়ার্ড নিশ্চিতকরণের ঘরটি পূরণ করা আবশ্যক।'],
      },
    });
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('without Accept-Language the answer is exactly the English one', async () => {
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
    // The English answer varies by language too, or a cache could give it to a Bangla reader.
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('a language we do not have falls back to English', async () => {
    const res = await register({}, { 'accept-language': 'fr, en;q=0.5' });
    expect(res.json().message).toBe('The name field is required. (and 3 more errors)');
  });

  it('a wrong password is refused in Bangla, through the error handler', async () => {
    const user = await t.asUser();
    const res = await login(user.email, 'not the password', bangla);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'লগইনের তথ্য সঠিক নয়' });

    const english = await login(user.email, 'not the password');
    expect(english.json()).toEqual({ message: 'Invalid credentials' });
  });

  it("a route's own success message is in Bangla too", async () => {
    const user = await t.asUser();
    const res = await login(user.email, TEST_PASSWORD, bangla);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('লগইন সফল হয়েছে');
  });

  it('a rate limit says its wait in Bangla, with Bengali digits', async () => {
    const user = await t.asUser();
    for (let attempt = 0; attempt < t.config.login.maxFailuresPerEmail; attempt += 1) {
      expect((await login(user.email, 'wrong password')).statusCode).toBe(401);
    }
    const res = await login(user.email, 'wrong password', bangla);
    expect(res.statusCode).toBe(429);
    // The first wait past the limit is half a minute, said as one.
    expect(res.json().message).toBe(
      'অনেকবার সাইন ইন করার চেষ্টা করা হয়েছে। অনুগ্রহ করে ১ মিনিট পরে আবার চেষ্টা করুন।',
    );
  });

  it('the not-found answer of an unknown API address is in Bangla', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: bangla });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'পাওয়া যায়নি' });
  });

  it('an answer without a message is left as it is, without Vary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: bangla });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary ?? '').not.toMatch(/accept-language/i);
  });
});
