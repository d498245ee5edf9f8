import fs from 'node:fs';
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../src/infra/pdf/chromium.mjs';
import {
  CANNOT_OPEN,
  CANNOT_START,
  createPdfRenderer,
  PAGE_CRASHED,
  PAGE_NOT_READY,
  PRINT_PAGE_BASE,
  TOO_LONG,
  type PdfRenderer,
  type PdfRendererOptions,
} from '../src/infra/pdf/pdf-renderer';

const executablePath = findChromium();
const quiet = { info() {}, warn() {}, error() {} };
const PORTFOLIO = 'https://careercard.example/rahim-uddin';

// The print page marks itself ready once laid out. Here that comes late, after the network
// has gone quiet, with a last line: a PDF printed too early would lack it.
const cvPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>CV</title></head>
<body>
  <h1>Rahim Uddin</h1>
  <p>Senior Accountant, Dhaka</p>
  <p>Portfolio: <a href="${PORTFOLIO}">rahim-uddin</a></p>
  <script>
    setTimeout(() => {
      document.body.insertAdjacentHTML('beforeend', '<p>References on request</p>');
      document.documentElement.dataset.cvReady = 'true';
    }, 800);
  </script>
</body></html>`;
// A page drawn from what the caller hands it before its scripts run: a full-width A4 sheet in
// the colour it was given, with a band at the top.
const picturePage = `<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0">
  <div id="sheet" style="width:794px;height:1123px"><div style="height:100px;background:#000"></div></div>
  <script>
    document.getElementById('sheet').style.background = window.__sample.colour;
    document.documentElement.dataset.cvReady = 'true';
  </script>
</body></html>`;
const neverReadyPage = '<!doctype html><html><body><p>Still laying out</p></body></html>';
// An image that never arrives keeps the network busy, so the page never finishes loading.
const stalledPage = '<!doctype html><html><body><img src="/never" alt=""></body></html>';

interface Visit {
  path: string;
  at: number;
}

/**
 * A tiny site on 127.0.0.1 that notes each request: /slow answers after 300 ms, /held and
 * /never only when told.
 */
async function startSite() {
  const visits: Visit[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    visits.push({ path, at: performance.now() });
    const html = (body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    };
    if (path === '/cv') html(cvPage);
    else if (path === '/never-ready') html(neverReadyPage);
    else if (path === '/picture') html(picturePage);
    else if (path === '/stalled') html(stalledPage);
    else if (path.startsWith('/slow')) setTimeout(() => html(cvPage), 300);
    else if (path === '/held' || path === '/never') held.push(response);
    else if (path === '/gone') response.writeHead(410).end();
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The requests for paths that start with `path`. */
    visitsTo: (path: string) => visits.filter((visit) => visit.path.startsWith(path)),
    /** Resolves once `path` has been requested `count` times in all; fails after 5 seconds. */
    async requested(path: string, count: number) {
      const deadline = performance.now() + 5_000;
      while (visits.filter((visit) => visit.path.startsWith(path)).length < count) {
        if (performance.now() > deadline) throw new Error(`${path} was not asked for in time`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    releaseHeld: () => held.splice(0).forEach((response) => response.end(cvPage)),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The text and link targets of a PDF, read back with pdf.js. */
async function readPdf(bytes: Buffer) {
  // pdfjs-dist 6 expects Node 22's Promise.withResolvers, which Node 20 lacks.
  const promise = Promise as unknown as { withResolvers?: () => unknown };
  promise.withResolvers ??= () => {
    let resolve: unknown, reject: unknown;
    const settled = new Promise((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    return { promise: settled, resolve, reject };
  };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const { items } = await page.getTextContent();
    const annotations = (await page.getAnnotations()) as { subtype: string; url?: string }[];
    return {
      pages: document.numPages,
      text: items.map((item) => ('str' in item ? item.str : '')).join(' '),
      links: annotations.filter((note) => note.subtype === 'Link').map((note) => note.url),
    };
  } finally {
    await task.destroy();
  }
}

/** Pids of the Chromium browsers this test process started (Linux only). */
function chromiumChildren(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(ppid) === process.pid && stat.includes('(chrom');
      } catch {
        return false; // it ended while we looked
      }
    })
    .map(Number);
}

/** Pids of the page (renderer) processes of the browsers this test process started. */
function pageProcesses(): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // it ended while we looked
    }
  }
  const ours = (pid: number): boolean => {
    const parent = parents.get(pid);
    return parent === process.pid || (parent !== undefined && parent > 1 && ours(parent));
  };
  return [...parents.keys()].filter((pid) => {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return command.includes('--type=renderer') && ours(pid);
    } catch {
      return false;
    }
  });
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the render to fail');
    },
    (error: unknown) => error as Error,
  );

describe.skipIf(!executablePath)('PDF renderer', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  const renderers: PdfRenderer[] = [];
  const renderer = (options: Partial<PdfRendererOptions> = {}) => {
    const created = createPdfRenderer({ executablePath, logger: quiet, ...options });
    renderers.push(created);
    return created;
  };

  beforeAll(async () => {
    site = await startSite();
  });
  afterEach(async () => {
    site.releaseHeld();
    await Promise.all(renderers.splice(0).map((created) => created.close()));
  });
  afterAll(() => site.close());

  it('prints the page to a PDF with its text and a working link', async () => {
    const pdf = await renderer().render(site.url('/cv'));

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text, links } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain('Rahim Uddin');
    expect(text).toContain('Senior Accountant, Dhaka');
    expect(text).toContain('References on request');
    expect(links).toContain(PORTFOLIO);
  });

  it('draws the top of a ready page as a PNG of the size asked, with the data handed to it', async () => {
    const png = await renderer().screenshot(site.url('/picture'), {
      width: 600,
      height: 849,
      globals: { __sample: { colour: 'rgb(15, 118, 110)' } },
    });

    const picture = PNG.sync.read(png);
    expect([picture.width, picture.height]).toEqual([600, 849]);
    const pixel = (x: number, y: number) => {
      const at = (picture.width * y + x) * 4;
      return [...picture.data.subarray(at, at + 3)];
    };
    // The band, 100 CSS pixels scaled to 600/794, then the page in the colour given.
    expect(pixel(300, 40)).toEqual([0, 0, 0]);
    expect(pixel(300, 500)).toEqual([15, 118, 110]);
    expect(pixel(599, 848)).toEqual([15, 118, 110]);
  });

  it('fails with a clear message when the page never becomes ready to print', async () => {
    const started = performance.now();
    const error = await failureOf(
      // Long enough for a loaded machine to open the page; the layout never comes.
      renderer({ timeoutMs: 60_000 }).render(site.url('/never-ready'), { timeoutMs: 5_000 }),
    );

    expect(error.message).toBe(PAGE_NOT_READY);
    // The job's own limit, not the renderer's; the browser start comes on top.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('says the PDF took too long when the page never finishes loading', async () => {
    // The browser may take its time to start on a loaded machine; the job's limit is what ends.
    const printer = renderer({ timeoutMs: 60_000 });
    const error = await failureOf(printer.render(site.url('/stalled'), { timeoutMs: 3_000 }));

    expect(error.message).toBe(TOO_LONG);
    expect(printer.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('fails at once when the print page answers with an error', async () => {
    const printer = renderer({ timeoutMs: 60_000 });
    const started = performance.now();
    const missing = await failureOf(printer.render(site.url('/missing')));
    // Chromium itself refuses an error without a body: the message is the same.
    const gone = await failureOf(printer.render(site.url('/gone')));

    expect(missing.message).toBe(`${CANNOT_OPEN} (404)`);
    expect(gone.message).toBe(CANNOT_OPEN);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('prints one PDF at a time with a concurrency of 1, in order of asking', async () => {
    const printer = renderer({ concurrency: 1 });
    const slowBefore = site.visitsTo('/slow').length;
    const doneAt: number[] = [];
    const jobs = ['/slow/1', '/slow/2', '/slow/3'].map((path, i) =>
      printer.render(site.url(path)).then((pdf) => {
        doneAt[i] = performance.now();
        return pdf;
      }),
    );

    await site.requested('/slow', slowBefore + 1);
    expect(printer.stats()).toEqual({ running: 1, queued: 2, launches: 1 });
    const pdfs = await Promise.all(jobs);

    const visits = site.visitsTo('/slow').slice(slowBefore);
    expect(visits.map((visit) => visit.path)).toEqual(['/slow/1', '/slow/2', '/slow/3']);
    // Each page is asked for only once the one before it is printed.
    expect(visits[1]!.at).toBeGreaterThan(doneAt[0]!);
    expect(visits[2]!.at).toBeGreaterThan(doneAt[1]!);
    expect(pdfs.map((pdf) => pdf.subarray(0, 5).toString('latin1'))).toEqual(
      Array(3).fill('%PDF-'),
    );
    expect(printer.stats()).toEqual({ running: 0, queued: 0, launches: 1 });
  });

  it('prints side by side up to the concurrency, in one browser started once', async () => {
    const printer = renderer({ concurrency: 2 });
    const heldBefore = site.visitsTo('/held').length;
    const jobs = [1, 2, 3].map(() => printer.render(site.url('/held')));

    // Two pages are asked for while neither is answered: they are printed side by side.
    await site.requested('/held', heldBefore + 2);
    expect(printer.stats()).toEqual({ running: 2, queued: 1, launches: 1 });
    site.releaseHeld();
    await site.requested('/held', heldBefore + 3);
    site.releaseHeld();

    expect(await Promise.all(jobs)).toHaveLength(3);
    expect(printer.stats()).toEqual({ running: 0, queued: 0, launches: 1 });
  });

  it.skipIf(process.platform !== 'linux')(
    'fails the PDF being printed when the browser dies, and starts a new browser for the next',
    async () => {
      const printer = renderer();
      const browsersBefore = new Set(chromiumChildren());
      const heldBefore = site.visitsTo('/held').length;
      const inFlight = failureOf(printer.render(site.url('/held')));
      await site.requested('/held', heldBefore + 1);

      const started = chromiumChildren().filter((pid) => !browsersBefore.has(pid));
      expect(started).toHaveLength(1);
      process.kill(started[0]!, 'SIGKILL');

      const error = await inFlight;
      expect(error.message).toMatch(/^The PDF printer stopped/);
      const { text } = await readPdf(await printer.render(site.url('/cv')));
      expect(text).toContain('Rahim Uddin');
      expect(printer.stats()).toEqual({ running: 0, queued: 0, launches: 2 });
    },
  );

  it('prints through a remote browser when given its endpoint', async () => {
    const server = await chromium.launchServer({ executablePath, args: chromiumArgs });
    try {
      const printer = renderer({ wsEndpoint: server.wsEndpoint() });
      const { text } = await readPdf(await printer.render(site.url('/cv')));

      expect(text).toContain('Senior Accountant');
      expect(printer.stats().launches).toBe(1);
    } finally {
      await server.close();
    }
  });

  describe('a page made by the server (printPage)', () => {
    /** A print page whose script lays it out after `delayMs` and then answers its page count. */
    const printPage = (body: string, layout: string) => `<!doctype html>
<html><head><meta charset="utf-8"><base href="${PRINT_PAGE_BASE}">
<link rel="stylesheet" href="/assets/print.css"></head>
<body>${body}<script>${layout}</script></body></html>`;
    const laidOutLate = `window.cvLayout = new Promise((done) => setTimeout(() => {
      document.body.insertAdjacentHTML('beforeend', '<p>Laid out late</p>');
      done(1);
    }, 300));`;
    const never = 'window.cvLayout = new Promise(() => {});';
    const stylesheet = {
      body: Buffer.from('h1::after { content: " (from the style sheet)"; }'),
      contentType: 'text/css',
    };

    it('prints once laid out, its files from the caller and nothing from the network', async () => {
      const asked: string[] = [];
      const pdf = await renderer().printPage(
        printPage(`<h1>Rahim Uddin</h1><img src="${site.url('/slow-photo')}" alt="">`, laidOutLate),
        {
          resources: async (url) => {
            asked.push(url);
            return url.endsWith('/assets/print.css') ? stylesheet : null;
          },
        },
      );

      const { text } = await readPdf(pdf);
      expect(text).toMatch(/Rahim Uddin\s+\(from the style sheet\)/);
      expect(text).toContain('Laid out late');
      expect(asked).toEqual([`${PRINT_PAGE_BASE}assets/print.css`, site.url('/slow-photo')]);
      // Refused, never fetched: the printer reaches no address of its own accord.
      expect(site.visitsTo('/slow-photo')).toEqual([]);
    });

    it('fails with a clear message when the layout fails', async () => {
      const error = await failureOf(
        renderer().printPage(
          printPage('<p>x</p>', 'window.cvLayout = Promise.reject(new Error("broken"));'),
          {
            resources: async () => null,
          },
        ),
      );

      expect(error.message).toBe(PAGE_NOT_READY);
    });

    it('cancels a page that is not laid out in time and frees its slot for the next', async () => {
      const printer = renderer({ concurrency: 1, timeoutMs: 60_000 });
      const resources = async () => stylesheet;
      const stuck = failureOf(
        printer.printPage(printPage('<p>x</p>', never), { resources, timeoutMs: 3_000 }),
      );
      const next = printer.printPage(printPage('<h1>Next</h1>', laidOutLate), { resources });

      expect((await stuck).message).toBe(PAGE_NOT_READY);
      expect((await readPdf(await next)).text).toMatch(/Next\s+\(from the style sheet\)/);
      expect(printer.stats()).toMatchObject({ running: 0, queued: 0, launches: 1 });
    });

    it('fails the PDF whose page crashes, and prints the next', async () => {
      const printer = renderer({ timeoutMs: 60_000 });
      let opened!: () => void;
      const pageOpened = new Promise<void>((resolve) => (opened = resolve));
      const crashing = failureOf(
        printer.printPage(printPage('<p>x</p>', never), {
          resources: async () => {
            opened(); // the page is parsing: its process is running
            return stylesheet;
          },
        }),
      );
      await pageOpened;
      // The page processes, the crashing page's among them, killed while it waits for its layout.
      for (const pid of pageProcesses()) process.kill(pid, 'SIGKILL');

      expect((await crashing).message).toBe(PAGE_CRASHED);
      const next = await printer.printPage(printPage('<h1>Next</h1>', laidOutLate), {
        resources: async () => stylesheet,
      });
      expect((await readPdf(next)).text).toContain('Laid out late');
      expect(printer.stats().launches).toBe(1);
    }, 60_000);
  });

  it('refuses to print once closed', async () => {
    const printer = renderer();
    await printer.close();

    expect((await failureOf(printer.render(site.url('/cv')))).message).toMatch(/shut down/);
  });
});

describe('PDF renderer without a browser', () => {
  it('says the printer could not start, and tries again on the next PDF', async () => {
    const printer = createPdfRenderer({ executablePath: '/nowhere/chromium', logger: quiet });
    try {
      const first = await failureOf(printer.render('http://127.0.0.1:9/cv'));
      const second = await failureOf(printer.render('http://127.0.0.1:9/cv'));

      expect(first.message).toBe(CANNOT_START);
      expect(second.message).toBe(CANNOT_START);
      expect(printer.stats()).toEqual({ running: 0, queued: 0, launches: 2 });
    } finally {
      await printer.close();
    }
  });
});
