// What every benchmark target starts: the real app on its own embedded PostgreSQL, silent and
// as in production, with a bare Fastify route beside it as the floor. Stops it all on SIGTERM or
// when the benchmark that started it is gone.
import Fastify from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase, runMigrations } from '../apps/server/src/infra/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/infra/db/embedded-postgres';

/** `settings` join the configuration's environment; `bareBody` is what the floor answers. */
export async function startServerUnderTest(options: {
  name: string;
  settings?: Record<string, string>;
  bareBody: unknown;
}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `careercard-${options.name}-`));
  const quiet = { info() {}, debug() {}, warn() {} };
  const cluster = await startEmbeddedPostgres({ dataDir, database: 'careercard', log: quiet });
  const database = connectDatabase(cluster.url);
  await runMigrations(database.db);

  const app = await buildApp({
    // Silent: nothing reads the target's output after its first line, and a full pipe would
    // stall the server.
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: cluster.url,
      ...options.settings,
    }),
    db: database.db,
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/', async () => options.bareBody);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  async function shutdown() {
    await Promise.all([app.close(), bare.close()]);
    await database.close();
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
  let stopping: Promise<void> | undefined;
  const stop = () => void (stopping ??= shutdown());
  process.on('SIGTERM', stop);
  // The benchmark holds our stdin: when it ends, however it ended, so do we.
  process.stdin.on('end', stop).resume();
  return { app, appUrl, bareUrl, db: database.db };
}
