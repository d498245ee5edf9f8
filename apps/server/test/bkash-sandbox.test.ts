import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rejectionOf } from './helpers';
import { createBkashGateway } from '../src/infra/payments/bkash/client';
import { createSandboxStore } from '../src/infra/sandbox-store';
import {
  BKASH_SANDBOX_PAYER as PAYER,
  bkashSandbox,
  bkashSandboxCredentials,
} from '../src/infra/payments/bkash/sandbox';
import { PaymentGatewayError, type PaymentGateway } from '../src/infra/payments/payment-gateway';
import type { AuthService } from '../src/modules/auth/service';
import access from '../src/plugins/access';

const CALLBACK = 'http://127.0.0.1:5173/payment/bkash/callback';
const silent = { info() {}, warn() {}, error() {} };

let app: FastifyInstance;
const database = await createTestDatabase();
let base: string;
let gateway: PaymentGateway;
let clock = Date.now();
let invoices = 0;

/** A port nobody uses now: the sandbox must know its public address before it listens. */
async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The access plugin refuses any /api route that declares no access; no caller signs in here.
  await app.register(access, {
    auth: { authenticate: async () => undefined } as unknown as AuthService,
  });
  await app.register(bkashSandbox, {
    publicBaseUrl: base,
    now: () => clock,
    store: createSandboxStore(database.db),
  });
  await app.listen({ port, host: '127.0.0.1' });
  gateway = createBkashGateway({ ...bkashSandboxCredentials(base), logger: silent });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const create = (amountTaka = 30, invoiceNumber = `INV-${++invoices}`) =>
  gateway.create({
    amountTaka,
    invoiceNumber,
    payerReference: 'user-7',
    callbackUrl: CALLBACK,
    locale: 'en',
  });

/** One step of the checkout page, posted as the browser posts its form. */
function submit(fields: Record<string, string>) {
  return fetch(`${base}/api/bkash-sandbox/checkout`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** The payer goes through the checkout; answers the last step's response. */
async function pay(paymentID: string, wallet: string = PAYER.wallet) {
  const first = await submit({ paymentID, step: 'wallet', wallet });
  expect(first.status).toBe(303);
  const second = await submit({ paymentID, step: 'otp', otp: PAYER.verificationCode });
  expect(second.status).toBe(303);
  return submit({ paymentID, step: 'pin', pin: PAYER.pin });
}

/** The callback the browser is sent to, with its query read. */
function callbackOf(response: Response) {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  return Object.fromEntries(location.searchParams);
}

const failureOf = (promise: Promise<unknown>) => rejectionOf(promise, PaymentGatewayError);

describe('bKash sandbox: a payment from start to end', () => {
  it('creates, checks out, executes once and reports the payment completed', async () => {
    const { paymentId, redirectUrl } = await create(30, 'INV-happy');
    expect(redirectUrl).toBe(`${base}/api/bkash-sandbox/checkout?paymentID=${paymentId}`);

    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('CareerCard');
    expect(html).toContain('৳30.00');
    expect(html).toContain('INV-happy');
    expect(html).toContain('Your bKash account number');

    const wallet = await submit({ paymentID: paymentId, step: 'wallet', wallet: PAYER.wallet });
    expect(wallet.status).toBe(303);
    expect(wallet.headers.get('location')).toBe(
      `/api/bkash-sandbox/checkout?paymentID=${paymentId}`,
    );
    const codePage = await (await fetch(redirectUrl)).text();
    expect(codePage).toContain('verification code sent to 017*****575');
    expect(codePage).toContain(PAYER.verificationCode); // the sandbox shows its code

    await submit({ paymentID: paymentId, step: 'otp', otp: PAYER.verificationCode });
    expect(await (await fetch(redirectUrl)).text()).toContain('Enter the PIN');
    const back = callbackOf(await submit({ paymentID: paymentId, step: 'pin', pin: PAYER.pin }));
    expect(back).toMatchObject({ paymentID: paymentId, status: 'success' });
    expect(back.signature).toMatch(/^\S{16,}$/);

    const executed = await gateway.execute(paymentId);
    expect(executed).toEqual({
      paymentId,
      status: 'Completed',
      trxId: expect.stringMatching(/^[A-Z0-9]{10}$/),
      amountTaka: 30,
      invoiceNumber: 'INV-happy',
    });

    const again = await failureOf(gateway.execute(paymentId));
    expect(again).toMatchObject({
      code: '2117',
      message: 'This payment was already processed.',
      explainsFailure: false, // of the payment's state, not why it failed
    });

    expect(await gateway.query(paymentId)).toEqual(executed);
  });

  it('refuses to execute a payment the payer has not confirmed', async () => {
    const { paymentId } = await create();
    expect(await failureOf(gateway.execute(paymentId))).toMatchObject({ code: '2056' });
    await submit({ paymentID: paymentId, step: 'wallet', wallet: PAYER.wallet });
    expect(await failureOf(gateway.execute(paymentId))).toMatchObject({ code: '2056' });
    expect((await gateway.query(paymentId)).status).toBe('Initiated');
  });

  it('sends the payer back with status=cancel when they close the page', async () => {
    const { paymentId } = await create();
    await submit({ paymentID: paymentId, step: 'wallet', wallet: PAYER.wallet });
    const back = callbackOf(await submit({ paymentID: paymentId, step: 'otp', action: 'cancel' }));
    expect(back).toMatchObject({ paymentID: paymentId, status: 'cancel' });

    expect((await gateway.query(paymentId)).status).toBe('Cancelled');
    expect(await failureOf(gateway.execute(paymentId))).toMatchObject({ code: '2056' });
    const page = await (
      await fetch(`${base}/api/bkash-sandbox/checkout?paymentID=${paymentId}`)
    ).text();
    expect(page).toContain('Payment cancelled');
  });

  it('fails a payment from a wallet with insufficient balance (status=failure)', async () => {
    const { paymentId } = await create(500);
    const back = callbackOf(await pay(paymentId, PAYER.insufficientBalanceWallet));
    expect(back).toMatchObject({ paymentID: paymentId, status: 'failure' });

    const error = await failureOf(gateway.execute(paymentId));
    expect(error).toMatchObject({
      code: '2023',
      message: 'Insufficient balance in your bKash account.',
      explainsFailure: true,
    });
    expect(await gateway.query(paymentId)).toMatchObject({ status: 'Failed', message: 'Failed' });
  });

  it('lets a debit-blocked wallet through the page but refuses to execute', async () => {
    const { paymentId } = await create();
    expect(callbackOf(await pay(paymentId, PAYER.debitBlockedWallet)).status).toBe('success');
    expect(await failureOf(gateway.execute(paymentId))).toMatchObject({ code: '2037' });
    expect((await gateway.query(paymentId)).status).toBe('Failed');
  });

  it('refuses a second payment of an invoice already paid', async () => {
    const { paymentId } = await create(30, 'INV-once');
    await pay(paymentId);
    await gateway.execute(paymentId);
    expect(await failureOf(create(30, 'INV-once'))).toMatchObject({ code: '2029' });
  });
});

describe('bKash sandbox: the checkout page', () => {
  it('asks again for a wallet number that is not an 11-digit Bangladeshi mobile', async () => {
    const { paymentId } = await create();
    for (const wallet of ['', '0177061857', '02770618575', '01270618575', 'abc']) {
      const response = await submit({ paymentID: paymentId, step: 'wallet', wallet });
      expect(response.status, wallet).toBe(400);
      const html = await response.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('Enter your 11-digit bKash account number, like 01XXXXXXXXX.');
      expect(html).toContain('aria-invalid="true"');
    }
  });

  it('shows an error for a wrong verification code and accepts the right one after', async () => {
    const { paymentId } = await create();
    await submit({ paymentID: paymentId, step: 'wallet', wallet: PAYER.wallet });
    const wrong = await submit({ paymentID: paymentId, step: 'otp', otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong verification code. 2 attempts left.');
    const right = await submit({ paymentID: paymentId, step: 'otp', otp: PAYER.verificationCode });
    expect(right.status).toBe(303);
  });

  it('shows an error for a wrong PIN, and fails the payment after three', async () => {
    const { paymentId } = await create();
    await submit({ paymentID: paymentId, step: 'wallet', wallet: PAYER.wallet });
    await submit({ paymentID: paymentId, step: 'otp', otp: PAYER.verificationCode });

    const first = await submit({ paymentID: paymentId, step: 'pin', pin: '11111' });
    expect(first.status).toBe(400);
    expect(await first.text()).toContain('Wrong PIN. 2 attempts left.');
    const second = await submit({ paymentID: paymentId, step: 'pin', pin: '11111' });
    expect(await second.text()).toContain('Wrong PIN. 1 attempt left.');
    const third = await submit({ paymentID: paymentId, step: 'pin', pin: '11111' });
    expect(callbackOf(third).status).toBe('failure');

    expect(await failureOf(gateway.execute(paymentId))).toMatchObject({ code: '2015' });
  });

  it('shows the current step when an earlier form is posted again', async () => {
    const { paymentId } = await create();
    await submit({ paymentID: paymentId, step: 'wallet', wallet: PAYER.wallet });
    const stale = await submit({ paymentID: paymentId, step: 'wallet', wallet: '01911111111' });
    expect(stale.status).toBe(303);
    const page = await (await fetch(`${base}${stale.headers.get('location')}`)).text();
    expect(page).toContain('verification code sent to 017*****575');
  });

  it('runs no script and allows its one style block by hash', async () => {
    const { redirectUrl } = await create(30, '<b>INV</b>');
    const response = await fetch(redirectUrl);
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();

    expect(html).not.toMatch(/<script|\son\w+=/i);
    expect(html).toContain('&lt;b&gt;INV&lt;/b&gt;');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:5173");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for an unknown payment', async () => {
    const response = await fetch(`${base}/api/bkash-sandbox/checkout?paymentID=TR0011NOPE`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Payment not found');
  });
});

describe('bKash sandbox: the API checks like bKash', () => {
  it('refuses wrong merchant credentials', async () => {
    const credentials = bkashSandboxCredentials(base);
    const wrongSecret = createBkashGateway({ ...credentials, appSecret: 'nope', logger: silent });
    expect(await failureOf(wrongSecret.query('TR1'))).toMatchObject({
      code: '2001',
      message: 'bKash payments are unavailable right now. Please try again later.',
    });
    const wrongPassword = createBkashGateway({ ...credentials, password: 'nope', logger: silent });
    expect(await failureOf(wrongPassword.query('TR1'))).toMatchObject({ code: '9999' });
  });

  it('refuses a checkout call without a valid token or with another app key', async () => {
    const url = `${base}/api/bkash-sandbox/tokenized/checkout/payment/status`;
    const noToken = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'forged' },
      body: JSON.stringify({ paymentID: 'TR1' }),
    });
    expect(noToken.status).toBe(401);

    const grant = await fetch(`${base}/api/bkash-sandbox/tokenized/checkout/token/grant`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        username: 'sandbox-merchant',
        password: 'sandbox-password',
      },
      body: JSON.stringify({ app_key: 'sandbox-app-key', app_secret: 'sandbox-app-secret' }),
    });
    const token = (await grant.json()) as { id_token: string; expires_in: number };
    expect(token.expires_in).toBe(3600);
    const otherKey = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: token.id_token,
        'x-app-key': 'other',
      },
      body: JSON.stringify({ paymentID: 'TR1' }),
    });
    expect(await otherKey.json()).toEqual({ statusCode: '2001', statusMessage: 'Invalid App Key' });
  });

  it('validates a new payment as bKash does', async () => {
    const invalid = { payerReference: 'u', callbackUrl: CALLBACK, locale: 'en' as const };
    expect(
      await failureOf(gateway.create({ ...invalid, amountTaka: 1e10, invoiceNumber: 'I-big' })),
    ).toMatchObject({ code: '2006' });
    expect(
      await failureOf(gateway.create({ ...invalid, amountTaka: 10, invoiceNumber: ' ' })),
    ).toMatchObject({ code: '2031' });
    expect(
      await failureOf(
        gateway.create({ ...invalid, amountTaka: 10, invoiceNumber: 'I-1', callbackUrl: 'nope' }),
      ),
    ).toMatchObject({ code: '2049' });
  });

  it('expires a payment left for 15 minutes', async () => {
    const { paymentId, redirectUrl } = await create();
    await submit({ paymentID: paymentId, step: 'wallet', wallet: PAYER.wallet });
    clock += 15 * 60_000 + 1;

    expect(await gateway.query(paymentId)).toMatchObject({ status: 'Failed', message: 'Expired' });
    expect(await failureOf(gateway.execute(paymentId))).toMatchObject({ code: '2056' });
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain('This payment has expired');
    const late = await submit({ paymentID: paymentId, step: 'otp', otp: PAYER.verificationCode });
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toContain('/api/bkash-sandbox/checkout');
  });
});
