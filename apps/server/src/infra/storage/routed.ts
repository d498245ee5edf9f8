import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SettingsOf } from '@careercard/shared/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage, type S3StorageOptions } from './s3';
import type { Storage } from './storage';

export type StorageSettings = SettingsOf<'storage'>;

/** One place files can be kept, named for logs and for the back office's messages. */
export interface StorageBackend {
  storage: Storage;
  /** e.g. `the S3 bucket "cv-files" at https://…` or `this server's disk`. */
  description: string;
  /** Chosen by the admin's Storage settings, or by the server's environment. */
  source: 'settings' | 'environment';
}

/**
 * Files go where the admin's Storage settings say once they are complete, otherwise where the
 * environment says; files written before a switch stay readable and deletable.
 */
export interface RoutedStorage extends Storage {
  /** Where new files go now. */
  target(): Promise<StorageBackend>;
  /** Where these settings would send new files: their S3 when complete, else the environment's. */
  backendFor(settings: StorageSettings): StorageBackend;
  /** The settings are read again on the next call: a save in this process applies at once. */
  refresh(): void;
}

/** How long a server trusts the settings it read: other servers learn of a save within this. */
const SETTINGS_TTL_MS = 5_000;
/** S3 clients kept for settings only tested; every one files went to is kept. */
const MAX_TESTED_BACKENDS = 8;

const REQUIRED: Array<[keyof StorageSettings, string]> = [
  ['accessKeyId', 'access key ID'],
  ['secretKey', 'secret key'],
  ['region', 'region'],
  ['bucket', 'bucket name'],
];

/** The fields an S3 needs that the settings lack, in words; none when complete. */
export const missingStorageFields = (settings: StorageSettings) =>
  REQUIRED.filter(([field]) => settings[field].trim() === '').map(([, words]) => words);

const s3OptionsOf = (settings: StorageSettings): S3StorageOptions => ({
  bucket: settings.bucket,
  region: settings.region,
  endpoint: settings.endpoint || undefined,
  accessKeyId: settings.accessKeyId,
  secretAccessKey: settings.secretKey,
  // Self-hosted and most S3-compatible stores know only `endpoint/bucket/key`.
  forcePathStyle: settings.endpoint !== '',
});

const describeS3 = ({ bucket, endpoint, region }: StorageSettings) =>
  `the S3 bucket "${bucket}" ${endpoint ? `at ${endpoint}` : `in ${region}`}`;

/** The environment's choice: its S3 (S3_*) or the local disk under DATA_DIR/files. */
export function environmentStorage(config: Pick<Config, 's3' | 'dataDir'>): StorageBackend {
  return config.s3
    ? {
        storage: createS3Storage(config.s3),
        description: `the S3 bucket "${config.s3.bucket}" set in the server environment`,
        source: 'environment',
      }
    : {
        storage: createLocalStorage(path.join(config.dataDir, 'files')),
        description: "this server's disk",
        source: 'environment',
      };
}

/**
 * Every S3 that new files ever went to, kept in the database: after a switch, and after a
 * restart, the files written there are still found.
 */
export interface StorageHistory {
  list(): Promise<StorageSettings[]>;
  remember(settings: StorageSettings): Promise<void>;
}

export function createRoutedStorage(options: {
  /** The admin's saved Storage settings, secrets opened. */
  settings: () => Promise<StorageSettings>;
  history?: StorageHistory;
  environment: StorageBackend;
  logger: FastifyBaseLogger;
  ttlMs?: number;
  /** Builds the S3 storage for complete settings (tests count the clients). */
  createS3?: (options: S3StorageOptions) => Storage;
  /** Connections for the admin's S3, which may reach only the addresses allowed. */
  agents?: () => NonNullable<S3StorageOptions['agents']>;
}): RoutedStorage {
  const { environment, logger, ttlMs = SETTINGS_TTL_MS, createS3 = createS3Storage } = options;
  /** By settings, oldest first; `wasTarget`: files may have been written there. */
  const s3Backends = new Map<string, { backend: StorageBackend; wasTarget: boolean }>();
  /** The last target chosen, trusted until `freshUntil`. */
  let last: StorageBackend | undefined;
  let freshUntil = 0;
  let loading: Promise<StorageBackend> | undefined;
  /** Bumped by refresh(): a read of the settings begun before it must not be trusted. */
  let generation = 0;
  let historyLoaded = false;

  function s3Entry(settings: StorageSettings) {
    const id = createHash('sha256')
      .update(JSON.stringify([...REQUIRED.map(([field]) => settings[field]), settings.endpoint]))
      .digest('hex');
    let entry = s3Backends.get(id);
    if (entry) s3Backends.delete(id);
    else {
      entry = {
        backend: {
          storage: createS3({ ...s3OptionsOf(settings), agents: options.agents?.() }),
          description: describeS3(settings),
          source: 'settings',
        },
        wasTarget: false,
      };
    }
    s3Backends.set(id, entry);
    const tested = [...s3Backends].filter(([, kept]) => !kept.wasTarget);
    if (tested.length > MAX_TESTED_BACKENDS) s3Backends.delete(tested[0]![0]);
    return entry;
  }

  const backendFor = (settings: StorageSettings) =>
    missingStorageFields(settings).length === 0 ? s3Entry(settings).backend : environment;

  async function load(): Promise<StorageBackend> {
    const started = generation;
    try {
      if (!historyLoaded && options.history) {
        for (const earlier of await options.history.list()) s3Entry(earlier).wasTarget = true;
        historyLoaded = true;
      }
      const saved = await options.settings();
      let chosen = environment;
      if (missingStorageFields(saved).length === 0) {
        const entry = s3Entry(saved);
        // Remembered before any file goes there, so no server can lose track of it.
        if (!entry.wasTarget) await options.history?.remember(saved);
        entry.wasTarget = true;
        chosen = entry.backend;
      }
      if (started === generation) {
        if (last && last !== chosen) {
          logger.info({ storage: chosen.description }, `New files now go to ${chosen.description}`);
        }
        last = chosen;
        freshUntil = Date.now() + ttlMs;
      }
      return chosen;
    } catch (error) {
      // The database hiccuped: keep the last known target rather than fail every file.
      if (!last) throw error;
      logger.warn(
        { err: error },
        `The storage settings could not be read; files keep going to ${last.description}`,
      );
      if (started === generation) freshUntil = Date.now() + ttlMs;
      return last;
    } finally {
      if (started === generation) loading = undefined;
    }
  }

  async function target(): Promise<StorageBackend> {
    if (last && Date.now() < freshUntil) return last;
    loading ??= load();
    return loading;
  }

  /** The target first, then the other places files were written to, newest first. */
  async function everywhere(): Promise<StorageBackend[]> {
    const first = await target();
    const earlier = [...s3Backends.values()]
      .reverse()
      .filter((entry) => entry.wasTarget)
      .map((entry) => entry.backend);
    return [first, ...[...earlier, environment].filter((backend) => backend !== first)];
  }

  /** The first answer found: a place that fails is passed over, except the current target. */
  async function lookUp<T>(
    key: string,
    read: (storage: Storage) => Promise<T>,
    found: (value: T) => boolean,
  ): Promise<T> {
    const [first, ...others] = await everywhere();
    const answer = await read(first!.storage);
    if (found(answer)) return answer;
    for (const other of others) {
      try {
        const earlier = await read(other.storage);
        if (found(earlier)) return earlier;
      } catch (error) {
        logger.warn(
          { err: error, key, storage: other.description },
          `A file could not be looked up in ${other.description}`,
        );
      }
    }
    return answer;
  }

  /** Every place: the target's failure is thrown after the others are tried, theirs logged. */
  async function everywhereDo(what: string, key: string, act: (storage: Storage) => Promise<void>) {
    const [first, ...others] = await everywhere();
    let failure: { error: unknown } | undefined;
    try {
      await act(first!.storage);
    } catch (error) {
      failure = { error };
    }
    for (const other of others) {
      try {
        await act(other.storage);
      } catch (error) {
        logger.warn(
          { err: error, key, storage: other.description },
          `Could not ${what} in ${other.description}`,
        );
      }
    }
    if (failure) throw failure.error;
  }

  return {
    target,
    backendFor,
    refresh() {
      generation++;
      freshUntil = 0;
      loading = undefined;
    },

    async put(key, body, contentType) {
      const { storage, description } = await target();
      try {
        await storage.put(key, body, contentType);
      } catch (error) {
        logger.error(
          { err: error, key, storage: description },
          `Could not write a file to ${description}`,
        );
        throw error;
      }
    },

    get: (key) =>
      lookUp(
        key,
        (storage) => storage.get(key),
        (bytes) => bytes !== null,
      ),
    exists: (key) =>
      lookUp(
        key,
        (storage) => storage.exists(key),
        (there) => there,
      ),
    delete: (key) => everywhereDo('delete a file', key, (storage) => storage.delete(key)),
    deleteFolder: (prefix) =>
      everywhereDo('delete a folder', prefix, (storage) => storage.deleteFolder(prefix)),
  };
}
