import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';
import { SSLCOMMERZ_SANDBOX_CARDS as CARDS } from '../src/infra/payments/sslcommerz/sandbox';

let t: TestApp;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await createTestApp();
  call = callerOf(t);
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function startCard(who: TestAccount, body: Record<string, unknown>) {
  const res = await call('POST', '/api/user/card/create-payment', who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({
    success: true,
    message: 'Payment created. Redirecting to the card payment page...',
  });
  return res.body as { payment_url: string; paymentID: string };
}

/** The payer on the card page; answers the form SSLCommerz posts back to us, and where. */
async function payByCard(paymentUrl: string, fields: Record<string, string>) {
  const page = new URL(paymentUrl).pathname;
  expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: page, ...form(fields) });
  expect(res.statusCode, res.body).toBe(200);
  const action = /<form method="post" action="([^"]+)"/
    .exec(res.body)?.[1]
    ?.replaceAll('&amp;', '&');
  expect(action).toBeDefined();
  const posted = Object.fromEntries(
    [...res.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  return { target: new URL(action!), posted };
}

/** The browser posts the return form to us; answers the result page's query. */
async function returnTo(target: URL, posted: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: target.pathname + target.search,
    ...form(posted),
  });
  expect(res.statusCode, res.body).toBe(303);
  const landing = new URL(String(res.headers.location), 'http://x');
  expect(landing.pathname).toBe('/payment/success');
  return Object.fromEntries(landing.searchParams);
}

const paying = { action: 'pay', card: CARDS.paying, expiry: '12/39', cvc: '123' };
const detailOf = async (who: TestAccount, id: string) =>
  (await call('GET', `/api/user/payments/${id}`, who)).body.data;

describe('paying by card through SSLCommerz', () => {
  it('a paid card payment is validated with SSLCommerz and fulfilled once, by the IPN or the return', async () => {
    const owner = await t.asUser();
    const created = await startCard(owner, { purpose: 'custom_cv' });
    expect(created.payment_url).toContain('/api/sslcommerz-sandbox/checkout/');
    const page = await t.app.inject({ method: 'GET', url: new URL(created.payment_url).pathname });
    expect(page.body).toContain('৳20.00');

    const { target, posted } = await payByCard(created.payment_url, paying);
    expect(target.pathname).toBe('/api/payments/card/callback');
    expect(target.searchParams.get('outcome')).toBe('success');
    expect(posted).toMatchObject({ tran_id: created.paymentID, status: 'VALID' });
    // The IPN arrived before the payer: the payment is paid already.
    expect((await detailOf(owner, created.paymentID)).status).toBe('Completed');

    expect(await returnTo(target, posted)).toMatchObject({
      status: 'success',
      message: 'Payment completed successfully.',
      paymentID: created.paymentID,
    });
    // Replayed, and at once: still one fulfilment.
    const again = await Promise.all([returnTo(target, posted), returnTo(target, posted)]);
    expect(again.map((outcome) => outcome.status)).toEqual(['success', 'success']);
    const replayedNotice = await t.app.inject({
      method: 'POST',
      url: '/api/payments/card/ipn',
      ...form(posted),
    });
    expect(replayedNotice.json()).toEqual({ received: true });

    expect(await detailOf(owner, created.paymentID)).toMatchObject({
      purpose: 'custom_cv',
      status: 'Completed',
      unusedCredit: true,
    });
    const history = (await call('GET', '/api/user/payment-history', owner)).body.data as Array<{
      status: string;
    }>;
    expect(history.filter((row) => row.status === 'Completed')).toHaveLength(1);
  });

  it('the browser’s word and an unsigned notice are not trusted: nothing unpaid is fulfilled', async () => {
    const owner = await t.asUser();
    const created = await startCard(owner, { purpose: 'custom_cv' });
    const forged = { tran_id: created.paymentID, status: 'VALID', val_id: 'made-up' };
    const outcome = await returnTo(
      new URL('http://x/api/payments/card/callback?outcome=success'),
      forged,
    );
    expect(outcome.status).toBe('failure');
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/payments/card/ipn',
      ...form({ ...forged, verify_key: 'tran_id,status', verify_sign: '0'.repeat(32) }),
    });
    expect(notice.json()).toEqual({ received: false });
    expect((await detailOf(owner, created.paymentID)).status).toBe('Initiated');
  });

  it('a declined card fails the payment with the reason, and a cancel cancels it', async () => {
    const owner = await t.asUser();
    const declining = await startCard(owner, { purpose: 'custom_cv' });
    const declined = await payByCard(declining.payment_url, { ...paying, card: CARDS.declined });
    expect(declined.target.searchParams.get('outcome')).toBe('fail');
    expect(await returnTo(declined.target, declined.posted)).toMatchObject({
      status: 'failure',
      message: 'The card payment was declined. Please try another card.',
    });
    expect((await detailOf(owner, declining.paymentID)).status).toBe('Failed');

    const cancelling = await startCard(owner, { purpose: 'custom_cv' });
    const cancelled = await payByCard(cancelling.payment_url, { action: 'cancel' });
    expect(await returnTo(cancelled.target, cancelled.posted)).toMatchObject({
      status: 'cancel',
      message: 'Payment was cancelled.',
    });
    expect((await detailOf(owner, cancelling.paymentID)).status).toBe('Cancelled');
  });

  it('a card the page cannot take is asked again, and the payment stays open', async () => {
    const owner = await t.asUser();
    const created = await startCard(owner, { purpose: 'custom_cv' });
    const page = new URL(created.payment_url).pathname;
    for (const wrong of [
      { ...paying, card: '4242 4242 4242 4241' },
      { ...paying, expiry: '01/20' },
      { ...paying, cvc: '12' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: page, ...form(wrong) });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Check the card number, expiry date and CVC.');
    }
    // Digits typed on a Bengali keyboard are read.
    const bengali = await payByCard(created.payment_url, {
      ...paying,
      card: '৪১১১ ১১১১ ১১১১ ১১১১',
      expiry: '১২/৩৯',
      cvc: '১২৩',
    });
    expect(bengali.posted.status).toBe('VALID');
  });

  it('the same checkout rules as the other methods: signed in and a known item', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/card/create-payment',
      payload: { purpose: 'custom_cv' },
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await t.asUser();
    const unknown = await call('POST', '/api/user/card/create-payment', owner, {
      purpose: 'gold_bars',
    });
    expect(unknown.status).toBe(422);
    // Only SSLCommerz's return and notice take HTML forms; the API takes JSON.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/user/card/create-payment',
      headers: { ...owner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'purpose=custom_cv',
    });
    expect(posted.statusCode).toBe(415);
  });
});
