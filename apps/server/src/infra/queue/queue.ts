import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';

/**
 * Background work (e-mail delivery, printing a paid PDF ahead of its download, removing a closed
 * account's files, emptying the Trash of old CVs), kept in PostgreSQL by pg-boss: a job outlives the server that queued it, any
 * server may run it, and a failed one is tried again with a growing wait.
 */
export interface JobQueue {
  /** `startAfterSeconds`: the job waits that long before it may run. */
  send(
    name: JobName,
    data: Record<string, unknown>,
    options?: { startAfterSeconds?: number },
  ): Promise<void>;
  /** Queues a job of `name` on a cron schedule (UTC): once per tick, however many servers run. */
  schedule(name: JobName, cron: string): Promise<void>;
  /** Runs `handler` for each job of `name`; a job whose handler throws is tried again. */
  work<T>(name: JobName, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** Each kind of job, with how hard it is retried. */
const JOBS = {
  /** SMTP servers refuse for a while (greylisting, outages): keep trying for about an hour. */
  'mail-delivery': { retryLimit: 6, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  /** A print that failed is printed on download anyway; a few tries are enough. */
  'pdf-prepare': { retryLimit: 3, retryDelay: 20, retryBackoff: true, expireInSeconds: 120 },
  /** A closed account's files, when Storage failed at the time: keep trying for a day or so. */
  'account-files': { retryLimit: 10, retryDelay: 120, retryBackoff: true, expireInSeconds: 300 },
  /** A look at a parcel with the courier; it queues the next look itself. */
  'courier-tracking': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 60 },
  /** CVs in the Trash past their 30 days; the next hour's run takes what one misses. */
  'trash-emptying': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 300 },
  /** Yesterday's V-Card visitors and their salt; a run missed is made up the next night. */
  'vcard-visitors-forgetting': {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: false,
    expireInSeconds: 300,
  },
} as const;
export type JobName = keyof typeof JOBS;

/** pg-boss's tables, functions and queues in the database (a no-op once they are there). */
export async function installQueue(db: Db): Promise<void> {
  const boss = bossOn(db, { supervise: false });
  await boss.start();
  await createQueues(boss);
  await boss.stop({ graceful: false, wait: true });
}

export async function startQueue(db: Db, logger: FastifyBaseLogger): Promise<JobQueue> {
  let stopped = false;
  // Stopped, and the pool closed after it: nothing can be written any more.
  const gone = () => stopped && db.$client.ending;
  // Scheduled jobs are queued by whichever server's clock monitor comes first.
  const boss = bossOn(db, { schedule: true }, gone);
  boss.on('error', (error) => logger.error({ err: error }, 'job queue'));
  await boss.start();
  await createQueues(boss);
  return {
    async send(name, data, options = {}) {
      if (gone()) throw new Error(`The job queue has stopped; ${name} was not queued`);
      await boss.send(name, data, {
        ...JOBS[name],
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron);
    },
    async work(name, handler) {
      await boss.work<Record<string, unknown>>(
        name,
        { pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (job) await handler(job.data as never);
        },
      );
    },
    // Jobs running now may finish for a few seconds; one cut short runs again after it expires.
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
      stopped = true;
    },
  };
}

/** What pg-boss's complete and fail commands answer when they touch no job. */
const NO_JOB_CHANGED = { rows: [{ count: 0 }], rowCount: 0 };

/**
 * Over the app's own connection pool: no second set of connections to size. A job cut short by
 * the stop may end after the pool is closed: pg-boss then records its outcome without awaiting
 * it, so that write is dropped here (the job runs again after it expires) rather than failing
 * with nobody to catch it.
 */
function bossOn(db: Db, options: PgBoss.ConstructorOptions, gone = () => false) {
  return new PgBoss({
    db: {
      executeSql: (text, values) =>
        gone() ? Promise.resolve(NO_JOB_CHANGED) : db.$client.query(text, values),
    },
    schedule: false,
    ...options,
  });
}

async function createQueues(boss: PgBoss) {
  for (const [name, policy] of Object.entries(JOBS)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...policy });
  }
}
