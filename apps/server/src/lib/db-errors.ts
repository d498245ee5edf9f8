import { ServiceUnavailable } from './app-error';

/** A unique index refused a write (PostgreSQL 23505), optionally a named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  return cause?.code === '23505' && (!constraint || cause.constraint === constraint);
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
/** The Retry-After of that answer: the embedded PostgreSQL restarts within a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Codes of a database that is not there right now: refused or dropped connections, and
 * PostgreSQL shutting down, starting up or out of connections. Such a failure passes; a 503
 * says so, where a 500 would say our code is broken.
 */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** pg says these in words only. */
const UNAVAILABLE_WORDS = new RegExp(
  [
    '^Connection terminated',
    '^timeout exceeded when trying to connect',
    '^Query read timeout',
    '^Client has encountered a connection error',
  ].join('|'),
);

/**
 * The error, or one of its causes, says the database cannot be reached. A failure another
 * service owns (the file storage refusing a connection) is that service's, whatever it wraps.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 5; depth += 1) {
    if (at instanceof ServiceUnavailable) return false;
    const { code, message, cause } = at as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_WORDS.test(message)) return true;
    at = cause;
  }
  return false;
}
