import { IMPERSONATION_REFUSED_MESSAGE } from '@careercard/shared/auth';
import { sampleCv } from '@careercard/shared/cv-sample';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  auditLogs,
  cvs,
  nfcOrders,
  payments,
  users,
  vcardContacts,
  vcards,
} from '../src/infra/db/schema';
import { COMMON_PASSWORD_MESSAGE } from '../src/modules/auth/password-strength';
import { describeDevice } from '../src/modules/account-security/user-agent';
import { callerOf, createTestApp, TEST_PASSWORD, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

let t: TestApp;
let dataDir: string;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-account-security-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Signs in through the API from a browser, as a person does: a real session with its device. */
async function signIn(
  email: string,
  userAgent = CHROME_ANDROID,
  password = TEST_PASSWORD,
): Promise<TestAccount & { status: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  const token = res.statusCode === 200 ? (res.json<Json>().data.user.token as string) : '';
  return {
    status: res.statusCode,
    id: 0,
    email,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

const stillSignedIn = async (who: TestAccount) =>
  (await call('GET', '/api/user/auth/user', who)).status === 200;

const newPassword = (current: string, next: string, confirmation = next) => ({
  current_password: current,
  new_password: next,
  new_password_confirmation: confirmation,
});

describe('the device of a session', () => {
  it('names the browser and the system in plain words', () => {
    expect(describeDevice(CHROME_ANDROID)).toBe('Chrome on Android');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(describeDevice(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(describeDevice('curl/8.5.0')).toBeNull();
    expect(describeDevice(null)).toBeNull();
  });
});

describe('changing the password', () => {
  it('checks the current password, the length and the match, each under its field', async () => {
    const user = await t.asUser();
    const wrong = await call(
      'POST',
      '/api/user/update/password',
      user,
      newPassword('not-my-password', 'a-new-password-1'),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });

    const short = await call(
      'POST',
      '/api/user/update/password',
      user,
      newPassword(TEST_PASSWORD, 'short'),
    );
    expect(short.status).toBe(422);
    expect(short.body.errors.new_password).toEqual([
      'The new password field must be at least 8 characters.',
    ]);

    const mismatch = await call(
      'POST',
      '/api/user/update/password',
      user,
      newPassword(TEST_PASSWORD, 'a-new-password-1', 'a-new-password-2'),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.new_password).toEqual([
      'The password confirmation does not match.',
    ]);

    const common = await call(
      'POST',
      '/api/user/update/password',
      user,
      newPassword(TEST_PASSWORD, 'iloveyou1'),
    );
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual({ new_password: [COMMON_PASSWORD_MESSAGE] });

    const empty = await call('POST', '/api/user/update/password', user, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'current_password',
      'new_password',
      'new_password_confirmation',
    ]);
    // Still the old password.
    expect((await signIn(user.email)).status).toBe(200);
  });

  it('updates the password and signs out every other session, not this one', async () => {
    const { email } = await t.asUser();
    const here = await signIn(email, CHROME_ANDROID);
    const elsewhere = await signIn(email, FIREFOX_WINDOWS);

    const changed = await call(
      'POST',
      '/api/user/update/password',
      here,
      newPassword(TEST_PASSWORD, 'a-brand-new-password'),
    );
    expect(changed).toEqual({ status: 200, body: { message: 'Your password has been updated.' } });
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, CHROME_ANDROID, 'a-brand-new-password')).status).toBe(200);
  });

  it('is refused to a staff member signed in as the user', async () => {
    const user = await t.asUser();
    const staff = await t.asAdmin(['manage_users']);
    const login = await call('POST', `/api/admin/users/${user.id}/impersonate`, staff);
    const asStaff = {
      ...user,
      headers: { authorization: `Bearer ${login.body.data.user.token as string}` },
    };
    const refused = await call(
      'POST',
      '/api/user/update/password',
      asStaff,
      newPassword(TEST_PASSWORD, 'a-brand-new-password'),
    );
    expect(refused).toEqual({ status: 403, body: { message: IMPERSONATION_REFUSED_MESSAGE } });
    const deletion = await call('POST', '/api/user/delete-account', asStaff, {
      password: TEST_PASSWORD,
    });
    expect(deletion.status).toBe(403);
    expect((await call('POST', '/api/user/sessions/sign-out-others', asStaff)).status).toBe(403);
    expect((await signIn(user.email)).status).toBe(200);
  });
});

describe('the list of sessions', () => {
  it("lists the account's sessions with their device, address and the current one", async () => {
    const { email } = await t.asUser();
    const phone = await signIn(email, CHROME_ANDROID);
    await signIn(email, SAFARI_IPHONE);
    const list = await call('GET', '/api/user/sessions', phone);
    expect(list.status).toBe(200);
    // asUser's own token, made without a browser, is listed too.
    expect(list.body).toHaveLength(3);
    const current = list.body.find((session: Json) => session.current);
    expect(current).toMatchObject({
      device: 'Chrome on Android',
      ip: '127.0.0.1',
      byStaff: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUsedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.body.map((session: Json) => session.device)).toContain('Safari on iPhone');
    expect(list.body.filter((session: Json) => session.current)).toHaveLength(1);
    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, current.id));
    expect(row?.userAgent).toBe(CHROME_ANDROID);
  });

  it('signs out one session, then every other one', async () => {
    const { email } = await t.asUser();
    const here = await signIn(email, CHROME_ANDROID);
    const laptop = await signIn(email, FIREFOX_WINDOWS);
    const tablet = await signIn(email, SAFARI_IPHONE);
    const list = (await call('GET', '/api/user/sessions', here)).body as Json[];
    const laptopId = list.find((session) => session.device === 'Firefox on Windows')!.id;

    const one = await call('DELETE', `/api/user/sessions/${laptopId}`, here);
    expect(one).toEqual({ status: 200, body: { message: 'The session has been signed out.' } });
    expect(await stillSignedIn(laptop)).toBe(false);
    expect(await stillSignedIn(tablet)).toBe(true);
    expect((await call('DELETE', `/api/user/sessions/${laptopId}`, here)).status).toBe(404);

    const others = await call('POST', '/api/user/sessions/sign-out-others', here);
    expect(others.status).toBe(200);
    expect(await stillSignedIn(tablet)).toBe(false);
    expect(await stillSignedIn(here)).toBe(true);
    expect((await call('GET', '/api/user/sessions', here)).body).toHaveLength(1);

    // Signing out this very session ends it.
    const mine = (await call('GET', '/api/user/sessions', here)).body[0] as Json;
    expect((await call('DELETE', `/api/user/sessions/${mine.id}`, here)).status).toBe(200);
    expect(await stillSignedIn(here)).toBe(false);
  });

  it("cannot touch another account's session", async () => {
    const owner = await t.asUser();
    const ownerSession = await signIn(owner.email, SAFARI_IPHONE);
    const [row] = await t.db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, owner.id), eq(accessTokens.userAgent, SAFARI_IPHONE)));
    const stranger = await t.asUser();
    const refused = await call('DELETE', `/api/user/sessions/${row!.id}`, stranger);
    expect(refused).toEqual({ status: 404, body: { message: 'This session has already ended.' } });
    expect(await stillSignedIn(ownerSession)).toBe(true);
    expect((await call('DELETE', '/api/user/sessions/abc', stranger)).status).toBe(422);
    expect((await call('GET', '/api/user/sessions')).status).toBe(401);
  });
});

async function userWithData(name: string) {
  const user = await t.asUser({ name, phone: '+8801712345678' });
  const [cv] = await t.db
    .insert(cvs)
    .values({ userId: user.id, name: `${name} CV`, data: sampleCv })
    .returning();
  await t.db.insert(cvs).values({ userId: user.id, name: `${name} CV`, data: sampleCv });
  const [card] = await t.db
    .insert(vcards)
    .values({ userId: user.id, cvId: cv!.id, slug: `card-${user.id}` })
    .returning();
  await t.db.insert(vcardContacts).values({
    vcardId: card!.id,
    name: 'Jahid Hasan',
    phone: '01811-223344',
    note: 'Met at the job fair',
    consentedAt: new Date(),
  });
  const [payment] = await t.db
    .insert(payments)
    .values({
      userId: user.id,
      purpose: 'cv_download',
      description: `Single CV Download: ${name.replaceAll(' ', '-')}-CV.pdf`,
      amountPoisha: 3000,
      status: 'Completed',
      gateway: 'bkash',
      invoiceId: `INV-ACC-${user.id}`,
    })
    .returning();
  const [order] = await t.db
    .insert(nfcOrders)
    .values({
      userId: user.id,
      vcardUrl: `https://careercard.example/v/card-${user.id}`,
      designName: 'Matte Black',
      designPricePoisha: 25000,
      shippingPoisha: 5000,
      totalPoisha: 30000,
      fullName: name,
      addressLine1: 'House 7, Road 2',
      city: 'Dhaka',
      postalCode: '1207',
      status: 'Handed Over to Courier',
    })
    .returning();
  return { user, cv: cv!, payment: payment!, order: order! };
}

describe('Download my data', () => {
  it('gives a ZIP of the account, each CV in both formats, the V-Card, payments and orders', async () => {
    const { user } = await userWithData('Farhana Akter');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="careercard-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'account.json',
      'cvs/farhana-akter-cv-2.careercard.json',
      'cvs/farhana-akter-cv-2.json-resume.json',
      'cvs/farhana-akter-cv.careercard.json',
      'cvs/farhana-akter-cv.json-resume.json',
      'nfc-orders.json',
      'payments.json',
      'vcard-contacts.json',
      'vcard.json',
    ]);
    const read = (name: string) => JSON.parse(strFromU8(files[name]!)) as Json;
    expect(read('account.json')).toMatchObject({
      name: 'Farhana Akter',
      email: user.email,
      phone: '+8801712345678',
      locale: 'en',
    });
    expect(read('cvs/farhana-akter-cv.careercard.json')).toMatchObject({
      format: 'careercard-cv',
      name: 'Farhana Akter CV',
      data: sampleCv,
    });
    expect(read('cvs/farhana-akter-cv.json-resume.json').basics.name).toBe(sampleCv.personal.name);
    expect(read('vcard.json')).toMatchObject({ slug: `card-${user.id}` });
    expect(read('vcard-contacts.json')).toEqual([
      expect.objectContaining({ name: 'Jahid Hasan', phone: '01811-223344' }),
    ]);
    expect(read('payments.json')).toEqual([
      expect.objectContaining({ amount: 30, invoiceId: `INV-ACC-${user.id}` }),
    ]);
    expect(read('nfc-orders.json')).toEqual([
      expect.objectContaining({ designName: 'Matte Black' }),
    ]);

    // No secrets: neither the password hash nor any session token.
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(row!.passwordHash);
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain(user.token);
  });

  it('is rate-limited mildly and refused without a session', async () => {
    const user = await t.asUser();
    const download = (headers = user.headers) =>
      t.app.inject({ method: 'GET', url: '/api/user/export', headers });
    for (let i = 0; i < 5; i += 1) expect((await download()).statusCode).toBe(200);
    const limited = await download();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await download({ authorization: '' })).statusCode).toBe(401);
  });
});

describe('Delete my account', () => {
  it('asks for the password, then removes the account as the back office does', async () => {
    const { user, cv, payment, order } = await userWithData('Rokeya Begum');
    const files = path.join(dataDir, 'files');
    for (const file of [
      `photos/${user.id}/me.jpg`,
      `avatars/${user.id}/me.jpg`,
      `pdfs/${user.id}/cv.pdf`,
    ]) {
      await fs.mkdir(path.dirname(path.join(files, file)), { recursive: true });
      await fs.writeFile(path.join(files, file), 'x');
    }
    const elsewhere = await signIn(user.email, FIREFOX_WINDOWS);

    const wrong = await call('POST', '/api/user/delete-account', user, { password: 'nope-nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The password is incorrect.'] });
    expect((await call('POST', '/api/user/delete-account', user, {})).status).toBe(422);

    const deleted = await call('POST', '/api/user/delete-account', user, {
      password: TEST_PASSWORD,
    });
    expect(deleted).toEqual({ status: 200, body: { message: 'Your account has been deleted.' } });
    expect((await signIn(user.email)).status).toBe(401);
    expect(await stillSignedIn(user)).toBe(false);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect(await t.db.select().from(cvs).where(eq(cvs.id, cv.id))).toEqual([]);
    expect(await t.db.select().from(vcards).where(eq(vcards.userId, user.id))).toEqual([]);
    await expect(fs.stat(path.join(files, `photos/${user.id}`))).rejects.toThrow();
    await expect(fs.stat(path.join(files, `avatars/${user.id}`))).rejects.toThrow();
    await expect(fs.stat(path.join(files, `pdfs/${user.id}`))).rejects.toThrow();

    const [kept] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({
      userId: null,
      description: 'Single CV Download',
      amountPoisha: 3000,
    });
    const [shipped] = await t.db.select().from(nfcOrders).where(eq(nfcOrders.id, order.id));
    expect(shipped).toMatchObject({ userId: null, fullName: 'Deleted user', addressLine1: '' });
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'account.deleted'), eq(auditLogs.targetId, String(user.id))));
    expect(entry).toMatchObject({ targetType: 'user', actorUserId: null });
  });

  it('waits for an NFC card order on its way, and refuses staff accounts', async () => {
    const { user, order } = await userWithData('Sadia Islam');
    await t.db.update(nfcOrders).set({ status: 'Printing' }).where(eq(nfcOrders.id, order.id));
    const early = await call('POST', '/api/user/delete-account', user, {
      password: TEST_PASSWORD,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(order.code);
    expect(await stillSignedIn(user)).toBe(true);

    const staff = await t.asAdmin(['manage_blog']);
    const refused = await call('POST', '/api/user/delete-account', staff, {
      password: TEST_PASSWORD,
    });
    expect(refused.status).toBe(403);
  });
});
