import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDays, weekday } from '../../common/booking/schedule';
import { DOCTOR } from '../../common/clinic/facts';
import { e2eRazorpayPort } from '../../scripts/lib/e2e-ports';
import { expectNoAxeViolations, screenshotPath } from './fixtures';
import {
  bookableDates,
  expect,
  expectStep,
  FORM_THINKING_MS,
  newPatient,
  next,
  pageWizardToDoctor,
  runToday,
  test,
} from './journeys';
import { manageLinkIn, waitForEmail } from './mailbox';

/**
 * Pay when you book (issue 42, "Checked by"), payment required: a patient books on /book-appointment, reads the fee and
 * the policy on the last step, is sent to Razorpay (the local stand-in, scripts/razorpay-stand-in.ts), pays, comes
 * back to "Payment received: your appointment is booked"; the confirmation and the receipt arrive; the patient cancels
 * two days or more before and the refund is asked of Razorpay. Then the same booking and payment with JavaScript off.
 * Run by tests/e2e/desk-clinic.spec.ts on the schedule variant (its own D1: the setting would hold every other
 * journey's booking for payment), one after its journeys.
 */

const STAND_IN = `http://127.0.0.1:${e2eRazorpayPort()}`;
const FEE = 800;
const REGISTRATION = 'DMC/R/04521';

/** Sets the clinic's online payment through the desk's API (the Clinic tab's save), with the fee and the policy. */
export async function setPayment(request: APIRequestContext, mode: 'off' | 'required') {
  for (let attempt = 1; ; attempt++) {
    const { schedule } = await (await request.get('/api/desk/clinic')).json();
    const put = await request.put('/api/desk/clinic', {
      headers: { 'X-Desk-Request': '1' },
      data: {
        ...schedule,
        settings: {
          ...schedule.settings,
          feeInr: FEE,
          payment: { mode, refundHours: 24, doctorRegistration: REGISTRATION },
        },
      },
    });
    if (put.status() === 409 && attempt < 5) continue;
    expect(put.status(), await put.text()).toBe(200);
    return;
  }
}

/** A weekday (Tuesday to Friday) at least three days ahead: cancelled "two days before", it is refunded in full. */
function paymentDate(offset: number): string {
  const d = bookableDates().filter((x) => x >= addDays(runToday(), 3) && weekday(x) >= 2 && weekday(x) <= 5)[offset];
  if (!d) throw new Error('no bookable weekday for the payment journey');
  return d;
}

function snap(page: Page, name: string) {
  return page.screenshot({ path: screenshotPath(test.info().project.name, `/payment-${name}`), fullPage: true });
}

/** On Razorpay's page (the stand-in), pays: back on the site's return page. */
async function payOnRazorpay(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${STAND_IN}/i/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay ₹800');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/payments\/return\?/);
  await expect(page.getByTestId('payment-received')).toHaveText('Payment received: your appointment is booked');
}

export async function paymentJourney({
  page,
  browser,
  request,
}: {
  page: Page;
  browser: Browser;
  request: APIRequestContext;
}) {
  await setPayment(request, 'required');
  try {
    // With JavaScript: the wizard.
    const patient = { ...newPatient('pay'), fullName: 'Sunita Arora', age: '58', gender: 'female' as const };
    const date = paymentDate(0);
    const w = await pageWizardToDoctor(page, { ...patient, date, time: '11:00 AM' });
    await w.getByRole('button', { name: new RegExp(DOCTOR.name) }).click();
    await next(w);
    await expectStep(w, 4, 'Confirm Details');
    const note = w.getByTestId('payment-note');
    await expect(note).toContainText('The consultation fee is ₹800.');
    await expect(note).toContainText('you will be sent to Razorpay to pay by UPI, card or net banking');
    await expect(note).toContainText('Cancel at least 24 hours before your appointment');
    await expect(note.getByRole('link', { name: 'Cancellation and refund policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    // Not "booked": held while the patient pays.
    const held = w.getByTestId('booking-payment');
    await expect(held).toContainText('Pay the fee to confirm your booking');
    await expect(held).toContainText('Your place is held until');
    // What to do next has the focus, on screen above the emptied form.
    await expect(held).toBeFocused();
    await expect(held).toBeInViewport();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expectNoAxeViolations(page, 'booking held for payment');
    await snap(page, 'held');
    await held.getByRole('link', { name: 'Go to payment' }).click();

    await expect(page.getByTestId('pay-page')).toHaveText('Pay the consultation fee');
    await expect(page.locator('main')).toContainText('Fee: ₹800');
    await expectNoAxeViolations(page, 'pay page');
    await snap(page, 'pay');
    await page.getByRole('button', { name: 'Pay ₹800 with Razorpay' }).click();
    await payOnRazorpay(page);
    await snap(page, 'received');

    // The booking's messages now, the receipt among them: paid, with the doctor's registration.
    const confirmation = await waitForEmail(patient.email, 'appointment_patient');
    const receipt = await waitForEmail(patient.email, 'payment_receipt_patient');
    expect(receipt.text).toContain('₹800');
    expect(receipt.text).toContain(REGISTRATION);
    const paymentId = /pay_[A-Za-z0-9]{14}/.exec(receipt.text)?.[0];
    expect(paymentId, 'the payment id in the receipt').toBeTruthy();

    // Cancelled two days or more before: refunded in full, through Razorpay, with its idempotency key.
    await page.goto(manageLinkIn(confirmation).replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByTestId('manage-payment')).toContainText('Fee paid: ₹800');
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('heading', { name: /cancelled/i }).first()).toBeVisible();
    await expect
      .poll(async () => {
        const refunds = (await (await request.get(`${STAND_IN}/__stand-in/refunds`)).json()).items as {
          payment_id: string;
          amount: number;
          idempotency_key: string;
        }[];
        return refunds.filter((r) => r.payment_id === paymentId);
      })
      .toMatchObject([{ amount: FEE * 100, idempotency_key: expect.stringMatching(/^rfd_/) }]);
    await waitForEmail(patient.email, 'payment_refund_patient');

    // With JavaScript off, at a phone's width: the server's booking page, then the same pay page and Razorpay.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await context.newPage();
    try {
      const other = newPatient('pay-nojs');
      await plain.goto('/book-appointment');
      const form = plain.getByTestId('booking-wizard-page');
      await form.getByLabel('Full Name').fill('Harish Bansal');
      await form.getByLabel('Email Address').fill(other.email);
      await form.getByLabel('Phone Number').fill(other.phone);
      await form.getByRole('spinbutton', { name: 'Age', exact: true }).fill('47');
      await form.getByLabel('Gender').selectOption('male');
      await next(form);
      await expect(plain).toHaveURL(/\/api\/forms\/booking$/);
      await plain.getByLabel('Preferred Date').fill(paymentDate(1));
      await plain.getByLabel('Preferred Time').selectOption('12:00 PM');
      await expect(plain.getByTestId('payment-note')).toContainText('The consultation fee is ₹800.');
      await plain.waitForTimeout(FORM_THINKING_MS);
      await plain.getByRole('button', { name: 'Confirm Booking' }).click();
      await expect(plain).toHaveURL(/\/api\/payments\/pay\?b=apt_/);
      await expect(plain.getByTestId('pay-page')).toHaveText('Pay the consultation fee');
      await expect(plain.locator('main')).toContainText('Your place is held until');
      await snap(plain, 'pay-no-js');
      await plain.getByRole('button', { name: 'Pay ₹800 with Razorpay' }).click();
      await payOnRazorpay(plain);
      await snap(plain, 'received-no-js');
      await waitForEmail(other.email, 'payment_receipt_patient');
    } finally {
      await context.close();
    }
  } finally {
    await setPayment(request, 'off');
  }
}
