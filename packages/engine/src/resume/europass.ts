import type { ResumeSection } from '../types';
import { clean } from './lines';

/**
 * Europass's "PERSONAL SKILLS": one section that holds the languages (the mother tongue, then a
 * grid of other languages by their CEFR levels) beside the skills, each under a label of its own.
 * Its lines are parted into the languages' and the skills', as the CV means them.
 */

const MOTHER_TONGUE = /^mother tongues?(?:\(s\))?\s*(?:\|\s*|\s{2,}|:\s*)?(.*)$/i;
const OTHER_LANGUAGES = /^other languages?(?:\(s\))?(?![a-z])/i;
/**
 * The grid's label, column heads and legend name no language, nor do their pieces where the
 * print set a head on two lines ("Spoken" over "interaction").
 */
const GRID_WORDS =
  /^(?:self-assessment|european level|\(\*\)|understanding|speaking|writing|listening|reading|spoken|interaction|production|spoken interaction|spoken production|levels?:.*|common european framework.*)(?:\s*\(\*\))?$/i;
/** "English | C1 | C1 | B2 | B2 | C1": a language and its five levels. */
const GRID_ROW = /^([\p{L}][\p{L} ]{1,30}?)\s*\|\s*([ABC][12])\b/u;
/**
 * "LISTENING C1   READING C1   WRITING B2": the online editor's grid, each skill with its
 * level, under the language's name on a line of its own.
 */
const SKILL_LEVELS =
  /^(?:(?:listening|reading|writing|speaking|spoken production|spoken interaction|understanding)\s*:?\s*[ABC][12][\s|,;]*)+$/i;
const LEVEL = /\b[ABC][12]\b/g;
const LEVELS_ONLY = /^[ABC][12](?:\s*\|\s*[ABC][12])+$/;
/** "ENGLISH", "Hindi": a language's name alone on its line. */
const NAME_ALONE = /^\p{L}[\p{L} ]{1,30}$/u;
/** "English (C1)", "Hindi (basic user)": a language with its level in brackets. */
const LEVELLED = /^\p{L}[\p{L} ]{1,30}\s*\([^()]{1,30}\)$/u;

/** The level most of a language's skills are at, the better one on a tie. */
function commonLevel(levels: string[]): string {
  const counts = new Map<string, number>();
  for (const level of levels) counts.set(level, (counts.get(level) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || b.localeCompare(a))[0]![0];
}
/** "Job-related skills", "Digital skills", "Driving licence": the labels of the skills' part. */
const SKILLS_LABEL =
  /^(?:(?:job[- ]related|computer|digital|communication|organi[sz]ational(?:\s*\/\s*managerial)?|managerial|other|artistic|technical)\s+skills|driving licen[cs]e)\b\s*(?:\|\s*)?(.*)$/i;

export function splitEuropassSkills(lines: string[]): { skills: string[]; languages: string[] } {
  if (!lines.some((line) => MOTHER_TONGUE.test(clean(line)) || OTHER_LANGUAGES.test(clean(line)))) {
    return { skills: lines, languages: [] };
  }
  const skills: string[] = [];
  const languages: string[] = [];
  let part: 'skills' | 'native' | 'other' = 'skills';
  // The online editor's language named over its grid, and the levels read under it so far.
  let named: { name: string; levels: string[] } | undefined;
  const endNamed = () => {
    if (named)
      languages.push(
        named.levels.length > 0 ? `${named.name} (${commonLevel(named.levels)})` : named.name,
      );
    named = undefined;
  };
  // "B1 | B1 | B1 | B1 | B1": a grid's row read apart from its language's name (a grid of one
  // language, read cell by cell), kept for the name that comes alone.
  let levelsApart: string[] = [];
  for (const raw of lines) {
    // "Self-assessment | English | C1 …": the grid's label, level with a language's row.
    const line = clean(raw).replace(/^self-assessment\s*(?:\|\s*)?/i, '');
    if (line && line.split(' | ').every((cell) => GRID_WORDS.test(cell.trim()))) continue;
    if (LEVELS_ONLY.test(line)) {
      if (named && named.levels.length === 0) named.levels.push(...line.match(LEVEL)!);
      else levelsApart = line.match(LEVEL)!;
      continue;
    }
    const mother = MOTHER_TONGUE.exec(line);
    if (mother) {
      part = 'native';
      if (mother[1]) languages.push(`${mother[1]} (Native)`);
      continue;
    }
    if (OTHER_LANGUAGES.test(line)) {
      part = 'other';
      continue;
    }
    // "Job-related skills – Google Analytics (advanced)": the label, and maybe a first skill.
    const label = SKILLS_LABEL.exec(line);
    if (label) {
      part = 'skills';
      if (label[1]) skills.push(label[1]);
      continue;
    }
    if (part === 'skills') skills.push(raw);
    else if (part === 'native')
      languages.push(...line.split(/\s*[,;]\s*/).map((name) => `${name} (Native)`));
    else if (named && SKILL_LEVELS.test(line)) named.levels.push(...(line.match(LEVEL) ?? []));
    else {
      endNamed();
      const row = GRID_ROW.exec(line);
      const levelled = line.split(/\s*[,;]\s*/);
      if (row) languages.push(`${row[1]} (${row[2]})`);
      else if (levelled.every((piece) => LEVELLED.test(piece))) languages.push(...levelled);
      else if (NAME_ALONE.test(line)) {
        named = { name: line, levels: levelsApart };
        levelsApart = [];
      }
    }
  }
  endNamed();
  return { skills, languages };
}

/**
 * The lines of the languages sections. "Other language(s):" reads as a heading of its own; it is
 * kept, as it parts the mother tongue from the languages graded below it.
 */
export const languageLines = (sections: ResumeSection[]) =>
  sections
    .filter((section) => section.kind === 'languages')
    .flatMap((section) =>
      OTHER_LANGUAGES.test(section.heading) ? [section.heading, ...section.lines] : section.lines,
    );
