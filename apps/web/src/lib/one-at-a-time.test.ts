import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one task at a time', () => {
  it('runs tasks in turn, never two at once, and gives each its own result or error', async () => {
    const run = oneAtATime(1_000);
    let running = 0;
    let most = 0;
    const task =
      (value: number, fail = false) =>
      async () => {
        running += 1;
        most = Math.max(most, running);
        await delay(5);
        running -= 1;
        if (fail) throw new Error(`task ${value} failed`);
        return value;
      };
    const results = await Promise.allSettled([run(task(1)), run(task(2, true)), run(task(3))]);
    expect(most).toBe(1);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 3 });
  });

  it('a task that hangs holds the next only until its time is up', async () => {
    const run = oneAtATime(30);
    const hung = run(() => new Promise<never>(() => {}));
    const started = Date.now();
    expect(await run(async () => 'next')).toBe('next');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(Date.now() - started).toBeLessThan(500);
    void hung;
  });
});
