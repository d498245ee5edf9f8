import fs from 'node:fs';
import { parseResumeText } from '@careercard/engine/resume/parse-resume';
import type { ParsedResume } from '@careercard/engine/types';
import { datasetPath, hasDataset, type EvalResult } from './datasets';

/**
 * Field-level F1 of the resume parser on labelled resumes (the DataTurks set): per resume, the
 * set of values the parser reads for a field against the labelled spans, micro-averaged over
 * all resumes. Values match when equal after normalising case, spacing and punctuation, or when
 * one holds the other and covers most of it (labels often include a trailing " -" or a city).
 */

interface Labelled {
  content: string;
  annotation: Array<{ label: string[] | string; points: Array<{ start: number; end: number }> }>;
}

const FIELDS: Record<string, { labels: string[]; read: (resume: ParsedResume) => string[] }> = {
  name: { labels: ['Name'], read: (resume) => [resume.contact.name] },
  // The set's "Email Address" labels are Indeed "Email me" profile links, not addresses:
  // the e-mail, or failing it that link, is the contact channel the CV gives.
  email: {
    labels: ['Email Address'],
    read: (resume) => [
      resume.contact.email ||
        (resume.contact.links.find((link) => link.label === 'Indeed')?.url ?? '').replace(
          /^https:\/\//,
          '',
        ),
    ],
  },
  companies: {
    labels: ['Companies worked at'],
    read: (resume) => resume.experience.map((entry) => entry.company),
  },
  designations: {
    labels: ['Designation'],
    read: (resume) => [resume.title, ...resume.experience.map((entry) => entry.title)],
  },
  degrees: { labels: ['Degree'], read: (resume) => resume.education.map((entry) => entry.degree) },
  colleges: {
    labels: ['College Name'],
    read: (resume) => resume.education.map((entry) => entry.institution),
  },
  skills: { labels: ['Skills'], read: (resume) => resume.skills },
};

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/^indeed:\s*/, '')
    .replace(/-\s*\n\s*/g, '-')
    .replace(/[^\p{L}\p{N}+#@.]+/gu, ' ')
    .replace(/\s+/g, ' ')
    // "Java." at the end of a labelled list is the skill Java.
    .replace(/^[\s.]+|[\s.]+$/g, '');

/**
 * Skills are labelled as whole lists ("Languages: C, C++ and Java (Less than 1 year)"): both
 * sides are split into items alike, without group labels or durations.
 */
const skillItems = (value: string) =>
  value
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;\n•◦❑|]+|\s+and\s+/)
    .map((item) => item.replace(/^[^:]{1,40}:\s*/, ''));

/** "Infosys Limited" and "Infosys" name one employer: legal forms say nothing about which. */
const withoutLegalForm = (value: string) =>
  value.replace(/\b(?:pvt|private|ltd|limited|inc|llc|corp|corporation)\b\.?/g, '').trim();

const items = (field: string, values: string[]) =>
  (field === 'skills' ? values.flatMap(skillItems) : values)
    .map(normal)
    .map((value) => (field === 'companies' ? withoutLegalForm(value).replace(/\s+/g, ' ') : value))
    .filter((value) => value.length > 1);

const alike = (a: string, b: string) =>
  a === b ||
  ((a.includes(b) || b.includes(a)) &&
    Math.min(a.length, b.length) / Math.max(a.length, b.length) >= 0.6);

export async function run(): Promise<EvalResult> {
  const name = 'resume-entities';
  if (!hasDataset('resume-entities', 'resumes.jsonl')) {
    return { name, skipped: 'resume-entities/resumes.jsonl not found' };
  }
  const rows = fs
    .readFileSync(datasetPath('resume-entities', 'resumes.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Labelled);

  return {
    name,
    resumes: rows.length,
    allLabels: score(rows, () => true),
    // Some resumes' spans are shifted off the text ("ure Clien" for "Accenture Client"): their
    // labels for that field say nothing about the parser, so this line leaves them out.
    wordAlignedLabels: score(rows, (row, spans) => spans.every((span) => onWordEdges(row, span))),
    // The annotators also skipped whole fields (twelve resumes have no e-mail label, though each
    // shows its contact link): this line scores a field only where it was labelled at all.
    labelledFieldsOnly: score(
      rows,
      (row, spans) => spans.length > 0 && spans.every((span) => onWordEdges(row, span)),
    ),
    aim: { nameAndEmail: 0.9, others: 0.75 },
  };
}

type Span = { start: number; end: number };

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** A span that neither starts nor ends inside a word. */
const onWordEdges = (row: Labelled, { start, end }: Span) =>
  !(isWordChar(row.content[start - 1]) && isWordChar(row.content[start])) &&
  !(isWordChar(row.content[end]) && isWordChar(row.content[end + 1]));

/** Micro-averaged F1 per field over the resume fields whose labels `keep` accepts. */
function score(rows: Labelled[], keep: (row: Labelled, spans: Span[]) => boolean) {
  const counts = Object.fromEntries(
    Object.keys(FIELDS).map((field) => [field, { right: 0, found: 0, predicted: 0, gold: 0 }]),
  );
  for (const row of rows) {
    const resume = parseResumeText(row.content);
    for (const [field, { labels, read }] of Object.entries(FIELDS)) {
      const spans = row.annotation
        .filter((entity) => [entity.label].flat().some((label) => labels.includes(label)))
        .flatMap((entity) => entity.points);
      if (!keep(row, spans)) continue;
      const gold = [
        ...new Set(
          items(
            field,
            spans.map((span) => row.content.slice(span.start, span.end + 1)),
          ),
        ),
      ];
      const predicted = [...new Set(items(field, read(resume)))];
      const count = counts[field]!;
      count.gold += gold.length;
      count.predicted += predicted.length;
      // Precision counts the values read that match a label; recall, the labels some value
      // matches, so reading one label twice ("Analyst", "Analyst - Acme") does not count twice.
      count.right += predicted.filter((value) => gold.some((label) => alike(value, label))).length;
      count.found += gold.filter((label) => predicted.some((value) => alike(value, label))).length;
    }
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return Object.fromEntries(
    Object.entries(counts).map(([field, { right, found, predicted, gold }]) => {
      const precision = predicted === 0 ? 0 : right / predicted;
      const recall = gold === 0 ? 0 : found / gold;
      const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
      return [field, round(f1)];
    }),
  );
}
