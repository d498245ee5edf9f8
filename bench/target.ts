// The servers under test, in their own process so the load generator does not share their
// event loop: the real app (with the built web app) on an embedded PostgreSQL with one
// signed-in user, and a bare Fastify route answering the same JSON, as the floor. Prints
// their URLs and the user's token as one JSON line.
import Fastify from 'fastify';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { longSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase, runMigrations } from '../apps/server/src/infra/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/infra/db/embedded-postgres';
import { users } from '../apps/server/src/infra/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { createCvService } from '../apps/server/src/modules/cvs/service';
import { createTemplateService } from '../apps/server/src/modules/templates/service';
import { issueToken } from '../apps/server/src/modules/auth/tokens';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-bench-'));
const quiet = { info() {}, debug() {}, warn() {} };
const cluster = await startEmbeddedPostgres({ dataDir, database: 'careercard', log: quiet });
const database = connectDatabase(cluster.url);
await runMigrations(database.db);
const [user] = await database.db
  .insert(users)
  .values({
    name: 'Bench User',
    email: 'bench@example.test',
    passwordHash: await hashPassword('x'.repeat(12)),
  })
  .returning();
const token = await issueToken(database.db, user!.id, 86_400_000);

const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: cluster.url,
    // The analysis benchmark sends thousands of calls as one user.
    ANALYSIS_MAX_PER_USER_HOUR: '100000000',
  }),
  db: database.db,
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
const body = {
  user: {
    id: user!.id,
    name: 'Bench User',
    email: 'bench@example.test',
    role: ['user'],
    permissions: [],
  },
};
bare.get('/bare', async () => body);
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// Print links for a one-page and a three-page CV, as the PDF service makes them, valid for the run.
const cvService = createCvService({
  db: database.db,
  templates: createTemplateService(database.db, app.log),
});
const printUrls: Record<string, string> = {};
const shortCv = {
  ...sampleCv,
  experience: sampleCv.experience.slice(0, 2),
  education: sampleCv.education.slice(0, 1),
  projects: [],
  certifications: [],
};
for (const [name, data] of Object.entries({ 'one-page': shortCv, 'three-pages': longSampleCv() })) {
  const cv = await cvService.create(user!.id, { name, data });
  const { token: printToken } = await cvService.createPrintToken(user!.id, cv.id, 3_600_000);
  printUrls[name] = `${appUrl}/cv-preview?token=${encodeURIComponent(printToken)}`;
}

process.stdout.write(
  `${JSON.stringify({ appUrl, bareUrl, token, userId: user!.id, printUrls })}\n`,
);

async function shutdown() {
  await Promise.all([app.close(), bare.close()]);
  await database.close();
  await cluster.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
