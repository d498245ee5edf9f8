import {
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  paymentHistoryResponseSchema,
  paymentModeResponseSchema,
  paymentResponseSchema,
} from '@careercard/shared/payments';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../lib/public-origin';
import { varyOnLanguage } from '../../lib/vary';
import { callerOf } from '../../plugins/access';
import { BKASH_CALLBACK_PATH, type PaymentService } from './service';

const user = { access: 'user' as const };
const secured = { security: [{ bearer: [] }], tags: ['payments'] };

export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  /** The origin browsers reach us at; unset: the origin of the request. */
  publicUrl: string | undefined;
}> = async (app, { payments, publicUrl }) => {
  app.post(
    '/api/user/bkash/create-payment',
    {
      config: user,
      schema: {
        ...secured,
        summary: 'Start a bKash payment for an item the server prices (the browser sends none)',
        body: createPaymentRequestSchema,
        response: {
          200: createPaymentResponseSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
          422: validationErrorSchema,
          502: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => {
      const created = await payments.create(
        callerOf(request),
        request.body,
        publicOrigin(request, publicUrl),
        request.locale,
      );
      return {
        success: true as const,
        bkash_payment_url: created.redirectUrl,
        message: 'Payment created. Redirecting to bKash...',
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
        summary: 'Where payments go now: bKash live, a sandbox (no real money), or nowhere yet',
        response: { 200: paymentModeResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { mode: await payments.mode() } }),
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
      const query = new URLSearchParams({
        status: outcome.status,
        message: outcome.message,
        paymentID: outcome.paymentID,
      });
      return reply.redirect(`/payment/success?${query.toString()}`, 303);
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
