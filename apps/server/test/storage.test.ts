import { eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { appSettings } from '../src/infra/db/schema';
import { createLocalStorage } from '../src/infra/storage/local';
import { createRoutedStorage, type StorageSettings } from '../src/infra/storage/routed';
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailable } from '../src/infra/storage/storage';
import { isDatabaseUnavailable } from '../src/lib/db-errors';
import { createS3Storage, type S3StorageOptions } from '../src/infra/storage/s3';
import { closedPort, fakeS3, memoryFileRegistry } from './fake-s3';
import {
  createTestApp,
  multipartBody,
  rejectionOf,
  type TestAccount,
  type TestApp,
} from './helpers';

const KEY = 'pdfs/user-1/3f0c2a8e-1b7d-4c1e-9a55-0d6f2b8e4c11.pdf';
const pdf = (text: string) => Buffer.from(`%PDF-1.7 ${text}`);

describe('local storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-storage-'));
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('stores a file under its key and reads it back', async () => {
    const storage = createLocalStorage(root);
    await storage.put(KEY, pdf('one'), 'application/pdf');

    expect(await storage.get(KEY)).toEqual(pdf('one'));
    expect(await fs.readFile(path.join(root, KEY))).toEqual(pdf('one'));
  });

  it('replaces a file and leaves no temporary file behind', async () => {
    const storage = createLocalStorage(root);
    await storage.put(KEY, pdf('one'), 'application/pdf');
    await storage.put(KEY, pdf('two'), 'application/pdf');

    expect(await storage.get(KEY)).toEqual(pdf('two'));
    expect(await fs.readdir(path.dirname(path.join(root, KEY)))).toEqual([path.basename(KEY)]);
  });

  it('tells whether a file exists, and an absent one reads as null', async () => {
    const storage = createLocalStorage(root);
    expect(await storage.exists(KEY)).toBe(false);
    expect(await storage.get(KEY)).toBeNull();

    await storage.put(KEY, pdf('one'), 'application/pdf');
    expect(await storage.exists(KEY)).toBe(true);
    // A folder is not a file.
    expect(await storage.exists('pdfs/user-1')).toBe(false);
  });

  it('deletes a file, and deleting an absent one is fine', async () => {
    const storage = createLocalStorage(root);
    await storage.put(KEY, pdf('one'), 'application/pdf');
    await storage.delete(KEY);

    expect(await storage.exists(KEY)).toBe(false);
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
    await expect(storage.delete('pdfs/nobody/none.pdf')).resolves.toBeUndefined();
  });

  it("deletes a folder's files and only those", async () => {
    const storage = createLocalStorage(root);
    for (const key of ['photos/4/a.jpg', 'photos/4/b.png', 'photos/42/c.jpg'])
      await storage.put(key, pdf(key), 'image/jpeg');
    await storage.deleteFolder('photos/4');
    await storage.deleteFolder('photos/7'); // none there: fine
    expect(await storage.exists('photos/4/a.jpg')).toBe(false);
    expect(await storage.exists('photos/42/c.jpg')).toBe(true);
  });

  it('refuses keys that could reach outside its folder', async () => {
    const storage = createLocalStorage(path.join(root, 'files'));
    const keys = [
      '',
      '../secret.pdf',
      'pdfs/../../secret.pdf',
      '/etc/passwd',
      'pdfs\\..\\secret.pdf',
      'pdfs//a.pdf',
      'pdfs/a.pdf/',
      './a.pdf',
    ];
    for (const key of keys) {
      await expect(storage.put(key, pdf('x'), 'application/pdf'), key).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.exists(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
    expect(await fs.readdir(root)).toEqual([]);
  });
});

describe('S3 storage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeEach(async () => {
    s3 = await fakeS3();
  });
  afterEach(() => s3.close());

  const storageAt = (endpoint: string, prefix?: string) =>
    createS3Storage({
      bucket: 'careercard',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      prefix,
    });

  it('stores an object and reads it back', async () => {
    const storage = storageAt(s3.endpoint, 'staging');
    await storage.put(KEY, pdf('one'), 'application/pdf');

    const stored = s3.objects.get(`/careercard/staging/${KEY}`);
    expect(stored?.contentType).toBe('application/pdf');
    expect(await storage.get(KEY)).toEqual(pdf('one'));
    expect(await storage.exists(KEY)).toBe(true);

    await storage.delete(KEY);
    expect(await storage.exists(KEY)).toBe(false);
  });

  it("deletes a folder's objects and only those", async () => {
    const storage = storageAt(s3.endpoint, 'staging');
    for (const key of ['photos/4/a.jpg', 'photos/4/b.png', 'photos/42/c.jpg'])
      await storage.put(key, pdf(key), 'image/jpeg');
    await storage.deleteFolder('photos/4');
    expect([...s3.objects.keys()]).toEqual(['/careercard/staging/photos/42/c.jpg']);
  });

  it('reads a missing object as null', async () => {
    const storage = storageAt(s3.endpoint);
    expect(await storage.get(KEY)).toBeNull();
    expect(await storage.exists(KEY)).toBe(false);
    await expect(storage.delete(KEY)).resolves.toBeUndefined();
  });

  it('refuses the keys local storage refuses', async () => {
    await expect(storageAt(s3.endpoint).get('../other-bucket/key')).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});

/** The messages of the warnings and errors among the lines. */
const warnings = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level >= 40)
    .map((entry) => entry.msg);

/** Info and warn lines as JSON, to check what reaches the logs. */
function captureLogs() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe("storage routed by the admin's Storage settings", () => {
  let root: string;
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-routed-'));
    s3 = await fakeS3();
  });
  afterEach(async () => {
    await s3.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  const NONE: StorageSettings = {
    accessKeyId: '',
    secretKey: '',
    region: '',
    bucket: '',
    endpoint: '',
  };
  const complete = (endpoint: string, bucket = 'careercard'): StorageSettings => ({
    accessKeyId: 'admin-key',
    secretKey: 'admin-secret',
    region: 'auto',
    bucket,
    endpoint,
  });

  /** A routed storage over a local folder, reading `saved.current` as the admin's settings. */
  function routed(options: { ttlMs?: number } = {}) {
    const saved = { current: NONE, reads: 0 };
    const built: S3StorageOptions[] = [];
    const { logger, lines } = captureLogs();
    const registry = memoryFileRegistry();
    const storage = createRoutedStorage({
      settings: async () => (saved.reads++, saved.current),
      registry,
      environment: {
        storage: createLocalStorage(root),
        description: "this server's disk",
        source: 'environment',
        place: 'disk',
      },
      logger,
      ttlMs: options.ttlMs ?? 0,
      createS3: (s3Options) => (built.push(s3Options), createS3Storage(s3Options)),
    });
    return { storage, saved, built, registry, logs: lines };
  }

  const onDisk = (key: string) =>
    fs.readFile(path.join(root, key)).then(
      (bytes) => bytes,
      () => null,
    );

  it("sends new files to the admin's S3 once its settings are complete; older files on disk still read and delete", async () => {
    const { storage, saved } = routed();
    await storage.put('photos/4/old.jpg', pdf('old'), 'image/jpeg');
    expect(await onDisk('photos/4/old.jpg')).toEqual(pdf('old'));

    saved.current = complete(s3.endpoint);
    await storage.put('photos/4/new.jpg', pdf('new'), 'image/jpeg');
    // Path-style, as a custom endpoint needs, and not on disk.
    expect(s3.objects.get('/careercard/photos/4/new.jpg')?.body).toEqual(pdf('new'));
    expect(await onDisk('photos/4/new.jpg')).toBeNull();
    expect((await storage.target()).description).toBe(
      `the S3 bucket "careercard" at ${s3.endpoint}`,
    );

    expect(await storage.get('photos/4/old.jpg')).toEqual(pdf('old'));
    expect(await storage.exists('photos/4/old.jpg')).toBe(true);
    expect(await storage.get('photos/4/new.jpg')).toEqual(pdf('new'));
    await storage.delete('photos/4/old.jpg');
    expect(await onDisk('photos/4/old.jpg')).toBeNull();
    expect(await storage.exists('photos/4/old.jpg')).toBe(false);
    expect(await storage.get('photos/4/none.jpg')).toBeNull();
  });

  it('keeps sending files where they went while the settings are incomplete', async () => {
    const { storage, saved, built } = routed();
    saved.current = { ...complete(s3.endpoint), secretKey: '' };
    await storage.put(KEY, pdf('one'), 'application/pdf');
    expect(await onDisk(KEY)).toEqual(pdf('one'));
    expect(s3.objects.size).toBe(0);
    expect(built).toEqual([]);
    expect((await storage.target()).source).toBe('environment');
  });

  it('switches back to disk when the settings are cleared, and the files in S3 stay readable and deletable', async () => {
    const { storage, saved, logs } = routed();
    saved.current = complete(s3.endpoint);
    await storage.put('photos/7/in-s3.jpg', pdf('s3'), 'image/jpeg');
    saved.current = { ...saved.current, bucket: '' };
    await storage.put('photos/7/on-disk.jpg', pdf('disk'), 'image/jpeg');

    expect(await onDisk('photos/7/on-disk.jpg')).toEqual(pdf('disk'));
    expect(s3.objects.has('/careercard/photos/7/on-disk.jpg')).toBe(false);
    expect(await storage.get('photos/7/in-s3.jpg')).toEqual(pdf('s3'));
    expect(await storage.exists('photos/7/in-s3.jpg')).toBe(true);
    expect(logs.some((line) => line.includes("New files now go to this server's disk"))).toBe(true);

    // A closed account's folder goes from both.
    await storage.deleteFolder('photos/7');
    expect(s3.objects.size).toBe(0);
    expect(await onDisk('photos/7/on-disk.jpg')).toBeNull();

    // And back to the S3 again.
    saved.current = complete(s3.endpoint);
    await storage.put('photos/7/again.jpg', pdf('again'), 'image/jpeg');
    expect(s3.objects.has('/careercard/photos/7/again.jpg')).toBe(true);
  });

  it('builds one S3 client for each distinct settings, not one per call', async () => {
    const { storage, saved, built } = routed();
    saved.current = complete(s3.endpoint);
    for (const name of ['a', 'b', 'c']) await storage.put(`pdfs/1/${name}.pdf`, pdf(name), 'x');
    expect(built).toHaveLength(1);
    expect(built[0]).toMatchObject({ bucket: 'careercard', region: 'auto', forcePathStyle: true });

    saved.current = complete(s3.endpoint, 'other-bucket');
    await storage.put('pdfs/1/d.pdf', pdf('d'), 'application/pdf');
    saved.current = complete(s3.endpoint);
    await storage.put('pdfs/1/e.pdf', pdf('e'), 'application/pdf');
    expect(built.map((options) => options.bucket)).toEqual(['careercard', 'other-bucket']);
    // Amazon S3 itself (no endpoint): virtual-hosted addresses.
    expect(storage.backendFor(complete('')).description).toBe('the S3 bucket "careercard" in auto');
    expect(built.at(-1)).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });

  it('reads the settings at most every few seconds, and at once after refresh()', async () => {
    const { storage, saved } = routed({ ttlMs: 60_000 });
    await Promise.all([storage.put('a/1', pdf('1'), 'x'), storage.put('a/2', pdf('2'), 'x')]);
    await storage.get('a/1');
    expect(saved.reads).toBe(1);

    // Another server saved: this one follows when its copy expires, or a save here refreshes.
    saved.current = complete(s3.endpoint);
    await storage.put('a/3', pdf('3'), 'x');
    expect(await onDisk('a/3')).toEqual(pdf('3'));
    storage.refresh();
    await storage.put('a/4', pdf('4'), 'x');
    expect(saved.reads).toBe(2);
    expect(s3.objects.has('/careercard/a/4')).toBe(true);
  });

  it("fails an upload when the admin's S3 cannot be reached, naming it, and writes nothing to disk", async () => {
    const { storage, saved, registry } = routed();
    const unreachable = await closedPort();
    saved.current = complete(unreachable);
    const failure = await rejectionOf(
      storage.put(KEY, pdf('one'), 'application/pdf'),
      StorageUnavailable,
    );
    expect(failure.message).toBe(
      `Writing ${KEY} to the S3 bucket "careercard" at ${unreachable} failed: it could not be reached (connect ECONNREFUSED ${unreachable.replace('http://', '')})`,
    );
    expect(failure.service).toBe(`the S3 bucket "careercard" at ${unreachable}`);
    // Not the database's failure, though its cause carries the code a lost database gives.
    expect(isDatabaseUnavailable(failure)).toBe(false);
    expect(await onDisk(KEY)).toBeNull();
    expect(registry.places.size).toBe(0);
  });

  it('reads each file where it was written: files elsewhere stay readable while the current S3 is down', async () => {
    const { storage, saved, registry, logs } = routed();
    await storage.put('photos/9/on-disk.jpg', pdf('disk'), 'image/jpeg');
    saved.current = complete(s3.endpoint);
    await storage.put('photos/9/in-s3.jpg', pdf('s3'), 'image/jpeg');
    expect(Object.fromEntries(registry.places)).toEqual({
      'photos/9/on-disk.jpg': 'disk',
      'photos/9/in-s3.jpg': `s3:${s3.endpoint}/careercard`,
    });
    await s3.close();

    s3.requests.length = 0;
    expect(await storage.get('photos/9/on-disk.jpg')).toEqual(pdf('disk'));
    expect(await storage.exists('photos/9/on-disk.jpg')).toBe(true);
    await storage.delete('photos/9/on-disk.jpg');
    expect(await onDisk('photos/9/on-disk.jpg')).toBeNull();
    expect(s3.requests).toEqual([]);

    // The file in the S3 is not called missing: its storage is named as the one that failed.
    const failure = await rejectionOf(storage.get('photos/9/in-s3.jpg'), StorageUnavailable);
    expect(failure.message).toMatch(
      `Reading photos/9/in-s3.jpg from the S3 bucket "careercard" at ${s3.endpoint} failed: it could not be reached`,
    );
    expect(warnings(logs)).toEqual([]);
  });

  it('reads older files in a bucket with the newest keys saved for it, after the old ones are revoked', async () => {
    const access: { accessKeyId?: string } = {};
    const keyed = await fakeS3(access);
    try {
      const { storage, saved, built } = routed();
      saved.current = { ...complete(keyed.endpoint), accessKeyId: 'old-key' };
      await storage.put('pdfs/1/old.pdf', pdf('old'), 'application/pdf');
      saved.current = { ...complete(keyed.endpoint), accessKeyId: 'new-key' };
      await storage.put('pdfs/1/new.pdf', pdf('new'), 'application/pdf');
      access.accessKeyId = 'new-key';

      expect(await storage.get('pdfs/1/old.pdf')).toEqual(pdf('old'));
      expect(await storage.get('pdfs/1/new.pdf')).toEqual(pdf('new'));
      expect(built.map((options) => options.accessKeyId)).toEqual(['old-key', 'new-key']);
    } finally {
      await keyed.close();
    }
  });

  it('finds a file written before places were recorded, and records where it is', async () => {
    const { storage, saved, registry, logs } = routed();
    await fs.mkdir(path.join(root, 'theme'), { recursive: true });
    await fs.writeFile(path.join(root, 'theme', 'logo-1.png'), pdf('logo'));
    const unreachable = await closedPort();
    saved.current = complete(s3.endpoint);
    await storage.target();
    // Now the S3 in use fails: the file is looked for there, and found on disk.
    saved.current = complete(unreachable);
    expect(await storage.get('theme/logo-1.png')).toEqual(pdf('logo'));
    expect(registry.places.get('theme/logo-1.png')).toBe('disk');
    expect(warnings(logs)).toEqual([
      expect.stringContaining(
        `Reading theme/logo-1.png from the S3 bucket "careercard" at ${unreachable} failed`,
      ),
    ]);

    // Missing everywhere that answered, but one place did not: not called missing.
    await expect(storage.get('theme/none.png')).rejects.toBeInstanceOf(StorageUnavailable);
    expect(registry.places.has('theme/none.png')).toBe(false);
  });

  it('rewriting a file after a switch leaves no copy where it was', async () => {
    const { storage, saved, registry } = routed();
    saved.current = complete(s3.endpoint);
    await storage.put('theme/logo.png', pdf('first'), 'image/png');
    saved.current = NONE;
    await storage.put('theme/logo.png', pdf('second'), 'image/png');
    expect(s3.objects.size).toBe(0);
    expect(registry.places.get('theme/logo.png')).toBe('disk');
    expect(await storage.get('theme/logo.png')).toEqual(pdf('second'));
  });

  it("deletes a closed account's folder everywhere and forgets its files", async () => {
    const { storage, saved, registry } = routed();
    await storage.put('photos/5/a.jpg', pdf('a'), 'image/jpeg');
    saved.current = complete(s3.endpoint);
    await storage.put('photos/5/b.jpg', pdf('b'), 'image/jpeg');
    await storage.put('photos/50/c.jpg', pdf('c'), 'image/jpeg');
    await storage.deleteFolder('photos/5');
    expect([...registry.places.keys()]).toEqual(['photos/50/c.jpg']);
    expect([...s3.objects.keys()]).toEqual(['/careercard/photos/50/c.jpg']);
    expect(await onDisk('photos/5/a.jpg')).toBeNull();

    // A place holding its files fails: the error says so, and those files stay recorded.
    await storage.put('photos/6/d.jpg', pdf('d'), 'image/jpeg');
    await s3.close();
    saved.current = NONE;
    await expect(storage.deleteFolder('photos/6')).rejects.toBeInstanceOf(StorageUnavailable);
    expect(registry.places.has('photos/6/d.jpg')).toBe(true);
  });
});

describe("uploads through the app follow the admin's Storage settings", () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await fakeS3();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-app-files-'));
    // The fake S3 runs on loopback, where addresses staff enter may not lead by default.
    t = await createTestApp({ DATA_DIR: dataDir, OUTBOUND_ALLOW_PRIVATE: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const photo = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  async function upload(who: TestAccount) {
    const body = await multipartBody('photo', 'me.png', 'image/png', photo);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/photos',
      payload: body.payload,
      headers: { ...body.headers, ...who.headers },
    });
    expect(res.statusCode).toBe(201);
    return new URL(res.json<{ data: { url: string } }>().data.url).pathname;
  }
  const served = async (address: string) => {
    const res = await t.app.inject({ method: 'GET', url: address });
    return res.statusCode === 200 ? res.rawPayload : res.statusCode;
  };
  const saveStorage = async (admin: TestAccount, payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/storage',
      headers: admin.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
  };

  it('a photo uploaded after a Super Admin saves complete S3 settings lands in that S3', async () => {
    const owner = await t.asUser();
    const admin = await t.asAdmin();
    const before = await upload(owner);
    const fileOf = (address: string) => address.replace('/api/photos/', 'photos/');
    expect(await fs.stat(path.join(dataDir, 'files', fileOf(before))).then(() => true)).toBe(true);

    await saveStorage(admin, {
      accessKeyId: 'admin-key',
      secretKey: 'admin-secret',
      region: 'auto',
      bucket: 'careercard',
      endpoint: s3.endpoint,
    });
    const after = await upload(owner);
    expect(s3.objects.get(`/careercard/${fileOf(after)}`)?.body).toEqual(photo);
    expect(await served(after)).toEqual(photo);
    // The photo kept on disk before the switch is still served.
    expect(await served(before)).toEqual(photo);

    // Cleared again: new photos go to disk, and the one in S3 is still served.
    await saveStorage(admin, { bucket: '' });
    const last = await upload(owner);
    expect(s3.objects.has(`/careercard/${fileOf(last)}`)).toBe(false);
    expect(await served(last)).toEqual(photo);
    expect(await served(after)).toEqual(photo);
  });

  it('finds the files of an S3 replaced by another, after a restart too', async () => {
    const second = await fakeS3();
    try {
      const owner = await t.asUser();
      const admin = await t.asAdmin();
      const first = {
        accessKeyId: 'first-key',
        secretKey: 'first-secret',
        region: 'auto',
        bucket: 'first-bucket',
        endpoint: s3.endpoint,
      };
      await saveStorage(admin, first);
      const inFirst = await upload(owner);
      await saveStorage(admin, { ...first, bucket: 'second-bucket', endpoint: second.endpoint });
      const inSecond = await upload(owner);
      expect(second.objects.size).toBe(1);

      // A new server process on the same database knows both buckets from the start.
      const restarted = await buildApp({ config: t.config, db: t.db });
      try {
        for (const address of [inFirst, inSecond]) {
          const res = await restarted.inject({ method: 'GET', url: address });
          expect(res.statusCode, address).toBe(200);
          expect(res.rawPayload).toEqual(photo);
        }
      } finally {
        await restarted.close();
      }
      // Nowhere is the secret kept readable.
      const [history] = await t.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, 'storage_history'));
      expect(JSON.stringify(history?.value)).not.toContain('first-secret');
    } finally {
      await second.close();
    }
  });

  it('refuses Storage settings it cannot use, and keeps serving every file when the S3 in use goes away, naming it', async () => {
    const owner = await t.asUser();
    const admin = await t.asAdmin();
    await saveStorage(admin, { bucket: '' });
    const onDisk = await upload(owner);
    const working = await fakeS3();
    await saveStorage(admin, {
      accessKeyId: 'working-key',
      secretKey: 'working-secret',
      region: 'auto',
      bucket: 'careercard',
      endpoint: working.endpoint,
    });
    const inS3 = await upload(owner);

    // An endpoint nothing answers at is not saved: files keep going where they went.
    const closed = await closedPort();
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/storage',
      headers: admin.headers,
      payload: { endpoint: closed },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toMatch(
      `These settings were not saved. Writing a test file to the S3 bucket "careercard" at ${closed} failed: it could not be reached`,
    );
    expect(await served(inS3)).toEqual(photo);

    // The S3 in use goes away: the photo on disk is still served, the one in it is named.
    await working.close();
    expect(await served(onDisk)).toEqual(photo);
    const res = await t.app.inject({ method: 'GET', url: inS3 });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
    const logged = async () =>
      (await t.app.inject({ url: '/api/admin/logs?level=error', headers: admin.headers }))
        .json<{ data: Array<{ message: string }> }>()
        .data.map((entry) => entry.message);
    await expect
      .poll(logged, { timeout: 5000 })
      .toContainEqual(
        expect.stringMatching(
          `^Reading ${inS3.replace('/api/', '')} from the S3 bucket "careercard" at ${working.endpoint} failed: it could not be reached`,
        ),
      );
    expect(await logged()).not.toContain('database unavailable');
  });
});
