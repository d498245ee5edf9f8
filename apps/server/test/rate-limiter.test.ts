import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../src/infra/rate-limit/rate-limiter';

describe('fixed-window rate limiter', () => {
  it('limits a key once it reaches the limit, until its window ends', () => {
    let now = 1_000;
    const limiter = createMemoryRateLimiter(() => now);
    limiter.hit('k', 60_000);
    limiter.hit('k', 60_000);
    expect(limiter.retryAfterMs('k', 3)).toBe(0);
    limiter.hit('k', 60_000);
    expect(limiter.retryAfterMs('k', 3)).toBe(60_000);
    now += 59_000;
    expect(limiter.retryAfterMs('k', 3)).toBe(1_000);
    now += 1_000;
    expect(limiter.retryAfterMs('k', 3)).toBe(0);
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const limiter = createMemoryRateLimiter();
    limiter.hit('a', 60_000);
    expect(limiter.retryAfterMs('a', 1)).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('b', 1)).toBe(0);
    limiter.reset('a');
    expect(limiter.retryAfterMs('a', 1)).toBe(0);
  });
});
