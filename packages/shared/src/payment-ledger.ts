import { z } from 'zod';
import { calendarDay } from './activity';
import { pageFields, pageQuery, sortDirection } from './pagination';
import { PAYMENT_METHODS, paymentPurposes, paymentStatuses } from './payments';

/**
 * The back office's Payments (issue 42): every payment, searched and filtered, with totals,
 * a CSV export and refunds. Days are Bangladesh days, as in the Activity.
 */

export const PAYMENT_LEDGER_PAGE_SIZE = 25;

/** A payment's state as staff filter it: its status, or Refunded (in part or whole). */
export const ledgerStatuses = [...paymentStatuses, 'Refunded'] as const;

const ledgerSortKeys = ['created_at', 'amount', 'method', 'status'] as const;

/**
 * GET /api/admin/payments?q=&method=&status=&money=&from=&to=&sort=&dir=&page= (and its CSV
 * export, which takes the filters and keeps the newest first).
 */
export const paymentLedgerQuerySchema = z
  .object({
    /** An invoice or transaction id, or the payer's name or e-mail. */
    q: z.string().trim().max(100, 'The search must be at most 100 characters.').optional(),
    method: z.enum(PAYMENT_METHODS, { error: 'Choose bKash, Nagad or card.' }).optional(),
    status: z.enum(ledgerStatuses, { error: 'Choose a status from the list.' }).optional(),
    /** Real money, or a sandbox's (no money moved). */
    money: z.enum(['real', 'sandbox'], { error: 'Choose real or sandbox money.' }).optional(),
    from: calendarDay('from').optional(),
    to: calendarDay('to').optional(),
    sort: z
      .enum(ledgerSortKeys, { error: `The sort must be one of: ${ledgerSortKeys.join(', ')}.` })
      .default('created_at'),
    dir: sortDirection,
    page: pageQuery,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The to date must be on or after the from date.',
  });
export type PaymentLedgerQuery = z.output<typeof paymentLedgerQuerySchema>;
export type PaymentLedgerFilters = Omit<PaymentLedgerQuery, 'page' | 'sort' | 'dir'>;

const refundWays = ['gateway', 'manual'] as const;

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  /** Through the gateway, or paid back by hand and recorded. */
  way: z.enum(refundWays),
  status: z.enum(['Pending', 'Refunded', 'Failed']),
  /** What was withdrawn with it, when the refund left nothing paid. */
  withdrew: z.string().nullable(),
  /** The staff member who made it; null once their account is gone. */
  by: z.string().nullable(),
  date: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const ledgerRowSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  date: z.string(),
  /** Null once the account is deleted: the money record stays. */
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  description: z.string(),
  purpose: z.enum(paymentPurposes),
  method: z.enum(PAYMENT_METHODS),
  /** Taken in a sandbox: no money moved. */
  sandbox: z.boolean(),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  refunded: z.number(),
  trxId: z.string().nullable(),
  /** How a refund of it is made: through its gateway's API, or by hand and recorded. */
  refundWay: z.enum(refundWays),
  refunds: z.array(refundSchema),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** Sums over every payment the filters match, not only the page shown. */
export const ledgerTotalsSchema = z.object({
  /** Completed payments, and their amount. */
  paidCount: z.number().int(),
  paid: z.number(),
  refunded: z.number(),
  /** Paid less refunded. */
  net: z.number(),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

export const paymentLedgerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    payments: z.array(ledgerRowSchema),
    totals: ledgerTotalsSchema,
    ...pageFields,
  }),
});
export type PaymentLedger = z.infer<typeof paymentLedgerResponseSchema>['data'];

/** POST /api/admin/payments/{id}/refunds: give back all or part of a paid payment. */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount to refund.' })
    .positive('The amount must be more than zero.')
    .max(10_000_000, 'The amount is too large.')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'The amount can have at most two decimals.',
    }),
  reason: z
    .string({ error: 'Give a reason for the refund.' })
    .trim()
    .min(5, 'Give a reason for the refund (at least 5 characters).')
    .max(500, 'The reason must be at most 500 characters.'),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ledgerRowSchema,
});

export const REFUND_NOT_PAID_MESSAGE = 'Only a completed payment can be refunded.';
export const REFUND_TOO_MUCH_MESSAGE =
  'The refund is more than is left to give back on this payment.';
