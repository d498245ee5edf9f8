import fs from 'node:fs';
import { analyzeAts } from '@careercard/engine/ats';
import { parseCsv } from './csv';
import { datasetPath, hasDataset, type EvalResult } from './datasets';

/** Area under the ROC curve: the chance a relevant posting outscores an irrelevant one. */
export function rocAuc(scored: Array<{ score: number; relevant: boolean }>): number {
  const positives = scored.filter((item) => item.relevant);
  const negatives = scored.filter((item) => !item.relevant);
  let wins = 0;
  for (const positive of positives) {
    for (const negative of negatives) {
      wins += positive.score > negative.score ? 1 : positive.score === negative.score ? 0.5 : 0;
    }
  }
  return wins / (positives.length * negatives.length);
}

/** One resume against 210 labelled job descriptions: does atsScore rank the relevant ones first? */
export async function run(): Promise<EvalResult> {
  const name = 'ats-relevancy';
  const folder = 'resume-jd-relevancy';
  if (!hasDataset(folder, 'resume.txt') || !hasDataset(folder, 'job_descriptions.csv')) {
    return { name, skipped: `${folder} not found` };
  }
  const resume = fs.readFileSync(datasetPath(folder, 'resume.txt'), 'utf8');
  const rows = parseCsv(fs.readFileSync(datasetPath(folder, 'job_descriptions.csv'), 'utf8'));
  const scored = rows.map((row) => ({
    score: analyzeAts(resume, row.job_description ?? '').atsScore,
    relevant: row.label === 'True',
  }));
  return {
    name,
    jobDescriptions: scored.length,
    relevant: scored.filter((item) => item.relevant).length,
    rocAuc: Math.round(rocAuc(scored) * 1000) / 1000,
    target: 0.85,
  };
}
