import { sampleCv } from '@careercard/shared/cv-sample';
import { cvToText } from '@careercard/shared/cv-text';
import { toJsonResume } from '@careercard/shared/json-resume';
import { localizeMessage } from '@careercard/shared/messages-bn';
import { permissionKeys } from '@careercard/shared/permissions';
import { americanOnePageLayout } from '@careercard/shared/resume-layout';
import { lookJson, minimalLook, modernLook } from '@careercard/shared/vcard-look';
import fc from 'fast-check';
import { Jimp } from 'jimp';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { PdfRenderer } from '../src/infra/pdf/pdf-renderer';
import { operationsOf, type Operation } from './fuzz/openapi';
import { IdPools } from './fuzz/pools';
import { requestOf, UPLOADS, type FuzzRequest, type RequestContext } from './fuzz/requests';
import {
  createAdmin,
  createTestDatabase,
  createUser,
  multipartBody,
  TEST_PASSWORD,
  testConfig,
  type TestAccount,
} from './helpers';

/**
 * Property-based fuzzing of the whole API (issue 23). Every operation of the OpenAPI document
 * gets generated requests (path parameters, query strings, JSON and multipart bodies) built
 * from its own schemas: mostly valid-shaped, with ids of things that exist, mixed with hostile
 * values. Each is sent as a visitor, a user or a Super Admin. Whatever comes in, the server
 * answers: never a 5xx, never a hang, and every 4xx is the API's JSON envelope with a message.
 *
 * FUZZ_SECONDS is the time shared by the routes (CI: 80 s); FUZZ_SEED fixes the run
 * (`random` picks one, printed); FUZZ_ROUTE='POST /api/user/cvs' runs one route, and with
 * FUZZ_REPLAY='<seed>:<path>' (printed on failure) replays a counterexample exactly.
 * `npm run fuzz` is the long run.
 */

const SECONDS = Number(process.env.FUZZ_SECONDS ?? 80);
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 23);
const ONLY = process.env.FUZZ_ROUTE;
/** FUZZ_TRACE=1 prints each request and its status. */
const TRACE = process.env.FUZZ_TRACE === '1';
const REPLAY = /^(-?\d+):([\d:]+)$/.exec(process.env.FUZZ_REPLAY ?? '');
/** Cases of a route's first fast-check run: each route gets that many at least. */
const FIRST_RUN = 10;
/** Longer than any one request may fairly take (OCR of a page is capped at 10 s below). */
const ANSWER_WITHIN_MS = 30_000;

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const TINY_PDF = Buffer.from('%PDF-1.7\n% printed by the fuzz test\n%%EOF\n');

/** Chromium stays out of the run: PDFs and thumbnails come from this stand-in. */
const printer: PdfRenderer = {
  render: async () => TINY_PDF,
  printPage: async () => TINY_PDF,
  renderHtml: async () => TINY_PDF,
  screenshot: async () => TINY_PNG,
  stats: () => ({ queued: 0, running: 0, launches: 0 }),
  close: async () => {},
};

// The server's error log, to show the cause of a 5xx next to the request that caused it.
const serverErrors: string[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => serverErrors.push(line) });

const database = await createTestDatabase();
const app = await buildApp({
  config: testConfig({
    PRINT_BASE_URL: 'http://127.0.0.1:9',
    // Deeper than the first few calls: analyses and sign-ups are limited per hour, and a
    // limit reached early would leave only 429s to see. Sign-in, OTP and reset limits stay.
    ATS_MAX_PER_IP_HOUR: '100000',
    ANALYSIS_MAX_PER_USER_HOUR: '100000',
    REGISTER_MAX_PER_IP: '100000',
    OCR_TIMEOUT_MS: '10000',
  }),
  db: database.db,
  logger,
  pdfRenderer: printer,
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

const operations = operationsOf(app.swagger());
const accessOf = new Map(app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
const templateOf = (op: Operation) => op.path.replace(/\{(\w+)\}/g, ':$1');
const pools = new IdPools(operations.map((op) => op.path));

/** Creates first, then reads and changes, deletes last: later routes find things to act on. */
const ORDER = ['POST', 'PUT', 'PATCH', 'GET', 'DELETE'];
const selected = operations
  .filter((op) => !ONLY || op.key === ONLY)
  .sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
const sliceMs = (SECONDS * 1000) / Math.max(selected.length, 1);

// ---- what the generators draw on ------------------------------------------------------------

const jpeg = await new Jimp({ width: 8, height: 8, color: 0x3366ccff }).getBuffer('image/jpeg');
const files = [TINY_PNG, jpeg, fixture('name.png'), fixture('single-column.pdf'), TINY_PDF];
const cvText = cvToText(sampleCv);
const samples = new Map<string, unknown[]>(
  Object.entries({
    data: [sampleCv, toJsonResume(sampleCv)],
    cvData: [sampleCv],
    cvText: [cvText],
    jobDescription: ['Senior TypeScript engineer: Node.js, PostgreSQL, React, AWS; 5+ years.'],
    context: [cvText.slice(0, 500)],
    // Templates as the back office uploads them.
    json_content: [JSON.stringify(americanOnePageLayout)],
    jsonContent: [lookJson(modernLook), lookJson(minimalLook)],
  }),
);

// ---- the accounts the requests act as -------------------------------------------------------

const accounts: Record<'user' | 'admin', TestAccount> = {
  user: await createUser(database.db),
  admin: await createAdmin(database.db),
};
async function call(method: 'GET' | 'POST' | 'PUT', url: string, who: TestAccount, body?: object) {
  const res = await app.inject({ method, url, headers: who.headers, payload: body });
  if (String(res.headers['content-type']).includes('json')) pools.harvest(res.json(), url);
  return res;
}

/** A user with a CV, a V-Card and a photo, so their ids are there to point at. */
async function giveThings(user: TestAccount) {
  const cv = await call('POST', '/api/user/cvs', user, { name: 'Fuzz CV', data: sampleCv });
  const cvId = cv.json<{ data: { id: string } }>().data.id;
  pools.add('cvId', cvId, '/api/user/cvs');
  await call('PUT', '/api/user/vcard', user, { cvId, slug: `fuzz-${user.id}` });
  const photo = await multipartBody('photo', 'me.png', 'image/png', TINY_PNG);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/photos',
    headers: { ...user.headers, ...photo.headers },
    payload: photo.payload,
  });
  pools.harvest(res.json(), '/api/user/photos');
  pools.add('userId', user.id, '/api/user');
  pools.add('email', user.email, '/api/user');
}

/**
 * Routes under test sign out, delete, suspend or demote the very accounts the requests act as;
 * an account that no longer works as it did is replaced, so the run goes on as intended.
 */
async function keepAccounts() {
  for (const role of ['user', 'admin'] as const) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/auth/user',
      headers: accounts[role].headers,
    });
    const user = res.statusCode === 200 ? res.json<{ user: AuthUser }>().user : null;
    const fine =
      user !== null &&
      !user.impersonatedBy &&
      (role === 'user' || user.permissions.length === permissionKeys.length);
    if (fine) continue;
    accounts[role] =
      role === 'user' ? await createUser(database.db) : await createAdmin(database.db);
    if (role === 'user') await giveThings(accounts.user);
  }
}
interface AuthUser {
  permissions: string[];
  impersonatedBy?: unknown;
}
/** Routes whose success may change the acting accounts (see keepAccounts). */
const TOUCHES_ACCOUNTS = /logout|sessions|password|delete|suspend|impersonate|staff|roles/;

await giveThings(accounts.user);
// Every list the app has, read once as each account: ids, slugs and file names to point at.
for (const op of operations.filter((o) => o.method === 'GET' && o.pathParams.length === 0)) {
  for (const who of [accounts.admin, accounts.user]) await call('GET', op.path, who);
}

// ---- sending and checking -----------------------------------------------------------------

/** Cases sent to each route, and how many of them it took (2xx): how deep the run got. */
const stats = new Map<string, { cases: number; taken: number }>();

async function send(request: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (request.actor !== 'visitor') Object.assign(headers, accounts[request.actor].headers);
  else if (request.forged) headers.authorization = request.forged;
  Object.assign(headers, request.headers);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_WITHIN_MS / 1000} s`)),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    return await Promise.race([
      app.inject({
        method: request.method,
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer, if anything. */
function faultOf(op: Operation, status: number, type: string, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (Object.keys(Object.prototype).length > 0) return 'Object.prototype was polluted';
  if (status < 400) return null;
  // A page for a browser (the bKash sandbox's checkout) tells its errors on the page.
  if (!op.answersJson && type.startsWith('text/html')) return null;
  if (!type.startsWith('application/json')) return `a ${status} that is not JSON (${type})`;
  let parsed: { message?: unknown; errors?: unknown };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return `a ${status} whose body is not valid JSON`;
  }
  if (typeof parsed.message !== 'string' || parsed.message.trim() === '') {
    return `a ${status} without a message`;
  }
  const { errors } = parsed;
  if (
    errors !== undefined &&
    (typeof errors !== 'object' ||
      errors === null ||
      !Object.values(errors).every(
        (l) => Array.isArray(l) && l.every((m) => typeof m === 'string'),
      ))
  ) {
    return `a ${status} whose errors are not lists of messages by field`;
  }
  return null;
}

/** Error messages with no Bangla entry, seen in English answers: listed at the end. */
const untranslated = new Set<string>();
function noteLanguage(request: FuzzRequest, status: number, body: string) {
  if (status < 400 || request.headers['accept-language']?.startsWith('bn')) return;
  const { message } = JSON.parse(body) as { message: string };
  // Quoted input (a URL that is not valid, say) is one message whatever it quotes.
  if (localizeMessage(message, 'bn') === message)
    untranslated.add(message.replace(/'[^']*'/g, "'…'").replace(/"[^"]*"/g, '"…"'));
}

const clip = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** The request as a reader can replay it by hand (app.inject or curl). */
function describeRequest(request: FuzzRequest) {
  const payload =
    request.payload === undefined
      ? ''
      : typeof request.payload === 'string'
        ? `\n  body: ${clip(JSON.stringify(request.payload))}`
        : `\n  body (${request.payload.length} bytes, latin1): ${clip(JSON.stringify(request.payload.toString('latin1')))}`;
  return (
    `${request.method} ${clip(request.url, 300)} as ${request.actor}` +
    `\n  headers: ${clip(JSON.stringify({ ...request.headers, ...(request.forged ? { authorization: request.forged } : {}) }))}` +
    payload
  );
}

function serverLogSince(mark: number) {
  return serverErrors
    .slice(mark)
    .map((line) => {
      const entry = JSON.parse(line) as { msg?: string; err?: { stack?: string } };
      return clip(entry.err?.stack ?? entry.msg ?? line, 1500);
    })
    .join('\n');
}

const routeSeed = (key: string) => {
  let hash = SEED | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};

async function fuzz(op: Operation) {
  await keepAccounts();
  const ctx: RequestContext = {
    pools,
    path: op.path,
    password: TEST_PASSWORD,
    access: accessOf.get(`${op.method} ${templateOf(op)}`) ?? 'public',
    files,
    samples,
  };
  const own = { cases: 0, taken: 0 };
  stats.set(op.key, own);
  const property = fc.asyncProperty(requestOf(op, ctx), async (request) => {
    const mark = serverErrors.length;
    const res = await send(request);
    own.cases += 1;
    if (res.statusCode < 300) own.taken += 1;
    if (TRACE)
      console.log(
        res.statusCode,
        request.actor,
        request.method,
        clip(request.url, 200),
        clip(res.body, 200),
      );
    const type = String(res.headers['content-type'] ?? '');
    if (res.statusCode < 300 && type.includes('json')) pools.harvest(res.json(), op.path);
    const fault = faultOf(op, res.statusCode, type, res.body);
    if (fault) {
      throw new Error(
        `${fault}\n${describeRequest(request)}\n` +
          `answer: ${res.statusCode} ${clip(res.body)}\nserver log:\n${serverLogSince(mark) || '(none)'}`,
      );
    }
    if (op.answersJson) noteLanguage(request, res.statusCode, res.body);
    if (op.method !== 'GET' && res.statusCode < 300 && TOUCHES_ACCOUNTS.test(op.path)) {
      await keepAccounts();
    }
  });
  // fast-check runs until the route's time is up: a run is never cut off in the middle of a
  // request (as fast-check's own time limit would), and a failure is shrunk in full.
  const started = Date.now();
  for (let run = 0; ; run++) {
    // Then runs sized to the time left, at the pace the route has shown.
    const left = started + sliceMs - Date.now();
    const pace = (Date.now() - started) / Math.max(own.cases, 1);
    const cases = run === 0 ? FIRST_RUN : Math.min(100, Math.floor(left / pace));
    if (cases < 1 || (REPLAY && run > 0)) break;
    const seed = REPLAY ? Number(REPLAY[1]) : (routeSeed(op.key) + run) | 0;
    const details = await fc.check(property, {
      seed,
      numRuns: cases,
      // A replay runs the one case the path names (and shrinks it again).
      ...(REPLAY ? { path: REPLAY[2], numRuns: Number(REPLAY[2]!.split(':')[0]) + 1 } : {}),
    });
    if (details.failed) {
      const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
      throw new Error(
        `${op.key}: ${cause}\n(shrunk ${details.numShrinks} times; base seed ${SEED})\n` +
          `replay: FUZZ_ROUTE='${op.key}' FUZZ_REPLAY='${seed}:${details.counterexamplePath}' npm run fuzz`,
      );
    }
  }
}

// ---- the run ------------------------------------------------------------------------------

describe(`fuzzing the API (seed ${SEED}, ${SECONDS} s over ${selected.length} routes)`, () => {
  it('knows the multipart fields of every upload route', () => {
    const uploads = operations.filter((op) => /multipart/i.test(op.summary)).map((op) => op.key);
    expect(uploads.sort()).toEqual(Object.keys(UPLOADS).sort());
  });

  for (const op of selected) {
    it(op.key, () => fuzz(op), sliceMs + 120_000);
  }

  it('leaves a server that still answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const all = [...stats.values()];
    const cases = all.reduce((sum, s) => sum + s.cases, 0);
    const never = [...stats].filter(([, s]) => s.taken === 0).map(([key]) => key);
    console.log(
      `fuzz: seed ${SEED}, ${cases} cases over ${all.filter((s) => s.cases > 0).length} routes; ` +
        `${all.length - never.length} of them took a request (2xx). Never: ${never.join(', ') || 'none'}`,
    );
    if (untranslated.size > 0) {
      console.log(
        `${untranslated.size} error messages have no Bangla entry:\n${[...untranslated]
          .slice(0, 40)
          .map((message) => `  ${clip(message, 200)}`)
          .join('\n')}`,
      );
    }
  });
});
