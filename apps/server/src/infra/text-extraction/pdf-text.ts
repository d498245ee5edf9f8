import { anchorLinks } from '@careercard/engine/layout/link-anchors';
import { pagesToText } from '@careercard/engine/layout/reading-order';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withActualText, type MarkedPage } from './actual-text';
import { TextExtractionError } from './errors';
import { ask, startProcess, stopProcess, type ReadingProcess } from './reading-process';
import { createSerialWorker } from './serial-worker';

const require = createRequire(import.meta.url);

/**
 * A PDF stream that inflates past this is a bomb: a CV's streams inflate to a few hundred KB, a
 * scanned page's image to some 50 MB at most (16 million pixels, see MAX_PDF_IMAGE_PIXELS).
 */
const MAX_STREAM_BYTES = 64 * 1024 * 1024;

/**
 * The reading process's code: pdf.js reads the text with positions of the first pages, or draws
 * them as PNG images for OCR; an uploaded image too large for OCR is drawn smaller.
 */
const PROCESS_SOURCE = `
// pdf.js may reject late, after a document is destroyed: that must not end the process.
process.on('unhandledRejection', () => {});
const { getDocument, VerbosityLevel, OPS } = await import(data.pdfjsUrl);
const { createCanvas, loadImage } = require(data.canvasPath);
const zlib = require('node:zlib');
const tooLarge = (message) => Object.assign(new Error(message), { name: 'TooLarge' });
// pdf.js leaves out an image larger than maxImageSize, and says so only in a warning.
let imageLeftOut = false;
console.warn = (message) => {
  if (String(message).includes('Image exceeded maximum allowed size')) imageLeftOut = true;
};
// "Inter-Bold", "SourceSerif4-SemiBold", "Arial,Black", "LMRoman10-Demi".
const BOLD_FONT = /bold|black|heavy|demi|semibd/i;
// Pictograms drawn from a font whose glyphs pdf.js reads as letters (LaTeX's marvosym gives a
// phone as "H", a globe as "m"): read as an icon font's private-use glyph, never as a word. Its
// other marks stay as they are ("{", moderncv's bullet).
const ICON_FONT = /marvosym|fontawesome|academicons|wasy10|dingbat/i;

// Where the PDF draws its spaces, read from the glyphs in drawing order: a space glyph, or a TJ
// gap as wide as one. pdf.js's own spaces are guesses from glyph positions, wrong two ways:
// glyph widths given as 0 (Chromium's Bangla conjuncts) join words, and letter-spacing splits
// them ("2 0 2 1 - 0 3" for 2021-03 in spaced small capitals). For each run: whether a space
// comes before it, and for a run of characters spaced apart, in a PDF that draws its spaces as
// glyphs, its text with spaces only where drawn. Null unless glyphs and runs line up.
function drawnSpaces(items, { fnArray, argsArray }, OPS) {
  const shows = [OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText];
  const glyphs = []; // each glyph's text; null for a space
  let spaceGlyphs = 0;
  fnArray.forEach((fn, index) => {
    if (!shows.includes(fn)) return;
    for (const glyph of argsArray[index].find(Array.isArray) ?? []) {
      if (typeof glyph === 'number') {
        if (glyph <= -250) glyphs.push(null);
      } else if (glyph && /^\\s+$/.test(glyph.unicode)) {
        glyphs.push(null);
        spaceGlyphs += 1;
      } else if (glyph) glyphs.push(glyph.unicode);
    }
  });
  // Text set by TeX draws no spaces (its gaps are TJ offsets, or moves): its guesses stand.
  const drawsSpaces = spaceGlyphs * 20 >= glyphs.length;
  const letters = (text) => text.normalize('NFKD').replace(/\\s/g, '');
  const runs = new Map();
  let at = 0;
  for (const item of items) {
    if (!('str' in item)) continue;
    const wanted = letters(item.str);
    let spaceBefore = false;
    let read = '';
    let drawn = '';
    while (at < glyphs.length && read.length < wanted.length) {
      const glyph = glyphs[at++];
      if (glyph === null) {
        if (read === '') spaceBefore = true;
        else drawn += ' ';
      } else {
        read += letters(glyph);
        drawn += glyph;
      }
    }
    if (read !== wanted) return null;
    // Kerned pairs stay together ("N U S R AT"), and a word's last letters may be a run ("M E").
    const spacedApart = drawsSpaces && /^\\S{1,2}(?: +\\S{1,2})+$/.test(item.str);
    runs.set(item, {
      spaceBefore,
      text: spacedApart ? drawn.normalize('NFKC').replace(/ +/g, ' ') : item.str,
    });
  }
  return runs;
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
    const fontIs = (pattern, fontName) => {
      try {
        return pattern.test(page.commonObjs.get(fontName)?.name ?? '');
      } catch {
        return false; // a font pdf.js could not load
      }
    };
    const marks = {
      beginMarkedContentProps: (item) => ({ mark: 'bdc', tag: item.tag }),
      beginMarkedContent: () => ({ mark: 'bmc' }),
      endMarkedContent: () => ({ mark: 'end' }),
    };
    const runs = drawnSpaces(items, operators, OPS);
    // Where a link is clicked and where it leads: a CV may print an address only behind a word.
    const links = (await page.getAnnotations({ intent: 'display' }))
      .filter((annotation) => annotation.subtype === 'Link' && typeof annotation.url === 'string')
      .map(({ url, rect: [x1, y1, x2, y2] }) => ({
        url,
        rect: [Math.min(x1, x2) - left, Math.min(y1, y2) - bottom, Math.max(x1, x2) - left, Math.max(y1, y2) - bottom],
      }));
    pages.push({
      width: right - left,
      height: top - bottom,
      ref: page.ref ?? null,
      links,
      items: items
        // Rotated text (a vertical label, a watermark) is not part of the lines rebuilt.
        .filter((item) => !('str' in item) || Math.abs(item.transform[1]) <= 0.1 * Math.abs(item.transform[0]))
        .flatMap((item) => 'str' in item ? [{
          str: fontIs(ICON_FONT, item.fontName) ? item.str.replace(/[\\p{L}\\p{N}]/gu, '\\uE000') : runs?.get(item).text ?? item.str,
          x: item.transform[4] - left,
          y: item.transform[5] - bottom,
          width: item.width,
          height: item.height,
          hasEOL: item.hasEOL,
          bold: fontIs(BOLD_FONT, item.fontName),
          spaceBefore: runs?.get(item).spaceBefore,
        }] : [marks[item.type]?.(item)].filter(Boolean)),
    });
    page.cleanup();
  }
  return { pages };
}

async function drawPages(document, { maxPages, dpi, maxPixels }) {
  imageLeftOut = false;
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
    if (imageLeftOut) throw tooLarge('An image in the PDF is too large to read');
    images.push(drawing.canvas.toBuffer('image/png'));
    document.canvasFactory.destroy(drawing);
    page.cleanup();
  }
  return { images };
}

// pdf.js keeps all of a stream it inflates: one built to inflate a thousandfold is turned away
// before pdf.js opens the file. Each stream is inflated and counted in chunks, then dropped.
// (Streams that are not deflated, or encrypted, fail at once and are left to pdf.js.)
async function checkStreams(bytes) {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  for (const { index } of file.toString('latin1').matchAll(/(?<!end)stream\\r?\\n/g)) {
    const start = file.indexOf('\\n', index) + 1;
    const end = file.indexOf('endstream', start);
    const inflate = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    inflate.end(file.subarray(start, end === -1 ? file.length : end));
    let size = 0;
    try {
      for await (const chunk of inflate) {
        size += chunk.length;
        if (size > data.maxStreamBytes) throw tooLarge('A stream in the PDF inflates too far to read');
      }
    } catch (error) {
      if (error.name === 'TooLarge') throw error;
    }
  }
}

async function scaleImage(bytes, maxPixels) {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  const scale = Math.sqrt(maxPixels / (image.width * image.height));
  const canvas = createCanvas(
    Math.max(1, Math.floor(image.width * scale)),
    Math.max(1, Math.floor(image.height * scale)),
  );
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return { image: canvas.toBuffer('image/png') };
}

const handle = async ({ job, data: bytes, ...options }) => {
  if (job === 'scale') return scaleImage(bytes, options.maxPixels);
  await checkStreams(bytes);
  const drawing = job === 'draw';
  const task = getDocument({
    data: bytes,
    verbosity: VerbosityLevel.WARNINGS,
    // No fonts loaded by the system, no scripts, forms or XFA.
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    useWorkerFetch: false,
    // Text needs no image decoded; a drawing only those it can afford.
    maxImageSize: drawing ? options.maxImagePixels : 0,
    // Drawing needs the fonts a PDF may use without embedding them, and the decoders of
    // scanners' image formats (JBIG2, CCITT fax, JPEG 2000), read from pdfjs-dist's files.
    ...(drawing && { standardFontDataUrl: data.standardFontsDir, wasmUrl: data.wasmDir }),
  });
  try {
    const document = await task.promise;
    return drawing ? await drawPages(document, options) : await readText(document, options.maxPages, OPS);
  } finally {
    await task.destroy();
  }
};
// pdf.js loads the rest of its code with the first document, and the canvas its own with the
// first drawing: a blank page read and drawn at start makes them part of what the process holds
// idle.
const blank = [
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
].join('\\n');
// Each its own copy: pdf.js takes over the memory of the bytes it is given.
const page = () => new TextEncoder().encode(blank);
await handle({ job: 'read', data: page(), maxPages: 1 });
await handle({ job: 'draw', data: page(), maxPages: 1, dpi: 72, maxPixels: 1e5, maxImagePixels: 1 });
return handle;
`;

type Request =
  | { job: 'read'; maxPages: number }
  | ({ job: 'draw' } & DrawOptions)
  | { job: 'scale'; maxPixels: number };
/** What the process answers for each job, unless it failed. */
interface Replies {
  read: { pages: MarkedPage[] };
  draw: { images: Uint8Array[] };
  scale: { image: Uint8Array };
}

export interface PdfReaderOptions {
  /** Time limit of one PDF: a file that takes longer is taken for broken. */
  timeoutMs: number;
  /** Pages read; the rest is ignored (a CV is short). */
  maxPages: number;
  /** PDFs that may wait behind the one being read. */
  maxQueued: number;
  /** Memory reading one file may take; a file that needs more is refused as too large. */
  maxJobBytes: number;
}

export interface DrawOptions {
  /** Pages drawn, from the first. */
  maxPages: number;
  /** Resolution of the images, in dots per inch of the page. */
  dpi: number;
  /** Most pixels one image may have: a larger page is drawn at a lower resolution. */
  maxPixels: number;
  /** Most pixels of an image in the PDF: a page with a larger one is refused as too large. */
  maxImagePixels: number;
}

function startReadingProcess(maxJobBytes: number): Promise<ReadingProcess> {
  const pdfjsDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
  return startProcess({
    task: 'PDF reading',
    source: PROCESS_SOURCE,
    maxJobBytes,
    data: {
      pdfjsUrl: pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.mjs')).href,
      canvasPath: require.resolve('@napi-rs/canvas'),
      // pdf.js reads these with fs in Node: directory paths, each ending in a separator.
      standardFontsDir: path.join(pdfjsDir, 'standard_fonts', path.sep),
      wasmDir: path.join(pdfjsDir, 'wasm', path.sep),
      maxStreamBytes: MAX_STREAM_BYTES,
    },
  });
}

/** Gives the process one file and a job on it; the reply is what it answers. */
async function askProcess<R extends Request>(
  running: ReadingProcess,
  bytes: Uint8Array,
  request: R,
): Promise<Replies[R['job']]> {
  // A Buffer would arrive as one, which pdf.js turns away: the same bytes as a plain view.
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reply = await ask<Replies[R['job']]>(running, { ...request, data });
  if (!('error' in reply)) return reply;
  if (reply.error.name === 'TooLarge') {
    throw new TextExtractionError('tooLarge', reply.error.message);
  }
  if (reply.error.name === 'PasswordException') {
    throw new TextExtractionError('locked', 'The PDF is protected by a password');
  }
  // One that cannot be opened (broken) or drawn is 'unreadable'.
  const message =
    request.job === 'read'
      ? 'The PDF could not be read'
      : request.job === 'draw'
        ? 'The pages of the PDF could not be drawn for OCR'
        : 'The image could not be read';
  throw new TextExtractionError('unreadable', message, { cause: new Error(reply.error.message) });
}

/**
 * Reads PDFs in a process of its own: pdf.js is synchronous work, and a damaged or hostile file
 * can keep it busy for a long time, which must not stall the server, or make it allocate
 * gigabytes (a huge image, a stream that inflates a thousandfold), which must not take the
 * server's memory: past its limit the process is ended, and replaced for the next file.
 */
export function createPdfReader({ timeoutMs, maxPages, maxQueued, maxJobBytes }: PdfReaderOptions) {
  const worker = createSerialWorker({
    task: 'PDF reading',
    timeoutMs,
    timeoutCode: 'unreadable',
    maxQueued,
    start: () => startReadingProcess(maxJobBytes),
    stop: stopProcess,
    isAlive: (running) => running.alive,
  });

  return {
    /**
     * The text of a PDF in reading order, how many pages it was read from, and its links with
     * the words they are clicked on.
     */
    read: (bytes: Uint8Array) =>
      worker.run(async (running) => {
        const { pages } = await askProcess(running, bytes, { job: 'read', maxPages });
        const anchored = anchorLinks(
          withActualText(bytes, pages),
          pages.map((page) => page.links),
        );
        return { text: pagesToText(anchored.pages), pages: pages.length, links: anchored.links };
      }),
    /** The first pages of a PDF drawn as PNG images, for OCR. */
    draw: (bytes: Uint8Array, options: DrawOptions) =>
      worker.run(async (running) => {
        const { images } = await askProcess(running, bytes, { job: 'draw', ...options });
        return images;
      }),
    /** A PNG or JPEG image drawn smaller, as a PNG of at most `maxPixels`, for OCR. */
    scale: (bytes: Uint8Array, maxPixels: number) =>
      worker.run(async (running) => {
        const { image } = await askProcess(running, bytes, { job: 'scale', maxPixels });
        return image;
      }),
    close: () => worker.close(),
  };
}
