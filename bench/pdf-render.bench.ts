// CV to PDF through the server's printer (apps/server/src/modules/pdfs/cv-printer.ts): a one-page
// and a three-page CV drawn on the server into a print page and printed with a warm browser, as a
// paid download prints it; beside it, in turns, the app's print route (/cv-preview with a print
// link: the single-page app boots, fetches the CV and lays it out, which is how PDFs were printed
// before) and the floor: the print route's laid-out markup saved as static HTML (same styles and
// fonts, no scripts) printed straight through Chromium. Then PDFs per second with two at a time;
// the browser's memory over 200 consecutive renders; the PDFs' sizes; and how much of each
// template's PDF pdftotext and our importer read back.
// Run with `npm run bench -- pdf-render`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parsedResumeResponseSchema } from '@careercard/shared/analysis';
import type { CvData } from '@careercard/shared/cv';
import { cvPreviewResponseSchema, type CvPreviewResponse } from '@careercard/shared/cv-api';
import { banglaSampleCv, longSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import type { TemplateChoice } from '@careercard/templates/render-cv';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../apps/server/src/infra/pdf/chromium.mjs';
import { createPdfRenderer } from '../apps/server/src/infra/pdf/pdf-renderer';
import { loadPrintAssets } from '../apps/server/src/infra/pdf/print-assets';
import { createCvPrinter, type CvPrinter } from '../apps/server/src/modules/pdfs/cv-printer';
import type { PhotoService } from '../apps/server/src/modules/photos/service';
import { percentile, round, withTarget } from './target-process';

const RUNS = 20;
const WARM_UP = 3;
const CONCURRENCY = 2;
const THROUGHPUT_JOBS = 20;
const MEMORY_SAMPLE_MS = 100;
/** Renders in a row for the memory soak, and how many at each end its peaks are taken over. */
const SOAK_RENDERS = 200;
const SOAK_WINDOW = 20;

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

interface Ways {
  /** The server's printer (what a paid download runs). */
  server: () => Promise<Buffer>;
  /** The app's print route, as PDFs were printed before. */
  printRoute: () => Promise<Buffer>;
  /** Static HTML printed as it is. */
  floor: () => Promise<Buffer>;
}

/** The three ways, taken in turns so all see the same machine. */
async function measure(ways: Ways) {
  const times = { server: [] as number[], printRoute: [] as number[], floor: [] as number[] };
  let pdf: Buffer = Buffer.alloc(0);
  for (let i = 0; i < RUNS; i++) {
    let ms: number;
    [pdf, ms] = await timed(ways.server);
    times.server.push(ms);
    times.printRoute.push((await timed(ways.printRoute))[1]);
    times.floor.push((await timed(ways.floor))[1]);
  }
  const server = summary(times.server);
  const printRoute = summary(times.printRoute);
  const floor = summary(times.floor);
  return {
    pages: pageCount(pdf),
    bytes: pdf.length,
    runs: RUNS,
    server,
    printRoute,
    floor,
    serverToFloor: round(server.medianMs / floor.medianMs, 2),
    printRouteToFloor: round(printRoute.medianMs / floor.medianMs, 2),
  };
}

/** PDFs per second with all jobs asked for at once (the renderer runs CONCURRENCY at a time). */
async function throughput(work: () => Promise<Buffer>) {
  const started = performance.now();
  await Promise.all(Array.from({ length: THROUGHPUT_JOBS }, work));
  const seconds = (performance.now() - started) / 1000;
  return round(THROUGHPUT_JOBS / seconds, 2);
}

/**
 * Memory over many renders in a row: the browser's peak RSS and PSS over the first renders and
 * over the last ones (a leak grows the end past the start).
 */
async function soak(work: () => Promise<Buffer>) {
  const window = async () => {
    const memory = watchMemory();
    for (let i = 0; i < SOAK_WINDOW; i++) await work();
    return memory.stop();
  };
  const start = await window();
  for (let i = 0; i < SOAK_RENDERS - 2 * SOAK_WINDOW; i++) await work();
  const end = await window();
  return { renders: SOAK_RENDERS, window: SOAK_WINDOW, start, end };
}

/** The CV behind a print link, as the server reads it for its printer. */
async function previewOf(printUrl: string): Promise<CvPreviewResponse> {
  const url = new URL(printUrl);
  const token = url.searchParams.get('token') ?? '';
  const response = await fetch(`${url.origin}/api/cv/temp/${encodeURIComponent(token)}`);
  return cvPreviewResponseSchema.parse(await response.json());
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const digits = (text: string) => text.replace(/\D/g, '');

/**
 * What an applicant tracking system must get back from a CV: the name, the e-mail, then each job
 * (title and employer) and each degree (with its school) in the CV's order; within an entry the
 * template decides the order.
 */
function entriesOf(cv: CvData): string[][] {
  return [
    [cv.personal.name],
    [cv.personal.email],
    ...cv.experience.map((job) => [job.title, job.company]),
    ...cv.education.map((entry) => [entry.degree, entry.institution]),
  ].map((entry) => entry.map((part) => squash(part).toLowerCase()));
}

/**
 * How many facts a text gives back whole, whatever their case (some templates set names in
 * capitals): an entry's parts after the entry before it, and each skill as a whole word
 * anywhere (skills are a set, often drawn as chips that pdftotext reads column by column).
 */
function factsFound(text: string, cv: CvData): number {
  const haystack = text.toLowerCase();
  let from = 0;
  let found = 0;
  for (const entry of entriesOf(cv)) {
    let end = from;
    for (const part of entry) {
      const at = haystack.indexOf(part, from);
      if (at < 0) continue;
      found += 1;
      end = Math.max(end, at + part.length);
    }
    from = end;
  }
  for (const { name } of cv.skills) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').test(text)) found += 1;
  }
  return found;
}

/**
 * Every template's PDF of three sample CVs (one in Bangla) read back as an ATS would: by
 * pdftotext, and by our own importer (POST /api/user/parse-resume). Counts the facts found (name,
 * e-mail, phone, each job title and employer, degree, school and skill), in order.
 */
async function readBack(
  printer: CvPrinter,
  base: CvPreviewResponse,
  { appUrl, token }: { appUrl: string; token: string },
) {
  const drawnBy = (component: TemplateChoice['component']): CvPreviewResponse['template'] => ({
    ...base.template,
    kind: component ? 'component' : 'layout',
    component,
    json_content: null,
    layout: null, // a layout template without JSON draws the built-in demo layout
  });
  const templates = {
    DefaultResume: drawnBy('DefaultResume'),
    ClassicResume: drawnBy('ClassicResume'),
    ModernResume: drawnBy('ModernResume'),
    'American One-Page (JSON)': drawnBy(null),
  };
  const samples = { 'two pages': sampleCv, 'three pages': longSampleCv(), Bangla: banglaSampleCv };
  const results: Record<string, { facts: number; pdftotext: number; importer: number }> = {};
  for (const [templateName, template] of Object.entries(templates)) {
    for (const [sampleName, cv] of Object.entries(samples)) {
      const pdf = await printer.print({ cvData: cv, name: 'Read back', templateName, template });
      const file = path.join(os.tmpdir(), `careercard-read-back-${process.pid}.pdf`);
      fs.writeFileSync(file, pdf);
      const text = squash(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
      fs.rmSync(file);
      const facts = entriesOf(cv).flat().length + cv.skills.length + 1; // and the phone
      const phone = digits(cv.personal.phone).slice(-10);

      const form = new FormData();
      form.append(
        'resume_file',
        new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        'cv.pdf',
      );
      const response = await fetch(`${appUrl}/api/user/parse-resume`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const back = parsedResumeResponseSchema.parse(await response.json());
      const importerFacts = [
        back.personal.name.toLowerCase() === cv.personal.name.toLowerCase(),
        back.personal.email === cv.personal.email,
        digits(back.personal.phone).endsWith(phone),
        ...cv.experience.flatMap((job, i) => [
          back.experience[i]?.title === job.title,
          back.experience[i]?.company === job.company,
        ]),
        ...cv.education.flatMap((entry, i) => [
          back.education[i]?.degree === entry.degree,
          back.education[i]?.institution === entry.institution,
        ]),
        ...cv.skills.map((skill) => back.skills.some((found) => found.name === skill.name)),
      ];
      results[`${templateName}, ${sampleName}`] = {
        facts,
        pdftotext: factsFound(text, cv) + (digits(text).includes(phone) ? 1 : 0),
        importer: importerFacts.filter(Boolean).length,
      };
    }
  }
  return results;
}

/** The benchmark's CVs have no photo: the printer is asked for none. */
const noPhotos = { ofUrl: async () => null } as unknown as PhotoService;

export async function run() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH');
  return withTarget(async ({ printUrls, appUrl, token }) => {
    const html = {} as Record<PageName, string>;
    const previews = {} as Record<PageName, CvPreviewResponse>;
    for (const name of PAGES) {
      html[name] = await staticCopy(printUrls[name]);
      previews[name] = await previewOf(printUrls[name]);
    }
    const quiet = { info() {}, warn() {}, error() {} };
    const renderer = createPdfRenderer({ executablePath, concurrency: CONCURRENCY, logger: quiet });
    const printer: CvPrinter = createCvPrinter({
      renderer,
      assets: () => loadPrintAssets('apps/web/dist'),
      photos: noPhotos,
    });
    const ways = (name: PageName): Ways => ({
      server: () => printer.print(previews[name]),
      printRoute: () => renderer.render(printUrls[name]),
      floor: () => renderer.renderHtml(html[name]),
    });
    const memory = watchMemory();
    try {
      const [, firstRenderMs] = await timed(ways('one-page').server);
      for (let i = 0; i < WARM_UP; i++) {
        for (const name of PAGES) {
          const way = ways(name);
          for (const work of [way.server, way.printRoute, way.floor]) await work();
        }
      }
      const onePage = await measure(ways('one-page'));
      const threePages = await measure(ways('three-pages'));
      const concurrency = {
        concurrency: CONCURRENCY,
        jobs: THROUGHPUT_JOBS,
        serverPerSecond: await throughput(ways('one-page').server),
        printRoutePerSecond: await throughput(ways('one-page').printRoute),
        floorPerSecond: await throughput(ways('one-page').floor),
      };
      const browserMemory = { sampledEveryMs: MEMORY_SAMPLE_MS, ...memory.stop() };
      const twoPages = await printer.print({ ...previews['one-page'], cvData: sampleCv });
      return {
        name: 'pdf-render',
        chromium: executablePath,
        firstRenderWithBrowserStartMs: round(firstRenderMs),
        onePage,
        threePages,
        concurrency: {
          ...concurrency,
          serverToFloor: round(concurrency.serverPerSecond / concurrency.floorPerSecond, 2),
        },
        browserMemory,
        soak: await soak(ways('three-pages').server),
        sizes: {
          twoPageCvNoPhoto: { pages: pageCount(twoPages), bytes: twoPages.length },
          threePageCvNoPhoto: { pages: threePages.pages, bytes: threePages.bytes },
        },
        readBack: await readBack(printer, previews['one-page'], { appUrl, token }),
        launches: renderer.stats().launches,
      };
    } finally {
      memory.stop();
      await renderer.close();
    }
  });
}
