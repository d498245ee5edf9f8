import { pagesToText } from '@careercard/engine/layout/reading-order';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { withActualText, type MarkedPage } from './actual-text';
import { TextExtractionError } from './errors';
import { createSerialWorker } from './serial-worker';

const require = createRequire(import.meta.url);

/**
 * The worker thread's code: pdf.js reads the text with positions of the first pages, or draws
 * them as PNG images for OCR, and posts the result back. Plain JavaScript evaluated by Node, so
 * it runs the same under tsx, the tests and the bundled server, which has no separate file to
 * point a worker at.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// pdf.js may reject late, after a document is destroyed: that must not end the thread.
process.on('unhandledRejection', () => {});
const pdfjs = import(workerData.pdfjsUrl);
// "Inter-Bold", "SourceSerif4-SemiBold", "Arial,Black", "LMRoman10-Demi".
const BOLD_FONT = /bold|black|heavy|demi|semibd/i;

// Whether a space is drawn before each run of the text content, read from the glyphs in drawing
// order: a space glyph, or a TJ gap as wide as one. pdf.js's own spaces are guesses from glyph
// widths, which some PDFs give as 0 (Chromium's Bangla conjuncts). Null unless both line up.
function spacesBeforeRuns(items, { fnArray, argsArray }, OPS) {
  const shows = [OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText];
  const glyphs = []; // each glyph's text; null for a space
  fnArray.forEach((fn, index) => {
    if (!shows.includes(fn)) return;
    for (const glyph of argsArray[index].find(Array.isArray) ?? []) {
      if (typeof glyph === 'number') {
        if (glyph <= -250) glyphs.push(null);
      } else if (glyph) glyphs.push(/^\\s+$/.test(glyph.unicode) ? null : glyph.unicode);
    }
  });
  const letters = (text) => text.normalize('NFKD').replace(/\\s/g, '');
  const spaces = new Map();
  let at = 0;
  for (const item of items) {
    if (!('str' in item)) continue;
    const wanted = letters(item.str);
    let space = false;
    let read = '';
    while (at < glyphs.length && read.length < wanted.length) {
      const glyph = glyphs[at++];
      if (glyph === null) space ||= read === '';
      else read += letters(glyph);
    }
    if (read !== wanted) return null;
    spaces.set(item, space);
  }
  return spaces;
}

async function readText(document, maxPages, OPS) {
  const pages = [];
  for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
    const page = await document.getPage(number);
    const [left, bottom, right, top] = page.view;
    // With the marked-content sequences: a Bangla cluster's text is in its span's ActualText.
    const { items } = await page.getTextContent({ includeMarkedContent: true });
    // A run's weight is in its font's name ("ABCDEF+Inter-Bold"), which pdf.js hands over only
    // once it has read the page's drawing operators.
    const operators = await page.getOperatorList();
    const isBold = (fontName) => {
      try {
        return BOLD_FONT.test(page.commonObjs.get(fontName)?.name ?? '');
      } catch {
        return false; // a font pdf.js could not load
      }
    };
    const marks = {
      beginMarkedContentProps: (item) => ({ mark: 'bdc', tag: item.tag }),
      beginMarkedContent: () => ({ mark: 'bmc' }),
      endMarkedContent: () => ({ mark: 'end' }),
    };
    const spaces = spacesBeforeRuns(items, operators, OPS);
    pages.push({
      width: right - left,
      height: top - bottom,
      ref: page.ref ?? null,
      items: items
        // Rotated text (a vertical label, a watermark) is not part of the lines rebuilt.
        .filter((item) => !('str' in item) || Math.abs(item.transform[1]) <= 0.1 * Math.abs(item.transform[0]))
        .flatMap((item) => 'str' in item ? [{
          str: item.str,
          x: item.transform[4] - left,
          y: item.transform[5] - bottom,
          width: item.width,
          height: item.height,
          hasEOL: item.hasEOL,
          bold: isBold(item.fontName),
          spaceBefore: spaces?.get(item),
        }] : [marks[item.type]?.(item)].filter(Boolean)),
    });
    page.cleanup();
  }
  return { pages };
}

async function drawPages(document, { maxPages, dpi, maxPixels }) {
  const images = [];
  for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    // The resolution asked for, unless the page is so large that it would pass the pixel limit.
    const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / Math.max(1, width * height)));
    const viewport = page.getViewport({ scale });
    const drawing = document.canvasFactory.create(
      Math.max(1, Math.floor(viewport.width)),
      Math.max(1, Math.floor(viewport.height)),
    );
    await page.render({ canvas: drawing.canvas, viewport }).promise;
    // A copy that owns its memory, so it can be handed over to the main thread.
    images.push(new Uint8Array(drawing.canvas.toBuffer('image/png')));
    document.canvasFactory.destroy(drawing);
    page.cleanup();
  }
  return { images };
}

parentPort.on('message', async ({ job, data, ...options }) => {
  const { getDocument, VerbosityLevel, OPS } = await pdfjs;
  const drawing = job === 'draw';
  const task = getDocument({
    data,
    verbosity: VerbosityLevel.ERRORS,
    // No fonts loaded by the system, no scripts, forms or XFA.
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    useWorkerFetch: false,
    // Drawing needs the fonts a PDF may use without embedding them, and the decoders of
    // scanners' image formats (JBIG2, CCITT fax, JPEG 2000), read from pdfjs-dist's files.
    ...(drawing && { standardFontDataUrl: workerData.standardFontsDir, wasmUrl: workerData.wasmDir }),
  });
  let reply;
  try {
    const document = await task.promise;
    reply = drawing
      ? await drawPages(document, options)
      : await readText(document, options.maxPages, OPS);
  } catch (error) {
    reply = { error: { name: error?.name ?? 'Error', message: String(error?.message ?? error) } };
  } finally {
    await task.destroy();
  }
  parentPort.postMessage(reply, reply.images?.map((image) => image.buffer) ?? []);
});
`;

type Request = { job: 'read'; maxPages: number } | ({ job: 'draw' } & DrawOptions);
/** What the worker posts back for each job, unless it failed. */
interface Replies {
  read: { pages: MarkedPage[] };
  draw: { images: Uint8Array[] };
}
type Failure = { error: { name: string; message: string } };

export interface PdfReaderOptions {
  /** Time limit of one PDF: a file that takes longer is taken for broken. */
  timeoutMs: number;
  /** Pages read; the rest is ignored (a CV is short). */
  maxPages: number;
  /** PDFs that may wait behind the one being read. */
  maxQueued: number;
}

export interface DrawOptions {
  /** Pages drawn, from the first. */
  maxPages: number;
  /** Resolution of the images, in dots per inch of the page. */
  dpi: number;
  /** Most pixels one image may have: a larger page is drawn at a lower resolution. */
  maxPixels: number;
}

interface PdfThread {
  worker: Worker;
  alive: boolean;
}

async function startThread(): Promise<PdfThread> {
  const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
  const pdfjsUrl = pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.mjs')).href;
  // pdf.js reads these with fs in Node: directory paths, each ending in a separator.
  const standardFontsDir = path.join(pdfjsDir, 'standard_fonts', path.sep);
  const wasmDir = path.join(pdfjsDir, 'wasm', path.sep);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pdfjsUrl, standardFontsDir, wasmDir },
  });
  const thread = { worker, alive: true };
  // An error while no job listens must not bring the server down: the thread is replaced.
  worker.on('error', () => {});
  worker.once('exit', () => {
    thread.alive = false;
  });
  await once(worker, 'online');
  return thread;
}

/**
 * Gives the worker one PDF and a job on it; the reply is what it posts back, and it rejects if
 * the thread fails or exits instead.
 */
async function ask<R extends Request>(
  worker: Worker,
  bytes: Uint8Array,
  request: R,
): Promise<Replies[R['job']]> {
  // A copy goes to the worker, so the caller keeps its bytes (a Buffer's slice is no copy, and
  // sending its memory would take the caller's bytes, or a pool's, away).
  const data = new Uint8Array(bytes);
  worker.postMessage({ ...request, data }, [data.buffer]);
  const ended = new AbortController();
  let reply: Replies[R['job']] | Failure;
  try {
    reply = await Promise.race([
      once(worker, 'message', { signal: ended.signal }).then(
        ([answer]) => answer as Replies[R['job']] | Failure,
      ),
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
  if ('error' in reply) {
    // One that cannot be opened (broken, locked) or drawn is 'unreadable'.
    const message =
      reply.error.name === 'PasswordException'
        ? 'The PDF is protected by a password'
        : request.job === 'draw'
          ? 'The pages of the PDF could not be drawn for OCR'
          : 'The PDF could not be read';
    throw new TextExtractionError('unreadable', message, {
      cause: new Error(reply.error.message),
    });
  }
  return reply;
}

/**
 * Reads PDFs in a worker thread: pdf.js is synchronous work, and a damaged or hostile file can
 * keep it busy for a long time, which must not stall the server.
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
    /** The text of a PDF in reading order, and how many pages it was read from. */
    read: (bytes: Uint8Array) =>
      worker.run(async (thread) => {
        const { pages } = await ask(thread.worker, bytes, { job: 'read', maxPages });
        return { text: pagesToText(withActualText(bytes, pages)), pages: pages.length };
      }),
    /** The first pages of a PDF drawn as PNG images, for OCR. */
    draw: (bytes: Uint8Array, options: DrawOptions) =>
      worker.run(async (thread) => {
        const { images } = await ask(thread.worker, bytes, { job: 'draw', ...options });
        return images;
      }),
    close: () => worker.close(),
  };
}
