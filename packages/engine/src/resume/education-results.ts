import type { CvEducation } from '@careercard/shared/cv';
import { toAsciiDigits } from '@careercard/shared/locale';
import type { ResumeEducation } from '../types';

/**
 * The results Bangladeshi certificates give (issue 44): the level of a degree, its board, the
 * passing year, and the GPA out of its scale or the division. Read from an entry's note when the
 * note is nothing but those ("Dhaka Board · 2017 · GPA 5.00 out of 5.00"), so a note that says
 * more keeps its words where they were.
 */
export type EducationResult = Partial<
  Pick<CvEducation, 'level' | 'board' | 'year' | 'gpa' | 'gpaScale' | 'division'>
>;

const LEVELS: Array<[NonNullable<CvEducation['level']>, RegExp]> = [
  // The higher certificate first: its name holds the lower one's.
  ['HSC', /\b(?:hsc|higher secondary certificate|alim)\b|এইচএসসি|উচ্চ মাধ্যমিক/iu],
  ['SSC', /\b(?:ssc|secondary school certificate|dakhil)\b|এসএসসি|মাধ্যমিক স্কুল সার্টিফিকেট/iu],
  ['O-Level', /\bo[\s-]?levels?\b/i],
  ['A-Level', /\ba[\s-]?levels?\b/i],
  ['Diploma', /\bdiploma\b/i],
  ['Master', /\b(?:masters?|m\.?\s?sc|mba|m\.?\s?com|mphil|llm)\b/i],
  ['Bachelor', /\b(?:bachelors?|b\.?\s?sc|bba|b\.?\s?com|llb|mbbs|honours)\b/i],
];

const levelOf = (degree: string) => LEVELS.find(([, pattern]) => pattern.test(degree))?.[0];

const NUMBER = '(\\d(?:\\.\\d{1,2})?)';
/** "GPA 5.00 out of 5.00", "CGPA: 3.75/4.00", "GPA-5", "Result: GPA 4.50 (out of 5)". */
const GPA = new RegExp(
  `^(?:result\\s*[:：]?\\s*)?(c?gpa)\\s*[:：-]?\\s*${NUMBER}(?:\\s*(?:/|out of|\\(out of)\\s*${NUMBER}\\)?)?$`,
  'i',
);
/** Our Bangla CV's "জিপিএ ৫.০০ (৫.০০-এর মধ্যে)". */
const BANGLA_GPA = new RegExp(
  `^(সিজিপিএ|জিপিএ)\\s*${NUMBER}(?:\\s*\\(${NUMBER}-এর মধ্যে\\))?$`,
  'u',
);
const DIVISION =
  /^(?:(?:first|second|third|1st|2nd|3rd)\s+(?:division|class)(?:\s+\(?[^)]*\)?)?|(?:প্রথম|দ্বিতীয়|তৃতীয়)\s+(?:বিভাগ|শ্রেণি))$/iu;
const BOARD = /^(?:board\s*[:：]\s*(.+)|(.+\s(?:board|বোর্ড)))$/iu;
const YEAR = /^(?:(?:passing\s+)?year\s*[:：]?\s*)?((?:19|20)\d\d)$/i;

const scaleOf = (value: string | undefined): CvEducation['gpaScale'] | null =>
  value === undefined ? undefined : (({ 5: '5', 4: '4' } as const)[Number(value)] ?? null);

/** The result a line gives, when the whole line is one; null when any part is something else. */
export function resultOf(line: string): EducationResult | null {
  const parts = toAsciiDigits(line)
    .split(/\s+[·|•]\s+|[;,]\s+/)
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter(Boolean);
  const result: EducationResult = {};
  for (const part of parts) {
    const gpa = GPA.exec(part) ?? BANGLA_GPA.exec(part);
    const board = BOARD.exec(part);
    const year = YEAR.exec(part);
    if (gpa && !result.gpa) {
      const scale = scaleOf(gpa[3]);
      if (scale === null || Number(gpa[2]) > Number(scale ?? 5)) return null;
      result.gpa = gpa[2]!;
      if (scale) result.gpaScale = scale;
      else if (/^c/i.test(gpa[1]!) || gpa[1] === 'সিজিপিএ') result.gpaScale = '4';
    } else if (DIVISION.test(part) && !result.division) result.division = part;
    else if (board && !result.board) result.board = (board[1] ?? board[2])!.trim();
    else if (year && !result.year) result.year = year[1]!;
    else return null;
  }
  return result.gpa || result.division ? result : null;
}

/**
 * The entry with its result read out of its note, its level named by its degree, and a lone
 * year on the right read as the passing year when the entry gives a result.
 */
export function withResult(entry: ResumeEducation): ResumeEducation & EducationResult {
  const lines = entry.description.split('\n');
  const at = lines.findIndex((line) => resultOf(line) !== null);
  const result = at >= 0 ? resultOf(lines[at]!)! : {};
  const level = levelOf(entry.degree);
  const described =
    at >= 0
      ? lines
          .filter((_, index) => index !== at)
          .join('\n')
          .trim()
      : entry.description;
  const loneYear =
    at >= 0 && !result.year && entry.startDate === '' && /^(?:19|20)\d\d$/.test(entry.endDate);
  return {
    ...entry,
    description: described,
    ...(loneYear ? { endDate: '', year: entry.endDate } : {}),
    ...(level ? { level } : {}),
    ...result,
  };
}
