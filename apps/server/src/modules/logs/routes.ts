import {
  appLogListResponseSchema,
  appLogQuerySchema,
  LOGS_CLEARED_MESSAGE,
} from '@careercard/shared/logs';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access';
import type { LogService } from './service';

const staff = { access: 'admin:manage_settings' } as const;
const secured = { security: [{ bearer: [] }], tags: ['logs'] };

/** Log Management: read and clear the kept warnings and errors. */
export const logRoutes: FastifyPluginAsyncZod<{ logs: LogService }> = async (app, { logs }) => {
  app.get(
    '/api/admin/logs',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Recent warnings and errors, newest first (kept 30 days)',
        querystring: appLogQuerySchema,
        response: { 200: appLogListResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await logs.list(request.query)) }),
  );

  app.delete(
    '/api/admin/logs',
    {
      config: staff,
      schema: {
        ...secured,
        summary: 'Delete every kept log entry',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await logs.clear(actorOf(request));
      return { message: LOGS_CLEARED_MESSAGE };
    },
  );
};
