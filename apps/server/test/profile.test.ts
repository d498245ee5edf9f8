import {
  EMAIL_CHANGE_LINK_INVALID_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  PROFILE_PHOTO_TOO_LARGE_MESSAGE,
  PROFILE_PHOTO_TYPE_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
} from '@careercard/shared/account';
import { IMPERSONATION_REFUSED_MESSAGE } from '@careercard/shared/auth';
import { INVALID_PHONE_MESSAGE } from '@careercard/shared/otp';
import { and, eq } from 'drizzle-orm';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, passwordLinks, users } from '../src/infra/db/schema';
import { issueToken } from '../src/modules/auth/tokens';
import {
  createTestApp,
  linkTo,
  mailsTo as mailsToOf,
  TEST_PASSWORD,
  type TestAccount,
  type TestApp,
} from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Photo {
  bytes: Uint8Array;
  type: string;
  name: string;
}

/** The profile form as a browser sends it: text fields and an optional photo. */
async function form(fields: Record<string, string>, photo?: Photo) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo) body.append('photo', new Blob([photo.bytes], { type: photo.type }), photo.name);
  const request = new Request('http://localhost/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function save(who: TestAccount, fields: Record<string, string>, photo?: Photo) {
  const { payload, headers } = await form(fields, photo);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/update/contact/info',
    headers: { ...who.headers, ...headers },
    payload,
  });
  return { status: res.statusCode, body: res.json<Json>() };
}

async function profileOf(who: TestAccount) {
  const res = await t.app.inject({ url: '/api/user/profile', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json<Json>();
}

const image = (mime: 'image/png' | 'image/jpeg' | 'image/gif', width: number, height: number) =>
  new Jimp({ width, height, color: 0x3366ccff }).getBuffer(mime);

async function servedPhoto(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toContain('immutable');
  return Jimp.read(res.rawPayload);
}

async function login(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: TEST_PASSWORD },
  });
  return res.statusCode;
}

const mailsTo = (email: string) => mailsToOf(t, email);

describe('Account Settings → Profile', () => {
  it('saves name and phone, the phone in the +880 form', async () => {
    const user = await t.asUser();
    const res = await save(user, {
      name: '  Rafiq Islam ',
      email: user.email,
      phone: '01712-345678',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PROFILE_UPDATED_MESSAGE);
    expect(res.body.data).toMatchObject({ name: 'Rafiq Islam', phone: '+8801712345678' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Rafiq Islam', phone: '+8801712345678' });
    expect(await profileOf(user)).toEqual({
      name: 'Rafiq Islam',
      email: user.email,
      phone: '+8801712345678',
      photoUrl: null,
      pendingEmail: null,
    });
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'account.profile_updated'), eq(auditLogs.actorUserId, user.id)),
      );
    expect(entry?.details).toEqual({ changed: ['name', 'phone'] });

    // JSON works too, and a blank phone clears it.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/update/contact/info',
      headers: user.headers,
      payload: { name: 'Rafiq Islam', email: user.email, phone: '' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json<Json>().data.phone).toBeNull();
  });

  it('refuses a phone that is not a Bangladeshi mobile, a blank name and a bad e-mail, by field', async () => {
    const user = await t.asUser();
    const res = await save(user, { name: ' ', email: 'not-an-address', phone: '12345' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      phone: [INVALID_PHONE_MESSAGE],
    });
    const long = await save(user, { name: 'a'.repeat(256), email: user.email, phone: '' });
    expect(long.status).toBe(422);
    expect(long.body.errors.name).toEqual([
      'The name field must not be greater than 255 characters.',
    ]);
  });

  it('says when the e-mail is used by another account', async () => {
    const user = await t.asUser();
    const other = await t.asUser();
    const res = await save(user, { name: 'Nadia Rahman', email: other.email.toUpperCase() });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [EMAIL_TAKEN_MESSAGE] });
    expect(
      await t.db.select().from(passwordLinks).where(eq(passwordLinks.userId, user.id)),
    ).toEqual([]);
  });

  it.each([
    ['image/png', 'me.png', 1200, 900],
    ['image/jpeg', 'me.jpg', 640, 1280],
    ['image/gif', 'me.gif', 300, 200],
  ] as const)(
    'takes a %s photo, re-encoded as a JPEG of at most 512 px',
    async (type, name, w, h) => {
      const user = await t.asUser();
      const bytes = await image(type, w, h);
      const res = await save(
        user,
        { name: 'Nadia Rahman', email: user.email },
        { bytes, type, name },
      );
      expect(res.status).toBe(200);
      const url = res.body.data.photoUrl as string;
      expect(url).toMatch(new RegExp(`^/api/avatars/${user.id}/[0-9a-f-]{36}\\.jpg$`));
      const served = await servedPhoto(url);
      expect(Math.max(served.width, served.height)).toBe(Math.min(512, Math.max(w, h)));
      expect(served.width / served.height).toBeCloseTo(w / h, 1);
    },
  );

  it('refuses a file that is not an image, whatever it is called', async () => {
    const user = await t.asUser();
    const res = await save(
      user,
      { name: 'Nadia Rahman', email: user.email },
      { bytes: new TextEncoder().encode('just some text'), type: 'image/png', name: 'me.png' },
    );
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(PROFILE_PHOTO_TYPE_MESSAGE);
  });

  it('refuses a photo over 5 MB', async () => {
    const user = await t.asUser();
    const bytes = new Uint8Array(5 * 1024 * 1024 + 10);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await save(
      user,
      { name: 'Nadia Rahman', email: user.email },
      { bytes, type: 'image/png', name: 'big.png' },
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(PROFILE_PHOTO_TOO_LARGE_MESSAGE);
  });

  it('removes the old photo file when a new one replaces it, and on Remove', async () => {
    const user = await t.asUser();
    const fields = { name: 'Nadia Rahman', email: user.email };
    const first = await save(user, fields, {
      bytes: await image('image/png', 100, 100),
      type: 'image/png',
      name: 'a.png',
    });
    const firstUrl = first.body.data.photoUrl as string;
    await servedPhoto(firstUrl);
    const second = await save(user, fields, {
      bytes: await image('image/jpeg', 100, 100),
      type: 'image/jpeg',
      name: 'b.jpg',
    });
    const secondUrl = second.body.data.photoUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ url: firstUrl })).statusCode).toBe(404);
    // Saving without a photo keeps the one there is.
    const third = await save(user, fields);
    expect(third.body.data.photoUrl).toBe(secondUrl);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/profile/photo',
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Json>().data.photoUrl).toBeNull();
    expect((await t.app.inject({ url: secondUrl })).statusCode).toBe(404);
  });

  it('changes the e-mail only when the link sent to the new address is followed, once', async () => {
    const user = await t.asUser();
    const newEmail = `new-${user.id}@example.test`;
    const res = await save(user, { name: 'Nadia Rahman', email: newEmail, phone: '' });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(newEmail);
    expect(res.body.data).toMatchObject({ email: user.email, pendingEmail: newEmail });

    // Until the link is followed, the old address is the account's.
    expect(await login(user.email)).toBe(200);
    expect(await login(newEmail)).toBe(401);

    const [sent] = await mailsTo(newEmail);
    expect(sent?.purpose).toBe('email_change');
    expect(sent?.body).toMatch(/^Confirm your new CareerCard e-mail address\n/);
    const token = await linkTo(t, newEmail, 'confirm-email');
    expect(token).toBeDefined();
    // Staff reading the outbox see the message with its link masked.
    expect(sent?.body).toContain('/confirm-email?token=(hidden)');

    const confirm = () =>
      t.app.inject({ method: 'POST', url: '/api/user/confirm-email', payload: { token } });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.json<Json>().data).toEqual({ userId: user.id, email: newEmail });
    expect(await login(newEmail)).toBe(200);
    expect(await login(user.email)).toBe(401);
    expect((await profileOf(user)).pendingEmail).toBeNull();

    const again = await confirm();
    expect(again.statusCode).toBe(422);
    expect(again.json<Json>().errors.token).toEqual([EMAIL_CHANGE_LINK_INVALID_MESSAGE]);

    // The old address is told, with a way to get help.
    const [notice] = await mailsTo(user.email);
    expect(notice?.body).toMatch(/^Your CareerCard e-mail address was changed\n/);
    expect(notice?.body).toContain(newEmail);
    expect(notice?.body).toContain('/p/contact');

    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'account.email_changed'), eq(auditLogs.actorUserId, user.id)),
      );
    expect(entry?.details).toEqual({ from: user.email, to: newEmail });
  });

  it('does not give an address taken meanwhile', async () => {
    const user = await t.asUser();
    const wanted = `wanted-${user.id}@example.test`;
    await save(user, { name: 'Nadia Rahman', email: wanted });
    const token = await linkTo(t, wanted, 'confirm-email');
    await t.asUser({ email: wanted });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<Json>().errors.email).toEqual([EMAIL_TAKEN_MESSAGE]);
  });

  it('limits e-mail changes to three an hour', async () => {
    const user = await t.asUser();
    for (let i = 1; i <= 3; i += 1) {
      const res = await save(user, {
        name: 'Nadia Rahman',
        email: `try${i}-${user.id}@example.test`,
      });
      expect(res.status).toBe(200);
    }
    const res = await save(user, { name: 'Nadia Rahman', email: `try4-${user.id}@example.test` });
    expect(res.status).toBe(429);
    // Only the last link works: one pending address at a time.
    expect((await profileOf(user)).pendingEmail).toBe(`try3-${user.id}@example.test`);
  });

  it('refuses an e-mail change to staff signed in as the user, not the rest', async () => {
    const user = await t.asUser();
    const staff = await t.asAdmin();
    const token = await issueToken(t.db, user.id, 3_600_000, staff.id);
    const as = { ...user, headers: { authorization: `Bearer ${token}` } };
    const res = await save(as, { name: 'Nadia Rahman', email: `other-${user.id}@example.test` });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(IMPERSONATION_REFUSED_MESSAGE);
    const name = await save(as, { name: 'Nadia R.', email: user.email });
    expect(name.status).toBe(200);
  });

  it('is for signed-in accounts; the photos and the link are public', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['POST', '/api/user/update/contact/info'],
      ['DELETE', '/api/user/profile/photo'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const missing = await t.app.inject({ url: '/api/avatars/1/not-a-file.jpg' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/confirm-email',
      payload: { token: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
