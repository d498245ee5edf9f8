import { eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { connectDatabase } from '../infra/db/client';
import type { EmbeddedPostgresOptions } from '../infra/db/embedded-postgres';
import { appSettings } from '../infra/db/schema';
import { writeArchive, type ArchiveEntry } from './archive';
import { openDatabase } from './cluster';
import { dumpDatabase } from './database';
import { BackupError, FORMAT_VERSION, type Manifest } from './manifest';

export type Log = EmbeddedPostgresOptions['log'];

export const filesFolder = (config: Config) => path.join(config.dataDir, 'files');
export const keyFile = (config: Config) => path.join(config.dataDir, 'app.key');

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** The local storage's half-written files (infra/storage/local.ts): `.<name>.<uuid>.tmp`. */
const HALF_WRITTEN = /^\..+\.[0-9a-f-]{36}\.tmp$/;

/** The storage keys of the files in a local storage folder. */
export async function storedFiles(root: string): Promise<string[]> {
  const entries = await fs
    .readdir(root, { recursive: true, withFileTypes: true })
    .catch((error) => {
      if (isMissing(error)) return [];
      throw error;
    });
  return entries
    .filter((entry) => entry.isFile() && !HALF_WRITTEN.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

/** The app key in use: APP_KEY, else the key file, which the server makes at its first start. */
async function appKeyOf(config: Config): Promise<Buffer | undefined> {
  if (config.appKey) return Buffer.from(`${config.appKey}\n`);
  return fs.readFile(keyFile(config)).catch((error) => {
    if (isMissing(error)) return undefined;
    throw error;
  });
}

/** The S3 buckets files may be in: the environment's, and each one the back office chose. */
async function s3Buckets(config: Config, url: string): Promise<string[]> {
  const database = connectDatabase(url, { max: 1 });
  try {
    // settings/service.ts remembers every bucket new files went to under this key.
    const [history] = await database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, 'storage_history'));
    const targets = (history?.value.targets ?? []) as Array<{ bucket: string }>;
    const fromEnvironment = config.s3 ? [config.s3.bucket] : [];
    return [...new Set([...fromEnvironment, ...targets.map((target) => target.bucket)])];
  } finally {
    await database.close();
  }
}

/** The dump in `dir`, and the buckets it names, with the database opened for the time it takes. */
async function readDatabase(config: Config, dir: string, log: Log) {
  const database = await openDatabase(config, log, { create: false });
  try {
    return {
      dump: await dumpDatabase(database.url, dir),
      buckets: await s3Buckets(config, database.url),
    };
  } finally {
    await database.close();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** What the person running the backup must know: files left out, no key. */
  notes: string[];
}

/** What goes in the backup, manifest last: it counts the files as they go in. */
async function* entries(
  config: Config,
  dumpDir: string,
  key: Buffer | undefined,
  manifest: Manifest,
): AsyncGenerator<ArchiveEntry> {
  for (const table of Object.keys(manifest.tables)) {
    const handle = await fs.open(path.join(dumpDir, `${table}.jsonl`));
    yield { name: `db/${table}.jsonl`, handle };
  }
  // Read after the database's snapshot, so every file its rows name is here, unless the app
  // deleted it meanwhile.
  const folder = filesFolder(config);
  for (const storageKey of await storedFiles(folder)) {
    const handle = await fs.open(path.join(folder, ...storageKey.split('/'))).catch((error) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!handle) continue;
    manifest.files += 1;
    yield { name: `files/${storageKey}`, handle };
  }
  if (key) yield { name: 'app.key', data: key };
  yield { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
}

/** Writes a backup of the database, the local files and the app key into the new file `target`. */
export async function createBackup(
  config: Config,
  target: string,
  log: Log,
): Promise<BackupResult> {
  const file = path.resolve(target);
  if (await exists(file)) throw new BackupError(`${file} already exists: name a new file.`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Staged beside the backup, not in a temporary folder that may be small: the dump is as
  // large as the database. The backup takes its name only once it is whole.
  const work = await fs.mkdtemp(path.join(path.dirname(file), '.careercard-backup-'));
  try {
    const dumpDir = path.join(work, 'db');
    const { dump, buckets } = await readDatabase(config, dumpDir, log);
    const key = await appKeyOf(config);
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      ...dump,
      files: 0,
      appKey: key !== undefined,
    };

    const partial = path.join(work, 'backup.tar.gz');
    await writeArchive(partial, entries(config, dumpDir, key, manifest));
    await fs.rename(partial, file);

    const notes: string[] = [];
    if (buckets.length > 0) {
      const names = buckets.map((bucket) => `"${bucket}"`).join(', ');
      notes.push(
        `Files in the S3 bucket ${names} are not in this backup: S3 keeps them. Turn on the ` +
          "bucket's versioning to be able to get back files deleted or overwritten there.",
      );
    }
    if (!key) {
      notes.push(
        `There is no app key (APP_KEY or ${keyFile(config)}), so none is in the backup: ` +
          'secrets saved in Application Settings open only where their key is.',
      );
    }
    const { size } = await fs.stat(file);
    return { file, bytes: size, manifest, notes };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
