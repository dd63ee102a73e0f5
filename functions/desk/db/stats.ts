/**
 * What the desk's figures read (issue 27, item 6): bookings counted by date, slot and status, and the queue's times
 * per entry — never a name, a phone or a visit's reason. The figures themselves are common/queue/figures.ts's.
 */
import type { BookingCount, PlaceEvent, VisitTimes } from '../../../common/queue/figures';
import { auditStatement } from '../../platform/db/audit';

/**
 * The bookings (not cancelled) and queue entries of the dates `from` to `to`, read in one batch with the audit row
 * (`action`: a view or an export), so the figures are never served without it.
 */
export async function figureRows(
  db: D1Database,
  from: string,
  to: string,
  actor: string,
  action: 'view_figures' | 'export_figures_csv',
): Promise<{ bookings: BookingCount[]; visits: VisitTimes[]; events: PlaceEvent[] }> {
  const [, bookings, visits, events] = await db.batch([
    auditStatement(db, actor, action, `${from}..${to}`),
    db
      .prepare(
        `SELECT appointment_date AS date, appointment_time AS time, status, COUNT(*) AS n FROM appointments
         WHERE appointment_date BETWEEN ?1 AND ?2 AND status <> 'cancelled'
         GROUP BY appointment_date, appointment_time, status`,
      )
      .bind(from, to),
    db
      .prepare(
        `SELECT visit_date AS date, appointment_id IS NULL AS walk_in, checked_in_at, seen_at, done_at
         FROM queue_entries WHERE visit_date BETWEEN ?1 AND ?2`,
      )
      .bind(from, to),
    // Places taken from a waitlist offer, and the patients' own cancellations with when they were made (issue 41).
    db
      .prepare(
        `SELECT appointment_date AS date, appointment_time AS time, 'refilled' AS kind, NULL AS at FROM appointments
         WHERE refilled_at IS NOT NULL AND status <> 'cancelled' AND appointment_date BETWEEN ?1 AND ?2
         UNION ALL
         SELECT appointment_date, appointment_time, 'cancelled', cancelled_at FROM appointments
         WHERE status = 'cancelled' AND status_by = 'patient' AND cancelled_at IS NOT NULL
           AND appointment_date BETWEEN ?1 AND ?2`,
      )
      .bind(from, to),
  ]);
  type VisitRow = {
    date: string;
    walk_in: number;
    checked_in_at: string;
    seen_at: string | null;
    done_at: string | null;
  };
  return {
    events: ((events?.results ?? []) as (PlaceEvent & { at: string | null })[]).map((r) => ({
      date: r.date,
      time: r.time,
      kind: r.kind,
      ...(r.at ? { at: r.at } : {}),
    })),
    bookings: (bookings?.results ?? []) as BookingCount[],
    visits: ((visits?.results ?? []) as VisitRow[]).map((r) => ({
      date: r.date,
      walkIn: r.walk_in === 1,
      checkedInAt: r.checked_in_at,
      seenAt: r.seen_at,
      doneAt: r.done_at,
    })),
  };
}
