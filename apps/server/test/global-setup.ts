import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../src/infra/db/client';
import { startEmbeddedPostgres } from '../src/infra/db/embedded-postgres';
import { installQueue } from '../src/infra/queue/queue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the migrated template database; test files clone it (see helpers.ts). */
    templateDatabaseUrl: string;
  }
}

// PostgreSQL's own messages (expected unique violations and the like) would only be noise here.
const quiet = { info() {}, debug() {}, warn() {} };

/** One real PostgreSQL for the whole run, with a migrated template database to clone from. */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-test-pg-'));
  const cluster = await startEmbeddedPostgres({
    dataDir,
    database: 'careercard_template',
    ephemeral: true,
    log: quiet,
  });
  const template = connectDatabase(cluster.url, { max: 2 });
  await runMigrations(template.db);
  // The job queue's tables too, so each test's database is cloned with them.
  await installQueue(template.db);
  await template.close();
  project.provide('templateDatabaseUrl', cluster.url);

  return async () => {
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
