// Runs the Playwright tests against the built app, started on a free port with a fresh
// DATA_DIR (so a real embedded PostgreSQL of its own) and a known admin account.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careercard-e2e-'));
const env = {
  ...process.env,
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
  E2E_ADMIN_EMAIL: 'e2e-admin@careercard.test',
  E2E_ADMIN_PASSWORD: 'e2e-admin-password',
};
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
stopLeftoverPostgres(path.join(dataDir, 'postgres'));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);

/** A database the server could not stop (it was killed) must not outlive its data folder. */
function stopLeftoverPostgres(clusterDir) {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return; // stopped cleanly: PostgreSQL removes the file
  }
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    // already gone
  }
}
