import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FileRegistry } from '../src/infra/storage/registry';

/**
 * Just enough of S3's path-style API for our four calls: objects in a map, 404 NoSuchKey for
 * a missing object. Signatures are not checked; with `accessKeyId` (read at each request, so a
 * test can revoke keys), another key is refused.
 */
export async function fakeS3(options: { accessKeyId?: string } = {}) {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  /** "PUT /bucket/key", in order. */
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://s3');
      const key = decodeURIComponent(url.pathname);
      const object = objects.get(key);
      requests.push(`${request.method} ${key}`);
      const credential = /Credential=([^/]+)\//.exec(request.headers.authorization ?? '')?.[1];
      if (options.accessKeyId && credential !== options.accessKeyId) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(
          request.method === 'HEAD'
            ? undefined
            : '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidAccessKeyId</Code><Message>The AWS Access Key Id you provided does not exist in our records.</Message></Error>',
        );
      } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
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
  return { endpoint, objects, requests, close };
}

/** The address of a port nothing listens on: a server opened there was closed again. */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return `http://127.0.0.1:${port}`;
}

/** The file registry (infra/storage/registry.ts) in memory, for storages tested alone. */
export function memoryFileRegistry(): FileRegistry & { places: Map<string, string> } {
  const places = new Map<string, string>();
  const under = (prefix: string) => [...places].filter(([key]) => key.startsWith(`${prefix}/`));
  return {
    places,
    placeOf: async (key) => places.get(key),
    async record(key, place) {
      const before = places.get(key);
      places.set(key, place);
      return before !== place ? before : undefined;
    },
    async adopt(key, place) {
      if (!places.has(key)) places.set(key, place);
    },
    async forget(key) {
      places.delete(key);
    },
    placesUnder: async (prefix) => [...new Set(under(prefix).map(([, place]) => place))],
    async forgetUnder(prefix, except) {
      for (const [key, place] of under(prefix)) if (!except.includes(place)) places.delete(key);
    },
  };
}
