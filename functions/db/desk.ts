import type { DeskBooking, DeskMessage } from '../../common/desk-types';
import { phoneKey } from '../../common/patient-keys';
import { TIME_SLOTS } from '../../common/schedule';

/**
 * What the clinic desk reads and changes. Every read of patient data goes out in one batch with its audit row, so a
 * view is never served without being logged.
 */

const BOOKING_COLUMNS = `id, full_name, email, phone, appointment_date, appointment_time, message, visit_reason,
  reports_uploaded, status, status_reason, status_by, created_at, booked_for, booker_name, booker_relationship,
  patient_under_18, age, gender, address, medical_history, current_symptoms`;

/** Orders bookings by their slot in the day: as text, "02:00 PM" would come before "10:00 AM". */
const SLOT_ORDER = `CASE appointment_time ${TIME_SLOTS.map((s, i) => `WHEN '${s.label}' THEN ${i}`).join(' ')} END`;

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

/** Every booking of a date, in slot order (all statuses: the desk sees cancelled ones too). */
export async function bookingsOn(db: D1Database, date: string, actor: string): Promise<DeskBooking[]> {
  const [rows] = await auditedRead(db, auditStatement(db, actor, 'view_day', date), [
    db
      .prepare(`SELECT ${BOOKING_COLUMNS} FROM appointments WHERE appointment_date = ?1 ORDER BY created_at`)
      .bind(date),
  ]);
  return rows as DeskBooking[];
}

/** Bookings whose name, e-mail or phone matches, newest appointment first (at most 50). */
export async function searchBookings(db: D1Database, query: string, actor: string): Promise<DeskBooking[]> {
  const text = `%${query.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  // As phone_key is made: "+91 98110 12345" and "098110-12345" both look for 9811012345.
  const digits = phoneKey(query);
  const [rows] = await auditedRead(db, auditStatement(db, actor, 'search', '', { length: query.length }), [
    db
      .prepare(
        `SELECT ${BOOKING_COLUMNS} FROM appointments
         WHERE lower(full_name) LIKE ?1 ESCAPE '\\'
            OR lower(email) LIKE ?1 ESCAPE '\\' OR email_key LIKE ?1 ESCAPE '\\'
            OR (length(?2) >= 4 AND phone_key LIKE '%' || ?2 || '%')
         ORDER BY appointment_date DESC, ${SLOT_ORDER} LIMIT 50`,
      )
      .bind(text, digits),
  ]);
  return rows as DeskBooking[];
}

/** One booking by id (for an action), or null. */
export async function bookingById(db: D1Database, id: string): Promise<DeskBooking | null> {
  return db.prepare(`SELECT ${BOOKING_COLUMNS} FROM appointments WHERE id = ?1`).bind(id).first<DeskBooking>();
}

/**
 * Marks a booking arrived or no-show, or back to booked (an undo). Only between these three: a cancelled booking
 * stays cancelled. Returns false when the booking does not exist or is cancelled.
 */
export async function setAttendance(
  db: D1Database,
  id: string,
  status: 'booked' | 'arrived' | 'no_show',
  actor: string,
): Promise<boolean> {
  const [, update] = await db.batch([
    auditStatement(db, actor, `mark_${status}`, id),
    db
      .prepare(
        `UPDATE appointments SET status = ?2, status_by = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND status IN ('booked', 'arrived', 'no_show')`,
      )
      .bind(id, status, `staff:${actor}`),
  ]);
  return (update?.meta.changes ?? 0) === 1;
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
  return rows as DeskBooking[];
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
  return results;
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
