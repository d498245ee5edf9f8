import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, payments, refunds as refundsTable } from '../src/infra/db/schema';
import { PaymentGatewayError, type RefundInput } from '../src/infra/payments/payment-gateway';
import { AppError } from '../src/lib/app-error';
import { createAuditService } from '../src/modules/audit/service';
import type { NfcService } from '../src/modules/nfc/service';
import { createPaymentLedger } from '../src/modules/payments/ledger';
import { createRefundService } from '../src/modules/refunds/service';
import { NAGAD_SANDBOX_PAYER } from '../src/infra/payments/nagad/sandbox';
import { SSLCOMMERZ_SANDBOX_CARDS } from '../src/infra/payments/sslcommerz/sandbox';
import { checkout as bkashCheckout, returnFrom } from './bkash-helpers';
import { callerOf, createTestApp, rejectionOf, type TestAccount, type TestApp } from './helpers';

let t: TestApp;
let call: ReturnType<typeof callerOf>;
let refunder: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  call = callerOf(t);
  refunder = await t.asAdmin(['view_payments', 'refund_payments']);
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** A paid custom CV (a tailoring credit) by `method`, through its local stand-in; its row id. */
async function paidCustomCv(owner: TestAccount, method: 'bkash' | 'nagad' | 'card') {
  const created = await call('POST', `/api/user/${method}/create-payment`, owner, {
    purpose: 'custom_cv',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const url = String(created.body.bkash_payment_url ?? created.body.payment_url);
  if (method === 'bkash') {
    await returnFrom(t.app, (await bkashCheckout(t.app, url)).callback);
  } else {
    const page = new URL(url).pathname;
    const fields: Record<string, string> =
      method === 'nagad'
        ? { action: 'pay', wallet: NAGAD_SANDBOX_PAYER.wallet, pin: NAGAD_SANDBOX_PAYER.pin }
        : { action: 'pay', card: SSLCOMMERZ_SANDBOX_CARDS.paying, expiry: '12/39', cvc: '123' };
    const paid = await t.app.inject({ method: 'POST', url: page, ...form(fields) });
    if (method === 'nagad') {
      await returnFrom(t.app, new URL(String(paid.headers.location)));
    }
  }
  const [row] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.gatewayPaymentId, String(created.body.paymentID)));
  expect(row!.status).toBe('Completed');
  return row!.id;
}

const refund = (id: string, body: unknown, who = refunder) =>
  call('POST', `/api/admin/payments/${id}/refunds`, who, body);
const credit = async (owner: TestAccount, id: string) => {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  const detail = await call('GET', `/api/user/payments/${row!.gatewayPaymentId}`, owner);
  return detail.body.data.unusedCredit as boolean;
};

describe('refunds from the back office', () => {
  it('a whole bKash refund goes back through bKash, withdraws the unused credit, is audited and shows in Billing', async () => {
    const owner = await t.asUser();
    const id = await paidCustomCv(owner, 'bkash');
    expect(await credit(owner, id)).toBe(true);

    const made = await refund(id, { amount: 20, reason: 'Charged twice by mistake' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({
      message: 'Refund made.',
      data: { refunded: 20, refundWay: 'gateway', status: 'Completed' },
    });
    expect(made.body.data.refunds).toEqual([
      expect.objectContaining({
        amount: 20,
        way: 'gateway',
        status: 'Refunded',
        reason: 'Charged twice by mistake',
        withdrew: 'tailoring_credit',
        by: 'Tanvir Ahmed',
      }),
    ]);
    expect(await credit(owner, id)).toBe(false);

    const history = await call('GET', '/api/user/payment-history', owner);
    expect(history.body.data).toEqual([expect.objectContaining({ refunded: 20, amount: 20 })]);
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'refund.made'), eq(auditLogs.targetId, id)));
    expect(entry).toMatchObject({ actorUserId: refunder.id });
    expect(entry!.details).toMatchObject({ amount: 20, way: 'gateway' });

    const again = await refund(id, { amount: 1, reason: 'One more time' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'The refund is more than is left to give back on this payment.' },
    });
  });

  it('card refunds go through SSLCommerz in parts; the credit stays until nothing is left paid', async () => {
    const owner = await t.asUser();
    const id = await paidCustomCv(owner, 'card');
    const part = await refund(id, { amount: 5.5, reason: 'Partial goodwill refund' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({ refunded: 5.5 });
    expect(part.body.data.refunds[0]).toMatchObject({ withdrew: null, status: 'Refunded' });
    expect(await credit(owner, id)).toBe(true);

    // Two at once that would give back more than is left: one is made, one refused.
    const both = await Promise.all([
      refund(id, { amount: 10, reason: 'Refund the rest' }),
      refund(id, { amount: 10, reason: 'Refund the rest' }),
    ]);
    expect(both.map((one) => one.status).sort()).toEqual([200, 409]);
    const rest = await refund(id, { amount: 4.5, reason: 'Refund the very last' });
    expect(rest.status).toBe(200);
    expect(rest.body.data.refunded).toBe(20);
    expect(rest.body.data.refunds.at(-1)).toMatchObject({ withdrew: 'tailoring_credit' });
    expect(await credit(owner, id)).toBe(false);
  });

  it('a Nagad payment is refunded by hand and recorded: Nagad’s checkout API has no refunds', async () => {
    const owner = await t.asUser();
    const id = await paidCustomCv(owner, 'nagad');
    const recorded = await refund(id, { amount: 20, reason: 'Sent back from the merchant wallet' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({
      message: 'Refund recorded.',
      data: { refundWay: 'manual', refunded: 20 },
    });
    expect(recorded.body.data.refunds[0]).toMatchObject({ way: 'manual', status: 'Refunded' });
  });

  it('a refund the gateway refuses gives nothing back and frees the amount again', async () => {
    const owner = await t.asUser();
    const id = await paidCustomCv(owner, 'bkash');
    // bKash no longer knows the transaction as ours.
    await t.db.update(payments).set({ trxId: 'NOT-BKASH' }).where(eq(payments.id, id));
    const refused = await refund(id, { amount: 20, reason: 'Customer asked for it' });
    expect(refused).toMatchObject({
      status: 502,
      body: { message: 'The payment gateway refused the refund. Nothing was given back.' },
    });
    const ledger = await call(
      'GET',
      `/api/admin/payments?q=${encodeURIComponent(owner.email)}`,
      refunder,
    );
    const row = (
      ledger.body.data.payments as Array<{ id: string; refunded: number; refunds: unknown[] }>
    ).find((one) => one.id === id);
    expect(row).toMatchObject({
      refunded: 0,
      refunds: [expect.objectContaining({ status: 'Failed' })],
    });
    expect(await credit(owner, id)).toBe(true);
  });

  it('asks for a paid payment, an amount and a reason, and the refund permission', async () => {
    const owner = await t.asUser();
    const id = await paidCustomCv(owner, 'bkash');
    expect((await refund(id, { amount: 5, reason: 'Fine reason' }, owner)).status).toBe(403);
    const viewer = await t.asAdmin(['view_payments']);
    expect((await refund(id, { amount: 5, reason: 'Fine reason' }, viewer)).status).toBe(403);
    for (const [body, message] of [
      [{ amount: 0, reason: 'Fine reason' }, 'The amount must be more than zero.'],
      [{ amount: 1.234, reason: 'Fine reason' }, 'The amount can have at most two decimals.'],
      [{ amount: 5, reason: 'no' }, 'Give a reason for the refund (at least 5 characters).'],
    ] as const) {
      const res = await refund(id, body);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(
      (await refund('00000000-0000-4000-8000-000000000000', { amount: 5, reason: 'Fine reason' }))
        .status,
    ).toBe(404);

    const unpaid = await call('POST', '/api/user/bkash/create-payment', owner, {
      purpose: 'custom_cv',
    });
    const [open] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayPaymentId, String(unpaid.body.paymentID)));
    expect(await refund(open!.id, { amount: 5, reason: 'Fine reason' })).toMatchObject({
      status: 409,
      body: { message: 'Only a completed payment can be refunded.' },
    });
  });
});

describe('the payments ledger', () => {
  it('lists, searches and filters payments with totals of all they match; needs View Payments', async () => {
    const owner = await t.asUser({ name: 'Farzana Ledger' });
    const card = await paidCustomCv(owner, 'card');
    const bkash = await paidCustomCv(owner, 'bkash');
    await refund(bkash, { amount: 20, reason: 'Refund for the ledger test' });

    const mine = await call(
      'GET',
      `/api/admin/payments?q=${encodeURIComponent(owner.email)}`,
      refunder,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      total: 2,
      totals: { paidCount: 2, paid: 40, refunded: 20, net: 20 },
    });
    expect(mine.body.data.payments.map((row: { id: string }) => row.id)).toEqual([bkash, card]);
    expect(mine.body.data.payments[0]).toMatchObject({
      method: 'bkash',
      sandbox: true,
      user: { name: 'Farzana Ledger', email: owner.email },
    });

    const byCard = await call(
      'GET',
      `/api/admin/payments?q=${encodeURIComponent(owner.email)}&method=card`,
      refunder,
    );
    expect(byCard.body.data.payments.map((row: { id: string }) => row.id)).toEqual([card]);
    const refunded = await call(
      'GET',
      `/api/admin/payments?q=${encodeURIComponent(owner.email)}&status=Refunded`,
      refunder,
    );
    expect(refunded.body.data.payments.map((row: { id: string }) => row.id)).toEqual([bkash]);
    const real = await call(
      'GET',
      `/api/admin/payments?q=${encodeURIComponent(owner.email)}&money=real`,
      refunder,
    );
    expect(real.body.data.total).toBe(0);
    const future = await call('GET', '/api/admin/payments?from=2099-01-01', refunder);
    expect(future.body.data).toMatchObject({ total: 0, totals: { paid: 0 } });

    expect((await call('GET', '/api/admin/payments?method=cash', refunder)).status).toBe(422);
    expect((await call('GET', '/api/admin/payments?from=2026-02-30', refunder)).status).toBe(422);
    expect(
      (await call('GET', '/api/admin/payments', await t.asAdmin(['manage_users']))).status,
    ).toBe(403);
    expect((await call('GET', '/api/admin/payments', owner)).status).toBe(403);
  });

  it('exports the matching payments as CSV for Excel: a BOM, quoted cells, formulas made text; audited', async () => {
    const owner = await t.asUser({ name: '=HYPERLINK("http://evil.example","রহিম")' });
    await paidCustomCv(owner, 'card');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/export?q=${encodeURIComponent(owner.email)}`,
      headers: refunder.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body.startsWith('\uFEFFDate (Dhaka),Invoice ID,')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""রহিম"")"`);
    expect(lines[1]).toContain(',card,Sandbox,Completed,20.00,0.00');
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'export.payments'), eq(auditLogs.actorUserId, refunder.id)));
    expect(entry).toBeDefined();
  });
});

describe('a refund the gateway does not confirm', () => {
  it('stays Pending with its amount reserved, and a retry under the same key finishes it once', async () => {
    const owner = await t.asUser();
    const id = await paidCustomCv(owner, 'bkash');
    const keys: string[] = [];
    let answers = 0;
    const gateway = {
      name: 'bkash' as const,
      create: () => Promise.reject(new Error('not used')),
      execute: () => Promise.reject(new Error('not used')),
      query: () => Promise.reject(new Error('not used')),
      async refund(input: RefundInput) {
        keys.push(input.refundId);
        // The first call times out; later ones answer, slowly enough to overlap.
        if (answers++ === 0) throw new PaymentGatewayError('bKash did not answer', 'TIMEOUT', true);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { refundId: 'RFD-1' };
      },
    };
    const gateways = {
      current: () => Promise.reject(new Error('not used')),
      mode: () => Promise.resolve('live' as const),
      named: () => Promise.resolve(gateway),
    };
    const refunds = createRefundService({
      db: t.db,
      gateways,
      ledger: createPaymentLedger(t.db),
      nfc: {} as NfcService,
      audit: createAuditService(t.db),
      logger: pino({ level: 'silent' }),
    });
    const by = { actorUserId: refunder.id };

    const unclear = await rejectionOf(
      refunds.refund(id, { amount: 20, reason: 'The gateway times out' }, by),
      AppError,
    );
    expect(unclear).toMatchObject({
      status: 502,
      message:
        'The payment gateway did not confirm the refund. It is kept as pending: try it again to finish it.',
    });
    const pending = (await refunds
      .refund(id, { amount: 1, reason: 'No more is left' }, by)
      .catch((error: unknown) => error)) as AppError;
    // The pending refund holds its amount: nothing more can be given back meanwhile.
    expect(pending.status).toBe(409);
    const [row] = await t.db.select().from(refundsTable).where(eq(refundsTable.paymentId, id));
    expect(row).toMatchObject({ status: 'Pending', amountPoisha: 2000 });

    const [first, second] = await Promise.all([
      refunds.retry(row!.id, by),
      refunds.retry(row!.id, by),
    ]);
    expect(first.refunds[0]).toMatchObject({ status: 'Refunded', withdrew: 'tailoring_credit' });
    expect(second.refunded).toBe(20);
    // Every call named the same refund, so the gateway made it once.
    expect(new Set(keys).size).toBe(1);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'refund.made'), eq(auditLogs.targetId, id)));
    expect(audits).toHaveLength(1);
    await expect(refunds.retry(row!.id, by)).rejects.toMatchObject({ status: 404 });
  });
});
