import type { Locator, Page, Request } from '@playwright/test';
import { DOCTOR } from '../../common/clinic/facts';
import { NOTICE_VERSION } from '../../common/privacy/facts';
import en from '../../web/messages/forms/en.json' with { type: 'json' };
import hi from '../../web/messages/forms/hi.json' with { type: 'json' };
import { expectNoAxeViolations, hydrated } from './fixtures';
import { expect, expectToast, nextPost, safeDates, summaryRows, test } from './journeys';

/**
 * The forms on the Hindi pages (/hi/…): every word the patient reads is Hindi (web/messages/forms/hi.json), the
 * values sent are the same as in English, and each request says its language: `Accept-Language: hi` on every API
 * call, `locale: 'hi'` in the bodies the API stores (so the booking's e-mails can be in Hindi; those e-mails are the
 * server's and are tested there).
 */

/** A date of its own per project: past the ones the English journeys take from the end of the window (journeys.ts). */
function hindiDate(): string {
  const project = test.info().project.name;
  const safe = safeDates();
  const date = safe[safe.length - 1 - (30 + (project === 'desktop' ? 1 : 0))];
  if (!date) throw new Error('no bookable date left for the Hindi booking');
  return date;
}

/** The request said Hindi: the header, and the stored language in its body. */
function expectHindi(req: Request) {
  expect(req.headers()['accept-language']).toBe('hi');
  expect(req.postDataJSON()).toMatchObject({ locale: 'hi' });
}

/**
 * Presses a form's button: its POST to `path` says Hindi (expectHindi), carries these values, and the server accepts
 * it (201).
 */
async function sendInHindi(page: Page, button: Locator, path: string, values: Record<string, unknown>) {
  const sent = nextPost(page, path);
  await button.click();
  const req = await sent;
  expectHindi(req);
  expect(req.postDataJSON()).toMatchObject(values);
  expect((await req.response())?.status()).toBe(201);
}

/** "4 में से चरण n" and the step's Hindi heading naming the wizard. */
async function expectStep(w: Locator, n: number, title: string) {
  await expect(w.getByText(hi.forms_step_of.replace('{step}', String(n)), { exact: true })).toBeVisible();
  await expect(w).toHaveAccessibleName(title);
}

test.describe('the forms in Hindi', () => {
  test('a patient books on /hi/book-appointment in Hindi', async ({ page }) => {
    const date = hindiDate();
    const email = `asha.hi.${test.info().project.name}@example.com`;
    const apiCalls: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r);
    });
    await page.goto('/hi/book-appointment');
    await hydrated(page);
    const w = page.getByTestId('booking-wizard-page');
    // The prerendered form, sent without the script, says its language to the server too.
    await expect(w.locator('input[type=hidden][name=locale]')).toHaveValue('hi');

    await expectStep(w, 1, hi.forms_step_patient_details);
    await expect(w.getByRole('list', { name: hi.forms_steps_label })).toBeVisible();
    await expect(w.getByRole('button', { name: hi.forms_previous })).toBeDisabled();
    // An empty Next: the messages the form writes itself are Hindi.
    await w.getByRole('button', { name: hi.forms_next }).click();
    await expect(w.getByText(hi.forms_error_age_empty, { exact: true })).toBeVisible();
    await expect(w.getByText(hi.forms_error_gender, { exact: true })).toBeVisible();
    await expect(w.getByText(en.forms_error_age_empty)).toHaveCount(0);
    await expectStep(w, 1, hi.forms_step_patient_details);

    await w.getByRole('textbox', { name: hi.forms_label_full_name, exact: true }).fill('आशा वर्मा');
    await w.getByLabel(hi.forms_label_email_address).fill(email);
    await w.getByLabel(hi.forms_label_phone_number).fill('+91 98110 12345');
    await w.getByRole('spinbutton', { name: hi.forms_label_age, exact: true }).fill('42');
    await w
      .getByRole('combobox', { name: hi.forms_label_gender, exact: true })
      .selectOption({ label: hi.forms_gender_female });
    await w.getByRole('button', { name: hi.forms_next }).click();

    await expectStep(w, 2, hi.forms_step_date_time);
    await w.getByLabel(hi.forms_label_preferred_date).fill(date);
    await expect(w.getByText(hi.forms_hint_time_zone)).toBeVisible();
    // The times in Hindi, the value sent the same as in English.
    const tile = w.getByTestId('slot-10:00 AM');
    await expect(tile).toHaveText('सुबह 10:00');
    await tile.click();
    await w.getByRole('button', { name: hi.forms_next }).click();

    await expectStep(w, 3, hi.forms_step_doctor);
    await w.getByTestId('doctor-card').click();
    await expect(w.getByTestId('doctor-card')).toContainText(hi.forms_selected);
    await w.getByLabel('आप किस लिए दिखाना चाहते हैं?').selectOption({ label: 'ब्रोंकोस्कोपी (Bronchoscopy)' });
    await expect(w.getByTestId('visit-reason-hint')).toHaveText(hi.forms_reason_hint_chosen);
    await w.getByRole('button', { name: hi.forms_next }).click();

    await expectStep(w, 4, hi.forms_step_confirm);
    const rows = await summaryRows(w);
    expect(rows).toContainEqual([hi.forms_label_full_name, 'आशा वर्मा']);
    expect(rows).toContainEqual([hi.forms_label_gender, hi.forms_gender_female]);
    expect(rows).toContainEqual([hi.forms_label_preferred_time, 'सुबह 10:00']);
    expect(rows).toContainEqual([hi.forms_summary_visit_for, 'ब्रोंकोस्कोपी (Bronchoscopy)']);
    expect(rows).toContainEqual([hi.forms_label_reports, hi.forms_none]);
    // The date spelled out in Hindi, with Latin digits.
    const dateRow = rows.find(([label]) => label === hi.forms_label_preferred_date)?.[1] ?? '';
    expect(dateRow).toMatch(/^\p{Script=Devanagari}+, \d{1,2} \p{Script=Devanagari}+ \d{4}$/u);
    await expectNoAxeViolations(page, '/hi/book-appointment step 4');

    // The values are the English ones, whatever the page's language.
    await sendInHindi(page, w.getByRole('button', { name: hi.forms_submit_page }), '/api/appointment', {
      full_name: 'आशा वर्मा',
      email,
      appointment_date: date,
      appointment_time: '10:00 AM',
      selected_doctor: `${DOCTOR.name} - ${DOCTOR.specialty}`,
      visit_reason: 'bronchoscopy',
      notice_version: NOTICE_VERSION,
      // The profile as fields, with the values sent in every language (decision 017).
      gender: 'female',
    });
    await expectToast(page, hi.forms_booking_success_title, hi.forms_booking_success_text);
    await expectStep(w, 1, hi.forms_step_patient_details);

    // Every call to the API on the way (the free times included) said Hindi.
    expect(apiCalls.length).toBeGreaterThan(1);
    for (const r of apiCalls) expect(r.headers()['accept-language'], r.url()).toBe('hi');
  });

  test('a visitor sends a message from /hi/contact in Hindi @phone-only', async ({ page }) => {
    await page.goto('/hi/contact');
    await hydrated(page);
    const form = page.getByTestId('contact-page-form');
    await expect(form).toHaveAccessibleName(hi.forms_contact_page_form_label);
    await expect(form.locator('input[type=hidden][name=locale]')).toHaveValue('hi');

    // Sent empty: the form's own toast, in Hindi.
    await form.getByRole('button', { name: hi.forms_send_message }).click();
    await expectToast(page, hi.forms_validation_title, hi.forms_fill_required);

    await form.getByLabel(hi.forms_contact_your_name).fill('रवि कुमार');
    await form.getByLabel(hi.forms_label_email_address).fill(`ravi.hi.${test.info().project.name}@example.com`);
    await form.getByLabel(hi.forms_contact_subject).selectOption({ label: hi.forms_subject_emergency });
    await form
      .getByRole('textbox', { name: hi.forms_label_message, exact: true })
      .fill('दो हफ़्ते से खाँसी है, रात में ज़्यादा।');
    await sendInHindi(page, form.getByRole('button', { name: hi.forms_send_message }), '/api/contact', {
      name: 'रवि कुमार',
      subject: 'Emergency',
      message: 'दो हफ़्ते से खाँसी है, रात में ज़्यादा।',
      notice_version: NOTICE_VERSION,
    });
    await expectToast(page, hi.forms_contact_success_title, hi.forms_contact_success_text);
    await expect(form.getByLabel(hi.forms_contact_your_name)).toHaveValue('');
  });

  test('the English forms keep their words and say English @phone-only', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const form = page.getByTestId('contact-page-form');
    await expect(form.locator('input[type=hidden][name=locale]')).toHaveValue('en');
    await form.getByLabel('Your Name').fill('Ravi Kumar');
    await form.getByLabel('Email Address').fill(`ravi.en.${test.info().project.name}@example.com`);
    await form.getByLabel('Message').fill('Do you see patients on Saturday?');
    const sent = nextPost(page, '/api/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const req = await sent;
    expect(req.headers()['accept-language']).toBe('en');
    expect(req.postDataJSON()).toMatchObject({ locale: 'en' });
    await expectToast(
      page,
      'Message Sent Successfully!',
      "Thank you for contacting us. We'll respond as soon as possible.",
    );
  });
});
