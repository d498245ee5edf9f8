import type { EducationLevel } from './types';

/**
 * Degree levels as CVs and postings write them, including the Bangladeshi SSC/HSC and the
 * South Asian B.Sc/M.Sc/BBA/MBA spellings, dotted or not (B.B.A, M.S.S., LL.B). Short upper-case
 * forms (BS, MA) only match in capitals, because in lower case they are ordinary words.
 */

const ORDER: EducationLevel[] = ['secondary', 'diploma', 'bachelor', 'master', 'doctorate'];

interface LevelPattern {
  level: EducationLevel;
  words: RegExp;
  /** Matched case-sensitively. */
  abbreviations?: RegExp;
}

const LEVELS: LevelPattern[] = [
  { level: 'doctorate', words: /\b(?:ph\.?\s?d|doctorate|doctoral|d\.?phil)\b/i },
  {
    level: 'master',
    words:
      /\b(?:master(?:'|’)?s?|m\.\s?sc|msc|m\.?\s?tech|m\.?\s?eng|e?mba|m\.?\s?phil|m\.?\s?com|postgraduate|post-graduate|m\.\s?ed|m\.b\.a|m\.s\.s|ll\.?\s?m)\b/i,
    abbreviations: /(?<![\w.])(?:MS|M\.S\.?|MA|M\.A\.?|MEng)(?![\w.])/,
  },
  {
    level: 'bachelor',
    words:
      /\b(?:bachelor(?:'|’)?s?|b\.\s?sc|bsc|b\.?\s?tech|b\.?\s?eng|bba|b\.?\s?com|mbbs|llb|b\.?\s?pharm|b\.?\s?arch|undergraduate degree|(?:4|four)-year degree|university degree|honou?rs degree|b\.\s?ed|b\.b\.a|b\.s\.s|ll\.?\s?b|m\.b\.b\.s)\b/i,
    abbreviations: /(?<![\w.])(?:BS|B\.S\.?|BA|B\.A\.?|BE|B\.E\.?)(?![\w.])/,
  },
  { level: 'diploma', words: /\b(?:diploma|associate(?:'|’)?s? degree|hnd|polytechnic)\b/i },
  {
    level: 'secondary',
    words:
      /\b(?:hsc|ssc|high school|secondary school|higher secondary|[ao][- ]levels?|ged|dakhil|alim)\b/i,
  },
];

export const educationRank = (level: EducationLevel) => ORDER.indexOf(level);

/** Every level named in a text. */
function educationLevelsIn(text: string): EducationLevel[] {
  return LEVELS.filter(
    ({ words, abbreviations }) => words.test(text) || (abbreviations?.test(text) ?? false),
  ).map(({ level }) => level);
}

/** The lowest level a text names: what a posting accepts at least. */
export function educationLevelIn(text: string): EducationLevel | null {
  const levels = educationLevelsIn(text);
  return levels.length === 0 ? null : levels[levels.length - 1]!;
}

/** The highest level a text names: what a CV holds. */
export function highestEducationLevel(text: string): EducationLevel | null {
  return educationLevelsIn(text)[0] ?? null;
}

/**
 * Fields of study in families a posting accepts alike: "B.Sc in CSE/EEE" asks for computing or
 * electrical, "BBA/MBA" for business. Degrees that name their field (MBBS, LLB, B.Pharm) count
 * as that field.
 */
const FIELD_FAMILIES: Array<[family: string, words: RegExp]> = [
  [
    'computing',
    /\b(?:computer|computing|cse|software|information technology|ict|information systems|data science|artificial intelligence)\b/i,
  ],
  [
    'electrical',
    /\b(?:eee|ete|ece|electrical|electronics?|telecommunications?|communication engineering)\b/i,
  ],
  ['mechanical', /\b(?:mechanical|ipe|industrial|production|aerospace|aeronautical|automobile)\b/i],
  ['civil', /\b(?:civil|structural|construction|architecture|b\.?\s?arch)\b/i],
  ['textile', /\b(?:textile|apparel|fashion)\b/i],
  ['chemical', /\b(?:chemical|chemistry|biochemistry|materials?)\b/i],
  [
    'business',
    /\b(?:business|bba|mba|b\.?\s?com|m\.?\s?com|commerce|management|accounting|accountancy|finance|banking|marketing|economics|human resources?|hrm|acca|cma)\b/i,
  ],
  ['science', /\b(?:statistics|mathematics|maths?|physics|applied math(?:ematics)?)\b/i],
  ['medicine', /\b(?:mbbs|medicine|medical|nursing|public health|bds)\b/i],
  ['pharmacy', /\b(?:pharmacy|b\.?\s?pharm|pharmaceutical)\b/i],
  ['law', /\b(?:law|llb|ll\.?\s?b|llm|legal)\b/i],
  ['arts', /\b(?:english|literature|journalism|mass communication|media|linguistics|fine arts)\b/i],
  ['agriculture', /\b(?:agriculture|agricultural|agronomy|fisheries|veterinary)\b/i],
];

/** Short forms that are fields only in capitals: "IT", not "it". */
const CASED_FIELDS: Array<[family: string, words: RegExp]> = [['computing', /\b(?:IT|CS)\b/]];

/** The families of the fields a text names. */
export function fieldFamiliesIn(text: string): Set<string> {
  return new Set(
    [...FIELD_FAMILIES, ...CASED_FIELDS]
      .filter(([, words]) => words.test(text))
      .map(([family]) => family),
  );
}
