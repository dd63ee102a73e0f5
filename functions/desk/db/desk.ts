import { phoneKey } from '../../../common/booking/patient-keys';
import { IST_OFFSET_MINUTES } from '../../../common/booking/schedule';
import type { DeskBooking, DeskMessage } from '../../../common/desk/types';
import { ACTIVE, auditChange, firstRow, newChangeId } from '../../booking/db/appointments';
import { labelMinutesSql, offeredCapacity } from '../../booking/db/offered';

/**
 * What the clinic desk reads and changes. Every read of patient data goes out in one batch with its audit row, so a
 * view is never served without being logged.
 */

/**
 * `phone_shared`: other upcoming active bookings under the same phone but another e-mail address. A phone proves
 * nobody, so it never blocks a booking (decision 018); the desk sees the match and can ask.
 */
const BOOKING_COLUMNS = `id, full_name, email, phone, appointment_date, appointment_time, message, visit_reason,
  reports_uploaded, status, status_reason, status_by, created_at, booked_for, booker_name, booker_relationship,
  patient_under_18, age, gender, address, medical_history, current_symptoms, confirm_by, place_id,
  (SELECT COUNT(*) FROM appointments o
   WHERE o.phone_key = appointments.phone_key AND o.phone_key <> '' AND o.email_key <> appointments.email_key
     AND o.${ACTIVE} AND o.appointment_date >= date('now', '+${IST_OFFSET_MINUTES} minutes')) AS phone_shared,
  anonymised_at`;

/**
 * A booking as the desk is shown it. An erased one is only its date, time and status: its stand-in name says so, and
 * the placeholders that fill the erased columns (an address and phone that reach nobody) are not shown as if real.
 */
function shown(b: DeskBooking): DeskBooking {
  if (!b.anonymised_at) return b;
  return {
    ...b,
    full_name: 'Erased',
    email: '',
    phone: '',
    message: '',
    visit_reason: '',
    reports_uploaded: 0,
    status_reason: null,
    booked_for: 'self',
    booker_name: null,
    booker_relationship: null,
    patient_under_18: 0,
    age: null,
    gender: null,
    address: null,
    medical_history: null,
    current_symptoms: null,
    confirm_by: null,
    phone_shared: 0,
  };
}

/** Orders bookings by the clock: as text, "02:00 PM" would come before "10:00 AM". */
const SLOT_ORDER = labelMinutesSql('appointment_time');

/** The statement writing one audit row: who, what, on which ids, with which non-personal parameters. */
export function auditStatement(
  db: D1Database,
  actor: string,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO audit_log (actor, action, target, detail) VALUES (?1, ?2, ?3, ?4)')
    .bind(actor, action, target.slice(0, 300), JSON.stringify(detail).slice(0, 2000));
}

/** Runs reads together with their audit row; returns the reads' rows in order. */
async function auditedRead(
  db: D1Database,
  audit: D1PreparedStatement,
  reads: D1PreparedStatement[],
): Promise<unknown[][]> {
  const results = await db.batch([audit, ...reads]);
  return results.slice(1).map((r) => r.results ?? []);
}

/**
 * Every booking of a date by the clock, then as booked (all statuses: the desk sees cancelled ones too), with any
 * further reads of that date in the same batch (the schedule, its closures); returns their rows after the bookings.
 */
export async function bookingsOn(
  db: D1Database,
  date: string,
  actor: string,
  beside: D1PreparedStatement[] = [],
): Promise<{ bookings: DeskBooking[]; beside: D1Result[] }> {
  const [, rows, ...rest] = await db.batch([
    auditStatement(db, actor, 'view_day', date),
    db
      .prepare(
        `SELECT ${BOOKING_COLUMNS} FROM appointments WHERE appointment_date = ?1 ORDER BY ${SLOT_ORDER}, created_at`,
      )
      .bind(date),
    ...beside,
  ]);
  return { bookings: ((rows?.results ?? []) as DeskBooking[]).map(shown), beside: rest };
}

/** Bookings whose name, e-mail or phone matches, newest appointment first (at most 50); an erased one never does. */
export async function searchBookings(db: D1Database, query: string, actor: string): Promise<DeskBooking[]> {
  const text = `%${query.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  // As phone_key is made: "+91 98110 12345" and "098110-12345" both look for 9811012345.
  const digits = phoneKey(query);
  const [rows] = await auditedRead(db, auditStatement(db, actor, 'search', '', { length: query.length }), [
    db
      .prepare(
        `SELECT ${BOOKING_COLUMNS} FROM appointments
         WHERE anonymised_at IS NULL AND (lower(full_name) LIKE ?1 ESCAPE '\\'
            OR lower(email) LIKE ?1 ESCAPE '\\' OR email_key LIKE ?1 ESCAPE '\\'
            OR (length(?2) >= 4 AND phone_key LIKE '%' || ?2 || '%'))
         ORDER BY appointment_date DESC, ${SLOT_ORDER} LIMIT 50`,
      )
      .bind(text, digits),
  ]);
  return rows as DeskBooking[];
}

/** One booking by id (for an action), or null. */
export function bookingById(db: D1Database, id: string): Promise<DeskBooking | null> {
  return firstRow(db.prepare(`SELECT ${BOOKING_COLUMNS} FROM appointments WHERE id = ?1`).bind(id), shown);
}

export type AttendanceResult = 'changed' | 'missing' | 'full';

/**
 * Marks a booking arrived or no-show, or back to booked (an undo). Only between these three: a cancelled booking
 * stays cancelled. Going back to a status that holds a place (booked or arrived from no-show) re-checks the slot's
 * capacity (its session's) in the same UPDATE: a no-show's place may have been given to someone else meanwhile. At a
 * time the schedule no longer offers, nobody can have been given it (a booking or move needs an offered time), so the
 * place is taken back. The audit row is
 * written in the same batch, only if this batch's own change was made. 'missing' when the booking does not exist or
 * is cancelled; 'full' when the slot has no place left to take it back.
 */
export async function setAttendance(
  db: D1Database,
  id: string,
  status: 'booked' | 'arrived' | 'no_show',
  actor: string,
): Promise<AttendanceResult> {
  const [update] = await db.batch(attendanceStatements(db, id, status, actor));
  if ((update?.meta.changes ?? 0) === 1) return 'changed';
  const now = await db.prepare('SELECT status FROM appointments WHERE id = ?1').bind(id).first<{ status: string }>();
  return now && now.status !== 'cancelled' ? 'full' : 'missing';
}

/**
 * setAttendance's change and its audit row as statements, for a batch of its own or one beside them (the queue's
 * check-in and no-show). `onlyIf`: the change applies only while that queue entry stands at that version (the version
 * the queue change in the same batch produced), so a queue action that lost its race leaves the booking as it was.
 */
export function attendanceStatements(
  db: D1Database,
  id: string,
  status: 'booked' | 'arrived' | 'no_show',
  actor: string,
  onlyIf?: { entryId: string; version: number },
): D1PreparedStatement[] {
  const change = newChangeId();
  return [
    db
      .prepare(
        `UPDATE appointments SET status = ?2, status_by = ?3, change_id = ?4,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND status IN ('booked', 'arrived', 'no_show')
           AND (?5 IS NULL OR EXISTS (SELECT 1 FROM queue_entries WHERE id = ?5 AND version = ?6))
           AND (?2 = 'no_show' OR status IN ('booked', 'arrived')
                OR coalesce((SELECT COUNT(*) FROM appointments o
                    WHERE o.appointment_date = appointments.appointment_date
                      AND o.appointment_time = appointments.appointment_time
                      AND o.status IN ('booked', 'arrived') AND o.id <> appointments.id)
                   < ${offeredCapacity('appointments.appointment_date', 'appointments.appointment_time', 'appointments.place_id')}, 1))`,
      )
      .bind(id, status, `staff:${actor}`, change, onlyIf?.entryId ?? null, onlyIf?.version ?? null),
    auditChange(db, id, change, { actor, action: `mark_${status}` }),
  ];
}

/** Contact messages, newest first (at most 100), optionally only new or only handled ones. */
export async function listMessages(
  db: D1Database,
  status: 'new' | 'handled' | undefined,
  actor: string,
): Promise<DeskMessage[]> {
  const [rows] = await auditedRead(db, auditStatement(db, actor, 'view_messages', status ?? 'all'), [
    db
      .prepare(
        `SELECT id, source, name, email, phone, subject, message, status, handled_by, handled_at, created_at
         FROM contact_messages WHERE (?1 IS NULL OR status = ?1) ORDER BY created_at DESC LIMIT 100`,
      )
      .bind(status ?? null),
  ]);
  return rows as DeskMessage[];
}

/** Marks a message handled (or new again); false when there is no such message. */
export async function setMessageStatus(
  db: D1Database,
  id: string,
  status: 'new' | 'handled',
  actor: string,
): Promise<boolean> {
  const [, update] = await db.batch([
    auditStatement(db, actor, `message_${status}`, id),
    db
      .prepare(
        `UPDATE contact_messages SET status = ?2,
           handled_by = CASE WHEN ?2 = 'handled' THEN ?3 END,
           handled_at = CASE WHEN ?2 = 'handled' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END
         WHERE id = ?1`,
      )
      .bind(id, status, actor),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}

/** Bookings of a date range for the export, in date and slot order. */
export async function bookingsBetween(db: D1Database, from: string, to: string, actor: string): Promise<DeskBooking[]> {
  const [rows] = await auditedRead(db, auditStatement(db, actor, 'export_csv', `${from}..${to}`), [
    db
      .prepare(
        `SELECT ${BOOKING_COLUMNS} FROM appointments WHERE appointment_date BETWEEN ?1 AND ?2
         ORDER BY appointment_date, ${SLOT_ORDER}, created_at`,
      )
      .bind(from, to),
  ]);
  return (rows as DeskBooking[]).map(shown);
}

/** Active bookings a closure covers: the desk lists them with "cancel and notify". */
export async function bookingsInClosure(
  db: D1Database,
  c: { start_date: string; end_date: string; slots: readonly string[] },
): Promise<DeskBooking[]> {
  const { results } = await db
    .prepare(
      `SELECT ${BOOKING_COLUMNS} FROM appointments
       WHERE appointment_date BETWEEN ?1 AND ?2 AND status = 'booked'
         AND (?3 = '[]' OR appointment_time IN (SELECT value FROM json_each(?3)))
       ORDER BY appointment_date, ${SLOT_ORDER}, created_at`,
    )
    .bind(c.start_date, c.end_date, JSON.stringify(c.slots))
    .all<DeskBooking>();
  return results.map(shown);
}

/** Writes one audit row on its own (an action whose own write happens elsewhere). */
export async function audit(
  db: D1Database,
  actor: string,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await auditStatement(db, actor, action, target, detail).run();
}

export type { DeskBooking, DeskMessage };
