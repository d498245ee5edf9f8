import type { PageLink, PositionedPage, PositionedText } from '@careercard/engine/types';
import zlib from 'node:zlib';

/**
 * Why this module exists: Chromium draws a Bangla conjunct as one glyph, and a vowel sign such
 * as ি before the consonant it follows in the text. Such glyphs have no text of their own, so
 * it wraps each cluster in `/Span <</ActualText (…)>> BDC … EMC` with the cluster's real text.
 * pdf.js reads the glyphs and drops ActualText, giving "তানিজলা" for "তানজিলা" and NUL for
 * conjuncts; this reads the ActualText from the page's content stream and puts it in their place.
 */

/** Where pdf.js says a marked-content sequence starts (BDC, with its tag; BMC) or ends. */
export type Mark = { mark: 'bdc'; tag: string | null } | { mark: 'bmc' | 'end' };
/** A run of text, and whether a space glyph is drawn before it, when the glyphs told. */
export type MarkedRun = PositionedText & { spaceBefore?: boolean };
export type PageItem = MarkedRun | Mark;

/** A PDF object's number and generation. */
type Ref = { num: number; gen: number };

/** The reading order's cell gap, in font sizes: wider apart, two runs are two cells. */
const CELL_GAP = 1.5;
/** Latin words this far apart, in font sizes, are two words though no space glyph parts them. */
const CHIP_GAP = 0.25;

/** A page as pdf.js read it: runs of text, the marks between them, and the page's object. */
export interface MarkedPage {
  width: number;
  height: number;
  ref: Ref | null;
  items: PageItem[];
  links: PageLink[];
}

/** One BDC of a content stream, in drawing order: its tag and its ActualText, if any. */
interface MarkedSpan {
  tag: string;
  actualText: string | null;
}

const isMark = (item: PageItem): item is Mark => 'mark' in item;

/** The pages' text runs, each ActualText span read as its text rather than its glyphs. */
export function withActualText(pdf: Uint8Array, pages: MarkedPage[]): PositionedPage[] {
  // ActualText sits in compressed content streams: only a PDF with marked content is looked at.
  const marked = pages.some((page) =>
    page.items.some((item) => isMark(item) && item.mark === 'bdc'),
  );
  const objects = marked ? indexObjects(pdf) : null;
  return pages.map(({ width, height, ref, items }) => ({
    width,
    height,
    items: objects && ref ? replaceSpans(items, spansOfPage(objects, ref)) : asRead(items),
  }));
}

const isText = (item: PageItem): item is MarkedRun => !isMark(item);

/** The runs as pdf.js read them. */
const asRead = (items: PageItem[]): PositionedText[] =>
  items.filter(isText).map(({ spaceBefore: _, ...run }) => run);

/**
 * The runs with each ActualText span made one run of its text, over the glyphs it covers, and
 * the words put together by the space glyphs. Unless the content stream's BDCs are exactly those
 * pdf.js reported (a form XObject, an unusual encoding) and its glyphs tell where spaces are
 * drawn, the runs stay as pdf.js read them: better unread clusters than misplaced ones.
 */
function replaceSpans(items: PageItem[], spans: MarkedSpan[] | null): PositionedText[] {
  const opened = items.filter(
    (item): item is Extract<Mark, { mark: 'bdc' }> => isMark(item) && item.mark === 'bdc',
  );
  const aligned =
    spans !== null &&
    spans.length === opened.length &&
    spans.every((span, index) => span.tag === opened[index]!.tag) &&
    spans.some((span) => span.actualText !== null) &&
    items.every((item) => isMark(item) || item.spaceBefore !== undefined);
  if (!aligned) return asRead(items);

  const words: PositionedText[] = [];
  // The run before, while no mark of another sequence came between: where a word may go on.
  let last: PositionedText | null = null;
  const add = (run: MarkedRun) => {
    // pdf.js guesses spaces from glyph widths; the glyphs say where spaces are drawn.
    if (run.str.trim() === '') return;
    const { spaceBefore, ...text } = run;
    // An icon (no text, or a private-use code) is no part of a word, however close.
    if (last && nextOnLine(last, text) && isWordy(last) && isWordy(text)) {
      if (!spaceBefore && !setApart(last, text)) return join(last, text);
      if (!/\s$/.test(last.str)) last.str += ' ';
    }
    words.push((last = { ...text }));
  };
  let next = 0; // the span of the next BDC
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index]!;
    if (!isMark(item)) {
      add(item);
      continue;
    }
    const actualText = item.mark === 'bdc' ? spans[next++]!.actualText : null;
    if (actualText === null) {
      last = null;
      continue;
    }
    // Everything up to the matching end is drawn for this text, nested spans included.
    const inside: MarkedRun[] = [];
    for (let depth = 1; depth > 0 && index + 1 < items.length;) {
      const inner = items[++index]!;
      if (!isMark(inner)) inside.push(inner);
      else if (inner.mark === 'end') depth -= 1;
      else {
        depth += 1;
        if (inner.mark === 'bdc') next += 1;
      }
    }
    if (readsBetter(actualText, inside)) add(spanRun(actualText, inside));
    else inside.forEach(add);
  }
  return words;
}

/**
 * Level, and going on to the right, closer than a cell's gap: a run of the same line and cell.
 * A glyph may count as no width (pdf.js's width of a Chromium conjunct), so a word's runs may
 * seem apart by up to about one glyph; text right-aligned beside it sits further off.
 */
function nextOnLine(before: PositionedText, after: PositionedText) {
  const size = Math.min(before.height, after.height);
  const gap = after.x - (before.x + before.width);
  return Math.abs(after.y - before.y) < 0.5 * size && after.x >= before.x && gap < CELL_GAP * size;
}

/**
 * "Git" "Docker": Latin words a gap apart that no kerning leaves, with no space glyph between
 * them, as chips set apart by their padding are. (Bangla's clusters may be drawn apart.)
 */
function setApart(before: PositionedText, after: PositionedText) {
  const gap = after.x - (before.x + before.width);
  return (
    gap > CHIP_GAP * Math.min(before.height, after.height) &&
    /[\p{Script=Latin}\d]$/u.test(before.str) &&
    /^[\p{Script=Latin}\d]/u.test(after.str)
  );
}

/** Has some text: not only spaces, unread glyphs (NUL) or an icon's private-use code. */
const hasText = (text: string) => /[^\s\0\p{Co}]/u.test(text);
const isWordy = (run: PositionedText) => hasText(run.str);

/** `run` goes on the end of `word`, with no space between. */
function join(word: PositionedText, run: PositionedText) {
  const right = Math.max(word.x + word.width, run.x + run.width);
  word.str += run.str;
  word.width = right - word.x;
  word.height = Math.max(word.height, run.height);
  word.hasEOL = run.hasEOL;
}

/**
 * Whether the span's text reads better than its glyphs: not when it is only an icon's code
 * (private use) or a space, nor when it only changes the case (small capitals drawn as capitals
 * read as the capitals a reader sees, which is what marks a heading).
 */
function readsBetter(text: string, inside: MarkedRun[]): boolean {
  const letters = (value: string) => value.normalize('NFKD').replace(/\s/g, '').toLowerCase();
  return (
    hasText(text) &&
    inside.some((run) => run.str.trim() !== '') &&
    letters(text) !== letters(inside.map((run) => run.str).join(''))
  );
}

/** One run of the span's text over the glyphs drawn for it, with the space drawn before them. */
function spanRun(text: string, inside: MarkedRun[]): MarkedRun {
  const drawn = inside.filter((run) => run.str.trim() !== '');
  const first = drawn[0]!;
  const left = Math.min(...drawn.map((run) => run.x));
  const right = Math.max(...drawn.map((run) => run.x + run.width));
  return {
    ...first,
    str: text,
    x: left,
    width: right - left,
    height: Math.max(...drawn.map((run) => run.height)),
    hasEOL: drawn.at(-1)!.hasEOL,
  };
}

/** The file as text, and where each object's last revision starts ("7 0" → after `7 0 obj`). */
interface ObjectIndex {
  file: string;
  starts: Map<string, number>;
}

function indexObjects(pdf: Uint8Array): ObjectIndex {
  const file = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  const starts = new Map<string, number>();
  for (const match of file.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj\b/g)) {
    starts.set(`${match[1]} ${match[2]}`, match.index + match[0].length);
  }
  return { file, starts };
}

/** The BDCs of a page's content streams in order, or null when they cannot be read. */
function spansOfPage(objects: ObjectIndex, ref: Ref): MarkedSpan[] | null {
  const page = objectBody(objects, ref);
  const contents = page && /\/Contents\s*(\[[^\]]*\]|\d+\s+\d+\s+R)/.exec(page)?.[1];
  if (!contents) return null;
  const streams: string[] = [];
  for (const [, num, gen] of contents.matchAll(/(\d+)\s+(\d+)\s+R/g)) {
    const stream = streamData(objects, { num: Number(num), gen: Number(gen) });
    if (stream === null) return null;
    streams.push(stream);
  }
  return markedSpans(streams.join('\n'));
}

/** The text of an object, from after `N G obj` to its `endobj`. */
function objectBody({ file, starts }: ObjectIndex, { num, gen }: Ref): string | null {
  const start = starts.get(`${num} ${gen}`);
  if (start === undefined) return null;
  const end = file.indexOf('endobj', start);
  return file.slice(start, end < 0 ? undefined : end);
}

/** A stream object's decoded data: plain or FlateDecode, the filters content streams use. */
function streamData(objects: ObjectIndex, ref: Ref): string | null {
  const body = objectBody(objects, ref);
  const head = body && /^\s*(<<[\s\S]*?>>)\s*stream\r?\n/.exec(body);
  if (!body || !head) return null;
  const dictionary = head[1]!;
  const start = head[0].length;
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
  const end = length ? start + Number(length[1]) : body.lastIndexOf('endstream');
  if (end < start || end > body.length) return null;
  const raw = Buffer.from(body.slice(start, end), 'latin1');
  const filters = [
    ...(/\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1] ?? '').matchAll(/\/(\w+)/g),
  ];
  if (filters.length === 0) return raw.toString('latin1');
  if (filters.length > 1 || filters[0]![1] !== 'FlateDecode' || /\/DecodeParms/.test(dictionary)) {
    return null;
  }
  try {
    // Lenient about a stream cut short: what inflated is what was drawn.
    return zlib.inflateSync(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('latin1');
  } catch {
    return null;
  }
}

const BDC = /\/([^\s/<>[\]()]+)\s*(<<[\s\S]*?>>|\/[^\s/<>[\]()]+)\s*BDC(?![^\s/<>[\]()])/g;

/** The BDC operators of a content stream, in order, with their ActualText. */
export function markedSpans(content: string): MarkedSpan[] {
  return [...content.matchAll(BDC)].map(([, tag, properties]) => ({
    tag: tag!,
    actualText: properties!.startsWith('<<') ? actualTextOf(properties!) : null,
  }));
}

function actualTextOf(dictionary: string): string | null {
  const key = /\/ActualText\s*/.exec(dictionary);
  if (!key) return null;
  const at = key.index + key[0].length;
  if (dictionary[at] === '(') {
    const bytes = literalString(dictionary, at);
    return bytes === null ? null : textString(Buffer.from(bytes, 'latin1'));
  }
  const hex = /^<([0-9A-Fa-f\s]*)>/.exec(dictionary.slice(at))?.[1]?.replace(/\s/g, '');
  if (hex === undefined) return null;
  // A missing last digit is 0.
  return textString(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The bytes of a literal string `( … )` starting at `at`, as latin1 characters. */
function literalString(source: string, at: number): string | null {
  let depth = 0;
  let bytes = '';
  for (let index = at; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === '\\') {
      const next = source[++index] ?? '';
      const octal = /^[0-7]{1,3}/.exec(source.slice(index, index + 3))?.[0];
      if (octal) {
        bytes += String.fromCharCode(parseInt(octal, 8) & 0xff);
        index += octal.length - 1;
      } else if (next === '\r' || next === '\n') {
        if (next === '\r' && source[index + 1] === '\n') index += 1; // a line continued
      } else bytes += ESCAPES[next] ?? next;
      continue;
    }
    if (char === '(' && depth++ === 0) continue;
    if (char === ')' && --depth === 0) return bytes;
    bytes += char;
  }
  return null;
}

/** A PDF text string: UTF-16BE or UTF-8 after their byte-order marks, else PDFDocEncoding. */
function textString(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return bytes.subarray(3).toString('utf8');
  }
  // PDFDocEncoding matches latin1 for the letters a CV uses.
  return bytes.toString('latin1');
}
