import { USER_NOT_FOUND_MESSAGE } from '@careercard/shared/admin-users';
import { IMPERSONATION_REFUSED_MESSAGE } from '@careercard/shared/auth';
import { sampleCv } from '@careercard/shared/cv-sample';
import { and, eq, or } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  auditLogs,
  cvs,
  nfcOrders,
  outbox,
  payments,
  users,
} from '../src/infra/db/schema';
import { callerOf, createTestApp, TEST_PASSWORD, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let dataDir: string;
let staff: TestAccount;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-users-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  staff = await t.asAdmin(['manage_users']);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const signIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: TEST_PASSWORD },
  });

describe('User Management', () => {
  it('finds accounts by name or e-mail in any case, ten a page, never staff', async () => {
    const tag = `mahbub${Date.now()}`;
    for (let i = 0; i < 12; i += 1) {
      await t.asUser({ name: `Mahbub Alam ${i}`, email: `${tag}.${i}@example.test` });
    }
    await t.asUser({ name: 'Percent 100% Sure', email: `${tag}.pct@example.test` });
    await t.asAdmin(['manage_blog']); // staff are managed elsewhere

    const first = await call('GET', `/api/admin/manage/user?search=${tag.toUpperCase()}`, staff);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 10, total: 13 });
    expect(first.body.users).toHaveLength(10);
    expect(first.body.users[0]).toEqual({
      id: expect.any(Number),
      name: 'Percent 100% Sure',
      email: `${tag}.pct@example.test`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'Active',
    });
    const second = await call('GET', `/api/admin/manage/user?search=${tag}&page=2`, staff);
    expect(second.body.users).toHaveLength(3);

    const byName = await call('GET', '/api/admin/manage/user?search=mahbub%20ALAM%2011', staff);
    expect(byName.body.users.map((user: Json) => user.name)).toEqual(['Mahbub Alam 11']);
    // A % typed is a %, not "anything".
    const literal = await call('GET', '/api/admin/manage/user?search=100%25', staff);
    expect(literal.body.users.map((user: Json) => user.name)).toEqual(['Percent 100% Sure']);
    const all = await call('GET', '/api/admin/manage/user?page=1', staff);
    expect(all.body.users.every((user: Json) => !user.email.startsWith('admin'))).toBe(true);

    expect((await call('GET', '/api/admin/manage/user?page=0', staff)).status).toBe(422);
    expect((await call('GET', '/api/admin/manage/user?page=abc', staff)).status).toBe(422);
  });

  it('is for staff holding manage_users only', async () => {
    expect((await call('GET', '/api/admin/manage/user')).status).toBe(401);
    expect((await call('GET', '/api/admin/manage/user', await t.asUser())).status).toBe(403);
    const blogger = await t.asAdmin(['manage_blog']);
    expect((await call('GET', '/api/admin/manage/user', blogger)).status).toBe(403);
    const victim = await t.asUser();
    const refused = await call('POST', '/api/admin/delete/user', blogger, { userId: victim.id });
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
  });

  it('suspends an account: its sessions end at once and it cannot sign in until unsuspended', async () => {
    const user = await t.asUser();
    expect((await call('GET', '/api/user/auth/user', user)).status).toBe(200);

    const suspended = await call('POST', `/api/admin/users/${user.id}/suspend`, staff);
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      message: 'User suspended.',
      data: { status: 'Suspended' },
    });
    expect((await call('GET', '/api/user/auth/user', user)).status).toBe(401);
    const refused = await signIn(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Json>().message).toBe(
      'Your account has been suspended. Please contact support.',
    );
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.suspended'), eq(auditLogs.targetId, String(user.id))));
    expect(entry).toMatchObject({
      actorUserId: staff.id,
      details: { before: { status: 'Active' }, after: { status: 'Suspended' } },
    });

    const back = await call('POST', `/api/admin/users/${user.id}/unsuspend`, staff);
    expect(back.body.data.status).toBe('Active');
    expect((await signIn(user.email)).statusCode).toBe(200);
  });

  it('e-mails a user a reset link on staff request, audited; not to a suspended account', async () => {
    const user = await t.asUser({ name: 'Kohinoor Akter' });
    const sent = await call('POST', `/api/admin/users/${user.id}/reset-password`, staff);
    expect(sent).toEqual({
      status: 200,
      body: { message: 'A link to choose a new password was e-mailed to the user.' },
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mail).toMatchObject({ channel: 'email', purpose: 'password_reset' });
    expect(mail!.body).toContain('/reset-password?token=');
    expect(
      await t.db
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.action, 'user.password_reset_sent'),
            eq(auditLogs.actorUserId, staff.id),
          ),
        ),
    ).toHaveLength(1);

    await call('POST', `/api/admin/users/${user.id}/suspend`, staff);
    expect((await call('POST', `/api/admin/users/${user.id}/reset-password`, staff)).status).toBe(
      409,
    );
  });

  it('signs a staff member in as a user for an hour, named in the session, without paying', async () => {
    const user = await t.asUser({ name: 'Ruma Khatun' });
    const res = await call('POST', `/api/admin/users/${user.id}/impersonate`, staff);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      id: user.id,
      name: 'Ruma Khatun',
      role: ['user'],
      impersonatedBy: { id: staff.id, name: 'Tanvir Ahmed' },
      token: expect.stringMatching(/^cc_/),
    });
    const as = { authorization: `Bearer ${res.body.data.user.token}` };
    const me = await t.app.inject({ url: '/api/user/auth/user', headers: as });
    expect(me.json<Json>().user.impersonatedBy).toEqual({ id: staff.id, name: 'Tanvir Ahmed' });
    const [session] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.impersonatorId, staff.id));
    expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    expect(
      await t.db
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.action, 'user.impersonated'), eq(auditLogs.targetId, String(user.id))),
        ),
    ).toEqual([expect.objectContaining({ actorUserId: staff.id })]);

    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/user/bkash/create-payment',
      headers: as,
      payload: { purpose: 'custom_cv' },
    });
    expect(pay.statusCode).toBe(403);
    expect(pay.json<Json>().message).toBe(IMPERSONATION_REFUSED_MESSAGE);
    // The user's own session is not so limited, and knows nothing of it.
    const own = await t.app.inject({ url: '/api/user/auth/user', headers: user.headers });
    expect(own.json<Json>().user.impersonatedBy).toBeUndefined();

    // Leaving (Back to the back office signs the session out) is the staff member's act.
    const left = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: as });
    expect(left.statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(
        or(
          and(eq(auditLogs.targetId, String(user.id)), eq(auditLogs.targetType, 'user')),
          eq(auditLogs.actorUserId, user.id),
        ),
      )
      .orderBy(auditLogs.id);
    expect(
      entries.map(({ action, actorUserId, details }) => ({ action, actorUserId, details })),
    ).toEqual([
      { action: 'user.impersonated', actorUserId: staff.id, details: { name: 'Ruma Khatun' } },
      {
        action: 'user.impersonation_ended',
        actorUserId: staff.id,
        details: { name: 'Ruma Khatun' },
      },
    ]);
    const activity = await call('GET', '/api/admin/activity?action=user', await t.asAdmin());
    expect(activity.body.data.entries[0]).toMatchObject({
      action: 'user.impersonation_ended',
      actor: { id: staff.id },
      targetId: String(user.id),
    });
  });

  it('deletes an account: files and CVs go, payments and orders stay without personal data', async () => {
    const user = await t.asUser({ name: 'Rokeya Begum' });
    const [cv] = await t.db
      .insert(cvs)
      .values({ userId: user.id, name: 'Rokeya CV', data: sampleCv })
      .returning();
    const files = path.join(dataDir, 'files');
    for (const file of [
      `photos/${user.id}/me.jpg`,
      `pdfs/${user.id}/cv.pdf`,
      'photos/1/other.jpg',
    ]) {
      await fs.mkdir(path.dirname(path.join(files, file)), { recursive: true });
      await fs.writeFile(path.join(files, file), 'x');
    }
    const [payment] = await t.db
      .insert(payments)
      .values({
        userId: user.id,
        purpose: 'cv_download',
        description: 'Single CV Download: Rokeya-Begum-CV.pdf',
        amountPoisha: 3000,
        status: 'Completed',
        gateway: 'bkash',
        invoiceId: `INV-DEL-${user.id}`,
      })
      .returning();
    const order = {
      userId: user.id,
      vcardUrl: 'https://careercard.example/v/rokeya',
      designName: 'Matte Black',
      designPricePoisha: 25000,
      shippingPoisha: 5000,
      totalPoisha: 30000,
      fullName: 'Rokeya Begum',
      addressLine1: 'House 7, Road 2',
      city: 'Rupnagar',
      postalCode: '1207',
    };
    const [shipping] = await t.db
      .insert(nfcOrders)
      .values({ ...order, status: 'Printing' })
      .returning();

    // An order still to be shipped needs its address: deliver it first.
    const early = await call('POST', '/api/admin/delete/user', staff, { userId: user.id });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(shipping!.code);
    await t.db
      .update(nfcOrders)
      .set({ status: 'Handed Over to Courier' })
      .where(eq(nfcOrders.id, shipping!.id));

    const deleted = await call('POST', '/api/admin/delete/user', staff, { userId: user.id });
    expect(deleted).toEqual({ status: 200, body: { message: 'User deleted successfully.' } });
    expect((await signIn(user.email)).statusCode).toBe(401);
    expect(await t.db.select().from(cvs).where(eq(cvs.id, cv!.id))).toEqual([]);
    await expect(fs.stat(path.join(files, `photos/${user.id}`))).rejects.toThrow();
    await expect(fs.stat(path.join(files, `pdfs/${user.id}`))).rejects.toThrow();
    await expect(fs.stat(path.join(files, 'photos/1/other.jpg'))).resolves.toBeTruthy();

    const [kept] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({
      userId: null,
      description: 'Single CV Download',
      amountPoisha: 3000,
    });
    const [shipped] = await t.db.select().from(nfcOrders).where(eq(nfcOrders.id, shipping!.id));
    expect(shipped).toMatchObject({
      userId: null,
      fullName: 'Deleted user',
      addressLine1: '',
      city: '',
    });
    expect(
      await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'user.deleted'), eq(auditLogs.targetId, String(user.id)))),
    ).toHaveLength(1);
  });

  it('refuses unknown accounts, staff accounts and bad ids with clear messages', async () => {
    const missing = await call('POST', '/api/admin/delete/user', staff, { userId: 999999 });
    expect(missing).toEqual({ status: 404, body: { message: USER_NOT_FOUND_MESSAGE } });
    const colleague = await t.asAdmin(['manage_blog']);
    expect(
      (await call('POST', '/api/admin/delete/user', staff, { userId: colleague.id })).status,
    ).toBe(404);
    expect((await call('POST', `/api/admin/users/${colleague.id}/suspend`, staff)).status).toBe(
      404,
    );
    const bad = await call('POST', '/api/admin/delete/user', staff, { userId: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.userId).toEqual(['The user id must be a number.']);
    expect((await call('POST', '/api/admin/delete/user', staff, {})).status).toBe(422);
    expect((await call('POST', '/api/admin/users/abc/suspend', staff)).status).toBe(422);
  });
});
