import type { Page } from '@playwright/test';
import { DOCTOR } from '../../common/clinic/facts';
import { clinicText } from '../../common/clinic/facts.hi';
import { m } from '../../common/paraglide/messages.js';
import { CONDITION_LIST_HI, SERVICE_LIST_HI, TEMPLATE_PAGES } from '../shared/pages';
import { expect, expectDetailPage, expectNoAxeViolations, hydrated, screenshotPath, test } from './fixtures';

/**
 * The content pages on /hi in a browser: the same pages as in English (pages.spec.ts), every heading of their own in
 * Hindi, the same structure, breadcrumbs within the Hindi site, axe at both widths and a screenshot of each. What needs
 * no browser — every service and condition page's sections, the lists, the heads and structured data, the text around
 * the forms, the 404s — is read from the HTML in vitest (tests/html/pages-hi.test.ts, docs/decisions/027).
 */

const hi = { locale: 'hi' } as const;
const text = clinicText('hi');

const ROUTES: { path: string; h1: string; sections: string[] }[] = [
  {
    path: '/qualifications',
    h1: m.pages_qualifications_title({}, hi),
    sections: [
      m.pages_qualifications_education_title({}, hi),
      m.pages_awards({}, hi),
      m.pages_qualifications_memberships_title({}, hi),
      m.pages_qualifications_testimonials_title({}, hi),
    ],
  },
  {
    path: `/doctors/${DOCTOR.slug}`,
    h1: DOCTOR.name,
    sections: [
      m.pages_doctor_quick_stats({}, hi),
      m.pages_doctor_contact_info({}, hi),
      m.pages_doctor_facilities({}, hi),
      m.pages_awards({}, hi),
      m.pages_doctor_safety({}, hi),
      m.pages_doctor_payment({}, hi),
    ],
  },
  { path: '/services', h1: m.pages_services_title({}, hi), sections: [m.pages_services_cta_title({}, hi)] },
  { path: '/treatments', h1: m.pages_treatments_title({}, hi), sections: [m.pages_treatments_cta_title({}, hi)] },
  {
    path: '/contact',
    h1: m.pages_contact_title({}, hi),
    sections: [
      m.pages_contact_visit({}, hi),
      m.pages_contact_email({}, hi),
      m.pages_contact_call({}, hi),
      m.pages_contact_form_title({}, hi),
      m.pages_contact_map_title({}, hi),
      m.pages_contact_assist_title({}, hi),
    ],
  },
  {
    path: '/book-appointment',
    h1: m.pages_book_title({}, hi),
    sections: [m.pages_book_what_to_bring({}, hi)],
  },
];

/**
 * The page's own structure, outside the islands (the forms are another spec's): the test ids, the headings' levels
 * and the sections, in document order.
 */
async function structure(page: Page) {
  return page.locator('main').evaluate((main) => {
    const out: string[] = [];
    const walk = (el: Element) => {
      if (el.hasAttribute('data-island')) return;
      const id = el.getAttribute('data-testid');
      if (id) out.push(`testid:${id}`);
      if (/^H[1-6]$/.test(el.tagName) || ['SECTION', 'ASIDE', 'NAV', 'OL', 'UL', 'DETAILS'].includes(el.tagName))
        out.push(el.tagName);
      for (const child of el.children) walk(child);
    };
    walk(main);
    return out;
  });
}

test.describe('a patient reads the content pages in Hindi', () => {
  for (const route of ROUTES) {
    test(`/hi${route.path} is in Hindi, has the English page's structure and passes axe`, async ({ page }, info) => {
      await page.goto(route.path);
      const english = await structure(page);
      const res = await page.goto(`/hi${route.path}`);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      for (const s of route.sections) {
        await expect(page.getByRole('heading', { name: s, exact: true }).first()).toBeVisible();
      }
      expect(await structure(page)).toEqual(english);
      // The lists show every service and condition, by its Hindi name (tests/html/pages-hi.test.ts reads the same HTML).
      const titles =
        route.path === '/services' ? SERVICE_LIST_HI : route.path === '/treatments' ? CONDITION_LIST_HI : undefined;
      if (titles) {
        await expect(page.getByTestId('catalogue').getByRole('link')).toHaveCount(titles.length);
        await expect(page.getByTestId('catalogue').getByRole('heading', { level: 3 })).toHaveText(titles);
      }
      // The breadcrumb stays in Hindi: its links go to /hi pages.
      for (const a of await page.locator('main nav[aria-label] a').all()) {
        expect(await a.getAttribute('href')).toMatch(/^\/hi(\/|$)/);
      }
      await expectNoAxeViolations(page, `/hi${route.path}`);
      await page.screenshot({ path: screenshotPath(info.project.name, `/hi${route.path}`), fullPage: true });
    });
  }

  test('a Hindi detail page answers, has every section, the English structure, passes axe and is screenshotted', async ({
    page,
  }, info) => {
    for (const { path, slug, sections } of TEMPLATE_PAGES) {
      await page.goto(path);
      const english = await structure(page);
      await expectDetailPage(page, { path: `/hi${path}`, slug, sections: sections.hi });
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await structure(page), path).toEqual(english);
      await expectNoAxeViolations(page, `/hi${path}`);
      await page.screenshot({ path: screenshotPath(info.project.name, `/hi${path}`), fullPage: true });
    }
  });

  test("the doctor's tabs and facts are in Hindi", async ({ page }) => {
    await page.goto(`/hi/doctors/${DOCTOR.shortSlug}`);
    await hydrated(page);
    const tabs = page.getByRole('radiogroup', { name: m.pages_doctor_tabs_label({}, hi) });
    const about = tabs.getByRole('radio', { name: m.pages_doctor_tab_about({}, hi) });
    const reviews = tabs.getByRole('radio', { name: m.pages_doctor_tab_reviews({}, hi) });
    await expect(about).toBeChecked();
    await expect(page.getByText(text.doctorSummary)).toBeVisible();
    await tabs.getByText(m.pages_doctor_tab_reviews({}, hi)).click();
    await expect(reviews).toBeChecked();
    await expect(page.getByText(text.doctorSummary)).toBeHidden();
    const aside = page.getByRole('complementary', { name: m.pages_doctor_aside_label({}, hi) });
    for (const f of [...text.facilities, ...text.safety, text.freeCancellation]) await expect(aside).toContainText(f);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`/hi/doctors/${DOCTOR.slug}$`),
    );
  });
});
