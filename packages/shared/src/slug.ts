/** Slugs of V-Cards, pages, posts and categories, by one rule everywhere. */

/**
 * The spec's slug rule, applied as the user types: lowercased, spaces become hyphens, and any
 * character other than a letter, digit, underscore or hyphen is removed; no hyphen doubled or
 * first. A hyphen just typed stays at the end, for the next word.
 */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '');

/**
 * The slug as saved: the typing rule without a hyphen at the end. Also what a slug made from a
 * name or title shows before it is saved, so the form shows what will be saved.
 */
export const finalSlug = (text: string) => slugify(text).replace(/-+$/, '');

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The base of a download's file name, made from a name a person typed: "Nadia's CV (v2)" gives
 * "Nadia-s-CV-v2", "ইমপোর্ট করা সিভি" gives "ইমপোর্ট-করা-সিভি". Letters keep their combining marks
 * (Bangla vowel signs, accents), digits stay, and every other run becomes one hyphen. Cut to
 * `maxLength` between whole characters; `fallback` when nothing is left.
 */
export function fileNameBase(name: string, fallback: string, maxLength = 80): string {
  const base = name
    // Compatibility forms ('ﬁ', full-width letters) become plain ones; marks stay composed.
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  let cut = '';
  for (const { segment } of graphemes.segment(base)) {
    if (cut.length + segment.length > maxLength) break;
    cut += segment;
  }
  return cut.replace(/-+$/, '') || fallback;
}
