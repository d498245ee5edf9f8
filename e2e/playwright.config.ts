import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../apps/server/src/infra/pdf/chromium.mjs';

const port = process.env.E2E_PORT;
if (!port) throw new Error('Run the end-to-end tests with "npm run test:e2e" (it starts the app).');
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Budgets for a loaded two-core machine (two workers, the server, its PDF printer and
  // PostgreSQL share it): a long CV's first preview alone took 7-15 s there, and tests of 40 s
  // alone have run past a minute in the full suite. A real failure still fails, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --enable-source-maps ../apps/server/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the server drain and stop its PostgreSQL, which runs in a process group of its
    // own and outlives a SIGKILL of the server's group.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? '',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? '',
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      // Every test signs up its own users, all from 127.0.0.1.
      REGISTER_MAX_PER_IP: '10000',
      LOGIN_MAX_FAILURES_PER_IP: '10000',
      // The courier stand-in's parcels move a step each look: seconds, not a day, apart.
      COURIER_POLL_SECONDS: '2',
    },
  },
});
