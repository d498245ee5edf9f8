import fs from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { connectDatabase, runMigrations } from './infra/db/client';
import { startEmbeddedPostgres } from './infra/db/embedded-postgres';
import { supervisePostgres, type PostgresSupervisor } from './infra/db/postgres-supervisor';
import { createLogger } from './infra/logger';
import { createAuditService } from './modules/audit/service';
import { seedDemoContent } from './modules/demo/seed';
import { ensureSuperAdmin, type BootstrapResult } from './modules/staff/bootstrap';

type Closer = () => Promise<void>;

/** No request waits longer than this for a database that stopped answering (paused, hung). */
const QUERY_TIMEOUT_MS = 30_000;

function announce(lines: string[]) {
  // Straight to the terminal, never through the logger, so passwords are not kept in log files.
  process.stdout.write(`\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`);
}

function announceAdmin(result: BootstrapResult) {
  if (!result.created) return;
  const lines = result.generatedPassword
    ? [
        'Super Admin account created',
        `  E-mail:   ${result.email}`,
        `  Password: ${result.generatedPassword}`,
        'This password is shown only once: keep it now and change it after signing in.',
      ]
    : ['Super Admin account created', `  E-mail:   ${result.email} (password from ADMIN_PASSWORD)`];
  announce(lines);
}

function loadDotEnv() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
}

async function main() {
  loadDotEnv();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const { logger: log, warnings } = createLogger(config);

  // Resources are closed in reverse order of opening: the HTTP server first, the database last.
  const closers: Closer[] = [];
  let shuttingDown = false;
  const shutdown = async (reason: string, code: number) => {
    // A terminal's Ctrl-C reaches us twice under npm (npm forwards it too); the timeout below
    // is what ends a shutdown that hangs.
    if (shuttingDown) return;
    shuttingDown = true;
    log.info(`${reason}: shutting down`);
    setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    for (const close of closers.reverse()) {
      await close().catch((error: unknown) =>
        log.error({ err: error }, 'error while shutting down'),
      );
    }
    log.info('Stopped');
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));

  try {
    let databaseUrl = config.databaseUrl;
    let supervisor: PostgresSupervisor | undefined;
    if (!databaseUrl) {
      const starting = startEmbeddedPostgres({
        dataDir: config.dataDir,
        database: 'careercard',
        port: config.embeddedPgPort,
        log,
      });
      // Registered before it is ready, so a signal during start-up still stops it cleanly.
      closers.push(async () => (await starting.catch(() => undefined))?.stop());
      const cluster = await starting;
      const watching = supervisePostgres(cluster, { log });
      closers.push(async () => watching.stop());
      supervisor = watching;
      databaseUrl = cluster.url;
    }
    // Migrations may take long, so they have a connection of their own without the time limit.
    const migrating = connectDatabase(databaseUrl, { max: 1 });
    await runMigrations(migrating.db).finally(() => migrating.close());
    const database = connectDatabase(databaseUrl, {
      onError: (error) => log.warn({ err: error }, 'database connection lost'),
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    closers.push(() => database.close());
    announceAdmin(
      await ensureSuperAdmin(database.db, config.admin, createAuditService(database.db)),
    );
    if (config.seedDemoContent) {
      const demo = await seedDemoContent(database.db);
      if (demo.created) {
        announce([
          'Demo user created, with two sample CVs',
          `  E-mail:   ${demo.email}`,
          `  Password: ${demo.password}`,
        ]);
      }
    }

    warnings.attach(database.db);
    closers.push(() => warnings.flush());
    const app = await buildApp({ config, db: database.db, logger: log, supervisor });
    closers.push(() => app.close());
    if (shuttingDown) return;
    const address = await app.listen({ port: config.port, host: config.host });
    log.info(`CareerCard is running at ${address.replace('127.0.0.1', 'localhost')}`);
  } catch (error) {
    log.error({ err: error }, 'Start-up failed');
    await shutdown('Start-up failed', 1);
  }
}

await main();
