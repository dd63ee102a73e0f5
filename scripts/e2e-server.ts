/**
 * The servers Playwright tests against: the built dist/ and functions/ under `wrangler pages dev`, one per Playwright
 * worker (E2E_WORKERS, ports from scripts/lib/e2e-ports.ts), each on a fresh local D1 of its own, so workers run in
 * parallel and no run or worker sees another's bookings, closures or e-mails; one more such server for the journeys
 * that edit the clinic's schedule and one for the clinic's day. Beside them, the Turnstile variant
 * (scripts/e2e-turnstile-server.ts), started at once; its build and start go on while the first files run, and its
 * journeys wait for it (tests/e2e/turnstile.spec.ts), so the run does not (docs/decisions/027-test-budget.md).
 * Each server's output — the captured e-mails among it — goes to test-results/e2e-emails-<port>.log, where the tests
 * read the e-mails a patient would receive (tests/e2e/mailbox.ts). One local stand-in for Razorpay
 * (scripts/razorpay-stand-in.ts) serves every site server, started and answering before them, on E2E_RAZORPAY_PORT;
 * its output goes to test-results/razorpay-stand-in.log. Prints "e2e servers ready" once every site server answers
 * (playwright.config.ts waits for that line); stopping this process stops them all, and the Turnstile variant's or the
 * stand-in's failing to build or start stops them too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { resolve } from 'node:path';
import { freshDatabases } from './lib/e2e-database.ts';
import {
  e2eDayPort,
  e2eMailboxLog,
  e2eRazorpayPort,
  e2eSchedulePort,
  e2eSitePort,
  e2eTurnstilePort,
  e2eWorkers,
} from './lib/e2e-ports.ts';
import { razorpayVars } from './lib/razorpay-stand-in.ts';
import { pagesDev } from './lib/wrangler.ts';
import { razorpayStandInReady, spawnRazorpayStandIn } from './razorpay-stand-in.ts';

const root = resolve(import.meta.dirname, '..');
// The site servers, one per worker, then the schedule variant: the same site on a D1 of its own, for the journeys that
// edit the clinic's schedule (its hours would otherwise change under every other journey of that worker).
// The clinic's-day variant likewise, for the journeys that give today a session of their own.
const ports = [...Array.from({ length: e2eWorkers() }, (_, i) => e2eSitePort(i)), e2eSchedulePort(), e2eDayPort()];
const children: ChildProcess[] = [];
// Its output is its own (the Turnstile journeys read no e-mails); errors reach Playwright's log.
const turnstile = spawn(process.execPath, [resolve(root, 'scripts/e2e-turnstile-server.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
watch(turnstile);
mkdirSync(resolve(root, 'test-results'), { recursive: true });
const razorpayPort = e2eRazorpayPort();
const razorpayLog = openSync(resolve(root, 'test-results/razorpay-stand-in.log'), 'w');
watch(spawnRazorpayStandIn(razorpayPort, ['ignore', razorpayLog, razorpayLog]));
const dirs = await freshDatabases(ports);
await razorpayStandInReady(razorpayPort).catch((e: Error) => {
  console.error(`e2e-server: ${e.message} (test-results/razorpay-stand-in.log)`);
  stop();
  process.exit(1);
});
const razorpay = razorpayVars(`http://127.0.0.1:${razorpayPort}`);

ports.forEach((port, i) => {
  // A fresh file per run ('w'), so no test reads an e-mail of an earlier run.
  const log = openSync(resolve(root, e2eMailboxLog(port)), 'w');
  // Every journey comes from 127.0.0.1: the per-client limits are tested inside workerd (tests/api/hardening.test.ts).
  const child = pagesDev({
    host: '127.0.0.1',
    port,
    persistTo: dirs[i],
    vars: {
      RATE_LIMIT_APPOINTMENTS: '10000',
      RATE_LIMIT_FORM_BOOKINGS: '10000',
      RATE_LIMIT_MESSAGES: '10000',
      RATE_LIMIT_MANAGE: '10000',
      RATE_LIMIT_PRIVACY: '10000',
      // The journeys reuse a few patients across both projects; the per-patient limit is tested in workerd.
      MAX_UPCOMING_BOOKINGS: '10000',
      ...razorpay,
    },
    stdio: ['ignore', log, 'inherit'],
  });
  watch(child);
});

/** One server gone means a worker (or the Turnstile journeys) without its server: stop the rest and exit. */
function watch(child: ChildProcess) {
  children.push(child);
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 1);
  });
}

function stop() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

async function answers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
// The Turnstile variant is not waited for here: its build (a second full build, decision 022) would hold every worker.
const all = [...ports];
const waiting = new Set(all);
while (waiting.size) {
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (waiting.size) await new Promise((r) => setTimeout(r, 250));
}
console.log(
  `e2e servers ready on ports ${all.join(', ')} (the Turnstile variant on ${e2eTurnstilePort()} still starting)`,
);
