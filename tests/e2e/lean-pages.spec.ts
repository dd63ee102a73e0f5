import { expect, hydrated, test } from './fixtures';

/**
 * Lean pages (decision 026): the site's CSS is one cached stylesheet, not CSS inline in every page; icons draw their
 * shapes from one cached sprite; and an island that wakes inserts no rule the stylesheet already has.
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
    const link = document.querySelector<HTMLLinkElement>('link[data-site-css]');
    const sheet = link?.sheet ? [...ids(link.sheet.cssRules, new Set())] : [];
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
  test('pages carry no CSS of their own: they link one immutable stylesheet, which a later page does not fetch again', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
    });
    const first = await page.goto('/');
    const html = (await first?.text()) ?? '';
    expect(html).not.toMatch(/<style data-emotion="css [^"]/);
    const href = /<link rel="stylesheet" href="(\/assets\/site-[0-9a-f]{12}\.css)" data-site-css>/.exec(html)?.[1];
    expect(href, 'the site stylesheet link').toBeTruthy();
    const css = await page.request.get(href as string);
    expect(css.status()).toBe(200);
    expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stylesheets).toEqual([href]);

    // The next page links the same file, from the cache.
    const next = await page.goto('/services/bronchoscopy');
    expect(await next?.text()).toContain(`href="${href}" data-site-css`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const fetched = await page.evaluate(
      (h) => performance.getEntriesByType('resource').filter((e) => e.name.endsWith(h)) as PerformanceResourceTiming[],
      href as string,
    );
    expect(fetched.map((e) => e.transferSize)).toEqual([0]);
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

  test('a waking island inserts no rule the stylesheet already has', async ({ page }) => {
    await page.goto('/book-appointment');
    await hydrated(page);
    const booking = await emotionRules(page);
    expect(booking.sheet.length).toBeGreaterThan(200);
    expect(booking.inserted.filter((id) => booking.sheet.includes(id))).toEqual([]);

    await page.goto('/');
    await hydrated(page, 'home-booking');
    await hydrated(page, 'home-contact');
    const home = await emotionRules(page);
    expect(home.inserted.filter((id) => home.sheet.includes(id))).toEqual([]);
  });
});
