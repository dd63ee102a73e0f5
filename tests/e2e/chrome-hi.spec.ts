import type { Page, TestInfo } from '@playwright/test';
import { DOCTOR } from '../../common/clinic/facts';
import { WHATSAPP_MESSAGE_HI } from '../../common/clinic/facts.hi';
import {
  expect,
  expectNoAxeViolations,
  expectNotFoundLeadsBack,
  hydrated,
  loginButton,
  screenshotPath,
  test,
} from './fixtures';

/**
 * The page chrome, the home page and the 404 in Hindi (/hi): the same page as in English, every word of it in Hindi,
 * every link staying in Hindi. That its markup has its English twin's structure is read from the HTML in vitest
 * (tests/html/pages-hi.test.ts, tests/html/hindi-twins.test.ts).
 */

/** Every site link on the page that should stay in Hindi (not the switch to English, the API or the staff desk). */
async function siteLinks(page: Page): Promise<string[]> {
  return page
    .locator('a[href^="/"]:not([data-testid=language-switch])')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

async function openLogin(page: Page, info: TestInfo) {
  await (await loginButton(page, info, { menu: 'मेनू खोलें', login: 'लॉग इन' })).click();
  const dialog = page.getByRole('dialog', { name: 'लॉग इन' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the Hindi home page and chrome', () => {
  test('/hi is in Hindi, passes axe, and every link stays in Hindi', async ({ page }, info) => {
    const res = await page.goto('/hi');
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(/दिल्ली/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'दिल्ली में फेफड़ों की विशेषज्ञ देखभाल, ताकि आप खुलकर साँस ले सकें',
    );
    for (const name of [`${DOCTOR.name} से मिलिए`, 'अपॉइंटमेंट बुक करें', 'हमारी सेवाएँ', 'संपर्क करें']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'ब्रोंकोस्कोपी (Bronchoscopy)' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'क्लिनिक का समय' })).toBeVisible();
    await expect(page.locator('a[href="#main"]')).toHaveText('मुख्य सामग्री पर जाएँ');

    const links = await siteLinks(page);
    expect(links.length).toBeGreaterThan(20);
    for (const href of links) expect(href, href).toMatch(/^\/hi(\/|#|$)/);

    await expectNoAxeViolations(page, '/hi');
    await page.screenshot({ path: screenshotPath(info.project.name, '/hi'), fullPage: true });
  });

  test('Login and Sign up speak Hindi, their messages included', async ({ page }, info) => {
    await page.goto('/hi');
    await hydrated(page);
    const login = await openLogin(page, info);
    await expect(login.getByText('फिर से स्वागत है। अपने अकाउंट में लॉग इन करें।')).toBeVisible();
    await login.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    await expect(login.getByLabel(/^ई‑मेल/)).toHaveAccessibleErrorMessage('कृपया यह जानकारी भरें।');
    await login.getByRole('button', { name: 'साइन अप करें', exact: true }).click();
    const signup = page.getByRole('dialog', { name: 'साइन अप' });
    await expect(signup).toBeVisible();
    await signup.getByLabel(/^पासवर्ड\s*\*?$/).fill('one');
    const confirm = signup.getByLabel(/^पासवर्ड दोबारा लिखें/);
    await confirm.fill('two');
    await signup.getByRole('button', { name: 'दोबारा लिखा पासवर्ड दिखाएँ' }).click();
    await expect(signup.getByRole('button', { name: 'दोबारा लिखा पासवर्ड छिपाएँ' })).toBeVisible();
    await signup.getByRole('button', { name: 'साइन अप करें', exact: true }).click();
    await expect(confirm).toHaveAccessibleErrorMessage('दोनों पासवर्ड एक जैसे नहीं हैं।');
    await expectNoAxeViolations(page, '/hi sign up');
    await page.keyboard.press('Escape');
    await expect(signup).toBeHidden();
  });

  test('the floating buttons call and greet on WhatsApp in Hindi', async ({ page }, info) => {
    await page.goto('/hi');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    const floating = page.getByTestId('floating-contact');
    await expect(floating).toBeVisible();
    if (info.project.name === 'phone') await floating.getByRole('button', { name: 'संपर्क के बटन दिखाएँ' }).click();
    await expect(floating.getByRole('link', { name: 'अभी फ़ोन करें' })).toHaveAttribute('href', /^tel:\+91/);
    const whatsapp = await floating.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp?.split('text=')[1] ?? '')).toBe(WHATSAPP_MESSAGE_HI);
  });

  test('an unknown Hindi page answers 404 in Hindi and leads back to the Hindi home page', async ({ page }) => {
    await expectNotFoundLeadsBack(page, {
      path: '/hi/no-such-page',
      heading: 'माफ़ कीजिए, यह पेज नहीं मिला',
      axe: '/hi 404',
      back: 'होम पेज पर लौटें',
      to: '/hi',
    });
  });
});
