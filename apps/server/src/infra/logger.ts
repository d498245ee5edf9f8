import { lt, sql } from 'drizzle-orm';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { hideLinkSecrets, redact, redactUrl, withoutParams } from '../lib/redact';
import type { Db } from './db/client';
import { appLogs } from './db/schema';

const LEVELS: Record<number, 'warn' | 'error' | 'fatal'> = { 40: 'warn', 50: 'error', 60: 'fatal' };
const FLUSH_MS = 1000;
const KEEP_DAYS = 30;
/** Context beyond this is cut: a log line is no place for a whole request body. */
const MAX_CONTEXT_CHARS = 8000;
/** A log message as it may be printed: no query's parameters, no link's secret. */
const clean = (text: string) => hideLinkSecrets(withoutParams(text));

/** Where warnings and errors go besides the console, once the database is there. */
export interface WarningStore {
  attach(db: Db): void;
  /** Writes what waits; called on shutdown. */
  flush(): Promise<void>;
}

/**
 * Warnings and errors kept in the database for the back office's Log Management, in batches,
 * for 30 days. A failed write is dropped rather than logged, which would only loop.
 */
function createWarningStore() {
  let db: Db | undefined;
  let waiting: Array<typeof appLogs.$inferInsert> = [];
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (!db || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    try {
      await db.insert(appLogs).values(batch);
      if (Date.now() - lastPrune > 3_600_000) {
        lastPrune = Date.now();
        await db
          .delete(appLogs)
          .where(lt(appLogs.loggedAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
      }
    } catch {
      // The database may be what fails; the console has the lines.
    }
  }

  return {
    attach(target: Db) {
      db = target;
      if (waiting.length > 0) timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
    },
    flush,
    /** A pino destination: one JSON line per call. */
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      const { level, msg, time, pid: _pid, hostname: _host, ...rest } = entry;
      const known = LEVELS[level as number];
      if (!known) return;
      const context = JSON.stringify(rest);
      waiting.push({
        level: known,
        message: typeof msg === 'string' ? msg.slice(0, 2000) : '(no message)',
        context:
          context === '{}'
            ? null
            : context.length > MAX_CONTEXT_CHARS
              ? { truncated: context.slice(0, MAX_CONTEXT_CHARS) }
              : rest,
        loggedAt: new Date(typeof time === 'number' ? time : Date.now()),
      });
      if (db) timer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
    },
  };
}

export function createLogger(config: Pick<Config, 'env' | 'logLevel'>): {
  logger: Logger;
  warnings: WarningStore;
} {
  const warnings = createWarningStore();
  const console =
    config.env === 'development' && process.stdout.isTTY
      ? pretty({ translateTime: 'SYS:HH:MM:ss' })
      : process.stdout;
  // Warnings reach Log Management whatever the console shows (even with LOG_LEVEL=silent).
  const consoleLevel = pino.levels.values[config.logLevel] ?? Infinity;
  const streams: pino.StreamEntry[] = [{ level: 'warn', stream: warnings }];
  if (consoleLevel !== Infinity) {
    streams.push({ level: config.logLevel as pino.Level, stream: console });
  }
  const logger = pino(
    {
      level: consoleLevel < pino.levels.values.warn! ? config.logLevel : 'warn',
      // Secrets and users' content never reach a log line (see lib/redact.ts).
      formatters: { log: (fields) => redact(fields) },
      hooks: {
        // `log.error(err)` takes its message from the error, past the formatter: clean it here.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error && typeof rest[0] !== 'string') {
            return method.apply(this, [{ err: first }, clean(first.message)]);
          }
          return method.apply(
            this,
            args.map((arg: unknown) => (typeof arg === 'string' ? clean(arg) : arg)) as Parameters<
              typeof method
            >,
          );
        },
      },
      serializers: {
        err: (error: Error) => redact(error) as unknown as pino.SerializedError,
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    pino.multistream(streams),
  );
  return { logger, warnings };
}
