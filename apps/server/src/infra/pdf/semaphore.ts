/** A slot for one job; releasing twice is harmless. */
export type Release = () => void;

export interface Semaphore {
  /** Waits for a free slot, in the order of asking. */
  acquire(): Promise<Release>;
  /** Jobs holding a slot. */
  readonly running: number;
  /** Jobs waiting for one. */
  readonly queued: number;
}

/** At most `limit` jobs at a time; the others wait in a first-in, first-out queue. */
export function createSemaphore(limit: number): Semaphore {
  let running = 0;
  const waiting: (() => void)[] = [];

  const handOn = () => {
    // A freed slot goes straight to the longest waiter, so nobody can overtake the queue.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async acquire() {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        handOn();
      };
    },
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}
