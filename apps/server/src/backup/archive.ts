import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, Parser, ReadEntry } from 'tar';
import { assertValidKey } from '../infra/storage/storage';
import { BackupError } from './manifest';

/**
 * The backup's container: a gzipped tar, written and read as a stream by node-tar (`tar`), so
 * neither the database dump nor the files ever sit whole in memory and any `tar` can open the
 * file. It holds regular files only; node-tar adds PAX headers for long names and large sizes.
 */

export type ArchiveEntry =
  | { name: string; data: Buffer }
  /** Read whole, then closed by the archive. */
  | { name: string; handle: fs.FileHandle };

/** Adds one file to `pack`, its bytes streamed in as fast as the pack takes them. */
async function addFile(
  pack: Pack,
  name: string,
  size: number,
  bytes: AsyncIterable<Buffer> | Iterable<Buffer>,
  signal: AbortSignal,
) {
  const body = new ReadEntry(
    new Header({ path: name, type: 'File', size, mode: 0o600, mtime: new Date() }),
  );
  pack.add(body);
  for await (const chunk of bytes) {
    if (!body.write(chunk)) await once(body, 'drain', { signal });
  }
  if (body.remain > 0) throw new Error(`${name} became shorter while it was read`);
  body.end();
}

async function addEntries(pack: Pack, entries: AsyncIterable<ArchiveEntry>, signal: AbortSignal) {
  for await (const entry of entries) {
    if ('data' in entry) {
      await addFile(pack, entry.name, entry.data.length, [entry.data], signal);
      continue;
    }
    try {
      // The size and the bytes come from one open file: the local storage replaces a file by
      // renaming a new one over it, so what we read cannot change under us.
      const { size } = await entry.handle.stat();
      const bytes =
        size > 0
          ? entry.handle.createReadStream({ start: 0, end: size - 1, autoClose: false })
          : [];
      await addFile(pack, entry.name, size, bytes, signal);
    } finally {
      await entry.handle.close();
    }
  }
  pack.end();
}

/** Writes `entries` into a new tar.gz at `target` (which must not exist yet). */
export async function writeArchive(target: string, entries: AsyncIterable<ArchiveEntry>) {
  const pack = new Pack({ gzip: true, portable: true });
  const output = new AbortController();
  const written = pipeline(pack, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  await Promise.all([
    written.catch((error: unknown) => {
      output.abort(error);
      throw error;
    }),
    addEntries(pack, entries, output.signal).catch((error: unknown) => {
      pack.destroy(error);
      throw error;
    }),
  ]);
}

async function extractFile(entry: ReadEntry, dir: string) {
  try {
    assertValidKey(entry.path);
  } catch {
    throw new BackupError(
      `The backup is damaged: it holds an entry named ${JSON.stringify(entry.path)}.`,
    );
  }
  const target = path.join(dir, ...entry.path.split('/'));
  await fs.mkdir(path.dirname(target), { recursive: true });
  await pipeline(Readable.from(entry), createWriteStream(target, { flags: 'wx', mode: 0o600 }));
}

/**
 * Unpacks the tar.gz at `source` into `dir`. Every name must be a relative path that stays
 * inside `dir` (the storage's key rules), so a crafted archive cannot write elsewhere. Returns or
 * throws only once every file it began to write is closed, so `dir` can then be removed.
 */
export async function extractArchive(source: string, dir: string): Promise<void> {
  // strict: a damaged header or an archive cut short is an error, not a warning to skip past.
  // No cap on the compression ratio: a backup is ours, and a run of zeros passes the default.
  const parser = new Parser({ strict: true, maxDecompressionRatio: Infinity });
  const input = createReadStream(source);
  const writes: Promise<void>[] = [];
  let current: ReadEntry | undefined;
  let failure: Error | undefined;
  parser.on('entry', (entry: ReadEntry) => {
    current = entry;
    // Skipped after a failure, and when of another kind (a folder, a link): nothing we wrote.
    if (failure !== undefined || (entry.type !== 'File' && entry.type !== 'OldFile')) {
      return void entry.resume();
    }
    const written = extractFile(entry, dir).catch((error: Error) => {
      failure ??= error;
      parser.abort(error);
    });
    writes.push(written);
  });
  // Once parsing stops, the entry being read gets no more bytes: end it, so its file is closed.
  parser.on('abort', () => current?.end());
  try {
    await new Promise((resolve, reject) => {
      parser.on('end', resolve).on('error', reject);
      input.on('error', reject).pipe(parser);
    });
  } catch (error) {
    failure ??= error as Error;
    parser.abort(failure); // a strict error does not stop the parser by itself
  } finally {
    input.destroy();
    await Promise.all(writes);
  }
  if (failure === undefined) return;
  const code = (failure as NodeJS.ErrnoException).code ?? '';
  // node-tar's codes and zlib's: the file is not a tar.gz, or is cut short or damaged.
  if (failure instanceof BackupError || !/^(TAR|Z)_/.test(code)) throw failure;
  throw new BackupError(
    `${source} is not a CareerCard backup (a .tar.gz made by npm run backup), or it is damaged.`,
    { cause: failure },
  );
}
