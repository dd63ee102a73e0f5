/**
 * The waiting room's queue in D1 (issue 27, decision 025): checking in a booking or a walk-in with the session's next
 * token, reading a session's entries, and moving one entry from the state the desk saw to the next. The order and the
 * estimates are common/queue/rules.ts's; these statements only make each change atomic and auditable.
 */
import {
  entryOfColumns,
  type QueueColumns,
  type QueueEntry,
  type QueueState,
  type SessionKey,
} from '../../../common/queue/rules';
import { newId } from '../../platform/db/ids';

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

/** The rules' view of a row (common/queue/rules.ts): no name, no phone. */
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
  /** None for a patient without a phone (NULL: the column refuses an empty text). */
  phone: string | null;
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

/** A patient in a queue not seen yet (waiting, called or with the doctor), as the desk's Clinic page lists them. */
export interface InQueue {
  placeId: string;
  start: string;
  token: number;
  name: string;
}

/**
 * The patients of a date's queues not seen yet, by session and token: a schedule edit must leave each of their
 * sessions in place (the desk may see names).
 */
export async function patientsInQueue(db: D1Database, date: string): Promise<InQueue[]> {
  const { results } = await db
    .prepare(
      `SELECT q.place_id AS placeId, q.session_start AS start, q.token,
         CASE WHEN q.anonymised_at IS NOT NULL OR a.anonymised_at IS NOT NULL THEN 'Erased'
              ELSE coalesce(q.walk_in_name, a.full_name, '') END AS name
       FROM queue_entries q LEFT JOIN appointments a ON a.id = q.appointment_id
       WHERE q.visit_date = ?1 AND q.state IN ('waiting', 'called', 'with_doctor')
       ORDER BY q.place_id, q.session_start, q.token`,
    )
    .bind(date)
    .all<InQueue>();
  return results;
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

/**
 * The statement reading a date's latest finished consultations (every session's), newest first: what the estimate's
 * rolling median reads (common/queue/rules.ts medianConsultationMinutes), no more.
 */
export function dayConsultationsStatement(db: D1Database, date: string, limit: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM queue_entries
       WHERE visit_date = ?1 AND state = 'done' AND seen_at IS NOT NULL AND done_at IS NOT NULL
       ORDER BY done_at DESC LIMIT ?2`,
    )
    .bind(date, limit);
}

/**
 * What a patient's status code leads to (functions/queue/actions/status.ts): the id the code was made for, its queue
 * entry when there is one (its session), and the booking's time, place, status and language when it is a booking's.
 * Nothing else: no name, no phone.
 */
export interface StatusSubjectRow {
  id: string;
  entry_id: string | null;
  token: number | null;
  visit_date: string | null;
  place_id: string | null;
  session_start: string | null;
  appointment_date: string | null;
  appointment_time: string | null;
  booking_place_id: string | null;
  booking_status: string | null;
  locale: string | null;
}

const SUBJECT_COLUMNS = `q.id AS entry_id, q.token, q.visit_date, q.place_id, q.session_start, a.appointment_date,
  a.appointment_time, a.place_id AS booking_place_id, a.status AS booking_status, a.locale`;

/**
 * The bookings ('apt_…') or queue entries ('que_…') whose id starts with `prefix`, at most four (the code's MAC tells
 * which one it was made for). A range, not LIKE: it walks the primary key's index.
 */
export async function statusSubjects(db: D1Database, prefix: string): Promise<StatusSubjectRow[]> {
  const sql = prefix.startsWith('apt_')
    ? `SELECT a.id AS id, ${SUBJECT_COLUMNS} FROM appointments a LEFT JOIN queue_entries q ON q.appointment_id = a.id
       WHERE a.id >= ?1 AND a.id < ?2 LIMIT 4`
    : `SELECT q.id AS id, ${SUBJECT_COLUMNS} FROM queue_entries q LEFT JOIN appointments a ON a.id = q.appointment_id
       WHERE q.id >= ?1 AND q.id < ?2 LIMIT 4`;
  const { results } = await db.prepare(sql).bind(prefix, `${prefix}~`).all<StatusSubjectRow>();
  return results;
}

/** The waiting-room screen's key as stored (its SHA-256, 64 hex digits), or null when the desk has made none. */
export async function screenKeyHash(db: D1Database): Promise<string | null> {
  const row = await db.prepare('SELECT screen_key_hash FROM clinic_settings WHERE id = 1').first<{
    screen_key_hash: string | null;
  }>();
  return row?.screen_key_hash ?? null;
}

/** Stores a new screen key's hash (the old key stops working at once), with its audit row, in one batch. */
export async function setScreenKeyHash(db: D1Database, hash: string, audit: D1PreparedStatement): Promise<void> {
  await db.batch([db.prepare('UPDATE clinic_settings SET screen_key_hash = ?1 WHERE id = 1').bind(hash), audit]);
}

/** The statement reading how many walk-ins the queue puts in each hour (clinic_settings.walk_ins_per_hour). */
export function walkInsPerHourStatement(db: D1Database): D1PreparedStatement {
  return db.prepare('SELECT walk_ins_per_hour FROM clinic_settings WHERE id = 1');
}
