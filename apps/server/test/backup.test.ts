import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { extractArchive, writeArchive } from '../src/backup/archive';
import { createBackup } from '../src/backup/backup';
import { BackupError, FORMAT_VERSION } from '../src/backup/manifest';
import { restoreBackup } from '../src/backup/restore';
import type { Config, Env } from '../src/config';
import { connectDatabase } from '../src/infra/db/client';
import { startEmbeddedPostgres } from '../src/infra/db/embedded-postgres';
import { createLocalStorage } from '../src/infra/storage/local';
import { createSecretBox } from '../src/infra/secrets';
import {
  createAdmin,
  createTestDatabase,
  createUser,
  multipartBody,
  rejectionOf,
  testConfig,
  type TestAccount,
} from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const quiet = { info() {}, warn() {}, debug() {} };
const SMTP_PASSWORD = 'p@ss w0rd';

const folders: string[] = [];
async function tempFolder() {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-backup-test-'));
  folders.push(folder);
  return folder;
}

/** A database on the tests' cluster that does not exist yet. */
function newDatabaseUrl() {
  return new URL(`/restored_${randomUUID().replaceAll('-', '')}`, inject('templateDatabaseUrl'))
    .href;
}

/** With APP_KEY unset, the app key lives in a key file under DATA_DIR, as on a real install. */
const configFor = (dataDir: string, databaseUrl?: string, env: Env = {}) =>
  testConfig({
    DATA_DIR: dataDir,
    APP_KEY: '',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });

function png(width: number, height: number, fill: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(fill);
  return PNG.sync.write(image);
}

/** Every table's row count and a digest of all its rows, and every sequence's position. */
async function contents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    const byTable: Record<string, { rows: number; digest: string }> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows,
           md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
         from public.${client.escapeIdentifier(name)} t`,
      );
      byTable[name] = rows[0]!;
    }
    const { rows: sequences } = await client.query(
      "select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1",
    );
    return { tables: byTable, sequences };
  } finally {
    await client.end();
  }
}

/** Every file under `root`, by its path from there, with its bytes. */
async function filesIn(root: string): Promise<Map<string, Buffer>> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries.filter((each) => each.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), await fs.readFile(file));
  }
  return files;
}

async function databaseExists(url: string) {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: inject('templateDatabaseUrl') });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  await client.end();
  return rowCount === 1;
}

/** The backup's files, with `change` applied to its manifest, packed again into a new file. */
async function tampered(change: (manifest: Json) => void) {
  const unpacked = await tempFolder();
  await extractArchive(backupFile, unpacked);
  const manifest = JSON.parse(
    await fs.readFile(path.join(unpacked, 'manifest.json'), 'utf8'),
  ) as Json;
  change(manifest);
  await fs.writeFile(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
  const file = path.join(await tempFolder(), 'tampered.tar.gz');
  await writeArchive(
    file,
    (async function* () {
      for (const name of (await filesIn(unpacked)).keys()) {
        yield {
          name: name.split(path.sep).join('/'),
          handle: await fs.open(path.join(unpacked, name)),
        };
      }
    })(),
  );
  return file;
}

let source: { config: Config; close(): Promise<void> };
let admin: TestAccount;
let photoUrl: string;
let photo: Buffer;
let backupFile: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = configFor(await tempFolder(), database.url);
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  source = { config, close: () => database.close() };

  // Records made the way users and staff make them.
  const user = await createUser(database.db);
  admin = await createAdmin(database.db);
  const cv = await app.inject({
    method: 'POST',
    url: '/api/user/cvs',
    headers: user.headers,
    payload: { name: 'Backend Engineer', data: { personal: { name: 'Nadia Rahman' } } },
  });
  expect(cv.statusCode).toBe(201);
  photo = png(40, 50, 0x5a);
  const photoBody = await multipartBody('photo', 'me.png', 'image/png', photo);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/user/photos',
    payload: photoBody.payload,
    headers: { ...photoBody.headers, ...user.headers },
  });
  expect(uploaded.statusCode).toBe(201);
  photoUrl = new URL(uploaded.json<{ data: { url: string } }>().data.url).pathname;
  const logoBody = await multipartBody('file', 'logo.png', 'image/png', png(64, 32, 0x33));
  const logo = await app.inject({
    method: 'POST',
    url: '/api/admin/theme/logo',
    payload: logoBody.payload,
    headers: { ...logoBody.headers, ...admin.headers },
  });
  expect(logo.statusCode).toBe(200);
  const smtp = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings/smtp',
    headers: admin.headers,
    payload: { host: 'smtp.example.test', password: SMTP_PASSWORD },
  });
  expect(smtp.statusCode).toBe(200);
  // A key longer than a plain tar header holds.
  await createLocalStorage(path.join(config.dataDir, 'files')).put(
    `pdfs/${user.id}/${'long-name-'.repeat(12)}.pdf`,
    Buffer.from('%PDF-1.7 a document\n'),
    'application/pdf',
  );

  // Closed first, so the app writes nothing more (its log flushes on close) and the source
  // stays as the backup saw it.
  await app.close();
  backupFile = path.join(await tempFolder(), 'careercard.tar.gz');
  const result = await createBackup(config, backupFile, quiet);
  expect(result.manifest.files).toBe(3);
  expect(result.manifest.appKey).toBe(true);
});

afterAll(async () => {
  await source.close();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let restored: Config;

  beforeAll(async () => {
    restored = configFor(await tempFolder(), newDatabaseUrl());
    await restoreBackup(restored, backupFile, { force: false, log: quiet });
  });

  it('bring back every row of every table, the sequences, and every file, byte for byte', async () => {
    const before = await contents(source.config.databaseUrl!);

    const after = await contents(restored.databaseUrl!);
    expect(Object.keys(before.tables).length).toBeGreaterThan(20);
    expect(before.tables.users!.rows).toBe(2);
    expect(before.tables.cvs!.rows).toBe(1);
    expect(after).toEqual(before);

    const files = await filesIn(path.join(restored.dataDir, 'files'));
    expect(files.size).toBe(3);
    expect(files).toEqual(await filesIn(path.join(source.config.dataDir, 'files')));
  });

  it('bring back the app key, so the restored app opens the secrets and serves the files', async () => {
    const key = await fs.readFile(path.join(restored.dataDir, 'app.key'));
    expect(key).toEqual(await fs.readFile(path.join(source.config.dataDir, 'app.key')));

    const database = connectDatabase(restored.databaseUrl!, { max: 2 });
    const app = await buildApp({ config: restored, db: database.db });
    try {
      const { rows } = await database.pool.query<{ password: string }>(
        "select value->>'password' as password from app_settings where key = 'smtp'",
      );
      expect(rows[0]!.password).toMatch(/^enc:v1:/);
      const box = createSecretBox(Buffer.from(key.toString().trim(), 'base64'));
      expect(box.open(rows[0]!.password)).toBe(SMTP_PASSWORD);

      // The admin's session came back too; reading the settings opens the sealed password.
      const settings = await app.inject({
        method: 'GET',
        url: '/api/admin/settings/smtp',
        headers: admin.headers,
      });
      expect(settings.statusCode).toBe(200);
      expect(settings.json()).toMatchObject({
        data: { host: 'smtp.example.test' },
        savedSecrets: ['password'],
      });
      const served = await app.inject({ method: 'GET', url: photoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(photo);

      // The sequences go on from the backup's numbers, so new rows take new ids.
      const newcomer = await createUser(database.db);
      expect(newcomer.id).toBeGreaterThan(admin.id);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuse to replace data without --force, and replace all of it with --force', async () => {
    const target = configFor(await tempFolder(), newDatabaseUrl());
    await restoreBackup(target, backupFile, { force: false, log: quiet });
    const extra = path.join(target.dataDir, 'files', 'photos', 'extra.png');
    await fs.writeFile(extra, 'not in the backup');

    const refused = await rejectionOf(
      restoreBackup(target, backupFile, { force: false, log: quiet }),
      BackupError,
    );
    expect(refused.message).toMatch(/already: the database has CareerCard tables; 4 files/);
    expect(refused.message).toContain('--force');
    expect(await fs.readFile(extra, 'utf8')).toBe('not in the backup');

    await restoreBackup(target, backupFile, { force: true, log: quiet });
    await expect(fs.access(extra)).rejects.toThrow();
    expect(await contents(target.databaseUrl!)).toEqual(await contents(source.config.databaseUrl!));
  });

  it('say plainly that the files in S3 are not in the backup', async () => {
    const withS3 = configFor(source.config.dataDir, source.config.databaseUrl, {
      S3_BUCKET: 'cv-files',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const file = path.join(await tempFolder(), 'with-s3.tar.gz');
    const { notes } = await createBackup(withS3, file, quiet);
    expect(notes).toEqual([
      expect.stringContaining('Files in the S3 bucket "cv-files" are not in this backup'),
    ]);
  });

  it('refuse a backup made by a newer CareerCard', async () => {
    const target = configFor(await tempFolder(), newDatabaseUrl());
    const newerFormat = await tampered((manifest) => {
      manifest.format = FORMAT_VERSION + 1;
    });
    const newerMigration = await tampered((manifest) => {
      manifest.migration = '9999_from-the-future';
    });
    for (const file of [newerFormat, newerMigration]) {
      const refused = await rejectionOf(
        restoreBackup(target, file, { force: false, log: quiet }),
        BackupError,
      );
      expect(refused.message).toMatch(/newer CareerCard|made by a newer one/);
    }
    expect(await databaseExists(target.databaseUrl!)).toBe(false);
  });

  it('leave the database as it was when a restore fails half-way', async () => {
    // The rows of one table do not match the manifest: found only while loading them.
    const damaged = await tampered((manifest) => {
      manifest.tables.users.rows += 1;
    });
    const before = await contents(restored.databaseUrl!);
    const failed = await rejectionOf(
      restoreBackup(restored, damaged, { force: true, log: quiet }),
      BackupError,
    );
    expect(failed.message).toBe('The backup is damaged: table users holds 2 rows, not 3.');
    expect(await contents(restored.databaseUrl!)).toEqual(before);
    expect(await databaseExists(`${restored.databaseUrl!}_restoring`)).toBe(false);

    const cut = path.join(await tempFolder(), 'cut.tar.gz');
    const whole = await fs.readFile(backupFile);
    await fs.writeFile(cut, whole.subarray(0, whole.length / 2));
    const fresh = configFor(await tempFolder(), newDatabaseUrl());
    await rejectionOf(restoreBackup(fresh, cut, { force: false, log: quiet }), BackupError);
    expect(await databaseExists(fresh.databaseUrl!)).toBe(false);
    expect(await fs.readdir(fresh.dataDir)).toEqual([]);
  });

  it('refuse an entry named outside the folder it unpacks into', async () => {
    const folder = await tempFolder();
    const crafted = path.join(folder, 'crafted.tar.gz');
    await writeArchive(
      crafted,
      (async function* () {
        yield { name: '../escaped.txt', data: Buffer.from('out of bounds') };
      })(),
    );
    await fs.mkdir(path.join(folder, 'unpacked'));
    const refused = await rejectionOf(
      extractArchive(crafted, path.join(folder, 'unpacked')),
      BackupError,
    );
    expect(refused.message).toContain('"../escaped.txt"');
    expect((await fs.readdir(folder)).sort()).toEqual(['crafted.tar.gz', 'unpacked']);
    expect(await fs.readdir(path.join(folder, 'unpacked'))).toEqual([]);
  });
});

describe('with the embedded PostgreSQL under DATA_DIR', () => {
  it(
    'restores into a fresh DATA_DIR, and backs up while a server runs it',
    { timeout: 120_000 },
    async () => {
      const config = configFor(await tempFolder());
      const restored = await restoreBackup(config, backupFile, { force: false, log: quiet });
      expect(restored.notes).toEqual([]);

      // As a running server does: the cluster is up, and backup must use it, not restart it.
      const server = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        database: 'careercard',
        log: quiet,
      });
      try {
        expect(await contents(server.url)).toEqual(await contents(source.config.databaseUrl!));
        const again = await createBackup(config, path.join(config.dataDir, 'again.tar.gz'), quiet);
        expect(again.manifest.tables.users!.rows).toBe(2);
        expect(again.manifest.files).toBe(3);
        // Still serving, as the server expects.
        expect(await contents(server.url)).toMatchObject({ tables: { users: { rows: 2 } } });

        const refused = await rejectionOf(
          restoreBackup(config, backupFile, { force: true, log: quiet }),
          BackupError,
        );
        expect(refused.message).toMatch(
          /A PostgreSQL is running on .*postgres: a CareerCard server's/,
        );
      } finally {
        await server.stop();
      }
    },
  );
});
