import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDays, clinicDate } from '../../common/booking/schedule';
import { hhmmOf, slotLabel } from '../../common/clinic/schedule';
import { clinicMinutes } from '../../common/queue/rules';
import { e2eDayPort } from '../../scripts/lib/e2e-ports';
import { ensureDatedSession, runSchedulerOnce } from './day-variant';
import { apiBooking, bookThroughApi, chooseDate, expect, FORM_THINKING_MS, pageWizardToDate } from './journeys';
import { capturedEmails, waitForEmails } from './mailbox';

/**
 * No empty chairs (issue 41, "Checked by"): a full time, two patients join its waitlist (one from the booking
 * wizard, one without JavaScript); a booked patient taps "I can't come" in the reminder the scheduler sent and
 * confirms on the page it opens; both waitlisters get an offer; both claim at once; one is booked, the other is told
 * the place was just taken; the time holds its capacity, never more.
 *
 * On the clinic's-day variant server (its own D1): the reminder of a booking goes out from 18:00 in Delhi the day before,
 * so the journey books today before 18:00 and tomorrow from 18:00 (a dated session of its own then) — a time the
 * scheduler sends at once, at any hour — and offers need the time to be more than the lead (two hours) away. The
 * scheduler Worker is started on that D1 for one run (the e2e servers run none). Today's session is the clinic's-day
 * journeys' too (one of them cancels it), so the journey runs among them, in their file, one after another
 * (tests/e2e/clinic-day.spec.ts).
 */

const ORIGIN = `http://127.0.0.1:${e2eDayPort()}`;

const SESSION = { start: '00:00', end: '23:59', slotMinutes: 5, capacity: 4 };

/**
 * The journey's date and time: today from a time 2 h 40 min on (before 18:00 in Delhi), else tomorrow at 10:00 AM.
 * Either way its reminder is due now, and the time is beyond the offers' lead when the place frees.
 */
function dateAndTime(): { date: string; time: string } {
  const now = new Date();
  const minutes = clinicMinutes(now.toISOString());
  if (minutes < 18 * 60) {
    return { date: clinicDate(now), time: slotLabel(hhmmOf(Math.ceil((minutes + 160) / 5) * 5)) };
  }
  return { date: addDays(clinicDate(now), 1), time: '10:00 AM' };
}

/** The path of a link of ours in a captured text (the e-mails name the site's origin; the journey's server is local). */
function pathIn(text: string, pattern: RegExp): string {
  const found = pattern.exec(text)?.[0];
  expect(found, `a link matching ${pattern} in the e-mail`).toBeTruthy();
  const url = new URL((found as string).replace(/&amp;/g, '&'), ORIGIN);
  return `${url.pathname}${url.search}`;
}

const OFFER_LINK = /https?:\/\/[^\s\]<>)"]*\/api\/waitlist\/offer\?o=wof_[0-9a-f]{32}&(?:amp;)?t=[A-Za-z0-9_-]{43}/;
const CANT_COME_LINK =
  /https?:\/\/[^\s\]<>)"]*\/api\/visit\/cant-come\?b=apt_[0-9a-f]{32}&(?:amp;)?t=[A-Za-z0-9_-]{43}/;

/** The journey, run by tests/e2e/clinic-day.spec.ts on the day variant (its `page`'s baseURL). */
export async function waitlistJourney({
  page,
  browser,
  request,
  allowHttpErrors,
}: {
  page: Page;
  browser: Browser;
  request: APIRequestContext;
  allowHttpErrors: (...statuses: number[]) => void;
}): Promise<void> {
  // The claim that loses answers 409 with its calm page (either patient's tab may be the one).
  allowHttpErrors(409);
  const { date, time } = dateAndTime();
  await ensureDatedSession(request, date, SESSION);
  const tag = `${Date.now().toString(36)}`;

  // The time fills: four patients, Kiran among them.
  const kiran = `kiran.${tag}@example.com`;
  await bookThroughApi(request, { ...apiBooking(date, time, kiran), full_name: 'Kiran Rao' });
  for (let i = 2; i <= 4; i++) await bookThroughApi(request, apiBooking(date, time, `full${i}.${tag}@example.com`));

  // Asha finds it full in the booking wizard and joins its waitlist from there: her details come with her.
  const asha = { fullName: 'Asha Verma', email: `asha.${tag}@example.com`, phone: '+91 98110 41001', age: '58' };
  const w = await pageWizardToDate(page, { ...asha, gender: 'female' });
  await chooseDate(w, 'Preferred Date', date);
  const join = page.getByTestId('join-waitlist');
  await expect(join).toBeVisible();
  await join.getByRole('button', { name: 'Join the waitlist for this date' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(asha.fullName);
  await page.getByRole('checkbox', { name: new RegExp(`^${time.replace(/ /g, '\\s')}`) }).check();
  await page.waitForTimeout(FORM_THINKING_MS);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByTestId('waitlist-joined')).toContainText('You are on the waitlist');

  // Ravi, without JavaScript, opens the waitlist's page for that date and fills it in himself.
  const ravi = { name: 'Ravi Kumar', email: `ravi.${tag}@example.com`, phone: '+91 98110 41002' };
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: ORIGIN });
  const raviPage = await noJs.newPage();
  await raviPage.goto(`/api/waitlist/join?date=${date}`);
  await raviPage.getByLabel('Full Name').fill(ravi.name);
  await raviPage.getByLabel('Email Address').fill(ravi.email);
  await raviPage.getByLabel('Phone Number').fill(ravi.phone);
  const full = raviPage.getByRole('checkbox', { name: new RegExp(`^${time}.*full`) });
  await full.check();
  await raviPage.waitForTimeout(FORM_THINKING_MS);
  await raviPage.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(raviPage.getByTestId('waitlist-joined')).toContainText('You are on the waitlist');

  // The scheduler sends Kiran's reminder, which asks "Will you come?".
  const { email: reminder } = await runSchedulerOnce({ origin: ORIGIN, name: 'waitlist', portOffset: 9 }, (all) =>
    all.find((e) => e.kind === 'reminder_patient' && e.to === kiran),
  );
  expect(reminder.text).toContain('Will you come?');

  // "I can't come" opens a page that asks once more; only its button cancels.
  const kiranPage = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await kiranPage.goto(pathIn(reminder.text, CANT_COME_LINK));
  await expect(kiranPage.getByRole('heading', { name: 'Cancel your appointment?' })).toBeVisible();
  expect(capturedEmails().filter((e) => e.kind === 'waitlist_offer' && e.to === asha.email)).toEqual([]);
  await kiranPage.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(kiranPage.getByTestId('reply-cancelled')).toBeVisible();

  // Both waitlisters get an offer of the freed place.
  const [toAsha] = await waitForEmails(asha.email, 'waitlist_offer');
  const [toRavi] = await waitForEmails(ravi.email, 'waitlist_offer');
  const ashaOffer = pathIn(toAsha.text, OFFER_LINK);
  const raviOffer = pathIn(toRavi.text, OFFER_LINK);

  // Both open their offer, then press "Book this place" at the same moment.
  await page.goto(ashaOffer);
  await raviPage.goto(raviOffer);
  const take = (p: Page) => p.getByRole('button', { name: 'Book this place' });
  await expect(take(page)).toBeVisible();
  await expect(take(raviPage)).toBeVisible();
  await Promise.all([take(page).click(), take(raviPage).click()]);
  const outcome = async (p: Page) => {
    await expect(p.locator('h1')).toHaveAttribute('data-testid', /claim-(booked|taken)/);
    return p.locator('h1').getAttribute('data-testid');
  };
  const [forAsha, forRavi] = [await outcome(page), await outcome(raviPage)];
  expect([forAsha, forRavi].sort()).toEqual(['claim-booked', 'claim-taken']);
  const lost = forAsha === 'claim-taken' ? page : raviPage;
  await expect(lost.locator('main')).toContainText('This place has just been taken');

  // The time holds four, never more: the desk's day shows it taken to its capacity, Kiran's booking cancelled, and
  // one of the two waitlisters booked, marked as from the waitlist.
  const day = await request.get(`/api/desk/day?date=${date}`);
  expect(day.status()).toBe(200);
  type Booking = { status: string; email: string; from_waitlist?: number };
  const slot = (
    (await day.json()).slots as { time: string; capacity: number; taken: number; bookings: Booking[] }[]
  ).find((s) => s.time === time);
  expect([slot?.taken, slot?.capacity]).toEqual([4, 4]);
  expect(slot?.bookings.find((b) => b.email === kiran)?.status).toBe('cancelled');
  const refilled = slot?.bookings.filter((b) => b.email === asha.email || b.email === ravi.email) ?? [];
  expect(refilled.map((b) => [b.status, b.from_waitlist])).toEqual([['booked', 1]]);
  const availability = await request.get(`/api/availability?date=${date}`);
  const open = ((await availability.json()).slots as { time: string; remaining: number }[]).find(
    (s) => s.time === time,
  );
  expect(open?.remaining).toBe(0);
  await noJs.close();
  await kiranPage.context().close();
}
