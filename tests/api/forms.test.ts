import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingSuccess } from '../../common/booking/draft';
import { addDays, CONFIRM_HOURS, weekday } from '../../common/booking/schedule';
import { contactTexts } from '../../common/contact/facts';
import { formatClinicDate } from '../../common/i18n/dates';
import { NOTICE_VERSION } from '../../common/privacy/facts';
import { heldMessage } from '../../functions/booking/actions/book';
import { appointmentRows, cancelAppointment, selectAppointments } from '../../functions/booking/db/appointments';
import { markOutboxStatement } from '../../functions/notify/db/outbox';
import type { Env } from '../../functions/platform/env';
import { FORM_TOKEN_MAX_AGE_SECONDS, type FormKind, issueFormToken } from '../../functions/platform/form-token';
import { pageCopy } from '../../functions/platform/html/copy';
import { RATE_LIMITS } from '../../functions/platform/rate-limit';
import {
  addPlace,
  addSession,
  call,
  clearAll,
  count,
  NOT_REMINDERS,
  ORIGIN,
  openDate,
  patient,
  postJson,
  restoreSchedule,
  runScheduler,
  SEED_PLACE,
  setSlotCapacity,
  sunday,
  validAppointment,
} from './helpers';
import { captureLog, printedEmail } from './lifecycle-helpers';
import { bucketKeys, clearReports, objectSha, reportRows, sha256Hex } from './reports-helpers';

const PAGE_COPY_EN = pageCopy('en');
const { title: BOOKING_SUCCESS_TITLE, text: BOOKING_SUCCESS_TEXT } = bookingSuccess('en');
const { successTitle: CONTACT_SUCCESS_TITLE, successText: CONTACT_SUCCESS_TEXT } = contactTexts('en');

// The reports reference the bookings: they (and their objects) go first.
beforeEach(clearReports);
beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());
afterEach(restoreSchedule);

const FORM = 'application/x-www-form-urlencoded';

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The booking form as the page posts it now (multipart), with `files` in its reports field. */
function multipartForm(fields: Record<string, string>, files: File[]): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (k !== 'reports_file') body.append(k, v);
  for (const f of files) body.append('reports_file', f);
  return new Request(`${ORIGIN}/api/forms/booking`, {
    method: 'POST',
    body,
    headers: { 'sec-fetch-site': 'same-origin' },
  });
}

/** A token the server would have put in a page `ageSeconds` ago (past the minimum age unless told otherwise). */
async function tokenFor(kind: FormKind, ageSeconds = 30): Promise<{ token: string; nonce: string }> {
  return issueFormToken(env as unknown as Env, kind, Date.now() - ageSeconds * 1000);
}

/** The hidden token a page carries. */
function tokenIn(page: string): string {
  const m = /name="form_token" value="([^"]+)"/.exec(page);
  if (!m) throw new Error('no form token in the page');
  return m[1];
}

/** Posts as a patient who spends a while on the page: the clock is moved on past the token's minimum age. */
async function later<T>(work: () => Promise<T>, seconds = 20): Promise<T> {
  const now = Date.now();
  const spy = vi.spyOn(Date, 'now').mockReturnValue(now + seconds * 1000);
  try {
    return await work();
  } finally {
    spy.mockRestore();
  }
}

/** The value attribute of an input in a page, by its name, as written (HTML-escaped). */
function inputValue(page: string, name: string): string | undefined {
  const m = new RegExp(`name="${name}"[^>]*?value="([^"]*)"`).exec(page);
  return m?.[1];
}

/** A deployment with Turnstile on (Cloudflare's always-passing test keys), its e-mails held back. */
const TURNSTILE_CONFIGURED: Partial<Env> = {
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  TURNSTILE_SECRET: '1x0000000000000000000000000000000AA',
  EMAIL_SENDING_PAUSED: 'true',
};

const quiet = () => vi.spyOn(console, 'log').mockImplementation(() => {});

/** What the prerendered step 1 of /book-appointment posts. */
function pageStep1(over: Record<string, string> = {}): Record<string, string> {
  return {
    hp_trap: '',
    variant: 'page',
    form_step: '1',
    bookedFor: 'self',
    fullName: 'Asha Verma',
    email: 'asha.verma@example.com',
    phone: '+91 98110 12345',
    age: '46',
    gender: 'female',
    address: 'Lajpat Nagar',
    medicalHistory: 'Asthma since 2010',
    currentSymptoms: 'Cough for three weeks',
    ...over,
  };
}

/** The server's complete booking form, filled in (the booking page's variant). */
async function pageComplete(over: Record<string, string> = {}, token?: string): Promise<Record<string, string>> {
  return {
    ...pageStep1(),
    form_step: 'complete',
    form_token: token ?? (await tokenFor('booking')).token,
    notice_version: NOTICE_VERSION,
    date: openDate(),
    time: '10:00 AM',
    doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
    visitReason: 'spirometry',
    reports_file: 'xray.pdf',
    reportsName: '',
    notes: 'Prefers Hindi.',
    ...over,
  };
}

/** The complete page's fields as a parent sends them for a child: "under 18" ticked, `age` in the box. */
function bookingForAChild(age: string): Promise<Record<string, string>> {
  return pageComplete({
    bookedFor: 'other',
    bookerName: 'Meena Verma',
    bookerRelationship: 'parent_guardian',
    patientUnder18: 'on',
    fullName: 'Anya Verma',
    age,
  });
}

async function storedNothing() {
  expect(await count('appointments')).toBe(0);
  expect(await count('outbox')).toBe(0);
  expect(await count('contact_messages')).toBe(0);
}

/** The page of an answer with `status` (asserted first, so a wrong status is what a failure names). */
async function pageAnswered(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  return res.text();
}

function expectPage(res: Response) {
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-robots-tag')).toBe('noindex');
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+';/);
  expect(csp).not.toContain('script');
  expect(csp).toContain("frame-ancestors 'none'");
}

/** The page of an answer with `status`, its headers checked as every form page's (expectPage). */
async function checkedPage(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  expectPage(res);
  return res.text();
}

/** The error beside a field: its message, tied to the control by aria-describedby, the control aria-invalid. */
function expectFieldError(page: string, name: string, message: string) {
  const id = `f-${name}`;
  expect(page).toContain(
    `<span class="error-msg" id="${id}-error"><span class="visually-hidden">Error: </span>${message}`,
  );
  expect(page).toMatch(
    new RegExp(`id="${id}" name="${name}" aria-describedby="[^"]*${id}-error[^"]*" aria-invalid="true"`),
  );
  // And the summary at the top links to it.
  expect(page).toContain(`<a href="#${id}">${message}</a>`);
}

describe('POST /api/forms/booking, from the prerendered step 1', () => {
  it('answers the whole booking on one page, with the step-1 values kept, and stores nothing', async () => {
    const res = await call(postForm('/api/forms/booking', pageStep1()));
    const page = await checkedPage(res, 200);
    expect(page).toContain('<html lang="en-IN">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<a class="home" href="/">Delhi Chest &amp; Respiratory Clinic</a>');
    expect(page).toContain('href="tel:+919811045872"');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<form method="post" action="/api/forms/booking" enctype="multipart/form-data" novalidate');
    // A page that is a form keeps its skip link to the form.
    expect(page).toContain('<a class="skip" href="#main">Skip to the form</a>');
    expect(inputValue(page, 'fullName')).toBe('Asha Verma');
    expect(inputValue(page, 'email')).toBe('asha.verma@example.com');
    expect(inputValue(page, 'phone')).toBe('+91 98110 12345');
    expect(inputValue(page, 'age')).toBe('46');
    expect(page).toContain('<option value="female" selected>Female</option>');
    expect(page).toContain('>\nAsthma since 2010</textarea>');
    expect(inputValue(page, 'form_step')).toBe('complete');
    expect(inputValue(page, 'variant')).toBe('page');
    expect(tokenIn(page)).toMatch(/^\d+\.[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    // Every step of the wizard, with the wizard's labels: who, the patient, date and time, doctor, reason, notes.
    for (const label of [
      'Who is this appointment for?',
      'Your name',
      'You are the patient&#39;s…',
      'The patient is under 18',
      'Full Name',
      'Email Address',
      'Phone Number',
      'Gender',
      'Medical History',
      'Current Symptoms',
      'Preferred Date',
      'Preferred Time',
      'What is the visit for?',
      'Reports (optional)',
      'Additional Notes',
      'Confirm Booking',
    ]) {
      expect(page).toContain(label);
    }
    expect(page).toMatch(
      /<input type="date" id="f-date" name="date"[^>]* min="\d{4}-\d\d-\d\d" max="\d{4}-\d\d-\d\d">/,
    );
    expect(page.match(/<option value="\d\d:00 [AP]M"/g)).toHaveLength(8);
    // The privacy notice, as the wizard shows it.
    expect(page).toContain('<strong>Your privacy.</strong> We use your name, e-mail, phone');
    expect(page).toContain(
      '<a href="/privacy" target="_blank" rel="noopener">Read our privacy notice (opens in a new tab)</a>',
    );
    // Nothing in error on a page with no error.
    expect(page).not.toContain('aria-invalid');
    expect(page).not.toContain('There is a problem');
    await storedNothing();
  });

  it('answers with the errors of the fields step 1 showed, next to each, and the text kept and escaped', async () => {
    const res = await call(
      postForm(
        '/api/forms/booking',
        pageStep1({ fullName: '<script>alert(1)</script>', email: 'not-an-email', medicalHistory: '"><b>x</b>' }),
      ),
    );
    const page = await checkedPage(res, 400);
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('<b>x</b>');
    expect(inputValue(page, 'fullName')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('>\n&quot;&gt;&lt;b&gt;x&lt;/b&gt;</textarea>');
    expect(page).toContain('<title>Error: Book an Appointment');
    expect(page).toContain('There is a problem');
    expect(page).toMatch(/class="error-summary" role="alert"[^>]* tabindex="-1" autofocus/);
    expectFieldError(
      page,
      'fullName',
      'Please write the full name in letters (spaces, full stops, hyphens and apostrophes are fine).',
    );
    expectFieldError(page, 'email', 'Please enter a valid email address, like name@example.com.');
    // Date and time were not on step 1: no errors for them yet.
    expect(page).not.toContain('f-date-error');
    await storedNothing();
  });

  it('does not blame fields that step 1 did not show (someone else chosen without the script)', async () => {
    const res = await call(postForm('/api/forms/booking', pageStep1({ bookedFor: 'other' })));
    const page = await pageAnswered(res, 200);
    expect(page).toContain('value="other" checked');
    expect(page).toContain('Patient&#39;s full name');
    expect(page).not.toContain('aria-invalid');
  });

  it('serves the home wizard with its own labels and button', async () => {
    const res = await call(
      postForm('/api/forms/booking', {
        variant: 'home',
        form_step: '1',
        bookedFor: 'self',
        fullName: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '9811012345',
      }),
    );
    const page = await pageAnswered(res, 200);
    expect(page).toContain('<label for="f-email">Email<span');
    expect(page).toContain('<label for="f-message">Message</label>');
    expect(page).toContain('Submit Form');
    expect(page).not.toContain('f-age');
    expect(inputValue(page, 'variant')).toBe('home');
  });
});

describe('POST /api/forms/booking, the complete form', () => {
  it('books through the same path as the API, held unconfirmed: the row, the e-mail asking to confirm, and a page that says so', async () => {
    quiet();
    const form = await pageComplete();
    const before = Date.now();
    const res = await call(postForm('/api/forms/booking', form));
    const page = await checkedPage(res, 201);
    // Held, not booked: the page never says "booked" for a place the patient has yet to confirm.
    expect(page).toContain(`<h1>${PAGE_COPY_EN.heldTitle}</h1>`);
    expect(page).toContain(PAGE_COPY_EN.heldText);
    expect(page).toContain(PAGE_COPY_EN.confirmInTime);
    expect(page).not.toContain(BOOKING_SUCCESS_TITLE);
    expect(page).not.toContain(BOOKING_SUCCESS_TEXT);
    expect(page).toContain(formatClinicDate(openDate()));
    expect(page).toContain('10:00 AM (India Standard Time)');
    expect(page).toContain('What happens next');
    expect(page).toContain('asha.verma@example.com');
    expect(page).toContain('Preparing for your spirometry test');
    const row = await env.DB.prepare('SELECT * FROM appointments').first<Record<string, unknown>>();
    expect(row).toMatchObject({
      // The patient the API's tests book (tests/api/helpers.ts), as the page's fields carry it. A url-encoded form
      // carries a file's name, never the file: no report arrived, so the booking does not say it has one.
      ...validAppointment({ reports_uploaded: 0 }),
      // The notes are the message; the profile is sent as fields and stored in columns of its own.
      message: 'Prefers Hindi.',
      age: 46,
      gender: 'female',
      address: 'Lajpat Nagar',
      medical_history: 'Asthma since 2010',
      current_symptoms: 'Cough for three weeks',
      patient_under_18: 0,
      visit_reason: 'spirometry',
      notice_version: NOTICE_VERSION,
      booked_for: 'self',
      status: 'booked',
    });
    const held = Date.parse(String(row?.confirm_by)) - before;
    expect(held).toBeGreaterThan(CONFIRM_HOURS * 3_600_000 - 60_000);
    expect(held).toBeLessThanOrEqual(CONFIRM_HOURS * 3_600_000 + 60_000);
    expect(page).toContain(String(row?.id));
    // Only the e-mail asking to confirm: the clinic's notice and the reminder wait for the confirmation.
    const kinds = await env.DB.prepare('SELECT kind, status, detail FROM outbox ORDER BY kind').all();
    expect(kinds.results).toEqual([
      { kind: 'appointment_patient', status: 'captured', detail: expect.stringContaining('"confirm":true') },
    ]);
    const key = await env.DB.prepare('SELECT key, endpoint FROM idempotency_keys').first();
    expect(key).toEqual({ key: `form:${form.form_token.split('.')[1]}`, endpoint: 'POST /api/forms/booking' });
  });

  it('books for someone else, as the API does', async () => {
    quiet();
    const res = await call(postForm('/api/forms/booking', await bookingForAChild('9')));
    const page = await pageAnswered(res, 201);
    expect(page).toContain('<dt>Booked by</dt><dd>Meena Verma (Parent or guardian)</dd>');
    const row = await env.DB.prepare(
      'SELECT full_name, booked_for, booker_name, booker_relationship, patient_under_18 FROM appointments',
    ).first();
    expect(row).toEqual({
      full_name: 'Anya Verma',
      booked_for: 'other',
      booker_name: 'Meena Verma',
      booker_relationship: 'parent_guardian',
      patient_under_18: 1,
    });
  });

  it('refuses a ticked "under 18" with an adult age under the box, as the API would, storing nothing', async () => {
    quiet();
    const res = await call(postForm('/api/forms/booking', await bookingForAChild('40')));
    const page = await pageAnswered(res, 400);
    expect(page).toContain('id="f-patientUnder18-error"');
    expect(page).toContain('The age and &quot;The patient is under 18&quot; do not agree. Please check both.');
    expect(await count('appointments')).toBe(0);
  });

  it('books from the home variant, its message sent as typed', async () => {
    quiet();
    const res = await call(
      postForm('/api/forms/booking', {
        variant: 'home',
        form_step: 'complete',
        form_token: (await tokenFor('booking')).token,
        bookedFor: 'self',
        fullName: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '9811012345',
        date: openDate(3),
        time: '11:00 AM',
        doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
        visitReason: '',
        message: 'Breathless on stairs.',
        reports_file: '',
        reportsName: '',
      }),
    );
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT message, reports_uploaded, visit_reason FROM appointments').first();
    expect(row).toEqual({ message: 'Breathless on stairs.', reports_uploaded: 0, visit_reason: '' });
  });

  it('refuses missing and invalid fields with 400, each error beside its field, the text kept, nothing stored', async () => {
    const res = await call(
      postForm(
        '/api/forms/booking',
        await pageComplete({ fullName: 'Asha <i>Verma</i>', phone: '12', date: '', time: '', gender: '' }),
      ),
    );
    const page = await checkedPage(res, 400);
    expectFieldError(page, 'phone', 'Please enter a valid phone number, like +91 98110 12345.');
    expectFieldError(page, 'gender', 'Please choose a gender.');
    expectFieldError(page, 'date', 'Please choose a date.');
    expectFieldError(page, 'time', 'Please choose one of the available times.');
    expect(inputValue(page, 'fullName')).toBe('Asha &lt;i&gt;Verma&lt;/i&gt;');
    expect(page).not.toContain('<i>Verma</i>');
    // The summary lists them in the page's order.
    const order = [...page.matchAll(/<li><a href="#f-(\w+)">/g)].map((m) => m[1]);
    expect(order).toEqual(['fullName', 'phone', 'gender', 'date', 'time']);
    await storedNothing();
  });

  it('refuses a Sunday with the schedule rule beside the date', async () => {
    const res = await call(postForm('/api/forms/booking', await pageComplete({ date: sunday() })));
    expect(res.status).toBe(400);
    expectFieldError(
      await res.text(),
      'date',
      'The clinic is closed on Sundays. Please choose a day from Monday to Saturday.',
    );
    await storedNothing();
  });

  it('refuses a filled honeypot with 400, stores nothing, and gives the form back with the field empty', async () => {
    quiet();
    const res = await call(postForm('/api/forms/booking', await pageComplete({ hp_trap: 'http://spam.example' })));
    const page = await pageAnswered(res, 400);
    expect(page).toContain('We could not send the form this time. Please press the button again.');
    expect(page).not.toContain('spam.example');
    expect(inputValue(page, 'hp_trap')).toBe('');
    expect(inputValue(page, 'fullName')).toBe('Asha Verma');
    await storedNothing();
  });

  it("offers the chosen date's times from the schedule, naming each place when there are two, and says where on success", async () => {
    quiet();
    await addPlace({ ...SEED_PLACE, id: 'centre', name: 'Delhi Chest Centre', address: '12 Community Centre, Saket' });
    await addSession({ placeId: 'centre', weekday: 6, start: '18:00', end: '19:00', slotMinutes: 30, capacity: 2 });
    let saturday = openDate();
    while (weekday(saturday) !== 6) saturday = addDays(saturday, 1);
    const complete = await pageComplete({ date: saturday, time: '08:00 PM' });
    const refused = await pageAnswered(await call(postForm('/api/forms/booking', complete)), 400);
    expectFieldError(
      refused,
      'time',
      'The clinic does not offer this time on this day. Please choose one of the day&#39;s times.',
    );
    expect(refused).toContain('<option value="10:00 AM">10:00 AM — Delhi Chest &amp; Respiratory Clinic</option>');
    expect(refused).toContain('<option value="06:30 PM">06:30 PM — Delhi Chest Centre</option>');
    expect(refused).not.toContain('value="07:00 PM"');
    const booked = await pageAnswered(
      // The patient picks a time a while later, with the page's fresh form.
      await later(() =>
        call(postForm('/api/forms/booking', { ...complete, form_token: tokenIn(refused), time: '06:30 PM' })),
      ),
      201,
    );
    expect(booked).toContain('<dd>Delhi Chest Centre, 12 Community Centre, Saket</dd>');
    const row = await env.DB.prepare('SELECT place_id FROM appointments').first();
    expect(row).toEqual({ place_id: 'centre' });
  });

  it('says beside the date when the clinic has no session that day, and offers no times', async () => {
    quiet();
    const page = await pageAnswered(
      await call(postForm('/api/forms/booking', await pageComplete({ date: sunday() }))),
      400,
    );
    expectFieldError(page, 'date', 'The clinic is closed on Sundays. Please choose a day from Monday to Saturday.');
    expect(page).not.toContain('<option value="10:00 AM"');
    expect(await count('appointments')).toBe(0);
  });

  it('answers a full slot with 409 and the form again: the time cleared, full times marked and not selectable', async () => {
    quiet();
    await setSlotCapacity(1);
    expect((await call(postJson('/api/appointment', validAppointment(patient(1))))).status).toBe(201);
    const res = await call(postForm('/api/forms/booking', await pageComplete()));
    const page = await pageAnswered(res, 409);
    expectFieldError(page, 'time', 'This time is fully booked. Please choose another time.');
    expect(page).toContain('<option value="10:00 AM" disabled>10:00 AM (fully booked)</option>');
    expect(page).toContain('<option value="" selected>Choose a time</option>');
    expect(inputValue(page, 'email')).toBe('asha.verma@example.com');
    expect(await count('appointments')).toBe(1);
    // And a way on: "Join the waitlist", its own form carrying the details already typed to the waitlist's page.
    const join =
      /<form method="post" action="\/api\/waitlist\/join"[^>]*data-testid="join-waitlist">([\s\S]*?)<\/form>/.exec(
        page,
      )?.[1];
    expect(join, 'the waitlist form').toBeDefined();
    expect(join).toContain('<input type="hidden" name="waitlist_step" value="start">');
    expect(join).toContain('<input type="hidden" name="email" value="asha.verma@example.com">');
    expect(join).toContain(`<input type="hidden" name="date" value="${openDate()}">`);
    expect(join).toContain('Some times on');
  });

  it('books once for one form however often it is sent (refresh, double press): the same page again', async () => {
    quiet();
    const form = await pageComplete();
    const first = await call(postForm('/api/forms/booking', form));
    const again = await call(postForm('/api/forms/booking', form));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.text()).toContain(PAGE_COPY_EN.heldTitle);
    expect(await count('appointments')).toBe(1);
    expect(await count(`outbox WHERE ${NOT_REMINDERS}`)).toBe(1);
  });

  it('books once when the same form is sent twice at the same moment', async () => {
    quiet();
    const form = await pageComplete();
    const answers = await Promise.all([1, 2, 3].map(() => call(postForm('/api/forms/booking', form))));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await count('appointments')).toBe(1);
  });

  it('keeps the first booking when a used form comes back changed, and offers a fresh form for another', async () => {
    quiet();
    const form = await pageComplete();
    expect((await call(postForm('/api/forms/booking', form))).status).toBe(201);
    const res = await call(postForm('/api/forms/booking', { ...form, time: '11:00 AM' }));
    const page = await pageAnswered(res, 422);
    expect(page).toContain('This form has already been sent once.');
    expect(tokenIn(page)).not.toBe(form.form_token);
    expect(await count('appointments')).toBe(1);
  });

  it('applies a rate limit of its own: past it, 429 with Retry-After and the form again, nothing more stored', async () => {
    quiet();
    // The JSON API's limit is untouched: the form's own, lower one is what refuses.
    const limited = { RATE_LIMIT_FORM_BOOKINGS: '1', RATE_LIMIT_APPOINTMENTS: '100' } as Partial<Env>;
    const ip = { 'CF-Connecting-IP': '198.51.100.23' };
    expect((await call(postForm('/api/forms/booking', await pageComplete(), ip), limited)).status).toBe(201);
    const res = await call(
      postForm('/api/forms/booking', await pageComplete({ ...patient(2), time: '11:00 AM' }), ip),
      limited,
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await res.text();
    expect(page).toMatch(
      /<li>Too many booking requests from your connection\. Please try again in \d+ minutes?, or call us\.<\/li>/,
    );
    expect(inputValue(page, 'email')).toBe('p2@example.com');
    expect(await count('appointments')).toBe(1);
  });

  it('counts the no-JS and the JSON bookings against the same per-patient limit', async () => {
    quiet();
    expect((await call(postJson('/api/appointment', validAppointment()))).status).toBe(201);
    expect((await call(postJson('/api/appointment', validAppointment({ appointment_time: '11:00 AM' })))).status).toBe(
      201,
    );
    const res = await call(postForm('/api/forms/booking', await pageComplete({ time: '12:00 PM' })));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(heldMessage('en'));
    expect(await count('appointments')).toBe(2);
  });

  it('limits its own bookings by default to fewer than the API allows', () => {
    expect(RATE_LIMITS.form.max).toBeLessThan(RATE_LIMITS.appointment.max);
  });

  it('spends a form on any refusal: the same form cannot probe another time, the page comes back with a new one', async () => {
    quiet();
    await setSlotCapacity(1);
    expect((await call(postJson('/api/appointment', validAppointment(patient(1))))).status).toBe(201);
    const form = await pageComplete();
    const refusedPage = await call(postForm('/api/forms/booking', form));
    expect(refusedPage.status).toBe(409);
    const fresh = tokenIn(await refusedPage.text());
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(form.form_token);
    // The refused form again, now for a free time: refused as a used form; nothing stored.
    const probe = await call(postForm('/api/forms/booking', { ...form, time: '11:00 AM' }));
    expect(probe.status).toBe(422);
    expect(await probe.text()).toContain('This form has already been sent once.');
    expect(await count('appointments')).toBe(1);
  });

  it('is confirmed from the e-mail: the manage link confirms it once, and only then the clinic and the reminder are queued', async () => {
    const log = captureLog();
    const res = await call(postForm('/api/forms/booking', await pageComplete()));
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT id FROM appointments').first<{ id: string }>();
    const printed = printedEmail(log.lines(), 'appointment_patient', String(row?.id)) ?? '';
    log.spy.mockRestore();
    expect(printed).toContain('Subject: Please confirm: your appointment');
    expect(printed).toContain('Confirm your appointment');
    expect(printed).not.toContain('Attachments:');
    const token = /\/manage#([A-Za-z0-9_-]+)/.exec(printed)?.[1] ?? '';
    expect(token).not.toBe('');
    quiet();
    const lookup = await call(postJson('/api/manage/lookup', { token }));
    expect(await lookup.json()).toMatchObject({ booking: { needs_confirmation: true, status: 'booked' } });
    for (let i = 0; i < 2; i++) {
      const confirmed = await call(postJson('/api/manage/confirm', { token }));
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({ success: true, booking: { needs_confirmation: false } });
    }
    const stored = await env.DB.prepare('SELECT confirm_by, status FROM appointments').first();
    expect(stored).toEqual({ confirm_by: null, status: 'booked' });
    const kinds = await env.DB.prepare('SELECT kind FROM outbox ORDER BY kind, created_at').all();
    expect(kinds.results.map((k) => k.kind)).toEqual([
      'appointment_clinic',
      'appointment_patient',
      'appointment_patient',
      'reminder_patient',
    ]);
  });

  it('shows a kept form nothing of a booking that moved on: after a confirmation, a repeat says only "already sent"', async () => {
    const log = captureLog();
    const form = await pageComplete();
    expect((await call(postForm('/api/forms/booking', form))).status).toBe(201);
    const row = await env.DB.prepare('SELECT id FROM appointments').first<{ id: string }>();
    const token = /\/manage#([A-Za-z0-9_-]+)/.exec(
      printedEmail(log.lines(), 'appointment_patient', String(row?.id)) ?? '',
    )?.[1];
    log.spy.mockRestore();
    quiet();
    expect((await call(postJson('/api/manage/confirm', { token }))).status).toBe(200);
    const again = await call(postForm('/api/forms/booking', form));
    expect(again.status).toBe(200);
    const page = await again.text();
    expect(page).toContain(PAGE_COPY_EN.formSentTitle);
    for (const text of [
      'Asha Verma',
      formatClinicDate(openDate()),
      '10:00 AM',
      String(row?.id),
      BOOKING_SUCCESS_TITLE,
    ]) {
      expect(page).not.toContain(text);
    }
  });

  it('lets the patient confirm only before the deadline: after it, the link is done (404), nothing queued', async () => {
    const log = captureLog();
    expect((await call(postForm('/api/forms/booking', await pageComplete()))).status).toBe(201);
    const row = await env.DB.prepare('SELECT id FROM appointments').first<{ id: string }>();
    const token = /\/manage#([A-Za-z0-9_-]+)/.exec(
      printedEmail(log.lines(), 'appointment_patient', String(row?.id)) ?? '',
    )?.[1];
    log.spy.mockRestore();
    quiet();
    await env.DB.prepare("UPDATE appointments SET confirm_by = '2000-01-01T00:00:00.000Z'").run();
    const before = await count('outbox');
    const late = await call(postJson('/api/manage/confirm', { token }));
    expect(late.status).toBe(404);
    expect(await count('outbox')).toBe(before);
  });

  it('never lets held places lock an address out, and cancelling a held place e-mails nobody', async () => {
    quiet();
    // Two places held for one address through the form (as anyone could): the address still books by the API.
    expect((await call(postForm('/api/forms/booking', await pageComplete()))).status).toBe(201);
    expect((await call(postForm('/api/forms/booking', await pageComplete({ time: '11:00 AM' })))).status).toBe(201);
    const own = await call(postJson('/api/appointment', validAppointment({ appointment_time: '12:00 PM' })));
    expect(own.status).toBe(201);
    // The desk cancels a held place: no cancellation e-mail for a booking nobody was told of.
    const { results } = await env.DB.prepare('SELECT id FROM appointments WHERE confirm_by IS NOT NULL').all<{
      id: string;
    }>();
    const rows = await selectAppointments(env.DB, [results[0].id]).all();
    const [held] = appointmentRows(rows.results as Parameters<typeof appointmentRows>[0]);
    const before = await count('outbox');
    expect((await cancelAppointment(env.DB, held, '', { by: 'patient', emailState: 'captured' })).kind).toBe('changed');
    expect(await count('outbox')).toBe(before);
  });

  it('keeps a skipped e-mail skipped when a send that was in flight ends afterwards', async () => {
    quiet();
    expect((await call(postForm('/api/forms/booking', await pageComplete()))).status).toBe(201);
    const mail = await env.DB.prepare('SELECT id FROM outbox').first<{ id: string }>();
    await env.DB.prepare("UPDATE outbox SET status = 'skipped'").run();
    await markOutboxStatement(env.DB, String(mail?.id), {
      status: 'failed',
      error: 'timeout for asha@example.com',
    }).run();
    expect(await env.DB.prepare('SELECT status, last_error FROM outbox').first()).toEqual({
      status: 'skipped',
      last_error: null,
    });
  });

  it('releases a place nobody confirmed in time: cancelled by the system, nothing e-mailed, the place free again', async () => {
    quiet();
    const res = await call(postForm('/api/forms/booking', await pageComplete()));
    expect(res.status).toBe(201);
    const before = await count('outbox');
    // Not yet: the scheduler an hour later keeps it.
    await runScheduler({}, new Date(Date.now() + 3_600_000));
    expect(await env.DB.prepare('SELECT status FROM appointments').first()).toEqual({ status: 'booked' });
    await runScheduler({}, new Date(Date.now() + (CONFIRM_HOURS + 0.1) * 3_600_000));
    const row = await env.DB.prepare('SELECT status, status_by, confirm_by FROM appointments').first();
    expect(row).toEqual({ status: 'cancelled', status_by: 'system', confirm_by: null });
    expect(await count('outbox')).toBe(before);
    const active = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM appointments WHERE status IN ('booked', 'arrived')",
    ).first();
    expect(active).toEqual({ n: 0 });
  });

  it('stores a PDF posted with the form (multipart) as a report of the booking, its bytes as sent', async () => {
    quiet();
    const scan = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    const res = await call(multipartForm(await pageComplete(), [new File([scan], 'chest-xray.pdf')]));
    const page = await pageAnswered(res, 201);
    expect(page).toContain('<li>File uploaded: chest-xray.pdf (1 KB)</li>');
    const booking = await env.DB.prepare('SELECT id, reports_uploaded, message FROM appointments').first<{
      id: string;
      reports_uploaded: number;
      message: string;
    }>();
    expect(booking?.reports_uploaded).toBe(1);
    // The file is a report of its own, never text of the booking.
    expect(booking?.message).toBe('Prefers Hindi.');
    const reports = await reportRows(booking?.id);
    expect(reports).toEqual([
      expect.objectContaining({ name: 'chest-xray.pdf', type: 'pdf', size: scan.length, source: 'form' }),
    ]);
    expect(await bucketKeys()).toEqual([reports[0].object_key]);
    expect(await objectSha(reports[0].object_key)).toBe(await sha256Hex(scan));
  });

  it('asks for the files again when the form comes back with an error, stores none of them, and books with those chosen again', async () => {
    quiet();
    const scan = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const res = await call(
      multipartForm(await pageComplete({ phone: '1' }), [new File([scan], 'scan.pdf', { type: 'application/pdf' })]),
    );
    const page = await pageAnswered(res, 400);
    expect(page).toContain('Your files were not sent, because the form came back to you. Please choose them again.');
    // The page keeps nothing of the file: no name to carry, and no file kept for later.
    expect(page).not.toContain('scan.pdf');
    expect(page).not.toContain('name="reportsName"');
    expect(await count('appointments')).toBe(0);
    expect(await reportRows()).toEqual([]);
    expect(await bucketKeys()).toEqual([]);
    // The patient fixes the phone and chooses the file again: booked, with it.
    const fixed = await pageComplete({}, tokenIn(page));
    const booked = await later(() => call(multipartForm(fixed, [new File([scan], 'scan.pdf')])));
    expect(booked.status).toBe(201);
    expect((await env.DB.prepare('SELECT reports_uploaded FROM appointments').first())?.reports_uploaded).toBe(1);
    expect((await reportRows()).map((r) => r.name)).toEqual(['scan.pdf']);
    expect(await bucketKeys()).toHaveLength(1);
  });

  it('a patient goes from step 1 to the complete form and books with the token the page carries', async () => {
    quiet();
    const step1 = await (await call(postForm('/api/forms/booking', pageStep1()))).text();
    const res = await later(() =>
      call(
        postForm('/api/forms/booking', {
          ...pageStep1(),
          form_step: 'complete',
          form_token: tokenIn(step1),
          date: openDate(),
          time: '03:00 PM',
        }),
      ),
    );
    expect(res.status).toBe(201);
    expect(await count('appointments')).toBe(1);
  });
});

describe('POST /api/forms/booking, the form token (decision 011)', () => {
  it('refuses a complete form without a token with 403: the form again with a new one, nothing stored', async () => {
    quiet();
    const form = await pageComplete();
    delete (form as Record<string, string>).form_token;
    const res = await call(postForm('/api/forms/booking', form));
    const page = await pageAnswered(res, 403);
    expect(page).toContain('For your security, please check your details and press “Confirm Booking” again.');
    expect(tokenIn(page)).toMatch(/^\d+\./);
    expect(inputValue(page, 'fullName')).toBe('Asha Verma');
    await storedNothing();
  });

  it('refuses an altered token, and a token of the contact form', async () => {
    quiet();
    const { token } = await tokenFor('booking');
    const [issued, ...rest] = token.split('.');
    const altered = [Number(issued) - 60, ...rest].join('.');
    for (const t of [altered, `${token.slice(0, -2)}xx`, (await tokenFor('contact')).token]) {
      const res = await call(postForm('/api/forms/booking', await pageComplete({}, t)));
      expect(res.status).toBe(403);
    }
    await storedNothing();
  });

  it('refuses a form sent within seconds of being shown (no person is that fast)', async () => {
    quiet();
    const res = await call(
      postForm('/api/forms/booking', await pageComplete({}, (await tokenFor('booking', 0)).token)),
    );
    expect(res.status).toBe(403);
    await storedNothing();
  });

  it('refuses an old page not yet used, but answers an old used one with its booking', async () => {
    quiet();
    const old = await tokenFor('booking', FORM_TOKEN_MAX_AGE_SECONDS + 60);
    const res = await call(postForm('/api/forms/booking', await pageComplete({}, old.token)));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This page was open for a long time');
    await storedNothing();

    const form = await pageComplete();
    expect((await call(postForm('/api/forms/booking', form))).status).toBe(201);
    const days = await later(() => call(postForm('/api/forms/booking', form)), FORM_TOKEN_MAX_AGE_SECONDS + 60);
    expect(days.status).toBe(201);
    expect(await count('appointments')).toBe(1);
  });

  it('with Turnstile configured, books with a form token and asks Cloudflare nothing; without one, refuses', async () => {
    quiet();
    const fetched = vi.spyOn(globalThis, 'fetch');
    const configured = TURNSTILE_CONFIGURED;
    const form = await pageComplete();
    const withoutToken = { ...form, form_token: '' };
    expect((await call(postForm('/api/forms/booking', withoutToken), configured)).status).toBe(403);
    expect(await count('appointments')).toBe(0);
    expect((await call(postForm('/api/forms/booking', form), configured)).status).toBe(201);
    expect(await count('appointments')).toBe(1);
    expect(fetched).not.toHaveBeenCalled();
    // The JSON API still asks for Turnstile: the form's token is no key to it.
    const json = await call(postJson('/api/appointment', validAppointment(patient(5))), configured);
    expect(json.status).toBe(403);
  });
});

describe('the form endpoints as pages', () => {
  it('send someone who opens the address to the form', async () => {
    const booking = await call(new Request(`${ORIGIN}/api/forms/booking`));
    expect(booking.status).toBe(303);
    expect(booking.headers.get('location')).toBe('/book-appointment');
    const contact = await call(new Request(`${ORIGIN}/api/forms/contact`));
    expect(contact.headers.get('location')).toBe('/contact');
  });

  it('refuse a form posted from another site with a page, storing nothing', async () => {
    const res = await call(postForm('/api/forms/booking', await pageComplete(), { 'sec-fetch-site': 'cross-site' }));
    expect(res.status).toBe(403);
    expectPage(res);
    expect(await res.text()).toContain('This form was sent from another website');
    await storedNothing();
  });

  it('answer a body that is too large, or not a form, with a page (413, 415), never JSON', async () => {
    const big = await call(postForm('/api/forms/contact', { message: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.headers.get('content-type')).toContain('text/html');
    expect(await big.text()).toContain('Nothing was stored');
    const json = await call(
      new Request(`${ORIGIN}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(json.status).toBe(415);
    expect(json.headers.get('content-type')).toContain('text/html');
  });

  it('answer a deployment missing its secrets with a page giving the phone number', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(postForm('/api/forms/contact', {}), { ENVIRONMENT: 'production', RESEND_API_KEY: '' });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('+91 98110 45872');
  });
});

/** What the /contact page's prerendered form posts. */
const contactPage = (over: Record<string, string> = {}) => ({
  hp_trap: '',
  variant: 'page',
  notice_version: NOTICE_VERSION,
  name: 'Vikram Rao',
  email: 'vikram@example.com',
  subject: '',
  message: 'Please call me back about the sleep study.',
  ...over,
});

/** What the home page's prerendered contact form posts. */
const contactHome = (over: Record<string, string> = {}) => ({
  variant: 'home',
  notice_version: NOTICE_VERSION,
  firstName: 'Meera',
  lastName: 'Singh',
  email: 'meera@example.com',
  phone: '',
  subject: 'Question about spirometry',
  message: 'Do I need to stop my inhaler?',
  ...over,
});

describe('POST /api/forms/contact', () => {
  it('answers the prerendered form with a "check and send" page carrying a token, and stores nothing yet', async () => {
    const res = await call(postForm('/api/forms/contact', contactPage()));
    const page = await checkedPage(res, 200);
    expect(page).toContain('Please check your message, then press “Send Message” to send it.');
    expect(inputValue(page, 'name')).toBe('Vikram Rao');
    expect(page).toContain('>\nPlease call me back about the sleep study.</textarea>');
    expect(page).toContain('<label for="f-name">Your Name<span');
    expect(page).toContain('<option value="" selected>Select a subject</option>');
    expect(page).toContain('<strong>Your privacy.</strong> We use your name, e-mail and message');
    expect(tokenIn(page)).toMatch(/^\d+\./);
    await storedNothing();
  });

  it('stores the checked message like the API (row, clinic e-mail) and answers with the spec texts', async () => {
    quiet();
    const res = await call(
      postForm('/api/forms/contact', { ...contactPage(), form_token: (await tokenFor('contact')).token }),
    );
    const page = await checkedPage(res, 201);
    expect(page).toContain(`<h1>${CONTACT_SUCCESS_TITLE}</h1>`);
    expect(page).toContain('Thank you for contacting us. We&#39;ll respond as soon as possible.');
    expect(CONTACT_SUCCESS_TEXT).toContain("We'll respond");
    const row = await env.DB.prepare(
      'SELECT source, name, email, phone, subject, message, notice_version FROM contact_messages',
    ).first();
    expect(row).toEqual({
      source: 'contact',
      name: 'Vikram Rao',
      email: 'vikram@example.com',
      phone: '',
      subject: 'General Inquiry',
      message: 'Please call me back about the sleep study.',
      notice_version: NOTICE_VERSION,
    });
    const outbox = await env.DB.prepare('SELECT kind, status FROM outbox').all();
    expect(outbox.results).toEqual([{ kind: 'contact_clinic', status: 'captured' }]);
  });

  it('stores the home form with its two names joined, as the API does', async () => {
    quiet();
    const res = await call(
      postForm('/api/forms/contact', { ...contactHome(), form_token: (await tokenFor('contact')).token }),
    );
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT source, name, subject FROM contact_messages').first();
    expect(row).toEqual({ source: 'home', name: 'Meera Singh', subject: 'Question about spirometry' });
  });

  it('goes from the check page to the success page with the page’s own token', async () => {
    quiet();
    const check = await (await call(postForm('/api/forms/contact', contactHome()))).text();
    const res = await later(() =>
      call(postForm('/api/forms/contact', { ...contactHome(), form_token: tokenIn(check) })),
    );
    expect(res.status).toBe(201);
    expect(await count('contact_messages')).toBe(1);
  });

  it('stores a refreshed page once, and an edited message as a new one', async () => {
    quiet();
    const form = { ...contactPage(), form_token: (await tokenFor('contact')).token };
    expect((await call(postForm('/api/forms/contact', form))).status).toBe(201);
    const again = await call(postForm('/api/forms/contact', form));
    expect(again.status).toBe(201);
    expect(await again.text()).toContain(CONTACT_SUCCESS_TITLE);
    expect(await count('contact_messages')).toBe(1);
    expect(await count('outbox')).toBe(1);
    const edited = await call(postForm('/api/forms/contact', { ...form, message: 'One more thing.' }));
    expect(edited.status).toBe(201);
    expect(await count('contact_messages')).toBe(2);
  });

  it('refuses invalid fields with 400, each error beside its field, the text kept and escaped, nothing stored', async () => {
    const res = await call(
      postForm('/api/forms/contact', {
        ...contactPage({ name: '<script>alert("x")</script>', email: 'nope', message: '' }),
        form_token: (await tokenFor('contact')).token,
      }),
    );
    const page = await pageAnswered(res, 400);
    expect(page).not.toContain('<script>');
    expect(inputValue(page, 'name')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expectFieldError(
      page,
      'name',
      'Please write the name in letters (spaces, full stops, hyphens and apostrophes are fine).',
    );
    expectFieldError(page, 'email', 'Please enter a valid email address, like name@example.com.');
    expectFieldError(page, 'message', 'Please enter a message.');
    await storedNothing();
  });

  it('shows errors on the first post too, before any check page', async () => {
    const res = await call(postForm('/api/forms/contact', contactHome({ firstName: '' })));
    expect(res.status).toBe(400);
    expectFieldError(await res.text(), 'firstName', 'Please enter your first name.');
    await storedNothing();
  });

  it('refuses a filled honeypot with 400 and stores nothing', async () => {
    quiet();
    const res = await call(
      postForm('/api/forms/contact', {
        ...contactPage({ hp_trap: 'x' }),
        form_token: (await tokenFor('contact')).token,
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('We could not send the form this time. Please press the button again.');
    await storedNothing();
  });

  it('refuses a token sent within seconds, or one of the booking form', async () => {
    quiet();
    for (const token of [(await tokenFor('contact', 0)).token, (await tokenFor('booking')).token]) {
      const res = await call(postForm('/api/forms/contact', { ...contactPage(), form_token: token }));
      expect(res.status).toBe(403);
      expect(await res.text()).toContain(
        'For your security, please check your details and press “Send Message” again.',
      );
    }
    await storedNothing();
  });

  it('applies the API’s rate limit: 429 with Retry-After, the message kept', async () => {
    quiet();
    const limited = { RATE_LIMIT_MESSAGES: '1' } as Partial<Env>;
    const ip = { 'CF-Connecting-IP': '198.51.100.99' };
    const send = async (message: string) =>
      call(
        postForm(
          '/api/forms/contact',
          { ...contactPage({ message }), form_token: (await tokenFor('contact')).token },
          ip,
        ),
        limited,
      );
    expect((await send('First.')).status).toBe(201);
    const res = await send('Second.');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    const page = await res.text();
    expect(page).toContain('Too many messages from your connection.');
    expect(page).toContain('>\nSecond.</textarea>');
    expect(await count('contact_messages')).toBe(1);
  });

  it('with Turnstile configured, asks for the check page first and stores only with its token, asking Cloudflare nothing', async () => {
    quiet();
    const fetched = vi.spyOn(globalThis, 'fetch');
    const configured = TURNSTILE_CONFIGURED;
    const first = await call(postForm('/api/forms/contact', contactPage()), configured);
    expect(first.status).toBe(200);
    await storedNothing();
    const token = tokenIn(await first.text());
    const res = await later(() =>
      call(postForm('/api/forms/contact', { ...contactPage(), form_token: token }), configured),
    );
    expect(res.status).toBe(201);
    expect(await count('contact_messages')).toBe(1);
    expect(fetched).not.toHaveBeenCalled();
  });
});
