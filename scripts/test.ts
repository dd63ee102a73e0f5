/**
 * `npm test`: lint and format check, typecheck, build, html-validate, vitest (unit in Node, API inside workerd on a
 * real local D1, and the built pages' HTML read as a search engine reads it), then Playwright in Debian's Chromium.
 * The build comes before vitest because the `html` project reads dist/. Exits non-zero on any failure. The summary
 * gives each stage's wall time, then the total, then "N passed, M failed" on the last line (scripts/lib/summary.ts).
 * The budget is 15 minutes on a 2-core machine (README, Testing; docs/decisions/027-test-budget.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { chromePath, DEVANAGARI_FONT_PACKAGE, hasChrome, hasDevanagariFont } from './lib/chrome.ts';
import { e2eWorkers } from './lib/e2e-ports.ts';
import { summaryLines, took } from './lib/summary.ts';
import { WRANGLER_ENV } from './lib/wrangler.ts';

const root = resolve(import.meta.dirname, '..');
const results = resolve(root, 'test-results');
const env = {
  ...process.env,
  ...WRANGLER_ENV,
  PATH: [resolve(root, 'node_modules/.bin'), process.env.PATH].join(delimiter),
};

let passed = 0;
let failed = 0;
const lines: string[] = [];
const started = Date.now();
/** How long the last run() took, for its summary line. */
let lastTook = 0;

function run(label: string, cmd: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  lastTook = Date.now() - t0;
  if (r.error) console.error(`${label}: ${r.error.message}`);
  return r.status === 0;
}

function finish(code: number): never {
  for (const l of summaryLines(lines, passed, failed, Date.now() - started)) console.log(l);
  process.exit(code);
}

function step(label: string, cmd: string, args: string[]) {
  if (run(label, cmd, args)) {
    passed += 1;
    lines.push(`${label}: passed (${took(lastTook)})`);
  } else {
    failed += 1;
    lines.push(`${label}: FAILED (${took(lastTook)})`);
    finish(1);
  }
}

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Node ${process.versions.node} is running, but this project needs Node 22 or newer. Run the tests with ` +
      '`npm test` after `npm install` (npm uses the Node 22 pinned in devDependencies), or install Node 22.',
  );
  process.exit(1);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

step('UI strings (Paraglide compile)', 'node', ['scripts/messages.ts']);
step('lint and format (biome)', 'biome', ['check', '.']);
step('typecheck (tsc, one project per runtime)', 'npm', ['run', 'typecheck']);

step('build (client, SSR, prerender)', 'node', ['scripts/build.ts']);
step('html-validate: every prerendered page', 'node', ['scripts/validate-html.ts']);

const vitestJson = resolve(results, 'vitest-results.json');
const vitestOk = run("vitest: unit tests, API tests inside workerd, the built pages' HTML", 'vitest', [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests + (vitestOk || v.numFailedTests ? 0 : 1);
  lines.push(
    `vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed, ${v.numPendingTests + v.numTodoTests} skipped (${took(lastTook)})`,
  );
} else {
  failed += 1;
  lines.push(`vitest: FAILED before reporting (${took(lastTook)})`);
}
if (!vitestOk) finish(1);

/** Root with apt-get at hand: the browser tests' system packages can be installed here. */
const canApt =
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** Installs a Debian package with apt-get (package lists refreshed first); true when it installed. */
function aptInstall(pkg: string): boolean {
  return (
    run('apt-get update', 'apt-get', ['update', '-qq']) &&
    run(`apt-get install ${pkg}`, 'apt-get', ['install', '-y', '-qq', pkg], { DEBIAN_FRONTEND: 'noninteractive' })
  );
}

if (!hasChrome()) {
  if (!process.env.CHROME_PATH && canApt) {
    console.log(
      `\nChromium is missing at ${chromePath()}: installing Debian's chromium package with apt-get (as root)…`,
    );
    const ok = aptInstall('chromium');
    if (!ok || !hasChrome()) {
      console.error('Installing Chromium failed. Install it yourself (apt-get install chromium) or set CHROME_PATH.');
      failed += 1;
      lines.push('chromium: install FAILED');
      finish(1);
    }
  } else {
    console.error(
      `\nChromium is needed for the browser tests and was not found at ${chromePath()}.\n` +
        'Install it (Debian/Ubuntu: sudo apt-get install chromium) or point CHROME_PATH at a Chromium or Chrome binary, ' +
        'then run npm test again.',
    );
    failed += 1;
    lines.push('chromium: missing');
    finish(1);
  }
}

// A Devanagari system font, as on every phone: without it the Hindi pages' first visit draws boxes in screenshots.
// Nothing asserts glyphs, so a machine that cannot install it still runs every test (with a note).
if (!hasDevanagariFont()) {
  if (canApt) {
    console.log(
      `\nNo Devanagari font on this system: installing Debian's ${DEVANAGARI_FONT_PACKAGE} with apt-get (as root)…`,
    );
    aptInstall(DEVANAGARI_FONT_PACKAGE);
  }
  if (!hasDevanagariFont()) {
    console.log(
      `\nNote: no Devanagari font on this system (Debian: apt-get install ${DEVANAGARI_FONT_PACKAGE}); the tests run, ` +
        "but Hindi pages' screenshots of a first visit show boxes where a phone shows its own Devanagari font.",
    );
  }
}

const e2eJson = resolve(results, 'e2e-results.json');
const e2eOk = run(`playwright: journeys in Chromium at 390 px and 1280 px, ${e2eWorkers()} workers`, 'playwright', [
  'test',
]);
if (existsSync(e2eJson)) {
  const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected + (e2eOk || s.unexpected ? 0 : 1);
  lines.push(
    `playwright: ${s.expected} passed, ${s.unexpected} failed, ${s.skipped} skipped, ${s.flaky} flaky (${took(lastTook)})`,
  );
} else {
  failed += 1;
  lines.push(`playwright: FAILED before reporting (${took(lastTook)})`);
}
finish(e2eOk ? 0 : 1);
