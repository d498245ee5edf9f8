// CV to PDF through the server's renderer (apps/server/src/infra/pdf): a one-page and a three-page
// CV served from a local HTTP server, printed with a warm browser; then renders per second with
// two at a time; the browser's peak memory over the whole run; and, as the floor, the same HTML
// printed straight through Chromium (renderHtml: no page load, no waiting for fonts or layout).
// Run with `npm run bench -- pdf-render`.
import fs from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findChromium } from '../scripts/chromium.mjs';
import { createPdfRenderer, type PdfRenderer } from '../apps/server/src/infra/pdf/pdf-renderer';
import { percentile, round } from './target-process';

const RUNS = 20;
const WARM_UP = 3;
const CONCURRENCY = 2;
const THROUGHPUT_JOBS = 20;
const MEMORY_SAMPLE_MS = 100;

const experience = (n: number) => `
  <section class="job">
    <h3>Senior Accountant ${n} <span>Jan 20${10 + (n % 10)} – Dec 20${11 + (n % 10)}</span></h3>
    <p class="org">Padma Textiles Ltd., Dhaka</p>
    <ul>
      <li>Closed the monthly books of three factories in 5 working days instead of 9.</li>
      <li>Prepared VAT and income tax returns under the NBR rules, with no penalty in 4 years.</li>
      <li>Introduced a bKash and bank reconciliation that matched 12,000 payments a month.</li>
      <li>Trained and led a team of four junior accountants and two interns.</li>
    </ul>
  </section>`;

/** A CV page like the print route's: A4, colours, a link, and marked ready to print. */
const cvHtml = (jobs: number) => `<!doctype html>
<html lang="en" data-cv-ready="true"><head><meta charset="utf-8"><title>Rahim Uddin – CV</title>
<style>
  @page { size: A4; margin: 14mm; }
  body { font: 10.5pt/1.45 "DejaVu Sans", Arial, sans-serif; color: #1f2937; margin: 0; }
  header { background: #0f766e; color: #fff; padding: 12px 16px; border-radius: 6px; }
  h1 { margin: 0; font-size: 22pt; } h2 { color: #0f766e; border-bottom: 2px solid #0f766e; }
  h3 { margin: 8px 0 0; font-size: 11pt; display: flex; justify-content: space-between; }
  h3 span { font-weight: normal; color: #6b7280; } .org { margin: 0; font-style: italic; }
  ul { margin: 4px 0; } .job { break-inside: avoid; } a { color: #0f766e; }
</style></head>
<body>
  <header><h1>Rahim Uddin</h1>
    <p>Accountant · Dhaka · +880 1711 000000 ·
      <a href="https://careercard.example/rahim">careercard.example/rahim</a></p>
  </header>
  <h2>Summary</h2>
  <p>Chartered accountant with ten years in textiles and garments, from factory books to group
  reporting. Known for fast closes, clean audits and teaching others the numbers.</p>
  <h2>Experience</h2>${Array.from({ length: jobs }, (_, i) => experience(i + 1)).join('')}
  <h2>Education</h2><p>BBA in Accounting, University of Dhaka, 2013 · ACCA, 2017</p>
  <h2>Skills</h2><p>IFRS · VAT · Tally · SAP FI · Excel · Team leadership · Bangla and English</p>
</body></html>`;

const pages = { 'one-page': cvHtml(3), 'three-pages': cvHtml(17) };
type PageName = keyof typeof pages;

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
async function measure(renderer: PdfRenderer, name: PageName, url: string) {
  const renders: number[] = [];
  const floors: number[] = [];
  let printed = 0;
  for (let i = 0; i < RUNS; i++) {
    const [pdf, ms] = await timed(() => renderer.render(url));
    renders.push(ms);
    floors.push((await timed(() => renderer.renderHtml(pages[name])))[1]);
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
  const site = createServer((request, response) => {
    const html = pages[request.url?.slice(1) as PageName];
    if (html) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else response.writeHead(404).end();
  });
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  const url = (name: PageName) =>
    `http://127.0.0.1:${(site.address() as AddressInfo).port}/${name}`;
  const quiet = { info() {}, warn() {}, error() {} };
  const renderer = createPdfRenderer({ executablePath, concurrency: CONCURRENCY, logger: quiet });
  const memory = watchMemory();
  try {
    const [, firstRenderMs] = await timed(() => renderer.render(url('one-page')));
    for (let i = 0; i < WARM_UP; i++) {
      for (const name of Object.keys(pages) as PageName[]) {
        await renderer.render(url(name));
        await renderer.renderHtml(pages[name]);
      }
    }
    const onePage = await measure(renderer, 'one-page', url('one-page'));
    const threePages = await measure(renderer, 'three-pages', url('three-pages'));
    const rendersPerSecond = await throughput(() => renderer.render(url('one-page')));
    const floorPerSecond = await throughput(() => renderer.renderHtml(pages['one-page']));
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
    site.closeAllConnections();
    site.close();
  }
}
