import fs from 'node:fs';
import { analyzeAts, atsFit } from '@careercard/engine/ats';
import { CALIBRATION, calibratedScore } from '@careercard/engine/ats/calibration';
import { baselines, fnv1a, median, rocAuc, round, scoreBands } from './ats-measures';
import { parseCsv } from './csv';
import { datasetPath, hasDataset, type EvalResult } from './datasets';

interface Scored {
  score: number;
  relevant: boolean;
}

/** Two halves of the pairs, chosen by the hash of the posting: the same on every machine. */
const inFirstHalf = (jobDescription: string) => fnv1a(jobDescription) % 2 === 0;

/** The figures issue 21 judges the score by: ranking, and what the number reads as. */
function figures(scored: Scored[]) {
  const relevant = scored.filter((item) => item.relevant).map((item) => item.score);
  const irrelevant = scored.filter((item) => !item.relevant).map((item) => item.score);
  const shareAtLeast = (values: number[], bar: number) =>
    values.length === 0 ? 0 : round(values.filter((value) => value >= bar).length / values.length);
  return {
    pairs: scored.length,
    relevant: relevant.length,
    rocAuc: round(rocAuc(scored)),
    relevantScoring60: shareAtLeast(relevant, 60),
    irrelevantScoring60: shareAtLeast(irrelevant, 60),
    medianRelevant: median(relevant),
    medianIrrelevant: median(irrelevant),
    bands: scoreBands(
      scored.map((item) => ({ score: item.score, good: item.relevant, poor: !item.relevant })),
    ),
  };
}

/**
 * The calibration points (see packages/engine/src/ats/calibration.ts) as these pairs put them: the median fit of the irrelevant postings (40), the fit halfway between the two targets
 * below (60) and the median fit of the relevant ones (75).
 */
function fitCalibration(
  fits: Array<{ fit: number; relevant: boolean }>,
): Array<[fit: number, score: number]> {
  const descending = (relevant: boolean) =>
    fits
      .filter((item) => item.relevant === relevant)
      .map((item) => item.fit)
      .sort((a, b) => b - a);
  const relevant = descending(true);
  const irrelevant = descending(false);
  // The targets: at least 85 % of the relevant postings at 60 or more, at most 15 % of the
  // irrelevant ones. The lowest fit that passes 85 % of the relevant and the highest that fails
  // 85 % of the irrelevant bound the 60 point; halfway between meets both when they can be met
  // at once and splits the shortfall when they cannot, whatever the ties in a small sample.
  const passesRelevant = relevant[Math.max(0, Math.ceil(0.85 * relevant.length) - 1)] ?? 0;
  const failsIrrelevant = irrelevant[Math.floor(0.15 * irrelevant.length)] ?? 0;
  return [
    [0, 0],
    [round(median(irrelevant), 2), 40],
    [round((passesRelevant + failsIrrelevant) / 2, 2), 60],
    [round(median(relevant), 2), 75],
    [1, 100],
  ];
}

/** One resume against 210 labelled job descriptions: does the score rank and read right? */
export async function run(): Promise<EvalResult> {
  const name = 'ats-relevancy';
  const folder = 'resume-jd-relevancy';
  if (!hasDataset(folder, 'resume.txt') || !hasDataset(folder, 'job_descriptions.csv')) {
    return { name, skipped: `${folder} not found` };
  }
  const resume = fs.readFileSync(datasetPath(folder, 'resume.txt'), 'utf8');
  const rows = parseCsv(fs.readFileSync(datasetPath(folder, 'job_descriptions.csv'), 'utf8'));
  const bag = baselines([resume, ...rows.map((row) => row.job_description ?? '')]);
  const scored = rows.map((row) => {
    const jobDescription = row.job_description ?? '';
    return {
      score: analyzeAts(resume, jobDescription).atsScore,
      fit: atsFit(resume, jobDescription),
      relevant: row.label === 'True',
      firstHalf: inFirstHalf(jobDescription),
    };
  });
  // The engine's calibration is fitted on all these pairs, so the figures on them are in-sample.
  // Out of sample: each half scored through the calibration fitted on the other half.
  const halves = [true, false].map((first) => scored.filter((item) => item.firstHalf === first));
  const crossValidated = halves.flatMap((half, index) => {
    const points = fitCalibration(halves[1 - index]!);
    return half.map((item) => ({ ...item, score: calibratedScore(item.fit, points) }));
  });
  const baseline = (score: (cv: string, job: string) => number) =>
    round(
      rocAuc(
        rows.map((row) => ({
          score: score(resume, row.job_description ?? ''),
          relevant: row.label === 'True',
        })),
      ),
    );
  return {
    name,
    all: figures(scored),
    baselines: {
      tfidfCosine: { rocAuc: baseline(bag.tfidfCosine) },
      wordShare: { rocAuc: baseline(bag.wordShare) },
    },
    crossValidated: figures(crossValidated),
    halves: halves.map((half) => figures(half)),
    calibration: { inEngine: CALIBRATION, fitted: fitCalibration(scored) },
    targets: { rocAuc: 0.88, relevantScoring60: 0.85, irrelevantScoring60: 0.15 },
  };
}
