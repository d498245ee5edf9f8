import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, isAlive, startServer, waitForHealth } from './processes';

const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('the server process', () => {
  it('refuses to start with a bad setting and says which', async () => {
    const server = startServer({ PORT: 'not-a-port', DATABASE_URL: 'postgres://127.0.0.1:1/x' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  });

  it('starts its own PostgreSQL, prints the admin credentials, and on SIGTERM finishes its requests and stops both', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-proc-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.child);
    expect(server.output()).toMatch(/Password: \S{12,}/);

    const pidFile = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const postgresPid = Number.parseInt(pidFile, 10);
    expect(isAlive(postgresPid)).toBe(true);

    // A connection that never sends a request (browsers open such ones) must not hold shutdown.
    const unused = net.connect(port, '127.0.0.1');
    unused.on('error', () => {});
    // Sign-ups hash passwords with argon2, so they are still running when the signal arrives.
    const signUps = Array.from({ length: 8 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Shakil Uddin ${i}`,
          email: `shakil${i}@example.test`,
          password: 'mango-season-2026',
          password_confirmation: 'mango-season-2026',
        }),
      }).then((res) => res.status),
    );
    const arrived = () => server.output().match(/"url":"\/api\/user\/register"/g)?.length ?? 0;
    while (arrived() < 8) await new Promise((resolve) => setTimeout(resolve, 5));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await Promise.all(signUps)).toEqual(Array(8).fill(201));
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(isAlive(postgresPid)).toBe(false);
    expect(server.output()).toContain('Stopped');
    // A PostgreSQL stopped on purpose is not restarted.
    expect(server.output()).not.toContain('restarting it');
  }, 60_000);

  it('restarts its PostgreSQL after a kill -9 and serves again by itself, saying so in its log', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-proc-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`${base}/api/health`, server.child);
    const post = (url: string, body: Record<string, string>) =>
      fetch(base + url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((res) => res.status);
    const account = { email: 'nasrin@example.test', password: 'tea-garden-sylhet-monsoon' };
    expect(
      await post('/api/user/register', {
        name: 'Nasrin Akter',
        ...account,
        password_confirmation: account.password,
      }),
    ).toBe(201);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const killed = Number.parseInt(await fs.readFile(pidFile, 'utf8'), 10);

    process.kill(killed, 'SIGKILL');
    await vi.waitFor(() => expect(server.output()).toContain('The embedded PostgreSQL is back'), {
      timeout: 30_000,
      interval: 50,
    });
    expect(server.output()).toContain('The embedded PostgreSQL stopped (signal SIGKILL)');
    expect(await post('/api/user/login', account)).toBe(200);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    const restarted = Number.parseInt(await fs.readFile(pidFile, 'utf8'), 10);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(isAlive(restarted)).toBe(false);
    expect(server.output().match(/restarting it/g)).toHaveLength(1);
  }, 60_000);

  it('a signal during start-up still stops the PostgreSQL it was starting', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-proc-'));
    dataDirs.push(dataDir);
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    while (!server.output().includes('Creating the embedded PostgreSQL cluster')) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.child.kill('SIGTERM');
    await server.exited;
    const pidFile = await fs
      .readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
      .catch(() => '');
    const pid = Number.parseInt(pidFile, 10);
    expect(pid ? isAlive(pid) : false).toBe(false);
  }, 60_000);
});
