/**
 * `node scripts/bench-edge.ts`: what the edge's fill-in of the clinic's facts (functions/_middleware.ts, decision 023)
 * costs the public pages. The same built site is served twice by `wrangler pages dev` on this machine: as deployed
 * (with the middleware) and from a copy of functions/ without _middleware.ts; the two are measured in alternation in one
 * run, like with like: first byte and whole page (sequential requests), a page's throughput under load, and
 * Lighthouse's budgets (docs/performance.md) on /, /contact and /hi. Writes bench/edge-report.md and .json.
 *
 * BENCH_EDGE_BUILD=0 uses dist/ as it is; BENCH_RUNS sets the Lighthouse runs per page and variant (default 3);
 * BENCH_EDGE_REQUESTS the sequential requests per page and variant (default 60).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { BUDGET, copySiteWithNoJsTwins, type LhRun, lighthouseRun, median, nojsPath } from './lib/lighthouse.ts';
import { applyLocalMigrations, pagesDev } from './lib/wrangler.ts';
import { prerenderRoutes } from './routes.ts';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS || 3);
const REQUESTS = Number(process.env.BENCH_EDGE_REQUESTS || 60);
const BASE_PORT = Number(process.env.BENCH_PORT || 8960);
const PATHS = ['/', '/contact', '/hi'];
const ROUTES = PATHS.map((path) => {
  const built = prerenderRoutes().find((r) => r.url === path);
  if (!built) throw new Error(`bench-edge: the build writes no page for ${path}`);
  return { path, file: built.file };
});

const log = (msg: string) => console.log(`bench-edge: ${msg}`);
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

if (process.env.BENCH_EDGE_BUILD !== '0') {
  log('building');
  if (spawnSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    throw new Error('build failed');
  }
}
const work = mkdtempSync(join(tmpdir(), 'clinic-bench-edge-'));
const site = join(work, 'site');
copySiteWithNoJsTwins(site, ROUTES);

// The project without the middleware: functions/ copied without it, everything it imports linked.
const bare = join(work, 'without-middleware');
mkdirSync(bare);
cpSync(resolve(root, 'functions'), join(bare, 'functions'), {
  recursive: true,
  filter: (src) => !src.endsWith('_middleware.ts'),
});
for (const entry of readdirSync(root)) {
  if (!['functions', 'dist', '.wrangler', '.git', 'bench', 'test-results'].includes(entry)) {
    symlinkSync(resolve(root, entry), join(bare, entry));
  }
}

const variants = [
  { name: 'with middleware', cwd: root, port: BASE_PORT },
  { name: 'without middleware', cwd: bare, port: BASE_PORT + 1 },
].map((v) => ({ ...v, origin: `http://127.0.0.1:${v.port}`, persistTo: join(work, `state-${v.port}`) }));

const servers: ReturnType<typeof pagesDev>[] = [];
for (const v of variants) {
  await applyLocalMigrations(v.persistTo);
  servers.push(
    pagesDev({ host: '127.0.0.1', port: v.port, dir: site, persistTo: v.persistTo, cwd: v.cwd, stdio: 'ignore' }),
  );
}
const stop = () => {
  for (const s of servers) s.kill('SIGTERM');
};
process.on('exit', stop);
for (const v of variants) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${v.origin}/api/health`)).ok) break;
    } catch {}
    if (i > 120) throw new Error(`${v.name}: the server did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
log(`serving ${variants.map((v) => `${v.name} on ${v.origin}`).join(', ')}`);

// Which answers were rewritten: the middleware drops the built file's ETag.
const rewritten: Record<string, boolean> = {};
for (const v of variants) {
  const res = await fetch(`${v.origin}/`);
  await res.text();
  rewritten[v.name] = !res.headers.get('ETag');
}

// 1. First byte and whole page, one request at a time, the two variants in alternation.
interface Timing {
  ttfb: number;
  total: number;
}
async function timed(url: string): Promise<Timing> {
  const t0 = performance.now();
  const res = await fetch(url);
  const ttfb = performance.now() - t0;
  await res.arrayBuffer();
  return { ttfb, total: performance.now() - t0 };
}
const firstByte: Record<string, Record<string, { ttfbMs: number; ttfbP90Ms: number; totalMs: number }>> = {};
for (const r of ROUTES) {
  const runs: Record<string, Timing[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
  for (const v of variants) for (let i = 0; i < 5; i++) await timed(`${v.origin}${r.path}`);
  for (let i = 0; i < REQUESTS; i++) {
    for (const v of i % 2 ? [...variants].reverse() : variants) runs[v.name].push(await timed(`${v.origin}${r.path}`));
  }
  firstByte[r.path] = Object.fromEntries(
    variants.map((v) => {
      const t = runs[v.name];
      return [
        v.name,
        {
          ttfbMs: round(median(t.map((x) => x.ttfb))),
          ttfbP90Ms: round(p90(t.map((x) => x.ttfb))),
          totalMs: round(median(t.map((x) => x.total))),
        },
      ];
    }),
  );
  log(`${r.path} first byte: ${JSON.stringify(firstByte[r.path])}`);
}

// 2. A page under load: 10 s at 20 connections, twice per variant in alternation.
const throughput: Record<string, { rps: number; p50Ms: number; p99Ms: number; rounds: number[] }> = {};
const loads: Record<string, autocannon.Result[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
for (let i = 0; i < 2; i++) {
  for (const v of i % 2 ? [...variants].reverse() : variants) {
    log(`load: ${v.name}, GET / (round ${i + 1})`);
    loads[v.name].push(await autocannon({ url: `${v.origin}/`, connections: 20, duration: 10 }));
  }
}
for (const v of variants) {
  const rs = loads[v.name];
  const mean = (f: (r: autocannon.Result) => number) => Math.round(rs.reduce((n, r) => n + f(r), 0) / rs.length);
  throughput[v.name] = {
    rps: mean((r) => r.requests.average),
    p50Ms: mean((r) => r.latency.p50),
    p99Ms: mean((r) => r.latency.p99),
    rounds: rs.map((r) => Math.round(r.requests.average)),
  };
}
log(`load: ${JSON.stringify(throughput)}`);

// 3. Lighthouse: each page and its no-JS twin, served by the same variant, the variants in alternation.
const chromeTmp = join(work, 'chrome-tmp');
mkdirSync(chromeTmp, { recursive: true });
process.env.TMPDIR = chromeTmp;
const pages: Record<string, Record<string, Record<string, number>>> = {};
for (const r of ROUTES) {
  const js: Record<string, LhRun[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
  const nojs: Record<string, LhRun[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const v of i % 2 ? [...variants].reverse() : variants) {
      js[v.name].push(await lighthouseRun(`${v.origin}${r.path}`));
      nojs[v.name].push(await lighthouseRun(`${v.origin}${nojsPath(r.path)}`));
    }
  }
  pages[r.path] = Object.fromEntries(
    variants.map((v) => {
      const m = (runs: LhRun[], k: keyof Omit<LhRun, 'scripts'>) => median(runs.map((x) => x[k]));
      return [
        v.name,
        {
          performance: m(js[v.name], 'performance'),
          accessibility: m(js[v.name], 'accessibility'),
          bestPractices: m(js[v.name], 'bestPractices'),
          seo: m(js[v.name], 'seo'),
          lcpMs: Math.round(m(js[v.name], 'lcp')),
          noJsLcpMs: Math.round(m(nojs[v.name], 'lcp')),
          lcpRatio: round(m(js[v.name], 'lcp') / m(nojs[v.name], 'lcp'), 2),
          tbtMs: Math.round(m(js[v.name], 'tbt')),
          cls: round(m(js[v.name], 'cls'), 3),
          benchmarkIndex: Math.round(m(js[v.name], 'benchmarkIndex')),
        },
      ];
    }),
  );
  log(`${r.path} Lighthouse: ${JSON.stringify(pages[r.path])}`);
}
stop();

// 4. The report.
const budgetsMet = (p: Record<string, number>) =>
  [
    p.performance >= BUDGET.performance,
    p.accessibility >= BUDGET.accessibility,
    p.bestPractices >= BUDGET.bestPractices,
    p.seo >= BUDGET.seo,
    p.lcpRatio <= BUDGET.lcpRatio,
    p.tbtMs <= BUDGET.tbtMs,
    p.cls <= BUDGET.cls,
  ].filter(Boolean).length;
const report = {
  date: new Date().toISOString(),
  runs: RUNS,
  requests: REQUESTS,
  rewritten,
  firstByte,
  throughput,
  pages,
};
const lines = [
  '# The edge fill-in: with and without functions/_middleware.ts',
  '',
  `${report.date} · Node ${process.version} · ${REQUESTS} sequential requests per page and variant, Lighthouse medians of ${RUNS} · reproduce: \`npx node scripts/bench-edge.ts\``,
  '',
  `Rewritten answers (no ETag): ${Object.entries(rewritten)
    .map(([k, v]) => `${k} ${v ? 'yes' : 'no'}`)
    .join(', ')}.`,
  '',
  '| page | variant | first byte median (p90) | whole page | perf | LCP (no-JS) | ratio | TBT | CLS | budgets met | index |',
  '| ---- | ------- | ----------------------- | ---------- | ---- | ----------- | ----- | --- | --- | ----------- | ----- |',
  ...ROUTES.flatMap((r) =>
    variants.map((v) => {
      const f = firstByte[r.path][v.name];
      const p = pages[r.path][v.name];
      return `| ${r.path} | ${v.name} | ${f.ttfbMs} ms (${f.ttfbP90Ms} ms) | ${f.totalMs} ms | ${p.performance} | ${p.lcpMs} ms (${p.noJsLcpMs} ms) | ${p.lcpRatio} | ${p.tbtMs} ms | ${p.cls} | ${budgetsMet(p)} of 7 | ${p.benchmarkIndex} |`;
    }),
  ),
  '',
  `GET / under load (20 connections, 2 × 10 s each, alternating): ${variants
    .map(
      (v) =>
        `${v.name} ${throughput[v.name].rps} req/s (p50 ${throughput[v.name].p50Ms} ms, p99 ${throughput[v.name].p99Ms} ms)`,
    )
    .join('; ')}.`,
  '',
];
mkdirSync(resolve(root, 'bench'), { recursive: true });
writeFileSync(resolve(root, 'bench/edge-report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(resolve(root, 'bench/edge-report.md'), lines.join('\n'));
console.log(lines.join('\n'));
rmSync(work, { recursive: true, force: true });
process.exit(0);
