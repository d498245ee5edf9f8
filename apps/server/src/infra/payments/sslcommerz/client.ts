import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { callGateway, type GatewayAnswer } from '../gateway-http';
import {
  PaymentGatewayError,
  type CreatedPayment,
  type CreatePaymentInput,
  type GatewayStatus,
  type PaymentGateway,
  type PaymentState,
} from '../payment-gateway';

export interface SslcommerzGatewayOptions {
  /** https://securepay.sslcommerz.com (live), https://sandbox.sslcommerz.com, or our stand-in. */
  baseUrl: string;
  storeId: string;
  storePassword: string;
  fetch?: typeof fetch;
  /** Default 30 seconds. */
  timeoutMs?: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const UNREACHABLE = 'The card payment service could not be reached. Please try again.';
const TIMED_OUT = 'The card payment service did not answer in time. Please try again.';
const REFUSED = 'The card payment could not be started. Please try again later.';
const SETUP = 'Card payments are not set up correctly. Please contact support.';
const UNREADABLE = 'The card payment service sent an answer we could not read. Please try again.';
const REFUND_REFUSED = 'SSLCommerz refused the refund. Please check the amount and try again.';
export const CARD_DECLINED = 'The card payment was declined. Please try another card.';

/** How the payer left SSLCommerz's page: the query our return address carries for each. */
export const CARD_OUTCOMES = ['success', 'fail', 'cancel'] as const;
export type CardOutcome = (typeof CARD_OUTCOMES)[number];

const session = z.object({
  status: z.string(),
  failedreason: z.string().nullish(),
  sessionkey: z.string().nullish(),
  GatewayPageURL: z.string().nullish(),
});
/** One attempt at paying a transaction, as the transaction query lists it. */
const attempt = z.object({
  val_id: z.string().nullish(),
  status: z.string(),
  tran_id: z.string().nullish(),
});
const transactions = z.object({
  APIConnect: z.string(),
  element: z.array(attempt).nullish(),
});
const refundAnswer = z.object({
  APIConnect: z.string(),
  status: z.string().nullish(),
  refund_ref_id: z.string().nullish(),
  errorReason: z.string().nullish(),
});
const validation = z.object({
  status: z.string(),
  tran_id: z.string().nullish(),
  amount: z.union([z.string(), z.number()]).nullish(),
  currency: z.string().nullish(),
  currency_type: z.string().nullish(),
  bank_tran_id: z.string().nullish(),
});

/** SSLCommerz's words for a transaction's state; VALID and VALIDATED still need validating. */
const STATUSES: Record<string, GatewayStatus> = {
  VALID: 'Completed',
  VALIDATED: 'Completed',
  PENDING: 'Initiated',
  UNATTEMPTED: 'Initiated',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Cancelled',
};

/** APIConnect's answers when the store's credentials or the call are refused. */
const REFUSED_CONNECT = new Set(['INVALID_REQUEST', 'FAILED', 'INACTIVE']);

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's signature on what it posts to the merchant (its returns and IPN): the fields
 * named in `verify_key`, with `store_passwd` set to the MD5 of the store password, sorted by
 * name and joined as a query string, hashed with MD5 into `verify_sign`.
 */
export function sslcommerzSignature(fields: Record<string, string>, storePassword: string) {
  const signed: Record<string, string> = {};
  for (const key of (fields.verify_key ?? '').split(',')) {
    if (key && fields[key] !== undefined) signed[key] = fields[key];
  }
  signed.store_passwd = md5(storePassword);
  const joined = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(joined);
}

/** The address SSLCommerz returns the payer to for one outcome: the callback, told which. */
function returnUrl(callbackUrl: string, outcome: CardOutcome) {
  const url = new URL(callbackUrl);
  url.searchParams.set('outcome', outcome);
  return url.toString();
}

/**
 * SSLCommerz (v4): a session opens its hosted page; the payer comes back to one of three
 * addresses and SSLCommerz notifies the IPN address; whatever they say, a payment is paid only
 * when the validation API (validationserverAPI.php) calls it VALID or VALIDATED for our
 * transaction, in taka, for the amount. The transaction id is our invoice number.
 */
export function createSslcommerzGateway(options: SslcommerzGatewayOptions): PaymentGateway {
  const { storeId, storePassword, logger } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const credentials = { store_id: storeId, store_passwd: storePassword };

  const call = (
    operation: string,
    path: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    callGateway({
      provider: 'SSLCommerz',
      words: { unreachable: UNREACHABLE, timedOut: TIMED_OUT },
      fetch: doFetch,
      url: `${base}${path}`,
      method: form ? 'POST' : 'GET',
      headers,
      ...(form ? { form } : {}),
      timeoutMs,
      logger,
      operation,
    });

  /** A validator GET: the store's credentials and the query, JSON asked for. */
  const validator = (operation: string, script: string, query: Record<string, string>) =>
    call(
      operation,
      `/validator/api/${script}?${new URLSearchParams({ ...query, ...credentials, v: '1', format: 'json' }).toString()}`,
    );

  function read<T>(schema: z.ZodType<T>, answer: GatewayAnswer, operation: string): T {
    if (answer.status >= 500 || answer.status === 429 || answer.status === 408) {
      logger.warn({ operation, status: answer.status }, 'SSLCommerz is unavailable');
      throw new PaymentGatewayError(UNREACHABLE, `HTTP_${answer.status}`, true);
    }
    const parsed = schema.safeParse(answer.json);
    if (parsed.success) return parsed.data;
    logger.warn(
      { operation, status: answer.status },
      'SSLCommerz sent an answer we could not read',
    );
    throw new PaymentGatewayError(UNREADABLE, 'BAD_ANSWER', true);
  }

  function refusedSetup(operation: string, word: string): never {
    logger.error({ operation, word }, 'SSLCommerz refused the store: check the card set-up');
    throw new PaymentGatewayError(SETUP, word);
  }

  /** The validation API's word on one attempt: paid, for this transaction, in taka. */
  async function validated(valId: string, tranId: string): Promise<PaymentState | undefined> {
    const operation = 'validate';
    const answer = read(
      validation,
      await validator(operation, 'validationserverAPI.php', { val_id: valId }),
      operation,
    );
    if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') {
      logger.warn({ operation, tranId, status: answer.status }, 'SSLCommerz did not validate');
      return undefined;
    }
    const currency = answer.currency_type ?? answer.currency;
    if (answer.tran_id !== tranId || (currency && currency !== 'BDT')) {
      logger.error({ operation, tranId, other: answer.tran_id, currency }, 'Validation mismatch');
      return undefined;
    }
    const amount = Number(answer.amount);
    return {
      paymentId: tranId,
      status: 'Completed',
      ...(answer.bank_tran_id ? { trxId: answer.bank_tran_id } : {}),
      ...(Number.isFinite(amount) && answer.amount != null ? { amountTaka: amount } : {}),
      invoiceNumber: tranId,
    };
  }

  async function query(tranId: string): Promise<PaymentState> {
    const operation = 'transaction query';
    const answer = read(
      transactions,
      await validator(operation, 'merchantTransIDvalidationAPI.php', { tran_id: tranId }),
      operation,
    );
    if (REFUSED_CONNECT.has(answer.APIConnect)) refusedSetup(operation, answer.APIConnect);
    const attempts = (answer.element ?? []).filter((one) => !one.tran_id || one.tran_id === tranId);
    // A payer may fail with one card and pay with another: any paid attempt is the payment.
    for (const one of attempts) {
      if (STATUSES[one.status] === 'Completed' && one.val_id) {
        const paid = await validated(one.val_id, tranId);
        if (paid) return paid;
      }
    }
    const last = attempts.at(-1);
    if (!last) return { paymentId: tranId, status: 'Initiated' };
    const status = STATUSES[last.status] ?? 'Unknown';
    // Called paid but not validated: not paid, whatever the list says.
    if (status === 'Completed')
      return { paymentId: tranId, status: 'Unknown', message: last.status };
    return {
      paymentId: tranId,
      status,
      message: last.status,
      ...(status === 'Failed' ? { reason: CARD_DECLINED } : {}),
    };
  }

  return {
    name: 'sslcommerz',

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const tranId = input.invoiceNumber;
      const operation = 'session';
      const answer = read(
        session,
        await call(
          operation,
          '/gwprocess/v4/api.php',
          {
            ...credentials,
            total_amount: input.amountTaka.toFixed(2),
            currency: 'BDT',
            tran_id: tranId,
            success_url: returnUrl(input.callbackUrl, 'success'),
            fail_url: returnUrl(input.callbackUrl, 'fail'),
            cancel_url: returnUrl(input.callbackUrl, 'cancel'),
            ...(input.notifyUrl ? { ipn_url: input.notifyUrl } : {}),
            // Nothing is shipped by SSLCommerz's merchant: the NFC card goes by our courier.
            shipping_method: 'NO',
            product_name: (input.description ?? 'CareerCard').slice(0, 255),
            product_category: 'Online service',
            product_profile: 'non-physical-goods',
            num_of_item: '1',
            cus_name: (input.payer?.name || 'CareerCard user').slice(0, 50),
            cus_email: (input.payer?.email || 'not-given@careercard.invalid').slice(0, 50),
            // Asked for by SSLCommerz; an account has no address or phone of its own.
            cus_add1: 'Bangladesh',
            cus_city: 'Bangladesh',
            cus_country: 'Bangladesh',
            cus_phone: 'Not given',
            value_a: input.payerReference,
          },
          // The payer's language, for a card page that speaks it (the local stand-in's).
          { 'Accept-Language': input.locale },
        ),
        operation,
      );
      if (answer.status !== 'SUCCESS' || !answer.GatewayPageURL) {
        const reason = answer.failedreason ?? '';
        // SSLCommerz says "Store Credential Error Or Store is De-active" for a store it refuses.
        if (/credential|de-?active|store/i.test(reason)) refusedSetup(operation, reason);
        logger.warn({ operation, tranId, reason }, 'SSLCommerz did not open a session');
        throw new PaymentGatewayError(REFUSED, answer.status);
      }
      logger.info({ tranId, sessionKey: answer.sessionkey }, 'SSLCommerz session created');
      return { paymentId: tranId, redirectUrl: answer.GatewayPageURL };
    },

    /** The payer pays on SSLCommerz's page: what is left is to validate that they did. */
    execute: query,
    query,

    async refund(input) {
      const operation = 'refund';
      const answer = read(
        refundAnswer,
        await validator(operation, 'merchantTransIDvalidationAPI.php', {
          bank_tran_id: input.trxId,
          refund_trans_id: input.refundId,
          refund_amount: input.amountTaka.toFixed(2),
          refund_remarks: input.reason.slice(0, 255),
        }),
        operation,
      );
      if (REFUSED_CONNECT.has(answer.APIConnect)) refusedSetup(operation, answer.APIConnect);
      // "processing": accepted, and SSLCommerz pays it back in the days that follow.
      const accepted = answer.status === 'success' || answer.status === 'processing';
      if (!accepted || !answer.refund_ref_id) {
        logger.warn(
          { operation, tranId: input.paymentId, status: answer.status, reason: answer.errorReason },
          'SSLCommerz refused the refund',
        );
        throw new PaymentGatewayError(REFUND_REFUSED, answer.status ?? 'REFUSED');
      }
      logger.info({ operation, tranId: input.paymentId }, 'SSLCommerz refund accepted');
      return { refundId: answer.refund_ref_id };
    },

    authentic(fields) {
      const sign = fields.verify_sign;
      return (
        Boolean(sign && fields.verify_key) && sslcommerzSignature(fields, storePassword) === sign
      );
    },
  };
}
