import { pagesToText } from '@careercard/engine/layout/reading-order';
import type { PositionedPage } from '@careercard/engine/types';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { TextExtractionError } from './errors';
import { createSerialWorker } from './serial-worker';

const require = createRequire(import.meta.url);

/**
 * The worker thread's code: pdf.js reads the text with positions of the first pages and posts
 * them back. Plain JavaScript evaluated by Node, so it runs the same under tsx, the tests and
 * the bundled server, which has no separate file to point a worker at.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// pdfjs-dist 6 expects Node 22's Promise.withResolvers, which Node 20 lacks.
Promise.withResolvers ??= () => {
  let resolve, reject;
  const promise = new Promise((ok, fail) => { resolve = ok; reject = fail; });
  return { promise, resolve, reject };
};
// pdf.js may reject late, after a document is destroyed: that must not end the thread.
process.on('unhandledRejection', () => {});
const pdfjs = import(workerData.pdfjsUrl);

async function read(data, maxPages) {
  const { getDocument, VerbosityLevel } = await pdfjs;
  const task = getDocument({
    data,
    verbosity: VerbosityLevel.ERRORS,
    // Text only: no fonts to load, no scripts, forms or images to prepare for display.
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false, // pdf.js 5; 6 never evaluates code
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    useWorkerFetch: false,
  });
  try {
    const document = await task.promise;
    const pages = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const page = await document.getPage(number);
      const [left, bottom, right, top] = page.view;
      const { items } = await page.getTextContent();
      pages.push({
        width: right - left,
        height: top - bottom,
        items: items
          // Rotated text (a vertical label, a watermark) is not part of the lines rebuilt.
          .filter((item) => 'str' in item && Math.abs(item.transform[1]) <= 0.1 * Math.abs(item.transform[0]))
          .map((item) => ({
            str: item.str,
            x: item.transform[4] - left,
            y: item.transform[5] - bottom,
            width: item.width,
            height: item.height,
            hasEOL: item.hasEOL,
          })),
      });
      page.cleanup();
    }
    return { pages };
  } catch (error) {
    return { error: { name: error?.name ?? 'Error', message: String(error?.message ?? error) } };
  } finally {
    await task.destroy();
  }
}

parentPort.on('message', async ({ data, maxPages }) => {
  parentPort.postMessage(await read(data, maxPages));
});
`;

type Reply = { pages: PositionedPage[] } | { error: { name: string; message: string } };

export interface PdfReaderOptions {
  /** Time limit of one PDF: a file that takes longer is taken for broken. */
  timeoutMs: number;
  /** Pages read; the rest is ignored (a CV is short). */
  maxPages: number;
  /** PDFs that may wait behind the one being read. */
  maxQueued: number;
}

interface PdfThread {
  worker: Worker;
  alive: boolean;
}

async function startThread(): Promise<PdfThread> {
  const pdfjsUrl = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { pdfjsUrl } });
  const thread = { worker, alive: true };
  // An error while no job listens must not bring the server down: the thread is replaced.
  worker.on('error', () => {});
  worker.once('exit', () => {
    thread.alive = false;
  });
  await once(worker, 'online');
  return thread;
}

/** Asks the worker for one PDF's pages; rejects if the thread fails or exits instead. */
async function askPages(worker: Worker, bytes: Uint8Array, maxPages: number): Promise<Reply> {
  // A copy goes to the worker, so the caller keeps its bytes.
  const data = bytes.slice();
  worker.postMessage({ data, maxPages }, [data.buffer]);
  const ended = new AbortController();
  try {
    return await Promise.race([
      once(worker, 'message', { signal: ended.signal }).then(([reply]) => reply as Reply),
      once(worker, 'error', { signal: ended.signal }).then(([error]) =>
        Promise.reject(error instanceof Error ? error : new Error(String(error))),
      ),
      once(worker, 'exit', { signal: ended.signal }).then(([code]) =>
        Promise.reject(new Error(`The PDF worker exited with code ${String(code)}`)),
      ),
    ]);
  } finally {
    ended.abort();
  }
}

/**
 * Reads the text of PDFs in reading order, in a worker thread: pdf.js is synchronous work, and a
 * damaged or hostile file can keep it busy for a long time, which must not stall the server.
 */
export function createPdfReader({ timeoutMs, maxPages, maxQueued }: PdfReaderOptions) {
  const worker = createSerialWorker({
    task: 'PDF reading',
    timeoutMs,
    timeoutCode: 'unreadable',
    maxQueued,
    start: startThread,
    stop: async (thread) => {
      await thread.worker.terminate();
    },
    isAlive: (thread) => thread.alive,
  });

  return {
    /** The text of a PDF; one that cannot be opened (broken, locked) is 'unreadable'. */
    read: (bytes: Uint8Array) =>
      worker.run(async (thread) => {
        const reply = await askPages(thread.worker, bytes, maxPages);
        if ('error' in reply) {
          const locked = reply.error.name === 'PasswordException';
          throw new TextExtractionError(
            'unreadable',
            locked ? 'The PDF is protected by a password' : 'The PDF could not be read',
            { cause: new Error(reply.error.message) },
          );
        }
        return pagesToText(reply.pages);
      }),
    close: () => worker.close(),
  };
}
