import type { AdminDashboardStats } from '@careercard/shared/dashboard';
import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { analyses, cvs, payments, users } from '../../infra/db/schema';

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

    /** The figures of the back office's dashboard cards. */
    async adminStats(): Promise<AdminDashboardStats> {
      const [[revenue], [joined], [analysed]] = await Promise.all([
        db
          .select({ poisha: sum(payments.amountPoisha).mapWith(Number) })
          .from(payments)
          .where(eq(payments.status, 'Completed')),
        db
          .select({ n: count() })
          .from(users)
          .where(
            and(eq(users.role, 'user'), gte(users.createdAt, sql`now() - interval '30 days'`)),
          ),
        db
          .select({ n: count() })
          .from(analyses)
          .where(inArray(analyses.kind, ['ats_report', 'cv_quality', 'tailored_cv'])),
      ]);
      return {
        totalRevenue: (revenue?.poisha ?? 0) / 100,
        newUsers30Days: joined?.n ?? 0,
        cvsAnalyzed: analysed?.n ?? 0,
      };
    },
  };
}
