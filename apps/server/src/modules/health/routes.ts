import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../infra/db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Liveness: the process answers. A load balancer restarts it when this fails; readiness below
  // only takes it out of rotation while the database is away.
  app.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database check)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  );
};
