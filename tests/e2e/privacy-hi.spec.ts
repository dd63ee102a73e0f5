import { DATA_CONTACT } from '../../common/clinic/facts';
import { PRIVACY_NOTICE_HI } from '../../web/src/content/privacy-notice.hi';
import { PRIVACY_HEADINGS_HI, PRIVACY_NUMBERS_HI } from '../shared/privacy-notice';
import { expect, expectNoAxeViolations, hydrated, screenshotPath, test } from './fixtures';

/**
 * The privacy notice in Hindi (DPDP Act s.5(3): a language of the Eighth Schedule): its own indexed page, the same facts
 * as /privacy, and links between the two in each other's language. That it is indexed, with hreflang links both ways,
 * is read from the HTML in vitest (tests/html/indexing.test.ts).
 */

test.describe('the privacy notice in Hindi', () => {
  test('a patient reads the notice in Hindi, with the same contact and the same numbers as in English', async ({
    page,
  }, info) => {
    const res = await page.goto('/hi/privacy');
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता सूचना');
    for (const h of PRIVACY_HEADINGS_HI)
      await expect(page.getByRole('heading', { name: h, exact: true })).toBeVisible();
    await expect(page.getByTestId('notice-version')).toContainText(/^अपडेट की तारीख़: \d{1,2} \S+ \d{4}$/);
    const contact = page.getByTestId('data-contact');
    await expect(contact.getByRole('link', { name: DATA_CONTACT.email })).toBeVisible();
    await expect(contact.getByRole('link', { name: DATA_CONTACT.phone })).toBeVisible();
    const main = page.locator('main');
    for (const { words } of PRIVACY_NUMBERS_HI) await expect(main).toContainText(words);
    await expect(main).toContainText('भारतीय डाटा संरक्षण बोर्ड (Data Protection Board of India)');
    await expect(main).toContainText(
      'डिजिटल वैयक्तिक डाटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023',
    );
    // The request form is the shared one, with its words in Hindi.
    const words = PRIVACY_NOTICE_HI.request.form;
    if (!words) throw new Error('the Hindi page gives its form Hindi words');
    const form = page.getByRole('form', { name: words.formLabel });
    await expect(form.getByLabel(words.emailLabel)).toBeVisible();
    await expect(form.getByRole('button', { name: words.submit })).toBeVisible();
    await expectNoAxeViolations(page, '/hi/privacy');
    await page.screenshot({ path: screenshotPath(info.project.name, '/hi/privacy'), fullPage: true });
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form).toContainText(String(words.emailInvalid));
  });

  test('the language links lead from one notice to the other, each in its own language', async ({ page }) => {
    await page.goto('/privacy');
    await hydrated(page);
    const toHindi = page.getByRole('link', { name: 'हिन्दी में पढ़ें' });
    await expect(toHindi).toHaveAttribute('lang', 'hi');
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता सूचना');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const toEnglish = page.getByRole('link', { name: 'Read in English' });
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });
});
