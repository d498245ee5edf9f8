import type { GenerateContentRequest } from '@careercard/shared/analysis';
import { findBlanks } from '@careercard/shared/blanks';
import { findSkills } from '../skills/find-skills';
import { factsOf } from './facts';
import { withoutMark } from './wording';

/**
 * What an AI provider's text states that the request does not hold: a figure, a name (a word
 * capitalised past a sentence's start: an employer, a month, a degree), a skill, or a
 * placeholder the editor could not mark. Checked before the text reaches the user, since a CV
 * must never claim what the candidate has not done.
 */

export type Unheld = { kind: 'number' | 'name' | 'skill' | 'placeholder'; text: string };

const valuesOf = (value: unknown): string[] =>
  typeof value === 'string' || typeof value === 'number'
    ? [String(value)]
    : Array.isArray(value)
      ? value.flatMap(valuesOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(valuesOf)
        : [];

const withoutBlanks = (text: string) => text.replace(/\[[^\]\n]*\]/g, ' ');
const numbersIn = (text: string) =>
  (withoutBlanks(text).match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, ''));

/** A placeholder not in square brackets, which the editor would not highlight. */
const UNMARKED = /\b(?:TBD|TBA|N\/A|lorem ipsum)\b|<[^<>\n]{1,40}>|\{[^{}\n]{1,40}\}/i;

export function unheldFacts(text: string, request: GenerateContentRequest): Unheld[] {
  const source = valuesOf([request.cv, request.context, request.existingText]).join('\n');
  const lower = source.toLowerCase();
  const found: Unheld[] = [];

  // Years of experience may be stated: the one figure the CV's dates give.
  const years = String(Math.floor(factsOf(request).months / 12));
  const numbers = new Set([...numbersIn(source), years]);
  for (const number of numbersIn(text)) {
    if (!numbers.has(number)) found.push({ kind: 'number', text: number });
  }

  // A title is written in title case: its capitals are no names.
  if (request.fieldType !== 'title') {
    for (const sentence of withoutBlanks(text).split(/(?<=[.!?:|])\s+|\n+/)) {
      const words = withoutMark(sentence).split(/\s+/).slice(1);
      for (const raw of words) {
        const word = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        if (/^\p{Lu}/u.test(word) && word !== 'I' && !lower.includes(word.toLowerCase())) {
          found.push({ kind: 'name', text: word });
        }
      }
    }
  }

  const held = new Set(findSkills(source).map((skill) => skill.name));
  for (const skill of findSkills(withoutBlanks(text))) {
    if (skill.kind === 'hard' && !held.has(skill.name))
      found.push({ kind: 'skill', text: skill.name });
  }

  const unmarked = findBlanks(text).find((blank) => !blank.text.startsWith('['));
  const other = UNMARKED.exec(text)?.[0];
  if (unmarked || other) found.push({ kind: 'placeholder', text: unmarked?.text ?? other! });
  return found;
}
