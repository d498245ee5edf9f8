import { subscriptionResponseSchema } from '@careercard/shared/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access';
import type { SubscriptionService } from './service';

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionService;
}> = async (app, { subscriptions }) => {
  app.get(
    '/api/user/subscription',
    {
      config: { access: 'user' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['payments'],
        summary: "Until when the caller's Monthly Subscription runs, and its price when on sale",
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptions.status(callerOf(request).account.id),
    }),
  );
};
