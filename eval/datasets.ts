import fs from 'node:fs';
import path from 'node:path';

/** The public evaluation data beside the checkout (../shared/datasets), never copied in. */
export const datasetsDir = path.resolve(
  process.env.DATASETS_DIR ?? path.join(import.meta.dirname, '..', '..', 'shared', 'datasets'),
);

export const datasetPath = (...parts: string[]) => path.join(datasetsDir, ...parts);

export const hasDataset = (...parts: string[]) => fs.existsSync(datasetPath(...parts));

/** What an evaluation prints: its figures, or why it was skipped. */
export type EvalResult = { name: string; skipped?: string } & Record<string, unknown>;
