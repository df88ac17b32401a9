import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PAGES, REMOTES } from '@comarketing/platform-registry';
import { E2E_ADMIN, E2E_ADMIN_IDLE_SECONDS } from './support/admin';
import { E2E_PORT, slotPorts } from './support/ports';

// Browser journeys against the platform exactly as `npm start` runs it (embedded PostgreSQL and
// the in-process bus, a fresh data folder each run), in Debian's Chromium: nothing is downloaded.
const { DATABASE_URL: _db, AMQP_URL: _amqp, ...env } = process.env;

// Each worker runs its files against platforms of its own (support/ports.ts), so no journey sees
// another's accounts, limits or counts. On two cores two workers ran all journeys in 7.7 minutes
// against about 17 for one; a third saturated the processor and took 8.4.
const workers = Number(process.env.E2E_WORKERS ?? 2);

/** A worker's three platforms. */
function slotPlatforms(slot: number) {
  const ports = slotPorts(slot);
  return [
    // The journeys sign up dozens of owners from this one address within the hour: far beyond the
    // limits meant for real use (20 per address, 60 per network, a proof of work from 60 a minute),
    // which platform tests cover (sign-up-limits.spec.ts, sign-in-limits.spec.ts).
    platform(ports.main, 'off', { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, ADMIN_SESSION_IDLE_SECONDS: String(E2E_ADMIN_IDLE_SECONDS), SIGNUP_LIMIT_PER_HOUR: '1000', SIGNUP_LIMIT_PER_NETWORK: '1000', PROOF_OF_WORK_PRESSURE_PER_MINUTE: '100000' }),
    // Demo partners answer in seconds here, as they do in a minute at most for a newcomer.
    platform(ports.demo, 'on', { DEMO_ANSWER_SECONDS: '1-4' }),
    // Its owner remote elsewhere; always under pressure, so sign-ups and new browsers' sign-ins
    // solve a proof of work (proof-of-work.spec.ts, and remote-origin.spec.ts's sign-up too).
    platform(ports.split, 'off', { [REMOTES[PAGES.dashboard.remote].urlVariable]: `http://127.0.0.1:${ports.remoteOrigin}/mf-manifest.json`, PROOF_OF_WORK_PRESSURE_PER_MINUTE: '0' }),
  ];
}

function platform(serverPort: number, demoContent: 'on' | 'off', extraEnv: Record<string, string> = {}) {
  return {
    command: `node ${resolve(__dirname, '../infra/embedded/dist/main.js')}`,
    url: `http://localhost:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { ...env, PORT: String(serverPort), DATA_DIR: mkdtempSync(join(tmpdir(), 'comarketing-e2e-')), LOG_LEVEL: 'warn', DEMO_CONTENT: demoContent, ...extraEnv } as Record<string, string>,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Only the runner starts them (a worker loads this file too, and has nothing to start).
  webServer: process.env.TEST_WORKER_INDEX !== undefined ? [] : Array.from({ length: workers }, (_, slot) => slotPlatforms(slot)).flat(),
});
