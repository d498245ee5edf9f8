import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import { serverRoot } from '../../lib/paths';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

interface ConnectOptions {
  max?: number;
  /** An idle connection can fail (the database restarts); without a listener that would crash us. */
  onError?: (error: Error) => void;
  /**
   * How long a query may wait for its answer. A paused PostgreSQL keeps its connections open
   * and silent, so without it a query on one of them waits for ever.
   */
  queryTimeoutMs?: number;
}

export function connectDatabase(
  url: string,
  { max = 10, onError, queryTimeoutMs }: ConnectOptions = {},
): Database {
  // A database that does not answer fails the request in seconds instead of holding it forever.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs } : {}),
  });
  pool.on('error', onError ?? (() => {}));
  // The pool listens to a connection only while it is idle. One that fails while checked out
  // (between a transaction's queries) would crash the process with an unhandled 'error';
  // its next query fails instead, and the pool drops it when released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Applies the committed SQL migrations that have not run yet. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
