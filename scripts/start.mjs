// `npm start`: installs and builds when needed, then runs the server in this process. The
// server starts its own PostgreSQL under DATA_DIR when DATABASE_URL is unset.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureDependencies, root } from './setup.mjs';

ensureDependencies();
ensureBuilt();
// PDF downloads are printed by Chromium; the rest of the app runs without it.
const chromium = spawnSync(
  'node',
  [path.join(root, 'scripts/ensure-system-deps.mjs'), 'chromium'],
  {
    stdio: 'inherit',
  },
);
if (chromium.status !== 0) console.warn('Without Chromium, PDF downloads will fail.');

process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
