import { canonicalSkill, findSkills, skillOccurrences } from '../skills/find-skills';
import type {
  ParsedResume,
  ResumeEducation,
  ResumeExperience,
  ResumeSection,
  ResumeSectionKind,
} from '../types';
import { findContact } from './contact';
import { findDateRange, joinWrappedRanges, monthsOfExperience, sameYears } from './dates';
import { isKnownPlace, isRegionList } from '../text/places';
import { ACTION_VERB_FORMS } from '../text/action-verbs';
import { trimEnds } from '../text/trim';
import { repairText } from '../text/repair-text';
import { ROLE_WORDS } from '../text/roles';
import { headingOf, splitSections } from './sections';
import {
  BROKEN_SUFFIX,
  BULLET,
  COMPANY_WORDS,
  DEGREE,
  DEGREE_CAPITALS,
  EMPLOYER_NAME,
  EMPLOYER_WORDS,
  ENDS_SENTENCE,
  ENTRY_HEADING,
  FIELD_WORD,
  FLUENCY,
  GENERIC_ACTION,
  GROUP_NAME,
  INSTITUTION,
  INSTITUTION_WORDS,
  ITEM_BREAK,
  ITEM_DETAIL,
  LABELLED,
  LABELS,
  LEGAL_FORM,
  LEVEL_FIRST,
  LIST_SEPARATORS,
  MAX_TEXT,
  NAME_IN_ED,
  NO_SKILLS_INSIDE,
  OPENS_SENTENCE,
  PIECE_BREAK,
  PLAIN_GROUP,
  PROJECT_ROLE,
  ROLE_THEN_NAME,
  SKILL_LEVEL,
  SKILL_LEVEL_AFTER,
  URL_IN,
} from './lexicon';

/**
 * Reads a CV's plain text into its parts. Entries are anchored on their dates, which survive
 * every layout, and their title and employer are read from the short lines around the date.
 * It never throws: whatever it cannot read stays empty.
 */

/** One line, single-spaced; a wide gap between columns ("Title      2020") becomes a bar. */
const clean = (line: string) =>
  trimEnds(line.replace(/\s*(?:\t|\s{3,})\s*/g, ' | ').replace(/\s+/g, ' '), {
    start: /[|\s]/,
    end: /[|\s]/,
  });
const isBullet = (line: string) => BULLET.test(line);
const stripBullet = (line: string) => line.replace(BULLET, '').trim();

/** A line short enough and plain enough to be a title, an employer or a place. */
const isHeaderish = (line: string) =>
  line !== '' &&
  !isBullet(line) &&
  line.length <= 90 &&
  !/[.!?]$/.test(line.replace(/\b(?:Ltd|Inc|Co|Corp|Pvt|Jr|Sr)\.$/i, ''));

const sectionText = (sections: ResumeSection[], kind: ResumeSectionKind) =>
  sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);

/** "Senior Analyst": a role's words, not an employer's ("Analyst Bank Ltd"). */
const isRole = (text: string) => ROLE_WORDS.test(text) && !EMPLOYER_WORDS.test(text);

/** "Mysore, Karnataka": a place, never a title or an employer. */
const isPlace = (piece: string) =>
  /^[\p{Lu}][\p{L} .'-]+,\s*[\p{Lu}][\p{L} .'-]+$/u.test(piece) &&
  !ROLE_WORDS.test(piece) &&
  // "Bangladesh" is also in employers' names ("Padma Bank Bangladesh").
  (!COMPANY_WORDS.test(piece) || isRegionList(piece));

/** A heading piece that can be a title, an employer or a place, not a stray fragment. */
const isNamePiece = (piece: string) =>
  (piece.match(/\p{L}/gu)?.length ?? 0) >= 2 &&
  // "completed 6 months internship" tells how long, in a sentence.
  !/\b\d+\+?\s+(?:months?|years?|weeks?)\b/i.test(piece) &&
  !OPENS_SENTENCE.test(piece) &&
  !/^(?:worked|working|involved|responsible)\s+(?:on|in|as|at|with|for|closely|under)\b/i.test(
    piece,
  ) &&
  !ENDS_SENTENCE.test(piece) &&
  !ENTRY_HEADING.test(piece);

/**
 * "Acme Traders - Dhaka, Dhaka -": the heading line that carries the place (or its empty slot)
 * after a dash names the employer, whatever its words.
 */
function employerOf(parts: string[], title: string): string | undefined {
  for (const part of parts) {
    const match = /^(.+?)\s+[-–](?:\s+(.+?))?(?:\s+[-–])?$/.exec(part);
    // "Analyst , | Acme Ltd - Dhaka": the title, then the dates' gap, then the employer.
    const slot = match?.[1]
      ?.split(/\s*\|\s*/)
      .filter(
        (piece, i, pieces) =>
          i === pieces.length - 1 || !(/,$/.test(piece) || (title && piece.startsWith(title))),
      )
      .join(' | ')
      .trim();
    // "Program Analyst, The Office of Planning - City": the title may open the slot too.
    const name =
      title && slot?.startsWith(`${title},`) ? slot.slice(title.length + 1).trim() : slot;
    if (!name || name === title || !isNamePiece(name)) continue;
    if (isKnownPlace(name)) continue;
    if (isRole(name)) continue;
    if (match![2] === undefined || isPlace(match![2]) || isKnownPlace(match![2])) return name;
  }
  return undefined;
}

/**
 * "Test Engineer (Infosys Ltd.)", "Infosys Ltd (Technology Lead)": a role and an employer, one
 * of them in brackets, are two pieces; any other bracket ("Associate (MTA)") stays in its name.
 */
function bracketed(piece: string): string[] {
  // The PDF may have wrapped the closing bracket away ("Test Engineer (Infosys Ltd").
  const match = /^(.+?)\s*\(([^()]+)(?:\)\.?)?$/.exec(piece.trim());
  if (!match) return [piece];
  const [outer, inner] = [match[1]!, match[2]!];
  const [named, other] = isRole(outer) ? [outer, inner] : [inner, outer];
  return isRole(named) && !isRole(other) && COMPANY_WORDS.test(other) ? [outer, inner] : [piece];
}

/** "Auditor II Padma Bank Ltd": a role and an employer on one line with nothing between them. */
function roleBeforeEmployer(text: string): [string, string] | undefined {
  const match = ROLE_THEN_NAME.exec(text);
  if (!match || !/^\p{Lu}/u.test(match[2]!)) return undefined;
  const [role, employer] = [match[1]!, match[2]!];
  return isRole(role) && EMPLOYER_WORDS.test(employer) ? [role, employer] : undefined;
}

/**
 * "Google, Mountain View, CA, USA", "ABC Company, Inc., Dhaka": the place rides after the first
 * comma that leaves no word of an employer's name behind it.
 */
function placeAfter(company: string): [string, string] | undefined {
  const parts = company.split(/\s*,\s*/);
  for (let i = 1; i < parts.length; i++) {
    // "…, Inc., Anywhere, USA": a legal form after a comma still belongs to the name.
    if (LEGAL_FORM.test(parts[i]!)) continue;
    const place = parts.slice(i).join(', ');
    if (parts.length - i <= 3 && (!COMPANY_WORDS.test(place) || isKnownPlace(place))) {
      return [parts.slice(0, i).join(', '), place];
    }
  }
  return undefined;
}

/** Splits an entry's heading parts into title, company and location. */
function titleAndCompany(rawParts: string[]) {
  const labelled: Partial<Record<'title' | 'company' | 'location', string>> = {};
  const parts = rawParts.filter((part) => {
    const match = LABELLED.exec(part);
    if (!match) return true;
    const field = LABELS.find(([label]) => label.test(match[1]!.trim()))?.[1];
    if (field && !labelled[field]) labelled[field] = match[2]!.trim();
    // Other labels ("Project Name: …", "Duration: …") describe the entry, they do not name it.
    return false;
  });
  let stated: string | undefined;
  const pieces = parts
    // "… Project Domain: Banking" tacked on after the name describes the entry.
    .map((part) => part.replace(/\s+\p{Lu}[\p{L} ]{1,25}:\s.*$/u, ''))
    .flatMap((part) => {
      // "Infosys group as a Test Analyst": the role follows "as a".
      const as = /^(.+?)\s+as an?\s+(.+)$/i.exec(part);
      if (as && ROLE_WORDS.test(as[2]!)) return [as[2]!, as[1]!];
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(part);
      // "Neudesic (Vendor @ Microsoft)": an "at" inside brackets names no employer; "at Dhaka"
      // names a place, and "at Oracle, Hyderabad for 6 months" the employer Oracle.
      if (at && !openBracket(at[1]!)) {
        const employer = trimEnds(
          at[2]!.replace(/\s+(?:for|since|from|during|till|until)\s.*$/i, ''),
          { end: /[,\s:-]/ },
        );
        const name = EMPLOYER_WORDS.test(employer) ? employer : employer.split(',')[0]!;
        const place = isKnownPlace(name) || (isKnownPlace(employer) && !COMPANY_WORDS.test(name));
        if (!place) stated = name.trim();
        // "Interned at Acme" names the role by its verb; "Worked at Acme" names none.
        const role = at[1]!.replace(/^interned$/i, 'Intern').replace(/^(?:worked|employed)$/i, '');
        return [role, at[2]!];
      }
      // "Sales Officer, Bogura Traders, Dhaka": a title before the first comma, unless a role
      // follows it too ("Software Engineer, Intern").
      const comma = /^([^,]+),\s*(.+)$/.exec(part);
      if (comma && isRole(comma[1]!) && !isRole(comma[2]!)) {
        return [comma[1]!, ...comma[2]!.split(PIECE_BREAK)];
      }
      // "Padma Softworks Ltd., Senior Software Engineer": the employer first, then the role.
      if (comma && !isRole(comma[1]!) && isRole(comma[2]!) && !isKnownPlace(comma[1]!)) {
        return [...comma[2]!.split(PIECE_BREAK), comma[1]!];
      }
      return part.split(PIECE_BREAK);
    })
    .flatMap(bracketed)
    .map((piece) => trimEnds(piece, { start: /[,\s-]/, end: /[,\s:-]/ }))
    .filter((piece) => isNamePiece(piece) && !/^(?:present|current)$/i.test(piece));

  let title = pieces.find(isRole) ?? '';
  // "Senior Engineer - Infosys Technologies Limited" / "LabVIEW, Trello - Bengaluru -": a name
  // with a legal form beats an employer's slot that holds no employer's word.
  const legal = pieces.find((piece) => piece !== title && EMPLOYER_WORDS.test(piece));
  const slotted = employerOf(parts, title);
  let company =
    stated ??
    (slotted && (COMPANY_WORDS.test(slotted) || !legal) ? slotted : legal) ??
    pieces.find((piece) => piece !== title && COMPANY_WORDS.test(piece) && !isPlace(piece)) ??
    pieces.find((piece) => piece !== title && !isPlace(piece)) ??
    '';
  if (!title) [title, company] = roleBeforeEmployer(company) ?? [title, company];
  if (!title) title = pieces.find((piece) => piece !== company && !isPlace(piece)) ?? '';
  let location: string;
  const place = placeAfter(company);
  if (place) {
    [company, location] = place;
  } else {
    location =
      pieces.find((piece) => piece !== title && piece !== company && /,/.test(piece)) ?? '';
  }
  return {
    title: (labelled.title ?? title).slice(0, 200),
    company: (labelled.company ?? company).slice(0, 200),
    location: (labelled.location ?? location).slice(0, 200),
  };
}

/** A section's lines without the blank ones, and which of them a blank line set apart. */
interface Rows {
  text: string[];
  parted: boolean[];
}

function toRows(lines: string[]): Rows {
  const rows: Rows = { text: [], parted: [] };
  let blank = false;
  for (const line of lines.map(clean)) {
    // Indeed exports leave a lone dash where a job names no employer ("Engineer" / "-" / dates).
    if (line === '' || /^[-–—]$/.test(line)) {
      blank = true;
      continue;
    }
    rows.text.push(line);
    rows.parted.push(blank);
    blank = false;
  }
  return rows;
}

interface Anchored {
  /** Where its heading begins, as an index of the section's rows. */
  from: number;
  /** Heading parts: the lines before the date and the text beside it. */
  parts: string[];
  start: string;
  end: string;
  description: string[];
}

/**
 * Groups a section's lines into dated entries. Up to two short lines just above a date (or the
 * text beside it, or short lines just below it) name the entry; the lines after it, up to the
 * next entry's name, describe it.
 */
function anchoredEntries({ text: rows, parted }: Rows): Anchored[] {
  const dates = rows.flatMap((line, index) => {
    const range = line.length < 140 ? findDateRange(line) : null;
    if (!range) return [];
    const beside = `${line.slice(0, range.index)} ${line.slice(range.index + range.length)}`;
    const words = beside.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
    // A year inside a sentence ("published in 2004") or a bullet ("Won the 2019 award") is not
    // an entry's date; neither is a labelled line inside a description ("• Period: 2019 - 2020").
    // A sentence the PDF wrapped may also bring its date to the next line ("… for" / "11 months
    // from May 2016 to July 2017.").
    const ending = /[.!?]$/.test(line.trim());
    const inProse =
      words > 12 ||
      (ending && words > 6) ||
      (ending && !parted[index] && wrapsProse(rows[index - 1]));
    const inBullet = isBullet(line) && (range.start === '' || words <= 2);
    // "Duration: 2019 - 2020" under a project names no job, unless a "Company: …" line leads it
    // or the section's jobs are all written as labelled lines from the first.
    const detail =
      index > 0 && isDetailLine(line) && !isFieldLine(rows[index - 1]!) && !isDetailLine(rows[0]!);
    return inProse || inBullet || detail ? [] : [{ index, range }];
  });

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
      const parts = rows.slice(i, i + 2);
      if (i + 1 < until && opensUndatedJob({ text: rows, parted }, i) && !listed(parts)) {
        open = { from: i, parts, start: '', end: '', description: [] };
        entries.push(open);
        i++;
      } else {
        open.description.push(rows[i]!);
      }
    }
  };
  dates.forEach(({ index, range }) => {
    const line = rows[index]!;
    const beside = trimEnds(
      clean(`${line.slice(0, range.index)} ${line.slice(range.index + range.length)}`),
      { start: /[([,|–—\s-]/, end: /[)\],|–—:\s-]/ },
    );
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
    const whole = pieces.some(isRole) && pieces.some((piece) => !isRole(piece) && !isPlace(piece));
    // "" / "09/2013 to 02/2014" / "Program Manager Company Name - City": a bare date set apart
    // from the duties above by a blank line has its heading right under it.
    const headedBelow =
      parted[index] &&
      !titled &&
      !beside &&
      index + 1 < rows.length &&
      !parted[index + 1] &&
      isHeaderish(rows[index + 1]!) &&
      !findDateRange(rows[index + 1]!);
    const start =
      (titled && parted[index]) || whole || headedBelow
        ? index
        : headingStart({ text: rows, parted }, index, floor, 2 - names);
    describeUntil(start);
    const parts = [...rows.slice(start, index), ...(beside ? [beside] : [])];
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
    const headsNext = (at: number) =>
      nextDate !== undefined &&
      nextDate - at <= 2 &&
      rows.slice(at, nextDate).every((row) => isHeaderish(row));
    // Lines below are taken until two are, or the ones taken name both the role and employer.
    const complete = () => {
      const { title, company } = titleAndCompany(parts);
      return title !== '' && company !== '' && employerOf(parts, title) !== undefined;
    };
    // "Padma Softworks Ltd." / "Rupnagar" / dates / "Senior Software Engineer": above the
    // dates no role, under them a role.
    const roleUnder = () => after === index + 1 && !parts.some(isRole) && isRole(rows[after] ?? '');
    while (
      (named + (after - index - 1) < 2 || roleUnder()) &&
      !(after > index + 1 && complete()) &&
      after < rows.length &&
      !isBullet(rows[after]!) &&
      ((isHeaderish(rows[after]!) && rows[after]!.length <= 70) || slotBelow(rows[after]!)) &&
      !/:$/.test(rows[after]!) &&
      !findDateRange(rows[after]!) &&
      !headsNext(after) &&
      // "Supervised students in the lab" is the first duty, not the heading.
      !opensDuty(rows[after]!)
    ) {
      parts.push(rows[after]!);
      after++;
    }
    // A date that names nothing goes on describing the open entry when it repeats its dates
    // ("Bangalore, India" / "(Nov 2009 - June 2013)") or is a lone year ("… since 2014").
    const { title, company } = titleAndCompany(parts);
    if (!title && !company && open && (range.start === '' || sameYears(range, open))) {
      floor = start;
      return;
    }
    open = { from: start, parts, start: range.start, end: range.end, description: [] };
    entries.push(open);
    floor = after;
  });
  describeUntil(rows.length);
  return entries;
}

/**
 * "Technical Consultant" / "ABA Technology Services" after a blank line among a job's duties:
 * a role over an employer's name opens a job the CV gave no dates.
 */
function opensUndatedJob({ text: rows, parted }: Rows, i: number): boolean {
  const [role, employer] = [rows[i]!, rows[i + 1]];
  return (
    parted[i] === true &&
    employer !== undefined &&
    [role, employer].every(
      (line) => isHeaderish(line) && line.length <= 70 && !/:$/.test(line) && !findDateRange(line),
    ) &&
    isRole(role) &&
    !isRole(employer) &&
    (COMPANY_WORDS.test(employer) || /\s-$/.test(employer))
  );
}

/** A long line of prose that stops mid-sentence: the PDF wrapped it. */
const wrapsProse = (line: string | undefined) =>
  line !== undefined && line.length >= 60 && !/[.!?:;]$/.test(line);

/**
 * A line that carries on the bullet above it, wrapped by the PDF, not a new heading. A blank
 * line above it says it starts something new.
 */
const continues = ({ text: rows, parted }: Rows, i: number) =>
  !parted[i] &&
  (/^\p{Ll}/u.test(rows[i]!) || (i > 0 && isBullet(rows[i - 1]!) && !/[.!?]$/.test(rows[i - 1]!)));

/** "Duration: …", "Team Size: …": a labelled line that describes an entry without naming it. */
const isDetailLine = (line: string) => {
  const label = LABELLED.exec(stripBullet(line))?.[1]?.trim();
  return label !== undefined && !LABELS.some(([pattern]) => pattern.test(label));
};

/** "Position: Analyst": a line whose label says it names the entry. */
const isFieldLine = (line: string) => {
  const label = LABELLED.exec(line)?.[1]?.trim();
  return label !== undefined && LABELS.some(([pattern]) => pattern.test(label));
};

/**
 * Where the heading lines above a date begin, not before `floor`: up to `most` short lines,
 * plus any labelled ones ("Company: …").
 */
function headingStart(rows: Rows, dateIndex: number, floor: number, most: number): number {
  let start = dateIndex;
  let plain = 0;
  for (let i = dateIndex - 1; i >= floor; i--) {
    // A duty belongs to the entry before: one whose verb a number follows ("Trained 6
    // juniors") wherever it stands, any other when a blank line sets it apart from the name.
    // A full stop ends a sentence, not "Infosys Ltd." or "Acme Corp.".
    const line = rows.text[i]!;
    const duty =
      opensDuty(line) ||
      line.length > 60 ||
      (/\p{Ll}{3,}[.!?]$/u.test(line) && !/\b(?:corp|intl|bros)\.$/i.test(line));
    if (opensDutyWithNumber(line) || (i + 1 < dateIndex && rows.parted[i + 1] && duty)) break;
    // "Educational Technologies:" introduces what follows it; it names no entry.
    if (!isHeaderish(rows.text[i]!) || continues(rows, i) || /:$/.test(rows.text[i]!)) break;
    if (!isFieldLine(rows.text[i]!) && ++plain > most) break;
    start = i;
  }
  return start;
}

/** "Jan 2021 - Jun 2021", "(2019)": a line that holds dates and nothing else. */
function isDatesOnly(line: string): boolean {
  const range = findDateRange(line);
  const rest = range && line.slice(0, range.index) + line.slice(range.index + range.length);
  return rest !== null && !/[\p{L}\p{N}]/u.test(rest);
}

/**
 * A line opening with an action verb and its object ("Managed budgets …", "Cut costs …", "Plan
 * events …") starts a duty of its own even without a marker (list bullets a PDF drew as
 * shapes); a name ("Ahmed Karim", "United Nations") that a wrapped sentence carried over does not.
 */
const opensDuty = (line: string) => opensWithVerb(line, /^(\p{Lu}\p{Ll}+)\s+\p{Ll}/u);

/** "Trained 6 junior accountants": a duty whose verb a number follows. */
const opensDutyWithNumber = (line: string) => opensWithVerb(line, /^(\p{Lu}\p{Ll}+)\s+\d/u);

/** Whether the line's first word, as `opening` finds it, is an action verb. */
function opensWithVerb(line: string, opening: RegExp): boolean {
  const verb = opening.exec(line)?.[1];
  return (
    verb !== undefined &&
    (ACTION_VERB_FORMS.has(verb.toLowerCase()) || (/ed$/.test(verb) && !NAME_IN_ED.test(line)))
  );
}

/**
 * A line and the next one the PDF wrapped it onto. A word broken at the line's end is whole
 * again: "deploy-" / "ment" without its hyphen, "cloud-" / "native" with it.
 */
function joinWrapped(line: string, next: string): string {
  if (!/\p{Ll}-$/u.test(line)) return `${line} ${next}`;
  return `${BROKEN_SUFFIX.test(next) ? line.slice(0, -1) : line}${next}`;
}

/** Description lines joined, bullets kept one per line without their markers. */
function describe(lines: string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    if (
      isBullet(line) ||
      out.length === 0 ||
      /[.!?:;]$/.test(out[out.length - 1]!) ||
      isDatesOnly(out[out.length - 1]!) ||
      opensDuty(line)
    ) {
      out.push(stripBullet(line));
    } else {
      // A bullet wrapped onto the next line continues it.
      out[out.length - 1] = joinWrapped(out[out.length - 1]!, line);
    }
  }
  return out.filter(Boolean).join('\n').slice(0, 5000);
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
function undatedEntry(rows: Rows, until: number): Anchored[] {
  let end = 0;
  while (end < Math.min(2, until) && isHeaderish(rows.text[end]!) && !continues(rows, end)) end++;
  // Above dated jobs, only lines that read as a role or an employer name one.
  const names = rows.text.slice(0, end);
  if (
    end === 0 ||
    (until < rows.text.length &&
      !names.some((line) => ROLE_WORDS.test(line) || COMPANY_WORDS.test(line)))
  )
    return [];
  const description = rows.text.slice(end, until);
  // A lone name with nothing under it is a stray line, not a job.
  if (names.length < 2 && description.length === 0) return [];
  return [{ from: 0, parts: names, start: '', end: '', description }];
}

function readExperience(lines: string[]): ResumeExperience[] {
  const rows = toRows(lines);
  const dated = anchoredEntries(rows);
  return [...undatedEntry(rows, dated[0]?.from ?? rows.text.length), ...dated]
    .map((entry) => ({
      ...titleAndCompany(entry.parts),
      startDate: entry.start,
      endDate: entry.end,
      description: describe(entry.description),
    }))
    .filter(isJob);
}

/** "Manage the College's communications …": a sentence that names a school is no school. */
const isSentence = (part: string) => {
  const words = part.split(/\s+/).length;
  return (/^\p{Ll}/u.test(part) && words > 5) || (/\.$/.test(part) && words > 6) || words > 20;
};
const isDegree = (part: string) =>
  (DEGREE.test(part) || DEGREE_CAPITALS.test(part)) &&
  !INSTITUTION.test(part.replace(/\bschool certificate\b/i, '')) &&
  !isSentence(part);

/** "University / Board": a table's column heading, not a school. */
const isTableHeader = (part: string) =>
  part
    .toLowerCase()
    .replace(/\b(?:name of|the|or)\b|[/&]/g, ' ')
    .trim()
    .split(/\s+/)
    .every((word) => /^(?:university|institute|institution|college|school|board)$/.test(word));

/** "IIIT - Bengaluru, Karnataka": the line that carries a place after a dash names the school. */
function schoolOf(line: string): string | undefined {
  const match = /^(.+?)\s+-(?:\s+(.+?))?(?:\s+-)?$/.exec(line);
  if (!match || !(match[2] === undefined || isPlace(match[2]))) return undefined;
  return isNamePiece(match[1]!) ? match[1]!.trim() : undefined;
}

/**
 * "PhD in Computer Science, CalTech, Pasadena, USA": the part after the degree, leaving out notes
 * on it ("Specialization in AI"), names the school when a known place follows it.
 */
function schoolAfter(parts: string[], degree: string): string | undefined {
  const after = parts
    .slice(parts.indexOf(degree) + 1)
    .filter(
      (part) => !/^(?:speciali[sz]ation|major|minor|concentration|c?gpa|with|thesis)\b/i.test(part),
    );
  const [school, ...place] = after;
  return school !== undefined && isNamePiece(school) && isKnownPlace(place.join(', '))
    ? school
    : undefined;
}

/**
 * "BSc in CSE from North South University", "Bachelor of Science : Nutrition George Mason
 * University": a degree and its school on one line with no separator between them. The school
 * starts after "from" or "at", or with the capitalised words before its "University" that name
 * no field of study. Without such words it is no school's name ("Modern English School").
 */
function degreeAndSchool(part: string): [string, string] | undefined {
  const degreeStart = DEGREE.exec(part)?.index;
  if (degreeStart === undefined || !INSTITUTION.test(part)) return undefined;
  const joined = /^(.+?)\s+(?:from|at)\s+(.+)$/i.exec(part);
  if (joined && isDegree(joined[1]!) && INSTITUTION.test(joined[2]!)) {
    return [joined[1]!, joined[2]!];
  }
  for (const match of part.matchAll(INSTITUTION_WORDS)) {
    // "S.B.K.V higher secondary school" is one name, written in lower case.
    if (match.index <= degreeStart || !/^\p{Lu}/u.test(match[0])) continue;
    let start = match.index;
    const before = part.slice(0, match.index).trimEnd().split(/\s+/);
    let taken = 0;
    for (
      ;
      taken < 3 && /^\p{Lu}/u.test(before.at(-1) ?? '') && !FIELD_WORD.test(before.at(-1)!);
      taken++
    ) {
      start -= before.pop()!.length + 1;
    }
    // "The Michael G. Foster School": the article opens the name.
    if (taken > 0 && before.at(-1) === 'The') start -= 4;
    const degree = trimEnds(part.slice(0, start), { end: /[\s:,-]/ });
    return (taken > 0 || /^\s+of\s/i.test(part.slice(match.index + match[0].length))) &&
      isDegree(degree)
      ? [degree, part.slice(start).trim()]
      : undefined;
  }
  return undefined;
}

/**
 * Whether a line is the field of study of a degree named without one ("BSc", "Master of
 * Business Administration"): a few words, each a field's word or a joining one.
 */
function isFieldOf(degree: string, line: string): boolean {
  // "BSc in CSE" names its field already.
  if (/\sin\s|[,(]/i.test(degree)) return false;
  const words = line.replace(/[()]/g, ' ').split(/\s+/).filter(Boolean);
  return (
    words.length >= 1 &&
    words.length <= 6 &&
    words.every((word) => FIELD_WORD.test(word) || /^(?:and|&|of)$/i.test(word))
  );
}

/**
 * Education lines as written before a narrow column wrapped them: a line that ends in a comma
 * goes on in the next, and so does a school's name whose next line starts with a joining word
 * ("Meghna University of Science" / "and Technology"), put back before the dates beside it.
 */
function joinWrappedEducation(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines.map(clean)) {
    const last = out[out.length - 1];
    if (last !== undefined && last.endsWith(',') && line !== '') {
      out[out.length - 1] = `${last} ${line}`;
    } else if (
      last !== undefined &&
      /^(?:and|of|for|&)\s/.test(line) &&
      line.split(/\s+/).length <= 5 &&
      !findDateRange(line) &&
      INSTITUTION.test(last)
    ) {
      // "… of Science | Jan 2014 - Jan 2018": the name's end goes before the dates' cell.
      out[out.length - 1] = / \| (?!.* \| )/.test(last)
        ? last.replace(/ \| (?!.* \| )/, ` ${line} | `)
        : `${last} ${line}`;
    } else {
      out.push(line);
    }
  }
  return out;
}

function readEducation(lines: string[]): ResumeEducation[] {
  const entries: ResumeEducation[] = [];
  let current: ResumeEducation | null = null;
  let lead: { text: string; entry: ResumeEducation } | null = null;
  const fresh = (): ResumeEducation => ({
    degree: '',
    institution: '',
    location: '',
    startDate: '',
    endDate: '',
    description: '',
  });
  const joined = joinWrappedEducation(lines).map(stripBullet);
  for (const line of joined) {
    if (line === '') continue;
    const range = findDateRange(line);
    const text = range
      ? trimEnds(clean(`${line.slice(0, range.index)} ${line.slice(range.index + range.length)}`), {
          start: /[(,|–\s-]/,
          end: /[),|–:\s-]/,
        })
      : line;
    const parts = text
      .split(/\s*[|–—]\s*|\s+-\s+|,\s+(?=[A-Z])|\t|\s{3,}/)
      .map((p) => p.trim())
      .filter(Boolean)
      .flatMap((part) => degreeAndSchool(part) ?? [part]);
    // "Cambridge, MA, USA" names a place, not a Master of Arts.
    const named = isKnownPlace(text) && !DEGREE.test(text) ? undefined : parts.find(isDegree);
    // "Computer Science, BSc, Meghna University" and "BSc - Computer Science": the field of a
    // degree that names none beside it.
    const field =
      named &&
      [parts[parts.indexOf(named) - 1], parts[parts.indexOf(named) + 1]].find(
        (part) => part !== undefined && isFieldOf(named, part),
      );
    const degree = named && field ? `${named} in ${field}` : named;
    const institution =
      parts.find(
        (part) =>
          INSTITUTION.test(part) && part !== degree && !isTableHeader(part) && !isSentence(part),
      ) ?? (degree ? schoolAfter(parts, degree) : schoolOf(text));
    if ((degree && current?.degree) || (institution && current?.institution) || !current) {
      if (degree || institution || !current) {
        if (current && (current.degree || current.institution)) entries.push(current);
        current = fresh();
      }
    }
    // "C.S." / "Bhola Technical University": the short line just above a school line that names
    // no degree is the school's degree or board ("CBSE"), also when it was first read as a note
    // of the entry before, which its date had already closed.
    if (
      institution &&
      !degree &&
      !current.degree &&
      lead &&
      text.length <= 80 &&
      !DEGREE.test(text) &&
      (lead.entry === current || lead.entry.endDate !== '')
    ) {
      current.degree = lead.text.slice(0, 200);
      if (lead.entry.location === lead.text) lead.entry.location = '';
      else lead.entry.description = lead.entry.description.slice(0, -lead.text.length).trim();
    }
    lead = null;
    if (degree) current.degree = degree.slice(0, 200);
    if (institution) current.institution = institution.slice(0, 200);
    if (range && !current.endDate) {
      current.startDate = range.start;
      current.endDate = range.end;
    }
    const other = parts.filter((part) => part !== named && part !== field && part !== institution);
    // "BSc in CSE, Rupnagar College, Khulna, Bangladesh, CGPA 3.6": what a degree's or a
    // school's line holds besides them is its place or a note on it.
    if ((degree || institution) && other.length > 0) {
      const rest = other.join(', ');
      if (!current.location && isKnownPlace(rest)) current.location = rest;
      else
        current.description = [current.description, rest].filter(Boolean).join('\n').slice(0, 5000);
    }
    // "BSc" / "Computer Science and Engineering": a degree printed apart from its field.
    if (!degree && !institution && !range && current.degree && isFieldOf(current.degree, text)) {
      current.degree = `${current.degree} in ${text}`.slice(0, 200);
      continue;
    }
    if (!degree && !institution && other.length > 0) {
      const note = other.join(', ');
      const words = note.split(/\s+/).length;
      // "C.S." is a degree; "Graduated with honours." is a sentence.
      const short =
        /^\p{Lu}/u.test(note) && !/:$/.test(note) && words <= (/\.$/.test(note) ? 2 : 10);
      if (!range && short && !isKnownPlace(note)) lead = { text: note, entry: current };
      if (
        !current.location &&
        other.length === 1 &&
        /^[\p{Lu}][\p{L} .'-]+(?:,\s*[\p{Lu}][\p{L} .'-]+)?$/u.test(note) &&
        note.length < 40
      ) {
        current.location = note;
      } else {
        current.description = [current.description, note].filter(Boolean).join('\n').slice(0, 5000);
      }
    }
  }
  if (current && (current.degree || current.institution)) entries.push(current);
  // "Electrical engineering" / "VSSUT, Burla": a section naming nothing our words know still
  // holds a course and a school, in the order CVs most often give them.
  const [course, school] = joined.filter(Boolean);
  if (
    entries.length === 0 &&
    course &&
    school &&
    [course, school].every((line) => isHeaderish(line) && !findDateRange(line))
  ) {
    entries.push({ ...fresh(), degree: course, institution: school.replace(/\s+-(?:\s.*)?$/, '') });
  }
  // "UC Berkeley   2019": a school our words miss was read as a place; a place has a comma.
  for (const entry of entries) {
    if (
      !entry.institution &&
      entry.location &&
      !entry.location.includes(',') &&
      !isKnownPlace(entry.location)
    ) {
      entry.institution = entry.location;
      entry.location = '';
    }
  }
  return entries.slice(0, 20);
}

/** "Vendor (Acme": a bracket opened and not closed. */
const openBracket = (text: string) => text.lastIndexOf('(') > text.lastIndexOf(')');

/** "(Backup" waits for its ")" on a later line. */
const unclosed = (line: string) =>
  (line.match(/[({]/g)?.length ?? 0) > (line.match(/[)}]/g)?.length ?? 0);

/**
 * "Version Control Git, SVN": a table's group name and its skills, the gap between the columns
 * lost. How long the group name is when a skill follows it ("Cloud Computing" has none).
 */
function groupNameLength(line: string): number {
  const plain = PLAIN_GROUP.exec(line);
  // "Databases I designed …" is a sentence.
  if (plain && /^(?!(?:I|We|My|Our|The)\b)[\p{Lu}\d.]/u.test(line.slice(plain[0].length))) {
    return plain[0].length;
  }
  const match = GROUP_NAME.exec(line);
  return match && skillOccurrences(line.slice(match[0].length))[0]?.at === 0 ? match[0].length : 0;
}

/**
 * The lines of a skills list with wrapped items put back together: a list line that stops
 * without a comma ("… Microservices" / "Architecture, …"), inside brackets, or a bullet whose
 * next line goes on in lower case continues on the next line, unless a blank line parts them,
 * which a PDF's wrapping never does.
 */
function unwrapList(lines: string[]): string[] {
  const out: string[] = [];
  let blank = false;
  for (const raw of lines.map(clean)) {
    if (raw === '') {
      blank = true;
      continue;
    }
    const last = out[out.length - 1];
    const wrapped =
      !blank &&
      last !== undefined &&
      // A list line ending in a closed bracket ended with its item.
      ((last.includes(',') && !/[,;)]$/.test(last)) ||
        unclosed(last) ||
        (isBullet(last) && /^[a-z&)]/.test(raw))) &&
      !isBullet(raw) &&
      !/^[A-Za-z][A-Za-z &/]{1,30}\s*[:：]/.test(raw) &&
      groupNameLength(raw) === 0 &&
      // A table's rows each open with a group's name.
      !(GROUP_NAME.test(raw) && GROUP_NAME.test(last));
    if (wrapped) out[out.length - 1] = `${last} ${raw}`;
    else out.push(raw);
    blank = false;
  }
  return out;
}

/**
 * A sentence in a skills section ("Knowledge of OSI and TCP/IP architecture.") is not a list:
 * its skills are the ones the taxonomy finds in it.
 */

function isProse(listLine: string): boolean {
  // Judged without its number ("3. Generating Adobe forms.").
  const line = listLine.replace(/^\d{1,2}[.)]\s+/, '');
  const words = line.split(/\s+/).length;
  const separators = line.match(LIST_SEPARATORS)?.length ?? 0;
  const firstItem = line.split(LIST_SEPARATORS)[0]!.split(/\s+/).length;
  return (
    (/\.$/.test(line) && (words >= 6 ? separators <= 1 || firstItem > 5 : false)) ||
    (words >= 10 && separators * 4 < words) ||
    // "Creating classical reports." and "Configuring & Troubleshooting LAN" are tasks done.
    (/\.$/.test(line) && words >= 3 && /^\p{Lu}\p{Ll}+ing\s/u.test(line)) ||
    (words >= 3 && GENERIC_ACTION.test(line.split(/[\s,&]+/)[0]!))
  );
}

/** Replaces each bracketed part, inner brackets first ("Office (Word (Advanced), Excel)"). */
function replaceBrackets(line: string, by: (inner: string) => string): string {
  let out = line;
  // Three levels are more than any CV nests; the bound keeps a hostile line cheap.
  for (let level = 0; level < 3; level++) {
    const next = out.replace(/\s*[({]([^(){}]*)[)}]/g, (_, inner: string) => by(inner));
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * A job or a course that strayed into a skills section: its span of dates and the two short
 * lines above it that name it ("Senior Systems Engineer" / "Padma Soft Ltd -") are no skills.
 * A lone year is a version and stays ("BizTalk Server 2013").
 */
function withoutDatedHeadings(lines: string[]): string[] {
  const dropped = new Set<number>();
  lines.forEach((line, index) => {
    if (!findDateRange(line)?.start) return;
    dropped.add(index);
    let named = 0;
    for (let i = index - 1; i >= 0 && named < 2; i--) {
      const above = lines[i]!.trim();
      if (above === '') continue;
      if (above.length > 60 || /[,;:.]/.test(above.replace(/[.\s-]+$/, ''))) break;
      dropped.add(i);
      named++;
    }
  });
  return lines.filter((_, index) => !dropped.has(index));
}

/** A skill's name or alias as the text writes it, if the text writes one as a whole word. */
function asWritten(name: string, text: string): string | undefined {
  for (const alias of [name, ...(canonicalSkill(name)?.aliases ?? [])]) {
    const escaped = alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
    if (found) return found[0];
  }
  return undefined;
}

function readSkills(lines: string[], text: string): string[] {
  const found = new Map<string, string>();
  let listed = 0;
  const add = (skill: string) => {
    const key = skill.toLowerCase();
    if (!found.has(key)) found.set(key, skill);
  };
  // A sentence's skills are the ones the taxonomy names in it, languages spoken aside.
  const addNamed = (sentence: string) => {
    for (const skill of findSkills(sentence)) if (skill.category !== 'language') add(skill.name);
  };
  for (const raw of unwrapList(withoutDatedHeadings(lines))) {
    // "Willing to relocate to: Pune" and other personal details strayed into the list.
    if (
      /^(?:willing|address|location|e-?mail|phone|mobile|date of birth|nationality)[^:,]{0,25}:/i.test(
        raw,
      )
    )
      continue;
    // "Languages: Python, Java" and "Frameworks - Django": the label names a group, not a skill.
    const unlabelled = stripBullet(raw).replace(/^[A-Za-z][A-Za-z &/]{1,30}\s*[:：]\s*/, '');
    // "SQL (Postgres, MySQL)" lists three skills; "(Less than 1 year)", "(Intermediate)" and
    // "Windows (XP/2000)" list none.
    const line = replaceBrackets(unlabelled.slice(groupNameLength(unlabelled)), (inner) =>
      NO_SKILLS_INSIDE.test(inner) ? '' : `, ${inner}`,
    );
    if (isProse(line)) {
      addNamed(line);
      continue;
    }
    for (const item of line.split(ITEM_BREAK)) {
      const skill = trimEnds(item.replace(/\((?:less than|more than|\d+)[^)]*\)/gi, ''), {
        start: /[\s.:-]/,
        end: /[\s.:-]/,
      })
        .replace(/^(?:and|or)\s+/i, '')
        // "Basic knowledge of HTML" and "Understands SQL Azure" list HTML and SQL Azure.
        .replace(
          /^(?:(?:have|having)\s+)?(?:(?:basic|good|sound|strong|working|in-depth)\s+)?(?:knowledge|understanding|experience|exposure)\s+(?:of|in|with|on|to)\s+|^(?:understands?|familiar\s+with|proficient\s+in|expert\s+in|trained\s+(?:on|in)|(?:can\s+)?work(?:ed)?\s+(?:on|with))\s+/i,
          '',
        )
        .replace(/\s+etc\.?$/i, '')
        // "TypeScript Expert", "Django Intermediate": a level set beside the skill.
        .replace(SKILL_LEVEL_AFTER, '')
        .trim();
      if (skill.length < 1 || skill.length > 40 || skill.split(/\s+/).length > 5) continue;
      if (SKILL_LEVEL.test(skill)) continue;
      // "Web Role security using SSL" tells how a skill was used: its skills are the named ones.
      if (/\s(?:using|via)\s/i.test(skill)) {
        addNamed(skill);
        continue;
      }
      // A link or an address that strayed into the list is not a skill, nor is a version
      // number ("Windows 7, 8, 10"), a heading of what follows ("Roles", "Project 2") or an
      // action.
      if (/^(?:etc|and|others?|more)$/i.test(skill) || /\/\/|@|www\./i.test(skill)) continue;
      if (
        /^[\d.]+x?(?:\s*(?:and|&)\s*[\d.]+x?)*$/i.test(skill) ||
        GENERIC_ACTION.test(skill) ||
        ENTRY_HEADING.test(skill) ||
        /^projects?\s+\d+$/i.test(skill)
      )
        continue;
      add(skill);
      listed++;
    }
  }
  if (listed === 0) {
    // No list of skills, only sentences or no section at all: the taxonomy's hard skills the CV
    // names anywhere, as the CV writes them ("Excel"); "Audited" names no skill "Auditing".
    const unnamed = text.replace(EMPLOYER_NAME, '');
    for (const skill of findSkills(unnamed)) {
      const written = asWritten(skill.name, unnamed);
      if (written && skill.kind === 'hard' && skill.category !== 'language') add(written);
    }
  }
  return [...found.values()].slice(0, 60);
}

function readLanguages(lines: string[]) {
  const languages: Array<{ name: string; fluency: string }> = [];
  for (const raw of lines) {
    for (const item of stripBullet(clean(raw)).split(/\s*[,;|•]\s*/)) {
      // "Conversational Italian", "Native Spanish Speaker", "Fluent in Bangla": level first.
      const text = item.trim().replace(LEVEL_FIRST, '$2 ($1)');
      const match = /^([\p{L}]+(?:\s[\p{L}]+)?)\s*(?:[(:\-–—]\s*([^)]*)\)?)?$/u.exec(text);
      if (!match || match[1]!.length > 25) continue;
      const fluency = FLUENCY.find(([pattern]) => pattern.test(match[2] ?? ''))?.[1] ?? '';
      if (!languages.some((language) => language.name.toLowerCase() === match[1]!.toLowerCase())) {
        languages.push({ name: match[1]!, fluency });
      }
    }
  }
  return languages.slice(0, 20);
}

/**
 * Does a line open a new named item rather than continue the last one's description? Neither
 * the rest of a sentence the line above left open, nor a sub-heading ("Synopsis:") or the line
 * under it, does.
 */
const opensItem = (line: string, above: string) =>
  !isBullet(line) &&
  !/^[a-z]/.test(line) &&
  !ITEM_DETAIL.test(LABELLED.exec(line)?.[1]?.trim() ?? '') &&
  ![line, above].some((text) => ENTRY_HEADING.test(text.replace(/\s*:$/, ''))) &&
  (findDateRange(line) !== null ||
    // A line of prose the PDF wrapped ("… in Gotham city. Used") goes on describing.
    (line.length <= 100 &&
      !/[.!?]$/.test(line) &&
      !/[.!?]\s+\p{Lu}/u.test(line) &&
      // A line the PDF wrapped at the page's width, mid-sentence, goes on below.
      !(above.length >= 80 && above.length <= 110 && /\s\p{Ll}+$/u.test(above))));

/** "Member, Padma Debating Society": an activity's role before where it was held. */
function roleAndPlace(name: string): { name: string; role: string } {
  const match = /^([^,]{2,40}),\s*(.+)$/.exec(name);
  return match && isRole(match[1]!) && !isRole(match[2]!)
    ? { name: match[2]!, role: match[1]! }
    : { name, role: '' };
}

/**
 * Named items (projects, activities), each followed by its description lines. A heading like
 * "Name | Django, Angular | 2024" gives the name; the rest of it leads the description.
 */
function readNamedItems(lines: string[], { rolesUnderName = false } = {}) {
  const items: Array<{ name: string; description: string[]; url: string }> = [];
  let above = '';
  for (const raw of lines) {
    const line = clean(raw);
    if (line === '') continue;
    const url = URL_IN.exec(line)?.[0] ?? '';
    const last = items[items.length - 1];
    // "DevFlow" / "Creator & Maintainer": the role right under a project's name is its own, not
    // another project (in a list of activities, "Volunteer, …" lines are each their own).
    const roleOfLast =
      rolesUnderName &&
      last !== undefined &&
      last.description.length === 0 &&
      line.split(/\s+/).length <= 5 &&
      (isRole(line) || PROJECT_ROLE.test(line));
    const opens = !last || (opensItem(line, above) && !roleOfLast);
    above = line;
    if (opens) {
      const range = findDateRange(line);
      const bare = range
        ? `${line.slice(0, range.index)} ${line.slice(range.index + range.length)}`
        : line;
      const [name = '', ...rest] = stripBullet(bare.replace(URL_IN, ''))
        .split(/\s*\|\s*|\s+[–—]\s+/)
        // "Member, Phoenix Chamber of Commerce (2014 - 2015)": no bracket left by the dates.
        .map((part) => trimEnds(part, { start: /[,(\s-]/, end: /[,()\s:-]/ }))
        .filter(Boolean);
      // A line of dates alone ("Jan 2011 - Oct 2011") dates the item above it.
      if (name === '' && last) {
        last.description.push(line);
        continue;
      }
      items.push({
        name: name.slice(0, 200),
        description: rest.length > 0 ? [rest.join(' | ')] : [],
        url,
      });
    } else {
      last.description.push(line);
      if (url && !last.url) last.url = url;
    }
  }
  return items.filter((item) => item.name !== '').slice(0, 30);
}

/** The headline under the name: a short line that is not contact details. */
function readTitle(header: string[], name: string): string {
  const lines = header.map(clean).filter(Boolean);
  // A CV that gives no name may open with its headline ("ACCOUNTANT") among other lines.
  const role =
    name === ''
      ? lines.find(
          (line) =>
            ROLE_WORDS.test(line) &&
            !/\b(?:profile|summary|highlights|overview|focus|qualifications|strengths)\b/i.test(
              line,
            ) &&
            line.split(/\s+/).length <= 8 &&
            !/[:.,]$/.test(line) &&
            headingOf(line) === null,
        )
      : undefined;
  if (role) return role;
  const at = lines.findIndex(
    (line) => name !== '' && line.toLowerCase().includes(name.toLowerCase()),
  );
  const candidates = lines.slice(at + 1, at + 4);
  for (const [index, line] of candidates.entries()) {
    const first = line.split(/\s*[|•·]\s*/)[0]!.trim();
    // The rest of a sentence the line above began is not a headline.
    if (index > 0 && wrapsProse(candidates[index - 1])) continue;
    if (/@|https?:|www\.|linkedin|github|\/\w*\d\w*$/i.test(first) || /(?:\d\D?){7}/.test(first))
      continue;
    // "ð apennyworth": an icon font's glyph and a profile handle.
    if (/^(?:\S\s+)?[a-z0-9._-]+$/.test(first)) continue;
    // The name again (a PDF's running header), or a sentence's fragment, is not a headline.
    if (first.toLowerCase() === name.toLowerCase() || OPENS_SENTENCE.test(first)) continue;
    // A sentence of the summary, a note in brackets or a label is not a headline.
    if (/^\(|[:.]$|:\s|\b(?:years?|experience|with|willing|looking|seeking)\b/i.test(first))
      continue;
    if (
      first.length > 3 &&
      first.length <= 80 &&
      first.split(/\s+/).length <= 10 &&
      headingOf(first) === null
    ) {
      return first.replace(/\s+-\s*$/, '');
    }
  }
  return '';
}

/**
 * "Software Engineer - Disney", "Analyst at Acme, Pune": a headline that names the employer
 * keeps only the role.
 */
function withoutEmployer(title: string, experience: ResumeExperience[]): string {
  const at = /^(.+?)\s+(?:at|@)\s+\S.*$/i.exec(title);
  if (at && ROLE_WORDS.test(at[1]!)) return at[1]!;
  const as = /^.+?\s+as an?\s+(.+)$/i.exec(title);
  if (as && ROLE_WORDS.test(as[1]!)) return as[1]!;
  const match = /^(.+?)\s+(?:[-–|]|in)\s+(.+)$/.exec(title);
  if (!match) return title;
  const employer = match[2]!.toLowerCase();
  const role = ROLE_WORDS.test(match[1]!);
  // After a dash or a bar, words naming no role are the employer's ("Analyst - State Street").
  const dashed = !/^in$/.test(title.slice(match[1]!.length).trim().split(/\s/)[0]!);
  return experience.some(
    (entry) => entry.company !== '' && employer.startsWith(entry.company.toLowerCase()),
  ) ||
    (role && COMPANY_WORDS.test(match[2]!)) ||
    (role && dashed && !ROLE_WORDS.test(match[2]!))
    ? match[1]!
    : title;
}

/**
 * A page's running footer belongs to no section: a page number ("1/2", "Page 2 of 3"), or a link
 * alone on its line again on a later page ("https://www.indeed.com/r/…" on every page of an
 * export). The contact reader still finds the link in the whole text.
 */
function withoutRunningMarks(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const link = line.trim();
    if (/^https?:\/\/\S+$/.test(link)) counts.set(link, (counts.get(link) ?? 0) + 1);
  }
  return lines.filter(
    (line) =>
      (counts.get(line.trim()) ?? 0) < 2 &&
      !/^(?:page\s+)?\d{1,2}\s*(?:\/|of)\s*\d{1,2}$/i.test(line.trim()),
  );
}

/** "Languages: C, C++, C#" lists languages a computer speaks: skills, not languages spoken. */
function programmingAsSkills(section: ResumeSection): ResumeSection {
  if (section.kind !== 'languages') return section;
  const named = findSkills(section.lines.join('\n'));
  return named.some((skill) => skill.kind === 'hard') &&
    !named.some((skill) => skill.category === 'language')
    ? { ...section, kind: 'skills' }
    : section;
}

export function parseResumeText(text: string, options: { today?: Date } = {}): ParsedResume {
  text = repairText(text);
  const lines = joinWrappedRanges(
    withoutRunningMarks(text.slice(0, MAX_TEXT).replace(/\r/g, '').split('\n')),
  );
  const { header, sections: split } = splitSections(lines);
  const sections = split.map(programmingAsSkills);
  const contact = findContact(header, text.slice(0, MAX_TEXT));
  const summaryLines = sectionText(sections, 'summary').map(clean).filter(Boolean);
  // Without a summary heading, a paragraph in the header serves as the summary.
  const headerLines = header.map(clean).filter(Boolean);
  const firstLong = headerLines.findIndex((line) => line.split(/\s+/).length >= 12);
  const headerParagraph = firstLong === -1 ? [] : headerLines.slice(firstLong);
  const experience = readExperience(sectionText(sections, 'experience'));
  const skillLines = sectionText(sections, 'skills');
  const projects = readNamedItems(sectionText(sections, 'projects'), { rolesUnderName: true });
  const activities = readNamedItems(sectionText(sections, 'extracurricular'));
  return {
    contact,
    title: withoutEmployer(readTitle(header, contact.name), experience),
    summary: (summaryLines.length > 0 ? summaryLines : headerParagraph)
      .map(clean)
      .filter(Boolean)
      .reduce(joinWrapped, '')
      .trim()
      .slice(0, 5000),
    sections,
    experience,
    education: readEducation(sectionText(sections, 'education')),
    skills: readSkills(skillLines, text.slice(0, MAX_TEXT)),
    languages: readLanguages(sectionText(sections, 'languages')),
    projects: projects.map((item) => ({
      name: item.name,
      description: describe(item.description),
      url: item.url,
    })),
    extracurricular: activities.map((item) => ({
      ...roleAndPlace(item.name),
      description: describe(item.description),
    })),
    certifications: sectionText(sections, 'certifications')
      .map((line) => stripBullet(clean(line)))
      .filter((line) => line.length > 2 && line.length <= 200)
      .slice(0, 30),
    experienceMonths: monthsOfExperience(experience, options.today),
  };
}
