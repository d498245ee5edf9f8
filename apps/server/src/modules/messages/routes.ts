import { outboxQuerySchema, outboxResponseSchema } from '@careercard/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessageService } from './service';

export const messageRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  app.get(
    '/api/admin/messages',
    {
      config: { access: 'admin:manage_settings' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['settings'],
        summary: 'The latest SMS and e-mails from the outbox, optionally to one recipient',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await messages.list(request.query) }),
  );
};
