import { z } from 'zod';
import { NFC_DESIGN_UNAVAILABLE_MESSAGE, shippingAddressSchema } from './nfc';
import { MAX_DB_INTEGER } from './validation';

/** What a payment buys; the server prices each from the admin's packages. */
export const paymentPurposes = ['cv_download', 'custom_cv', 'nfc_order', 'subscription'] as const;

export const PAYMENT_METHODS = ['bkash', 'nagad', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * POST /api/user/bkash/create-payment. No amount: the server sets it. A CV download names the
 * CV (a new PDF record) or a Pending PDF record to pay for; an NFC card order names its design
 * and where it goes, or the order still waiting for payment.
 */
export const createPaymentRequestSchema = z.discriminatedUnion(
  'purpose',
  [
    z
      .strictObject({
        purpose: z.literal('cv_download'),
        cvId: z.uuid('The CV is not valid.').optional(),
        pdfId: z.uuid('The PDF is not valid.').optional(),
      })
      .refine((body) => body.cvId ?? body.pdfId, {
        message: 'Choose the CV to download.',
        path: ['cvId'],
      }),
    z.strictObject({ purpose: z.literal('custom_cv') }),
    z.strictObject({ purpose: z.literal('subscription') }),
    z
      .strictObject({
        purpose: z.literal('nfc_order'),
        /** An order of the user's still waiting for payment (a try that failed), by its code. */
        orderId: z.string().trim().max(30).optional(),
        designId: z
          .number({ error: 'Choose a card design.' })
          .int()
          .positive()
          .max(MAX_DB_INTEGER, NFC_DESIGN_UNAVAILABLE_MESSAGE)
          .optional(),
        shippingAddress: shippingAddressSchema.optional(),
      })
      .superRefine((body, ctx) => {
        if (body.orderId) return;
        if (body.designId === undefined)
          ctx.addIssue({ code: 'custom', path: ['designId'], message: 'Choose a card design.' });
        if (body.shippingAddress === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['shippingAddress'],
            message: 'Please fill in the shipping address.',
          });
        }
      }),
  ],
  { error: 'The purpose field is invalid.' },
);
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;
/** The request as the server reads it, defaults applied. */
export type CreatePaymentBody = z.output<typeof createPaymentRequestSchema>;

export const createPaymentResponseSchema = z.object({
  success: z.literal(true),
  bkash_payment_url: z.string(),
  message: z.string(),
  paymentID: z.string(),
});

/** The answer of another method's checkout (Nagad's): the provider's page to send the payer to. */
export const gatewayPaymentResponseSchema = z.object({
  success: z.literal(true),
  payment_url: z.string(),
  message: z.string(),
  paymentID: z.string(),
});

export const paymentStatuses = ['Initiated', 'Completed', 'Failed', 'Cancelled'] as const;

/** GET /api/user/payments/{paymentID}: what a returning browser needs to finish the purchase. */
export const paymentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    paymentID: z.string(),
    purpose: z.enum(paymentPurposes),
    status: z.enum(paymentStatuses),
    /** How it ended, in the server's words ("Payment failed."); null while it is open. */
    message: z.string().nullable(),
    amount: z.number(),
    description: z.string(),
    pdfId: z.string().nullable(),
    /** A paid custom CV whose tailoring is still to be made. */
    unusedCredit: z.boolean(),
    /** For a paid subscription: the end of the days it covers (ISO). */
    coversUntil: z.string().nullable(),
  }),
});
export type PaymentDetail = z.infer<typeof paymentResponseSchema>['data'];

export const RECEIPT_NOT_FOUND_MESSAGE = 'Receipt not found: a receipt is made for a paid payment.';

/** Settings → Billing & Payments. */
export const paymentHistoryRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  status: z.enum(paymentStatuses),
  invoiceId: z.string(),
  /** Given back by refunds (in part or whole); 0 when none. */
  refunded: z.number(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

export const paymentHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(paymentHistoryRowSchema),
});

/**
 * Where payments go now: bKash live; a sandbox, where no real money moves (bKash's own, or the
 * built-in one of a local install); or nowhere until the admin sets bKash up.
 */
const paymentModes = ['live', 'sandbox', 'local-sandbox', 'off'] as const;
export const paymentModeSchema = z.enum(paymentModes);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/**
 * `mode`: where bKash payments go; `methods`: where each method's go ('off': not offered, as
 * the card is until its gateway is built).
 */
export const paymentModeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    mode: paymentModeSchema,
    methods: z.object({
      bkash: paymentModeSchema,
      nagad: paymentModeSchema,
      card: paymentModeSchema,
    }),
  }),
});

/** Prices the browser shows; the server charges from the same packages. */
/** Taka; null while the admin has the package Inactive (not on sale). */
export const pricesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    cv_download: z.number().nullable(),
    custom_cv: z.number().nullable(),
    subscription: z.number().nullable(),
  }),
});
export type Prices = z.infer<typeof pricesResponseSchema>['data'];
