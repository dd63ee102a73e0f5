import { FONT_CACHED_KEY, FONT_FETCH_DELAY_MS } from '../../scripts/lib/fonts';
import { expect, hydrated, recordRequests, test } from './fixtures';

/**
 * The Devanagari web font on the Hindi pages: what only a browser shows (which font a page is set in, what it fetches
 * and when). Issue 14's walk over every English page and its Hindi twin reads HTML and runs in vitest
 * (tests/html/hindi-twins.test.ts); axe and the screenshots of the Hindi pages are in pages-hi.spec.ts, chrome-hi.spec.ts
 * and privacy-hi.spec.ts (docs/decisions/027-test-budget.md).
 */

test.describe('Hindi pages for a patient', () => {
  test('English pages never download the Devanagari web font, which only Hindi text names; its faces are in the shared stylesheet @desktop-only', async ({
    page,
  }) => {
    const fonts = recordRequests(page, 'font');
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
