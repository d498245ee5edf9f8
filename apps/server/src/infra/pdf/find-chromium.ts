// Where Chromium is on this machine: the server's copy of scripts/chromium.mjs, which the bundled
// server cannot import. Keep the two lists alike, so tests, benchmarks and PDFs use one browser.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Chromium from CHROMIUM_PATH, the system, or Playwright's own download; undefined if none. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  const system = systemCandidates.find((candidate) => fs.existsSync(candidate));
  if (system) return system;
  try {
    const downloaded = chromium.executablePath();
    return fs.existsSync(downloaded) ? downloaded : undefined;
  } catch {
    return undefined; // Playwright knows no download for this platform
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
