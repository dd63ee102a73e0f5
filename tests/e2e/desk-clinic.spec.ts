import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, weekday } from '../../common/booking/schedule';
import { DOCTOR_OPTION } from '../../common/clinic/facts';
import { e2eSchedulePort } from '../../scripts/lib/e2e-ports';
import { expectNoAxeViolations, hydrated } from './fixtures';
import { bookableDates, expect, runToday, test } from './journeys';
import { waitForEmail } from './mailbox';
import { paymentJourney } from './payments-journey';

/**
 * The desk's Clinic tab: the receptionist edits where and when the doctor sees patients. It runs on the schedule
 * variant server (its own D1), so no other journey sees the hours change under it. The journey is walked once, at the
 * desktop width; both widths check the layout, axe and keep a screenshot.
 */

const SCHEDULE_ORIGIN = `http://127.0.0.1:${e2eSchedulePort()}`;
test.use({ baseURL: SCHEDULE_ORIGIN });

const CLINIC = 'Delhi Chest & Respiratory Clinic';
const CENTRE = 'Delhi Chest Centre';

/** The first Monday at least two days ahead that patients can book. */
function bookableMonday(): string {
  const d = bookableDates().find((x) => x >= addDays(runToday(), 2) && weekday(x) === 1);
  if (!d) throw new Error('no bookable Monday');
  return d;
}

/** Books through POST /api/appointment as a patient would. */
async function book(request: APIRequestContext, name: string, date: string, time: string, n: number) {
  const email = `clinic-${n}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await request.post('/api/appointment', {
    data: {
      full_name: name,
      email,
      phone: `+91 98520 ${String(10000 + n)}`,
      appointment_date: date,
      appointment_time: time,
      selected_doctor: DOCTOR_OPTION,
      message: '',
      reports_uploaded: false,
    },
    headers: { 'Idempotency-Key': `e2e-clinic-${crypto.randomUUID()}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id as string, name, email };
}

/** The first Saturday at least two days ahead that patients can book. */
function bookableSaturday(): string {
  const d = bookableDates().find((x) => x >= addDays(runToday(), 2) && weekday(x) === 6);
  if (!d) throw new Error('no bookable Saturday');
  return d;
}

/**
 * With JavaScript off, /, /contact and /hi show the centre's Saturday evening beside the clinic's week (filled in at
 * the edge from the stored schedule), and the home page's structured data lists its opening hours.
 */
async function expectPublicHours(page: Page) {
  const context = await page.context().browser()?.newContext({ javaScriptEnabled: false, baseURL: SCHEDULE_ORIGIN });
  if (!context) throw new Error('no browser');
  const plain = await context.newPage();
  try {
    for (const [path, line] of [
      ['/', 'Saturday: 6 PM – 8 PM'],
      ['/contact', 'Saturday: 6 PM – 8 PM'],
      ['/hi', 'शनिवार: शाम 6 से रात 8 बजे'],
    ]) {
      await plain.goto(path);
      await expect(plain.locator('body'), path).toContainText(line);
      await expect(plain.locator('body'), path).toContainText(CENTRE);
    }
    await plain.goto('/');
    const jsonLd = await plain.locator('script[type="application/ld+json"]').allTextContents();
    const text = jsonLd.join('\n');
    expect(text).toContain(CENTRE);
    expect(text).toMatch(/"dayOfWeek":\["Saturday"\],"opens":"18:00","closes":"20:00"/);
  } finally {
    await context.close();
  }
}

async function openClinic(page: Page) {
  await page.goto('/desk?view=clinic');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Clinic' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Places', level: 2 })).toBeVisible();
}

test.describe('the desk’s Clinic tab', () => {
  test('shows the clinic’s places, sessions and settings, laid out for the screen', async ({ page }) => {
    await openClinic(page);
    await expect(page.getByRole('heading', { name: `Each week at ${CLINIC}` })).toBeVisible();
    await expect(page.getByLabel('WhatsApp number')).toHaveValue(/^\d{10,15}$/);
    // Nothing wider than the screen (the rows stack on a phone).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'desk clinic');
    await page.screenshot({
      path: `test-results/screenshots/desk-clinic-${test.info().project.name}.png`,
      fullPage: true,
    });
  });

  test('a receptionist adds a Saturday evening at Delhi Chest Centre, then removes a session with bookings and cancels them with notice @desktop-only', async ({
    page,
    request,
    allowHttpErrors,
  }) => {
    test.setTimeout(90_000);
    // The first save is refused with 409 on purpose: it lists the bookings it would strand.
    allowHttpErrors(409);
    await openClinic(page);

    // A new place, and its Saturday evening (a new session starts as Saturday 18:00–20:00 in 30-minute slots).
    await page.getByRole('button', { name: 'Add a place' }).click();
    const place = page.getByTestId('clinic-place').last();
    await place.getByLabel('Name', { exact: true }).fill(CENTRE);
    await place.getByLabel('Address', { exact: true }).fill('12 Rajpur Road, Civil Lines, Delhi 110054');
    await place
      .getByLabel('Map link (https://…)')
      .fill('https://www.google.com/maps/search/?api=1&query=Delhi+Chest+Centre');
    await place.getByLabel('Phone as shown').fill('011 2391 0000');
    await place.getByLabel('Phone for calling (+91…)').fill('+911123910000');
    await expect(place).toContainText('Id in bookings: delhi-chest-centre');
    await page.getByRole('button', { name: `Add a session at ${CENTRE}` }).click();
    const week = page.getByRole('region', { name: `Each week at ${CENTRE}` });
    await expect(week.getByLabel('Day', { exact: true })).toHaveValue('6');
    await expect(week.getByLabel('Start', { exact: true })).toHaveValue('18:00');

    await page.getByRole('button', { name: 'Preview' }).click();
    const hours = page.getByTestId('clinic-hours');
    await expect(hours).toContainText(CENTRE);
    // In the public pages' words, in both languages.
    await expect(hours).toContainText('Saturday: 6 PM – 8 PM');
    await expect(hours).toContainText('Mon – Sat: 9 AM – 1 PM, 2 PM – 6 PM');
    await expect(hours).toContainText('शनिवार: शाम 6 से रात 8 बजे');
    await expect(page.getByText('No booking is at a time this edit takes away.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Saved' })).toBeVisible();
    const stored = await (await request.get('/api/desk/clinic')).json();
    expect(stored.schedule.places.map((p: { name: string }) => p.name)).toEqual([CLINIC, CENTRE]);
    expect(stored.schedule.sessions).toContainEqual({
      placeId: 'delhi-chest-centre',
      weekday: 6,
      start: '18:00',
      end: '20:00',
      slotMinutes: 30,
      capacity: 4,
    });

    // The public pages show the new hours at once, without JavaScript and in the structured data; a Saturday offers
    // the evening's times at the centre, and a booking there is told where to go.
    await expectPublicHours(page);
    const saturday = bookableSaturday();
    const day = await (await request.get(`/api/availability?date=${saturday}`)).json();
    const evening = day.slots.filter((s: { place?: { id: string } }) => s.place?.id === 'delhi-chest-centre');
    expect(evening.map((s: { time: string }) => s.time)).toEqual(['06:00 PM', '06:30 PM', '07:00 PM', '07:30 PM']);
    expect(evening[0]).toMatchObject({ available: true, remaining: 4, place: { name: CENTRE } });
    const asha = await book(request, 'Asha Centre', saturday, '06:30 PM', 3);
    const confirmation = await waitForEmail(asha.email, 'appointment_patient');
    expect(confirmation.text).toContain(CENTRE);
    expect(confirmation.text).toContain('12 Rajpur Road, Civil Lines, Delhi 110054');

    // Two patients book Monday morning; the receptionist then removes that session.
    const monday = bookableMonday();
    const ravi = await book(request, 'Ravi Clinic', monday, '09:00 AM', 1);
    const sunita = await book(request, 'Sunita Clinic', monday, '11:00 AM', 2);
    await expect(page.getByRole('heading', { name: `Each week at ${CENTRE}` })).toBeVisible();
    await page.getByRole('button', { name: 'Remove the session Monday 09:00–13:00' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const stranded = page.getByTestId('clinic-stranded');
    await expect(stranded).toContainText('Bookings at times the new schedule no longer offers: 2');
    await expect(stranded.getByTestId('clinic-stranded-booking')).toHaveCount(2);
    await expect(stranded).toContainText(ravi.name);
    await expect(stranded).toContainText(sunita.name);
    await expect(stranded.getByRole('link', { name: /Move Ravi Clinic's booking/ })).toHaveAttribute(
      'href',
      `/desk?view=day&date=${monday}`,
    );
    await expectNoAxeViolations(page, 'desk clinic stranded');
    await stranded.getByRole('button', { name: 'Cancel and notify all (2), then save' }).click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Bookings cancelled and patients e-mailed: 2' }),
    ).toBeVisible();

    for (const p of [ravi, sunita]) {
      const mail = await waitForEmail(p.email, 'cancellation_patient');
      expect(mail.text).toContain('The clinic changed its hours');
    }
    const after = await (await request.get('/api/desk/clinic')).json();
    expect(
      after.schedule.sessions.filter((s: { weekday: number; start: string }) => s.weekday === 1 && s.start === '09:00'),
    ).toEqual([]);
  });

  test('with payment required, a patient pays through Razorpay, is booked, cancels in time and is refunded; then without JavaScript @desktop-only', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await paymentJourney({ page, browser, request });
  });
});
