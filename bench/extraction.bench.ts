// Text from uploaded CVs, in one run: a two-page PDF read (pdf.js and reading order) and parsed
// in process; the same PDF imported over HTTP by a signed-in user of the real app, whose floor is
// the in-process figure; and a one-page PNG read by OCR. The first call of each is reported
// apart, since it loads pdf.js or starts the OCR worker.
import { parseResumeText } from '@careercard/engine/resume/parse-resume';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTextExtractor } from '../apps/server/src/infra/text-extraction/text-extractor';
import { percentile, round, withTarget, type Target } from './target-process';

const PDF_RUNS = 20;
const HTTP_RUNS = 30;
const HTTP_WARM_UP_RUNS = 5;
const OCR_RUNS = 7;

const fixture = async (name: string) =>
  new Uint8Array(
    await fs.readFile(path.join(import.meta.dirname, '..', 'apps/server/test/fixtures', name)),
  );

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const summary = (times: number[]) => ({
  runs: times.length,
  medianMs: round(percentile(times, 50), 1),
  p95Ms: round(percentile(times, 95), 1),
});

/** Import from File as the web app sends it: the CV as multipart resume_file, read whole. */
async function importOverHttp(target: Target, pdf: Blob) {
  const form = new FormData();
  form.append('resume_file', pdf, 'two-page.pdf');
  const response = await fetch(`${target.appUrl}/api/user/parse-resume`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.token}` },
    body: form,
  });
  const body = await response.text();
  // A fast failure must not pass for a fast import.
  if (!response.ok || !body.includes('Tahmina Akter')) {
    throw new Error(`POST /api/user/parse-resume: ${response.status} ${body}`);
  }
}

export async function run() {
  const extractor = createTextExtractor({
    ocrTimeoutMs: 60_000,
    cacheDir: path.join(os.tmpdir(), 'careercard-bench-ocr'),
  });
  try {
    const pdf = await fixture('two-page.pdf');
    const png = await fixture('cv-page.png');

    const readAndParse = async () => {
      const [{ text }, extractMs] = await timed(() => extractor.extract(pdf));
      const [, parseMs] = await timed(async () => parseResumeText(text));
      return { extractMs, parseMs, totalMs: extractMs + parseMs };
    };
    const firstPdf = await readAndParse();
    const pdfRuns = [];
    for (let i = 0; i < PDF_RUNS; i++) pdfRuns.push(await readAndParse());
    const inProcess = summary(pdfRuns.map((sample) => sample.totalMs));

    // A copy, as Blob takes only a view of a plain ArrayBuffer.
    const pdfFile = new Blob([pdf.slice()], { type: 'application/pdf' });
    const http = await withTarget(async (target) => {
      const [, firstCallMs] = await timed(() => importOverHttp(target, pdfFile));
      for (let i = 1; i < HTTP_WARM_UP_RUNS; i++) await importOverHttp(target, pdfFile);
      const times = [];
      for (let i = 0; i < HTTP_RUNS; i++)
        times.push((await timed(() => importOverHttp(target, pdfFile)))[1]);
      return { ...summary(times), firstCallMs: round(firstCallMs, 1) };
    });

    const [, firstOcrMs] = await timed(() => extractor.extract(png));
    const ocrTimes = [];
    for (let i = 0; i < OCR_RUNS; i++)
      ocrTimes.push((await timed(() => extractor.extract(png)))[1]);

    return {
      name: 'extraction',
      pdfTwoPagesReadAndParsed: {
        ...inProcess,
        extractMedianMs: round(
          percentile(
            pdfRuns.map((sample) => sample.extractMs),
            50,
          ),
          1,
        ),
        parseMedianMs: round(
          percentile(
            pdfRuns.map((sample) => sample.parseMs),
            50,
          ),
          2,
        ),
        firstCallMs: round(firstPdf.totalMs, 1),
      },
      pdfTwoPagesImportOverHttp: {
        ...http,
        // The same PDF read and parsed in process: what the route cannot do without.
        floorMedianMs: inProcess.medianMs,
      },
      ocrOnePagePng: { ...summary(ocrTimes), firstCallWithWorkerStartMs: round(firstOcrMs, 1) },
    };
  } finally {
    await extractor.close();
  }
}
