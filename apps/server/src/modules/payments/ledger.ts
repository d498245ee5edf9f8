import {
  PAYMENT_LEDGER_PAGE_SIZE,
  type LedgerRow,
  type LedgerTotals,
  type PaymentLedger,
  type PaymentLedgerFilters,
  type PaymentLedgerQuery,
  type Refund,
} from '@careercard/shared/payment-ledger';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  like,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inBatches } from '../../lib/csv';
import { offsetOf, pageOrder } from '../../lib/paging';
import { withinDhakaDays } from '../../lib/dhaka-days';
import type { Db } from '../../infra/db/client';
import { payments, refunds, users } from '../../infra/db/schema';
import { methodOf, REFUND_WAYS, TEST_GATEWAYS } from './gateway';

export type PaymentLedgerService = ReturnType<typeof createPaymentLedger>;

/** `%` and `_` typed in a search are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows read for the CSV at a time: the export holds one batch in memory, whatever its size. */
const EXPORT_BATCH = 500;

const LEDGER_SORT_COLUMNS = {
  created_at: payments.createdAt,
  amount: payments.amountPoisha,
  method: payments.gateway,
  status: payments.status,
};

function conditions(filters: PaymentLedgerFilters): SQL | undefined {
  const all: SQL[] = [];
  if (filters.q) {
    const like_ = `%${literal(filters.q)}%`;
    // One list of matching ids, each half answered from its own indexes (trigrams on the
    // payment's ids, the payer's name and e-mail); an OR across the join would read every row.
    all.push(sql`"payments"."id" in (
      select found.id from payments found
      where found.invoice_id ilike ${like_} or found.trx_id ilike ${like_}
        or found.gateway_payment_id ilike ${like_}
      union
      select theirs.id from payments theirs join users payer on payer.id = theirs.user_id
      where payer.email ilike ${like_} or payer.name ilike ${like_}
    )`);
  }
  if (filters.method) {
    all.push(
      or(eq(payments.gateway, filters.method), like(payments.gateway, `${filters.method}-%`))!,
    );
  }
  if (filters.money === 'sandbox') all.push(inArray(payments.gateway, [...TEST_GATEWAYS]));
  if (filters.money === 'real') all.push(notInArray(payments.gateway, [...TEST_GATEWAYS]));
  if (filters.status === 'Refunded') all.push(gt(payments.refundedPoisha, 0));
  else if (filters.status) all.push(eq(payments.status, filters.status));
  const days = withinDhakaDays(payments.createdAt, filters);
  if (days) all.push(days);
  return all.length > 0 ? and(...all) : undefined;
}

const staff = alias(users, 'staff');

/**
 * Staff's view of the money: every payment, searched and filtered, with its refunds and sums
 * over everything the filters match; the same rows as a CSV.
 */
export function createPaymentLedger(db: Db) {
  const rowFields = {
    payment: payments,
    user: { id: users.id, name: users.name, email: users.email },
  };
  type Selected = {
    payment: typeof payments.$inferSelect;
    user: { id: number; name: string; email: string } | null;
  };

  async function refundsOf(ids: string[]): Promise<Map<string, Refund[]>> {
    const found = new Map<string, Refund[]>();
    if (ids.length === 0) return found;
    const rows = await db
      .select({ refund: refunds, by: staff.name })
      .from(refunds)
      .leftJoin(staff, eq(staff.id, refunds.staffUserId))
      .where(inArray(refunds.paymentId, ids))
      .orderBy(asc(refunds.createdAt));
    for (const { refund, by } of rows) {
      const list = found.get(refund.paymentId) ?? [];
      list.push({
        id: refund.id,
        amount: refund.amountPoisha / 100,
        reason: refund.reason,
        way: refund.way,
        status: refund.status,
        withdrew: refund.withdrew,
        by,
        date: refund.createdAt.toISOString(),
      });
      found.set(refund.paymentId, list);
    }
    return found;
  }

  function toRow({ payment, user }: Selected, refundList: Refund[]): LedgerRow {
    const method = methodOf(payment.gateway);
    return {
      id: payment.id,
      invoiceId: payment.invoiceId,
      date: payment.createdAt.toISOString(),
      user,
      description: payment.description,
      purpose: payment.purpose,
      method,
      sandbox: TEST_GATEWAYS.includes(payment.gateway as never),
      status: payment.status,
      amount: payment.amountPoisha / 100,
      refunded: payment.refundedPoisha / 100,
      trxId: payment.trxId,
      refundWay: REFUND_WAYS[method],
      refunds: refundList,
    };
  }

  async function rows(
    where: SQL | undefined,
    limit: number,
    offset: number,
    order: SQL[] = [desc(payments.createdAt), desc(payments.id)],
  ) {
    // The page is chosen from the payments alone (every filter is on them), then its payers
    // joined: a page deep in a sorted ledger skips rows without joining each of them.
    const chosen = await db
      .select({ id: payments.id })
      .from(payments)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const place = new Map(chosen.map((row, index) => [row.id, index]));
    const selected = (
      await db
        .select(rowFields)
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(inArray(payments.id, [...place.keys()]))
    ).sort((a, b) => place.get(a.payment.id)! - place.get(b.payment.id)!);
    const refundsByPayment = await refundsOf(selected.map((one) => one.payment.id));
    return selected.map((one) => toRow(one, refundsByPayment.get(one.payment.id) ?? []));
  }

  return {
    /** A page of the payments the filters match, newest first unless asked otherwise. */
    async list({ page, sort, dir, ...filters }: PaymentLedgerQuery): Promise<PaymentLedger> {
      const where = conditions(filters);
      const paidOnly = sql`${payments.status} = 'Completed'`;
      const [[sums], found] = await Promise.all([
        db
          .select({
            total: count(),
            paidCount: sql<number>`count(*) filter (where ${paidOnly})`.mapWith(Number),
            paid: sql<number>`coalesce(sum(${payments.amountPoisha}) filter (where ${paidOnly}), 0)`.mapWith(
              Number,
            ),
            refunded: sql<number>`coalesce(sum(${payments.refundedPoisha}), 0)`.mapWith(Number),
          })
          .from(payments)
          .leftJoin(users, eq(users.id, payments.userId))
          .where(where),
        rows(
          where,
          PAYMENT_LEDGER_PAGE_SIZE,
          offsetOf(page, PAYMENT_LEDGER_PAGE_SIZE),
          pageOrder(LEDGER_SORT_COLUMNS[sort], payments.id, dir),
        ),
      ]);
      const totals: LedgerTotals = {
        paidCount: sums!.paidCount,
        paid: sums!.paid / 100,
        refunded: sums!.refunded / 100,
        net: (sums!.paid - sums!.refunded) / 100,
      };
      return {
        payments: found,
        totals,
        page,
        pageSize: PAYMENT_LEDGER_PAGE_SIZE,
        total: sums!.total,
      };
    },

    /** One payment as the ledger shows it (after a refund). */
    async row(id: string): Promise<LedgerRow | undefined> {
      const [row] = await rows(eq(payments.id, id), 1, 0);
      return row;
    },

    /** Every payment the filters match, newest first, a batch at a time. */
    each(filters: PaymentLedgerFilters): AsyncGenerator<LedgerRow> {
      const where = conditions(filters);
      return inBatches<LedgerRow>(
        (after, limit) =>
          rows(
            and(
              where,
              after
                ? // The last row's own time, read exactly (microseconds, which a Date would lose).
                  sql`(${payments.createdAt}, ${payments.id}) < (select last.created_at, last.id from payments last where last.id = ${after.id})`
                : undefined,
            ),
            limit,
            0,
          ),
        EXPORT_BATCH,
      );
    },
  };
}
