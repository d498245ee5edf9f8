import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { bkashErrorInfo } from './errors';
import { callGateway, type GatewayAnswer } from '../gateway-http';
import {
  PaymentGatewayError,
  type GatewayStatus,
  type PaymentGateway,
  type PaymentState,
} from '../payment-gateway';

export interface BkashGatewayOptions {
  /** With the API version: https://tokenized.pay.bka.sh/v1.2.0-beta (live), the sandbox's, or ours. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
  /** Default 30 seconds: bKash asks merchants to allow that long for every call. */
  timeoutMs?: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The clock that ages the token; tests move it. */
  now?: () => number;
}

/** A token is renewed this long before bKash says it expires, so no call carries a dying one. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;

const UNREACHABLE = 'bKash could not be reached. Please try again.';
const TIMED_OUT = 'bKash did not answer in time. Please try again.';
const UNAVAILABLE = 'bKash payments are unavailable right now. Please try again later.';
const SETUP = 'bKash payments are not set up correctly. Please contact support.';
const UNREADABLE = 'bKash sent an answer we could not read. Please try again.';
const TRY_AGAIN_LATER = 'bKash could not process the payment. Please try again later.';

// bKash sends numbers as strings ("30.00"), sometimes even expires_in.
const tokenAnswer = z.object({
  id_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().positive().default(3600),
});
const createdAnswer = z.object({
  paymentID: z.string().min(1),
  bkashURL: z.string().regex(/^https?:\/\//),
});
const refundAnswer = z.object({
  refundTrxID: z.string().min(1),
  transactionStatus: z.string(),
});
const stateAnswer = z.object({
  paymentID: z.string().optional(),
  transactionStatus: z.string().optional(),
  trxID: z.string().optional(),
  amount: z.union([z.string(), z.number()]).optional(),
  merchantInvoiceNumber: z.string().optional(),
});

/** bKash's transactionStatus words; Expired and Declined are failures for our purposes. */
const STATUSES: Record<string, GatewayStatus> = {
  Completed: 'Completed',
  Initiated: 'Initiated',
  Authorized: 'Initiated',
  'Pending Authorized': 'Initiated',
  Cancelled: 'Cancelled',
  Failed: 'Failed',
  Expired: 'Failed',
  Declined: 'Failed',
};

interface Token {
  idToken: string;
  refreshToken?: string;
  expiresAt: number;
}

const isOk = (status: number) => status >= 200 && status < 300;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * bKash reports a refusal in the body, as statusCode/statusMessage (checkout) or
 * errorCode/errorMessage (some gateways and older endpoints); "0000" is success.
 */
function failureOf(json: unknown): { code: string; message?: string } | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { statusCode, statusMessage, errorCode, errorMessage } = json as Record<string, unknown>;
  for (const [code, message] of [
    [errorCode, errorMessage],
    [statusCode, statusMessage],
  ]) {
    if ((typeof code === 'string' || typeof code === 'number') && String(code) !== '') {
      if (String(code) !== '0000') return { code: String(code), message: text(message) };
    }
  }
  return undefined;
}

/**
 * The bKash Tokenized Checkout API (v1.2.0-beta), checkout without agreement (mode 0011).
 * One token is granted and shared by every call until shortly before it expires, then
 * refreshed (or granted anew when the refresh fails): bKash asks merchants not to grant a
 * token per payment. Tokens, secrets and passwords never reach the logs.
 */
export function createBkashGateway(options: BkashGatewayOptions): PaymentGateway {
  const { appKey, appSecret, username, password, logger } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? Date.now;

  const post = (path: string, headers: Record<string, string>, body: object) =>
    callGateway({
      provider: 'bKash',
      words: { unreachable: UNREACHABLE, timedOut: TIMED_OUT },
      fetch: doFetch,
      url: `${base}${path}`,
      method: 'POST',
      headers,
      body,
      timeoutMs,
      logger,
      operation: path,
    });

  /** The answer's body when bKash accepted the call; a PaymentGatewayError otherwise. */
  function accepted(operation: string, answer: GatewayAnswer, context: object): unknown {
    const failure = failureOf(answer.json);
    if (failure) {
      const info = bkashErrorInfo(failure.code);
      const log = { operation, code: failure.code, bkashMessage: failure.message, ...context };
      if (info.setup) logger.error(log, 'bKash refused the call: check the bKash set-up');
      else logger.warn(log, 'bKash refused the call');
      throw new PaymentGatewayError(info.user, failure.code, info.retryable ?? false, !info.state);
    }
    if (!isOk(answer.status)) {
      const { status } = answer;
      logger.warn({ operation, status, ...context }, 'bKash answered with an HTTP error');
      if (status === 401 || status === 403) {
        throw new PaymentGatewayError(SETUP, `HTTP_${status}`, false);
      }
      const retryable = status >= 500 || status === 408 || status === 429;
      throw new PaymentGatewayError(
        retryable ? UNREACHABLE : TRY_AGAIN_LATER,
        `HTTP_${status}`,
        retryable,
      );
    }
    return answer.json;
  }

  function read<T>(schema: z.ZodType<T>, json: unknown, operation: string): T {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    // Paths and messages only: the answer may hold a token.
    const problem = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    logger.warn({ operation, problem }, 'bKash sent an answer we could not read');
    throw new PaymentGatewayError(UNREADABLE, 'BAD_ANSWER', true);
  }

  // ---- the token ----

  let token: Token | undefined;
  let renewing: Promise<Token> | undefined;

  async function requestToken(kind: 'grant' | 'refresh', refreshToken?: string): Promise<Token> {
    const answer = await post(
      `/tokenized/checkout/token/${kind}`,
      { username, password },
      refreshToken
        ? { app_key: appKey, app_secret: appSecret, refresh_token: refreshToken }
        : { app_key: appKey, app_secret: appSecret },
    );
    const failure = failureOf(answer.json);
    if (failure || !isOk(answer.status)) {
      const code = failure?.code ?? `HTTP_${answer.status}`;
      const log = { operation: `token ${kind}`, code, bkashMessage: failure?.message };
      // A refused refresh is routine (the refresh token aged out); a refused grant is not.
      if (kind === 'grant') logger.error(log, 'bKash refused the token grant: check the set-up');
      else logger.warn(log, 'bKash refused the token refresh');
      const retryable = answer.status >= 500 || code === '9999' || code === '503';
      throw new PaymentGatewayError(UNAVAILABLE, code, retryable);
    }
    const fresh = read(tokenAnswer, answer.json, `token ${kind}`);
    logger.info({ expiresIn: fresh.expires_in }, `bKash token ${kind}ed`);
    return {
      idToken: fresh.id_token,
      // bKash may leave the refresh token out of a refresh answer: the old one still holds.
      refreshToken: fresh.refresh_token ?? refreshToken,
      expiresAt: now() + fresh.expires_in * 1000,
    };
  }

  async function renew(): Promise<Token> {
    const refreshToken = token?.refreshToken;
    if (refreshToken) {
      try {
        return (token = await requestToken('refresh', refreshToken));
      } catch {
        // Logged by requestToken; a new grant is the way out.
      }
    }
    return (token = await requestToken('grant'));
  }

  async function idToken(): Promise<string> {
    if (token && now() < token.expiresAt - TOKEN_EXPIRY_MARGIN_MS) return token.idToken;
    // Callers arriving while a renewal is under way wait for that one.
    renewing ??= renew().finally(() => {
      renewing = undefined;
    });
    return (await renewing).idToken;
  }

  async function authorised(
    operation: string,
    path: string,
    body: object,
    context: object,
    headers: Record<string, string> = {},
  ) {
    const call = async (id: string) =>
      post(path, { authorization: id, 'x-app-key': appKey, ...headers }, body);
    const used = await idToken();
    let answer = await call(used);
    // bKash no longer knows the token (revoked early, or our sandbox restarted): the call was
    // refused before anything happened, so it is safe to renew the token and try once more.
    if ((answer.status === 401 || answer.status === 403) && !failureOf(answer.json)) {
      if (token?.idToken === used) token = { ...token, expiresAt: 0 };
      answer = await call(await idToken());
    }
    return accepted(operation, answer, context);
  }

  function stateOf(json: unknown, paymentId: string, operation: string): PaymentState {
    const answer = read(stateAnswer, json, operation);
    const word = answer.transactionStatus;
    const status = (word && STATUSES[word]) || 'Unknown';
    const amount = answer.amount === undefined ? NaN : Number(answer.amount);
    return {
      paymentId: answer.paymentID || paymentId,
      status,
      ...(answer.trxID && { trxId: answer.trxID }),
      ...(Number.isFinite(amount) && { amountTaka: amount }),
      ...(answer.merchantInvoiceNumber && { invoiceNumber: answer.merchantInvoiceNumber }),
      ...(status !== 'Completed' && word && { message: word }),
    };
  }

  return {
    name: 'bkash',

    async create(input) {
      if (!Number.isFinite(input.amountTaka) || input.amountTaka <= 0) {
        throw new PaymentGatewayError('The payment amount is not valid.', '2006');
      }
      const amount = input.amountTaka.toFixed(2);
      const context = { invoiceNumber: input.invoiceNumber, amount };
      const json = await authorised(
        'create',
        '/tokenized/checkout/create',
        {
          mode: '0011',
          payerReference: input.payerReference,
          callbackURL: input.callbackUrl,
          amount,
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: input.invoiceNumber,
        },
        context,
        // bKash's API has no language field; the sandbox's checkout page reads this.
        { 'accept-language': input.locale },
      );
      const created = read(createdAnswer, json, 'create');
      logger.info({ ...context, paymentId: created.paymentID }, 'bKash payment created');
      return { paymentId: created.paymentID, redirectUrl: created.bkashURL };
    },

    async execute(paymentId) {
      const json = await authorised(
        'execute',
        '/tokenized/checkout/execute',
        { paymentID: paymentId },
        { paymentId },
      );
      const state = stateOf(json, paymentId, 'execute');
      logger.info(
        { paymentId, status: state.status, trxId: state.trxId },
        'bKash payment executed',
      );
      return state;
    },

    async query(paymentId) {
      const json = await authorised(
        'query',
        '/tokenized/checkout/payment/status',
        { paymentID: paymentId },
        { paymentId },
      );
      return stateOf(json, paymentId, 'query');
    },

    async refund(input) {
      const amount = input.amountTaka.toFixed(2);
      const context = { paymentId: input.paymentId, amount };
      const json = await authorised(
        'refund',
        '/tokenized/checkout/payment/refund',
        {
          paymentID: input.paymentId,
          amount,
          trxID: input.trxId,
          // bKash keeps the sku with the refund: ours names the refund, for the statements.
          sku: input.refundId,
          reason: input.reason.slice(0, 255),
        },
        context,
      );
      const answer = read(refundAnswer, json, 'refund');
      if (answer.transactionStatus !== 'Completed') {
        logger.warn({ ...context, status: answer.transactionStatus }, 'bKash did not refund');
        throw new PaymentGatewayError(TRY_AGAIN_LATER, answer.transactionStatus, true);
      }
      logger.info({ ...context, refundTrxId: answer.refundTrxID }, 'bKash refund made');
      return { refundId: answer.refundTrxID };
    },
  };
}
