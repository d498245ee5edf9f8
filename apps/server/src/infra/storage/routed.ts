import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SettingsOf } from '@careercard/shared/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage, type S3StorageOptions } from './s3';
import type { FileRegistry } from './registry';
import { assertValidKey, StorageUnavailable, type Storage } from './storage';

export type StorageSettings = SettingsOf<'storage'>;

/** One place files can be kept, named for logs and for the back office's messages. */
export interface StorageBackend {
  storage: Storage;
  /** e.g. `the S3 bucket "cv-files" at https://…` or `this server's disk`. */
  description: string;
  /** Chosen by the admin's Storage settings, or by the server's environment. */
  source: 'settings' | 'environment';
  /**
   * Where its files are, whichever keys reach them: `disk`, or `s3:<endpoint>/<bucket>`. The
   * file registry records it for every file written.
   */
  place: string;
}

/**
 * Files go where the admin's Storage settings say once they are complete, otherwise where the
 * environment says; each file is read and deleted where it was written, after any switch.
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

/** A bucket's name is unique at its endpoint (at Amazon, everywhere): the two name the place. */
const s3Place = (endpoint: string | undefined, bucket: string) =>
  `s3:${endpoint ? endpoint.replace(/\/+$/, '') : 'amazon'}/${bucket}`;

/** The local disk under DATA_DIR/files. */
export const diskStorage = (config: Pick<Config, 'dataDir'>): StorageBackend => ({
  storage: createLocalStorage(path.join(config.dataDir, 'files')),
  description: "this server's disk",
  source: 'environment',
  place: 'disk',
});

/** The environment's choice: its S3 (S3_*) or the local disk under DATA_DIR/files. */
export function environmentStorage(config: Pick<Config, 's3' | 'dataDir'>): StorageBackend {
  return config.s3
    ? {
        storage: createS3Storage(config.s3),
        description: `the S3 bucket "${config.s3.bucket}" set in the server environment`,
        source: 'environment',
        place: s3Place(config.s3.endpoint, config.s3.bucket),
      }
    : diskStorage(config);
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
  registry: FileRegistry;
  environment: StorageBackend;
  /** Places files went to that nothing chooses now: the disk, once the environment names an S3. */
  earlier?: StorageBackend[];
  logger: FastifyBaseLogger;
  ttlMs?: number;
  /** Builds the S3 storage for complete settings (tests count the clients). */
  createS3?: (options: S3StorageOptions) => Storage;
  /** Connections for the admin's S3, which may reach only the addresses allowed. */
  agents?: () => NonNullable<S3StorageOptions['agents']>;
}): RoutedStorage {
  const { environment, registry, logger, ttlMs = SETTINGS_TTL_MS } = options;
  const createS3 = options.createS3 ?? createS3Storage;
  /** S3 backends by their settings, least recently used first. */
  const clients = new Map<string, StorageBackend>();
  /** The backend that reaches each place files went to, least recently chosen first. */
  const places = new Map<string, StorageBackend>();
  /** The backends the history holds: files may go there without remembering them again. */
  const remembered = new Set<StorageBackend>();
  /** The last target chosen, trusted until `freshUntil`. */
  let last: StorageBackend | undefined;
  let freshUntil = 0;
  let loading: Promise<StorageBackend> | undefined;
  /** Bumped by refresh(): a read of the settings begun before it must not be trusted. */
  let generation = 0;
  let historyRead: Promise<void> | undefined;
  let historyReadAt = 0;

  function place(backend: StorageBackend) {
    places.delete(backend.place);
    places.set(backend.place, backend);
  }
  for (const backend of [...(options.earlier ?? []), environment]) place(backend);

  function s3Backend(settings: StorageSettings): StorageBackend {
    const id = createHash('sha256')
      .update(JSON.stringify([...REQUIRED.map(([field]) => settings[field]), settings.endpoint]))
      .digest('hex');
    let backend = clients.get(id);
    if (backend) clients.delete(id);
    else {
      backend = {
        storage: createS3({ ...s3OptionsOf(settings), agents: options.agents?.() }),
        description: describeS3(settings),
        source: 'settings',
        place: s3Place(settings.endpoint, settings.bucket),
      };
    }
    clients.set(id, backend);
    const inUse = new Set(places.values());
    const tested = [...clients].filter(([, kept]) => !inUse.has(kept));
    if (tested.length > MAX_TESTED_BACKENDS) clients.delete(tested[0]![0]);
    return backend;
  }

  const backendFor = (settings: StorageSettings) =>
    missingStorageFields(settings).length === 0 ? s3Backend(settings) : environment;

  /** The S3s files went to, from the database: the newest settings of each place reach it. */
  function readHistory(): Promise<void> {
    historyRead ??= (async () => {
      historyReadAt = Date.now();
      for (const earlier of (await options.history?.list()) ?? []) {
        const backend = s3Backend(earlier);
        remembered.add(backend);
        place(backend);
      }
      // Settings saved again after others for the same place are the newest.
      if (last) place(last);
    })().catch((error: unknown) => {
      historyRead = undefined;
      throw error;
    });
    return historyRead;
  }

  async function load(): Promise<StorageBackend> {
    const started = generation;
    try {
      await readHistory();
      const saved = await options.settings();
      let chosen = environment;
      if (missingStorageFields(saved).length === 0) {
        chosen = s3Backend(saved);
        // Remembered before any file goes there, so no server can lose track of it.
        if (!remembered.has(chosen)) await options.history?.remember(saved);
        remembered.add(chosen);
      }
      place(chosen);
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

  /** The backend of a recorded place; the history is read again for one another server chose. */
  async function backendAt(where: string): Promise<StorageBackend | undefined> {
    await target();
    if (!places.has(where) && Date.now() - historyReadAt >= ttlMs) {
      historyRead = undefined;
      await readHistory();
    }
    return places.get(where);
  }

  /** The target first, then every other place files went to, newest first. */
  async function everywhere(): Promise<StorageBackend[]> {
    const first = await target();
    return [first, ...[...places.values()].reverse().filter((backend) => backend !== first)];
  }

  /** The storage's answer, or its failure as one that names it. */
  async function at<T>(
    backend: StorageBackend,
    doing: string,
    act: (storage: Storage) => Promise<T>,
  ): Promise<T> {
    try {
      return await act(backend.storage);
    } catch (error) {
      throw new StorageUnavailable(doing, backend.description, error);
    }
  }

  /** The backend of the place a file was recorded at, if this server can reach it. */
  async function recordedBackend(key: string) {
    const recorded = await registry.placeOf(key);
    const backend = recorded === undefined ? undefined : await backendAt(recorded);
    if (recorded !== undefined && !backend) {
      logger.warn(
        { key, place: recorded },
        `${key} was written to ${recorded}, which this server cannot reach; looking everywhere`,
      );
    }
    return { recorded, backend };
  }

  /**
   * A read where the file was written; a file of before places were recorded is looked for
   * everywhere, and recorded where found. A place that fails is passed over; when the file is
   * found nowhere else, its failure is thrown rather than calling the file missing.
   */
  async function find<T>(
    key: string,
    doing: string,
    read: (storage: Storage) => Promise<T>,
    missing: T,
  ): Promise<T> {
    assertValidKey(key);
    const { recorded, backend } = await recordedBackend(key);
    if (backend) return at(backend, doing, read);
    const failures: StorageUnavailable[] = [];
    let answer = missing;
    for (const candidate of await everywhere()) {
      try {
        answer = await at(candidate, doing, read);
      } catch (error) {
        failures.push(error as StorageUnavailable);
        continue;
      }
      if (answer === missing) continue;
      if (recorded === undefined) {
        await registry.adopt(key, candidate.place).catch((error: unknown) => {
          logger.warn({ err: error, key }, `Where ${key} is could not be recorded`);
        });
      }
      break;
    }
    const [first, ...others] = failures;
    for (const failure of answer === missing ? others : failures) {
      logger.warn({ err: failure, key, storage: failure.service }, failure.message);
    }
    if (answer === missing && first) throw first;
    return answer;
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
      assertValidKey(key);
      const backend = await target();
      await at(backend, `Writing ${key} to`, (storage) => storage.put(key, body, contentType));
      const before = await registry.record(key, backend.place);
      const stale = before === undefined ? undefined : await backendAt(before);
      // The copy written before a switch would otherwise outlive the file's deletion.
      await stale?.storage.delete(key).catch((error: unknown) => {
        logger.warn(
          { err: error, key, storage: stale.description },
          `The earlier copy of ${key} could not be deleted from ${stale.description}`,
        );
      });
    },

    get: (key) => find(key, `Reading ${key} from`, (storage) => storage.get(key), null),
    exists: (key) => find(key, `Looking for ${key} in`, (storage) => storage.exists(key), false),

    async delete(key) {
      assertValidKey(key);
      const doing = `Deleting ${key} from`;
      const { recorded, backend } = await recordedBackend(key);
      if (backend) await at(backend, doing, (storage) => storage.delete(key));
      else {
        // Not recorded: wherever it is. The target's failure is thrown, the others' logged.
        const [first, ...others] = await everywhere();
        for (const other of others) {
          await at(other, doing, (storage) => storage.delete(key)).catch((error: unknown) => {
            const failed = error as StorageUnavailable;
            logger.warn({ err: failed, key, storage: failed.service }, failed.message);
          });
        }
        await at(first!, doing, (storage) => storage.delete(key));
      }
      if (recorded !== undefined) await registry.forget(key);
    },

    /**
     * Every place: a failure where files under the prefix were recorded, or at the target, is
     * thrown after the others are tried (those files stay recorded); the rest are logged.
     */
    async deleteFolder(prefix) {
      assertValidKey(prefix);
      const recorded = await registry.placesUnder(prefix);
      for (const where of recorded) await backendAt(where);
      const first = await target();
      // Files at a place this server cannot reach stay recorded, to be deleted where it can.
      const kept = recorded.filter((where) => !places.has(where));
      if (kept.length > 0) {
        logger.error(
          { prefix, places: kept },
          `Files under ${prefix} are at ${kept.join(', ')}, which this server cannot reach`,
        );
      }
      let failure: StorageUnavailable | undefined;
      for (const backend of await everywhere()) {
        try {
          await at(backend, `Deleting the folder ${prefix} from`, (storage) =>
            storage.deleteFolder(prefix),
          );
        } catch (error) {
          const failed = error as StorageUnavailable;
          kept.push(backend.place);
          if (backend === first || recorded.includes(backend.place)) failure ??= failed;
          else logger.warn({ err: failed, prefix, storage: failed.service }, failed.message);
        }
      }
      await registry.forgetUnder(prefix, kept);
      if (failure) throw failure;
    },
  };
}
