/**
 * `node scripts/compare-screens.ts <before-dist> <after-dist> [out-dir]`: photographs every prerendered page of two
 * builds in Chromium, at 390 and 1280 px (both languages: the Hindi pages are routes of their own), a screen at a time
 * from the top to the bottom, and compares them pixel by pixel. It prints each page that differs and writes both
 * pictures of the first screen that differs, and a diff marked in red, to out-dir (default bench/screens/). Exit 1 if
 * any page differs. It also compares where every element is: a page whose pixels differ only at the edges of glyphs
 * (text drawn at another sub-pixel offset) has every element where it was; one that moved is reported as moved.
 *
 * Each build is served as Pages serves it (/x from x.html, a missing page from the nearest 404.html), without the
 * Functions: both builds get the same facts, and a request to /api is refused, so a form's island settles the same
 * way on both. JavaScript runs (islands hydrate and emotion may insert styles); the picture is taken once the runtime
 * says it is ready and the fonts are in.
 *
 * A picture that differs is taken again, both builds, and counted only if it differs again.
 *
 * BENCH-style use: compare an older commit's build with this one (`git worktree add` the commit, build it there).
 */
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROME_ARGS, chromePath } from './lib/chrome.ts';
import { prerenderRoutes } from './routes.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** The file Pages would answer a path with, and its status. */
export function pagesFile(dir: string, path: string): { file: string; status: number } | null {
  const clean = decodeURIComponent(path.split('?')[0]).replace(/\/+$/, '') || '/';
  if (clean.includes('..')) return null;
  const candidates =
    clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const c of candidates) {
    const f = join(dir, c);
    if (existsSync(f) && statSync(f).isFile()) return { file: f, status: 200 };
  }
  // The nearest 404.html up the path, as Pages does.
  const parts = clean.split('/').filter(Boolean);
  for (let i = parts.length; i >= 0; i--) {
    const f = join(dir, ...parts.slice(0, i), '404.html');
    if (existsSync(f)) return { file: f, status: 404 };
  }
  return null;
}

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/api/')) {
      res.writeHead(503).end();
      return;
    }
    const found = pagesFile(dir, req.url ?? '/');
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(found.status, { 'content-type': TYPES[extname(found.file)] ?? 'application/octet-stream' });
    createReadStream(found.file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/**
 * The page as a patient sees it, a screen at a time: scrolled from the top down, one picture of the viewport at each
 * step (a section off screen is drawn only when it comes near the screen, decision 026, so a full-page capture, which
 * does not scroll, would show it blank). Also returns the page's height.
 */
async function shoot(
  page: Page,
  url: string,
  width: number,
): Promise<{ height: number; screens: Buffer[]; boxes: Box[] }> {
  const height = 844;
  await page.setViewportSize({ width, height });
  await page.goto(url, { waitUntil: 'load' });
  await page
    .waitForFunction(() => document.documentElement.dataset.runtime === 'ready', null, { timeout: 10_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  const screens: Buffer[] = [];
  for (let y = 0; ; y += height) {
    const at = await page.evaluate(async (top) => {
      window.scrollTo(0, top);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return { y: window.scrollY, full: document.documentElement.scrollHeight };
    }, y);
    screens.push(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
    if (at.y + height >= at.full || at.y < y) break;
  }
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  // Where every element of the page is, in the page's coordinates (every section drawn by now); an icon's shapes are
  // not counted, which one build draws inline and the other from the sprite.
  const boxes = await page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*:not(svg *)')).map((el) => {
      const r = el.getBoundingClientRect();
      const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      return [r.x + window.scrollX, r.y + window.scrollY, r.width, r.height, label] as [
        number,
        number,
        number,
        number,
        string,
      ];
    }),
  );
  return { height: full, screens, boxes };
}

type Box = [number, number, number, number, string];

/**
 * The largest distance, in CSS pixels, by which any element of one build lies from the same element of the other,
 * and which element.
 */
export function largestShift(a: Box[], b: Box[]): { px: number; what: string } {
  if (a.length !== b.length) return { px: Number.POSITIVE_INFINITY, what: `${a.length} elements against ${b.length}` };
  let most = { px: 0, what: '' };
  for (let i = 0; i < a.length; i++) {
    // Off the page to the left in both (the forms' honeypot field, 10,000 px out): never seen, wherever it lies.
    if ((a[i][0] as number) + (a[i][2] as number) <= 0 && (b[i][0] as number) + (b[i][2] as number) <= 0) continue;
    for (let k = 0; k < 4; k++) {
      const d = Math.abs((a[i][k] as number) - (b[i][k] as number));
      if (d > most.px) most = { px: d, what: a[i][4] };
    }
  }
  return most;
}

/** Compares two PNGs in the browser's canvas: the count of differing pixels (-1 if the sizes differ) and a diff. */
async function diff(page: Page, a: Buffer, b: Buffer): Promise<{ pixels: number; marked: Buffer | null }> {
  const out = await page.evaluate(
    async ([a64, b64]) => {
      const load = async (src: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${src}`;
        await img.decode();
        return img;
      };
      const [ia, ib] = await Promise.all([load(a64), load(b64)]);
      if (ia.width !== ib.width || ia.height !== ib.height) return { pixels: -1, marked: null };
      const canvas = (w: number, h: number) => {
        const c = document.createElement('canvas');
        c.width = w;
        c.height = h;
        return c;
      };
      const ca = canvas(ia.width, ia.height);
      const cb = canvas(ib.width, ib.height);
      const xa = ca.getContext('2d') as CanvasRenderingContext2D;
      const xb = cb.getContext('2d') as CanvasRenderingContext2D;
      xa.drawImage(ia, 0, 0);
      xb.drawImage(ib, 0, 0);
      const da = xa.getImageData(0, 0, ia.width, ia.height);
      const db = xb.getImageData(0, 0, ib.width, ib.height);
      let pixels = 0;
      for (let i = 0; i < da.data.length; i += 4) {
        if (
          da.data[i] !== db.data[i] ||
          da.data[i + 1] !== db.data[i + 1] ||
          da.data[i + 2] !== db.data[i + 2] ||
          da.data[i + 3] !== db.data[i + 3]
        ) {
          pixels++;
          db.data[i] = 255;
          db.data[i + 1] = 0;
          db.data[i + 2] = 0;
          db.data[i + 3] = 255;
        }
      }
      if (!pixels) return { pixels, marked: null };
      xb.putImageData(db, 0, 0);
      return { pixels, marked: cb.toDataURL('image/png').split(',')[1] };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
  return { pixels: out.pixels, marked: out.marked ? Buffer.from(out.marked, 'base64') : null };
}

if (import.meta.main) {
  const [before, after, outArg] = process.argv.slice(2);
  if (!before || !after) {
    console.error('usage: node scripts/compare-screens.ts <before-dist> <after-dist> [out-dir]');
    process.exit(2);
  }
  const outDir = resolve(outArg || 'bench/screens');
  mkdirSync(outDir, { recursive: true });
  const [sa, sb] = await Promise.all([serve(resolve(before)), serve(resolve(after))]);
  const origin = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS });
  const differing: string[] = [];
  const moved: string[] = [];
  let compared = 0;
  let mostShift = 0;
  try {
    // Each picture in a new context: a first visit, with nothing in the cache or in localStorage (the Hindi pages use
    // their web font from the second Hindi page on, after a timer: a page seen later in the same context would
    // depend on how long the pages before it stayed open).
    const fresh = async () => {
      const ctx = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await ctx.newPage();
      // The map's frame is Google's, not the build's (and unreachable here): no request leaves the machine, and
      // frames are left out of the pictures, where their error page would appear at whatever moment it loads.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (r) => r.abort());
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = 'iframe { visibility: hidden !important; }';
          document.head.append(style);
        });
      });
      return { ctx, page };
    };
    const shootFresh = async (url: string, width: number) => {
      const { ctx, page } = await fresh();
      try {
        return await shoot(page, url, width);
      } finally {
        await ctx.close();
      }
    };
    const page = await (await browser.newContext()).newPage();
    const only = process.env.SCREENS_ROUTES?.split(',');
    const routes = prerenderRoutes().filter((r) => !only || only.includes(r.url));
    for (const route of routes) {
      for (const width of [390, 1280]) {
        const compare = async () => {
          const a = await shootFresh(origin(sa) + route.url, width);
          const b = await shootFresh(origin(sb) + route.url, width);
          const s2 = largestShift(a.boxes, b.boxes);
          if (s2.px > shift.px) shift = s2;
          if (a.height !== b.height || a.screens.length !== b.screens.length)
            return { pixels: -1, marked: null, a: a.screens[0], b: b.screens[0] };
          for (let i = 0; i < a.screens.length; i++) {
            const d = await diff(page, a.screens[i], b.screens[i]);
            if (d.pixels !== 0) return { ...d, a: a.screens[i], b: b.screens[i] };
          }
          return { pixels: 0, marked: null, a: a.screens[0], b: b.screens[0] };
        };
        let shift = { px: 0, what: '' };
        let result = await compare();
        // Once more, both: a difference that does not repeat is the machine's timing (a font not yet drawn), not the
        // build's.
        if (result.pixels !== 0) result = await compare();
        const { pixels, marked, a, b } = result;
        compared++;
        mostShift = Math.max(mostShift, shift.px);
        if (shift.px > 0.5) moved.push(`${route.url} at ${width} px: ${shift.what} moved by ${shift.px.toFixed(2)} px`);
        if (pixels === 0) continue;
        const name = `${route.url.replace(/\//g, '_') || '_'}-${width}`;
        writeFileSync(join(outDir, `${name}-before.png`), a);
        writeFileSync(join(outDir, `${name}-after.png`), b);
        if (marked) writeFileSync(join(outDir, `${name}-diff.png`), marked);
        differing.push(
          `${route.url} at ${width} px: ${pixels < 0 ? 'page height differs' : `${pixels} pixels on a screen`}`,
        );
        console.log(`differs: ${differing.at(-1)}`);
      }
    }
  } finally {
    await browser.close();
    sa.close();
    sb.close();
  }
  for (const m of moved) console.log(`moved: ${m}`);
  console.log(`compare-screens: ${compared - differing.length} of ${compared} pages identical to the pixel`);
  console.log(
    `compare-screens: every element of every page within ${mostShift.toFixed(2)} px of its place (${moved.length} pages with one moved more than 0.5 px)`,
  );
  process.exit(differing.length || moved.length ? 1 : 0);
}
