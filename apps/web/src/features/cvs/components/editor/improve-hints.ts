import { findBlanks } from '@careercard/shared/blanks';
import type { GenerateFieldType } from '@careercard/shared/analysis';

/** What the user could add to a text that writing help had nothing to change in. */
export type ImproveHint =
  | { key: 'blanks'; blanks: string }
  | { key: 'number' | 'moreLines' | 'goal' | 'specialism' | 'skillsSource' | 'outcome' };

const LISTS: ReadonlySet<GenerateFieldType> = new Set(['experience', 'project', 'extracurricular']);

/**
 * Hints, most useful first, for text 'Improve with AI' left as it was: the blanks still to fill,
 * a number where there is none, another line for a short list, a goal for a short summary.
 */
export function improveHints(fieldType: GenerateFieldType, text: string): ImproveHint[] {
  if (fieldType === 'skills') return [{ key: 'skillsSource' }];
  const hints: ImproveHint[] = [];
  const blanks = [...new Set(findBlanks(text).map((blank) => blank.text))];
  if (blanks.length > 0) hints.push({ key: 'blanks', blanks: blanks.join(', ') });
  if (fieldType === 'title') {
    if (!/[|,&]/.test(text)) hints.push({ key: 'specialism' });
    return hints;
  }
  // A figure the user typed, not the letters of a blank ("XX %").
  if (!/\d/.test(text.replace(/\[[^\]]*\]/g, ''))) hints.push({ key: 'number' });
  const lines = text.split('\n').filter((line) => line.trim()).length;
  if (LISTS.has(fieldType) && lines < 3) hints.push({ key: 'moreLines' });
  const words = text.split(/\s+/).filter(Boolean).length;
  if (fieldType === 'summary' && words < 40) hints.push({ key: 'goal' });
  if (hints.length === 0) hints.push({ key: 'outcome' });
  return hints.slice(0, 3);
}
