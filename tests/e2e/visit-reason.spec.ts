import type { Locator } from '@playwright/test';
import { CONDITION_TITLES, SERVICE_TITLES } from '../../common/booking/visit-reasons';
import { DOCTOR, DOCTOR_OPTION } from '../../common/clinic/facts';
import { SPEC_BODY } from '../shared/booking';
import { expectNoAxeViolations, hydrated } from './fixtures';
import {
  bookingBody,
  DOCTOR_SHOWN,
  dateAndTimeStep,
  dateFor,
  expect,
  expectAccepted,
  expectStep,
  expectToast,
  fillHomeDetails,
  next,
  pageWizardToDoctor,
  submitBooking,
  summaryRows,
  test,
  toConfirmStep,
  wizard,
} from './journeys';

const QUESTION = 'What is the visit for?';
const PREPARE_HINT = 'We will e-mail you how to prepare, with your confirmation.';
const WHY_HINT = 'This lets us e-mail you how to prepare.';
const NOT_SURE_HINT = 'That is fine: the doctor will guide you at the visit.';

/** The select offers an empty first choice, "Not sure yet", and every service and condition in its own group. */
async function expectReasonChoices(w: Locator) {
  const select = w.getByLabel(QUESTION);
  await expect(select).toHaveValue('');
  await expect(select.locator('option').first()).toHaveText('Choose if you know (optional)');
  await expect(select.locator('option').nth(1)).toHaveText('Not sure yet');
  const groups = select.locator('optgroup');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toHaveAttribute('label', 'Tests and treatments');
  await expect(groups.nth(0).locator('option')).toHaveText(Object.values(SERVICE_TITLES));
  await expect(groups.nth(1)).toHaveAttribute('label', 'Conditions');
  await expect(groups.nth(1).locator('option')).toHaveText(Object.values(CONDITION_TITLES));
  await expect(w.getByTestId('visit-reason-hint')).toHaveText(WHY_HINT);
  await expect(select).toHaveAccessibleDescription(WHY_HINT);
}

test.describe('saying what the visit is for', () => {
  test('a patient books a spirometry test from the home page, and the booking says so @phone-only', async ({
    page,
  }) => {
    const date = dateFor('visit-reason');
    await page.goto('/#appointment');
    await hydrated(page, 'home-booking');
    const w = wizard(page, 'home');
    await fillHomeDetails(w, { fullName: 'Sunita Arora', email: 'sunita.arora@example.com', phone: '+91 98110 45678' });
    await next(w);
    await dateAndTimeStep(w, date, '09:00 AM');
    await w.getByLabel('Doctor').selectOption(DOCTOR_OPTION);
    await expectReasonChoices(w);
    await w.getByLabel(QUESTION).selectOption({ label: 'Spirometry' });
    await expect(w.getByLabel(QUESTION)).toHaveValue('spirometry');
    await expect(w.getByTestId('visit-reason-hint')).toHaveText(PREPARE_HINT);
    await expect(w.getByLabel(QUESTION)).toHaveAccessibleDescription(PREPARE_HINT);
    await w.getByRole('textbox', { name: 'Message', exact: true }).fill('Breathless on stairs.');
    await toConfirmStep(w);
    expect(await summaryRows(w)).toEqual([
      ['Full Name', 'Sunita Arora'],
      ['Email', 'sunita.arora@example.com'],
      ['Phone', '+91 98110 45678'],
      ['Date', date],
      ['Time', '09:00 AM'],
      ['Doctor', DOCTOR_SHOWN],
      ['Visit for', 'Spirometry'],
      ['Message', 'Breathless on stairs.'],
      ['Reports', 'None'],
    ]);

    const req = await submitBooking(page, w);
    await expectAccepted(
      req,
      bookingBody(
        {
          fullName: 'Sunita Arora',
          email: 'sunita.arora@example.com',
          phone: '+91 98110 45678',
          date,
          time: '09:00 AM',
          message: 'Breathless on stairs.',
        },
        { visit_reason: 'spirometry' },
      ),
    );
    await expectToast(page, 'Appointment Booked!', 'A confirmation email has been sent.');
    await expectStep(w, 1, 'Patient Details');
  });

  test('a patient on /book-appointment changes their mind from "Not sure yet" to Spirometry and books it @phone-only', async ({
    page,
  }) => {
    const date = dateFor('visit-reason');
    const w = await pageWizardToDoctor(page, {
      fullName: 'Harish Menon',
      email: 'harish.menon@example.com',
      phone: '9810145678',
      age: '58',
      gender: 'male',
      date,
      time: '12:00 PM',
    });
    await w.getByRole('button', { name: new RegExp(DOCTOR.name) }).click();
    await expectReasonChoices(w);
    await w.getByLabel(QUESTION).selectOption({ label: 'Not sure yet' });
    await expect(w.getByTestId('visit-reason-hint')).toHaveText(NOT_SURE_HINT);
    await w.getByLabel(QUESTION).selectOption({ label: 'Spirometry' });
    await expect(w.getByTestId('visit-reason-hint')).toHaveText(PREPARE_HINT);
    await expectNoAxeViolations(page, 'step 3 with a visit reason');
    await toConfirmStep(w);
    const rows = await summaryRows(w);
    const doctorRow = rows.findIndex(([label]) => label === 'Doctor');
    expect(rows[doctorRow + 1]).toEqual(['Visit for', 'Spirometry']);
    await expectNoAxeViolations(page, 'step 4 with a visit reason');

    // Previous keeps the choice.
    await w.getByRole('button', { name: 'Previous' }).click();
    await expectStep(w, 3, 'Doctor');
    await expect(w.getByLabel(QUESTION)).toHaveValue('spirometry');
    await next(w);

    const body = (await submitBooking(page, w, 'Confirm Booking')).postDataJSON();
    expect(body).toMatchObject({ appointment_date: date, appointment_time: '12:00 PM', visit_reason: 'spirometry' });
    expect(Object.keys(body)).toEqual([
      ...SPEC_BODY,
      'visit_reason',
      'notice_version',
      // The booking page's profile, as fields of their own (decision 017): only those filled in.
      'age',
      'gender',
      'locale',
    ]);
    await expectToast(page, 'Appointment Booked!', 'A confirmation email has been sent.');
    await expectStep(w, 1, 'Patient Details');
  });
});
