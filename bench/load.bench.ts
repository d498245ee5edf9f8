// Mixed traffic under load (issue 23): 200 connections on loopback, split between public V-Card
// views, CV reads and saves, ATS analyses and sign-ins, each kind in its own autocannon so each
// has its own p50, p99 and errors. Before it, a bare Fastify route at 200 connections, the
// floor. The mix runs twice: saturated (every connection sends its next request as soon as the
// last is answered: the most the server can do, and the latency of a queue that never empties)
// and steady (the same connections offering a busy hour's traffic at a fixed rate: the latency
// users would see). Each phase lasts LOAD_SECONDS (60 by default; 300 for the memory check),
// after a warm-up. The server's RSS is read from /proc every second, and CPU times per phase
// (Linux only).
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleCv } from '@careercard/shared/cv-sample';
import type { LoadTarget, LoadUser } from './load-target';
import { steadyLoad, type SteadyFigures, type SteadyKind } from './steady-load';
import { round, withTarget } from './target-process';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARM_UP_SECONDS = 10;
/** Issue 23's target for reads and saves. */
const TARGET_P99_MS = 100;

/**
 * The 200 connections by kind: mostly reads, as on the site. Sign-ins stay under 20 because
 * the server counts each attempt before checking the password and refuses the 21st at once
 * from one address (LOGIN_MAX_FAILURES_PER_IP), and all of this traffic comes from 127.0.0.1.
 */
const MIX = {
  'vcard-view': 90,
  'cv-read': 50,
  'cv-save': 40,
  'ats-report': 12,
  'sign-in': 8,
};
type Kind = keyof typeof MIX;

/**
 * The steady phase's requests per second by kind: a busy hour of a site this size, mostly
 * people opening shared cards and editing CVs, a few analysing, fewer signing in (each sign-in
 * hashes a password on purpose slowly). LOAD_RATE scales them all.
 */
const RATE_SCALE = Number(process.env.LOAD_RATE ?? 1);
const STEADY: Record<Kind, number> = {
  'vcard-view': 200,
  'cv-read': 100,
  'cv-save': 60,
  'ats-report': 10,
  'sign-in': 2,
};
const READS_AND_SAVES: Kind[] = ['vcard-view', 'cv-read', 'cv-save'];

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const atsBody = JSON.stringify({
  cvText: fixture('two-page-cv.txt'),
  jobDescription: fixture('job-description.txt'),
});
const cvJson = JSON.stringify(sampleCv);
const json = { 'content-type': 'application/json' };
const bearer = (user: LoadUser) => ({ authorization: `Bearer ${user.token}` });

/** Each call gives the next user, so a kind's requests are spread over all the accounts. */
function rotation(users: LoadUser[]) {
  let next = 0;
  return () => users[next++ % users.length]!;
}

/**
 * The requests of each kind. `savers` are the users whose CVs are saved: every CV is at version
 * 1 and no two connections save one CV at once, so no save meets a conflict (409).
 */
function requestsOf(target: LoadTarget, savers: LoadUser[]): Record<Kind, autocannon.Request[]> {
  const anyone = rotation(target.users);
  const versions = new Map(savers.map((user) => [user.cvId, 1]));
  const idle = [...savers];
  return {
    'vcard-view': [{ setupRequest: (req) => ({ ...req, path: `/api/vcards/${anyone().slug}` }) }],
    'cv-read': [
      {
        setupRequest: (req) => {
          const user = anyone();
          return { ...req, path: `/api/user/cvs/${user.cvId}`, headers: bearer(user) };
        },
      },
    ],
    'cv-save': [
      {
        method: 'PUT',
        // The context is the connection's: it holds the user whose CV is on its way.
        setupRequest: (req, context) => {
          const user = idle.shift();
          // Only when a steady run offers more than the server answers: that request fails.
          if (!user) throw new Error('Every CV is being saved already');
          Object.assign(context, { user });
          return {
            ...req,
            path: `/api/user/cvs/${user.cvId}`,
            headers: { ...json, ...bearer(user) },
            body: `{"version":${versions.get(user.cvId)},"data":${cvJson}}`,
          };
        },
        onResponse: (status, body, context) => {
          const { user } = context as { user: LoadUser };
          if (status === 200) {
            versions.set(
              user.cvId,
              (JSON.parse(body) as { data: { version: number } }).data.version,
            );
          }
          idle.push(user);
        },
      },
    ],
    // Signed in, each user well under ANALYSIS_MAX_PER_USER_HOUR (visitors get 30 an hour per
    // address, which one loopback address would spend in a moment).
    'ats-report': [
      {
        method: 'POST',
        setupRequest: (req) => ({ ...req, headers: { ...json, ...bearer(anyone()) } }),
        path: '/api/user/ats-report',
        body: atsBody,
      },
    ],
    'sign-in': [
      {
        method: 'POST',
        path: '/api/user/login',
        setupRequest: (req) => ({
          ...req,
          // A copy: autocannon writes each body's Content-Length into the headers it is given.
          headers: { ...json },
          body: JSON.stringify({ email: anyone().email, password: target.password }),
        }),
      },
    ],
  };
}

async function saturate(
  target: LoadTarget,
  seconds: number,
  requests: Record<Kind, autocannon.Request[]>,
) {
  const kinds = Object.keys(MIX) as Kind[];
  const results = await Promise.all(
    kinds.map((kind) =>
      autocannon({
        url: target.appUrl,
        connections: MIX[kind],
        duration: seconds,
        requests: requests[kind],
      }),
    ),
  );
  return Object.fromEntries(kinds.map((kind, i) => [kind, figures(results[i]!)])) as Record<
    Kind,
    SteadyFigures
  >;
}

function figures(result: autocannon.Result): SteadyFigures {
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    // Connection errors, timeouts among them.
    socketErrors: result.errors,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
    ),
  };
}

/**
 * All kinds at once, each with its share of the connections: saturating them, or with `rates`,
 * each kind offering that many requests a second.
 */
async function mixed(
  target: LoadTarget,
  savers: LoadUser[],
  seconds: number,
  rates?: Record<Kind, number>,
) {
  const requests = requestsOf(target, savers);
  const kinds = Object.keys(MIX) as Kind[];
  const byKind = rates
    ? await steadyLoad(
        target.appUrl,
        seconds,
        Object.fromEntries(
          kinds.map((kind) => [
            kind,
            { connections: MIX[kind], rate: rates[kind], requests: requests[kind] },
          ]),
        ) as Record<Kind, SteadyKind>,
      )
    : await saturate(target, seconds, requests);
  const all = Object.values(byKind);
  const errors = all.reduce((sum, kind) => sum + kind.non2xx + kind.socketErrors, 0);
  return {
    requestsPerSecond: all.reduce((sum, kind) => sum + kind.requestsPerSecond, 0),
    errors,
    readsAndSavesP99Met: READS_AND_SAVES.every(
      (kind) => byKind[kind].latencyMs.p99 <= TARGET_P99_MS,
    ),
    ...byKind,
  };
}

/** Linux counts CPU time in ticks of 1/100 s (USER_HZ) on every common platform. */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat from the 3rd on (the command's name before may hold spaces). */
function statOf(pid: number | string) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}
/** User plus system CPU seconds: the 14th and 15th fields. */
const cpuSecondsOf = (fields: string[]) =>
  (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;

/** The server's resident memory in MiB, with the time it was read. */
function readRss(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    at: performance.now() / 1000,
    rssMiB: Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024,
  };
}
type Reading = ReturnType<typeof readRss>;

/**
 * CPU seconds used so far by the machine, the server, its PostgreSQL (the server's descendants)
 * and this load generator. Other work on a shared machine slows the server, so it is shown too.
 */
function readCpu(serverPid: number) {
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: all but idle and iowait is busy.
  const busy = [0, 1, 2, 5, 6, 7].reduce((sum, i) => sum + Number(ticks[i + 1]), 0);
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const name of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const fields = statOf(name);
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
      cpu.set(Number(name), cpuSecondsOf(fields));
    } catch {
      // The process ended while the list was read.
    }
  }
  let postgres = 0;
  const pending = [...(children.get(serverPid) ?? [])];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    postgres += cpu.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  const own = process.cpuUsage();
  return {
    at: performance.now() / 1000,
    machine: busy / TICKS_PER_SECOND,
    server: cpu.get(serverPid) ?? 0,
    postgres,
    loadGenerator: (own.user + own.system) / 1e6,
  };
}
type CpuReading = ReturnType<typeof readCpu>;

/** Percent of one core each used between two readings; the rest is other processes' share. */
function cpuPercent(from: CpuReading, to: CpuReading) {
  const share = (key: Exclude<keyof CpuReading, 'at'>) =>
    Math.round((100 * (to[key] - from[key])) / (to.at - from.at));
  const [server, postgres, loadGenerator] = [
    share('server'),
    share('postgres'),
    share('loadGenerator'),
  ];
  return {
    server,
    postgres,
    loadGenerator,
    otherProcesses: share('machine') - server - postgres - loadGenerator,
    idle: os.cpus().length * 100 - share('machine'),
  };
}

/** Least-squares slope of RSS over time, in MiB per minute. */
function slopePerMinute(readings: Reading[]) {
  const n = readings.length;
  const meanT = readings.reduce((sum, r) => sum + r.at, 0) / n;
  const meanM = readings.reduce((sum, r) => sum + r.rssMiB, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const r of readings) {
    covariance += (r.at - meanT) * (r.rssMiB - meanM);
    variance += (r.at - meanT) ** 2;
  }
  return (covariance / variance) * 60;
}

export async function run() {
  if (!Number.isInteger(SECONDS) || SECONDS < 1) {
    throw new Error(`LOAD_SECONDS must be a whole number of seconds, not ${SECONDS}`);
  }
  if (!(RATE_SCALE > 0)) throw new Error(`LOAD_RATE must be above 0, not ${RATE_SCALE}`);
  const steadyRates = Object.fromEntries(
    Object.entries(STEADY).map(([kind, rate]) => [
      kind,
      Math.max(1, Math.round(rate * RATE_SCALE)),
    ]),
  ) as Record<Kind, number>;
  return withTarget(async (target: LoadTarget) => {
    const readings: Reading[] = [];
    const sample = () => {
      const reading = readRss(target.pid);
      readings.push(reading);
      return reading;
    };
    const sampler = setInterval(sample, 1000);
    try {
      const start = sample();
      await autocannon({ url: target.bareUrl, connections: 200, duration: WARM_UP_SECONDS });
      const floorStart = readCpu(target.pid);
      const floor = figures(
        await autocannon({ url: target.bareUrl, connections: 200, duration: SECONDS }),
      );
      const floorEnd = readCpu(target.pid);

      // A stopped run leaves saves in flight whose new versions it never learns, so the
      // warm-up and each measured run save different thirds of the CVs.
      const third = Math.floor(target.users.length / 3);
      const savers = (i: number) => target.users.slice(i * third, (i + 1) * third);
      await mixed(target, savers(0), WARM_UP_SECONDS);
      const afterWarmUp = sample();
      const saturatedStart = readCpu(target.pid);
      const saturated = await mixed(target, savers(1), SECONDS);
      const saturatedEnd = readCpu(target.pid);
      const afterSaturated = sample();
      const steady = await mixed(target, savers(2), SECONDS, steadyRates);
      const steadyEnd = readCpu(target.pid);
      const end = sample();
      const measured = readings.filter((r) => r.at >= afterWarmUp.at);
      const secondHalf = measured.slice(Math.floor(measured.length / 2));

      return {
        name: 'load',
        secondsPerPhase: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
        users: target.users.length,
        connections: MIX,
        bareFastify: { connections: 200, ...floor },
        saturated,
        steady: { offeredPerSecond: steadyRates, ...steady },
        target: {
          p99Ms: TARGET_P99_MS,
          readsAndSavesMetSaturated: saturated.readsAndSavesP99Met,
          readsAndSavesMetSteady: steady.readsAndSavesP99Met,
          noErrors: saturated.errors + steady.errors === 0,
        },
        serverRssMiB: {
          start: round(start.rssMiB),
          afterWarmUp: round(afterWarmUp.rssMiB),
          afterSaturated: round(afterSaturated.rssMiB),
          peak: round(Math.max(...readings.map((r) => r.rssMiB))),
          end: round(end.rssMiB),
          growthSinceWarmUp: round(end.rssMiB - afterWarmUp.rssMiB),
          growthPercent: round((100 * (end.rssMiB - afterWarmUp.rssMiB)) / afterWarmUp.rssMiB),
          // One collection moves RSS by tens of MiB, and the heap still grows for a minute or
          // two after the warm-up: the slope of the second half is what tells a leak.
          trendPerMinuteInSecondHalf: round(slopePerMinute(secondHalf), 1),
          // Every 10th second of the measured runs, to see the shape behind those figures.
          series: measured.filter((_, i) => i % 10 === 0).map((r) => Math.round(r.rssMiB)),
        },
        // 100 is one core; the machine has os.cpus().length of them.
        cpuPercent: {
          floor: cpuPercent(floorStart, floorEnd),
          saturated: cpuPercent(saturatedStart, saturatedEnd),
          steady: cpuPercent(saturatedEnd, steadyEnd),
        },
      };
    } finally {
      clearInterval(sampler);
    }
  }, 'bench/load-target.ts');
}
