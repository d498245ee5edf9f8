import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { analyses, cvs } from '../../infra/db/schema';

export type DashboardService = ReturnType<typeof createDashboardService>;

export function createDashboardService(db: Db) {
  return {
    /** The figures of the user's stat cards. */
    async stats(userId: number) {
      const [[created], [checks]] = await Promise.all([
        db.select({ n: count() }).from(cvs).where(eq(cvs.userId, userId)),
        db
          .select({ n: count() })
          .from(analyses)
          .where(and(eq(analyses.userId, userId), eq(analyses.kind, 'ats_report'))),
      ]);
      return { cvsCreated: created?.n ?? 0, atsChecksUsed: checks?.n ?? 0 };
    },
  };
}
