import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline as pipelineWithCallback, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { assertValidKey } from '../infra/storage/storage';
import { BackupError } from './manifest';

/**
 * The backup's container: a gzipped POSIX tar, written and read as a stream, so neither the
 * database dump nor the files ever sit whole in memory and any `tar` can open the file. We
 * write only what we read back: regular files, with a PAX header for a name longer than 100
 * bytes or a size beyond the 8 GiB a plain header holds.
 */

const BLOCK = 512;
const CHUNK = 1024 * 1024;
const MAX_PLAIN_SIZE = 0o77777777777;

export type ArchiveEntry =
  | { name: string; data: Buffer }
  /** Read from its current offset to its end, then closed by the archive. */
  | { name: string; handle: fs.FileHandle };

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

const writeOctal = (block: Buffer, value: number, offset: number, length: number) =>
  block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'latin1');

function header(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  // A longer name is cut here; the PAX header in front of this one holds it whole.
  block.write(name, 0, 100, 'utf8');
  writeOctal(block, 0o600, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, size > MAX_PLAIN_SIZE ? 0 : size, 124, 12);
  writeOctal(block, Math.floor(Date.now() / 1000), 136, 12);
  block.write(type, 156, 'latin1');
  block.write('ustar\u000000', 257, 'latin1');
  // The checksum is the sum of the header's bytes, its own field counted as spaces.
  block.fill(' ', 148, 156);
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  writeOctal(block, checksum, 148, 7);
  return block;
}

/** One `<length> <key>=<value>\n` record, where the length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const rest = Buffer.byteLength(` ${key}=${value}\n`);
  let length = rest + String(rest).length;
  if (String(length).length > String(rest).length) length += 1;
  return Buffer.from(`${length} ${key}=${value}\n`);
}

function* entryHeaders(name: string, size: number) {
  const records = [
    ...(Buffer.byteLength(name) > 100 ? [paxRecord('path', name)] : []),
    ...(size > MAX_PLAIN_SIZE ? [paxRecord('size', String(size))] : []),
  ];
  if (records.length > 0) {
    const pax = Buffer.concat(records);
    yield header('PaxHeader', pax.length, 'x');
    yield pax;
    yield padding(pax.length);
  }
  yield header(name, size, '0');
}

async function* tarStream(entries: AsyncIterable<ArchiveEntry>) {
  for await (const entry of entries) {
    if ('data' in entry) {
      yield* entryHeaders(entry.name, entry.data.length);
      yield entry.data;
      yield padding(entry.data.length);
      continue;
    }
    try {
      // The size and the bytes come from one open file: the local storage replaces a file by
      // renaming a new one over it, so what we read cannot change under us.
      const { size } = await entry.handle.stat();
      yield* entryHeaders(entry.name, size);
      for (let done = 0; done < size;) {
        const { bytesRead, buffer } = await entry.handle.read({
          buffer: Buffer.alloc(Math.min(CHUNK, size - done)),
        });
        if (bytesRead === 0) throw new Error(`${entry.name} became shorter while it was read`);
        yield buffer.subarray(0, bytesRead);
        done += bytesRead;
      }
      yield padding(size);
    } finally {
      await entry.handle.close();
    }
  }
  yield Buffer.alloc(2 * BLOCK);
}

/** Writes `entries` into a new tar.gz at `target` (which must not exist yet). */
export async function writeArchive(target: string, entries: AsyncIterable<ArchiveEntry>) {
  await pipeline(
    Readable.from(tarStream(entries), { objectMode: false }),
    zlib.createGzip(),
    createWriteStream(target, { flags: 'wx', mode: 0o600 }),
  );
}

/** Reads a stream in pieces of exactly the sizes asked for. */
function byteReader(source: AsyncIterable<Buffer>) {
  const chunks = source[Symbol.asyncIterator]();
  let pending: Buffer = Buffer.alloc(0);
  return {
    async read(size: number): Promise<Buffer> {
      const parts: Buffer[] = [pending];
      let length = pending.length;
      while (length < size) {
        const next = await chunks.next();
        if (next.done) {
          throw new BackupError('The backup file ends too early: it is incomplete or damaged.');
        }
        parts.push(next.value);
        length += next.value.length;
      }
      const all = Buffer.concat(parts, length);
      pending = all.subarray(size);
      return all.subarray(0, size);
    },
    /** Reads to the end, so gzip checks the checksum of the whole file. */
    async drain() {
      while (!(await chunks.next()).done);
    },
  };
}

function parsePax(records: Buffer): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < records.length;) {
    const space = records.indexOf(' ', at);
    const length = Number.parseInt(records.toString('latin1', at, space), 10);
    if (space < 0 || !(length > 0)) {
      throw new BackupError('The backup is damaged: a bad PAX header.');
    }
    const record = records.toString('utf8', space + 1, at + length - 1);
    const equals = record.indexOf('=');
    fields.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return fields;
}

const readString = (block: Buffer, offset: number, length: number) => {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.toString('utf8', 0, end < 0 ? length : end);
};

/**
 * Unpacks the tar.gz at `source` into `dir`. Every name must be a relative path that stays
 * inside `dir` (the storage's key rules), so a crafted archive cannot write elsewhere.
 */
export async function extractArchive(source: string, dir: string): Promise<void> {
  // The callback form returns the last stream; a failure anywhere ends its iteration with it.
  const data = pipelineWithCallback(createReadStream(source), zlib.createGunzip(), () => {});
  const reader = byteReader(data);
  try {
    let pax = new Map<string, string>();
    for (;;) {
      const block = await reader.read(BLOCK);
      if (block.every((byte) => byte === 0)) break;
      if (block.toString('latin1', 257, 262) !== 'ustar') {
        throw new BackupError('The backup is damaged: an entry has no tar header.');
      }
      const type = block.toString('latin1', 156, 157);
      const size = Number(pax.get('size') ?? Number.parseInt(readString(block, 124, 12), 8));
      if (!Number.isSafeInteger(size) || size < 0) {
        throw new BackupError('The backup is damaged: an entry has no size.');
      }
      const prefix = readString(block, 345, 155);
      const name = pax.get('path') ?? (prefix ? `${prefix}/` : '') + readString(block, 0, 100);
      pax = new Map();
      if (type === 'x') {
        pax = parsePax(await reader.read(size));
      } else if (type === '0' || type === '\0') {
        await extractFile(reader, size, dir, name);
      } else {
        // Another kind of entry (a folder, a link): nothing we wrote, so nothing to restore.
        await reader.read(size);
      }
      await reader.read(padding(size).length);
    }
    await reader.drain();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupError(
        `${source} is not a CareerCard backup (a .tar.gz made by npm run backup), or it is damaged.`,
        { cause: error },
      );
    }
    throw error;
  } finally {
    data.destroy();
  }
}

async function extractFile(
  reader: ReturnType<typeof byteReader>,
  size: number,
  dir: string,
  name: string,
) {
  try {
    assertValidKey(name);
  } catch {
    throw new BackupError(
      `The backup is damaged: it holds an entry named ${JSON.stringify(name)}.`,
    );
  }
  const target = path.join(dir, ...name.split('/'));
  await fs.mkdir(path.dirname(target), { recursive: true });
  const out = await fs.open(target, 'wx', 0o600);
  try {
    for (let done = 0; done < size;) {
      const piece = await reader.read(Math.min(CHUNK, size - done));
      await out.write(piece);
      done += piece.length;
    }
  } finally {
    await out.close();
  }
}
