// CV to PDF through the server's renderer (apps/server/src/infra/pdf): the real print page
// (/cv-preview with a print link, as a paid download prints it) of a one-page and a three-page
// CV, printed with a warm browser; then renders per second with two at a time; the browser's
// peak memory over the whole run; and, as the floor, the same page saved as static HTML (its
// laid-out markup with the same styles and fonts, no scripts) printed straight through Chromium.
// Run with `npm run bench -- pdf-render`.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { createPdfRenderer, type PdfRenderer } from '../apps/server/src/infra/pdf/pdf-renderer';
import { percentile, round, withTarget } from './target-process';

const RUNS = 20;
const WARM_UP = 3;
const CONCURRENCY = 2;
const THROUGHPUT_JOBS = 20;
const MEMORY_SAMPLE_MS = 100;

const PAGES = ['one-page', 'three-pages'] as const;
type PageName = (typeof PAGES)[number];

/**
 * The print page as static HTML: the markup React laid out, scripts removed, with a base URL so
 * its stylesheets and fonts load from the app as before. Printing it skips the app's start, the
 * CV's fetch and the layout work: what is left is Chromium's own cost.
 */
async function staticCopy(url: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-cv-ready]');
    const html = await page.evaluate(() => {
      document.querySelectorAll('script').forEach((script) => script.remove());
      return document.documentElement.outerHTML;
    });
    return `<!doctype html>${html.replace('<head>', `<head><base href="${new URL(url).origin}/">`)}`;
  } finally {
    await browser.close();
  }
}

/** Pages in a PDF: Chromium writes each page object out plainly. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

/** Pids of the Chromium process trees this process started (children found through /proc). */
function chromiumProcesses(): number[] {
  const children = new Map<number, number[]>();
  const names = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = (children.get(process.pid) ?? []).filter((pid) =>
    names.get(pid)?.startsWith('chrom'),
  );
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** The sum of one field (in kB) of /proc/<pid>/<file> over the processes. */
function sumKb(pids: number[], file: string, field: string): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const text = fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
      total += Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    } catch {
      // ended while we looked
    }
  }
  return total;
}

/**
 * Samples the browser's memory until stopped and keeps the peak of the RSS sum. RSS counts the
 * pages Chromium's processes share once per process, so PSS (shared pages split between their
 * users) is read too at each new peak; only then, since reading it costs the kernel ~1.5 ms a
 * process.
 */
function watchMemory() {
  const peak = { rssKb: 0, pssKb: 0, processes: 0 };
  const timer = setInterval(() => {
    const pids = chromiumProcesses();
    const rssKb = sumKb(pids, 'status', 'VmRSS');
    if (rssKb <= peak.rssKb) return;
    Object.assign(peak, {
      rssKb,
      pssKb: sumKb(pids, 'smaps_rollup', 'Pss'),
      processes: pids.length,
    });
  }, MEMORY_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return {
        peakRssMb: round(peak.rssKb / 1024, 0),
        pssAtPeakMb: round(peak.pssKb / 1024, 0),
        processesAtPeak: peak.processes,
      };
    },
  };
}

async function timed(work: () => Promise<Buffer>): Promise<[Buffer, number]> {
  const started = performance.now();
  const pdf = await work();
  return [pdf, performance.now() - started];
}

const summary = (times: number[]) => ({
  medianMs: round(percentile(times, 50)),
  p95Ms: round(percentile(times, 95)),
});

/** Render and floor, taken in turns so both see the same machine. */
async function measure(renderer: PdfRenderer, url: string, html: string) {
  const renders: number[] = [];
  const floors: number[] = [];
  let printed = 0;
  for (let i = 0; i < RUNS; i++) {
    const [pdf, ms] = await timed(() => renderer.render(url));
    renders.push(ms);
    floors.push((await timed(() => renderer.renderHtml(html)))[1]);
    printed = pageCount(pdf);
  }
  const render = summary(renders);
  const floor = summary(floors);
  return {
    pages: printed,
    runs: RUNS,
    render,
    floor,
    renderToFloor: round(render.medianMs / floor.medianMs, 1),
  };
}

/** PDFs per second with all jobs asked for at once (the renderer runs CONCURRENCY at a time). */
async function throughput(work: () => Promise<Buffer>) {
  const started = performance.now();
  await Promise.all(Array.from({ length: THROUGHPUT_JOBS }, work));
  const seconds = (performance.now() - started) / 1000;
  return round(THROUGHPUT_JOBS / seconds, 2);
}

export async function run() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH');
  return withTarget(async ({ printUrls }) => {
    const html = Object.fromEntries(
      await Promise.all(PAGES.map(async (name) => [name, await staticCopy(printUrls[name])])),
    ) as Record<PageName, string>;
    const quiet = { info() {}, warn() {}, error() {} };
    const renderer = createPdfRenderer({ executablePath, concurrency: CONCURRENCY, logger: quiet });
    const memory = watchMemory();
    try {
      const [, firstRenderMs] = await timed(() => renderer.render(printUrls['one-page']));
      for (let i = 0; i < WARM_UP; i++) {
        for (const name of PAGES) {
          await renderer.render(printUrls[name]);
          await renderer.renderHtml(html[name]);
        }
      }
      const onePage = await measure(renderer, printUrls['one-page'], html['one-page']);
      const threePages = await measure(renderer, printUrls['three-pages'], html['three-pages']);
      const rendersPerSecond = await throughput(() => renderer.render(printUrls['one-page']));
      const floorPerSecond = await throughput(() => renderer.renderHtml(html['one-page']));
      return {
        name: 'pdf-render',
        chromium: executablePath,
        firstRenderWithBrowserStartMs: round(firstRenderMs),
        onePage,
        threePages,
        concurrency: {
          concurrency: CONCURRENCY,
          jobs: THROUGHPUT_JOBS,
          onePageRendersPerSecond: rendersPerSecond,
          floorPerSecond,
        },
        browserMemory: { sampledEveryMs: MEMORY_SAMPLE_MS, ...memory.stop() },
        launches: renderer.stats().launches,
      };
    } finally {
      memory.stop();
      await renderer.close();
    }
  });
}
