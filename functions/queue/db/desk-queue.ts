/**
 * What the desk's queue reads and checks in D1 (issue 27, decision 025), beside functions/queue/db/queue.ts's statements:
 * the day's entries with the names the desk may see, the bookings not checked in yet, and the walk-ins per hour.
 */
import type { ClinicSchedule } from '../../../common/clinic/schedule';
import type { ExpectedBooking } from '../../../common/queue/desk';
import { scheduleFromResults, scheduleStatements } from '../../clinic/db';
import { auditStatement } from '../../platform/db/audit';
import { reportCountSql } from '../../reports/db';
import type { QueueRow } from './queue';

/** A queue row with what the desk shows of its booking (none for a walk-in). */
export interface DeskQueueRow extends QueueRow {
  anonymised_at: string | null;
  booking_name: string | null;
  booking_phone: string | null;
  booking_time: string | null;
  booking_erased: string | null;
  report_count: number;
}

const DESK_ROW = `SELECT q.*, a.full_name AS booking_name, a.phone AS booking_phone, a.appointment_time AS booking_time,
    a.anonymised_at AS booking_erased, ${reportCountSql('q.appointment_id')} AS report_count
  FROM queue_entries q LEFT JOIN appointments a ON a.id = q.appointment_id`;

/** The statement reading walk_ins_per_hour (clinic_settings). */
export function walkInsPerHourStatement(db: D1Database): D1PreparedStatement {
  return db.prepare('SELECT walk_ins_per_hour AS n FROM clinic_settings WHERE id = 1');
}

/** walk_ins_per_hour from walkInsPerHourStatement's result. */
export function walkInsPerHourOf(result: D1Result | undefined): number {
  return Number((result?.results?.[0] as { n?: number } | undefined)?.n ?? 0);
}

/**
 * The desk's queue of a date, in one batch with its audit row (the names are patient data): every entry with its
 * booking's name, the date's active bookings not in the queue yet, the walk-ins per hour and the schedule.
 */
export async function readDeskQueue(
  db: D1Database,
  date: string,
  actor: string,
): Promise<{ rows: DeskQueueRow[]; expected: ExpectedBooking[]; walkInsPerHour: number; schedule: ClinicSchedule }> {
  const [, rows, expected, perHour, ...schedule] = await db.batch([
    auditStatement(db, actor, 'view_queue', date),
    db.prepare(`${DESK_ROW} WHERE q.visit_date = ?1 ORDER BY q.place_id, q.session_start, q.token`).bind(date),
    db
      .prepare(
        `SELECT a.id AS appointment_id, CASE WHEN a.anonymised_at IS NULL THEN a.full_name ELSE 'Erased' END AS name,
           a.appointment_time AS time, a.place_id, a.status, ${reportCountSql('a.id')} AS reports
         FROM appointments a
         WHERE a.appointment_date = ?1 AND a.status IN ('booked', 'arrived')
           AND NOT EXISTS (SELECT 1 FROM queue_entries q WHERE q.appointment_id = a.id)
         ORDER BY a.created_at`,
      )
      .bind(date),
    walkInsPerHourStatement(db),
    ...scheduleStatements(db),
  ]);
  return {
    rows: (rows?.results ?? []) as DeskQueueRow[],
    expected: (expected?.results ?? []) as ExpectedBooking[],
    walkInsPerHour: walkInsPerHourOf(perHour),
    schedule: scheduleFromResults(schedule),
  };
}

/** One entry as the desk shows it, or null. */
export async function deskQueueRow(db: D1Database, id: string): Promise<DeskQueueRow | null> {
  return db.prepare(`${DESK_ROW} WHERE q.id = ?1`).bind(id).first<DeskQueueRow>();
}

/** The id of a booking's queue entry, or null when it is not checked in. */
export async function queueEntryOfBooking(db: D1Database, appointmentId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT id FROM queue_entries WHERE appointment_id = ?1')
    .bind(appointmentId)
    .first<{ id: string }>();
  return row?.id ?? null;
}

/** Sets the walk-ins per hour, bumping the clinic settings' version (the Clinic page's guard) with the audit row. */
export async function setWalkInsPerHour(db: D1Database, n: number, actor: string): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE clinic_settings SET walk_ins_per_hour = ?1, version = version + 1,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), updated_by = ?2 WHERE id = 1`,
      )
      .bind(n, actor),
    auditStatement(db, actor, 'queue_settings', 'clinic_settings', { walk_ins_per_hour: n }),
  ]);
}
