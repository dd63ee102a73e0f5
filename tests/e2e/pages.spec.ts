import { preparationFor } from '../../common/booking/preparation';
import { DOCTOR } from '../../common/clinic/facts';
import { CONDITION_SECTIONS, TEMPLATE_PAGES } from '../shared/pages';
import {
  doctorTabs,
  expect,
  expectDetailPage,
  expectDoctorTab,
  expectNoAxeViolations,
  expectNotFound,
  expectNotFoundLeadsBack,
  hydrated,
  screenshotPath,
  showFloatingButtons,
  test,
} from './fixtures';

const ROUTES: { path: string; h1: string | RegExp; sections: string[] }[] = [
  {
    path: '/',
    h1: 'Breathe easier with expert chest care in Delhi',
    sections: [`Meet ${DOCTOR.name}`, 'Book an Appointment', 'Our Services', 'Contact Us'],
  },
  {
    path: '/qualifications',
    h1: 'My Qualifications & Awards',
    sections: ['Qualifications', 'Awards', 'Professional Memberships', 'What Patients Say'],
  },
  {
    path: `/doctors/${DOCTOR.slug}`,
    h1: DOCTOR.name,
    sections: ['Quick Stats', 'Contact Info', 'Facilities', 'Awards', 'Safety Assurances', 'Payment Options'],
  },
  { path: '/services', h1: 'Our Services', sections: [] },
  { path: '/treatments', h1: 'Conditions We Treat', sections: [] },
  {
    path: '/contact',
    h1: 'Contact Us',
    sections: ['Visit Us', 'Email Us', 'Call Us', 'Send Us a Message', 'Need Medical Assistance?'],
  },
  { path: '/book-appointment', h1: 'Book an Appointment', sections: ['Patient Details'] },
];

test.describe('a patient reads every page', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows its content, passes axe and is screenshotted`, async ({ page }, info) => {
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      for (const s of route.sections) {
        await expect(page.getByRole('heading', { name: s, exact: true }).first()).toBeVisible();
      }
      // The lists show 15 services and 13 conditions (tests/html/pages.test.ts counts them in the HTML too).
      if (route.path === '/services') await expect(page.getByTestId('catalogue').getByRole('link')).toHaveCount(15);
      if (route.path === '/treatments') await expect(page.getByTestId('catalogue').getByRole('link')).toHaveCount(13);
      await expectNoAxeViolations(page, route.path);
      await page.screenshot({
        path: screenshotPath(info.project.name, route.path),
        fullPage: true,
      });
    });
  }

  test('a detail page shows every section and how to prepare, passes axe and is screenshotted', async ({
    page,
  }, info) => {
    // Every service and condition page has every section in its HTML (tests/html/pages.test.ts); here the one template
    // of each kind shows them at this width.
    for (const { path, slug, sections } of TEMPLATE_PAGES) {
      await expectDetailPage(page, { path, slug, sections: sections.en });
      if (slug === 'bronchoscopy') {
        const prep = preparationFor(slug);
        await expect(page.getByRole('region', { name: prep.title }).getByRole('listitem')).toHaveText([...prep.items]);
      }
      await hydrated(page);
      await expectNoAxeViolations(page, path);
      await page.screenshot({ path: screenshotPath(info.project.name, path), fullPage: true });
    }
  });
});

test.describe('wrong addresses', () => {
  for (const c of [
    {
      what: 'page',
      path: '/no-such-page',
      heading: 'Oops! Page not found',
      axe: '404',
      back: 'Return to Home',
      to: '/',
    },
    {
      what: 'service',
      path: '/services/no-such-service',
      heading: 'Service not found',
      axe: 'service 404',
      back: 'Back to Services',
      to: '/services',
    },
  ]) {
    test(`an unknown ${c.what} answers 404 with "${c.heading}"`, async ({ page }) => {
      await expectNotFoundLeadsBack(page, c);
    });
  }

  test('an unknown condition answers 404 with "Condition not found"', async ({ page }) => {
    await expectNotFound(page, '/conditions/no-such-condition', 'Condition not found');
    await expect(page.getByRole('link', { name: 'Back to all conditions' })).toHaveAttribute('href', '/treatments');
  });

  test('the footer short doctor slug shows the profile with the canonical URL @desktop-only', async ({ page }) => {
    const res = await page.goto(`/doctors/${DOCTOR.shortSlug}`);
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCTOR.name);
    const canonical = page.locator('link[rel=canonical]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', new RegExp(`/doctors/${DOCTOR.slug}$`));
  });
});

test.describe('the page chrome', () => {
  test('the mobile menu opens, closes, and closes on navigation @phone-only', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    await toggle.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /Book/ })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(menu).toBeHidden();
  });

  test('the floating contact buttons appear only after 300 px of scroll', async ({ page }, info) => {
    await page.goto('/');
    await hydrated(page);
    // In the page from the start, but hidden (not seen, not focusable, not read) until the scroll passes 300 px.
    const floating = page.getByTestId('floating-contact');
    const call = floating.getByRole('link', { name: 'Call Now' });
    await expect(floating).toBeHidden();
    await expect(call).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(200);
    await expect(floating).toBeHidden();
    await showFloatingButtons(page, info.project.name);
    await expect(floating.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d+/);
  });

  test("the doctor profile's tabs show About, then Reviews & Feedback, by click and by arrow keys", async ({
    page,
  }) => {
    await page.goto(`/doctors/${DOCTOR.slug}`);
    await hydrated(page);
    const t = doctorTabs(page);
    await expectDoctorTab(t, 'about');
    await t.tabs.getByText('Reviews & Feedback').click();
    await expectDoctorTab(t, 'reviews');
    await expectNoAxeViolations(page, 'doctor profile, reviews tab');
    await t.reviews.focus();
    await page.keyboard.press('ArrowLeft');
    await expectDoctorTab(t, 'about');
    await page.keyboard.press('ArrowRight');
    await expectDoctorTab(t, 'reviews');
  });

  test('the FAQ accordion keeps one answer open and can close it', async ({ page }) => {
    await page.goto('/services/spirometry');
    await hydrated(page);
    const items = page.getByTestId('faq').locator('details');
    const question = (i: number) => items.nth(i).locator('summary');
    const answer = (i: number) => items.nth(i).locator('summary + *');
    await expect(answer(0)).toBeHidden();
    await question(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(answer(0)).toBeVisible();
    await question(1).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(answer(0)).toBeHidden();
    // From the keyboard too: Enter on the focused question closes the open answer.
    await question(1).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).not.toHaveAttribute('open');
    await expect(answer(1)).toBeHidden();
  });

  test('the map frame is added when the patient gets near it, and is in <noscript> before that', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/contact')).text();
    expect(html).toMatch(/<noscript><iframe title="Map showing [^"]+" src="https:\/\/www\.google\.com\/maps/);
    // The frame never tells Google which page the patient was reading, with or without JavaScript.
    expect(html).toMatch(/<noscript><iframe [^>]*referrerPolicy="no-referrer"/i);
    await page.goto('/contact');
    await hydrated(page);
    const frame = page.locator('main iframe[title^="Map showing"]');
    await page.getByTestId('map-card').scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(await frame.evaluate((f: HTMLIFrameElement) => f.referrerPolicy)).toBe('no-referrer');
  });

  test('with JavaScript off, a page shows all of its content', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/conditions/tb-treatment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const section of CONDITION_SECTIONS) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByText('6-9 months').first()).toBeVisible();
    // The FAQ is native: it opens without any script.
    const first = page.getByTestId('faq').locator('details').first();
    await first.locator('summary').click();
    await expect(first.locator('summary + *')).toBeVisible();
    // React outlines large Suspense boundaries into hidden templates revealed by script; the prerender must not.
    expect(await page.locator('div[hidden][id^="S:"], template[id^="B:"]').count()).toBe(0);
    await context.close();
  });
});
