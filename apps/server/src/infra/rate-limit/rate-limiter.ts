import { TooManyRequests } from '../../lib/app-error';

/**
 * Fixed-window counters. Kept in memory on one server; the interface lets a shared store
 * (Redis, per the scale-out path) replace it without touching callers.
 */
export interface RateLimiter {
  /** Counts one event for `key`. */
  hit(key: string, windowMs: number): void;
  /** Milliseconds until `key` may act again, or 0 when it is under `limit`. */
  retryAfterMs(key: string, limit: number): number;
  /** Takes back one event of `key` (an attempt counted in advance that turned out fine). */
  forgive(key: string): void;
  reset(key: string): void;
}

interface Window {
  count: number;
  resetAt: number;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    hit(key, windowMs) {
      const window = current(key);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, resetAt: now() + windowMs });
      // Drop expired windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) for (const k of windows.keys()) current(k);
    },
    retryAfterMs(key, limit) {
      const window = current(key);
      return window && window.count >= limit ? window.resetAt - now() : 0;
    },
    forgive(key) {
      const window = current(key);
      if (window && window.count > 0) window.count -= 1;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** A wait in words for a 429 message: "3 minutes". */
function minutesUntil(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** "Too many analyses. Please try again in 3 minutes.", with the wait in the header too. */
export const tooMany = (what: string, waitMs: number) =>
  new TooManyRequests(`${what} Please try again in ${minutesUntil(waitMs)}.`, waitMs);
