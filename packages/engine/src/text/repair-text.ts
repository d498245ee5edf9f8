/**
 * Undoes what copying did to the text of a CV or a job description before it is read: HTML
 * entities from a web page ("Sales &amp; Marketing"), zero-width spaces, soft hyphens,
 * ligatures, typographic hyphens, and UTF-8 read as Windows-1252 or Latin-1 ("â€¢ Excel" for
 * "• Excel", "Â " for a no-break space), which job sites and old converters leave in many PDFs.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The bytes 0x80–0x9F that Windows-1252 shows as these characters. */
const CP1252: Record<string, number> = Object.fromEntries(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'].map((char, index) => [
    char,
    0x80 + index,
  ]),
);

/** What a continuation byte of UTF-8 shows as in Windows-1252 or Latin-1. */
const TAIL = '[\\u0080-\\u00BF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]';
/** A two-, three- or four-byte UTF-8 character shown as that many characters. */
const MISREAD = new RegExp(
  `[\\u00C2-\\u00DF]${TAIL}|[\\u00E0-\\u00EF]${TAIL}{2}|[\\u00F0-\\u00F4]${TAIL}{3}`,
  'g',
);

/**
 * Characters that lost their last byte, dropped because Windows-1252 has no character for it or
 * turned into a plain space: only the closing quote, the bullets "●" and "•", the full-width dash between
 * employer and city ("Acme － Dhaka") and the no-break space are common enough to tell from what
 * is left, as is the common bullet "•".
 */
const TRUNCATED: Array<[RegExp, string]> = [
  [new RegExp(`â€(?!${TAIL})`, 'g'), '”'],
  [/â—(?=\s)/g, '●'],
  // "•" (E2 80 A2) with its middle byte dropped.
  [/â¢/g, '•'],
  [/ï¼(?=\s)/g, '-'],
  [/Â(?=\s|$)/gm, ' '],
];

const decoder = new TextDecoder('utf-8', { fatal: true });

function redecode(run: string): string {
  const bytes = [...run].map((char) => CP1252[char] ?? char.charCodeAt(0));
  try {
    return decoder.decode(new Uint8Array(bytes));
  } catch {
    return run;
  }
}

export function repairText(text: string): string {
  let repaired = text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(MISREAD, redecode);
  for (const [pattern, char] of TRUNCATED) repaired = repaired.replace(pattern, char);
  return (
    repaired
      // A soft hyphen where a line or a cell ends is where a typesetter broke a word (Typst's
      // PDFs give it so): the hyphen it printed, which the readers join as LaTeX's.
      .replace(/\u00AD(?=[ \t]*(?:\n|$)|\t|[ ]{3,})/g, '-')
      // Zero-width marks, other soft hyphens and control characters (a NUL pasted along) are
      // no text of the document.
      .replace(/[\u00AD\u200B-\u200D\uFEFF]|(?![\t\n\r])\p{Cc}/gu, '')
      // Typographic ligatures ("Certiﬁed") as their letters, so every word list finds the word.
      .replace(/[\uFB00-\uFB06]/g, (ligature) => ligature.normalize('NFKC'))
      // The hyphen, non-breaking hyphen, figure dash and minus sign are a plain hyphen to a
      // reader ("555‐5555"); en and em dashes stay, as they part date ranges and names.
      .replace(/[\u2010-\u2012\u2212]/g, '-')
      // "Senior Accountant ⋄ Dhaka ⋄ nadia@…": a mark between cells of a line parts them as
      // the middle dot does.
      .replace(/(?<=\S)[ \t]+[⋄◇◆♦∙⋅✦❖⬩⬥◊][ \t]+(?=\S)/gu, ' · ')
  );
}
