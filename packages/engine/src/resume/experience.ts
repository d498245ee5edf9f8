import { parseDate } from '@careercard/shared/career';
import { isKnownPlace } from '../text/places';
import { trimEnds } from '../text/trim';
import { besideRange, sameYears } from './dates';
import type { ExperienceType, ResumeExperience } from '../types';
import { ROLE_WORDS } from '../text/roles';
import {
  clean,
  fieldOf,
  inCapitals,
  isHeaderish,
  opensDuty,
  toRows,
  wrapsProse,
  type Row,
} from './lines';
import {
  employerOf,
  isFirmTail,
  isPlace,
  isRole,
  looksLikePlaceName,
  titleAndCompany,
  TOLD_JOB,
} from './entry-names';
import { describe } from './normalise';
import { BODY_TAIL, COMPANY_WORDS, ENTRY_HEADING, INSTITUTION, PIECE_BREAK } from './lexicon';

/**
 * Experience entries. Entries are anchored on their dates, which survive every layout, and
 * their title and employer are read from the short lines around the date.
 */

interface Anchored {
  /** Where its heading begins, as an index of the section's rows. */
  from: number;
  /** Heading parts: the lines before the date and the text beside it. */
  parts: string[];
  /** A place on a line of its own under the heading, when the parts name none. */
  place?: string;
  start: string;
  end: string;
  description: string[];
}

/** The rows that date an entry: each row's index and its range. */
function datedRows(rows: Row[], labelledDates: boolean) {
  return rows.flatMap((row, index) => {
    const { text: line, range } = row;
    if (!range || line.length >= 140) return [];
    const beside = besideRange(line, range);
    const words = beside.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
    // A year inside a sentence ("published in 2004") or a bullet ("Won the 2019 award") is not
    // an entry's date; neither is a labelled line inside a description ("• Period: 2019 - 2020").
    // A sentence the PDF wrapped may also bring its date to the next line ("… for" / "11 months
    // from May 2016 to July 2017.").
    const ending = /[.!?]$/.test(line.trim());
    // "Senior Accountant, Bakul Textiles Ltd., Sonapur.": names in a list, ended like a sentence.
    const pieces = beside.split(/,\s+/);
    const namesOnly =
      pieces.length >= 2 &&
      pieces.every((piece) => piece.split(/\s+/).length <= 6 && !opensDuty(piece.trim()));
    const inProse =
      words > 12 ||
      (ending && words > 6 && !namesOnly) ||
      (ending && !row.parted && wrapsProse(rows[index - 1]?.text));
    const inBullet = row.bullet && (range.start === '' || words <= 2);
    // "Duration: 2019 - 2020" under a project names no job, unless a "Company: …" line leads it,
    // the section's jobs are all written as labelled lines from the first, or no other line
    // dates one (`labelledDates`).
    const detail =
      index > 0 &&
      row.label === 'detail' &&
      rows[index - 1]!.label !== 'field' &&
      rows[0]!.label !== 'detail';
    // "• Worked as Project Engineer in Wipro Technologies from Aug 2008 to Oct 2011.": a job
    // told as a sentence, often in a list of earlier jobs under the latest.
    const told = range.start !== '' && TOLD_JOB.test(beside.replace(/^[^\p{L}]+/u, ''));
    return (inProse || inBullet || (detail && !labelledDates)) && !told ? [] : [{ index, range }];
  });
}

/**
 * Groups a section's lines into dated entries. Up to two short lines just above a date (or the
 * text beside it, or short lines just below it) name the entry; the lines after it, up to the
 * next entry's name, describe it.
 */
function anchoredEntries(rows: Row[]): Anchored[] {
  // "Duration: Jan 2020 to Present" under each job's head: where no other line dates a job, the
  // labelled lines do.
  const found = datedRows(rows, false);
  const dates = found.length > 0 ? found : datedRows(rows, true);
  const entries: Anchored[] = [];
  let floor = 0;
  let open: Anchored | null = null;
  // Indeed exports repeat a dated job without its dates further down: an employer already
  // listed opens no job of its own; its lines stay in the description. Entries are complete
  // by the time their successors are described.
  const employer = (parts: string[]) => titleAndCompany(parts).company.toLowerCase();
  const employers = new Set<string>();
  let counted = 0;
  const listed = (parts: string[]) => {
    for (; counted < entries.length; counted++) employers.add(employer(entries[counted]!.parts));
    return employers.has(employer(parts));
  };
  // The rows from `floor` on describe the open entry, unless an undated job opens among them.
  const describeUntil = (until: number) => {
    for (let i = floor; i < until && open; i++) {
      const parts = rows.slice(i, i + 2).map((row) => row.text);
      if (i + 1 < until && opensUndatedJob(rows, i) && !listed(parts)) {
        open = { from: i, parts, start: '', end: '', description: [] };
        entries.push(open);
        i++;
      } else {
        open.description.push(rows[i]!.text);
      }
    }
  };
  dates.forEach(({ index, range }) => {
    const line = rows[index]!.text;
    // "1. Senior Accountant (April 1, 2019 - Continuing)": Bdjobs numbers each job, whose head
    // starts there; what stands above it is not its name.
    const numbered = /^\d{1,2}[.)]\s+\p{L}/u.test(line) && range.index > 0;
    const beside = trimEnds(clean(besideRange(line, range)).replace(/^\d{1,2}[.)]\s+/, ''), {
      start: /[([,|–—•\s-]/,
      end: /[)\],|–—:\s-]/,
    });
    // "Telerecruiter   Feb 2005 to Jun 2005" after a blank line opens its entry: the lines
    // above the blank end the entry before.
    const titled = /\p{L}/u.test(line.slice(0, range.index));
    // A date line that names the employer ("… Surma Accounts - Sylhet") leaves room above it
    // for the title only; "(5 years)", "Full-time" or "Remote" beside the dates name nobody.
    const names =
      employerOf([beside], '') !== undefined ||
      (COMPANY_WORDS.test(beside) && !isKnownPlace(beside))
        ? 1
        : 0;
    // "Web Developer, Kushiara Soft, Jan 2019 - Feb 2021" names the whole job on its line: the
    // lines above it are the duties of the job before, bulleted or not.
    const pieces = beside.split(/,|\s\|\s|\sat\s/).map((piece) => piece.trim());
    const whole =
      TOLD_JOB.test(beside.replace(/^[^\p{L}]+/u, '')) ||
      (pieces.some(isRole) && pieces.some((piece) => !isRole(piece) && !isPlace(piece)));
    // "" / "09/2013 to 02/2014" / "Program Manager Company Name - City": a bare date set apart
    // from the duties above by a blank line has its heading right under it.
    const headedBelow =
      rows[index]!.parted &&
      !titled &&
      !beside &&
      index + 1 < rows.length &&
      !rows[index + 1]!.parted &&
      rows[index + 1]!.short &&
      !rows[index + 1]!.range;
    // "Padma Softworks Ltd." / blank / "March 2021 - Present" / "Senior Software Engineer": over
    // a bare date whose line below names a role, a name alone in its paragraph is the employer.
    const above = rows[index - 1];
    const employerAbove =
      headedBelow &&
      index - 1 >= floor &&
      above !== undefined &&
      (above.parted || index - 1 === 0) &&
      above.short &&
      above.text.length <= 70 &&
      !above.range &&
      !above.duty &&
      !/:$/.test(above.text) &&
      !isRole(above.text) &&
      isRole(rows[index + 1]!.text);
    const start = employerAbove
      ? index - 1
      : (titled && rows[index]!.parted) || whole || headedBelow || numbered
        ? index
        : headingStart(rows, index, floor, 2 - names);
    describeUntil(start);
    const parts = [...rows.slice(start, index).map((row) => row.text), ...(beside ? [beside] : [])];
    // Which of the parts the dates' line holds: no line above wrapped onto it.
    const datedPart = beside ? index - start : -1;
    // "Title, Company, 2019 - 2021" names both on the date's line.
    // "Manager, Coordinator, Receptionist" names roles only.
    const both = /\s\|\s|\sat\s/.test(beside) || beside.split(',').some((piece) => !isRole(piece));
    const named = parts.length + (/,|\s\|\s|\sat\s/.test(beside) && both ? 1 : 0);
    let after = index + 1;
    // "Company   Date" with the title on the next line. Under a bare date, the next line names
    // the entry however long it is when it holds an employer's slot ("07/1996 to 11/2007" /
    // "Consultant in Finance / Administrative Support Company Name - City , State").
    const slotBelow = (line: string) =>
      parts.length === 0 &&
      line.length <= 140 &&
      employerOf([line], '') !== undefined &&
      /\s[-–](?:\s+\S+){0,5}(?:\s+[-–])?$/.test(line);
    // Lines just above the next entry's dates name that entry ("System Engineer" / "Infosys -"
    // / "2008 to 2010"), not this one.
    const nextDate = dates.find((date) => date.index > index)?.index;
    // "Senior Software Engineer   2021 - Present" / "Padma Softworks Ltd." / blank / "Software
    // Engineer   2018 - 2021": a line glued under the dates, with a blank after it, is theirs.
    const headsNext = (at: number) =>
      nextDate !== undefined &&
      nextDate - at <= 2 &&
      (rows[at]!.parted || !rows.slice(at + 1, nextDate + 1).some((row) => row.parted)) &&
      // A duty between ("Followed up 120 orders") names no entry.
      rows.slice(at, nextDate).every((row) => row.short && !row.duty);
    // "03/2021 – Present   Senior Software Engineer" / "Rupnagar   Padma Softworks Ltd.": the
    // line under a head that opens with its dates has its first cell in the dates' column (the
    // place) and its second under the title (the employer); read as a place set flush right.
    const underDates = (text: string, at: number) => {
      const cells = text.split(/\s{3,}|\s\|\s/);
      return !titled && beside && at === index + 1 && cells.length === 2
        ? `${cells[1]}   ${cells[0]}`
        : text;
    };
    // Lines below are taken until two are, or the ones taken name both the role and employer.
    const complete = () => {
      const { title, company } = titleAndCompany(parts);
      return title !== '' && company !== '' && employerOf(parts, title) !== undefined;
    };
    // "Padma Softworks Ltd." / "Rupnagar" / dates / "Senior Software Engineer": above the
    // dates no role, under them a role.
    const roleUnder = () =>
      after === index + 1 &&
      !withWrappedHead(parts, datedPart).some(isRole) &&
      isRole(rows[after]?.text ?? '');
    // "Senior Accountant, Bakul Textiles & Apparel   Apr 2019 – Present" / "Ltd., Sonapur.": a
    // head written as one sentence of names (moderncv's) that wrapped ends on the next line.
    const next = rows[after];
    if (
      parts.length === 1 &&
      beside === parts[0] &&
      /,/.test(beside) &&
      !/[.!?;:]$/.test(beside.replace(/\b(?:Ltd|Inc|Co|Corp|Pvt|Plc|Llc)\.$/i, '')) &&
      next &&
      !next.parted &&
      !next.bullet &&
      !next.range &&
      !next.duty &&
      next.text.length <= 60 &&
      /\.$/.test(next.text) &&
      !/[.!?]\s/.test(next.text) &&
      // Names, not a sentence saying what the job was ("Runs the month-end close …").
      !/(?:^|\s)\p{Ll}+\s+\p{Ll}+/u.test(next.text)
    ) {
      const comma = /,\s*$/.test(clean(besideRange(line, range))) ? ',' : '';
      parts[0] = `${beside}${comma} ${next.text.replace(/\.$/, '')}`;
      after++;
    }
    while (
      (named + (after - index - 1) < 2 || roleUnder()) &&
      !(after > index + 1 && complete()) &&
      after < rows.length &&
      !rows[after]!.bullet &&
      ((rows[after]!.short && rows[after]!.text.length <= 70) || slotBelow(rows[after]!.text)) &&
      !/:$/.test(rows[after]!.text) &&
      !rows[after]!.range &&
      !headsNext(after) &&
      // "Supervised students in the lab" is the first duty, not the heading.
      !rows[after]!.duty &&
      !rows[after]!.dutyWithNumber
    ) {
      parts.push(underDates(rows[after]!.text, after));
      after++;
    }
    // "Company Location : Sonapur" under the head: a short labelled line naming what the head
    // has not named yet is the head's ("Role: Currently working on …" under a title is a duty).
    const unnamed = (line: string) => {
      const field = fieldOf(line);
      return field !== undefined && line.length <= 70 && !titleAndCompany(parts)[field];
    };
    while (rows[after]?.label === 'field' && !rows[after]!.range && unnamed(rows[after]!.text)) {
      parts.push(rows[after]!.text);
      after++;
    }
    // "Bakul Ltd." / "Senior Accountant" / dates / "Sonapur": a table's right cell under the
    // dates holds the place, alone on its line before the duties.
    const placeRow = rows[after];
    let place = '';
    const head = withWrappedHead(parts, datedPart);
    const headed = titleAndCompany(head);
    if (
      headed.title !== '' &&
      headed.company !== '' &&
      !headed.location &&
      placeRow &&
      !placeRow.bullet &&
      !placeRow.range &&
      !placeRow.duty &&
      // "Highlights" over the duties heads them; it is no place.
      !ENTRY_HEADING.test(placeRow.text.replace(/\s*:$/, '')) &&
      (isKnownPlace(placeRow.text) ||
        isPlace(placeRow.text) ||
        (looksLikePlaceName(placeRow.text) &&
          // Under it the duties begin: a blank, a bullet, or a sentence of its own.
          (rows[after + 1] === undefined ||
            rows[after + 1]!.parted ||
            rows[after + 1]!.bullet ||
            rows[after + 1]!.duty ||
            rows[after + 1]!.dutyWithNumber)))
    ) {
      place = placeRow.text;
      after++;
    }
    // A date that names nothing goes on describing the open entry when it repeats its dates
    // ("Bangalore, India" / "(Nov 2009 - June 2013)") or is a lone year ("… since 2014").
    const { title, company } = headed;
    if (!title && !company && open && (range.start === '' || sameYears(range, open))) {
      floor = start;
      return;
    }
    open = { from: start, parts: head, place, start: range.start, end: range.end, description: [] };
    entries.push(open);
    floor = after;
  });
  describeUntil(rows.length);
  return entries;
}

/**
 * "RAHMAN HAQUE & CO. | AUDIT" / "ASSOCIATE": a head of two names in capitals whose second ran
 * onto the next line, a word or three with no mark of its own. "Rahman Haque & Co. Chartered" /
 * "Accountants": a firm's name whose trade ran onto the next line. Names of a line that carries
 * the entry's dates (part `datedPart`) are no wrap of the line above ("… UNIVERSITY –
 * BALIADANGA" / "LECTURER – 01/2021 – CURRENT").
 */
function withWrappedHead(parts: string[], datedPart = -1): string[] {
  const [first, second, ...rest] = parts;
  // "… at Rahman Haque & Co. Chartered" / "Accountants, Rupnagar", "… at Kashbon Youth
  // Swimming" / "Association, Kashbon": the place may follow the tail, and a body's kind is one.
  const firm = parts.findIndex((part, index) => {
    const tail = part.replace(/,\s*[^,]+$/, '');
    // The name the tail ends: after "at" when the line names the title first.
    const name = parts[index - 1]?.replace(/^.*\s(?:at|@)\s/, '') ?? '';
    return index > 0 && (isFirmTail(tail) || BODY_TAIL.test(tail)) && !isRole(name);
  });
  if (firm > 0) {
    return [
      ...parts.slice(0, firm - 1),
      `${parts[firm - 1]} ${parts[firm]}`,
      ...parts.slice(firm + 1),
    ];
  }
  if (datedPart === 1) return parts;
  // "Kashbon Youth Swimming Association, Kashbon — Volunteer Swim" / "Coach", "…, Rupnagar —
  // Audit" / "Associate": a long head ending in its title wrapped, and a title ends in the word
  // that names the role. Under a piece that is no role, only that word; a piece set apart in a
  // column of its own ("…   Baliadanga" / "Lecturer") is a place's cell that wraps nothing.
  const role = first?.split(PIECE_BREAK).at(-1);
  const tail = isRole(role ?? '')
    ? /^\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)?$/u
    : /^\p{Lu}[\p{L}-]*$/u;
  if (
    second !== undefined &&
    first!.length >= 45 &&
    role !== first &&
    !isKnownPlace(role!) &&
    !(first!.endsWith(` | ${role}`) && !isRole(role!)) &&
    tail.test(second) &&
    isRole(second)
  ) {
    return [`${first} ${second}`, ...rest];
  }
  return first !== undefined &&
    second !== undefined &&
    / \| /.test(first) &&
    !/ \| |,/.test(second) &&
    second.split(/\s+/).length <= 3 &&
    inCapitals(first) &&
    inCapitals(second) &&
    !isKnownPlace(second)
    ? [`${first} ${second}`, ...rest]
    : parts;
}

/**
 * "Technical Consultant" / "ABA Technology Services" after a blank line among a job's duties:
 * a role over an employer's name opens a job the CV gave no dates.
 */
function opensUndatedJob(rows: Row[], i: number): boolean {
  const [role, employer] = [rows[i]!, rows[i + 1]];
  return (
    role.parted &&
    employer !== undefined &&
    [role, employer].every(
      (row) => row.short && row.text.length <= 70 && !/:$/.test(row.text) && !row.range,
    ) &&
    isRole(role.text) &&
    !isRole(employer.text) &&
    (COMPANY_WORDS.test(employer.text) || /\s-$/.test(employer.text))
  );
}

/**
 * Where the heading lines above a date begin, not before `floor`: up to `most` short lines,
 * plus any labelled ones ("Company: …").
 */
function headingStart(rows: Row[], dateIndex: number, floor: number, most: number): number {
  let start = dateIndex;
  let plain = 0;
  for (let i = dateIndex - 1; i >= floor; i--) {
    // A duty belongs to the entry before: one whose verb a number follows ("Trained 6
    // juniors") or a sentence of four words or more ("Hired and led a team …") wherever it
    // stands, any other when a blank line sets it apart from the name. A full stop ends a
    // sentence, not "Infosys Ltd." or "Acme Corp.".
    const row = rows[i]!;
    const line = row.text;
    const duty =
      row.duty ||
      line.length > 60 ||
      (/\p{Ll}{3,}[.!?]$/u.test(line) && !/\b(?:corp|intl|bros)\.$/i.test(line));
    const sentence = row.duty && line.split(/\s+/).length >= 4;
    if (row.dutyWithNumber || sentence || (i + 1 < dateIndex && rows[i + 1]!.parted && duty)) break;
    // "Ran the brand pages, which reached" / "200,000 followers" / blank / "Hill Tracts …": the
    // end of a duty that wrapped, unmarked, over the blank before the next job's name.
    const tail =
      i + 1 < dateIndex && rows[i + 1]!.parted && !row.parted && i > floor && rows[i - 1]!.duty;
    if (tail) break;
    // "Educational Technologies:" introduces what follows it; it names no entry.
    if (!row.short || row.carriesOn || /:$/.test(line)) break;
    // The end of a firm's name that wrapped is part of the line above it, not a line of its own.
    const wrappedFirm = isFirmTail(line) && i - 1 >= floor && !isRole(rows[i - 1]!.text);
    // "Meghna Knitwear Ltd." / "Senior Accountant" / "Dhaka, Bangladesh" / dates: the place
    // names neither the job nor its employer.
    const place = isPlace(line) && !row.range;
    if (row.label !== 'field' && !wrappedFirm && !place && ++plain > most) break;
    start = i;
  }
  return start;
}

/** An entry naming a school and no job title strayed in from Education (two-column PDFs). */
const isJob = (entry: ResumeExperience) =>
  // A dated entry the CV names in no words it sets apart still keeps its dates and duties.
  (entry.title !== '' ||
    entry.company !== '' ||
    (entry.endDate !== '' && entry.description !== '')) &&
  !(INSTITUTION.test(entry.company) && !ROLE_WORDS.test(entry.title)) &&
  !(INSTITUTION.test(entry.title) && !ROLE_WORDS.test(entry.title));

/**
 * A job that carries no dates ("Developer" / "Acme Ltd" / duties), alone in its section or above
 * the dated ones, is still a job: its leading short lines name it and the rest describe it.
 */
function undatedEntry(rows: Row[], until: number): Anchored[] {
  let end = 0;
  while (end < Math.min(2, until) && rows[end]!.short && !rows[end]!.carriesOn) end++;
  // Above dated jobs, only lines that read as a role or an employer name one.
  const names = rows.slice(0, end).map((row) => row.text);
  if (
    end === 0 ||
    (until < rows.length &&
      !names.some((line) => ROLE_WORDS.test(line) || COMPANY_WORDS.test(line)))
  )
    return [];
  const description = rows.slice(end, until).map((row) => row.text);
  // A lone name with nothing under it is a stray line, not a job.
  if (names.length < 2 && description.length === 0) return [];
  return [{ from: 0, parts: names, start: '', end: '', description }];
}

/** "Employment Type: Internship": the kind of job, a field of its own rather than a duty. */
const JOB_TYPE = /^(?:employment|job|position|work)\s+type\s*[:：]\s*(.+)$/i;
const JOB_TYPES: Array<[RegExp, ExperienceType]> = [
  [/^full[\s-]?time/i, 'Full-time'],
  [/^part[\s-]?time/i, 'Part-time'],
  [/^intern/i, 'Internship'],
  [/^volunt/i, 'Volunteer'],
];

/** "Business or sector Voluntary work": the Europass CV's label of a job's industry. */
const EUROPASS_SECTOR = /^business or sector\b/i;

function typed(lines: string[]): { type?: ExperienceType; description: string[] } {
  const description = lines.filter((line) => !EUROPASS_SECTOR.test(clean(line)));
  const at = description.findIndex((line) => JOB_TYPE.test(clean(line)));
  const kind = at < 0 ? '' : JOB_TYPE.exec(clean(description[at]!))![1]!;
  const type = JOB_TYPES.find(([pattern]) => pattern.test(kind))?.[1];
  return type
    ? { type, description: description.filter((_, index) => index !== at) }
    : { description };
}

/**
 * "Senior Accountant   Apr 2019" over "Audit Associate   Jan 2016 – Mar 2019": a lone date on
 * the latest job, where every other job has a whole range ending no later, is when it began (a
 * theme prints no end for a job still held); elsewhere a lone date is an end.
 */
function sinceLatest(entries: Anchored[]): Anchored[] {
  const [latest, ...earlier] = entries;
  const month = (text: string) => {
    const date = parseDate(text);
    return date ? date.year * 12 + date.month : null;
  };
  const since = latest && latest.start === '' ? month(latest.end) : null;
  const ends = earlier.map((entry) => (entry.start === '' ? null : month(entry.end)));
  return since !== null && ends.length > 0 && ends.every((end) => end !== null && end <= since)
    ? [{ ...latest!, start: latest!.end, end: 'Present' }, ...earlier]
    : entries;
}

/** "Total Year of Experience : 10.0 Year(s)": a sum over the jobs, above them, no job itself. */
const TOTAL_EXPERIENCE = /^total\s+(?:years?\s+of\s+)?(?:work\s+|job\s+)?experience\b/i;

/**
 * "9 years" under an employer's name, "(2 years 6 months)" beside a post's dates: how long the
 * posts there lasted (LinkedIn's), which names nothing.
 */
const DURATION =
  /^\(?\d{1,2}\+?\s*(?:years?|yrs?|months?|mos?)(?:,?\s*\d{1,2}\s*(?:months?|mos?))?\)?$/i;

/** The labels a job's rows carry in a table of two columns, a gap and no colon after them. */
const ROW_LABEL =
  /^(\s*(?:company(?: name)?|employer(?: name)?|organi[sz]ation(?: name)?|name of (?:the )?(?:company|employer|organi[sz]ation)|(?:job )?title|position|designation|role|(?:job )?location|place|duration|period|tenure|department|(?:(?:key|job|main) )?(?:responsibilities|duties))(?=(?:\t|\s{3,})[^\s:：]))\s+/i;

const DUTIES_BESIDE = /^\s*((?:(?:key|job|main) )?(?:responsibilities|duties)\s*:)\s*(\S.*)$/i;

export function readExperience(lines: string[]): ResumeExperience[] {
  const rows = toRows(
    lines
      .filter((line) => !TOTAL_EXPERIENCE.test(line.trim()) && !DURATION.test(line.trim()))
      // "Company Name   Karnaphuli Traders Ltd.": read as "Company Name: Karnaphuli …"; the
      // duties' label over the first duty, which names nothing.
      .map((line) => line.replace(ROW_LABEL, '$1: '))
      .flatMap((line) => {
        const duties = DUTIES_BESIDE.exec(line);
        return duties ? [duties[1]!, duties[2]!] : [line];
      }),
  );
  const dated = sinceLatest(anchoredEntries(rows));
  const entries = [...undatedEntry(rows, dated[0]?.from ?? rows.length), ...dated];
  return entries
    .map((entry) => {
      const { type, description } = typed(entry.description);
      return {
        ...titleAndCompany(entry.parts),
        ...(entry.place ? { location: entry.place } : {}),
        startDate: entry.start,
        endDate: entry.end,
        description: describe(description),
        ...(type ? { type } : {}),
      };
    })
    .reduce<ResumeExperience[]>((read, job, index) => {
      const entry = entries[index]!;
      read.push(withEmployerAbove(job, entry, read.at(-1), rows[entry.from - 1]?.text));
      return read;
    }, [])
    .filter(isJob);
}

/**
 * "Surma Commercial Bank PLC" / "Senior Officer   Jul 2020 – Present" / duties / "Officer   Jan
 * 2018 – Jun 2020": posts held one after another at one employer, named once over the first (as
 * LinkedIn's export and CVs that show a promotion set them). A post whose head is its title
 * alone, dated, is held at the employer of the post above, unless a name stands over it (a
 * capitalised line short of a duty's length: an employer the reading left behind).
 */
function withEmployerAbove(
  job: ResumeExperience,
  entry: Anchored,
  above: ResumeExperience | undefined,
  lineAbove = '',
): ResumeExperience {
  const nameAbove =
    isHeaderish(lineAbove) && /^\p{Lu}/u.test(lineAbove) && lineAbove.split(/\s+/).length <= 6;
  return above &&
    above.company !== '' &&
    job.company === '' &&
    job.title !== '' &&
    entry.parts.filter((part) => !DURATION.test(part.trim())).length === 1 &&
    job.endDate !== '' &&
    !nameAbove
    ? { ...job, company: above.company, location: job.location || above.location }
    : job;
}
