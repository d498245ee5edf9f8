import { PACKAGE_IN_USE_MESSAGE, PACKAGE_NOT_FOUND_MESSAGE } from '@careercard/shared/packages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/infra/db/schema';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let staff: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.asAdmin(['manage_packages']);
});
afterAll(() => t.close());

const prices = async () => (await call('GET', '/api/prices')).body.data;

describe('Package Management', () => {
  it('lists the packages with what checkout charges each for', async () => {
    const res = await call('GET', '/api/admin/packages', staff);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Single CV Download',
          price: 30,
          status: 'Active',
          code: 'cv_download',
        }),
        expect.objectContaining({ name: 'Custom CV for Job', price: 20, code: 'custom_cv' }),
        expect.objectContaining({
          name: 'Monthly Subscription',
          price: 150,
          status: 'Inactive',
          code: 'subscription',
        }),
        expect.objectContaining({ code: 'nfc_shipping', price: 50 }),
      ]),
    );
  });

  it('is for staff holding manage_packages only', async () => {
    expect((await call('GET', '/api/admin/packages')).status).toBe(401);
    expect((await call('GET', '/api/admin/packages', await t.asUser())).status).toBe(403);
    const support = await t.asAdmin(['manage_users']);
    expect((await call('POST', '/api/admin/packages', support, { name: 'Sneaky' })).status).toBe(
      403,
    );
  });

  it('adds a package at price 0 unless priced, edits it and deletes it, each audited', async () => {
    const created = await call('POST', '/api/admin/packages', staff, {
      name: '  Interview Coaching  ',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Interview Coaching',
      description: '',
      price: 0,
      status: 'Active',
      code: null,
    });
    const { id } = created.body.data;

    const priced = await call('PUT', `/api/admin/packages/${id}`, staff, {
      price: 499.5,
      description: 'One hour with a recruiter.',
    });
    expect(priced.body.data).toMatchObject({ name: 'Interview Coaching', price: 499.5 });
    // The status badge sends the status alone; the rest stays.
    const paused = await call('PUT', `/api/admin/packages/${id}`, staff, { status: 'Inactive' });
    expect(paused.body.data).toMatchObject({
      price: 499.5,
      status: 'Inactive',
      description: 'One hour with a recruiter.',
    });
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'package.updated'), eq(auditLogs.targetId, String(id))));
    expect(entry).toMatchObject({
      actorUserId: staff.id,
      details: { before: { price: 0 }, after: { price: 499.5 } },
    });

    // Nothing sent, nothing changed.
    expect((await call('PUT', `/api/admin/packages/${id}`, staff, {})).body.data).toEqual(
      paused.body.data,
    );
    expect(await call('DELETE', `/api/admin/packages/${id}`, staff)).toEqual({
      status: 200,
      body: { message: 'Package deleted.' },
    });
    expect(await call('DELETE', `/api/admin/packages/${id}`, staff)).toEqual({
      status: 404,
      body: { message: PACKAGE_NOT_FOUND_MESSAGE },
    });
  });

  it('sets what checkout charges: a new price shows at once, an inactive package is not sold', async () => {
    const list = (await call('GET', '/api/admin/packages', staff)).body.data as Json[];
    const download = list.find((item) => item.code === 'cv_download')!;
    await call('PUT', `/api/admin/packages/${download.id}`, staff, { price: 45 });
    expect((await prices()).cv_download).toBe(45);

    await call('PUT', `/api/admin/packages/${download.id}`, staff, { status: 'Inactive' });
    expect((await prices()).cv_download).toBeNull();
    const user = await t.asUser();
    const cv = await call('POST', '/api/user/cvs', user, { data: {} });
    const refused = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'cv_download',
      cvId: cv.body.data.id,
    });
    expect(refused).toEqual({
      status: 409,
      body: { message: 'This item is not on sale right now.' },
    });

    // The Monthly Subscription goes on sale like any package.
    const subscription = list.find((item) => item.code === 'subscription')!;
    await call('PUT', `/api/admin/packages/${subscription.id}`, staff, { status: 'Active' });
    expect((await prices()).subscription).toBe(150);

    // Checkout needs it: it can be made Inactive, not deleted.
    const kept = await call('DELETE', `/api/admin/packages/${download.id}`, staff);
    expect(kept).toEqual({ status: 409, body: { message: PACKAGE_IN_USE_MESSAGE } });
    await call('PUT', `/api/admin/packages/${download.id}`, staff, { status: 'Active', price: 30 });
    expect((await prices()).cv_download).toBe(30);
  });

  it('refuses a package without a name, a negative or over-precise price, and unknown fields', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{}, 'name', 'The name field is required.'],
      [{ name: ' ' }, 'name', 'The name field is required.'],
      [{ name: 'X', price: -1 }, 'price', 'The price must not be negative.'],
      [{ name: 'X', price: 1.005 }, 'price', 'The price can have at most two decimals.'],
      [{ name: 'X', price: '10' }, 'price', 'The price must be a number.'],
      [{ name: 'X', status: 'Maybe' }, 'status', 'The status must be Active or Inactive.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/api/admin/packages', staff, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect(
      (await call('POST', '/api/admin/packages', staff, { name: 'X', code: 'cv_download' })).status,
    ).toBe(422);
    expect((await call('PUT', '/api/admin/packages/abc', staff, { price: 1 })).status).toBe(422);
  });
});
