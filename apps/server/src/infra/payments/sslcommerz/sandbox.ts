import { pickLocale, toAsciiDigits, type Locale } from '@careercard/shared/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { escapeHtml } from '../../../lib/escape-html';
import { injectFetch } from '../../../lib/inject-fetch';
import { SANDBOX_FONT_FACES } from '../bkash/sandbox-page';
import { acceptFormPosts } from '../form-posts';
import type { SandboxStore } from '../../sandbox-store';
import { sslcommerzSignature } from './client';

/**
 * A local stand-in for SSLCommerz (v4): the session API, a hosted card page with a test card
 * that pays and one that is declined, the payer's return to the merchant (a form POST, as
 * SSLCommerz sends it), the IPN, the validation and transaction query APIs, and refunds. Its
 * transactions live in the stand-ins' store. Test money only: a deployment turns it on only
 * when asked to.
 */

export const SSLCOMMERZ_SANDBOX_PATH = '/api/sslcommerz-sandbox';

/** The store the stand-in knows. */
export const SSLCOMMERZ_SANDBOX_STORE = {
  storeId: 'careercard0local',
  storePassword: 'careercard0local@ssl',
};

/** What the payer types on the card page: any future expiry date and any three-digit CVC. */
export const SSLCOMMERZ_SANDBOX_CARDS = {
  /** Pays. */
  paying: '4111 1111 1111 1111',
  /** Declined by the bank: the payer returns to the fail address. */
  declined: '4000 0000 0000 0002',
} as const;

const KEPT_MS = 30 * 24 * 3600_000;
const MIN_TAKA = 10;
const MAX_TAKA = 500_000;

type Status = 'PENDING' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';

interface Refund {
  refundRefId: string;
  amount: string;
  remarks: string;
  refundTransId?: string;
  at: number;
}

interface CardPayment {
  tranId: string;
  sessionKey: string;
  amount: string;
  productName: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl?: string;
  valueA?: string;
  locale: Locale;
  status: Status;
  createdAt: number;
  valId?: string;
  bankTranId?: string;
  cardNo?: string;
  tranDate?: string;
  validatedAt?: number;
  refunds: Refund[];
}

const sessionForm = z.object({
  store_id: z.string(),
  store_passwd: z.string(),
  total_amount: z.string(),
  currency: z.string(),
  tran_id: z.string().min(1).max(30),
  success_url: z.url(),
  fail_url: z.url(),
  cancel_url: z.url(),
  ipn_url: z.url().optional(),
  product_name: z.string().min(1).max(255),
  cus_name: z.string().min(1),
  cus_email: z.string().min(1),
  cus_phone: z.string().min(1),
  value_a: z.string().max(255).optional(),
});
const cardForm = z.object({
  action: z.enum(['pay', 'cancel']),
  card: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
});
const credentialsQuery = z.object({
  store_id: z.string().optional(),
  store_passwd: z.string().optional(),
});

const randomId = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const digits = (value = '') => toAsciiDigits(value).replace(/[\s-]/g, '');
/** SSLCommerz's time format, Bangladesh time. */
const tranDate = (at: number) =>
  new Date(at + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A card expiry "MM/YY" not yet past. */
function unexpired(expiry: string, now: number) {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(toAsciiDigits(expiry).trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(2000 + Number(match[2]), month, 1);
  return endOfMonth > now;
}

const WORDS = {
  en: {
    title: 'SSLCommerz sandbox',
    testMoney: 'Test money only.',
    order: 'Transaction',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    cancel: 'Cancel',
    problem: 'Check the card number, expiry date and CVC.',
    back: 'Return to the merchant',
  },
  bn: {
    title: 'SSLCommerz স্যান্ডবক্স',
    testMoney: 'শুধু পরীক্ষার টাকা।',
    order: 'লেনদেন',
    card: 'কার্ড নম্বর',
    expiry: 'মেয়াদ (মাস/বছর)',
    cvc: 'সিভিসি',
    pay: 'পরিশোধ করুন',
    cancel: 'বাতিল করুন',
    problem: 'কার্ড নম্বর, মেয়াদ ও সিভিসি দেখে নিন।',
    back: 'বিক্রেতার কাছে ফিরে যান',
  },
} satisfies Record<Locale, Record<string, string>>;

const STYLES =
  SANDBOX_FONT_FACES +
  'body{font-family:"Noto Sans Bengali",system-ui,sans-serif;background:#eef2f7;margin:0;padding:24px}main{max-width:380px;margin:auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px #0002}h1{color:#0b4f8a;font-size:20px}label{display:block;margin-top:12px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;margin-top:4px}.row{display:flex;gap:12px}button{margin-top:16px;width:100%;padding:12px;font-size:16px;border:0;border-radius:8px}.pay{background:#0b4f8a;color:#fff}.cancel{background:#eee}.problem{color:#b00020}';
/** Submits the return form at once, as SSLCommerz's page does; without script, its button. */
const RETURN_SCRIPT = 'document.forms[0].submit()';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** The page's one style block and one script, allowed by their hashes (made once). */
const ALLOWED = `style-src ${hashOf(STYLES)}; script-src ${hashOf(RETURN_SCRIPT)}`;

function page(reply: FastifyReply, status: number, html: string, formTarget?: string) {
  const forms = formTarget ? `'self' ${new URL(formTarget).origin}` : "'self'";
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; ${ALLOWED}; ` +
        "font-src 'self'; " +
        `form-action ${forms}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html);
}

const layout = (locale: Locale, title: string, body: string) => `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLES}</style></head><body><main>${body}</main></body></html>`;

/** The card page: the amount, a card's number, expiry and CVC, Pay and Cancel. */
function cardPage(payment: CardPayment, problem = false) {
  const words = WORDS[payment.locale];
  const amount = escapeHtml(payment.amount);
  return layout(
    payment.locale,
    `${words.title} · ৳${payment.amount}`,
    `<h1>${words.title}</h1>
<p>${words.testMoney} ${words.order} ${escapeHtml(payment.tranId)}: <strong>৳${amount}</strong></p>
<p>${escapeHtml(payment.productName)}</p>
${problem ? `<p class="problem" role="alert">${words.problem}</p>` : ''}
<form method="post">
<label>${words.card}<input name="card" inputmode="numeric" autocomplete="off" placeholder="${SSLCOMMERZ_SANDBOX_CARDS.paying}"></label>
<div class="row"><label>${words.expiry}<input name="expiry" inputmode="numeric" autocomplete="off" placeholder="12/30"></label>
<label>${words.cvc}<input name="cvc" inputmode="numeric" autocomplete="off" placeholder="123"></label></div>
<button class="pay" name="action" value="pay">${words.pay}</button>
<button class="cancel" name="action" value="cancel">${words.cancel}</button>
</form>`,
  );
}

/** Back to the merchant: the fields posted to its address, signed, as SSLCommerz does. */
function returnPage(payment: CardPayment, target: string, fields: Record<string, string>) {
  const words = WORDS[payment.locale];
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return layout(
    payment.locale,
    words.title,
    `<form method="post" action="${escapeHtml(target)}">${inputs}<button class="pay">${words.back}</button></form><script>${RETURN_SCRIPT}</script>`,
  );
}

/** What SSLCommerz posts about a transaction to the merchant's return and IPN addresses. */
function noticeOf(payment: CardPayment): Record<string, string> {
  const fields: Record<string, string> = {
    tran_id: payment.tranId,
    val_id: payment.valId ?? '',
    amount: payment.amount,
    card_type: payment.cardNo ? 'VISA-Sandbox Bank' : '',
    store_amount: payment.status === 'VALID' ? (Number(payment.amount) * 0.975).toFixed(2) : '0.00',
    card_no: payment.cardNo ?? '',
    bank_tran_id: payment.bankTranId ?? '',
    status: payment.status,
    tran_date: payment.tranDate ?? tranDate(payment.createdAt),
    error: payment.status === 'FAILED' ? 'Declined by the issuing bank' : '',
    currency: 'BDT',
    store_id: SSLCOMMERZ_SANDBOX_STORE.storeId,
    currency_type: 'BDT',
    currency_amount: payment.amount,
    value_a: payment.valueA ?? '',
    risk_level: '0',
    risk_title: 'Safe',
  };
  fields.verify_key = Object.keys(fields).join(',');
  fields.verify_sign = sslcommerzSignature(fields, SSLCOMMERZ_SANDBOX_STORE.storePassword);
  return fields;
}

/** One attempt as the transaction query lists it. */
const attemptOf = (payment: CardPayment) => ({
  val_id: payment.valId ?? '',
  status: payment.status,
  validated_on: payment.validatedAt ? tranDate(payment.validatedAt) : '',
  currency_type: 'BDT',
  currency_amount: payment.amount,
  tran_date: payment.tranDate ?? '',
  tran_id: payment.tranId,
  amount: payment.amount,
  bank_tran_id: payment.bankTranId ?? '',
  error: payment.status === 'FAILED' ? 'Declined by the issuing bank' : '',
});

export interface SslcommerzSandboxOptions {
  store: SandboxStore;
  /** Where browsers reach this server; unset: the origin of the merchant's return address. */
  publicBaseUrl?: string;
  now?: () => number;
}

/** The stand-in's routes, under SSLCOMMERZ_SANDBOX_PATH. */
export const sslcommerzSandbox: FastifyPluginAsyncZod<SslcommerzSandboxOptions> = async (
  app,
  options,
) => {
  const { store } = options;
  const now = options.now ?? Date.now;
  acceptFormPosts(app);
  // The IPN goes to the merchant's server, which is this one: in-process, no network hop.
  const notify = injectFetch(app);
  const hidden = { config: { access: 'public' as const }, schema: { hide: true } };
  const ours = (query: { store_id?: string; store_passwd?: string }) =>
    query.store_id === SSLCOMMERZ_SANDBOX_STORE.storeId &&
    query.store_passwd === SSLCOMMERZ_SANDBOX_STORE.storePassword;
  const paymentOf = (tranId: string) => store.get<CardPayment>('card-payment', tranId, now());
  async function pointedTo(
    kind: 'card-session' | 'card-validation' | 'card-bank-tran',
    id: string,
  ) {
    const tranId = await store.get<string>(kind, id, now());
    return tranId ? paymentOf(tranId) : undefined;
  }

  app.post(
    `${SSLCOMMERZ_SANDBOX_PATH}/gwprocess/v4/api.php`,
    { ...hidden, attachValidation: true, schema: { ...hidden.schema, body: sessionForm } },
    async (request) => {
      const failed = (failedreason: string) => ({ status: 'FAILED', failedreason });
      if (request.validationError)
        return failed(`Invalid data: ${request.validationError.message}`.slice(0, 200));
      const body = request.body;
      if (!ours(body)) return failed('Store Credential Error Or Store is De-active');
      const amount = Number(body.total_amount);
      if (!/^\d+(\.\d{1,2})?$/.test(body.total_amount) || amount < MIN_TAKA || amount > MAX_TAKA) {
        return failed('Invalid amount: it must be from 10.00 BDT to 500000.00 BDT');
      }
      if (body.currency !== 'BDT') return failed('Invalid currency');
      if (await paymentOf(body.tran_id)) return failed('Duplicate tran_id');
      const sessionKey = randomId(16);
      const payment: CardPayment = {
        tranId: body.tran_id,
        sessionKey,
        amount: amount.toFixed(2),
        productName: body.product_name,
        successUrl: body.success_url,
        failUrl: body.fail_url,
        cancelUrl: body.cancel_url,
        ...(body.ipn_url ? { ipnUrl: body.ipn_url } : {}),
        ...(body.value_a ? { valueA: body.value_a } : {}),
        locale: pickLocale(request.headers['accept-language']),
        status: 'PENDING',
        createdAt: now(),
        refunds: [],
      };
      await store.put('card-payment', payment.tranId, payment, now() + KEPT_MS);
      await store.put('card-session', sessionKey, payment.tranId, now() + KEPT_MS);
      const base = (options.publicBaseUrl ?? new URL(body.success_url).origin).replace(/\/+$/, '');
      const pageUrl = `${base}${SSLCOMMERZ_SANDBOX_PATH}/checkout/${sessionKey}`;
      return {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: sessionKey,
        GatewayPageURL: pageUrl,
        redirectGatewayURL: pageUrl,
        storeBanner: '',
        storeLogo: '',
      };
    },
  );

  const checkoutParams = z.object({ sessionKey: z.string().max(64) });
  const notFound = (reply: FastifyReply) =>
    page(reply, 404, layout('en', 'Not found', '<p>Payment not found</p>'));

  app.get(
    `${SSLCOMMERZ_SANDBOX_PATH}/checkout/:sessionKey`,
    { ...hidden, schema: { ...hidden.schema, params: checkoutParams } },
    async (request, reply) => {
      const payment = await pointedTo('card-session', request.params.sessionKey);
      if (!payment || payment.status !== 'PENDING') return notFound(reply);
      return page(reply, 200, cardPage(payment));
    },
  );

  async function deliverIpn(payment: CardPayment, logger: FastifyBaseLogger) {
    if (!payment.ipnUrl) return;
    try {
      await notify(payment.ipnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(noticeOf(payment)).toString(),
      });
    } catch (error) {
      // SSLCommerz retries an IPN it could not deliver; the payer's return still settles it.
      logger.warn({ err: error, tranId: payment.tranId }, 'SSLCommerz stand-in: IPN not delivered');
    }
  }

  app.post(
    `${SSLCOMMERZ_SANDBOX_PATH}/checkout/:sessionKey`,
    { ...hidden, schema: { ...hidden.schema, params: checkoutParams, body: cardForm } },
    async (request, reply) => {
      const found = await pointedTo('card-session', request.params.sessionKey);
      if (!found || found.status !== 'PENDING') return notFound(reply);
      const { action } = request.body;
      const card = digits(request.body.card);
      let status: Status = 'CANCELLED';
      if (action === 'pay') {
        const known = Object.values(SSLCOMMERZ_SANDBOX_CARDS).map((number) => digits(number));
        const cvcOk = /^\d{3}$/.test(digits(request.body.cvc));
        if (!known.includes(card) || !cvcOk || !unexpired(request.body.expiry ?? '', now())) {
          return page(reply, 400, cardPage(found, true));
        }
        status = card === digits(SSLCOMMERZ_SANDBOX_CARDS.paying) ? 'VALID' : 'FAILED';
      }
      const changed = await store.change<CardPayment, boolean>(
        'card-payment',
        found.tranId,
        (value) => {
          if (value.status !== 'PENDING') return false;
          value.status = status;
          if (action === 'pay') {
            value.cardNo = `${card.slice(0, 6)}XXXXXX${card.slice(-4)}`;
            value.tranDate = tranDate(now());
            value.valId = `${tranDate(now()).replace(/\D/g, '').slice(2, 12)}${randomId(8)}`;
          }
          if (status === 'VALID') value.bankTranId = randomId(9);
          return true;
        },
      );
      if (!changed?.result) return notFound(reply);
      const payment = changed.value;
      if (payment.valId) {
        await store.put('card-validation', payment.valId, payment.tranId, now() + KEPT_MS);
      }
      if (payment.bankTranId) {
        await store.put('card-bank-tran', payment.bankTranId, payment.tranId, now() + KEPT_MS);
      }
      await deliverIpn(payment, request.log);
      const target =
        { VALID: payment.successUrl, FAILED: payment.failUrl }[status as string] ??
        payment.cancelUrl;
      return page(reply, 200, returnPage(payment, target, noticeOf(payment)), target);
    },
  );

  app.get(
    `${SSLCOMMERZ_SANDBOX_PATH}/validator/api/validationserverAPI.php`,
    {
      ...hidden,
      schema: {
        ...hidden.schema,
        querystring: credentialsQuery.extend({ val_id: z.string().max(64).optional() }),
      },
    },
    async (request) => {
      const invalid = { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
      if (!ours(request.query)) return { ...invalid, APIConnect: 'INVALID_REQUEST' };
      const found = request.query.val_id
        ? await pointedTo('card-validation', request.query.val_id)
        : undefined;
      if (!found || (found.status !== 'VALID' && found.status !== 'VALIDATED')) return invalid;
      // The first validation answers VALID, any later one VALIDATED, as SSLCommerz does.
      const changed = await store.change<CardPayment, Status>(
        'card-payment',
        found.tranId,
        (value) => {
          const was = value.status;
          value.status = 'VALIDATED';
          value.validatedAt ??= now();
          return was;
        },
      );
      const payment = changed!.value;
      return {
        ...attemptOf(payment),
        status: changed!.result,
        store_amount: (Number(payment.amount) * 0.975).toFixed(2),
        currency: 'BDT',
        card_type: 'VISA-Sandbox Bank',
        card_no: payment.cardNo ?? '',
        card_brand: 'VISA',
        risk_level: '0',
        risk_title: 'Safe',
        APIConnect: 'DONE',
        gw_version: 'sandbox',
      };
    },
  );

  app.get(
    `${SSLCOMMERZ_SANDBOX_PATH}/validator/api/merchantTransIDvalidationAPI.php`,
    {
      ...hidden,
      schema: {
        ...hidden.schema,
        querystring: credentialsQuery.extend({
          tran_id: z.string().max(30).optional(),
          bank_tran_id: z.string().max(80).optional(),
          refund_amount: z.string().max(20).optional(),
          refund_remarks: z.string().max(255).optional(),
          refund_trans_id: z.string().max(30).optional(),
        }),
      },
    },
    async (request) => {
      const query = request.query;
      if (!ours(query)) return { APIConnect: 'INVALID_REQUEST' };
      if (query.bank_tran_id) return refund(query);
      if (!query.tran_id) return { APIConnect: 'INVALID_REQUEST' };
      const found = await paymentOf(query.tran_id);
      const listed = found && found.status !== 'PENDING' ? [attemptOf(found)] : [];
      return { APIConnect: 'DONE', no_of_trans_found: listed.length, element: listed };
    },
  );

  /** Refunds, found by the bank transaction they return money from. */
  async function refund(query: {
    bank_tran_id?: string;
    refund_amount?: string;
    refund_remarks?: string;
    refund_trans_id?: string;
  }) {
    const answer = (status: string, errorReason = '', refundRefId = '') => ({
      APIConnect: 'DONE',
      bank_tran_id: query.bank_tran_id,
      trans_id: payment?.tranId ?? '',
      refund_ref_id: refundRefId,
      status,
      errorReason,
    });
    const payment = await pointedTo('card-bank-tran', query.bank_tran_id ?? '');
    if (!payment || payment.status !== 'VALIDATED') {
      return answer('failed', 'Transaction not found or not validated');
    }
    const amount = Number(query.refund_amount);
    const refunded = payment.refunds.reduce((sum, one) => sum + Number(one.amount), 0);
    if (!/^\d+(\.\d{1,2})?$/.test(query.refund_amount ?? '') || amount <= 0) {
      return answer('failed', 'Invalid refund amount');
    }
    if (Math.round((refunded + amount) * 100) > Math.round(Number(payment.amount) * 100)) {
      return answer('failed', 'Refund amount exceeds the amount paid');
    }
    if (!query.refund_remarks) return answer('failed', 'Refund remarks are required');
    if (
      query.refund_trans_id &&
      payment.refunds.some((one) => one.refundTransId === query.refund_trans_id)
    ) {
      const same = payment.refunds.find((one) => one.refundTransId === query.refund_trans_id)!;
      return answer('success', '', same.refundRefId);
    }
    const refundRefId = randomId(10);
    await store.change<CardPayment, void>('card-payment', payment.tranId, (value) => {
      value.refunds.push({
        refundRefId,
        amount: amount.toFixed(2),
        remarks: query.refund_remarks!,
        ...(query.refund_trans_id ? { refundTransId: query.refund_trans_id } : {}),
        at: now(),
      });
    });
    return answer('success', '', refundRefId);
  }
};
