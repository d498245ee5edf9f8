import { isPresent, parseDate, PRESENT, PRESENT_OPENING } from '@careercard/shared/career';

/**
 * Dates as CVs write them ("Jan 2020", "01/2019", "2018", "March, 2017") and ranges between
 * them ending in a date or in "Present", found in a CV's lines. What a date means, and what
 * dated roles add up to, is in @careercard/shared/career.
 */

const MONTH_WORD =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d|'\\d{2})";
/** "2021-03-01", "2021/03": a date written year first, as JSON and some builders print it. */
const YEAR_FIRST =
  '(?:19[5-9]\\d|20[0-4]\\d)(?:-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])|/(?:0[1-9]|1[0-2]))';
/** "Summer 2022": internships and terms are dated by their season. */
const SEASON = '(?:spring|summer|fall|autumn|winter)';
/** "Aug 01, 2022", "1st March 2020": the day, where a certificate's or a paper's date gives it. */
const DAY = '[0-3]?\\d(?:st|nd|rd|th)?';
/** "01-02-2021", "15/06/2018": the day, the month and the year, as Bangladesh writes a date. */
const DAY_MONTH_YEAR = `(?:0?[1-9]|[12]\\d|3[01])[/.-](?:0?[1-9]|1[0-2])[/.-](?:19[5-9]\\d|20[0-4]\\d)`;
const DATE = `(?:${YEAR_FIRST}|${DAY_MONTH_YEAR}|(?:(?:${DAY}\\s+)?${MONTH_WORD}\\.?(?:\\s+${DAY})?|${SEASON}),?\\s*${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR})`;

// A year after "digits:" is a standard's edition ("ISO 9001:2008"), not a date.
const NOT_AN_EDITION = '(?<!\\d:)';

/**
 * "2019-04": a month written year first without its day (JSON Resume, LinkedIn), read only as
 * an end of a range: alone, "2010-11" is more often an academic session.
 */
const YEAR_MONTH = '(?:19[5-9]\\d|20[0-4]\\d)-(?:0[1-9]|1[0-2])(?![\\d/-])';

/** A range: a date, a dash or "to", then a date or "Present". */
const RANGE = new RegExp(
  `${NOT_AN_EDITION}(${YEAR_MONTH}|${DATE})\\s*(?:-|–|—|~|to|till|until)\\s*(${YEAR_MONTH}|${DATE}|${PRESENT})(?![\\d/])`,
  'i',
);
const OPEN_RANGE = new RegExp(
  `${NOT_AN_EDITION}(?<![\\d/])(${YEAR_MONTH}|${DATE})\\s*[-–—]\\s*(?=$|\\s\\|\\s|\\s{3,})`,
  'i',
);
const SINGLE_YEAR_MONTH = /(?<![\d/-])(19[5-9]\d|20[0-4]\d)-(0[1-9]|1[0-2])(?![\d/-])/;
const SINGLE = new RegExp(`${NOT_AN_EDITION}(?<![\\d/])(${DATE})(?![\\d/])`, 'i');
const SINCE = new RegExp(`\\bsince\\s+(${DATE})(?![\\d/])`, 'i');

export interface DateRange {
  /** As written. */
  start: string;
  end: string;
  /** Where in the line the range stands, to cut it out of a heading. */
  index: number;
  length: number;
}

/** The first date range in a line, or a lone date (a graduation year) as its end. */
export function findDateRange(line: string): DateRange | null {
  const range = RANGE.exec(line);
  if (range) {
    const end = range[2]!;
    return {
      start: range[1]!.trim(),
      end: isPresent(end) ? 'Present' : end.trim(),
      index: range.index,
      length: range[0].length,
    };
  }
  // "2019-04 —" with nothing after the dash: a range still open, as themes print a current job.
  const open = OPEN_RANGE.exec(line);
  if (open) {
    return { start: open[1]!.trim(), end: 'Present', index: open.index, length: open[0].length };
  }
  // "Since March 2019": a role still held, from that date.
  const since = SINCE.exec(line);
  if (since) {
    return { start: since[1]!.trim(), end: 'Present', index: since.index, length: since[0].length };
  }
  // "2023-05" alone is a month; "2010-12" may be years 2010 to 2012, and is read so below.
  const month = SINGLE_YEAR_MONTH.exec(line);
  if (month && Number(month[2]) <= Number(month[1]) % 100) {
    return { start: '', end: month[0], index: month.index, length: month[0].length };
  }
  const single = SINGLE.exec(line);
  if (single) {
    return { start: '', end: single[1]!.trim(), index: single.index, length: single[0].length };
  }
  return null;
}

const MORE_DATES = new RegExp(`(?:\\s*(?:,|and|&)\\s*${DATE})+`, 'gi');

/** "Summer 2012 and 2013": what a line holds besides its first range, without further dates. */
export function besideRange(line: string, range: DateRange): string {
  let before = line.slice(0, range.index);
  let after = line.slice(range.index + range.length).replace(MORE_DATES, '');
  // "[ 03/2021 – CURRENT ]", "( 2019 – 2021 )": brackets that held only the range go with it.
  const open = /[[(]\s*$/.exec(before);
  const close = /^\s*[\])]/.exec(after);
  if (open && close) {
    before = before.slice(0, open.index);
    after = after.slice(close[0].length);
  }
  return `${before} ${after}`;
}

/** "2017 – Product Manager, Google": a range's start, its dash, and no end after it. */
const OPEN_START = new RegExp(`^(${DATE})\\s*[-–—](?!\\s*(?:${DATE}|${PRESENT}))\\s*(.*)$`, 'i');
const END_FIRST = new RegExp(`^(${DATE}|${PRESENT_OPENING})\\b\\s*(.*)$`, 'i');
/** "Mar 2021   Led a team …": a date (or "Present") opening a line, and the rest of the line. */
export function leadingDate(line: string): { date: string; rest: string } | null {
  const match = END_FIRST.exec(line.trim());
  return match ? { date: match[1]!, rest: match[2]!.trim() } : null;
}

/** "Senior Software Engineer   Mar 2021 –": a right-hand date column's first line, still open. */
const OPEN_END_CELL = new RegExp(`(\\s{3,})(${DATE})\\s*[-–—]\\s*$`, 'i');
/** "• Led a team of 5 engineers …   Present": the range's end, the next line's last cell. */
const END_CELL = new RegExp(`\\s{3,}(${DATE}|${PRESENT})\\s*$`, 'i');
/**
 * "Aug 2019 – Jan   Marketing Executive": a range whose end's year wrapped to the next line; a
 * column's cell filled to its edge leaves only a space before the text beside it.
 */
const OPEN_MONTH = new RegExp(`^(${DATE})\\s*[-–—]\\s*(${MONTH_WORD})\\.?(?=\\s|$)(.*)$`, 'i');
/** "…, ACCA, Jun": a month's name ending a line with no year after it. */
const MONTH_AT_END = new RegExp(`(?:^|[\\s,(])${MONTH_WORD}\\.?\\s*$`, 'i');
/** "2018", "2018)": a year alone on its line. */
const LONE_YEAR = new RegExp(`^(${YEAR}\\)?)[.,]?$`);
/** "2022   Kolpona Foods Limited": that year, opening the next line. */
const YEAR_FIRST_CELL = new RegExp(`^(${YEAR})(?=\\s{3,}|$)\\s*(.*)$`);

/**
 * A narrow date column wraps a range over two lines ("2017 –" / "Present"), and the text beside
 * it runs on: "2017 – Product Manager, Google" / "Present Leading teams to …". The end goes
 * back to its start, so that every reader sees one range.
 */
export function joinWrappedRanges(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    // "Senior Software Engineer   Mar 2021 –" / "• Led a team …   Present": a date column on the
    // right wrapped beside the entry's lines.
    const openCell = OPEN_END_CELL.exec(out[i]!);
    const endCell = openCell && END_CELL.exec(out[i + 1]!);
    if (openCell && endCell) {
      out[i] = `${out[i]!.slice(0, openCell.index)}${openCell[1]}${openCell[2]} – ${endCell[1]}`;
      out[i + 1] = out[i + 1]!.slice(0, endCell.index);
      continue;
    }
    // "Aug 2019 – Jan   Marketing Executive" / "2022   Kolpona Foods Limited, Nilgiri Hat".
    const month = OPEN_MONTH.exec(out[i]!.trim());
    const year = month && YEAR_FIRST_CELL.exec(out[i + 1]!.trim());
    if (month && year) {
      out[i] = `${month[1]} – ${month[2]} ${year[1]}${month[3]}`;
      out[i + 1] = year[2]!;
      continue;
    }
    // "… Conference [" / "11/2019 ]": a bracketed date that wrapped after its bracket.
    if (/[[(]$/.test(out[i]!.trimEnd()) && END_FIRST.test(out[i + 1]!.trim())) {
      out[i] = `${out[i]!.trimEnd()} ${out[i + 1]!.trim()}`;
      out.splice(i + 1, 1);
      continue;
    }
    // "Diploma in IFRS, ACCA, Jun" / "2018": a date whose year a narrow column wrapped.
    const monthEnd = MONTH_AT_END.exec(out[i]!);
    const lone = monthEnd && LONE_YEAR.exec(out[i + 1]!.trim());
    if (monthEnd && lone) {
      out[i] = `${out[i]!.trimEnd()} ${lone[1]}`;
      out.splice(i + 1, 1);
      continue;
    }
    const start = OPEN_START.exec(out[i]!.trim());
    // "2016 — Gold Medal" / "2022 — Young Scientist Award": items each led by its year.
    const end = start && !OPEN_START.test(out[i + 1]!.trim()) && END_FIRST.exec(out[i + 1]!.trim());
    if (start && end) {
      out[i] = `${start[1]} – ${end[1]} ${start[2]}`.trim();
      out[i + 1] = end[2]!;
      continue;
    }
    // "Apr 2019 –" / "Senior Accountant, Bakul Ltd." / "Present": the column's two lines set
    // either side of the one line beside them, centred on it.
    const below = start && !start[2] && i + 2 < out.length && END_FIRST.exec(out[i + 2]!.trim());
    if (below && !below[2] && !findDateRange(out[i + 1]!)) {
      out[i] = `${start[1]} – ${below[1]} ${out[i + 1]!.trim()}`;
      out.splice(i + 1, 2);
    }
  }
  return out;
}

/** "Nov 2009 - June 2013" and "November 2009 to June 2013": one span written twice. */
export function sameYears(
  a: { start: string; end: string },
  b: { start: string; end: string },
): boolean {
  const year = (text: string) => (isPresent(text) ? 'present' : parseDate(text)?.year);
  return year(a.start) === year(b.start) && year(a.end) === year(b.end);
}
