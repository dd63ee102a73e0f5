import type { APIRequestContext, Page, Request } from '@playwright/test';
import { LINK_INACTIVE_MESSAGE, type ManagedBooking, tooLateMessage } from '../../common/booking/manage-schema';
import { addDays, CLOSED_MESSAGES, clinicDate } from '../../common/booking/schedule';
import { visitReasonLabel } from '../../common/booking/visit-reasons';
import { DOCTOR, PRIMARY_PHONE, telHref } from '../../common/clinic/facts';
import { formatClinicDate } from '../../common/i18n/dates';
import { expectNoAxeViolations, hydrated, screenshotPath } from './fixtures';
import { apiBooking, bookThroughApi, dateIn, expect, latch, newPatient, recordApiCalls, test } from './journeys';
import { manageLinkFor, waitForEmail } from './mailbox';

/**
 * The manage link from the confirmation e-mail (/manage#<token>): a patient opens it, moves or cancels the booking,
 * and nothing else — a mail scanner fetching it, a browser opening it — changes anything.
 */

const DOCTOR_SHOWN = `${DOCTOR.name}, ${DOCTOR.specialty}`;
const MOVED_TEXT = "We've e-mailed you the new time; your calendar invitation is updated.";

/** The journeys here that book, each with its own date per project (the two projects share one server and D1). */
const DATE_USES = ['journey-from', 'journey-to', 'scanner', 'full', 'no-js'] as const;

/** A distinct bookable date for one use, from the start of the window (the booking journeys take its end). */
const dateFor = (use: (typeof DATE_USES)[number]) => dateIn(DATE_USES, use, 0);

/** Books through the API (as the wizard would) and returns the booking's id and patient. */
async function book(
  request: APIRequestContext,
  opts: { tag: string; date: string; time: string; name?: string; visitReason?: string },
) {
  const patient = newPatient(opts.tag);
  const id = await bookThroughApi(request, {
    ...apiBooking(opts.date, opts.time, patient.email),
    full_name: opts.name ?? 'Asha Verma',
    phone: patient.phone,
    ...(opts.visitReason ? { visit_reason: opts.visitReason } : {}),
  });
  return { id, ...patient };
}

/** Places left in one slot, from the public availability API. */
async function remaining(request: APIRequestContext, date: string, time: string): Promise<number> {
  const res = await request.get(`/api/availability?date=${date}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { slots: { time: string; remaining: number }[] };
  const slot = body.slots.find((s) => s.time === time);
  if (!slot) throw new Error(`no slot ${time} on ${date}`);
  return slot.remaining;
}

/** The booking a token opens, through the API (what the page itself asks). */
async function lookUp(request: APIRequestContext, token: string) {
  const res = await request.post('/api/manage/lookup', { data: { token } });
  return { status: res.status(), body: (await res.json()) as { success: boolean; booking?: ManagedBooking } };
}

function tokenOf(link: string): string {
  return link.slice(link.indexOf('#') + 1);
}

/** Every URL the page requests from now on (to prove the token never travels in one). */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** The manage card and its current heading (h1). */
function manage(page: Page) {
  const card = page.getByTestId('manage');
  return { card, heading: card.getByRole('heading', { level: 1 }) };
}

/** Waits for a screen: its heading is shown and has the focus. */
async function expectScreen(page: Page, name: string, heading: string | RegExp) {
  const m = manage(page);
  await expect(m.card).toHaveAttribute('data-screen', name);
  await expect(m.heading).toHaveText(heading);
  await expect(m.heading).toBeFocused();
  await expect(m.card).toHaveAttribute('aria-busy', 'false');
}

/** The booking's rows as [label, value] pairs. */
async function detailRows(page: Page): Promise<[string, string][]> {
  return page
    .getByTestId('booking-details')
    .locator('dt')
    .evaluateAll((dts) =>
      dts.map(
        (dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim() ?? ''] as [string, string],
      ),
    );
}

async function snap(page: Page, screen: string) {
  // From the top, so the sticky header is where a patient sees it (focusing a heading may have scrolled the page).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: screenshotPath(test.info().project.name, `/manage-${screen}`), fullPage: true });
}

function postTo(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path);
}

test.describe('the manage link from the confirmation e-mail', () => {
  test('a patient books, opens the link from the confirmation e-mail, moves the appointment to another day, then cancels it @phone-only', async ({
    page,
    baseURL,
    allowHttpErrors,
  }) => {
    const from = dateFor('journey-from');
    const to = dateFor('journey-to');
    const booking = await book(page.request, {
      tag: 'journey',
      date: from,
      time: '10:00 AM',
      visitReason: 'asthma-treatment',
    });
    const link = await manageLinkFor(booking.email);
    expect(link.startsWith(`${baseURL}/manage#`)).toBe(true);
    const token = tokenOf(link);

    // Opening the link: one look-up, the token only in its body, and gone from the address bar at once.
    const urls = recordUrls(page);
    const lookup = postTo(page, '/api/manage/lookup');
    await page.goto(link);
    expect((await lookup).postDataJSON()).toEqual({ token });
    await expectScreen(page, 'booking', 'Hello Asha');
    expect(page.url()).toMatch(/\/manage$/);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    expect(await detailRows(page)).toEqual([
      ['Date', formatClinicDate(from)],
      ['Time', '10:00 AM (India Standard Time)'],
      ['Doctor', DOCTOR_SHOWN],
      ['Visit for', visitReasonLabel('asthma-treatment')],
      ['Reference', booking.id],
    ]);
    await expect(page.getByRole('button', { name: 'Change date or time' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
    await expectNoAxeViolations(page, 'manage: booking');
    await snap(page, 'booking');

    // Changing the time: the present time is marked and cannot be chosen; nothing is sent without a new date.
    await page.getByRole('button', { name: 'Change date or time' }).click();
    await expectScreen(page, 'reschedule', 'Choose a new date and time');
    await page.getByRole('button', { name: 'Move my appointment' }).click();
    await expect(page.getByLabel('New date')).toHaveAccessibleErrorMessage('Please choose a date.');
    await expect(page.getByLabel('New date')).toBeFocused();
    await page.getByLabel('New date').fill(from);
    await expect(page.getByText('Times are in India Standard Time.')).toBeVisible();
    const yours = page.getByTestId('slot-10:00 AM');
    await expect(yours).toContainText('Your current time');
    await expect(yours.getByRole('radio')).toBeDisabled();

    await page.getByLabel('New date').fill(to);
    await expect(page.getByText('Times are in India Standard Time.')).toBeVisible();
    await expect(page.getByTestId('slot-10:00 AM')).not.toContainText('Your current time');
    await page.getByTestId('slot-11:00 AM').click();
    await expect(page.getByTestId('slot-11:00 AM').getByRole('radio')).toBeChecked();
    await expectNoAxeViolations(page, 'manage: reschedule');
    await snap(page, 'reschedule');

    const oldBefore = await remaining(page.request, from, '10:00 AM');
    const newBefore = await remaining(page.request, to, '11:00 AM');
    const move = postTo(page, '/api/manage/reschedule');
    await page.getByRole('button', { name: 'Move my appointment' }).click();
    expect((await move).postDataJSON()).toEqual({ token, appointment_date: to, appointment_time: '11:00 AM' });
    await expectScreen(page, 'booking', 'Your appointment is moved');
    await expect(page.getByTestId('moved-message')).toHaveText(MOVED_TEXT);
    expect((await detailRows(page)).slice(0, 2)).toEqual([
      ['Date', formatClinicDate(to)],
      ['Time', '11:00 AM (India Standard Time)'],
    ]);
    await expectNoAxeViolations(page, 'manage: moved');
    await snap(page, 'moved');

    // The old place is free again, the new one taken, and the patient has the e-mail about it.
    expect(await remaining(page.request, from, '10:00 AM')).toBe(oldBefore + 1);
    expect(await remaining(page.request, to, '11:00 AM')).toBe(newBefore - 1);
    const moved = await waitForEmail(booking.email, 'reschedule_patient');
    expect(moved.text).toContain(formatClinicDate(to));
    expect(moved.text).toContain('11:00 AM');

    // Cancelling asks first; "Keep my appointment" changes nothing.
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const question = `Cancel your appointment on ${formatClinicDate(to)} at 11:00 AM?`;
    await expectScreen(page, 'cancel', question);
    await page.getByRole('button', { name: 'Keep my appointment' }).click();
    await expectScreen(page, 'booking', 'Hello Asha');
    expect((await lookUp(page.request, token)).body.booking?.status).toBe('booked');

    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await expectScreen(page, 'cancel', question);
    await page.getByLabel('Reason for cancelling (optional)').fill('Feeling better, thank you.');
    await expectNoAxeViolations(page, 'manage: cancel');
    await snap(page, 'cancel');
    const cancel = postTo(page, '/api/manage/cancel');
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    expect((await cancel).postDataJSON()).toEqual({ token, reason: 'Feeling better, thank you.' });
    await expectScreen(page, 'cancelled', 'Your appointment is cancelled');
    await expect(page.getByText("We've e-mailed you a confirmation.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a new appointment' })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
    await expectNoAxeViolations(page, 'manage: cancelled');
    await snap(page, 'cancelled');

    expect(await remaining(page.request, to, '11:00 AM')).toBe(newBefore);
    const cancelled = await waitForEmail(booking.email, 'cancellation_patient');
    expect(cancelled.text).toContain(formatClinicDate(to));
    expect(cancelled.text).toContain('11:00 AM');

    // The link is used up: opening it again shows the calm message, with the phone and a way to book again. (The tab
    // is still on /manage, so this is a same-page navigation to the link's fragment: the page opens the new token.)
    allowHttpErrors(404);
    await page.goto(link);
    await expectScreen(page, 'inactive', 'We could not open this link');
    await expect(page.getByTestId('inactive-message')).toHaveText(LINK_INACTIVE_MESSAGE);
    await expect(manage(page).card.getByRole('link', { name: `Call ${PRIMARY_PHONE.display}` })).toHaveAttribute(
      'href',
      telHref(),
    );
    await expect(page.getByRole('link', { name: 'Book a new appointment' })).toBeVisible();
    await expectNoAxeViolations(page, 'manage: inactive');
    await snap(page, 'inactive');
    // A second cancel with the same link gets the same 404 as a link that never existed (decision 016).
    const again = await page.request.post('/api/manage/cancel', { data: { token } });
    const unknown = await page.request.post('/api/manage/cancel', { data: { token: `${'A'.repeat(42)}B` } });
    expect(again.status()).toBe(404);
    expect(await again.text()).toBe(await unknown.text());

    expect(urls.filter((u) => u.includes(token))).toEqual([]);
  });

  test('a mail scanner opening the link 20 times with GET and HEAD changes nothing @phone-only', async ({ page }) => {
    const date = dateFor('scanner');
    const booking = await book(page.request, { tag: 'scanner', date, time: '12:00 PM', name: 'Farid Khan' });
    const link = await manageLinkFor(booking.email);
    const token = tokenOf(link);
    const before = await remaining(page.request, date, '12:00 PM');

    for (let i = 0; i < 20; i++) {
      const get = await page.request.get(link);
      expect(get.status()).toBe(200);
      const html = await get.text();
      // The page is the same shell for every link: nothing about the booking is in it.
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('Farid');
      expect(html).not.toContain(booking.id);
      expect((await page.request.head(link)).status()).toBe(200);
    }

    const after = await lookUp(page.request, token);
    expect(after.status).toBe(200);
    expect(after.body.booking).toMatchObject({ status: 'booked', date, time: '12:00 PM', can_change: true });
    expect(await remaining(page.request, date, '12:00 PM')).toBe(before);

    // A browser that runs the page's script only looks the booking up.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/manage/')) calls.push(new URL(r.url()).pathname);
    });
    await page.goto(link);
    await expectScreen(page, 'booking', 'Hello Farid');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual(['/api/manage/lookup']);
    const again = await lookUp(page.request, token);
    expect(again.body.booking).toMatchObject({ status: 'booked', date, time: '12:00 PM' });
  });

  test('a time that fills up while the patient decides is refused under the time, and another can be chosen', async ({
    page,
    allowHttpErrors,
  }) => {
    const date = dateFor('full');
    const booking = await book(page.request, { tag: 'full', date, time: '09:00 AM', name: 'Meera Kapoor' });
    await page.goto(await manageLinkFor(booking.email));
    await expectScreen(page, 'booking', 'Hello Meera');
    await page.getByRole('button', { name: 'Change date or time' }).click();
    await page.getByLabel('New date').fill(date);
    await expect(page.getByText('Times are in India Standard Time.')).toBeVisible();
    await page.getByTestId('slot-03:00 PM').click();

    // Meanwhile, other patients take every place at 03:00 PM.
    const left = await remaining(page.request, date, '03:00 PM');
    for (let i = 0; i < left; i++) await book(page.request, { tag: `filler${i}`, date, time: '03:00 PM' });

    allowHttpErrors(409);
    await page.getByRole('button', { name: 'Move my appointment' }).click();
    await expect(page.getByText(CLOSED_MESSAGES.full, { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'New time' })).toHaveAccessibleDescription(
      new RegExp(`${CLOSED_MESSAGES.full.replace(/\./g, '\\.')}$`),
    );
    await expect(page.getByTestId('slot-03:00 PM')).toContainText('Fully booked');
    await expect(page.getByTestId('slot-03:00 PM').getByRole('radio')).toBeDisabled();
    await expectNoAxeViolations(page, 'manage: slot full');
    await snap(page, 'slot-full');

    await page.getByTestId('slot-04:00 PM').click();
    await page.getByRole('button', { name: 'Move my appointment' }).click();
    await expectScreen(page, 'booking', 'Your appointment is moved');
    expect((await detailRows(page)).slice(0, 2)).toEqual([
      ['Date', formatClinicDate(date)],
      ['Time', '04:00 PM (India Standard Time)'],
    ]);
  });

  test('an unknown link shows the calm "no longer active" message @phone-only', async ({ page, allowHttpErrors }) => {
    allowHttpErrors(404);
    // Well-formed (43 base64url characters), so the server is asked, but no booking's token.
    const unknown = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    expect(unknown).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lookup = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/manage/lookup');
    await page.goto(`/manage#${unknown}`);
    expect((await lookup).status()).toBe(404);
    await expectScreen(page, 'inactive', 'We could not open this link');
    await expect(page.getByTestId('inactive-message')).toHaveText(LINK_INACTIVE_MESSAGE);
    await expect(manage(page).card.getByRole('link', { name: `Call ${PRIMARY_PHONE.display}` })).toHaveAttribute(
      'href',
      telHref(),
    );
    await page.getByRole('link', { name: 'Book a new appointment' }).click();
    await expect(page).toHaveURL('/book-appointment');
  });

  test('the page opened without a token shows the same message and asks the server nothing @phone-only', async ({
    page,
  }) => {
    const calls = recordApiCalls(page);
    await page.goto('/manage');
    await hydrated(page);
    await expectScreen(page, 'inactive', 'We could not open this link');
    await expect(page.getByTestId('inactive-message')).toHaveText(LINK_INACTIVE_MESSAGE);
    expect(calls).toEqual([]);
  });

  test('when the server is busy, the patient is asked to try again or call, and trying again opens it', async ({
    page,
    allowHttpErrors,
  }) => {
    allowHttpErrors(429);
    let busy = true;
    await page.route('**/api/manage/lookup', (route) =>
      busy
        ? route.fulfill({ status: 429, json: { success: false, error: 'Too many requests from your connection.' } })
        : route.fulfill({ status: 200, json: { success: true, booking: sampleBooking({}) } }),
    );
    await page.goto(`/manage#${'x'.repeat(43)}`);
    await expectScreen(page, 'unavailable', 'We could not open your appointment just now');
    await expect(page.getByTestId('unavailable-message')).toContainText('Please try again in a few minutes');
    await expect(manage(page).card.getByRole('link', { name: `Call ${PRIMARY_PHONE.display}` })).toHaveAttribute(
      'href',
      telHref(),
    );
    await expectNoAxeViolations(page, 'manage: unavailable');
    await snap(page, 'unavailable');
    busy = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectScreen(page, 'booking', 'Hello Asha');
  });

  test('when cancelling cannot reach the server, the patient is told and can press the button again', async ({
    page,
  }) => {
    // Both answers come from the test: the look-up, and a lost connection for the first cancel.
    const cancelsSent = await loseFirstCancel(page, 200, {
      success: true,
      booking: sampleBooking({ status: 'cancelled' }),
    });
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByTestId('action-error')).toContainText(
      'We could not reach our booking system just now. Please try again in a few minutes',
    );
    await expect(manage(page).card).toHaveAttribute('data-screen', 'cancel');
    await expect(page.getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled();
    await expectNoAxeViolations(page, 'manage: action error');
    await snap(page, 'action-error');
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectScreen(page, 'cancelled', 'Your appointment is cancelled');
    expect(cancelsSent()).toBe(2);
  });

  test('when the answer to a cancel was lost and the retry finds the link used up, the patient gets the calm message @phone-only', async ({
    page,
    allowHttpErrors,
  }) => {
    // The first cancel reached the server but its answer was lost; the retry finds the booking cancelled: 404.
    allowHttpErrors(404);
    const cancelsSent = await loseFirstCancel(page, 404, { success: false, error: LINK_INACTIVE_MESSAGE });
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByTestId('action-error')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectScreen(page, 'inactive', 'We could not open this link');
    await expect(page.getByTestId('inactive-message')).toHaveText(LINK_INACTIVE_MESSAGE);
    expect(cancelsSent()).toBe(2);
  });

  test('the blocked screen (a look-up answered by the test, as within the cutoff) offers the phone number instead of the buttons', async ({
    page,
  }) => {
    // Rendering only: the server's cutoff itself is tested inside workerd (tests/api).
    const answer = latch();
    await page.route('**/api/manage/lookup', async (route) => {
      await answer.opened;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          booking: sampleBooking({ can_change: false, blocked: 'cutoff', cutoff_hours: 2 }),
        }),
      });
    });
    await page.goto(`/manage#${'y'.repeat(43)}`);
    await hydrated(page);
    // While the look-up is on its way.
    const m = manage(page);
    await expect(m.card).toHaveAttribute('aria-busy', 'true');
    await expect(m.card.getByRole('status')).toHaveText('Opening your appointment…');
    await expectNoAxeViolations(page, 'manage: loading');
    await snap(page, 'loading');

    answer.open();
    await expectScreen(page, 'blocked', 'Hello Asha');
    await expect(page.getByTestId('blocked-message')).toHaveText(tooLateMessage('cutoff', 2));
    await expect(manage(page).card.getByRole('link', { name: `Call ${PRIMARY_PHONE.display}` })).toHaveAttribute(
      'href',
      telHref(),
    );
    await expect(page.getByRole('button', { name: 'Change date or time' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'manage: blocked');
    await snap(page, 'blocked');
  });

  test('without JavaScript, the link explains that it needs JavaScript and gives the phone number', async ({
    browser,
    page,
  }) => {
    const booking = await book(page.request, { tag: 'nojs', date: dateFor('no-js'), time: '05:00 PM' });
    const link = await manageLinkFor(booking.email);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize() ?? undefined,
    });
    const noJs = await context.newPage();
    await noJs.goto(link);
    await expect(noJs.getByText(/This page needs JavaScript to open the link from your e-mail\./)).toBeVisible();
    await expect(noJs.getByTestId('manage').getByRole('link', { name: PRIMARY_PHONE.display })).toHaveAttribute(
      'href',
      telHref(),
    );
    await expect(noJs.getByText('Opening your appointment…')).toBeHidden();
    await noJs.screenshot({ path: screenshotPath(test.info().project.name, '/manage-no-javascript'), fullPage: true });
    await context.close();
    expect((await lookUp(page.request, tokenOf(link))).body.booking?.status).toBe('booked');
  });
});

/** The look-up answers with sampleBooking, from the test (no booking in the D1 behind it). */
async function answerLookup(page: Page) {
  await page.route('**/api/manage/lookup', (route) =>
    route.fulfill({ status: 200, json: { success: true, booking: sampleBooking({}) } }),
  );
}

/**
 * Opens a manage link whose look-up the test answers (answerLookup), and whose first cancel loses its connection while
 * the next is answered with `status` and `json`. Returns how many cancels the page has sent so far.
 */
async function loseFirstCancel(page: Page, status: number, json: object): Promise<() => number> {
  await answerLookup(page);
  let cancels = 0;
  await page.route('**/api/manage/cancel', (route) => {
    cancels++;
    if (cancels === 1) return route.abort('internetdisconnected');
    return route.fulfill({ status, json });
  });
  await page.goto(`/manage#${'z'.repeat(43)}`);
  await expectScreen(page, 'booking', 'Hello Asha');
  return () => cancels;
}

/** A booking as the look-up answers it, for the tests that answer the look-up themselves. */
function sampleBooking(over: Partial<ManagedBooking>): ManagedBooking {
  const date = addDays(clinicDate(), 1);
  return {
    reference: 'apt_0123456789abcdef0123456789abcdef',
    first_name: 'Asha',
    date,
    date_label: formatClinicDate(date),
    time: '10:00 AM',
    doctor: DOCTOR_SHOWN,
    visit_reason: '',
    visit_label: '',
    status: 'booked',
    can_change: true,
    blocked: null,
    cutoff_hours: 2,
    ...over,
  };
}
