import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { addDays, BOOKING_WINDOW_DAYS, clinicDate, weekday } from '../../common/booking/schedule';
import { DOCTOR, DOCTOR_OPTION } from '../../common/clinic/facts';
import { HONEYPOT_FIELD } from '../../common/platform/fields';
import { NOTICE_VERSION } from '../../common/privacy/facts';
import formsEn from '../../web/messages/forms/en.json' with { type: 'json' };
import { test as base, expect, hydrated } from './fixtures';

/** The forms' strings in one language (web/messages/forms/<locale>.json): what a patient reads on the page. */
export type FormsCatalogue = typeof formsEn;

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
 * A distinct safe date (see safeDates) for one of a suite's `uses` in the current project: two dates a use, one per
 * project, so no journey fills another's slots. `from` is where the suite's block starts: 'end' counts back from the
 * window's last date (the booking journeys), a number counts on from that index (manage from 0, privacy from 20).
 */
export function dateIn<U extends string>(uses: readonly U[], use: U, from: number | 'end'): string {
  const safe = safeDates();
  const index = uses.indexOf(use) * 2 + (test.info().project.name === 'desktop' ? 1 : 0);
  const date = from === 'end' ? safe[safe.length - 1 - index] : safe[from + index];
  if (!date) throw new Error(`no bookable date left for ${use}`);
  return date;
}

/** A distinct date for one booking journey in the current project, from the end of the window (see dateIn). */
export function dateFor(use: DateUse): string {
  return dateIn(DATE_USES, use, 'end');
}

/**
 * How long a patient without JavaScript takes over a form at the least: the server's form refuses a post within
 * FORM_TOKEN_MIN_AGE_SECONDS (3) of showing the form (functions/platform/form-token.ts, decision 011), and a person is never
 * that fast. (That module brings the Workers' types, which this Node project has not.)
 */
export const FORM_THINKING_MS = 3_200;

/** A patient of their own for each booking: the limit of two upcoming bookings counts per e-mail and per phone. */
export function newPatient(tag: string): { email: string; phone: string } {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000_000;
  const id = `${tag}-${test.info().project.name}-${n}`;
  return { email: `${id}@example.com`, phone: `+91 9${String(n).padStart(9, '0')}` };
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

/** Presses a wizard's Next. */
export async function next(w: Locator) {
  await w.getByRole('button', { name: 'Next' }).click();
}

export interface HomePatient {
  fullName: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  message: string;
}

/** The home wizard's first step: the patient's name, e-mail and phone (not yet Next). */
export async function fillHomeDetails(w: Locator, p: Pick<HomePatient, 'fullName' | 'email' | 'phone'>) {
  await w.getByLabel('Full Name').fill(p.fullName);
  await w.getByLabel('Email').fill(p.email);
  await w.getByLabel('Phone').fill(p.phone);
}

/** A patient as /book-appointment's first step asks for them (the fields it requires). */
export interface PagePatient {
  fullName: string;
  email: string;
  phone: string;
  age: string;
  gender: 'female' | 'male' | 'other';
}

/** The patient of /book-appointment's journeys (the plain one, and the one with Turnstile). */
export const MEERA: PagePatient = {
  fullName: 'Meera Kapoor',
  email: 'meera.kapoor@example.com',
  phone: '+91 98101 55555',
  age: '62',
  gender: 'female',
};

/**
 * /book-appointment's first step: the required fields (not yet Next), found by their labels in the page's language
 * (`t`, the forms catalogue: English unless given).
 */
export async function fillPageDetails(w: Locator, p: PagePatient, t: FormsCatalogue = formsEn) {
  // By role and whole name: a label holding another as a part ("Age" in "…messages…") is not the field.
  await w.getByRole('textbox', { name: t.forms_label_full_name, exact: true }).fill(p.fullName);
  await w.getByLabel(t.forms_label_email_address).fill(p.email);
  await w.getByLabel(t.forms_label_phone_number).fill(p.phone);
  await w.getByRole('spinbutton', { name: t.forms_label_age, exact: true }).fill(p.age);
  await w.getByLabel(t.forms_label_gender).selectOption(p.gender);
}

/**
 * The Date & Time step of either wizard: asserts it is showing, picks the date (the field is "Date" on the home page,
 * "Preferred Date" on /book-appointment) and a free time, and goes Next to the Doctor step.
 */
export async function dateAndTimeStep(w: Locator, date: string, time: string) {
  await expectStep(w, 2, 'Date & Time');
  const home = (await w.getAttribute('data-testid')) === 'booking-wizard-home';
  await chooseDate(w, home ? 'Date' : 'Preferred Date', date);
  await chooseTime(w, time);
  await next(w);
  await expectStep(w, 3, 'Doctor');
}

/** Presses Next on the Doctor step and asserts Confirm Details (step 4) is showing. */
export async function toConfirmStep(w: Locator) {
  await next(w);
  await expectStep(w, 4, 'Confirm Details');
}

/** Walks the home wizard to step 4 with a patient's details (no report file). */
export async function homeWizardToConfirm(page: Page, p: HomePatient): Promise<Locator> {
  const w = wizard(page, 'home');
  await fillHomeDetails(w, p);
  await next(w);
  await dateAndTimeStep(w, p.date, p.time);
  await w.getByLabel('Doctor').selectOption(DOCTOR_OPTION);
  await w.getByRole('textbox', { name: 'Message', exact: true }).fill(p.message);
  await toConfirmStep(w);
  return w;
}

/** Opens the home page at `path`, wakes its booking wizard and walks it to step 4 (homeWizardToConfirm). */
export async function openHomeWizardToConfirm(page: Page, p: HomePatient, path = '/'): Promise<Locator> {
  await page.goto(path);
  await hydrated(page, 'home-booking');
  return homeWizardToConfirm(page, p);
}

/** Opens /book-appointment and returns its wizard once the page answers. */
export async function openPageWizard(page: Page): Promise<Locator> {
  await page.goto('/book-appointment');
  await hydrated(page);
  return wizard(page, 'page');
}

/** Opens /book-appointment and walks its wizard to the Date & Time step with a patient's required details. */
export async function pageWizardToDate(page: Page, p: PagePatient): Promise<Locator> {
  const w = await openPageWizard(page);
  await fillPageDetails(w, p);
  await next(w);
  await expectStep(w, 2, 'Date & Time');
  return w;
}

/** pageWizardToDate, then a date and a free time, and on to the Doctor step. */
export async function pageWizardToDoctor(page: Page, p: PagePatient & { date: string; time: string }) {
  const w = await pageWizardToDate(page, p);
  await dateAndTimeStep(w, p.date, p.time);
  return w;
}

/** pageWizardToDoctor, then the doctor card and on to Confirm Details (no notes, no report). */
export async function pageWizardToConfirm(page: Page, p: PagePatient & { date: string; time: string }) {
  const w = await pageWizardToDoctor(page, p);
  await w.getByRole('button', { name: new RegExp(DOCTOR.name) }).click();
  await toConfirmStep(w);
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

/** Books through the API with a fresh Idempotency-Key, as the wizard does; asserts 201 and returns the booking's id. */
export async function bookThroughApi(
  request: APIRequestContext,
  data: ReturnType<typeof apiBooking> & Record<string, unknown>,
): Promise<string> {
  const res = await request.post('/api/appointment', {
    data,
    headers: { 'Idempotency-Key': `e2e-${crypto.randomUUID()}` },
  });
  expect(res.status(), `booking ${data.appointment_time} on ${data.appointment_date}: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * What a form's POST carries beyond its own fields: the version of the short privacy notice it showed
 * (common/privacy/facts.ts, DPDP Rules, Rule 3) and the page's language (decision 014: the API keeps it, and the
 * patient's e-mails are in it).
 */
export function formBody<T extends object>(fields: T, locale = 'en') {
  return { ...fields, notice_version: NOTICE_VERSION, locale };
}

/**
 * The body the wizard sends for a patient booking for themselves: the spec's (§7) keys, the one doctor, an empty
 * message and no reports unless given, then `extra` (the booking page's profile fields, a visit reason; it may also
 * override a default), plus formBody's keys.
 */
export function bookingBody(
  p: { fullName: string; email: string; phone: string; date: string; time: string; message?: string },
  extra: Record<string, unknown> = {},
) {
  return formBody({
    full_name: p.fullName,
    email: p.email,
    phone: p.phone,
    appointment_date: p.date,
    appointment_time: p.time,
    selected_doctor: DOCTOR_OPTION,
    message: p.message ?? '',
    reports_uploaded: false,
    ...extra,
  });
}

/** How the confirm step and the e-mails show the one doctor. */
export const DOCTOR_SHOWN = `${DOCTOR.name} (${DOCTOR.specialty})`;

/** The toast after a booking is made. */
export function expectBookedToast(page: Page) {
  return expectToast(
    page,
    'Appointment Booked!',
    'Your appointment has been successfully scheduled. A confirmation email has been sent.',
  );
}

/** A form's POST carried exactly this body, and the server accepted it (201). */
export async function expectAccepted(req: Request, body: object) {
  expect(req.postDataJSON()).toEqual(body);
  expect((await req.response())?.status()).toBe(201);
}

/** Presses a wizard's submit button ("Submit Form" at home, "Confirm Booking" on the page) and resolves with its POST. */
export async function submitBooking(
  page: Page,
  w: Locator,
  name: 'Submit Form' | 'Confirm Booking' = 'Submit Form',
): Promise<Request> {
  const sent = nextPost(page, '/api/appointment');
  await w.getByRole('button', { name }).click();
  return sent;
}

/** Other patients take every place (4) of a slot through the API. */
export async function fillSlot(request: APIRequestContext, date: string, time: string, tag: string) {
  for (let i = 1; i <= 4; i++) await bookThroughApi(request, apiBooking(date, time, `${tag}-${i}@example.com`));
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

/** What a visitor types into the home page's contact form (phone optional: '' leaves it empty). */
export interface HomeMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The visitor of the home page's contact journeys (the plain one, and the one with Turnstile). */
export const SUNITA: HomeMessage = {
  firstName: 'Sunita',
  lastName: 'Rao',
  email: 'sunita.rao@example.com',
  phone: '+91 98110 45000',
  subject: 'Sleep study',
  message: 'Do you test for sleep apnea at home?',
};

/** The home page's contact form, filled in (not yet sent). */
export async function fillHomeContact(page: Page, v: HomeMessage): Promise<Locator> {
  const form = page.getByTestId('home-contact-form');
  await form.getByLabel('First Name').fill(v.firstName);
  await form.getByLabel('Last Name').fill(v.lastName);
  await form.getByLabel('Email').fill(v.email);
  if (v.phone) await form.getByLabel('Phone (optional)').fill(v.phone);
  await form.getByLabel('Subject').fill(v.subject);
  await form.getByLabel('Message').fill(v.message);
  return form;
}

/** Opens the home page at `path`, wakes its contact form and fills it in (not yet sent). */
export async function openHomeContact(page: Page, v: HomeMessage, path = '/#contact'): Promise<Locator> {
  await page.goto(path);
  await hydrated(page, 'home-contact');
  return fillHomeContact(page, v);
}

/** Presses a contact form's Send Message and resolves with the POST to /api/contact it makes. */
export async function sendMessage(page: Page, form: Locator): Promise<Request> {
  const sent = nextPost(page, '/api/contact');
  await form.getByRole('button', { name: 'Send Message' }).click();
  return sent;
}

/** /contact's thank-you toast is showing. */
export function expectMessageSentToast(page: Page) {
  return expectToast(
    page,
    'Message Sent Successfully!',
    "Thank you for contacting us. We'll respond as soon as possible.",
  );
}

/** /contact's message went: the thank-you toast shows and every field of the form is empty again. */
export async function expectContactPageSent(page: Page, form: Locator) {
  await expectMessageSentToast(page);
  for (const label of ['Your Name', 'Email Address', 'Subject', 'Message']) {
    await expect(form.getByLabel(label), label).toHaveValue('');
  }
}

/** /contact's form, filled in (not yet sent): name, e-mail, the subject when given, and the message. */
export async function fillContactPage(
  form: Locator,
  v: { name: string; email: string; subject?: string; message: string },
) {
  await form.getByLabel('Your Name').fill(v.name);
  await form.getByLabel('Email Address').fill(v.email);
  if (v.subject) await form.getByLabel('Subject').selectOption(v.subject);
  await form.getByLabel('Message').fill(v.message);
}

/**
 * A form field by its whole label (a required field's label ends in "*"): getByLabel('Age') alone would also find the
 * WhatsApp box, whose label ("…messages…") holds the word.
 */
export function fieldLabelled(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

/** Requests held back as on a slow connection (tests/e2e/first-paint.spec.ts, page-script.spec.ts). */
export interface Gate {
  /** Lets the held requests through (a slow connection that finally delivers). */
  release: () => void;
  /** Makes them fail instead (a connection that drops). */
  fail: () => void;
  /** The paths the page asked for so far. */
  asked: string[];
}

/** A promise the test settles when it chooses (`open`): what a held answer waits for. */
export function latch<T = void>(): { opened: Promise<T>; open: (value: T) => void } {
  let open: (value: T) => void = () => {};
  const opened = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Holds every request whose URL matches `pattern` until the test releases (or fails) them. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<Gate> {
  const gate = latch<'release' | 'fail'>();
  const asked: string[] = [];
  await page.route(pattern, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    if ((await gate.opened) === 'fail') await route.abort('connectionfailed');
    else await route.continue();
  });
  return { release: () => gate.open('release'), fail: () => gate.open('fail'), asked };
}
