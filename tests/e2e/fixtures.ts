import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails the test on any console error, page error or hydration warning. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        const text = m.text();
        // The map frame cannot load on a machine without outside network; nothing else may fail.
        if (/google\.com\/maps|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR_/.test(text)) return;
        // A page served with HTTP 404 on purpose logs its own status; any other failed resource still counts.
        if (/status of 404/.test(text) && m.location().url === page.url()) return;
        if (m.type() === 'error' || /hydrat/i.test(text)) errors.push(`${m.type()}: ${text}`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Axe with WCAG 2.0–2.2 A and AA rules; the map iframe's content is third-party and excluded. */
export async function expectNoAxeViolations(page: Page, context = '') {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/** Waits until React has hydrated the page (the client marks <html> when it has). */
/**
 * Waits until the page is interactive. With `section`, also brings that deferred section (a form lower on the home
 * page, whose code loads when the patient gets near it) into view and waits until it is live.
 */
export async function hydrated(page: Page, section?: 'home-booking' | 'home-contact') {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  if (!section) return;
  const region = page.locator(`[data-deferred="${section}"]`);
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-ready', 'true');
}

/** Where a run keeps its screenshots of each route (test-results/screenshots/<project>/<route>.png, not committed). */
export function screenshotPath(project: string, route: string): string {
  const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '__');
  return `test-results/screenshots/${project}/${name}.png`;
}
