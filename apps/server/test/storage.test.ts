import fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/infra/storage/local';
import { createS3Storage } from '../src/infra/storage/s3';

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

/**
 * Just enough of S3's path-style API for our four calls: objects in a map, 404 NoSuchKey for
 * a missing object. Signatures are not checked.
 */
async function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://s3');
      const key = decodeURIComponent(url.pathname);
      const object = objects.get(key);
      if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        // ListObjectsV2 on the bucket: every key under the prefix, on one page.
        const bucket = key.replace(/\/$/, '');
        const prefix = `${bucket}/${url.searchParams.get('prefix') ?? ''}`;
        const listed = [...objects.keys()]
          .filter((stored) => stored.startsWith(prefix))
          .map((stored) => `<Contents><Key>${stored.slice(bucket.length + 1)}</Key></Contents>`);
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>false</IsTruncated>${listed.join('')}</ListBucketResult>`,
        );
      } else if (request.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: request.headers['content-type'],
        });
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        // HEAD answers have no body; the SDK then names the error NotFound.
        response.end(
          request.method === 'HEAD'
            ? undefined
            : '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      } else {
        response.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.body.length,
        });
        response.end(request.method === 'HEAD' ? undefined : object.body);
      }
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  };
  return { endpoint, objects, close };
}

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
