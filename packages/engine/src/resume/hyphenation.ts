import { BROKEN_SUFFIX } from './lexicon';

/**
 * "… for garment ex-" / "porters. Known for …": LaTeX (and any typesetter that hyphenates)
 * breaks words at a line's end where no hyphen belongs; a compound breaks at its own hyphen
 * ("month-" / "end closes"). The readers join a section's lines as they come, keeping the
 * hyphen; the words found broken here are then made whole in what they read. The lines
 * themselves stay as they are: where a line starts tells the readers what it is.
 */

/** "ex-" at a line's (or its first cell's) end, and the rest opening the next line. */
const BROKEN_END = /(?<![\p{L}\p{N}/.@_-])(\p{L}+)-$/u;
const REST_OPENS = /^(\p{Ll}{2,})(?=[\s.,;:!?)]|$)/u;
const CELL_GAP = /\t|\s{3,}/;

/**
 * What compounds open or close with: their hyphen is the word's own. Syllables a typesetter
 * breaks after as well ("pre-", "in-", "con-") are none of them.
 */
const COMPOUND_HEAD =
  /^(?:e|x|non|self|well|full|part|cross|multi|end|month|year|day|data|cloud|high|low|long|short|real|user|client|cost|time|team|world|open|front|back|off|one|two|three|four|five|six|seven|eight|nine|ten|first|second|third|top|best|award|cutting|fast|hands|problem|detail|result|fact|goal|deadline|customer|mobile|web|test|event|decision|fine|large|small|vice|state)$/i;
const COMPOUND_TAIL =
  /^(?:based|driven|focused|oriented|facing|level|time|end|scale|stack|native|friendly|commerce|free|wide|term|house|site|line|up|to|known|taught|minded|solving|making|date|speaking|funded|winning|edge|run|side|ready|aware|sensitive|critical|ended|profit|specific|generated|served)$/i;

/** The most broken words mended: a text of nothing but broken lines costs no more. */
const MAX_MENDED = 200;

/** The words a typesetter broke at the text's line ends, as "head" and "rest". */
export function brokenWords(text: string): Array<{ head: string; rest: string }> {
  const lines = text.split('\n');
  const breaks: Array<{ head: string; rest: string }> = [];
  for (let at = 0; at + 1 < lines.length && breaks.length < MAX_MENDED; at++) {
    // A left cell of a grid breaks where the cell ends ("… Computer Sci-   Rupnagar"); a right
    // one at the line's end, its rest opening the next line's right cell, beside a label that
    // wrapped too ("Technical skills and   …, Cus-" / "competences   tomer Service").
    const cells = lines[at]!.trim().split(CELL_GAP);
    const next = lines[at + 1]!.trim().split(CELL_GAP);
    const ends: Array<[string, string]> = [[cells[0]!, next[0]!]];
    if (cells.length > 1) ends.push([cells.at(-1)!, next.at(-1)!]);
    for (const [end, opening] of ends) {
      const head = BROKEN_END.exec(end)?.[1];
      const rest = head && REST_OPENS.exec(opening)?.[1];
      if (head && rest) {
        breaks.push({ head, rest });
        break;
      }
    }
  }
  if (breaks.length === 0) return [];
  const written = writtenWords(text);
  return breaks.filter(({ head, rest }) => isWordBreak(head, rest, written));
}

/** The words a text writes whole, hyphenated ones as one ("month-end"). */
export const writtenWords = (text: string) =>
  new Set(text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu));

/**
 * Whether "head-" at a line's end and "rest" opening the next are one word the typesetter broke:
 * by what the CV writes elsewhere, by a suffix, or by the words compounds are made of; otherwise
 * it is, as a hyphen at a line's end mostly is where a typesetter breaks words, and Word and
 * browsers do not.
 */
export function isWordBreak(head: string, rest: string, written: Set<string>): boolean {
  // The break's own "head-" + newline + "rest" is neither word whole.
  if (written.has(`${head}-${rest}`.toLowerCase())) return false;
  if (written.has(`${head}${rest}`.toLowerCase()) || BROKEN_SUFFIX.test(rest)) return true;
  return !COMPOUND_HEAD.test(head) && !COMPOUND_TAIL.test(rest);
}

/** Every text in `value` (a read CV, its lists and entries) with the broken words whole. */
export function withWordsMended<T>(value: T, broken: Array<{ head: string; rest: string }>): T {
  if (broken.length === 0) return value;
  const pattern = new RegExp(
    broken.map(({ head, rest }) => `(?<!\\p{L})${head}-\\s?${rest}(?!\\p{L})`).join('|'),
    'gu',
  );
  const mend = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(pattern, (word) => word.replace(/-\s?/, ''));
    if (Array.isArray(item)) return item.map(mend);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, mend(inner)]));
    }
    return item;
  };
  return mend(value) as T;
}
