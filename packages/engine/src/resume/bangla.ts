import { BANGLA_MONTH_NAMES, MONTH_NAMES, toAsciiDigits } from '@careercard/shared/locale';

/**
 * A Bangla CV's dates, numbers and levels, as the readers of an English CV expect them: a
 * Bangla CV writes "মার্চ ২০২১ – বর্তমান" where an English one writes "Mar 2021 – Present".
 * Only what the readers work on changes: years, dates, phone numbers and the levels in brackets
 * after a skill or a language. Prose keeps its own digits.
 */

const ENGLISH_MONTHS = MONTH_NAMES.map((month) => month.slice(0, 3));

const DIGIT = '[০-৯]';
/** Not inside a word: Bangla letters and vowel signs are \p{L} and \p{M}. */
const APART = '(?<![\\p{L}\\p{M}\\p{N}])';
const END = '(?![\\p{L}\\p{M}\\p{N}])';

/** "মার্চ ২০২১", "১২ এপ্রিল ১৯৯৬": a month by its Bangla name before a year, or a day and month. */
const MONTH_YEAR = new RegExp(
  `${APART}(${BANGLA_MONTH_NAMES.join('|')})(?=\\s+${DIGIT}{4}${END})`,
  'gu',
);
const YEAR = new RegExp(`${APART}${DIGIT}{4}${END}`, 'gu');
/** A phone number: ten digits or more, with spaces or hyphens between groups. */
const PHONE = new RegExp(`${APART}\\+?${DIGIT}[০-৯ -]{8,}${DIGIT}${END}`, 'gu');
/** "২০১৮ – বর্তমান": still held. */
const SINCE = /([–—-]\s*)বর্তমান/gu;

/** Levels in brackets, as the Bangla CV template prints them after a skill or a language. */
const LEVELS: Record<string, string> = {
  প্রাথমিক: 'Basic',
  মধ্যম: 'Intermediate',
  উচ্চ: 'Advanced',
  বিশেষজ্ঞ: 'Expert',
  কথোপকথন: 'Conversational',
  সাবলীল: 'Fluent',
  মাতৃভাষা: 'Native',
};
const LEVEL = new RegExp(`\\((${Object.keys(LEVELS).join('|')})\\)`, 'gu');

/** The kinds of a job, as a job's second line names them. */
const JOB_TYPES: Record<string, string> = {
  পূর্ণকালীন: 'Full-time',
  খণ্ডকালীন: 'Part-time',
  ইন্টার্নশিপ: 'Internship',
  স্বেচ্ছাসেবী: 'Volunteer',
};
const JOB_TYPE = new RegExp(`${APART}(${Object.keys(JOB_TYPES).join('|')})${END}`, 'gu');

export function withBanglaRead(text: string): string {
  if (!/[\u0980-\u09FF]/u.test(text)) return text;
  return text
    .replace(
      MONTH_YEAR,
      (month) => ENGLISH_MONTHS[(BANGLA_MONTH_NAMES as readonly string[]).indexOf(month)]!,
    )
    .replace(PHONE, toAsciiDigits)
    .replace(YEAR, toAsciiDigits)
    .replace(SINCE, '$1Present')
    .replace(LEVEL, (_, level: string) => `(${LEVELS[level]})`)
    .replace(JOB_TYPE, (type) => JOB_TYPES[type]!);
}
