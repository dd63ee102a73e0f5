import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, clinicDate, weekday } from '../../common/booking/schedule';
import { DOCTOR_OPTION } from '../../common/clinic/facts';
import { formatClinicDate } from '../../common/i18n/dates';
import { expectNoAxeViolations, hydrated } from './fixtures';
import { animationsDone, bookableDates, expect, expectToast, runToday, test } from './journeys';
import { waitForEmail } from './mailbox';

/**
 * The clinic desk at /desk. Locally the API gives the development identity (desk@localhost) without Cloudflare
 * Access; the journeys seed their bookings and messages through the public API, as patients would.
 */

type Project = 'phone' | 'desktop';

/** Each project books its own times, so the two projects (one server, one D1 in a run) never share a slot. */
const SLOTS: Record<Project, { first: string; second: string; moveTo: string; monday: string }> = {
  phone: { first: '09:00 AM', second: '10:00 AM', moveTo: '11:00 AM', monday: '09:00 AM' },
  desktop: { first: '02:00 PM', second: '03:00 PM', moveTo: '04:00 PM', monday: '02:00 PM' },
};

/** The day of the journey: the first open day at least three days ahead (today's early slots may have passed). */
function journeyDate(): string {
  const date = bookableDates().find((d) => d >= addDays(runToday(), 3));
  if (!date) throw new Error('no bookable date');
  return date;
}

/**
 * The Monday to close: the next one after today (the one after for the desktop project, so a failed run of one
 * project cannot leave the other's Monday closed), skipping the journey's own day.
 */
function mondayToClose(day: string, project: Project): string {
  let d = addDays(clinicDate(), 1);
  while (weekday(d) !== 1) d = addDays(d, 1);
  if (d === day) d = addDays(d, 7);
  return project === 'desktop' ? addDays(d, 7) : d;
}

/**
 * The project's Monday, or the next Monday after it when another journey has booked it (other specs pick their days
 * from today's date too, so on some dates they land on it) or it is closed: the closure below must find exactly the
 * one booking this journey puts there. Every later Monday is tried, not every other one: on a worker whose earlier
 * files booked across the window, every other Monday could be taken (a run on a Saturday found none). The two
 * projects never share a Monday: on one server they run one after the other and the second finds the first's closed.
 */
async function freeMonday(request: APIRequestContext, day: string, project: Project): Promise<string> {
  const open = bookableDates();
  for (let m = mondayToClose(day, project); open.includes(m); m = addDays(m, 7)) {
    if (m === day) continue;
    const res = await request.get(`/api/desk/day?date=${m}`);
    expect(res.status()).toBe(200);
    const d = (await res.json()) as { slots: { taken: number }[]; closures: unknown[] };
    if (d.closures.length === 0 && d.slots.every((s) => s.taken === 0)) return m;
  }
  throw new Error('no free Monday to close within the booking window');
}

/** Monday to Saturday of the week holding a date. */
function weekOf(date: string): { from: string; to: string } {
  const from = addDays(date, -((weekday(date) + 6) % 7));
  return { from, to: addDays(from, 5) };
}

interface Seeded {
  id: string;
  name: string;
  email: string;
}

/** Books through POST /api/appointment; each booking has an e-mail and phone of its own (2 upcoming per patient). */
async function book(
  request: APIRequestContext,
  p: { name: string; date: string; time: string; n: number; message?: string },
): Promise<Seeded> {
  const project = test.info().project.name;
  const run = crypto.randomUUID().slice(0, 8);
  const email = `desk-${project}-${p.n}-${run}@example.com`;
  const res = await request.post('/api/appointment', {
    data: {
      full_name: p.name,
      email,
      phone: `+91 98${project === 'phone' ? '3' : '4'}10 ${String(10000 + p.n * 97 + Math.floor(Math.random() * 90))}`,
      appointment_date: p.date,
      appointment_time: p.time,
      selected_doctor: DOCTOR_OPTION,
      message: p.message ?? '',
      reports_uploaded: false,
      visit_reason: 'spirometry',
    },
    headers: { 'Idempotency-Key': `e2e-desk-${crypto.randomUUID()}` },
  });
  expect(res.status(), `booking ${p.name}: ${await res.text()}`).toBe(201);
  return { id: (await res.json()).id, name: p.name, email };
}

/** The booking as the desk API reads it now (found by its own e-mail). */
async function deskBooking(request: APIRequestContext, s: Seeded) {
  const res = await request.post('/api/desk/search', {
    data: { q: s.email },
    headers: { 'X-Desk-Request': '1' },
  });
  expect(res.status()).toBe(200);
  const { bookings } = (await res.json()) as {
    bookings: {
      id: string;
      status: string;
      status_reason: string | null;
      appointment_date: string;
      appointment_time: string;
    }[];
  };
  const b = bookings.find((x) => x.id === s.id);
  if (!b) throw new Error(`booking ${s.id} not found`);
  return b;
}

/** A booking's card, named "<name>, <status>". */
function card(within: Page | Locator, name: string) {
  return within.getByRole('article', { name: new RegExp(`^${name}, `) });
}

/** Dismisses the toasts on screen (on a phone they would lie over a dialog's Close button). */
async function dismissToasts(page: Page) {
  await expect(async () => {
    for (const b of await page.getByRole('button', { name: 'Dismiss notification' }).all()) {
      await b.click({ timeout: 1000 }).catch(() => {});
    }
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * A dialog filled in: once still, it passes axe and is pictured (snap), then its button sends it, it closes, and the
 * toast says what was done and to whom.
 */
async function sendDialog(
  page: Page,
  dialog: Locator,
  c: { axe: string; snap: string; button: string; toast: [title: string, name: string] },
) {
  await animationsDone(page);
  await expectNoAxeViolations(page, c.axe);
  await snap(page, c.snap, false);
  await dialog.getByRole('button', { name: c.button, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, ...c.toast);
}

/** Saves test-results/screenshots/desk-<view>-<project>.png: the whole page, or the screen for a dialog. */
async function snap(page: Page, view: string, fullPage = true) {
  await dismissToasts(page);
  await animationsDone(page);
  await page.screenshot({ path: `test-results/screenshots/desk-${view}-${test.info().project.name}.png`, fullPage });
}

test.describe('the clinic desk', () => {
  test("a receptionist's morning: the day's list, a booking by phone, cancel, move, close a Monday, export and messages @desktop-only", async ({
    page,
    request,
  }) => {
    // A whole morning in one journey: 33–40 s on a 2-core host, more when it is busy.
    test.setTimeout(120_000);
    const project = test.info().project.name as Project;
    const who = project === 'phone' ? 'Phone' : 'Desktop';
    const slots = SLOTS[project];
    const day = journeyDate();
    const monday = await freeMonday(request, day, project);

    const asha = await book(request, { name: `Asha ${who}`, date: day, time: slots.first, n: 1 });
    const bilal = await book(request, { name: `Bilal ${who}`, date: day, time: slots.first, n: 2 });
    const longMessage = `Breathless on stairs for two months; ${'the inhaler helps a little, '.repeat(6)}and I bring my X-ray.`;
    const chitra = await book(request, {
      name: `Chitra ${who}`,
      date: day,
      time: slots.second,
      n: 3,
      message: longMessage,
    });
    const esha = await book(request, { name: `Esha ${who}`, date: monday, time: slots.monday, n: 4 });
    const subject = `Reports question ${who} ${crypto.randomUUID().slice(0, 6)}`;
    const sent = await request.post('/api/contact', {
      data: {
        name: `Meena ${who}`,
        email: `meena-${project}@example.com`,
        phone: '',
        subject,
        message: 'Can I send my X-ray by e-mail before the visit?',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const messageId = (await sent.json()).id as string;

    // The desk opens on today, in the staff layout (no public header, footer or floating buttons).
    await page.goto('/desk');
    await hydrated(page);
    await expect(page.getByTestId('desk-who')).toContainText('desk@localhost');
    await expect(page.getByRole('tab', { name: 'Day' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('day-heading')).toHaveText(formatClinicDate(clinicDate()));
    await expect(page.getByText('Today', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Make Appointment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /WhatsApp/i })).toHaveCount(0);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // To the journey's day through the date picker.
    await page.getByLabel('Date', { exact: true }).fill(day);
    await expect(page.getByTestId('day-heading')).toHaveText(formatClinicDate(day));
    await expect(page).toHaveURL(new RegExp(`[?&]date=${day}`));
    const first = page.getByTestId(`slot-${slots.first}`);
    await expect(first.getByTestId('taken')).toHaveText('2 / 4 taken');
    await expect(card(page, asha.name)).toBeVisible();
    await expect(card(page, asha.name).getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+9198/);
    await expect(card(page, asha.name).getByRole('link', { name: asha.email })).toHaveAttribute(
      'href',
      `mailto:${asha.email}`,
    );
    await expect(card(page, asha.name)).toContainText('Visit for: Spirometry');
    // A long message is folded away until asked for.
    const chitraCard = card(page, chitra.name);
    await expect(chitraCard.getByText(longMessage)).toBeHidden();
    await chitraCard.getByText(/^Message \(\d+ characters\)$/).click();
    await expect(chitraCard.getByText(longMessage)).toBeVisible();
    await expectNoAxeViolations(page, 'desk day');

    // Asha's visit is on a later day: neither Arrived nor No-show (which would free her place) is offered yet.
    await expect(card(page, asha.name).getByRole('button', { name: 'Arrived' })).toHaveCount(0);
    await expect(card(page, asha.name).getByRole('button', { name: 'No-show' })).toHaveCount(0);

    // Asha's father phones: the receptionist books him into the same slot, his e-mails in Hindi.
    const father = { name: `Harish ${who}`, email: `harish-${project}@example.com` };
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Book for a patient' }).click();
    const bookFor = page.getByRole('dialog', { name: 'Book for a patient' });
    await bookFor.getByLabel("Patient's full name").fill(father.name);
    await bookFor.getByLabel('Phone').fill('+91 98110 77001');
    await bookFor.getByLabel(/^E-mail/).fill(father.email);
    await expect(bookFor.getByLabel('Date')).toHaveValue(day);
    await bookFor.getByTestId(`choice-${slots.first}`).click();
    await bookFor.getByLabel("Language of the patient's e-mails").selectOption('hi');
    await sendDialog(page, bookFor, {
      axe: 'desk book-for-a-patient dialog',
      snap: 'book-for-patient',
      button: 'Book',
      toast: ['Booked', father.name],
    });
    await expect(card(page, father.name)).toBeVisible();
    await expect(first.getByTestId('taken')).toHaveText('3 / 4 taken');
    const fatherMail = await waitForEmail(father.email, 'appointment_patient');
    expect(fatherMail.text).toContain('नमस्ते');

    // Bilal cannot come: cancelled with a reason the patient reads (the reason is required).
    await dismissToasts(page);
    await card(page, bilal.name).getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel ${bilal.name}'s booking` });
    await expect(cancel).toBeVisible();
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancel.getByText('Please enter a reason.')).toBeVisible();
    const reason = 'Dr. Malhotra is called to an emergency. Please book another day.';
    await cancel.getByLabel('Reason').fill(reason);
    await sendDialog(page, cancel, {
      axe: 'desk cancel dialog',
      snap: 'cancel-dialog',
      button: 'Cancel booking',
      toast: ['Booking cancelled', bilal.name],
    });
    await expect(card(page, bilal.name).getByTestId('status')).toHaveText('Cancelled');
    await expect(card(page, bilal.name)).toContainText(reason);
    await expect(first.getByTestId('taken')).toHaveText('2 / 4 taken');
    const cancelled = await deskBooking(request, bilal);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.status_reason).toBe(reason);

    // Chitra asks for a later time: moved within the day, to a free place shown by the availability.
    await dismissToasts(page);
    await card(page, chitra.name).getByRole('button', { name: 'Reschedule' }).click();
    const move = page.getByRole('dialog', { name: `Move ${chitra.name}'s booking` });
    await expect(move.getByText('Times are in India Standard Time.')).toBeVisible();
    await expect(move.getByLabel('New date')).toHaveValue(day);
    await expect(move.getByTestId(`choice-${slots.second}`).getByRole('radio')).toBeDisabled();
    await move.getByTestId(`choice-${slots.moveTo}`).click();
    await expect(move.getByTestId(`choice-${slots.moveTo}`).getByRole('radio')).toBeChecked();
    await sendDialog(page, move, {
      axe: 'desk reschedule dialog',
      snap: 'reschedule-dialog',
      button: 'Move booking',
      toast: ['Booking moved', chitra.name],
    });
    await expect(page.getByTestId(`slot-${slots.moveTo}`).getByRole('article', { name: /^Chitra / })).toBeVisible();
    await expect(page.getByTestId(`slot-${slots.second}`)).toContainText('No bookings');
    const moved = await deskBooking(request, chitra);
    expect([moved.status, moved.appointment_date, moved.appointment_time]).toEqual(['booked', day, slots.moveTo]);
    await snap(page, 'day');

    // Search finds a patient on any date.
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByLabel('Name, phone or e-mail').fill('a');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please type at least 2 characters of a name, phone or e-mail.')).toBeVisible();
    await page.getByLabel('Name, phone or e-mail').fill(esha.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: `1 booking found for “${esha.email}”` })).toBeVisible();
    await expect(card(page, esha.name)).toContainText(`${formatClinicDate(monday)}, ${slots.monday}`);
    await expectNoAxeViolations(page, 'desk search');
    await snap(page, 'search');

    // Next Monday closes (the doctor is away): the form checks its fields with the API's schema first.
    await page.getByRole('tab', { name: 'Closures' }).click();
    await page.getByRole('button', { name: 'Close this day' }).click();
    await expect(page.getByText('Please choose the first day.')).toBeVisible();
    await expect(page.getByText('Please enter the reason patients will see.')).toBeVisible();
    const closeReason = `Doctor at a medical conference (${who})`;
    await page.getByRole('tabpanel').getByLabel(/^Day/).fill(monday);
    await page.getByLabel('Reason patients will see').fill(closeReason);
    // Hindi patients read the reason in Hindi: never the English one inside a Hindi sentence.
    await page.getByLabel('Reason Hindi patients will see (in Hindi)').fill('डॉक्टर एक मेडिकल कॉन्फ़्रेंस में हैं');
    await page.getByRole('button', { name: 'Close this day' }).click();
    await expect(page.getByTestId('closure-created')).toContainText(`Closed ${formatClinicDate(monday)}: whole day.`);
    await expect(page.getByTestId('closure-created')).toContainText('1 booking is already on this day');
    const closure = page.getByTestId('closure').filter({ hasText: closeReason });
    await expect(closure).toContainText(`${formatClinicDate(monday)}: whole day`);
    await expect(card(closure, esha.name)).toBeVisible();
    const closed = await (await request.get(`/api/availability?date=${monday}`)).json();
    expect(closed.open).toBe(false);
    expect(closed.message).toContain(closeReason);
    const closedHi = await (
      await request.get(`/api/availability?date=${monday}`, { headers: { 'accept-language': 'hi' } })
    ).json();
    expect(closedHi.message).toBe('इस दिन क्लिनिक बंद है (डॉक्टर एक मेडिकल कॉन्फ़्रेंस में हैं)। कृपया कोई दूसरा दिन चुनें।');
    await expectNoAxeViolations(page, 'desk closures');
    await snap(page, 'closures');

    // The patient already booked that Monday is cancelled with the closure's reason, and told.
    await closure.getByRole('button', { name: 'Cancel and notify' }).click();
    await expectToast(page, 'Cancelled and notified', esha.name);
    await expect(closure.getByRole('article')).toHaveCount(0);
    const eshaNow = await deskBooking(request, esha);
    expect([eshaNow.status, eshaNow.status_reason]).toEqual(['cancelled', closeReason]);

    // Part of a day: the last time of the journey's day closes (the spirometer is serviced).
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Some times of one day').check();
    await panel.getByLabel(/^Day/).fill(day);
    const partReason = `Spirometer being serviced (${who})`;
    await panel.getByLabel('Reason patients will see').fill(partReason);
    await page.getByRole('button', { name: 'Close these times' }).click();
    await expect(panel.getByText('Please choose the times to close.')).toBeVisible();
    await panel.getByTestId('choice-05:00 PM').click();
    await expect(panel.getByTestId('choice-05:00 PM').getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: 'Close these times' }).click();
    await expect(page.getByTestId('closure-created')).toContainText(`Closed ${formatClinicDate(day)}: 05:00 PM.`);
    await expect(page.getByTestId('closure-created')).toContainText('Nobody was booked there.');
    const partClosure = page.getByTestId('closure').filter({ hasText: partReason });
    await expect(partClosure).toBeVisible();
    const partDay = await (await request.get(`/api/availability?date=${day}`)).json();
    expect(partDay.open).toBe(true);
    expect(partDay.slots.find((s: { time: string }) => s.time === '05:00 PM').available).toBe(false);

    // Export: this week by default; the journey's week downloads as a CSV for Excel.
    await page.getByRole('tab', { name: 'Export' }).click();
    const thisWeek = weekOf(clinicDate());
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(thisWeek.from);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(thisWeek.to);
    const week = weekOf(day);
    await page.getByLabel('From', { exact: true }).fill(week.from);
    await page.getByLabel('To', { exact: true }).fill(week.to);
    const link = page.getByRole('link', { name: 'Download CSV' });
    await expect(link).toHaveAttribute('href', `/api/desk/export.csv?from=${week.from}&to=${week.to}`);
    await expectNoAxeViolations(page, 'desk export');
    await snap(page, 'export');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`bookings-${week.from}-to-${week.to}.csv`);
    const csv = readFileSync(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.toString('utf8');
    expect(text).toContain('"Date","Time","Status","Name"');
    for (const s of [asha, bilal, chitra]) expect(text).toContain(`"${s.name}"`);
    expect(text).toMatch(new RegExp(`"${day}","${slots.first}","booked","${asha.name}"`));
    expect(text).toMatch(new RegExp(`"${day}","${slots.first}","cancelled","${bilal.name}"`));

    // Messages: the new one is there with a Reply link; marked handled, it moves to Handled.
    await page.getByRole('tab', { name: 'Messages' }).click();
    const message = page.getByRole('article', { name: `${subject}, from Meena ${who}` });
    await expect(message).toContainText('Can I send my X-ray by e-mail before the visit?');
    await expect(message.getByTestId('status')).toHaveText('New');
    await expect(message.getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      `mailto:meena-${project}@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await expectNoAxeViolations(page, 'desk messages');
    await snap(page, 'messages');
    await message.getByRole('button', { name: 'Mark handled' }).click();
    await expectToast(page, 'Marked handled', subject);
    await expect(message).toHaveCount(0);
    await page.getByRole('button', { name: 'Handled', exact: true }).click();
    await expect(message.getByTestId('status')).toHaveText('Handled');
    await expect(message).toContainText('Handled by desk@localhost');
    const handled = await (await request.get('/api/desk/messages?status=handled')).json();
    expect(handled.messages.map((m: { id: string }) => m.id)).toContain(messageId);

    // Back on Day, the same day shows again, with its closed time marked.
    await page.getByRole('tab', { name: 'Day' }).click();
    await expect(page.getByTestId('day-heading')).toHaveText(formatClinicDate(day));
    await expect(page.getByTestId('slot-05:00 PM').getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByTestId('day-closure').filter({ hasText: partReason })).toContainText('05:00 PM');

    // Both closures reopen (Reopen), so no other journey finds those times closed.
    await page.getByRole('tab', { name: 'Closures' }).click();
    await closure.getByRole('button', { name: 'Reopen' }).click();
    await expectToast(page, 'Reopened', formatClinicDate(monday));
    await expect(closure).toHaveCount(0);
    await partClosure.getByRole('button', { name: 'Reopen' }).click();
    await expect(partClosure).toHaveCount(0);
    const reopened = await (await request.get(`/api/availability?date=${monday}`)).json();
    expect(reopened.open).toBe(true);
    const dayAgain = await (await request.get(`/api/availability?date=${day}`)).json();
    expect(dayAgain.slots.find((s: { time: string }) => s.time === '05:00 PM').available).toBe(true);
  });

  // The morning above is walked once, at the desk's width; on a phone (the doctor between rooms) the day reads as well.
  test('the day on a phone: each booking a card that fits the screen, nothing wider than it @phone-only', async ({
    page,
    request,
  }) => {
    const day = journeyDate();
    const tara = await book(request, { name: 'Tara Phone', date: day, time: SLOTS.phone.first, n: 9 });
    await page.goto(`/desk?view=day&date=${day}`);
    await hydrated(page);
    const cardOf = card(page, tara.name);
    await expect(cardOf).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await cardOf.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
    await expectNoAxeViolations(page, 'desk day at 390');
    await snap(page, 'day-phone');
  });

  test('someone signed out, or not on the staff list, is told calmly what to do', async ({ page, allowHttpErrors }) => {
    allowHttpErrors(401, 403);
    // Cloudflare Access stands in front of the real desk; here its two refusals are answered for the API.
    let status = 401;
    await page.route('**/api/desk/me', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: status === 401 ? 'Please sign in to the desk.' : 'This account is not on the clinic staff list.',
        }),
      }),
    );
    await page.goto('/desk');
    await hydrated(page);
    const help = page.getByTestId('desk-access');
    await expect(help).toContainText('Please sign in');
    await expect(help).toContainText('Please sign in to the desk.');
    await expect(help.getByRole('link', { name: 'Sign in through Cloudflare Access' })).toHaveAttribute(
      'href',
      '/desk',
    );
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectNoAxeViolations(page, 'desk signed out');
    await snap(page, 'signed-out');

    status = 403;
    await page.reload();
    await hydrated(page);
    await expect(help).toContainText('This account is not on the staff list');
    await expect(help).toContainText('ask the clinic admin to add your e-mail');
    await expect(help.getByRole('link', { name: 'Sign out' })).toBeVisible();
  });
});
