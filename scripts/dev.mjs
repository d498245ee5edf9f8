// `npm run dev`: the server (restarting on change) and Vite's dev server (hot reload), which
// proxies /api to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './setup.mjs';

ensureDependencies();
const env = { NODE_ENV: 'development', ...process.env };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@careercard/server'], { cwd: root, stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@careercard/web'], { cwd: root, stdio: 'inherit', env }),
];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
