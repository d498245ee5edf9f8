import { activityListResponseSchema, activityQuerySchema } from '@careercard/shared/activity';
import { validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dhakaDateTime, sendCsv } from '../../lib/csv';
import { actorOf, callerOf } from '../../plugins/access';
import type { AuditService } from './service';

const ACTIVITY_CSV_HEADER = [
  'When (Dhaka)',
  'Staff member',
  'E-mail',
  'Action',
  'Target type',
  'Target',
  'Details',
];

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

  app.get(
    '/api/admin/activity/export',
    {
      config: { access: 'admin' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['activity'],
        summary:
          'The changes the filters match (of what the caller may see), as CSV (UTF-8 with a byte-order mark), streamed',
        querystring: activityQuerySchema,
        response: { 200: z.unknown().describe('The CSV file'), 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = callerOf(request).account;
      const { page: _page, ...filters } = request.query;
      await audit.record({ action: 'export.activity', ...actorOf(request), details: { filters } });
      async function* rows() {
        for await (const { entry, actor, email } of audit.each(filters, viewer)) {
          yield [
            dhakaDateTime(entry.createdAt),
            actor,
            email,
            entry.action,
            entry.targetType,
            entry.targetId,
            entry.details ? JSON.stringify(entry.details) : '',
          ];
        }
      }
      return sendCsv(reply, 'activity', ACTIVITY_CSV_HEADER, rows());
    },
  );
};
