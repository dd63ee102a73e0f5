import { phoneKey } from '../../../common/booking/patient-keys';
import { IST_OFFSET_MINUTES } from '../../../common/booking/schedule';
import type { DeskBooking, DeskMessage } from '../../../common/desk/types';
import { ACTIVE, firstRow, labelMinutesSql } from '../../booking/db';
import { auditedRead, auditStatement } from '../../platform/db/audit';
import { reportCountSql } from '../../reports/db';

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
  ${reportCountSql('appointments.id')} AS reports,
  (SELECT COUNT(*) FROM appointments o
   WHERE o.phone_key = appointments.phone_key AND o.phone_key <> '' AND o.email_key <> appointments.email_key
     AND o.${ACTIVE} AND o.appointment_date >= date('now', '+${IST_OFFSET_MINUTES} minutes')) AS phone_shared,
  anonymised_at, coming_confirmed_at, refilled_at IS NOT NULL AS from_waitlist, pay_by, fee_paise`;

/**
 * A booking as read, before its payment is added (functions/desk/actions): with the hold and the fee asked, from which
 * payments/actions `paymentsByBooking` tells its payment.
 */
export type DeskBookingRow = Omit<DeskBooking, 'payment'> & { pay_by: string | null; fee_paise: number | null };

/**
 * A booking as the desk is shown it. An erased one is only its date, time and status: its stand-in name says so, and
 * the placeholders that fill the erased columns (an address and phone that reach nobody) are not shown as if real.
 */
function shown(b: DeskBookingRow): DeskBookingRow {
  if (!b.anonymised_at) return b;
  return {
    ...b,
    full_name: 'Erased',
    email: '',
    phone: '',
    message: '',
    visit_reason: '',
    reports_uploaded: 0,
    reports: 0,
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

/**
 * Every booking of a date by the clock, then as booked (all statuses: the desk sees cancelled ones too), with any
 * further reads of that date in the same batch (the schedule, its closures); returns their rows after the bookings.
 */
export async function bookingsOn(
  db: D1Database,
  date: string,
  actor: string,
  beside: D1PreparedStatement[] = [],
): Promise<{ bookings: DeskBookingRow[]; beside: D1Result[] }> {
  const [, rows, ...rest] = await db.batch([
    auditStatement(db, actor, 'view_day', date),
    db
      .prepare(
        `SELECT ${BOOKING_COLUMNS} FROM appointments WHERE appointment_date = ?1 ORDER BY ${SLOT_ORDER}, created_at`,
      )
      .bind(date),
    ...beside,
  ]);
  return { bookings: ((rows?.results ?? []) as DeskBookingRow[]).map(shown), beside: rest };
}

/** Bookings whose name, e-mail or phone matches, newest appointment first (at most 50); an erased one never does. */
export async function searchBookings(db: D1Database, query: string, actor: string): Promise<DeskBookingRow[]> {
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
  return rows as DeskBookingRow[];
}

/** One booking by id (for an action), or null. */
export function bookingById(db: D1Database, id: string): Promise<DeskBookingRow | null> {
  return firstRow(db.prepare(`SELECT ${BOOKING_COLUMNS} FROM appointments WHERE id = ?1`).bind(id), shown);
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

/** The latest audit rows (no patient data in them): who did or saw what, when. */
export async function recentAudit(db: D1Database, limit = 200): Promise<Record<string, unknown>[]> {
  const { results } = await db
    .prepare('SELECT id, at, actor, action, target, detail FROM audit_log ORDER BY id DESC LIMIT ?1')
    .bind(limit)
    .all<Record<string, unknown>>();
  return results;
}

/** Bookings of a date range for the export, in date and slot order. */
export async function bookingsBetween(
  db: D1Database,
  from: string,
  to: string,
  actor: string,
): Promise<DeskBookingRow[]> {
  const [rows] = await auditedRead(db, auditStatement(db, actor, 'export_csv', `${from}..${to}`), [
    db
      .prepare(
        `SELECT ${BOOKING_COLUMNS} FROM appointments WHERE appointment_date BETWEEN ?1 AND ?2
         ORDER BY appointment_date, ${SLOT_ORDER}, created_at`,
      )
      .bind(from, to),
  ]);
  return (rows as DeskBookingRow[]).map(shown);
}

/** Active bookings a closure covers: the desk lists them with "cancel and notify". */
export async function bookingsInClosure(
  db: D1Database,
  c: { start_date: string; end_date: string; slots: readonly string[] },
): Promise<DeskBookingRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${BOOKING_COLUMNS} FROM appointments
       WHERE appointment_date BETWEEN ?1 AND ?2 AND status = 'booked'
         AND (?3 = '[]' OR appointment_time IN (SELECT value FROM json_each(?3)))
       ORDER BY appointment_date, ${SLOT_ORDER}, created_at`,
    )
    .bind(c.start_date, c.end_date, JSON.stringify(c.slots))
    .all<DeskBookingRow>();
  return results.map(shown);
}

export type { DeskBooking, DeskMessage };
