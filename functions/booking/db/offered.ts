/**
 * The clinic's schedule as SQL, for the statements that book or move an appointment: like a closure (closedAt), a
 * schedule edit made a moment earlier is seen inside the same statement. The rules are slotsOn's
 * (common/clinic/schedule.ts): a date with sessions of its own (at a place still in use) offers only those, else its
 * weekday's; a session offers a slot at its start and every slot_minutes after, while the slot ends by its end.
 */

/** Minutes of a 'HH:MM' column or expression. */
function hhmmMinutes(expr: string): string {
  return `(CAST(substr(${expr}, 1, 2) AS INTEGER) * 60 + CAST(substr(${expr}, 4, 2) AS INTEGER))`;
}

/**
 * Minutes after midnight of a slot label expression ('02:30 PM' → 870), for ordering by the clock (as text,
 * "02:00 PM" sorts before "10:00 AM") and for matching a label with a session.
 */
export function labelMinutesSql(label: string): string {
  return `((CAST(substr(${label}, 1, 2) AS INTEGER) % 12 + CASE substr(${label}, 7, 2) WHEN 'PM' THEN 12 ELSE 0 END) * 60
    + CAST(substr(${label}, 4, 2) AS INTEGER))`;
}

/**
 * SQL whose value is the capacity of the slot at that date, label and place (expressions: bound parameters or
 * columns), or NULL when no session of that date offers that time at that place. `COUNT(...) < (this)` is then false
 * for a time the schedule no longer offers, so the statement refuses it.
 */
export function offeredCapacity(date: string, time: string, place: string): string {
  const t = labelMinutesSql(time);
  const live = (alias: string) => `EXISTS (SELECT 1 FROM places p WHERE p.id = ${alias}.place_id AND p.retired = 0)`;
  return `(SELECT s.capacity FROM clinic_sessions s
    WHERE s.place_id = ${place} AND ${live('s')}
      AND (s.date = ${date}
           OR (s.weekday = CAST(strftime('%w', ${date}) AS INTEGER)
               AND NOT EXISTS (SELECT 1 FROM clinic_sessions d WHERE d.date = ${date} AND ${live('d')})))
      AND ${t} >= ${hhmmMinutes('s.start_time')}
      AND ${t} + s.slot_minutes <= ${hhmmMinutes('s.end_time')}
      AND (${t} - ${hhmmMinutes('s.start_time')}) % s.slot_minutes = 0
    LIMIT 1)`;
}
