// What the ATS checker's pages need of the analysis contract without its schemas: the limits on
// pasted text, the parts of the score and its colour bands. No zod here, so a public page that
// imports these loads none (docs/decisions/020).

/** Upper bounds on pasted text: a long CV is ~20 000 characters, a long job post ~15 000. */
export const CV_TEXT_MAX = 100_000;
export const JOB_DESCRIPTION_MAX = 50_000;

/** The parts of the ATS score, each 0-100, in the order they are shown. */
export const atsBreakdownKeys = [
  'hardSkills',
  'jobTitle',
  'field',
  'keywords',
  'experience',
  'education',
  'readability',
] as const;
export type AtsBreakdownKey = (typeof atsBreakdownKeys)[number];

/** The spec's score colours: below 50 red, 50 to 74 yellow, 75 and above green. */
export type ScoreBand = 'low' | 'medium' | 'high';
export function scoreBand(score: number): ScoreBand {
  if (score < 50) return 'low';
  if (score < 75) return 'medium';
  return 'high';
}
