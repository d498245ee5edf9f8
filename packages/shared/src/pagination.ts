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
export const sortDirectionOr = (fallback: 'asc' | 'desc') =>
  z.enum(['asc', 'desc'], { error: 'The direction must be asc or desc.' }).default(fallback);

/** `?dir=` of a sorted list: newest or largest first unless asked otherwise. */
export const sortDirection = sortDirectionOr('desc');
