import { sampleCv } from '@careercard/shared/cv-sample';
import { PAYMENT_REQUIRED_MESSAGE } from '@careercard/shared/pdfs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, payments } from '../src/infra/db/schema';
import { PHONE_NOT_VERIFIED_MESSAGE } from '../src/modules/otp/service';
import { checkout, returnFrom } from './bkash-helpers';
import {
  callerOf,
  createTestApp,
  stubPdfRenderer,
  type TestAccount,
  type TestApp,
} from './helpers';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let call: ReturnType<typeof callerOf>;
let admin: TestAccount;
let subscriptionId: number;
beforeAll(async () => {
  t = await createTestApp(
    { PRINT_BASE_URL: 'http://127.0.0.1:9' },
    { pdfRenderer: stubPdfRenderer },
  );
  call = callerOf(t);
  admin = await t.asAdmin();
  const [row] = await t.db.select().from(packages).where(eq(packages.code, 'subscription'));
  subscriptionId = row!.id;
});
afterAll(() => t.close());

const setOnSale = (status: 'Active' | 'Inactive', price?: number) =>
  call('PUT', `/api/admin/packages/${subscriptionId}`, admin, {
    status,
    ...(price === undefined ? {} : { price }),
  });

/** Pays for the Monthly Subscription on the local bKash sandbox; answers the payment's detail. */
async function subscribe(who: TestAccount) {
  const created = await call('POST', '/api/user/bkash/create-payment', who, {
    purpose: 'subscription',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const { callback } = await checkout(t.app, created.body.bkash_payment_url);
  expect((await returnFrom(t.app, callback)).status).toBe('success');
  return (await call('GET', `/api/user/payments/${created.body.paymentID}`, who)).body.data;
}

async function newCv(who: TestAccount, phone: string) {
  const data = { ...sampleCv, personal: { ...sampleCv.personal, phone } };
  const res = await call('POST', '/api/user/cvs', who, { name: 'Farhan CV', data });
  return res.body.data.id as string;
}

const download = (who: TestAccount, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/cv/${id}/download-pdf`,
    headers: who.headers,
  });

describe('the Monthly Subscription', () => {
  it('is not sold while its package is Inactive', async () => {
    const user = await t.asUser();
    expect((await call('GET', '/api/prices')).body.data.subscription).toBeNull();
    const refused = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'subscription',
    });
    expect(refused.status).toBe(409);
    expect((await call('GET', '/api/user/subscription', user)).body.data).toEqual({
      activeUntil: null,
      price: null,
    });
  });

  it('covers 30 days of downloads after paying, and a second payment adds 30 more', async () => {
    expect((await setOnSale('Active', 150)).status).toBe(200);
    expect((await call('GET', '/api/prices')).body.data.subscription).toBe(150);
    const user = await t.asUser();
    const cvId = await newCv(user, '');
    const unpaid = await download(user, cvId);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().message).toBe(PAYMENT_REQUIRED_MESSAGE);

    const paid = await subscribe(user);
    expect(paid).toMatchObject({ purpose: 'subscription', status: 'Completed', amount: 150 });
    const until = new Date(paid.coversUntil).getTime();
    expect(Math.abs(until - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const status = (await call('GET', '/api/user/subscription', user)).body.data;
    expect(status).toEqual({ activeUntil: paid.coversUntil, price: 150 });
    const stats = (await call('GET', '/api/user/dashboard-stats', user)).body.data;
    expect(stats.subscriptionUntil).toBe(paid.coversUntil);

    // Downloads need no payment of their own: each is a record paid by the subscription.
    const first = await download(user, cvId);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('%PDF-1.7');
    expect((await download(user, cvId)).statusCode).toBe(200);
    const records = (await call('GET', '/api/user/pdfs', user)).body.data;
    expect(records).toEqual([
      expect.objectContaining({ status: 'Paid', price: 0, by_subscription: true }),
    ]);

    // Renewed early, the next 30 days follow on from the first.
    const second = await subscribe(user);
    expect(new Date(second.coversUntil).getTime() - until).toBe(30 * DAY);
    expect((await call('GET', '/api/user/subscription', user)).body.data.activeUntil).toBe(
      second.coversUntil,
    );
  });

  it('keeps the phone check of a paid download', async () => {
    const user = await t.asUser();
    await subscribe(user);
    const cvId = await newCv(user, sampleCv.personal.phone);
    const refused = await download(user, cvId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PHONE_NOT_VERIFIED_MESSAGE);
    expect((await call('GET', '/api/user/pdfs', user)).body.data).toEqual([]);
  });

  it('tailors CVs without a paid custom CV, and leaves paid ones for later', async () => {
    const user = await t.asUser();
    const request = {
      cvData: sampleCv,
      jobDescription: 'Data Analyst at Padma Insights. SQL, Python, dashboards.',
    };
    expect((await call('POST', '/api/user/tailored-cv', user, request)).status).toBe(402);
    const custom = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'custom_cv',
    });
    await returnFrom(t.app, (await checkout(t.app, custom.body.bkash_payment_url)).callback);
    await subscribe(user);

    const tailored = await call('POST', '/api/user/tailored-cv', user, request);
    expect(tailored.status).toBe(200);
    expect(tailored.body.tailoredCV.personal.name).toBe(sampleCv.personal.name);
    const stats = (await call('GET', '/api/user/dashboard-stats', user)).body.data;
    expect(stats.credits.tailorings).toBe(1);
  });

  it('ends: after its days, downloads ask for payment again', async () => {
    const user = await t.asUser();
    const { paymentID } = await subscribe(user);
    await t.db
      .update(payments)
      .set({
        coversFrom: new Date(Date.now() - 31 * DAY),
        coversUntil: new Date(Date.now() - DAY),
      })
      .where(eq(payments.gatewayPaymentId, paymentID));
    expect((await call('GET', '/api/user/subscription', user)).body.data.activeUntil).toBeNull();
    expect((await download(user, await newCv(user, ''))).statusCode).toBe(402);
    // A new payment starts now, not where the old one ended.
    const renewed = await subscribe(user);
    expect(
      Math.abs(new Date(renewed.coversUntil).getTime() - (Date.now() + 30 * DAY)),
    ).toBeLessThan(60_000);
  });
});
