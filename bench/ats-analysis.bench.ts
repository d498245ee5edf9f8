// ATS analysis of a two-page CV against a one-page job description: the engine alone
// (latency and throughput on one core) and through POST /api/user/ats-report, in one run.
import { analyzeAts } from '@careercard/engine/ats';
import autocannon from 'autocannon';
import fs from 'node:fs/promises';
import path from 'node:path';
import { percentile, round, withTarget } from './target-process';

const WARM_UP = 50;
const RUNS = 500;
const CONNECTIONS = 4;
const DURATION_S = 10;

const fixture = (name: string) =>
  fs.readFile(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

function engine(cvText: string, jobDescription: string) {
  for (let i = 0; i < WARM_UP; i++) analyzeAts(cvText, jobDescription);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    analyzeAts(cvText, jobDescription);
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    runs: RUNS,
    latencyMs: { median: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2) },
    analysesPerSecondPerCore: Math.round(RUNS / seconds),
  };
}

export async function run() {
  const cvText = await fixture('two-page-cv.txt');
  const jobDescription = await fixture('job-description.txt');
  const inProcess = engine(cvText, jobDescription);
  const http = await withTarget(async (target) => {
    const options = {
      url: `${target.appUrl}/api/user/ats-report`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cvText, jobDescription }),
      connections: CONNECTIONS,
    };
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: DURATION_S });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    return {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      requestsPerSecond: { median: result.requests.p50, mean: Math.round(result.requests.average) },
      latencyMs: { median: result.latency.p50, p99: result.latency.p99 },
    };
  });
  return {
    name: 'ats-analysis',
    cvWords: cvText.split(/\s+/).length,
    jobDescriptionWords: jobDescription.split(/\s+/).length,
    engine: inProcess,
    http,
  };
}
