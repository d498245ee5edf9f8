import { DHAKA_UTC_OFFSET } from '@careercard/shared/activity';
import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;
/** The start of a Bangladesh day, YYYY-MM-DD. */
const dhakaMidnight = (day: string) => new Date(`${day}T00:00:00${DHAKA_UTC_OFFSET}`);

/** `column` falls on `from` or after and on `to` or before, both Bangladesh days, either open. */
export function withinDhakaDays(
  column: PgColumn,
  { from, to }: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  return and(
    from === undefined ? undefined : gte(column, dhakaMidnight(from)),
    to === undefined ? undefined : lt(column, new Date(dhakaMidnight(to).getTime() + DAY_MS)),
  );
}
