// Set-up steps shared by `npm start`, `npm test` and `npm run dev`. Uses only Node's own
// modules, because it runs before the dependencies are installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root, stopping everything if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

function newestIn(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestIn(path.join(target, entry))), stat.mtimeMs);
}

/** Installs the dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = mtime(path.join(root, 'node_modules', '.package-lock.json'));
  if (installed >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const buildInputs = [
  'package-lock.json',
  'packages/shared/src',
  'packages/engine/src',
  'packages/templates/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];
const buildOutputs = [
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
  'apps/web/dist/ssr/entry-server.js',
];

/** Builds the server and the web app unless both builds are newer than every source. */
export function ensureBuilt() {
  const newestInput = Math.max(...buildInputs.map((input) => newestIn(path.join(root, input))));
  const oldestOutput = Math.min(...buildOutputs.map((output) => mtime(path.join(root, output))));
  if (oldestOutput > newestInput) return;
  console.log('Building CareerCard...');
  run('npm', ['run', 'build']);
}
