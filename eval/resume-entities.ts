import type { EvalResult } from './datasets';

export async function run(): Promise<EvalResult> {
  return { name: 'resume-entities', skipped: 'not written yet' };
}
