import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appointmentRows,
  cancelAppointment,
  rescheduleAppointment,
  selectAppointments,
} from '../../functions/booking/db/appointments';
import type { Env } from '../../functions/platform/env';
import { auditRows, DESK_ORIGIN, deskCall, freshDesk, type SigningKey, signingKey } from './access-helpers';
import { call, openDate, postJson, restoreSchedule, SEED_PLACE, setSlotCapacity, validAppointment } from './helpers';
import { captureLog, printedEmail, tokenIn } from './lifecycle-helpers';

/**
 * Cancel and move of one booking, fired at the same moment from two places (the patient's manage link, the desk),
 * under real concurrency against D1: whichever change wins, the outbox holds exactly that change's e-mails (and the
 * reminder it queues, and its audit row), never the loser's — a "cancelled" e-mail and a calendar CANCEL for a
 * booking that was moved would delete a live appointment from the patient's calendar (decision 018).
 */

const ROUNDS = 50;
/**
 * The database as the racing requests see it: each batch (the write of a change) waits a few milliseconds first, as
 * a busy D1 would, so both requests have read the booking before either writes — the window in which the loser's
 * batch runs on a stale read. Reads and the batches themselves are D1's own.
 */
function slowBatches(db: D1Database, ms: number): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          await new Promise((r) => setTimeout(r, ms));
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Batches that take a moment, so the two sides of a race overlap. */
const ROOM = { DB: slowBatches(env.DB, 15) } as Partial<Env>;

let key: SigningKey;
let jwt: string;

beforeAll(async () => {
  key = await signingKey('7a1f0a7e3b2d4c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6');
});

beforeEach(async () => {
  jwt = (await freshDesk(() => [key])).token;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  // Room for every round's booking and move in the same slots (capacity is not what these races are about).
  await setSlotCapacity(100);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await restoreSchedule();
});

/** Books on the desk's host (the public API) and returns the id and the manage token from the printed e-mail. */
async function booked(n: number): Promise<{ id: string; token: string }> {
  const log = captureLog();
  const res = await call(
    new Request(`${DESK_ORIGIN}/api/appointment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        validAppointment({ email: `race${n}@example.com`, phone: `98110${String(n).padStart(5, '0')}` }),
      ),
    }),
    ROOM,
  );
  expect(res.status).toBe(201);
  const { id } = await res.json<{ id: string }>();
  const token = tokenIn(printedEmail(log.lines(), 'appointment_patient', id) ?? '') ?? '';
  log.spy.mockRestore();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  expect(token).not.toBe('');
  return { id, token };
}

type Change = 'cancel' | 'move-11' | 'move-12';
type Fire = (b: { id: string; token: string }) => Promise<Response>;

/** The day both moves go to: three clinic days ahead, at 11:00 or at 12:00. */
const moveTo = (time: string) => ({ appointment_date: openDate(3), appointment_time: time });

const patient: Record<Change, Fire> = {
  cancel: (b) => call(postJson('/api/manage/cancel', { token: b.token, reason: 'Cannot come' }), ROOM),
  'move-11': (b) => call(postJson('/api/manage/reschedule', { token: b.token, ...moveTo('11:00 AM') }), ROOM),
  'move-12': (b) => call(postJson('/api/manage/reschedule', { token: b.token, ...moveTo('12:00 PM') }), ROOM),
};

const deskMove = (id: string, time: string) =>
  deskCall(`/api/desk/appointments/${id}/reschedule`, { token: jwt, body: moveTo(time) }, ROOM);

const desk: Record<Change, Fire> = {
  cancel: (b) =>
    deskCall(`/api/desk/appointments/${b.id}/cancel`, { token: jwt, body: { reason: 'Doctor away' } }, ROOM),
  'move-11': (b) => deskMove(b.id, '11:00 AM'),
  'move-12': (b) => deskMove(b.id, '12:00 PM'),
};

/** Runs `fire` after `ms` milliseconds. */
function later<T>(ms: number, fire: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => setTimeout(() => fire().then(resolve, reject), ms));
}

/** What a booking's outbox and audit rows say happened after the first booking e-mails. */
async function afterBooking(id: string) {
  const { results } = await env.DB.prepare(
    `SELECT kind, status, json_extract(detail, '$.sequence') AS sequence, json_extract(detail, '$.time') AS time
     FROM outbox WHERE ref_id = ?1 AND NOT (kind IN ('appointment_patient', 'appointment_clinic')
       OR (kind = 'reminder_patient' AND coalesce(json_extract(detail, '$.sequence'), 0) = 0))
     ORDER BY kind`,
  )
    .bind(id)
    .all<{ kind: string; status: string; sequence: number; time: string }>();
  const first = await env.DB.prepare(
    `SELECT status FROM outbox WHERE ref_id = ?1 AND kind = 'reminder_patient'
       AND coalesce(json_extract(detail, '$.sequence'), 0) = 0`,
  )
    .bind(id)
    .first<{ status: string }>();
  return { rows: results, firstReminder: first?.status };
}

const races: { name: string; a: [Record<Change, Fire>, Change]; b: [Record<Change, Fire>, Change] }[] = [
  { name: 'the patient cancels while the patient moves (two tabs)', a: [patient, 'cancel'], b: [patient, 'move-11'] },
  { name: 'the desk cancels while the patient moves', a: [desk, 'cancel'], b: [patient, 'move-11'] },
  { name: 'the patient cancels while the desk moves', a: [patient, 'cancel'], b: [desk, 'move-11'] },
  { name: 'the desk moves while the patient moves elsewhere', a: [desk, 'move-12'], b: [patient, 'move-11'] },
];

describe('a cancel and a move at the same moment', () => {
  it.each(races)(
    '$name: the outbox holds only the winner’s e-mails, every time',
    async ({ a, b }) => {
      const firstChange = new Set<string>();
      for (let round = 0; round < ROUNDS; round++) {
        const booking = await booked(round);
        // Both in flight at once. Which leaves first alternates, and the second leaves 0–18 ms later in most rounds
        // (the desk checks its Access token before it reads the booking, so without a head start it would always read
        // last); every fifth round gives it 40–80 ms, so on a loaded machine, where a move's reads of the schedule
        // take longer than a cancel's, each side still gets to go first.
        const gap = round % 5 === 4 ? 40 + (round % 3) * 20 : (round % 10) * 2;
        const [ra, rb] =
          round % 2 === 0
            ? await Promise.all([a[0][a[1]](booking), later(gap, () => b[0][b[1]](booking))])
            : (await Promise.all([b[0][b[1]](booking), later(gap, () => a[0][a[1]](booking))])).reverse();
        // Each answer is a result, never a 500.
        for (const r of [ra, rb]) expect([200, 404, 409]).toContain(r.status);
        const row = await env.DB.prepare('SELECT status, sequence, appointment_time FROM appointments WHERE id = ?1')
          .bind(booking.id)
          .first<{ status: string; sequence: number; appointment_time: string }>();
        const { rows, firstReminder } = await afterBooking(booking.id);
        const at = `round ${round}: ${JSON.stringify(rows)}`;
        // At least one change was made; a manage link that lost re-reads and may then make its own (a patient who
        // cancels a booking the desk has just moved still cancels it). Each change has its own sequence number.
        const changes = row?.sequence ?? 0;
        expect(changes, at).toBeGreaterThanOrEqual(1);
        expect(changes, at).toBeLessThanOrEqual(2);
        // Every change's e-mails, and only those: one complete set per sequence number, never two at one number
        // (the loser's "cancelled" beside the winner's "moved"), and nothing after a cancellation.
        for (let seq = 1; seq <= changes; seq++) {
          const group = rows.filter((r) => r.sequence === seq);
          const kinds = group.map((r) => r.kind);
          const cancelled = kinds.includes('cancellation_patient');
          if (cancelled) {
            expect(kinds, at).toEqual(['cancellation_clinic', 'cancellation_patient']);
            expect(seq, at).toBe(changes);
            expect(row?.status, at).toBe('cancelled');
          } else {
            expect(kinds, at).toEqual(['reminder_patient', 'reschedule_clinic', 'reschedule_patient']);
            expect(new Set(group.map((r) => r.time)).size, at).toBe(1);
            // Only the last move's reminder is still due.
            const reminder = group.find((r) => r.kind === 'reminder_patient');
            expect(reminder?.status, at).toBe(seq === changes && row?.status === 'booked' ? 'pending' : 'skipped');
          }
          if (seq === 1) firstChange.add(cancelled ? 'cancel' : `move to ${group[0]?.time}`);
        }
        expect(
          rows.filter((r) => r.sequence > changes || r.sequence < 1),
          at,
        ).toEqual([]);
        // The reminder queued at booking is no longer due, whoever won.
        expect(firstReminder, at).toBe('skipped');
      }
      // The desk's audit rows name only changes that were made: each one's sequence carries that change's e-mails.
      const audit = await auditRows();
      for (const r of audit.filter((x) => x.action === 'cancel' || x.action === 'reschedule')) {
        const { sequence } = JSON.parse(r.detail) as { sequence: number };
        const kind = r.action === 'cancel' ? 'cancellation_patient' : 'reschedule_patient';
        const mail = await env.DB.prepare(
          `SELECT COUNT(*) AS n FROM outbox WHERE ref_id = ?1 AND kind = ?2
             AND json_extract(detail, '$.sequence') = ?3`,
        )
          .bind(r.target, kind, sequence)
          .first<{ n: number }>();
        expect(mail?.n, `${r.action} ${r.target} at ${sequence}`).toBe(1);
      }
      // Not a race if one side always goes first: each side's change came first in some rounds.
      expect(firstChange.size, [...firstChange].join(', ')).toBe(2);
    },
    120_000,
  );
});

describe('the guard itself', () => {
  it('queues nothing for a change that lost, even when the winner reached the sequence it hoped for', async () => {
    const { id } = await booked(1);
    const stale = (await appointmentRowsById(id))[0];
    // The move wins (sequence 0 → 1); the cancel was decided on the row as it was before.
    const moved = await patientMove(stale, '11:00 AM');
    expect(moved.kind).toBe('changed');
    const lost = await cancelAppointment(env.DB, stale, 'Doctor away', {
      by: 'staff:desk@example.com',
      emailState: 'captured',
      audit: { actor: 'desk@example.com', action: 'cancel' },
    });
    expect(lost.kind).toBe('conflict');
    const { rows } = await afterBooking(id);
    expect(rows.map((r) => r.kind)).toEqual(['reminder_patient', 'reschedule_clinic', 'reschedule_patient']);
    expect((await auditRows()).filter((r) => r.action === 'cancel')).toEqual([]);
    // And the reverse: a move decided on the old row after a cancel queues no "moved" e-mail and no reminder.
    const other = await booked(2);
    const before = (await appointmentRowsById(other.id))[0];
    expect((await cancelAppointment(env.DB, before, '', { by: 'patient', emailState: 'captured' })).kind).toBe(
      'changed',
    );
    const late = await patientMove(before, '12:00 PM');
    expect(late.kind).toBe('conflict');
    expect((await afterBooking(other.id)).rows.map((r) => r.kind)).toEqual([
      'cancellation_clinic',
      'cancellation_patient',
    ]);
  });
});

/** The patient's move of `row`, as read before, to `time` three clinic days ahead at the clinic (e-mails captured). */
function patientMove(row: Parameters<typeof rescheduleAppointment>[1], time: string) {
  const reminderAt = new Date(Date.now() + 86_400_000).toISOString();
  return rescheduleAppointment(env.DB, row, { date: openDate(3), time, placeId: SEED_PLACE.id }, reminderAt, {
    by: 'patient',
    emailState: 'captured',
  });
}

async function appointmentRowsById(id: string) {
  const { results } = await selectAppointments(env.DB, [id]).all();
  return appointmentRows(results as Parameters<typeof appointmentRows>[0]);
}
