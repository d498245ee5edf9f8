/**
 * Blanks a draft leaves for facts only the user knows: "[key result]", "[X]", "XX %", "Lorem
 * ipsum". One definition for the quality check, the editor's highlights and the checks before a
 * CV leaves the app (download, V-Card, contact file, tailoring), so they always agree.
 */

export interface Blank {
  /** The blank as written, e.g. "[key result]". */
  text: string;
  /** Where it starts in the text searched. */
  index: number;
}

const BLANK_PATTERNS = [
  // Square-bracketed placeholders, as writing help drafts them: "[X metric]", "[key result]".
  /\[[^\]\n]{1,40}\]/g,
  // Figures left as letters: "XX %", "X%", "XXX users", "$XX".
  /(?<![A-Za-z])X{1,4}(?:\s?%|\+)(?![A-Za-z])|\b(?:XX+|X{2,})\b/g,
  // Filler text from a template.
  /\blorem ipsum\b[^.\n]*/gi,
];

/** Every blank in `text`, in reading order. */
export function findBlanks(text: string): Blank[] {
  const found: Blank[] = [];
  for (const pattern of BLANK_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      found.push({ text: match[0].trim(), index: match.index });
    }
  }
  // A blank caught by two patterns ("[XX %]") is listed once, by the first that starts there.
  found.sort((a, b) => a.index - b.index);
  return found.filter(
    (blank, i) => i === 0 || blank.index >= found[i - 1]!.index + found[i - 1]!.text.length,
  );
}

/** Where in a CV's data a blank sits, for the lists shown before a CV leaves the app. */
export interface PlacedBlank extends Blank {
  /** The field's path in the CV data, e.g. "experience.0.description". */
  path: string;
}

/** Every blank in every text field of a JSON value (a CV's data), with the field's path. */
export function findBlanksIn(value: unknown, path = ''): PlacedBlank[] {
  if (typeof value === 'string') {
    return findBlanks(value).map((blank) => ({ ...blank, path }));
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => findBlanksIn(item, path ? `${path}.${i}` : String(i)));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      findBlanksIn(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
