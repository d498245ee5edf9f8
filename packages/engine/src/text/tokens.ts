/**
 * Word-level text handling shared by the parsers and scorers. Tokens keep the punctuation that
 * makes a technical name ("C++", "C#", "Node.js", "CI/CD", ".NET"), so skills survive tokenising.
 */

export interface Token {
  /** As written. */
  raw: string;
  lower: string;
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[./&-][\p{L}\p{N}+#]+)*|\.[\p{L}][\p{L}\p{N}]*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    tokens.push({ raw: match[0], lower: match[0].toLowerCase() });
  }
  return tokens;
}

/**
 * The parts of a compound token ("python/django" → python, django), or none when it is simple.
 * A lone letter only counts as a part in a slash list ("C/C++"), not in "C-level" or "R&D".
 */
export function splitCompound(token: Token): Token[] {
  if (!/[./&-]/.test(token.raw.slice(1))) return [];
  const slashList = token.raw.includes('/');
  return token.raw
    .split(/[./&-]/)
    .filter((part) => part.length > 1 || (slashList && part !== ''))
    .map((part) => ({ raw: part, lower: part.toLowerCase() }));
}

/** Function words and words every posting or CV uses, which say nothing about fit. */
export const stopWords = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing down during each etc few for from further
  had has have having he her here hers herself him himself his how i if in into is it its itself
  just me more most my myself no nor not now of off on once only or other our ours ourselves out
  over own same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up very was we were what when where which while
  who whom why will with would you your yours yourself yourselves us via per within across upon
  including include includes like well able ability must may might shall new use using used work
  working works strong good great excellent experience experienced years year plus one two three
  four five six seven eight nine ten including e.g i.e role team teams company candidate candidates
  job position opportunity opportunities looking join help make ensure join part based least
  knowledge understanding skills skill required requirements preferred responsibilities
  qualifications qualification day days time related relevant including within`.split(/\s+/),
);

/** Cuts common English endings so "developing", "developed" and "develops" meet. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w;
  for (const [suffix, keep] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['s', ''],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      if (suffix === 's' && w.endsWith('ss')) return w;
      return w.slice(0, -suffix.length) + keep;
    }
  }
  return w;
}

/** Splits text into sentence-like units: lines, bullets and sentences. */
export function splitUnits(text: string): string[] {
  return (
    text
      // Whitespace runs made single first, spaces before line breaks (each step linear): the
      // split below would retry along a long run.
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n\s*/g, '\n')
      .split(/\n+|(?<=[.!?])\s+(?=[A-Z])|\s+[•·▪●◦‣]\s*/)
      .map((unit) => unit.replace(/^[\s•·▪●◦‣*-]+/, '').trim())
      .filter((unit) => unit !== '')
  );
}
