import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { DOCTOR_OPTION } from '../../common/clinic';
import { addDays, BOOKING_WINDOW_DAYS, clinicDate, weekday } from '../../common/schedule';
import { HONEYPOT_FIELD } from '../../common/schemas/fields';
import { test as base, expect } from './fixtures';

/**
 * The shared `test`, plus `allowHttpErrors(...statuses)`: a journey that provokes a failed response on purpose
 * (a 409, or an intercepted 500) declares it, and the browser's own "Failed to load resource: … status of 500"
 * line for that status is then not counted as a console error. Every other console error still fails the test.
 */
export const test = base.extend<{ allowHttpErrors: (...statuses: number[]) => void }>({
  allowHttpErrors: async ({ consoleErrors }, use) => {
    const allowed = new Set<number>();
    await use((...statuses) => {
      for (const s of statuses) allowed.add(s);
    });
    // Runs before the consoleErrors fixture checks its list (it is torn down after the fixtures that use it).
    for (let i = consoleErrors.length - 1; i >= 0; i--) {
      const m = /the server responded with a status of (\d{3})/.exec(consoleErrors[i]);
      if (m && allowed.has(Number(m[1]))) consoleErrors.splice(i, 1);
    }
  },
});

export { expect };

/**
 * When this test run started, set once by playwright.config.ts (E2E_RUN_START) and inherited by its workers. Journeys
 * pick their dates from it, not from the clock: a run that crosses midnight in Delhi would otherwise shift every
 * later pick by a day, onto a date an earlier journey (the other project's) has already booked at the same time.
 */
export function runStart(): Date {
  const started = process.env.E2E_RUN_START;
  const at = new Date(started ?? '');
  if (!started || Number.isNaN(at.getTime())) {
    throw new Error(`E2E_RUN_START is unset or not a time (${started}): run the journeys through playwright.config.ts`);
  }
  return at;
}

/** The clinic's date (Asia/Kolkata) when this run started: the base of every date a journey picks. */
export function runToday(): string {
  return clinicDate(runStart());
}

/**
 * Every date a patient could book when this run started: Monday to Saturday, tomorrow up to 60 days ahead, in
 * Asia/Kolkata. After a midnight during the run the first of them is today, so journeys keep a day's margin.
 */
export function bookableDates(now = runStart()): string[] {
  const today = clinicDate(now);
  const out: string[] = [];
  for (let d = 1; d <= BOOKING_WINDOW_DAYS; d++) {
    const date = addDays(today, d);
    if (weekday(date) !== 0) out.push(date);
  }
  return out;
}

/**
 * The journeys that book (or look at) a date. Each gets its own date per project, so no journey fills another's
 * slots: the phone and desktop projects share one server and one D1 in a run.
 */
const DATE_USES = [
  'home-booking',
  'page-booking',
  'failure',
  'full-slot',
  'race',
  'keyboard',
  'axe',
  'validation',
  'visit-reason',
  'autofill',
  'no-js',
  'first-paint',
] as const;
export type DateUse = (typeof DATE_USES)[number];

/**
 * The dates a journey may book, fixed for the whole run (see runStart): the run's window less two days at each end,
 * so each is still bookable after a midnight in Delhi during the run. Each spec takes its own indices from it.
 */
export function safeDates(): string[] {
  const today = runToday();
  return bookableDates().filter((d) => d >= addDays(today, 2) && d <= addDays(today, 58));
}

/**
 * A distinct date for one journey in the current project (see safeDates). Counted back from the end of the window,
 * away from the early dates that other suites are likely to use.
 */
export function dateFor(use: DateUse): string {
  const project = test.info().project.name;
  const safe = safeDates();
  const index = DATE_USES.indexOf(use) * 2 + (project === 'desktop' ? 1 : 0);
  const date = safe[safe.length - 1 - index];
  if (!date) throw new Error(`no bookable date left for ${use}`);
  return date;
}

/** The wizard of one variant: the home page's (#appointment) or /book-appointment's. */
export function wizard(page: Page, variant: 'home' | 'page'): Locator {
  return page.getByTestId(`booking-wizard-${variant}`);
}

/** The four step items of a wizard's indicator, in order. */
export function stepItems(w: Locator): Locator {
  return w.getByRole('list', { name: 'Booking steps' }).getByRole('listitem');
}

/** Asserts "Step n of 4", the step heading, and the indicator: earlier steps completed, this one active, later pending. */
export async function expectStep(w: Locator, n: number, title: string) {
  await expect(w.getByText(`Step ${n} of 4`, { exact: true })).toBeVisible();
  // The wizard is named by its step heading (h2 on /book-appointment, h3 inside the home page's section).
  await expect(w).toHaveAccessibleName(title);
  const items = stepItems(w);
  await expect(items).toHaveCount(4);
  for (let i = 1; i <= 4; i++) {
    const state = i < n ? 'completed' : i === n ? 'active' : 'pending';
    await expect(items.nth(i - 1), `step ${i} on step ${n}`).toHaveAttribute('data-state', state);
  }
  await expect(items.nth(n - 1)).toHaveAttribute('aria-current', 'step');
}

/** The slot tile (its label) of a time, which the patient clicks. */
export function slotTile(w: Locator, time: string): Locator {
  return w.getByTestId(`slot-${time}`);
}

/** The radio input inside a slot tile. */
export function slotRadio(w: Locator, time: string): Locator {
  return slotTile(w, time).getByRole('radio');
}

/** Fills the date (as a patient's browser would, YYYY-MM-DD) and waits until the free times are known. */
export async function chooseDate(w: Locator, label: string, date: string) {
  await w.getByLabel(label).fill(date);
  await expect(w.getByText('Times are in India Standard Time.')).toBeVisible();
}

/** Picks a free time by clicking its tile and checks that its radio is now selected. */
export async function chooseTime(w: Locator, time: string) {
  await slotTile(w, time).click();
  await expect(slotRadio(w, time)).toBeChecked();
}

/** The Confirm Details table as [label, value] pairs, in order. */
export async function summaryRows(w: Locator): Promise<[string, string][]> {
  const summary = w.getByTestId('summary');
  await expect(summary).toBeVisible();
  return summary
    .locator('dt')
    .evaluateAll((dts) =>
      dts.map(
        (dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim() ?? ''] as [string, string],
      ),
    );
}

/**
 * Waits until every running CSS animation (a dialog opening, a toast sliding in) has finished. Only those that run in
 * time: a scroll-driven one (the floating buttons) follows the scroll position and never finishes.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The toast with this title. */
export function toast(page: Page, title: string): Locator {
  return page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) });
}

/** A toast with this title and description is showing. */
export async function expectToast(page: Page, title: string, description: string) {
  const t = toast(page, title);
  await expect(t).toBeVisible();
  await expect(t).toContainText(description);
}

/** Resolves with the next POST to an API path. */
export function nextPost(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path);
}

/** Collects every request the page makes to /api/ from now on. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}`);
  });
  return calls;
}

export interface HomePatient {
  fullName: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  message: string;
}

/** Walks the home wizard to step 4 with a patient's details (no report file). */
export async function homeWizardToConfirm(page: Page, p: HomePatient): Promise<Locator> {
  const w = wizard(page, 'home');
  await w.getByLabel('Full Name').fill(p.fullName);
  await w.getByLabel('Email').fill(p.email);
  await w.getByLabel('Phone').fill(p.phone);
  await w.getByRole('button', { name: 'Next' }).click();
  await expectStep(w, 2, 'Date & Time');
  await chooseDate(w, 'Date', p.date);
  await chooseTime(w, p.time);
  await w.getByRole('button', { name: 'Next' }).click();
  await expectStep(w, 3, 'Doctor');
  await w.getByLabel('Doctor').selectOption(DOCTOR_OPTION);
  await w.getByLabel('Message').fill(p.message);
  await w.getByRole('button', { name: 'Next' }).click();
  await expectStep(w, 4, 'Confirm Details');
  return w;
}

/**
 * A valid API body for a booking made outside the browser (another patient). Each call is a new patient by phone too
 * (the API allows 2 upcoming bookings per e-mail and per phone).
 */
export function apiBooking(date: string, time: string, email: string) {
  return {
    full_name: 'Other Patient',
    email,
    phone: `+91 7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    appointment_date: date,
    appointment_time: time,
    selected_doctor: DOCTOR_OPTION,
    message: '',
    reports_uploaded: false,
  };
}

/** Other patients take every place (4) of a slot through the API. */
export async function fillSlot(request: APIRequestContext, date: string, time: string, tag: string) {
  for (let i = 1; i <= 4; i++) {
    const res = await request.post('/api/appointment', {
      data: apiBooking(date, time, `${tag}-${i}@example.com`),
      headers: { 'Idempotency-Key': `e2e-${crypto.randomUUID()}` },
    });
    expect(res.status(), `booking ${i} of ${time} on ${date}: ${await res.text()}`).toBe(201);
  }
}

/** A form's hidden honeypot input. */
export function honeypotInput(form: Locator): Locator {
  return form.locator(`input[name="${HONEYPOT_FIELD}"]`);
}

/**
 * Fills a form's hidden honeypot as a browser's autofill does: no focus, no keystrokes, the value set and input and
 * change fired (a person cannot reach the field: it is off-screen, out of the tab order and hidden from assistive
 * technology).
 */
export async function autofillHoneypot(form: Locator, value: string) {
  await honeypotInput(form).evaluate((el: HTMLInputElement, v: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
  await expect(honeypotInput(form)).toHaveValue(value);
}
