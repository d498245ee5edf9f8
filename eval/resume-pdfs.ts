// CV import from PDF on ../shared/datasets/resume-pdfs: (a) one resume in four layouts (one and
// two columns, plain and modern) must parse the same; (b) every resume under by-category must
// extract and parse without error, and how long extraction takes.
import { parseResumeText } from '@careercard/engine/resume/parse-resume';
import type { ParsedResume } from '@careercard/engine/types';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createTextExtractor,
  TextExtractionError,
  type TextExtractor,
} from '../apps/server/src/infra/text-extraction/text-extractor';
import { datasetPath, hasDataset, type EvalResult } from './datasets';

const normal = (value: string) =>
  value
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');

/** What must agree across layouts, each as a list of normalised strings. */
const FIELDS: Record<string, (resume: ParsedResume) => string[]> = {
  name: (resume) => [normal(resume.contact.name)],
  email: (resume) => [normal(resume.contact.email)],
  phone: (resume) => [resume.contact.phone.replace(/[^\d+]/g, '')],
  experience: (resume) =>
    resume.experience.map((entry) => `${normal(entry.title)} @ ${normal(entry.company)}`),
  education: (resume) =>
    resume.education.map((entry) => `${normal(entry.degree)} @ ${normal(entry.institution)}`),
  skills: (resume) => [...new Set(resume.skills.map(normal))].sort(),
};

/** Whether the four layouts read a field alike, and if not, what each one differs in. */
type FieldAgreement =
  | { agree: true; value: string[] | undefined }
  | { agree: false; shared: string[]; differences: Record<string, string[]> };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
};
const round = (value: number) => Math.round(value * 10) / 10;

async function pdfsUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.toLowerCase().endsWith('.pdf')).sort();
}

async function parsePdf(extractor: TextExtractor, file: string) {
  const bytes = new Uint8Array(await fs.readFile(file));
  const started = performance.now();
  const { text } = await extractor.extract(bytes);
  const extractMs = performance.now() - started;
  return { resume: parseResumeText(text), extractMs };
}

/** (a) Per field: whether the four layouts agree, and if not what each one gave. */
async function templates(extractor: TextExtractor) {
  const dir = datasetPath('resume-pdfs', 'template_pdfs');
  const layouts = await pdfsUnder(dir);
  const parsed = await Promise.all(
    layouts.map(async (file) => (await parsePdf(extractor, path.join(dir, file))).resume),
  );
  const fields: Record<string, FieldAgreement> = Object.fromEntries(
    Object.entries(FIELDS).map(([field, read]): [string, FieldAgreement] => {
      const values = parsed.map(read);
      const keys = values.map((value) => JSON.stringify(value));
      if (keys.every((key) => key === keys[0])) return [field, { agree: true, value: values[0] }];
      // Show what each layout has that not all of them have.
      const shared = values.reduce((common, value) =>
        common.filter((item) => value.includes(item)),
      );
      const differences = Object.fromEntries(
        layouts.map((layout, index) => [
          layout,
          values[index]!.filter((item) => !shared.includes(item)),
        ]),
      );
      return [field, { agree: false, shared, differences }];
    }),
  );
  const agreeing = Object.values(fields).filter((field) => field.agree).length;
  return { layouts, agreeing: `${agreeing}/${Object.keys(FIELDS).length}`, fields };
}

/** (b) Every PDF extracts and parses; failures listed with the reason. */
async function byCategory(extractor: TextExtractor) {
  const dir = datasetPath('resume-pdfs', 'by-category');
  const files = await pdfsUnder(dir);
  const failures: Array<{ file: string; error: string }> = [];
  const times: number[] = [];
  for (const file of files) {
    try {
      const { extractMs } = await parsePdf(extractor, path.join(dir, file));
      times.push(extractMs);
    } catch (error) {
      const reason =
        error instanceof TextExtractionError ? `${error.code}: ${error.message}` : String(error);
      failures.push({ file, error: reason });
    }
  }
  return {
    files: files.length,
    ok: files.length - failures.length,
    failed: failures.length,
    failures,
    extractionMs: { median: round(median(times)), max: round(Math.max(...times)) },
  };
}

export async function run(): Promise<EvalResult> {
  if (!hasDataset('resume-pdfs')) return { name: 'resume-pdfs', skipped: 'no resume-pdfs data' };
  const extractor = createTextExtractor({
    ocrTimeoutMs: 60_000,
    cacheDir: path.join(os.tmpdir(), 'careercard-eval-ocr'),
  });
  try {
    return {
      name: 'resume-pdfs',
      templates: hasDataset('resume-pdfs', 'template_pdfs') ? await templates(extractor) : null,
      byCategory: hasDataset('resume-pdfs', 'by-category') ? await byCategory(extractor) : null,
    };
  } finally {
    await extractor.close();
  }
}
