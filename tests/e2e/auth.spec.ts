import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations, hydrated, loginButton } from './fixtures';
import { animationsDone, expect, recordApiCalls, test } from './journeys';

const REQUIRED = 'Please fill out this field.';
// Labels read "Password *": the start of the label, so that "Show password" buttons do not match.
const PASSWORD = /^Password/;
const CONFIRM = /^Confirm Password/;

/** Opens the Login dialog the way a visitor at this width does. */
async function openLogin(page: Page, info: TestInfo): Promise<Locator> {
  await page.goto('/');
  await hydrated(page);
  await (await loginButton(page, info)).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openSignup(page: Page, info: TestInfo): Promise<Locator> {
  const login = await openLogin(page, info);
  await login.getByRole('button', { name: 'Sign up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the Login and Sign up dialogs', () => {
  test('a visitor opens Login from the header, and Esc closes it and returns focus to the button @desktop-only', async ({
    page,
  }, info) => {
    const dialog = await openLogin(page, info);
    await expect(dialog.getByText('Welcome back. Sign in to your account.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeFocused();
  });

  test('a visitor opens Login from the menu, and Esc closes it and returns focus to the menu button @phone-only', async ({
    page,
  }, info) => {
    const dialog = await openLogin(page, info);
    await expect(dialog.getByText('Welcome back. Sign in to your account.')).toBeVisible();
    // The menu is a native popover: opening a modal dialog closes it, so focus comes back to the button that opens it.
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('an empty Login shows "Please fill out this field." under both fields @phone-only', async ({ page }, info) => {
    const dialog = await openLogin(page, info);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    const email = dialog.getByLabel('Email');
    const password = dialog.getByLabel(PASSWORD);
    await expect(dialog.getByText(REQUIRED, { exact: true })).toHaveCount(2);
    for (const field of [email, password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleErrorMessage(REQUIRED);
    }
    await expect(email).toBeFocused();
    await expect(dialog).toBeVisible();

    await email.fill('asha@example.com');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByText(REQUIRED, { exact: true })).toHaveCount(1);
    await expect(password).toHaveAccessibleErrorMessage(REQUIRED);
    await expect(password).toBeFocused();
  });

  test('a visitor switches from Login to Sign up and back, and closes with the close button @phone-only', async ({
    page,
  }, info) => {
    const login = await openLogin(page, info);
    await login.getByRole('button', { name: 'Sign up', exact: true }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(signup).toBeVisible();
    await expect(login).toBeHidden();
    await expect(signup.getByText('Create an account to manage your appointments.')).toBeVisible();
    for (const label of ['Full Name', 'Phone', 'Email']) await expect(signup.getByLabel(label)).toHaveValue('');
    await expect(signup.getByLabel(PASSWORD)).toHaveValue('');
    await expect(signup.getByLabel(CONFIRM)).toHaveValue('');

    await signup.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(signup).toBeHidden();

    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('after switching to Sign up, Esc closes it and focus goes back to the Login button', async ({ page }, info) => {
    const signup = await openSignup(page, info);
    await page.keyboard.press('Escape');
    await expect(signup).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The element that opened the dialogs (on a phone, the menu button: the menu closed when Login opened); the
    // "Sign up" link that opened this one is gone with the Login dialog.
    const opener =
      info.project.name === 'phone'
        ? page.getByRole('button', { name: 'Open menu' })
        : page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
    await expect(opener).toBeFocused();
  });

  test('an empty Sign up marks every field, and different passwords show "Passwords do not match." @phone-only', async ({
    page,
  }, info) => {
    const dialog = await openSignup(page, info);
    const submit = dialog.getByRole('button', { name: 'Sign Up', exact: true });
    await submit.click();
    await expect(dialog.getByText(REQUIRED, { exact: true })).toHaveCount(5);
    await expect(dialog.getByLabel('Full Name')).toBeFocused();

    await dialog.getByLabel('Full Name').fill('Asha Verma');
    await dialog.getByLabel('Phone').fill('+91 98110 12345');
    await dialog.getByLabel('Email').fill('asha@example.com');
    await dialog.getByLabel(PASSWORD).fill('breathe-easy-1');
    await dialog.getByLabel(CONFIRM).fill('breathe-easy-2');
    await submit.click();
    const confirm = dialog.getByLabel(CONFIRM);
    await expect(dialog.getByText('Passwords do not match.', { exact: true })).toBeVisible();
    await expect(confirm).toHaveAccessibleErrorMessage('Passwords do not match.');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toBeFocused();
    await expect(dialog.getByText(REQUIRED, { exact: true })).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test('the show-password buttons reveal and hide what was typed @phone-only', async ({ page }, info) => {
    const login = await openLogin(page, info);
    const password = login.getByLabel(PASSWORD);
    await password.fill('secret-123');
    await expect(password).toHaveAttribute('type', 'password');
    await login.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    const hide = login.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await hide.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('secret-123');

    await login.getByRole('button', { name: 'Sign up', exact: true }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    const first = signup.getByLabel(PASSWORD);
    const second = signup.getByLabel(CONFIRM);
    await signup.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(second).toHaveAttribute('type', 'text');
    await expect(first).toHaveAttribute('type', 'password');
    await signup.getByRole('button', { name: 'Show password' }).click();
    await expect(first).toHaveAttribute('type', 'text');
  });

  test('a valid Login or Sign up closes the dialog and sends nothing to the server @phone-only', async ({
    page,
  }, info) => {
    const calls = recordApiCalls(page);
    const login = await openLogin(page, info);
    await login.getByLabel('Email').fill('asha@example.com');
    await login.getByLabel(PASSWORD).fill('secret-123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const signup = await openSignup(page, info);
    await signup.getByLabel('Full Name').fill('Asha Verma');
    await signup.getByLabel('Phone').fill('+91 98110 12345');
    await signup.getByLabel('Email').fill('asha@example.com');
    await signup.getByLabel(PASSWORD).fill('breathe-easy-1');
    await signup.getByLabel(CONFIRM).fill('breathe-easy-1');
    await signup.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A sentinel call: any request the submits had started would be recorded before it.
    await page.evaluate(() => fetch('/api/health').then((r) => r.status));
    await expect.poll(() => calls).toEqual(['GET /api/health']);
  });

  test('axe finds no violation with the Login or the Sign up dialog open', async ({ page }, info) => {
    await openLogin(page, info);
    await animationsDone(page);
    await expectNoAxeViolations(page, 'login dialog');
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
    await animationsDone(page);
    await expectNoAxeViolations(page, 'sign-up dialog');
  });

  test('axe finds no violation when the Sign up dialog shows field errors', async ({ page }, info) => {
    const dialog = await openSignup(page, info);
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(dialog.getByText(REQUIRED, { exact: true })).toHaveCount(5);
    await animationsDone(page);
    await expectNoAxeViolations(page, 'sign-up dialog with errors');
  });
});
