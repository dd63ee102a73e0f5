import { expect, hydrated, recordRequests, test } from './fixtures';

/**
 * Lean pages (decision 026): the site's CSS is one cached stylesheet, with a page's own few rules inline; icons draw
 * their shapes from one cached sprite; classes outside the islands have short names; and an island that wakes inserts
 * no rule the page already has.
 */

/** The ids of the class rules in the site's stylesheet and in the style tags emotion filled in the browser. */
async function emotionRules(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const ids = (list: CSSRuleList, out: Set<string>) => {
      for (const rule of Array.from(list)) {
        if ('selectorText' in rule)
          for (const m of String(rule.selectorText).matchAll(/\.css-([\w-]+)/g)) out.add(m[1]);
        if ('cssRules' in rule && rule.cssRules) ids(rule.cssRules as CSSRuleList, out);
      }
      return out;
    };
    const sheetIds = new Set<string>();
    for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-site-css]'))) {
      if (link.sheet) ids(link.sheet.cssRules, sheetIds);
    }
    const sheet = [...sheetIds];
    const inserted = new Set<string>();
    let insertedRules = 0;
    for (const style of Array.from(document.querySelectorAll('style[data-emotion]'))) {
      const s = (style as HTMLStyleElement).sheet;
      if (!s) continue;
      insertedRules += s.cssRules.length;
      ids(s.cssRules, inserted);
    }
    return { sheet, inserted: [...inserted], insertedRules };
  });
}

test.describe('lean pages', () => {
  test("pages link one immutable stylesheet, which a later page takes from the cache, and carry only their kind's rules @desktop-only", async ({
    page,
  }) => {
    const stylesheets = recordRequests(page, 'stylesheet');
    const links = (html: string) =>
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" data-site-css>/g)].map((m) => m[1]);
    // A kind's own rules: in emotion's tag (with the ids of its islands' rules), or a plain one when all are renamed.
    const inlineCss = (html: string) =>
      [...html.matchAll(/<style(?: data-emotion="css [^"]+")?>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const first = await page.goto('/');
    const html = (await first?.text()) ?? '';
    const [shared, ...others] = links(html);
    expect(others).toEqual([]);
    expect(shared).toMatch(/^\/assets\/site-[0-9a-f]{12}\.css$/);
    // The home page's rules are all in the shared sheet.
    expect(inlineCss(html)).toBe('');
    const css = await page.request.get(shared);
    expect(css.status()).toBe(200);
    expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stylesheets).toEqual([shared]);

    // A service page: the same sheet, from the cache, and a few rules of its own inline.
    const next = await page.goto('/services/bronchoscopy');
    const serviceHtml = (await next?.text()) ?? '';
    expect(links(serviceHtml)).toEqual([shared]);
    expect(inlineCss(serviceHtml).length).toBeGreaterThan(0);
    expect(inlineCss(serviceHtml).length).toBeLessThan(8000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const transferred = await page.evaluate(
      (href) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.name.endsWith(href))
          .map((e) => e.transferSize),
      shared,
    );
    expect(transferred).toEqual([0]);
  });

  test('icons draw their shapes from the sprite and show', async ({ page }) => {
    await page.goto('/services/bronchoscopy');
    const icon = page.locator('svg:has(> use[href^="/assets/icons-"])').first();
    await expect(icon).toBeVisible();
    // The shapes were found: the <use> has the icon's size, not an empty box.
    const size = () =>
      icon.locator('use').evaluate((u) => {
        const b = (u as SVGGraphicsElement).getBBox();
        return Math.min(b.width, b.height);
      });
    await expect.poll(size).toBeGreaterThan(4);
  });

  test("outside its islands a page's classes have names of one to three letters, an island's keep emotion's, and each has its rules @desktop-only", async ({
    page,
  }) => {
    // The home page and /contact have islands (the booking wizard, the contact forms); a service page has none.
    for (const [path, islands] of [
      ['/', true],
      ['/contact', true],
      ['/hi/services/bronchoscopy', false],
    ] as const) {
      const res = await page.goto(path);
      const html = (await res?.text()) ?? '';
      const classes = await page.evaluate(() => {
        const selected = new Set<string>();
        const walk = (list: CSSRuleList) => {
          for (const rule of Array.from(list)) {
            if ('selectorText' in rule)
              for (const m of String(rule.selectorText).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) selected.add(m[1]);
            if ('cssRules' in rule && rule.cssRules) walk(rule.cssRules as CSSRuleList);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
        const outside: string[] = [];
        const inside: string[] = [];
        for (const el of Array.from(document.body.querySelectorAll('[class]'))) {
          const list = el.closest('[data-island]') ? inside : outside;
          list.push(...Array.from(el.classList));
        }
        const short = (c: string) => /^[a-z][a-z0-9]{0,2}$/.test(c);
        return {
          outside: outside.length,
          outsideShort: outside.filter(short).length,
          outsideEmotion: outside.filter((c) => c.startsWith('css-')),
          insideEmotion: inside.filter((c) => c.startsWith('css-')).length,
          insideShort: inside.filter(short),
          unstyled: [...new Set(outside.filter(short))].filter((c) => !selected.has(c)),
        };
      });
      expect(classes.outsideShort, path).toBeGreaterThan(100);
      expect(classes.outsideShort / classes.outside, path).toBeGreaterThan(0.9);
      if (islands) expect(classes.insideEmotion, path).toBeGreaterThan(10);
      else expect(classes.insideEmotion, path).toBe(0);
      expect(classes.insideShort, path).toEqual([]);
      expect(classes.unstyled, path).toEqual([]);
      // Emotion's names in the HTML are the islands' own, which their emotion adopts from the sheet.
      expect(html).not.toContain('\uE000');
    }
  });

  test('a waking island inserts no rule the stylesheet already has @desktop-only', async ({ page }) => {
    await page.goto('/book-appointment');
    await hydrated(page);
    const booking = await emotionRules(page);
    // The sheet holds the islands' rules under emotion's names (the others have short names, below).
    expect(booking.sheet.length).toBeGreaterThan(20);
    expect(booking.inserted.filter((id) => booking.sheet.includes(id))).toEqual([]);

    await page.goto('/');
    await hydrated(page, 'home-booking');
    await hydrated(page, 'home-contact');
    const home = await emotionRules(page);
    expect(home.inserted.filter((id) => home.sheet.includes(id))).toEqual([]);
  });
});
