/**
 * A text without the characters `start` and `end` accept at its two ends (each a one-character
 * pattern such as /[,\s-]/). A regex like /[,\s]+$/ retries at every character of a long run of
 * them, which takes quadratic time on a hostile line of pasted text; this takes linear time.
 */
export function trimEnds(text: string, { start, end }: { start?: RegExp; end?: RegExp }): string {
  let from = 0;
  let to = text.length;
  while (start && from < to && start.test(text[from]!)) from++;
  while (end && to > from && end.test(text[to - 1]!)) to--;
  return text.slice(from, to);
}
