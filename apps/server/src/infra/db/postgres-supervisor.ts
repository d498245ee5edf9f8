import pg from 'pg';
import type { EmbeddedPostgres } from './embedded-postgres';

export interface PostgresSupervisor {
  /**
   * False once the embedded PostgreSQL has been away longer than the budget. The server cannot
   * serve without it, so liveness fails and the orchestrator restarts the whole service.
   */
  live(): boolean;
  stop(): void;
}

export interface PostgresSupervisorOptions {
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
  /** The wait before the first restart; it doubles after each failed one, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** How long PostgreSQL may stay away before liveness fails. */
  budgetMs?: number;
  /** How often a connection checks that PostgreSQL answers: a hung one does not exit. */
  checkEveryMs?: number;
}

const CHECK_TIMEOUT_MS = 2_000;

/** PostgreSQL answers: it lets us in, or refuses with words of its own (starting up, full). */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
  });
  // PostgreSQL may end the connection as it closes (it is being killed): nothing to report.
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch (error) {
    return error instanceof pg.DatabaseError;
  } finally {
    // Not awaited: after a timed-out connect, end() can wait for an event that has passed.
    void client.end().catch(() => {});
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Restarts the embedded PostgreSQL when it ends by itself (the OOM killer's SIGKILL, a crash),
 * on the same cluster and port so the pool's URL stays right, with a growing wait between
 * attempts. A stop() of the cluster is not an end by itself and starts nothing.
 */
export function supervisePostgres(
  postgres: EmbeddedPostgres,
  options: PostgresSupervisorOptions,
): PostgresSupervisor {
  const {
    log,
    firstDelayMs = 500,
    maxDelayMs = 30_000,
    budgetMs = 120_000,
    checkEveryMs = 5_000,
  } = options;
  /** When PostgreSQL was found away; unset while it answers. */
  let awaySince: number | undefined;
  let gaveUp = false;
  let restarting = false;
  let stopped = false;
  let wake = () => {};

  const live = () => awaySince === undefined || Date.now() - awaySince < budgetMs;
  const back = (message: string) => {
    awaySince = undefined;
    gaveUp = false;
    log.info(message);
  };
  const sayIfGivenUp = () => {
    if (live() || gaveUp) return;
    gaveUp = true;
    log.error(
      `The embedded PostgreSQL has been away for over ${seconds(budgetMs)}: liveness fails ` +
        'from now on, so that the service is restarted',
    );
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function restart(how: string) {
    if (stopped) return;
    restarting = true;
    const since = (awaySince ??= Date.now());
    log.warn(`The embedded PostgreSQL stopped (${how}); restarting it`);
    for (let attempt = 1, delay = firstDelayMs; ; attempt += 1) {
      await pause(delay);
      if (stopped) return;
      log.warn(`Restarting the embedded PostgreSQL (attempt ${attempt})`);
      try {
        await postgres.restart();
        restarting = false;
        back(`The embedded PostgreSQL is back, ${seconds(Date.now() - since)} after it stopped`);
        return;
      } catch (error) {
        if (stopped) return;
        delay = Math.min(delay * 2, maxDelayMs);
        log.warn(
          `Restart attempt ${attempt} of the embedded PostgreSQL failed; next in ` +
            `${seconds(delay)}: ${(error as Error).message}`,
        );
        sayIfGivenUp();
      }
    }
  }
  postgres.onExit((how) => void restart(how));

  let checking = false;
  async function checkOnce() {
    if (restarting || checking) return;
    checking = true;
    const ok = await answers(postgres.urlFor('postgres'));
    checking = false;
    if (stopped || restarting) return;
    if (ok && awaySince !== undefined) back('The embedded PostgreSQL answers again');
    if (!ok && awaySince === undefined) {
      awaySince = Date.now();
      log.warn('The embedded PostgreSQL does not answer');
    }
    if (!ok) sayIfGivenUp();
  }
  const check = setInterval(() => void checkOnce(), checkEveryMs);
  check.unref();

  return {
    live,
    stop() {
      stopped = true;
      clearInterval(check);
      wake();
    },
  };
}
