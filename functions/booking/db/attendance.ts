/**
 * Attendance in SQL, one home for the desk's day view and the queue (decision 025): a booking marked arrived, no-show
 * or back to booked, with its audit row, and the guard that keeps a queue entry and its booking in step.
 */
import { auditChange, newChangeId } from './appointments';
import { offeredCapacity } from './offered';

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

/**
 * A guard for a batch that changes a booked entry and its booking together: when the entry stands at `version` (the
 * batch's own change applied) but the booking is not `status` (its change was refused: a cancelled booking, a slot
 * given away after the no-show), it writes version 0, which the table's CHECK refuses, and the whole batch is rolled
 * back (isRolledBack tells). An entry at another version (the change lost its race) is left alone.
 */
export function bookingInStepStatement(
  db: D1Database,
  appointmentId: string,
  status: 'arrived' | 'no_show',
  version: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE queue_entries SET version = 0 WHERE appointment_id = ?1 AND version = ?3
         AND NOT EXISTS (SELECT 1 FROM appointments WHERE id = ?1 AND status = ?2)`,
    )
    .bind(appointmentId, status, version);
}

/** True for the error of a batch that bookingInStepStatement rolled back. */
export function isRolledBack(err: unknown): boolean {
  return err instanceof Error && /CHECK constraint failed/i.test(err.message);
}
