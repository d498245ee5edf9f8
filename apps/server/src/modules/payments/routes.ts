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
import { callerOf } from '../../plugins/access';
import type { PaymentMethod } from './gateway';
import {
  BKASH_CALLBACK_PATH,
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

  app.post(
    '/api/user/nagad/create-payment',
    {
      config: user,
      schema: {
        ...checkoutSchema('Nagad'),
        response: { 200: gatewayPaymentResponseSchema, ...checkoutErrors },
      },
    },
    async (request) => {
      const created = await start(request, 'nagad');
      return {
        success: true as const,
        payment_url: created.redirectUrl,
        message: 'Payment created. Redirecting to Nagad...',
        paymentID: created.paymentID,
      };
    },
  );

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
