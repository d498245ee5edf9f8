import { z } from 'zod';
import { MAX_DB_INTEGER } from './validation';

/** The back-office lists a staff member can save views of (issue 43). */
export const savedViewScreens = ['users', 'nfc-orders', 'payments', 'activity', 'posts'] as const;
export type SavedViewScreen = (typeof savedViewScreens)[number];
/** Enough for anyone's habits; more is a list nobody reads. */
export const SAVED_VIEWS_PER_SCREEN = 30;

export const SAVED_VIEW_SAVED_MESSAGE = 'View saved.';
export const SAVED_VIEW_DELETED_MESSAGE = 'View deleted.';
export const SAVED_VIEW_NOT_FOUND_MESSAGE = 'This saved view does not exist any more.';
export const TOO_MANY_SAVED_VIEWS_MESSAGE = `At most ${SAVED_VIEWS_PER_SCREEN} saved views per list: delete one first.`;

const TOO_LONG_VIEW_MESSAGE = 'The view has too many filters to save.';

/** A list's address query as views keep it: its parameters sorted, without the page. */
export function viewQuery(query: string): string {
  const params = new URLSearchParams(query.trim().replace(/^\?/, ''));
  params.delete('page');
  params.sort();
  return params.toString();
}

const screen = z.enum(savedViewScreens, {
  error: `The screen must be one of: ${savedViewScreens.join(', ')}.`,
});

/** GET /api/admin/saved-views?screen= */
export const savedViewListQuerySchema = z.object({ screen });

/** POST /api/admin/saved-views: a name already used on that list is replaced. */
export const savedViewInputSchema = z.object({
  screen,
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(60, 'The name must be at most 60 characters.'),
  /** The list's address query, such as "status=Suspended&sort=name&dir=asc". */
  query: z
    .string()
    .max(1000, TOO_LONG_VIEW_MESSAGE)
    .default('')
    .transform(viewQuery)
    // Kept as written back, which can be longer than sent ("%" becomes "%25").
    .refine((query) => query.length <= 1000, TOO_LONG_VIEW_MESSAGE),
});
export type SavedViewInput = z.input<typeof savedViewInputSchema>;

export const savedViewIdSchema = z.object({
  id: z.coerce
    .number({ error: SAVED_VIEW_NOT_FOUND_MESSAGE })
    .int(SAVED_VIEW_NOT_FOUND_MESSAGE)
    .positive(SAVED_VIEW_NOT_FOUND_MESSAGE)
    .max(MAX_DB_INTEGER, SAVED_VIEW_NOT_FOUND_MESSAGE),
});

export const savedViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(savedViewSchema),
});
export const savedViewResponseSchema = z.object({
  message: z.string(),
  data: savedViewSchema,
});
