import { z } from 'zod';
import { calendarDay } from './activity';
import { bulkKeysSchema } from './bulk';
import { takaPrice } from './money';
import { pageFields, pageQuery, sortDirection } from './pagination';
import { bdPhone } from './phone';

const required = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} must be at most ${max} characters.`);

const addressFields = {
  fullName: required('full name', 120),
  addressLine1: required('address line 1', 200),
  addressLine2: z.string().trim().max(200).default(''),
  city: required('city', 100),
  postalCode: required('postal code', 20),
  country: z.string().trim().max(100).default('Bangladesh'),
};

/** Where an NFC card goes; the spec requires full name, address line 1, city and postal code. */
export const shippingAddressSchema = z.strictObject({
  ...addressFields,
  /** For the courier, who calls before delivering; else the account's phone is used. */
  phone: bdPhone.optional(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** An order's address as stored: the phone already written as +8801XXXXXXXXX. */
const orderAddressSchema = z.object({ ...addressFields, phone: z.string().optional() });

export const NFC_NEEDS_VCARD_MESSAGE = 'Please publish your V-Card first: the card opens it.';
export const NFC_DESIGN_UNAVAILABLE_MESSAGE = 'This card design is not available.';

export const nfcDesignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  thumbnailUrl: z.string(),
  price: z.number(),
});
export type NfcDesign = z.infer<typeof nfcDesignSchema>;

/** GET /api/nfc-designs: the enabled designs and the shipping fee, in taka. */
export const nfcDesignsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ designs: z.array(nfcDesignSchema), shipping: z.number() }),
});

/** What staff set on a paid order, in the order of the admin's dropdown; none is enforced. */
export const nfcAdminStatuses = [
  'Accepted',
  'Printing',
  'Courier Booking',
  'Handed Over to Courier',
] as const;
/** Cancelled: refunded before it was printed (a refund withdraws it). */
export const nfcOrderStatuses = [
  'Pending Payment',
  'Paid',
  ...nfcAdminStatuses,
  'Cancelled',
  // Set by the courier's tracking once the parcel is handed over.
  'Delivered',
  'Returned',
] as const;
export type NfcOrderStatus = (typeof nfcOrderStatuses)[number];

export const nfcOrderSchema = z.object({
  /** NFC-{year}-{number} */
  id: z.string(),
  designName: z.string(),
  total: z.number(),
  status: z.enum(nfcOrderStatuses),
  orderDate: z.string(),
  vcardUrl: z.string(),
  shippingAddress: orderAddressSchema,
  /** Every status the order went through, oldest first. */
  history: z.array(z.object({ status: z.enum(nfcOrderStatuses), at: z.string() })),
  /** Once booked with the courier: its tracking code and its latest word on the parcel. */
  delivery: z
    .object({
      courier: z.string(),
      trackingCode: z.string(),
      /** The courier's own status (in_review, pending, delivered …). */
      courierStatus: z.string().nullable(),
    })
    .nullable(),
});
export type NfcOrder = z.infer<typeof nfcOrderSchema>;

export const nfcOrdersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(nfcOrderSchema),
});

/** An order as staff see it (GET /api/admin/nfc-orders): the customer's too. */
export const adminNfcOrderSchema = nfcOrderSchema.extend({
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  vcardSlug: z.string(),
  designId: z.number().nullable(),
  totalAmount: z.number(),
});
export type AdminNfcOrder = z.infer<typeof adminNfcOrderSchema>;

export const NFC_ORDER_PAGE_SIZE = 20;
export const nfcOrderSortKeys = ['created_at', 'total', 'status'] as const;

/** What the list and its CSV are filtered by. */
const nfcOrderFilterFields = {
  status: z
    .enum(nfcOrderStatuses, { error: `The status must be one of: ${nfcOrderStatuses.join(', ')}.` })
    .optional(),
  /** The order's code, or part of the customer's or recipient's name. */
  search: z.string().trim().max(100, 'The search must be at most 100 characters.').optional(),
  /** Ordered on or after / on or before these Bangladesh days. */
  from: calendarDay('from').optional(),
  to: calendarDay('to').optional(),
};
const fromBeforeTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const fromBeforeToIssue = {
  path: ['to'],
  message: 'The to date must be on or after the from date.',
};

/** GET /api/admin/nfc-orders/export */
export const adminNfcOrderFilterSchema = z
  .object(nfcOrderFilterFields)
  .refine(fromBeforeTo, fromBeforeToIssue);
export type AdminNfcOrderFilters = z.infer<typeof adminNfcOrderFilterSchema>;

/** GET /api/admin/nfc-orders?status=&search=&from=&to=&sort=&dir=&page= */
export const adminNfcOrdersQuerySchema = z
  .object({
    ...nfcOrderFilterFields,
    sort: z
      .enum(nfcOrderSortKeys, {
        error: `The sort must be one of: ${nfcOrderSortKeys.join(', ')}.`,
      })
      .default('created_at'),
    dir: sortDirection,
    page: pageQuery,
  })
  .refine(fromBeforeTo, fromBeforeToIssue);
export type AdminNfcOrdersQuery = z.infer<typeof adminNfcOrdersQuerySchema>;

export const adminNfcOrdersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminNfcOrderSchema),
  ...pageFields,
});

/** POST /api/admin/nfc-orders/bulk: one status for many orders, named by their codes. */
export const nfcOrderBulkRequestSchema = z.object({
  status: z.enum(nfcAdminStatuses, {
    error: `The status must be one of: ${nfcAdminStatuses.join(', ')}.`,
  }),
  ids: bulkKeysSchema(z.string().trim().min(1).max(30)),
});

export const NFC_ORDER_NOT_FOUND_MESSAGE = 'NFC order not found.';
export const NFC_ORDER_NOT_PAID_MESSAGE =
  'This order is not paid yet, so its status cannot change.';
export const NFC_ORDER_CANCELLED_MESSAGE =
  'This order was refunded and cancelled, so its status cannot change.';

/** PUT /api/admin/nfc-orders/:id/status */
export const nfcOrderStatusBodySchema = z.strictObject({
  status: z.enum(nfcAdminStatuses, {
    error: `The status must be one of: ${nfcAdminStatuses.join(', ')}.`,
  }),
});

export const nfcOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminNfcOrderSchema,
});

const nfcDesignStatuses = ['Enabled', 'Disabled'] as const;

/** A design as staff manage it (NFC Card Design Management). */
export const adminNfcDesignSchema = nfcDesignSchema.extend({
  status: z.enum(nfcDesignStatuses),
});
export type AdminNfcDesign = z.infer<typeof adminNfcDesignSchema>;

export const adminNfcDesignsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminNfcDesignSchema),
  ...pageFields,
});

export const adminNfcDesignResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminNfcDesignSchema,
});

export const NFC_DESIGN_NOT_FOUND_MESSAGE = 'NFC design not found.';

/** A picture on the web (https) or one of the site's own (a path). */
const thumbnailUrl = z
  .string({ error: 'The thumbnail is required.' })
  .trim()
  .min(1, 'The thumbnail is required.')
  .max(2048, 'The thumbnail address must be at most 2048 characters.')
  .refine((value) => /^(https?:\/\/|\/(?!\/))\S+$/.test(value), {
    error: 'The thumbnail must be a web address (https://…) or a path on this site.',
  });

/** POST /api/admin/nfc-designs, and PUT /api/admin/nfc-designs/:id (every field). */
export const nfcDesignBodySchema = z.strictObject({
  name: required('name', 120),
  thumbnailUrl,
  /** Taka; a new design costs 0 until the admin prices it. */
  price: takaPrice(100_000).default(0),
  status: z.enum(nfcDesignStatuses).default('Enabled'),
});
export type NfcDesignBody = z.infer<typeof nfcDesignBodySchema>;
