import {
  adminDashboardStatsResponseSchema,
  dashboardStatsResponseSchema,
} from '@careercard/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access';
import type { DashboardService } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/api/user/dashboard-stats',
    {
      config: { access: 'user' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['dashboard'],
        summary: "The figures of the user's dashboard cards",
        response: { 200: dashboardStatsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.stats(callerOf(request).account.id),
    }),
  );

  app.get(
    '/api/admin/dashboard-stats',
    {
      // Any staff member: the dashboard is every one's first screen, with the figures of their areas.
      config: { access: 'admin' },
      schema: {
        security: [{ bearer: [] }],
        tags: ['dashboard'],
        summary:
          "The figures of the back office's dashboard cards, each for staff whose role manages its area (null for the others)",
        response: { 200: adminDashboardStatsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.adminStats(callerOf(request).account.permissions),
    }),
  );
};
