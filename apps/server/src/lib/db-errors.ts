/** A unique index refused a write (PostgreSQL 23505), optionally a named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  return cause?.code === '23505' && (!constraint || cause.constraint === constraint);
}
