import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, clinicDate, weekday } from '../../common/booking/schedule';
import type { Place } from '../../common/clinic/schedule';
import type { Env } from '../../functions/platform/env';
import {
  addPlace,
  addSession,
  type CapturedResendCall,
  call,
  clearAll,
  count,
  interceptResend,
  ORIGIN,
  openDate,
  patient,
  postJson,
  removeSession,
  restoreSchedule,
  runScheduler,
  SEED_PLACE,
  SENDING,
  sunday,
  validAppointment,
} from './helpers';
import { bookCaptured, manageRequest } from './lifecycle-helpers';

/** A second place with an evening session on Saturdays (the "Delhi Chest Centre"). */
const CENTRE: Place = {
  id: 'centre',
  name: 'Delhi Chest Centre',
  nameHi: 'दिल्ली चेस्ट सेंटर',
  address: '12 Community Centre, Saket, New Delhi 110017',
  addressHi: '12 कम्युनिटी सेंटर, साकेत, नई दिल्ली 110017',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Delhi%20Chest%20Centre%20Saket',
  phone: '+91 98110 99999',
  phoneE164: '+919811099999',
};

const EVENING = ['06:00 PM', '06:30 PM', '07:00 PM', '07:30 PM'];

interface Availability {
  success: boolean;
  date: string;
  open: boolean;
  reason?: string;
  message?: string;
  slots: { time: string; available: boolean; remaining: number; place: { id: string; name: string } }[];
}

/** The first Saturday at least `minDaysAhead` days from today in Delhi. */
function saturday(minDaysAhead = 2): string {
  let d = addDays(clinicDate(), minDaysAhead);
  while (weekday(d) !== 6) d = addDays(d, 1);
  return d;
}

async function availability(date: string, lang?: string): Promise<Availability> {
  const res = await call(
    new Request(`${ORIGIN}/api/availability?date=${date}`, lang ? { headers: { 'Accept-Language': lang } } : {}),
  );
  expect(res.status).toBe(200);
  return res.json<Availability>();
}

/** The whole stored row of a booking's place and time. */
function stored(id: string) {
  return env.DB.prepare('SELECT appointment_date, appointment_time, place_id FROM appointments WHERE id = ?1')
    .bind(id)
    .first<{ appointment_date: string; appointment_time: string; place_id: string }>();
}

/** The Resend call to `to` whose subject matches. */
const mailTo = (calls: CapturedResendCall[], to: string, subject: RegExp) =>
  calls.find((c) => c.body.to === to && subject.test(c.body.subject));

/** An e-mail says where: the place's name, its address and its map link (HTML and text alike). */
function expectWhere(mail: CapturedResendCall | undefined, name: string, address: string) {
  expect(mail, 'the e-mail was sent').toBeDefined();
  const escapedUrl = CENTRE.mapUrl.replaceAll('&', '&amp;');
  for (const text of [mail?.body.html ?? '', mail?.body.text ?? '']) {
    expect(text).toContain(name);
    expect(text).toContain(address);
  }
  expect(mail?.body.html).toContain(`href="${escapedUrl}"`);
  expect(mail?.body.text).toContain(CENTRE.mapUrl);
}

/** The calendar file of an e-mail, unfolded into lines. */
function icsLines(mail: CapturedResendCall | undefined): string[] {
  const content = mail?.body.attachments?.[0]?.content ?? '';
  const text = new TextDecoder().decode(Uint8Array.from(atob(content), (ch) => ch.charCodeAt(0)));
  return text.replace(/\r\n /g, '').split('\r\n');
}

beforeEach(async () => {
  await clearAll();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await restoreSchedule();
});

describe('bookable times come from the clinic schedule', () => {
  beforeEach(async () => {
    await addPlace(CENTRE);
    await addSession({ placeId: CENTRE.id, weekday: 6, start: '18:00', end: '20:00', slotMinutes: 30, capacity: 2 });
  });

  it("lists a Saturday evening session at a second place after the clinic's day, each time with its place", async () => {
    const date = saturday();
    const body = await availability(date);
    expect(body).toMatchObject({ success: true, date, open: true });
    const clinic = { id: SEED_PLACE.id, name: SEED_PLACE.name };
    const centre = { id: CENTRE.id, name: CENTRE.name };
    expect(body.slots).toEqual([
      ...['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'].map(
        (time) => ({ time, available: true, remaining: 4, place: clinic, full: false }),
      ),
      ...EVENING.map((time) => ({ time, available: true, remaining: 2, place: centre, full: false })),
    ]);
    // Hindi readers get the place's Hindi name.
    const hindi = await availability(date, 'hi');
    expect(hindi.slots.at(-1)?.place).toEqual({ id: CENTRE.id, name: CENTRE.nameHi });
    // Other weekdays are as before.
    const friday = await availability(addDays(date, 6));
    expect(friday.slots.map((s) => s.time)).not.toContain('06:00 PM');
  });

  it("books there: the row records the place, capacity is the session's, and every e-mail says where", async () => {
    const { calls } = interceptResend();
    const date = saturday();
    const email = 'asha.verma@example.com';
    const res = await call(
      postJson('/api/appointment', validAppointment({ appointment_date: date, appointment_time: '06:30 PM' })),
      SENDING,
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect(await stored(id)).toEqual({ appointment_date: date, appointment_time: '06:30 PM', place_id: CENTRE.id });
    expect((await availability(date)).slots.find((s) => s.time === '06:30 PM')?.remaining).toBe(1);

    expectWhere(mailTo(calls, email, /^Your appointment/), CENTRE.name, CENTRE.address);
    expectWhere(mailTo(calls, env.CLINIC_INBOX, /^New appointment/), CENTRE.name, CENTRE.address);
    const ics = icsLines(mailTo(calls, email, /^Your appointment/));
    expect(ics).toContain(`LOCATION:${CENTRE.name}\\, 12 Community Centre\\, Saket\\, New Delhi 110017`);
    // 06:30 PM in Delhi is 13:00 UTC.
    expect(ics).toContain(`DTSTART:${date.replaceAll('-', '')}T130000Z`);

    // The reminder, sent by the scheduler the evening before, says where too.
    const due = await env.DB.prepare(
      "SELECT next_attempt_at AS at FROM outbox WHERE ref_id = ?1 AND kind = 'reminder_patient'",
    )
      .bind(id)
      .first<{ at: string }>();
    await runScheduler(SENDING, new Date(Date.parse(due?.at ?? '') + 60_000));
    expectWhere(mailTo(calls, email, /^Reminder/), CENTRE.name, CENTRE.address);

    // The session's capacity (2) decides: a third patient is refused.
    const second = await call(
      postJson(
        '/api/appointment',
        validAppointment({ appointment_date: date, appointment_time: '06:30 PM', ...patient(2) }),
      ),
    );
    expect(second.status).toBe(201);
    const third = await call(
      postJson(
        '/api/appointment',
        validAppointment({ appointment_date: date, appointment_time: '06:30 PM', ...patient(3) }),
      ),
    );
    expect(third.status).toBe(409);
    expect(await count('appointments')).toBe(2);
  });

  it("writes a Hindi patient's e-mails with the place's Hindi name and address", async () => {
    const { calls } = interceptResend();
    const date = saturday();
    const res = await call(
      postJson(
        '/api/appointment',
        validAppointment({ appointment_date: date, appointment_time: '07:00 PM', locale: 'hi' }),
      ),
      SENDING,
    );
    expect(res.status).toBe(201);
    const patientMail = calls.find((c) => c.body.to === 'asha.verma@example.com');
    expectWhere(patientMail, CENTRE.nameHi, CENTRE.addressHi);
    // The clinic's own e-mail stays English.
    expectWhere(mailTo(calls, env.CLINIC_INBOX, /^New appointment/), CENTRE.name, CENTRE.address);
  });

  it('moves a booking to the evening: the place follows the time, and the reschedule e-mail says where', async () => {
    const date = saturday();
    const { id, token } = await bookCaptured({ appointment_date: date, appointment_time: '10:00 AM' });
    expect((await stored(id))?.place_id).toBe(SEED_PLACE.id);
    const { calls } = interceptResend();
    const res = await call(
      manageRequest('reschedule', { token, appointment_date: date, appointment_time: '07:30 PM' }),
      SENDING,
    );
    expect(res.status).toBe(200);
    expect(await stored(id)).toEqual({ appointment_date: date, appointment_time: '07:30 PM', place_id: CENTRE.id });
    expectWhere(mailTo(calls, 'asha.verma@example.com', /moved|rescheduled/i), CENTRE.name, CENTRE.address);
    expectWhere(mailTo(calls, env.CLINIC_INBOX, /^Moved/), CENTRE.name, CENTRE.address);
  });

  it('refuses a time the date does not offer with 400 on appointment_time, in both languages, storing nothing', async () => {
    const friday = addDays(saturday(), 6);
    for (const [lang, sentence] of [
      ['en', "The clinic does not offer this time on this day. Please choose one of the day's times."],
      ['hi', 'इस दिन क्लिनिक में यह समय नहीं है। कृपया उस दिन के समयों में से कोई एक चुनें।'],
    ]) {
      for (const [date, time] of [
        [friday, '06:30 PM'], // the evening session is Saturdays only
        [saturday(), '08:00 PM'], // the session ends at 20:00
        [saturday(), '06:15 PM'], // not on the half-hour grid
        [openDate(), '01:00 PM'], // the clinic's lunch hour
      ]) {
        const res = await call(
          postJson(
            '/api/appointment',
            validAppointment({ appointment_date: date, appointment_time: time, locale: lang }),
          ),
        );
        expect(res.status, `${date} ${time}`).toBe(400);
        expect(await res.json()).toEqual({ success: false, error: sentence, fields: { appointment_time: sentence } });
      }
    }
    expect(await count('appointments')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });
});

describe('dated sessions and days without sessions', () => {
  it('books a Sunday that has a session of its own; a Sunday without one is closed', async () => {
    const open = sunday(3);
    const closed = addDays(open, 7);
    await addSession({
      placeId: SEED_PLACE.id,
      date: open,
      start: '10:00',
      end: '12:00',
      slotMinutes: 60,
      capacity: 3,
    });

    const body = await availability(open);
    expect(body.open).toBe(true);
    expect(body.slots.map((s) => [s.time, s.remaining])).toEqual([
      ['10:00 AM', 3],
      ['11:00 AM', 3],
    ]);
    const res = await call(
      postJson('/api/appointment', validAppointment({ appointment_date: open, appointment_time: '11:00 AM' })),
    );
    expect(res.status).toBe(201);

    expect(await availability(closed)).toEqual({
      success: true,
      date: closed,
      open: false,
      reason: 'closed',
      message: 'The clinic is closed on Sundays. Please choose a day from Monday to Saturday.',
      slots: [],
    });
    const refused = await call(
      postJson(
        '/api/appointment',
        validAppointment({ appointment_date: closed, appointment_time: '11:00 AM', ...patient(2) }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fields: { appointment_date: 'The clinic is closed on Sundays. Please choose a day from Monday to Saturday.' },
    });
    expect(await count('appointments')).toBe(1);
  });

  it('says a weekday without sessions has none, in both languages, and lists no times', async () => {
    const date = openDate(4);
    await removeSession({ weekday: weekday(date) }, '09:00');
    await removeSession({ weekday: weekday(date) }, '14:00');
    expect(await availability(date)).toMatchObject({
      open: false,
      reason: 'closed',
      message: 'The clinic has no sessions on this day. Please choose another day.',
      slots: [],
    });
    expect((await availability(date, 'hi')).message).toBe('इस दिन क्लिनिक में कोई समय नहीं है। कृपया कोई दूसरा दिन चुनें।');
  });

  it("keeps a date past or beyond the window closed, listing that date's times, none bookable", async () => {
    const past = addDays(clinicDate(), -7);
    const body = await availability(weekday(past) === 0 ? addDays(past, -1) : past);
    expect(body).toMatchObject({ open: false, reason: 'past' });
    expect(body.slots).toHaveLength(8);
    expect(body.slots.every((s) => !s.available && s.remaining === 0 && s.place.id === SEED_PLACE.id)).toBe(true);
    let far = addDays(clinicDate(), 70);
    if (weekday(far) === 0) far = addDays(far, 1);
    expect(await availability(far)).toMatchObject({ open: false, reason: 'too-far', slots: expect.any(Array) });
  });
});

/**
 * D1 whose first batch holding an appointment's insert or move first runs `meanwhile`: a desk edit landing between
 * the request's read of the schedule and its write.
 */
function editBeforeWrite(db: D1Database, meanwhile: () => Promise<unknown>): D1Database {
  let armed = false;
  let done = false;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (sql: string) => {
          if (/INSERT INTO appointments|UPDATE appointments\s+SET appointment_date/.test(sql)) armed = true;
          return target.prepare(sql);
        };
      }
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          if (armed && !done) {
            done = true;
            await meanwhile();
          }
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('a schedule edit between the read and the write', () => {
  it('is seen by the booking statement itself: 409 on appointment_time, nothing stored', async () => {
    const date = openDate(3);
    const before = await availability(date);
    expect(before.slots.find((s) => s.time === '03:00 PM')?.available).toBe(true);
    const db = editBeforeWrite(env.DB, () => removeSession({ weekday: weekday(date) }, '14:00'));
    const res = await call(
      postJson('/api/appointment', validAppointment({ appointment_date: date, appointment_time: '03:00 PM' })),
      { DB: db } as Partial<Env>,
    );
    expect(res.status).toBe(409);
    const sentence = "The clinic does not offer this time on this day. Please choose one of the day's times.";
    expect(await res.json()).toEqual({ success: false, error: sentence, fields: { appointment_time: sentence } });
    expect(await count('appointments')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('is seen by the move statement itself: 409, the booking where it was', async () => {
    const date = openDate(3);
    const { id, token } = await bookCaptured({ appointment_date: date, appointment_time: '10:00 AM' });
    const db = editBeforeWrite(env.DB, () => removeSession({ weekday: weekday(date) }, '14:00'));
    const res = await call(
      manageRequest('reschedule', { token, appointment_date: date, appointment_time: '04:00 PM' }),
      {
        DB: db,
      } as Partial<Env>,
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ fields: { appointment_time: expect.stringContaining('does not offer') } });
    expect(await stored(id)).toEqual({ appointment_date: date, appointment_time: '10:00 AM', place_id: SEED_PLACE.id });
  });
});
