// CV import from PDF on ../shared/datasets/resume-pdfs: (a) one resume in four layouts (one and
// two columns, plain and modern) must parse the same; (b) every resume under by-category must
// extract and parse without error, how long extraction takes, and how much of what each CV says
// comes back in some field of the import (these real CVs carry no gold: nothing kept is a loss).
import { readLines } from '@careercard/engine/resume/lines';
import { parseResumeText } from '@careercard/engine/resume/parse-resume';
import { repairText } from '@careercard/engine/text/repair-text';
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
  return { text, resume: parseResumeText(text), extractMs };
}

/**
 * The categories whose CVs are only scored, never read while rules are written (issue 38,
 * session 16): every other one in alphabetical order.
 */
const isAside = (category: string, categories: string[]) => categories.indexOf(category) % 2 === 1;

const words = (text: string) =>
  text
    .toLowerCase()
    // "January 2014" comes back as "Jan 2014".
    .replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g, '$1')
    // "Bilingual", "mother tongue" come back as a language's level, "Fluent" or "Native".
    .replace(
      /\b(?:mother tongue|first language|native|fluent|bilingual|proficient|conversational|intermediate|basic|elementary|beginner|advanced)\b/g,
      'level',
    )
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** Neighbouring words within each item of a line, so that a list's order does not count. */
const pairs = (line: string) =>
  line.split(/[,;•·|]| - /).flatMap((item) => {
    const itemWords = words(item);
    if (itemWords.length === 1) return itemWords;
    return itemWords.slice(1).map((word, index) => `${itemWords[index]} ${word}`);
  });

/**
 * Every text of the import; an entry's fields also joined, both ways round, since a CV writes
 * them on one line ("Native Spanish Speaker", "Staff Accountant   Company Name").
 */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (!value || typeof value !== 'object') return [];
  const fields = Object.values(value).flatMap(strings);
  const texts = Object.values(value).filter((field) => typeof field === 'string');
  return texts.length < 2 ? fields : [...fields, texts.join(' '), [...texts].reverse().join(' ')];
}

/**
 * Of the word pairs of a CV's lines (headings left out), how many come back in some field of
 * the import, in all and per kind of section they stood under.
 */
function kept(text: string, resume: ParsedResume) {
  const { sections, ...fields } = resume;
  const values = strings(fields);
  // A word alone (the last of a sentence wrapped onto its own line) is kept if any field has it.
  const found = new Set([...values.flatMap(pairs), ...values.flatMap(words)]);
  const kindOf = new Map(
    sections.flatMap((section) => section.lines.map((line) => [line.trim(), section.kind])),
  );
  const headings = new Set(sections.map((section) => section.heading.trim()));
  const byKind: Record<string, { kept: number; all: number }> = {};
  // The lines as the importer reads them, its repairs made ("Â", stray zero-width marks).
  for (const raw of readLines(repairText(text))) {
    const line = raw.trim();
    if (line === '' || headings.has(line)) continue;
    const linePairs = pairs(line);
    const count = (byKind[kindOf.get(line) ?? 'header'] ??= { kept: 0, all: 0 });
    count.all += linePairs.length;
    count.kept += linePairs.filter((pair) => found.has(pair)).length;
  }
  return byKind;
}

/** The share kept over a set of CVs, per kind of section and in all. */
function keptShares(counts: Array<Record<string, { kept: number; all: number }>>) {
  const sum: Record<string, { kept: number; all: number }> = {};
  for (const byKind of counts) {
    for (const [kind, { kept: k, all }] of Object.entries(byKind)) {
      for (const key of [kind, 'all']) {
        const total = (sum[key] ??= { kept: 0, all: 0 });
        total.kept += k;
        total.all += all;
      }
    }
  }
  return Object.fromEntries(
    Object.entries(sum)
      .sort((a, b) => b[1].all - a[1].all)
      .map(([kind, { kept: k, all }]) => [kind, Math.round((k / all) * 1000) / 1000]),
  );
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
  const categories = [...new Set(files.map((file) => file.split(path.sep)[0]!))].sort();
  const failures: Array<{ file: string; error: string }> = [];
  const times: number[] = [];
  const keptCounts: Record<'tuning' | 'aside', Array<ReturnType<typeof kept>>> = {
    tuning: [],
    aside: [],
  };
  for (const file of files) {
    try {
      const { text, resume, extractMs } = await parsePdf(extractor, path.join(dir, file));
      times.push(extractMs);
      const part = isAside(file.split(path.sep)[0]!, categories) ? 'aside' : 'tuning';
      keptCounts[part].push(kept(text, resume));
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
    keptShare: { tuning: keptShares(keptCounts.tuning), aside: keptShares(keptCounts.aside) },
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
