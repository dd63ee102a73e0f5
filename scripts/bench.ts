/**
 * `npm run bench`: builds, serves the site locally as Pages would, and writes bench/report.md and bench/report.json:
 * Lighthouse (mobile, 5 runs, medians, with the host's benchmarkIndex beside each figure) for six routes and for the
 * same HTML with every script removed (the no-JS limit), first-load JS and CSS per route, the dead-tap window (first
 * paint → every visible control answers, 4× CPU and slow 4G, 5 runs), API throughput, and the Function's bundle
 * size. Each budget is printed with its figure and a pass/fail mark. It reports; it never fails `npm test`.
 *
 * Lean pages (issue 30, decision 026): per route, the HTML and its CSS (inline and linked, raw and gzip; first visit,
 * and a later page coming from the home page), custom properties, rules and elements, and the first style and layout
 * (the main thread's CPU time in style recalculation and layout up to the first contentful paint, from a Chromium
 * trace, median of the runs, for a first visit and for a later page).
 *
 * BENCH_BASE=<commit> measures that commit's build beside this tree's, in the same run, alternating run by run: its
 * own server, Lighthouse with and without script, the page weights and traces, and the next-page timing, and prints
 * the two side by side with the lean-pages budgets (the first style+layout at most half the base's, TBT within the
 * no-JS twin's + 25 ms, the first visit's LCP ratio within the base's).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContextOptions, chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { chromePath, DEVANAGARI_FONT_PACKAGE, hasDevanagariFont } from './lib/chrome.ts';
import { resolveExtensionless } from './lib/extensionless.ts';
import { BUDGET, copySiteWithNoJsTwins, type LhRun, lighthouseRun, median, nojsPath } from './lib/lighthouse.ts';
import { type PageWeight, pageWeight, traceFirstLayout } from './lib/page-weight.ts';
import { applyLocalMigrations, pagesDev, wranglerRun } from './lib/wrangler.ts';
import { compileMessagesSync } from './messages.ts';

// The site's modules import the compiled messages (common/paraglide/), which a fresh clone has only once they are
// compiled, and common/ imports its modules without an extension: both before importing them.
compileMessagesSync(resolve(import.meta.dirname, '..'));
resolveExtensionless();
const { prerenderRoutes } = await import('./routes.ts');
const { DOCTOR_OPTION } = await import('../common/clinic/facts.ts');
const { addDays, clinicDate, TIME_SLOT_LABELS, weekday } = await import('../common/booking/schedule.ts');

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

// The base commit, built in a worktree of its own (this tree's node_modules), its site copied beside ours.
const BASE = process.env.BENCH_BASE?.trim() || null;
const baseSite = BASE ? join(work, 'base-site') : null;
if (BASE && baseSite) {
  const tree = join(work, 'base-tree');
  const git = (...args: string[]) => {
    const r = spawnSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`bench: git ${args.join(' ')} failed`);
    return r.stdout.trim();
  };
  const commit = git('rev-parse', '--verify', `${BASE}^{commit}`);
  log(`building the base ${BASE} (${commit.slice(0, 7)}) in a worktree`);
  git('worktree', 'add', '--detach', tree, commit);
  try {
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
    // An older build script may import the compiled messages before compiling them: compile them first.
    if (existsSync(join(tree, 'scripts/messages.ts'))) {
      spawnSync(process.execPath, ['scripts/messages.ts'], { cwd: tree, stdio: 'ignore' });
    }
    const b = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: tree, stdio: 'inherit' });
    if (b.status !== 0) throw new Error(`bench: the base ${BASE} did not build`);
    copySiteWithNoJsTwins(baseSite, ROUTES, join(tree, 'dist'));
  } finally {
    git('worktree', 'remove', '--force', tree);
  }
}
const baseLabel = BASE ?? '';
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
// The base build, on a server and a D1 of its own (the same Functions: what differs is the static site).
const BASE_PORT = PORT + 1;
const baseOrigin = `http://127.0.0.1:${BASE_PORT}`;
let baseServer: ReturnType<typeof pagesDev> | null = null;
if (baseSite) {
  const basePersist = join(work, 'base-state');
  await applyLocalMigrations(basePersist);
  baseServer = pagesDev({ host: '127.0.0.1', port: BASE_PORT, dir: baseSite, persistTo: basePersist, stdio: 'ignore' });
}
const stopServer = () => {
  server.kill('SIGTERM');
  baseServer?.kill('SIGTERM');
};
process.on('exit', stopServer);
for (const o of baseServer ? [origin, baseOrigin] : [origin]) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${o}/api/health`)).ok) break;
    } catch {}
    if (i > 120) throw new Error(`server ${o} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`serving ${o}`);
}

// 3. Lighthouse, mobile preset (the default config), simulated throttling.
const chromeTmp = join(work, 'chrome-tmp');
mkdirSync(chromeTmp, { recursive: true });
process.env.TMPDIR = chromeTmp;
// BENCH_ONLY=api skips Lighthouse, for a quick look at the API (the report then has no page figures).
const pages = [];
type BaseFigures = {
  lcpMs: number;
  tbtMs: number;
  noJs: { lcpMs: number; tbtMs: number };
  lcpRatio: number;
  performance: number;
};
const basePages = new Map<string, BaseFigures>();
for (const r of process.env.BENCH_ONLY === 'api' ? [] : ROUTES) {
  const js: LhRun[] = [];
  const nojs: LhRun[] = [];
  const baseJs: LhRun[] = [];
  const baseNojs: LhRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    js.push(await lighthouseRun(`${origin}${r.path}`));
    nojs.push(await lighthouseRun(`${origin}${nojsPath(r.path)}`));
    if (baseServer) {
      baseJs.push(await lighthouseRun(`${baseOrigin}${r.path}`));
      baseNojs.push(await lighthouseRun(`${baseOrigin}${nojsPath(r.path)}`));
    }
  }
  const m = (runs: LhRun[], k: keyof Omit<LhRun, 'scripts'>) => median(runs.map((x) => x[k]));
  if (baseServer) {
    basePages.set(r.path, {
      performance: m(baseJs, 'performance'),
      lcpMs: Math.round(m(baseJs, 'lcp')),
      tbtMs: Math.round(m(baseJs, 'tbt')),
      noJs: { lcpMs: Math.round(m(baseNojs, 'lcp')), tbtMs: Math.round(m(baseNojs, 'tbt')) },
      lcpRatio: Math.round((m(baseJs, 'lcp') / m(baseNojs, 'lcp')) * 100) / 100,
    });
  }
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
async function nextPageMs(from: string, at = origin): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromePath() });
  const times: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const { ctx, page } = await throttledPage(browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(`${at}${from}`, { waitUntil: 'load' });
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
      await link.hover();
      await page.waitForTimeout(300);
      const t0 = Date.now();
      await link.click();
      await page.waitForURL(`${at}/services`);
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
let baseNavigation: { withRulesMs: number; withoutRulesMs: number } | null = null;
if (baseSite) {
  // The base's home page without its speculation rules, as for ours.
  const home = readFileSync(join(baseSite, 'index.html'), 'utf8');
  mkdirSync(join(baseSite, '__nospec'), { recursive: true });
  writeFileSync(
    join(baseSite, '__nospec', 'index.html'),
    home.replace(/<script type="speculationrules">[\s\S]*?<\/script>/, ''),
  );
}
if (process.env.BENCH_ONLY !== 'api') {
  const withRules = median(await nextPageMs('/'));
  const withoutRules = median(await nextPageMs('/__nospec/index'));
  navigation = { withRulesMs: Math.round(withRules), withoutRulesMs: Math.round(withoutRules) };
  log(
    `next page (/ → /services): ${navigation.withRulesMs} ms with speculation rules, ${navigation.withoutRulesMs} ms without`,
  );
  if (baseServer) {
    baseNavigation = {
      withRulesMs: Math.round(median(await nextPageMs('/', baseOrigin))),
      withoutRulesMs: Math.round(median(await nextPageMs('/__nospec/index', baseOrigin))),
    };
    log(
      `base next page: ${baseNavigation.withRulesMs} ms with speculation rules, ${baseNavigation.withoutRulesMs} ms without`,
    );
  }
}

// 3d. Lean pages: what each page's HTML and CSS weigh, and its first style and layout (thread CPU time up to the first
// contentful paint), for a first visit (cold cache) and a later page (coming from the home page; from /contact for the
// home page itself). With a base, both builds, run by run in alternation.
interface Lean {
  weight: PageWeight;
  laterFrom: string;
  firstVisit: { styleMs: number; layoutMs: number; totalMs: number; longestTaskMs: number };
  laterPage: { styleMs: number; layoutMs: number; totalMs: number; longestTaskMs: number };
}
const lean = new Map<string, { now: Lean; base: Lean | null }>();
if (process.env.BENCH_ONLY !== 'api') {
  const browser = await chromium.launch({ executablePath: chromePath() });
  try {
    for (const r of ROUTES) {
      const laterFrom = r.path === '/' ? '/contact' : '/';
      const laterFile = prerenderRoutes().find((x) => x.url === laterFrom)?.file ?? 'index.html';
      const sites: { key: 'now' | 'base'; dir: string; at: string }[] = [{ key: 'now', dir: site, at: origin }];
      if (baseSite) sites.push({ key: 'base', dir: baseSite, at: baseOrigin });
      const traces = new Map<string, { first: Lean['firstVisit'][]; later: Lean['laterPage'][] }>();
      for (let i = 0; i < RUNS; i++) {
        for (const s2 of sites) {
          const t = traces.get(s2.key) ?? { first: [], later: [] };
          t.first.push(await traceFirstLayout(browser, `${s2.at}${r.path}`));
          t.later.push(await traceFirstLayout(browser, `${s2.at}${r.path}`, { from: `${s2.at}${laterFrom}` }));
          traces.set(s2.key, t);
        }
      }
      const med = (xs: Lean['firstVisit'][]) => ({
        styleMs: median(xs.map((x) => x.styleMs)),
        layoutMs: median(xs.map((x) => x.layoutMs)),
        totalMs: median(xs.map((x) => x.totalMs)),
        longestTaskMs: median(xs.map((x) => x.longestTaskMs)),
      });
      const of = (s2: (typeof sites)[number]): Lean => {
        const t = traces.get(s2.key) as { first: Lean['firstVisit'][]; later: Lean['laterPage'][] };
        return {
          weight: pageWeight(s2.dir, r.file, laterFile),
          laterFrom,
          firstVisit: med(t.first),
          laterPage: med(t.later),
        };
      };
      const now = of(sites[0]);
      const base = sites[1] ? of(sites[1]) : null;
      lean.set(r.path, { now, base });
      const line = (l: Lean) =>
        `HTML ${l.weight.htmlGzKb} KB gz, CSS ${l.weight.inlineCssGzKb} inline + ${l.weight.linkedCssGzKb} linked KB gz, later page CSS ${l.weight.laterPageCssGzKb} KB, ${l.weight.customProperties} custom properties, ${l.weight.rules} rules, ${l.weight.elements} elements, style+layout ${l.firstVisit.totalMs} ms (later page ${l.laterPage.totalMs} ms)`;
      log(`${r.path}: ${line(now)}`);
      if (base) log(`${r.path} base: ${line(base)}`);
    }
  } finally {
    await browser.close();
  }
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
// Lean pages (issue 30): bytes on every route, the blocking time against the no-JS twin on content routes, and with a
// base, the first style and layout against the base's.
const LEAN = { htmlGzKb: 15, laterPageCssGzKb: 10, tbtOverTwinMs: 25, styleLayoutShare: 0.5 };
for (const p of pages) {
  const l = lean.get(p.path);
  if (!l) continue;
  if (p.content) {
    checks.push({
      what: `${p.path} HTML with its inline CSS (gzip, first visit)`,
      figure: `${l.now.weight.htmlGzKb} KB (+ ${l.now.weight.linkedCssGzKb} KB of linked CSS, cached)`,
      budget: `≤ ${LEAN.htmlGzKb} KB`,
      pass: l.now.weight.htmlGzKb <= LEAN.htmlGzKb,
    });
    checks.push({
      what: `${p.path} TBT over its no-JS twin`,
      figure: `${p.tbtMs} ms vs ${p.noJs.tbtMs} ms`,
      budget: `≤ twin + ${LEAN.tbtOverTwinMs} ms`,
      pass: p.tbtMs <= p.noJs.tbtMs + LEAN.tbtOverTwinMs,
    });
  }
  checks.push({
    what: `${p.path} CSS of a later page (from ${l.now.laterFrom}, gzip)`,
    figure: `${l.now.weight.laterPageCssGzKb} KB`,
    budget: `≤ ${LEAN.laterPageCssGzKb} KB`,
    pass: l.now.weight.laterPageCssGzKb <= LEAN.laterPageCssGzKb,
  });
  if (l.base) {
    checks.push({
      what: `${p.path} first style+layout (CPU ms to first paint) vs base`,
      figure: `${l.now.firstVisit.totalMs} vs ${l.base.firstVisit.totalMs} ms`,
      budget: `≤ ${LEAN.styleLayoutShare} × base`,
      pass: l.now.firstVisit.totalMs <= LEAN.styleLayoutShare * l.base.firstVisit.totalMs,
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
  base: BASE ? { ref: BASE, pages: Object.fromEntries(basePages), navigation: baseNavigation } : null,
  lean: Object.fromEntries(lean),
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
  ...leanReport(pages),
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

/** The lean-pages table: this tree's figures, and with a base, the base's beside them ("base → now"). */
function leanReport(measured: { path: string; tbtMs: number; lcpRatio: number; noJs: { tbtMs: number } }[]): string[] {
  if (!lean.size) return [];
  const both = (now: number | string, base: number | string | undefined) =>
    base === undefined ? String(now) : `${base} → ${now}`;
  const rows = [...lean].map(([path, { now, base }]) => {
    const p = measured.find((x) => x.path === path);
    const b = basePages.get(path);
    return `| ${path} | ${both(now.weight.htmlGzKb, base?.weight.htmlGzKb)} | ${both(now.weight.inlineCssGzKb, base?.weight.inlineCssGzKb)} | ${both(now.weight.linkedCssGzKb, base?.weight.linkedCssGzKb)} | ${both(now.weight.firstVisitGzKb, base?.weight.firstVisitGzKb)} | ${both(now.weight.laterPageCssGzKb, base?.weight.laterPageCssGzKb)} | ${both(now.weight.customProperties, base?.weight.customProperties)} | ${both(now.weight.rules, base?.weight.rules)} | ${both(now.weight.elements, base?.weight.elements)} | ${both(now.firstVisit.totalMs, base?.firstVisit.totalMs)} (${now.firstVisit.styleMs} + ${now.firstVisit.layoutMs}) | ${both(now.laterPage.totalMs, base?.laterPage.totalMs)} | ${both(p?.tbtMs ?? '', b?.tbtMs)} / ${both(p?.noJs.tbtMs ?? '', b?.noJs.tbtMs)} | ${both(p?.lcpRatio ?? '', b?.lcpRatio)} |`;
  });
  return [
    `## Lean pages${BASE ? ` (base ${baseLabel} → this tree, same run, alternating)` : ''}`,
    '',
    'KB are gzip -9. "First visit" is the HTML and every stylesheet it links; "later page" is the CSS a page costs when the',
    'patient comes from another page of the site (linked sheets already cached). Style+layout is the main thread CPU time',
    `in style recalculation and layout up to the first contentful paint (Chromium trace, 390 px, median of ${RUNS}; style + layout in brackets).`,
    '',
    '| route | HTML | inline CSS | linked CSS | first visit | later page CSS | custom props | rules | elements | style+layout ms | later page style+layout ms | TBT / no-JS TBT ms | LCP ratio |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(baseNavigation && navigation
      ? [
          `Next page (/ → /services), base → now: ${baseNavigation.withRulesMs} → ${navigation.withRulesMs} ms with speculation rules, ${baseNavigation.withoutRulesMs} → ${navigation.withoutRulesMs} ms without.`,
          '',
        ]
      : []),
  ];
}
console.log(`\n${md}`);
rmSync(work, { recursive: true, force: true });
process.exit(0);
