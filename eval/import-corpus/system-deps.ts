import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Finds a system program the corpus needs, or installs it (scripts/ensure-system-deps.mjs):
 * whether it can be had.
 */
export function ensureSystemDep(name: 'chromium' | 'pdflatex' | 'pdftotext' | 'soffice'): boolean {
  const script = path.join(import.meta.dirname, '../../scripts/ensure-system-deps.mjs');
  // Its messages go to stderr (fd 2): the eval's figures are what stdout carries.
  return spawnSync(process.execPath, [script, name], { stdio: ['ignore', 2, 2] }).status === 0;
}
