import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Installs an npm project of the corpus from its lockfile (the themes, the Typst compiler) on
 * first use and when a package was added since: they stay out of the workspace, which neither
 * the product nor its tests need them in.
 */
export function ensureSideProject(dir: string, packages: readonly string[]): void {
  const installed = (name: string) =>
    existsSync(path.join(dir, 'node_modules', name, 'package.json'));
  if (packages.every(installed)) return;
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
}
