import { createHash } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../src/infra/payments/payment-gateway';
import {
  CARD_DECLINED,
  createSslcommerzGateway,
  sslcommerzSignature,
} from '../src/infra/payments/sslcommerz/client';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const logger = pino({ level: 'silent' });

describe("SSLCommerz's signature on what it posts", () => {
  // As SSLCommerz's PHP library checks it (SSLCOMMERZ_hash_varify): the fields named in
  // verify_key, plus store_passwd as the MD5 of the password, sorted by name, joined, MD5.
  const fields = {
    tran_id: 'CC-20261206-7K2QX9MB',
    val_id: '2612061530abcdef',
    amount: '20.00',
    status: 'VALID',
    bank_tran_id: '26120615301AbCdEf',
    value_a: '42',
    verify_key: 'tran_id,val_id,amount,status,bank_tran_id',
  };
  const password = 'testbox@ssl';
  const expected = md5(
    'amount=20.00&bank_tran_id=26120615301AbCdEf&status=VALID' +
      `&store_passwd=${md5(password)}&tran_id=CC-20261206-7K2QX9MB&val_id=2612061530abcdef`,
  );

  it('is the MD5 of the named fields and the hashed password, sorted by name', () => {
    expect(sslcommerzSignature(fields, password)).toBe(expected);
  });

  it('a gateway accepts a notice it signed, and refuses one changed or signed by another store', () => {
    const gateway = createSslcommerzGateway({
      baseUrl: 'http://sslcommerz.test',
      storeId: 'testbox',
      storePassword: password,
      logger,
    });
    expect(gateway.authentic!({ ...fields, verify_sign: expected })).toBe(true);
    // A field outside verify_key is not signed, so it does not matter.
    expect(gateway.authentic!({ ...fields, card_type: 'X', verify_sign: expected })).toBe(true);
    expect(gateway.authentic!({ ...fields, amount: '2000.00', verify_sign: expected })).toBe(false);
    expect(
      gateway.authentic!({ ...fields, verify_sign: sslcommerzSignature(fields, 'other') }),
    ).toBe(false);
    expect(gateway.authentic!({ ...fields })).toBe(false);
  });
});

/** A fake SSLCommerz answering by script name; records what was asked. */
function fakeSslcommerz(answers: Record<string, unknown>) {
  const asked: Array<{ url: URL; form?: URLSearchParams; headers: Headers }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push({
      url,
      headers: new Headers(init?.headers),
      ...(typeof init?.body === 'string' ? { form: new URLSearchParams(init.body) } : {}),
    });
    const script = url.pathname.split('/').pop()!;
    const answer = answers[script];
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { status: 200 });
  };
  const gateway = createSslcommerzGateway({
    baseUrl: 'https://sandbox.sslcommerz.test/',
    storeId: 'testbox',
    storePassword: 'testbox@ssl',
    fetch,
    logger,
  });
  return { gateway, asked };
}

const input = {
  amountTaka: 20,
  invoiceNumber: 'CC-20261206-7K2QX9MB',
  payerReference: '42',
  callbackUrl: 'https://careercard.test/api/payments/card/callback',
  notifyUrl: 'https://careercard.test/api/payments/card/ipn',
  locale: 'bn' as const,
  payer: { name: 'Tahmid Rahman', email: 'tahmid@example.com' },
  description: 'Custom CV for Job',
};

describe('the SSLCommerz client', () => {
  it('opens a session with the documented fields, and sends the payer to its page', async () => {
    const { gateway, asked } = fakeSslcommerz({
      'api.php': {
        status: 'SUCCESS',
        sessionkey: 'ABC',
        GatewayPageURL: 'https://sandbox.sslcommerz.test/EasyCheckOut/ABC',
      },
    });
    expect(await gateway.create(input)).toEqual({
      paymentId: input.invoiceNumber,
      redirectUrl: 'https://sandbox.sslcommerz.test/EasyCheckOut/ABC',
    });
    const [sent] = asked;
    expect(sent!.url.pathname).toBe('/gwprocess/v4/api.php');
    expect(sent!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(sent!.form!)).toMatchObject({
      store_id: 'testbox',
      store_passwd: 'testbox@ssl',
      total_amount: '20.00',
      currency: 'BDT',
      tran_id: input.invoiceNumber,
      success_url: `${input.callbackUrl}?outcome=success`,
      fail_url: `${input.callbackUrl}?outcome=fail`,
      cancel_url: `${input.callbackUrl}?outcome=cancel`,
      ipn_url: input.notifyUrl,
      product_name: 'Custom CV for Job',
      cus_name: 'Tahmid Rahman',
      cus_email: 'tahmid@example.com',
      shipping_method: 'NO',
    });
  });

  it('a store SSLCommerz refuses is a set-up problem; another refusal a plain one', async () => {
    const refused = fakeSslcommerz({
      'api.php': { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' },
    });
    await expect(refused.gateway.create(input)).rejects.toMatchObject({
      message: 'Card payments are not set up correctly. Please contact support.',
    });
    const other = fakeSslcommerz({
      'api.php': { status: 'FAILED', failedreason: 'Invalid amount' },
    });
    await expect(other.gateway.create(input)).rejects.toMatchObject({
      message: 'The card payment could not be started. Please try again later.',
    });
  });

  const listed = (status: string) => ({
    'merchantTransIDvalidationAPI.php': {
      APIConnect: 'DONE',
      no_of_trans_found: 1,
      element: [{ val_id: 'V1', status, tran_id: input.invoiceNumber }],
    },
  });
  const validation = (answer: Record<string, unknown>) => ({
    'validationserverAPI.php': {
      status: 'VALID',
      tran_id: input.invoiceNumber,
      amount: '20.00',
      currency_type: 'BDT',
      bank_tran_id: 'B1',
      ...answer,
    },
  });

  it('a payment is paid only when the validation API says VALID or VALIDATED, for this transaction in taka', async () => {
    for (const status of ['VALID', 'VALIDATED']) {
      const { gateway, asked } = fakeSslcommerz({ ...listed('VALID'), ...validation({ status }) });
      expect(await gateway.query(input.invoiceNumber)).toMatchObject({
        status: 'Completed',
        trxId: 'B1',
        amountTaka: 20,
      });
      const validated = asked.find((one) => one.url.pathname.endsWith('validationserverAPI.php'));
      expect(Object.fromEntries(validated!.url.searchParams)).toMatchObject({
        val_id: 'V1',
        store_id: 'testbox',
        format: 'json',
      });
    }
    for (const wrong of [
      { status: 'INVALID_TRANSACTION' },
      { tran_id: 'CC-OTHER' },
      { currency_type: 'USD' },
    ]) {
      const { gateway } = fakeSslcommerz({ ...listed('VALID'), ...validation(wrong) });
      expect((await gateway.query(input.invoiceNumber)).status).toBe('Unknown');
    }
  });

  it('reads a failed, cancelled or unattempted transaction, and refuses wrong credentials', async () => {
    const failed = await fakeSslcommerz(listed('FAILED')).gateway.query(input.invoiceNumber);
    expect(failed).toMatchObject({ status: 'Failed', reason: CARD_DECLINED });
    const cancelled = await fakeSslcommerz(listed('CANCELLED')).gateway.query(input.invoiceNumber);
    expect(cancelled.status).toBe('Cancelled');
    const none = fakeSslcommerz({
      'merchantTransIDvalidationAPI.php': { APIConnect: 'DONE', no_of_trans_found: 0 },
    });
    expect((await none.gateway.query(input.invoiceNumber)).status).toBe('Initiated');
    const wrong = fakeSslcommerz({
      'merchantTransIDvalidationAPI.php': { APIConnect: 'INVALID_REQUEST' },
    });
    await expect(wrong.gateway.query(input.invoiceNumber)).rejects.toMatchObject({
      message: 'Card payments are not set up correctly. Please contact support.',
    });
  });

  it('an unreachable SSLCommerz is a retryable error in words a payer reads', async () => {
    const down = fakeSslcommerz({ 'api.php': new TypeError('fetch failed') });
    const error = await down.gateway.create(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({
      retryable: true,
      message: 'The card payment service could not be reached. Please try again.',
    });
  });
});
