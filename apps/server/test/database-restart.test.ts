import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase, runMigrations } from '../src/infra/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/infra/db/embedded-postgres';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/lib/db-errors';
import { testConfig } from './helpers';
import { freePort } from './processes';

const quiet = { info() {}, debug() {}, warn() {} };
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-restart-'));
// A cluster of this test's own, on a fixed port, so it can stop and come back where it was.
const port = await freePort();
const start = () =>
  startEmbeddedPostgres({ dataDir, database: 'careercard', port, ephemeral: true, log: quiet });
let cluster: EmbeddedPostgres = await start();
const database = connectDatabase(cluster.url);
await runMigrations(database.db);
const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), db: database.db });
await app.ready();

afterAll(async () => {
  await app.close();
  await database.close();
  await cluster.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const register = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      name: 'Sadia Karim',
      email,
      password: 'mango-season-2026',
      password_confirmation: 'mango-season-2026',
    },
  });

describe('PostgreSQL restarting while the server runs', () => {
  it('answers 503 with a message while it is down, and serves again by itself', async () => {
    expect((await register('before@example.test')).statusCode).toBe(201);

    await cluster.stop();
    for (const res of [
      await register('during@example.test'),
      await app.inject({ url: '/api/vcards/someone' }),
      await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'before@example.test', password: 'mango-season-2026' },
      }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(res.headers['retry-after']).toBe('5');
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);

    cluster = await start();
    // No restart of the server: the pool reconnects on the next request.
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'before@example.test', password: 'mango-season-2026' },
    });
    expect(signIn.statusCode).toBe(200);
    // Nothing half-written: the sign-up during the outage did not happen.
    expect((await register('during@example.test')).statusCode).toBe(201);
  });
});
