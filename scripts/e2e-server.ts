/**
 * The server Playwright tests against: the built dist/ and functions/ under `wrangler pages dev`, on a fresh local
 * D1 of its own (so runs never see each other's bookings). E2E_PORT sets the port (default 8799).
 * Its output — the captured e-mails among it — goes to test-results/e2e-emails-<port>.log, where the tests read the
 * e-mails a patient would receive (tests/e2e/mailbox.ts).
 */
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { applyLocalMigrations, pagesDev } from './lib/wrangler.ts';

const port = Number(process.env.E2E_PORT || 8799);
const persistTo = resolve(import.meta.dirname, `../.wrangler/e2e-${port}`);
rmSync(persistTo, { recursive: true, force: true });
await applyLocalMigrations(persistTo);
const logDir = resolve(import.meta.dirname, '../test-results');
mkdirSync(logDir, { recursive: true });
// A fresh file per run ('w'), so no test reads an e-mail of an earlier run.
const log = openSync(resolve(logDir, `e2e-emails-${port}.log`), 'w');
// Every journey comes from 127.0.0.1: the per-client limits are tested inside workerd (tests/api/hardening.test.ts).
const child = pagesDev({
  host: '127.0.0.1',
  port,
  persistTo,
  vars: {
    RATE_LIMIT_APPOINTMENTS: '10000',
    RATE_LIMIT_FORM_BOOKINGS: '10000',
    RATE_LIMIT_MESSAGES: '10000',
    RATE_LIMIT_MANAGE: '10000',
    RATE_LIMIT_PRIVACY: '10000',
    // The journeys reuse a few patients across both projects; the per-patient limit is tested in workerd.
    MAX_UPCOMING_BOOKINGS: '10000',
  },
  stdio: ['ignore', log, 'inherit'],
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
