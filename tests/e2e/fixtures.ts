import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DOCTOR } from '../../common/clinic/facts';
import { e2eSitePort } from '../../scripts/lib/e2e-ports';

/**
 * Every test's baseURL is its worker's own server (scripts/e2e-server.ts), so workers never share a D1 or a mailbox;
 * a spec may still point elsewhere with test.use({ baseURL }). Fails the test on any console error, page error or
 * hydration warning.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none).
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${e2eSitePort(testInfo.parallelIndex)}`);
  },
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

/** Collects the path of every request of a resource `type` ('font', 'stylesheet', …) the page makes from now on. */
export function recordRequests(page: Page, type: string): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === type) paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

/** Axe with WCAG 2.0–2.2 A and AA rules; the map iframe's content is third-party and excluded. */
export async function expectNoAxeViolations(page: Page, context = '') {
  // Axe reads colours as painted: a panel still fading in (Chakra's tab panels and dialogs animate their opacity)
  // would be measured half-transparent. A person reads the page once it has settled, so the check waits (up to 2 s)
  // for the finite animations and transitions on the document's clock to end first; scroll-driven ones (the floating
  // buttons) end only when the page is scrolled, and are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (a) =>
              a.timeline === document.timeline && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          )
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((settled) => setTimeout(settled, 2000)),
    ]),
  );
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

const ISLAND_OF = { 'home-booking': 'booking-wizard', 'home-contact': 'home-contact-form' } as const;

/**
 * Waits until the page answers (the island runtime marks <html> once its eager islands are hydrated). With `section`,
 * also wakes that form on the home page (an island that hydrates when the patient first reaches into it): brings it
 * into view, focuses its first field as a patient would, and waits until it is hydrated.
 */
export async function hydrated(page: Page, section?: keyof typeof ISLAND_OF) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && document.documentElement.dataset.runtime === 'ready',
  );
  if (!section) return;
  const region = island(page, section);
  await region.scrollIntoViewIfNeeded();
  await region.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea').first().focus();
  await expect(region).toHaveAttribute('data-hydrated', 'true');
}

/** The island element of a home page form. */
export function island(page: Page, section: keyof typeof ISLAND_OF) {
  return page.locator(`[data-island="${ISLAND_OF[section]}"]`);
}

/** Where a run keeps its screenshots of each route (test-results/screenshots/<project>/<route>.png, not committed). */
export function screenshotPath(project: string, route: string): string {
  const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '__');
  return `test-results/screenshots/${project}/${name}.png`;
}

/** Opens an address that does not exist: it answers 404, the page answers, and its heading says so. */
export async function expectNotFound(page: Page, path: string, heading: string) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** A 404 page that passes axe and whose link leads back to where it says. */
export async function expectNotFoundLeadsBack(
  page: Page,
  c: { path: string; heading: string; axe: string; back: string; to: string },
) {
  await expectNotFound(page, c.path, c.heading);
  await expectNoAxeViolations(page, c.axe);
  await page.getByRole('link', { name: c.back }).click();
  await expect(page).toHaveURL(c.to);
}

/** The doctor profile's two tabs (radios in the "Profile sections" group) and the text each shows. */
export function doctorTabs(page: Page) {
  const tabs = page.getByRole('radiogroup', { name: 'Profile sections' });
  return {
    tabs,
    about: tabs.getByRole('radio', { name: 'About' }),
    reviews: tabs.getByRole('radio', { name: 'Reviews & Feedback' }),
    aboutText: page.getByText(DOCTOR.summary),
    reviewsText: page.getByText(/A few of them:/),
  };
}

/** One tab of the doctor profile is chosen: its text shows and the other's is hidden. */
export async function expectDoctorTab(t: ReturnType<typeof doctorTabs>, tab: 'about' | 'reviews') {
  const [shown, hidden] = tab === 'about' ? [t.aboutText, t.reviewsText] : [t.reviewsText, t.aboutText];
  await expect(t[tab]).toBeChecked();
  await expect(shown).toBeVisible();
  await expect(hidden).toBeHidden();
}

/**
 * Scrolls the page to 800 px: the floating Call / WhatsApp buttons show (on a phone folded, until "Show contact
 * buttons" is pressed) and Call dials the clinic. Returns the group and its Call link.
 */
export async function showFloatingButtons(page: Page, project: string) {
  const floating = page.getByTestId('floating-contact');
  const call = floating.getByRole('link', { name: 'Call Now' });
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(floating).toBeVisible();
  if (project === 'phone') {
    await expect(call).toBeHidden();
    await floating.getByRole('button', { name: 'Show contact buttons' }).click();
  }
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+91/);
  return { floating, call };
}

/**
 * Opens a service's or a condition's page (`/services/slug`, `/hi/conditions/slug`, …): it answers 200, its heading
 * is `heading` when given, and each section heading shows. Failures name the slug.
 */
export async function expectDetailPage(
  page: Page,
  c: { path: string; slug: string; sections: readonly string[]; heading?: string },
) {
  const res = await page.goto(c.path);
  expect(res?.status(), c.slug).toBe(200);
  if (c.heading !== undefined) await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
  for (const s of c.sections) {
    await expect(page.getByRole('heading', { name: s, exact: true }), `${c.slug}: ${s}`).toBeVisible();
  }
}

/**
 * The Login button a visitor can see: in the header on a desktop, inside the menu on a phone (opening the menu first).
 * `names` are the menu button's and Login's accessible names in the page's language.
 */
export async function loginButton(
  page: Page,
  info: TestInfo,
  names: { menu: string; login: string } = { menu: 'Open menu', login: 'Login' },
): Promise<Locator> {
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: names.menu }).click();
    return page.getByTestId('mobile-menu').getByRole('button', { name: names.login, exact: true });
  }
  return page.getByRole('banner').getByRole('button', { name: names.login, exact: true });
}
