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
}

export function connectDatabase(url: string, { max = 10, onError }: ConnectOptions = {}): Database {
  // A database that does not answer fails the request in seconds instead of holding it forever.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  pool.on('error', onError ?? (() => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** Applies the committed SQL migrations that have not run yet. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
