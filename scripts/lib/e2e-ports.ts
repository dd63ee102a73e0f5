/**
 * Ports and worker count of the browser tests. Each Playwright worker has a server of its own (its own local D1 and
 * mailbox log), so workers run in parallel without seeing each other's bookings, closures or e-mails: worker i's
 * site is on E2E_PORT + 2·i (E2E_PORT defaults to 8799). The Turnstile variant, one for all workers, is on
 * E2E_TURNSTILE_PORT (default E2E_PORT + 1), the schedule variant on E2E_SCHEDULE_PORT (default E2E_PORT + 3), the clinic's-day variant on E2E_DAY_PORT
 * (default E2E_PORT + 5), the Razorpay stand-in, one for all servers, on E2E_RAZORPAY_PORT (default E2E_PORT + 11; the
 * journeys' own scheduler runs take + 7 and + 9, tests/e2e/day-variant.ts). E2E_WORKERS sets the number of workers
 * (default 2, the fastest on a 2-core machine: docs/decisions/022-parallel-browser-tests.md). Read by
 * playwright.config.ts, the servers and the specs.
 */
type Env = Record<string, string | undefined>;

export const DEFAULT_E2E_WORKERS = 2;

export function e2ePort(env: Env = process.env): number {
  return Number(env.E2E_PORT || 8799);
}

export function e2eTurnstilePort(env: Env = process.env): number {
  return Number(env.E2E_TURNSTILE_PORT || e2ePort(env) + 1);
}

/**
 * The port of the schedule variant (E2E_SCHEDULE_PORT, default E2E_PORT + 3; the site servers take the even offsets):
 * the same site on a D1 of its own, for the journeys that edit the clinic's schedule (tests/e2e/desk-clinic.spec.ts),
 * so no other journey sees their hours change under it.
 */
export function e2eSchedulePort(env: Env = process.env): number {
  return Number(env.E2E_SCHEDULE_PORT || e2ePort(env) + 3);
}

/**
 * The port of the clinic's-day variant (E2E_DAY_PORT, default E2E_PORT + 5): the same site on a D1 of its own, for
 * the journeys of the clinic's day (tests/e2e/clinic-day.spec.ts), which give today a session of their own — an edit
 * of the schedule that must not meet the schedule journeys' edits on the schedule variant.
 */
export function e2eDayPort(env: Env = process.env): number {
  return Number(env.E2E_DAY_PORT || e2ePort(env) + 5);
}

/**
 * The port of the local stand-in for Razorpay (E2E_RAZORPAY_PORT, default E2E_PORT + 11), one for every site server:
 * each link's webhooks go to the server that made it (its callback_url's origin).
 */
export function e2eRazorpayPort(env: Env = process.env): number {
  return Number(env.E2E_RAZORPAY_PORT || e2ePort(env) + 11);
}

/** How many Playwright workers, and so how many site servers, a run has. */
export function e2eWorkers(env: Env = process.env): number {
  const n = Number(env.E2E_WORKERS || DEFAULT_E2E_WORKERS);
  if (!Number.isInteger(n) || n < 1) throw new Error(`E2E_WORKERS must be a whole number ≥ 1, not ${env.E2E_WORKERS}`);
  return n;
}

/** The port of the site server that worker `index` (Playwright's parallelIndex, 0-based) tests against. */
export function e2eSitePort(index: number, env: Env = process.env): number {
  return e2ePort(env) + 2 * index;
}

/** The port of the site server of the Playwright worker this code runs in (TEST_PARALLEL_INDEX; 0 outside one). */
export function currentWorkerSitePort(env: Env = process.env): number {
  return e2eSitePort(Number(env.TEST_PARALLEL_INDEX || 0), env);
}

/** The local state (its D1 among it) of the server on `port`, fresh each run (scripts/lib/e2e-database.ts). */
export function e2eDatabaseDir(port: number): string {
  return `.wrangler/e2e-${port}`;
}

/** Where the server on `port` writes its output, the captured e-mails among it (tests/e2e/mailbox.ts reads it). */
export function e2eMailboxLog(port: number): string {
  return `test-results/e2e-emails-${port}.log`;
}
