import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath } from './chrome.ts';

const root = resolve(import.meta.dirname, '../..');

/** Content routes: every page but the booking pages, whose wizard is the page (their own TBT budget). */
export const BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpRatio: 1.1,
  tbtMs: 50,
  tbtMsBooking: 100,
  cls: 0.01,
  firstLoadJsKb: 60,
  deadTapMs: 300,
  apiRatio: 0.5,
};

/**
 * Copies dist/ (or `from`, another build) to `site` and adds a no-JS twin of each route's page under /__nojs/ (every script removed): the page's
 * LCP without script is the limit its LCP is measured against.
 */
export function copySiteWithNoJsTwins(
  site: string,
  routes: readonly { file: string }[],
  from = resolve(root, 'dist'),
): void {
  cpSync(from, site, { recursive: true });
  for (const r of routes) {
    const html = readFileSync(join(site, r.file), 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    const out = join(site, '__nojs', r.file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, html);
  }
}

/** The no-JS twin's path of a route. */
export const nojsPath = (p: string) => (p === '/' ? '/__nojs/index' : `/__nojs${p}`);

/** The middle of the figures (the mean of the two middle ones for an even count). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export interface LhRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  scripts: string[];
}
/** One Lighthouse run, mobile preset (the default config) with simulated throttling, in a fresh Chromium. */
export async function lighthouseRun(url: string): Promise<LhRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const items =
      (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items ?? [];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      // Lighthouse's measure of this host's speed (higher is faster); the figures above scale with it.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      scripts: items.filter((i) => i.resourceType === 'Script').map((i) => new URL(i.url).pathname),
    };
  } finally {
    await chrome.kill();
  }
}
