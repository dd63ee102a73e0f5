import type { Page } from '@playwright/test';
import { SERVICE_PREPARATION_HI } from '../../common/booking/preparation.hi';
import { CONDITION_TITLES_HI } from '../../common/clinic/condition-titles.hi';
import { DOCTOR } from '../../common/clinic/facts';
import { clinicText } from '../../common/clinic/facts.hi';
import { SERVICE_TITLES_HI } from '../../common/clinic/service-titles.hi';
import { m } from '../../common/paraglide/messages.js';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../../web/src/content/slugs';
import { expect, expectDetailPage, expectNoAxeViolations, hydrated, screenshotPath, test } from './fixtures';

/**
 * The content pages on /hi: the same pages as in English (pages.spec.ts), every heading and line of their own in
 * Hindi, the same structure, links and breadcrumbs within the Hindi site.
 */

const hi = { locale: 'hi' } as const;
const text = clinicText('hi');

const SERVICE_SECTIONS = [
  m.pages_service_what({}, hi),
  m.pages_service_why({}, hi),
  m.pages_service_how({}, hi),
  m.pages_service_choose({}, hi),
  m.pages_service_cta_title({}, hi),
];
const CONDITION_SECTIONS = [
  m.pages_condition_about({}, hi),
  m.pages_condition_causes({}, hi),
  m.pages_condition_symptoms({}, hi),
  m.pages_condition_diagnosis({}, hi),
  m.pages_condition_treatment({}, hi),
  m.pages_condition_choose({}, hi),
  m.pages_condition_cta_title({}, hi),
];

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
      // The breadcrumb stays in Hindi: its links go to /hi pages.
      for (const a of await page.locator('main nav[aria-label] a').all()) {
        expect(await a.getAttribute('href')).toMatch(/^\/hi(\/|$)/);
      }
      await expectNoAxeViolations(page, `/hi${route.path}`);
      await page.screenshot({ path: screenshotPath(info.project.name, `/hi${route.path}`), fullPage: true });
    });
  }

  test('the Hindi lists show the 15 services and 13 conditions with their Hindi names', async ({ page }) => {
    await page.goto('/hi/services');
    const services = page.getByTestId('catalogue').getByRole('link');
    await expect(services).toHaveCount(15);
    await expect(page.getByTestId('catalogue').getByRole('heading', { level: 3 })).toHaveText(
      SERVICE_SLUGS.map((s) => SERVICE_TITLES_HI[s]),
    );
    await page.goto('/hi/treatments');
    await expect(page.getByTestId('catalogue').getByRole('link')).toHaveCount(13);
    await expect(page.getByTestId('catalogue').getByRole('heading', { level: 3 })).toHaveText(
      CONDITION_SLUGS.map((s) => CONDITION_TITLES_HI[s]),
    );
  });

  test('every Hindi service page has every section in Hindi, and its preparation list @desktop-only', async ({
    page,
  }) => {
    for (const slug of SERVICE_SLUGS) {
      // The heading drops the bracketed English name, as the head does; the lists and the booking form keep it.
      await expectDetailPage(page, {
        path: `/hi/services/${slug}`,
        slug,
        sections: SERVICE_SECTIONS,
        heading: SERVICE_TITLES_HI[slug].replace(/\s*\([^()]*\)$/, ''),
      });
      const preparation = page.getByTestId('preparation');
      await expect(preparation.getByRole('heading')).toHaveText(SERVICE_PREPARATION_HI[slug].title);
      await expect(preparation.getByRole('listitem')).toHaveCount(SERVICE_PREPARATION_HI[slug].items.length);
      await expect(preparation).toContainText(`“${SERVICE_TITLES_HI[slug]}”`);
      await expect(page.getByRole('link', { name: m.pages_back_to_services({}, hi) })).toHaveAttribute(
        'href',
        '/hi/services',
      );
      // The head keeps the Hindi name and drops the bracketed English one.
      const title = await page.title();
      expect(title).toContain(SERVICE_TITLES_HI[slug].replace(/\s*\([^()]*\)$/, ''));
      expect(title).not.toContain('(');
    }
  });

  test('every Hindi condition page has every section in Hindi @desktop-only', async ({ page }) => {
    for (const slug of CONDITION_SLUGS) {
      await expectDetailPage(page, {
        path: `/hi/conditions/${slug}`,
        slug,
        sections: CONDITION_SECTIONS,
        heading: CONDITION_TITLES_HI[slug].replace(/\s*\([^()]*\)$/, ''),
      });
      // The crumb and the button name where they lead: the list of conditions, not the services.
      await expect(page.getByRole('navigation', { name: m.chrome_breadcrumb_label({}, hi) })).toContainText(
        m.pages_crumb_treatments({}, hi),
      );
      await expect(page.getByRole('link', { name: m.pages_back_to_conditions({}, hi) })).toHaveAttribute(
        'href',
        '/hi/treatments',
      );
      await expect(page.locator('main')).not.toContainText(/TBD|coming soon/i);
    }
  });

  test('a Hindi detail page passes axe, and its head and structured data are Hindi', async ({ page, request }) => {
    for (const path of ['/services/bronchoscopy', '/conditions/asthma-treatment']) {
      await page.goto(path);
      const english = await structure(page);
      await page.goto(`/hi${path}`);
      await hydrated(page);
      expect(await structure(page), path).toEqual(english);
      await expectNoAxeViolations(page, `/hi${path}`);
    }
    const html = await (await request.get('/hi/conditions/tb-treatment')).text();
    expect(html).toMatch(/<title>दिल्ली में टीबी का इलाज \| [^<]*<\/title>/);
    expect(html).toContain('"@type":"MedicalCondition","name":"टीबी"');
    expect(html).toContain('"inLanguage":"hi-IN"');
    expect(html).toMatch(/"@type":"ListItem","position":2,"name":"इलाज","item":"https?:\/\/[^"]+\/hi\/treatments"/);
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

  test('the booking and contact pages around the forms are in Hindi', async ({ page }) => {
    await page.goto('/hi/book-appointment');
    for (const item of text.whatToBring) await expect(page.getByText(item, { exact: true })).toBeVisible();
    await expect(page.getByText(m.pages_book_prefer_call({}, hi))).toBeVisible();
    await page.goto('/hi/contact');
    for (const p of text.phones) await expect(page.getByText(`(${p.label})`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: m.pages_contact_call_now({}, hi) })).toHaveAttribute('href', /^tel:/);
  });

  test('an unknown Hindi service or condition answers 404 in Hindi', async ({ page }) => {
    const res = await page.goto('/hi/services/no-such-service');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.chrome_service_not_found_title({}, hi));
    await expect(page.getByRole('link', { name: m.pages_back_to_services({}, hi) })).toHaveAttribute(
      'href',
      '/hi/services',
    );
    const res2 = await page.goto('/hi/conditions/no-such-condition');
    expect(res2?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.chrome_condition_not_found_title({}, hi));
  });

  test('the e-mailed-link pages have Hindi heads', async ({ request }) => {
    for (const [path, title] of [
      ['/hi/manage', m.pages_manage_seo_title({}, hi)],
      ['/hi/privacy/request', m.pages_privacy_request_seo_title({}, hi)],
    ]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title} | `);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});
