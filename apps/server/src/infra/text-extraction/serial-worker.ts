import { TextExtractionError } from './errors';

export interface SerialWorkerOptions<W> {
  /** What the worker does, for messages ("Text recognition"). */
  task: string;
  start: () => Promise<W>;
  stop: (worker: W) => Promise<void>;
  /** Whether a started worker can still take jobs (one that died on its own is replaced). */
  isAlive?: (worker: W) => boolean;
  /** Time limit of one job (starting the worker is not counted). */
  timeoutMs: number;
  /** What a job that passed the time limit fails with. */
  timeoutCode: 'timeout' | 'unreadable';
  /** Jobs that may wait behind the running one before new ones are turned away as 'busy'. */
  maxQueued: number;
}

export interface SerialWorker<W> {
  run<T>(job: (worker: W) => Promise<T>): Promise<T>;
  /** Stops the worker; the running and waiting jobs fail with 'busy'. */
  close(): Promise<void>;
}

/**
 * One worker (a process reading files) that runs jobs one at a time from a short queue, each
 * within a time limit. It starts on the first job, and again when one has ended: a worker that
 * ran over its time or failed on its own is ended, since it may never answer again.
 */
export function createSerialWorker<W>(options: SerialWorkerOptions<W>): SerialWorker<W> {
  const { task, start, stop, isAlive = () => true, timeoutMs, timeoutCode, maxQueued } = options;
  let worker: Promise<W> | null = null;
  let jobs = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  let stopRunning: (() => void) | null = null;

  const shuttingDown = () => new TextExtractionError('busy', `${task} is shutting down`);

  const stopWorker = async () => {
    const current = worker;
    worker = null;
    await current?.then(stop, () => {});
  };

  const runNow = async <T>(job: (worker: W) => Promise<T>): Promise<T> => {
    if (closed) throw shuttingDown();
    worker ??= start();
    let ready = await worker.catch((error: unknown) => {
      worker = null; // the next job tries again
      throw error;
    });
    if (!isAlive(ready)) {
      await stopWorker();
      worker = start();
      ready = await worker;
    }
    if (closed) throw shuttingDown();
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const limit = new Promise<never>((_, reject) => {
      const halt = (error: TextExtractionError) => {
        stopped = true;
        reject(error);
      };
      timer = setTimeout(
        () => halt(new TextExtractionError(timeoutCode, `${task} took too long`)),
        timeoutMs,
      );
      stopRunning = () => halt(shuttingDown());
    });
    try {
      return await Promise.race([job(ready), limit]);
    } catch (error) {
      // A file it could not read leaves the worker sound; a halted or failing one may not be.
      if (stopped || !(error instanceof TextExtractionError)) await stopWorker();
      throw error;
    } finally {
      clearTimeout(timer);
      stopRunning = null;
      // One that ended with its job (or is to be replaced) starts again now, so that the next
      // job finds it ready; a failed start fails that job.
      if (!closed && !isAlive(ready)) {
        worker = stop(ready).then(start);
        worker.catch(() => {});
      }
    }
  };

  return {
    async run(job) {
      if (jobs > maxQueued) {
        throw new TextExtractionError('busy', `Too many files are waiting: ${task} is busy`);
      }
      jobs += 1;
      const result = queue.then(() => runNow(job));
      queue = result.catch(() => {});
      try {
        return await result;
      } finally {
        jobs -= 1;
      }
    },
    async close() {
      closed = true;
      stopRunning?.();
      await stopWorker();
    },
  };
}
