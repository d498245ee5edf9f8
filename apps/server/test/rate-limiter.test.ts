import { afterAll, describe, expect, it } from 'vitest';
import {
  counted,
  createRateLimiter,
  forgiven,
  takeAll,
  waitOf,
  type Counter,
  type Rule,
} from '../src/infra/rate-limit/rate-limiter';
import { createTestDatabase } from './helpers';

const fixed: Rule = { limit: 3, windowMs: 60_000 };
const backingOff: Rule = { limit: 2, windowMs: 60_000, backoff: { baseMs: 1_000, maxMs: 8_000 } };

/** The counter after `times` events at `now`, each allowed. */
function after(times: number, rule: Rule, now: number, start?: Counter) {
  let counter = start;
  for (let i = 0; i < times; i += 1) counter = counted(counter, rule, now);
  return counter!;
}

describe('fixed window', () => {
  it('waits once the limit is reached, until the window ends', () => {
    const counter = after(3, fixed, 1_000);
    expect(waitOf(after(2, fixed, 1_000), 1_000)).toBe(0);
    expect(waitOf(counter, 1_000)).toBe(60_000);
    expect(waitOf(counter, 60_000)).toBe(1_000);
    expect(waitOf(counter, 61_000)).toBe(0);
    // A new window starts from one.
    expect(counted(counter, fixed, 61_000).count).toBe(1);
  });
});

describe('backoff', () => {
  it('doubles the wait with each event past the limit, up to its cap', () => {
    let now = 0;
    let counter = after(1, backingOff, now);
    expect(waitOf(counter, now)).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      counter = counted(counter, backingOff, now);
      waits.push(waitOf(counter, now));
      now += waitOf(counter, now);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('forgets the count after a quiet window, and a forgiven event lifts the wait', () => {
    const counter = after(2, backingOff, 0);
    expect(waitOf(counter, 0)).toBe(1_000);
    expect(waitOf(forgiven(counter, backingOff, 0), 0)).toBe(0);
    expect(counted(counter, backingOff, 60_000).count).toBe(1);
  });
});

describe('counters in PostgreSQL', async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());

  it('counts parallel events exactly, as several servers would send them', async () => {
    // Two limiters on one database stand for two servers.
    const servers = [createRateLimiter(database.db), createRateLimiter(database.db)];
    const waits = await Promise.all(
      Array.from({ length: 12 }, (_, i) => servers[i % 2]!.take('burst', fixed)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    expect(waits.filter((wait) => wait > 55_000)).toHaveLength(9);
    expect(await servers[1]!.waitFor('burst')).toBeGreaterThan(55_000);
    await servers[0]!.reset('burst');
    expect(await servers[1]!.waitFor('burst')).toBe(0);
  });

  it('takes back what it counted when a later counter must wait', async () => {
    const limiter = createRateLimiter(database.db);
    const one = { limit: 1, windowMs: 60_000 };
    expect(await limiter.take('second', one)).toBe(0);
    const wait = await takeAll(limiter, [
      { key: 'first', rule: one },
      { key: 'second', rule: one },
    ]);
    expect(wait).toBeGreaterThan(0);
    expect(await limiter.take('first', one)).toBe(0);
  });
});
