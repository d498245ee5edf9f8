// CV import on a layout corpus of our own (issue 22): the gold CVs printed in many layouts, and
// what the importer reads back from each PDF scored against them, per layout and per field.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { parseResumeText } from '@careercard/engine/resume/parse-resume';
import type { AnchoredLink, ParsedResume } from '@careercard/engine/types';
import type { CvData } from '@careercard/shared/cv';
import { createTextExtractor } from '../apps/server/src/infra/text-extraction/text-extractor';
import type { EvalResult } from './datasets';
import { buildCorpus } from './import-corpus/corpus';
import { ensurePoppler, firstPageImage, IMAGE_LAYOUTS } from './import-corpus/images';
import { docxLinkTargets, linkTargets } from './import-corpus/link-targets';

// A typeset apostrophe or quote ("master’s", LaTeX's) is the one the CV was written with.
const normal = (value: string) =>
  value
    .normalize('NFKC')
    .replace(/[‘’ʼ]/g, "'")
    .replace(/[“”]/g, '"')
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

/** A description or a summary as one line of words, without its bullet marks. */
const prose = (value: string) =>
  normal(
    value
      .split('\n')
      .map((line) => line.replace(/^\s*[-•▪●◦*]\s*/, ''))
      .join(' '),
  );

/**
 * A job's dates by their years, "2019-present": themes print a date their own way ("Mar 2021",
 * "2021-03"), so the month is not compared; which job the dates went to is.
 */
const years = (start: string, end: string) => {
  const year = (value: string) =>
    /present|current|now|ongoing/i.test(value)
      ? 'present'
      : (/\b(?:19|20)\d{2}\b/.exec(value)?.[0] ?? '');
  return `${year(start)}-${year(end)}`;
};

/** A web address by its host and path: the protocol, "www." and a closing slash aside. */
const address = (url: string) =>
  normal(url)
    .replace(/^(?:https?:\/\/)?(?:www\.)?/, '')
    .replace(/\/+$/, '');

/** Per field, the gold values and the values read, each as normalised strings. */
type Field = (cv: CvData, read: ParsedResume) => { gold: string[]; read: string[] };

const one = (gold: string, read: string) => ({
  gold: gold ? [gold] : [],
  read: read ? [read] : [],
});

/** A field scored over a list: the gold's entries and the read ones, each by `key`. */
const each =
  <G, R>(
    gold: (cv: CvData) => G[],
    read: (parsed: ParsedResume) => R[],
    key: (entry: G | R) => string,
  ) =>
  (cv: CvData, parsed: ParsedResume) => ({
    gold: gold(cv).map(key).filter(Boolean),
    read: read(parsed).map(key).filter(Boolean),
  });

const jobs = (cv: CvData) => cv.experience;
const readJobs = (parsed: ParsedResume) => parsed.experience;
const schools = (cv: CvData) => cv.education;
const readSchools = (parsed: ParsedResume) => parsed.education;

const FIELDS: Record<string, Field> = {
  name: (cv, read) => one(normal(cv.personal.name), normal(read.contact.name)),
  email: (cv, read) => one(normal(cv.personal.email), normal(read.contact.email)),
  phone: (cv, read) => one(phoneDigits(cv.personal.phone), phoneDigits(read.contact.phone)),
  headline: (cv, read) => one(normal(cv.personal.title), normal(read.title)),
  summary: (cv, read) => one(prose(cv.personal.summary), prose(read.summary)),
  employer: each(jobs, readJobs, (job) => normal(job.company)),
  title: each(jobs, readJobs, (job) => normal(job.title)),
  employerAndTitle: each(jobs, readJobs, (job) => `${normal(job.title)} @ ${normal(job.company)}`),
  jobYears: each(jobs, readJobs, (job) => years(job.startDate, job.endDate)),
  jobDescription: each(jobs, readJobs, (job) => prose(job.description)),
  school: each(schools, readSchools, (entry) => normal(entry.institution)),
  // Themes print a degree's type and field apart ("BSc, Computer Science"): its words count.
  degree: each(schools, readSchools, (entry) => degreeWords(entry.degree)),
  // The importer reads a "Tools" section (our templates print one) into the skills: a tool read
  // there is neither a skill missed nor one made up.
  skills: (cv, read) => ({
    gold: cv.skills.map((skill) => normal(skill.name)),
    read: [...new Set(read.skills.map(normal))].filter(
      (skill) => !cv.tools.some((tool) => normal(tool.name) === skill),
    ),
  }),
  languages: each(
    (cv) => cv.languages,
    (parsed) => parsed.languages,
    (language) => normal(language.name),
  ),
  certifications: (cv, read) => ({
    gold: cv.certifications.map((cert) => normal(cert.name)),
    read: read.certifications.map((cert) => normal(cert.name)),
  }),
  // An award by its title, or by its words when it has none.
  achievements: each(
    (cv) => cv.achievements,
    (parsed) => parsed.achievements,
    (award) => normal(award.title || award.description),
  ),
  publications: each(
    (cv) => cv.publications,
    (parsed) => parsed.publications,
    (publication) => normal(publication.title),
  ),
  projects: each(
    (cv) => cv.projects,
    (parsed) => parsed.projects,
    (project) => normal(project.name),
  ),
  projectDescription: each(
    (cv) => cv.projects,
    (parsed) => parsed.projects,
    (project) => prose(project.description),
  ),
  activities: each(
    (cv) => cv.extracurricular,
    (parsed) => parsed.extracurricular,
    (activity) => normal(activity.name),
  ),
  references: each(
    (cv) => cv.references,
    (parsed) => parsed.references,
    (reference) => normal(reference.name),
  ),
  // The profiles and sites of the contact lines, and the projects' addresses: scored where the
  // layout printed them, as text or as a link behind a word or an icon.
  links: each(
    (cv) => cv.personal.links,
    (parsed) => parsed.contact.links,
    (link) => address(link.url),
  ),
  projectLinks: each(
    (cv) => cv.projects,
    (parsed) => parsed.projects,
    (project) => address(project.url),
  ),
};

const LINK_FIELDS = new Set(['links', 'projectLinks']);

/**
 * Fields a layout may leave out (a theme without references, a class that prints no place):
 * a gold value is scored only when all its words are in the file's text.
 */
const MAY_BE_LEFT_OUT = new Set([
  'summary',
  'jobDescription',
  'degree',
  'languages',
  'certifications',
  'achievements',
  'publications',
  'projects',
  'projectDescription',
  'activities',
  'references',
]);

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
/** Null where a layout printed none of the field and none was read: nothing to score. */
const f1 = ({ found, gold, read }: Counts) =>
  gold + read === 0 ? null : Math.round((200 * found) / (gold + read)) / 100;

/** Without spaces and hyphens: a name may be broken across lines, hyphenated or not. */
const flat = (value: string) => normal(value).replace(/[\s-]+/g, '');

/**
 * A text's words, for telling which gold values a layout printed; a word the typesetter broke at
 * a line's end ("stan-" / "dardising") is printed whole too.
 */
const wordsOf = (text: string) =>
  new Set(
    [text, text.replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')].flatMap((form) =>
      normal(form).split(/[^\p{L}\p{N}]+/u),
    ),
  );

/**
 * The gold CV cut to what the first page shows, for its image: a layout may put later jobs,
 * schools or skills on page 2. An entry counts as shown when the words it is scored by are in
 * the text the PDF's first page gives (not in what OCR read, so misreadings count against it).
 */
function onFirstPage(gold: CvData, pageText: string): CvData {
  const page = flat(pageText);
  const shown = (...values: string[]) => values.every((value) => page.includes(flat(value)));
  return {
    ...gold,
    experience: gold.experience.filter((job) => shown(job.title, job.company)),
    education: gold.education.filter((entry) => shown(entry.institution)),
    skills: gold.skills.filter((skill) => shown(skill.name)),
  };
}

/**
 * Whether a layout printed the headline under the name: its words stand in the text more often
 * than the jobs with that title account for (a headline is often the latest job's title).
 */
function headlinePrinted(gold: CvData, text: string): boolean {
  const headline = normal(gold.personal.title);
  if (!headline) return false;
  const times = normal(text).split(headline).length - 1;
  return times > gold.experience.filter((job) => normal(job.title) === headline).length;
}

/** Where a file of the corpus belongs, for its figures. */
interface Place {
  family: string;
  layout: string;
  cvName: string;
}

/** Scores what the importer read from each file against its gold, per family, layout and field. */
function createScore() {
  const zero = (): Counts => ({ found: 0, gold: 0, read: 0 });
  const perFamily: Record<string, Record<string, Counts>> = {};
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
    /**
     * `printed` is the text that tells what the layout printed, when `text` was read by OCR;
     * `targets`, the addresses its links point to (none in an image).
     */
    add(
      { family, layout, cvName }: Place,
      cv: CvData,
      text: string,
      {
        printed = text,
        targets = [],
        links = [],
      }: { printed?: string; targets?: string[]; links?: AnchoredLink[] } = {},
    ) {
      const name = `${layout}/${cvName}`;
      const read = parseResumeText(text, { links });
      const words = wordsOf(printed);
      const shown = (value: string) => [...wordsOf(value)].every((word) => words.has(word));
      // A template that prints an award by what it was for scores it by that. The title's words
      // may stand elsewhere ("Engineer", "2022"): it is printed when it stands whole.
      const printedFlat = flat(printed);
      const gold = {
        ...cv,
        achievements: cv.achievements.map((award) =>
          award.title && !printedFlat.includes(flat(award.title)) ? { ...award, title: '' } : award,
        ),
      };
      for (const [field, values] of Object.entries(FIELDS)) {
        const scored = values(gold, read);
        if (field === 'headline' && !headlinePrinted(gold, printed)) scored.gold = [];
        if (MAY_BE_LEFT_OUT.has(field)) {
          scored.gold = scored.gold.filter(shown);
        }
        if (LINK_FIELDS.has(field)) {
          const behind = new Set(targets.map(address));
          scored.gold = scored.gold.filter(
            (url) => behind.has(url) || printedFlat.includes(flat(url)),
          );
        }
        // A layout prints all of a CV's languages or none: "Bangla" in "Bangla Marketing
        // Review", a paper's journal, is not a languages section printed.
        if (field === 'languages' && !cv.languages.every((language) => shown(language.name))) {
          scored.gold = [];
        }
        const counts = count(scored);
        for (const table of [(perFamily[family] ??= {}), (perLayout[layout] ??= {}), overall]) {
          table[field] = add(table[field] ?? zero(), counts);
        }
        if (counts.found < counts.gold) misses.push(`${name}: ${field}`);
        if (counts.found < counts.read) extras.push(`${name}: ${field}`);
      }
      // A skill the importer returns must be in the file's text (ligatures and spacing aside).
      const textFlat = normal(text).replace(/\s+/g, '');
      for (const skill of new Set(read.skills)) {
        skillsRead += 1;
        if (!textFlat.includes(normal(skill).replace(/\s+/g, '')))
          notInText.push(`${name}: ${skill}`);
      }
    },
    result: () => ({
      layouts: Object.keys(perLayout).length,
      overallF1: scores(overall),
      skillsNotInText:
        skillsRead === 0 ? 0 : Math.round((1000 * notInText.length) / skillsRead) / 1000,
      perFamilyF1: Object.fromEntries(
        Object.entries(perFamily).map(([family, counts]) => [family, scores(counts)]),
      ),
      perLayoutF1: Object.fromEntries(
        Object.entries(perLayout).map(([layout, counts]) => [layout, scores(counts)]),
      ),
      misses,
      extras,
      notInText,
    }),
  };
}

/**
 * `npm run eval -- import-corpus` scores the families the importer is tuned on;
 * `npm run eval -- import-corpus --held-out` only those kept aside (corpus.ts); `--no-images`
 * leaves out the OCR of first pages.
 */
export async function run(): Promise<EvalResult> {
  const name = 'import-corpus';
  const heldOut = process.argv.includes('--held-out');
  const files = await buildCorpus({ heldOut });
  const options = { ocrTimeoutMs: 60_000, cacheDir: path.join(os.tmpdir(), 'careercard-eval-ocr') };
  const extractor = createTextExtractor(options);
  // What the first page of a PDF shows, for its image's gold.
  const firstPageReader = createTextExtractor({ ...options, maxPdfPages: 1 });
  const read = async (file: string, reader = extractor) =>
    reader.extract(new Uint8Array(await fs.readFile(file)));
  const pdfs = createScore();
  // The Word layouts' originals, read as an uploaded .docx is (its structure, not its print).
  const docxs = createScore();
  // The first pages of some layouts as images: OCR, then the same layout stage and parser.
  const images = createScore();
  const noPoppler = process.argv.includes('--no-images') || !ensurePoppler();
  if (noPoppler && !process.argv.includes('--no-images')) {
    console.warn('import-corpus: images left out: pdftoppm could not be had');
  }
  const imageFiles = noPoppler ? [] : files.filter((file) => IMAGE_LAYOUTS.includes(file.layout));
  try {
    for (const file of files) {
      const { text, links } = await read(file.pdf);
      const targets = await linkTargets(file.pdf);
      pdfs.add(file, file.gold, text, { targets, links });
      // A degree the print left out (and so on) is scored by what the print shows.
      if (file.docx) {
        const docx = await read(file.docx);
        docxs.add(file, file.gold, docx.text, {
          printed: text,
          targets: [...targets, ...(await docxLinkTargets(file.docx))],
          links: docx.links,
        });
      }
    }
    for (const file of imageFiles) {
      const pageText = (await read(file.pdf, firstPageReader)).text;
      const { text } = await read(await firstPageImage(file.pdf));
      images.add(
        { ...file, layout: `${file.layout}+ocr`, family: `${file.family}+ocr` },
        onFirstPage(file.gold, pageText),
        text,
        { printed: pageText },
      );
    }
  } finally {
    await Promise.all([extractor.close(), firstPageReader.close()]);
  }
  return {
    name,
    heldOut,
    pdfs: files.length,
    ...pdfs.result(),
    docx: { files: files.filter((file) => file.docx).length, ...docxs.result() },
    images: { pngs: imageFiles.length, ...images.result() },
    targets: { employerAndTitle: 0.9, everyOtherField: 0.9, skillsNotInText: 0.02 },
  };
}
