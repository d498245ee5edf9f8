import type { AppLog } from '@careercard/shared/logs';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { appLogs } from '../../infra/db/schema';
import type { Actor, AuditService } from '../audit/service';

export type LogService = ReturnType<typeof createLogService>;

/** The warnings and errors the logger keeps (infra/logger), newest first; staff may clear them. */
export function createLogService({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    async list(query: { level?: AppLog['level'] | undefined; limit: number }) {
      const where = query.level ? eq(appLogs.level, query.level) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(appLogs)
          .where(where)
          .orderBy(desc(appLogs.loggedAt), desc(appLogs.id))
          .limit(query.limit),
        db.select({ n: count() }).from(appLogs).where(where),
      ]);
      const data: AppLog[] = rows.map((row) => ({
        id: row.id,
        level: row.level,
        message: row.message,
        context: row.context ?? null,
        logged_at: row.loggedAt.toISOString(),
      }));
      return { data, total: total?.n ?? 0 };
    },

    async clear(by: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(appLogs).returning({ id: appLogs.id });
        await audit.record(
          { action: 'logs.cleared', ...by, details: { removed: removed.length } },
          tx,
        );
      });
    },
  };
}
