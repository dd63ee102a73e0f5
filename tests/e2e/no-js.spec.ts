import type { Browser, Page } from '@playwright/test';
import { bookingSuccess } from '../../common/booking/draft';
import { contactTexts } from '../../common/contact/facts';
import { formatClinicDate } from '../../common/i18n/dates';
import { pageCopy } from '../../functions/platform/html/copy';
import { expectNoAxeViolations, screenshotPath } from './fixtures';
import { dateFor, expect, FORM_THINKING_MS, fillContactPage, fillHomeContact, next, test } from './journeys';
import { manageLinkIn, waitForEmail, waitForEmails } from './mailbox';

const PAGE_COPY_EN = pageCopy('en');
const BOOKING_SUCCESS_TEXT = bookingSuccess('en').text;
const { successTitle: CONTACT_SUCCESS_TITLE, successText: CONTACT_SUCCESS_TEXT } = contactTexts('en');

/** A browser with JavaScript off, at the project's width. */
async function withoutJs(browser: Browser, viewport: { width: number; height: number } | null): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport ?? undefined });
  return context.newPage();
}

/**
 * Axe runs as a script in the page, which a page without JavaScript cannot: it checks a copy of the same HTML in a
 * page that runs scripts.
 */
async function expectNoAxeViolationsWithoutJs(browser: Browser, page: Page, context: string) {
  const copy = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const p = await copy.newPage();
  await p.setContent(await page.content());
  await expectNoAxeViolations(p, context);
  await copy.close();
}

function snap(page: Page, name: string) {
  return page.screenshot({ path: screenshotPath(test.info().project.name, `/no-js-${name}`), fullPage: true });
}

test.describe('without JavaScript', () => {
  test('a patient books on /book-appointment: step 1, the whole booking on one page, then the confirmation @phone-only', async ({
    browser,
    viewport,
  }) => {
    const page = await withoutJs(browser, viewport);
    const email = `nojs.${test.info().project.name}@example.com`;
    const date = dateFor('no-js');
    await page.goto('/book-appointment');
    const w = page.getByTestId('booking-wizard-page');
    await w.getByLabel('Full Name').fill('Kavita <b>Sharma</b>');
    await w.getByLabel('Email Address').fill(email);
    await w.getByLabel('Phone Number').fill('+91 98110 22334');
    await w.getByRole('spinbutton', { name: 'Age', exact: true }).fill('52');
    await w.getByLabel('Gender').selectOption('female');
    await w.getByLabel('Current Symptoms').fill('Wheezing at night');
    await next(w);

    // The whole booking, with what was typed, and the error of step 1 beside its field.
    await expect(page).toHaveURL(/\/api\/forms\/booking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /Please write the full name in letters/ }).click();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveValue('Kavita <b>Sharma</b>');
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Current Symptoms')).toHaveValue('Wheezing at night');
    await expect(page.getByLabel('Gender')).toHaveValue('female');
    await page.getByLabel('Full Name').fill('Kavita Sharma');

    // Sent without a date and time: both errors, beside their fields, nothing booked.
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByTestId('error-summary')).toContainText('Please choose a date.');
    await expect(page.getByLabel('Preferred Time')).toHaveAccessibleDescription(
      /Please choose one of the available times\./,
    );
    await expectNoAxeViolationsWithoutJs(browser, page, 'no-js booking form with errors');
    await snap(page, 'booking-errors');

    await page.getByLabel('Preferred Date').fill(date);
    await page.getByLabel('Preferred Time').selectOption('04:00 PM');
    await page.getByLabel('What is the visit for?').selectOption('spirometry');
    await page.waitForTimeout(FORM_THINKING_MS);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    // Held, not yet booked: a booking without the bot check waits for the patient's confirmation (decision 011).
    await expect(page.getByRole('heading', { level: 1, name: PAGE_COPY_EN.heldTitle })).toBeVisible();
    await expect(page.getByText(PAGE_COPY_EN.heldText)).toBeVisible();
    await expect(page.getByText(BOOKING_SUCCESS_TEXT)).toHaveCount(0);
    await expect(page.getByText(formatClinicDate(date))).toBeVisible();
    await expectNoAxeViolationsWithoutJs(browser, page, 'no-js booking held');
    await snap(page, 'booking-held');
    const request = await waitForEmail(email, 'appointment_patient');
    expect(request.subject).toContain('Please confirm');
    expect(request.text).toContain('04:00 PM');

    // A refresh (the browser posts the same form again) books nothing more: the same page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: PAGE_COPY_EN.heldTitle })).toBeVisible();
    await page.context().close();

    // Later, on the phone, the e-mail's link (JavaScript has loaded by now): one press confirms, and the
    // confirmation with its calendar file follows.
    const phone = await browser.newContext({ viewport: viewport ?? undefined });
    const manage = await phone.newPage();
    await manage.goto(manageLinkIn(request));
    await expect(manage.getByTestId('confirm-needed')).toBeVisible();
    await manage.getByRole('button', { name: 'Confirm your appointment' }).click();
    await expect(manage.getByTestId('confirmed-message')).toBeVisible();
    await expect(manage.getByTestId('confirm-needed')).toHaveCount(0);
    await expectNoAxeViolations(manage, 'manage: confirmed');
    await manage.screenshot({ path: screenshotPath(test.info().project.name, '/manage-confirmed'), fullPage: true });
    const confirmed = await waitForEmails(email, 'appointment_patient', 2);
    expect(confirmed[1].subject).not.toContain('Please confirm');
    expect(confirmed[1].text).toContain('appointment.ics');
    await phone.close();
  });

  test('a patient starts on the home page wizard and books with its own labels @phone-only', async ({
    browser,
    viewport,
  }) => {
    const page = await withoutJs(browser, viewport);
    const email = `nojs.home.${test.info().project.name}@example.com`;
    await page.goto('/');
    const w = page.getByTestId('booking-wizard-home');
    await w.getByLabel('Full Name').fill('Rohit Mehra');
    await w.getByLabel('Email').fill(email);
    await w.getByLabel('Phone').fill('9811033445');
    await next(w);
    await expect(page.getByTestId('form-notice')).toContainText('Your details are kept below.');
    await page.getByLabel(/^Date/).fill(dateFor('no-js'));
    await page.getByLabel(/^Time/).selectOption('09:00 AM');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Follow-up after pneumonia.');
    await page.waitForTimeout(FORM_THINKING_MS);
    await page.getByRole('button', { name: 'Submit Form' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PAGE_COPY_EN.heldTitle })).toBeVisible();
    await waitForEmail(email, 'appointment_patient');
    await page.context().close();
  });

  test('a patient sends a message from /contact, fixes an error beside its field, and sends it @phone-only', async ({
    browser,
    viewport,
  }) => {
    const page = await withoutJs(browser, viewport);
    await page.goto('/contact');
    const form = page.getByTestId('contact-page-form');
    await fillContactPage(form, {
      name: 'Imran Khan',
      email: 'imran@',
      message: 'Is the clinic open on Saturday evening?',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/api\/forms\/contact$/);
    await expect(page.getByTestId('error-summary')).toContainText('Please enter a valid email address');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'Is the clinic open on Saturday evening?',
    );
    await expectNoAxeViolationsWithoutJs(browser, page, 'no-js contact errors');
    await snap(page, 'contact-errors');

    // The page with the errors carries the form's token: once fixed, the message goes.
    await page.getByLabel('Email Address').fill('imran@example.com');
    await page.waitForTimeout(FORM_THINKING_MS);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: CONTACT_SUCCESS_TITLE })).toBeVisible();
    await expect(page.getByText(CONTACT_SUCCESS_TEXT)).toBeVisible();
    await expectNoAxeViolationsWithoutJs(browser, page, 'no-js contact success');
    await snap(page, 'contact-success');
    await page.context().close();
  });

  test('the home page contact form sends a message @phone-only', async ({ browser, viewport }) => {
    const page = await withoutJs(browser, viewport);
    await page.goto('/');
    const form = await fillHomeContact(page, {
      firstName: 'Leela',
      lastName: 'Nair',
      email: 'leela@example.com',
      phone: '',
      subject: 'Reports',
      message: 'Can I send my reports before the visit?',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    // One look before it goes: the first post from the prerendered form carries no token (decision 011).
    await expect(page.getByTestId('form-notice')).toContainText('Please check your message');
    await expect(page.getByLabel('First Name')).toHaveValue('Leela');
    await page.waitForTimeout(FORM_THINKING_MS);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: CONTACT_SUCCESS_TITLE })).toBeVisible();
    await page.context().close();
  });
});
