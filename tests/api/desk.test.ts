import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { addDays, clinicDate, TIME_SLOT_LABELS, weekday } from '../../common/booking/schedule';
import type { Env } from '../../functions/platform/env';
import { auditRows, DESK_ORIGIN, deskCall, deskSession, STAFF } from './access-helpers';
import { csvDownload } from './csv-helpers';
import { expectDeskShowsErased, expectErased } from './erasure-helpers';
import {
  addPlace,
  addSession,
  call,
  count,
  NOT_REMINDERS,
  openDate,
  patient,
  restoreSchedule,
  SEED_CAPACITY,
  SEED_PLACE,
  setSlotCapacity,
  validAppointment,
} from './helpers';

const { token } = deskSession('9c1f0a7e3b2d4c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6');
let log: MockInstance<typeof console.log>;

beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(restoreSchedule);

// ── requests ────────────────────────────────────────────────────────────────────────────────────────────────────

/** A patient's request to the public API, on the same host as the desk (so both share the availability cache). */
function publicRequest(path: string, body?: unknown): Request {
  return new Request(`${DESK_ORIGIN}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Books through POST /api/appointment as a patient would; returns the booking's id. */
async function book(n: number, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call(publicRequest('/api/appointment', validAppointment({ ...patient(n, 'desk'), ...overrides })));
  expect(res.status).toBe(201);
  return (await res.json<{ id: string }>()).id;
}

/** Moves a booking to yesterday in D1, as time would: its slot has started, so arrived and no-show can be said. */
async function started(id: string): Promise<string> {
  await env.DB.prepare('UPDATE appointments SET appointment_date = ?2 WHERE id = ?1')
    .bind(id, addDays(clinicDate(), -1))
    .run();
  return id;
}

async function desk<T = Record<string, unknown>>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await deskCall(path, { token: token(), body });
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { status: res.status, body: await res.json<T>() };
}

async function availability(date: string) {
  const res = await call(publicRequest(`/api/availability?date=${date}`));
  expect(res.status).toBe(200);
  return res.json<{
    open: boolean;
    reason?: string;
    message?: string;
    slots: { time: string; available: boolean; remaining: number }[];
  }>();
}

const remaining = async (date: string, time: string) =>
  (await availability(date)).slots.find((s) => s.time === time)?.remaining;

/** The e-mails printed as captured (no RESEND_API_KEY), each with its kind, recipient and text. */
function printedEmails(): { kind: string; to: string; text: string }[] {
  return log.mock.calls
    .map((c) => String(c[0]))
    .filter((l) => l.startsWith('── e-mail '))
    .map((l) => ({
      kind: /\(([a-z_]+)\) captured/.exec(l)?.[1] ?? '',
      to: /^To: (.*)$/m.exec(l)?.[1] ?? '',
      text: l,
    }));
}

async function outboxKinds(refId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT kind FROM outbox WHERE ref_id = ?1 AND ${NOT_REMINDERS} ORDER BY kind`,
  )
    .bind(refId)
    .all<{ kind: string }>();
  return results.map((r) => r.kind);
}

/** The first Monday after today in Delhi. */
function nextMonday(): string {
  let d = addDays(clinicDate(), 1);
  while (weekday(d) !== 1) d = addDays(d, 1);
  return d;
}

/** The first clinic day (not a Sunday) on or after `date`. */
function clinicDayFrom(date: string): string {
  let d = date;
  while (weekday(d) === 0) d = addDays(d, 1);
  return d;
}

interface DayBooking {
  id: string;
  full_name: string;
  phone: string;
  email: string;
  message: string;
  status: string;
  status_reason: string | null;
  status_by: string | null;
  appointment_date: string;
  appointment_time: string;
  confirm_by: string | null;
  phone_shared: number;
}

interface Day {
  success: boolean;
  date: string;
  today: string;
  closures: { reason: string; slots: string[] }[];
  slots: {
    time: string;
    capacity: number;
    taken: number;
    closed: boolean;
    place: { id: string; name: string };
    bookings: DayBooking[];
    offered?: false;
  }[];
}

// ── the day ─────────────────────────────────────────────────────────────────────────────────────────────────────

describe('GET /api/desk/day', () => {
  it('shows each slot with its capacity, places taken and its bookings', async () => {
    const date = openDate();
    const asha = await book(1, { full_name: 'Asha Verma', appointment_time: '10:00 AM', message: 'Cough at night.' });
    const ravi = await book(2, { full_name: 'Ravi Kumar', appointment_time: '10:00 AM', message: '' });
    const meera = await book(3, { full_name: 'Meera Singh', appointment_time: '11:00 AM', message: 'Inhaler refill.' });
    const { status, body } = await desk<Day>(`/api/desk/day?date=${date}`);
    expect(status).toBe(200);
    expect(body.date).toBe(date);
    // Every slot of the seed's schedule (the spec's eight times), in clock order, at the clinic.
    expect(body.slots.map((s) => s.time)).toEqual(TIME_SLOT_LABELS);
    for (const s of body.slots) {
      expect(s.capacity).toBe(SEED_CAPACITY);
      expect(s.closed).toBe(false);
      expect(s.place).toEqual({ id: SEED_PLACE.id, name: SEED_PLACE.name });
      expect(s).not.toHaveProperty('offered');
    }
    const at = (t: string) => body.slots.find((s) => s.time === t)!;
    expect(at('09:00 AM')).toMatchObject({ taken: 0, bookings: [] });
    expect(at('10:00 AM').taken).toBe(2);
    expect(at('11:00 AM').taken).toBe(1);
    expect(at('10:00 AM').bookings).toEqual([
      expect.objectContaining({
        id: asha,
        full_name: 'Asha Verma',
        phone: patient(1, 'desk').phone,
        email: patient(1, 'desk').email,
        message: 'Cough at night.',
        status: 'booked',
      }),
      expect.objectContaining({ id: ravi, full_name: 'Ravi Kumar', message: '', status: 'booked' }),
    ]);
    expect(at('11:00 AM').bookings).toEqual([
      expect.objectContaining({ id: meera, full_name: 'Meera Singh', message: 'Inhaler refill.' }),
    ]);
  });

  it("lists the schedule's slots in clock order with their places, and a time no longer offered that holds bookings", async () => {
    await addPlace({ ...SEED_PLACE, id: 'centre', name: 'Delhi Chest Centre', address: 'Saket' });
    await addSession({ placeId: 'centre', weekday: 6, start: '18:00', end: '19:00', slotMinutes: 30, capacity: 2 });
    let date = openDate();
    while (weekday(date) !== 6) date = addDays(date, 1);
    const evening = await book(1, { appointment_date: date, appointment_time: '06:30 PM' });
    const afternoon = await book(2, { appointment_date: date, appointment_time: '03:00 PM' });
    // The desk then drops Saturday afternoons: the 03:00 PM booking stays, marked as no longer offered.
    await env.DB.prepare("DELETE FROM clinic_sessions WHERE weekday = 6 AND start_time = '14:00'").run();
    const { body } = await desk<Day>(`/api/desk/day?date=${date}`);
    const clinic = { id: SEED_PLACE.id, name: SEED_PLACE.name };
    const centre = { id: 'centre', name: 'Delhi Chest Centre' };
    expect(body.slots.map((s) => [s.time, s.place, s.capacity, s.taken, s.offered])).toEqual([
      ['09:00 AM', clinic, 4, 0, undefined],
      ['10:00 AM', clinic, 4, 0, undefined],
      ['11:00 AM', clinic, 4, 0, undefined],
      ['12:00 PM', clinic, 4, 0, undefined],
      ['03:00 PM', clinic, 0, 1, false],
      ['06:00 PM', centre, 2, 0, undefined],
      ['06:30 PM', centre, 2, 1, undefined],
    ]);
    expect(body.slots.find((s) => s.time === '03:00 PM')?.bookings.map((b) => b.id)).toEqual([afternoon]);
    expect(body.slots.find((s) => s.time === '06:30 PM')?.bookings.map((b) => b.id)).toEqual([evening]);
  });

  it('lists a cancelled booking with its status but does not count it as taken', async () => {
    const date = openDate();
    const id = await book(1);
    await book(2);
    expect((await desk(`/api/desk/appointments/${id}/cancel`, { reason: 'Patient phoned' })).status).toBe(200);
    const { body } = await desk<Day>(`/api/desk/day?date=${date}`);
    const slot = body.slots.find((s) => s.time === '10:00 AM')!;
    expect(slot.taken).toBe(1);
    expect(slot.bookings.map((b) => b.status).sort()).toEqual(['booked', 'cancelled']);
  });

  it("shows today by default (the clinic's date in Delhi)", async () => {
    const { status, body } = await desk<Day>('/api/desk/day');
    expect(status).toBe(200);
    expect(body.date).toBe(clinicDate());
    expect(body.today).toBe(clinicDate());
  });

  it('refuses a bad date with the 400 envelope', async () => {
    for (const bad of ['2026-02-30', 'tomorrow', '2026-1-5', '']) {
      const { status, body } = await desk(`/api/desk/day?date=${encodeURIComponent(bad)}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: expect.any(String), fields: { date: expect.any(String) } });
    }
  });
});

// ── attendance ──────────────────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/desk/appointments/:id/status', () => {
  it('marks a booking arrived, undoes it to booked, and marks no-show', async () => {
    const id = await started(await book(1));
    for (const status of ['arrived', 'booked', 'no_show'] as const) {
      const res = await desk<{ success: boolean; booking: DayBooking }>(`/api/desk/appointments/${id}/status`, {
        status,
      });
      expect(res.status).toBe(200);
      expect(res.body.booking).toMatchObject({ id, status, status_by: `staff:${STAFF}` });
      const row = await env.DB.prepare('SELECT status FROM appointments WHERE id = ?').bind(id).first();
      expect(row).toEqual({ status });
    }
  });

  it('counts an arrived patient as taken', async () => {
    const id = await started(await book(1));
    expect((await desk(`/api/desk/appointments/${id}/status`, { status: 'arrived' })).status).toBe(200);
    const { body } = await desk<Day>(`/api/desk/day?date=${addDays(clinicDate(), -1)}`);
    expect(body.slots.find((s) => s.time === '10:00 AM')?.taken).toBe(1);
  });

  it('says arrived only on the day and no-show only from the time on: 409 before, the booking unchanged', async () => {
    const id = await book(1);
    for (const status of ['arrived', 'no_show']) {
      const res = await desk(`/api/desk/appointments/${id}/status`, { status });
      expect(res.status, status).toBe(409);
      expect(res.body).toEqual({ success: false, error: expect.stringMatching(/later day|not started yet/) });
    }
    const row = await env.DB.prepare('SELECT status FROM appointments WHERE id = ?').bind(id).first();
    expect(row).toEqual({ status: 'booked' });
    const marks = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action LIKE 'mark_%'").first();
    expect(marks).toEqual({ n: 0 });
  });

  it('cannot overfill a slot: Undo of a no-show whose place was taken meanwhile is refused, within capacity', async () => {
    // Yesterday's morning takes two patients (whatever weekday yesterday was).
    const yesterday = addDays(clinicDate(), -1);
    await addSession({
      placeId: SEED_PLACE.id,
      date: yesterday,
      start: '09:00',
      end: '13:00',
      slotMinutes: 60,
      capacity: 2,
    });
    const first = await started(await book(1));
    const second = await started(await book(2));
    expect(
      (await deskCall(`/api/desk/appointments/${first}/status`, { token: token(), body: { status: 'no_show' } }))
        .status,
    ).toBe(200);
    // The freed place goes to someone else (a walk-in booked into the same, now past, slot).
    const third = await started(await book(3));
    const taken = () =>
      env.DB.prepare(
        `SELECT COUNT(*) AS n FROM appointments WHERE appointment_date = ?1 AND appointment_time = '10:00 AM'
           AND status IN ('booked', 'arrived')`,
      )
        .bind(addDays(clinicDate(), -1))
        .first<{ n: number }>();
    expect((await taken())?.n).toBe(2);
    for (const status of ['booked', 'arrived']) {
      const res = await deskCall(`/api/desk/appointments/${first}/status`, { token: token(), body: { status } });
      expect(res.status, status).toBe(409);
      expect(await res.json()).toEqual({ success: false, error: expect.stringContaining('This slot is full now') });
    }
    expect((await taken())?.n).toBe(2);
    const row = await env.DB.prepare('SELECT status FROM appointments WHERE id = ?').bind(first).first();
    expect(row).toEqual({ status: 'no_show' });
    // Once a place is free again (the other no-show), the Undo goes through.
    expect(
      (await deskCall(`/api/desk/appointments/${third}/status`, { token: token(), body: { status: 'no_show' } }))
        .status,
    ).toBe(200);
    expect(
      (await deskCall(`/api/desk/appointments/${first}/status`, { token: token(), body: { status: 'arrived' } }))
        .status,
    ).toBe(200);
    expect((await taken())?.n).toBe(2);
    expect(second).toBeTruthy();
  });

  it('cannot mark a cancelled booking (404) and leaves it cancelled', async () => {
    const id = await book(1);
    await desk(`/api/desk/appointments/${id}/cancel`, { reason: 'Patient phoned' });
    for (const status of ['arrived', 'no_show', 'booked']) {
      const res = await desk(`/api/desk/appointments/${id}/status`, { status });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: expect.any(String) });
    }
    const row = await env.DB.prepare('SELECT status FROM appointments WHERE id = ?').bind(id).first();
    expect(row).toEqual({ status: 'cancelled' });
  });

  it('answers 404 for a booking that does not exist, 400 for a status the desk cannot set', async () => {
    const id = await book(1);
    expect((await desk('/api/desk/appointments/apt_nope/status', { status: 'arrived' })).status).toBe(404);
    for (const status of ['cancelled', 'ARRIVED', '', 3]) {
      const res = await desk(`/api/desk/appointments/${id}/status`, { status });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, fields: { status: expect.any(String) } });
    }
  });
});

// ── cancel and reschedule for the patient ───────────────────────────────────────────────────────────────────────

describe('POST /api/desk/appointments (booking for a patient who phoned)', () => {
  const body = (overrides: Record<string, unknown> = {}) =>
    validAppointment({ ...patient(7, 'desk'), appointment_time: '11:00 AM', ...overrides });

  it('books with the same schema and e-mails, in the language chosen, and audits it in the same batch', async () => {
    const res = await desk<{ success: boolean; booking: DayBooking }>('/api/desk/appointments', body({ locale: 'hi' }));
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ appointment_time: '11:00 AM', status: 'booked' });
    const id = res.body.booking.id;
    const row = await env.DB.prepare('SELECT locale, confirm_by FROM appointments WHERE id = ?').bind(id).first();
    expect(row).toEqual({ locale: 'hi', confirm_by: null });
    const kinds = await env.DB.prepare('SELECT kind FROM outbox WHERE ref_id = ? ORDER BY kind').bind(id).all();
    expect(kinds.results.map((k) => k.kind)).toEqual(['appointment_clinic', 'appointment_patient', 'reminder_patient']);
    const audit = (await auditRows()).filter((r) => r.action === 'book_for_patient');
    expect(audit).toEqual([expect.objectContaining({ actor: STAFF, target: id, detail: '{}' })]);
  });

  it('has no per-address limit and no rate limit (the clinic knows who it books for), but keeps capacity', async () => {
    const limits = { MAX_UPCOMING_BOOKINGS: '1', RATE_LIMIT_APPOINTMENTS: '1' } as Partial<Env>;
    await setSlotCapacity(3);
    const ip = { 'CF-Connecting-IP': '198.51.100.7' };
    for (const time of ['09:00 AM', '10:00 AM', '11:00 AM']) {
      const res = await deskCall(
        '/api/desk/appointments',
        { token: token(), body: body({ appointment_time: time }), headers: ip },
        limits,
      );
      expect(res.status, time).toBe(201);
    }
    // The same address at a time it already holds: staff are told so.
    const twice = await deskCall(
      '/api/desk/appointments',
      { token: token(), body: body({ appointment_time: '09:00 AM' }) },
      limits,
    );
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({
      error: expect.stringContaining('already has an appointment at that time'),
    });
    // A full slot is full for the desk too.
    await setSlotCapacity(2);
    for (const n of [1, 2]) expect((await book(n, { appointment_time: '12:00 PM' })).length).toBeGreaterThan(0);
    const third = await deskCall('/api/desk/appointments', {
      token: token(),
      body: body({ appointment_time: '12:00 PM', email: 'x@example.com' }),
    });
    expect(third.status).toBe(409);
    expect(await count('appointments')).toBe(5);
  });

  it('books once for one Idempotency-Key (a double press), and refuses bad input with the 400 envelope', async () => {
    const headers = { 'Idempotency-Key': 'desk-book-1' };
    const [a, b] = await Promise.all([
      deskCall('/api/desk/appointments', { token: token(), body: body(), headers }),
      deskCall('/api/desk/appointments', { token: token(), body: body(), headers }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 201]);
    expect(await count('appointments')).toBe(1);
    const bad = await desk('/api/desk/appointments', body({ email: 'not-an-email', appointment_time: '01:00 AM' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, fields: { email: expect.any(String) } });
    expect(await count('appointments')).toBe(1);
  });

  it('refuses a change from anywhere but the desk itself (no X-Desk-Request): 403, nothing stored', async () => {
    const res = await deskCall('/api/desk/appointments', {
      token: token(),
      body: body(),
      headers: { 'X-Desk-Request': '' },
    });
    expect(res.status).toBe(403);
    expect(await count('appointments')).toBe(0);
  });
});

describe('the desk sees what a phone number cannot prove', () => {
  it('flags bookings that share a phone under other e-mail addresses, without blocking any', async () => {
    const phone = '+91 97000 11111';
    const a = await book(1, { phone });
    const b = await book(2, { phone, appointment_time: '11:00 AM' });
    const c = await book(3);
    const { body } = await desk<Day>(`/api/desk/day?date=${openDate()}`);
    const shared = Object.fromEntries(body.slots.flatMap((s) => s.bookings).map((x) => [x.id, x.phone_shared]));
    expect(shared).toEqual({ [a]: 1, [b]: 1, [c]: 0 });
  });
});

describe('POST /api/desk/appointments/:id/confirm', () => {
  it('confirms a booking held unconfirmed for a patient who phoned: its e-mails go out, audited once', async () => {
    const id = await book(1);
    await env.DB.prepare("UPDATE appointments SET confirm_by = '2099-01-01T00:00:00.000Z' WHERE id = ?").bind(id).run();
    await env.DB.prepare('DELETE FROM outbox').run();
    for (let i = 0; i < 2; i++) {
      const res = await desk<{ booking: DayBooking }>(`/api/desk/appointments/${id}/confirm`, {});
      expect(res.status).toBe(200);
      expect(res.body.booking).toMatchObject({ id, confirm_by: null });
    }
    const kinds = await env.DB.prepare('SELECT kind FROM outbox ORDER BY kind').all();
    expect(kinds.results.map((k) => k.kind)).toEqual(['appointment_clinic', 'appointment_patient', 'reminder_patient']);
    expect((await auditRows()).filter((r) => r.action === 'confirm').map((r) => r.target)).toEqual([id]);
    expect((await desk('/api/desk/appointments/apt_nope/confirm', {})).status).toBe(404);
  });
});

describe('POST /api/desk/appointments/:id/cancel', () => {
  it("cancels with a reason: the place is freed and the patient's e-mail names the reason", async () => {
    const date = openDate();
    const id = await book(1);
    expect(await remaining(date, '10:00 AM')).toBe(SEED_CAPACITY - 1);
    log.mockClear();
    const reason = 'Dr. Malhotra is called away to an emergency';
    const res = await desk<{ booking: DayBooking }>(`/api/desk/appointments/${id}/cancel`, { reason });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      id,
      status: 'cancelled',
      status_reason: reason,
      status_by: `staff:${STAFF}`,
    });
    expect(await outboxKinds(id)).toEqual([
      'appointment_clinic',
      'appointment_patient',
      'cancellation_clinic',
      'cancellation_patient',
    ]);
    const mails = printedEmails();
    const toPatient = mails.find((m) => m.kind === 'cancellation_patient');
    expect(toPatient?.to).toBe(patient(1, 'desk').email);
    expect(toPatient?.text).toContain(reason);
    expect(mails.find((m) => m.kind === 'cancellation_clinic')?.text).toContain(reason);
    expect(await remaining(date, '10:00 AM')).toBe(SEED_CAPACITY);
  });

  it('requires a reason (400) and changes nothing without one', async () => {
    const id = await book(1);
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await desk(`/api/desk/appointments/${id}/cancel`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
    }
    const row = await env.DB.prepare('SELECT status FROM appointments WHERE id = ?').bind(id).first();
    expect(row).toEqual({ status: 'booked' });
    expect(await outboxKinds(id)).toEqual(['appointment_clinic', 'appointment_patient']);
  });

  it('answers 404 for an unknown booking', async () => {
    expect((await desk('/api/desk/appointments/apt_nope/cancel', { reason: 'x' })).status).toBe(404);
  });

  it('cancels once: a second cancel answers the cancelled booking and queues nothing more', async () => {
    const id = await book(1);
    await desk(`/api/desk/appointments/${id}/cancel`, { reason: 'Patient phoned' });
    const again = await desk<{ booking: DayBooking }>(`/api/desk/appointments/${id}/cancel`, { reason: 'Again' });
    expect(again.status).toBe(200);
    expect(again.body.booking).toMatchObject({ status: 'cancelled', status_reason: 'Patient phoned' });
    expect((await outboxKinds(id)).filter((k) => k.startsWith('cancellation'))).toHaveLength(2);
  });
});

describe('POST /api/desk/appointments/:id/erase', () => {
  /** The whole stored row of a booking. */
  const rowOf = (id: string) =>
    env.DB.prepare('SELECT * FROM appointments WHERE id = ?1').bind(id).first<Record<string, unknown>>();

  it("erases a booking a relative made under the relative's address: only date, time and status stay, the place is freed", async () => {
    const date = openDate();
    // Her son booked under his own address: the patient's link would go to him, so she asks at the desk.
    const id = await book(1, {
      full_name: 'Kamla Devi',
      email: 'son.of.kamla@example.com',
      phone: '+91 98111 22334',
      visit_reason: 'mdr-tb-treatment',
      message: 'Second course of treatment.',
      booked_for: 'other',
      booker_name: 'Suresh Kumar',
      booker_relationship: 'son_daughter',
    });
    const before = await rowOf(id);
    expect(await remaining(date, '10:00 AM')).toBe(SEED_CAPACITY - 1);
    log.mockClear();

    const res = await desk<{ booking: DayBooking & { anonymised_at: string } }>(
      `/api/desk/appointments/${id}/erase`,
      {},
    );
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ id, full_name: 'Erased', phone: '', email: '', status: 'cancelled' });

    const personal = ['Kamla', 'son.of.kamla', '98111', 'mdr-tb', 'Second course', 'Suresh'];
    await expectErased(before, 'cancelled', personal);
    await expectDeskShowsErased(date, id, personal);
    // Its place is free at once, its reminder will not go, and nobody is e-mailed (there is nobody to write to).
    expect(await remaining(date, '10:00 AM')).toBe(SEED_CAPACITY);
    const reminder = await env.DB.prepare("SELECT status FROM outbox WHERE ref_id = ?1 AND kind = 'reminder_patient'")
      .bind(id)
      .first();
    expect(reminder).toEqual({ status: 'skipped' });
    expect(printedEmails()).toEqual([]);
    expect(await outboxKinds(id)).toEqual(['appointment_clinic', 'appointment_patient']);
    // Search no longer finds it by anything it held.
    const found = await desk<{ bookings: { id: string }[] }>('/api/desk/search', { q: 'Kamla' });
    expect(found.body.bookings).toEqual([]);
  });

  it('writes one audit row: the member of staff, the booking, whether it was cancelled, nothing personal', async () => {
    const id = await book(1, { full_name: 'Kamla Devi' });
    await desk(`/api/desk/appointments/${id}/erase`, {});
    const rows = (await auditRows()).filter((r) => r.action === 'erase_booking');
    expect(rows).toEqual([expect.objectContaining({ actor: STAFF, target: id })]);
    expect(JSON.parse(rows[0]?.detail ?? '')).toEqual({ cancelled: true });
    expect(JSON.stringify(rows)).not.toContain('Kamla');
  });

  it('keeps a past visit as it was (arrived stays arrived) and erases it; a second erase changes nothing', async () => {
    const id = await book(1, { visit_reason: 'lung-cancer-screening' });
    const past = addDays(clinicDate(), -5);
    await env.DB.prepare("UPDATE appointments SET appointment_date = ?2, status = 'arrived' WHERE id = ?1")
      .bind(id, past)
      .run();
    const before = await rowOf(id);
    expect((await desk(`/api/desk/appointments/${id}/erase`, {})).status).toBe(200);
    const erased = await expectErased(before, 'arrived', ['lung-cancer', patient(1, 'desk').email]);
    const auditBefore = await auditRows();

    const again = await desk<{ booking: { status: string; full_name: string } }>(
      `/api/desk/appointments/${id}/erase`,
      {},
    );
    expect(again.status).toBe(200);
    expect(again.body.booking).toMatchObject({ status: 'arrived', full_name: 'Erased' });
    expect(await rowOf(id)).toEqual(erased);
    expect(await auditRows()).toEqual(auditBefore);
  });

  it('leaves an erased booking impossible to cancel or move: nobody is e-mailed at an erased address', async () => {
    const id = await book(1);
    const past = addDays(clinicDate(), -1);
    // A past booking never marked: still 'booked' after its erasure.
    await env.DB.prepare('UPDATE appointments SET appointment_date = ?2 WHERE id = ?1').bind(id, past).run();
    expect((await desk(`/api/desk/appointments/${id}/erase`, {})).status).toBe(200);
    const before = await rowOf(id);
    expect(before).toMatchObject({ status: 'booked' });
    const cancel = await desk(`/api/desk/appointments/${id}/cancel`, { reason: 'Patient phoned' });
    expect(cancel.status).toBe(409);
    const move = await desk(`/api/desk/appointments/${id}/reschedule`, {
      appointment_date: openDate(),
      appointment_time: '12:00 PM',
    });
    expect(move.status).toBe(409);
    expect(await rowOf(id)).toEqual(before);
    expect(await outboxKinds(id)).toEqual(['appointment_clinic', 'appointment_patient']);
  });

  it('answers 404 for an unknown booking and writes no audit row', async () => {
    const res = await desk('/api/desk/appointments/apt_nope/erase', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'There is no such booking.' });
    expect((await auditRows()).filter((r) => r.action === 'erase_booking')).toEqual([]);
  });

  it('refuses without the X-Desk-Request header (403) and erases nothing', async () => {
    const id = await book(1);
    const before = await rowOf(id);
    const res = await deskCall(`/api/desk/appointments/${id}/erase`, {
      token: token(),
      body: {},
      headers: { 'X-Desk-Request': '' },
    });
    expect(res.status).toBe(403);
    expect(await rowOf(id)).toEqual(before);
    expect((await auditRows()).filter((r) => r.action === 'erase_booking')).toEqual([]);
  });
});

describe('POST /api/desk/appointments/:id/reschedule', () => {
  it('moves the booking for the patient, frees the old place and queues the reschedule e-mails', async () => {
    const from = openDate();
    const to = clinicDayFrom(addDays(from, 1));
    const id = await book(1);
    await book(2);
    const res = await desk<{ booking: DayBooking }>(`/api/desk/appointments/${id}/reschedule`, {
      appointment_date: to,
      appointment_time: '11:00 AM',
    });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      id,
      appointment_date: to,
      appointment_time: '11:00 AM',
      status: 'booked',
      status_by: `staff:${STAFF}`,
    });
    const capacity = SEED_CAPACITY;
    expect(await remaining(from, '10:00 AM')).toBe(capacity - 1);
    expect(await remaining(to, '11:00 AM')).toBe(capacity - 1);
    expect(await outboxKinds(id)).toEqual([
      'appointment_clinic',
      'appointment_patient',
      'reschedule_clinic',
      'reschedule_patient',
    ]);
    const mail = printedEmails().find((m) => m.kind === 'reschedule_patient');
    expect(mail?.to).toBe(patient(1, 'desk').email);
    expect(mail?.text).toContain('11:00 AM');
    const day = await desk<Day>(`/api/desk/day?date=${from}`);
    expect(day.body.slots.flatMap((s) => s.bookings).map((b) => b.id)).not.toContain(id);
  });

  it('refuses a full slot (409), a Sunday (400), and a cancelled booking (409), moving nothing', async () => {
    const from = openDate();
    const to = clinicDayFrom(addDays(from, 1));
    const id = await book(1);
    await book(2, { appointment_date: to, appointment_time: '11:00 AM' });
    let sunday = addDays(clinicDate(), 3);
    while (weekday(sunday) !== 0) sunday = addDays(sunday, 1);
    await setSlotCapacity(1);
    const full = await deskCall(`/api/desk/appointments/${id}/reschedule`, {
      token: token(),
      body: { appointment_date: to, appointment_time: '11:00 AM' },
    });
    expect(full.status).toBe(409);
    const closed = await desk(`/api/desk/appointments/${id}/reschedule`, {
      appointment_date: sunday,
      appointment_time: '11:00 AM',
    });
    expect(closed.status).toBe(400);
    const row = await env.DB.prepare('SELECT appointment_date, appointment_time FROM appointments WHERE id = ?')
      .bind(id)
      .first();
    expect(row).toEqual({ appointment_date: from, appointment_time: '10:00 AM' });
    await desk(`/api/desk/appointments/${id}/cancel`, { reason: 'Patient phoned' });
    const cancelled = await desk(`/api/desk/appointments/${id}/reschedule`, {
      appointment_date: to,
      appointment_time: '12:00 PM',
    });
    expect(cancelled.status).toBe(409);
  });
});

// ── search ──────────────────────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/desk/search', () => {
  async function search(q: string) {
    const res = await desk<{ bookings: DayBooking[] }>('/api/desk/search', { q });
    expect(res.status).toBe(200);
    return res.body.bookings.map((b) => b.full_name);
  }

  async function bookThree() {
    const first = openDate();
    const later = clinicDayFrom(addDays(first, 3));
    await book(1, {
      full_name: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: '+91 98110 12345',
      appointment_date: first,
    });
    await book(2, {
      full_name: 'Ashok Mehta',
      email: 'ashok_m@example.com',
      appointment_date: later,
      appointment_time: '02:00 PM',
    });
    await book(3, { full_name: 'Ravi Kumar', email: 'rokxm@example.com', appointment_date: later });
    return later;
  }

  it('finds by part of a name, across dates: the later date first, each date in slot order', async () => {
    const later = await bookThree();
    await book(5, { full_name: 'Ashwin Rao', appointment_date: later, appointment_time: '11:00 AM' });
    expect(await search('ash')).toEqual(['Ashwin Rao', 'Ashok Mehta', 'Asha Verma']);
    expect(await search('VERM')).toEqual(['Asha Verma']);
    expect(await search('nobody')).toEqual([]);
  });

  it('finds by phone digits however they are written', async () => {
    await bookThree();
    for (const q of ['98110-12345', '9811012345', '(981) 101 2345', '12345', '+91 98110 12345', '098110 12345']) {
      expect(await search(q), q).toEqual(['Asha Verma']);
    }
  });

  it('finds by e-mail, whatever its case', async () => {
    await bookThree();
    expect(await search('ASHA.VERMA@EXAMPLE.COM')).toEqual(['Asha Verma']);
    expect(await search('ashok_m@')).toEqual(['Ashok Mehta']);
  });

  it('finds an e-mail written with its +tag', async () => {
    await book(4, { full_name: 'Meera Singh', email: 'meera+clinic@example.com' });
    expect(await search('meera+clinic@example.com')).toEqual(['Meera Singh']);
  });

  it('takes % and _ literally', async () => {
    await bookThree();
    // As LIKE wildcards, these would match "asha.verma", "rokxm" and every name.
    expect(await search('a%a')).toEqual([]);
    expect(await search('%%')).toEqual([]);
    expect(await search('k_m')).toEqual(['Ashok Mehta']);
    expect(await search('__')).toEqual([]);
  });

  it('takes the query in the body, never in a URL that logs and history keep', async () => {
    const res = await desk('/api/desk/search?q=Asha%20Verma');
    expect(res.status).toBe(404);
  });

  it('asks for at least 2 characters (400)', async () => {
    for (const q of ['', 'a', '  b  ']) {
      const res = await desk('/api/desk/search', { q });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, fields: { q: expect.any(String) } });
    }
  });
});

// ── messages ────────────────────────────────────────────────────────────────────────────────────────────────────

describe('/api/desk/messages', () => {
  interface Message {
    id: string;
    name: string;
    status: string;
    handled_by: string | null;
    handled_at: string | null;
  }

  async function send(name: string, email: string): Promise<string> {
    const res = await call(publicRequest('/api/contact', { name, email, phone: '', subject: '', message: 'Call me.' }));
    expect(res.status).toBe(201);
    return (await res.json<{ id: string }>()).id;
  }

  async function list(query = '') {
    const res = await desk<{ messages: Message[] }>(`/api/desk/messages${query}`);
    expect(res.status).toBe(200);
    return res.body.messages;
  }

  it('lists messages newest first, marks one handled by the member of staff, and filters by status', async () => {
    const first = await send('Vikram Rao', 'vikram@example.com');
    // created_at has millisecond precision: keep the two apart.
    await new Promise((r) => setTimeout(r, 20));
    const second = await send('Meera Singh', 'meera@example.com');
    expect((await list()).map((m) => [m.id, m.status])).toEqual([
      [second, 'new'],
      [first, 'new'],
    ]);
    const handled = await desk(`/api/desk/messages/${first}/status`, { status: 'handled' });
    expect(handled).toEqual({ status: 200, body: { success: true } });
    const all = await list();
    expect(all.find((m) => m.id === first)).toMatchObject({
      name: 'Vikram Rao',
      status: 'handled',
      handled_by: STAFF,
      handled_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await list('?status=new')).map((m) => m.id)).toEqual([second]);
    expect((await list('?status=handled')).map((m) => m.id)).toEqual([first]);
    // And back to new (a mistake undone).
    await desk(`/api/desk/messages/${first}/status`, { status: 'new' });
    expect((await list('?status=new')).find((m) => m.id === first)).toMatchObject({
      handled_by: null,
      handled_at: null,
    });
  });

  it('refuses an unknown message (404), a bad status (400) and a bad filter (400)', async () => {
    const id = await send('Vikram Rao', 'vikram@example.com');
    expect((await desk('/api/desk/messages/msg_nope/status', { status: 'handled' })).status).toBe(404);
    expect((await desk(`/api/desk/messages/${id}/status`, { status: 'done' })).status).toBe(400);
    expect((await desk('/api/desk/messages?status=all')).status).toBe(400);
  });
});

// ── closures ────────────────────────────────────────────────────────────────────────────────────────────────────

describe('/api/desk/closures', () => {
  const REASON = 'Doctor on leave';

  async function close(body: Record<string, unknown>) {
    return desk<{ closure: { id: string; slots: string[] }; bookings: DayBooking[] }>('/api/desk/closures', body);
  }

  /** The manage token from the confirmation e-mail a patient received, as the patient's link carries it. */
  function manageToken(email: string): string {
    const mail = printedEmails().find((m) => m.kind === 'appointment_patient' && m.to === email);
    const token = /\/manage#([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  it('closes a whole day: availability, booking and a patient’s move all refuse it with the reason', async () => {
    const monday = nextMonday();
    const tuesday = addDays(monday, 1);
    const moving = await book(1, { appointment_date: tuesday });
    const closed = await close({ start_date: monday, reason: REASON });
    expect(closed.status).toBe(201);
    expect(closed.body.closure).toMatchObject({ start_date: monday, end_date: monday, slots: [], reason: REASON });

    const day = await availability(monday);
    expect(day.open).toBe(false);
    expect(day.message).toContain(REASON);
    expect(day.slots.every((s) => !s.available)).toBe(true);

    const before = { appointments: await count('appointments'), outbox: await count('outbox') };
    const refused = await call(
      publicRequest('/api/appointment', validAppointment({ ...patient(2, 'desk'), appointment_date: monday })),
    );
    expect(refused.status).toBe(409);
    const answer = await refused.json<{ success: boolean; error: string }>();
    expect(answer.success).toBe(false);
    expect(answer.error).toContain(REASON);
    expect(await count('appointments')).toBe(before.appointments);
    expect(await count('outbox')).toBe(before.outbox);

    const move = await call(
      publicRequest('/api/manage/reschedule', {
        token: manageToken(patient(1, 'desk').email),
        appointment_date: monday,
        appointment_time: '10:00 AM',
      }),
    );
    expect(move.status).toBe(409);
    expect((await move.json<{ error: string }>()).error).toContain(REASON);
    const row = await env.DB.prepare('SELECT appointment_date, status FROM appointments WHERE id = ?')
      .bind(moving)
      .first();
    expect(row).toEqual({ appointment_date: tuesday, status: 'booked' });

    const deskDay = await desk<Day>(`/api/desk/day?date=${monday}`);
    expect(deskDay.body.closures).toEqual([expect.objectContaining({ reason: REASON, slots: [] })]);
    expect(deskDay.body.slots.every((s) => s.closed)).toBe(true);
  });

  it('refuses a move into the closed day made by the desk too', async () => {
    const monday = nextMonday();
    const id = await book(1, { appointment_date: addDays(monday, 1) });
    await close({ start_date: monday, reason: REASON });
    const res = await desk(`/api/desk/appointments/${id}/reschedule`, {
      appointment_date: monday,
      appointment_time: '09:00 AM',
    });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain(REASON);
  });

  it('closes only the chosen times of a part-day closure', async () => {
    const monday = nextMonday();
    const closed = await close({ start_date: monday, slots: ['02:00 PM', '03:00 PM'], reason: 'Camp at the hospital' });
    expect(closed.status).toBe(201);
    const day = await availability(monday);
    expect(day.open).toBe(true);
    for (const s of day.slots) {
      const shut = s.time === '02:00 PM' || s.time === '03:00 PM';
      expect(s.available, s.time).toBe(!shut);
      if (shut) expect(s.remaining).toBe(0);
    }
    const refused = await call(
      publicRequest(
        '/api/appointment',
        validAppointment({ ...patient(1, 'desk'), appointment_date: monday, appointment_time: '02:00 PM' }),
      ),
    );
    expect(refused.status).toBe(409);
    expect((await refused.json<{ error: string }>()).error).toContain('Camp at the hospital');
    await book(2, { appointment_date: monday, appointment_time: '10:00 AM' });
    const deskDay = await desk<Day>(`/api/desk/day?date=${monday}`);
    expect(deskDay.body.slots.filter((s) => s.closed).map((s) => s.time)).toEqual(['02:00 PM', '03:00 PM']);
  });

  it('lists the bookings already on a closed day, for "cancel and notify"', async () => {
    const monday = nextMonday();
    const morning = await book(1, { appointment_date: monday, appointment_time: '10:00 AM' });
    const afternoon = await book(2, { appointment_date: monday, appointment_time: '02:00 PM' });
    const cancelled = await book(3, { appointment_date: monday, appointment_time: '02:00 PM' });
    await desk(`/api/desk/appointments/${cancelled}/cancel`, { reason: 'Patient phoned' });
    await book(4, { appointment_date: addDays(monday, 1), appointment_time: '02:00 PM' });

    const part = await close({ start_date: monday, slots: ['02:00 PM'], reason: REASON });
    expect(part.body.bookings.map((b) => b.id)).toEqual([afternoon]);
    expect(part.body.bookings[0]).toMatchObject({ full_name: 'Asha Verma', email: patient(2, 'desk').email });
    const whole = await close({ start_date: monday, reason: REASON });
    expect(whole.body.bookings.map((b) => b.id)).toEqual([morning, afternoon]);

    const listed = await desk<{ closures: { id: string; bookings: DayBooking[] }[] }>('/api/desk/closures');
    expect(listed.status).toBe(200);
    expect(listed.body.closures.map((c) => [c.id, c.bookings.map((b) => b.id)])).toEqual([
      [part.body.closure.id, [afternoon]],
      [whole.body.closure.id, [morning, afternoon]],
    ]);
  });

  it('reopens a closed day (POST /api/desk/closures/:id/delete): bookable again', async () => {
    const monday = nextMonday();
    const closed = await close({ start_date: monday, reason: REASON });
    expect((await availability(monday)).open).toBe(false);
    const reopened = await desk(`/api/desk/closures/${closed.body.closure.id}/delete`, {});
    expect(reopened).toEqual({ status: 200, body: { success: true } });
    expect(await count('closures')).toBe(0);
    const day = await availability(monday);
    expect(day.open).toBe(true);
    expect(day.slots.every((s) => s.available)).toBe(true);
    await book(1, { appointment_date: monday });
    expect((await desk(`/api/desk/closures/${closed.body.closure.id}/delete`, {})).status).toBe(404);
  });

  it('keeps a reason in each language, and tells each patient the one in their language', async () => {
    const monday = nextMonday();
    const closed = await close({ start_date: monday, reason: REASON, reason_hi: 'डॉक्टर छुट्टी पर हैं' });
    expect(closed.status).toBe(201);
    expect(closed.body.closure).toMatchObject({ reason: REASON, reason_hi: 'डॉक्टर छुट्टी पर हैं' });
    const hi = publicRequest(`/api/availability?date=${monday}`);
    hi.headers.set('accept-language', 'hi');
    expect((await (await call(hi)).json<{ message: string }>()).message).toBe(
      'इस दिन क्लिनिक बंद है (डॉक्टर छुट्टी पर हैं)। कृपया कोई दूसरा दिन चुनें।',
    );
    expect((await availability(monday)).message).toBe(
      'The clinic is closed on this day (Doctor on leave). Please choose another day.',
    );
  });

  it('closes a range of days', async () => {
    const monday = nextMonday();
    const wednesday = addDays(monday, 2);
    expect((await close({ start_date: monday, end_date: wednesday, reason: REASON })).status).toBe(201);
    for (const d of [monday, addDays(monday, 1), wednesday]) expect((await availability(d)).open, d).toBe(false);
    expect((await availability(addDays(monday, 3))).open).toBe(true);
  });

  it('refuses a closure that ends before it starts, in the past, without a reason, or with unknown times', async () => {
    const monday = nextMonday();
    for (const body of [
      { start_date: monday, end_date: addDays(monday, -1), reason: REASON },
      { start_date: addDays(clinicDate(), -3), end_date: addDays(clinicDate(), -1), reason: REASON },
      { start_date: monday, reason: '' },
      { start_date: monday, slots: ['1 PM'], reason: REASON },
      { start_date: '2026-02-30', reason: REASON },
      { start_date: monday, reason: REASON, reason_hi: 'Doctor छुट्टी पर' },
    ]) {
      const res = await close(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect(await count('closures')).toBe(0);
  });
});

// ── export ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** Parses CSV whose every cell is quoted ("" inside a cell is one "), with CRLF between rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    expect(text[i]).toBe('"');
    let cell = '';
    i++;
    for (;;) {
      const q = text.indexOf('"', i);
      expect(q).toBeGreaterThanOrEqual(0);
      cell += text.slice(i, q);
      if (text[q + 1] === '"') {
        cell += '"';
        i = q + 2;
      } else {
        i = q + 1;
        break;
      }
    }
    row.push(cell);
    if (text[i] === ',') i++;
    else {
      expect(text.slice(i, i + 2)).toBe('\r\n');
      i += 2;
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

describe('GET /api/desk/export.csv', () => {
  it('exports a week as UTF-8 CSV with a BOM, CRLF, quoted cells, no formulas, as an attachment', async () => {
    const from = openDate(4);
    const to = addDays(from, 6);
    const before = openDate(2);
    const after = clinicDayFrom(addDays(to, 1));
    const inside = [from, clinicDayFrom(addDays(from, 2)), to === clinicDayFrom(to) ? to : addDays(to, -1)];
    await book(1, { appointment_date: before, full_name: 'Before Week' });
    const hindi = await book(2, { appointment_date: inside[0], full_name: 'आशा वर्मा', message: 'खांसी' });
    const quoted = await book(3, {
      appointment_date: inside[1],
      full_name: "Asha D'Souza",
      message: 'She said "urgent", twice',
      age: 46,
      gender: 'female',
      address: 'Saket',
      current_symptoms: 'Cough',
    });
    // Booked out of slot order: the afternoon first.
    const minus = await book(6, { appointment_date: inside[2], appointment_time: '02:00 PM', message: '-2+3' });
    const formula = await book(4, {
      appointment_date: inside[2],
      full_name: 'Ravi Kumar',
      message: '=HYPERLINK("https://evil.example","Click")',
    });
    const at = await book(5, { appointment_date: inside[2], appointment_time: '11:00 AM', message: '@SUM(A1:A9)' });
    await book(7, { appointment_date: after, full_name: 'After Week' });

    const res = await deskCall(`/api/desk/export.csv?from=${from}&to=${to}`, { token: token() });
    const { bytes, text } = await csvDownload(res, `bookings-${from}-to-${to}.csv`);
    // Every line ends in CRLF; no bare LF or CR anywhere.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // The Hindi name as UTF-8 bytes, intact.
    const hindiBytes = new TextEncoder().encode('आशा वर्मा');
    expect(Buffer.from(bytes).includes(Buffer.from(hindiBytes))).toBe(true);

    // The header line as the file holds it, every cell quoted.
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(
      '"Date","Time","Status","Name","Phone","E-mail","Visit for","Message","Reference","Booked at","Booked by",' +
        '"Age","Gender","Address","Medical history","Current symptoms",' +
        '"Payment","Paid (₹)","Paid how","Payment id","Refund"',
    );
    const [header, ...rows] = parseCsv(text);
    expect(header).toHaveLength(21);
    // One row per booking of the week, in date and slot order.
    expect(rows.map((r) => r[8])).toEqual([hindi, quoted, formula, at, minus]);
    const byId = new Map(rows.map((r) => [r[8], r]));
    for (const r of rows) {
      expect(r[0] >= from && r[0] <= to).toBe(true);
      // Phones start with + and are escaped like any formula.
      expect(r[4]).toMatch(/^'\+91 97\d{8}$/);
      expect(r[2]).toBe('booked');
    }
    expect(byId.get(hindi)?.[3]).toBe('आशा वर्मा');
    expect(byId.get(hindi)?.[7]).toBe('खांसी');
    expect(byId.get(quoted)?.[3]).toBe("Asha D'Souza");
    expect(byId.get(quoted)?.[7]).toBe('She said "urgent", twice');
    expect(text).toContain('"She said ""urgent"", twice"');
    // The profile from its columns (the booking page's fields), empty where none was sent.
    expect(byId.get(quoted)?.slice(11, 16)).toEqual(['46', 'Female', 'Saket', '', 'Cough']);
    expect(byId.get(hindi)?.slice(11, 16)).toEqual(['', '', '', '', '']);
    // Nothing paid online here (tests/api/desk-payments.test.ts has payments): to be paid at the clinic.
    expect(byId.get(hindi)?.slice(16)).toEqual(['Pay at clinic', '', '', '', '']);
    expect(byId.get(formula)?.[7]).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(byId.get(at)?.[7]).toBe("'@SUM(A1:A9)");
    expect(byId.get(minus)?.[7]).toBe("'-2+3");
    expect(text).not.toContain('Before Week');
    expect(text).not.toContain('After Week');
  });

  it('refuses a range that is missing, reversed, or longer than a year (400)', async () => {
    const from = openDate();
    for (const q of [
      '',
      `?from=${from}`,
      `?from=${from}&to=${addDays(from, -1)}`,
      `?from=${from}&to=${addDays(from, 400)}`,
    ]) {
      const res = await desk(`/api/desk/export.csv${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
    }
  });
});

// ── the audit log ───────────────────────────────────────────────────────────────────────────────────────────────

describe('the audit log', () => {
  it('has a row, with the actor, for every view and every action, and names no patient', async () => {
    const date = openDate();
    const monday = nextMonday();
    const patients = [
      { full_name: 'Asha Verma', email: 'asha.verma@example.com', phone: '+91 98110 12345' },
      { full_name: 'Kiran Bedi', email: 'kiran.bedi@example.com', phone: '+91 99999 88888' },
      { full_name: 'Sunil Gupta', email: 'sunil.g@example.com', phone: '+91 91234 56789' },
    ];
    const [a, b, c] = [
      await started(await book(1, patients[0])),
      await book(2, patients[1]),
      await book(3, { ...patients[2], appointment_time: '11:00 AM' }),
    ];
    const message = await call(
      publicRequest('/api/contact', {
        name: 'Nisha Kapoor',
        email: 'nisha.k@example.com',
        phone: '+91 98765 43210',
        subject: '',
        message: 'Please call me.',
      }),
    );
    const messageId = (await message.json<{ id: string }>()).id;

    const steps: [string, () => Promise<{ status: number }>, string][] = [
      ['view_day', () => desk(`/api/desk/day?date=${date}`), date],
      ['search', () => desk('/api/desk/search', { q: 'Asha Verma' }), ''],
      ['search', () => desk('/api/desk/search', { q: '98110 12345' }), ''],
      ['view_messages', () => desk('/api/desk/messages'), 'all'],
      [
        'export_csv',
        () => deskCall(`/api/desk/export.csv?from=${date}&to=${date}`, { token: token() }),
        `${date}..${date}`,
      ],
      ['view_closures', () => desk('/api/desk/closures'), clinicDate()],
      ['mark_arrived', () => desk(`/api/desk/appointments/${a}/status`, { status: 'arrived' }), a],
      ['mark_booked', () => desk(`/api/desk/appointments/${a}/status`, { status: 'booked' }), a],
      ['mark_no_show', () => desk(`/api/desk/appointments/${a}/status`, { status: 'no_show' }), a],
      ['cancel', () => desk(`/api/desk/appointments/${b}/cancel`, { reason: 'Kiran Bedi phoned' }), b],
      [
        'reschedule',
        () => desk(`/api/desk/appointments/${c}/reschedule`, { appointment_date: date, appointment_time: '12:00 PM' }),
        c,
      ],
      ['erase_booking', () => desk(`/api/desk/appointments/${c}/erase`, {}), c],
      ['message_handled', () => desk(`/api/desk/messages/${messageId}/status`, { status: 'handled' }), messageId],
    ];
    const expected: { actor: string; action: string; target: string }[] = [];
    for (const [action, step, target] of steps) {
      const res = await step();
      expect(res.status, action).toBeLessThan(300);
      expected.push({ actor: STAFF, action, target });
    }
    const closed = await desk<{ closure: { id: string } }>('/api/desk/closures', {
      start_date: monday,
      reason: 'Doctor on leave',
    });
    expect(closed.status).toBe(201);
    const closureId = closed.body.closure.id;
    expect((await desk(`/api/desk/closures/${closureId}/delete`, {})).status).toBe(200);
    expected.push(
      { actor: STAFF, action: 'close', target: closureId },
      { actor: STAFF, action: 'reopen', target: closureId },
    );

    const rows = await auditRows();
    expect(rows.map(({ actor, action, target }) => ({ actor, action, target }))).toEqual(expected);
    for (const r of rows) {
      expect(r.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(() => JSON.parse(r.detail)).not.toThrow();
    }

    // Nothing personal: no name, e-mail or phone (in any spelling) of a patient or a sender, nor a reason typed.
    const all = JSON.stringify(rows).toLowerCase();
    for (const p of [
      ...patients,
      { full_name: 'Nisha Kapoor', email: 'nisha.k@example.com', phone: '+91 98765 43210' },
    ]) {
      for (const part of [
        ...p.full_name.toLowerCase().split(' '),
        p.email,
        p.phone,
        p.phone.replace(/\D/g, '').slice(-10),
      ]) {
        expect(all).not.toContain(part.toLowerCase());
      }
    }
    expect(all).not.toContain('phoned');
    expect(all).not.toContain('98110');

    // The audit itself is readable at the desk, newest first.
    const listed = await desk<{ entries: { action: string }[] }>('/api/desk/audit');
    expect(listed.body.entries.map((e) => e.action)).toEqual(rows.map((r) => r.action).reverse());
  });
});
