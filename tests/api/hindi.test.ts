import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingSuccess, draftFromForm, stepErrors } from '../../common/booking/draft';
import { preparationForHi } from '../../common/booking/preparation.hi';
import { dateLabel, formatClinicDate } from '../../common/i18n/dates';

import { m } from '../../common/paraglide/messages.js';
import { NOTICE_VERSION } from '../../common/privacy/facts';
import type { Env } from '../../functions/platform/env';
import { issueFormToken } from '../../functions/platform/form-token';
import { pageCopy } from '../../functions/platform/html/copy';

import { acceptLanguageLocale } from '../../functions/platform/locale';
import { DESK_ORIGIN, deskCall, freshDesk, signingKey } from './access-helpers';
import {
  call,
  clearAll,
  count,
  interceptResend,
  ORIGIN,
  openDate,
  postJson,
  SENDING,
  sunday,
  validAppointment,
} from './helpers';
import {
  appointmentRow,
  bookCaptured,
  calendarOf,
  captureLog,
  manageRequest,
  one,
  outboxOf,
  patient,
  runScheduler,
  tokenIn,
} from './lifecycle-helpers';

const PAGE_COPY_EN = pageCopy('en');
const PAGE_COPY_HI = pageCopy('hi');
const BOOKING_SUCCESS_TITLE = bookingSuccess('en').title;

beforeEach(async () => {
  await clearAll();
  await env.DB.prepare('DELETE FROM privacy_requests').run();
});
afterEach(() => vi.restoreAllMocks());

/** What the site's fetches send from a Hindi page. */
const HI = { 'accept-language': 'hi' };

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the language of a request (Accept-Language)', () => {
  // Hindi only when hi or a hi-* tag is the first preference, ordered by q-value with ties keeping the header's order.
  it.each(['hi', 'hi-IN', 'HI-in,en;q=0.8', 'hi-Latn-IN, en-IN;q=0.9'])('is Hindi for %j (hi first)', (header) => {
    expect(acceptLanguageLocale(header)).toBe('hi');
  });

  it.each(['en;q=0.5, hi;q=0.9', 'en;q=0.9, hi-IN', 'hi;q=0.7, en;q=0.7', 'hi;q=1.0, en'])(
    'is Hindi for %j (hi of the highest q-value, or first of a tie)',
    (header) => expect(acceptLanguageLocale(header)).toBe('hi'),
  );

  it.each(['en-IN,hi;q=0.9', 'en-US,en;q=0.9,hi;q=0.8', 'mr-IN,hi;q=0.9', 'en;q=0.7, hi;q=0.7'])(
    'is English for %j (another language first, or first of a tie)',
    (header) => expect(acceptLanguageLocale(header)).toBe('en'),
  );

  // Refused (q=0) and malformed ranges are ignored; an empty or missing header says nothing.
  it.each(['hi;q=0, en;q=0.1', 'hi;q=0', 'hi;q=2, en;q=0.5', 'hi;q=abc', 'hindi', '*', ' , ;q=1', '', undefined, null])(
    'is English for %j (refused, malformed or no range)',
    (header) => expect(acceptLanguageLocale(header)).toBe('en'),
  );
});

describe('dates and times in Hindi (workerd’s Intl)', () => {
  it('names the day and month in Hindi, with Latin digits, in the clinic’s time zone', () => {
    expect(dateLabel('2026-11-26', 'hi')).toBe('गुरुवार, 26 नवंबर 2026');
    expect(dateLabel('2027-02-22', 'hi')).toBe('सोमवार, 22 फ़रवरी 2027');
    expect(dateLabel('2026-11-26', 'en')).toBe('Thursday, 26 November 2026');
  });
});

describe('a booking made in Hindi', () => {
  it('stores the locale, and e-mails the patient in Hindi (subject, HTML, text, calendar) and the clinic in English', async () => {
    const { calls } = interceptResend();
    const date = openDate(3);
    const p = patient(1);
    const log = captureLog();
    const res = await call(
      postJson(
        '/api/appointment',
        validAppointment({
          ...p,
          appointment_date: date,
          appointment_time: '02:00 PM',
          visit_reason: 'spirometry',
          locale: 'hi',
        }),
        HI,
      ),
      SENDING,
    );
    log.spy.mockRestore();
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect((await appointmentRow(id))?.locale).toBe('hi');

    expect(calls).toHaveLength(2);
    const toPatient = calls.find((c) => c.body.to === p.email);
    const toClinic = calls.find((c) => c.body.to === env.CLINIC_INBOX);
    expect(toPatient && toClinic).toBeTruthy();
    if (!toPatient || !toClinic) return;

    // The patient's e-mail: every part in Hindi, the date and time in Hindi words with Latin digits.
    const when = `${dateLabel(date, 'hi')}, दोपहर 2:00`;
    expect(toPatient.body.subject).toBe(`Dr. Rajiv Malhotra के साथ आपकी अपॉइंटमेंट: ${when}`);
    const prep = preparationForHi('spirometry');
    for (const part of [toPatient.body.html, toPatient.body.text]) {
      expect(part).toContain('आपकी अपॉइंटमेंट बुक हो गई है');
      expect(part).toContain(`नमस्ते ${p.full_name},`);
      expect(part).toContain(dateLabel(date, 'hi'));
      expect(part).toContain('दोपहर 2:00');
      expect(part).toContain(prep.title);
      expect(part).toContain(`${env.SITE_ORIGIN}/hi/manage#`);
      // The clinic's address and phone as the clinic writes them.
      expect(part).toContain('B-17, Ring Road, Lajpat Nagar IV');
      expect(part).toContain('+91 98110 45872');
      expect(part).not.toContain('Your appointment is booked');
      expect(part).not.toContain(formatClinicDate(date));
    }
    expect(toPatient.body.html).toContain('lang="hi"');
    expect(toPatient.body.html).toContain('Delhi Chest &amp; Respiratory Clinic');
    for (const item of prep.items) expect(toPatient.body.text).toContain(`• ${item}`);
    // The manage link in the e-mail opens the Hindi page, with the booking's token.
    expect(tokenIn(toPatient.body.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Its calendar file: the event in Hindi, at the same time (14:00 in Delhi is 08:30 UTC).
    const { props } = calendarOf(toPatient);
    expect(one(props, 'SUMMARY')).toBe('Dr. Rajiv Malhotra के साथ अपॉइंटमेंट');
    const description = one(props, 'DESCRIPTION');
    expect(description).toContain('साथ लाएँ:');
    // Escaped as iCalendar text (RFC 5545 writes a comma as a backslash and a comma).
    expect(description).toContain(`- ${prep.items[0].replace(/,/g, '\\,')}`);
    expect(one(props, 'DTSTART')).toBe(`${date.replace(/-/g, '')}T083000Z`);
    expect(one(props, 'METHOD')).toBe('REQUEST');

    // The clinic's e-mail stays English.
    expect(toClinic.body.subject).toBe(`New appointment: ${p.full_name} — ${date} 02:00 PM`);
    expect(toClinic.body.html).toContain('lang="en"');
    expect(toClinic.body.html).toContain('New appointment request');
    expect(toClinic.body.text).toContain(formatClinicDate(date));
    expect(toClinic.body.text).not.toMatch(DEVANAGARI);
  });

  it('an English booking is unchanged: no locale means English, and its e-mail and link are English', async () => {
    const { calls } = interceptResend();
    const date = openDate(3);
    const log = captureLog();
    const res = await call(
      postJson('/api/appointment', validAppointment({ ...patient(2), appointment_date: date })),
      SENDING,
    );
    log.spy.mockRestore();
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect((await appointmentRow(id))?.locale).toBe('en');
    const toPatient = calls.find((c) => c.body.to === patient(2).email);
    expect(toPatient?.body.subject).toBe(
      `Your appointment with Dr. Rajiv Malhotra on ${formatClinicDate(date)} at 10:00 AM`,
    );
    expect(toPatient?.body.text).toContain(`${env.SITE_ORIGIN}/manage#`);
    expect(toPatient?.body.text).not.toContain('/hi/manage');
    expect(toPatient?.body.text).not.toMatch(DEVANAGARI);
    expect(one(calendarOf(toPatient as NonNullable<typeof toPatient>).props, 'SUMMARY')).toBe(
      'Appointment with Dr. Rajiv Malhotra',
    );
  });

  it('keeps its language on the manage link: the look-up’s labels, its refusals and the cancellation e-mail', async () => {
    const date = openDate(3);
    const { id, token } = await bookCaptured({ ...patient(3), appointment_date: date, locale: 'hi' });

    // Looked up from any page: the booking's own language.
    const lookup = await call(manageRequest('lookup', { token }));
    expect(lookup.status).toBe(200);
    const { booking } = await lookup.json<{ booking: Record<string, unknown> }>();
    expect(booking).toMatchObject({
      date,
      date_label: dateLabel(date, 'hi'),
      time: '10:00 AM',
      doctor: 'Dr. Rajiv Malhotra, पल्मोनोलॉजिस्ट (फेफड़ों के विशेषज्ञ)',
      locale: 'hi',
    });

    // A refusal once the booking is found: in Hindi.
    const sundayMove = await call(
      manageRequest('reschedule', { token, appointment_date: sunday(3), appointment_time: '10:00 AM' }),
    );
    expect(sundayMove.status).toBe(400);
    expect((await sundayMove.json<{ error: string }>()).error).toBe(
      'रविवार को क्लिनिक बंद रहता है। कृपया सोमवार से शनिवार के बीच कोई दिन चुनें।',
    );

    // Cancelled by the patient: the e-mail and its calendar update in Hindi, the clinic's in English.
    const { calls } = interceptResend();
    const log = captureLog();
    const cancel = await call(manageRequest('cancel', { token, reason: 'तबीयत ठीक है' }), SENDING);
    log.spy.mockRestore();
    expect(cancel.status).toBe(200);
    const toPatient = calls.find((c) => c.body.to === patient(3).email);
    const toClinic = calls.find((c) => c.body.to === env.CLINIC_INBOX);
    expect(toPatient?.body.subject).toBe(`रद्द: ${dateLabel(date, 'hi')}, सुबह 10:00 की आपकी अपॉइंटमेंट`);
    expect(toPatient?.body.text).toContain('इसे आपके बुकिंग लिंक से रद्द किया गया।');
    expect(toPatient?.body.text).toContain('तबीयत ठीक है');
    expect(toPatient?.body.text).toContain(`${env.SITE_ORIGIN}/hi/book-appointment`);
    const ics = calendarOf(toPatient as NonNullable<typeof toPatient>).props;
    expect(one(ics, 'METHOD')).toBe('CANCEL');
    expect(one(ics, 'SUMMARY')).toBe('रद्द: Dr. Rajiv Malhotra के साथ अपॉइंटमेंट');
    expect(toClinic?.body.subject).toBe(`Cancelled: ${patient(3).full_name} — ${date} 10:00 AM`);
    expect(toClinic?.body.text).not.toContain('आपकी');
    expect((await appointmentRow(id))?.status).toBe('cancelled');

    // The used-up link answers in the booking's language only when the booking is found; an unknown one by the
    // request's Accept-Language.
    const unknown = await call(manageRequest('lookup', { token: `${'A'.repeat(42)}B` }, HI));
    expect((await unknown.json<{ error: string }>()).error).toBe(
      'यह लिंक अब काम नहीं करता। अपॉइंटमेंट के बारे में मदद चाहिए, तो कृपया हमें +91 98110 45872 पर फ़ोन करें।',
    );
  });

  it('is reminded in Hindi the day before, by the scheduler', async () => {
    const date = openDate(3);
    const { id } = await bookCaptured({
      ...patient(4),
      appointment_date: date,
      appointment_time: '05:00 PM',
      locale: 'hi',
    });
    const reminder = (await outboxOf(id)).find((e) => e.kind === 'reminder_patient');
    expect(reminder?.next_attempt_at).toBeTruthy();
    const { calls } = interceptResend();
    const log = captureLog();
    await runScheduler(Date.parse(reminder?.next_attempt_at ?? ''), SENDING);
    log.spy.mockRestore();
    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent.body.to).toBe(patient(4).email);
    expect(sent.body.subject).toBe(`याद दिला दें: ${dateLabel(date, 'hi')}, शाम 5:00 पर आपकी अपॉइंटमेंट`);
    for (const part of [sent.body.html, sent.body.text]) {
      expect(part).toContain('जल्द मिलते हैं');
      expect(part).toContain('याद दिला दें:');
      expect(part).toContain(`${env.SITE_ORIGIN}/hi/manage#`);
      expect(part).toContain(preparationForHi('').title);
      expect(part).not.toContain('See you soon');
    }
    expect(sent.body.html).toContain('lang="hi"');
  });
});

describe('the API’s errors in the request’s language', () => {
  it('tells a validation error in Hindi, and the same request without Hindi in English, word for word', async () => {
    const body = validAppointment({ full_name: '', email: 'not-an-address' });
    const hi = await call(postJson('/api/appointment', body, HI));
    expect(hi.status).toBe(400);
    expect(await hi.json()).toEqual({
      success: false,
      error: 'कृपया पूरा नाम लिखें।',
      fields: { full_name: 'कृपया पूरा नाम लिखें।', email: 'कृपया सही ई‑मेल पता लिखें, जैसे name@example.com' },
    });
    const en = await call(postJson('/api/appointment', body));
    expect(await en.json()).toEqual({
      success: false,
      error: 'Please enter your full name.',
      fields: {
        full_name: 'Please enter your full name.',
        email: 'Please enter a valid email address, like name@example.com.',
      },
    });
    // The body's locale says the language too, without the header.
    const byBody = await call(postJson('/api/appointment', { ...body, locale: 'hi' }));
    expect((await byBody.json<{ error: string }>()).error).toBe('कृपया पूरा नाम लिखें।');
    expect(await count('appointments')).toBe(0);
  });

  it('refuses a locale other than en or hi with a 400 naming the field, and stores nothing', async () => {
    for (const locale of ['fr', 'HI', '', 7, null]) {
      const res = await call(postJson('/api/appointment', validAppointment({ locale })));
      expect(res.status, String(locale)).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        error: 'The language must be "en" (English) or "hi" (Hindi).',
        fields: { locale: 'The language must be "en" (English) or "hi" (Hindi).' },
      });
    }
    const contact = await call(
      postJson('/api/contact', { name: 'Asha Verma', email: 'asha@example.com', message: 'Hello', locale: 'xx' }, HI),
    );
    expect(contact.status).toBe(400);
    expect((await contact.json<{ fields: Record<string, string> }>()).fields).toEqual({
      locale: 'भाषा "en" (अंग्रेज़ी) या "hi" (हिन्दी) होनी चाहिए।',
    });
    expect(await count('appointments')).toBe(0);
    expect(await count('contact_messages')).toBe(0);
  });

  it('tells the schedule’s refusals, a contact form’s errors and the API’s own errors in Hindi', async () => {
    const closed = await call(
      postJson('/api/appointment', validAppointment({ appointment_date: sunday(), locale: 'hi' }), HI),
    );
    expect(closed.status).toBe(400);
    expect((await closed.json<{ fields: Record<string, string> }>()).fields).toEqual({
      appointment_date: 'रविवार को क्लिनिक बंद रहता है। कृपया सोमवार से शनिवार के बीच कोई दिन चुनें।',
    });

    const contact = await call(
      postJson(
        '/api/contact',
        { firstName: 'Asha', lastName: 'Verma', email: 'a@example.com', subject: '', message: '' },
        HI,
      ),
    );
    expect(await contact.json()).toEqual({
      success: false,
      error: 'कृपया विषय लिखें।',
      fields: { subject: 'कृपया विषय लिखें।', message: 'कृपया संदेश लिखें।' },
    });

    const notFound = await call(new Request(`${ORIGIN}/api/nowhere`, { headers: HI }));
    expect(await notFound.json()).toEqual({ success: false, error: 'ऐसा कोई API पता नहीं है।' });
    const notJson = await call(
      new Request(`${ORIGIN}/api/appointment`, {
        method: 'POST',
        headers: { ...HI, 'content-type': 'text/plain' },
        body: 'x',
      }),
    );
    expect(notJson.status).toBe(415);
    expect((await notJson.json<{ error: string }>()).error).toBe(
      'कृपया अनुरोध JSON में भेजें (Content-Type: application/json)।',
    );
    const honeypot = await call(postJson('/api/contact', { hp_trap: 'x', locale: 'hi' }));
    expect((await honeypot.json<{ error: string }>()).error).toBe('इस बार फ़ॉर्म नहीं भेजा जा सका। कृपया बटन फिर से दबाएँ।');
  });

  it('tells a closed day in the availability answer in the request’s language, cached apart per language', async () => {
    const date = sunday(2);
    const hi = await call(new Request(`${ORIGIN}/api/availability?date=${date}`, { headers: HI }));
    expect(hi.headers.get('vary')).toBe('Accept-Language');
    expect((await hi.json<{ message: string }>()).message).toBe(
      'रविवार को क्लिनिक बंद रहता है। कृपया सोमवार से शनिवार के बीच कोई दिन चुनें।',
    );
    const en = await call(new Request(`${ORIGIN}/api/availability?date=${date}`));
    expect((await en.json<{ message: string }>()).message).toBe(
      'The clinic is closed on Sundays. Please choose a day from Monday to Saturday.',
    );

    // A day the clinic closed: its answer is cached per language, each with its own message and the reason in its
    // own language. Without a Hindi reason the Hindi sentence has none: never the English one inside it.
    const open = openDate(4);
    const bare = openDate(5);
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO closures (id, start_date, end_date, slots, reason, reason_hi, created_by) VALUES ('cls_hi', ?1, ?1, '[]', 'Holi', 'होली', 'desk@localhost')`,
      ).bind(open),
      env.DB.prepare(
        `INSERT INTO closures (id, start_date, end_date, slots, reason, created_by) VALUES ('cls_en', ?1, ?1, '[]', 'Doctor on leave', 'desk@localhost')`,
      ).bind(bare),
    ]);
    try {
      for (let i = 0; i < 2; i++) {
        const h = await call(new Request(`${ORIGIN}/api/availability?date=${open}`, { headers: HI }));
        expect((await h.json<{ message: string }>()).message).toBe('इस दिन क्लिनिक बंद है (होली)। कृपया कोई दूसरा दिन चुनें।');
        const e = await call(new Request(`${ORIGIN}/api/availability?date=${open}`));
        expect((await e.json<{ message: string }>()).message).toBe(
          'The clinic is closed on this day (Holi). Please choose another day.',
        );
        const hb = await call(new Request(`${ORIGIN}/api/availability?date=${bare}`, { headers: HI }));
        expect((await hb.json<{ message: string }>()).message).toBe('इस दिन क्लिनिक बंद है। कृपया कोई दूसरा दिन चुनें।');
        const eb = await call(new Request(`${ORIGIN}/api/availability?date=${bare}`));
        expect((await eb.json<{ message: string }>()).message).toBe(
          'The clinic is closed on this day (Doctor on leave). Please choose another day.',
        );
      }
    } finally {
      await env.DB.prepare(`DELETE FROM closures WHERE id IN ('cls_hi', 'cls_en')`).run();
    }
  });
});

describe('the privacy request in Hindi', () => {
  it('stores the language, answers in it, and e-mails the link to the Hindi request page', async () => {
    const { calls } = interceptResend();
    const log = captureLog();
    const res = await call(postJson('/api/privacy/start', { email: 'asha@example.com', locale: 'hi' }, HI), SENDING);
    log.spy.mockRestore();
    expect(res.status).toBe(202);
    expect((await res.json<{ message: string }>()).message).toBe(
      'अगर पता सही है, तो उस पर एक लिंक भेजा जा रहा है। आगे बढ़ने के लिए उसे 24 घंटे के अंदर खोलें।',
    );
    const row = await env.DB.prepare('SELECT locale FROM privacy_requests').first<{ locale: string }>();
    expect(row?.locale).toBe('hi');
    expect(calls).toHaveLength(1);
    expect(calls[0].body.subject).toBe('अपना डेटा देखने, ठीक करवाने या मिटवाने का लिंक');
    expect(calls[0].body.text).toMatch(new RegExp(`${env.SITE_ORIGIN}/hi/privacy/request#[A-Za-z0-9_-]{43}`));
    expect(calls[0].body.html).toContain('lang="hi"');
    expect(calls[0].body.text).toContain('यह लिंक 24 घंटे तक काम करता है।');

    // The copy of one's data, asked for with that link, comes in Hindi too; the clinic's notice stays English.
    const token = /\/hi\/privacy\/request#([A-Za-z0-9_-]{43})/.exec(calls[0].body.text)?.[1];
    const log2 = captureLog();
    const act = await call(postJson('/api/privacy/act', { token, kind: 'access' }), SENDING);
    log2.spy.mockRestore();
    expect(act.status).toBe(200);
    const copy = calls.find((c) => c.body.to === 'asha@example.com' && c !== calls[0]);
    expect(copy?.body.subject).toBe('आपके डेटा की कॉपी');
    expect(copy?.body.text).toContain('बुकिंग (0):');
    expect(copy?.body.text).toContain('संदेश (0):');
    const clinic = calls.find((c) => c.body.to === env.CLINIC_INBOX);
    if (clinic) expect(clinic.body.text).not.toMatch(DEVANAGARI);

    // A used link refused for another request: in the language the request was made in.
    const other = await call(postJson('/api/privacy/act', { token, kind: 'erasure' }));
    expect(other.status).toBe(409);
    expect((await other.json<{ error: string }>()).error).toBe(
      'यह लिंक पहले ही "मुझे मेरे डेटा की कॉपी भेजें" के लिए इस्तेमाल हो चुका है। किसी दूसरे अनुरोध के लिए कृपया नया लिंक माँगें।',
    );
  });
});

describe('the booking form without JavaScript, in Hindi', () => {
  const FORM = 'application/x-www-form-urlencoded';
  const post = (fields: Record<string, string>) =>
    new Request(`${ORIGIN}/api/forms/booking`, {
      method: 'POST',
      headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams(fields),
    });
  const step1 = {
    hp_trap: '',
    variant: 'page',
    form_step: '1',
    locale: 'hi',
    bookedFor: 'self',
    fullName: 'आशा वर्मा',
    email: 'asha.hi@example.com',
    phone: '+91 98110 12345',
    age: '46',
    gender: 'female',
    address: 'Lajpat Nagar',
    medicalHistory: '',
    currentSymptoms: 'खाँसी',
  };

  it('shows the whole form in Hindi, with Hindi errors, and posts the language again', async () => {
    const log = captureLog();
    const res = await call(post({ ...step1, fullName: '', age: 'abc' }));
    log.spy.mockRestore();
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('<title>ग़लती: अपॉइंटमेंट बुक करें – Delhi Chest &amp; Respiratory Clinic</title>');
    expect(page).toContain('कृपया ये बातें ठीक करें');
    expect(page).toContain('कृपया पूरा नाम लिखें।');
    expect(page).toContain('कृपया अपनी उम्र सालों में, अंकों में लिखें।');
    expect(page).toContain('<input type="hidden" name="locale" value="hi">');
    expect(page).toContain('href="/hi/privacy"');
    expect(page).toContain('<a class="home" href="/hi">');
    expect(page).toContain('सुबह 10:00');
    expect(page).not.toContain('There is a problem');
  });

  it('tells a bad age, a missing gender and a patient under 18 booking alone with the wizard’s own Hindi messages', async () => {
    const hi = { locale: 'hi' } as const;
    const escaped = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
    const cases = [
      { fields: { age: 'abc' }, field: 'age', message: m.forms_error_age_number({}, hi) },
      { fields: { age: '' }, field: 'age', message: m.forms_error_age_empty({}, hi) },
      { fields: { age: '150' }, field: 'age', message: m.forms_error_age_range({}, hi) },
      { fields: { gender: '' }, field: 'gender', message: m.forms_error_gender({}, hi) },
      { fields: { age: '15' }, field: 'age', message: m.forms_error_under_18_self({}, hi) },
      {
        fields: { bookedFor: 'other', bookerName: 'रवि वर्मा', bookerRelationship: 'spouse', age: '12' },
        field: 'bookerRelationship',
        message: m.forms_error_under_18_guardian({}, hi),
      },
    ] as const;
    for (const { fields, field, message } of cases) {
      const posted: Record<string, string> = { ...step1, ...fields };
      // The JavaScript wizard, on the same draft, says the same words.
      const draft = draftFromForm((name) => posted[name]);
      expect(stepErrors('page', 1, draft, 'hi')[field]).toBe(message);
      const log = captureLog();
      const res = await call(post(posted));
      log.spy.mockRestore();
      expect(res.status).toBe(400);
      const page = await res.text();
      expect(page).toContain(
        `<span class="error-msg" id="f-${field}-error"><span class="visually-hidden">ग़लती: </span>${escaped(message)}`,
      );
      expect(page).toContain(`<a href="#f-${field}">${escaped(message)}</a>`);
    }
  });

  it('books in Hindi: the booking keeps its language, and the answer is the Hindi page', async () => {
    const date = openDate(3);
    const { token } = await issueFormToken(env as unknown as Env, 'booking', Date.now() - 30_000);
    const log = captureLog();
    const res = await call(
      post({
        ...step1,
        form_step: 'complete',
        form_token: token,
        notice_version: NOTICE_VERSION,
        date,
        time: '11:00 AM',
        doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
        visitReason: 'bronchoscopy',
        reportsName: '',
        notes: '',
      }),
    );
    log.spy.mockRestore();
    expect(res.status).toBe(201);
    const page = await res.text();
    expect(page).toContain('<html lang="hi">');
    // Held until confirmed from the e-mail (a form without JavaScript), said in Hindi.
    expect(page).toContain(PAGE_COPY_HI.heldTitle);
    expect(page).not.toContain('अपॉइंटमेंट बुक हो गई!');
    expect(page).not.toContain(BOOKING_SUCCESS_TITLE);
    expect(page).not.toContain(PAGE_COPY_EN.heldTitle);
    expect(page).toContain(dateLabel(date, 'hi'));
    expect(page).toContain('सुबह 11:00 (भारतीय समय)');
    expect(page).toContain('ब्रोंकोस्कोपी (Bronchoscopy)');
    expect(page).toContain('href="/hi"');
    const row = await env.DB.prepare('SELECT locale, full_name FROM appointments').first<{
      locale: string;
      full_name: string;
    }>();
    expect(row).toEqual({ locale: 'hi', full_name: 'आशा वर्मा' });
  });

  it('answers a form without a language in English, as before', async () => {
    const { locale: _hindi, ...english } = step1;
    const log = captureLog();
    const res = await call(post({ ...english, fullName: '' }));
    log.spy.mockRestore();
    const page = await res.text();
    expect(page).toContain('<html lang="en-IN">');
    expect(page).toContain('There is a problem');
    expect(page).toContain('Please enter your full name.');
    expect(page).toContain('<input type="hidden" name="locale" value="en">');
  });
});

describe('the desk’s changes to a Hindi booking', () => {
  it('are told to the patient in Hindi (move and cancellation, with the clinic’s reason), while the desk stays English', async () => {
    const key = await signingKey('5e1f0a7e3b2d4c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6');
    const { access, token } = await freshDesk(() => [key]);
    const log = captureLog();
    const from = openDate(3);
    const res = await call(
      new Request(`${DESK_ORIGIN}/api/appointment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validAppointment({ ...patient(5), appointment_date: from, locale: 'hi' })),
      }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    const to = openDate(5);

    // The desk's own answers stay English, whatever the staff's browser prefers.
    const refused = await deskCall(`/api/desk/appointments/${id}/reschedule`, {
      token,
      body: { appointment_date: sunday(3), appointment_time: '10:00 AM' },
      headers: HI,
    });
    expect((await refused.json<{ error: string }>()).error).toBe(
      'The clinic is closed on Sundays. Please choose a day from Monday to Saturday.',
    );

    const moved = await deskCall(`/api/desk/appointments/${id}/reschedule`, {
      token,
      body: { appointment_date: to, appointment_time: '03:00 PM' },
    });
    expect(moved.status).toBe(200);
    const cancelled = await deskCall(`/api/desk/appointments/${id}/cancel`, {
      token,
      body: { reason: 'Doctor on leave' },
    });
    expect(cancelled.status).toBe(200);

    const lines = log.lines();
    log.spy.mockRestore();
    const printed = lines.filter((l) => l.startsWith('── e-mail ') && l.includes(`To: ${patient(5).email}`));
    const move = printed.find((l) => l.includes('(reschedule_patient)'));
    expect(move).toContain(`Subject: आपकी अपॉइंटमेंट का नया समय: ${dateLabel(to, 'hi')}, दोपहर 3:00`);
    expect(move).toContain(`${dateLabel(from, 'hi')}, सुबह 10:00`);
    const cancel = printed.find((l) => l.includes('(cancellation_patient)'));
    expect(cancel).toContain(`Subject: रद्द: ${dateLabel(to, 'hi')}, दोपहर 3:00 की आपकी अपॉइंटमेंट`);
    expect(cancel).toContain('हमें खेद है: क्लिनिक को यह अपॉइंटमेंट रद्द करनी पड़ी है।');
    expect(cancel).toContain('Doctor on leave');
    // The clinic's own notices stay English.
    const clinic = lines.filter((l) => l.startsWith('── e-mail ') && l.includes('(cancellation_clinic)'));
    expect(clinic).toHaveLength(1);
    for (const l of clinic) expect(l).not.toMatch(DEVANAGARI);
    expect(access.unexpected).toEqual([]);
  });
});
