// `npm run bench`: the benchmarks need the built app (the preview runs in Chromium).
import { ensureBuilt, ensureDependencies, run } from './setup.mjs';

ensureDependencies();
ensureBuilt();
run('node', ['scripts/ensure-system-deps.mjs', 'chromium', 'pdftotext']);
run('npx', ['tsx', 'bench/run.ts', ...process.argv.slice(2)]);
