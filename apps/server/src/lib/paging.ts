import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A list's order: by `column` in `dir`, then by `tie` the same way, so rows with equal values
 * keep one order and no row shows on two pages or none.
 */
export function pageOrder(
  column: AnyColumn | SQL,
  tie: AnyColumn,
  dir: 'asc' | 'desc',
): [SQL, SQL] {
  return dir === 'asc' ? [asc(column), asc(tie)] : [desc(column), desc(tie)];
}

/** The rows before page `page` of `size`. */
export const offsetOf = (page: number, size: number) => (page - 1) * size;
