/**
 * Reading order for PDF text. pdf.js gives text pieces with positions in drawing order, which for
 * CVs is often not reading order: a sidebar beside the main column, the name drawn last, words
 * split into pieces or spaces left out. pagesToText rebuilds lines, words, paragraphs and columns
 * from the positions alone.
 */
import { isRole } from '../resume/entry-names';
import { COLUMN_HEADER } from '../resume/lexicon';
import { headingOf } from '../resume/sections';
import type { PositionedPage, PositionedText } from '../types';

/** A piece of text on one baseline; x0/x1 are its left and right edges. */
interface Fragment {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  bold: boolean;
}

/** Fragments on one baseline, in the order they were found (sorted when read). */
interface Row {
  y: number;
  size: number;
  fragments: Fragment[];
  /** The row's text when it is not its pieces' in order (two rows joined cell by cell). */
  text?: string;
  /** The baseline of its last line, when it joins two. */
  lastY?: number;
}

/** A side heading has at most this many words, and this gap (in the text's font sizes) to it. */
const SIDE_HEADING_WORDS = 3;
const SIDE_HEADING_GAP = 0.8;
/** "Name / Surname", "E-mail", "Occupation or position held": a table's tag, in words. */
const TAG = /^\p{Lu}[\p{L} ()/&'’-]*$/u;
/** A margin with this many labels that head no section ("Name", "Expert") is a table's tags. */
const TABLE_TAGS = 5;
/** A line at least this much larger than the body's type is a heading (a ratio of sizes). */
const HEADING_SIZE = 1.15;
/** A margin's label ends this close to the text it labels (in font sizes). */
const LABEL_FLUSH = 1.5;
/** Baselines closer than this share a line (fraction of the smaller font size). */
const SAME_LINE = 0.5;
/** A gap wider than this between pieces is a word break, even when the PDF has no space. */
const WORD_GAP = 0.12;
/** A gap this wide inside a line separates cells (right-aligned dates, skill tags). */
const CELL_GAP = 1.5;
/** Between two names set side by side (a grid of interests or tags), this gap parts cells. */
const NAME_CELL_GAP = 0.8;
/** A bold label and the plain text this far beside it are two cells (a grid of skill groups). */
const LABEL_CELL_GAP = 0.8;
/** Wider than a space (a third of the type's size at most), as between a label and its text. */
const LABEL_GAP = 0.5;
/**
 * A list item's leading label is set off by more than a word space: in bold, an en space (half
 * the size); in the text's own face, wider than any stretched word space, a quad's worth, while
 * the rest of the line's gaps are no wider than PDF text runs break at.
 */
const BOLD_LEAD_GAP = 0.45;
const LEAD_GAP = 0.9;
const LEAD_GAP_AFTER = 0.6;
/** A label is a name or two ("Guest Speaker, Coastal Farmers Radio Programme"), not a sentence. */
const LEAD_WORDS = 10;
/** Between letters drawn one by one, only a gap this wide is a word break (letter-spacing). */
const LETTER_WORD_GAP = 0.2;
/**
 * Words this many times larger than the next are set apart from them: "Nadia Rahman" and a
 * headline beside it in small type.
 */
const SIZE_STEP = 1.4;
/** A bold piece this much larger than the plain one after it is another cell (see separator). */
const BOLD_STEP = 1.15;
/**
 * Short bold labels side by side this far apart (in font sizes) are cells, a grid's skill names
 * over their bars: wider than any word space of proportional type (a third of the size at most);
 * in a monospaced font, whose space is a whole character, wider than a character and a half.
 */
const LABEL_ROW_GAP = 0.5;
const MONOSPACED_LABEL_GAP = 1.5;
const CELL_SEPARATOR = '   ';
/** A heading in capitals has at least this share of its letters in capitals. */
const CAPITAL_SHARE = 0.7;
/** The end of a range is at most this many line pitches under its start. */
const WRAPPED_DATE = 2.5;
/** How far a heading moved beside its paragraph is set from that paragraph's line (PDF units). */
const LABEL_NUDGE = 0.01;
/** A vertical step this much larger than the usual line pitch starts a paragraph. */
const PARAGRAPH_PITCH = 1.3;
/** …and at least this many font sizes, so tightly set lines are not all paragraphs. */
const PARAGRAPH_MIN_EM = 1.5;
/** A name set this many times larger than the body text, on two lines this close, is one line. */
const TITLE_SIZE = 1.6;
const TITLE_WRAP = 1.5;
/** Page numbers and running headers live in the top and bottom bands of a page. */
const MARGIN_BAND = 0.08;
/** A column holds at least this many lines on each side of the gutter. */
const MIN_COLUMN_ROWS = 3;
/** Above this share of side-by-side lines on the same baseline it is a table, read row by row. */
const MAX_ALIGNED_SHARE = 0.6;
/** Baselines within this (in font sizes) count as aligned across a gutter. */
const ALIGNED = 0.2;
/** A gutter is at least this many body font sizes wide. */
const MIN_GUTTER_EM = 0.8;
/** Positions tried across a page when looking for a gutter. */
const MAX_GUTTER_STEPS = 1000;
/** A table's rows part where the step down is this much larger than its lines' own. */
const TABLE_ROW_STEP = 1.25;
/** A table ends at a step down this many font sizes deep. */
const TABLE_END_EM = 2.5;
/** A line of a table that fills this share of its columns is a row of its own. */
const FULL_ROW = 0.6;

/** The text of the pages in reading order, paragraphs separated by a blank line. */
export function pagesToText(pages: PositionedPage[]): string {
  const rowsPerPage = dropRunningLines(
    pages.map((page) => withTableRowsJoined(toRows(toFragments(page)))),
    pages,
  );
  const edge = sideHeadingEdge(rowsPerPage.flat());
  const laidOut = rowsPerPage.map((rows) => {
    const pageMaxSize = rows.reduce((max, row) => Math.max(max, row.size), 0);
    // Before the columns are found: the name's second line may start a sidebar's stretch.
    const named = withWrappedNameJoined(rows, pageMaxSize, median(rows.map((row) => row.size)));
    return { flows: layout(named, pageMaxSize, edge), pageMaxSize };
  });
  for (const [index, page] of laidOut.entries()) {
    const next = laidOut[index + 1];
    if (next) {
      carryMainColumnOn(page, next);
      carrySidebarOn(page, next);
    }
  }
  const text = laidOut
    .map(({ flows, pageMaxSize }) => flowsText(flows, edge, pageMaxSize))
    .join('\n\n');
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function toFragments({ items, width, height }: PositionedPage): Fragment[] {
  const onPage = (item: PositionedText) =>
    item.x >= 0 && item.x <= width && item.y >= 0 && item.y <= height;
  const fragments: Fragment[] = [];
  for (const item of items) {
    const text = item.str.replace(/\s+/g, ' ');
    if (text === ' ') {
      // A space drawn on its own marks a word break, however narrow the gap it leaves.
      const previous = fragments.at(-1);
      if (previous && Math.abs(previous.y - item.y) < SAME_LINE * previous.size) {
        previous.text += ' ';
      }
      continue;
    }
    // Text off the page or of no size is invisible (sometimes keyword stuffing).
    if (text === '' || !(item.height > 0) || !onPage(item)) continue;
    const textWidth = item.width > 0 ? item.width : item.height * 0.5 * text.length;
    fragments.push({
      text,
      x0: item.x,
      x1: item.x + textWidth,
      y: item.y,
      size: item.height,
      bold: item.bold === true,
    });
  }
  return fragments;
}

/** Groups fragments into rows by baseline, top of the page first. */
function toRows(fragments: Fragment[]): Row[] {
  const sorted = [...fragments].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const rows: Row[] = [];
  const near = (a: { y: number; size: number }, b: Fragment) =>
    Math.abs(a.y - b.y) <= SAME_LINE * Math.min(a.size, b.size);
  for (const fragment of sorted) {
    const row = rows.at(-1);
    // Level with the row's line, or with the piece before it ("2024-06-01" then "TO" in small
    // capitals, both a little under the line beside them).
    if (row && (near(row, fragment) || near(row.fragments.at(-1)!, fragment))) {
      row.fragments.push(fragment);
      // The line's baseline is that of its main text, not of a superscript drawn above it.
      if (fragment.size > row.size) row.y = fragment.y;
      row.size = Math.max(row.size, fragment.size);
    } else {
      rows.push({ y: fragment.y, size: fragment.size, fragments: [fragment] });
    }
  }
  return rows;
}

/**
 * "Exam Title   Concentration/Major   Institute   Result" over rows whose cells wrap, each cell
 * centred in its column: a table's lines mix the cells of a row, level or not ("Meghna
 * University of   CGPA 3.78 / 4.00. Thesis" / "BSc   Science and   on offline-first   2018").
 * Under a header row naming three columns or more, the lines down to the next heading or a
 * wide gap are the table's; its rows part where the step down is wider than between a cell's
 * lines, and each row is read as one line, cell by cell in the header's columns. A stretch of
 * lines that fill most columns each is rows of one line, read as they are.
 */
function withTableRowsJoined(rows: Row[]): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    const header = rows[i]!;
    out.push(header);
    const headerCells = cellsOf(header);
    if (
      header.text !== undefined ||
      headerCells.length < 3 ||
      !headerCells.every((cell) => COLUMN_HEADER.test(cellText(cell)))
    ) {
      continue;
    }
    const columns = headerCells.map((cell) => ({ x0: cell[0]!.x0, x1: cell.at(-1)!.x1 }));
    let end = i + 1;
    while (
      end < rows.length &&
      rows[end - 1]!.y - rows[end]!.y <= TABLE_END_EM * rows[end]!.size &&
      headingOf(rowText(rows[end]!))?.rest !== ''
    ) {
      end++;
    }
    const lines = rows.slice(i + 1, end);
    const steps = lines.map((row, at) => (lines[at - 1] ?? header).y - row.y);
    const least = Math.min(...steps);
    const columnOf = (fragment: Fragment) => {
      const overlap = columns.map(
        (column) => Math.min(column.x1, fragment.x1) - Math.max(column.x0, fragment.x0),
      );
      const most = overlap.indexOf(Math.max(...overlap));
      if (overlap[most]! > 0) return most;
      const centre = (fragment.x0 + fragment.x1) / 2;
      const distance = columns.map((column) => Math.abs((column.x0 + column.x1) / 2 - centre));
      return distance.indexOf(Math.min(...distance));
    };
    const filled = (row: Row) => new Set(row.fragments.map(columnOf)).size;
    let group: Row[] = [];
    const flush = () => {
      const full = group.filter((row) => filled(row) >= FULL_ROW * columns.length).length;
      if (group.length < 2 || full > 1) {
        out.push(...group);
      } else {
        const cells = columns.map((_, column) =>
          group
            .map((row) =>
              rowText({ ...row, fragments: row.fragments.filter((f) => columnOf(f) === column) }),
            )
            .filter(Boolean)
            .join(' '),
        );
        out.push({
          y: group[0]!.y,
          lastY: group.at(-1)!.y,
          size: Math.max(...group.map((row) => row.size)),
          fragments: group.flatMap((row) => row.fragments),
          text: cells.filter(Boolean).join(CELL_SEPARATOR),
        });
      }
      group = [];
    };
    for (const [at, row] of lines.entries()) {
      if (steps[at]! > TABLE_ROW_STEP * least) flush();
      group.push(row);
    }
    flush();
    i = end - 1;
  }
  return out;
}

/**
 * "Nusrat Jahan" / "Mim": a name in the page's largest type that wrapped while smaller text sat
 * beside it (contacts flush right, level with its second line). Its second line's words go back
 * after the first line's, and the text beside them stays on its own line.
 */
function withWrappedNameJoined(rows: Row[], maxSize: number, bodySize: number): Row[] {
  if (maxSize < TITLE_SIZE * bodySize) return rows;
  const big = (fragment: Fragment) => fragment.size >= 0.95 * maxSize;
  const upper = rows.findIndex((row) => row.fragments.some(big));
  const lower = rows.findIndex((row, index) => index > upper && row.fragments.some(big));
  if (upper < 0 || lower < 0) return rows;
  const [top, bottom] = [rows[upper]!, rows[lower]!];
  const [first, second] = [top.fragments.filter(big), bottom.fragments.filter(big)];
  const rest = bottom.fragments.filter((fragment) => !big(fragment));
  // Consecutive lines of the name alone are joined where the flows are read (flowsText).
  if (lower === upper + 1 && rest.length === 0) return rows;
  const left = (fragments: Fragment[]) => Math.min(...fragments.map((fragment) => fragment.x0));
  const right = (fragments: Fragment[]) => Math.max(...fragments.map((fragment) => fragment.x1));
  const end = right([...first, ...second]);
  // What lies between the lines or beside the second is set on the name's right, not under it
  // (a large heading, a line of text, then the next heading). A sidebar on its left is a column
  // of its own, which the layout reads apart.
  const beside = [...rows.slice(upper + 1, lower).flatMap((row) => row.fragments), ...rest].every(
    (fragment) => fragment.x0 > end,
  );
  if (
    !beside ||
    top.y - bottom.y > TITLE_WRAP * maxSize ||
    Math.abs(left(first) - left(second)) > 2
  ) {
    return rows;
  }
  // The second line as one piece of no width right after the first: text beside the name on
  // the first line stays clear of it.
  const at = right(first) + 2 * WORD_GAP * maxSize;
  const moved = { ...second[0]!, text: rowText({ ...bottom, fragments: second }), x0: at, x1: at };
  // "Senior" / "Accountant": a headline of words beside the name that wrapped with it goes on
  // in the line between, starting where it starts in the same type.
  const headline = top.fragments.find((fragment) => !big(fragment));
  const between = rows.slice(upper + 1, lower);
  const wordsOnly = (text: string) => /^[\p{L}&,' -]+$/u.test(text.trim());
  const wrapped =
    headline !== undefined &&
    between.length === 1 &&
    between[0]!.fragments.length === 1 &&
    Math.abs(between[0]!.fragments[0]!.x0 - headline.x0) <= 1 &&
    Math.abs(between[0]!.fragments[0]!.size - headline.size) < 0.05 * headline.size &&
    [headline, between[0]!.fragments[0]!].every((fragment) => wordsOnly(fragment.text))
      ? between[0]!.fragments[0]!
      : undefined;
  const joined = rows.map((row, index) =>
    index === upper
      ? {
          ...row,
          fragments: [
            ...row.fragments.map((fragment) =>
              fragment === headline && wrapped
                ? { ...fragment, text: `${fragment.text.trim()} ${wrapped.text.trim()}` }
                : fragment,
            ),
            moved,
          ],
        }
      : row,
  );
  joined[lower] = { ...bottom, fragments: rest, size: Math.max(0, ...rest.map((f) => f.size)) };
  return joined.filter(
    (row, index) => row.fragments.length > 0 && !(wrapped && index === upper + 1),
  );
}

/**
 * The left edge of a text that has a margin of headings or tags beside it; `tags` when they are
 * a table's (set flush right against the text, or mostly labels that head no section): each
 * then is its line's first cell.
 */
interface SideEdge {
  x: number;
  tags: boolean;
}

/**
 * Headings set in a margin beside the text they head ("Work" level with a job's title): the left
 * edge of that text, when the document has such headings. A side heading is short, ends clear
 * of the edge, and is no smaller than the text beside it; the text under it starts at the edge.
 */
function sideHeadingEdge(rows: Row[]): SideEdge | null {
  const heads: Array<{ edge: number; head: Fragment }> = [];
  for (const row of rows) {
    const [head, next] = [...row.fragments].sort((a, b) => a.x0 - b.x0);
    if (!head || !next) continue;
    const words = head.text.trim().split(/\s+/).length;
    const gap = next.x0 - head.x1;
    if (
      words <= SIDE_HEADING_WORDS &&
      gap >= SIDE_HEADING_GAP * next.size &&
      head.size >= next.size
    ) {
      heads.push({ edge: next.x0, head });
    }
  }
  const edges = heads.map((head) => head.edge);
  if (edges.length < 2) return null;
  const edge = median(edges);
  const near = (x: number) => Math.abs(x - edge) <= 2;
  const headed = heads.filter((head) => near(head.edge)).map(({ head }) => head);
  if (headed.length < 2) return null;
  const startingAtEdge = rows.filter((row) =>
    near(Math.min(...row.fragments.map((f) => f.x0))),
  ).length;
  // A table's tags set flush right against a rule ("Name", "▹ 03/2019 – Present", "Expert"):
  // heads of different widths ending at one x mark a column as surely as text under them does.
  const ends = headed.map((head) => head.x1);
  const flushRight =
    headed.length >= 3 &&
    ends.filter((x1) => Math.abs(x1 - median(ends)) <= 1).length >= 3 &&
    new Set(headed.map((head) => Math.round(head.x0))).size >= 3;
  // Flush left, a table's tags are told from side headings by their words: many name no section.
  const tags =
    flushRight ||
    headed.filter(
      (head) => !isSectionHeading(head.text.trim()) && !isCapitalHeading(head.text.trim()),
    ).length >= TABLE_TAGS;
  if (startingAtEdge >= 2 * headed.length) return { x: edge, tags };
  return flushRight ? { x: edge, tags: true } : null;
}

const rightEdge = (row: Row) => Math.max(...row.fragments.map((fragment) => fragment.x1));

/**
 * "of   experience   in   audit   and": a line of justified text a browser draws a word at a
 * time, every space stretched alike, ending where the paragraph's lines beside it end. Its wide
 * spaces are a sentence's, not the gaps between a table's cells.
 */
function isJustified(row: Row, neighbours: Array<Row | undefined>): boolean {
  if (row.text !== undefined || row.fragments.length < 3) return false;
  const fragments = [...row.fragments].sort((a, b) => a.x0 - b.x0);
  const gaps = fragments.slice(1).map((fragment, index) => fragment.x0 - fragments[index]!.x1);
  const [narrowest, widest] = [Math.min(...gaps), Math.max(...gaps)];
  return (
    widest > CELL_GAP * row.size &&
    widest - narrowest <= 0.1 * row.size &&
    neighbours.some(
      (other) =>
        other !== undefined &&
        other.text === undefined &&
        Math.abs(rightEdge(other) - rightEdge(row)) <= 1,
    )
  );
}

/**
 * "TypeScript  React  Node.js  Go": three or more short bold labels drawn one by one, words not
 * letters, as a grid of skills or a table's header sets its names. The gap (in font sizes) that
 * parts two of them, or null when the row is no such row.
 */
function labelRowGap(fragments: Fragment[]): number | null {
  const isLabel = (fragment: Fragment) =>
    fragment.bold &&
    (fragment.text.match(/\p{L}/gu)?.length ?? 0) >= 2 &&
    fragment.text.trim().split(/\s+/).length <= 3;
  if (fragments.length < 3 || !fragments.every(isLabel)) return null;
  const advances = fragments.map(
    (fragment) => (fragment.x1 - fragment.x0) / fragment.text.trim().length / fragment.size,
  );
  const monospaced = Math.max(...advances) <= 1.03 * Math.min(...advances);
  return monospaced ? MONOSPACED_LABEL_GAP * advances[0]! : LABEL_ROW_GAP;
}

/** A row's text; a side heading in it goes on a line of its own, before the text it heads. */
function rowText(row: Row, edge: SideEdge | null = null, justified = false): string {
  if (row.text !== undefined) return row.text;
  const fragments = [...row.fragments].sort((a, b) => a.x0 - b.x0);
  if (edge !== null && fragments.length > 1 && fragments[0]!.x1 < edge.x) {
    const heading = fragments.filter((fragment) => fragment.x1 < edge.x);
    const rest = fragments.filter((fragment) => fragment.x1 >= edge.x);
    if (rest.length > 0 && Math.abs(rest[0]!.x0 - edge.x) <= 2) {
      const label = rowText({ ...row, fragments: heading });
      // "Expert   Merchandising": a level or a language set flush against the text labels its
      // line, and stays on it as its first cell, as a table's every tag does.
      const flush = edge.x - heading.at(-1)!.x1 <= LABEL_FLUSH * row.size;
      // A table's tag, flush or not, is set no smaller than its value: not a place or a contact
      // set beside the name in large type ("Rupnagar, Bangladesh   Tanjila Rahman").
      const sized = rest[0]!.size <= BOLD_STEP * heading[0]!.size;
      const tag = (flush && isLevelWord(label)) || (edge.tags && sized);
      const labels = tag && !isSectionHeading(label) && !isDateLabel(label);
      return `${label}${labels ? CELL_SEPARATOR : '\n'}${rowText({ ...row, fragments: rest })}`;
    }
  }
  const labelGap = labelRowGap(fragments);
  const lead = leadLabel(fragments);
  const parts: string[] = [];
  let previous: Fragment | undefined;
  for (const fragment of fragments) {
    if (previous) {
      // Text drawn twice a hair apart is fake bold, not a repeat.
      const size = Math.min(previous.size, fragment.size);
      if (fragment.text === previous.text && fragment.x0 - previous.x0 < 0.2 * size) continue;
      const between =
        (labelGap !== null && fragment.x0 - previous.x1 > labelGap * size) || previous === lead
          ? CELL_SEPARATOR
          : separator(previous, fragment);
      parts.push(justified && between === CELL_SEPARATOR ? ' ' : between);
    }
    parts.push(fragment.text.trim());
    previous = fragment;
  }
  return parts.join('');
}

/**
 * "• Expert  TypeScript, React", "• Hisab  hisab.example.org": a short label leading a list's
 * item, set off from its text by more than any word space (in bold, by an en space; in any face,
 * by a quad, the rest of the line set close), is the item's first cell, as a table's tag is.
 */
function leadLabel(fragments: Fragment[]): Fragment | undefined {
  // The list's mark is a piece of its own, or the first of the label's (with a capital drawn
  // larger than the small capitals after it).
  const mark = /^[•·▪●◦‣➢►➤▸❖■◆○–]\s*$/.test(fragments[0]?.text ?? '');
  if (!mark && !BULLETED.test(fragments[0]?.text ?? '')) return undefined;
  const pieces = fragments.slice(mark ? 1 : 0);
  const gaps = pieces.slice(1).map((piece, index) => {
    const before = pieces[index]!;
    return (piece.x0 - before.x1) / Math.min(piece.size, before.size);
  });
  // A bold label ends where the first plain piece starts.
  const plain = pieces.findIndex((piece) => !piece.bold);
  const at = gaps.findIndex((gap, index) =>
    index + 1 === plain ? gap > BOLD_LEAD_GAP : gap > LEAD_GAP,
  );
  if (at < 0 || gaps.slice(at + 1).some((gap) => gap > LEAD_GAP_AFTER)) return undefined;
  const label = pieces
    .slice(0, at + 1)
    .map((piece) => piece.text)
    .join('')
    .replace(BULLETED, '')
    .trim();
  return label.split(/\s+/).length <= LEAD_WORDS &&
    /\p{L}{2}/u.test(label) &&
    !/[.:,;]$/.test(label)
    ? pieces[at]
    : undefined;
}

/** A line that opens with a list's mark. */
const BULLETED = /^\s*[•·▪●◦‣*➢►➤▸✓✔❖■□◆◇○–-]\s/;

/** A row set wholly in bold: a heading or an entry's head (a title, an employer). */
const isBold = (row: Row) =>
  row.text === undefined && row.fragments.every((fragment) => fragment.bold);

const isLetter = (fragment: Fragment) => /^\p{L}$/u.test(fragment.text.trim());

/**
 * A piece of a line that reads as a name of a few words: capitalised, ending in a letter. (A
 * word alone may be a skill and its level beside it, "Tally  Advanced".)
 */
const isNamePiece = (fragment: Fragment) =>
  /^\p{Lu}[\p{L}'’-]+(?: [\p{L}'’&-]+){1,5}$/u.test(fragment.text.trim());

/** What goes between two pieces of a line: nothing inside a word, a space, or a cell gap. */
function separator(previous: Fragment, next: Fragment): string {
  const size = Math.min(previous.size, next.size);
  const gap = next.x0 - previous.x1;
  if (gap > CELL_GAP * size) return CELL_SEPARATOR;
  // "University Debate Club  Coastal Farmers Radio Programme": boxes side by side, each a name;
  // a sentence's words are never that far apart.
  if (gap > NAME_CELL_GAP * size && isNamePiece(previous) && isNamePiece(next)) {
    return CELL_SEPARATOR;
  }
  if (previous.bold && !next.bold && gap > LABEL_CELL_GAP * size) return CELL_SEPARATOR;
  // "Mulching and water  November 2019": a date a flex box's gap beside a name that wrapped.
  if (gap > NAME_CELL_GAP * size && DATE_CELL.test(next.text.trim())) return CELL_SEPARATOR;
  // "Senior Accountant" in bold, then "Surma University of Business" in smaller plain type: an
  // entry's title and the part beside it, run together (with no gap at all where the line had
  // no room for one).
  if (
    previous.bold &&
    !next.bold &&
    gap > -WORD_GAP * size &&
    previous.size >= BOLD_STEP * next.size &&
    // "TypeScript (Expert)": a bracket goes on with what it follows.
    !/^[([]/.test(next.text.trim())
  ) {
    return CELL_SEPARATOR;
  }
  // Small capitals ("2021-03-01 TO PRESENT") are a smaller size of the same words.
  const smaller = previous.size < next.size ? previous : next;
  if (
    gap > WORD_GAP * size &&
    Math.max(previous.size, next.size) >= SIZE_STEP * size &&
    /\p{Ll}/u.test(smaller.text)
  ) {
    return CELL_SEPARATOR;
  }
  // "T O P R E S E N T": letters set apart by CSS letter-spacing come one piece each, with a
  // space drawn between them, and in small capitals the fixed spacing is wide for their size.
  if (isLetter(previous) && isLetter(next)) return gap > LETTER_WORD_GAP * size ? ' ' : '';
  if (gap > WORD_GAP * size || previous.text.endsWith(' ') || next.text.startsWith(' ')) return ' ';
  return '';
}

/** An e-mail address or a phone number of eight digits or more. */
const CONTACT_IN_FOOTER = /\S@\S|\+?\d(?:[\s().-]*\d){7,}/;

const PAGE_NUMBER = /^(page\s*)?#+(\s*(of|\/)\s*#+)?$|^[-–—]\s*#+\s*[-–—]$/;

/**
 * Without page numbers, and without headers and footers repeated on several pages. A running
 * header is kept once, where it first appears: it may be the only place the name is written. A
 * running footer that gives the person's contacts (moderncv's casual style) is read once, first,
 * as the header it stands for; under the last page's text it would read as the last referee's.
 */
function dropRunningLines(rowsPerPage: Row[][], pages: PositionedPage[]): Row[][] {
  const place = (row: Row, page: PositionedPage) => {
    if (row.y > page.height * (1 - MARGIN_BAND)) return 'header';
    return row.y < page.height * MARGIN_BAND ? 'footer' : null;
  };
  const normal = (row: Row) => rowText(row).toLowerCase().replace(/\d+/g, '#');
  const pagesWithLine = new Map<string, number>();
  rowsPerPage.forEach((rows, index) => {
    const lines = new Set<string>();
    for (const row of rows) {
      const where = place(row, pages[index]!);
      if (where) lines.add(`${where}:${normal(row)}`);
    }
    for (const line of lines) pagesWithLine.set(line, (pagesWithLine.get(line) ?? 0) + 1);
  });
  const minRepeats = Math.max(2, Math.ceil(pages.length / 2));
  const running = (row: Row, index: number) => {
    const where = place(row, pages[index]!);
    return where && (pagesWithLine.get(`${where}:${normal(row)}`) ?? 0) >= minRepeats
      ? where
      : null;
  };
  const footer = (rowsPerPage[0] ?? []).filter(
    (row) => running(row, 0) === 'footer' && !PAGE_NUMBER.test(normal(row)),
  );
  const contacts = footer.some((row) => CONTACT_IN_FOOTER.test(rowText(row)));
  const headerKeptOn = new Map<string, number>();
  const kept = rowsPerPage.map((rows, index) =>
    rows.filter((row) => {
      const where = place(row, pages[index]!);
      if (!where) return true;
      const text = normal(row);
      if (PAGE_NUMBER.test(text)) return false;
      if (!running(row, index)) return true;
      if (where === 'footer') return false;
      const line = `${where}:${text}`;
      if (!headerKeptOn.has(line)) headerKeptOn.set(line, index);
      return headerKeptOn.get(line) === index;
    }),
  );
  if (contacts && kept[0]) {
    // Above the first page's top, in their order.
    const lift = pages[0]!.height;
    kept[0] = [...footer.map((row) => ({ ...row, y: row.y + lift })), ...kept[0]];
  }
  return kept;
}

interface ColumnSplit {
  /** The first and last row (inclusive) of the part of the page set in two columns. */
  start: number;
  end: number;
  /** An x inside the gutter. */
  x: number;
  rightFirst: boolean;
}

/**
 * Splits rows into flows read one after the other: what is above a two-column part, its left
 * column, its right column, what is below. Each part may itself hold columns. `edge` is the
 * document's margin of side headings or tags, if it has one.
 */
function layout(rows: Row[], pageMaxSize: number, edge: SideEdge | null = null): Row[][] {
  if (rows.length === 0) return [];
  const split = findColumns(rows, pageMaxSize);
  if (!split) return sectionsSideBySide(headingsOverLists(rows)).flatMap(proseBesideList);
  const [left, right] = splitAt(rows.slice(split.start, split.end + 1), split.x);
  const above = layout(rows.slice(0, split.start), pageMaxSize, edge);
  const below = layout(rows.slice(split.end + 1), pageMaxSize, edge);
  // A column of dates or headings beside the entries they date or head is read with them, as
  // is a stretch of the margin of tags the document keeps on every page (one with no dates).
  const tagMargin =
    edge?.tags === true &&
    left.every((row) => rightEdge(row) < edge.x && isMarginLabel(rowText(row))) &&
    right.every((row) => Math.min(...row.fragments.map((fragment) => fragment.x0)) >= edge.x - 2);
  if (tagMargin || isLabelColumn(left, right)) return [...above, withLabels(left, right), ...below];
  if (isLabelColumn(right, left)) return [...above, withLabels(right, left), ...below];
  const grid = gridCells(left, right);
  if (grid) return [...above, ...grid, ...below];
  const sidebar = withSidebar(rows, split, left, right, pageMaxSize);
  if (sidebar) return [...sidebar, ...below];
  // A narrower right column beside the main one is a sidebar, read after it (resume.io's); so
  // is a narrower left one that opens with a heading beside a main column that does not (its
  // first lines, a summary under the name, carry on what is above).
  const headed = (side: Row[]) => side.length > 0 && isSectionHeading(rowText(side[0]!));
  const mainFirst =
    split.rightFirst || (headed(left) && !headed(right) && widthOf(left) < widthOf(right));
  if (mainFirst) {
    const columns = [
      layout(right, pageMaxSize),
      readAfterMain(layout(left, pageMaxSize), split.x, true),
    ];
    return [...above, ...columns.flat(), ...below];
  }
  const columns =
    widthOf(right) < widthOf(left)
      ? [...layout(left, pageMaxSize), ...readAfterMain(layout(right, pageMaxSize), split.x, false)]
      : withOpeningFirst(
          widthOf(left) < widthOf(right)
            ? readBeforeMain(layout(left, pageMaxSize), split.x, true)
            : layout(left, pageMaxSize),
          layout(right, pageMaxSize),
          pageMaxSize,
        );
  return [...above, ...columns, ...below];
}

/** How wide a column's text runs, from its leftmost piece to its rightmost. */
function widthOf(rows: Row[]): number {
  const fragments = rows.flatMap((row) => row.fragments);
  if (fragments.length === 0) return 0;
  return (
    Math.max(...fragments.map((fragment) => fragment.x1)) -
    Math.min(...fragments.map((fragment) => fragment.x0))
  );
}

/**
 * The flows of a sidebar read after the main column beside it (the column with the name), and
 * on which side of x the main column lies.
 */
const sidebarAfterMain = new WeakMap<Row[], { x: number; mainRight: boolean }>();

function readAfterMain(flows: Row[][], x: number, mainRight: boolean): Row[][] {
  for (const flow of flows) sidebarAfterMain.set(flow, { x, mainRight });
  return flows;
}

/** The rows of a sidebar read before the main column beside it, and on which side of x it lies. */
const sidebarBeforeMain = new WeakMap<Row, { x: number; sidebarLeft: boolean }>();

function readBeforeMain(flows: Row[][], x: number, sidebarLeft: boolean): Row[][] {
  for (const row of flows.flat()) sidebarBeforeMain.set(row, { x, sidebarLeft });
  return flows;
}

/**
 * A sidebar read before its main column whose last heading is the page's last line in it
 * ("Languages", its list on the next page): the next page's first lines in the sidebar's place,
 * up to a heading, go under that heading. (A next page whose lines all stand there may as well go
 * on a main column set in newspaper columns, as Word's are, and is left as it is.)
 */
function carrySidebarOn(page: { flows: Row[][] }, next: { flows: Row[][] }): void {
  const at = page.flows.findLastIndex((flow) => flow.some((row) => sidebarBeforeMain.has(row)));
  if (at < 0) return;
  const flow = page.flows[at]!;
  const end = flow.findLastIndex((row) => sidebarBeforeMain.has(row));
  const heading = flow[end]!;
  if (!isSectionHeading(rowText(heading))) return;
  const { x, sidebarLeft } = sidebarBeforeMain.get(heading)!;
  const onSidebar = (row: Row) =>
    row.fragments.every((fragment) => (sidebarLeft ? fragment.x1 <= x : fragment.x0 >= x));
  const carried: Row[] = [];
  for (const row of next.flows.flat()) {
    if (!onSidebar(row) || isSectionHeading(rowText(row))) break;
    carried.push(row);
  }
  if (carried.length === 0) return;
  page.flows.splice(at, 1, flow.slice(0, end + 1), carried, flow.slice(end + 1));
  page.flows = page.flows.filter((rows) => rows.length > 0);
  const moved = new Set(carried);
  next.flows = next.flows
    .map((rows) => rows.filter((row) => !moved.has(row)))
    .filter((rows) => rows.length > 0);
}

/**
 * A page that ends with its sidebar, read after its main column: the next page's first lines
 * in the main column's place, up to its first heading, move before that sidebar, onto the main
 * column's last section.
 */
function carryMainColumnOn(page: { flows: Row[][] }, next: { flows: Row[][] }): void {
  const first = page.flows.findIndex((flow) => sidebarAfterMain.has(flow));
  if (first < 0 || !page.flows.slice(first).every((flow) => sidebarAfterMain.has(flow))) return;
  const { x, mainRight } = sidebarAfterMain.get(page.flows[first]!)!;
  const onMain = (row: Row) =>
    row.fragments.every((fragment) => (mainRight ? fragment.x0 >= x : fragment.x1 <= x));
  const carried: Row[] = [];
  for (const row of next.flows.flat()) {
    if (!onMain(row) || isSectionHeading(rowText(row))) break;
    carried.push(row);
  }
  if (carried.length === 0) return;
  page.flows.splice(first, 0, carried);
  const moved = new Set(carried);
  next.flows = next.flows
    .map((flow) => flow.filter((row) => !moved.has(row)))
    .filter((flow) => flow.length > 0);
}

/**
 * "Padma Softworks Ltd." / dates / title beside "Highlights" / its bullets, job under job: the
 * cells of a grid. Each block on the left opens a row down to the next; the blocks on the right
 * within a row are its other cell, and the first of them starts level with the left block (above
 * the first such pair, the left cells may be empty). At least three such rows are read row by
 * row; a sidebar's sections never start level with the main column's entries all the way.
 */
function gridCells(left: Row[], right: Row[]): Row[][] | null {
  const blocks = (side: Row[]) => {
    const pitch = linePitch(side);
    const out: Row[][] = [];
    side.forEach((row, index) => {
      if (index === 0 || paragraphBreak(side[index - 1]!, row, pitch)) out.push([]);
      out.at(-1)!.push(row);
    });
    return out;
  };
  const leftBlocks = blocks(left);
  const level = (a: Row[], b: Row[]) =>
    Math.abs(a[0]!.y - b[0]!.y) <= SAME_LINE * Math.min(a[0]!.size, b[0]!.size);
  const cells = leftBlocks.map((block) => ({ top: block[0]!.y, blocks: [block] }));
  // Blocks above the first pair of level ones are rows whose left cells are empty.
  const alone: typeof cells = [];
  for (const block of blocks(right)) {
    // The row it falls in: the last left block that starts above it or level with it.
    const row = cells.findLast(({ top }) => top >= block[0]!.y - 1);
    if (row && (row.blocks.length > 1 || level(row.blocks[0]!, block))) row.blocks.push(block);
    else if (cells.some((cell) => cell.blocks.length > 1)) return null;
    else alone.push({ top: block[0]!.y, blocks: [block] });
  }
  if (cells.filter((cell) => cell.blocks.length > 1).length < 3) return null;
  return [...cells, ...alone].sort((a, b) => b.top - a.top).flatMap((cell) => cell.blocks);
}

/**
 * A sidebar, then the dates of the entries right of them (or the entries, their dates flush
 * right, then a sidebar): the gutter found runs between the entries and their dates. The page
 * is the sidebar and a main column, from as high as nothing crosses between them, and the dates
 * go with their entries.
 */
function withSidebar(
  rows: Row[],
  split: ColumnSplit,
  left: Row[],
  right: Row[],
  pageMaxSize: number,
): Row[][] | null {
  const datesOf = (side: Row[], other: Row[], sidebarLeft: boolean) => {
    if (!side.some((row) => isDateLabel(rowText(row)))) return null;
    const found = findColumns(side, pageMaxSize);
    if (!found) return null;
    const [west, east] = splitAt(side, found.x);
    const [dates, rest] = sidebarLeft ? [east, west] : [west, east];
    // Dates set level with the lines beside them on their own side date those: a main column
    // with its own margin of dates, not a sidebar's neighbour.
    const levelWith = (rows: Row[]) =>
      dates.filter(
        (date) =>
          isDateLabel(rowText(date)) &&
          rows.some((row) => Math.abs(row.y - date.y) <= ALIGNED * Math.min(row.size, date.size)),
      ).length;
    return isLabelColumn(dates, other) && levelWith(rest) <= levelWith(other)
      ? { x: found.x, sidebarLeft }
      : null;
  };
  const inner =
    (split.rightFirst ? null : datesOf(left, right, true)) ?? datesOf(right, left, false);
  if (!inner) return null;
  const crosses = (row: Row) =>
    row.fragments.some((fragment) => fragment.x0 < inner.x && fragment.x1 > inner.x);
  let top = split.start;
  while (top > 0 && !crosses(rows[top - 1]!)) top -= 1;
  const [west, east] = splitAt(rows.slice(top, split.end + 1), inner.x);
  const [sidebar, main] = inner.sidebarLeft ? [west, east] : [east, west];
  // The name is usually the largest text: its column comes first, so the CV starts with it.
  const largest = (side: Row[]) => side.some((row) => row.size >= 0.95 * pageMaxSize);
  const columns =
    largest(main) && !largest(sidebar)
      ? [
          layout(main, pageMaxSize),
          readAfterMain(layout(sidebar, pageMaxSize), inner.x, inner.sidebarLeft),
        ]
      : [
          withOpeningFirst(
            readBeforeMain(layout(sidebar, pageMaxSize), inner.x, inner.sidebarLeft),
            layout(main, pageMaxSize),
            pageMaxSize,
          ),
        ];
  return [...layout(rows.slice(0, top), pageMaxSize), ...columns.flat()];
}

/** Words enough to be a summary, not a stray label or date over a column's first heading. */
const OPENING_WORDS = 12;
const PROSE_SHARE = 0.5;

/**
 * A sidebar read first for the name it holds, its sections under it, beside a main column that
 * opens with a summary under no heading (Reactive Resume's Gengar): the summary goes on from the
 * name, before the sidebar's first heading, not into its last section.
 */
function withOpeningFirst(first: Row[][], second: Row[][], pageMaxSize: number): Row[][] {
  const read = second.flat();
  const opens = read.findIndex((row) => isSectionHeading(rowText(row)));
  const opening = read.slice(0, Math.max(opens, 0));
  const words = opening
    .map((row) => rowText(row))
    .join(' ')
    .split(/\s+/);
  // A summary's words are mostly in lower case, a grid's cells' (names, grades, dates) are not.
  const prose = words.filter((word) => /^\p{Ll}/u.test(word)).length >= PROSE_SHARE * words.length;
  const at = first.findIndex((flow) => flow.some((row) => isSectionHeading(rowText(row))));
  const named = first
    .slice(0, Math.max(at + 1, 0))
    .flat()
    .some((row) => row.size >= 0.95 * pageMaxSize);
  if (opens <= 0 || words.length < OPENING_WORDS || !prose || at < 0 || !named) {
    return [...first, ...second];
  }
  const flow = first[at]!;
  const heading = flow.findIndex((row) => isSectionHeading(rowText(row)));
  const moved = new Set(opening);
  return [
    ...first.slice(0, at),
    flow.slice(0, heading),
    opening,
    flow.slice(heading),
    ...first.slice(at + 1),
    ...second.map((rows) => rows.filter((row) => !moved.has(row))),
  ].filter((rows) => rows.length > 0);
}

/**
 * "Languages   Interests" over two short lists side by side, "Awards   Certificates" over two
 * more: sections set as the cells of a grid, too short to be columns. From such a row down to
 * the next heading on its left edge, or a line across the two, the left section is read, then
 * the right.
 */
function sectionsSideBySide(rows: Row[]): Row[][] {
  for (const [start, row] of rows.entries()) {
    const cells = cellsOf(row);
    if (cells.length !== 2 || !cells.every((cell) => isSectionHeading(cellText(cell)))) continue;
    const left = cells[0]![0]!.x0;
    const x = cells[1]![0]!.x0;
    let end = start + 1;
    for (; end < rows.length; end += 1) {
      const below = rows[end]!;
      const crosses = below.fragments.some((fragment) => fragment.x0 < x && fragment.x1 > x);
      const headed = cellsOf(below).some(
        (cell) => Math.abs(cell[0]!.x0 - left) < below.size && isSectionHeading(cellText(cell)),
      );
      if (crosses || headed) break;
    }
    // Sections whose text runs across both (two columns of a page) are left to the rows.
    const [leftSide, rightSide] = splitAt(rows.slice(start, end), x);
    if (leftSide.length < 2 || rightSide.length < 2) continue;
    return [
      ...(start > 0 ? [rows.slice(0, start)] : []),
      leftSide,
      rightSide,
      ...sectionsSideBySide(rows.slice(end)),
    ].filter((flow) => flow.length > 0);
  }
  return [rows];
}

/** "tanjila@example.com", "github.example.com/tanjila": an address, one word. */
const WEB_OR_MAIL = /^\S+@\S+$|^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/i;

/**
 * "tanjila@example.com   Software engineer with 7 years … fintech and e-" over "+880 1711-000000
 * commerce. I lead …": a paragraph of three lines or more set beside a list on the same
 * baselines, as a table's cells would be. Its lines carry one sentence on (each after the first
 * starts in lower case, or the one before broke a word): the list is read, with its lines under
 * the paragraph, and then the paragraph whole.
 */
function proseBesideList(rows: Row[]): Row[][] {
  for (let start = 0; start < rows.length; start += 1) {
    const x = besideX(rows[start]!);
    if (x === null) continue;
    let end = start + 1;
    for (; end < rows.length; end += 1) {
      const at = besideX(rows[end]!);
      const [above, below] = [cellsOf(rows[end - 1]!).at(-1)!, cellsOf(rows[end]!).at(-1)!];
      // An e-mail or a web address in lower case goes on no sentence: a table's value.
      const goesOn =
        (/^\p{Ll}/u.test(cellText(below)) && !WEB_OR_MAIL.test(cellText(below))) ||
        /\p{L}-$/u.test(cellText(above));
      if (at === null || Math.abs(at - x) > 2 || !goesOn) break;
    }
    // Two lines are a table's cells that ran onto a second row (withWrappedCellsJoined), or
    // labelled fields ("Position   Senior Engineer" / "E-mail   tanjila@…").
    if (end - start < 3) continue;
    const [list, paragraph] = splitAt(rows.slice(start, end), x - 0.5);
    // The list's lines under the paragraph's last one go on with the list.
    const pitch = linePitch(rows.slice(start, end));
    const listX = list[0]!.fragments[0]!.x0;
    let tail = end;
    while (
      tail < rows.length &&
      besideX(rows[tail]!) === null &&
      Math.abs(Math.min(...rows[tail]!.fragments.map((f) => f.x0)) - listX) <= 2 &&
      !paragraphBreak(rows[tail - 1]!, rows[tail]!, pitch) &&
      !headsSection(rows[tail]!.fragments)
    ) {
      tail += 1;
    }
    return [
      ...(start > 0 ? [rows.slice(0, start)] : []),
      [...list, ...rows.slice(end, tail)],
      paragraph,
      ...proseBesideList(rows.slice(tail)),
    ];
  }
  return [rows];
}

/**
 * "TypeScript" / "Proficiencies   React" / "Node.js": a section's heading set level with the
 * middle of the list beside it (a table's cell centred) goes up to the list's first line.
 */
function headingsOverLists(rows: Row[]): Row[] {
  const out = [...rows];
  const pitch = linePitch(rows);
  for (let i = 1; i < out.length; i += 1) {
    const cells = cellsOf(out[i]!);
    if (cells.length !== 2 || out[i]!.text !== undefined || !headsSection(cells[0]!)) continue;
    const listX = cells[1]![0]!.x0;
    const inList = (row: Row) =>
      cellsOf(row).length === 1 && Math.abs(row.fragments[0]!.x0 - listX) <= 2;
    let top = i;
    while (top > 0 && inList(out[top - 1]!) && !paragraphBreak(out[top - 1]!, out[top]!, pitch)) {
      top -= 1;
    }
    if (top === i || (top > 0 && !paragraphBreak(out[top - 1]!, out[top]!, pitch))) continue;
    const heading = { ...out[i]!, fragments: cells[0]!, y: out[top]!.y + pitch };
    out[i] = { ...out[i]!, fragments: cells[1]! };
    out.splice(top, 0, heading);
    i += 1;
  }
  return out;
}

/** Where the second of a row's two cells starts, if it has exactly two. */
function besideX(row: Row): number | null {
  const cells = cellsOf(row);
  return cells.length === 2 ? cells[1]![0]!.x0 : null;
}

/** Rows parted at x into the rows of each side. */
function splitAt(rows: Row[], x: number): [Row[], Row[]] {
  const left: Row[] = [];
  const right: Row[] = [];
  for (const row of rows) {
    const leftPart = row.fragments.filter((fragment) => fragment.x0 < x);
    const rightPart = row.fragments.filter((fragment) => fragment.x0 >= x);
    if (leftPart.length > 0) left.push(...toRows(leftPart));
    if (rightPart.length > 0) right.push(...toRows(rightPart));
  }
  return [left, right];
}

/** "November 2019", "2014 - Present": a piece that is a dated range or date, and nothing else. */
const DATE_CELL =
  /^(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2}|present|current|now))?$/i;

/** "04/2019 - Present", "2013 – 2015": a short line that holds a year. */
const DATE_LINE = /^(?=.*\b(?:19|20)\d{2}\b).{4,30}$/;

/** "TO PRESENT", "– 2021": the end of a range the margin's width wrapped onto the next line. */
const RANGE_END = /^(?:to|till|until|[-–—])(?:\s|$)|^(?:present|current|now)$/i;

/** "… – Mar", "… - Sept.": a range that ends in a month whose year is on the next line. */
const MONTH_AFTER_DASH =
  /[-–—]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;

/** "2019": a year alone on its line. */
const YEAR_ONLY = /^(?:19|20)\d{2}$/;

/** "8 years", "3 yrs 2 mos": how long a job lasted, set under its dates. */
const DURATION =
  /^(?:(?:less than|about|over)\s+)?\d{1,2}\+?\s*(?:years?|yrs?|months?|mos?)(?:,?\s*\d{1,2}\s*(?:months?|mos?))?$/i;

const isDateLabel = (text: string) =>
  DATE_LINE.test(text) || RANGE_END.test(text) || DURATION.test(text);

/**
 * "WORK EXPERIENCE": a heading in capitals, of a few words. Mostly capitals will do: OCR reads
 * small capitals as "CoNTACT" or "Work EXPERIENCE".
 */
const isCapitalHeading = (text: string) => {
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = letters.filter((letter) => /\p{Lu}/u.test(letter)).length;
  return (
    capitals >= CAPITAL_SHARE * letters.length &&
    letters.length > 0 &&
    !/\d/.test(text) &&
    text.split(/\s+/).length <= SIDE_HEADING_WORDS
  );
};

/** "Awards", "Work": a section's heading in any case, alone on its line. */
const isSectionHeading = (text: string) => headingOf(text)?.rest === '';

/**
 * A margin that holds only dates and headings in capitals, in fewer lines than the text beside
 * it: labels of that text, not a sidebar of its own. Its lines are counted as read: a range
 * wrapped over three lines ("August 2019" / "—" / "January 2022") is one, how long a job lasted
 * none.
 */
function isLabelColumn(labels: Row[], text: Row[]): boolean {
  const read = joinWrappedDates(
    labels.filter((row) => !DURATION.test(rowText(row))),
    linePitch(text),
  );
  const dated = labels.some((row) => isDateLabel(rowText(row)));
  // A table's tags ("Name", "Address", a date, "Expert") are each level with their value: with
  // headings between them they may outnumber the lines beside them on a short page.
  const tags = labels.filter(
    (row) => !isCapitalHeading(rowText(row)) && !isSectionHeading(rowText(row)),
  );
  const tagged =
    tags.length >= 3 &&
    tags.filter((row) => levelRow(row, text) !== undefined).length >= 0.8 * tags.length;
  return (
    labels.length > 0 &&
    (read.length < text.length || tagged) &&
    labels.every((row) => {
      const line = rowText(row);
      return (
        isDateLabel(line) ||
        isCapitalHeading(line) ||
        isSectionHeading(line) ||
        // A sidebar's short lines may sit level with the text too; a margin of labels dates it.
        (dated && isLevelWord(line) && levelRow(row, text) !== undefined)
      );
    })
  );
}

/** What a margin of tags holds: tags, dates and headings. */
const isMarginLabel = (text: string) =>
  TAG.test(text) || isDateLabel(text) || isCapitalHeading(text) || isSectionHeading(text);

/** "Expert", "Mother tongue", "E-mail": a word or two that labels the line level with it. */
const isLevelWord = (text: string) => /^\p{L}+(?:-\p{L}+)?(?: \p{L}+)?$/u.test(text);

/**
 * A text column with its margin of labels read in: a date before the line it is level with, a
 * heading before the paragraph it stands beside (themes centre it on the block, or set it a
 * line off). A second heading beside a paragraph already headed heads nothing there (an empty
 * section's): it goes after that paragraph.
 */
function withLabels(labels: Row[], text: Row[]): Row[] {
  const pitch = linePitch(text);
  const blocks: Row[][] = [];
  text.forEach((row, index) => {
    if (index === 0 || paragraphBreak(text[index - 1]!, row, pitch)) blocks.push([row]);
    else blocks.at(-1)!.push(row);
  });
  const headed = new Set<Row[]>();
  const headings: Row[] = [];
  const dates: Row[] = [];
  // "Expert" beside "Financial Reporting, Microsoft Excel": a label level with a line that is no
  // date nor heading is that line's first cell.
  const cells = new Map<Row, Row>();
  for (const label of labels) {
    // How long a job lasted follows from its dates; set beside its duties it would split one.
    if (DURATION.test(rowText(label))) continue;
    if (isDateLabel(rowText(label))) {
      dates.push(label);
      continue;
    }
    const level = levelRow(label, text);
    if (level && !isCapitalHeading(rowText(label)) && !isSectionHeading(rowText(label))) {
      cells.set(level, label);
      continue;
    }
    // The paragraph beside the heading; a heading beside none heads an empty section.
    const block = blocks.find(
      (rows) => label.y <= rows[0]!.y + pitch && label.y >= rows.at(-1)!.y - pitch,
    );
    if (!block) {
      headings.push(label);
      continue;
    }
    const first = !headed.has(block);
    headed.add(block);
    // Just above the paragraph's first line, or just below its last.
    const y = first ? block[0]!.y + LABEL_NUDGE : block.at(-1)!.y - LABEL_NUDGE;
    headings.push({ ...label, y });
  }
  // A date goes on a line of its own, before the line it is level with: the job's title above
  // it, its duties after it. Under a paragraph of a line or two (under the heading beside its
  // first line: "AWARDS" / "ENGINEER OF THE YEAR 2022"), it is that paragraph's, and goes
  // before it, after the heading.
  const placed = joinWrappedDates(withBarYearsJoined(dates, text), pitch).map((date) => {
    const level = levelRow(date, text);
    if (level) return { ...date, y: level.y + LABEL_NUDGE };
    const block = blocks.findLast((rows) => rows[0]!.y > date.y);
    return block &&
      headed.has(block) &&
      date.y < block.at(-1)!.y &&
      block[0]!.y - date.y <= WRAPPED_DATE * pitch
      ? { ...date, y: block[0]!.y + LABEL_NUDGE / 2 }
      : date;
  });
  const lines = text.map((row) => {
    const label = cells.get(row);
    return label
      ? {
          ...row,
          fragments: [...label.fragments, ...row.fragments],
          text: `${rowText(label)}${CELL_SEPARATOR}${rowText(row)}`,
        }
      : row;
  });
  return [...lines, ...headings, ...placed].sort((a, b) => b.y - a.y);
}

/** The line of `text` level with a label, if any. */
const levelRow = (label: Row, text: Row[]) =>
  text.find((row) => Math.abs(row.y - label.y) <= SAME_LINE * Math.min(row.size, label.size));

/**
 * "2016" over a job's title and "2019" under it: moderntimeline's years either side of the bar
 * level with the title are the job's range, set level with it; a year alone just over a title
 * (a job that goes on) is set level with it too.
 */
function withBarYearsJoined(dates: Row[], text: Row[]): Row[] {
  const out: Row[] = [];
  for (const date of dates) {
    const start = out.at(-1);
    const bar =
      start &&
      YEAR_ONLY.test(rowText(start)) &&
      YEAR_ONLY.test(rowText(date)) &&
      rowText(date) >= rowText(start)
        ? text.find((row) => {
            const apart = SAME_LINE * Math.min(row.size, date.size);
            return (
              row.y < start.y - apart && row.y > date.y + apart && start.y - date.y < 2.5 * row.size
            );
          })
        : undefined;
    if (start && bar) {
      out[out.length - 1] = {
        ...start,
        y: bar.y,
        fragments: [...start.fragments, ...date.fragments],
        text: `${rowText(start)} – ${rowText(date)}`,
      };
    } else {
      out.push(date);
    }
  }
  // "2019" over the bar of a job that goes on: the year alone, just over its title.
  return out.map((date) => {
    if (!YEAR_ONLY.test(rowText(date)) || levelRow(date, text)) return date;
    const under = text.filter((row) => row.y < date.y).sort((a, b) => b.y - a.y)[0];
    return under && date.y - under.y < under.size ? { ...date, y: under.y } : date;
  });
}

/** "2021-03-01" / "TO PRESENT": a range wrapped in a narrow margin, as one line. */
function joinWrappedDates(dates: Row[], pitch: number): Row[] {
  const joined: Row[] = [];
  for (const date of dates) {
    const last = joined.at(-1);
    const text = rowText(date);
    // "January 2016 —" / "March 2019": after an open dash the next line ends the range too.
    const open = last !== undefined && /[-–—]$/.test(rowText(last));
    // "Jan 2016 – Mar" / "2019": the end's year wrapped from its month.
    const yearOfEnd =
      last !== undefined && MONTH_AFTER_DASH.test(rowText(last)) && YEAR_ONLY.test(text);
    if (
      last &&
      last.y - date.y <= WRAPPED_DATE * pitch &&
      (RANGE_END.test(text) || open || yearOfEnd)
    ) {
      joined[joined.length - 1] = { ...last, text: `${rowText(last)} ${text}` };
    } else {
      joined.push(date);
    }
  }
  return joined;
}

/**
 * Finds a gutter: a vertical band free of text over consecutive rows, with enough lines on both
 * sides that do not share baselines (side-by-side cells on the same baselines are a table, such
 * as dates beside titles, and are read row by row).
 */
function findColumns(rows: Row[], pageMaxSize: number): ColumnSplit | null {
  if (rows.length < MIN_COLUMN_ROWS) return null;
  // A table's row read as one line (withTableRowsJoined) is crossed by no gutter.
  const spans = rows.map((row) =>
    row.text === undefined
      ? row.fragments.map((f) => [f.x0, f.x1] as const)
      : [
          [
            Math.min(...row.fragments.map((f) => f.x0)),
            Math.max(...row.fragments.map((f) => f.x1)),
          ] as const,
        ],
  );
  // A gutter lies between the leftmost text and the last text that starts to its right.
  let minX = Infinity;
  let maxX = -Infinity;
  for (const [x0] of spans.flat()) {
    minX = Math.min(minX, x0);
    maxX = Math.max(maxX, x0);
  }
  // One unit at a time on a normal page; fewer, wider steps on a huge one.
  const step = Math.max(1, (maxX - minX) / MAX_GUTTER_STEPS);
  const bodySize = median(rows.map((row) => row.size));

  /** Runs found at consecutive positions from..to (step indexes) form one gutter. */
  interface Candidate {
    start: number;
    end: number;
    score: number;
    from: number;
    to: number;
  }
  const candidates: Candidate[] = [];
  // Which side of x a fragment falls on changes only where x reaches one of its edges: between
  // two edges every position finds the same run, so it is looked for once.
  const edges = [...new Set(spans.flat(2))].sort((a, b) => a - b);
  let nextEdge = 0;
  let run: ReturnType<typeof bestRun>;
  for (let index = 1; minX + index * step < maxX; index += 1) {
    const x = minX + index * step;
    if (index === 1 || edges[nextEdge]! <= x) run = bestRun(rows, spans, x);
    while (edges[nextEdge]! < x) nextEdge += 1;
    if (!run) continue;
    const last = candidates.at(-1);
    if (last && last.start === run.start && last.end === run.end && last.to === index - 1) {
      last.to = index;
    } else {
      candidates.push({ ...run, from: index, to: index });
    }
  }
  const best = candidates
    .filter((candidate) => (candidate.to - candidate.from + 1) * step >= MIN_GUTTER_EM * bodySize)
    // Of gutters as good, the one that runs down more rows takes in a column's last lines (a
    // date set flush right in a sidebar narrows the gutter beside it).
    .sort(
      (a, b) =>
        b.score - a.score || b.end - b.start - (a.end - a.start) || b.to - b.from - (a.to - a.from),
    )[0];
  if (!best) return null;
  const x = minX + ((best.from + best.to) / 2) * step;
  const columnRows = rows.slice(best.start, best.end + 1);
  const holdsLargest = (side: (f: Fragment) => boolean) =>
    columnRows.some((row) => row.fragments.some((f) => side(f) && f.size >= 0.95 * pageMaxSize));
  // The name is usually the largest text: its column comes first, so the CV starts with it.
  const rightFirst = holdsLargest((f) => f.x0 >= x) && !holdsLargest((f) => f.x0 < x);
  return { start: best.start, end: best.end, x, rightFirst };
}

/** The best stretch of rows that no text crosses at x, if it makes two real columns. */
function bestRun(rows: Row[], spans: (readonly [number, number])[][], x: number) {
  let best: { start: number; end: number; score: number } | undefined;
  let start = 0;
  let leftLines = 0;
  let rightLines = 0;
  for (let index = 0; index <= rows.length; index += 1) {
    const rowSpans = spans[index];
    if (rowSpans && !rowSpans.some(([x0, x1]) => x0 < x && x1 > x)) {
      if (rowSpans.some(([, x1]) => x1 <= x)) leftLines += 1;
      if (rowSpans.some(([x0]) => x0 >= x)) rightLines += 1;
      continue;
    }
    // Cheap counts first: most stretches have too few lines on one side to be columns.
    if (leftLines >= MIN_COLUMN_ROWS && rightLines >= MIN_COLUMN_ROWS) {
      const around = { textAbove: start > 0, textBelow: rowSpans !== undefined };
      const run = columnRun(rows, start, index - 1, x, around);
      if (run && (!best || run.score > best.score)) best = run;
    }
    start = index + 1;
    leftLines = rightLines = 0;
  }
  return best;
}

/** "papers." ending a sentence is no heading, though its word names a section. */
function headsSection(fragments: Fragment[]): boolean {
  const text = fragments.map((fragment) => fragment.text.trim()).join(' ');
  return /^\p{Lu}/u.test(text) && !/\.$/.test(text) && isSectionHeading(text);
}

/**
 * Rows start..end hold text on either side of x but none across it. They are two columns when
 * both sides have lines of their own, not mostly on shared baselines. Where one side runs on
 * above or below the other, its lines past an empty band belong to the full-width text around
 * the columns, if there is such text there (say a heading under a two-column skills list).
 */
function columnRun(
  rows: Row[],
  start: number,
  end: number,
  x: number,
  around: { textAbove: boolean; textBelow: boolean },
) {
  const sides = rows.slice(start, end + 1).map((row) => ({
    row,
    left: row.fragments.filter((fragment) => fragment.x1 <= x),
    right: row.fragments.filter((fragment) => fragment.x0 >= x),
  }));
  const lineIndexes = (side: 'left' | 'right') =>
    sides.flatMap((entry, index) => (entry[side].length > 0 ? [index] : []));
  const left = lineIndexes('left');
  const right = lineIndexes('right');
  if (left.length === 0 || right.length === 0) return undefined;
  // "SELECTED PROJECTS" over an indented block, "PUBLICATIONS" over the next, or headings set
  // flush right over full-width text: headings each alone on its row, in the breaks between
  // the other side's paragraphs, head that text; they are not a column beside it (a margin
  // label level with its paragraph is).
  const headingsOver = (side: number[], other: number[], otherSide: 'left' | 'right') => {
    const alone = side.filter((index) => sides[index]![otherSide].length === 0);
    const pitch = alone.length >= 2 ? linePitch(other.map((index) => sides[index]!.row)) : 0;
    const inBreak = (index: number) => {
      const above = other.filter((line) => line < index).at(-1);
      // The stretch's last row heads the full-width text under it ("References" over referees
      // whose lines cross the gutter).
      const below =
        other.find((line) => line > index) ??
        (index === sides.length - 1 && around.textBelow ? index : undefined);
      return (
        below !== undefined &&
        (above === undefined || paragraphBreak(sides[above]!.row, sides[below]!.row, pitch))
      );
    };
    return (
      alone.length >= 2 &&
      side.length - alone.length <= 1 &&
      alone.every(inBreak) &&
      alone.every((index, k) => k === 0 || index - alone[k - 1]! > 1)
    );
  };
  if (headingsOver(left, right, 'right') || headingsOver(right, left, 'left')) return undefined;
  // The stretch where both columns have lines.
  const bothFrom = Math.max(left[0]!, right[0]!);
  const bothTo = Math.min(left.at(-1)!, right.at(-1)!);
  const breaksAt = (lines: number[]) => {
    const pitch = linePitch(lines.map((index) => sides[index]!.row));
    return (upper: number, lower: number) =>
      paragraphBreak(sides[upper]!.row, sides[lower]!.row, pitch);
  };
  let first = 0;
  let last = sides.length - 1;
  // "e-mail   phone   place   site" closing a full-width header: the first row with text on
  // both sides, whose cells happen to leave the gutter free, with a band under it on both sides
  // and no heading in it, is the header's, with what is above it.
  const nextOf = (lines: number[]) => lines.find((index) => index > bothFrom);
  const [leftNext, rightNext] = [nextOf(left), nextOf(right)];
  const sharedTop =
    around.textAbove &&
    sides[bothFrom]!.left.length > 0 &&
    sides[bothFrom]!.right.length > 0 &&
    leftNext !== undefined &&
    rightNext !== undefined &&
    !headsSection(sides[bothFrom]!.left) &&
    !headsSection(sides[bothFrom]!.right) &&
    breaksAt(left)(bothFrom, leftNext) &&
    breaksAt(right)(bothFrom, rightNext);
  if (sharedTop) first = bothFrom + 1;
  else if (around.textAbove) {
    const leading = left[0]! < right[0]! ? left : right;
    const band = breaksAt(leading);
    for (let index = leading.length - 2; index >= 0; index -= 1) {
      const [upper, lower] = [leading[index]!, leading[index + 1]!];
      if (upper < bothFrom && band(upper, lower)) {
        first = upper + 1;
        break;
      }
    }
  }
  if (around.textBelow) {
    const trailing = left.at(-1)! > right.at(-1)! ? left : right;
    const band = breaksAt(trailing);
    for (let index = 1; index < trailing.length; index += 1) {
      const [upper, lower] = [trailing[index - 1]!, trailing[index]!];
      if (lower > bothTo && band(upper, lower)) {
        last = lower - 1;
        break;
      }
    }
  }
  // "Mahmudul Karim Chowdhury" in large type over the contacts, a summary beside them, then
  // "EXPERIENCE" on the left: a header set in two columns. It ends at the first heading under
  // the name when that stands alone on its row where the other side pauses and heads nothing
  // below (a main column beside a sidebar runs on under headings of its own); the heading heads
  // the full-width text under it. Two lines of a summary make a column there, whichever side
  // starts higher.
  const sizes = sides.map((entry) => entry.row.size);
  const name = Math.max(...sides[left[0]!]!.left.map((fragment) => fragment.size));
  const rightBreak = breaksAt(right);
  const pauses = (index: number) => {
    const above = right.filter((line) => line < index).at(-1);
    const below = right.filter((line) => line > index);
    return (
      above !== undefined &&
      (below.length === 0 || rightBreak(above, below[0]!)) &&
      !below.some((line) => headsSection(sides[line]!.right))
    );
  };
  const firstHeading = left.find((index) => headsSection(sides[index]!.left));
  const header =
    !around.textAbove &&
    firstHeading !== undefined &&
    sides[firstHeading]!.right.length === 0 &&
    name >= Math.max(...sizes) &&
    name >= TITLE_SIZE * median(sizes) &&
    pauses(firstHeading)
      ? firstHeading
      : undefined;
  if (header !== undefined) last = Math.min(last, header - 1);
  // Judged where both sides have lines: columns stand side by side, not one under the other.
  const overlap =
    header === undefined ? sides.slice(bothFrom, bothTo + 1) : sides.slice(first, last + 1);
  const score = Math.min(
    overlap.filter((entry) => entry.left.length > 0).length,
    overlap.filter((entry) => entry.right.length > 0).length,
  );
  const aligned = overlap.filter(
    (entry) =>
      entry.left.length > 0 &&
      entry.right.length > 0 &&
      Math.abs(entry.left[0]!.y - entry.right[0]!.y) <= ALIGNED * entry.row.size,
  ).length;
  if (score < (header === undefined ? MIN_COLUMN_ROWS : 2)) return undefined;
  // Sections on both sides, not all level with one on the other side (a grid of sections), are
  // two columns of a page whose lines may fall level by chance (both start under the name in
  // one type and spacing), never a table.
  // A column's headings start at its left edge: text further left on that side (skills' levels
  // right of their names) makes it no column of its own.
  const headed = (side: 'left' | 'right') => {
    const edge = Math.min(...overlap.flatMap((entry) => entry[side].map((f) => f.x0)));
    return overlap.some(
      (entry) => headsSection(entry[side]) && entry[side][0]!.x0 - edge < entry.row.size,
    );
  };
  const unpaired = overlap.filter(
    (entry) => headsSection(entry.left) !== headsSection(entry.right),
  ).length;
  if (headed('left') && headed('right') && unpaired >= 2) {
    return { start: start + first, end: start + last, score };
  }
  if (aligned / score >= MAX_ALIGNED_SHARE) return undefined;
  // A section's heading alone on its row ("Projects" over "Open source   Hisab …") heads the
  // labels and the text beside them: no line of either side in telling a table from columns.
  // Only rows level with each other can make a table, so without them nothing is counted.
  const lines = (side: 'left' | 'right') =>
    overlap.filter(
      (entry) =>
        entry[side].length > 0 &&
        !(
          entry[side === 'left' ? 'right' : 'left'].length === 0 &&
          isSectionHeading(entry[side].map((fragment) => fragment.text.trim()).join(' '))
        ),
    ).length;
  if (
    aligned > 0 &&
    aligned / Math.max(Math.min(lines('left'), lines('right')), 1) >= MAX_ALIGNED_SHARE
  ) {
    return undefined;
  }
  return { start: start + first, end: start + last, score };
}

/**
 * The flows' lines in order. A blank line separates paragraphs (a vertical step clearly larger
 * than the usual line pitch) and flows that do not continue each other (a new column goes back up).
 */
function flowsText(flows: Row[][], edge: SideEdge | null, pageMaxSize: number): string {
  const bodySize = median(flows.flat().map((row) => row.size));
  // "Mahmudul Karim" / "Chowdhury": a name in the page's largest type that ran out of room.
  const wrapsTitle = (upper: Row, lower: Row) =>
    pageMaxSize >= TITLE_SIZE * bodySize &&
    upper.size === pageMaxSize &&
    lower.size === pageMaxSize &&
    upper.y - lower.y <= TITLE_WRAP * pageMaxSize;
  let text = '';
  let previous: Row | undefined;
  for (const flow of flows) {
    // Each flow has its own rhythm: a sidebar of tags may be set looser than the main text.
    const pitch = linePitch(flow);
    const rows = withWrappedLabelsJoined(
      withWrappedGridLabelsJoined(
        withCellLinesJoined(
          withWrappedCellsJoined(withSideHeadingsLifted(flow, edge, pitch), pitch),
          pitch,
        ),
        pitch,
      ),
      pitch,
    );
    const heads = wrappedHeads(rows, pitch);
    for (const [index, row] of rows.entries()) {
      if (previous) {
        const newColumn = row.y >= previous.y;
        const last = { ...previous, y: previous.lastY ?? previous.y };
        // A line set in bold under a bullet is the next entry's head, not the rest of the
        // bullet: it starts a block of its own.
        const boldHead = isBold(row) && !isBold(previous) && BULLETED.test(rowText(previous));
        // A heading set in larger type over lines close under it still opens a block.
        const sizedHead =
          row.size >= HEADING_SIZE * bodySize &&
          previous.size < HEADING_SIZE * bodySize &&
          row.fragments.length === 1 &&
          rowText(row).split(/\s+/).length <= SIDE_HEADING_WORDS;
        const opens = newColumn || boldHead || sizedHead || paragraphBreak(last, row, pitch);
        if (opens) text += '\n\n';
        else text += wrapsTitle(last, row) || heads.has(row) ? ' ' : '\n';
      }
      text += rowText(row, edge, isJustified(row, [rows[index - 1], rows[index + 1]]));
      previous = row;
    }
  }
  return text;
}

/**
 * "Champion, Inter-University" / "Hackathon 2023": an entry's head that a narrow column broke,
 * set apart from the text under it in bold or in a larger size. Two such lines one under the
 * other, on one edge, read as one when the lower line's first word would not have fitted after
 * the upper line within the column's width: a head that did fit ("Dean's List" over "Best
 * Paper Award") ended there. The lower lines of such pairs.
 */
function wrappedHeads(rows: Row[], pitch: number): Set<Row> {
  const fragments = rows.flatMap((row) => row.fragments);
  const columnWidth =
    Math.max(...fragments.map((fragment) => fragment.x1)) -
    Math.min(...fragments.map((fragment) => fragment.x0));
  const edges = (row: Row) => {
    const xs = row.fragments.flatMap((fragment) => [fragment.x0, fragment.x1]);
    return [Math.min(...xs), Math.max(...xs)] as const;
  };
  const end = (row: Row) =>
    row.fragments.reduce((last, fragment) => (fragment.x1 > last.x1 ? fragment : last));
  const oneCell = (row: Row) => row.text === undefined && cellsOf(row).length === 1;
  const wraps = (upper: Row, lower: Row, under: Row | undefined) => {
    // The upper line ends in the lower one's type ("CLUB | GENERAL" / "SECRETARY" in small
    // capitals, each a capital and smaller ones).
    const set =
      (isBold(upper) && isBold(lower)) || (under !== undefined && under.size < lower.size);
    if (!set || !oneCell(upper) || !oneCell(lower) || end(upper).size !== end(lower).size) {
      return false;
    }
    if (upper.y - lower.y > 1.2 * Math.max(pitch, upper.size)) return false;
    const [above, below] = [rowText(upper), rowText(lower)];
    // "MEGHNA UNIVERSITY OF SCI-" / "ENCE": a word broken at the end is joined where the
    // field is read, which knows whether the hyphen stays.
    if (/[.:;!?]$|\p{L}-$/u.test(above) || BULLETED.test(below)) return false;
    // "Meghna University Programming Club" / "General Secretary": a post under a name is a
    // line of its own, however little room the name left; after "CLUB | GENERAL" it goes on.
    if ([above, below].some(isSectionHeading)) return false;
    if (!above.includes(' | ') && [above, below].some(isRole)) return false;
    const [left, right] = edges(upper);
    const [lowerLeft, lowerRight] = edges(lower);
    const tolerance = 0.2 * upper.size;
    if (Math.abs(left - lowerLeft) > tolerance && Math.abs(right - lowerRight) > tolerance) {
      return false;
    }
    // The first word's share of the lower line's width, and a space before it.
    const word = below.split(/\s+/)[0]!;
    const wordWidth = ((lowerRight - lowerLeft) * word.length) / below.length;
    return right - left + 0.25 * upper.size + wordWidth > columnWidth;
  };
  return new Set(rows.filter((row, at) => at > 0 && wraps(rows[at - 1]!, row, rows[at + 1])));
}

/** A row's cells: its pieces split where a gap as wide as a cell gap parts them. */
function cellsOf(row: Row): Fragment[][] {
  const cells: Fragment[][] = [];
  let previous: Fragment | undefined;
  for (const fragment of [...row.fragments].sort((a, b) => a.x0 - b.x0)) {
    // Where the text reads a cell break (separator), so does the row.
    if (!previous || separator(previous, fragment) === CELL_SEPARATOR) cells.push([]);
    cells.at(-1)!.push(fragment);
    previous = fragment;
  }
  return cells;
}

const cellText = (cell: Fragment[]) => cell.map((fragment) => fragment.text.trim()).join(' ');

/** "2019", "Present": what a date cell that ran out of room puts on the next line. */
const DATE_TAIL = /^(?:\d{4}|present|current|now|till date|to date)$/i;

/** Whether the text next to the right of `fragment` on its line is more than a space away. */
const endsCell = (fragment: Fragment, line: Fragment[]) => {
  const next = line
    .filter((other) => other.x0 >= fragment.x1 - 0.5 && other !== fragment)
    .sort((a, b) => a.x0 - b.x0)[0];
  return next === undefined || next.x0 - fragment.x1 > LABEL_GAP * fragment.size;
};

/**
 * "Financial   Expert" over "Reporting": a label set flush right in a narrow column (moderncv's
 * skills and items) that wrapped. The lone piece under it, ending where it ends, is the rest of
 * the label and goes back right after it.
 */
function withWrappedLabelsJoined(rows: Row[], pitch: number): Row[] {
  const joined: Row[] = [];
  for (const row of rows) {
    const above = joined.at(-1);
    const [piece] = row.fragments;
    const label =
      above !== undefined &&
      above.text === undefined &&
      row.text === undefined &&
      row.fragments.length === 1 &&
      !paragraphBreak(above, row, pitch) &&
      // A line that starts where the line above starts is a line of its own, left-aligned
      // ("March 2017 - December 2020" / "Merchandiser" in a fixed-width font, ending under "-").
      Math.abs(piece!.x0 - Math.min(...above.fragments.map((fragment) => fragment.x0))) > 1
        ? above.fragments
            .filter(
              (fragment) =>
                fragment !== above.fragments.at(-1) &&
                // A whole word, not the rest of one after its capital (small capitals:
                // "D" + "ESIGNING PAYMENTS …" over "NETWORKS", a title that wrapped).
                !above.fragments.some(
                  (other) => Math.abs(other.x1 - fragment.x0) < WORD_GAP * fragment.size,
                ),
            )
            .find(
              (fragment) =>
                // A centred name's first part may end where the smaller headline under it ends.
                Math.abs(fragment.size - piece!.size) <= 0.1 * piece!.size &&
                Math.abs(fragment.x1 - piece!.x1) <= 1 &&
                Math.abs(fragment.x0 - piece!.x0) > 2 &&
                // A label's column ends at a cell's gap; a centred headline may end where a word
                // of the contacts over it ends ("+880 1912 000 123 · …" over "Growth Lead").
                endsCell(fragment, above.fragments),
            )
        : undefined;
    if (!above || !label) {
      joined.push(row);
      continue;
    }
    // The rest of the label sits right after the label's end, before the text beside it.
    const at = label.x1 + 2 * WORD_GAP * piece!.size;
    const moved = { ...piece!, x0: at, x1: at };
    joined[joined.length - 1] = {
      ...above,
      fragments: [...above.fragments, moved],
      lastY: row.y,
    };
  }
  return joined;
}

/**
 * "Professional, Meghna University of Science and" / "References" / "Technology · …": a side
 * heading in larger type, level with no line of the paragraph it heads, falls between two of its
 * lines. It goes just before the paragraph's first line.
 */
function withSideHeadingsLifted(rows: Row[], side: SideEdge | null, pitch: number): Row[] {
  if (side === null) return rows;
  const edge = side.x;
  const lifted = [...rows];
  // A date set before its line (withLabels) heads nothing.
  const isSideHeading = (row: Row) =>
    row.text === undefined &&
    row.fragments.every((fragment) => fragment.x1 < edge) &&
    rowText(row).split(/\s+/).length <= SIDE_HEADING_WORDS &&
    !isDateLabel(rowText(row));
  const beside = (row: Row | undefined) =>
    row !== undefined && row.fragments.every((fragment) => fragment.x0 >= edge - 2);
  for (let index = 1; index < lifted.length - 1; index += 1) {
    const [above, heading, below] = [lifted[index - 1]!, lifted[index]!, lifted[index + 1]!];
    if (!isSideHeading(heading) || !beside(above) || !beside(below)) continue;
    if (paragraphBreak(above, below, pitch)) continue;
    let first = index - 1;
    while (
      first > 0 &&
      beside(lifted[first - 1]) &&
      !paragraphBreak(lifted[first - 1]!, lifted[first]!, pitch)
    ) {
      first -= 1;
    }
    lifted.splice(index, 1);
    lifted.splice(first, 0, { ...heading, y: lifted[first]!.y + LABEL_NUDGE });
  }
  return lifted;
}

/**
 * "Google   SEO   Content   Canva" over "Analytics   Strategy": names in a grid of bold labels
 * that ran out of room, each going on under its own start. The row under them is their rest
 * when each of its pieces starts where a label starts, on the next line, but not as the next
 * row of a grid that fills its columns from the left would.
 */
function withWrappedGridLabelsJoined(rows: Row[], pitch: number): Row[] {
  const byX = (fragments: Fragment[]) => [...fragments].sort((a, b) => a.x0 - b.x0);
  const joined: Row[] = [];
  for (const row of rows) {
    const above = joined.at(-1);
    const labels = above?.text === undefined ? byX(above?.fragments ?? []) : [];
    const pieces = byX(row.fragments);
    // The label each piece starts under.
    const under =
      labelRowGap(labels) !== null && row.text === undefined
        ? pieces.map((piece) =>
            labels.findIndex(
              (label) =>
                Math.abs(label.x0 - piece.x0) <= 1.5 &&
                label.bold === piece.bold &&
                Math.abs(label.size - piece.size) < 0.05 * label.size,
            ),
          )
        : [];
    const wraps =
      above !== undefined &&
      under.length > 0 &&
      under.length < labels.length &&
      under.every((column) => column >= 0) &&
      under.some((column, index) => column !== index) &&
      !paragraphBreak(above, row, pitch);
    if (!wraps) {
      joined.push(row);
      continue;
    }
    const text = labels
      .map((label, column) => {
        const rest = pieces[under.indexOf(column)];
        return rest ? `${label.text.trim()} ${rest.text.trim()}` : label.text.trim();
      })
      .join(CELL_SEPARATOR);
    joined[joined.length - 1] = {
      ...above,
      fragments: [...above.fragments, ...row.fragments],
      lastY: row.y,
      text,
    };
  }
  return joined;
}

/**
 * A table row whose cells ran out of room goes on in the row under it ("Audit Associate,
 * Rahman Haque & Co. — | Jan 2016 – Mar" over "Rupnagar | 2019"): the two rows are one, each
 * cell joined with the one under it. Told by the date cell, whose second line is only its end.
 */
function withWrappedCellsJoined(rows: Row[], pitch: number): Row[] {
  const joined: Row[] = [];
  for (const row of rows) {
    const above = joined.at(-1);
    const upper = above && cellsOf(above);
    const lower = cellsOf(row);
    // "2016-01 - 2019-" / "03": a numeric date broken after its year, its month below.
    const monthBelow =
      upper?.length === 2 &&
      lower.length === 2 &&
      /\b(?:19|20)\d{2}[-/.]$/.test(cellText(upper[1]!)) &&
      /^\d{1,2}$/.test(cellText(lower[1]!));
    const wraps =
      above !== undefined &&
      upper?.length === 2 &&
      lower.length === 2 &&
      !paragraphBreak(above, row, pitch) &&
      Math.abs(upper[0]![0]!.x0 - lower[0]![0]!.x0) <= 2 &&
      // The date cell's lines share their left edge, or their right one when set flush right.
      (Math.abs(upper[1]![0]!.x0 - lower[1]![0]!.x0) <= 2 ||
        Math.abs(upper[1]!.at(-1)!.x1 - lower[1]!.at(-1)!.x1) <= 3) &&
      // The date ends the right cell ("… – Mar" / "2019"), or the left one ("Engineer of the
      // Year" / "2022", an award's name beside what it was for).
      // "Gold Medal 2016   2016" over "Young Scientist Award 2022   2022": a date cell whole
      // above has no end below.
      ((DATE_TAIL.test(cellText(lower[1]!)) && !/\b(?:19|20)\d{2}$/.test(cellText(upper[1]!))) ||
        monthBelow ||
        (DATE_TAIL.test(cellText(lower[0]!)) && !isDateLabel(cellText(upper[0]!))));
    const ranOn = above && ranOnNames.get(above);
    if (above && ranOn && ranOnAgain(ranOn, row, lower, pitch)) {
      const name = goOn(ranOn.name, rowText(row));
      const next: Row = {
        ...above,
        fragments: [...above.fragments, ...row.fragments],
        lastY: row.y,
        text: `${name}${CELL_SEPARATOR}${ranOn.dates}`,
      };
      ranOnNames.set(next, { ...ranOn, name, last: row });
      joined[joined.length - 1] = next;
      continue;
    }
    if (above && upper && nameRanOn(above, upper, row, lower, pitch)) {
      const text = (cell: Fragment[]) => rowText({ ...above, fragments: cell });
      const name = goOn(text(upper[0]!), rowText(row));
      const next: Row = {
        ...above,
        fragments: [...above.fragments, ...row.fragments],
        lastY: row.y,
        text: `${name}${CELL_SEPARATOR}${text(upper[1]!)}`,
      };
      ranOnNames.set(next, {
        cells: [upper[0]!, upper[1]!],
        name,
        dates: text(upper[1]!),
        last: row,
      });
      joined[joined.length - 1] = next;
      continue;
    }
    if (!wraps) {
      joined.push(row);
      continue;
    }
    const text = (cell: Fragment[]) => rowText({ ...row, fragments: cell });
    joined[joined.length - 1] = {
      ...above,
      fragments: [...above.fragments, ...row.fragments],
      lastY: row.y,
      text: `${text(upper[0]!)} ${text(lower[0]!)}${CELL_SEPARATOR}${text(upper[1]!)}${monthBelow ? '' : ' '}${text(lower[1]!)}`,
    };
  }
  return joined;
}

/**
 * "Rahman Haque & Co. Chartered   January 2016 - March 2019" / "Accountants": an entry's name
 * beside its dates that ran out of room. The line under it, in the same type and on its left
 * edge, goes on with it when its first word would not have fitted before the dates with room
 * to spare (a title under a name that did fit starts a line of its own).
 */
function nameRanOn(above: Row, upper: Fragment[][], row: Row, lower: Fragment[][], pitch: number) {
  if (upper.length !== 2 || lower.length !== 1 || paragraphBreak(above, row, pitch)) return false;
  const [name, dates] = upper as [Fragment[], Fragment[]];
  return (
    isDateLabel(cellText(dates)) && goesOnName(name, lower[0]!, dates[0]!.x0 - name.at(-1)!.x1)
  );
}

/**
 * A name joined with the lines it ran onto (nameRanOn): its cells as set, its text and its
 * dates', the last line it ran onto.
 */
interface RanOn {
  cells: [Fragment[], Fragment[]];
  name: string;
  dates: string;
  last: Row;
}
const ranOnNames = new WeakMap<Row, RanOn>();

/**
 * "Certified Kubernetes   August 2022" / "Application" / "Developer": a name that ran on over
 * more lines, each under the one before, whose first word would not have fitted at the end of
 * that line (its cell ends where the dates start).
 */
function ranOnAgain(ranOn: RanOn, row: Row, lower: Fragment[][], pitch: number) {
  const [name, dates] = ranOn.cells;
  return (
    lower.length === 1 &&
    row.y < ranOn.last.y &&
    !paragraphBreak(ranOn.last, row, pitch) &&
    goesOnName(name, lower[0]!, dates[0]!.x0 - rightEdge(ranOn.last))
  );
}

/**
 * Whether the line `cell` goes on the name above it: set in its type on its left edge, a word or
 * three or a sentence's rest in lower case ("Selling to the districts:" / "notes from two brand
 * launches"), whose first word would not have fitted in the `room` left on the line above.
 */
function goesOnName(name: Fragment[], cell: Fragment[], room: number) {
  const first = cell[0]!;
  return (
    Math.abs(first.x0 - name[0]!.x0) <= 2 &&
    Math.abs(first.size - name[0]!.size) < 0.05 * first.size &&
    first.bold === name[0]!.bold &&
    (cellText(cell).split(/\s+/).length <= 3 || /^\p{Ll}/u.test(cellText(cell))) &&
    firstWordWidth(first) + first.size * 1.3 > room
  );
}

/** A line and the one it ran onto: "dry-" and "season" as "dry-season", words with a space. */
const goOn = (line: string, rest: string) =>
  /\p{L}-$/u.test(line) ? `${line}${rest}` : `${line} ${rest}`;

/** How wide a piece's first word is set, its share of the piece's width. */
function firstWordWidth(fragment: Fragment): number {
  const text = fragment.text.trim();
  return ((fragment.x1 - fragment.x0) * text.split(/\s+/)[0]!.length) / Math.max(1, text.length);
}

/**
 * "Certified Kubernetes   August 2022" / "Cloud Native" / "Foundation": under a name beside its
 * dates, the item's other lines are set in a cell that ends where the dates start, and wrap
 * there. A line whose first word would not have fitted at the end of the one above it, in the
 * same type and on its left edge, goes on with it; an address or a date stays a line of its own.
 */
function withCellLinesJoined(rows: Row[], pitch: number): Row[] {
  const out: Row[] = [];
  let cell: { x0: number; end: number } | null = null;
  let last: Row | undefined;
  for (const row of rows) {
    const above = out.at(-1);
    const ranOn = ranOnNames.get(row);
    const cells = row.text === undefined ? cellsOf(row) : [];
    if (ranOn || (cells.length === 2 && isDateLabel(cellText(cells[1]!)))) {
      const [name, dates] = ranOn ? ranOn.cells : (cells as [Fragment[], Fragment[]]);
      cell = { x0: name[0]!.x0, end: dates[0]!.x0 };
    } else if (above && last && cell && cells.length === 1 && lineGoesOn(last, row, cell, pitch)) {
      out[out.length - 1] = {
        ...above,
        fragments: [...above.fragments, ...row.fragments],
        lastY: row.y,
        text: goOn(rowText(above), rowText(row)),
      };
      last = row;
      continue;
    } else if (cells.length !== 1 || Math.abs(row.fragments[0]!.x0 - (cell?.x0 ?? 0)) > 2) {
      cell = null;
    }
    out.push(row);
    last = row;
  }
  return out;
}

/** Whether `row` goes on the line `last` set in a cell that ends at `cell.end` (see above). */
function lineGoesOn(last: Row, row: Row, cell: { x0: number; end: number }, pitch: number) {
  const cells = cellsOf(last);
  const upper = cells[0];
  const first = row.fragments[0]!;
  return (
    upper !== undefined &&
    cells.length === 1 &&
    Math.abs(upper[0]!.x0 - cell.x0) <= 2 &&
    Math.abs(first.x0 - cell.x0) <= 2 &&
    Math.abs(first.size - upper[0]!.size) < 0.05 * first.size &&
    first.bold === upper[0]!.bold &&
    rightEdge(last) < cell.end &&
    !paragraphBreak(last, row, pitch) &&
    !/[.!?:;,]$/.test(cellText(upper)) &&
    // A list's mark ("•", Word's "\uF0B7") opens an item of its own.
    /^\p{L}/u.test(rowText(row)) &&
    /^\p{L}/u.test(rowText(last)) &&
    !/[/@]|\.\p{L}/u.test(first.text.trim().split(/\s+/)[0]!) &&
    !isDateLabel(rowText(row)) &&
    firstWordWidth(first) + first.size * 1.3 > cell.end - rightEdge(last)
  );
}

/** The usual step from one line down to the next. */
function linePitch(rows: Row[]): number {
  const steps = rows
    .slice(1)
    .map((row, index) => ({ step: rows[index]!.y - row.y, size: row.size }))
    // Labels set a hair above the line they go before are not a step.
    .filter(({ step, size }) => step > SAME_LINE * size && step < 2.5 * size)
    .map(({ step }) => step);
  return median(steps);
}

/** Whether the step between two lines is clearly larger than the usual one. */
function paragraphBreak(upper: Row, lower: Row, pitch: number): boolean {
  const step = upper.y - lower.y;
  const size = Math.max(upper.size, lower.size);
  return step > PARAGRAPH_MIN_EM * size && step > PARAGRAPH_PITCH * pitch;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
