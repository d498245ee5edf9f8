import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { extractArchive } from './archive';
import { exists, filesFolder, keyFile, storedFiles, type Log } from './backup';
import { openDatabase } from './cluster';
import { hasTables, knowsMigration, replaceDatabase, restoreDatabase } from './database';
import { BackupError, parseManifest, type Manifest } from './manifest';

export interface RestoreResult {
  manifest: Manifest;
  /** What the person restoring must know: a key that does not match. */
  notes: string[];
}

/** What already holds data: restoring over it needs --force. */
async function dataFound(config: Config, databaseUrl: string): Promise<string[]> {
  const files = (await storedFiles(filesFolder(config))).length;
  return [
    ...((await hasTables(databaseUrl)) ? ['the database has CareerCard tables'] : []),
    ...(files > 0 ? [`${files} files are in ${filesFolder(config)}`] : []),
    ...((await exists(keyFile(config))) ? [`an app key is in ${keyFile(config)}`] : []),
  ];
}

/** Unpacks the backup into `dir` and checks it is whole and one this version can restore. */
async function unpack(file: string, dir: string): Promise<Manifest> {
  await extractArchive(file, dir);
  const text = await fs.readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => {
    throw new BackupError(`${file} holds no manifest.json: it is not a CareerCard backup.`);
  });
  const manifest = parseManifest(text);
  if (!(await knowsMigration(manifest.migration))) {
    throw new BackupError(
      `The backup's database is at migration ${manifest.migration}, which this version of ` +
        'CareerCard does not have: it was made by a newer one. Update CareerCard, then restore.',
    );
  }
  const files = (await storedFiles(path.join(dir, 'files'))).length;
  if (files !== manifest.files || manifest.appKey !== (await exists(path.join(dir, 'app.key')))) {
    throw new BackupError('The backup is damaged: it does not hold the files its manifest lists.');
  }
  return manifest;
}

/** Moves `from` to `to`, when there is something at `from`. */
const moveIfThere = (from: string, to: string) =>
  fs.rename(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });

/**
 * Restores the backup `source` into this configuration's database and DATA_DIR. Refuses to
 * replace data unless `force`. The database is built aside and swapped in at once, so a failed
 * restore leaves everything as it was.
 */
export async function restoreBackup(
  config: Config,
  source: string,
  { force, log }: { force: boolean; log: Log },
): Promise<RestoreResult> {
  const file = path.resolve(source);
  if (!(await exists(file))) throw new BackupError(`There is no backup at ${file}.`);
  await fs.mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase(config, log, { create: true });
  try {
    if (database.alreadyRunning) {
      throw new BackupError(
        `A PostgreSQL is running on ${path.join(config.dataDir, 'postgres')}: a CareerCard ` +
          "server's, or one left by a server that died. Stop that server (or that PostgreSQL), " +
          'then restore.',
      );
    }
    const found = await dataFound(config, database.url);
    if (found.length > 0 && !force) {
      throw new BackupError(
        `There is CareerCard data here already: ${found.join('; ')}. A restore replaces all ` +
          'of it; run the restore again with --force to do so.',
      );
    }
    // Unpacked inside DATA_DIR, so the files move into place by a rename.
    const work = await fs.mkdtemp(path.join(config.dataDir, '.restore-'));
    try {
      const unpacked = path.join(work, 'backup');
      const manifest = await unpack(file, unpacked);
      await replaceDatabase(database.url, (url) =>
        restoreDatabase(url, path.join(unpacked, 'db'), manifest),
      );
      await moveIfThere(filesFolder(config), path.join(work, 'replaced-files'));
      await moveIfThere(path.join(unpacked, 'files'), filesFolder(config));

      const notes: string[] = [];
      if (manifest.appKey) {
        const key = Buffer.from(
          await fs.readFile(path.join(unpacked, 'app.key'), 'utf8'),
          'base64',
        );
        await fs.rename(path.join(unpacked, 'app.key'), keyFile(config));
        if (config.appKey && !Buffer.from(config.appKey, 'base64').equals(key)) {
          notes.push(
            `APP_KEY is set, and it is not the key of this backup: the restored secrets open ` +
              `only with the backup's key, now in ${keyFile(config)}. Unset APP_KEY, or set it ` +
              'to that key.',
          );
        }
      } else {
        notes.push(
          'The backup holds no app key: secrets saved in Application Settings open only with ' +
            'the key they were saved with.',
        );
      }
      return { manifest, notes };
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  } finally {
    await database.close();
  }
}
