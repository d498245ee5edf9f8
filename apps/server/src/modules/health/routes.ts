import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../infra/db/client';
import type { PostgresSupervisor } from '../../infra/db/postgres-supervisor';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});
const liveSchema = z.object({ status: z.enum(['ok', 'error']) });

/** Health checks give up well within the 2 s a load balancer or orchestrator waits. */
const CHECK_TIMEOUT_MS = 1_500;

/** Whether `work` succeeds within `ms`; a hung database query must not hold the answer. */
async function succeedsWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  supervisor?: PostgresSupervisor | undefined;
}> = async (app, { db, supervisor }) => {
  // Liveness: the process answers, and can still serve: its own PostgreSQL (when it started
  // one) has not been away past its restart budget. The orchestrator restarts it when this
  // fails; readiness below only takes it out of rotation while the database is away.
  app.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers, and its embedded database did not give up',
        response: { 200: liveSchema, 503: liveSchema },
      },
    },
    async (_request, reply) => {
      if (supervisor && !supervisor.live()) return reply.status(503).send({ status: 'error' });
      return { status: 'ok' as const };
    },
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
        if (await succeedsWithin(db.execute(sql`select 1`), CHECK_TIMEOUT_MS)) {
          return { status: 'ok', database: 'ok' } as const;
        }
        request.log.error(`health check: the database did not answer in ${CHECK_TIMEOUT_MS} ms`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
      }
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    },
  );
};
