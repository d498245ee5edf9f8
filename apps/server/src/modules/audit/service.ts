import type { Db } from '../../infra/db/client';
import { auditLogs } from '../../infra/db/schema';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  targetType?: string;
  targetId?: string | number;
  ip?: string;
  details?: Record<string, unknown>;
}

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService(db: Db) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLogs).values({
        action: entry.action,
        actorUserId: entry.actorUserId ?? null,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId === undefined ? null : String(entry.targetId),
        ip: entry.ip ?? null,
        details: entry.details ?? null,
      });
    },
  };
}
