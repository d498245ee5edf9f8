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

/** Who made a change, for the audit log. */
export interface Actor {
  actorUserId: number;
  ip?: string;
}

export type AuditService = ReturnType<typeof createAuditService>;

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
        details: entry.details ?? null,
      });
    },
  };
}
