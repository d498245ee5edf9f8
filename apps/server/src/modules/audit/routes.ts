import { activityListResponseSchema, activityQuerySchema } from '@careercard/shared/activity';
import { validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access';
import type { AuditService } from './service';

/** The back office's Activity: who changed what, and when. */
export const activityRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/api/admin/activity',
    {
      // Any staff member; one who does not manage the staff sees only their own changes.
      config: { access: 'admin' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['activity'],
        summary:
          'Changes made in the back office, 20 a page, newest first; by who, what and date (Dhaka days)',
        querystring: activityQuerySchema,
        response: { 200: activityListResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await audit.list(request.query, callerOf(request).account),
    }),
  );
};
