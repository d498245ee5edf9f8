import { pickLocale, toAsciiDigits, type Locale } from '@careercard/shared/locale';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notoSansBengali } from '../../../lib/noto-sans-bengali';
import { BKASH_ERRORS } from './errors';
import { acceptFormPosts } from '../form-posts';
import type { SandboxStore } from '../../sandbox-store';
import {
  checkoutCsp,
  finishedPage,
  notFoundPage,
  SANDBOX_FONT_PATH,
  SANDBOX_FONT_WEIGHTS,
  sandboxFontFile,
  sandboxWords,
  stepPage,
  type CheckoutStep,
  type CheckoutView,
} from './sandbox-page';

/**
 * A local stand-in for bKash: the Tokenized Checkout API (grant, refresh, create, execute,
 * payment status, refund) and the payer's checkout page, so the whole redirect flow works
 * offline and in tests with the same client as the real thing. Its tokens and payments live in
 * the stand-ins' store (PostgreSQL), the same for every server; it moves no money.
 */

const BKASH_SANDBOX_PATH = '/api/bkash-sandbox';

/** Fixed merchant credentials; the sandbox checks them as bKash does, so a mix-up shows. */
const BKASH_SANDBOX_CREDENTIALS = {
  appKey: 'sandbox-app-key',
  appSecret: 'sandbox-app-secret',
  username: 'sandbox-merchant',
  password: 'sandbox-password',
} as const;

/** What the payer types; the numbers and codes are those of bKash's own sandbox. */
export const BKASH_SANDBOX_PAYER = {
  /** Any 01XXXXXXXXX number pays, this one included. */
  wallet: '01770618575',
  verificationCode: '123456',
  pin: '12121',
  /** Refused after the PIN (2023, insufficient balance): the payer returns with status=failure. */
  insufficientBalanceWallet: '01823074817',
  /** Passes the checkout (status=success) but execute is refused (2037): trust execute only. */
  debitBlockedWallet: '01823074818',
} as const;

/** The client's settings for this sandbox, e.g. createBkashGateway({ ...these, logger }). */
export function bkashSandboxCredentials(publicBaseUrl: string) {
  return {
    baseUrl: `${publicBaseUrl.replace(/\/+$/, '')}${BKASH_SANDBOX_PATH}`,
    ...BKASH_SANDBOX_CREDENTIALS,
  };
}

export interface BkashSandboxOptions {
  /**
   * Where browsers reach this server, e.g. http://127.0.0.1:3000: bkashURL starts with it.
   * Unset: the origin of the merchant's callback URL, right when the sandbox runs inside the
   * merchant's own server.
   */
  publicBaseUrl?: string;
  /** The clock for token and payment expiry; tests move it. */
  now?: () => number;
  /** Where tokens and payments are kept: one place for every server. */
  store: SandboxStore;
}

const PAYMENT_TTL_MS = 15 * 60_000;
const TOKEN_TTL_S = 3600;
const REFRESH_TTL_MS = 28 * 24 * 3600_000;
/** The most a payer may get the code or the PIN wrong before the payment fails. */
const MAX_ATTEMPTS = 3;
/** How long a payment can still be queried, as bKash answers for old payments too. */
const PAYMENT_KEPT_MS = 30 * 24 * 3600_000;
const WALLET = /^01[3-9]\d{8}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Authorized: the payer confirmed with the PIN; bKash says Initiated until execute. */
type Status = 'Initiated' | 'Authorized' | 'Completed' | 'Cancelled' | 'Failed' | 'Expired';
/** The status the payer's browser carries back to the merchant's callback. */
type Outcome = 'success' | 'failure' | 'cancel';

/** Where the checkout page sends the payer of a payment past its steps. */
const OUTCOMES: Record<Exclude<Status, 'Initiated'>, Outcome> = {
  Authorized: 'success',
  Completed: 'success',
  Cancelled: 'cancel',
  Failed: 'failure',
  Expired: 'failure',
};

interface SandboxPayment {
  paymentID: string;
  amount: string;
  invoice: string;
  payerReference: string;
  callbackURL: string;
  createdAt: number;
  status: Status;
  step: CheckoutStep;
  attempts: number;
  wallet?: string;
  failureCode?: string;
  trxID?: string;
  executedAt?: number;
  /** Refunds made on it, by the merchant's sku (one refund per sku). */
  refunds?: Array<{ sku: string; amount: string; refundTrxID: string }>;
  /**
   * The payer's language for the checkout page: the Accept-Language of the create call, which
   * the merchant sends in its user's (payments kept from before it was recorded have none).
   */
  locale?: Locale;
}

/**
 * The language a request's Accept-Language picks (this plugin stands alone, without the app's
 * localize hook).
 */
const localeOf = (request: FastifyRequest) => pickLocale(request.headers['accept-language']);

/** The page's view of a payment, in its payer's language. */
const viewOf = (payment: SandboxPayment): CheckoutView => ({
  ...payment,
  locale: payment.locale ?? 'en',
});

// ---- API schemas: bKash's field names ----

const refusalSchema = z.object({ statusCode: z.string(), statusMessage: z.string() });
const unauthorisedSchema = z.object({ message: z.string() });
const credentialHeaders = z.object({
  username: z.string().optional(),
  password: z.string().optional(),
});
const appHeaders = z.object({
  authorization: z.string().optional(),
  'x-app-key': z.string().optional(),
});
const tokenSchema = z.object({
  statusCode: z.literal('0000'),
  statusMessage: z.string(),
  id_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  refresh_token: z.string(),
});
const paymentSchema = z.object({
  statusCode: z.literal('0000'),
  statusMessage: z.string(),
  paymentID: z.string(),
  mode: z.literal('0011'),
  payerReference: z.string(),
  paymentCreateTime: z.string(),
  amount: z.string(),
  currency: z.literal('BDT'),
  intent: z.literal('sale'),
  merchantInvoiceNumber: z.string(),
  transactionStatus: z.string(),
  trxID: z.string().optional(),
  customerMsisdn: z.string().optional(),
  paymentExecuteTime: z.string().optional(),
});
const createdSchema = paymentSchema.extend({
  bkashURL: z.string(),
  callbackURL: z.string(),
  successCallbackURL: z.string(),
  failureCallbackURL: z.string(),
  cancelledCallbackURL: z.string(),
});
const paymentIdBody = z.object({ paymentID: z.string() });
const refundBody = z.object({
  paymentID: z.string(),
  amount: z.string(),
  trxID: z.string(),
  sku: z.string().max(255),
  reason: z.string().max(255),
});
const refundSchema = z.object({
  statusCode: z.literal('0000'),
  statusMessage: z.string(),
  originalTrxID: z.string(),
  refundTrxID: z.string(),
  transactionStatus: z.literal('Completed'),
  amount: z.string(),
  currency: z.literal('BDT'),
  charge: z.string(),
  completedTime: z.string(),
});
const checkoutForm = z.object({
  paymentID: z.string(),
  step: z.enum(['wallet', 'otp', 'pin']),
  action: z.enum(['confirm', 'cancel']).default('confirm'),
  wallet: z.string().optional(),
  otp: z.string().optional(),
  pin: z.string().optional(),
});

/** bKash's refusal answer, in bKash's words. */
const refuse = (code: string, message?: string) => ({
  statusCode: code,
  statusMessage: message ?? BKASH_ERRORS[code]?.bkash ?? 'System Error',
});

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');
const randomCode = (length: number) =>
  Array.from(randomBytes(length), (byte) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[byte % 36]).join(
    '',
  );

/** bKash's time format, in Dhaka time (UTC+6 all year): 2019-08-07T11:12:34:978 GMT+0600. */
function bkashTime(ms: number) {
  const iso = new Date(ms + 6 * 3600_000).toISOString();
  return `${iso.slice(0, 19)}:${iso.slice(20, 23)} GMT+0600`;
}

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const bkashSandbox: FastifyPluginAsyncZod<BkashSandboxOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const creds = BKASH_SANDBOX_CREDENTIALS;
  const payer = BKASH_SANDBOX_PAYER;
  const api = `${BKASH_SANDBOX_PATH}/tokenized/checkout`;
  const checkoutPath = `${BKASH_SANDBOX_PATH}/checkout`;

  const { store } = options;
  const paymentOf = (id: string) => store.get<SandboxPayment>('payment', id, now());

  acceptFormPosts(app);

  /** A payment left unpaid (or paid but not executed) for 15 minutes expires. */
  function statusOf(payment: SandboxPayment): Status {
    const open = payment.status === 'Initiated' || payment.status === 'Authorized';
    if (open && now() > payment.createdAt + PAYMENT_TTL_MS) payment.status = 'Expired';
    return payment.status;
  }

  function describe(payment: SandboxPayment) {
    const status = statusOf(payment);
    return {
      statusCode: '0000' as const,
      statusMessage: 'Successful',
      paymentID: payment.paymentID,
      mode: '0011' as const,
      payerReference: payment.payerReference,
      paymentCreateTime: bkashTime(payment.createdAt),
      amount: payment.amount,
      currency: 'BDT' as const,
      intent: 'sale' as const,
      merchantInvoiceNumber: payment.invoice,
      transactionStatus: status === 'Authorized' ? 'Initiated' : status,
      ...(payment.trxID && { trxID: payment.trxID }),
      ...(payment.status === 'Completed' && payment.wallet && { customerMsisdn: payment.wallet }),
      ...(payment.executedAt && { paymentExecuteTime: bkashTime(payment.executedAt) }),
    };
  }

  const callbackFor = (payment: SandboxPayment, status: Outcome) => {
    const url = new URL(payment.callbackURL);
    url.searchParams.set('paymentID', payment.paymentID);
    url.searchParams.set('status', status);
    // Opaque, like bKash's: a merchant trusts execute and query, never the redirect.
    url.searchParams.set('signature', randomId(16));
    url.searchParams.set('apiVersion', '1.2.0-beta');
    return url.href;
  };

  function wrongCredentials(
    headers: z.infer<typeof credentialHeaders>,
    appKey?: string,
    appSecret?: string,
  ) {
    if (headers.username !== creds.username || headers.password !== creds.password) {
      return refuse('9999', 'Invalid username or password');
    }
    if (appKey !== creds.appKey || appSecret !== creds.appSecret) return refuse('2001');
    return undefined;
  }

  async function issueToken() {
    const idToken = randomId(32);
    const refreshToken = randomId(32);
    await store.put('id-token', idToken, true, now() + TOKEN_TTL_S * 1000);
    await store.put('refresh-token', refreshToken, true, now() + REFRESH_TTL_MS);
    return {
      statusCode: '0000' as const,
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer' as const,
      expires_in: TOKEN_TTL_S,
      refresh_token: refreshToken,
    };
  }

  /** Checkout calls carry the id_token and the app key, as with bKash. */
  async function requireToken(request: FastifyRequest, reply: FastifyReply) {
    const headers = request.headers;
    const token = String(headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (!token || !(await store.get('id-token', token, now()))) {
      return reply.status(401).send({ message: 'Unauthorized' });
    }
    if (headers['x-app-key'] !== creds.appKey) return reply.send(refuse('2001'));
  }

  const tokenRoute = {
    config: { access: 'public' as const },
    attachValidation: true,
  };

  app.post(
    `${api}/token/grant`,
    {
      ...tokenRoute,
      schema: {
        tags: ['bkash-sandbox'],
        summary: 'Sandbox bKash: grant a token',
        headers: credentialHeaders,
        body: z.object({ app_key: z.string(), app_secret: z.string() }),
        response: { 200: z.union([tokenSchema, refusalSchema]) },
      },
    },
    async (request) => {
      if (request.validationError) return refuse('2065');
      const { app_key: appKey, app_secret: appSecret } = request.body;
      return wrongCredentials(request.headers, appKey, appSecret) ?? issueToken();
    },
  );

  app.post(
    `${api}/token/refresh`,
    {
      ...tokenRoute,
      schema: {
        tags: ['bkash-sandbox'],
        summary: 'Sandbox bKash: refresh a token',
        headers: credentialHeaders,
        body: z.object({ app_key: z.string(), app_secret: z.string(), refresh_token: z.string() }),
        response: { 200: z.union([tokenSchema, refusalSchema]) },
      },
    },
    async (request) => {
      if (request.validationError) return refuse('2065');
      const { app_key: appKey, app_secret: appSecret, refresh_token: refreshToken } = request.body;
      const wrong = wrongCredentials(request.headers, appKey, appSecret);
      if (wrong) return wrong;
      if (!refreshToken || !(await store.get('refresh-token', refreshToken, now()))) {
        return refuse('9999', 'Invalid refresh token');
      }
      await store.delete('refresh-token', refreshToken);
      return issueToken();
    },
  );

  app.post(
    `${api}/create`,
    {
      config: { access: 'public' },
      attachValidation: true,
      preHandler: requireToken,
      schema: {
        tags: ['bkash-sandbox'],
        summary: 'Sandbox bKash: create a payment',
        headers: appHeaders,
        body: z.object({
          mode: z.string(),
          payerReference: z.string().default(''),
          callbackURL: z.string(),
          amount: z.union([z.string(), z.number()]).transform(String),
          currency: z.string(),
          intent: z.string(),
          merchantInvoiceNumber: z.string(),
        }),
        response: {
          200: z.union([createdSchema, refusalSchema]),
          401: unauthorisedSchema,
        },
      },
    },
    async (request) => {
      if (request.validationError) return refuse('2065');
      const body = request.body;
      if (body.mode !== '0011') return refuse('2063');
      if (body.currency !== 'BDT') return refuse('2007');
      if (body.intent !== 'sale') return refuse('2008');
      if (!AMOUNT.test(body.amount) || Number(body.amount) <= 0) return refuse('2006');
      if (!isHttpUrl(body.callbackURL)) return refuse('2049');
      const invoice = body.merchantInvoiceNumber.trim();
      if (!invoice || invoice.length > 255) return refuse('2031');
      // The same invoice must not be paid twice.
      if (await store.invoicePaid(invoice)) return refuse('2029');

      const payment: SandboxPayment = {
        paymentID: `TR0011SB${randomCode(14)}`,
        amount: body.amount,
        invoice,
        payerReference: body.payerReference,
        callbackURL: body.callbackURL,
        createdAt: now(),
        status: 'Initiated',
        step: 'wallet',
        attempts: 0,
        locale: localeOf(request),
      };
      await store.put('payment', payment.paymentID, payment, payment.createdAt + PAYMENT_KEPT_MS);
      const publicBase =
        options.publicBaseUrl?.replace(/\/+$/, '') ?? new URL(payment.callbackURL).origin;
      const callback = (status: string) => {
        const url = new URL(payment.callbackURL);
        url.searchParams.set('paymentID', payment.paymentID);
        url.searchParams.set('status', status);
        return url.href;
      };
      return {
        ...describe(payment),
        bkashURL: `${publicBase}${checkoutPath}?paymentID=${payment.paymentID}`,
        callbackURL: payment.callbackURL,
        successCallbackURL: callback('success'),
        failureCallbackURL: callback('failure'),
        cancelledCallbackURL: callback('cancel'),
      };
    },
  );

  app.post(
    `${api}/execute`,
    {
      config: { access: 'public' },
      attachValidation: true,
      preHandler: requireToken,
      schema: {
        tags: ['bkash-sandbox'],
        summary: 'Sandbox bKash: execute an authorised payment',
        headers: appHeaders,
        body: paymentIdBody,
        response: { 200: z.union([paymentSchema, refusalSchema]), 401: unauthorisedSchema },
      },
    },
    async (request) => {
      if (request.validationError) return refuse('2065');
      const changed = await store.change('payment', request.body.paymentID, execute);
      return changed ? changed.result : refuse('2002');
    },
  );

  app.post(
    `${api}/payment/status`,
    {
      config: { access: 'public' },
      attachValidation: true,
      preHandler: requireToken,
      schema: {
        tags: ['bkash-sandbox'],
        summary: 'Sandbox bKash: the state of a payment',
        headers: appHeaders,
        body: paymentIdBody,
        response: { 200: z.union([paymentSchema, refusalSchema]), 401: unauthorisedSchema },
      },
    },
    async (request) => {
      if (request.validationError) return refuse('2065');
      const payment = await paymentOf(request.body.paymentID);
      return payment ? describe(payment) : refuse('2002');
    },
  );

  app.post(
    `${api}/payment/refund`,
    {
      config: { access: 'public' },
      attachValidation: true,
      preHandler: requireToken,
      schema: {
        tags: ['bkash-sandbox'],
        summary: 'Sandbox bKash: give back all or part of a completed payment',
        headers: appHeaders,
        body: refundBody,
        response: { 200: z.union([refundSchema, refusalSchema]), 401: unauthorisedSchema },
      },
    },
    async (request) => {
      if (request.validationError) return refuse('2065');
      const { paymentID, trxID, sku, amount } = request.body;
      const changed = await store.change('payment', paymentID, (payment: SandboxPayment) => {
        if (payment.status !== 'Completed' || payment.trxID !== trxID) return refuse('2002');
        const refunds = (payment.refunds ??= []);
        // The same sku asked again is the same refund.
        const same = refunds.find((one) => one.sku === sku);
        if (same) return { ...same, repeated: true };
        const poisha = (value: string) => Math.round(Number(value) * 100);
        const given = refunds.reduce((sum, one) => sum + poisha(one.amount), 0);
        if (!AMOUNT.test(amount) || poisha(amount) <= 0) return refuse('2006');
        if (given + poisha(amount) > poisha(payment.amount)) return refuse('2006');
        const made = { sku, amount: Number(amount).toFixed(2), refundTrxID: randomCode(10) };
        refunds.push(made);
        return made;
      });
      if (!changed) return refuse('2002');
      const made = changed.result;
      if ('statusCode' in made) return made;
      return {
        statusCode: '0000' as const,
        statusMessage: 'Successful',
        originalTrxID: trxID,
        refundTrxID: made.refundTrxID,
        transactionStatus: 'Completed' as const,
        amount: made.amount,
        currency: 'BDT' as const,
        charge: '0.00',
        completedTime: bkashTime(now()),
      };
    },
  );

  // ---- the payer's checkout page ----

  function page(reply: FastifyReply, status: number, html: string, payment?: SandboxPayment) {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        checkoutCsp(payment && new URL(payment.callbackURL).origin),
      )
      .send(html);
  }

  const checkoutUrl = (payment: SandboxPayment) =>
    `${checkoutPath}?paymentID=${encodeURIComponent(payment.paymentID)}`;

  function render(reply: FastifyReply, payment: SandboxPayment, error?: string) {
    const status = statusOf(payment);
    if (status === 'Initiated') {
      const html = stepPage(viewOf(payment), { action: checkoutPath, hints: payer, error });
      return page(reply, error ? 400 : 200, html, payment);
    }
    const back = callbackFor(payment, OUTCOMES[status]);
    return page(reply, 200, finishedPage(viewOf(payment), status, back), payment);
  }

  /** Where the payer goes next: a redirect, or the same step again with an error. */
  type Next = { redirect: string } | { error: string };

  function fail(payment: SandboxPayment, code: string): Next {
    payment.status = 'Failed';
    payment.failureCode = code;
    return { redirect: callbackFor(payment, 'failure') };
  }

  /** A wrong code or PIN: try again, until the attempts run out and the payment fails. */
  function wrong(payment: SandboxPayment, what: 'otp' | 'pin'): Next {
    payment.attempts += 1;
    // bKash's codes for too many wrong verification codes, and wrong PINs.
    if (payment.attempts >= MAX_ATTEMPTS) return fail(payment, what === 'otp' ? '2017' : '2015');
    const words = sandboxWords(viewOf(payment).locale);
    const said = what === 'otp' ? words.wrongOtp : words.wrongPin;
    return { error: `${said} ${words.attemptsLeft(MAX_ATTEMPTS - payment.attempts)}` };
  }

  /** One step of the payer's checkout, on the payment as stored (under its lock). */
  function advance(payment: SandboxPayment, form: z.infer<typeof checkoutForm>): Next {
    const again = { redirect: checkoutUrl(payment) };
    if (statusOf(payment) !== 'Initiated') return again;
    if (form.action === 'cancel') {
      payment.status = 'Cancelled';
      return { redirect: callbackFor(payment, 'cancel') };
    }
    // A form from an earlier step (the back button): show the current one.
    if (form.step !== payment.step) return again;

    // Digits typed on a Bangla keyboard count as the same digits.
    const value = toAsciiDigits((form[form.step] ?? '').trim());
    switch (payment.step) {
      case 'wallet':
        if (!WALLET.test(value)) return { error: sandboxWords(viewOf(payment).locale).wrongWallet };
        payment.wallet = value;
        payment.step = 'otp';
        payment.attempts = 0;
        return again;
      case 'otp':
        if (value !== payer.verificationCode) return wrong(payment, 'otp');
        payment.step = 'pin';
        payment.attempts = 0;
        return again;
      case 'pin':
        if (value !== payer.pin) return wrong(payment, 'pin');
        if (payment.wallet === payer.insufficientBalanceWallet) return fail(payment, '2023');
        payment.status = 'Authorized';
        return { redirect: callbackFor(payment, 'success') };
    }
  }

  /** Takes the money of an authorised payment, once. */
  function execute(payment: SandboxPayment) {
    switch (statusOf(payment)) {
      case 'Completed':
        return refuse('2117');
      case 'Failed':
        return refuse(payment.failureCode ?? '2056');
      case 'Authorized':
        break;
      default:
        // Not confirmed by the payer (yet), cancelled or expired.
        return refuse('2056');
    }
    if (payment.wallet === payer.debitBlockedWallet) {
      payment.status = 'Failed';
      payment.failureCode = '2037';
      return refuse('2037');
    }
    payment.status = 'Completed';
    payment.trxID = randomCode(10);
    payment.executedAt = now();
    return describe(payment);
  }

  // The page's Bengali font is the app's own, so Bangla and the taka sign look the same anywhere.
  const fonts = new Map(
    SANDBOX_FONT_WEIGHTS.map((weight) => [
      sandboxFontFile(weight),
      () => notoSansBengali('bengali', weight),
    ]),
  );

  app.get(
    `${SANDBOX_FONT_PATH}/:file`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['bkash-sandbox'],
        summary: "Sandbox bKash: the checkout page's Bengali font (WOFF2)",
        params: z.object({ file: z.string().max(60) }),
      },
    },
    async (request, reply) => {
      const font = fonts.get(request.params.file);
      if (!font) return reply.status(404).send({ message: 'Not Found' });
      return reply
        .type('font/woff2')
        .header('cache-control', 'public, max-age=86400')
        .send(await font());
    },
  );

  app.get(
    checkoutPath,
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: {
        tags: ['bkash-sandbox'],
        summary: "Sandbox bKash: the payer's checkout page (HTML)",
        querystring: z.object({ paymentID: z.string() }),
      },
    },
    async (request, reply) => {
      const payment = request.validationError
        ? undefined
        : await paymentOf(request.query.paymentID);
      return payment ? render(reply, payment) : page(reply, 404, notFoundPage(localeOf(request)));
    },
  );

  app.post(
    checkoutPath,
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: {
        tags: ['bkash-sandbox'],
        summary: "Sandbox bKash: one step of the payer's checkout (HTML form)",
        body: checkoutForm,
      },
    },
    async (request, reply) => {
      const changed = request.validationError
        ? undefined
        : await store.change('payment', request.body.paymentID, (payment: SandboxPayment) =>
            advance(payment, request.body),
          );
      if (!changed) return page(reply, 404, notFoundPage(localeOf(request)));
      const next = changed.result;
      return 'error' in next
        ? render(reply, changed.value, next.error)
        : reply.redirect(next.redirect, 303);
    },
  );
};
