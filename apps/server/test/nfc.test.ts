import { sampleCv } from '@careercard/shared/cv-sample';
import {
  NFC_DESIGN_NOT_FOUND_MESSAGE,
  NFC_DESIGN_UNAVAILABLE_MESSAGE,
  NFC_NEEDS_VCARD_MESSAGE,
  NFC_ORDER_NOT_FOUND_MESSAGE,
  NFC_ORDER_NOT_PAID_MESSAGE,
} from '@careercard/shared/nfc';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, nfcDesigns, nfcOrders, payments } from '../src/infra/db/schema';
import { BKASH_SANDBOX_PAYER as PAYER } from '../src/infra/payments/bkash/sandbox';
import { checkout, returnFrom } from './bkash-helpers';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
beforeAll(async () => {
  // An https address makes a deployment, which pays into the built-in sandbox only when asked.
  t = await createTestApp({
    PUBLIC_URL: 'https://careercard.example',
    BKASH_LOCAL_SANDBOX: 'true',
  });
});
afterAll(() => t.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: TestAccount,
  body?: Json,
) {
  const res = await t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json<Json>() };
}

const address = {
  fullName: 'Sabrina Akter',
  addressLine1: 'House 12, Road 4, Kanchanpur',
  city: 'Rupnagar',
  postalCode: '1207',
};

/** Places an NFC order for `user` (a card holder) and, unless told otherwise, pays for it. */
async function placeOrder(user: TestAccount, { pay = true } = {}): Promise<string> {
  const { designs } = (await call('GET', '/api/nfc-designs')).body.data;
  const created = await call('POST', '/api/user/bkash/create-payment', user, {
    purpose: 'nfc_order',
    designId: designs[0].id,
    shippingAddress: address,
  });
  if (pay) {
    const { callback } = await checkout(t.app, created.body.bkash_payment_url);
    await returnFrom(t.app, callback);
  }
  const [order] = (await call('GET', '/api/user/nfc-orders', user)).body.data;
  return order.id;
}

/** A user with a published V-Card at `slug`. */
async function cardHolder(slug: string) {
  const user = await t.asUser();
  const cv = await call('POST', '/api/user/cvs', user, { data: sampleCv });
  await call('PUT', '/api/user/vcard', user, { cvId: cv.body.data.id, template: 'modern', slug });
  return user;
}

describe('NFC card orders', () => {
  it('lists the enabled designs and the shipping fee', async () => {
    const res = await call('GET', '/api/nfc-designs');
    expect(res.body.data).toEqual({
      designs: [
        expect.objectContaining({ name: 'Matte Black', price: 250 }),
        expect.objectContaining({ name: 'Brushed Metal', price: 300 }),
      ],
      shipping: 50,
    });
  });

  it('orders a card through the bKash sandbox: design price plus shipping, tag link, history', async () => {
    const user = await cardHolder('sabrina-akter');
    const { designs } = (await call('GET', '/api/nfc-designs')).body.data;
    const metal = designs.find((design: Json) => design.name === 'Brushed Metal');
    const created = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'nfc_order',
      designId: metal.id,
      shippingAddress: address,
    });
    expect(created.status).toBe(200);
    const [awaiting] = (await call('GET', '/api/user/nfc-orders', user)).body.data;
    expect(awaiting).toMatchObject({ status: 'Pending Payment', total: 350 });

    const { callback } = await checkout(t.app, created.body.bkash_payment_url);
    expect((await returnFrom(t.app, callback)).status).toBe('success');

    const [order] = (await call('GET', '/api/user/nfc-orders', user)).body.data;
    expect(order).toMatchObject({
      id: expect.stringMatching(new RegExp(`^NFC-${new Date().getFullYear()}-\\d{4,}$`)),
      designName: 'Brushed Metal',
      total: 350,
      status: 'Paid',
      shippingAddress: { ...address, addressLine2: '', country: 'Bangladesh' },
    });
    // The tag carries the card's link with its own code, so its taps are counted as its own.
    expect(order.vcardUrl).toBe(
      `https://careercard.example/v/sabrina-akter?via=nfc&card=${encodeURIComponent(order.id)}`,
    );
    expect(order.history.map((step: Json) => step.status)).toEqual(['Pending Payment', 'Paid']);
    const [paid] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(paid).toMatchObject({ purpose: 'nfc_order', amountPoisha: 35000, status: 'Completed' });

    const detail = await call('GET', `/api/user/payments/${created.body.paymentID}`, user);
    expect(detail.body.data).toMatchObject({ purpose: 'nfc_order', amount: 350 });
  });

  it('needs a published V-Card, an enabled design and the required address fields', async () => {
    const { designs } = (await call('GET', '/api/nfc-designs')).body.data;
    const noCard = await call('POST', '/api/user/bkash/create-payment', await t.asUser(), {
      purpose: 'nfc_order',
      designId: designs[0].id,
      shippingAddress: address,
    });
    expect(noCard.status).toBe(409);
    expect(noCard.body.message).toBe(NFC_NEEDS_VCARD_MESSAGE);

    const user = await cardHolder('rezaul-karim');
    const missing = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'nfc_order',
      designId: designs[0].id,
      shippingAddress: { fullName: ' ', addressLine1: '', city: 'Rupnagar' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      'shippingAddress.fullName': ['The full name field is required.'],
      'shippingAddress.addressLine1': ['The address line 1 field is required.'],
      'shippingAddress.postalCode': ['The postal code field is required.'],
    });

    const [disabled] = await t.db
      .insert(nfcDesigns)
      .values({ name: 'Retired Gold', pricePoisha: 90000, status: 'Disabled' })
      .returning();
    const retired = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'nfc_order',
      designId: disabled!.id,
      shippingAddress: address,
    });
    expect(retired.status).toBe(422);
    expect(retired.body.message).toBe(NFC_DESIGN_UNAVAILABLE_MESSAGE);
    // Found by fuzzing: an id past PostgreSQL integer failed the query with a 500.
    const huge = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'nfc_order',
      designId: 2_147_483_648,
      shippingAddress: address,
    });
    expect(huge.status).toBe(422);
    expect(huge.body.message).toBe(NFC_DESIGN_UNAVAILABLE_MESSAGE);

    const priced = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'nfc_order',
      designId: designs[0].id,
      shippingAddress: address,
      amount: 1,
    });
    expect(priced.status).toBe(422);
    expect((await call('GET', '/api/user/nfc-orders', user)).body.data).toEqual([]);
  });

  it('an order whose payment failed is paid again as it was ordered, by its owner only', async () => {
    const user = await cardHolder('mitali-das');
    const { designs } = (await call('GET', '/api/nfc-designs')).body.data;
    const first = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'nfc_order',
      designId: designs[0].id,
      shippingAddress: address,
    });
    const refused = await checkout(
      t.app,
      first.body.bkash_payment_url,
      PAYER.insufficientBalanceWallet,
    );
    expect((await returnFrom(t.app, refused.callback)).status).toBe('failure');
    const [order] = (await call('GET', '/api/user/nfc-orders', user)).body.data;
    expect(order.status).toBe('Pending Payment');

    expect(
      (await call('POST', '/api/user/bkash/create-payment', user, { purpose: 'nfc_order' })).body
        .errors,
    ).toMatchObject({ designId: ['Choose a card design.'] });
    const stranger = await call('POST', '/api/user/bkash/create-payment', await t.asUser(), {
      purpose: 'nfc_order',
      orderId: order.id,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(NFC_ORDER_NOT_FOUND_MESSAGE);

    const again = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'nfc_order',
      orderId: order.id,
    });
    expect(again.status).toBe(200);
    await returnFrom(t.app, (await checkout(t.app, again.body.bkash_payment_url)).callback);
    const orders = (await call('GET', '/api/user/nfc-orders', user)).body.data;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: order.id, status: 'Paid', total: order.total });
    const paidTwice = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'nfc_order',
      orderId: order.id,
    });
    expect(paidTwice.status).toBe(409);
  });

  it('staff move a paid order along and the customer follows every step', async () => {
    const user = await cardHolder('nasrin-sultana');
    const id = await placeOrder(user);
    const staff = await t.asAdmin(['manage_nfc']);

    const list = await call('GET', '/api/admin/nfc-orders', staff);
    expect(list.status).toBe(200);
    expect(list.body.data.find((order: Json) => order.id === id)).toMatchObject({
      userId: user.id,
      userName: expect.any(String),
      vcardSlug: 'nasrin-sultana',
      designName: 'Matte Black',
      totalAmount: 300,
      status: 'Paid',
      shippingAddress: { fullName: 'Sabrina Akter', city: 'Rupnagar' },
    });

    // Any order of statuses is allowed; the same status twice adds no step.
    for (const status of ['Printing', 'Accepted', 'Accepted', 'Handed Over to Courier']) {
      const res = await call('PUT', `/api/admin/nfc-orders/${id}/status`, staff, { status });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id, status });
    }
    const [order] = (await call('GET', '/api/user/nfc-orders', user)).body.data;
    expect(order.status).toBe('Handed Over to Courier');
    expect(order.history.map((step: Json) => step.status)).toEqual([
      'Pending Payment',
      'Paid',
      'Printing',
      'Accepted',
      'Handed Over to Courier',
    ]);
    const changes = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'nfc_order.status_changed'));
    expect(changes.filter((entry) => entry.targetId === id)).toHaveLength(3);

    const filtered = await call('GET', '/api/admin/nfc-orders?status=Paid', staff);
    expect(filtered.body.data.map((each: Json) => each.id)).not.toContain(id);
  });

  it('refuses unpaid orders, unknown orders and statuses, users and staff without the permission', async () => {
    const user = await cardHolder('habib-chowdhury');
    const unpaid = await placeOrder(user, { pay: false });
    const staff = await t.asAdmin(['manage_nfc']);
    const set = (id: string, body: Json, who: TestAccount = staff) =>
      call('PUT', `/api/admin/nfc-orders/${id}/status`, who, body);

    const waiting = await set(unpaid, { status: 'Accepted' });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(NFC_ORDER_NOT_PAID_MESSAGE);

    const missing = await set('NFC-1999-0001', { status: 'Accepted' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(NFC_ORDER_NOT_FOUND_MESSAGE);

    for (const status of ['Paid', 'Pending Payment', 'Lost', undefined]) {
      const wrong = await set(unpaid, { status });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.status).toEqual([
        'The status must be one of: Accepted, Printing, Courier Booking, Handed Over to Courier.',
      ]);
    }

    expect((await set(unpaid, { status: 'Accepted' }, user)).status).toBe(403);
    const settingsOnly = await t.asAdmin(['manage_settings']);
    expect((await set(unpaid, { status: 'Accepted' }, settingsOnly)).status).toBe(403);
    expect((await call('GET', '/api/admin/nfc-orders', settingsOnly)).status).toBe(403);
    expect((await call('GET', '/api/admin/nfc-orders')).status).toBe(401);

    const [order] = (await call('GET', '/api/user/nfc-orders', user)).body.data;
    expect(order.history.map((step: Json) => step.status)).toEqual(['Pending Payment']);
  });

  it('shows each design with its picture', async () => {
    const { designs } = (await call('GET', '/api/nfc-designs')).body.data;
    expect(designs.map((design: Json) => design.thumbnailUrl)).toEqual([
      '/nfc-designs/matte-black.svg',
      '/nfc-designs/brushed-metal.svg',
    ]);
  });

  it('staff add, price, disable, edit and delete designs; customers see only enabled ones', async () => {
    const staff = await t.asAdmin(['manage_nfc']);
    const added = await call('POST', '/api/admin/nfc-designs', staff, {
      name: ' Bamboo ',
      thumbnailUrl: 'https://images.example.org/bamboo.png',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Bamboo', price: 0, status: 'Enabled' });
    const { id } = added.body.data;

    const priced = await call('PUT', `/api/admin/nfc-designs/${id}`, staff, {
      name: 'Bamboo',
      thumbnailUrl: '/nfc-designs/bamboo.svg',
      price: 275.5,
      status: 'Disabled',
    });
    expect(priced.status).toBe(200);
    expect(priced.body.data).toMatchObject({ price: 275.5, status: 'Disabled' });
    const offered = (await call('GET', '/api/nfc-designs')).body.data.designs;
    expect(offered.map((design: Json) => design.name)).not.toContain('Bamboo');
    const all = (await call('GET', '/api/admin/nfc-designs', staff)).body.data;
    expect(all.find((design: Json) => design.id === id)).toMatchObject({
      name: 'Bamboo',
      price: 275.5,
      status: 'Disabled',
    });

    await call('PUT', `/api/admin/nfc-designs/${id}`, staff, {
      ...priced.body.data,
      id: undefined,
      status: 'Enabled',
    });
    const again = (await call('GET', '/api/nfc-designs')).body.data.designs;
    expect(again.find((design: Json) => design.id === id)).toMatchObject({ price: 275.5 });

    expect((await call('DELETE', `/api/admin/nfc-designs/${id}`, staff)).status).toBe(200);
    const gone = await call('DELETE', `/api/admin/nfc-designs/${id}`, staff);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(NFC_DESIGN_NOT_FOUND_MESSAGE);
    const audited = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(id)));
    expect(audited.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['nfc_design.created', 'nfc_design.updated', 'nfc_design.deleted']),
    );
  });

  it('refuses a design without a name or thumbnail, a negative price, and callers without the permission', async () => {
    const staff = await t.asAdmin(['manage_nfc']);
    const bad = await call('POST', '/api/admin/nfc-designs', staff, {
      name: '  ',
      thumbnailUrl: 'javascript:alert(1)',
      price: -1,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: ['The name field is required.'],
      thumbnailUrl: ['The thumbnail must be a web address (https://…) or a path on this site.'],
      price: ['The price must not be negative.'],
    });

    const body = { name: 'Walnut', thumbnailUrl: '/nfc-designs/walnut.svg' };
    expect((await call('POST', '/api/admin/nfc-designs', await t.asUser(), body)).status).toBe(403);
    const other = await t.asAdmin(['manage_blog']);
    expect((await call('POST', '/api/admin/nfc-designs', other, body)).status).toBe(403);
    expect((await call('GET', '/api/admin/nfc-designs', other)).status).toBe(403);
    expect((await call('PUT', '/api/admin/nfc-designs/abc', staff, body)).status).toBe(422);
    expect((await call('PUT', '/api/admin/nfc-designs/999999', staff, body)).status).toBe(404);
  });
});

describe('order codes', () => {
  it('keep at least four digits, and every digit past 9999', async () => {
    const user = await t.asUser();
    await t.db.execute(sql`select setval('nfc_order_number_seq', 9998)`);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [order] = await t.db
        .insert(nfcOrders)
        .values({
          userId: user.id,
          vcardUrl: 'https://careercard.example/v/x',
          designName: 'Classic',
          designPricePoisha: 25_000,
          shippingPoisha: 6_000,
          totalPoisha: 31_000,
          fullName: 'Mousumi Akter',
          addressLine1: 'House 3, Road 7',
          city: 'Rupnagar',
          postalCode: '1207',
        })
        .returning({ code: nfcOrders.code });
      codes.push(order!.code.replace(/^NFC-\d{4}-/, ''));
    }
    expect(codes).toEqual(['9999', '10000', '10001']);
    await t.db.execute(sql`select setval('nfc_order_number_seq', 6)`);
    const [small] = await t.db
      .execute<{ code: string }>(
        sql`select substring('000' || 7::text from '^0*([0-9]{4,})$') as code`,
      )
      .then((result) => result.rows);
    expect(small?.code).toBe('0007');
  });
});
