/**
 * The waiting room's queue in D1 (issue 27, decision 025): checking in a booking or a walk-in with the session's next
 * token, reading a session's entries, and moving one entry from the state the desk saw to the next. The order and the
 * estimates are common/queue.ts's; these statements only make each change atomic and auditable.
 */
import {
  entryOfColumns,
  type QueueColumns,
  type QueueEntry,
  type QueueState,
  type SessionKey,
} from '../../common/queue';
import { newId } from './ids';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A queue row as stored. */
export interface QueueRow extends QueueColumns {
  visit_date: string;
  place_id: string;
  session_start: string;
  appointment_id: string | null;
  walk_in_name: string | null;
  walk_in_phone: string | null;
  walk_in_age: number | null;
  walk_in_for_other: number;
  priority: number;
  version: number;
  updated_at: string;
}

/** The rules' view of a row (common/queue.ts): no name, no phone. */
export function queueEntry(r: QueueRow): QueueEntry {
  return entryOfColumns(r);
}

const COLUMNS = `id, visit_date, place_id, session_start, token, appointment_id, walk_in_name, walk_in_phone, walk_in_age,
  walk_in_for_other, slot_start, priority, state, skipped_at, checked_in_at, called_at, seen_at, done_at, version,
  updated_at`;

/** The next token of a session, computed inside the INSERT that takes it (?2 date, ?3 place, ?4 session start). */
const NEXT_TOKEN = `(SELECT coalesce(max(token), 0) + 1 FROM queue_entries
  WHERE visit_date = ?2 AND place_id = ?3 AND session_start = ?4)`;

/**
 * The statement checking a booking in: a new entry with the session's next token and the booked slot's start, only
 * if the booking is not in the queue already (a second press, or a second desk, adds nothing: RETURNING gives no
 * row). Put it in the batch that marks the booking arrived.
 */
export function checkInStatement(
  db: D1Database,
  session: SessionKey,
  appointmentId: string,
  slotStart: string,
  id = newId('que'),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO queue_entries (id, visit_date, place_id, session_start, token, appointment_id, slot_start,
         checked_in_at)
       SELECT ?1, ?2, ?3, ?4, ${NEXT_TOKEN}, ?5, ?6, ${NOW}
       WHERE NOT EXISTS (SELECT 1 FROM queue_entries WHERE appointment_id = ?5)
       RETURNING ${COLUMNS}`,
    )
    .bind(id, session.date, session.placeId, session.start, appointmentId, slotStart);
}

/** A walk-in as the desk adds them: a name, a phone, an age; whether someone registers them for another person. */
export interface WalkIn {
  name: string;
  phone: string;
  age: number | null;
  forOther: boolean;
  priority: boolean;
}

/** The statement adding a walk-in with the session's next token. */
export function walkInStatement(
  db: D1Database,
  session: SessionKey,
  w: WalkIn,
  id = newId('que'),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO queue_entries (id, visit_date, place_id, session_start, token, walk_in_name, walk_in_phone,
         walk_in_age, walk_in_for_other, priority, checked_in_at)
       SELECT ?1, ?2, ?3, ?4, ${NEXT_TOKEN}, ?5, ?6, ?7, ?8, ?9, ${NOW}
       RETURNING ${COLUMNS}`,
    )
    .bind(
      id,
      session.date,
      session.placeId,
      session.start,
      w.name,
      w.phone,
      w.age,
      w.forOther ? 1 : 0,
      w.priority ? 1 : 0,
    );
}

/** The statement reading a session's entries, by token. */
export function sessionQueueStatement(db: D1Database, session: SessionKey): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM queue_entries WHERE visit_date = ?1 AND place_id = ?2 AND session_start = ?3
       ORDER BY token`,
    )
    .bind(session.date, session.placeId, session.start);
}

/** The statement reading every entry of a date (each session's), by session and token: the desk's Today, the estimate. */
export function dayQueueStatement(db: D1Database, date: string): D1PreparedStatement {
  return db
    .prepare(`SELECT ${COLUMNS} FROM queue_entries WHERE visit_date = ?1 ORDER BY place_id, session_start, token`)
    .bind(date);
}

/** What one desk action changes on an entry: its state (with the matching time) and the skip and priority marks. */
export interface QueueChange {
  state?: QueueState;
  /** true: sent to the end now; false: back in the queue's order. */
  skipped?: boolean;
  priority?: boolean;
}

/** The column each state stamps when an entry enters it (cleared when an undo takes it back to an earlier state). */
const STAMP: Partial<Record<QueueState, 'called_at' | 'seen_at' | 'done_at'>> = {
  called: 'called_at',
  with_doctor: 'seen_at',
  done: 'done_at',
};

/**
 * The statement applying `change` to entry `id` only if it is still at `version` (the state the desk saw): a second
 * desk's action on the same patient, or a double press, changes nothing and returns no row. Returns the row as it
 * now stands. Entering a state stamps its time; an undo to an earlier state clears the later stamps.
 */
export function queueChangeStatement(
  db: D1Database,
  id: string,
  version: number,
  change: QueueChange,
): D1PreparedStatement {
  const sets: string[] = [];
  if (change.state) {
    sets.push('state = ?3');
    const order: QueueState[] = ['waiting', 'called', 'with_doctor', 'done'];
    const at = order.indexOf(change.state);
    for (const [state, column] of Object.entries(STAMP) as [QueueState, string][]) {
      if (state === change.state) sets.push(`${column} = ${NOW}`);
      else if (at >= 0 && order.indexOf(state) > at) sets.push(`${column} = NULL`);
    }
  }
  if (change.skipped !== undefined) sets.push(change.skipped ? `skipped_at = ${NOW}` : 'skipped_at = NULL');
  if (change.priority !== undefined) sets.push(`priority = ${change.priority ? 1 : 0}`);
  return db
    .prepare(
      `UPDATE queue_entries SET ${[...sets, 'version = version + 1', `updated_at = ${NOW}`].join(', ')}
       WHERE id = ?1 AND version = ?2
       RETURNING ${COLUMNS}`,
    )
    .bind(...(change.state ? [id, version, change.state] : [id, version]));
}

/**
 * The audit row of a queue action, for the action's batch, right after the statement that makes the change: written
 * only if that statement changed a row (SQLite's changes()) and the entry now stands at `version` (the version the
 * change produced: the one the desk saw + 1; 1 for a new entry), so an action that lost a race leaves no audit row —
 * even one that lost to the same action from another desk, which leaves the entry at the same version.
 * `action` is stored as queue_<action>.
 */
export function queueAuditStatement(
  db: D1Database,
  actor: string,
  action: string,
  entryId: string,
  version: number,
  detail: Record<string, unknown> = {},
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (actor, action, target, detail)
       SELECT ?1, ?2, ?3, json_patch(json_object('token', token), ?5) FROM queue_entries
       WHERE id = ?3 AND version = ?4 AND changes() > 0`,
    )
    .bind(actor, `queue_${action}`.slice(0, 60), entryId, version, JSON.stringify(detail).slice(0, 1500));
}
