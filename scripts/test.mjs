// `npm test`: every test there is. Installs and builds first; the end-to-end tests drive the
// built app in Chromium, which ensure-chromium finds or installs.
import { ensureDependencies, run } from './setup.mjs';

ensureDependencies();
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run']);
run('node', ['scripts/ensure-chromium.mjs']);
run('node', ['scripts/e2e.mjs']);
