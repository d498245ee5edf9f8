import { HEADINGS } from './lexicon';

/**
 * "S E N I O R A C C O U N TA N T": a line set with wide letter-spacing comes out of a PDF a
 * letter at a time, its word breaks no wider than the gaps between letters. Its words are put
 * back from the words the CV writes elsewhere (the headline's words in its jobs, the name's in
 * the e-mail address) and the headings' words; a line they cannot make whole stays as it was.
 */

/** Single letters a space apart, a kerned pair now and then ("TA"); words two spaces apart. */
const SPACED = /^\p{L}{1,2}(?: {1,2}\p{L}{1,2}){3,}$/u;

const MAX_WORD = 30;

/** The fewest known words the letters make, or null when they make none. */
function wordsOf(letters: string, known: ReadonlySet<string>): string[] | null {
  const lower = letters.toLowerCase();
  // fewest[i]: the fewest words the first i letters make, and where the last of them starts.
  const fewest: Array<{ count: number; from: number } | undefined> = [{ count: 0, from: 0 }];
  for (let end = 1; end <= lower.length; end++) {
    for (let start = Math.max(0, end - MAX_WORD); start < end; start++) {
      const before = fewest[start];
      if (!before || !known.has(lower.slice(start, end))) continue;
      if (!fewest[end] || before.count + 1 < fewest[end]!.count) {
        fewest[end] = { count: before.count + 1, from: start };
      }
    }
  }
  if (!fewest[lower.length]) return null;
  const words: string[] = [];
  for (let end = lower.length; end > 0; end = fewest[end]!.from) {
    words.unshift(letters.slice(fewest[end]!.from, end));
  }
  return words;
}

const singles = (group: string) => {
  const letters = group.split(' ');
  return letters.filter((letter) => letter.length === 1).length * 4 >= letters.length * 3;
};

export function withSpacedLettersJoined(text: string): string {
  const lines = text.split('\n');
  const spaced = lines.map((line) => {
    const trimmed = line.trim();
    return SPACED.test(trimmed) && trimmed.split(/ {2,}/).every(singles);
  });
  if (!spaced.includes(true)) return text;
  const known = new Set(
    [...lines.filter((_, index) => !spaced[index]), ...HEADINGS.flatMap(([, names]) => names)]
      .join(' ')
      .toLowerCase()
      .match(/\p{L}{2,}/gu),
  );
  return lines
    .map((line, index) => {
      if (!spaced[index]) return line;
      // Words two spaces apart are words already; one space apart, they are found.
      const groups = line.trim().split(/ {2,}/);
      const words =
        groups.length > 1
          ? groups.map((group) => group.replace(/ /g, ''))
          : wordsOf(groups[0]!.replace(/ /g, ''), known);
      return words ? words.join(' ') : line;
    })
    .join('\n');
}
