import type { Page } from '@playwright/test';
import { DOCTOR } from '../../common/clinic/facts';
import { doctorTabs, expect, expectDoctorTab, loginButton, showFloatingButtons, test } from './fixtures';

// Every control of the page chrome works from the first paint: here with no script at all, so nothing of it may
// depend on React or on the enhancement (issue "Works from the first paint, and without JavaScript", item 1).
test.use({ javaScriptEnabled: false });

// Chromium's own message for an empty required field is the spec's text, word for word.
const REQUIRED = 'Please fill out this field.';
const PASSWORD = /^Password/;

/**
 * The expanded state Chromium itself exposes for a button (from the accessibility tree, not from an aria-expanded
 * attribute): a native popover's button has no attribute to read, yet screen readers hear "expanded" / "collapsed".
 */
async function nativeExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name && !n.ignored);
    const expanded = button?.properties?.find((p) => p.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

test.describe('with JavaScript off', () => {
  test('the phone menu opens and closes with its button, Escape and a tap outside, and its links go @phone-only', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeHidden();
    expect(await nativeExpanded(page, 'Open menu')).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /Book/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(await nativeExpanded(page, 'Close menu')).toBe(true);
    // The panel lies under the header, not over it.
    const header = await page.getByRole('banner').boundingBox();
    const panel = await menu.boundingBox();
    expect(Math.round(panel?.y ?? 0)).toBeGreaterThanOrEqual(Math.floor((header?.y ?? 0) + (header?.height ?? 0)));

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(200, 800); // light dismiss: a tap on the page below the panel
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  });

  test('Login opens, checks its required fields, switches to Sign up and back, and closes', async ({ page }, info) => {
    // A form that posted, or went anywhere, would show as a document request.
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document' || new URL(r.url()).pathname.startsWith('/api/')) requests.push(r.url());
    });
    await page.goto('/');
    requests.length = 0;

    await (await loginButton(page, info)).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(login.getByText('Welcome back. Sign in to your account.')).toBeVisible();
    // A show-password button would do nothing without script, so there is none.
    await expect(login.getByRole('button', { name: 'Show password' })).toHaveCount(0);

    // The browser's own check: an empty required field stops the submit, with the spec's message.
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login).toBeVisible();
    const email = login.getByLabel('Email');
    await expect(email).toBeFocused();
    expect(await email.evaluate((e: HTMLInputElement) => e.validationMessage)).toBe(REQUIRED);

    await login.getByRole('button', { name: 'Sign up', exact: true }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(signup).toBeVisible();
    await expect(signup.getByText('Create an account to manage your appointments.')).toBeVisible();
    await signup.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(signup).toBeHidden();
    await expect(login).toBeVisible();

    await login.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Escape closes it too; a valid submit closes it, and nothing is sent or put in the address.
    await (await loginButton(page, info)).click();
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await (await loginButton(page, info)).click();
    await login.getByLabel('Email').fill('asha@example.com');
    await login.getByLabel(PASSWORD).fill('secret-123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/');
    expect(requests).toEqual([]);
  });

  test('Login closes with a click beside it and returns focus to the header button that opened it @desktop-only', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.mouse.click(40, 450); // on the backdrop, left of the dialog
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("the doctor profile's tabs switch by click and by arrow keys", async ({ page }) => {
    await page.goto(`/doctors/${DOCTOR.slug}`);
    const t = doctorTabs(page);
    await expectDoctorTab(t, 'about');

    await t.tabs.getByText('Reviews & Feedback').click();
    await expectDoctorTab(t, 'reviews');

    await t.reviews.focus();
    await page.keyboard.press('ArrowLeft');
    await expectDoctorTab(t, 'about');
    await expect(t.about).toBeFocused();
  });

  test('the FAQ keeps one answer open and can close it', async ({ page }) => {
    await page.goto('/services/bronchoscopy');
    const items = page.getByTestId('faq').locator('details');
    const answer = (i: number) => items.nth(i).locator('summary + *');
    await expect(answer(0)).toBeHidden();
    await items.nth(0).locator('summary').click();
    await expect(answer(0)).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(answer(1)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await items.nth(1).locator('summary').click();
    await expect(answer(1)).toBeHidden();
  });

  test('the floating Call / WhatsApp buttons appear after 300 px of scroll', async ({ page }, info) => {
    await page.goto('/');
    await expect(page.getByTestId('floating-contact')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(page.getByTestId('floating-contact')).toBeHidden();
    const { floating, call } = await showFloatingButtons(page, info.project.name);
    if (info.project.name === 'phone') {
      await expect(floating.getByRole('button', { name: 'Hide contact buttons' })).toBeVisible();
    }
    await expect(floating.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    if (info.project.name === 'phone') {
      await floating.getByRole('button', { name: 'Hide contact buttons' }).click();
      await expect(call).toBeHidden();
    }
  });
});
