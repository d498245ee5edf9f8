import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rejectionOf } from './helpers';
import { createSandboxStore } from '../src/infra/sandbox-store';
import { createNagadGateway, nagadDateTime } from '../src/infra/payments/nagad/client';
import { open, seal } from '../src/infra/payments/nagad/crypto';
import {
  NAGAD_SANDBOX_MERCHANT as MERCHANT,
  NAGAD_SANDBOX_PATH,
  NAGAD_SANDBOX_PAYER as PAYER,
  nagadSandbox,
  nagadSandboxKeys,
  type NagadSandboxKeys,
} from '../src/infra/payments/nagad/sandbox';
import { PaymentGatewayError, type PaymentGateway } from '../src/infra/payments/payment-gateway';
import type { AuthService } from '../src/modules/auth/service';
import access from '../src/plugins/access';
import { injectFetch } from '../src/lib/inject-fetch';

const ORIGIN = 'http://careercard.test';
const CALLBACK = `${ORIGIN}/api/payment/nagad/callback`;
const silent = { info() {}, warn() {}, error() {} };

let app: FastifyInstance;
const database = await createTestDatabase();
let keys: NagadSandboxKeys;
let gateway: PaymentGateway;
let orders = 0;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(access, {
    auth: { authenticate: async () => undefined } as unknown as AuthService,
  });
  const store = createSandboxStore(database.db);
  await app.register(nagadSandbox, { store });
  await app.ready();
  keys = await nagadSandboxKeys(store);
  gateway = createNagadGateway({
    baseUrl: `${ORIGIN}${NAGAD_SANDBOX_PATH}`,
    ...MERCHANT,
    merchantPrivateKey: keys.merchantPrivate,
    nagadPublicKey: keys.nagadPublic,
    fetch: injectFetch(app),
    logger: silent,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const create = (amountTaka = 250) =>
  gateway.create({
    amountTaka,
    invoiceNumber: `CC${Date.now()}${++orders}`,
    payerReference: 'user-7',
    callbackUrl: CALLBACK,
    locale: 'en',
  });

/** The payer on the stand-in's page: where the browser is sent back to. */
async function pay(redirectUrl: string, form: Record<string, string>) {
  const page = new URL(redirectUrl);
  expect((await app.inject({ method: 'GET', url: page.pathname })).statusCode).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return res;
}

describe('Nagad through its stand-in', () => {
  it('initialize, complete, the payer pays, and verify says Success with the amount', async () => {
    const created = await create(250);
    expect(created.redirectUrl).toMatch(`${ORIGIN}${NAGAD_SANDBOX_PATH}/checkout/`);
    // Nothing is paid before the payer pays.
    expect((await gateway.query(created.paymentId)).status).toBe('Initiated');

    const back = await pay(created.redirectUrl, {
      action: 'pay',
      wallet: PAYER.wallet,
      pin: PAYER.pin,
    });
    expect(back.statusCode).toBe(303);
    const returned = new URL(back.headers.location!);
    expect(`${returned.origin}${returned.pathname}`).toBe(CALLBACK);
    expect(returned.searchParams.get('payment_ref_id')).toBe(created.paymentId);
    expect(returned.searchParams.get('status')).toBe('Success');

    const state = await gateway.execute(created.paymentId);
    expect(state).toMatchObject({ status: 'Completed', amountTaka: 250 });
    expect(state.trxId).toMatch(/^[0-9A-F]{12}$/);
  });

  it('a failing wallet and a cancelled payment are verified as such, and move no money', async () => {
    const failing = await create();
    const failed = await pay(failing.redirectUrl, {
      action: 'pay',
      wallet: PAYER.failingWallet,
      pin: PAYER.pin,
    });
    expect(new URL(failed.headers.location!).searchParams.get('status')).toBe('Failed');
    expect(await gateway.query(failing.paymentId)).toMatchObject({ status: 'Failed' });

    const cancelling = await create();
    const cancelled = await pay(cancelling.redirectUrl, { action: 'cancel' });
    expect(new URL(cancelled.headers.location!).searchParams.get('status')).toBe('Aborted');
    const state = await gateway.query(cancelling.paymentId);
    expect(state.status).toBe('Cancelled');
    expect(state.trxId).toBeUndefined();

    // The page cannot be used again once the payment has ended.
    const page = new URL(cancelling.redirectUrl).pathname;
    expect((await app.inject({ method: 'GET', url: page })).statusCode).toBe(404);
  });

  it('a wrong PIN keeps the payer on the page with a message', async () => {
    const created = await create();
    const res = await pay(created.redirectUrl, {
      action: 'pay',
      wallet: PAYER.wallet,
      pin: '0000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Check the account number and PIN.');
    expect((await gateway.query(created.paymentId)).status).toBe('Initiated');
  });

  it('checks the merchant’s signature and decrypts as Nagad does: a stranger’s key is refused', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forger = createNagadGateway({
      baseUrl: `${ORIGIN}${NAGAD_SANDBOX_PATH}`,
      ...MERCHANT,
      merchantPrivateKey: stranger.privateKey,
      nagadPublicKey: keys.nagadPublic,
      fetch: injectFetch(app),
      logger: silent,
    });
    const refused = await rejectionOf(
      forger.create({
        amountTaka: 30,
        invoiceNumber: 'CCFORGED1',
        payerReference: 'user-7',
        callbackUrl: CALLBACK,
        locale: 'en',
      }),
      PaymentGatewayError,
    );
    expect(refused.code).toBe('InvalidSignature');

    // A direct call with data sealed for another key does not decrypt.
    const orderId = 'CCMISSEALED';
    const datetime = nagadDateTime(Date.now());
    const res = await app.inject({
      method: 'POST',
      url: `${NAGAD_SANDBOX_PATH}/api/dfs/check-out/initialize/${MERCHANT.merchantId}/${orderId}`,
      payload: {
        dateTime: datetime,
        ...seal(
          { merchantId: MERCHANT.merchantId, datetime, orderId, challenge: 'x1' },
          stranger.publicKey,
          keys.merchantPrivate,
        ),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'InvalidSensitiveData' });
  });

  it('our client refuses an answer that Nagad’s key did not sign', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const local = injectFetch(app);
    // Someone between us and Nagad answers with the same data, signed with another key.
    const meddling: typeof fetch = async (input, init) => {
      const answer = await local(input, init);
      if (typeof input !== 'string' || !input.includes('/check-out/initialize/')) return answer;
      const data = open(
        (await answer.json()) as { sensitiveData: string; signature: string },
        keys.merchantPrivate,
        keys.nagadPublic,
      );
      return Response.json(seal(data, keys.merchantPublic, other.privateKey));
    };
    const fooled = createNagadGateway({
      baseUrl: `${ORIGIN}${NAGAD_SANDBOX_PATH}`,
      ...MERCHANT,
      merchantPrivateKey: keys.merchantPrivate,
      nagadPublicKey: keys.nagadPublic,
      fetch: meddling,
      logger: silent,
    });
    const refused = await rejectionOf(
      fooled.create({
        amountTaka: 30,
        invoiceNumber: 'CCMEDDLED',
        payerReference: 'user-7',
        callbackUrl: CALLBACK,
        locale: 'en',
      }),
      PaymentGatewayError,
    );
    expect(refused.code).toBe('SEAL_SIGNATURE');
    expect(refused.message).toBe(
      'Nagad payments are not set up correctly. Please contact support.',
    );
  });

  it('speaks the payer’s language, and reads digits typed on a Bengali keyboard', async () => {
    const created = await gateway.create({
      amountTaka: 30,
      invoiceNumber: `CC${Date.now()}BN`,
      payerReference: 'user-7',
      callbackUrl: CALLBACK,
      locale: 'bn',
    });
    const page = new URL(created.redirectUrl).pathname;
    const shown = await app.inject({ method: 'GET', url: page });
    expect(shown.body).toContain('<html lang="bn">');
    expect(shown.body).toContain('Nagad অ্যাকাউন্ট নম্বর');
    const back = await pay(created.redirectUrl, {
      action: 'pay',
      wallet: '০১৩১১১১১১১১',
      pin: '১২৩৪',
    });
    expect(new URL(back.headers.location!).searchParams.get('status')).toBe('Success');
  });

  it('writes the request time in Bangladesh time', () => {
    expect(nagadDateTime(Date.UTC(2026, 11, 6, 20, 5, 9))).toBe('20261207020509');
  });
});
