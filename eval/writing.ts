import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findSkills } from '@careercard/engine/skills/find-skills';
import { OPENING_VERBS } from '@careercard/engine/quality/verbs';
import { parseResumeText } from '@careercard/engine/resume/parse-resume';
import { resumeToCvData } from '@careercard/engine/resume/to-cv-data';
import { repairText } from '@careercard/engine/text/repair-text';
import { stem, stopWords, tokenize } from '@careercard/engine/text/tokens';
import { writeContent } from '@careercard/engine/writing-help';
import {
  writingCvOf,
  type GenerateContentRequest,
  type WritingCv,
} from '@careercard/shared/analysis';
import { findBlanks } from '@careercard/shared/blanks';
import { cvExperienceMonths } from '@careercard/shared/career';
import { createTextExtractor } from '../apps/server/src/infra/text-extraction/text-extractor';
import { parseCsv } from './csv';
import { datasetPath, hasDataset, type EvalResult } from './datasets';

/**
 * Writing help with the built-in engine, scored without a reader: CVs of the DataTurks set
 * (resume-entities) read by our importer, each asked for a title, a summary and a job's bullets
 * drafted from its facts, and for its own summary and bullets improved; and job-duty sentences
 * (job-posts), strong bullets that must come back unchanged or still strong. Each answer is
 * checked against everything the writer was given: a number, a proper name or a skill it does
 * not hold is invented. A quarter of the CVs and of the sentences is kept aside (`--held-out`).
 * Weak lines come from two sources: the text sets (improve-weak) and, read by our own PDF
 * extractor, the real CVs of resume-pdfs/by-category (improve-weak-pdfs), whose every other
 * category is kept aside, as the import evaluation keeps them.
 */

type Kind =
  | 'draft-title'
  | 'draft-summary'
  | 'draft-bullets'
  | 'improve-summary'
  | 'improve-bullets'
  | 'improve-weak'
  | 'improve-weak-pdfs'
  | 'improve-strong';

interface Case {
  kind: Kind;
  request: GenerateContentRequest;
  /** Every fact the writer was given, as one text. */
  source: string;
  /** Figures the writer may state beyond the source: the CV's years of experience. */
  allowed: string[];
}

const heldOut = process.argv.includes('--held-out');
const kept = (index: number) => (index % 4 === 3) === heldOut;

const allText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(allText).join('\n')
      : value && typeof value === 'object'
        ? Object.values(value).map(allText).join('\n')
        : typeof value === 'number'
          ? String(value)
          : '';

/** What the editor sends beside a personal field, as personal-form.tsx builds it. */
const personalContext = (cv: WritingCv) => ({
  title: cv.title,
  skills: cv.skills.map((skill) => skill.name),
  ...(cv.experience[0]
    ? { recentTitle: cv.experience[0].title, company: cv.experience[0].company }
    : {}),
});

/** What the editor sends beside an entry's field: the entry's other fields (list-editor.tsx). */
const entryContext = (entry: Record<string, string>, except: string) =>
  Object.fromEntries(
    Object.entries(entry).filter(([key, value]) => key !== except && key !== 'id' && value !== ''),
  );

function resumeCases(): Case[] {
  if (!hasDataset('resume-entities', 'resumes.jsonl')) return [];
  const rows = fs
    .readFileSync(datasetPath('resume-entities', 'resumes.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { content: string });
  const cases: Case[] = [];
  rows.forEach((row, index) => {
    if (!kept(index)) return;
    const data = resumeToCvData(parseResumeText(row.content));
    const cv = writingCvOf(data);
    if (cv.experience.length === 0 && cv.education.length === 0) return;
    const years = String(Math.floor(cvExperienceMonths(data) / 12));
    const add = (kind: Kind, request: GenerateContentRequest, given: WritingCv) =>
      cases.push({ kind, request, source: allText([given, request.context]), allowed: [years] });

    const untitled = { ...cv, title: '' };
    add(
      'draft-title',
      { fieldType: 'title', context: personalContext(untitled), existingText: '', cv: untitled },
      untitled,
    );
    const unsummarised = { ...cv, summary: '' };
    add(
      'draft-summary',
      {
        fieldType: 'summary',
        context: personalContext(unsummarised),
        existingText: '',
        cv: unsummarised,
      },
      unsummarised,
    );
    const latest = cv.experience[0];
    if (latest) {
      const emptied = { ...latest, description: '' };
      const given = { ...cv, experience: [emptied, ...cv.experience.slice(1)] };
      add(
        'draft-bullets',
        {
          fieldType: 'experience',
          context: entryContext(emptied, 'description'),
          existingText: '',
          cv: given,
          entryId: latest.id,
        },
        given,
      );
    }
    if (cv.summary.trim()) {
      add(
        'improve-summary',
        { fieldType: 'summary', context: personalContext(cv), existingText: cv.summary, cv },
        cv,
      );
    }
    const described = cv.experience.find((entry) => entry.description.trim());
    if (described) {
      add(
        'improve-bullets',
        {
          fieldType: 'experience',
          context: entryContext(described, 'description'),
          existingText: described.description,
          cv,
          entryId: described.id,
        },
        cv,
      );
    }
  });
  return cases;
}

/** One line to improve, as the only text of an undated job with the given title. */
function lineCase(kind: Kind, line: string, role: string): Case {
  const cv: WritingCv = {
    title: role,
    summary: '',
    experience: [
      { id: 'job', title: role, company: '', startDate: '', endDate: '', description: line },
    ],
    education: [],
    skills: [],
    projects: [],
    achievements: [],
  };
  return {
    kind,
    request: {
      fieldType: 'experience',
      context: { title: role },
      existingText: line,
      cv,
      entryId: 'job',
    },
    source: allText(cv),
    allowed: [],
  };
}

/** Every 60th sentence of the job-duty set: strong bullets by people of about 100 roles. */
function strongCases(): Case[] {
  if (!hasDataset('job-posts', 'job-duty-sentences.csv')) return [];
  const rows = parseCsv(
    fs.readFileSync(datasetPath('job-posts', 'job-duty-sentences.csv'), 'utf8'),
  );
  const cases: Case[] = [];
  for (let index = 0; index < rows.length; index += 60) {
    if (!kept(index / 60)) continue;
    const { Text: sentence = '', Label: role = '' } = rows[index]!;
    if (sentence.trim()) cases.push(lineCase('improve-strong', sentence.trim(), role));
  }
  return cases;
}

/**
 * Weak lines as job seekers write them: every line of the CVs of resume-entities and
 * resume-categories that opens with a phrase CV guides call weak ("Responsible for", "Worked
 * on", "Helped", "Involved in", "Part of", "Experience in" …), 4 to 40 words long.
 */
const WEAK_OPENING =
  /^(?:(?:i|we) )?(?:(?:was|am|is|were) )?(?:responsible for|in charge of|involved in|tasked with|worked|working|helped|helping|assisted|assisting|participated|took care|take care|taking care|part of|provided support|experience (?:in|of|with)|handled|handling|did|doing|duties|responsibilities)\b/i;

/** The lines of the texts that open weakly, each a case of its kind. */
function weakLines(kind: Kind, texts: string[]): Case[] {
  const cases: Case[] = [];
  for (const text of texts) {
    for (const raw of text.split(/\n|(?<=[.!?])\s+(?=[A-Z])/)) {
      const line = raw.replace(/^[\s•·▪●◦‣*❖➢>-]+/, '').trim();
      const words = line.split(/\s+/).length;
      if (words >= 4 && words <= 40 && WEAK_OPENING.test(line)) {
        cases.push(lineCase(kind, line, ''));
      }
    }
  }
  return cases;
}

function weakCases(): Case[] {
  const texts: string[] = [];
  if (hasDataset('resume-entities', 'resumes.jsonl')) {
    fs.readFileSync(datasetPath('resume-entities', 'resumes.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .forEach((line) => texts.push((JSON.parse(line) as { content: string }).content));
  }
  if (hasDataset('resume-categories', 'resumes.csv')) {
    const rows = parseCsv(fs.readFileSync(datasetPath('resume-categories', 'resumes.csv'), 'utf8'));
    for (const row of rows) texts.push(row.resume ?? '');
  }
  return weakLines(
    'improve-weak',
    texts.filter((_, index) => kept(index)),
  );
}

/** Weak lines of real CVs as PDF, read as an upload is read; odd categories kept aside. */
async function weakPdfCases(): Promise<Case[]> {
  if (!hasDataset('resume-pdfs', 'by-category')) return [];
  const dir = datasetPath('resume-pdfs', 'by-category');
  const files = (await fsp.readdir(dir, { recursive: true }))
    .filter((file) => file.toLowerCase().endsWith('.pdf'))
    .sort();
  const categories = [...new Set(files.map((file) => file.split(path.sep)[0]!))].sort();
  const chosen = files.filter(
    (file) => (categories.indexOf(file.split(path.sep)[0]!) % 2 === 1) === heldOut,
  );
  const extractor = createTextExtractor({
    ocrTimeoutMs: 60_000,
    cacheDir: path.join(os.tmpdir(), 'careercard-eval-ocr'),
  });
  const texts: string[] = [];
  try {
    for (const file of chosen) {
      const bytes = new Uint8Array(await fsp.readFile(path.join(dir, file)));
      texts.push(
        await extractor.extract(bytes).then(
          ({ text }) => text,
          () => '',
        ),
      );
    }
  } finally {
    await extractor.close();
  }
  return weakLines('improve-weak-pdfs', texts);
}

const BULLET_MARK = /^[\s•·*–-]+/;
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(BULLET_MARK, '').trim())
    .filter(Boolean);
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const withoutBlanks = (text: string) => text.replace(/\[[^\]\n]*\]/g, ' ');
const numbersOf = (text: string) =>
  withoutBlanks(text)
    .match(/\d+(?:[.,]\d+)*/g)
    ?.map((n) => n.replace(/,/g, '')) ?? [];

/** Words a title is made of that state no fact ("Finance Graduate"). */
const GENERIC = new Set(['Graduate', 'Professional']);

/**
 * Facts in `output` the writer was not given: figures, capitalised names past a sentence's first
 * word, and skills the taxonomy knows.
 */
function invented(output: string, test: Case): string[] {
  // The source as the writer reads it: text pasted from a PDF is repaired first ("projectÂ
  // coordinators" is "project coordinators").
  const source = repairText(test.source);
  const { allowed } = test;
  const given = source.toLowerCase();
  const givenNumbers = new Set([...numbersOf(source), ...allowed]);
  const found: string[] = [];
  for (const number of numbersOf(output)) {
    if (!givenNumbers.has(number)) found.push(number);
  }
  for (const sentence of withoutBlanks(output).split(/(?<=[.!?:|])\s+|\n+/)) {
    const names = wordsOf(sentence.replace(BULLET_MARK, ''))
      .slice(1)
      .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
      .filter((word) => /^\p{Lu}/u.test(word) && word !== 'I');
    for (const name of names) {
      if (!given.includes(name.toLowerCase()) && !GENERIC.has(name)) found.push(name);
    }
  }
  const givenSkills = new Set(findSkills(source).map((skill) => skill.name));
  // A word the source holds in another form is no new fact: "sourcing" where it says "source"
  // is read as the source's word, so an alias of a skill ("sourcing") is not taken for one.
  const root = (word: string) => stem(word.toLowerCase()).replace(/e$/, '');
  const sourceWords = new Map(tokenize(source).map((token) => [root(token.lower), token.raw]));
  const asWritten = withoutBlanks(output).replace(/\p{L}+/gu, (word) =>
    given.includes(word.toLowerCase()) ? word : (sourceWords.get(root(word)) ?? word),
  );
  for (const skill of findSkills(asWritten)) {
    if (!givenSkills.has(skill.name)) found.push(skill.name);
  }
  return found;
}

const LENGTH: Record<string, [number, number]> = {
  title: [1, 8],
  summary: [20, 90],
  bullet: [4, 30],
};

/**
 * A line that is not a statement of the candidate's work, which no verb can open without
 * inventing: a labelled fact ("Client: Acme"), an address, a sentence about someone or
 * something else ("The project required …", "AQC is a web application"), or a name in title
 * case ("Mobile Widget Disparity").
 */
const CONTEXT_LINE =
  /^(?:https?:|www\.)|^[\p{L}][\p{L} /&]{0,30}:\s*\S|^(?:the|a|an|this|that|these|it|its|they|he|she|our|their|there)\b|^(?:\S+\s){0,5}(?:is|are|was|were|has|had|owns|acts|comes|includes|contains|consists)\b/iu;
const isContext = (line: string) =>
  !/^(?:i|we)\b/i.test(line) &&
  (CONTEXT_LINE.test(line) ||
    (wordsOf(line).length <= 6 &&
      wordsOf(line).every(
        (word) => /^[\p{Lu}\d]/u.test(word) || /^(?:of|to|from|and|for|in|on|the|a)$/.test(word),
      )));

const strongOpening = (line: string) =>
  OPENING_VERBS.has(
    wordsOf(line)[0]
      ?.toLowerCase()
      .replace(/[^\p{L}]/gu, '') ?? '',
  );

interface Tally {
  cases: number;
  answered: number;
  changed: number;
  withInvented: number;
  blanks: number;
  bullets: number;
  strongBullets: number;
  bulletsOverOneBlank: number;
  contextLines: number;
  lengthOk: number;
  lengthChecked: number;
  numbersKept: number;
  numbersChecked: number;
  examples: string[];
}

function score(cases: Case[]) {
  const tallies = new Map<Kind, Tally>();
  const samples: Array<{ kind: Kind; before: string; after: string }> = [];
  for (const test of cases) {
    const tally = tallies.get(test.kind) ?? {
      cases: 0,
      answered: 0,
      changed: 0,
      withInvented: 0,
      blanks: 0,
      bullets: 0,
      strongBullets: 0,
      bulletsOverOneBlank: 0,
      contextLines: 0,
      lengthOk: 0,
      lengthChecked: 0,
      numbersKept: 0,
      numbersChecked: 0,
      examples: [],
    };
    tallies.set(test.kind, tally);
    const before = test.request.existingText ?? '';
    const after = writeContent(test.request);
    tally.cases++;
    if (after.trim()) tally.answered++;
    if (after.trim() !== before.trim()) tally.changed++;
    const extra = invented(after, test);
    if (extra.length > 0) {
      tally.withInvented++;
      if (tally.examples.length < 6) tally.examples.push(extra.slice(0, 3).join(', '));
    }
    tally.blanks += findBlanks(after).length;
    const { fieldType } = test.request;
    if (fieldType === 'experience') {
      for (const line of linesOf(after)) {
        if (findBlanks(line).length > 1) tally.bulletsOverOneBlank++;
        if (isContext(line)) {
          tally.contextLines++;
          continue;
        }
        tally.bullets++;
        if (strongOpening(line)) tally.strongBullets++;
        else if (process.argv.includes('--weak')) console.log(`weak: ${line}`);
        const [low, high] = LENGTH.bullet!;
        tally.lengthChecked++;
        if (wordsOf(line).length >= low && wordsOf(line).length <= high) tally.lengthOk++;
      }
    } else if (after.trim()) {
      const [low, high] = LENGTH[fieldType]!;
      tally.lengthChecked++;
      const count = wordsOf(after).length;
      if (count >= low && count <= high) tally.lengthOk++;
    }
    if (before.trim()) {
      const afterNumbers = new Set(numbersOf(after));
      for (const number of numbersOf(before)) {
        tally.numbersChecked++;
        if (afterNumbers.has(number)) tally.numbersKept++;
      }
    }
    samples.push({ kind: test.kind, before, after });
  }
  const share = (part: number, whole: number) =>
    whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;
  const figures = Object.fromEntries(
    [...tallies].map(([kind, t]) => [
      kind,
      {
        cases: t.cases,
        answered: share(t.answered, t.cases),
        changed: share(t.changed, t.cases),
        withInventedFacts: t.withInvented,
        blanksPerAnswer: share(t.blanks, t.cases),
        ...(t.bullets + t.contextLines > 0
          ? {
              bullets: t.bullets,
              contextLines: t.contextLines,
              strongVerbShare: share(t.strongBullets, t.bullets),
              bulletsOverOneBlank: t.bulletsOverOneBlank,
            }
          : {}),
        lengthWithinBounds: share(t.lengthOk, t.lengthChecked),
        numbersKept: share(t.numbersKept, t.numbersChecked),
        inventedExamples: t.examples,
      },
    ]),
  );
  return { figures, samples };
}

/**
 * Are drafted duties typical of the title? For each role of the job-duty set, a job titled so is
 * drafted, and the draft (less the title's own words) compared (TF-IDF cosine) with every
 * role's real duty sentences: the
 * share of drafts closer to their own role than to the average role, and the median rank of
 * their own role among all roles.
 */
function typicality() {
  if (!hasDataset('job-posts', 'job-duty-sentences.csv')) return null;
  const rows = parseCsv(
    fs.readFileSync(datasetPath('job-posts', 'job-duty-sentences.csv'), 'utf8'),
  );
  const byRole = new Map<string, string[]>();
  for (const { Text: text = '', Label: role = '' } of rows) {
    if (role) byRole.set(role, [...(byRole.get(role) ?? []), text]);
  }
  const terms = (text: string) =>
    tokenize(text)
      .map((token) => token.lower)
      .filter((word) => /\p{L}/u.test(word) && !stopWords.has(word))
      .map(stem);
  const roles = [...byRole.keys()];
  const docs = roles.map((role) => terms(byRole.get(role)!.join(' ')));
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of new Set(doc)) df.set(term, (df.get(term) ?? 0) + 1);
  const vector = (words: string[]) => {
    const v = new Map<string, number>();
    for (const w of words)
      v.set(w, (v.get(w) ?? 0) + Math.log((1 + roles.length) / (1 + (df.get(w) ?? 0))));
    return v;
  };
  const cosine = (a: Map<string, number>, b: Map<string, number>) => {
    let dot = 0;
    for (const [k, x] of a) dot += x * (b.get(k) ?? 0);
    const norm = (v: Map<string, number>) =>
      Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
    return dot / (norm(a) * norm(b) || 1);
  };
  const roleVectors = docs.map(vector);
  const ranks: number[] = [];
  let closer = 0;
  roles.forEach((role, index) => {
    if (!kept(index)) return;
    const draft = writeContent({
      fieldType: 'experience',
      // The entry's other fields, as the editor sends them.
      context: { title: role },
      existingText: '',
      cv: {
        ...lineCase('improve-strong', '', role).request.cv!,
        experience: [
          { id: 'job', title: role, company: '', startDate: '', endDate: '', description: '' },
        ],
      },
      entryId: 'job',
    });
    // The title's own words are left out: a draft that only repeats its title says nothing
    // of the duties.
    const titleTerms = new Set(terms(role));
    const drafted = vector(terms(draft).filter((term) => !titleTerms.has(term)));
    const similarity = roleVectors.map((v) => cosine(drafted, v));
    const own = similarity[index]!;
    const mean = similarity.reduce((s, x) => s + x, 0) / similarity.length;
    if (own > mean) closer++;
    ranks.push(1 + similarity.filter((x) => x > own).length);
  });
  ranks.sort((a, b) => a - b);
  return {
    roles: ranks.length,
    ofRoles: roles.length,
    closerToOwnRoleThanAverage: Math.round((closer / ranks.length) * 1000) / 1000,
    medianRankOfOwnRole: ranks[Math.floor(ranks.length / 2)],
  };
}

export async function run(): Promise<EvalResult> {
  const name = 'writing';
  const cases = [...resumeCases(), ...weakCases(), ...(await weakPdfCases()), ...strongCases()];
  if (cases.length === 0) return { name, skipped: 'resume-entities and job-posts not found' };
  const { figures, samples } = score(cases);
  // `--all=improve-bullets` prints every pair of one kind, for reading.
  const every = process.argv.find((arg) => arg.startsWith('--all='))?.slice(6);
  for (const sample of samples.filter((s) => s.kind === every)) {
    console.log(`--- ${sample.kind}\nBEFORE: ${sample.before}\nAFTER:  ${sample.after}\n`);
  }
  if (process.argv.includes('--samples')) {
    // Ten pairs spread over the kinds, for reading.
    const step = Math.max(1, Math.floor(samples.length / 10));
    for (const sample of samples.filter((_, i) => i % step === 0).slice(0, 10)) {
      console.log(`--- ${sample.kind}\nBEFORE: ${sample.before}\nAFTER:  ${sample.after}\n`);
    }
  }
  return {
    name,
    split: heldOut ? 'held-out' : 'tuning',
    sections: cases.length,
    ...figures,
    draftedDutiesTypical: typicality(),
  };
}
