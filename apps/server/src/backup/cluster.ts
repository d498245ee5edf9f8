import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgresOptions } from '../infra/db/embedded-postgres';
import { BackupError } from './manifest';

/** The database server.ts uses on the embedded cluster. */
const DATABASE = 'careercard';

export interface OpenedDatabase {
  url: string;
  /** The embedded PostgreSQL was already running: a server (or one that died) started it. */
  alreadyRunning: boolean;
  /** Stops the embedded PostgreSQL when it was started here. */
  close(): Promise<void>;
}

/**
 * The URL of the embedded cluster when a PostgreSQL already serves it. It must not be started
 * again: startEmbeddedPostgres stops a PostgreSQL it finds on the cluster, which would take
 * the database away from a running server.
 */
async function runningClusterUrl(dataDir: string): Promise<string | undefined> {
  const read = (file: string) => fs.readFile(path.join(dataDir, file), 'utf8').catch(() => '');
  // The fourth line of postmaster.pid is the port PostgreSQL listens on.
  const port = Number.parseInt((await read('postgres/postmaster.pid')).split('\n')[3] ?? '', 10);
  const password = (await read('postgres-password')).trim();
  if (!port || !password) return undefined;
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return url;
  } catch {
    // A stale file left by a PostgreSQL that died: starting the cluster takes care of it.
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The database of this configuration: DATABASE_URL's, else the embedded cluster under
 * DATA_DIR, reached where a server already runs it, otherwise started here (and created when
 * `create` is set).
 */
export async function openDatabase(
  config: Config,
  log: EmbeddedPostgresOptions['log'],
  { create }: { create: boolean },
): Promise<OpenedDatabase> {
  const idle = async () => {};
  if (config.databaseUrl) return { url: config.databaseUrl, alreadyRunning: false, close: idle };
  const running = await runningClusterUrl(config.dataDir);
  if (running) return { url: running, alreadyRunning: true, close: idle };
  const clusterExists = await fs
    .access(path.join(config.dataDir, 'postgres', 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!clusterExists && !create) {
    throw new BackupError(
      `There is no CareerCard database in ${config.dataDir} (no ${path.join('postgres', 'PG_VERSION')}). ` +
        'Set DATA_DIR to the folder CareerCard runs with, or DATABASE_URL to its database.',
    );
  }
  const cluster = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    database: DATABASE,
    port: config.embeddedPgPort,
    log,
  });
  return { url: cluster.url, alreadyRunning: false, close: () => cluster.stop() };
}
