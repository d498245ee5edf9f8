import { normaliseBdPhone } from '@careercard/shared/phone';
import type { OutboxMessage } from '@careercard/shared/messages';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { outbox } from '../../infra/db/schema';

export type MessageService = ReturnType<typeof createMessageService>;

/** The outbox as support staff read it: the latest messages, optionally to one recipient. */
export function createMessageService(db: Db) {
  return {
    async list(query: { recipient?: string | undefined; limit: number }): Promise<OutboxMessage[]> {
      const recipient = query.recipient
        ? (normaliseBdPhone(query.recipient) ?? query.recipient)
        : undefined;
      const rows = await db
        .select()
        .from(outbox)
        .where(recipient ? eq(outbox.recipient, recipient) : undefined)
        .orderBy(desc(outbox.id))
        .limit(query.limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        purpose: row.purpose,
        body: row.transport === 'log' ? row.body : null,
        status: row.status,
        transport: row.transport,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
    },
  };
}
