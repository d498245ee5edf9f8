import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { bkashSandboxRecords } from './db/schema';

/**
 * bKash's payments and tokens; Nagad's payments and the keys of its stand-in; SSLCommerz's
 * transactions, with the sessions and validation ids that point to them; Steadfast's parcels.
 */
type Kind =
  | 'payment'
  | 'id-token'
  | 'refresh-token'
  | 'nagad-payment'
  | 'nagad-keys'
  | 'card-payment'
  | 'card-session'
  | 'card-validation'
  | 'card-bank-tran'
  | 'courier-parcel';

/**
 * What the providers' local stand-ins remember (tokens, payments, keys), kept in PostgreSQL as
 * each provider keeps it on its side: a payment survives a restart of the server and is the
 * same whichever server behind a load balancer the payer's browser or the merchant's call
 * reaches. (Its table keeps the name it had when bKash's was the only stand-in.)
 */
export interface SandboxStore {
  /** The value of a record still alive at `now`. */
  get<T>(kind: Kind, id: string, now: number): Promise<T | undefined>;
  put(kind: Kind, id: string, value: unknown, expiresAt: number): Promise<void>;
  /** Stores the record unless one with its kind and id exists; true when this call stored it. */
  create(kind: Kind, id: string, value: unknown, expiresAt: number): Promise<boolean>;
  delete(kind: Kind, id: string): Promise<void>;
  /**
   * Changes a record under its row lock (two servers executing one payment at once: one wins)
   * and stores what `change` left in it; undefined when there is no such record.
   */
  change<T, R>(
    kind: Kind,
    id: string,
    change: (value: T) => R,
  ): Promise<{ value: T; result: R } | undefined>;
  /** A completed payment holds this invoice number already. */
  invoicePaid(invoice: string): Promise<boolean>;
}

export function createSandboxStore(db: Db): SandboxStore {
  const record = (kind: Kind, id: string) =>
    and(eq(bkashSandboxRecords.kind, kind), eq(bkashSandboxRecords.id, id));
  let puts = 0;
  return {
    async get(kind, id, now) {
      const [row] = await db.select().from(bkashSandboxRecords).where(record(kind, id));
      return row && row.expiresAt.getTime() > now ? (row.value as never) : undefined;
    },
    async put(kind, id, value, expiresAt) {
      if (++puts % 500 === 0) {
        await db.delete(bkashSandboxRecords).where(lt(bkashSandboxRecords.expiresAt, sql`now()`));
      }
      const row = { kind, id, value, expiresAt: new Date(expiresAt) };
      await db
        .insert(bkashSandboxRecords)
        .values(row)
        .onConflictDoUpdate({
          target: [bkashSandboxRecords.kind, bkashSandboxRecords.id],
          set: { value, expiresAt: row.expiresAt },
        });
    },
    async create(kind, id, value, expiresAt) {
      const stored = await db
        .insert(bkashSandboxRecords)
        .values({ kind, id, value, expiresAt: new Date(expiresAt) })
        .onConflictDoNothing()
        .returning({ id: bkashSandboxRecords.id });
      return stored.length > 0;
    },
    async delete(kind, id) {
      await db.delete(bkashSandboxRecords).where(record(kind, id));
    },
    change(kind, id, change) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(bkashSandboxRecords)
          .where(record(kind, id))
          .for('update');
        if (!row) return undefined;
        const value = row.value as Parameters<typeof change>[0];
        const result = change(value);
        await tx.update(bkashSandboxRecords).set({ value }).where(record(kind, id));
        return { value, result };
      });
    },
    async invoicePaid(invoice) {
      const [row] = await db
        .select({ id: bkashSandboxRecords.id })
        .from(bkashSandboxRecords)
        .where(
          and(
            eq(bkashSandboxRecords.kind, 'payment'),
            sql`${bkashSandboxRecords.value}->>'invoice' = ${invoice}`,
            sql`${bkashSandboxRecords.value}->>'status' = 'Completed'`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
