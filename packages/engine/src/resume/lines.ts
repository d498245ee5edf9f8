import { trimEnds } from '../text/trim';
import { isPresent, parseDate } from '@careercard/shared/career';
import {
  besideRange,
  findDateRange,
  joinWrappedRanges,
  leadingDate,
  type DateRange,
} from './dates';
import { ACTION_VERB_FORMS } from '../text/action-verbs';
import { isWordBreak, writtenWords } from './hyphenation';
import { isKnownPlace } from '../text/places';
import { headingOf } from './sections';
import { ROLE_WORDS } from '../text/roles';
import {
  BULLET,
  COLUMN_HEADER,
  COMPANY_WORDS,
  DEGREE,
  INSTITUTION,
  EMAIL,
  LABELLED,
  LABELS,
  MAX_TEXT,
  NAME_IN_ED,
  PHONE,
  WRAPPED_LINE,
} from './lexicon';

/**
 * Line classification: what a line of a CV's text is (a bullet, a line of dates, a short line
 * that can name an entry, a duty, a labelled detail, prose) and a section's lines as rows.
 */

/**
 * One line, single-spaced; a wide gap between columns ("Title      2020") or a leader of dots
 * ("Meghna Group .......... Mar. 2024") becomes a bar.
 */
export const clean = (line: string) =>
  trimEnds(
    line
      // "Organization   : Bakul Ltd.": a label's colon set in a column of its own.
      .replace(/(\S)(?:\t|\s{2,})([:：])/g, '$1$2')
      .replace(/\s*(?:\t|\s{3,}|(?:[.·…_]\s?){4,})\s*/g, ' | ')
      .replace(/\s+/g, ' '),
    {
      start: /[|\s]/,
      end: /[|\s]/,
    },
  );
/** "DESIGNING PAYMENTS FOR", "AUDIT": text set in capitals, with no lower-case letter. */
export const inCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);

/**
 * "Powered by JSON Resume https://jsonresume.org/ ⋅ Theme by …", "CV made with JSON Resume
 * using theme …": a builder's credit printed at the foot of the page names neither the person
 * nor their links: "Powered by …" or "Theme by …", or other such words before a theme or a link
 * ("Built with React and Node.js." is a project's sentence).
 */
export const withoutCredits = (text: string) =>
  text.replace(
    /^[^\S\n]*((?:\S+[^\S\n]+){0,2})(?:powered by|theme by|made with|created with|built with|generated (?:by|with))\b(.*)$/gim,
    (line, before: string, after: string) =>
      (before === '' && /^\s*(?:powered|theme)/i.test(line)) ||
      /https?:\/\/|\btheme\b|json\s?resume/i.test(after)
        ? ''
        : line,
  );

/**
 * "…, https://doi.example.org/10.1234/bjss.2021.17" / "2021.17   2021": an address a line broke,
 * put whole where it began (from the PDF's link), leaves its broken-off end on the next line.
 */
export const withAddressTailsDropped = (text: string) =>
  text.replace(
    /(https?:\/\/\S+)\n([^\s|]+)(?=[^\S\n]|\n|$)/g,
    (whole, address: string, tail: string) =>
      tail.length >= 3 && /[./\d]/.test(tail) && address.endsWith(tail) ? `${address}\n` : whole,
  );

/** Two or more words in capitals opening a line, before a word in its own case. */
const CAPITALS_FIRST =
  /^((?:[(\p{Lu}\d][\p{Lu}\d&.,:'’()/-]*\s+)+[(\p{Lu}\d][\p{Lu}\d&.,:'’()/-]*)\s+(?=\p{Lu}\p{Ll})/u;

/**
 * "SENIOR SOFTWARE ENGINEER Padma Softworks Ltd. [ 03/2021 – CURRENT ]": a name set in
 * capitals before the organisation in its own case (Europass's print) is a cell of its own.
 */
export function withCapitalsApart(line: string): string {
  const match = CAPITALS_FIRST.exec(line);
  // "MEGHNA UNIVERSITY, Rupnagar": a name in capitals whose comma leads on to its place.
  if (
    !match ||
    (match[1]!.match(/\p{Lu}/gu)?.length ?? 0) < 8 ||
    match[1]!.includes('   ') ||
    match[1]!.endsWith(',')
  ) {
    return withCapitalsLast(line);
  }
  return `${match[1]!}   ${line.slice(match[0].length)}`;
}

/**
 * "Organiser RUPNAGAR JAVASCRIPT MEETUP", "Open source HISAB: OFFLINE BOOKKEEPING, hisab.org": a
 * role or label in its own case, then a name in capitals to the line's end or its comma (a
 * margin's cell beside a name in small capitals), unless a linking word joins them ("Engineer at
 * PADMA SOFTWORKS").
 */
const CAPITALS_LAST =
  /^(\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’&.-]+){0,5}?)\s+((?:[\p{Lu}\d][\p{Lu}\d&.:'’()/-]*\s+)+[\p{Lu}\d][\p{Lu}\d&.:'’()/-]*)(?=,\s|$)/u;
const LINKING_WORD = /(?:^|\s)(?:at|in|of|for|with|and|&|the|to|from|by|on)$/i;

function withCapitalsLast(line: string): string {
  const match = CAPITALS_LAST.exec(line);
  if (
    !match ||
    (match[2]!.match(/\p{Lu}/gu)?.length ?? 0) < 8 ||
    !/\p{Ll}/u.test(match[1]!.split(/\s+/).at(-1)!) ||
    LINKING_WORD.test(match[1]!)
  ) {
    return line;
  }
  return `${match[1]!}   ${line.slice(match[1]!.length).trimStart()}`;
}

/** "City: Rupnagar | Country: Bangladesh", Europass's place of an entry, as "Rupnagar, Bangladesh". */
export const withPlaceLabelsDropped = (line: string) =>
  line.replace(
    /^\s*(?:city|town)\s*[:：]\s*([^|]+?)\s*\|\s*country\s*[:：]\s*(.+?)\s*$/i,
    '$1, $2',
  );

/**
 * "◷ Open source", "⌂ Rupnagar", "▷ 03/2019 – Present": a symbol a layout draws before a detail
 * (a clock before the dates, a house before the place, a triangle before an entry's first tag)
 * is a drawing, not the detail's first word; a bullet's mark stays. Arrows and geometric shapes
 * count though Unicode files some ("▷") as mathematical.
 */
export const withoutIconBefore = (line: string) =>
  BULLET.test(line)
    ? line
    : line.replace(/^(\s*)[\p{So}\u2190-\u21FF\u25A0-\u25FF]\s+(?=[\p{L}\p{N}])/u, '$1');

export const isBullet = (line: string) => BULLET.test(line);
export const stripBullet = (line: string) => line.replace(BULLET, '').trim();

/** A line short enough and plain enough to be a title, an employer or a place. */
export const isHeaderish = (line: string) =>
  line !== '' &&
  !isBullet(line) &&
  line.length <= 90 &&
  !/[.!?]$/.test(line.replace(/\b(?:Ltd|Inc|Co|Corp|Pvt|Jr|Sr)\.$/i, ''));

/** A row of a section: a line that is not blank, typed once by what the entry readers ask. */
export interface Row {
  text: string;
  /** A blank line sets it apart from the row above. */
  parted: boolean;
  /** It opens with a bullet mark. */
  bullet: boolean;
  /** The dates it holds, if any. */
  range: DateRange | null;
  /** Short and plain enough to name an entry: a title, an employer or a place. */
  short: boolean;
  /** It opens with an action verb and its object ("Managed budgets"): a duty, marked or not. */
  duty: boolean;
  /** It opens with an action verb and a number ("Trained 6 juniors"): a duty wherever it is. */
  dutyWithNumber: boolean;
  /** "Position: Analyst" names the entry (field); "Duration: 2 years" describes it (detail). */
  label: 'field' | 'detail' | null;
  /**
   * It carries on the row above, which the PDF wrapped: it starts in lower case, or follows an
   * unfinished bullet that ran to the margin, with no blank line between.
   */
  carriesOn: boolean;
}

/** A section's lines as rows: cleaned, blank ones dropped, each typed. */
/** "Junior Analyst, Meghna Retail — Chattogram" over "Jan 2019 – Feb 2021": a job's head. */
const isHeadOverDates = (text: string, below: string | undefined) =>
  below !== undefined &&
  isDatesOnly(below) &&
  /^\p{Lu}/u.test(text) &&
  isHeaderish(text) &&
  !opensDuty(text);

export function toRows(lines: string[]): Row[] {
  const rows: Row[] = [];
  const cleaned = withSideDatesLifted(lines.map(clean));
  const widest = Math.max(0, ...cleaned.map((line) => line.length));
  let blank = false;
  for (const [at, text] of cleaned.entries()) {
    // Indeed exports leave a lone dash where a job names no employer ("Engineer" / "-" / dates).
    if (text === '' || /^[-–—]$/.test(text)) {
      blank = true;
      continue;
    }
    const above = rows.at(-1);
    rows.push({
      text,
      parted: blank,
      bullet: isBullet(text),
      range: findDateRange(text),
      short: isHeaderish(text),
      duty: opensDuty(stripBullet(text)),
      dutyWithNumber: opensDutyWithNumber(stripBullet(text)),
      label: fieldOf(text) ? 'field' : isDetailLine(text) ? 'detail' : null,
      carriesOn:
        !blank &&
        (/^\p{Ll}/u.test(text) ||
          (above !== undefined &&
            above.bullet &&
            !/[.!?]$/.test(above.text) &&
            above.text.length >= WRAPPED_LINE * widest &&
            // "Software Engineer" under a last duty that ran to the margin names the next job;
            // so does "Merchandiser" after one that ended in a word in lower case (after "the
            // General" it may end the duty).
            !(
              (isRoleLine(text) || (isRoleWord(text) && /\s\p{Ll}+$/u.test(above.text))) &&
              !/\b(?:the|a|an|of|to|with|for|and|as|our|by)$/i.test(above.text)
            ) &&
            // "Chandrima Sweaters Ltd. | Savar": cells of a head row, not the duty's words; nor
            // is "Organization : Jamuna Knit Ltd.", the next job's labelled field, nor a head
            // over a line of dates.
            !/ \| /.test(text) &&
            !fieldOf(text) &&
            !isHeadOverDates(
              text,
              cleaned.find((line, index) => index > at && line !== ''),
            ))),
    });
    blank = false;
  }
  return rows;
}

/**
 * "Dhanshiri, Growth Lead | Kashbon" / "• Grew monthly orders … | Feb 2022 – Present": an entry
 * set as a grid (RenderCV's), its place over its dates in a column on the right of its head and
 * first duty. The dates are the head's. A lone date beside a duty stays there unless the head
 * has a cell on the right too ("• Won the 2019 award | 2019" dates the duty).
 */
function withSideDatesLifted(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 1; i < out.length; i++) {
    const head = out[i - 1]!;
    const cells = /^(.*\S) \| ([^|]+)$/.exec(out[i]!);
    if (!cells || !isBullet(cells[1]!) || head === '' || isBullet(head) || findDateRange(head)) {
      continue;
    }
    const cell = cells[2]!.trim();
    const range = isDateCell(cell);
    if (range && (range.start !== '' || / \| /.test(head))) {
      out[i - 1] = `${head} | ${cell}`;
      out[i] = cells[1]!;
    }
  }
  return out;
}

/** "Software Engineer": a few capitalised words that name a role, alone on their line. */
const isRoleLine = (text: string) =>
  ROLE_WORDS.test(text) &&
  text.split(/\s+/).length >= 2 &&
  text.split(/\s+/).length <= 5 &&
  text.split(/\s+/).every((word) => /^[\p{Lu}&(-]/u.test(word) || /^(?:of|and|in|for)$/.test(word));

/** "Merchandiser", "Accountant": one capitalised word that names a role. */
const isRoleWord = (text: string) => /^\p{Lu}\p{Ll}+$/u.test(text) && ROLE_WORDS.test(text);

/** A long line of prose that stops mid-sentence: the PDF wrapped it. */
export const wrapsProse = (line: string | undefined) =>
  line !== undefined && line.length >= 60 && !/[.!?:;]$/.test(line);

/** "Duration: …", "Team Size: …": a labelled line that describes an entry without naming it. */
const isDetailLine = (line: string) => {
  const label = LABELLED.exec(stripBullet(line))?.[1]?.trim();
  return label !== undefined && !LABELS.some(([pattern]) => pattern.test(label));
};

/** "Position: Analyst": what a line's label says it names of the entry (its title, …). */
export const fieldOf = (line: string) => {
  const label = LABELLED.exec(line)?.[1]?.trim();
  return label === undefined ? undefined : LABELS.find(([pattern]) => pattern.test(label))?.[1];
};

/** "Issued on:", "Published:", "Date:": a label before a date that a builder prints. */
const DATE_LABEL =
  /^\s*(?:(?:issued|awarded|published|received|completed|earned|granted|obtained|presented)(?:\s+(?:on|in))?|dated?)\s*:?\s*$/i;

/** "Jan 2021 - Jun 2021", "(2019)", "Summer 2012 and 2013": a line of dates and nothing else. */
export function isDatesOnly(line: string): boolean {
  const range = findDateRange(line);
  if (range === null) return false;
  const beside = besideRange(line, range);
  return !/[\p{L}\p{N}]/u.test(beside) || DATE_LABEL.test(beside);
}

/**
 * "Issued on: Aug 01, 2022" is "Aug 01, 2022"; a label a theme printed without its date
 * ("Awarded on:") or a range with neither end ("- Present") says nothing; any other line is itself.
 */
export function withoutDateLabel(line: string): string {
  if (DATE_LABEL.test(line) || /^[-–—]\s*(?:present|current|ongoing)$/i.test(line.trim()))
    return '';
  const range = findDateRange(line);
  return range && DATE_LABEL.test(besideRange(line, range))
    ? line.slice(range.index, range.index + range.length).trim()
    : line;
}

/**
 * A line opening with an action verb and its object ("Managed budgets …", "Cut costs …", "Plan
 * events …") starts a duty of its own even without a marker (list bullets a PDF drew as
 * shapes); a name ("Ahmed Karim", "United Nations") that a wrapped sentence carried over does not.
 */
export const opensDuty = (line: string) =>
  // "Prepared VAT returns": an acronym may follow the verb too.
  opensWithVerb(line, /^(\p{Lu}\p{Ll}+)\s+(?:\p{Ll}|\p{Lu}{2,}\b)/u);

/** "Trained 6 junior accountants": a duty whose verb a number follows. */
export const opensDutyWithNumber = (line: string) => opensWithVerb(line, /^(\p{Lu}\p{Ll}+)\s+\d/u);

/** "Chosen among 40 associates …": a participle that opens a passive sentence, as "Awarded" does. */
const IRREGULAR_PARTICIPLE = /^(?:chosen|given|written|taken|shown|drawn|grown|known|sent|held)$/i;

/** Whether the line's first word, as `opening` finds it, is an action verb. */
function opensWithVerb(line: string, opening: RegExp): boolean {
  const verb = opening.exec(line)?.[1];
  return (
    verb !== undefined &&
    (ACTION_VERB_FORMS.has(verb.toLowerCase()) ||
      IRREGULAR_PARTICIPLE.test(verb) ||
      (/ed$/.test(verb) && !NAME_IN_ED.test(line)))
  );
}

/**
 * A page's running footer belongs to no section: a page number ("1/2", "Page 2 of 3"), the
 * person's contacts again, a template's copyright notice, or a link alone on its line again on
 * a later page ("https://www.indeed.com/r/…" on every page of an export). The contact reader
 * still finds the link in the whole text.
 */
export function withoutRunningMarks(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const link = line.trim();
    if (/^https?:\/\/\S+$/.test(link)) counts.set(link, (counts.get(link) ?? 0) + 1);
  }
  // "tanjila@example.com | +880 1711-000000" again on a later page: a running header of the
  // person's own contacts (a referee's line gives another address).
  const own = lines.findIndex((line) => EMAIL.test(line));
  const email = own >= 0 ? EMAIL.exec(lines[own]!)![0] : '';
  const name = personName(lines);
  const isContactsAgain = (line: string, index: number) =>
    index > own &&
    email !== '' &&
    line.includes(email) &&
    contactParts(line).every(
      (part) =>
        EMAIL.test(part) || part.replace(PHONE, '').trim() === '' || part.toLowerCase() === name,
    );
  const footer = contactFooter(lines);
  return lines.filter(
    (line, index) =>
      index < footer &&
      (counts.get(line.trim()) ?? 0) < 2 &&
      !isContactsAgain(line.trim(), index) &&
      !/^(?:page\s+)?\d{1,2}\s*(?:\/|of)\s*\d{1,2}$/i.test(line.trim()) &&
      // "Mahmudul Karim · Résumé   1": a footer naming the document and its page.
      !/[·|–—-]\s*(?:résumé|resume|curriculum vitae|cv)\s+\d{1,2}$/i.test(line.trim()) &&
      // "Curriculum vitae   Tanjila Rahman": Europass's running header, the document and the
      // name, and the page after them in a footer.
      !/^(?:curriculum vitae|r[ée]sum[ée])(?:\s*\|\s*|\s{2,})\S[^|\d]{1,50}?(?:(?:\s*\|\s*|\s{2,})page\s+\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?)?$/i.test(
        line.trim(),
      ) &&
      // "© European Union, 2002 – 2026 | https://europass…": a template's notice, no one's CV.
      !/^(?:©|\(c\)\s*(?:19|20)\d{2}\b)/i.test(line.trim()) &&
      !isToolCredit(line.trim()),
  );
}

/** The CV's first line, in lower case: where the person's name stands. */
const personName = (lines: string[]) =>
  (lines.find((line) => line.trim() !== '') ?? '').trim().toLowerCase();

/**
 * A line of contacts in its parts: split at bars, dots, wide gaps and spaced dashes
 * ("Farzana Rahman — farzana@example.com — +880 1912 000 123").
 */
const contactParts = (line: string) =>
  line
    .trim()
    .split(/\s*[|•·]\s*|\s{3,}|\s[—–]\s/)
    .filter(Boolean);

/**
 * Where the person's own contacts, printed at the foot of the CV, begin ("Kashbon, Bangladesh
 * farzana.tithi@example.com" / "+880 1912 000 123", the name may lead them): lines of contacts
 * only, one of them an e-mail address named after the person (a referee's is not), after the
 * last section. The length of the lines when there is none.
 */
function contactFooter(lines: string[]): number {
  const name = personName(lines);
  const nameWords = name.split(/\s+/).filter((word) => /^\p{L}{3,}$/u.test(word));
  // "Kashbon, Bangladesh" beside an address, or a known place alone ("Computer Science, BSc"
  // alone is a school's line).
  const contactOnly = (line: string) =>
    contactParts(line).every(
      (part, _, parts) =>
        EMAIL.test(part) ||
        part.replace(PHONE, '').trim() === '' ||
        /^(?:https?:\/\/)?[\w.-]+\.[a-z]{2,}\/\S*$/i.test(part) ||
        (/^[\p{Lu}][\p{L} .'-]+,\s*[\p{Lu}][\p{L} .'-]+$/u.test(part) &&
          (parts.length > 1 || isKnownPlace(part))) ||
        part.toLowerCase() === name,
    );
  let start = lines.length;
  while (start > 0 && (lines[start - 1]!.trim() === '' || contactOnly(lines[start - 1]!.trim()))) {
    start -= 1;
  }
  const own = lines.slice(start).some((line) => {
    const local = EMAIL.exec(line)?.[0].split('@')[0]?.toLowerCase() ?? '';
    return nameWords.some((word) => local.includes(word));
  });
  return own && start > 0 ? start : lines.length;
}

/**
 * "Powered by JSON Resume", "CV made with JSON Resume using theme minyma by …": the credit of
 * the tool or theme that printed the CV, at its foot. (A project "built with React" names no
 * CV, theme or template.)
 */
const isToolCredit = (line: string) =>
  /^(?:(?:cv|r[ée]sum[ée])\s+)?(?:(?:made|created|generated|built|designed|powered|rendered)\s+(?:with|by|using)|theme\s+by)\s/i.test(
    line,
  ) && /\b(?:r[ée]sum[ée]|cv|theme|template)s?\b/i.test(line);

/** A line's cells as a table row holds them: the pieces a gap parts. */
const tableCells = (line: string) =>
  line
    .trim()
    .split(/\t|\s{3,}/)
    .filter(Boolean);

const isHeaderRow = (line: string, least: number) => {
  const parts = tableCells(line);
  return parts.length >= least && parts.every((part) => COLUMN_HEADER.test(part));
};

const HEADER_WORD_BEFORE = /^(\p{L}+)\s+(\d.*)$/u;

/** A word that leaves a cell's text open, for its next line to go on: "… Thesis on", "CGPA 3.78 /". */
const OPEN_END = /(?:\s(?:and|of|for|in|on|at|the|with|to|&)|[/,-])$/i;

/**
 * A table under its header row ("Exam/Degree   Institution   Result   Passing" / "Year"): the
 * header names columns and is left out; a row whose cells a narrow column wrapped ("BSc in
 * Computer Science   Meghna University of Science   CGPA 3.78 /   2018" / "and Engineering   and
 * Technology, Rupnagar   4.00. Thesis on" / "offline-first") is made one line again, each
 * cell whole. A row that may wrap so opens with a date in its last cell; the lines under it with
 * fewer cells go on with its cells from the left (the date's column ends none), a lone cell
 * with the one left open. A blank line before anything but a row or a header ends the table.
 */
function withTablesRead(lines: string[]): string[] {
  const out: string[] = [];
  let columns = 0;
  let row: string[][] | null = null;
  let lone = -1;
  // The header's cell that wrapped onto a line of its own ("Passing" / "Year"), left out too.
  let tail = -1;
  const flush = () => {
    if (row)
      out.push(
        row
          .map((pieces) => pieces.join(' '))
          .filter(Boolean)
          .join('   '),
      );
    row = null;
  };
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (at === tail) continue;
    if (isHeaderRow(line, 2)) {
      flush();
      columns = tableCells(line).length;
      const next = lines.findIndex((other, index) => index > at && other.trim() !== '');
      const wrapped =
        next > at && isHeaderRow(lines[next]!, 1) && tableCells(lines[next]!).length < columns;
      tail = wrapped ? next : -1;
      continue;
    }
    if (columns === 0) {
      out.push(line);
      continue;
    }
    const cells = tableCells(line);
    // The next section's heading ends the table.
    if (cells.length === 1 && headingOf(line) !== null && !isHeaderRow(line, 1)) {
      flush();
      columns = 0;
      out.push(line);
      continue;
    }
    const dated = cells.length >= 2 && findDateRange(cells.at(-1)!) !== null;
    if (cells.length === 0 && at < tail) {
      out.push(line);
      continue;
    }
    if (cells.length === 0) {
      // A blank line ends the table unless a row or a header comes next.
      const next = lines.slice(at + 1).find((other) => other.trim() !== '') ?? '';
      const nextCells = tableCells(next);
      const goesOn =
        isHeaderRow(next, 2) ||
        (nextCells.length >= 2 && findDateRange(nextCells.at(-1)!) !== null) ||
        nextCells.length === columns;
      flush();
      if (!goesOn) columns = 0;
      out.push(line);
      continue;
    }
    // A line of one cell that holds a date is no cell's wrap: cells the reading ran together.
    if (dated || cells.length >= columns || row === null || isBullet(line) || findDateRange(line)) {
      flush();
      if (dated) {
        // "Year 2015": the header's wrapped word read into the first row's date cell.
        const date = HEADER_WORD_BEFORE.exec(cells.at(-1)!);
        if (date && COLUMN_HEADER.test(date[1]!)) cells[cells.length - 1] = date[2]!;
        row = cells.map((cell) => [cell]);
        lone = -1;
      } else out.push(line);
      continue;
    }
    // The columns a row's next line may go on: all but a dated last one.
    const open = row.length - (findDateRange(row.at(-1)!.join(' ')) ? 1 : 0);
    if (cells.length > open) {
      flush();
      out.push(line);
      continue;
    }
    if (cells.length === 1) {
      // The column the last lone cell went on with, else one whose text stops open ("… of",
      // "CGPA 3.78 /"), else the first not closed by a bracket or a full stop.
      const ends = row.slice(0, open).map((pieces) => pieces.at(-1)!);
      const openAt = ends.findIndex((end) => OPEN_END.test(end));
      const unclosed = ends.findIndex((end) => !/[).]$/.test(end));
      lone = lone >= 0 ? lone : openAt >= 0 ? openAt : Math.max(unclosed, 0);
      row[lone]!.push(cells[0]!);
    } else {
      cells.forEach((cell, index) => row![index]!.push(cell));
      lone = -1;
    }
  }
  flush();
  return out;
}

/**
 * "N/A", "Invalid Date – Present": a template's or a form's words for a field left empty (a
 * theme's script printing a date it was not given).
 */
const NOT_GIVEN = /^(?:n\/a|invalid date(?:\s*[–—-]\s*(?:invalid date|present))?)$/i;

/**
 * Lines without the cells that say a field was left empty (among other cells, a lone dash too);
 * a line of nothing else goes. A table's "From" and "To" cells ("Aug 2022   Aug 2022") read
 * as one date, or as a range when they differ.
 */
const withoutNotGiven = (lines: string[]) =>
  lines.flatMap((line) => {
    const cells = line.split(/\t|\s{3,}/);
    const empty = (cell: string) =>
      NOT_GIVEN.test(cell.trim()) || (cells.length >= 3 && /^[-–—]$/.test(cell.trim()));
    const rest = cells.filter((cell) => !empty(cell));
    const [from, to] = rest.slice(-2).map((cell) => cell.trim());
    if (rest.length >= 3 && isDateCell(from!) && isDateCell(to!) && !/[-–—]/.test(from + to!)) {
      rest.splice(-2, 2, from === to ? from! : `${from} – ${to}`);
    } else if (rest.length === cells.length) {
      return [line];
    }
    return rest.join('').trim() === '' ? [] : [rest.join('   ')];
  });

/**
 * Whether a line of a narrow column (a sidebar's, no line wider than half a page) ended only
 * because the next word did not fit: with that word it would be wider than the column's widest.
 */
export function endsFull(line: string, next: string, widest: number): boolean {
  const word = /^\S+/.exec(next.trim())?.[0] ?? '';
  return widest <= NARROW && word !== '' && line.length + 1 + word.length > widest;
}

/** The most characters a line of a narrow column holds. */
const NARROW = 50;

/** A cell that is a date or a range and nothing more: "Feb 2022 – Present", "2015 – 2017". */
function isDateCell(cell: string): DateRange | null {
  const range = findDateRange(cell);
  return range && range.index === 0 && range.length >= cell.trim().length - 1 ? range : null;
}

/**
 * A left cell and the rest it wrapped onto the next line as one: "Sci-" and "ence" as "Science"
 * where the hyphen was the typesetter's, "month-" and "end" as "month-end" where it was not.
 */
export function joinCell(left: string, rest: string, written: Set<string>): string {
  const head = /(\p{L}+)-$/u.exec(left)?.[1];
  if (!head) return `${left} ${rest}`;
  const restWord = /^\p{Ll}+/u.exec(rest)?.[0];
  return restWord && isWordBreak(head, restWord, written)
    ? `${left.slice(0, -1)}${rest}`
    : `${left}${rest}`;
}

/**
 * Whether the left cell of a grid row goes on in the next row's: a line in lower case, or after
 * a joining word ("… Administration in" / "Accounting"), or a word or three that name nothing of
 * their own after a cell long enough to have wrapped ("…, Computer" / "Science"). A name of its
 * own ("Bakul Textiles Ltd." / "Senior Accountant") opens a row of its own.
 */
function carriesOnCell(left: string, next: string): boolean {
  if (/[.!?:;]$/.test(left) || isBullet(next) || /[.!?]$/.test(next)) return false;
  if (/^\p{Ll}/u.test(next) || /(?:,|\s(?:in|of|and|&|for|the|at|on))$/.test(left)) return true;
  return (
    left.length >= 45 &&
    next.split(/\s+/).length <= 3 &&
    !opensDuty(next) &&
    ![ROLE_WORDS, COMPANY_WORDS, INSTITUTION].some((words) => words.test(next))
  );
}

/**
 * "BSc Meghna University …, Computer Sci-   Rupnagar" / "ence and Engineering   2014 – 2018": an
 * entry set as a grid (RenderCV's), its head wrapped in the left column beside its place over
 * its dates. The head is one line again, the place and the dates cells after it. So is a head
 * whose last word alone ran on ("… Cloud Native Founda-   Aug 2022" / "tion").
 */
function withWrappedHeadsJoined(lines: string[]): string[] {
  const written = writtenWords(lines.join('\n'));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [left, ...right] = cellsOf(lines[i]!);
    const [nextLeft, ...nextRight] = cellsOf(lines[i + 1] ?? '');
    const wordRest =
      nextRight.length === 0 && /\p{L}-$/u.test(left!) && /^\p{Ll}+[.,;:)]?$/u.test(nextLeft!);
    const headRest =
      nextRight.length === 1 &&
      carriesOnCell(left!, nextLeft!) &&
      !findDateRange(lines[i]!) &&
      isDateCell(nextRight[0]!) !== null;
    if (right.length === 1 && (wordRest || headRest)) {
      out.push([joinCell(left!, nextLeft!, written), right[0], ...nextRight].join('   '));
      i++;
    } else {
      out.push(lines[i]!);
    }
  }
  return out;
}

/** Whether a date-led line's date is its start, with `end` (the line's above) its end. */
function startsBefore(start: string, end: string): boolean {
  if (isPresent(start) || findDateRange(start)?.start) return false;
  if (isPresent(end)) return true;
  const [from, to] = [parseDate(start), parseDate(end)];
  return !!from && !!to && from.year * 12 + from.month <= to.year * 12 + to.month;
}

/**
 * "PRESENT   Senior Software Engineer at Padma Softworks" / "MAR 2021   • Led a team …": a date
 * column that sets an entry's end level with its head and its start a line lower, beside the
 * first duty (or beside the school, under the degree). The two dates become one range at the
 * head. Dated one-liners ("2022   Certified Scrum Master" / "2021   Certified …") stay apart:
 * the lower line must carry on the entry above, as a duty, a school under a degree, or nothing.
 */
function withStackedDatesJoined(lines: string[]): string[] {
  const out = [...lines];
  // "MAR 2019   Audit Associate at RAHMAN HAQUE & CO. CHARTERED ACCOUNTANTS," / "Rupnagar" /
  // "JAN 2016   • Audited …": a head that wrapped puts its start a line lower still.
  const wrapOfHead = (line = '') =>
    line.trim() !== '' && !leadingDate(line) && !BULLET.test(line) && line.split(/\s+/).length <= 4;
  for (let i = 0; i + 1 < out.length; i++) {
    // "… ASSOCIATION, Kash-" / "bon" / "2014   • Taught …": the word the head broke goes back.
    if (
      leadingDate(out[i]!) &&
      /\p{L}-$/u.test(out[i]!) &&
      /^\p{Ll}+[,.]?$/u.test(out[i + 1]!.trim()) &&
      leadingDate(out[i + 2] ?? '')
    ) {
      out[i] = out[i]!.slice(0, -1) + out.splice(i + 1, 1)[0]!.trim();
    }
    const head = leadingDate(out[i]!);
    const at = wrapOfHead(out[i + 1]) ? i + 2 : i + 1;
    const under = leadingDate(out[at] ?? '');
    if (!head || !under || !head.rest || findDateRange(out[i]!)?.start) continue;
    if (!startsBefore(under.date, head.date)) continue;
    const carriesOn =
      isPresent(head.date) ||
      under.rest === '' ||
      BULLET.test(under.rest) ||
      (opensDuty(under.rest) && under.rest.split(/\s+/).length >= 6) ||
      (INSTITUTION.test(under.rest) &&
        !DEGREE.test(under.rest) &&
        DEGREE.test(head.rest) &&
        !INSTITUTION.test(head.rest));
    if (!carriesOn) continue;
    out[i] = `${under.date} – ${head.date}   ${head.rest}`;
    if (under.rest) out[at] = under.rest;
    else out.splice(at, 1);
  }
  return out;
}

/**
 * A CV's text as lines: repaired, held to its most, without running marks or empty fields'
 * "N/A", a form's rows read as entries (`asForm`), ranges rejoined (a wrapped one, an end set
 * over its start), grid heads that wrapped made whole.
 */
export const readLines = (text: string, asForm = (lines: string[]) => lines) =>
  withWrappedHeadsJoined(
    withStackedDatesJoined(
      joinWrappedRanges(
        withTablesRead(
          asForm(
            withoutNotGiven(
              withoutRunningMarks(text.slice(0, MAX_TEXT).replace(/\r/g, '').split('\n')),
            ),
          ),
        ),
      ),
    ),
  );
/** A line's cells: the pieces a gap (read as " | ") parts. */
const cellsOf = (line: string) => clean(line).split(/\s+\|\s+/);

/**
 * Entries set side by side as cards and read row by row ("Surma University   Karnaphuli
 * College" / "Jan 2013 - Jan 2015   Jan 2009 - Jan 2013") go back to one card after the other.
 * From a row where `opens` says a row of cards starts, the rows are read column by column while
 * each has as many cells or fewer (one with fewer fills the columns from the left), up to a blank
 * line or the next such row.
 */
export function cardsOneByOne(
  lines: string[],
  opens: (rows: string[][], at: number) => boolean,
): string[] {
  const rows = lines.map(cellsOf);
  const read: string[] = [];
  let columns: string[][] = [];
  const flush = () => {
    read.push(...columns.flat());
    columns = [];
  };
  rows.forEach((cells, at) => {
    if (cells.length >= 2 && opens(rows, at)) {
      flush();
      columns = cells.map(() => []);
    } else if (cells.join('') === '' || cells.length > columns.length) {
      flush();
    }
    if (columns.length === 0) read.push(lines[at]!);
    else cells.forEach((cell, i) => columns[Math.min(i, columns.length - 1)]!.push(cell));
  });
  flush();
  return read;
}
