import {
  ACTIVITY_PAGE_SIZE,
  activityAreas,
  type ActivityList,
  type activityQuerySchema,
} from '@careercard/shared/activity';
import { and, asc, count, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { inBatches } from '../../lib/csv';
import { withinDhakaDays } from '../../lib/dhaka-days';
import type { Db } from '../../infra/db/client';
import { auditLogs, users } from '../../infra/db/schema';
import { redact } from '../../lib/redact';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  targetType?: string;
  targetId?: string | number;
  ip?: string;
  details?: Record<string, unknown>;
}

/** Who made a change, for the audit log. */
export interface Actor {
  actorUserId: number;
  ip?: string;
}

/** The staff member reading the Activity. */
export interface ActivityViewer {
  id: number;
  permissions: string[];
}

export type AuditService = ReturnType<typeof createAuditService>;

/** An action's area: "package" of "package.updated". */
const areaOf = sql<string>`split_part(${auditLogs.action}, '.', 1)`;

/**
 * An admin change: one made by a staff member, or one in a back-office area (made by the system,
 * or by a staff account removed since). A person's own account events (signing in, registering,
 * choosing a password) are not admin changes, nor is a user's payment.
 */
const adminChange = and(
  ne(areaOf, 'auth'),
  or(eq(users.role, 'admin'), inArray(areaOf, [...activityAreas])),
)!;

/** What `viewer` may see of the Activity, and of that what the filters match. */
function activityConditions(
  query: Omit<z.output<typeof activityQuerySchema>, 'page'>,
  viewer: ActivityViewer,
) {
  const visible = and(
    adminChange,
    viewer.permissions.includes('manage_staff') ? undefined : eq(auditLogs.actorUserId, viewer.id),
  )!;
  const filters: Array<SQL | undefined> = [
    query.actor === undefined ? undefined : eq(auditLogs.actorUserId, query.actor),
    query.action === undefined
      ? undefined
      : query.action.includes('.')
        ? eq(auditLogs.action, query.action)
        : eq(areaOf, query.action),
    withinDhakaDays(auditLogs.createdAt, query),
  ];
  return { where: and(visible, ...filters) };
}

export function createAuditService(db: Db) {
  return {
    /** `within` a transaction, the entry stands or falls with what it records. */
    async record(entry: AuditEntry, within: Pick<Db, 'insert'> = db): Promise<void> {
      await within.insert(auditLogs).values({
        action: entry.action,
        actorUserId: entry.actorUserId ?? null,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId === undefined ? null : String(entry.targetId),
        ip: entry.ip ?? null,
        details: entry.details ? redact(entry.details) : null,
      });
    },

    /** Every entry `viewer` may see that the filters match, newest first, a batch at a time. */
    each(query: Omit<z.output<typeof activityQuerySchema>, 'page'>, viewer: ActivityViewer) {
      const { where } = activityConditions(query, viewer);
      return inBatches<{
        entry: typeof auditLogs.$inferSelect;
        actor: string | null;
        email: string | null;
      }>((after, limit) =>
        db
          .select({ entry: auditLogs, actor: users.name, email: users.email })
          .from(auditLogs)
          .leftJoin(users, eq(users.id, auditLogs.actorUserId))
          .where(and(where, after ? lt(auditLogs.id, after.entry.id) : undefined))
          .orderBy(desc(auditLogs.id))
          .limit(limit),
      );
    },

    /**
     * The Activity: admin changes, newest first, a page at a time. Staff who do not manage the
     * staff see only their own changes, whatever they ask for.
     */
    async list(
      query: z.output<typeof activityQuerySchema>,
      viewer: ActivityViewer,
    ): Promise<ActivityList> {
      const { where } = activityConditions(query, viewer);

      const [rows, [total], actors] = await Promise.all([
        db
          .select({
            entry: auditLogs,
            actor: { id: users.id, name: users.name, email: users.email },
          })
          .from(auditLogs)
          .leftJoin(users, eq(users.id, auditLogs.actorUserId))
          .where(where)
          .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
          .limit(ACTIVITY_PAGE_SIZE)
          .offset((query.page - 1) * ACTIVITY_PAGE_SIZE),
        db
          .select({ n: count() })
          .from(auditLogs)
          .leftJoin(users, eq(users.id, auditLogs.actorUserId))
          .where(where),
        // For the "who" filter: every staff member in what the viewer may see, whatever the filters.
        // Asked staff member by staff member (a few), each from the actor index, rather than
        // by reading every entry.
        db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(
            and(
              eq(users.role, 'admin'),
              viewer.permissions.includes('manage_staff') ? undefined : eq(users.id, viewer.id),
              sql`exists (select 1 from audit_logs theirs
                where theirs.actor_user_id = "users"."id"
                  and split_part(theirs.action, '.', 1) <> 'auth')`,
            ),
          )
          .orderBy(asc(users.name), asc(users.id)),
      ]);

      return {
        entries: rows.map(({ entry, actor }) => ({
          id: entry.id,
          action: entry.action,
          actor,
          targetType: entry.targetType,
          targetId: entry.targetId,
          details: entry.details ?? null,
          createdAt: entry.createdAt.toISOString(),
        })),
        page: query.page,
        pageSize: ACTIVITY_PAGE_SIZE,
        total: total?.n ?? 0,
        actors,
      };
    },
  };
}
