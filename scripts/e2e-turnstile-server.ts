/**
 * The browser tests' second server: the site built with a Turnstile site key (into dist-turnstile/) and served with
 * TURNSTILE_SECRET set, verifying tokens against a local stand-in for Cloudflare's siteverify on 127.0.0.1
 * (scripts/lib/siteverify-stand-in.ts). scripts/e2e-server.ts starts it beside the site servers. The build runs here,
 * so every Playwright run tests a fresh variant: the site key is compiled into the client bundle, and without one the
 * minifier drops the widget's code, so dist/ cannot be reused for it (docs/decisions/022-parallel-browser-tests.md).
 * E2E_TURNSTILE_PORT sets the port (default: E2E_PORT + 1). One server for all Playwright workers, on its own fresh
 * local D1: its journeys book on dates of their own (tests/e2e/journeys.ts, dateFor) and read no e-mails.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { freshDatabases } from './lib/e2e-database.ts';
import { e2eTurnstilePort } from './lib/e2e-ports.ts';
import { E2E_TURNSTILE_SECRET, E2E_TURNSTILE_SITE_KEY, startSiteverifyStandIn } from './lib/siteverify-stand-in.ts';
import { pagesDev } from './lib/wrangler.ts';

const root = resolve(import.meta.dirname, '..');
const port = e2eTurnstilePort();
const dir = 'dist-turnstile';

const built = spawnSync(process.execPath, ['scripts/build.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  // The strings compiled by the main build stay as they are: the site servers, already starting, watch them.
  env: {
    ...process.env,
    BUILD_OUT_DIR: dir,
    BUILD_KEEP_MESSAGES: '1',
    VITE_TURNSTILE_SITE_KEY: E2E_TURNSTILE_SITE_KEY,
  },
});
if (built.status !== 0) {
  console.error(`e2e-turnstile-server: building ${dir}/ failed`);
  process.exit(1);
}

const [persistTo] = await freshDatabases([port]);
const siteverify = await startSiteverifyStandIn({ secret: E2E_TURNSTILE_SECRET, hostname: '127.0.0.1' });
const child = pagesDev({
  host: '127.0.0.1',
  port,
  persistTo,
  dir,
  vars: {
    RATE_LIMIT_APPOINTMENTS: '10000',
    RATE_LIMIT_FORM_BOOKINGS: '10000',
    RATE_LIMIT_MESSAGES: '10000',
    // The journeys reuse a few patients across both projects; the per-patient limit is tested in workerd.
    MAX_UPCOMING_BOOKINGS: '10000',
    TURNSTILE_SITE_KEY: E2E_TURNSTILE_SITE_KEY,
    TURNSTILE_SECRET: E2E_TURNSTILE_SECRET,
    TURNSTILE_VERIFY_URL: siteverify.url,
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  siteverify.close();
  process.exit(code ?? 0);
});
