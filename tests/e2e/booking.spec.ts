import type { FileChooser, Locator, Page, Route } from '@playwright/test';
import { CLOSED_MESSAGES } from '../../common/booking/schedule';
import { DOCTOR, DOCTOR_OPTION } from '../../common/clinic/facts';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '../../common/platform/fields';
import { expectNoAxeViolations, hydrated, island } from './fixtures';
import {
  autofillHoneypot,
  bookingBody,
  chooseDate,
  chooseTime,
  DOCTOR_SHOWN,
  dateAndTimeStep,
  dateFor,
  expect,
  expectBookedToast,
  expectStep,
  expectToast,
  fieldLabelled,
  fillHomeDetails,
  fillPageDetails,
  fillSlot,
  honeypotInput,
  MEERA,
  next,
  nextPost,
  openHomeWizardToConfirm,
  openPageWizard,
  pageWizardToDate,
  pageWizardToDoctor,
  slotRadio,
  slotTile,
  submitBooking,
  summaryRows,
  test,
  toast,
  toConfirmStep,
  wizard,
} from './journeys';

const BOOKED_TITLE = 'Appointment Booked!';

/** A real 1×1 PNG: the page checks a chosen file's bytes, so a report must be the file its name says. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The bodies below are the spec's (§7) plus two keys: `notice_version` (every booking form now shows the short privacy
 * notice, common/privacy/facts.ts, and records which version it showed: DPDP Rules, Rule 3) and `locale`, the page's
 * language (decision 014: the booking's e-mails are in it). Nothing else is added for a patient booking for themselves.
 */

test.describe('booking from the home page', () => {
  test('a patient books an appointment from the home page @phone-only', async ({ page }) => {
    const date = dateFor('home-booking');
    await page.goto('/#appointment');
    await hydrated(page, 'home-booking');
    const w = wizard(page, 'home');

    await expectStep(w, 1, 'Patient Details');
    await expect(w.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await fillHomeDetails(w, { fullName: 'Asha Verma', email: 'asha.verma@example.com', phone: '+91 98110 12345' });
    await next(w);

    await expect(w.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await dateAndTimeStep(w, date, '10:00 AM');
    await w.getByLabel('Doctor').selectOption(DOCTOR_OPTION);
    await w.getByRole('textbox', { name: 'Message', exact: true }).fill('Cough for three weeks, worse at night.');
    await toConfirmStep(w);
    expect(await summaryRows(w)).toEqual([
      ['Full Name', 'Asha Verma'],
      ['Email', 'asha.verma@example.com'],
      ['Phone', '+91 98110 12345'],
      ['Date', date],
      ['Time', '10:00 AM'],
      ['Doctor', DOCTOR_SHOWN],
      ['Message', 'Cough for three weeks, worse at night.'],
      ['Reports', 'None'],
    ]);
    await expect(w.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);

    const req = await submitBooking(page, w);
    expect(req.postDataJSON()).toEqual(
      bookingBody(
        {
          fullName: 'Asha Verma',
          email: 'asha.verma@example.com',
          phone: '+91 98110 12345',
          date,
          time: '10:00 AM',
          message: 'Cough for three weeks, worse at night.',
        },
        { selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist' },
      ),
    );
    expect(await req.headerValue('idempotency-key')).toMatch(/^\S{8,200}$/);
    expect((await req.response())?.status()).toBe(201);

    await expectBookedToast(page);
    await expectStep(w, 1, 'Patient Details');
    await expect(w.getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (const label of ['Full Name', 'Email', 'Phone']) await expect(w.getByLabel(label)).toHaveValue('');
  });

  test('Previous walks back through the steps and keeps what the patient typed @phone-only', async ({ page }) => {
    const w = await openHomeWizardToConfirm(page, {
      fullName: 'Kabir Sethi',
      email: 'kabir@example.com',
      phone: '9811012345',
      date: dateFor('home-booking'),
      time: '04:00 PM',
      message: 'Follow-up visit.',
    });
    await w.getByRole('button', { name: 'Previous' }).click();
    await expectStep(w, 3, 'Doctor');
    await expect(w.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Follow-up visit.');
    await expect(w.getByLabel('Doctor')).toHaveValue(DOCTOR_OPTION);
    await w.getByRole('button', { name: 'Previous' }).click();
    await expectStep(w, 2, 'Date & Time');
    await expect(w.getByLabel('Date')).toHaveValue(dateFor('home-booking'));
    await expect(slotRadio(w, '04:00 PM')).toBeChecked();
    await w.getByRole('button', { name: 'Previous' }).click();
    await expectStep(w, 1, 'Patient Details');
    await expect(w.getByLabel('Full Name')).toHaveValue('Kabir Sethi');
    await expect(w.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});

test.describe('booking from /book-appointment', () => {
  test('a patient books with their details, symptoms, the doctor card and a report file @phone-only', async ({
    page,
  }) => {
    const date = dateFor('page-booking');
    const w = await openPageWizard(page);

    await expectStep(w, 1, 'Patient Details');
    await fillPageDetails(w, MEERA);
    await w.getByLabel('Address', { exact: true }).fill('12 Park Street, New Delhi');
    await w.getByLabel('Medical History').fill('Asthma since 2010');
    await w.getByLabel('Current Symptoms').fill('Breathless on climbing stairs');
    await next(w);
    await dateAndTimeStep(w, date, '02:00 PM');

    const card = w.getByRole('button', { name: new RegExp(DOCTOR.name) });
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText('Selected');
    await w.getByLabel('Reports (optional)').setInputFiles({
      name: 'xray.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    // Chosen, checked and listed, not yet sent: it travels once the booking is stored.
    await expect(w.getByTestId('picked-file')).toHaveText('xray.pdf · 1 KB: will be sent with your booking');
    await expect(page.getByText(/File uploaded/)).toHaveCount(0);
    await w.getByLabel('Additional Notes').fill('Needs a wheelchair at the entrance.');
    await toConfirmStep(w);
    expect(await summaryRows(w)).toEqual([
      ['Full Name', 'Meera Kapoor'],
      ['Email Address', 'meera.kapoor@example.com'],
      ['Phone Number', '+91 98101 55555'],
      ['Age', '62'],
      ['Gender', 'Female'],
      ['Address', '12 Park Street, New Delhi'],
      ['Medical History', 'Asthma since 2010'],
      ['Current Symptoms', 'Breathless on climbing stairs'],
      ['Preferred Date', date],
      ['Preferred Time', '02:00 PM'],
      ['Doctor', DOCTOR_SHOWN],
      ['Additional Notes', 'Needs a wheelchair at the entrance.'],
      ['Reports', 'xray.pdf'],
    ]);
    const confirm = w.getByRole('button', { name: 'Confirm Booking' });
    await expect(confirm).toBeEnabled();
    await expect(w.getByRole('button', { name: 'Submit Form' })).toHaveCount(0);

    const req = await submitBooking(page, w, 'Confirm Booking');
    expect(req.postDataJSON()).toEqual(
      // The notes are the message; the profile goes as fields of its own (decision 017).
      bookingBody(
        { ...MEERA, date, time: '02:00 PM', message: 'Needs a wheelchair at the entrance.' },
        {
          selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
          age: 62,
          gender: 'female',
          address: '12 Park Street, New Delhi',
          medical_history: 'Asthma since 2010',
          current_symptoms: 'Breathless on climbing stairs',
          reports_uploaded: true,
        },
      ),
    );
    expect(await req.headerValue('idempotency-key')).toMatch(/^\S{8,200}$/);

    await expectBookedToast(page);
    // Then the file goes, and is said to be uploaded once the server has stored it.
    const upload = page.getByTestId('report-upload');
    await expect(upload).toHaveAttribute('data-status', 'done');
    await expect(upload).toHaveText('File uploaded: xray.pdf (1 KB)');
    await expectStep(w, 1, 'Patient Details');
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Age', 'Medical History', 'Current Symptoms']) {
      await expect(fieldLabelled(w, label)).toHaveValue('');
    }
    await expect(w.getByLabel('Address', { exact: true })).toHaveValue('');
    await expect(w.getByLabel('Gender')).toHaveValue('');
  });

  test('a patient who books without choosing the doctor card still books the one doctor @phone-only', async ({
    page,
  }) => {
    const w = await pageWizardToDoctor(page, {
      fullName: 'Rohan Das',
      email: 'rohan.das@example.com',
      phone: '9810155555',
      age: '35',
      gender: 'male',
      date: dateFor('page-booking'),
      time: '03:00 PM',
    });
    await expect(w.getByRole('button', { name: new RegExp(DOCTOR.name) })).toHaveAttribute('aria-pressed', 'false');
    await toConfirmStep(w);

    const body = (await submitBooking(page, w, 'Confirm Booking')).postDataJSON();
    expect(body.selected_doctor).toBe(DOCTOR_OPTION);
    // No notes: an empty message; the age and gender as fields, the empty optional fields not sent at all.
    expect(body.message).toBe('');
    expect(body).toMatchObject({ age: 35, gender: 'male' });
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('medical_history');
    expect(body).not.toHaveProperty('current_symptoms');
    expect(body.reports_uploaded).toBe(false);
    await expectBookedToast(page);
  });
});

test.describe('the wizard checks each step', () => {
  test('Next on an empty first step shows what is missing and stays on step 1 @phone-only', async ({ page }) => {
    for (const [variant, path] of [
      ['home', '/'],
      ['page', '/book-appointment'],
    ] as const) {
      await page.goto(path);
      await hydrated(page, variant === 'home' ? 'home-booking' : undefined);
      const w = wizard(page, variant);
      await next(w);

      const errors: [string, string][] = [
        ['Full Name', 'Please enter your full name.'],
        [variant === 'home' ? 'Email' : 'Email Address', 'Please enter your email address.'],
        [variant === 'home' ? 'Phone' : 'Phone Number', 'Please enter your phone number.'],
        ...(variant === 'page'
          ? ([
              ['Age', 'Please enter your age.'],
              ['Gender', 'Please choose a gender.'],
            ] as [string, string][])
          : []),
      ];
      for (const [label, message] of errors) {
        await expect(w.getByText(message, { exact: true }), `${variant}: ${label}`).toBeVisible();
        const field = fieldLabelled(w, label);
        await expect(field, `${variant}: ${label}`).toHaveAttribute('aria-invalid', 'true');
        await expect(field, `${variant}: ${label}`).toHaveAccessibleErrorMessage(message);
      }
      await expect(w.getByLabel('Full Name')).toBeFocused();
      await expectStep(w, 1, 'Patient Details');

      // Fixing a field clears its own error, and a bad e-mail is caught as well as a missing one.
      await w.getByLabel('Full Name').fill('Asha Verma');
      await expect(w.getByText('Please enter your full name.')).toHaveCount(0);
      await expect(w.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
      await w.getByLabel(variant === 'home' ? 'Email' : 'Email Address').fill('asha@');
      await next(w);
      await expect(w.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
      await expect(w.getByLabel(variant === 'home' ? 'Email' : 'Email Address')).toBeFocused();
      await expectStep(w, 1, 'Patient Details');
    }
  });

  test('Next on the date step needs a date and a time, and a Sunday is refused @phone-only', async ({ page }) => {
    const date = dateFor('validation');
    const w = await pageWizardToDate(page, MEERA);
    await expect(w.getByText('Choose a date first to see the free times.')).toBeVisible();
    await expect(slotRadio(w, '09:00 AM')).toBeDisabled();

    await next(w);
    await expect(w.getByText('Please choose a date.', { exact: true })).toBeVisible();
    await expect(w.getByLabel('Preferred Date')).toBeFocused();
    await expectStep(w, 2, 'Date & Time');

    // The next Sunday after the chosen weekday.
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7));
    const sunday = d.toISOString().slice(0, 10);
    await w.getByLabel('Preferred Date').fill(sunday);
    await expect(w.getByText(CLOSED_MESSAGES.closed).first()).toBeVisible();
    await expect(slotRadio(w, '10:00 AM')).toBeDisabled();

    await chooseDate(w, 'Preferred Date', date);
    await next(w);
    await expect(w.getByText('Please choose one of the available times.', { exact: true })).toBeVisible();
    await expectStep(w, 2, 'Date & Time');
    await chooseTime(w, '09:00 AM');
    await next(w);
    await expectStep(w, 3, 'Doctor');
  });
});

test.describe('when booking fails', () => {
  const patient = () => ({
    fullName: 'Vikram Rao',
    email: 'vikram.rao@example.com',
    phone: '+91 98110 77777',
    date: dateFor('failure'),
    time: '11:00 AM',
    message: 'Wheezing since Monday.',
  });

  /** The booking's POST (not the GETs around it) is answered 500 with `answer`, as a failing server would. */
  const failBookingWith = (page: Page, answer: Parameters<Route['fulfill']>[0]) =>
    page.route('**/api/appointment', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, ...answer }) : route.fallback(),
    );

  test('a server refusal shows its message and keeps the patient on step 4 with the draft @phone-only', async ({
    page,
    allowHttpErrors,
  }) => {
    allowHttpErrors(500);
    await failBookingWith(page, { json: { success: false, error: 'Server says no' } });
    const p = patient();
    const w = await openHomeWizardToConfirm(page, p);
    const before = await summaryRows(w);

    await w.getByRole('button', { name: 'Submit Form' }).click();
    await expectToast(page, 'Error', 'Server says no');
    await expectStep(w, 4, 'Confirm Details');
    expect(await summaryRows(w)).toEqual(before);
    expect(before).toContainEqual(['Full Name', p.fullName]);
    await expect(w.getByRole('button', { name: 'Submit Form' })).toBeEnabled();
    await expect(toast(page, BOOKED_TITLE)).toHaveCount(0);
  });

  test('a failure without a readable message shows "Failed to book appointment. Please try again." @phone-only', async ({
    page,
    allowHttpErrors,
  }) => {
    allowHttpErrors(500);
    await failBookingWith(page, { contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
    const w = await openHomeWizardToConfirm(page, patient());
    await w.getByRole('button', { name: 'Submit Form' }).click();
    await expectToast(page, 'Error', 'Failed to book appointment. Please try again.');
    await expectStep(w, 4, 'Confirm Details');
    expect(await summaryRows(w)).toContainEqual(['Full Name', 'Vikram Rao']);
  });
});

test.describe('when the browser autofills the hidden field', () => {
  test('a browser that autofills every field still books @phone-only', async ({ page, request, allowHttpErrors }) => {
    allowHttpErrors(400);
    const date = dateFor('autofill');
    const w = await openPageWizard(page);
    // Autofill fills the patient's details and, whatever the site does to prevent it, the hidden field too.
    await w.getByLabel('Full Name').fill('Nisha Arora');
    await w.getByLabel('Email Address').fill('nisha.arora@example.com');
    await w.getByLabel('Phone Number').fill('+91 98110 66666');
    await autofillHoneypot(w, 'Nisha Arora');
    await w.getByRole('spinbutton', { name: 'Age', exact: true }).fill('48');
    await w.getByLabel('Gender').selectOption('female');
    await next(w);
    await dateAndTimeStep(w, date, '04:00 PM');
    await w.getByLabel('Additional Notes').fill('Dry cough at night.');
    await toConfirmStep(w);
    const before = await summaryRows(w);
    const confirm = w.getByRole('button', { name: 'Confirm Booking' });

    // First press: the API refuses the filled field, nothing is booked, and the patient is asked to press again.
    const first = nextPost(page, '/api/appointment');
    await confirm.click();
    const refused = await first;
    expect(refused.postDataJSON()[HONEYPOT_FIELD]).toBe('Nisha Arora');
    expect((await refused.response())?.status()).toBe(400);
    await expectToast(page, 'Error', HONEYPOT_MESSAGE);
    await expect(toast(page, BOOKED_TITLE)).toHaveCount(0);
    await expectStep(w, 4, 'Confirm Details');
    expect(await summaryRows(w)).toEqual(before);
    await expect(honeypotInput(w)).toHaveValue('');
    await expect(confirm).toBeEnabled();

    // Second press: the field was emptied, so the request is the spec's body alone and the booking goes through.
    const second = nextPost(page, '/api/appointment');
    await confirm.click();
    const booked = await second;
    expect(booked.postDataJSON()).not.toHaveProperty(HONEYPOT_FIELD);
    expect(booked.postDataJSON()).toMatchObject({ full_name: 'Nisha Arora', appointment_date: date });
    expect((await booked.response())?.status()).toBe(201);
    await expectBookedToast(page);
    await expectStep(w, 1, 'Patient Details');
    // One place of the slot is taken: the booking is stored, once.
    const slots = (await (await request.get(`/api/availability?date=${date}`)).json()).slots as {
      time: string;
      remaining: number;
    }[];
    expect(slots.find((s) => s.time === '04:00 PM')?.remaining).toBe(3);
  });
});

test.describe('when places run out', () => {
  test('a fully booked time shows "Fully booked" and cannot be chosen @phone-only', async ({ page, request }, info) => {
    const date = dateFor('full-slot');
    await fillSlot(request, date, '11:00 AM', `full-${info.project.name}`);

    const w = await pageWizardToDate(page, MEERA);
    await chooseDate(w, 'Preferred Date', date);

    await expect(slotTile(w, '11:00 AM')).toContainText('Fully booked');
    await expect(slotRadio(w, '11:00 AM')).toBeDisabled();
    await expect(slotTile(w, '11:00 AM')).toHaveAttribute('data-disabled', 'true');
    for (const free of ['10:00 AM', '12:00 PM']) {
      await expect(slotRadio(w, free)).toBeEnabled();
      await expect(slotTile(w, free)).not.toContainText('Fully booked');
    }
    await slotTile(w, '11:00 AM').click({ force: true });
    await expect(slotRadio(w, '11:00 AM')).not.toBeChecked();
  });

  test('a patient who loses the last place at submit is sent back to Date & Time with the rest kept @phone-only', async ({
    page,
    request,
    allowHttpErrors,
  }, info) => {
    allowHttpErrors(409);
    const date = dateFor('race');
    const w = await openHomeWizardToConfirm(page, {
      fullName: 'Farah Khan',
      email: 'farah.khan@example.com',
      phone: '+91 98110 22222',
      date,
      time: '03:00 PM',
      message: 'Chest tightness.',
    });

    // Meanwhile four other patients take every place at that time.
    await fillSlot(request, date, '03:00 PM', `race-${info.project.name}`);

    expect((await (await submitBooking(page, w)).response())?.status()).toBe(409);
    await expectToast(page, 'Error', CLOSED_MESSAGES.full);

    await expectStep(w, 2, 'Date & Time');
    await expect(w.getByLabel('Date')).toHaveValue(date);
    await expect(slotTile(w, '03:00 PM')).toContainText('Fully booked');
    await expect(slotRadio(w, '03:00 PM')).toBeDisabled();
    await expect(w.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(w.getByText(CLOSED_MESSAGES.full, { exact: true })).toBeVisible();

    await w.getByRole('button', { name: 'Previous' }).click();
    await expectStep(w, 1, 'Patient Details');
    await expect(w.getByLabel('Full Name')).toHaveValue('Farah Khan');
    await expect(w.getByLabel('Email')).toHaveValue('farah.khan@example.com');
    await expect(w.getByLabel('Phone')).toHaveValue('+91 98110 22222');

    // The patient picks another time and books it.
    await next(w);
    await chooseTime(w, '04:00 PM');
    await next(w);
    await expect(w.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Chest tightness.');
    await toConfirmStep(w);
    expect((await submitBooking(page, w)).postDataJSON()).toMatchObject({
      appointment_date: date,
      appointment_time: '04:00 PM',
    });
    await expectBookedToast(page);
  });
});

test.describe('booking without a mouse', () => {
  test.use({ locale: 'en-US' });

  test('a patient books on /book-appointment with the keyboard alone', async ({ page }) => {
    const date = dateFor('keyboard');
    const [y, m, d] = date.split('-');
    // Listen from the start, so the browser already hands file choosers to the test when the patient opens one.
    const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    const w = await openPageWizard(page);
    const kb = page.keyboard;
    const nextButton = w.getByRole('button', { name: 'Next' });
    const previous = w.getByRole('button', { name: 'Previous' });
    /** Presses Tab and checks where the focus lands. */
    const tabTo = async (target: Locator) => {
      await kb.press('Tab');
      await expect(target).toBeFocused();
    };
    /**
     * Presses Enter on the focused Next: the wizard shows step n and moves the focus to its heading (waiting for it,
     * or the next Tab can land before the focus moves).
     */
    const enterNext = async (n: number, title: string) => {
      await kb.press('Enter');
      await expectStep(w, n, title);
      await expect(w.getByRole('heading', { name: title })).toBeFocused();
    };

    // Skip link first, then Tab through the page until the first field of the form.
    await kb.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await kb.press('Enter');
    const fullName = w.getByLabel('Full Name');
    for (let i = 0; i < 40 && !(await fullName.evaluate((el) => el === document.activeElement)); i++) {
      await kb.press('Tab');
    }
    await expect(fullName).toBeFocused();

    await kb.type('Anil Mehta');
    await tabTo(w.getByLabel('Email Address'));
    await kb.type('anil.mehta@example.com');
    await kb.press('Tab');
    await kb.type('9811033333');
    // The WhatsApp box comes after the phone; the patient leaves it unticked.
    await tabTo(w.getByRole('checkbox', { name: /WhatsApp/ }));
    await tabTo(w.getByRole('spinbutton', { name: 'Age', exact: true }));
    await kb.type('71');
    await tabTo(w.getByLabel('Gender'));
    await kb.press('ArrowDown'); // Male
    await kb.press('ArrowDown'); // Female
    await kb.press('ArrowDown'); // Other
    await expect(w.getByLabel('Gender')).toHaveValue('other');
    await kb.press('Tab');
    await kb.type('Flat 4, Lajpat Nagar');
    await kb.press('Tab');
    await kb.type('COPD');
    await tabTo(w.getByLabel('Current Symptoms'));
    await kb.type('Cough with phlegm');
    await tabTo(nextButton); // Previous is disabled on step 1, so Tab reaches Next.
    await kb.press('Shift+Tab');
    await expect(w.getByLabel('Current Symptoms')).toBeFocused();
    await tabTo(nextButton);
    await enterNext(2, 'Date & Time');

    await tabTo(w.getByLabel('Preferred Date'));
    await kb.type(`${m}${d}${y}`);
    await expect(w.getByLabel('Preferred Date')).toHaveValue(date);
    await expect(w.getByText('Times are in India Standard Time.')).toBeVisible();
    await kb.press('Tab'); // the date field's own calendar button
    await tabTo(slotRadio(w, '09:00 AM'));
    await kb.press('Space');
    await expect(slotRadio(w, '09:00 AM')).toBeChecked();
    await kb.press('ArrowRight');
    await expect(slotRadio(w, '10:00 AM')).toBeChecked();
    await expect(slotRadio(w, '10:00 AM')).toBeFocused();
    await tabTo(previous);
    await tabTo(nextButton);
    await enterNext(3, 'Doctor');

    const card = w.getByRole('button', { name: new RegExp(DOCTOR.name) });
    await tabTo(card);
    await kb.press('Space');
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await tabTo(w.getByLabel('What is the visit for?')); // left empty: it is optional
    await tabTo(w.getByLabel('Reports (optional)'));
    await kb.press('Space');
    await (await chooser).setFiles({ name: 'spirometry.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(w.getByTestId('picked-file')).toHaveText('spirometry.png · 1 KB: will be sent with your booking');
    // The chosen file's Remove comes next, then the notes.
    await tabTo(w.getByRole('button', { name: 'Remove spirometry.png' }));
    await tabTo(w.getByLabel('Additional Notes'));
    await kb.type('Prefers Hindi.');
    await kb.press('Tab');
    await tabTo(nextButton);
    await enterNext(4, 'Confirm Details');

    // The short privacy notice's link comes before the buttons.
    await tabTo(w.getByRole('link', { name: /Read our privacy notice/ }));
    await tabTo(previous);
    await tabTo(w.getByRole('button', { name: 'Confirm Booking' }));
    const sent = nextPost(page, '/api/appointment');
    await kb.press('Space');
    expect((await sent).postDataJSON()).toEqual(
      bookingBody(
        {
          fullName: 'Anil Mehta',
          email: 'anil.mehta@example.com',
          phone: '9811033333',
          date,
          time: '10:00 AM',
          message: 'Prefers Hindi.',
        },
        {
          age: 71,
          gender: 'other',
          address: 'Flat 4, Lajpat Nagar',
          medical_history: 'COPD',
          current_symptoms: 'Cough with phlegm',
          reports_uploaded: true,
        },
      ),
    );
    await expectBookedToast(page);
    await expect(page.getByTestId('report-upload')).toHaveText('File uploaded: spirometry.png (1 KB)');
    await expectStep(w, 1, 'Patient Details');
  });
});

test.describe('accessibility of the wizard', () => {
  test('axe finds no violation at any step of the booking wizard', async ({ page }) => {
    const w = await openPageWizard(page);
    await expectNoAxeViolations(page, 'step 1');
    await fillPageDetails(w, MEERA);
    await next(w);
    await expectStep(w, 2, 'Date & Time');
    await expectNoAxeViolations(page, 'step 2 without a date');
    await chooseDate(w, 'Preferred Date', dateFor('axe'));
    await chooseTime(w, '05:00 PM');
    await expectNoAxeViolations(page, 'step 2 with a time');

    await next(w);
    await expectStep(w, 3, 'Doctor');
    await w.getByRole('button', { name: new RegExp(DOCTOR.name) }).click();
    await w.getByLabel('Reports (optional)').setInputFiles({
      name: 'xray.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(w.getByTestId('picked-file')).toBeVisible();
    await expectNoAxeViolations(page, 'step 3');

    await toConfirmStep(w);
    await expectNoAxeViolations(page, 'step 4');
  });

  test('axe finds no violation when the wizard shows field errors', async ({ page }) => {
    const w = await openPageWizard(page);
    await next(w);
    await expect(w.getByText('Please enter your full name.')).toBeVisible();
    await expectNoAxeViolations(page, 'step 1 with errors');
  });
});

test.describe('the home page forms load when needed', () => {
  test("the booking form's code loads only when the patient reaches into it @phone-only", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await hydrated(page);
    // Prerendered and readable, but its code has not been fetched.
    const w = wizard(page, 'home');
    await expect(w.getByLabel('Full Name')).toBeAttached();
    // Scrolled into view, still only HTML: no React and no wizard code for a patient who only reads.
    await w.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(scripts.filter((s) => s.includes('booking-wizard') || s.includes('mount'))).toEqual([]);

    await hydrated(page, 'home-booking');
    expect(scripts.filter((s) => s.includes('booking-wizard'))).toHaveLength(1);
    await next(w);
    await expect(w.getByText('Please enter your full name.')).toBeVisible();
  });

  test('what a patient types before the form is live is kept, and Enter is applied once it is @phone-only', async ({
    page,
  }) => {
    // A slow connection: the wizard's code takes a while to arrive.
    await page.route(/\/assets\/booking-wizard-[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    const w = wizard(page, 'home');
    const region = island(page, 'home-booking');
    const name = w.getByLabel('Full Name');
    await name.click();
    await page.keyboard.type('Asha Verma');
    await page.keyboard.press('Enter');
    expect(await region.getAttribute('data-hydrated')).toBeNull();
    // The browser did not submit the prerendered form: the press is held until the wizard is live.
    expect(page.url()).toMatch(/\/$/);

    await expect(region).toHaveAttribute('data-hydrated', 'true');
    await expect(name).toHaveValue('Asha Verma');
    // The held press of Enter (Next) was applied: step 1 checked with the name the patient typed.
    await expect(w.getByText('Please enter your email address.')).toBeVisible();
    await expect(w.getByText('Please enter your full name.')).toBeHidden();
  });
});
