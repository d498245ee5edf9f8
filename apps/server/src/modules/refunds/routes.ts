import { refundRequestSchema, refundResponseSchema } from '@careercard/shared/payment-ledger';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access';
import type { RefundService } from './service';

const staff = { access: 'admin:refund_payments' as const };
const schema = { tags: ['payments'], security: [{ bearer: [] }] };
const answers = {
  200: refundResponseSchema,
  404: messageSchema,
  409: messageSchema,
  422: validationErrorSchema,
  502: messageSchema,
  503: messageSchema,
};

export const refundRoutes: FastifyPluginAsyncZod<{ refunds: RefundService }> = async (
  app,
  { refunds },
) => {
  app.post(
    '/api/admin/payments/:id/refunds',
    {
      config: staff,
      schema: {
        ...schema,
        summary:
          'Give back all or part of a paid payment: through its gateway, or recorded as paid back by hand',
        params: z.object({ id: z.uuid('Payment not found.') }),
        body: refundRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      const data = await refunds.refund(request.params.id, request.body, actorOf(request));
      const manual = data.refundWay === 'manual';
      return {
        success: true as const,
        message: manual ? 'Refund recorded.' : 'Refund made.',
        data,
      };
    },
  );

  app.post(
    '/api/admin/refunds/:id/retry',
    {
      config: staff,
      schema: {
        ...schema,
        summary:
          'Ask the gateway again for a refund it did not confirm (the same refund, made once)',
        params: z.object({ id: z.uuid('Refund not found.') }),
        response: answers,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Refund made.',
      data: await refunds.retry(request.params.id, actorOf(request)),
    }),
  );
};
