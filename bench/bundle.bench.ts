// What a phone downloads: the built app served by the production server (apps/server/dist, a
// fresh DATA_DIR so its own embedded PostgreSQL), each key page opened once in a fresh Chromium
// context, and the JavaScript and CSS it requested until the network went quiet. Sizes: the
// bodies as the page got them (JS KB), gzipped here at level 9 (gz KB, whatever encoding the
// server used) and as they came over the wire (sent). The budgets (issue 41) are on the gzipped
// JavaScript: the landing page's at most 150 KB, the other public pages' 170 KB, the dashboard's
// 250 KB (1 KB = 1024 bytes). Then Lighthouse 12.2.3 (mobile, simulated throttling, performance only; the median of
// three runs) on the landing page and a public V-Card, whose target is 95. The same budgets are
// a test that `npm test` runs (e2e/tests/budgets.spec.ts).
// Run with `npm run bench -- bundle`; WEB_DIST_DIR measures another build of the web app.
import { sampleCv } from '@careercard/shared/cv-sample';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, findChromium } from '../apps/server/src/infra/pdf/chromium.mjs';
import { BUDGET_KB, firstLoadAssets, KB, largestScripts, total } from '../e2e/tests/first-load';
import { round } from './target-process';

const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_TARGET = 95;
const ADMIN = { email: 'bench-admin@careercard.test', password: 'mango-kite-bench-2026' };
const USER = {
  name: 'Farhana Kabir',
  email: 'bench-user@example.test',
  password: 'bench-password-1',
};
const VCARD_SLUG = 'farhana-kabir-bench';

type Who = 'visitor' | 'user' | 'admin';
interface RoutePlan {
  name: string;
  path: string;
  who: Who;
  /** What shows once the page is drawn. */
  ready: string;
  /** The most JavaScript (KB gzipped) it may load first. */
  budgetKb?: number;
}

interface Account {
  token: string;
  stored: string;
}

const free = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The built server on a free port and a new data folder, as the end-to-end tests start it. */
async function startServer() {
  const port = await free();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careercard-bench-bundle-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/server.js'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO_CONTENT: 'false',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit');
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('The server did not start in 120 s');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        // SIGTERM: the server drains and stops its PostgreSQL.
        child.kill('SIGTERM');
        await exited;
      }
      stopLeftoverPostgres(path.join(dataDir, 'postgres'));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database the server could not stop must not outlive its data folder (as scripts/e2e.mjs). */
function stopLeftoverPostgres(clusterDir: string) {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return; // stopped cleanly
  }
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    // already gone
  }
}

async function api<T>(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Signs in through the API; the session as the web app keeps it in localStorage. */
async function signIn(base: string, as: 'user' | 'admin', email: string, password: string) {
  const { user } = await api<{ user: { token: string; role: string[] } & Record<string, unknown> }>(
    base,
    'POST',
    as === 'admin' ? '/admin/login' : '/user/login',
    { email, password },
  );
  const { token, ...rest } = user;
  return { token, stored: JSON.stringify({ ...rest, role: rest.role[0] }) } satisfies Account;
}

/** A user with a CV and a published V-Card, and the Super Admin. */
async function seed(base: string) {
  await api(base, 'POST', '/user/register', { ...USER, password_confirmation: USER.password });
  const user = await signIn(base, 'user', USER.email, USER.password);
  const cv = await api<{ id: string }>(
    base,
    'POST',
    '/user/cvs',
    {
      name: 'Bench CV',
      data: { ...sampleCv, personal: { ...sampleCv.personal, name: USER.name } },
    },
    user.token,
  );
  await api(
    base,
    'PUT',
    '/user/vcard',
    { cvId: cv.id, slug: VCARD_SLUG, template: 'modern' },
    user.token,
  );
  const admin = await signIn(base, 'admin', ADMIN.email, ADMIN.password);
  return { user, admin, cvId: cv.id };
}

/** The JavaScript and CSS one first visit requests, with a new cache. */
async function firstLoad(browser: Browser, base: string, route: RoutePlan, account?: Account) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (account) {
      await context.addInitScript(
        ([token, stored]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', stored);
        },
        [account.token, account.stored] as const,
      );
    }
    const assets = await firstLoadAssets(
      await context.newPage(),
      `${base}${route.path}`,
      route.ready,
    );
    const jsGzKb = round(total(assets, 'js', 'gzipBytes') / KB);
    return {
      route: route.name,
      path: route.path,
      jsRequests: assets.filter((asset) => asset.kind === 'js').length,
      jsKb: round(total(assets, 'js', 'bytes') / KB),
      jsSentKb: round(total(assets, 'js', 'sentBytes') / KB),
      jsGzKb,
      cssRequests: assets.filter((asset) => asset.kind === 'css').length,
      cssGzKb: round(total(assets, 'css', 'gzipBytes') / KB),
      budgetKb: route.budgetKb ?? null,
      pass: route.budgetKb === undefined ? null : jsGzKb <= route.budgetKb,
      largest: largestScripts(assets),
    };
  } finally {
    await context.close();
  }
}

/** Lighthouse's mobile performance run on one URL, in a Chromium of its own. */
async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: round(metric('cumulative-layout-shift'), 3),
      speedIndexMs: Math.round(metric('speed-index')),
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseMedian(name: string, url: string) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(url));
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  return {
    page: name,
    scores: runs.map((run) => run.score),
    median,
    target: LIGHTHOUSE_TARGET,
    pass: median.score >= LIGHTHOUSE_TARGET,
  };
}

const pad = (value: unknown, width: number) => String(value).padStart(width);
const kb = (value: number, width: number) => value.toFixed(1).padStart(width);

export async function run() {
  const server = await startServer();
  try {
    const { user, admin, cvId } = await seed(server.url);
    const routes: RoutePlan[] = [
      { name: 'landing', path: '/', who: 'visitor', ready: 'h1', budgetKb: BUDGET_KB.landingJs },
      {
        name: 'analyzer',
        path: '/analyzer',
        who: 'visitor',
        ready: 'h1',
        budgetKb: BUDGET_KB.publicJs,
      },
      {
        name: 'login',
        path: '/login',
        who: 'visitor',
        ready: 'input[type="password"]',
        budgetKb: BUDGET_KB.publicJs,
      },
      { name: 'blog', path: '/p/blog', who: 'visitor', ready: 'h1', budgetKb: BUDGET_KB.publicJs },
      {
        name: 'public V-Card',
        path: `/v/${VCARD_SLUG}`,
        who: 'visitor',
        ready: 'h1',
        budgetKb: BUDGET_KB.publicJs,
      },
      {
        name: 'dashboard',
        path: '/dashboard',
        who: 'user',
        ready: 'h1',
        budgetKb: BUDGET_KB.dashboardJs,
      },
      {
        name: 'CV editor',
        path: `/dashboard/my-cvs/${cvId}`,
        who: 'user',
        ready: '#personal-summary',
      },
      { name: 'admin home', path: '/admin', who: 'admin', ready: 'h1' },
    ];
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    const pages = [];
    try {
      for (const route of routes) {
        const account = route.who === 'user' ? user : route.who === 'admin' ? admin : undefined;
        pages.push(await firstLoad(browser, server.url, route, account));
      }
    } finally {
      await browser.close();
    }

    console.log(
      `\n${'route'.padEnd(14)} ${pad('JS gz KB', 9)} ${pad('JS KB', 8)} ${pad('JS sent', 8)} ${pad('JS req', 6)} ${pad('CSS gz KB', 9)} ${pad('CSS req', 7)}  budget`,
    );
    for (const page of pages) {
      const verdict =
        page.budgetKb === null
          ? ''
          : `${page.pass ? 'PASS' : 'FAIL'} (≤ ${page.budgetKb} KB JS gz)`;
      console.log(
        `${page.route.padEnd(14)} ${kb(page.jsGzKb, 9)} ${kb(page.jsKb, 8)} ${kb(page.jsSentKb, 8)} ${pad(page.jsRequests, 6)} ${kb(page.cssGzKb, 9)} ${pad(page.cssRequests, 7)}  ${verdict}`,
      );
    }

    const scores = [
      await lighthouseMedian('landing', `${server.url}/`),
      await lighthouseMedian('public V-Card', `${server.url}/v/${VCARD_SLUG}`),
    ];
    console.log(`\nLighthouse ${LIGHTHOUSE_RUNS} runs, mobile, performance (median):`);
    for (const score of scores) {
      const { median } = score;
      console.log(
        `${score.page.padEnd(14)} ${pad(median.score, 3)} [${score.scores.join(', ')}]  FCP ${median.fcpMs} ms  LCP ${median.lcpMs} ms  TBT ${median.tbtMs} ms  CLS ${median.cls}  SI ${median.speedIndexMs} ms  ${score.pass ? 'PASS' : 'FAIL'} (≥ ${LIGHTHOUSE_TARGET})`,
      );
    }
    console.log('');

    return {
      name: 'bundle',
      sizes: 'response bodies gzipped at level 9 by the benchmark; 1 KB = 1024 bytes',
      webDist: process.env.WEB_DIST_DIR ?? 'apps/web/dist',
      pages,
      lighthouse: { version: '12.2.3', formFactor: 'mobile', throttling: 'simulated', scores },
    };
  } finally {
    await server.stop();
  }
}
