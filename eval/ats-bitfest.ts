// The ATS score across many CVs: 182 CVs of a Bangladeshi datathon (Bitfest 2025), each against
// the same 28 job posts, with a silver label from 0 to 1 (resume-jd-bitfest). Does the score
// rank the candidates for each job as the label does, better than two bags of words, and does
// each band of the score read as its words say? The pairs are halved by CV: the development
// half is the one to look at; the other half (`--held-out`) judges.
import fs from 'node:fs';
import { analyzeAts } from '@careercard/engine/ats';
import { baselines, fnv1a, median, rocAuc, round, spearman } from './ats-measures';
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

/**
 * What each band of the score reads as against the label: 75 and over "a likely pass" (share
 * labelled 0.75 or more), under 50 "a poor fit" (share labelled 0.5 or less), and between.
 */
function bands(pairs: Scored[]) {
  const band = (low: number, high: number) => {
    const inBand = pairs.filter((pair) => pair.atsScore >= low && pair.atsScore < high);
    const share = (test: (label: number) => boolean) =>
      inBand.length === 0
        ? null
        : round(inBand.filter((pair) => test(pair.label)).length / inBand.length);
    return {
      pairs: inBand.length,
      labelledGood: share((label) => label >= GOOD),
      labelledPoor: share((label) => label <= POOR),
      medianLabel: round(median(inBand.map((pair) => pair.label))),
    };
  };
  return { '75 and over': band(75, 101), '50 to 74': band(50, 75), 'under 50': band(0, 50) };
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
