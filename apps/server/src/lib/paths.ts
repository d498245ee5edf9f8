import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, whether running from src/ (tsx, tests) or from the dist/ bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@careercard/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @careercard/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
