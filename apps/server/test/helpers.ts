import type { PdfRenderer } from '../src/infra/pdf/pdf-renderer';
import type { PrintAssets } from '../src/infra/pdf/print-assets';
import type { WritingCv } from '@careercard/shared/analysis';
import { sampleCv } from '@careercard/shared/cv-sample';
import { SUPER_ADMIN_ROLE_ID, type Permission } from '@careercard/shared/permissions';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config, type Env } from '../src/config';
import { desc, eq } from 'drizzle-orm';
import { connectDatabase, type Db } from '../src/infra/db/client';
import { outbox, staffRoles, users, vcards } from '../src/infra/db/schema';
import { createSecretBox, loadAppKey } from '../src/infra/secrets';
import { hashPassword } from '../src/modules/auth/password';
import { issueToken } from '../src/modules/auth/tokens';

export const TEST_PASSWORD = 'correct-horse-battery';

/** A fresh database cloned from the migrated template: each test file starts from a clean slate. */
export async function createTestDatabase() {
  const templateUrl = new URL(inject('templateDatabaseUrl'));
  const template = templateUrl.pathname.slice(1);
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: new URL('/postgres', templateUrl).href });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(`/${name}`, templateUrl).href;
  return { url, ...connectDatabase(url, { max: 5 }) };
}

let dataDir: string | undefined;
/** Files the tests write (photos, PDFs, theme files) go to a folder of this run, never ./data. */
function testDataDir() {
  if (!dataDir) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'careercard-test-data-'));
    process.on('exit', () => fs.rmSync(made, { recursive: true, force: true }));
    dataDir = made;
  }
  return dataDir;
}

export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDataDir(),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    // A fixed key: no key file is written beside the tests.
    APP_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...env,
  });
}

let counter = 0;
const uniqueEmail = (prefix: string) =>
  `${prefix}${++counter}-${randomUUID().slice(0, 8)}@example.test`;

export interface TestAccount {
  id: number;
  email: string;
  token: string;
  headers: { authorization: string };
}

async function signedIn(db: Db, id: number, email: string): Promise<TestAccount> {
  const token = await issueToken(db, id, 86_400_000);
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}

export async function createUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestAccount> {
  const email = fields.email ?? uniqueEmail('user');
  const [row] = await db
    .insert(users)
    .values({
      name: 'Nadia Rahman',
      passwordHash: await hashPassword(TEST_PASSWORD),
      ...fields,
      email,
    })
    .returning();
  if (!row) throw new Error('no user created');
  return signedIn(db, row.id, email);
}

/** An admin holding exactly `permissions`, or a Super Admin when none are given. */
export async function createAdmin(db: Db, permissions?: Permission[]): Promise<TestAccount> {
  let staffRoleId = SUPER_ADMIN_ROLE_ID;
  if (permissions) {
    const [role] = await db
      .insert(staffRoles)
      .values({ name: `Role ${randomUUID().slice(0, 8)}`, permissions })
      .returning();
    if (!role) throw new Error('no role created');
    staffRoleId = role.id;
  }
  return createUser(db, {
    name: 'Tanvir Ahmed',
    email: uniqueEmail('admin'),
    role: 'admin',
    staffRoleId,
  });
}

/**
 * What a print page is made with, in place of the built web app (WEB_DIST_DIR is unset here):
 * enough for a stand-in printer, which only reads the page.
 */
const testPrintAssets = async (): Promise<PrintAssets> => ({
  css: '',
  script: '',
  font: async () => null,
});

/** Stands in for Chromium where what matters is who may print and download, not the file. */
export const stubPdfRenderer: PdfRenderer = {
  render: () => Promise.reject(new Error('not used here')),
  printPage: async () => Buffer.from('%PDF-1.7\n% printed by the stand-in\n%%EOF\n'),
  renderHtml: () => Promise.reject(new Error('not used here')),
  screenshot: () => Promise.reject(new Error('not used here')),
  stats: () => ({ queued: 0, running: 0, launches: 0 }),
  close: async () => {},
};

/** The app on its own fresh database, with helpers to act as a user or an admin. */
export async function createTestApp(
  env: Env = {},
  deps: Pick<AppDeps, 'pdfRenderer' | 'printAssets' | 'logger'> = {},
) {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const app = await buildApp({
    config,
    db: database.db,
    printAssets: testPrintAssets,
    ...deps,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    databaseUrl: database.url,
    config,
    asUser: (fields?: Partial<typeof users.$inferInsert>) => createUser(database.db, fields),
    asAdmin: (permissions?: Permission[]) => createAdmin(database.db, permissions),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls the app as `who` (or a visitor), answering the status and the JSON body. */
export const callerOf =
  (t: TestApp) =>
  async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: TestAccount,
    body?: unknown,
  ): Promise<{ status: number; body: Json }> => {
    const res = await t.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers } : {}),
      ...(body === undefined ? {} : { payload: body as Json }),
    });
    return { status: res.statusCode, body: res.json<Json>() };
  };

/** The error a promise rejects with, checked to be a `kind`, for assertions on its fields. */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  kind: new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(kind);
  return error as E;
}

/**
 * The e-mails to `to`, newest first, each with `whole`: the text its recipient reads (the outbox's
 * `body` masks the links that open an account; the sealed copy holds them).
 */
export async function mailsTo(t: Pick<TestApp, 'db' | 'config'>, to: string) {
  const box = createSecretBox(loadAppKey(t.config.appKey, t.config.dataDir));
  const rows = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id));
  return rows.map((row) => ({
    ...row,
    whole: row.sealedBody ? box.open(row.sealedBody) : row.body,
  }));
}

/** The token of the newest link of `kind` e-mailed to `to`. */
export async function linkTo(
  t: Pick<TestApp, 'db' | 'config'>,
  to: string,
  kind: 'reset-password' | 'confirm-email' = 'reset-password',
): Promise<string | undefined> {
  for (const mail of await mailsTo(t, to)) {
    const token = new RegExp(`/${kind}\\?token=([\\w-]+)`).exec(mail.whole)?.[1];
    if (token) return token;
  }
  return undefined;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipartBody(
  field: string,
  filename: string,
  type: string,
  bytes: Uint8Array,
) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A CV as writing help reads it: one current job with a stated result, one skill. */
export const accountantCv: WritingCv = {
  title: '',
  summary: '',
  experience: [
    {
      id: 'job',
      title: 'Junior Accountant',
      company: 'Karnaphuli Biscuit Works',
      startDate: 'Jan 2023',
      endDate: 'Present',
      description: 'Reconciled 14 bank accounts every month',
    },
  ],
  education: [],
  skills: [{ name: 'Tally', level: 'Advanced' }],
  projects: [],
  achievements: [],
};

/** A user (with `fields`) whose V-Card of the sample CV is published at `slug`. */
export async function cardHolder(
  t: TestApp,
  slug: string,
  fields?: Partial<typeof users.$inferInsert>,
): Promise<{ owner: TestAccount; cardId: string }> {
  const owner = await t.asUser(fields);
  const cv = await t.app.inject({
    method: 'POST',
    url: '/api/user/cvs',
    headers: owner.headers,
    payload: { data: sampleCv },
  });
  const published = await t.app.inject({
    method: 'PUT',
    url: '/api/user/vcard',
    headers: owner.headers,
    payload: { cvId: cv.json<Json>().data.id, template: 'modern', slug },
  });
  expect(published.statusCode).toBe(200);
  const [card] = await t.db.select({ id: vcards.id }).from(vcards).where(eq(vcards.slug, slug));
  return { owner, cardId: card!.id };
}
