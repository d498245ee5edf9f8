// Finds Chromium, or installs it: Debian's package when we are root on Debian, else
// Playwright's installer. Prints the path; fails with a clear message when neither works.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { findChromium } from './chromium.mjs';

function run(command, env = {}) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
}

let found = findChromium();
if (!found) {
  const debianRoot =
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    fs.existsSync('/etc/debian_version');
  try {
    if (debianRoot) {
      console.log("Chromium not found: installing Debian's chromium package");
      run('apt-get update -qq', { DEBIAN_FRONTEND: 'noninteractive' });
      run('apt-get install -y -qq --no-install-recommends chromium fonts-liberation', {
        DEBIAN_FRONTEND: 'noninteractive',
      });
    } else {
      console.log("Chromium not found: installing it with Playwright's installer");
      run('npx playwright install chromium');
    }
  } catch (error) {
    console.error(`Installing Chromium failed: ${error.message}`);
  }
  found = findChromium();
}

if (!found) {
  console.error(
    'No Chromium found. Install Chromium (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log(`Chromium: ${found}`);
