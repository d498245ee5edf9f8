/** What `within` rejects with when the time is up. */
export class Timeout extends Error {}

/** The promise, or a Timeout after `ms`: a call that hangs must not hold whoever waits for it. */
export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** 12 ms, 1.2 s. */
export const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);
