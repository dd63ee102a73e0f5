/**
 * Attendance, the one way to mark a booking arrived, no-show or booked again: the desk's day view (markAttendance) and
 * the queue (statements for its own batch, inQueueAttendance) both change it through booking/db/attendance.ts.
 */
import { clinicDate, slotStart } from '../../../common/booking/schedule';
import type { Site } from '../../platform/site';
import { attendanceStatements, bookingInStepStatement, setAttendance } from '../db/attendance';

export type AttendanceOutcome = 'changed' | 'missing' | 'full' | 'later-day' | 'not-started';

/**
 * Marks a booking arrived or no-show, or back to booked (an undo), with its audit row. Facts of the visit are said only
 * once they can be true: a patient may arrive early on the day, a no-show (which frees the place) only once the time
 * has come. No cache to drop: the slot has started (or it is its day and arriving keeps the place), so availability,
 * which offers only times an hour or more ahead, is not changed by it.
 */
export async function markAttendance(
  site: Site,
  row: { id: string; appointment_date: string; appointment_time: string },
  status: 'booked' | 'arrived' | 'no_show',
  staff: string,
  now = new Date(),
): Promise<AttendanceOutcome> {
  if (status === 'arrived' && row.appointment_date > clinicDate(now)) return 'later-day';
  if (status === 'no_show' && slotStart(row.appointment_date, row.appointment_time) > now) {
    return 'not-started';
  }
  return setAttendance(site.env.DB, row.id, status, staff);
}

/**
 * The attendance change of a booked queue entry, as statements for the queue's batch: the booking's change applies
 * only while the entry stands at `entry.version` (the version the queue change in the same batch produced), and the
 * guard then rolls the whole batch back if the booking did not follow (cancelled meanwhile, or its place given away
 * after a no-show): isRolledBack tells.
 */
export function inQueueAttendance(
  db: D1Database,
  bookingId: string,
  status: 'arrived' | 'no_show',
  actor: string,
  entry: { id: string; version: number },
): D1PreparedStatement[] {
  return [
    ...attendanceStatements(db, bookingId, status, actor, { entryId: entry.id, version: entry.version }),
    bookingInStepStatement(db, bookingId, status, entry.version),
  ];
}

/**
 * The check-in's attendance, around the insert of its entry (version 1) in one batch: the booking marked arrived
 * `before`, and the guard `after` (the same as inQueueAttendance's).
 */
export function checkInAttendance(db: D1Database, bookingId: string, actor: string) {
  return {
    before: attendanceStatements(db, bookingId, 'arrived', actor),
    after: [bookingInStepStatement(db, bookingId, 'arrived', 1)],
  };
}

export { isRolledBack } from '../db/attendance';
