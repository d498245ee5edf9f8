// `npm test`: every test there is. Installs and builds first. The PDF printer's tests and the
// end-to-end tests need Chromium, and the latter pdftotext: ensure-system-deps finds or
// installs them.
import { ensureDependencies, run } from './setup.mjs';

ensureDependencies();
run('npm', ['run', 'build']);
run('node', ['scripts/ensure-system-deps.mjs', 'chromium', 'pdftotext']);
run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
