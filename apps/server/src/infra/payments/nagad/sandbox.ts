import { pickLocale, toAsciiDigits, type Locale } from '@careercard/shared/locale';
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../../lib/escape-html';
import type { SandboxStore } from '../../sandbox-store';
import { SANDBOX_FONT_FACES } from '../bkash/sandbox-page';
import { acceptFormPosts } from '../form-posts';
import { nagadDateTime } from './client';
import { open, privateKeyOf, publicKeyOf, seal, SealError } from './crypto';

/**
 * A local stand-in for Nagad's merchant checkout API: initialize, complete and verify, with
 * Nagad's sealing (it decrypts with its private key and checks the merchant's signature, as
 * Nagad's server does), and the payer's page with a test wallet that pays and one that fails.
 * Its payments and keys live in the same store as the bKash stand-in's, so every server behind
 * a load balancer knows them. Test money only: a deployment turns it on only when asked to.
 */

export const NAGAD_SANDBOX_PATH = '/api/nagad-sandbox';

/** The merchant the stand-in knows. */
export const NAGAD_SANDBOX_MERCHANT = {
  merchantId: '683002007104225',
  merchantNumber: '01711428036',
};

/** What the payer types on the stand-in's page. */
export const NAGAD_SANDBOX_PAYER = {
  /** Pays. */
  wallet: '01311111111',
  pin: '1234',
  /** Refused for insufficient balance: the payer returns with status=Failed. */
  failingWallet: '01322222222',
} as const;

const KEYS_KEPT_MS = 100 * 365 * 24 * 3600_000;
const PAYMENT_KEPT_MS = 30 * 24 * 3600_000;
const WALLET = /^01[3-9]\d{8}$/;
const AMOUNT = /^\d{1,9}\.\d{2}$/;

interface StoredKeys {
  nagadPrivate: string;
  nagadPublic: string;
  merchantPrivate: string;
  merchantPublic: string;
}

export interface NagadSandboxKeys {
  nagadPublic: KeyObject;
  nagadPrivate: KeyObject;
  merchantPublic: KeyObject;
  merchantPrivate: KeyObject;
}

const pemPair = () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};

/**
 * The stand-in's own key pair (Nagad's part) and its test merchant's, made once for the
 * installation and kept in the store: every server seals and opens with the same keys.
 */
export async function nagadSandboxKeys(store: SandboxStore): Promise<NagadSandboxKeys> {
  let stored = await store.get<StoredKeys>('nagad-keys', 'keys', Date.now());
  if (!stored) {
    const nagad = pemPair();
    const merchant = pemPair();
    await store.create(
      'nagad-keys',
      'keys',
      {
        nagadPrivate: nagad.privateKey,
        nagadPublic: nagad.publicKey,
        merchantPrivate: merchant.privateKey,
        merchantPublic: merchant.publicKey,
      } satisfies StoredKeys,
      Date.now() + KEYS_KEPT_MS,
    );
    // Another server may have stored its pair first: all use the one kept.
    stored = await store.get<StoredKeys>('nagad-keys', 'keys', Date.now());
    if (!stored) throw new Error('The Nagad stand-in could not keep its keys');
  }
  return {
    nagadPublic: publicKeyOf(stored.nagadPublic),
    nagadPrivate: privateKeyOf(stored.nagadPrivate),
    merchantPublic: publicKeyOf(stored.merchantPublic),
    merchantPrivate: privateKeyOf(stored.merchantPrivate),
  };
}

type Status = 'OrderInitiated' | 'Ready' | 'Success' | 'Aborted' | 'Failed';

interface SandboxPayment {
  paymentRefId: string;
  merchantId: string;
  orderId: string;
  /** The challenge the stand-in sent back, which the order must carry. */
  challenge: string;
  status: Status;
  createdAt: number;
  amount?: string;
  callbackUrl?: string;
  clientMobileNo?: string;
  issuerPaymentRefNo?: string;
  paidAt?: number;
  /** The payer's language for the page: the Accept-Language the merchant sent its call in. */
  locale?: Locale;
}

const sealedBody = z.object({ sensitiveData: z.string().min(1), signature: z.string().min(1) });
const initializeBody = sealedBody.extend({
  accountNumber: z.string().optional(),
  dateTime: z.string(),
});
const completeBody = sealedBody.extend({
  merchantCallbackURL: z.url(),
  additionalMerchantInfo: z.unknown().optional(),
});
const initializeData = z.object({
  merchantId: z.string(),
  datetime: z.string(),
  orderId: z.string(),
  challenge: z.string().min(1),
});
const orderData = z.object({
  merchantId: z.string(),
  orderId: z.string(),
  currencyCode: z.literal('050'),
  amount: z.string().regex(AMOUNT),
  challenge: z.string(),
});
const refusal = z.object({ reason: z.string(), message: z.string() });
const checkoutForm = z.object({
  action: z.enum(['pay', 'cancel']),
  wallet: z.string().optional(),
  pin: z.string().optional(),
});

const randomId = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

const WORDS = {
  en: {
    title: 'Nagad sandbox',
    testMoney: 'Test money only.',
    order: 'Order',
    wallet: 'Nagad account number',
    pin: 'PIN',
    pay: 'Pay',
    cancel: 'Cancel',
    problem: 'Check the account number and PIN.',
  },
  bn: {
    title: 'Nagad স্যান্ডবক্স',
    testMoney: 'শুধু পরীক্ষার টাকা।',
    order: 'অর্ডার',
    wallet: 'Nagad অ্যাকাউন্ট নম্বর',
    pin: 'পিন',
    pay: 'পরিশোধ করুন',
    cancel: 'বাতিল করুন',
    problem: 'অ্যাকাউন্ট নম্বর ও পিন দেখে নিন।',
  },
} satisfies Record<Locale, Record<string, string>>;

/** The payer's page, in the payer's language: the amount, a wallet number and PIN, Pay and Cancel. */
function checkoutPage(payment: SandboxPayment, problem = false): string {
  const locale = payment.locale ?? 'en';
  const words = WORDS[locale];
  const amount = escapeHtml(payment.amount ?? '');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words.title} · ৳${amount}</title>
<style>${SANDBOX_FONT_FACES}body{font-family:"Noto Sans Bengali",system-ui,sans-serif;background:#f6f1ee;margin:0;padding:24px}main{max-width:360px;margin:auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px #0002}h1{color:#ec1c24;font-size:20px}label{display:block;margin-top:12px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;margin-top:4px}button{margin-top:16px;width:100%;padding:12px;font-size:16px;border:0;border-radius:8px}.pay{background:#ec1c24;color:#fff}.cancel{background:#eee}.problem{color:#b00020}</style>
</head><body><main>
<h1>${words.title}</h1>
<p>${words.testMoney} ${words.order} ${escapeHtml(payment.orderId)}: <strong>৳${amount}</strong></p>
${problem ? `<p class="problem" role="alert">${words.problem}</p>` : ''}
<form method="post">
<label>${words.wallet}<input name="wallet" inputmode="numeric" autocomplete="off" placeholder="${NAGAD_SANDBOX_PAYER.wallet}"></label>
<label>${words.pin}<input name="pin" type="password" inputmode="numeric" autocomplete="off"></label>
<button class="pay" name="action" value="pay">${words.pay}</button>
<button class="cancel" name="action" value="cancel">${words.cancel}</button>
</form></main></body></html>`;
}

export interface NagadSandboxOptions {
  store: SandboxStore;
  /** Where browsers reach this server; unset: the origin of the merchant's callback URL. */
  publicBaseUrl?: string;
  now?: () => number;
}

/** The stand-in's routes, under NAGAD_SANDBOX_PATH. */
export const nagadSandbox: FastifyPluginAsyncZod<NagadSandboxOptions> = async (app, options) => {
  const { store } = options;
  const now = options.now ?? Date.now;
  acceptFormPosts(app);
  const keys = () => nagadSandboxKeys(store);
  const publicRoute = { config: { access: 'public' as const }, schema: { hide: true } };
  const payment = (id: string) => store.get<SandboxPayment>('nagad-payment', id, now());
  const refuse = (reason: string, message: string) => ({ reason, message });

  app.post(
    `${NAGAD_SANDBOX_PATH}/api/dfs/check-out/initialize/:merchantId/:orderId`,
    {
      ...publicRoute,
      schema: {
        ...publicRoute.schema,
        params: z.object({ merchantId: z.string(), orderId: z.string().max(40) }),
        body: initializeBody,
        response: {
          200: sealedBody,
          400: refusal,
        },
      },
    },
    async (request, reply) => {
      const { merchantId, orderId } = request.params;
      if (merchantId !== NAGAD_SANDBOX_MERCHANT.merchantId) {
        return reply.status(400).send(refuse('InvalidMerchant', 'Merchant is not registered'));
      }
      const { nagadPrivate, merchantPublic } = await keys();
      let data: z.infer<typeof initializeData>;
      try {
        data = initializeData.parse(open(request.body, nagadPrivate, merchantPublic));
      } catch (error) {
        const reason = error instanceof SealError && error.problem === 'signature';
        return reply
          .status(400)
          .send(
            reason
              ? refuse('InvalidSignature', 'Signature verification failed')
              : refuse('InvalidSensitiveData', 'Sensitive data could not be read'),
          );
      }
      if (data.merchantId !== merchantId || data.orderId !== orderId) {
        return reply.status(400).send(refuse('InvalidRequest', 'Order does not match'));
      }
      const paymentRefId = `${nagadDateTime(now()).slice(0, 8)}${randomId(10)}`;
      const challenge = randomId(20);
      await store.put(
        'nagad-payment',
        paymentRefId,
        {
          paymentRefId,
          merchantId,
          orderId,
          challenge,
          status: 'OrderInitiated',
          createdAt: now(),
          locale: pickLocale(request.headers['accept-language']),
        } satisfies SandboxPayment,
        now() + PAYMENT_KEPT_MS,
      );
      return seal(
        { paymentReferenceId: paymentRefId, challenge, acceptDateTime: nagadDateTime(now()) },
        merchantPublic,
        nagadPrivate,
      );
    },
  );

  app.post(
    `${NAGAD_SANDBOX_PATH}/api/dfs/check-out/complete/:paymentRefId`,
    {
      ...publicRoute,
      schema: {
        ...publicRoute.schema,
        params: z.object({ paymentRefId: z.string() }),
        body: completeBody,
        response: {
          200: z.object({ status: z.literal('Success'), callBackUrl: z.string() }),
          400: refusal,
        },
      },
    },
    async (request, reply) => {
      const found = await payment(request.params.paymentRefId);
      if (!found || found.status !== 'OrderInitiated') {
        return reply.status(400).send(refuse('InvalidPaymentRefId', 'Payment is not open'));
      }
      const { nagadPrivate, merchantPublic } = await keys();
      let order: z.infer<typeof orderData>;
      try {
        order = orderData.parse(open(request.body, nagadPrivate, merchantPublic));
      } catch {
        return reply.status(400).send(refuse('InvalidSensitiveData', 'Order could not be read'));
      }
      if (
        order.merchantId !== found.merchantId ||
        order.orderId !== found.orderId ||
        order.challenge !== found.challenge
      ) {
        return reply.status(400).send(refuse('InvalidRequest', 'Order does not match'));
      }
      const callbackUrl = request.body.merchantCallbackURL;
      await store.change<SandboxPayment, void>('nagad-payment', found.paymentRefId, (value) => {
        Object.assign(value, { status: 'Ready', amount: order.amount, callbackUrl });
      });
      const base = (options.publicBaseUrl ?? new URL(callbackUrl).origin).replace(/\/+$/, '');
      return {
        status: 'Success' as const,
        callBackUrl: `${base}${NAGAD_SANDBOX_PATH}/checkout/${found.paymentRefId}`,
      };
    },
  );

  app.get(
    `${NAGAD_SANDBOX_PATH}/api/dfs/verify/payment/:paymentRefId`,
    {
      ...publicRoute,
      schema: { ...publicRoute.schema, params: z.object({ paymentRefId: z.string() }) },
    },
    async (request, reply) => {
      const found = await payment(request.params.paymentRefId);
      if (!found) {
        return reply.status(400).send(refuse('InvalidPaymentRefId', 'Payment not found'));
      }
      return {
        merchantId: found.merchantId,
        orderId: found.orderId,
        paymentRefId: found.paymentRefId,
        amount: found.amount ?? '0.00',
        clientMobileNo: found.clientMobileNo ?? null,
        merchantMobileNo: NAGAD_SANDBOX_MERCHANT.merchantNumber,
        orderDateTime: nagadDateTime(found.createdAt),
        issuerPaymentDateTime: found.paidAt ? nagadDateTime(found.paidAt) : null,
        issuerPaymentRefNo: found.issuerPaymentRefNo ?? null,
        status: found.status,
        statusCode: found.status === 'Success' ? '000' : '001',
      };
    },
  );

  const checkoutParams = z.object({ paymentRefId: z.string() });

  app.get(
    `${NAGAD_SANDBOX_PATH}/checkout/:paymentRefId`,
    { ...publicRoute, schema: { ...publicRoute.schema, params: checkoutParams } },
    async (request, reply) => {
      const found = await payment(request.params.paymentRefId);
      if (!found || found.status !== 'Ready') {
        return reply.status(404).type('text/html; charset=utf-8').send('Payment not found');
      }
      return reply.type('text/html; charset=utf-8').send(checkoutPage(found));
    },
  );

  app.post(
    `${NAGAD_SANDBOX_PATH}/checkout/:paymentRefId`,
    {
      ...publicRoute,
      schema: { ...publicRoute.schema, params: checkoutParams, body: checkoutForm },
    },
    async (request, reply) => {
      const found = await payment(request.params.paymentRefId);
      if (!found || found.status !== 'Ready' || !found.callbackUrl) {
        return reply.status(404).type('text/html; charset=utf-8').send('Payment not found');
      }
      const { action } = request.body;
      // Digits typed on a Bengali keyboard are read as ASCII.
      const wallet = toAsciiDigits(request.body.wallet ?? '').trim();
      const pin = toAsciiDigits(request.body.pin ?? '');
      let status: Status = 'Aborted';
      if (action === 'pay') {
        if (!WALLET.test(wallet) || pin !== NAGAD_SANDBOX_PAYER.pin) {
          return reply.type('text/html; charset=utf-8').send(checkoutPage(found, true));
        }
        status = wallet === NAGAD_SANDBOX_PAYER.failingWallet ? 'Failed' : 'Success';
      }
      const changed = await store.change<SandboxPayment, boolean>(
        'nagad-payment',
        found.paymentRefId,
        (value) => {
          if (value.status !== 'Ready') return false;
          value.status = status;
          if (action === 'pay') value.clientMobileNo = wallet;
          if (status === 'Success') {
            value.issuerPaymentRefNo = randomId(6);
            value.paidAt = now();
          }
          return true;
        },
      );
      if (!changed?.result) {
        return reply.status(404).type('text/html; charset=utf-8').send('Payment not found');
      }
      const back = new URL(found.callbackUrl);
      back.search = new URLSearchParams({
        merchant: found.merchantId,
        order_id: found.orderId,
        payment_ref_id: found.paymentRefId,
        status,
        status_code: status === 'Success' ? '00_0000_000' : '00_1111_001',
        message: status === 'Success' ? 'Successful Transaction' : status,
      }).toString();
      return reply.redirect(back.toString(), 303);
    },
  );
};
