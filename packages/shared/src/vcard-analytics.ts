import { z } from 'zod';

/**
 * How a V-Card is used, as its owner sees it in My V-Card. Counts, not people: a visitor is
 * counted once a day per card for each thing they do (view, save the contact, open a link), and
 * nothing that names them is kept.
 */

/** Where a view came from: a tap of the owner's NFC card, a scan of the QR code, a shared link, a search engine. */
export const visitSources = ['nfc', 'qr', 'link', 'search'] as const;
export type VisitSource = (typeof visitSources)[number];
/** What the page tells the server; a save is counted by the contact file's download itself. */
const visitKinds = ['view', 'click'] as const;
/** The days My V-Card charts, today included. */
export const VCARD_STATS_DAYS = 30;
/** The address an NFC card's tag carries: the card's link with its source and the order it came from. */
export const nfcTagLink = (cardLink: string, orderCode: string) =>
  `${cardLink}?via=nfc&card=${encodeURIComponent(orderCode)}`;
/** The address the card's QR codes carry. */
export const qrLink = (cardLink: string) => `${cardLink}?via=qr`;

/** POST /api/vcards/:slug/visits, sent by the card's page in the visitor's browser. */
export const vcardVisitRequestSchema = z.strictObject({
  kind: z.enum(visitKinds),
  /** The page's ?via=, when it is one we print (anything else is a shared link). */
  via: z.enum(['nfc', 'qr']).optional(),
  /** The page's ?card=: the NFC card's order code. */
  card: z.string().max(40).optional(),
  /** document.referrer: only its host is looked at (a search engine or not), and not kept. */
  referrer: z.string().max(2000).optional(),
});
export type VcardVisitRequest = z.infer<typeof vcardVisitRequestSchema>;

const count = z.number().int().nonnegative();
const viewsBySource = z.object({ nfc: count, qr: count, link: count, search: count });

export const vcardStatsDaySchema = z.object({
  /** A Bangladesh day, YYYY-MM-DD. */
  day: z.string(),
  views: viewsBySource,
  saves: count,
  clicks: count,
});
export type VcardStatsDay = z.infer<typeof vcardStatsDaySchema>;

/** GET /api/user/vcard/stats: the last VCARD_STATS_DAYS days, oldest first, every day listed. */
export const vcardStatsSchema = z.object({
  days: z.array(vcardStatsDaySchema),
  totals: z.object({ views: count, bySource: viewsBySource, saves: count, clicks: count }),
  /** Each NFC card ordered for this V-Card, with its taps in the period and since it was made. */
  tags: z.array(
    z.object({
      code: z.string(),
      designName: z.string(),
      status: z.string(),
      taps: count,
      allTaps: count,
    }),
  ),
});
export type VcardStats = z.infer<typeof vcardStatsSchema>;

export const vcardStatsResponseSchema = z.object({
  success: z.literal(true),
  data: vcardStatsSchema,
});
