import type { PositionedPage } from '@careercard/engine/types';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OEM, PSM, type Block, type Word } from 'tesseract.js';
import { detectImageKind, imageSize } from '../../lib/file-kind';
import { TextExtractionError } from './errors';
import { ask, startProcess, stopProcess } from './reading-process';
import { createSerialWorker } from './serial-worker';

const require = createRequire(import.meta.url);
/** English LSTM model from npm (@tesseract.js-data/eng): never fetched from a CDN. */
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Words read with less confidence (of 100) are mostly specks, rules and icons taken for text. */
const MIN_WORD_CONFIDENCE = 30;
/**
 * The body text is scaled to this size in points, a CV's usual one: the layout stage's few
 * tolerances in PDF units (an edge shared within 2 units) then mean what they do on a PDF,
 * whatever the image's resolution.
 */
const BODY_SIZE = 10;
/**
 * Capitals, digits and letters with ascenders rise ASCENT of the font size over the baseline:
 * with it, the sizes of the corpus's images come within 7% of their PDFs' own (p10 to p90).
 */
const TALL_LETTER = /^[\p{Lu}\p{N}bdfhkl]$/u;
const ASCENT = 0.73;
/** Sizes this close (relative) are one: OCR measures each run of a size a pixel or two apart. */
const SAME_SIZE = 0.08;

/**
 * The OCR process's code: tesseract.js, whose Node worker is a thread of this process (the
 * core's wasm is loaded from node_modules), reads each image it is sent.
 */
const PROCESS_SOURCE = `
const { createWorker } = require(data.tesseractPath);
const tesseract = await createWorker('eng', data.engineMode, {
  langPath: data.langPath,
  gzip: true,
  cachePath: data.cacheDir,
  // A failed job rejects its promise; without a handler tesseract.js also throws the failure
  // from a message listener, which would end the process.
  errorHandler: () => {},
}).catch((reason) => {
  // tesseract.js rejects with a bare string.
  throw new Error('The OCR worker did not start: ' + String(reason));
});
// tesseract.js reads an image as one block of text by default: its lines then run across a
// sidebar and the main column, and it misreads more (shaded sidebars, names). Page
// segmentation, as tesseract's own command does, keeps each column's lines apart.
await tesseract.setParameters({ tessedit_pageseg_mode: data.pageSegmentation });
// A new process runs tesseract's wasm unoptimised at first: a line read at start makes the
// first file read as quick as the next, after a restart too.
const { createCanvas, GlobalFonts } = require(data.canvasPath);
GlobalFonts.registerFromPath(data.fontPath, 'Warm-up');
const canvas = createCanvas(640, 160);
const context = canvas.getContext('2d');
context.fillStyle = '#fff';
context.fillRect(0, 0, canvas.width, canvas.height);
context.fillStyle = '#000';
context.font = '40px Warm-up';
context.fillText('Tahmina Akter', 20, 60);
context.font = '24px Warm-up';
context.fillText('Senior Software Engineer, Dhaka', 20, 120);
await tesseract.recognize(canvas.toBuffer('image/png'));
return async ({ image }) => {
  const { data: read } = await tesseract.recognize(
    Buffer.from(image.buffer, image.byteOffset, image.length),
    {},
    { blocks: true },
  );
  return { text: read.text, blocks: read.blocks ?? [] };
};
`;

export interface OcrOptions {
  /** Time limit of one image's recognition. */
  timeoutMs: number;
  /** Where tesseract keeps the unpacked language data between starts. */
  cacheDir: string;
  /** Images that may wait behind the one being read. */
  maxQueued: number;
  /** Memory reading one image may take; an image that needs more is refused as too large. */
  maxJobBytes: number;
}

/** What OCR reads in one image: tesseract's own text, and its words where they stand. */
export interface RecognizedPage {
  text: string;
  /** Null when the image's size cannot be read from its header. */
  page: PositionedPage | null;
}

/**
 * Text recognition with tesseract.js in a process of its own, which never blocks the event loop
 * and whose memory is bounded. OCR takes a whole core: one process serves all requests, one
 * image at a time.
 */
export function createOcr({ timeoutMs, cacheDir, maxQueued, maxJobBytes }: OcrOptions) {
  const worker = createSerialWorker({
    task: 'Text recognition',
    timeoutMs,
    timeoutCode: 'timeout',
    maxQueued,
    start: async () => {
      await fs.mkdir(cacheDir, { recursive: true });
      return startProcess({
        task: 'Text recognition',
        source: PROCESS_SOURCE,
        maxJobBytes,
        data: {
          tesseractPath: require.resolve('tesseract.js'),
          canvasPath: require.resolve('@napi-rs/canvas'),
          fontPath: require.resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
          langPath,
          cacheDir,
          engineMode: OEM.LSTM_ONLY,
          pageSegmentation: PSM.AUTO,
        },
      });
    },
    stop: stopProcess,
    isAlive: (running) => running.alive,
  });

  return {
    recognize: (image: Uint8Array) =>
      worker.run(async (running): Promise<RecognizedPage> => {
        const reply = await ask<{ text: string; blocks: Block[] }>(running, { image });
        if ('error' in reply) {
          throw new TextExtractionError('unreadable', 'The image could not be read', {
            cause: new Error(reply.error.message),
          });
        }
        const kind = detectImageKind(image);
        const size = kind && imageSize(image, kind);
        return { text: reply.text, page: size && toPage(reply.blocks, size) };
      }),
    close: () => worker.close(),
  };
}

/**
 * Tesseract's words as the text runs of a PDF page, y up from the bottom. A tesseract line may
 * run across a gutter from a sidebar to the main column, so each stretch of it between wide gaps
 * is measured on its own, as a PDF's runs are: its baseline is where most of its letters sit,
 * which its words share so that they make one row, and its font size is told by how high its
 * tallest letters rise over that (tesseract's own row height is off by 40% in some fonts).
 */
function toPage(blocks: Block[], { width, height }: { width: number; height: number }) {
  const runs = blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap(({ words }) => toRuns(words))),
  );
  const sizeOf = sizeClasses(runs.map((run) => run.size));
  const scale = BODY_SIZE / (median(runs.map((run) => sizeOf(run.size))) || 1);
  const page: PositionedPage = { width: width * scale, height: height * scale, items: [] };
  for (const { words, baseline, size } of runs) {
    for (const { text, bbox } of words) {
      page.items.push({
        str: text,
        x: bbox.x0 * scale,
        y: (height - baseline) * scale,
        width: (bbox.x1 - bbox.x0) * scale,
        height: sizeOf(size) * scale,
      });
    }
  }
  return page;
}

interface Run {
  words: Word[];
  /** Image y of the baseline, down from the top. */
  baseline: number;
  size: number;
}

/** A line's words in runs, parted where a gap is wider than the words beside it are high. */
function toRuns(lineWords: Word[]): Run[] {
  const groups: Word[][] = [];
  for (const word of lineWords) {
    if (word.text.trim() === '' || word.confidence < MIN_WORD_CONFIDENCE) continue;
    const group = groups.at(-1);
    const last = group?.at(-1);
    const gap = last ? word.bbox.x0 - last.bbox.x1 : Infinity;
    if (group && gap <= Math.max(heightOf(last!), heightOf(word))) group.push(word);
    else groups.push([word]);
  }
  return groups.flatMap((words) => {
    // A bullet or an icon before the text is read as stray marks ('«', '©', '=='); a PDF's
    // text has no list bullets either.
    while (words[0] && !/[\p{L}\p{N}&]/u.test(words[0].text)) words.shift();
    const letters = words
      .flatMap((word) => word.symbols)
      .filter((symbol) => /[\p{L}\p{N}]/u.test(symbol.text));
    // Medians: tesseract gives the odd letter a box far too tall.
    const baseline = median(letters.map((symbol) => symbol.bbox.y1));
    const tall = letters.filter((symbol) => TALL_LETTER.test(symbol.text));
    const ascent =
      baseline - median((tall.length > 0 ? tall : letters).map((symbol) => symbol.bbox.y0));
    return ascent > 0 ? [{ words, baseline, size: ascent / ASCENT }] : [];
  });
}

const heightOf = ({ bbox }: Word) => bbox.y1 - bbox.y0;

/** Each size as the median of its class: sizes that follow each other in steps of SAME_SIZE. */
function sizeClasses(sizes: number[]): (size: number) => number {
  const classes: number[][] = [];
  for (const size of [...sizes].sort((a, b) => a - b)) {
    const last = classes.at(-1);
    if (last && size <= last.at(-1)! * (1 + SAME_SIZE)) last.push(size);
    else classes.push([size]);
  }
  const snapped = new Map(
    classes.flatMap((members) => members.map((size) => [size, median(members)])),
  );
  return (size) => snapped.get(size)!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
