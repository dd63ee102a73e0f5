import type { Appointment } from '../../common/schemas/appointment';
import { idempotencyInsert, type StoredAnswer } from './idempotency';
import { newId } from './ids';
import { claimOutbox, type NewEmailState, type OutboxRow, outboxInsert } from './outbox';
import { hitRateLimit, type RateLimitGuard, rateLimitAllows } from './rate-limits';

export interface AppointmentRow extends Appointment {
  id: string;
  created_at: string;
}

/**
 * `rateCount`: the client's count in this window, this request included (undefined without a rate limit). `due`:
 * older e-mails due for another attempt, claimed in the same batch for this request to send.
 */
export type CreateAppointmentResult = { rateCount?: number; due: OutboxRow[] } & (
  | { kind: 'created'; id: string; createdAt: string; outboxIds: string[] }
  | { kind: 'limited' }
  | { kind: 'full' }
  | { kind: 'duplicate' }
);

/**
 * Books a place and queues its two e-mails in one atomic batch. The insert itself checks capacity and the
 * patient's own duplicate inside D1, so concurrent requests can never overfill a slot.
 */
export async function createAppointment(
  db: D1Database,
  a: Appointment,
  capacity: number,
  idempotency: { key: string; endpoint: string; hash: string } | undefined,
  emailState: NewEmailState,
  dueLimit: number,
  rate?: RateLimitGuard,
): Promise<CreateAppointmentResult> {
  const id = newId('apt');
  const createdAt = new Date().toISOString();
  const outboxIds = [newId('eml'), newId('eml')];
  const insert = db
    .prepare(
      `INSERT INTO appointments
         (id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message, reports_uploaded,
          created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?11
       WHERE (SELECT COUNT(*) FROM appointments WHERE appointment_date = ?5 AND appointment_time = ?6) < ?10
         AND NOT EXISTS (
           SELECT 1 FROM appointments
           WHERE email = ?3 COLLATE NOCASE AND appointment_date = ?5 AND appointment_time = ?6
         )
         AND ${rateLimitAllows(12)}`,
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
      createdAt,
      rate?.key ?? null,
      rate?.max ?? 0,
    );
  // One round trip: count the request against the client's limit, book (refused past the limit), queue its e-mails,
  // and claim older e-mails due for another attempt.
  const statements = [
    ...(rate ? [hitRateLimit(db, rate.key, rate.windowEnd)] : []),
    insert,
    outboxInsert(db, outboxIds[0], 'appointment_patient', id, 'appointments', emailState),
    outboxInsert(db, outboxIds[1], 'appointment_clinic', id, 'appointments', emailState),
  ];
  if (idempotency) {
    const answer: StoredAnswer = { status: 201, body: { success: true, id } };
    statements.push(idempotencyInsert(db, idempotency, answer, id, 'appointments'));
  }
  if (dueLimit > 0) statements.push(claimOutbox(db, dueLimit));
  const results = await db.batch(statements);
  const rateCount = rate ? (results[0]?.results[0] as { count: number } | undefined)?.count : undefined;
  const due = dueLimit > 0 ? ((results.at(-1)?.results ?? []) as OutboxRow[]) : [];
  const inserted = results[rate ? 1 : 0];
  if ((inserted?.meta.changes ?? 0) === 1) return { kind: 'created', id, createdAt, outboxIds, rateCount, due };
  if (rate && rateCount !== undefined && rateCount > rate.max) return { kind: 'limited', rateCount, due };

  const dup = await db
    .prepare(
      `SELECT 1 FROM appointments
       WHERE email = ?1 COLLATE NOCASE AND appointment_date = ?2 AND appointment_time = ?3 LIMIT 1`,
    )
    .bind(a.email, a.appointment_date, a.appointment_time)
    .first();
  return dup ? { kind: 'duplicate', rateCount, due } : { kind: 'full', rateCount, due };
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

/** The statement reading the given bookings (by id); see `appointmentRows` for the result. */
export function selectAppointments(db: D1Database, ids: string[]): D1PreparedStatement {
  return db
    .prepare(
      `SELECT id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message,
              reports_uploaded, created_at
       FROM appointments WHERE id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids));
}

export function appointmentRows(
  results: (Omit<AppointmentRow, 'reports_uploaded'> & { reports_uploaded: number })[],
): AppointmentRow[] {
  return results.map((row) => ({ ...row, reports_uploaded: row.reports_uploaded === 1 }));
}
