import { clean, stripBullet } from './lines';
import { FLUENCY, LEVEL_FIRST, LEVEL_LAST } from './lexicon';

/** Languages spoken, each with its fluency. */

export function readLanguages(lines: string[]) {
  const languages: Array<{ name: string; fluency: string }> = [];
  for (const raw of lines) {
    for (const item of stripBullet(clean(raw)).split(/\s*[,;|•·]\s*/)) {
      // "Conversational Italian", "Native Spanish Speaker", "Fluent in Bangla": level first.
      // "Japanese (JLPT N3) – Conversational": a note in brackets before the level.
      const text = item
        .trim()
        .replace(LEVEL_FIRST, '$2 ($1)')
        // "Bangla Native": a level after the language with nothing between.
        .replace(LEVEL_LAST, '$1 ($2)')
        .replace(/\s*\([^)]*\)(?=\s*[:\-–—])/, '');
      const match = /^([\p{L}]+(?:\s[\p{L}]+)?)\s*(?:[(:\-–—]\s*([^)]*)\)?)?$/u.exec(text);
      // "Bangla" / "Native": a level on the line under its language (moderncv, sidebars).
      const last = languages.at(-1);
      const levelAlone = FLUENCY.find(
        ([pattern]) => pattern.test(text) && text.split(/\s+/).length <= 3,
      );
      if (last && !last.fluency && levelAlone) {
        last.fluency = levelAlone[1];
        continue;
      }
      if (!match || match[1]!.length > 25) continue;
      const fluency = FLUENCY.find(([pattern]) => pattern.test(match[2] ?? ''))?.[1] ?? '';
      if (!languages.some((language) => language.name.toLowerCase() === match[1]!.toLowerCase())) {
        languages.push({ name: match[1]!, fluency });
      }
    }
  }
  return languages;
}
