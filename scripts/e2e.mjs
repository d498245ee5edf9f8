// Runs the Playwright tests against the built app, started on a free port with a fresh
// DATA_DIR (so a real embedded PostgreSQL of its own), a known admin account, and a real SMTP
// server whose messages land in E2E_MAIL_DIR for the tests to read.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careercard-e2e-'));
const mailDir = path.join(dataDir, 'mail');
fs.mkdirSync(mailDir);
const smtp = await startSmtp(mailDir);
const env = {
  ...process.env,
  E2E_PORT: String(port),
  E2E_DATA_DIR: dataDir,
  E2E_ADMIN_EMAIL: 'e2e-admin@careercard.test',
  E2E_ADMIN_PASSWORD: 'mango-kite-e2e-2026',
  E2E_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  E2E_MAIL_DIR: mailDir,
};
// Asynchronous: the SMTP server answers in this process while the tests run.
const status = await new Promise((resolve) => {
  spawn('npx', ['playwright', 'test', '-c', 'e2e', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env,
  }).on('exit', (code) => resolve(code ?? 1));
});
await smtp.close();
if (status !== 0) printErrorContexts(path.join(import.meta.dirname, '..', 'e2e', 'test-results'));
stopLeftoverPostgres(path.join(dataDir, 'postgres'));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(status);

/** Keeps every message it receives as `<time>-<recipient>.eml` in `dir`. */
async function startSmtp(dir) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        const name = `${Date.now()}-${String(++count).padStart(4, '0')}-${to}.eml`;
        fs.writeFileSync(path.join(dir, name), Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    port: server.server.address().port,
    close: () => new Promise((done) => server.close(done)),
  };
}

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

/**
 * CI keeps only this log: each failed test's page as Playwright saw it (the accessibility
 * snapshot: dialogs, messages, the save status) says what the user was looking at.
 */
function printErrorContexts(resultsDir) {
  const files = fs.existsSync(resultsDir)
    ? fs
        .readdirSync(resultsDir, { recursive: true })
        .filter((file) => file.endsWith('error-context.md'))
    : [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(resultsDir, file), 'utf8');
    console.log(`\n──── ${file} ────\n${text.slice(0, 12_000)}`);
  }
}
