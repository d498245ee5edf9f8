import type { CvData } from './cv';
import { cvToText } from './cv-text';

/**
 * A career as a CV dates it: when each role ran, which role is the latest, and how long the
 * candidate has worked. The ATS report, the cover letter, the tailored summary, the V-Card and
 * the writing assistant all take these from here, so a CV has one latest role and one figure
 * of years wherever the product names them.
 *
 * Every role in Work Experience counts toward the years, internships included: the product's
 * advice asks users to date their internships and freelance work so that none is missed, and
 * a reader of the CV adds them up the same way. Overlapping roles count once.
 */

export interface YearMonth {
  year: number;
  /** From 0. */
  month: number;
}

/** A role as far as its dates go: CV entries and the roles read from an uploaded CV alike. */
export interface DatedRole {
  title: string;
  company: string;
  startDate: string;
  endDate: string;
}

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

/** The month a season's term starts in ("Summer 2022": internships are dated by season). */
const SEASON_MONTHS: Record<string, number> = { spr: 2, sum: 5, fal: 8, aut: 8, win: 0 };

/**
 * What a CV writes for a role still held, as a regular expression's source: at a line's start
 * too ("PRESENT   Senior Engineer"), where "Running" and "Continue" open duties instead.
 */
export const PRESENT_OPENING =
  '(?:(?:(?:till|until|up\\s?to|to)\\s+)?(?:present|now|date)|current(?:ly)?|ongoing|continuing|today)';
/** The same where a range's end stands: "2019 – Running", "2018 - Continue". */
export const PRESENT = `(?:${PRESENT_OPENING}|running|continue)`;

const PRESENT_ALONE = new RegExp(`^${PRESENT}$`, 'i');

export const isPresent = (text: string) => PRESENT_ALONE.test(text.trim());

/** "Jan 2020", "01/2019", "2018", "March, 2017", "2021-03-01", "Summer 2022": its month. */
export function parseDate(text: string): YearMonth | null {
  const value = text.trim().toLowerCase();
  const year = /(19[5-9]\d|20[0-4]\d)|'(\d{2})/.exec(value);
  if (!year) return null;
  const fullYear = year[1] ? Number(year[1]) : 2000 + Number(year[2]);
  const word = /[a-z]{3,4}/.exec(value)?.[0];
  const monthFromWord =
    word !== undefined
      ? (MONTHS[word] ?? MONTHS[word.slice(0, 3)] ?? SEASON_MONTHS[word.slice(0, 3)])
      : undefined;
  // "01-02-2021": day first, as Bangladesh writes a date, unless the second can be no month.
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}/.exec(value);
  const numeric =
    (dayFirst && Number(dayFirst[2]) <= 12 ? [dayFirst[0], dayFirst[2]] : null) ??
    /^(0?[1-9]|1[0-2])\s*[/.-]/.exec(value) ??
    /^\d{4}[-/](0[1-9]|1[0-2])\b/.exec(value);
  const month = monthFromWord ?? (numeric ? Number(numeric[1]) - 1 : undefined);
  return { year: fullYear, month: month ?? 0 };
}

const monthIndex = ({ year, month }: YearMonth) => year * 12 + month;
const thisMonth = (today: Date) => today.getFullYear() * 12 + today.getMonth();

/** Months covered by the roles, counting overlaps once. A role without both ends counts nothing. */
export function monthsOfExperience(
  roles: ReadonlyArray<{ startDate: string; endDate: string }>,
  today: Date = new Date(),
): number {
  const now = thisMonth(today);
  const spans = roles
    .map(({ startDate, endDate }) => {
      const start = parseDate(startDate);
      if (!start) return null;
      const end = isPresent(endDate) ? null : parseDate(endDate);
      const to = end ? monthIndex(end) + 1 : isPresent(endDate) ? now + 1 : null;
      if (to === null) return null;
      const from = monthIndex(start);
      return to > from && from <= now ? ([from, Math.min(to, now + 1)] as const) : null;
    })
    .filter((span) => span !== null)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = -Infinity;
  for (const [from, to] of spans) {
    const begin = Math.max(from, reached);
    if (to > begin) total += to - begin;
    reached = Math.max(reached, to);
  }
  return total;
}

/**
 * The role the CV holds now or held last: the one whose dates end latest, a role still held
 * ending this month. Of two that end together, the one begun later is the newer (a promotion, a
 * second job); of two dated alike, the one the CV lists first. A role dated by one end only is
 * placed by it; an undated role never passes a dated one. Entries with neither a title nor an
 * employer are no roles.
 */
export function latestRole<T extends DatedRole>(
  roles: readonly T[],
  today: Date = new Date(),
): T | undefined {
  const now = thisMonth(today);
  const placed = roles
    .filter((role) => role.title.trim() !== '' || role.company.trim() !== '')
    .map((role, index) => {
      const start = parseDate(role.startDate);
      const end = isPresent(role.endDate) ? now : (parseDate(role.endDate) ?? start);
      const endMonth = typeof end === 'number' ? end : end ? monthIndex(end) : null;
      return { role, index, end: endMonth, start: start ? monthIndex(start) : null };
    });
  const later = (a: number | null, b: number | null) => (a ?? -Infinity) - (b ?? -Infinity);
  placed.sort(
    (a, b) =>
      Number(b.end !== null) - Number(a.end !== null) ||
      later(b.end, a.end) ||
      later(b.start, a.start) ||
      a.index - b.index,
  );
  return placed[0]?.role;
}

/** "over ", "more than " …: words a CV puts before its years ("over 5 years in IT"). */
const QUALIFIER = String.raw`(?:(?:over|more than|nearly|almost|about|around|close to)\s+)?`;
const YEARS = String.raw`(?<![\d.])(\d{1,2})\s*\+?\s*(?:years?|yrs?)\b`;

/**
 * Where a text says how long the candidate has worked: "5 years of experience", "5+ years'
 * hands-on experience", "with over 5 years in IT support", "Over 5 years in networking, …".
 * A figure of something else ("a 4-year degree", "led it for 2 years") is no claim.
 */
const CLAIMS = [
  new RegExp(
    `${QUALIFIER}${YEARS}(?=['’]?(?:\\s+of)?\\s+(?:[\\w-]+\\s+){0,3}?experience\\b)`,
    'gi',
  ),
  new RegExp(`(?<=\\bwith\\s+)${QUALIFIER}${YEARS}`, 'gi'),
  new RegExp(`(?<=^|[.!?]\\s+)${QUALIFIER}${YEARS}(?=\\s+(?:of|in)\\b)`, 'gi'),
];

interface Claim {
  index: number;
  length: number;
  years: number;
}

function claimsIn(text: string): Claim[] {
  const found = new Map<number, Claim>();
  for (const pattern of CLAIMS) {
    for (const match of text.slice(0, 5000).matchAll(pattern)) {
      const years = Number(match[1]);
      if (years >= 1 && years <= 40) {
        found.set(match.index, { index: match.index, length: match[0].length, years });
      }
    }
  }
  return [...found.values()];
}

/** The years a text claims for the whole career: its largest figure ("5 years, 2 of them …"). */
export function claimedYears(text: string): number | null {
  const claims = claimsIn(text);
  return claims.length > 0 ? Math.max(...claims.map((claim) => claim.years)) : null;
}

/**
 * Months of experience: what the roles' dates add up to. Only a CV that dates none of its roles
 * is taken at its word (`claims`: its summary, or its text without one).
 */
export function experienceMonths(
  roles: ReadonlyArray<{ startDate: string; endDate: string }>,
  claims: string,
  today: Date = new Date(),
): number {
  const dated = monthsOfExperience(roles, today);
  return dated > 0 ? dated : (claimedYears(claims) ?? 0) * 12;
}

/** A saved CV's months of experience: the same figure the ATS report reads from its text. */
export const cvExperienceMonths = (cv: CvData, today?: Date) =>
  experienceMonths(cv.experience, cv.personal.summary.trim() || cvToText(cv), today);

/** Months as a reader counts them: "4 years", "over 3 years", "1 year", "less than a year". */
export function yearsText(months: number): string {
  const years = Math.floor(months / 12);
  if (years === 0) return 'less than a year';
  const whole = `${years} ${years === 1 ? 'year' : 'years'}`;
  return months % 12 === 0 ? whole : `over ${whole}`;
}

/**
 * The text with its claim of a career's length told as `months` say, where it claims another
 * figure ("with 5 years in IT" → "with over 3 years in IT"). Only the figure for the whole career
 * is restated: a smaller one counts a part of it ("2 years of them leading a team").
 */
export function restateYears(text: string, months: number): string {
  const claims = claimsIn(text);
  const whole = Math.max(0, ...claims.map((claim) => claim.years));
  if (whole === 0 || whole === Math.floor(months / 12)) return text;
  const said = yearsText(months);
  return claims
    .filter((claim) => claim.years === whole)
    .sort((a, b) => b.index - a.index)
    .reduce((out, claim) => {
      const before = out.slice(0, claim.index);
      const opens = /(?:^|[.!?]\s+)$/.test(before);
      return `${before}${opens ? said[0]!.toUpperCase() + said.slice(1) : said}${out.slice(claim.index + claim.length)}`;
    }, text);
}
