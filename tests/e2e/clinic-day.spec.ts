import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { addDays, clinicDate, MIN_LEAD_MINUTES, weekday } from '../../common/booking/schedule';
import { DOCTOR_OPTION } from '../../common/clinic/facts';
import { hhmmOf, slotLabel } from '../../common/clinic/schedule';
import { clinicMinutes } from '../../common/queue/rules';
import { e2eDayPort } from '../../scripts/lib/e2e-ports';
import { ensureDatedSession, runSchedulerOnce, schedulerLogs } from './day-variant';
import { hydrated } from './fixtures';
import { expect, safeDates, test, toast, wizard } from './journeys';
import { capturedEmails, waitForEmails } from './mailbox';
import { waitlistJourney } from './waitlist-journey';

/**
 * The clinic's day (issue 27, "Checked by"): tokens, two desks calling at once, the patients' status pages with and
 * without JavaScript, the waiting-room screen, running late and a cancelled session, a follow-up's reminder and its
 * pre-filled booking link, and the Figures tab.
 *
 * It runs on the clinic's-day variant server (its own D1, E2E_DAY_PORT), which gets a dated session covering the whole of today (the
 * clinic's date in Delhi) — every five minutes, four patients each — so the queue has a session open at any hour, on
 * any weekday, without changing the hours the other specs' server keeps.
 *
 * Time of day: check-in is for today's bookings only, and even the desk cannot book a time less than MIN_LEAD_MINUTES
 * ahead (common/booking/schedule.ts). Today's last slot starts at 23:50 in Delhi, so late in the evening the slots a journey
 * books can be past it, and until midnight no booking for today can exist in a fresh D1: each journey that checks
 * booked patients in is skipped from the minute its latest slot would be past 23:50 (todaySlotsOrSkip), by name and
 * with that reason, never silently — the queue journey from about 22:48 IST, the follow-up one from 22:33, the
 * running-late one (seven slots on) from 22:13. The Figures journey runs at any hour.
 *
 * Projects: the queue journeys open their own desks (desktop width) and phones (390 px) as browser contexts, and all
 * share the day variant's one session of today, so they run in the desktop project only (a second run at the
 * phone project would join the same queue); the Figures journey runs at both widths on days of its own.
 */

const ORIGIN = `http://127.0.0.1:${e2eDayPort()}`;
test.use({ baseURL: ORIGIN });

const DESK = { 'X-Desk-Request': '1' };
const SESSION = { start: '00:00', end: '23:59', slotMinutes: 5, capacity: 4 };
/** Today's last slot: 23:50 (SESSION's end less a slot, on its five-minute grid). */
const LAST_SLOT_MINUTE = 23 * 60 + 50;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const SKIP_REASON =
  'late in the evening in Delhi the slots this journey books are past today’s last slot (the desk too keeps MIN_LEAD_MINUTES before a slot), so no booked patient can be checked in until midnight';

/** Today's dated session on the day variant, added once per run (the journeys share it). */
async function ensureTodaySession(request: APIRequestContext): Promise<string> {
  const today = clinicDate();
  await ensureDatedSession(request, today, SESSION);
  return today;
}

/**
 * The slots a journey books today, each `later` slots past the first the desk may still book (MIN_LEAD_MINUTES ahead,
 * and two minutes for the journey to book it); the journey is skipped when one of them would be past today's last.
 */
function todaySlotsOrSkip(...later: number[]): string[] {
  const soonest = Math.ceil((clinicMinutes(new Date().toISOString()) + MIN_LEAD_MINUTES + 2) / 5) * 5;
  const minutes = later.map((n) => soonest + n * 5);
  test.skip(
    minutes.some((m) => m > LAST_SLOT_MINUTE),
    SKIP_REASON,
  );
  return minutes.map((m) => slotLabel(hhmmOf(m)));
}

interface Booked {
  id: string;
  name: string;
  email: string;
  phone: string;
}

/** The desk books for a patient (POST /api/desk/appointments), as "New booking" does. */
async function deskBooks(
  request: APIRequestContext,
  name: string,
  date: string,
  time: string,
  extra: Record<string, unknown> = {},
): Promise<Booked> {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000_000;
  const email = `day-${n}@example.com`;
  const phone = `+91 9${String(n).padStart(9, '0')}`;
  const res = await request.post('/api/desk/appointments', {
    headers: { ...DESK, 'Idempotency-Key': `e2e-day-${crypto.randomUUID()}` },
    data: {
      full_name: name,
      email,
      phone,
      appointment_date: date,
      appointment_time: time,
      selected_doctor: DOCTOR_OPTION,
      message: '',
      reports_uploaded: false,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).booking.id, name, email, phone };
}

interface DeskEntry {
  id: string;
  token: number;
  state: string;
  name: string;
  appointment_id: string | null;
  version: number;
}
interface DeskSession {
  date: string;
  place_id: string;
  start: string;
  now_seeing: number | null;
  waiting: DeskEntry[];
  others: DeskEntry[];
  expected: { appointment_id: string; name: string }[];
}

/** Today's session of the journeys, as the desk's API reads it. */
async function todayQueue(request: APIRequestContext): Promise<DeskSession> {
  const res = await request.get('/api/desk/queue');
  expect(res.status()).toBe(200);
  const q = (await res.json()) as { sessions: DeskSession[] };
  const s = q.sessions.find((x) => x.start === SESSION.start);
  if (!s) throw new Error('no session of today from 00:00');
  return s;
}

const entriesOf = (s: DeskSession) => [...s.waiting, ...s.others];

/** An action on an entry through the desk's API (the version it has now). */
async function deskAct(request: APIRequestContext, id: string, action: string) {
  const entry = entriesOf(await todayQueue(request)).find((e) => e.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  const res = await request.post(`/api/desk/queue/${id}`, { headers: DESK, data: { action, version: entry.version } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The desk's Queue tab in a page of its own. */
async function openQueue(page: Page) {
  await page.goto('/desk?view=queue');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Queue' })).toHaveAttribute('aria-selected', 'true');
  return page.getByTestId('queue-session').filter({ has: page.getByRole('heading', { name: /00:00–23:59/ }) });
}

/** A queue entry's card on a desk, by its token. */
const card = (session: Locator, token: number) => session.locator(`[data-testid="queue-entry"][data-token="${token}"]`);

/** The status page's address of a queue entry, as its printed slip carries it. */
async function statusUrlOf(request: APIRequestContext, entryId: string): Promise<string> {
  const res = await request.get(`/api/desk/queue-links/slip/${entryId}`);
  expect(res.status()).toBe(200);
  return (await res.json()).slip.url as string;
}

async function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  return browser.newContext({ baseURL: ORIGIN, ...options });
}

/** The status page's lines (the live part), as one text. */
const statusText = (p: Page) => p.locator('#q-live');

test.describe('the clinic’s day', () => {
  test('two desks and three phones: check-in, walk-in, call next at once, done; status pages with and without JavaScript; the screen @desktop-only', async ({
    browser,
    page,
    request,
  }) => {
    const [slot] = todaySlotsOrSkip(0);
    test.setTimeout(90_000);
    await ensureTodaySession(request);
    const today = clinicDate();
    const asha = await deskBooks(request, 'Asha Queue', today, slot);
    const ravi = await deskBooks(request, 'Ravi Queue', today, slot);
    const walkInName = 'Gopal Walkin';
    const names = [asha.name, ravi.name, walkInName];

    // Desk 1 checks both booked patients in from the session's list, then adds a walk-in: tokens 1, 2, 3.
    const desk1 = await openQueue(page);
    for (const [p, token] of [
      [asha, 1],
      [ravi, 2],
    ] as const) {
      // The innermost row holding the patient's name and a Check in button: theirs.
      const row = desk1
        .locator('div')
        .filter({ hasText: p.name })
        .filter({ has: page.getByRole('button', { name: 'Check in' }) })
        .last();
      await row.getByRole('button', { name: 'Check in' }).click();
      await expect(toast(page, `Checked in: token ${token}`)).toBeVisible();
      await expect(card(desk1, token)).toContainText(p.name);
    }
    await page.getByRole('button', { name: 'Add walk-in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Patient's name/).fill(walkInName);
    await dialog.getByLabel(/^Phone/).fill('+91 98111 22334');
    await dialog.getByLabel('Age (optional)').fill('58');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'Walk-in added: token 3')).toBeVisible();

    // The rule: a walk-in waits from their arrival (now), a booked patient from their slot (an hour on): the walk-in
    // first, then the bookings by token.
    const queued = await todayQueue(request);
    expect(queued.waiting.map((e) => e.token)).toEqual([3, 1, 2]);
    const idOf = (token: number) => entriesOf(queued).find((e) => e.token === token)?.id as string;

    // Three phones: the walk-in's with JavaScript, Asha's without, Ravi's with JavaScript and a clock it can run on.
    const phones = {
      3: await (await newContext(browser, PHONE)).newPage(),
      1: await (await newContext(browser, { ...PHONE, javaScriptEnabled: false })).newPage(),
      2: await (await newContext(browser, PHONE)).newPage(),
    };
    await phones[2].clock.install();
    for (const token of [3, 1, 2] as const) {
      const res = await phones[token].goto(await statusUrlOf(request, idOf(token)));
      expect(res?.status()).toBe(200);
    }
    // Nobody is in yet: no "now seeing"; each its token and the number before them; too few visits for an estimate.
    await expect(statusText(phones[3])).toHaveText('Your token 3 · you are next');
    await expect(statusText(phones[1])).toHaveText(
      'Your token 1 · 1 ahead' + 'Too few visits yet to estimate the wait.',
    );
    await expect(statusText(phones[2])).toHaveText(
      'Your token 2 · 2 ahead' + 'Too few visits yet to estimate the wait.',
    );
    // Without JavaScript the page reloads itself; with it, the script updates it in place.
    await expect(phones[1].locator('noscript')).toHaveCount(1);
    expect(await phones[1].content()).toMatch(/<meta http-equiv="refresh" content="30">/);

    // Desk 2, at the same moment as desk 1: Call next on both. Two different patients are called.
    const desk2Context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page2 = await desk2Context.newPage();
    const desk2 = await openQueue(page2);
    await expect(card(desk2, 3)).toBeVisible();
    const calls = [page, page2].map((p) =>
      p.waitForResponse((r) => new URL(r.url()).pathname === '/api/desk/queue/call-next'),
    );
    await Promise.all([desk1, desk2].map((d) => d.getByTestId('queue-call-next').click()));
    const answers = await Promise.all((await Promise.all(calls)).map((r) => r.json()));
    expect(answers.map((a) => a.success)).toEqual([true, true]);
    const called = answers.map((a) => a.entry.token as number).sort();
    expect(called).toEqual([1, 3]);
    const afterCalls = await todayQueue(request);
    expect(afterCalls.waiting.map((e) => e.token)).toEqual([2]);
    expect(
      afterCalls.others
        .filter((e) => e.state === 'called')
        .map((e) => e.token)
        .sort(),
    ).toEqual([1, 3]);

    // Desk 1 marks the walk-in done.
    await expect(card(desk1, 3)).toHaveAttribute('data-state', 'called');
    await card(desk1, 3).getByRole('button', { name: 'Done', exact: true }).click();
    await expect(toast(page, 'Token 3: Done')).toBeVisible();
    // Folded under "Done and no-show"; the desk's API says the same.
    await expect(card(desk1, 3)).toHaveAttribute('data-state', 'done');
    expect((await todayQueue(request)).others.find((e) => e.token === 3)?.state).toBe('done');

    // Each phone: the no-JavaScript one as its refresh brings it, the walk-in's reloaded, Ravi's in place.
    await phones[1].reload();
    await phones[3].reload();
    await expect(statusText(phones[1])).toHaveText('Your token 1' + 'It is your turn: please go in to the doctor.');
    await expect(statusText(phones[3])).toHaveText(
      'Your token 3' + 'Your visit with the doctor is over. Thank you for coming.',
    );
    await phones[2].clock.runFor(30_000);
    // Token 1, called and not yet in, is still ahead of Ravi (common/queue/rules.ts positionOf).
    await expect(statusText(phones[2])).toHaveText(
      'Now seeing 1 · your token 2 · 1 ahead' + 'Too few visits yet to estimate the wait.',
    );
    for (const p of Object.values(phones)) {
      const text = await p.locator('body').textContent();
      for (const name of names) expect(text).not.toContain(name);
    }

    // The waiting-room screen: the token being seen and the next, no name anywhere in its text.
    const key = await request.post('/api/desk/queue-links/screen-key', { headers: DESK });
    expect(key.status()).toBe(200);
    const screen = await (await newContext(browser, { viewport: { width: 1280, height: 720 } })).newPage();
    await screen.goto((await key.json()).url);
    await expect(screen.locator('.now')).toHaveText('1');
    // Next: the queue's order after the one now seeing (shown once, not twice); the walk-in, done, is gone.
    await expect(screen.locator('.next li')).toHaveText(['2']);
    const shown = `${await screen.locator('body').textContent()} ${await screen.title()}`;
    for (const name of names) expect(shown).not.toContain(name);
    for (const p of [page2, screen, ...Object.values(phones)]) await p.context().close();
  });

  test('a follow-up set at Done brings its reminder on its day, and the reminder’s link fills in the booking @desktop-only', async ({
    page,
    request,
  }) => {
    const [slot] = todaySlotsOrSkip(3);
    test.setTimeout(90_000);
    const today = await ensureTodaySession(request);
    const meera = await deskBooks(request, 'Meera Followup', today, slot);
    const checkIn = await request.post('/api/desk/queue/check-in', {
      headers: DESK,
      data: { appointment_id: meera.id },
    });
    expect(checkIn.status()).toBe(201);
    const entry = (await checkIn.json()).entry as DeskEntry;
    await deskAct(request, entry.id, 'with_doctor');
    await deskAct(request, entry.id, 'done');

    // At Done the desk sets the follow-up for three days on (its reminder is due from three days before) with a note.
    const session = await openQueue(page);
    await session.locator('summary', { hasText: 'Done and no-show' }).click();
    const done = card(session, entry.token);
    await done.getByRole('button', { name: 'Set follow-up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('When').selectOption('date');
    const due = addDays(today, 3);
    await dialog.getByLabel('On a date').fill(due);
    await dialog.getByLabel(/Note for the patient/).fill('Bring your new chest X-ray.');
    await dialog.getByRole('button', { name: 'Save follow-up' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Follow-up set for' })).toBeVisible();

    // The scheduler Worker, started on the variant's D1 (the e2e servers run none), runs once: the reminder is due today.
    const { email: mail } = await runSchedulerOnce({ origin: ORIGIN, name: 'follow-up', portOffset: 7 }, (all) =>
      all.find((e) => e.kind === 'follow_up_patient' && e.to === meera.email),
    );
    expect(
      capturedEmails(schedulerLogs()).filter((e) => e.kind === 'follow_up_patient' && e.to === meera.email),
    ).toHaveLength(1);
    expect(mail.text).toContain('Bring your new chest X-ray.');
    const link = /https?:\/\/[^\s\]<>)"]+\/book-appointment#followup=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, 'the booking link in the reminder').toBeTruthy();

    // The link opens the booking page, which wakes the form at once and shows the details filled in, untouched.
    await page.goto(link as string);
    await hydrated(page);
    const w = wizard(page, 'page');
    await expect(
      toast(page, 'Your details are filled in from your follow-up reminder. Please check them and choose a time.'),
    ).toBeVisible();
    await expect(w.getByLabel(/^Full Name/)).toHaveValue(meera.name);
    await expect(w.getByLabel(/^Email/)).toHaveValue(meera.email);
    expect((await w.getByLabel(/^Phone/).inputValue()).replace(/\D/g, '')).toBe(meera.phone.replace(/\D/g, ''));
  });

  // No empty chairs (issue 41): before the session is cancelled below, as its bookings may be today's.
  test('a full time refills from its waitlist: "I can\'t come" in the reminder, two offers, one booking @desktop-only', async ({
    page,
    browser,
    request,
    allowHttpErrors,
  }) => {
    test.setTimeout(150_000);
    await waitlistJourney({ page, browser, request, allowHttpErrors });
  });

  test('running late reaches each patient not yet seen once; a cancelled session frees its places and sends the rebook link @desktop-only', async ({
    page,
    request,
  }) => {
    const [slot, later] = todaySlotsOrSkip(6, 7);
    test.setTimeout(90_000);
    const today = await ensureTodaySession(request);
    const waiting = await deskBooks(request, 'Kiran Late', today, slot);
    const notIn = await deskBooks(request, 'Sunil Late', today, slot);
    const seen = await deskBooks(request, 'Latika Seen', today, later);
    for (const b of [waiting, seen]) {
      const r = await request.post('/api/desk/queue/check-in', { headers: DESK, data: { appointment_id: b.id } });
      expect(r.status()).toBe(201);
    }
    const seenEntry = entriesOf(await todayQueue(request)).find((e) => e.appointment_id === seen.id) as DeskEntry;
    await deskAct(request, seenEntry.id, 'with_doctor');
    await deskAct(request, seenEntry.id, 'done');

    // Every booking of the session the doctor has not seen: waiting or called in the queue, or not checked in yet.
    const before = await todayQueue(request);
    const notSeen = [
      ...before.expected.map((b) => b.appointment_id),
      ...entriesOf(before)
        .filter((e) => e.appointment_id && (e.state === 'waiting' || e.state === 'called'))
        .map((e) => e.appointment_id as string),
    ];
    expect(notSeen).toEqual(expect.arrayContaining([waiting.id, notIn.id]));
    expect(notSeen).not.toContain(seen.id);

    const session = await openQueue(page);
    await session.getByRole('button', { name: 'Running late…' }).click();
    const late = page.getByRole('dialog');
    await late.getByLabel('About how late').selectOption('30');
    await late.getByRole('button', { name: 'Tell the patients' }).click();
    await expect(toast(page, 'Patients told the doctor is late')).toBeVisible();

    for (const p of [waiting, notIn]) {
      const mails = await waitForEmails(p.email, 'running_late_patient');
      expect(mails[0].subject).toBe('The doctor is running about 30 minutes late today');
    }
    // Each once, whoever else the session holds; the patient already seen, never.
    const lateMails = () => capturedEmails().filter((e) => e.kind === 'running_late_patient');
    for (const p of [waiting, notIn]) expect(lateMails().filter((e) => e.to === p.email)).toHaveLength(1);
    expect(lateMails().filter((e) => e.to === seen.email)).toHaveLength(0);
    expect(lateMails().length).toBe(notSeen.length);

    // Cancel the session: the bookings not checked in are cancelled by the clinic, their places free again.
    const taken = async () => {
      const r = await request.get(`/api/availability?date=${today}`);
      expect(r.status()).toBe(200);
      const s = ((await r.json()).slots as { time: string; remaining: number }[]).find((x) => x.time === slot);
      return s?.remaining;
    };
    expect(await taken()).toBe(SESSION.capacity - 2);
    await session.getByRole('button', { name: 'Cancel session…' }).click();
    const cancel = page.getByRole('dialog');
    await cancel.getByLabel('Reason for the patients (optional)').fill('The doctor is called away to the hospital.');
    await cancel.getByRole('button', { name: 'Cancel the session' }).click();
    await expect(toast(page, 'Session cancelled')).toBeVisible();
    // Sunil's place is free again; Kiran is in the room, and keeps hers.
    await expect.poll(taken).toBe(SESSION.capacity - 1);
    const [mail] = await waitForEmails(notIn.email, 'cancellation_patient');
    expect(mail.text).toContain('The doctor is called away to the hospital.');
    expect(mail.text).toMatch(/https?:\/\/[^\s]+\/book-appointment/);
    expect(capturedEmails().filter((e) => e.kind === 'cancellation_patient' && e.to === waiting.email)).toHaveLength(0);
  });

  test('the Figures tab draws the seeded days with the figures of its table', async ({ page, request }) => {
    // Days of the project's own, far enough ahead that no other journey books them, on weekdays the clinic opens.
    const safe = safeDates().filter((d) => weekday(d) !== 1 && weekday(d) !== 6);
    const [first, second] = test.info().project.name === 'desktop' ? safe.slice(-2) : safe.slice(-4, -2);
    await deskBooks(request, 'Figure One', first, '02:00 PM');
    await deskBooks(request, 'Figure Two', first, '03:00 PM');
    await deskBooks(request, 'Figure Three', first, '03:00 PM');
    await deskBooks(request, 'Figure Four', second, '02:00 PM');

    await page.goto('/desk?view=figures');
    await hydrated(page);
    await page.getByLabel('From').fill(first);
    await page.getByLabel('To').fill(second);
    const api = await (await request.get(`/api/desk/stats?from=${first}&to=${second}`)).json();
    const days = api.days as { date: string; bookings: number; walkIns: number }[];
    expect(days.map((d) => d.bookings)).toEqual(days.map((d) => (d.date === first ? 3 : d.date === second ? 1 : 0)));

    // The chart of bookings and walk-ins (the innermost section with its heading), and its table.
    const visits = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Bookings and walk-ins per day' }) })
      .last();
    await expect(visits.locator('.recharts-surface')).toBeVisible();
    await visits.getByText('The figures as a table').click();
    const rows = visits.locator('tbody tr');
    await expect(rows).toHaveCount(days.length + 1);
    await expect(rows.first().locator('td')).toHaveText(['3', '0']);
    await expect(rows.nth(days.length - 1).locator('td')).toHaveText(['1', '0']);
    await expect(rows.last().locator('td')).toHaveText(['4', '0']);

    // The chart draws the same figures: each day's bookings bar, pointed at, names what the table's row says. Only the
    // first and the last day have bookings (the days between, a weekend when the two are a Friday and a Tuesday, draw
    // no bar), so their bars are the first and the last drawn.
    const tooltip = visits.locator('.recharts-tooltip-wrapper');
    const bars = visits.locator('.recharts-bar').first().locator('.recharts-bar-rectangle');
    for (const [bar, n] of [
      [bars.first(), '3'],
      [bars.last(), '1'],
    ] as const) {
      await bar.hover();
      await expect(tooltip).toContainText('Bookings');
      await expect(tooltip).toContainText(new RegExp(`Bookings\\s*${n}(?!\\d)`));
    }
    await expect(page.getByTestId('figures-totals')).toContainText('4');
  });
});
