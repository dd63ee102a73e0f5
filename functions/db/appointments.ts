import type { Appointment } from '../../common/schemas/appointment';
import { idempotencyInsert, type StoredAnswer } from './idempotency';
import { newId } from './ids';
import { outboxInsert } from './outbox';

export interface AppointmentRow extends Appointment {
  id: string;
  created_at: string;
}

export type CreateAppointmentResult =
  | { kind: 'created'; id: string; outboxIds: string[] }
  | { kind: 'full' }
  | { kind: 'duplicate' };

/**
 * Books a place and queues its two e-mails in one atomic batch. The insert itself checks capacity and the
 * patient's own duplicate inside D1, so concurrent requests can never overfill a slot.
 */
export async function createAppointment(
  db: D1Database,
  a: Appointment,
  capacity: number,
  idempotency?: { key: string; endpoint: string; hash: string },
): Promise<CreateAppointmentResult> {
  const id = newId('apt');
  const outboxIds = [newId('eml'), newId('eml')];
  const insert = db
    .prepare(
      `INSERT INTO appointments
         (id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message, reports_uploaded)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
       WHERE (SELECT COUNT(*) FROM appointments WHERE appointment_date = ?5 AND appointment_time = ?6) < ?10
         AND NOT EXISTS (
           SELECT 1 FROM appointments
           WHERE email = ?3 COLLATE NOCASE AND appointment_date = ?5 AND appointment_time = ?6
         )`,
    )
    .bind(
      id,
      a.full_name,
      a.email,
      a.phone,
      a.appointment_date,
      a.appointment_time,
      a.selected_doctor,
      a.message,
      a.reports_uploaded ? 1 : 0,
      capacity,
    );
  const statements = [
    insert,
    outboxInsert(db, outboxIds[0], 'appointment_patient', id, 'appointments'),
    outboxInsert(db, outboxIds[1], 'appointment_clinic', id, 'appointments'),
  ];
  if (idempotency) {
    const answer: StoredAnswer = { status: 201, body: { success: true, id } };
    statements.push(idempotencyInsert(db, idempotency, answer, id, 'appointments'));
  }
  const results = await db.batch(statements);
  if ((results[0]?.meta.changes ?? 0) === 1) return { kind: 'created', id, outboxIds };

  const dup = await db
    .prepare(
      `SELECT 1 FROM appointments
       WHERE email = ?1 COLLATE NOCASE AND appointment_date = ?2 AND appointment_time = ?3 LIMIT 1`,
    )
    .bind(a.email, a.appointment_date, a.appointment_time)
    .first();
  return dup ? { kind: 'duplicate' } : { kind: 'full' };
}

/** How many places are taken in each slot of a date. */
export async function bookedCounts(db: D1Database, date: string): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT appointment_time AS slot, COUNT(*) AS n FROM appointments
       WHERE appointment_date = ?1 GROUP BY appointment_time`,
    )
    .bind(date)
    .all<{ slot: string; n: number }>();
  return new Map(results.map((r) => [r.slot, r.n]));
}

export async function getAppointment(db: D1Database, id: string): Promise<AppointmentRow | null> {
  const row = await db
    .prepare(
      `SELECT id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message,
              reports_uploaded, created_at
       FROM appointments WHERE id = ?1`,
    )
    .bind(id)
    .first<Omit<AppointmentRow, 'reports_uploaded'> & { reports_uploaded: number }>();
  return row ? { ...row, reports_uploaded: row.reports_uploaded === 1 } : null;
}
