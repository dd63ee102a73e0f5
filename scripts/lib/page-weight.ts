/**
 * What a page costs the browser before it can paint, apart from its script (issue 30, decision 026): its HTML and its
 * CSS (inline and linked, raw and gzip), the custom properties and rules that CSS declares, the elements, and, from a
 * Chromium trace, the first main-thread task that lays the page out (style recalculation + layout), in real
 * milliseconds of this machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface PageWeight {
  htmlKb: number;
  htmlGzKb: number;
  inlineCssKb: number;
  inlineCssGzKb: number;
  /** The stylesheets the page links (fetched once, then cached: a later page that links the same pays nothing). */
  linkedCss: string[];
  linkedCssKb: number;
  linkedCssGzKb: number;
  /** First visit: the HTML and every stylesheet it needs before its first paint, gzip. */
  firstVisitGzKb: number;
  /** A later page, coming from another page of the site: its inline CSS plus any linked sheet not already cached. */
  laterPageCssGzKb: number;
  customProperties: number;
  rules: number;
  elements: number;
}

/** Counts style rules (inside @media, @layer, @supports too) and the distinct custom properties declared. */
export function cssFigures(css: string): { customProperties: number; rules: number } {
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const customProperties = new Set([...noComments.matchAll(/(?<=[{;\s])(--[\w-]+)\s*:/g)].map((m) => m[1])).size;
  // Every block whose prelude is a selector (not an at-rule and not a keyframe step).
  let rules = 0;
  const re = /([^{};]*)\{/g;
  for (const m of noComments.matchAll(re)) {
    const prelude = m[1].trim();
    if (
      !prelude ||
      prelude.startsWith('@') ||
      /^(?:from|to|\d+(?:\.\d+)?%)(?:\s*,\s*(?:from|to|\d+(?:\.\d+)?%))*$/.test(prelude)
    )
      continue;
    rules++;
  }
  return { customProperties, rules };
}

/**
 * A built page's figures. `site` is the built site's directory; `previous` is the page a patient came from (its
 * linked sheets are in the cache), for the later-page figure.
 */
export function pageWeight(site: string, file: string, previousFile?: string): PageWeight {
  const html = readFileSync(join(site, file), 'utf8');
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const links = (h: string) =>
    [...h.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]).filter((p) => p.startsWith('/'));
  const linked = links(html);
  const linkedText = linked.map((p) => (existsSync(join(site, p)) ? readFileSync(join(site, p), 'utf8') : '')).join('');
  const cached = new Set(previousFile ? links(readFileSync(join(site, previousFile), 'utf8')) : []);
  const uncached = linked.filter((p) => !cached.has(p));
  const linkedGz = linked.reduce((n, p) => n + gz(readFileSync(join(site, p))), 0);
  const uncachedGz = uncached.reduce((n, p) => n + gz(readFileSync(join(site, p))), 0);
  const figures = cssFigures(inline + linkedText);
  return {
    htmlKb: kb(Buffer.byteLength(html)),
    htmlGzKb: kb(gz(html)),
    inlineCssKb: kb(Buffer.byteLength(inline)),
    inlineCssGzKb: kb(inline ? gz(inline) : 0),
    linkedCss: linked,
    linkedCssKb: kb(Buffer.byteLength(linkedText)),
    linkedCssGzKb: kb(linkedGz),
    firstVisitGzKb: kb(gz(html) + linkedGz),
    laterPageCssGzKb: kb((inline ? gz(inline) : 0) + uncachedGz),
    ...figures,
    elements: (html.replace(/<script[\s\S]*?<\/script>/g, '').match(/<[a-zA-Z][^\s/>]*/g) ?? []).length,
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time inside the event (what this machine's neighbours cannot stretch). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The page's first style and layout, from a trace of its load: every style recalculation (UpdateLayoutTree) and
 * layout on the page's main thread up to its first contentful paint, summed (Blink may split it: a layout forced when
 * the parser finishes, then the frame's own), and the longest main-thread task in that time.
 */
export function firstStyleLayout(
  events: TraceEvent[],
): { styleMs: number; layoutMs: number; totalMs: number; longestTaskMs: number } | null {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's first contentful paint: the latest one in the trace (a trace of a later page can hold another frame's).
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => b.ts - a.ts)[0];
  if (!fcp) return null;
  const thread = `${fcp.pid}:${fcp.tid}`;
  if (!mains.has(thread)) return null;
  const before = events.filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.ts <= fcp.ts);
  // Thread time where the trace has it: wall time on this shared machine stretches 2–3× with its neighbours' load.
  const sum = (name: string) => before.filter((e) => e.name === name).reduce((n, e) => n + (e.tdur ?? e.dur ?? 0), 0);
  // A main-thread task: 'RunTask' in older Chromium traces, 'ThreadControllerImpl::RunTask' in today's.
  const longest = Math.max(
    0,
    ...before
      .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
      .map((e) => e.tdur ?? e.dur ?? 0),
  );
  const ms = (us: number) => Math.round(us / 100) / 10;
  const style = sum('UpdateLayoutTree');
  const layout = sum('Layout');
  return { styleMs: ms(style), layoutMs: ms(layout), totalMs: ms(style + layout), longestTaskMs: ms(longest) };
}

/**
 * Loads `url` in a new browser context (cold cache: a first visit), or after `from` in the same context (a later page,
 * the site's assets cached), with a phone's viewport, and returns its first style+layout task.
 */
export async function traceFirstLayout(
  browser: Browser,
  url: string,
  { from, width = 390 }: { from?: string; width?: number } = {},
): Promise<NonNullable<ReturnType<typeof firstStyleLayout>>> {
  const ctx = await browser.newContext({ viewport: { width, height: 844 } });
  try {
    const page = await ctx.newPage();
    // No /api: the page's own cost, not its data's.
    await page.route('**/api/**', (r) => r.abort());
    if (from) await page.goto(from, { waitUntil: 'load' });
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'loading', '__metadata'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const first = firstStyleLayout(trace.traceEvents);
    if (!first) throw new Error(`page-weight: no first contentful paint in the trace of ${url}`);
    return first;
  } finally {
    await ctx.close();
  }
}
