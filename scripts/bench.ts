/**
 * `npm run bench`: builds, serves the site locally as Pages would, and writes bench/report.md and bench/report.json:
 * Lighthouse (mobile, 5 runs, medians, with the host's benchmarkIndex beside each figure) for six routes and for the
 * same HTML with every script removed (the no-JS limit), first-load JS and CSS per route, the dead-tap window (first
 * paint → every visible control answers, 4× CPU and slow 4G, 5 runs), API throughput, and the Function's bundle
 * size. Each budget is printed with its figure and a pass/fail mark. It reports; it never fails `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContextOptions, chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { DOCTOR_OPTION } from '../common/clinic.ts';
import { addDays, clinicDate, TIME_SLOT_LABELS, weekday } from '../common/schedule.ts';
import { chromePath, DEVANAGARI_FONT_PACKAGE, hasDevanagariFont } from './lib/chrome.ts';
import { BUDGET, copySiteWithNoJsTwins, type LhRun, lighthouseRun, median, nojsPath } from './lib/lighthouse.ts';
import { applyLocalMigrations, pagesDev, wranglerRun } from './lib/wrangler.ts';
import { prerenderRoutes } from './routes.ts';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 8797);
const origin = `http://127.0.0.1:${PORT}`;

/** The routes measured: six English pages and three Hindi ones, which meet the same budgets (their own web font). */
const MEASURED = [
  '/',
  '/services/bronchoscopy',
  '/conditions/asthma-treatment',
  '/book-appointment',
  '/contact',
  '/qualifications',
  '/hi',
  '/hi/services/bronchoscopy',
  '/hi/book-appointment',
];

/**
 * Each measured route with the file the build writes for it (scripts/routes.ts, the build's own list); `content` is
 * false for the booking pages, whose wizard is the page (their own TBT budget).
 */
const ROUTES = MEASURED.map((path) => {
  const built = prerenderRoutes().find((r) => r.url === path);
  if (!built) throw new Error(`bench: the build writes no page for ${path}`);
  return { path, file: built.file, content: !path.endsWith('/book-appointment') };
});

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function log(msg: string) {
  console.log(`bench: ${msg}`);
}

// A patient's first Hindi page is set in the phone's own Devanagari font (scripts/lib/fonts.ts); a host without one
// would measure boxes instead of Hindi text.
const devanagariFont = hasDevanagariFont();
if (!devanagariFont) {
  log(
    `WARNING: no Devanagari system font (apt-get install ${DEVANAGARI_FONT_PACKAGE}): Hindi figures will not be a phone's`,
  );
}

// BENCH_ROUTES=/hi,/hi/book-appointment measures only those routes (a quick look; the full report needs them all).
const only = process.env.BENCH_ROUTES?.split(',').map((x) => x.trim());
if (only) {
  const unknown = only.filter((p) => !ROUTES.some((r) => r.path === p));
  if (unknown.length) throw new Error(`bench: BENCH_ROUTES names routes it does not measure: ${unknown.join(', ')}`);
  ROUTES.splice(0, ROUTES.length, ...ROUTES.filter((r) => only.includes(r.path)));
}

// 1. Build, and a copy of the site with a no-JS twin of each measured page under /__nojs/.
log('building');
const built = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) throw new Error('build failed');
const work = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
const site = join(work, 'site');
copySiteWithNoJsTwins(site, ROUTES);
mkdirSync(join(site, '__nospec'), { recursive: true });
// The home page without its speculation rules, to measure what prerendering the next page is worth (3c).
{
  const home = readFileSync(join(site, 'index.html'), 'utf8');
  const without = home.replace(/<script type="speculationrules">[\s\S]*?<\/script>/, '');
  if (without === home) throw new Error('bench: no speculation rules in index.html');
  writeFileSync(join(site, '__nospec', 'index.html'), without);
}

// 2. Serve it with the API on a fresh local D1; limits lifted so the load test measures throughput, not refusals.
// E-mails are captured (Resend is not reachable here) and logged one line each, as sent ones are in production,
// rather than printed whole: printing two full e-mails per booking costs the local stack about a quarter of its
// throughput, which no deployment pays.
const persistTo = join(work, 'state');
await applyLocalMigrations(persistTo);
// The most patients a session's slot may take (the schema's bound): 40 dates × 8 times × 100 hold every booking the
// load run makes, so no booking is refused for a full slot.
await wranglerRun(
  [
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    persistTo,
    '--command',
    'UPDATE clinic_sessions SET capacity = 100',
  ],
  { env: { CI: 'true' }, stdio: 'ignore' },
);
const server = pagesDev({
  host: '127.0.0.1',
  port: PORT,
  dir: site,
  persistTo,
  stdio: 'ignore',
  vars: {
    RATE_LIMIT_APPOINTMENTS: '100000000',
    RATE_LIMIT_FORM_BOOKINGS: '100000000',
    RATE_LIMIT_MESSAGES: '100000000',
    EMAIL_CAPTURE_PRINT: 'summary',
  },
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {}
  if (i > 120) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 500));
}
log(`serving ${origin}`);

// 3. Lighthouse, mobile preset (the default config), simulated throttling.
const chromeTmp = join(work, 'chrome-tmp');
mkdirSync(chromeTmp, { recursive: true });
process.env.TMPDIR = chromeTmp;
// BENCH_ONLY=api skips Lighthouse, for a quick look at the API (the report then has no page figures).
const pages = [];
for (const r of process.env.BENCH_ONLY === 'api' ? [] : ROUTES) {
  const js: LhRun[] = [];
  const nojs: LhRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    js.push(await lighthouseRun(`${origin}${r.path}`));
    nojs.push(await lighthouseRun(`${origin}${nojsPath(r.path)}`));
  }
  const m = (runs: LhRun[], k: keyof Omit<LhRun, 'scripts'>) => median(runs.map((x) => x[k]));
  // First-load JS: every script the page fetched while loading (island code if any woke), gzip -9…
  const scripts = [...new Set(js.flatMap((x) => x.scripts))].filter((p) => p.startsWith('/assets/'));
  const html = readFileSync(join(site, r.file), 'utf8');
  // …and the code inlined in the page (the island runtime), which no request shows.
  const inlineJs = [...html.matchAll(/<script(?: type="module")?(?: async)?>([\s\S]*?)<\/script>/g)].map((x) => x[1]);
  const jsBytes =
    scripts.reduce((n, p) => n + gz(join(site, p)), 0) +
    inlineJs.reduce((n, code) => n + gzipSync(code, { level: 9 }).length, 0);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((x) => x[1]).join('');
  const cssFiles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((x) => x[1]);
  const cssBytes = gzipSync(inlineCss, { level: 9 }).length + cssFiles.reduce((n, p) => n + gz(join(site, p)), 0);
  const page = {
    path: r.path,
    content: r.content,
    performance: m(js, 'performance'),
    accessibility: m(js, 'accessibility'),
    bestPractices: m(js, 'bestPractices'),
    seo: m(js, 'seo'),
    lcpMs: Math.round(m(js, 'lcp')),
    tbtMs: Math.round(m(js, 'tbt')),
    cls: Math.round(m(js, 'cls') * 1000) / 1000,
    benchmarkIndex: Math.round(m(js, 'benchmarkIndex')),
    noJs: { performance: m(nojs, 'performance'), lcpMs: Math.round(m(nojs, 'lcp')), tbtMs: Math.round(m(nojs, 'tbt')) },
    lcpRatio: Math.round((m(js, 'lcp') / m(nojs, 'lcp')) * 100) / 100,
    firstLoadJsKb: kb(jsBytes),
    firstLoadCssKb: kb(cssBytes),
    htmlKb: kb(gzipSync(html, { level: 9 }).length),
    scripts: scripts.length,
    firstPaintMs: Number.NaN,
    deadTapMs: Number.NaN,
  };
  pages.push(page);
  log(
    `${r.path}: performance ${page.performance}, LCP ${page.lcpMs} ms (no-JS ${page.noJs.lcpMs} ms), TBT ${page.tbtMs} ms, JS ${page.firstLoadJsKb} KB (benchmarkIndex ${page.benchmarkIndex})`,
  );
}

// 3b. The dead-tap window, as ../shared/tools/dead-taps.mjs measures it: a phone (390 px, touch), Chromium's CPU slowed
// 4x and a slow-4G link (150 ms RTT, 1.6 Mbps down, 750 kbps up); from the first contentful paint to the moment the
// page says every visible control answers (<html data-hydrated="true">, set by web/src/entry-client.tsx once the
// eager islands are live; native controls answer from the first paint). The page notes the moment itself (checked on
// every DOM change), so no polling delay is counted.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A page on a slow phone's terms: Chromium's CPU slowed 4x and a slow-4G link (150 ms RTT, 1.6 / 0.75 Mbps). */
async function throttledPage(browser: Browser, options: BrowserContextOptions) {
  const ctx = await browser.newContext(options);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  return { ctx, page };
}

interface DeadTap {
  fcp: number;
  ready: number;
}
async function deadTapRuns(path: string): Promise<DeadTap[]> {
  const browser = await chromium.launch({ executablePath: chromePath() });
  const rows: DeadTap[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const { ctx, page } = await throttledPage(browser, PHONE);
      await page.addInitScript({
        content: `(() => {
          const check = () => { if (document.documentElement.dataset.hydrated === 'true') window.__readyAt ??= performance.now() }
          new MutationObserver(check).observe(document, { attributes: true, childList: true, subtree: true })
          check()
        })()`,
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
      await page.waitForFunction(
        () =>
          (window as unknown as { __readyAt?: number }).__readyAt !== undefined &&
          performance.getEntriesByName('first-contentful-paint').length > 0,
        null,
        { timeout: 60_000 },
      );
      rows.push(
        await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
          ready: (window as unknown as { __readyAt: number }).__readyAt,
        })),
      );
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
for (const p of pages) {
  const rows = await deadTapRuns(p.path);
  p.firstPaintMs = Math.round(median(rows.map((r) => r.fcp)));
  p.deadTapMs = Math.round(median(rows.map((r) => Math.max(0, r.ready - r.fcp))));
  log(`${p.path}: first paint ${p.firstPaintMs} ms, dead-tap window ${p.deadTapMs} ms (median of ${RUNS})`);
}

// 3c. Moving to the next page: from the home page, a pointer rests on "Services" for 300 ms (desktop hover; the
// speculation rules' moderate eagerness starts prerendering there), then clicks. Measured from the click to the new
// page being painted and visible, with the rules and without them (a copy of the page with the rules removed), on
// the same throttled profile as 3b but a desktop viewport.
async function nextPageMs(from: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromePath() });
  const times: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const { ctx, page } = await throttledPage(browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}${from}`, { waitUntil: 'load' });
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
      await link.hover();
      await page.waitForTimeout(300);
      const t0 = Date.now();
      await link.click();
      await page.waitForURL(`${origin}/services`);
      await page.waitForFunction(
        () =>
          document.visibilityState === 'visible' && performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      times.push(Date.now() - t0);
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
let navigation: { withRulesMs: number; withoutRulesMs: number } | null = null;
if (process.env.BENCH_ONLY !== 'api') {
  const withRules = median(await nextPageMs('/'));
  const withoutRules = median(await nextPageMs('/__nospec/index'));
  navigation = { withRulesMs: Math.round(withRules), withoutRulesMs: Math.round(withoutRules) };
  log(
    `next page (/ → /services): ${navigation.withRulesMs} ms with speculation rules, ${navigation.withoutRulesMs} ms without`,
  );
}

// 4. The API under load: 10 s at 20 connections each.
const openDates: string[] = [];
for (let i = 2; openDates.length < 40; i++) {
  const d = addDays(clinicDate(), i);
  if (weekday(d) !== 0) openDates.push(d);
}
let serial = 0;
async function load(opts: autocannon.Options) {
  const r = await autocannon({ connections: 20, duration: 10, ...opts });
  return {
    rps: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
const appointmentLoad: autocannon.Options = {
  url: `${origin}/api/appointment`,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        const n = serial++;
        return {
          ...req,
          body: JSON.stringify({
            // A new patient each time (the API allows 2 upcoming bookings per e-mail and per phone).
            full_name: 'Bench Patient',
            email: `bench${n}@example.com`,
            phone: `+91 9${String(n).padStart(9, '0')}`,
            appointment_date: openDates[n % openDates.length],
            appointment_time: TIME_SLOT_LABELS[n % TIME_SLOT_LABELS.length],
            selected_doctor: DOCTOR_OPTION,
            message: '',
            reports_uploaded: false,
          }),
        };
      },
    },
  ],
};
// This machine's speed drifts by ±20 % from minute to minute (a shared VM), so the two endpoints are measured in
// alternation, twice each after a short warm-up, and each figure is the mean of its two rounds.
type Load = Awaited<ReturnType<typeof load>>;
const mean = (runs: Load[], k: 'rps' | 'p50Ms' | 'p99Ms') =>
  Math.round(runs.reduce((n, r) => n + r[k], 0) / runs.length);
const combine = (runs: Load[]) => ({
  rps: mean(runs, 'rps'),
  p50Ms: mean(runs, 'p50Ms'),
  p99Ms: mean(runs, 'p99Ms'),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  rounds: runs.map((r) => r.rps),
});
log('load: warm-up');
await load({ url: `${origin}/api/health`, duration: 2 });
await load({ ...appointmentLoad, duration: 2 });
const healthRuns: Load[] = [];
const appointmentRuns: Load[] = [];
for (let round = 1; round <= 2; round++) {
  log(`load: GET /api/health (round ${round})`);
  healthRuns.push(await load({ url: `${origin}/api/health` }));
  log(`load: POST /api/appointment (round ${round})`);
  appointmentRuns.push(await load(appointmentLoad));
}
const health = combine(healthRuns);
const appointment = combine(appointmentRuns);
stopServer();

// 5. The Function's bundle, as Pages builds it (minified), gzip.
const fnOut = join(work, 'functions-build');
await wranglerRun(['pages', 'functions', 'build', 'functions', '--outdir', fnOut, '--minify'], { stdio: 'ignore' });
const fnFile = join(fnOut, 'index.js');
const functionBundle = { minKb: kb(readFileSync(fnFile).length), gzipKb: kb(gz(fnFile)) };

// 6. Budgets and the report.
const checks: { what: string; figure: string; budget: string; pass: boolean }[] = [];
for (const p of pages) {
  checks.push(
    {
      what: `${p.path} performance`,
      figure: String(p.performance),
      budget: `≥ ${BUDGET.performance} (aim 100)`,
      pass: p.performance >= BUDGET.performance,
    },
    {
      what: `${p.path} accessibility`,
      figure: String(p.accessibility),
      budget: '100',
      pass: p.accessibility >= BUDGET.accessibility,
    },
    {
      what: `${p.path} best practices`,
      figure: String(p.bestPractices),
      budget: '100',
      pass: p.bestPractices >= BUDGET.bestPractices,
    },
    { what: `${p.path} SEO`, figure: String(p.seo), budget: '100', pass: p.seo >= BUDGET.seo },
    {
      what: `${p.path} LCP / no-JS LCP`,
      figure: `${p.lcpRatio} (${p.lcpMs} / ${p.noJs.lcpMs} ms)`,
      budget: `≤ ${BUDGET.lcpRatio}`,
      pass: p.lcpRatio <= BUDGET.lcpRatio,
    },
    {
      what: `${p.path} TBT`,
      figure: `${p.tbtMs} ms`,
      budget: `≤ ${p.content ? BUDGET.tbtMs : BUDGET.tbtMsBooking} ms`,
      pass: p.tbtMs <= (p.content ? BUDGET.tbtMs : BUDGET.tbtMsBooking),
    },
    { what: `${p.path} CLS`, figure: String(p.cls), budget: `≤ ${BUDGET.cls}`, pass: p.cls <= BUDGET.cls },
  );
  if (p.content) {
    checks.push({
      what: `${p.path} first-load JS (gzip)`,
      figure: `${p.firstLoadJsKb} KB`,
      budget: `≤ ${BUDGET.firstLoadJsKb} KB`,
      pass: p.firstLoadJsKb <= BUDGET.firstLoadJsKb,
    });
    checks.push({
      what: `${p.path} dead-tap window (4× CPU, slow 4G)`,
      figure: `${p.deadTapMs} ms (first paint ${p.firstPaintMs} ms)`,
      budget: `≤ ${BUDGET.deadTapMs} ms`,
      pass: p.deadTapMs <= BUDGET.deadTapMs,
    });
  }
}
const apiRatio = Math.round((appointment.rps / health.rps) * 100) / 100;
checks.push({
  what: 'API appointment / health throughput',
  figure: String(apiRatio),
  budget: `≥ ${BUDGET.apiRatio}`,
  pass: apiRatio >= BUDGET.apiRatio,
});

const report = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    runs: RUNS,
    lighthouse: 'mobile preset, simulated throttling',
    benchmarkIndex: pages.length ? median(pages.map((p) => p.benchmarkIndex)) : null,
    devanagariFont,
  },
  pages,
  api: { health, appointment, ratio: apiRatio, connections: 20, seconds: 10, rounds: 2 },
  functionBundle,
  navigation,
  checks,
  passed: checks.filter((c) => c.pass).length,
  failed: checks.filter((c) => !c.pass).length,
};
const outDir = resolve(root, 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);

const md = [
  '# Bench report',
  '',
  `${report.date} · Node ${process.version} · Lighthouse 13 mobile, medians of ${RUNS} · host benchmarkIndex ${report.machine.benchmarkIndex ?? 'n/a'} · system Devanagari font: ${devanagariFont ? 'yes' : 'NO'} · reproduce: \`npm run bench\``,
  '',
  '## Pages',
  '',
  '| route | perf | a11y | BP | SEO | LCP ms | no-JS LCP ms | ratio | TBT ms | CLS | JS KB gz | CSS KB gz | HTML KB gz | dead-tap ms | benchmarkIndex |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...pages.map(
    (p) =>
      `| ${p.path} | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.lcpMs} | ${p.noJs.lcpMs} | ${p.lcpRatio} | ${p.tbtMs} | ${p.cls} | ${p.firstLoadJsKb} | ${p.firstLoadCssKb} | ${p.htmlKb} | ${p.deadTapMs} | ${p.benchmarkIndex} |`,
  ),
  '',
  'Lighthouse figures scale with the host: its benchmarkIndex (median of the runs, higher is faster) is printed per route.',
  'Dead-tap window: first contentful paint → every visible control answers, on a phone with 4× CPU and slow 4G.',
  '',
  ...(navigation
    ? [
        '## Moving to the next page',
        '',
        `From / to /services (pointer resting 300 ms on the link, then a click; desktop viewport, 4× CPU, slow 4G; median of ${RUNS}): painted ${navigation.withRulesMs} ms after the click with the speculation rules, ${navigation.withoutRulesMs} ms without them.`,
        '',
      ]
    : []),
  '## API (10 s, 20 connections)',
  '',
  'Local stack: workerd, a local D1 on disk, e-mails captured (Resend is not reachable) and logged one line each.',
  `Each endpoint twice, alternating, after a warm-up; figures are the means (rounds: health ${health.rounds.join(', ')}, appointment ${appointment.rounds.join(', ')} req/s).`,
  '',
  '| endpoint | req/s | p50 ms | p99 ms | non-2xx |',
  '| --- | --- | --- | --- | --- |',
  `| GET /api/health | ${health.rps} | ${health.p50Ms} | ${health.p99Ms} | ${health.non2xx} |`,
  `| POST /api/appointment | ${appointment.rps} | ${appointment.p50Ms} | ${appointment.p99Ms} | ${appointment.non2xx} |`,
  '',
  `Appointment / health throughput: ${apiRatio}. Function bundle: ${functionBundle.minKb} KB minified, ${functionBundle.gzipKb} KB gzip.`,
  '',
  '## Budgets',
  '',
  '| check | figure | budget | |',
  '| --- | --- | --- | --- |',
  ...checks.map((c) => `| ${c.what} | ${c.figure} | ${c.budget} | ${c.pass ? 'pass' : 'FAIL'} |`),
  '',
  `${report.passed} passed, ${report.failed} failed`,
  '',
].join('\n');
writeFileSync(join(outDir, 'report.md'), md);
console.log(`\n${md}`);
rmSync(work, { recursive: true, force: true });
process.exit(0);
