// The ATS score across many CVs: 182 CVs of a Bangladeshi datathon (Bitfest 2025), each against
// the same 28 job posts, with a silver label from 0 to 1 (resume-jd-bitfest). Does the score
// rank the candidates for each job as the label does, better than two bags of words, and does
// each band of the score read as its words say? The pairs are halved by CV: the development
// half is the one to look at; the other half (`--held-out`) judges.
import fs from 'node:fs';
import { analyzeAts } from '@careercard/engine/ats';
import { baselines, fnv1a, rocAuc, round, scoreBands, spearman } from './ats-measures';
import { datasetPath, hasDataset, type EvalResult } from './datasets';

interface Pair {
  cv: string;
  job: string;
  cvText: string;
  jobDescription: string;
  label: number;
}

type Scorer = 'atsScore' | 'tfidfCosine' | 'wordShare';
type Scored = Pair & Record<Scorer, number>;

/** Label bars for the AUC: a likely match against a poor one; the pairs between are left out. */
const GOOD = 0.75;
const POOR = 0.5;

/** How one scorer ranks: within each job (Spearman, averaged over jobs) and overall (AUC). */
function ranking(pairs: Scored[], scorer: Scorer) {
  const byJob = new Map<string, Scored[]>();
  for (const pair of pairs) byJob.set(pair.job, [...(byJob.get(pair.job) ?? []), pair]);
  const perJob = [...byJob.values()]
    .filter((group) => group.length >= 3)
    .map((group) =>
      spearman(
        group.map((pair) => pair[scorer]),
        group.map((pair) => pair.label),
      ),
    );
  const judged = pairs
    .filter((pair) => pair.label >= GOOD || pair.label <= POOR)
    .map((pair) => ({ score: pair[scorer], relevant: pair.label >= GOOD }));
  return {
    meanSpearmanWithinJob: round(perJob.reduce((sum, r) => sum + r, 0) / perJob.length),
    rocAuc: round(rocAuc(judged)),
  };
}

/** The score's bands against the label, with the median label in each. */
const bands = (pairs: Scored[]) =>
  scoreBands(
    pairs.map((pair) => ({
      score: pair.atsScore,
      good: pair.label >= GOOD,
      poor: pair.label <= POOR,
      label: pair.label,
    })),
  );

/**
 * How much of the label belongs to the CV rather than to the pair: each CV's mean label over the
 * other jobs, ranked within each job as a scorer would be. A high figure means the label rates
 * some CVs high for every job, which no measure of fit for the job can follow.
 */
function cvEffect(pairs: Scored[]) {
  const labels = new Map<string, Scored[]>();
  for (const pair of pairs) labels.set(pair.cv, [...(labels.get(pair.cv) ?? []), pair]);
  const withCvMean = pairs.map((pair) => {
    const others = labels.get(pair.cv)!.filter((other) => other.job !== pair.job);
    const mean = others.reduce((sum, other) => sum + other.label, 0) / Math.max(1, others.length);
    return { ...pair, atsScore: mean };
  });
  return ranking(withCvMean, 'atsScore').meanSpearmanWithinJob;
}

function figures(pairs: Scored[]) {
  return {
    pairs: pairs.length,
    cvs: new Set(pairs.map((pair) => pair.cv)).size,
    jobs: new Set(pairs.map((pair) => pair.job)).size,
    atsScore: ranking(pairs, 'atsScore'),
    tfidfCosine: ranking(pairs, 'tfidfCosine'),
    wordShare: ranking(pairs, 'wordShare'),
    bands: bands(pairs),
    labelsOfTheCvAlone: cvEffect(pairs),
  };
}

export async function run(): Promise<EvalResult> {
  const name = 'ats-bitfest';
  if (!hasDataset('resume-jd-bitfest', 'pairs.jsonl')) {
    return { name, skipped: 'resume-jd-bitfest not found' };
  }
  const pairs = fs
    .readFileSync(datasetPath('resume-jd-bitfest', 'pairs.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Pair);
  const bag = baselines(pairs.flatMap((pair) => [pair.cvText, pair.jobDescription]));
  const scored: Scored[] = pairs.map((pair) => ({
    ...pair,
    atsScore: analyzeAts(pair.cvText, pair.jobDescription).atsScore,
    tfidfCosine: bag.tfidfCosine(pair.cvText, pair.jobDescription),
    wordShare: bag.wordShare(pair.cvText, pair.jobDescription),
  }));
  // The development half unless `--held-out` asks for the other: the held-out half is read
  // only to judge.
  const heldOut = process.argv.includes('--held-out');
  const chosen = scored.filter((pair) => (fnv1a(pair.cv) % 2 === 1) === heldOut);
  return {
    name,
    split: heldOut ? 'held-out' : 'development',
    ...figures(chosen),
    targets: { meanSpearmanWithinJob: 0.5, rocAuc: 0.8, aheadOfBothBaselines: true },
  };
}
