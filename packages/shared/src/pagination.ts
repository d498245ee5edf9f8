import { z } from 'zod';

/** `?page=` of a paged list: 1 when absent, a clear message when it is not a page number. */
export const pageQuery = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be a whole number.')
  .min(1, 'The page must be 1 or more.')
  .max(100_000, 'The page is too far.')
  .default(1);

/** Where a paged answer stands: this page, its size, and how many there are in all. */
export const pageFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
};

/** `?dir=` of a sorted list, `fallback` when absent. */
const sortDirectionOr = (fallback: 'asc' | 'desc') =>
  z.enum(['asc', 'desc'], { error: 'The direction must be asc or desc.' }).default(fallback);

/** `?dir=` of a sorted list: newest or largest first unless asked otherwise. */
export const sortDirection = sortDirectionOr('desc');

/**
 * `?sort=&dir=&page=` of a staff list sorted by one of `keys`: `fallback` when not asked, with
 * a clear message for a key it does not know.
 */
export const listQuerySchema = <const K extends readonly [string, ...string[]]>(
  keys: K,
  fallback: { sort: K[number]; dir: 'asc' | 'desc' },
) =>
  z.object({
    sort: z
      .enum(keys, { error: `The sort must be one of: ${keys.join(', ')}.` })
      .default(fallback.sort),
    dir: sortDirectionOr(fallback.dir),
    page: pageQuery,
  });

/** A page of a back-office grid of cards (templates, designs): 2, 3 or 4 to a row, full rows. */
export const GRID_PAGE_SIZE = 24;

/** `?sort=&dir=&page=` of a grid: in the order its cards were made unless asked otherwise. */
export const gridQuerySchema = listQuerySchema(['created_at', 'name', 'status'], {
  sort: 'created_at',
  dir: 'asc',
});
export type GridQuery = z.infer<typeof gridQuerySchema>;
