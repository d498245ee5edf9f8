import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/infra/db/schema';
import type { PdfRenderer } from '../src/infra/pdf/pdf-renderer';
import { checkout, returnFrom } from './bkash-helpers';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';

/** Stands in for Chromium: the receipts it was handed are what the tests read. */
const printed: string[] = [];
const renderer: PdfRenderer = {
  render: () => Promise.reject(new Error('not used here')),
  printPage: () => Promise.reject(new Error('not used here')),
  async renderHtml(html) {
    printed.push(html);
    return Buffer.from('%PDF-1.7\n% a receipt\n%%EOF\n');
  },
  screenshot: () => Promise.reject(new Error('not used here')),
  stats: () => ({ queued: 0, running: 0, launches: 0 }),
  close: async () => {},
};

let t: TestApp;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await createTestApp({}, { pdfRenderer: renderer });
  call = callerOf(t);
});
afterAll(() => t.close());

/** A custom CV paid on the bKash stand-in; answers the payment's row. */
async function paid(owner: TestAccount) {
  const created = await call('POST', '/api/user/bkash/create-payment', owner, {
    purpose: 'custom_cv',
  });
  await returnFrom(t.app, (await checkout(t.app, String(created.body.bkash_payment_url))).callback);
  const [row] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.gatewayPaymentId, String(created.body.paymentID)));
  return row!;
}

const receiptOf = (id: string, who: TestAccount, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/payments/${id}/receipt`,
    headers: { ...who.headers, 'accept-language': language },
  });

describe('payment receipts', () => {
  it('a paid payment has a PDF receipt with the item, amount, method, transaction and date, in the reader’s language', async () => {
    const owner = await t.asUser({ name: 'Sharmin Akter' });
    const row = await paid(owner);
    const res = await receiptOf(row.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      `CareerCard-receipt-${row.invoiceId}.pdf`,
    );
    const english = printed.at(-1)!;
    for (const fact of [
      'Payment receipt',
      row.invoiceId,
      'Sharmin Akter',
      'Custom CV for Job',
      '৳20',
      'bKash',
      row.trxId!,
      'no real money moved',
    ]) {
      expect(english).toContain(fact);
    }

    await receiptOf(row.id, owner, 'bn');
    const bangla = printed.at(-1)!;
    expect(bangla).toContain('lang="bn"');
    expect(bangla).toContain('পেমেন্টের রসিদ');
    expect(bangla).toContain('৳২০');
    expect(bangla).toContain('@font-face');
  });

  it('refunds appear on the receipt, with what was kept', async () => {
    const owner = await t.asUser();
    const row = await paid(owner);
    const staff = await t.asAdmin(['view_payments', 'refund_payments']);
    await call('POST', `/api/admin/payments/${row.id}/refunds`, staff, {
      amount: 5,
      reason: 'Partial refund for the receipt',
    });
    await receiptOf(row.id, owner);
    const html = printed.at(-1)!;
    expect(html).toContain('Refunded on');
    expect(html).toContain('−৳5');
    expect(html).toContain('Kept after refunds');
    expect(html).toContain('৳15');
  });

  it('is for the payer of a paid payment only', async () => {
    const owner = await t.asUser();
    const row = await paid(owner);
    const stranger = await t.asUser();
    const message = 'Receipt not found: a receipt is made for a paid payment.';
    expect((await receiptOf(row.id, stranger)).json()).toEqual({ message });
    expect((await receiptOf(row.id, stranger)).statusCode).toBe(404);
    const open = await call('POST', '/api/user/bkash/create-payment', owner, {
      purpose: 'custom_cv',
    });
    const [unpaid] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayPaymentId, String(open.body.paymentID)));
    expect((await receiptOf(unpaid!.id, owner)).statusCode).toBe(404);
    expect((await receiptOf('not-a-payment', owner)).statusCode).toBe(422);
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${row.id}/receipt`,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
