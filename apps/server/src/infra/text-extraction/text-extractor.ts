import { pagesToText } from '@careercard/engine/layout/reading-order';
import type { AnchoredLink } from '@careercard/engine/types';
import { TextExtractionError } from './errors';
import { detectFileKind, imagePixels } from '../../lib/file-kind';
import { createDocxReader } from './docx-text';
import { createOcr, type RecognizedPage } from './ocr';
import { createPdfReader } from './pdf-text';

export { TextExtractionError, type TextExtractionErrorCode } from './errors';
export { detectFileKind } from '../../lib/file-kind';

/** About an A4 page scanned at 600 dpi: a larger image costs too much memory to decode. */
const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * OCR reads images of at most a 12-megapixel photo's size: tesseract takes about 17 bytes a
 * pixel, so larger images are drawn smaller first, and PDF pages drawn within it.
 */
const MAX_OCR_PIXELS = 12_000_000;
/**
 * An image in a PDF takes some 13 bytes a pixel to draw (decoded, as RGBA, then on the canvas):
 * at most an A4 page scanned at 400 dpi. A scanned page with a larger one is refused as too large.
 */
const MAX_PDF_IMAGE_PIXELS = 16_000_000;
/** A PDF with fewer visible characters per page read holds scans (or drawn text), not a CV. */
const MIN_PDF_CHARS_PER_PAGE = 20;
/** Pages of a scanned PDF are drawn at this resolution: print-size text is clear enough for OCR. */
const SCAN_DPI = 200;
/** OCR's text laid out with less than this share of tesseract's own characters lost words. */
const MIN_LAYOUT_SHARE = 0.5;

export interface TextExtractorOptions {
  /** Time limit of the text recognition of one image, or one page of a scanned PDF. */
  ocrTimeoutMs: number;
  /** Pages of a PDF that are read; the rest is ignored (a CV is short). */
  maxPdfPages?: number;
  /**
   * Pages of a PDF without text that are read by OCR, every one of them from the first: 3 unless
   * told (a CV's pages; each takes seconds, within the OCR time limit of its own, and the upload
   * waits for them all). The pages past it are left out.
   */
  maxOcrPages?: number;
  /**
   * Time limit of one PDF: one that takes longer is taken for broken ('unreadable'). A CV reads
   * in well under a second; a file built to keep pdf.js busy holds the queue only this long.
   */
  pdfTimeoutMs?: number;
  /** Time limit of one Word document (.docx): one that takes longer is taken for broken. */
  docxTimeoutMs?: number;
  /** Where the OCR language data is unpacked once (under DATA_DIR or the system temp dir). */
  cacheDir: string;
  /** Images that may wait behind the one being read before uploads are turned away. */
  maxQueuedImages?: number;
  /**
   * Memory in MB that reading one file may take, in the PDF reading process and in the OCR
   * process each: past it the process is ended and replaced, and the file refused as too large.
   */
  maxFileMemoryMb?: number;
}

export interface ExtractedText {
  text: string;
  /** A PDF's or a Word file's links, with the words they are clicked on (see anchorLinks). */
  links: AnchoredLink[];
  kind: 'pdf' | 'image' | 'docx';
  /** Whether the text was recognised in pixels: an image, or a PDF of scanned pages. */
  ocr: boolean;
}

export interface TextExtractor {
  /** The text of an uploaded CV; throws TextExtractionError. */
  extract(bytes: Uint8Array): Promise<ExtractedText>;
  close(): Promise<void>;
}

export function createTextExtractor({
  ocrTimeoutMs,
  maxPdfPages = 20,
  maxOcrPages = 3,
  cacheDir,
  pdfTimeoutMs = 5_000,
  docxTimeoutMs = 5_000,
  maxQueuedImages = 4,
  maxFileMemoryMb = 256,
}: TextExtractorOptions): TextExtractor {
  const maxJobBytes = maxFileMemoryMb * 1024 * 1024;
  const ocr = createOcr({
    timeoutMs: ocrTimeoutMs,
    cacheDir,
    maxQueued: maxQueuedImages,
    maxJobBytes,
  });
  // PDFs take tens of milliseconds each: a longer queue than images, still bounded.
  const pdf = createPdfReader({
    timeoutMs: pdfTimeoutMs,
    maxPages: maxPdfPages,
    maxQueued: 32,
    maxJobBytes,
  });
  // A CV's .docx takes tens of ms to 100 ms: a queue as long as the PDFs'.
  const docx = createDocxReader({ timeoutMs: docxTimeoutMs, maxQueued: 32, maxJobBytes });

  /**
   * A PDF's text layer, or if it has too little for a CV (a scan), what OCR reads on its pages,
   * up to maxOcrPages, as it reads an image.
   */
  async function readPdf(bytes: Uint8Array): Promise<ExtractedText> {
    const { text, pages, links } = await pdf.read(bytes);
    if (visibleLength(text) >= MIN_PDF_CHARS_PER_PAGE * pages) {
      return withText(text, 'pdf', false, links);
    }
    const images = await pdf.draw(bytes, {
      maxPages: maxOcrPages,
      dpi: SCAN_DPI,
      maxPixels: MAX_OCR_PIXELS,
      maxImagePixels: MAX_PDF_IMAGE_PIXELS,
    });
    // One page after the other: each is one job of the OCR worker, within its time limit.
    const scanned: RecognizedPage[] = [];
    for (const image of images) scanned.push(await ocr.recognize(image));
    const recognised = recognizedText(scanned);
    // A page of scans that OCR makes nothing of keeps what little text the PDF had.
    return visibleLength(recognised) > visibleLength(text)
      ? withText(recognised, 'pdf', true)
      : withText(text, 'pdf', false, links);
  }

  return {
    async extract(bytes) {
      const fileKind = detectFileKind(bytes);
      switch (fileKind) {
        case null:
          throw new TextExtractionError('unsupported', 'Not a PDF, Word, PNG or JPEG file');
        case 'doc':
          throw new TextExtractionError('legacyWord', 'A Word 97-2003 file (.doc)');
        case 'encryptedOffice':
          throw new TextExtractionError('locked', 'The Office file is protected by a password');
        case 'pdf':
          return readPdf(bytes);
        case 'docx': {
          const { text, links } = await docx.read(bytes);
          return withText(text, 'docx', false, links);
        }
      }
      // The size is checked before anything decodes the image.
      const pixels = imagePixels(bytes, fileKind);
      if (pixels === null) {
        throw new TextExtractionError('unreadable', 'The image could not be read');
      }
      if (pixels > MAX_IMAGE_PIXELS) {
        throw new TextExtractionError('tooLarge', 'The image is too large to read');
      }
      const image = pixels > MAX_OCR_PIXELS ? await pdf.scale(bytes, MAX_OCR_PIXELS) : bytes;
      return withText(recognizedText([await ocr.recognize(image)]), 'image', true);
    },
    async close() {
      await Promise.all([ocr.close(), pdf.close(), docx.close()]);
    },
  };
}

/**
 * The text of OCR'd pages in reading order, by the same layout stage as a PDF's (columns,
 * sidebars, date columns), or tesseract's own text when the words did not make it through.
 */
function recognizedText(pages: RecognizedPage[]): string {
  const plain = pages.map(({ text }) => text).join('\n\n');
  const positioned = pages.flatMap(({ page }) => (page ? [page] : []));
  if (positioned.length < pages.length) return plain;
  const laidOut = pagesToText(positioned);
  return visibleLength(laidOut) >= MIN_LAYOUT_SHARE * visibleLength(plain) ? laidOut : plain;
}

function withText(
  text: string,
  kind: ExtractedText['kind'],
  ocr: boolean,
  links: AnchoredLink[] = [],
): ExtractedText {
  const trimmed = text.trim();
  if (trimmed === '') throw new TextExtractionError('empty', `The ${kind} holds no text`);
  return { text: trimmed, links, kind, ocr };
}

const visibleLength = (text: string) => text.replace(/\s/g, '').length;
