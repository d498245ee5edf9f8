// `npm run dev`: the server (restarting on change) and Vite's dev server (hot reload), which
// proxies /api to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, root } from './setup.mjs';

ensureDependencies();
const env = { NODE_ENV: 'development', ...process.env };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Started directly, not through npm, so a stop signal reaches them (and the server then stops
// its PostgreSQL).
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env,
  }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(
    children.map((child) => child.exitCode ?? new Promise((r) => child.once('exit', r))),
  ).then(() => process.exit(code));
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
