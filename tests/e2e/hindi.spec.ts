import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { HREFLANG } from '../../common/i18n/locale';
import { FONT_CACHED_KEY, FONT_FETCH_DELAY_MS } from '../../scripts/lib/fonts';
import { prerenderRoutes } from '../../scripts/routes';
import { expect, expectNoAxeViolations, hydrated, screenshotPath, test } from './fixtures';

/**
 * Issue 14's walk: every English page has a Hindi twin with the same structure, and no English UI string is left on
 * it. The pages are read as a search engine reads them (their HTML, no script), then axe runs on each Hindi page.
 */

const routes = prerenderRoutes();
const pairs = routes
  .filter((r) => r.locale === 'en' && r.twin)
  .map((r) => ({ en: r.url, hi: r.twin as string, notFound: r.url.includes('__not-found__'), indexable: r.indexable }));

/** The English catalogue: every UI message whose Hindi differs, split at its {variables} into literal pieces. */
function englishCatalogue(): string[] {
  const dir = resolve(import.meta.dirname, '../../web/messages');
  const pieces = new Set<string>();
  // The desk's words are staff-only English (its Hindi entries only keep the catalogue whole): never on a patient's page.
  for (const area of readdirSync(dir).filter((a) => a !== 'desk')) {
    const en = JSON.parse(readFileSync(resolve(dir, area, 'en.json'), 'utf8')) as Record<string, string>;
    const hi = JSON.parse(readFileSync(resolve(dir, area, 'hi.json'), 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(en)) {
      if (key.startsWith('$') || typeof value !== 'string' || value === hi[key]) continue;
      for (const piece of value.split(/\{[^}]*\}/)) {
        const p = piece.trim();
        // A piece with an English word of four letters or more (not punctuation, digits, "Dr." or a lone "and").
        if (/[A-Za-z]{4,}/.test(p)) pieces.add(p);
      }
    }
  }
  return [...pieces];
}

/** What a reader gets from a page: its text and the texts of its accessible names, minus parts marked English. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const skip = (el: Element | null) =>
      !!el?.closest('script, style, noscript, template, [lang^="en"]:not(html)') || false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.replace(/\s+/g, ' ').trim();
      if (text && !skip(n.parentElement)) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (skip(el)) continue;
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = el.getAttribute(attr)?.trim();
        if (v) out.push(v);
      }
    }
    out.push(document.title);
    out.push(document.querySelector('meta[name=description]')?.getAttribute('content') ?? '');
    return out;
  });
}

/** The page's skeleton: landmarks, headings by level, sections and test ids, in document order. */
async function structure(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('header, nav, main, footer, section, h1, h2, h3, form, dialog, [data-testid]')]
      .filter((el) => !el.closest('[data-island]') || el.matches('form'))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`,
      ),
  );
}

/** Whether text[at, at + length) lies within one pair of brackets: the English term a patient knows, given after the Hindi. */
function inBrackets(text: string, at: number, length: number): boolean {
  const open = text.lastIndexOf('(', at);
  const closeBefore = text.lastIndexOf(')', at);
  const close = text.indexOf(')', at + length);
  const openAfter = text.indexOf('(', at + length);
  return open > closeBefore && close >= 0 && (openAfter < 0 || close < openAfter);
}

/** An English catalogue string found as words in a text (not the English term given in brackets after the Hindi). */
function leftovers(texts: string[], catalogue: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const s of catalogue) {
      const at = text.indexOf(s);
      if (at < 0) continue;
      const before = text[at - 1] ?? ' ';
      const after = text[at + s.length] ?? ' ';
      if (/[A-Za-z]/.test(before) || /[A-Za-z]/.test(after)) continue; // part of a longer word
      if (inBrackets(text, at, s.length)) continue; // ब्रोंकोस्कोपी (Bronchoscopy), … (Data Protection Contact …)
      found.add(`${s}  ←  ${text.slice(0, 80)}`);
    }
  }
  return [...found];
}

test.describe('every English page has a Hindi twin', () => {
  const catalogue = englishCatalogue();

  test('the English catalogue is not empty (the walk below would prove nothing) @desktop-only', () => {
    expect(catalogue.length).toBeGreaterThan(100);
  });

  for (const pair of pairs) {
    test(`${pair.en} ↔ ${pair.hi} @desktop-only`, async ({ browser, baseURL }) => {
      // The raw HTML, as a search engine fetches it: no script runs.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      const visit = async (path: string) => {
        // The 404 pages are served for any unknown path; read them at an address that does not exist.
        const url = pair.notFound ? path.replace('__not-found__', 'no-such-page') : path;
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(pair.notFound ? 404 : 200);
        return { structure: await structure(page), texts: await pageTexts(page), html: await page.content() };
      };
      const en = await visit(pair.en);
      const hi = await visit(pair.hi);

      expect(hi.html).toMatch(/<html lang="hi"/);
      expect(en.html).toMatch(/<html lang="en-IN"/);
      expect(hi.structure, 'the same sections, headings and controls in the same order').toEqual(en.structure);

      const english = leftovers(hi.texts, catalogue);
      expect(english, 'English UI strings on the Hindi page').toEqual([]);

      // The switch goes to the twin, both ways.
      expect(en.html).toContain(`href="${pair.notFound ? '/hi' : pair.hi}"`);
      expect(hi.html).toContain(`href="${pair.notFound ? '/' : pair.en}"`);

      if (pair.indexable) {
        for (const html of [en.html, hi.html]) {
          expect(html).toContain(`<link rel="alternate" hreflang="${HREFLANG.en}" href="${origin(html)}${pair.en}">`);
          expect(html).toContain(`<link rel="alternate" hreflang="${HREFLANG.hi}" href="${origin(html)}${pair.hi}">`);
          expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin(html)}${pair.en}">`);
        }
        expect(en.html).toContain(`<link rel="canonical" href="${origin(en.html)}${pair.en}">`);
        expect(hi.html).toContain(`<link rel="canonical" href="${origin(hi.html)}${pair.hi}">`);
        const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(hi.html)?.[1];
        if (ld) expect(JSON.parse(ld).inLanguage).toBe(HREFLANG.hi);
      }
      await context.close();
    });
  }
});

/** The site origin the prerender wrote into a page's canonical and alternate links. */
function origin(html: string): string {
  return /<link rel="(?:canonical|alternate)"[^>]* href="(https?:\/\/[^/"]+)/.exec(html)?.[1] ?? '';
}

test.describe('Hindi pages for a patient', () => {
  const HINDI_PAGES = [
    '/hi',
    '/hi/services',
    '/hi/services/bronchoscopy',
    '/hi/conditions/asthma-treatment',
    '/hi/contact',
    '/hi/book-appointment',
    '/hi/qualifications',
    '/hi/privacy',
  ];
  for (const path of HINDI_PAGES) {
    test(`${path} passes axe and is screenshotted`, async ({ page }, info) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expectNoAxeViolations(page, path);
      await page.screenshot({ path: screenshotPath(info.project.name, path), fullPage: true });
    });
  }

  test('English pages never download the Devanagari web font, which only Hindi text names; its faces are in the shared stylesheet @desktop-only', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    const faces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.family.replace(/"/g, '') === 'Clinic Devanagari')
          .map((f) => ({ weight: f.weight, range: f.unicodeRange, status: f.status })),
      );
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByTestId('language-switch').first()).toHaveText('हिन्दी');
    // Declared (the cached sheet is one for the whole site) but never used: no English text is set in it.
    expect((await faces()).map((f) => f.status)).toEqual(['unloaded', 'unloaded']);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Clinic Devanagari');
    expect(await page.content()).not.toContain('@font-face');
    expect(fonts).toEqual([]);

    await page.goto('/hi');
    const hindi = await faces();
    expect(hindi.map((f) => f.weight).sort()).toEqual(['400', '600']);
    for (const f of hindi) expect(f.range).toMatch(/^U\+900-97F,/i);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Noto Sans Devanagari",/);
  });

  test("a first Hindi page is set in the phone's own font and fetches the web font only after it has loaded and painted; the next Hindi page uses it from the cache @desktop-only", async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/fonts/')) events.push(`${r.resourceType()} ${new URL(r.url()).pathname}`);
    });
    page.on('load', () => events.push('load'));
    await page.goto('/hi');
    // Not marked, so the text is in the system's Devanagari font and the layout never asks for the web font.
    await expect(page.locator('html')).not.toHaveAttribute('data-font');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), FONT_CACHED_KEY), { timeout: 20_000 })
      .toMatch(/^\w+\.\w+$/);
    // Both weights fetched by the head script after the load event, none by the page's layout…
    expect(events[0]).toBe('load');
    expect(events.slice(1).sort()).toEqual([
      expect.stringMatching(/^fetch \/assets\/fonts\/noto-sans-devanagari-400-\w+\.woff2$/),
      expect.stringMatching(/^fetch \/assets\/fonts\/noto-sans-devanagari-600-\w+\.woff2$/),
    ]);
    // …and not before the page had painted its content and FONT_FETCH_DELAY_MS had passed.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      fetches: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/assets/fonts/'))
        .map((e) => e.startTime),
    }));
    expect(timing.fetches).toHaveLength(2);
    for (const start of timing.fetches) {
      expect(start).toBeGreaterThanOrEqual(timing.paint + FONT_FETCH_DELAY_MS);
      expect(start).toBeGreaterThanOrEqual(timing.load);
    }
    // The system's Devanagari face is named first, so Devanagari text resolves at the first family (no fallback walk).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Noto Sans Devanagari", system-ui,/,
    );

    await page.goto('/hi/services/bronchoscopy');
    // Marked before the first paint (by the head script), so the face is used from the start, from the HTTP cache.
    await expect(page.locator('html')).toHaveAttribute('data-font', 'hi');
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Clinic Devanagari');
      const network = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/assets/fonts/'))
        .map((e) => (e as PerformanceResourceTiming).transferSize);
      return {
        body: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
        loaded: faces.filter((f) => f.status === 'loaded').length,
        network,
      };
    });
    expect(used.body.startsWith('"Clinic Devanagari"')).toBe(true);
    expect(used.heading.startsWith('"Clinic Devanagari"')).toBe(true);
    expect(used.loaded).toBeGreaterThan(0);
    // Whatever the page fetched for its faces came from the cache (a system copy, via local(), needs no fetch).
    expect(used.network.every((bytes) => bytes === 0)).toBe(true);
  });

  test('a browser that asks to save data never fetches the web font @desktop-only', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/fonts/')) fonts.push(r.url());
    });
    await page.goto('/hi');
    await hydrated(page);
    // Without save-data the head script fetches FONT_FETCH_DELAY_MS after the first paint, at idle: wait past that.
    await page.evaluate(
      (delay) =>
        new Promise((done) =>
          setTimeout(() => requestIdleCallback(() => setTimeout(done, 500), { timeout: 6000 }), delay + 500),
        ),
      FONT_FETCH_DELAY_MS,
    );
    expect(fonts).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), FONT_CACHED_KEY)).toBeNull();
  });
});
