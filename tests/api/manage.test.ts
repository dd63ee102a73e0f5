import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_INACTIVE_MESSAGE, type ManagedBooking } from '../../common/booking/manage-schema';
import { addDays, clinicDate, slotStart } from '../../common/booking/schedule';
import { DOCTOR, PRIMARY_PHONE } from '../../common/clinic/facts';
import { formatClinicDate } from '../../common/i18n/dates';
import {
  call,
  clearAll,
  count,
  interceptResend,
  ORIGIN,
  openDate,
  postJson,
  restoreSchedule,
  SENDING,
  setSlotCapacity,
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
  remaining,
  sha256Hex,
  tableRows,
  tokenIn,
} from './lifecycle-helpers';

beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());
afterEach(restoreSchedule);

/** The manage API's answer (its booking's type is the one the page reads). */
interface Managed {
  success: true;
  booking: ManagedBooking;
}

/** Runs a manage request with e-mails captured quietly (console.log silenced for its duration). */
async function manage(
  action: 'lookup' | 'cancel' | 'reschedule',
  body: Record<string, unknown>,
  overrides: Parameters<typeof call>[1] = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const log = captureLog();
  try {
    return await call(manageRequest(action, body, headers), overrides);
  } finally {
    log.spy.mockRestore();
  }
}

/** Everything about a booking that a request could change: its row and its e-mails. */
async function stateOf(id: string) {
  return { row: await appointmentRow(id), outbox: await outboxOf(id) };
}

/** A calendar timestamp (RFC 5545 UTC form) of an instant. */
function icsStamp(d: Date | string): string {
  return new Date(d)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Active (place-holding) bookings of a slot, read from D1. */
async function activeIn(date: string, time: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM appointments
     WHERE appointment_date = ?1 AND appointment_time = ?2 AND status IN ('booked', 'arrived')`,
  )
    .bind(date, time)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Waits, if needed, so that the current 10-minute rate-limit window has at least `seconds` left. */
async function awayFromWindowEdge(seconds: number): Promise<void> {
  const left = 600 - (Math.floor(Date.now() / 1000) % 600);
  if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}

describe('the manage link', () => {
  it('is 43 base64url characters, and the database keeps only its SHA-256 and the nonce it is derived from', async () => {
    const { id, token } = await bookCaptured(patient(1));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await appointmentRow(id);
    expect(row?.manage_token_hash).toBe(await sha256Hex(token));
    expect(row?.manage_nonce).toMatch(/^[0-9a-f]{32}$/);
    // Nothing stored anywhere equals or contains the token.
    for (const table of ['appointments', 'outbox', 'idempotency_keys', 'rate_limits', 'contact_messages']) {
      for (const stored of await tableRows(table)) {
        for (const [column, value] of Object.entries(stored)) {
          expect(String(value), `${table}.${column}`).not.toContain(token);
        }
      }
    }
  });

  it('is different for every booking', async () => {
    const a = await bookCaptured(patient(1));
    const b = await bookCaptured(patient(2));
    expect(a.token).not.toBe(b.token);
  });
});

describe('POST /api/manage/lookup', () => {
  it('shows the first name, date, time and doctor of the booking, and no e-mail or phone', async () => {
    const date = openDate(3);
    const p = { ...patient(1), full_name: 'Asha Devi Verma' };
    const { id, token } = await bookCaptured({ ...p, appointment_date: date, appointment_time: '11:00 AM' });
    const res = await manage('lookup', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const text = await res.text();
    const body = JSON.parse(text) as Managed;
    expect(body).toMatchObject({
      success: true,
      booking: {
        reference: id,
        first_name: 'Asha',
        date,
        date_label: formatClinicDate(date),
        time: '11:00 AM',
        doctor: `${DOCTOR.name}, ${DOCTOR.specialty}`,
        status: 'booked',
        can_change: true,
        blocked: null,
      },
    });
    expect(text).not.toContain(p.email);
    expect(text).not.toContain('98110');
    expect(text).not.toContain('Verma');
    expect(text).not.toContain('Cough');
  });

  it('answers an unknown token, a malformed one and a cancelled booking’s token with the same 404', async () => {
    const { token } = await bookCaptured(patient(1));
    const unknown = await manage('lookup', { token: `${'A'.repeat(42)}B` });
    expect(unknown.status).toBe(404);
    const expected = await unknown.json();
    expect(expected).toEqual({ success: false, error: LINK_INACTIVE_MESSAGE });

    const malformed: unknown[] = ['short', `${token}x`, `${token.slice(0, 42)}!`, token.slice(1), '', 42, null];
    for (const bad of [...malformed, undefined]) {
      const res = await manage('lookup', bad === undefined ? {} : { token: bad });
      expect(res.status, String(bad)).toBe(404);
      expect(await res.json(), String(bad)).toEqual(expected);
    }

    expect((await manage('cancel', { token })).status).toBe(200);
    const cancelled = await manage('lookup', { token });
    expect(cancelled.status).toBe(404);
    expect(await cancelled.json()).toEqual(expected);
  });

  it('changes nothing, however often the link is opened', async () => {
    const { id, token } = await bookCaptured(patient(1));
    const before = await stateOf(id);
    for (let i = 0; i < 20; i++) expect((await manage('lookup', { token })).status).toBe(200);
    expect(await stateOf(id)).toEqual(before);
    expect(await count('rate_limits')).toBe(0);
  });

  it('allows 30 requests per 10 minutes from one client: the 31st gets 429 with Retry-After', async () => {
    const { token } = await bookCaptured(patient(1));
    await awayFromWindowEdge(10);
    const from = (ip: string) => ({ 'CF-Connecting-IP': ip });
    for (let i = 1; i <= 30; i++) {
      // Guesses and real look-ups count alike.
      const body = i % 2 ? { token: `${'G'.repeat(40)}${String(i).padStart(3, '0')}` } : { token };
      const res = await manage('lookup', body, {}, from('203.0.113.7'));
      expect(res.status, `request ${i}`).toBe(i % 2 ? 404 : 200);
    }
    const limited = await manage('lookup', { token }, {}, from('203.0.113.7'));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await limited.json()).toEqual({ success: false, error: expect.stringContaining('Too many requests') });
    // Cancelling from the same client is refused too; another client is not affected.
    expect((await manage('cancel', { token }, {}, from('203.0.113.7'))).status).toBe(429);
    expect((await manage('lookup', { token }, {}, from('198.51.100.20'))).status).toBe(200);
    // Its own time: up to 10 s waiting out a window's edge, then 33 requests, which a slow host takes seconds over.
  }, 30_000);

  it('says a booking within the cutoff can no longer be changed online', async () => {
    const { token } = await bookCaptured(patient(1));
    const res = await manage('lookup', { token }, { MANAGE_CUTOFF_HOURS: '2000' });
    expect(res.status).toBe(200);
    expect((await res.json<Managed>()).booking).toMatchObject({
      status: 'booked',
      can_change: false,
      blocked: 'cutoff',
      cutoff_hours: 2000,
    });
  });

  it('says a booking whose time has passed can no longer be changed', async () => {
    const { id, token } = await bookCaptured(patient(1));
    await env.DB.prepare('UPDATE appointments SET appointment_date = ?2 WHERE id = ?1')
      .bind(id, addDays(clinicDate(), -1))
      .run();
    const res = await manage('lookup', { token });
    expect(res.status).toBe(200);
    expect((await res.json<Managed>()).booking).toMatchObject({ status: 'booked', can_change: false, blocked: 'past' });
  });
});

describe('POST /api/manage/cancel', () => {
  it('cancels the booking, frees its place at once, skips its reminder and queues the two cancellation e-mails', async () => {
    const date = openDate(11);
    const { id, token } = await bookCaptured({ ...patient(1), appointment_date: date, appointment_time: '10:00 AM' });
    expect((await remaining(date))['10:00 AM']).toBe(3);

    // Availability is cached: a change that bypasses the API is not seen yet…
    await env.DB.prepare(`UPDATE appointments SET status = 'cancelled' WHERE id = ?1`).bind(id).run();
    expect((await remaining(date))['10:00 AM']).toBe(3);
    await env.DB.prepare(`UPDATE appointments SET status = 'booked' WHERE id = ?1`).bind(id).run();

    const res = await manage('cancel', { token, reason: 'Feeling better' });
    expect(res.status).toBe(200);
    expect((await res.json<Managed>()).booking).toMatchObject({
      reference: id,
      status: 'cancelled',
      can_change: false,
    });

    // …but a cancellation through the API is, at once.
    expect((await remaining(date))['10:00 AM']).toBe(4);
    expect(await appointmentRow(id)).toMatchObject({
      status: 'cancelled',
      sequence: 1,
      status_reason: 'Feeling better',
      status_by: 'patient',
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const outbox = await outboxOf(id);
    const byKind = Object.fromEntries(outbox.map((e) => [e.kind, e]));
    expect(Object.keys(byKind).sort()).toEqual([
      'appointment_clinic',
      'appointment_patient',
      'cancellation_clinic',
      'cancellation_patient',
      'reminder_patient',
    ]);
    expect(byKind.reminder_patient).toMatchObject({ status: 'skipped', next_attempt_at: null });
    for (const kind of ['cancellation_patient', 'cancellation_clinic']) {
      expect(byKind[kind].status).toBe('captured');
      expect(JSON.parse(byKind[kind].detail)).toEqual({ date, time: '10:00 AM', sequence: 1 });
    }
  });

  it('sends the patient a calendar cancellation of the same event: METHOD:CANCEL, same UID, SEQUENCE:1', async () => {
    const { calls } = interceptResend();
    const p = patient(1);
    const date = openDate(5);
    const booked = await call(
      postJson('/api/appointment', validAppointment({ ...p, appointment_date: date, appointment_time: '04:00 PM' })),
      SENDING,
    );
    expect(booked.status).toBe(201);
    const { id } = await booked.json<{ id: string }>();
    const confirmation = calls.find((c) => c.body.to === p.email);
    expect(confirmation?.body.subject).toMatch(/^Your appointment with/);
    const token = tokenIn(confirmation?.body.text ?? '') ?? '';
    expect(tokenIn(confirmation?.body.html ?? '')).toBe(token);
    const invitation = calendarOf(confirmation!).props;
    expect(one(invitation, 'METHOD')).toBe('REQUEST');
    expect(one(invitation, 'SEQUENCE')).toBe('0');

    const n = calls.length;
    const res = await call(manageRequest('cancel', { token }), SENDING);
    expect(res.status).toBe(200);
    const sent = calls.slice(n);
    expect(sent.map((c) => c.body.to).sort()).toEqual([env.CLINIC_INBOX, p.email].sort());
    const toPatient = sent.find((c) => c.body.to === p.email)!;
    expect(toPatient.body.subject).toMatch(/^Cancelled: your appointment/);
    expect(toPatient.body.attachments?.[0].filename).toBe('cancellation.ics');
    const { props, raw } = calendarOf(toPatient);
    expect(raw.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(one(props, 'METHOD')).toBe('CANCEL');
    expect(one(props, 'UID')).toBe(one(invitation, 'UID'));
    expect(one(props, 'UID')).toContain(id);
    expect(one(props, 'SEQUENCE')).toBe('1');
    expect(one(props, 'STATUS')).toBe('CANCELLED');
    expect(one(props, 'DTSTART')).toBe(one(invitation, 'DTSTART'));
    expect(one(props, 'DTSTART')).toBe(icsStamp(slotStart(date, '04:00 PM')));
    // DTSTAMP is when the e-mail was queued: the outbox row's created_at, so a retry carries the same bytes.
    const row = (await outboxOf(id)).find((e) => e.kind === 'cancellation_patient');
    expect(row?.status).toBe('sent');
    expect(one(props, 'DTSTAMP')).toBe(icsStamp(row?.created_at ?? ''));
  });

  it('answers a second cancellation with the same 404 as an unknown link, and queues no second pair of e-mails', async () => {
    const { id, token } = await bookCaptured(patient(1));
    const unknown = await manage('cancel', { token: `${'A'.repeat(42)}B` });
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.text();
    const first = await manage('cancel', { token });
    const second = await manage('cancel', { token, reason: 'Asked twice' });
    expect(first.status).toBe(200);
    expect((await first.json<{ booking: { status: string } }>()).booking.status).toBe('cancelled');
    expect(second.status).toBe(404);
    expect(await second.text()).toBe(unknownBody);
    const kinds = (await outboxOf(id)).map((e) => e.kind).filter((k) => k.startsWith('cancellation_'));
    expect(kinds.sort()).toEqual(['cancellation_clinic', 'cancellation_patient']);
    expect(await appointmentRow(id)).toMatchObject({ status: 'cancelled', sequence: 1, status_reason: null });
  });

  it("answers a used Hindi booking's link in the asker's language, byte for byte as an unknown link", async () => {
    // Were it answered in the booking's language, the 404 would tell an English browser that the link was real.
    const { token } = await bookCaptured({ ...patient(1), locale: 'hi' });
    expect((await manage('cancel', { token })).status).toBe(200);
    for (const language of ['en-IN,en;q=0.9', 'hi-IN,hi;q=0.9']) {
      const headers = { 'Accept-Language': language };
      const unknown = await manage('cancel', { token: `${'A'.repeat(42)}B` }, {}, headers);
      for (const action of ['cancel', 'lookup'] as const) {
        const used = await manage(action, { token }, {}, headers);
        expect(used.status, `${action} ${language}`).toBe(404);
        expect(await used.text(), `${action} ${language}`).toBe(await unknown.clone().text());
      }
    }
  });

  it("answers two cancellations at once: one cancels, the other gets the unknown link's 404", async () => {
    const { id, token } = await bookCaptured(patient(1));
    const [a, b] = await Promise.all([manage('cancel', { token }), manage('cancel', { token })]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    const lost = a.status === 404 ? a : b;
    expect(await lost.json()).toEqual({ success: false, error: LINK_INACTIVE_MESSAGE });
    const kinds = (await outboxOf(id)).map((e) => e.kind).filter((k) => k.startsWith('cancellation_'));
    expect(kinds).toHaveLength(2);
    expect((await appointmentRow(id))?.sequence).toBe(1);
  });

  it('refuses within the cutoff with the phone number, and changes nothing', async () => {
    const { id, token } = await bookCaptured(patient(1));
    const before = await stateOf(id);
    const res = await manage('cancel', { token }, { MANAGE_CUTOFF_HOURS: '2000' });
    expect(res.status).toBe(409);
    const body = await res.json<{ success: boolean; error: string }>();
    expect(body.success).toBe(false);
    expect(body.error).toContain(PRIMARY_PHONE.display);
    expect(body.error).toContain('2000 hours');
    expect(await stateOf(id)).toEqual(before);
  });

  it('refuses a booking whose time has passed, and changes nothing', async () => {
    const { id, token } = await bookCaptured(patient(1));
    await env.DB.prepare('UPDATE appointments SET appointment_date = ?2 WHERE id = ?1')
      .bind(id, addDays(clinicDate(), -1))
      .run();
    const before = await stateOf(id);
    const res = await manage('cancel', { token });
    expect(res.status).toBe(409);
    expect((await res.json<{ error: string }>()).error).toContain('already taken place');
    expect(await stateOf(id)).toEqual(before);
  });

  it('answers an unknown or malformed token with the inactive-link 404 and writes nothing', async () => {
    await bookCaptured(patient(1));
    const outbox = await count('outbox');
    for (const token of ['nope', `${'Z'.repeat(43)}`, 7]) {
      const res = await manage('cancel', { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: LINK_INACTIVE_MESSAGE });
    }
    expect(await count('outbox')).toBe(outbox);
  });
});

describe('POST /api/manage/reschedule', () => {
  it('moves the booking: the old place is freed, the new one taken, and the reminder moves with it', async () => {
    const from = openDate(4);
    const to = openDate(6);
    const { id, token } = await bookCaptured({ ...patient(1), appointment_date: from, appointment_time: '10:00 AM' });
    const oldReminder = (await outboxOf(id)).find((e) => e.kind === 'reminder_patient');
    expect(oldReminder?.status).toBe('pending');
    // Both dates' availability is read (and cached) before the move.
    expect((await remaining(from))['10:00 AM']).toBe(3);
    expect((await remaining(to))['03:00 PM']).toBe(4);

    const res = await manage('reschedule', { token, appointment_date: to, appointment_time: '03:00 PM' });
    expect(res.status).toBe(200);
    expect((await res.json<Managed>()).booking).toMatchObject({
      reference: id,
      date: to,
      time: '03:00 PM',
      status: 'booked',
      can_change: true,
    });
    expect(await appointmentRow(id)).toMatchObject({
      appointment_date: to,
      appointment_time: '03:00 PM',
      status: 'booked',
      sequence: 1,
      status_by: 'patient',
    });
    expect((await remaining(from))['10:00 AM']).toBe(4);
    expect((await remaining(to))['03:00 PM']).toBe(3);

    const outbox = await outboxOf(id);
    expect(outbox.find((e) => e.id === oldReminder?.id)).toMatchObject({ status: 'skipped', next_attempt_at: null });
    const reminders = outbox.filter((e) => e.kind === 'reminder_patient' && e.status === 'pending');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].next_attempt_at).toBe(`${addDays(to, -1)}T12:30:00.000Z`);
    expect(JSON.parse(reminders[0].detail)).toEqual({ date: to, time: '03:00 PM', placeId: 'clinic', sequence: 1 });
    for (const kind of ['reschedule_patient', 'reschedule_clinic']) {
      const e = outbox.find((r) => r.kind === kind);
      expect(e?.status, kind).toBe('captured');
      expect(JSON.parse(e?.detail ?? '{}')).toEqual({
        date: to,
        time: '03:00 PM',
        placeId: 'clinic',
        sequence: 1,
        previousDate: from,
        previousTime: '10:00 AM',
      });
    }
  });

  it('sends the patient a calendar update of the same event: METHOD:REQUEST, same UID, SEQUENCE:1', async () => {
    const { calls } = interceptResend();
    const p = patient(1);
    const to = openDate(7);
    const booked = await call(postJson('/api/appointment', validAppointment(p)), SENDING);
    expect(booked.status).toBe(201);
    const confirmation = calls.find((c) => c.body.to === p.email)!;
    const token = tokenIn(confirmation.body.text) ?? '';
    const invitation = calendarOf(confirmation).props;

    const n = calls.length;
    const res = await call(
      manageRequest('reschedule', { token, appointment_date: to, appointment_time: '12:00 PM' }),
      SENDING,
    );
    expect(res.status).toBe(200);
    const sent = calls.slice(n);
    expect(sent).toHaveLength(2);
    const toPatient = sent.find((c) => c.body.to === p.email)!;
    expect(toPatient.body.subject).toBe(`Your appointment has moved to ${formatClinicDate(to)} at 12:00 PM`);
    // The same link as in the confirmation: it keeps working after the move.
    expect(tokenIn(toPatient.body.text)).toBe(token);
    const { props } = calendarOf(toPatient);
    expect(one(props, 'METHOD')).toBe('REQUEST');
    expect(one(props, 'UID')).toBe(one(invitation, 'UID'));
    expect(one(props, 'SEQUENCE')).toBe('1');
    expect(one(props, 'STATUS')).toBe('CONFIRMED');
    expect(one(props, 'DTSTART')).toBe(icsStamp(slotStart(to, '12:00 PM')));
    expect(one(props, 'DTSTART')).not.toBe(one(invitation, 'DTSTART'));
  });

  it('answers success and queues nothing when asked for the time the booking already has', async () => {
    const date = openDate(3);
    const { id, token } = await bookCaptured({ ...patient(1), appointment_date: date, appointment_time: '09:00 AM' });
    const before = await stateOf(id);
    const res = await manage('reschedule', { token, appointment_date: date, appointment_time: '09:00 AM' });
    expect(res.status).toBe(200);
    expect((await res.json<Managed>()).booking).toMatchObject({ date, time: '09:00 AM', status: 'booked' });
    expect(await stateOf(id)).toEqual(before);
  });

  it('refuses a full slot with 409 and changes nothing', async () => {
    const date = openDate(3);
    await setSlotCapacity(1);
    await bookCaptured({ ...patient(1), appointment_date: date, appointment_time: '11:00 AM' });
    const { id, token } = await bookCaptured({ ...patient(2), appointment_date: date, appointment_time: '12:00 PM' });
    const before = await stateOf(id);
    const res = await manage('reschedule', { token, appointment_date: date, appointment_time: '11:00 AM' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      error: expect.stringContaining('fully booked'),
      fields: { appointment_time: expect.any(String) },
    });
    expect(await stateOf(id)).toEqual(before);
    expect(await activeIn(date, '11:00 AM')).toBe(1);
  });

  it('gives the last place of a slot to exactly one of a new booking and a move that race for it', async () => {
    await setSlotCapacity(1);
    for (let round = 0; round < 4; round++) {
      const date = openDate(3 + round * 2);
      const mover = await bookCaptured({
        ...patient(10 + round),
        appointment_date: date,
        appointment_time: '09:00 AM',
      });
      const log = captureLog();
      const [booking, move] = await Promise.all([
        call(
          postJson(
            '/api/appointment',
            validAppointment({ ...patient(20 + round), appointment_date: date, appointment_time: '05:00 PM' }),
          ),
        ),
        call(manageRequest('reschedule', { token: mover.token, appointment_date: date, appointment_time: '05:00 PM' })),
      ]);
      log.spy.mockRestore();
      const outcome = [booking.status, move.status];
      expect([
        [201, 409],
        [409, 200],
      ]).toContainEqual(outcome);
      expect(await activeIn(date, '05:00 PM')).toBe(1);
      const moved = await appointmentRow(mover.id);
      if (move.status === 200) expect(moved).toMatchObject({ appointment_time: '05:00 PM', sequence: 1 });
      else {
        expect(moved).toMatchObject({ appointment_time: '09:00 AM', sequence: 0 });
        expect((await outboxOf(mover.id)).map((e) => e.kind)).not.toContain('reschedule_patient');
      }
    }
  });

  it('moves once when the same move is sent twice at once (a double click): one pair of e-mails, one reminder', async () => {
    const date = openDate(3);
    const to = openDate(5);
    const { id, token } = await bookCaptured({ ...patient(1), appointment_date: date, appointment_time: '09:00 AM' });
    const body = { token, appointment_date: to, appointment_time: '02:00 PM' };
    const [a, b] = await Promise.all([manage('reschedule', body), manage('reschedule', body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await appointmentRow(id)).toMatchObject({ appointment_date: to, appointment_time: '02:00 PM', sequence: 1 });
    const outbox = await outboxOf(id);
    expect(
      outbox
        .filter((e) => e.kind.startsWith('reschedule_'))
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['reschedule_clinic', 'reschedule_patient']);
    const pending = outbox.filter((e) => e.kind === 'reminder_patient' && e.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(JSON.parse(pending[0].detail)).toEqual({ date: to, time: '02:00 PM', placeId: 'clinic', sequence: 1 });
  });

  it('ends consistent when two different moves race: every move it made was told once, one reminder for where it is', async () => {
    const date = openDate(3);
    const { id, token } = await bookCaptured({ ...patient(1), appointment_date: date, appointment_time: '09:00 AM' });
    const [a, b] = await Promise.all([
      manage('reschedule', { token, appointment_date: openDate(5), appointment_time: '02:00 PM' }),
      manage('reschedule', { token, appointment_date: openDate(7), appointment_time: '03:00 PM' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const row = await appointmentRow(id);
    const outbox = await outboxOf(id);
    const told = outbox.filter((e) => e.kind === 'reschedule_patient').map((e) => JSON.parse(e.detail));
    // One e-mail per change the booking went through, each with the sequence that change gave it.
    expect(told.map((d) => d.sequence).sort()).toEqual(Array.from({ length: Number(row?.sequence) }, (_, i) => i + 1));
    const last = told.find((d) => d.sequence === row?.sequence);
    expect(last).toMatchObject({ date: row?.appointment_date, time: row?.appointment_time });
    const pending = outbox.filter((e) => e.kind === 'reminder_patient' && e.status === 'pending');
    expect(pending.map((e) => JSON.parse(e.detail))).toEqual([
      { date: row?.appointment_date, time: row?.appointment_time, placeId: 'clinic', sequence: row?.sequence },
    ]);
  });

  it('refuses within the cutoff with the phone number, and changes nothing', async () => {
    const { id, token } = await bookCaptured(patient(1));
    const before = await stateOf(id);
    const res = await manage(
      'reschedule',
      { token, appointment_date: openDate(8), appointment_time: '02:00 PM' },
      { MANAGE_CUTOFF_HOURS: '2000' },
    );
    expect(res.status).toBe(409);
    expect((await res.json<{ error: string }>()).error).toContain(PRIMARY_PHONE.display);
    expect(await stateOf(id)).toEqual(before);
  });

  it('answers a cancelled booking’s link with the inactive-link 404', async () => {
    const { id, token } = await bookCaptured(patient(1));
    expect((await manage('cancel', { token })).status).toBe(200);
    const before = await stateOf(id);
    const res = await manage('reschedule', { token, appointment_date: openDate(8), appointment_time: '02:00 PM' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: LINK_INACTIVE_MESSAGE });
    expect(await stateOf(id)).toEqual(before);
  });
});

describe('GET and HEAD /api/manage/*', () => {
  it.each(['lookup', 'cancel', 'reschedule'])('answers 405 on /api/manage/%s and changes nothing', async (action) => {
    const { id, token } = await bookCaptured(patient(1));
    const before = await stateOf(id);
    for (const method of ['GET', 'HEAD']) {
      const res = await call(new Request(`${ORIGIN}/api/manage/${action}?token=${token}`, { method }));
      expect(res.status, method).toBe(405);
      expect(res.headers.get('Allow'), method).toBe('POST');
      if (method === 'GET') expect((await res.json<{ success: boolean }>()).success).toBe(false);
    }
    expect(await stateOf(id)).toEqual(before);
  });
});
