import { z } from 'zod';
import { MAX_DB_INTEGER } from './validation';

/**
 * Bulk actions (issue 43): staff act on many rows at once; each row is done on its own, so one
 * row's refusal stops no other, and each is answered (done, or why not) and audited.
 */
const BULK_MAX_ROWS = 500;

const rowId = z
  .number({ error: 'Each row must be named by its id.' })
  .int('Each row must be named by its id.')
  .positive('Each row must be named by its id.')
  .max(MAX_DB_INTEGER, 'Each row must be named by its id.');

/** The rows a bulk action is for, named by `key`: at least one, at most BULK_MAX_ROWS, each once. */
export const bulkKeysSchema = <K extends z.ZodType<number | string>>(key: K) =>
  z
    .array(key, { error: 'Choose the rows to act on.' })
    .min(1, 'Choose at least one row.')
    .max(BULK_MAX_ROWS, `At most ${BULK_MAX_ROWS} rows at once.`)
    .transform((keys) => [...new Set(keys)]);

/** A bulk request of one of `actions` on `ids`. */
export const bulkRequestSchema = <A extends readonly [string, ...string[]]>(actions: A) =>
  z.object({
    action: z.enum(actions, { error: `The action must be one of: ${actions.join(', ')}.` }),
    ids: bulkKeysSchema(rowId),
  });

/** POST /api/admin/blog/posts/bulk and /api/admin/pages/bulk. */
export const publishingBulkRequestSchema = bulkRequestSchema(['publish', 'unpublish', 'delete']);
export type PublishingBulkAction = z.infer<typeof publishingBulkRequestSchema>['action'];

/** POST /api/admin/cv-templates/bulk, /api/admin/vcard-templates/bulk, /api/admin/nfc-designs/bulk. */
export const switchingBulkRequestSchema = bulkRequestSchema(['enable', 'disable']);
export type SwitchingBulkAction = z.infer<typeof switchingBulkRequestSchema>['action'];

export const bulkOutcomeSchema = z.object({
  /** The row's id, or its code (an NFC order's). */
  id: z.union([z.number().int(), z.string()]),
  ok: z.boolean(),
  /** Why not, when the row was not done. */
  message: z.string().optional(),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

export const bulkResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    done: z.number().int(),
    failed: z.number().int(),
    outcomes: z.array(bulkOutcomeSchema),
  }),
});
export type BulkResult = z.infer<typeof bulkResponseSchema>;

export const bulkSummary = (done: number, total: number) => `Done for ${done} of ${total}.`;
