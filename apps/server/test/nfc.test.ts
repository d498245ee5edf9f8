import { sampleCv } from '@careercard/shared/cv-sample';
import { NFC_DESIGN_UNAVAILABLE_MESSAGE, NFC_NEEDS_VCARD_MESSAGE } from '@careercard/shared/nfc';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfcDesigns, payments } from '../src/infra/db/schema';
import { checkout, returnFrom } from './bkash-helpers';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://careercard.example' });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, who?: TestAccount, body?: Json) {
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
      vcardUrl: 'https://careercard.example/v/sabrina-akter',
      shippingAddress: { ...address, addressLine2: '', country: 'Bangladesh' },
    });
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

    const priced = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'nfc_order',
      designId: designs[0].id,
      shippingAddress: address,
      amount: 1,
    });
    expect(priced.status).toBe(422);
    expect((await call('GET', '/api/user/nfc-orders', user)).body.data).toEqual([]);
  });
});
