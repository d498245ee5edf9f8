import { clean, stripBullet } from './lines';
import { FLUENCY, LEVEL_FIRST, LEVEL_LAST } from './lexicon';

/** Languages spoken, each with its fluency. */

/** "Native", "Full professional": a level standing alone, not a language given one. */
const levelOf = (text: string) =>
  text.split(/\s+/).length <= 3 && !/[(:\-–—]/.test(text)
    ? FLUENCY.find(([pattern]) => pattern.test(text))?.[1]
    : undefined;

/**
 * "Bangla Native English Fluent": tags a theme set on one line with nothing between them, each
 * language a name of the list below, then its level; read as "Bangla (Native), English (Fluent)".
 */
function pairedWords(line: string): string {
  const words = line.split(/\s+/);
  if (words.length < 4 || /[,;|•·()]/.test(line)) return line;
  const pairs: string[] = [];
  for (let at = 0; at < words.length; at += 2) {
    const [name = '', level = ''] = [words[at], words[at + 1]];
    if (!LANGUAGE_NAME.test(name) || !levelOf(level)) return line;
    pairs.push(`${name} (${level})`);
  }
  return pairs.join(', ');
}

/** A table's ratings of reading, writing and speaking (Bdjobs's "High", "Medium", "Low"). */
const RATINGS: Array<[RegExp, string]> = [
  [/^(?:very\s+good|high|excellent|strong)$/i, 'Fluent'],
  [/^(?:medium|good|moderate|average|fair)$/i, 'Conversational'],
  [/^(?:low|poor|weak)$/i, 'Basic'],
];
const ratingOf = (cell: string) =>
  RATINGS.find(([pattern]) => pattern.test(cell))?.[1] ?? levelOf(cell);

/**
 * "Bangla   High   High   High": a language's row in a table rating its reading, writing and
 * speaking; the level most of its cells give (the first of a tie) is its fluency.
 */
function ratedRow(cells: string[]): { name: string; fluency: string } | undefined {
  const [name = '', ...rest] = cells;
  if (rest.length < 2 || !/^\p{L}+(?:\s\p{L}+)?$/u.test(name) || ratingOf(name)) return undefined;
  const levels = rest.map(ratingOf);
  if (!levels.every(Boolean)) return undefined;
  const counted = (level: string | undefined) => levels.filter((other) => other === level).length;
  const fluency = levels.reduce((best, level) => (counted(level) > counted(best) ? level : best));
  return { name, fluency: fluency! };
}

export function readLanguages(lines: string[]) {
  const languages: Array<{ name: string; fluency: string }> = [];
  let named: typeof languages = [];
  let above = '';
  // The first of a language named twice, whatever its case, is the one kept.
  const add = (name: string, fluency: string) => {
    if (!languages.some((language) => language.name.toLowerCase() === name.toLowerCase())) {
      languages.push({ name, fluency });
    }
  };
  for (const raw of lines) {
    const line = pairedWords(
      stripBullet(clean(raw))
        // "Bangla ●●●●○": a rating drawn in marks says nothing a word can.
        .replace(/(?:\s*[●○◉◯⬤★☆■□▪▫◆◇])+(?=\s*(?:[,;|]|$))/gu, ''),
    );
    // "Bangla (Native) English (Fluent)": tags a space apart, each closed by its level.
    // "English (Read, Write, Speak)": a bracket's commas part no items.
    const items = line.split(/\s*[,;|•·]\s*(?![^()]*\))|(?<=\))\s+(?=\p{Lu})/u);
    const rated = ratedRow(items);
    if (rated) {
      add(rated.name, rated.fluency);
      named = [];
      continue;
    }
    // "Bangla   English" / "Native   Fluent": a grid, each level under its language.
    const levels = items.map(levelOf);
    if (items.length >= 2 && items.length === named.length && levels.every(Boolean)) {
      named.forEach((language, index) => (language.fluency ||= levels[index]!));
      named = [];
      continue;
    }
    // "Bangla English" / "Native Fluent": the same grid a word apart, read by its words.
    const [words, names] = [line.split(/\s+/), above.split(/\s+/)];
    if (
      named.length <= 1 &&
      above !== '' &&
      words.length >= 2 &&
      words.length === names.length &&
      words.every((word) => levelOf(word))
    ) {
      languages.splice(
        named[0] ? languages.indexOf(named[0]) : languages.length,
        named.length,
        ...names.map((name, index) => ({ name, fluency: levelOf(words[index]!)! })),
      );
      named = [];
      continue;
    }
    above = line;
    const count = languages.length;
    const told = inProse(line, items);
    told?.forEach(({ name, fluency }) => add(name, fluency));
    for (const item of told ? [] : items) {
      // "Conversational Italian", "Native Spanish Speaker", "Fluent in Bangla": level first.
      // "Japanese (JLPT N3) – Conversational": a note in brackets before the level.
      const text = item
        .trim()
        // "Native: Bangla": the level labels the language.
        .replace(/^([^:]{2,30}):\s*(\p{L}+)$/u, (whole, level: string, name: string) =>
          levelOf(level) && !levelOf(name) ? `${name} (${level})` : whole,
        )
        .replace(LEVEL_FIRST, '$2 ($1)')
        // "Bangla Native": a level after the language with nothing between.
        .replace(LEVEL_LAST, '$1 ($2)')
        .replace(/\s*\([^)]*\)(?=\s*[:\-–—])/, '');
      const match = /^([\p{L}]+(?:\s[\p{L}]+)?)\s*(?:[(:\-–—]\s*([^)]*)\)?)?$/u.exec(text);
      // "Bangla" / "Native": a level on the line under its language (moderncv, sidebars).
      const last = languages.at(-1);
      const levelAlone = levelOf(text);
      if (last && !last.fluency && levelAlone) last.fluency = levelAlone;
      // A level is never a language of its own.
      if (levelAlone) continue;
      if (!match || match[1]!.length > 25) continue;
      add(match[1]!, FLUENCY.find(([pattern]) => pattern.test(match[2] ?? ''))?.[1] ?? '');
    }
    named = languages.slice(count);
  }
  return languages;
}

/** Languages CVs name most often: enough to tell a list of them in a header from other words. */
const LANGUAGE_NAMES =
  'english|bangla|bengali|hindi|urdu|arabic|chinese|mandarin|cantonese|spanish|french|german|japanese|korean|russian|portuguese|italian|turkish|persian|farsi|malay|indonesian|thai|vietnamese|tamil|telugu|marathi|gujarati|punjabi|kannada|malayalam|nepali|sinhala|burmese|dutch|swedish|norwegian|danish|finnish|polish|greek|hebrew|swahili|filipino|tagalog|sylheti|chittagonian|chakma|ukrainian|romanian|bulgarian|czech|slovak|hungarian|serbian|croatian|bosnian|albanian|armenian|georgian|pashto|dari|amharic|somali|hausa|yoruba|igbo|zulu|afrikaans|creole|latin|catalan|oriya|odia|assamese|sindhi|kurdish|uzbek|kazakh|azerbaijani|lithuanian|latvian|estonian|slovenian|icelandic|irish|welsh|haitian';
const LANGUAGE_NAME = new RegExp(`^(?:${LANGUAGE_NAMES})$`, 'i');

export const isLanguageName = (text: string) => LANGUAGE_NAME.test(text.trim());

/**
 * What a line tells in words ("Fluent in English, German, Bulgarian (native).", "Bilingual
 * English/Spanish", "Conversational and Business German"): each language it names, with the
 * level said before it in its clause, in brackets right after it, or after the clause's last
 * language. Read so only when a line is more than a list of "Language (level)" items, and names
 * some language a CV often names.
 */
function inProse(line: string, items: string[]) {
  const prose = items.some(
    (item) =>
      /\/|\band\b/i.test(item) ||
      // "Bangla: mother tongue" labels a level; "Fluent English reading and writing" tells it.
      (!/[:\-–—]/.test(item) &&
        item
          .replace(/\([^)]*\)/g, '')
          .trim()
          .split(/\s+/).length > 2),
  );
  if (!prose) return undefined;
  const told: Array<{ name: string; fluency: string; said: boolean }> = [];
  for (const clause of line.split(/[.;]\s*/)) {
    let level: string | undefined;
    const open: typeof told = [];
    const words = /(\p{L}+(?:\s+(?:tongue|language|professional|knowledge))?)(\s*\([^)]*\))?/giu;
    for (const [, word, bracket] of clause.matchAll(words)) {
      const wordLevel = FLUENCY.find(([pattern]) => pattern.test(word!))?.[1];
      const bracketLevel = bracket && levelOf(bracket.replace(/[()]/g, '').trim());
      const named = LANGUAGE_NAME.test(word!) || (bracketLevel && /^\p{Lu}/u.test(word!));
      if (named) {
        const language = {
          name: word!,
          fluency: bracketLevel || level || '',
          said: !!bracketLevel || !!level,
        };
        told.push(language);
        open.push(language);
      } else if (wordLevel) {
        level = wordLevel;
        // "French Mother Tongue": a level after the languages it follows.
        for (const language of open.filter((language) => !language.said))
          language.fluency = wordLevel;
      }
    }
  }
  return told.length > 0 ? told.map(({ name, fluency }) => ({ name, fluency })) : undefined;
}

/**
 * "Rupnagar, Bangladesh   +880 …   Bangla, English": a header's contact bar may list the
 * languages spoken (beside a globe icon), in a CV with no section of them. Two names or more,
 * or one after a "Languages:" label, so that a lone word is never taken for one.
 */
export function languagesInHeader(header: string[]) {
  for (const line of header) {
    for (const part of clean(line).split(/\s{3,}|\s*[|•·]\s*/)) {
      const labelled = /^languages?\s*:\s*/i.exec(part);
      const names = part.slice(labelled?.[0].length ?? 0).split(/\s*[,/]\s*|\s+and\s+/);
      if ((names.length >= 2 || labelled) && names.every((name) => LANGUAGE_NAME.test(name))) {
        return names.map((name) => ({ name, fluency: '' }));
      }
    }
  }
  return [];
}

/**
 * "Languages: Bangla (Native), English (Fluent)" among the skills: spoken languages, when each
 * item names one ("Languages: Python, Go" are a programmer's). Parted from the skills' lines.
 */
export function spokenAmongSkills(lines: string[]): { skills: string[]; languages: string[] } {
  const skills: string[] = [];
  const languages: string[] = [];
  for (const line of lines) {
    const listed = /^languages?\s*:\s*(.+)$/i.exec(stripBullet(clean(line)))?.[1];
    const names = listed?.split(/\s*[,;]\s*/).map((item) => item.replace(/\s*\(.*$/, ''));
    if (listed && names!.every((name) => LANGUAGE_NAME.test(name))) languages.push(listed);
    else skills.push(line);
  }
  return { skills, languages };
}
