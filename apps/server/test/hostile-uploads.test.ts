import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, type TestApp } from './helpers';
import { zipOf } from './word-files';

/**
 * Files built to make reading them cost gigabytes (../shared/fixtures/bombs). Each upload is
 * answered with a clear 422 while this process and the reading processes it started hold at
 * most 300 MB more than before, and the next upload is read as usual.
 */

const bombs = path.resolve(import.meta.dirname, '../../../../shared/fixtures/bombs');
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

const TOO_LARGE =
  "The file's pages or images are too large to read. Please upload a smaller PDF, Word document (.docx) or image (JPG/PNG).";
const MAX_GROWTH_MB = 300;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let visitor = 0;
/**
 * Uploads a CV for the analyzer as a visitor, each time from an address of its own: visitors are
 * limited per address.
 */
async function upload(
  name: string,
  bytes: Uint8Array,
  { app = t.app, language = 'en' }: { app?: TestApp['app']; language?: string } = {},
) {
  const type = name.endsWith('.png') ? 'image/png' : 'application/pdf';
  const { payload, headers } = await multipartBody('cvFile', name, type, bytes);
  visitor += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/cv/upload',
    payload,
    headers: { ...headers, 'accept-language': language },
    remoteAddress: `198.51.100.${visitor}`,
  });
  return { status: res.statusCode, body: res.json<Record<string, any>>() }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The ids of the running processes by the id of the process that started them (Linux's /proc). */
function processTree(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    const stat = /^\d+$/.test(entry) ? readProc(`/proc/${entry}/stat`) : null;
    if (stat === null) continue;
    // The parent's id is the second field after the command, which is in parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  return children;
}

/** Resident memory of a process and of every process under it, in bytes. */
function residentMemory(root: number): number {
  const children = processTree();
  let total = 0;
  for (const pending = [root]; pending.length > 0;) {
    const pid = pending.pop()!;
    const rss = /VmRSS:\s+(\d+) kB/.exec(readProc(`/proc/${pid}/status`) ?? '')?.[1];
    total += Number(rss ?? 0) * 1024;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** A file under /proc, or null for a process that ended meanwhile. */
function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** What `work` answers, and by how many MB the memory it made us hold rose at its peak. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = residentMemory(process.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMemory(process.pid));
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, residentMemory(process.pid));
    return { result, growthMb: (peak - before) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}

describe('an upload built to exhaust memory', () => {
  beforeAll(async () => {
    // Both reading processes are up, as on a server that has read a file or two.
    expect((await upload('cv.pdf', fixture('single-column.pdf'))).status).toBe(200);
    expect((await upload('name.png', fixture('name.png'))).status).toBe(200);
  });

  it.each([
    ['a PDF holding one 20000 x 20000 image', 'pdf-image-bomb.pdf'],
    ['a PDF whose page inflates to 1 GB', 'pdf-stream-bomb.pdf'],
  ])('%s is refused with a clear 422, within bounded memory', async (_, name) => {
    const started = performance.now();
    const { result, growthMb } = await measured(() =>
      upload(name, fs.readFileSync(path.join(bombs, name))),
    );
    // The figures the target is about, for the record of a run.
    console.info(
      `${name}: ${result.status} in ${Math.round(performance.now() - started)} ms; peak memory of this process and its reading processes +${growthMb.toFixed(0)} MB (limit ${MAX_GROWTH_MB})`,
    );
    expect(result).toEqual({
      status: 422,
      body: { message: TOO_LARGE, errors: { cvFile: [TOO_LARGE] } },
    });
    expect(growthMb).toBeLessThan(MAX_GROWTH_MB);

    const next = await upload('cv.pdf', fixture('single-column.pdf'));
    expect(next.status).toBe(200);
    expect(next.body.data.cvText).toContain('Tahmina Akter');
  });

  it('a Word document whose text inflates to 100 MB while its directory says 1 KB is refused too', async () => {
    const bomb = zipOf([
      { name: 'word/document.xml', content: Buffer.alloc(100 * 2 ** 20, 0x20), declaredSize: 1024 },
    ]);
    const { result, growthMb } = await measured(() => upload('cv.docx', bomb));
    expect(result).toEqual({
      status: 422,
      body: { message: TOO_LARGE, errors: { cvFile: [TOO_LARGE] } },
    });
    expect(growthMb).toBeLessThan(MAX_GROWTH_MB);
  });

  it('is refused in Bangla for a Bangla reader', async () => {
    const res = await upload('cv.pdf', fs.readFileSync(path.join(bombs, 'pdf-stream-bomb.pdf')), {
      language: 'bn',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'ফাইলটির পাতা বা ছবিগুলো পড়ার জন্য অনেক বড়। অনুগ্রহ করে আরও ছোট একটি PDF, Word ডকুমেন্ট (.docx) বা ছবি (JPG/PNG) আপলোড করুন।',
    );
  });
});

/** A valid PNG header for an image of this size, with one row of grey pixels' worth of data. */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(2))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('an image whose header claims 16 million pixels a row', () => {
  it('is refused with a clear 422, not a server error, and the next file is read', async () => {
    const result = await upload('wide.png', pngClaiming(16_777_217, 1));
    expect(result).toEqual({
      status: 422,
      body: {
        message: 'Failed to extract CV text. Please try again.',
        errors: { cvFile: ['Failed to extract CV text. Please try again.'] },
      },
    });
    const next = await upload('cv.pdf', fixture('single-column.pdf'));
    expect(next.status).toBe(200);
  });
});

describe('the reading processes', () => {
  it('end with the app', async () => {
    const app = await createTestApp();
    const before = new Set(processTree().get(process.pid));
    expect((await upload('cv.pdf', fixture('single-column.pdf'), { app: app.app })).status).toBe(
      200,
    );
    const started = processTree()
      .get(process.pid)
      ?.filter((pid) => !before.has(pid));
    expect(started).toHaveLength(1);
    await app.close();
    expect(processTree().get(process.pid)).not.toContain(started![0]);
  });
});
