import { eq, lt, sql } from 'drizzle-orm';
import { TooManyRequests } from '../../lib/app-error';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * How often a key may act. Without `backoff`, a fixed window: `limit` events, then wait for the
 * window to end. With it, each event past the limit doubles the wait from `baseMs` up to `maxMs`,
 * and the count is forgotten after `windowMs` of quiet: an attacker slows to a crawl, yet nobody
 * is shut out for longer than `maxMs`.
 */
export interface Rule {
  limit: number;
  windowMs: number;
  backoff?: { baseMs: number; maxMs: number };
}

/** A key's counter: events in the current window, and until when the key must wait. */
export interface Counter {
  count: number;
  windowEnds: number;
  blockedUntil: number | null;
}

/** Milliseconds `counter` still has to wait at `now`; 0 when it may act. */
export function waitOf(counter: Counter | undefined, now: number): number {
  if (!counter || counter.windowEnds <= now || counter.blockedUntil === null) return 0;
  return Math.max(0, counter.blockedUntil - now);
}

/** The counter after one more event at `now` (the caller checked `waitOf` first). */
export function counted(counter: Counter | undefined, rule: Rule, now: number): Counter {
  const fresh = !counter || counter.windowEnds <= now;
  const count = fresh ? 1 : counter.count + 1;
  const windowEnds = fresh || rule.backoff ? now + rule.windowMs : counter.windowEnds;
  return { count, windowEnds, blockedUntil: blockAt(count, windowEnds, rule, now) };
}

/** The counter with one event taken back (an attempt counted in advance that went fine). */
export function forgiven(counter: Counter, rule: Rule, now: number): Counter {
  const count = Math.max(0, counter.count - 1);
  return { ...counter, count, blockedUntil: blockAt(count, counter.windowEnds, rule, now) };
}

function blockAt(count: number, windowEnds: number, rule: Rule, now: number): number | null {
  if (count < rule.limit) return null;
  if (!rule.backoff) return windowEnds;
  const { baseMs, maxMs } = rule.backoff;
  return now + Math.min(baseMs * 2 ** (count - rule.limit), maxMs);
}

/**
 * Counters kept in PostgreSQL, so every server behind a load balancer counts the same events.
 * Each change holds the key's row lock, so parallel requests cannot all slip under a limit.
 */
export interface RateLimiter {
  /** Counts one event of `key` unless it must wait; answers the wait (0: counted). */
  take(key: string, rule: Rule): Promise<number>;
  /** The wait of `key`, without counting anything. */
  waitFor(key: string): Promise<number>;
  forgive(key: string, rule: Rule): Promise<void>;
  reset(key: string): Promise<void>;
}

const PRUNE_EVERY = 500;

export function createRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  let changes = 0;

  /** Runs `change` on the key's counter under its row lock and stores what it returns. */
  async function update(key: string, change: (counter: Counter) => Counter | null) {
    if (++changes % PRUNE_EVERY === 0) {
      // Expired counters mean nothing; dropping them keeps the table small.
      await db.delete(rateLimits).where(lt(rateLimits.windowEnds, new Date(now())));
    }
    await db.transaction(async (tx) => {
      // One statement creates the row or locks the one there, and answers it: parallel first
      // events queue on it too. (An upsert that changes nothing still takes the row's lock.)
      const [row] = await tx
        .insert(rateLimits)
        .values({ key, count: 0, windowEnds: new Date(0) })
        .onConflictDoUpdate({ target: rateLimits.key, set: { key: sql`excluded.key` } })
        .returning();
      const next = change(fromRow(row!));
      if (!next) return;
      await tx
        .update(rateLimits)
        .set({
          count: next.count,
          windowEnds: new Date(next.windowEnds),
          blockedUntil: next.blockedUntil === null ? null : new Date(next.blockedUntil),
        })
        .where(eq(rateLimits.key, key));
    });
  }

  return {
    async take(key, rule) {
      let wait = 0;
      await update(key, (counter) => {
        wait = waitOf(counter, now());
        return wait > 0 ? null : counted(counter, rule, now());
      });
      return wait;
    },
    async waitFor(key) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      return waitOf(row && fromRow(row), now());
    },
    async forgive(key, rule) {
      await update(key, (counter) => forgiven(counter, rule, now()));
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

function fromRow(row: typeof rateLimits.$inferSelect): Counter {
  return {
    count: row.count,
    windowEnds: row.windowEnds.getTime(),
    blockedUntil: row.blockedUntil?.getTime() ?? null,
  };
}

/**
 * Counts one event on each counter, in order; when one must wait, the ones already counted are
 * taken back and its wait is the answer (0: all counted).
 */
export async function takeAll(
  limiter: RateLimiter,
  counters: Array<{ key: string; rule: Rule }>,
): Promise<number> {
  for (const [index, { key, rule }] of counters.entries()) {
    const wait = await limiter.take(key, rule);
    if (wait > 0) {
      for (const done of counters.slice(0, index)) await limiter.forgive(done.key, done.rule);
      return wait;
    }
  }
  return 0;
}

/** A wait in words for a 429 message: "3 minutes". */
function minutesUntil(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** "Too many analyses. Please try again in 3 minutes.", with the wait in the header too. */
export const tooMany = (what: string, waitMs: number) =>
  new TooManyRequests(`${what} Please try again in ${minutesUntil(waitMs)}.`, waitMs);
