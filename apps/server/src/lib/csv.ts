import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { attachment } from './content-disposition';

/** A byte-order mark: Excel reads the file as UTF-8 (Bangla names stay Bangla). */
const CSV_BOM = '\uFEFF';

/**
 * One CSV line (RFC 4180). A cell a spreadsheet would run as a formula (starting with =, +, -,
 * @, a tab or a carriage return) is prefixed with an apostrophe, so it is shown, not run.
 */
function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return (
    cells
      .map((cell) => {
        let text = cell === null || cell === undefined ? '' : String(cell);
        if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
        return /[",\r\n]/.test(text) || text !== text.trim()
          ? `"${text.replaceAll('"', '""')}"`
          : text;
      })
      .join(',') + '\r\n'
  );
}

/** "2026-12-06 15:04" in Bangladesh time (UTC+6 all year), as the exports write dates. */
export const dhakaDateTime = (date: Date) =>
  new Date(date.getTime() + 6 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Sends `rows` as a CSV download named `<name>-<Dhaka day>.csv`, streamed: each line is written
 * as it is read, so a long export holds one batch of rows in memory, never the whole file.
 */
export function sendCsv(
  reply: FastifyReply,
  name: string,
  header: readonly string[],
  rows: AsyncIterable<ReadonlyArray<string | number | null | undefined>>,
) {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const row of rows) yield csvLine(row);
  }
  const day = dhakaDateTime(new Date()).slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(`${name}-${day}.csv`))
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/**
 * Every row after `read`'s pages, a batch at a time, by keyset (each read starts after the last
 * row of the one before): as fast on the last batch of 100,000 rows as on the first.
 */
export async function* inBatches<T>(
  read: (after: T | undefined, limit: number) => Promise<T[]>,
  batch = 1000,
): AsyncGenerator<T> {
  let after: T | undefined;
  for (;;) {
    const rows = await read(after, batch);
    yield* rows;
    if (rows.length < batch) return;
    after = rows.at(-1);
  }
}
