import { defineConfig, devices } from '@playwright/test';
import { CHROME_ARGS, chromePath } from './scripts/lib/chrome.ts';
import { e2eTurnstilePort, e2eWorkers } from './scripts/lib/e2e-ports.ts';

const workers = e2eWorkers();
const turnstilePort = e2eTurnstilePort();
// The moment the run started, which journeys pick their booking dates from (tests/e2e/journeys.ts, runStart). Set
// here once, in the runner; the workers inherit it, so a run that crosses midnight in Delhi keeps the same dates.
process.env.E2E_RUN_START ??= new Date().toISOString();

/**
 * Journeys in Debian's Chromium against the built site and API under wrangler, at a phone and a desktop width.
 * E2E_WORKERS workers (default 2) run files in parallel, each against a server and D1 of its own; the tests' baseURL
 * is their worker's server (tests/e2e/fixtures.ts), so it is not set here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // A file's tests run in order on one worker: some build on what the one before left (a booking, then its change).
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromePath(), args: CHROME_ARGS },
  },
  projects: [
    // Tests tagged @desktop-only or @phone-only are about one width (the same content, or a control that exists at
    // one width only); the other project does not run them.
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
  ],
  // One site server per worker and the Turnstile variant (scripts/e2e-server.ts), started together; the line means
  // all of them answer. The variant is built first (a few seconds), so a fresh clone needs no manual step.
  webServer: {
    command: 'node scripts/e2e-server.ts',
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_WORKERS: String(workers), E2E_TURNSTILE_PORT: String(turnstilePort) },
  },
});
