import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import { TextExtractionError } from './errors';
import { createSerialWorker } from './serial-worker';

const require = createRequire(import.meta.url);
/** English LSTM model from npm (@tesseract.js-data/eng): never fetched from a CDN. */
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface OcrOptions {
  /** Time limit of one image's recognition. */
  timeoutMs: number;
  /** Where tesseract keeps the unpacked language data between starts. */
  cacheDir: string;
  /** Images that may wait behind the one being read. */
  maxQueued: number;
}

/**
 * Text recognition with tesseract.js, whose Node worker is a worker_thread (the core's wasm is
 * loaded from node_modules), so it never blocks the event loop. OCR takes a whole core: one
 * worker serves all requests, one image at a time.
 */
export function createOcr({ timeoutMs, cacheDir, maxQueued }: OcrOptions) {
  const worker = createSerialWorker({
    task: 'Text recognition',
    timeoutMs,
    timeoutCode: 'timeout',
    maxQueued,
    start: async () => {
      await fs.mkdir(cacheDir, { recursive: true });
      return createWorker('eng', OEM.LSTM_ONLY, {
        langPath,
        gzip: true,
        cachePath: cacheDir,
        // A failed job rejects its promise; without a handler tesseract.js also throws the
        // failure from a message listener, which would bring the process down.
        errorHandler: () => {},
      }).catch((reason: unknown) => {
        // tesseract.js rejects with a bare string.
        throw new Error(`The OCR worker did not start: ${String(reason)}`, { cause: reason });
      });
    },
    stop: async (tesseract) => {
      await tesseract.terminate();
    },
  });

  return {
    recognize: (image: Uint8Array) =>
      worker.run(async (tesseract) => {
        try {
          return (await tesseract.recognize(Buffer.from(image))).data.text;
        } catch (error) {
          throw new TextExtractionError('unreadable', 'The image could not be read', {
            cause: error,
          });
        }
      }),
    close: () => worker.close(),
  };
}
