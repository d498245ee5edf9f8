import { sampleCv } from '@careercard/shared/cv-sample';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfcOrders, outbox, users } from '../src/infra/db/schema';
import { STEADFAST_SANDBOX_PHONES } from '../src/infra/couriers/steadfast/sandbox';
import { NFC_NO_PHONE_MESSAGE } from '../src/modules/nfc/delivery';
import { checkout, returnFrom } from './bkash-helpers';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';

let t: TestApp;
let call: ReturnType<typeof callerOf>;
let staff: TestAccount;
beforeAll(async () => {
  // Each look at a parcel queues the next one a second later: the walk takes seconds.
  t = await createTestApp({ COURIER_POLL_SECONDS: '1' });
  call = callerOf(t);
  staff = await t.asAdmin(['manage_nfc']);
});
afterAll(() => t.close());

const address = {
  fullName: 'Mahmuda Khanam',
  addressLine1: 'Flat 3B, 22 Lake Circus Lane',
  city: 'Shyamnagar',
  postalCode: '1205',
};

/** A card holder's paid NFC order, shipped to `phone`; answers its code and row id. */
async function paidOrder(who: TestAccount, phone?: string) {
  const cv = await call('POST', '/api/user/cvs', who, { data: sampleCv });
  const slug = `card-${who.id}`;
  await call('PUT', '/api/user/vcard', who, { cvId: cv.body.data.id, template: 'modern', slug });
  const { designs } = (await call('GET', '/api/nfc-designs')).body.data;
  const created = await call('POST', '/api/user/bkash/create-payment', who, {
    purpose: 'nfc_order',
    designId: designs[0].id,
    shippingAddress: { ...address, ...(phone ? { phone } : {}) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await returnFrom(t.app, (await checkout(t.app, String(created.body.bkash_payment_url))).callback);
  const listed = await call('GET', '/api/user/nfc-orders', who);
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  const [order] = listed.body.data;
  const [row] = await t.db.select().from(nfcOrders).where(eq(nfcOrders.code, order.id));
  return { code: String(order.id), id: row!.id };
}

const setStatus = (code: string, status: string) =>
  call('PUT', `/api/admin/nfc-orders/${code}/status`, staff, { status });
/** Waits for the queued looks to move the order to `status`. */
async function reaches(id: string, status: string) {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    const [row] = await t.db.select().from(nfcOrders).where(eq(nfcOrders.id, id));
    if (row!.status === status) return row!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The order never reached ${status}`);
}
const messagesTo = (recipient: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.purpose, 'order_status')))
    .orderBy(asc(outbox.id));

describe('NFC cards go by courier', () => {
  it('Courier Booking books the parcel with Steadfast; the job follows it to Delivered and the customer hears of each step', async () => {
    const owner = await t.asUser({ name: 'Mahmuda Khanam', locale: 'bn' });
    const order = await paidOrder(owner, '01712-345678');

    const booked = await setStatus(order.code, 'Courier Booking');
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const [row] = await t.db.select().from(nfcOrders).where(eq(nfcOrders.id, order.id));
    expect(row).toMatchObject({
      status: 'Courier Booking',
      courier: 'steadfast-sandbox',
      courierStatus: 'in_review',
      phone: '+8801712345678',
    });
    expect(row!.consignmentId).toMatch(/^\d+$/);
    expect(row!.trackingCode).toMatch(/^[0-9A-F]{10}$/);

    const mine = (await call('GET', '/api/user/nfc-orders', owner)).body.data[0];
    expect(mine.delivery).toEqual({
      courier: 'steadfast',
      trackingCode: row!.trackingCode,
      courierStatus: 'in_review',
    });

    // The queued looks at the parcel: in review, then on its way, then delivered.
    const handed = await reaches(order.id, 'Handed Over to Courier');
    expect(handed.courierStatus).toBe('pending');
    const delivered = await reaches(order.id, 'Delivered');
    expect(delivered.courierStatus).toBe('delivered');
    const history = (await call('GET', '/api/user/nfc-orders', owner)).body.data[0].history;
    expect(history.map((step: { status: string }) => step.status)).toEqual([
      'Pending Payment',
      'Paid',
      'Courier Booking',
      'Handed Over to Courier',
      'Delivered',
    ]);

    // Each change reached the customer by e-mail and SMS, in Bangla.
    const mails = await messagesTo(owner.email);
    expect(mails.map((mail) => mail.body)).toEqual([
      expect.stringContaining('পরিশোধিত'),
      expect.stringContaining(`কুরিয়ারের ট্র্যাকিং কোড: ${row!.trackingCode}`),
      expect.stringContaining('কুরিয়ারের কাছে, আপনার দিকে আসছে'),
      expect.stringContaining('পৌঁছে দেওয়া হয়েছে'),
    ]);
    const texts = await messagesTo('+8801712345678');
    expect(texts).toHaveLength(4);
    expect(texts[3]!.body).toContain(`ট্র্যাকিং: ${row!.trackingCode}`);
  });

  it('a parcel the courier returns ends Returned', async () => {
    const owner = await t.asUser();
    const order = await paidOrder(owner, STEADFAST_SANDBOX_PHONES.returned);
    expect((await setStatus(order.code, 'Courier Booking')).status).toBe(200);
    const returned = await reaches(order.id, 'Returned');
    expect(returned.courierStatus).toBe('cancelled');
  });

  it('a booking the courier refuses leaves the order where it was, with the courier’s words', async () => {
    const owner = await t.asUser();
    const order = await paidOrder(owner, STEADFAST_SANDBOX_PHONES.refused);
    await setStatus(order.code, 'Printing');
    const refused = await setStatus(order.code, 'Courier Booking');
    expect(refused).toMatchObject({
      status: 502,
      body: { message: 'Steadfast refused the booking: We do not deliver to this number.' },
    });
    const [row] = await t.db.select().from(nfcOrders).where(eq(nfcOrders.id, order.id));
    expect(row).toMatchObject({ status: 'Printing', consignmentId: null, trackingCode: null });
  });

  it('needs a phone for the courier: the order’s, else the account’s', async () => {
    const owner = await t.asUser();
    const order = await paidOrder(owner);
    expect(await setStatus(order.code, 'Courier Booking')).toMatchObject({
      status: 409,
      body: { message: NFC_NO_PHONE_MESSAGE },
    });
    await t.db.update(users).set({ phone: '+8801812345678' }).where(eq(users.id, owner.id));
    expect((await setStatus(order.code, 'Courier Booking')).status).toBe(200);
    const [row] = await t.db.select().from(nfcOrders).where(eq(nfcOrders.id, order.id));
    expect(row!.trackingCode).not.toBeNull();
  });
});
