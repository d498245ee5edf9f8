import type { KeyObject } from 'node:crypto';
import { randomBytes } from 'node:crypto';
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
import { open, seal, SealError } from './crypto';

export interface NagadGatewayOptions {
  /**
   * Where Nagad's API lives, before `/api/dfs`: https://api.mynagad.com (live), Nagad's sandbox
   * (http://sandbox.mynagad.com:10080/remote-payment-gateway-1.0), or our stand-in.
   */
  baseUrl: string;
  merchantId: string;
  /** The merchant's Nagad account number. */
  merchantNumber: string;
  merchantPrivateKey: KeyObject;
  /** Nagad's public key, as Nagad gives it to the merchant for this environment. */
  nagadPublicKey: KeyObject;
  fetch?: typeof fetch;
  /** Default 30 seconds. */
  timeoutMs?: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The clock for the request's date and time; tests set it. */
  now?: () => number;
}

const UNREACHABLE = 'Nagad could not be reached. Please try again.';
const TIMED_OUT = 'Nagad did not answer in time. Please try again.';
const REFUSED = 'Nagad could not start the payment. Please try again later.';
const SETUP = 'Nagad payments are not set up correctly. Please contact support.';
const UNREADABLE = 'Nagad sent an answer we could not read. Please try again.';

/** The API version, and who calls: Nagad asks for these headers on every call. */
const HEADERS = { 'X-KM-Api-Version': 'v-0.2.0', 'X-KM-Client-Type': 'PC_WEB' };

const sealedAnswer = z.object({ sensitiveData: z.string().min(1), signature: z.string().min(1) });
const initialized = z.object({
  paymentReferenceId: z.string().min(1),
  challenge: z.string().min(1),
});
const completed = z.object({
  status: z.string(),
  callBackUrl: z
    .string()
    .regex(/^https?:\/\//)
    .optional(),
});
const verified = z.object({
  paymentRefId: z.string().optional(),
  orderId: z.string().optional(),
  amount: z.union([z.string(), z.number()]).optional(),
  issuerPaymentRefNo: z.string().nullish(),
  status: z.string(),
  statusCode: z.string().optional(),
});

/** Nagad's words for a payment's state. */
const STATUSES: Record<string, GatewayStatus> = {
  Success: 'Completed',
  OrderInitiated: 'Initiated',
  Ready: 'Initiated',
  InProgress: 'Initiated',
  Cancelled: 'Cancelled',
  Aborted: 'Cancelled',
  Failed: 'Failed',
  Fraud: 'Failed',
  InvalidRequest: 'Failed',
  UnKnownFailed: 'Failed',
};

/** Nagad's request time: Bangladesh time, "YYYYMMDDHHmmss". */
export function nagadDateTime(at: number): string {
  const dhaka = new Date(at + 6 * 3600_000); // UTC+6 all year
  return dhaka.toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * Nagad's merchant checkout API (v-0.2.0): initialize (a sealed challenge), complete (the
 * order, sealed with Nagad's challenge), the payer's page, and verify, the only word on
 * whether a payment is paid. Keys never reach the logs.
 */
export function createNagadGateway(options: NagadGatewayOptions): PaymentGateway {
  const { merchantId, merchantNumber, merchantPrivateKey, nagadPublicKey, logger } = options;
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/dfs`;
  // The global fetch as it is at each call (a test may replace it after the client is made).
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? Date.now;

  const call = (
    operation: string,
    path: string,
    ip: string,
    body?: object,
    extra: Record<string, string> = {},
  ) =>
    callGateway({
      provider: 'Nagad',
      words: { unreachable: UNREACHABLE, timedOut: TIMED_OUT },
      fetch: doFetch,
      url: `${base}${path}`,
      method: body ? 'POST' : 'GET',
      headers: { ...HEADERS, 'X-KM-IP-V4': ip, ...extra },
      ...(body ? { body } : {}),
      timeoutMs,
      logger,
      operation,
    });

  /** The answer's body when Nagad accepted the call; a PaymentGatewayError otherwise. */
  function accepted(operation: string, answer: GatewayAnswer, context: object): unknown {
    if (answer.status >= 200 && answer.status < 300) return answer.json;
    const { reason, message } = (answer.json ?? {}) as { reason?: unknown; message?: unknown };
    const log = { operation, status: answer.status, reason, nagadMessage: message, ...context };
    if (answer.status === 401 || answer.status === 403) {
      logger.error(log, 'Nagad refused the call: check the Nagad set-up');
      throw new PaymentGatewayError(SETUP, `HTTP_${answer.status}`);
    }
    logger.warn(log, 'Nagad refused the call');
    const retryable = answer.status >= 500 || answer.status === 408 || answer.status === 429;
    throw new PaymentGatewayError(
      retryable ? UNREACHABLE : REFUSED,
      typeof reason === 'string' ? reason : `HTTP_${answer.status}`,
      retryable,
    );
  }

  function read<T>(schema: z.ZodType<T>, json: unknown, operation: string): T {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    logger.warn({ operation }, 'Nagad sent an answer we could not read');
    throw new PaymentGatewayError(UNREADABLE, 'BAD_ANSWER', true);
  }

  /** Opens an answer sealed for us; one that is not Nagad's is refused. */
  function opened<T>(schema: z.ZodType<T>, json: unknown, operation: string): T {
    const sealed = read(sealedAnswer, json, operation);
    try {
      return read(schema, open(sealed, merchantPrivateKey, nagadPublicKey), operation);
    } catch (error) {
      if (!(error instanceof SealError)) throw error;
      // Keys that do not match: the merchant's key, or Nagad's for this environment.
      logger.error({ operation, problem: error.problem }, 'Nagad answer not sealed for us');
      throw new PaymentGatewayError(SETUP, `SEAL_${error.problem.toUpperCase()}`);
    }
  }

  async function query(paymentRefId: string): Promise<PaymentState> {
    const operation = 'verify';
    const path = `/verify/payment/${encodeURIComponent(paymentRefId)}`;
    const answer = await call(operation, path, '127.0.0.1');
    const state = read(verified, accepted(operation, answer, { paymentRefId }), operation);
    const status = STATUSES[state.status] ?? 'Unknown';
    const amount = Number(state.amount);
    return {
      paymentId: state.paymentRefId ?? paymentRefId,
      status,
      ...(status === 'Completed' && state.issuerPaymentRefNo
        ? { trxId: state.issuerPaymentRefNo }
        : {}),
      ...(Number.isFinite(amount) && state.amount !== undefined ? { amountTaka: amount } : {}),
      ...(state.orderId ? { invoiceNumber: state.orderId } : {}),
      ...(status === 'Completed' ? {} : { message: state.status }),
    };
  }

  return {
    name: 'nagad',

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const orderId = input.invoiceNumber;
      const ip = input.payerIp ?? '127.0.0.1';
      const datetime = nagadDateTime(now());
      const challenge = randomBytes(20).toString('hex');
      const started = await call(
        'initialize',
        `/check-out/initialize/${merchantId}/${orderId}`,
        ip,
        {
          accountNumber: merchantNumber,
          dateTime: datetime,
          ...seal({ merchantId, datetime, orderId, challenge }, nagadPublicKey, merchantPrivateKey),
        },
        // The payer's language, for a payment page that speaks it (the local stand-in's).
        { 'Accept-Language': input.locale },
      );
      const { paymentReferenceId, challenge: theirs } = opened(
        initialized,
        accepted('initialize', started, { orderId }),
        'initialize',
      );
      const order = {
        merchantId,
        orderId,
        currencyCode: '050', // taka
        amount: input.amountTaka.toFixed(2),
        challenge: theirs,
      };
      const done = await call(
        'complete',
        `/check-out/complete/${encodeURIComponent(paymentReferenceId)}`,
        ip,
        {
          ...seal(order, nagadPublicKey, merchantPrivateKey),
          merchantCallbackURL: input.callbackUrl,
        },
      );
      const answer = read(completed, accepted('complete', done, { orderId }), 'complete');
      if (answer.status !== 'Success' || !answer.callBackUrl) {
        logger.warn({ orderId, status: answer.status }, 'Nagad did not open the payment');
        throw new PaymentGatewayError(REFUSED, answer.status, true);
      }
      logger.info({ orderId, paymentReferenceId }, 'Nagad payment created');
      return { paymentId: paymentReferenceId, redirectUrl: answer.callBackUrl };
    },

    /** Nagad takes the money on its own page: what is left is to verify that it did. */
    execute: query,
    query,
  };
}
