import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { BKASH_SANDBOX_PAYER as PAYER } from '../src/infra/payments/bkash/sandbox';

/** The payer's steps on the local sandbox's checkout page; answers where bKash sends them. */
export async function checkout(
  app: FastifyInstance,
  redirectUrl: string,
  wallet: string = PAYER.wallet,
) {
  const paymentID = new URL(redirectUrl, 'http://x').searchParams.get('paymentID')!;
  const step = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/bkash-sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ paymentID, ...fields }).toString(),
    });
  await step({ step: 'wallet', wallet });
  await step({ step: 'otp', otp: PAYER.verificationCode });
  const last = await step({ step: 'pin', pin: PAYER.pin });
  expect(last.statusCode).toBe(303);
  return { paymentID, callback: new URL(String(last.headers.location)) };
}

/** The browser follows bKash back to us; answers the result page's query. */
export async function returnFrom(app: FastifyInstance, callback: URL) {
  const res = await app.inject({ method: 'GET', url: callback.pathname + callback.search });
  expect(res.statusCode).toBe(303);
  const landing = new URL(String(res.headers.location), 'http://x');
  expect(landing.pathname).toBe('/payment/success');
  return Object.fromEntries(landing.searchParams);
}
