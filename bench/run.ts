// `npm run bench`: runs every benchmark and writes its figures to bench/results/<name>.json.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run as adminLists } from './admin-lists.bench';
import { run as atsAnalysis } from './ats-analysis.bench';
import { run as authUser } from './auth-user.bench';
import { run as bundle } from './bundle.bench';
import { run as cvPreview } from './cv-preview.bench';
import { run as cvSave } from './cv-save.bench';
import { run as extraction } from './extraction.bench';
import { run as load } from './load.bench';
import { run as pdfRender } from './pdf-render.bench';

const all = {
  'auth-user': authUser,
  'cv-save': cvSave,
  'cv-preview': cvPreview,
  'ats-analysis': atsAnalysis,
  extraction,
  'pdf-render': pdfRender,
  bundle,
  load,
  'admin-lists': adminLists,
};
// `npm run bench -- cv-save` runs one benchmark; no name runs them all.
const chosen = process.argv.slice(2);
const benchmarks = Object.entries(all)
  .filter(([name]) => chosen.length === 0 || chosen.includes(name))
  .map(([, bench]) => bench);
const resultsDir = path.join(import.meta.dirname, 'results');
await fs.mkdir(resultsDir, { recursive: true });

for (const benchmark of benchmarks) {
  const result = await benchmark();
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version };
  const report = { ...result, machine, date: new Date().toISOString() };
  await fs.writeFile(
    path.join(resultsDir, `${result.name}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log(JSON.stringify(report, null, 2));
}
