// CV import on a layout corpus of our own (issue 22): the gold CVs printed in many layouts, and
// what the importer reads back from each PDF scored against them, per layout and per field.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { parseResumeText } from '@careercard/engine/resume/parse-resume';
import type { ParsedResume } from '@careercard/engine/types';
import type { CvData } from '@careercard/shared/cv';
import { createTextExtractor } from '../apps/server/src/infra/text-extraction/text-extractor';
import type { EvalResult } from './datasets';
import { buildCorpus } from './import-corpus/corpus';
import { ensurePoppler, firstPageImage, IMAGE_LAYOUTS } from './import-corpus/images';

const normal = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');

/** A degree as the set of its words, without "in" and "of": order and commas aside. */
const degreeWords = (value: string) =>
  [...new Set(normal(value).split(/[^\p{L}\p{N}]+/u))]
    .filter((word) => word && word !== 'in' && word !== 'of')
    .sort()
    .join(' ');

/** A phone by its last ten digits: "+880 1711-000000" and "01711000000" are one number. */
const phoneDigits = (value: string) => value.replace(/\D/g, '').slice(-10);

/** Per field, the gold values and the values read, each as normalised strings. */
type Field = (cv: CvData, read: ParsedResume) => { gold: string[]; read: string[] };

const one = (gold: string, read: string) => ({ gold: [gold], read: read ? [read] : [] });

const FIELDS: Record<string, Field> = {
  name: (cv, read) => one(normal(cv.personal.name), normal(read.contact.name)),
  email: (cv, read) => one(normal(cv.personal.email), normal(read.contact.email)),
  phone: (cv, read) => one(phoneDigits(cv.personal.phone), phoneDigits(read.contact.phone)),
  employer: (cv, read) => ({
    gold: cv.experience.map((job) => normal(job.company)),
    read: read.experience.map((job) => normal(job.company)),
  }),
  title: (cv, read) => ({
    gold: cv.experience.map((job) => normal(job.title)),
    read: read.experience.map((job) => normal(job.title)),
  }),
  employerAndTitle: (cv, read) => ({
    gold: cv.experience.map((job) => `${normal(job.title)} @ ${normal(job.company)}`),
    read: read.experience.map((job) => `${normal(job.title)} @ ${normal(job.company)}`),
  }),
  school: (cv, read) => ({
    gold: cv.education.map((entry) => normal(entry.institution)),
    read: read.education.map((entry) => normal(entry.institution)),
  }),
  // Themes print a degree's type and field apart ("BSc, Computer Science"): its words count.
  // A degree the layout left out is not scored (degreesPrinted blanks it).
  degree: (cv, read) => ({
    gold: cv.education.map((entry) => degreeWords(entry.degree)).filter(Boolean),
    read: read.education.map((entry) => degreeWords(entry.degree)).filter(Boolean),
  }),
  // The importer reads a "Tools" section (our templates print one) into the skills: a tool read
  // there is neither a skill missed nor one made up.
  skills: (cv, read) => ({
    gold: cv.skills.map((skill) => normal(skill.name)),
    read: [...new Set(read.skills.map(normal))].filter(
      (skill) => !cv.tools.some((tool) => normal(tool.name) === skill),
    ),
  }),
};

/** Counts for an F1: gold values found, gold values, values read. */
type Counts = { found: number; gold: number; read: number };

function count({ gold, read }: { gold: string[]; read: string[] }): Counts {
  const left = [...read];
  let found = 0;
  for (const value of gold) {
    const at = left.indexOf(value);
    if (at !== -1) {
      found += 1;
      left.splice(at, 1);
    }
  }
  return { found, gold: gold.length, read: read.length };
}

const add = (a: Counts, b: Counts): Counts => ({
  found: a.found + b.found,
  gold: a.gold + b.gold,
  read: a.read + b.read,
});
const f1 = ({ found, gold, read }: Counts) =>
  gold + read === 0 ? 1 : Math.round((200 * found) / (gold + read)) / 100;

/**
 * The gold CV without the degrees a layout leaves out (the paper theme prints no degree without
 * its field of study): a degree counts as printed when all its words are in the text.
 */
function degreesPrinted(gold: CvData, text: string): CvData {
  const words = new Set(degreeWords(text).split(' '));
  const printed = (degree: string) =>
    degreeWords(degree)
      .split(' ')
      .every((word) => words.has(word));
  return {
    ...gold,
    education: gold.education.map((entry) => ({
      ...entry,
      degree: printed(entry.degree) ? entry.degree : '',
    })),
  };
}

/**
 * The gold CV cut to what the first page shows, for its image: a layout may put later jobs,
 * schools or skills on page 2. An entry counts as shown when the words it is scored by are in
 * the text the PDF's first page gives (not in what OCR read, so misreadings count against it).
 */
function onFirstPage(gold: CvData, pageText: string): CvData {
  // Without spaces and hyphens: a name may be broken across lines, hyphenated or not.
  const flat = (value: string) => normal(value).replace(/[\s-]+/g, '');
  const page = flat(pageText);
  const shown = (...values: string[]) => values.every((value) => page.includes(flat(value)));
  return degreesPrinted(
    {
      ...gold,
      experience: gold.experience.filter((job) => shown(job.title, job.company)),
      education: gold.education.filter((entry) => shown(entry.institution)),
      skills: gold.skills.filter((skill) => shown(skill.name)),
    },
    pageText,
  );
}

/** Scores what the importer read from each file against its gold, per layout and per field. */
function createScore() {
  const zero = (): Counts => ({ found: 0, gold: 0, read: 0 });
  const perLayout: Record<string, Record<string, Counts>> = {};
  const overall: Record<string, Counts> = {};
  let skillsRead = 0;
  const notInText: string[] = [];
  const misses: string[] = [];
  // Values read that the gold does not hold: what lowers a field's precision.
  const extras: string[] = [];
  const scores = (counts: Record<string, Counts>) =>
    Object.fromEntries(Object.entries(counts).map(([field, value]) => [field, f1(value)]));
  return {
    add(layoutName: string, cvName: string, gold: CvData, text: string) {
      const name = `${layoutName}/${cvName}`;
      const read = parseResumeText(text);
      const layout = (perLayout[layoutName] ??= {});
      for (const [field, values] of Object.entries(FIELDS)) {
        const counts = count(values(gold, read));
        layout[field] = add(layout[field] ?? zero(), counts);
        overall[field] = add(overall[field] ?? zero(), counts);
        if (counts.found < counts.gold) misses.push(`${name}: ${field}`);
        if (counts.found < counts.read) extras.push(`${name}: ${field}`);
      }
      // A skill the importer returns must be in the file's text (ligatures and spacing aside).
      const flat = normal(text).replace(/\s+/g, '');
      for (const skill of new Set(read.skills)) {
        skillsRead += 1;
        if (!flat.includes(normal(skill).replace(/\s+/g, ''))) notInText.push(`${name}: ${skill}`);
      }
    },
    result: () => ({
      layouts: Object.keys(perLayout).length,
      overallF1: scores(overall),
      skillsNotInText:
        skillsRead === 0 ? 0 : Math.round((1000 * notInText.length) / skillsRead) / 1000,
      perLayoutF1: Object.fromEntries(
        Object.entries(perLayout).map(([layout, counts]) => [layout, scores(counts)]),
      ),
      misses,
      extras,
      notInText,
    }),
  };
}

export async function run(): Promise<EvalResult> {
  const name = 'import-corpus';
  const files = await buildCorpus();
  const options = { ocrTimeoutMs: 60_000, cacheDir: path.join(os.tmpdir(), 'careercard-eval-ocr') };
  const extractor = createTextExtractor(options);
  // What the first page of a PDF shows, for its image's gold.
  const firstPageReader = createTextExtractor({ ...options, maxPdfPages: 1 });
  const read = async (file: string, reader = extractor) =>
    (await reader.extract(new Uint8Array(await fs.readFile(file)))).text;
  const pdfs = createScore();
  // The first pages of some layouts as images: OCR, then the same layout stage and parser.
  const images = createScore();
  const noPoppler = !ensurePoppler();
  if (noPoppler) console.warn('import-corpus: images left out: pdftoppm could not be had');
  const imageFiles = noPoppler ? [] : files.filter((file) => IMAGE_LAYOUTS.includes(file.layout));
  try {
    for (const file of files) {
      const text = await read(file.pdf);
      pdfs.add(file.layout, file.cvName, degreesPrinted(file.gold, text), text);
    }
    for (const file of imageFiles) {
      const gold = onFirstPage(file.gold, await read(file.pdf, firstPageReader));
      const text = await read(await firstPageImage(file.pdf));
      images.add(`${file.layout}+ocr`, file.cvName, gold, text);
    }
  } finally {
    await Promise.all([extractor.close(), firstPageReader.close()]);
  }
  return {
    name,
    pdfs: files.length,
    ...pdfs.result(),
    images: { pngs: imageFiles.length, ...images.result() },
    targets: { employerAndTitle: 0.9, everyOtherField: 0.9, skillsNotInText: 0.02 },
  };
}
