import { TextExtractionError } from './errors';
import { detectFileKind, imagePixels } from '../../lib/file-kind';
import { createOcr } from './ocr';
import { createPdfReader } from './pdf-text';

export { TextExtractionError, type TextExtractionErrorCode } from './errors';
export { detectFileKind, type FileKind } from '../../lib/file-kind';

/** About an A4 page scanned at 600 dpi; larger images would hold the OCR worker too long. */
const MAX_IMAGE_PIXELS = 40_000_000;

export interface TextExtractorOptions {
  /** Time limit of one image's text recognition. */
  ocrTimeoutMs: number;
  /** Pages of a PDF that are read; the rest is ignored (a CV is short). */
  maxPdfPages?: number;
  /**
   * Time limit of one PDF: one that takes longer is taken for broken ('unreadable'). A CV reads
   * in well under a second; a file built to keep pdf.js busy holds the queue only this long.
   */
  pdfTimeoutMs?: number;
  /** Where the OCR language data is unpacked once (under DATA_DIR or the system temp dir). */
  cacheDir: string;
  /** Images that may wait behind the one being read before uploads are turned away. */
  maxQueuedImages?: number;
}

export interface ExtractedText {
  text: string;
  kind: 'pdf' | 'image';
}

export interface TextExtractor {
  /** The text of an uploaded CV; throws TextExtractionError. */
  extract(bytes: Uint8Array): Promise<ExtractedText>;
  close(): Promise<void>;
}

export function createTextExtractor({
  ocrTimeoutMs,
  maxPdfPages = 20,
  cacheDir,
  pdfTimeoutMs = 5_000,
  maxQueuedImages = 4,
}: TextExtractorOptions): TextExtractor {
  const ocr = createOcr({ timeoutMs: ocrTimeoutMs, cacheDir, maxQueued: maxQueuedImages });
  // PDFs take tens of milliseconds each: a longer queue than images, still bounded.
  const pdf = createPdfReader({ timeoutMs: pdfTimeoutMs, maxPages: maxPdfPages, maxQueued: 32 });
  return {
    async extract(bytes) {
      const fileKind = detectFileKind(bytes);
      if (fileKind === null) {
        throw new TextExtractionError('unsupported', 'Not a PDF, PNG or JPEG file');
      }
      if (fileKind === 'pdf') return withText(await pdf.read(bytes), 'pdf');
      if ((imagePixels(bytes, fileKind) ?? 0) > MAX_IMAGE_PIXELS) {
        throw new TextExtractionError('unreadable', 'The image is too large to read');
      }
      return withText(await ocr.recognize(bytes), 'image');
    },
    async close() {
      await Promise.all([ocr.close(), pdf.close()]);
    },
  };
}

function withText(text: string, kind: ExtractedText['kind']): ExtractedText {
  const trimmed = text.trim();
  if (trimmed === '') throw new TextExtractionError('empty', `The ${kind} holds no text`);
  return { text: trimmed, kind };
}
