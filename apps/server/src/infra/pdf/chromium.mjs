// Where Chromium is on this machine, and how to start it. The PDF renderer's; the end-to-end
// tests, the benchmarks and the set-up scripts use it too, so all of them run the same browser.
// Plain JavaScript, so the set-up scripts run it with node before anything is built.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * Chromium from CHROMIUM_PATH, the system, or Playwright's own download; undefined if none.
 * @returns {string | undefined}
 */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  }
  const system = systemCandidates.find((candidate) => fs.existsSync(candidate));
  if (system) return system;
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const downloaded = chromium.executablePath();
    return fs.existsSync(downloaded) ? downloaded : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Flags for a headless Chromium in CI and containers: no sandbox as root, and no background
 * traffic (update checks, sync) that a closed network answers with errors.
 */
export const chromiumArgs = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
