import type { FastifyBaseLogger } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
// The same browser and flags as the end-to-end tests and benchmarks (esbuild bundles the script).
import { chromiumArgs } from './chromium.mjs';
import type { PrintResource } from './print-assets';
import { createSemaphore } from './semaphore';

export interface PdfRendererOptions {
  /** The Chromium to launch (see findChromium); Playwright's own download when unset. */
  executablePath?: string;
  /** A remote Chromium (PDF_BROWSER_WS_ENDPOINT) to connect to instead of launching one. */
  wsEndpoint?: string;
  /** PDFs printed at the same time; the others wait their turn. */
  concurrency?: number;
  /**
   * Time limit of one PDF, counted from the moment it gets its turn; starting the browser has a
   * limit of its own of the same length.
   */
  timeoutMs?: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface PdfRendererStats {
  /** PDFs waiting for their turn. */
  queued: number;
  /** PDFs being printed. */
  running: number;
  /** Browsers started (or connected to) so far: more than one means one stopped. */
  launches: number;
}

export interface PdfRenderer {
  /** Prints the page at `url` (the print route) once it marks itself `html[data-cv-ready]` (set by the CV document once laid out). */
  render(url: string, options?: { timeoutMs?: number }): Promise<Buffer>;
  /**
   * Prints a page made on the server (@careercard/templates/print-page) once its script has laid
   * it out (`window.cvLayout`). The page reaches no network: every address it asks for is
   * answered by `resources` or refused.
   */
  printPage(html: string, options: PrintPageOptions): Promise<Buffer>;
  /**
   * Prints HTML as it is (a receipt; the floor the benchmark compares with), once its fonts are
   * in: nothing else to wait for.
   */
  renderHtml(html: string): Promise<Buffer>;
  /**
   * A PNG of the top of the page at `url` once it marks itself ready as the print route does:
   * the A4 page's width scaled to `width` pixels, `height` pixels of it. `globals` are set on
   * `window` before the page's own scripts run (what a page without a link of its own draws).
   */
  screenshot(url: string, options: ScreenshotOptions): Promise<Buffer>;
  stats(): PdfRendererStats;
  /** Closes the browser: PDFs being printed fail, later ones are refused. */
  close(): Promise<void>;
}

export interface PrintPageOptions {
  /** The file at an address the page asks for (a font, a photo), or null to refuse it. */
  resources: (url: string) => Promise<PrintResource | null>;
  timeoutMs?: number;
}

export interface ScreenshotOptions {
  width: number;
  height: number;
  globals?: Record<string, unknown>;
  timeoutMs?: number;
}

const PRINTER_STOPPED = 'The PDF printer stopped before the PDF was ready; please try again';
export const PAGE_NOT_READY = 'The CV page did not finish loading for printing';
export const TOO_LONG = 'The PDF took too long to print';
export const CANNOT_START = 'The PDF printer could not be started';
export const CANNOT_OPEN = 'The CV page could not be opened for printing';
export const PAGE_CRASHED = 'The CV page crashed while printing; please try again';
/** Where a print page's relative addresses (its fonts) point: answered by `resources`, never sent. */
export const PRINT_PAGE_BASE = 'https://print.careercard.invalid/';

/** An A4 sheet at 96 CSS pixels per inch, so the page lays out at the width it is printed. */
const A4_VIEWPORT = { width: 794, height: 1123 };
/** Tagged: screen readers and text extractors (an ATS) get the reading order; outline: headings as bookmarks. */
const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  preferCSSPageSize: true,
  tagged: true,
  outline: true,
} as const;

/** In the page: resolves once its fonts and images have loaded (or failed to). */
const WHEN_LOADED = `Promise.all([
  document.fonts.ready,
  ...Array.from(document.images, (image) =>
    image.complete ? null : new Promise((done) => { image.onload = image.onerror = done; })),
]).then(() => null)`;

interface Printer {
  browser: Browser;
  /** Rejects when the browser goes away; every PDF being printed races against it. */
  stopped: Promise<never>;
}

/** Where a job is, so a time-out can say what it was waiting for. */
type Stage = 'loading' | 'waiting-for-layout' | 'printing';
type Job = (page: Page, reached: (stage: Stage) => void) => Promise<Buffer>;

/**
 * Prints PDFs in one shared headless Chromium, started on the first PDF and again after it
 * stopped, with a fresh browser context per PDF so no cookie or storage leaks between users.
 */
export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  const { executablePath, wsEndpoint, concurrency = 2, timeoutMs = 30_000, logger } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError('The PDF concurrency must be a whole number of at least 1');
  }
  const slots = createSemaphore(concurrency);
  let current: Promise<Printer> | null = null;
  let launches = 0;
  let closed = false;

  async function start(): Promise<Printer> {
    launches += 1;
    const started = performance.now();
    const browser = wsEndpoint
      ? await chromium.connect(wsEndpoint, { timeout: timeoutMs })
      : await chromium.launch({
          executablePath,
          args: chromiumArgs,
          timeout: timeoutMs,
          // The server's shutdown closes the browser after the last PDF; if the process exits
          // without it, Playwright still kills the browser.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        });
    const stopped = new Promise<never>((_, reject) => {
      browser.once('disconnected', () => reject(new Error('The browser disconnected')));
    });
    // A browser that stops while nothing is printing fails no one.
    stopped.catch(() => {});
    logger.info(
      { launches, ms: Math.round(performance.now() - started), remote: Boolean(wsEndpoint) },
      'PDF browser started',
    );
    return { browser, stopped };
  }

  /** The running browser; concurrent first calls share one start. */
  function printer(): Promise<Printer> {
    if (current) return current;
    const starting = start();
    current = starting;
    const forget = () => {
      if (current === starting) current = null; // the next PDF starts a new browser
    };
    void starting.then(
      ({ browser }) =>
        browser.once('disconnected', () => {
          forget();
          if (!closed) logger.warn('The PDF browser stopped; the next PDF starts a new one');
        }),
      (error: unknown) => {
        forget();
        logger.error({ err: error }, 'The PDF browser could not be started');
      },
    );
    return starting;
  }

  async function run(
    limitMs: number,
    job: Job,
    contextOptions: { deviceScaleFactor?: number } = {},
  ): Promise<Buffer> {
    const release = await slots.acquire();
    try {
      if (closed) throw new Error('The PDF printer is shut down');
      const { browser, stopped } = await printer().catch((error: unknown) =>
        Promise.reject(new Error(CANNOT_START, { cause: error })),
      );
      let stage: Stage = 'loading';
      const opening = browser.newContext({
        acceptDownloads: false,
        viewport: A4_VIEWPORT,
        ...contextOptions,
      });
      const work = opening.then(async (context) => {
        context.setDefaultTimeout(0); // our own limit below ends the job
        const page = await context.newPage();
        const crashed = new Promise<never>((_, reject) => {
          page.once('crash', () => reject(new Error(PAGE_CRASHED)));
        });
        return Promise.race([
          job(page, (reached) => {
            stage = reached;
          }),
          crashed,
        ]);
      });
      // After a time-out or a crash the job is abandoned and fails on its own; nobody listens.
      work.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(stage === 'waiting-for-layout' ? PAGE_NOT_READY : TOO_LONG)),
          limitMs,
        );
      });
      try {
        return await Promise.race([work, limit, stopped]);
      } catch (error) {
        if (browser.isConnected()) throw error;
        throw new Error(PRINTER_STOPPED, { cause: error });
      } finally {
        clearTimeout(timer);
        // Closing the context also ends whatever page work a time-out left running.
        await Promise.race([opening.then((context) => context.close()), stopped]).catch(() => {});
      }
    } finally {
      release();
    }
  }

  return {
    render(url, { timeoutMs: limitMs = timeoutMs } = {}) {
      return run(limitMs, async (page, reached) => {
        const response = await page
          .goto(url, { waitUntil: 'load' })
          .catch((error: unknown) => Promise.reject(new Error(CANNOT_OPEN, { cause: error })));
        if (response && !response.ok()) throw new Error(`${CANNOT_OPEN} (${response.status()})`);
        reached('waiting-for-layout');
        await page.waitForSelector('html[data-cv-ready]', { state: 'attached' });
        // What the page loads after laying out (a photo, a late font) is awaited here rather
        // than by waiting for the network to go quiet, which costs half a second each time.
        await page.evaluate(WHEN_LOADED);
        reached('printing');
        await page.emulateMedia({ media: 'print' });
        return page.pdf(PDF_OPTIONS);
      });
    },
    printPage(html, { resources, timeoutMs: limitMs = timeoutMs }) {
      return run(limitMs, async (page, reached) => {
        await page.route('**/*', async (route) => {
          const found = await resources(route.request().url()).catch(() => null);
          await (
            found
              ? route.fulfill({ body: found.body, contentType: found.contentType })
              : route.abort('blockedbyclient')
          ).catch(() => {}); // the page may be gone (a time-out closed it)
        });
        await page.setContent(html, { waitUntil: 'domcontentloaded' });
        reached('waiting-for-layout');
        const pages = await page
          .evaluate('window.cvLayout')
          .catch((error: unknown) => Promise.reject(new Error(PAGE_NOT_READY, { cause: error })));
        if (typeof pages !== 'number') throw new Error(PAGE_NOT_READY);
        reached('printing');
        return page.pdf(PDF_OPTIONS);
      });
    },
    renderHtml(html) {
      return run(timeoutMs, async (page) => {
        await page.setContent(html, { waitUntil: 'load' });
        // Fonts the page declares (a receipt's, as data) are in before it is printed.
        await page.evaluate(WHEN_LOADED);
        return page.pdf(PDF_OPTIONS);
      });
    },
    screenshot(url, { width, height, globals = {}, timeoutMs: limitMs = timeoutMs }) {
      if (!(width > 0 && height > 0)) {
        return Promise.reject(new RangeError('A picture needs a width and a height'));
      }
      // The page lays out at A4 width; the scale makes that `width` pixels.
      const scale = width / A4_VIEWPORT.width;
      return run(
        limitMs,
        async (page, reached) => {
          for (const [name, value] of Object.entries(globals)) {
            await page.addInitScript(
              ([key, data]) => {
                (globalThis as Record<string, unknown>)[key] = data;
              },
              [name, value] as const,
            );
          }
          const response = await page
            .goto(url, { waitUntil: 'load' })
            .catch((error: unknown) => Promise.reject(new Error(CANNOT_OPEN, { cause: error })));
          if (response && !response.ok()) throw new Error(`${CANNOT_OPEN} (${response.status()})`);
          reached('waiting-for-layout');
          await page.waitForSelector('html[data-cv-ready]', { state: 'attached' });
          await page.evaluate(WHEN_LOADED);
          reached('printing');
          return page.screenshot({
            type: 'png',
            clip: { x: 0, y: 0, width: A4_VIEWPORT.width, height: height / scale },
          });
        },
        { deviceScaleFactor: scale },
      );
    },
    stats: () => ({ queued: slots.queued, running: slots.running, launches }),
    async close() {
      closed = true;
      const closing = current;
      current = null;
      await closing?.then(({ browser }) => browser.close()).catch(() => {});
    },
  };
}
