import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';
import { NAGAD_SANDBOX_PAYER as PAYER } from '../src/infra/payments/nagad/sandbox';

let t: TestApp;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await createTestApp();
  call = callerOf(t);
});
afterAll(() => t.close());

/** Starts a Nagad payment through the same checkout as bKash's. */
async function startNagad(who: TestAccount, body: Record<string, unknown>) {
  const res = await call('POST', '/api/user/nagad/create-payment', who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({
    success: true,
    message: 'Payment created. Redirecting to Nagad...',
  });
  return res.body as { payment_url: string; paymentID: string };
}

/** The payer on the stand-in's page; answers where Nagad sends the browser back. */
async function payOnNagad(paymentUrl: string, form: Record<string, string>) {
  const page = new URL(paymentUrl).pathname;
  const shown = await t.app.inject({ method: 'GET', url: page });
  expect(shown.statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location));
}

/** The browser follows Nagad back to us; answers the result page's query. */
async function returnFrom(callback: URL) {
  const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
  expect(res.statusCode).toBe(303);
  const landing = new URL(String(res.headers.location), 'http://x');
  expect(landing.pathname).toBe('/payment/success');
  return Object.fromEntries(landing.searchParams);
}

describe('paying with Nagad', () => {
  it('a paid Nagad payment is verified with Nagad and fulfilled once, however often the browser returns', async () => {
    const owner = await t.asUser();
    const created = await startNagad(owner, { purpose: 'custom_cv' });
    expect(created.payment_url).toContain('/api/nagad-sandbox/checkout/');
    const page = await t.app.inject({ method: 'GET', url: new URL(created.payment_url).pathname });
    expect(page.body).toContain('৳20.00');

    const callback = await payOnNagad(created.payment_url, {
      action: 'pay',
      wallet: PAYER.wallet,
      pin: PAYER.pin,
    });
    expect(callback.pathname).toBe('/api/payments/nagad/callback');
    expect(await returnFrom(callback)).toMatchObject({
      status: 'success',
      message: 'Payment completed successfully.',
      paymentID: created.paymentID,
    });
    // The browser comes back again (a reload, a replayed link), and at once: one fulfilment.
    const again = await Promise.all([returnFrom(callback), returnFrom(callback)]);
    expect(again.map((outcome) => outcome.status)).toEqual(['success', 'success']);

    const detail = (await call('GET', `/api/user/payments/${created.paymentID}`, owner)).body.data;
    expect(detail).toMatchObject({ purpose: 'custom_cv', status: 'Completed', unusedCredit: true });
    const history = (await call('GET', '/api/user/payment-history', owner)).body.data as Array<{
      status: string;
    }>;
    expect(history.filter((row) => row.status === 'Completed')).toHaveLength(1);
  });

  it('the browser’s word is not trusted: a claimed success of an unpaid payment fulfils nothing', async () => {
    const owner = await t.asUser();
    const created = await startNagad(owner, { purpose: 'custom_cv' });
    const forged = new URL('http://x/api/payments/nagad/callback');
    forged.search = new URLSearchParams({
      payment_ref_id: created.paymentID,
      status: 'Success',
    }).toString();
    const outcome = await returnFrom(forged);
    expect(outcome.status).toBe('failure');
    const detail = (await call('GET', `/api/user/payments/${created.paymentID}`, owner)).body.data;
    expect(detail.status).toBe('Initiated');
  });

  it('a failing wallet fails the payment, and a cancel cancels it', async () => {
    const owner = await t.asUser();
    const failing = await startNagad(owner, { purpose: 'custom_cv' });
    const failed = await returnFrom(
      await payOnNagad(failing.payment_url, {
        action: 'pay',
        wallet: PAYER.failingWallet,
        pin: PAYER.pin,
      }),
    );
    expect(failed.status).toBe('failure');
    expect(
      (await call('GET', `/api/user/payments/${failing.paymentID}`, owner)).body.data.status,
    ).toBe('Failed');

    const cancelling = await startNagad(owner, { purpose: 'custom_cv' });
    const cancelled = await returnFrom(
      await payOnNagad(cancelling.payment_url, { action: 'cancel' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancel', message: 'Payment was cancelled.' });
  });

  it('the checkout offers the methods that take payments: here every local stand-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/mode' });
    expect(res.json()).toEqual({
      success: true,
      data: {
        mode: 'local-sandbox',
        methods: { bkash: 'local-sandbox', nagad: 'local-sandbox', card: 'local-sandbox' },
      },
    });
  });

  it('the same checkout rules as bKash: signed in, priced by the server, a known item', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/nagad/create-payment',
      payload: { purpose: 'custom_cv' },
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await t.asUser();
    const unknown = await call('POST', '/api/user/nagad/create-payment', owner, {
      purpose: 'gold_bars',
    });
    expect(unknown.status).toBe(422);
  });
});
