import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase, runMigrations } from '../src/infra/db/client';
import { startEmbeddedPostgres } from '../src/infra/db/embedded-postgres';
import { supervisePostgres } from '../src/infra/db/postgres-supervisor';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../src/lib/db-errors';
import { testConfig } from './helpers';
import { freePort } from './processes';

const quiet = { info() {}, debug() {}, warn() {} };
const PASSWORD = 'tea-garden-sylhet-monsoon';
const logged: string[] = [];
const say = (msg: string) => void logged.push(msg);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-supervised-'));
const clusterDir = path.join(dataDir, 'postgres');
const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-supervised-web-'));
await fs.writeFile(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>CareerCard</title></head><body></body></html>',
);
// Started the way server.ts starts it (durable: a kill -9 loses no commit), with short waits
// so that giving up fits in a test.
const cluster = await startEmbeddedPostgres({
  dataDir,
  database: 'careercard',
  port: await freePort(),
  log: quiet,
});
const supervisor = supervisePostgres(cluster, {
  log: { info: say, warn: say, error: say },
  firstDelayMs: 200,
  maxDelayMs: 1_000,
  budgetMs: 3_000,
  checkEveryMs: 500,
});
const database = connectDatabase(cluster.url, { queryTimeoutMs: 3_000 });
await runMigrations(database.db);
const app = await buildApp({
  config: testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: webDir }),
  db: database.db,
  supervisor,
});
await app.ready();

afterAll(async () => {
  await app.close();
  await database.close();
  supervisor.stop();
  await cluster.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(webDir, { recursive: true, force: true });
});

const postmasterPid = async () =>
  Number.parseInt(await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8'), 10);

/** The postmaster and its children: all of PostgreSQL, as `docker pause` would stop it. */
function postgresProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // Ended meanwhile.
      }
    });
  return [postmaster, ...children.map(Number)];
}

/** Signals each process still there (a backend may end meanwhile). */
function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Ended already.
    }
  }
}

/** Long enough for a restart under load, which starts with a sync of the data folder. */
const patiently = { timeout: 20_000, interval: 100 };
const status = async (url: string) => (await app.inject({ url })).statusCode;
const cameBack = () =>
  vi.waitFor(async () => {
    expect(await status('/api/health')).toBe(200);
    expect(await status('/api/health/live')).toBe(200);
  }, patiently);

/** kill -9 of the postmaster, as the OOM killer does; resolves once another one serves. */
async function killAndAwaitRestart() {
  const killed = await postmasterPid();
  process.kill(killed, 'SIGKILL');
  await vi.waitFor(async () => expect(await postmasterPid()).not.toBe(killed), patiently);
  await cameBack();
}

/** Runs `body` while PostgreSQL is killed and cannot come back: its cluster folder is away. */
async function whileGone(body: () => Promise<void>) {
  const postmaster = await postmasterPid();
  await fs.rename(clusterDir, `${clusterDir}-away`);
  process.kill(postmaster, 'SIGKILL');
  try {
    await vi.waitFor(async () => expect(await status('/api/health')).toBe(503), patiently);
    await body();
  } finally {
    await fs.rename(`${clusterDir}-away`, clusterDir);
  }
  await cameBack();
}

const login = () =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: 'kept@example.test', password: PASSWORD },
  });

describe('the embedded PostgreSQL under supervision', () => {
  it('comes back by itself after kill -9 of its postmaster, and says so in the log', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: 'Rafiq Islam',
        email: 'kept@example.test',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(signUp.statusCode).toBe(201);

    await killAndAwaitRestart();

    expect((await login()).statusCode).toBe(200);
    expect(logged).toContainEqual(
      expect.stringMatching(/embedded PostgreSQL stopped \(signal SIGKILL\); restarting it/),
    );
    // The new postmaster may serve a moment before its start is reported done.
    await vi.waitFor(
      () => expect(logged).toContainEqual(expect.stringMatching(/embedded PostgreSQL is back/)),
      patiently,
    );
  }, 60_000);

  it('keeps serving when PostgreSQL dies between the queries of a transaction', async () => {
    const client = await database.pool.connect();
    await client.query('begin');

    await killAndAwaitRestart();

    const error = await client.query('select 1').catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    client.release(error as Error);
    // A request that reads the database: no such card, rather than no server.
    expect(await status('/api/vcards/nobody')).toBe(404);
  }, 60_000);

  it('fails liveness while PostgreSQL cannot come back, and passes again once it is back', async () => {
    await whileGone(async () => {
      await vi.waitFor(async () => expect(await status('/api/health/live')).toBe(503), patiently);
      expect((await app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'error' });
      expect(logged).toContainEqual(expect.stringMatching(/Restart attempt 1 .* failed/));
      await vi.waitFor(
        () => expect(logged).toContainEqual(expect.stringMatching(/liveness fails/)),
        patiently,
      );
    });
    expect(await status('/api/vcards/nobody')).toBe(404);
  }, 60_000);

  it('answers /api/health within 2 s while PostgreSQL is paused, and fails requests instead of holding them', async () => {
    const paused = postgresProcesses(await postmasterPid());
    signal(paused, 'SIGSTOP');
    try {
      const askedAt = Date.now();
      const health = await app.inject({ url: '/api/health' });
      expect(Date.now() - askedAt).toBeLessThan(2_000);
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'error', database: 'unreachable' });

      const card = await app.inject({ url: '/api/vcards/someone' });
      expect(card.statusCode).toBe(503);
      expect(card.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      // Paused past the budget is as good as gone: the orchestrator should restart us.
      await vi.waitFor(async () => expect(await status('/api/health/live')).toBe(503), patiently);
    } finally {
      signal(paused, 'SIGCONT');
    }
    await cameBack();
  }, 60_000);

  it('answers a page asked for while the database is down with an HTML page saying it will be back', async () => {
    await whileGone(async () => {
      const page = await app.inject({ url: '/', headers: { accept: 'text/html,*/*;q=0.8' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['retry-after']).toBe('5');
      expect(page.body).toMatch(/^<!doctype html>/);
      expect(page.body).toContain('We will be back in a moment');
      expect(page.body).toContain('আমরা একটু পরেই ফিরে আসছি');
      expect(page.body).not.toMatch(/<link|<script|src=/);

      const bangla = await app.inject({
        url: '/',
        headers: { accept: 'text/html', 'accept-language': 'bn-BD,bn;q=0.9' },
      });
      expect(bangla.body).toContain('<html lang="bn">');

      // The API keeps its JSON answer.
      const api = await app.inject({
        url: '/api/vcards/someone',
        headers: { accept: 'text/html' },
      });
      expect(api.statusCode).toBe(503);
      expect(api.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    });
  }, 60_000);
});
