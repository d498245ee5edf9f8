import {
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  gatewayPaymentResponseSchema,
  type CreatePaymentBody,
  paymentHistoryResponseSchema,
  paymentModeResponseSchema,
  paymentResponseSchema,
} from '@careercard/shared/payments';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../lib/public-origin';
import { varyOnLanguage } from '../../lib/vary';
import { acceptFormPosts } from '../../infra/payments/form-posts';
import { CARD_OUTCOMES } from '../../infra/payments/sslcommerz/client';
import { callerOf } from '../../plugins/access';
import type { PaymentMethod } from './gateway';
import {
  BKASH_CALLBACK_PATH,
  CARD_CALLBACK_PATH,
  CARD_NOTICE_PATH,
  NAGAD_CALLBACK_PATH,
  type CallbackOutcome,
  type PaymentService,
} from './service';

const user = { access: 'user' as const };

/** The spec's payment result dialog, saying how the payment went. */
const resultPage = (outcome: CallbackOutcome) =>
  `/payment/success?${new URLSearchParams({
    status: outcome.status,
    message: outcome.message,
    paymentID: outcome.paymentID,
  }).toString()}`;
const secured = { security: [{ bearer: [] }], tags: ['payments'] };

export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  /** The origin browsers reach us at; unset: the origin of the request. */
  publicUrl: string | undefined;
}> = async (app, { payments, publicUrl }) => {
  /** The same checkout for every method: the same body, the same errors, its own answer. */
  const checkoutSchema = (method: string) => ({
    ...secured,
    summary: `Start a ${method} payment for an item the server prices (the browser sends none)`,
    body: createPaymentRequestSchema,
  });
  const checkoutErrors = {
    403: messageSchema,
    404: messageSchema,
    409: messageSchema,
    422: validationErrorSchema,
    502: messageSchema,
    503: messageSchema,
  };
  const start = (request: FastifyRequest<{ Body: CreatePaymentBody }>, method: PaymentMethod) =>
    payments.create(
      callerOf(request),
      request.body,
      publicOrigin(request, publicUrl),
      { locale: request.locale, ip: request.ip },
      method,
    );

  app.post(
    '/api/user/bkash/create-payment',
    {
      config: user,
      schema: {
        ...checkoutSchema('bKash'),
        response: { 200: createPaymentResponseSchema, ...checkoutErrors },
      },
    },
    async (request) => {
      const created = await start(request, 'bkash');
      return {
        success: true as const,
        bkash_payment_url: created.redirectUrl,
        message: 'Payment created. Redirecting to bKash...',
        paymentID: created.paymentID,
      };
    },
  );

  /** Nagad's and the card's checkouts: the same answer, each with its provider's page. */
  const gatewayCheckouts = [
    { method: 'nagad', provider: 'Nagad', message: 'Payment created. Redirecting to Nagad...' },
    {
      method: 'card',
      provider: 'card',
      message: 'Payment created. Redirecting to the card payment page...',
    },
  ] as const;
  for (const { method, provider, message } of gatewayCheckouts) {
    app.post(
      `/api/user/${method}/create-payment`,
      {
        config: user,
        schema: {
          ...checkoutSchema(provider),
          response: { 200: gatewayPaymentResponseSchema, ...checkoutErrors },
        },
      },
      async (request) => {
        const created = await start(request, method);
        return {
          success: true as const,
          payment_url: created.redirectUrl,
          message,
          paymentID: created.paymentID,
        };
      },
    );
  }

  app.get(
    '/api/payments/mode',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'Where payments go now, by method: live, a sandbox (no real money), or nowhere yet',
        response: { 200: paymentModeResponseSchema },
      },
    },
    async () => {
      const methods = await payments.modes();
      return { success: true as const, data: { mode: methods.bkash, methods } };
    },
  );

  app.get(
    BKASH_CALLBACK_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Where bKash sends the payer back; settles the payment and shows the result',
        querystring: z.object({
          paymentID: z.string().min(1).max(100),
          status: z.string().max(20).default('failure'),
        }),
      },
    },
    async (request, reply) => {
      const outcome = await payments.callback(request.query.paymentID, request.query.status);
      return reply.redirect(resultPage(outcome), 303);
    },
  );

  app.get(
    NAGAD_CALLBACK_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Where Nagad sends the payer back; settles the payment and shows the result',
        querystring: z.object({
          payment_ref_id: z.string().min(1).max(100),
          status: z.string().max(40).default('Failed'),
        }),
      },
    },
    async (request, reply) => {
      // Nagad's words for how the payer left its page; its verify answer decides.
      const { status } = request.query;
      const claimed =
        status === 'Success' ? 'success' : status === 'Aborted' ? 'cancel' : 'failure';
      const outcome = await payments.callback(request.query.payment_ref_id, claimed);
      return reply.redirect(resultPage(outcome), 303);
    },
  );

  await app.register(cardReturnRoutes, { payments });

  app.get(
    '/api/user/payments/:paymentID',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'One of the caller’s payments: what it bought and how it stands',
        params: z.object({ paymentID: z.string().max(100) }),
        response: { 200: paymentResponseSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { account } = callerOf(request);
      const data = await payments.detail(account.id, request.params.paymentID, request.locale);
      // Its message is worded in the reader's language, inside `data` where the localize hook
      // does not look.
      varyOnLanguage(reply);
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/user/payment-history',
    {
      config: user,
      schema: {
        ...secured,
        summary: "The caller's payments, latest first (Settings, Billing & Payments)",
        response: { 200: paymentHistoryResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.history(callerOf(request).account.id),
    }),
  );
};

/**
 * Where SSLCommerz returns the card payer and sends its notices: HTML form posts, taken by
 * these routes only (the rest of the API takes JSON).
 */
const cardReturnRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  forms,
  { payments },
) => {
  acceptFormPosts(forms);
  /** What SSLCommerz sends: the transaction and its signed fields, kept as strings. */
  const cardFields = z.looseObject({ tran_id: z.string().min(1).max(100) });
  const cardReturn = {
    config: { access: 'public' as const },
    schema: {
      tags: ['payments'],
      summary:
        'Where SSLCommerz sends the card payer back (a form post, or a plain visit); ' +
        'settles the payment by the validation API and shows the result',
      querystring: z.object({ outcome: z.enum(CARD_OUTCOMES).default('fail') }),
    },
  };
  const claimOf = { success: 'success', fail: 'failure', cancel: 'cancel' } as const;
  forms.post(
    CARD_CALLBACK_PATH,
    { ...cardReturn, schema: { ...cardReturn.schema, body: cardFields } },
    async (request, reply) => {
      const { tran_id: tranId } = request.body;
      const outcome = await payments.callback(tranId, claimOf[request.query.outcome]);
      return reply.redirect(resultPage(outcome), 303);
    },
  );
  forms.get(
    CARD_CALLBACK_PATH,
    {
      ...cardReturn,
      schema: {
        ...cardReturn.schema,
        querystring: cardReturn.schema.querystring.extend({ tran_id: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const { tran_id: tranId, outcome } = request.query;
      return reply.redirect(resultPage(await payments.callback(tranId, claimOf[outcome])), 303);
    },
  );

  forms.post(
    CARD_NOTICE_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          "SSLCommerz's IPN: a signed notice of how a card payment went, settled by asking SSLCommerz",
        body: cardFields,
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => {
      const fields = Object.fromEntries(
        Object.entries(request.body).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const outcome = await payments.notified(fields);
      return { received: outcome !== undefined };
    },
  );
};
