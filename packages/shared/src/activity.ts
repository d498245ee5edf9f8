import { z } from 'zod';
import { MAX_DB_INTEGER } from './validation';
import { pageFields, pageQuery } from './pagination';

/**
 * The back office's Activity (issue 18): the audit log's changes made by staff, newest first,
 * twenty to a page. Days are Bangladesh days (Asia/Dhaka, UTC+6 all year): `from` starts at its
 * midnight there and `to` ends at the next one, both days included.
 */

export const ACTIVITY_PAGE_SIZE = 20;

/** The areas of the back office whose changes the Activity lists (an action's first part). */
export const activityAreas = [
  'user',
  'staff',
  'role',
  'package',
  'nfc_design',
  'nfc_order',
  'cv_template',
  'vcard_template',
  'page',
  'post',
  'category',
  'settings',
  'theme',
  'logs',
  'refund',
  'export',
  'two_factor',
] as const;

/** Bangladesh keeps UTC+6 all year. */
export const DHAKA_UTC_OFFSET = '+06:00';

/** A day as YYYY-MM-DD that exists in the calendar (no 2026-02-30), for a list's date filters. */
export const calendarDay = (field: 'from' | 'to') =>
  z
    .string({ error: `The ${field} date must be a date like 2026-05-31.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: `The ${field} date must be a date like 2026-05-31.`,
      abort: true,
    })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `The ${field} date is not a day of the calendar.`);

/** GET /api/admin/activity?actor=&action=&from=&to=&page= */
export const activityQuerySchema = z
  .object({
    /** A staff member's user id. */
    actor: z.coerce
      .number({ error: 'The actor must be a number.' })
      .int('The actor must be a whole number.')
      .positive('The actor must be a whole number.')
      .max(MAX_DB_INTEGER, 'The actor is too large.')
      .optional(),
    /** An area ("package") or an exact action ("package.updated"). */
    action: z
      .string()
      .trim()
      .max(100, 'The action must be at most 100 characters.')
      .regex(/^[a-z_]+(\.[a-z_]+)?$/, 'The action must be an area such as "package" or an action.')
      .optional(),
    from: calendarDay('from').optional(),
    to: calendarDay('to').optional(),
    page: pageQuery,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The to date must be on or after the from date.',
  });

const activityActorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

export const activityEntrySchema = z.object({
  id: z.number().int(),
  /** `area.verb`, e.g. "package.updated". */
  action: z.string(),
  /** Null when the change was made by the system or by a staff account removed since. */
  actor: activityActorSchema.nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What changed, as the audit log recorded it (before and after; secrets masked). */
  details: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListSchema = z.object({
  entries: z.array(activityEntrySchema),
  ...pageFields,
  /** The staff who appear in the activity the caller may see, for the "who" filter. */
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ActivityList = z.infer<typeof activityListSchema>;

export const activityListResponseSchema = z.object({
  success: z.literal(true),
  data: activityListSchema,
});
