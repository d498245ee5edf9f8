/**
 * How a CV's fit for a posting (0-1, see `atsFit` in ../ats.ts) reads as the ATS score a user
 * sees. A monotone, piecewise-linear mapping through points fitted on the relevancy data
 * (`npm run eval -- ats-relevancy` prints them, and judges each half of the data through the
 * points the other half puts, for figures out of sample):
 *
 * - no fit at all scores 0, a perfect one 100;
 * - the median fit of the postings labelled irrelevant to the CV scores 40 (a poor fit);
 * - the fit halfway between the two targets of issue 21 scores 60: the lowest fit that 85 % of
 *   the relevant postings reach and the highest that 85 % of the irrelevant ones do not pass;
 * - the median fit of the relevant postings scores 75 (likely to pass a screen).
 *
 * Being monotone, the mapping keeps the order of the fits, so it changes what a number reads as,
 * never which of two postings suits a CV better.
 */
export const CALIBRATION: ReadonlyArray<readonly [fit: number, score: number]> = [
  [0, 0],
  [0.25, 40],
  [0.36, 60],
  [0.46, 75],
  [1, 100],
];

/** The score for a fit: linear between the two points around it. */
export function calibratedScore(
  fit: number,
  points: ReadonlyArray<readonly [number, number]> = CALIBRATION,
): number {
  const x = Math.max(0, Math.min(1, fit));
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if (x <= x1) return Math.round(x1 === x0 ? y1 : y0 + ((x - x0) / (x1 - x0)) * (y1 - y0));
  }
  return Math.round(points[points.length - 1]![1]);
}
