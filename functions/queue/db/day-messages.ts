/**
 * What the desk tells the patients of a clinic day (issue 27 items 4 and 5, decision 025 "Messages of the day"): the
 * session events (the doctor running late, the session cancelled), "two patients before you", and the follow-ups the
 * doctor asks for at "done" with their reminders. Every message goes through the one outbox, and each statement that
 * queues one says in the same INSERT that it was not queued before: a patient hears of an event, of their turn coming
 * and of a follow-up once, whoever presses twice.
 */
import type { DueFollowUp } from '../../../common/queue/follow-ups';
import type { SessionKey } from '../../../common/queue/rules';
import type { ChannelName, MessageKind } from '../../notify/db';
import { PHONE_ALLOWED } from '../../notify/db';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** How a set of bookings is messaged: `from` names the bookings `a`; binds from ?4 on (?1 kind, ?2 time, ?3 channel). */
interface BookingMessages {
  kind: MessageKind;
  channel: Extract<ChannelName, 'email' | 'whatsapp'>;
  from: string;
  where: string;
  /** The row's detail, as SQL (json_object over `a` and the binds). */
  detail: string;
  /** What makes an earlier row of the same kind and channel the same message (SQL over the earlier row `o`). */
  once: string;
  binds: unknown[];
}

/**
 * The statement queueing one message per booking selected ('pending': the request that queued them sends them, or the
 * scheduler), on `channel` — a phone message only to a booking that opted in, has a number and has not said STOP — and
 * none to a booking that already has the same one. Returns the rows written (id, ref_id).
 */
function bookingMessagesStatement(db: D1Database, m: BookingMessages, queuedAt: string): D1PreparedStatement {
  const phone = m.channel === 'email' ? '' : ` AND ${PHONE_ALLOWED}`;
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, ref_id, status, attempts, detail, created_at, channel)
       SELECT 'eml_' || lower(hex(randomblob(16))), ?1, a.id, 'pending', 0, ${m.detail}, ?2, ?3
       FROM ${m.from}
       WHERE ${m.where}${phone}
         AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.ref_id = a.id AND o.kind = ?1 AND o.channel = ?3
                         AND ${m.once})
       RETURNING id, ref_id`,
    )
    .bind(m.kind, queuedAt, m.channel, ...m.binds);
}

/** The rows a batch of bookingMessagesStatement wrote. */
export function queuedRows(results: D1Result[]): { id: string; ref_id: string }[] {
  return results.flatMap((r) => (r.results ?? []) as { id: string; ref_id: string }[]);
}

/**
 * SQL over bookings `a` (binds ?4 date, ?5 place, ?6 the session's slot labels as JSON): the session's bookings that
 * hold their place and were announced (not a place only held, not erased) and that the doctor has not seen yet — not
 * checked in, or waiting or called.
 */
const NOT_YET_SEEN = `a.appointment_date = ?4 AND a.place_id = ?5
  AND a.appointment_time IN (SELECT value FROM json_each(?6))
  AND a.status IN ('booked', 'arrived') AND a.confirm_by IS NULL AND a.anonymised_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM queue_entries q WHERE q.appointment_id = a.id AND q.state NOT IN ('waiting', 'called'))`;

/** A session event as stored. */
export interface SessionEvent {
  id: string;
  visit_date: string;
  place_id: string;
  session_start: string;
  kind: 'running_late' | 'cancelled';
  minutes: number | null;
  created_at: string;
  created_by: string;
}

/** A session event by its id, or null. */
export function sessionEventById(db: D1Database, id: string): Promise<SessionEvent | null> {
  return db.prepare('SELECT * FROM session_events WHERE id = ?1').bind(id).first<SessionEvent>();
}

/** The statement recording a session event (nothing when an event with that id is stored already: a replay). */
export function sessionEventStatement(
  db: D1Database,
  e: { id: string; session: SessionKey; kind: SessionEvent['kind']; minutes: number | null; by: string },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO session_events (id, visit_date, place_id, session_start, kind, minutes, created_by)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (id) DO NOTHING`,
    )
    .bind(e.id, e.session.date, e.session.placeId, e.session.start, e.kind, e.minutes, e.by);
}

/**
 * The statements queueing "the doctor is running late" (event `eventId`, `minutes`) to every booking of the session
 * not yet seen, on each channel given: once per event, booking and channel.
 */
export function runningLateStatements(
  db: D1Database,
  eventId: string,
  minutes: number,
  session: SessionKey,
  labels: readonly string[],
  channels: BookingMessages['channel'][],
  queuedAt: string,
): D1PreparedStatement[] {
  return channels.map((channel) =>
    bookingMessagesStatement(
      db,
      {
        kind: 'running_late_patient',
        channel,
        from: 'appointments a',
        where: NOT_YET_SEEN,
        detail: `json_object('event', ?7, 'minutes', ?8, 'date', a.appointment_date, 'time', a.appointment_time,
          'placeId', a.place_id, 'sequence', a.sequence)`,
        once: "json_extract(o.detail, '$.event') = ?7",
        binds: [session.date, session.placeId, JSON.stringify(labels), eventId, minutes],
      },
      queuedAt,
    ),
  );
}

/** The ids of a session's bookings still booked (not arrived: those are in the waiting room), for the desk to cancel. */
export async function sessionBookingIds(db: D1Database, session: SessionKey, labels: readonly string[]) {
  const { results } = await db
    .prepare(
      `SELECT id FROM appointments
       WHERE appointment_date = ?1 AND place_id = ?2 AND appointment_time IN (SELECT value FROM json_each(?3))
         AND status = 'booked' AND anonymised_at IS NULL
       ORDER BY appointment_time, created_at`,
    )
    .bind(session.date, session.placeId, JSON.stringify(labels))
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** The walk-ins per hour the clinic set (the queue's order needs it). */
export async function walkInsPerHour(db: D1Database): Promise<number> {
  const row = await db
    .prepare('SELECT walk_ins_per_hour AS n FROM clinic_settings WHERE id = 1')
    .first<{ n: number }>();
  return row?.n ?? 2;
}

/**
 * The statement queueing "two patients before you" (WhatsApp) for the given waiting entries of bookings that opted in:
 * once per entry.
 */
export function queueSoonStatement(db: D1Database, entryIds: readonly string[], queuedAt: string): D1PreparedStatement {
  return bookingMessagesStatement(
    db,
    {
      kind: 'queue_soon_patient',
      channel: 'whatsapp',
      from: 'queue_entries q JOIN appointments a ON a.id = q.appointment_id',
      where: "q.id IN (SELECT value FROM json_each(?4)) AND q.state = 'waiting' AND a.anonymised_at IS NULL",
      detail: `json_object('entry', q.id, 'token', q.token, 'date', a.appointment_date, 'time', a.appointment_time,
        'placeId', a.place_id)`,
      once: "json_extract(o.detail, '$.entry') = q.id",
      binds: [JSON.stringify(entryIds)],
    },
    queuedAt,
  );
}

/** A follow-up as stored. */
export interface FollowUp {
  id: string;
  queue_entry_id: string;
  due_date: string;
  note: string;
  created_at: string;
  created_by: string;
  reminded_at: string | null;
  booked_appointment_id: string | null;
  cancelled_at: string | null;
}

/** The date of a queue entry's visit, or null when there is no such entry. */
export function queueEntryVisit(db: D1Database, id: string): Promise<{ visit_date: string } | null> {
  return db.prepare('SELECT visit_date FROM queue_entries WHERE id = ?1').bind(id).first<{ visit_date: string }>();
}

/** A queue entry's token, or null when there is no such entry. */
export async function queueEntryToken(db: D1Database, id: string): Promise<number | null> {
  const row = await db.prepare('SELECT token FROM queue_entries WHERE id = ?1').bind(id).first<{ token: number }>();
  return row?.token ?? null;
}

/** What setting a follow-up came to: stored, or the entry is missing or not done. */
export type SetFollowUpResult = { kind: 'set'; followUp: FollowUp } | { kind: 'missing' } | { kind: 'not_done' };

/**
 * Sets the follow-up of a queue entry that is done (setting it again replaces the date and note, and its reminder goes
 * again for the new date), with its audit row in the same batch.
 */
export async function setFollowUp(
  db: D1Database,
  entryId: string,
  f: { id: string; dueDate: string; note: string },
  actor: string,
): Promise<SetFollowUpResult> {
  const [set] = await db.batch([
    db
      .prepare(
        `INSERT INTO follow_ups (id, queue_entry_id, due_date, note, created_by)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM queue_entries WHERE id = ?2 AND state = 'done')
         ON CONFLICT (queue_entry_id) DO UPDATE SET due_date = excluded.due_date, note = excluded.note,
           created_by = excluded.created_by, reminded_at = NULL, cancelled_at = NULL
         RETURNING *`,
      )
      .bind(f.id, entryId, f.dueDate, f.note, actor),
    db
      .prepare(
        `INSERT INTO audit_log (actor, action, target, detail)
         SELECT ?1, 'follow_up_set', ?2, json_object('due', ?3, 'note', length(?4) > 0)
         WHERE EXISTS (SELECT 1 FROM queue_entries WHERE id = ?2 AND state = 'done')`,
      )
      .bind(actor, entryId, f.dueDate, f.note),
  ]);
  const row = set?.results[0] as FollowUp | undefined;
  if (row) return { kind: 'set', followUp: row };
  const exists = await db.prepare('SELECT 1 AS x FROM queue_entries WHERE id = ?1').bind(entryId).first();
  return exists ? { kind: 'not_done' } : { kind: 'missing' };
}

/** The digits of a walk-in's phone as typed, last ten (common/booking/patient-keys.ts phoneKey, in SQL). */
const WALK_IN_PHONE_KEY = `substr(replace(replace(replace(replace(replace(replace(q.walk_in_phone, ' ', ''), '-', ''),
  '+', ''), '(', ''), ')', ''), '.', ''), -10)`;

/**
 * The statement marking follow-ups booked: an active booking made after the follow-up was set, for the same patient —
 * the same e-mail or phone as the visit's booking, or a walk-in's phone — through the reminder's link or by the desk.
 */
export function matchFollowUpBookingsStatement(db: D1Database): D1PreparedStatement {
  const booking = `SELECT b.id FROM queue_entries q LEFT JOIN appointments a ON a.id = q.appointment_id
    JOIN appointments b ON b.created_at > follow_ups.created_at AND b.status IN ('booked', 'arrived')
      AND b.anonymised_at IS NULL
      AND ((a.id IS NOT NULL AND b.id <> a.id
            AND (b.email_key = a.email_key OR (a.phone_key <> '' AND b.phone_key = a.phone_key)))
        OR (a.id IS NULL AND length(${WALK_IN_PHONE_KEY}) >= 6 AND b.phone_key = ${WALK_IN_PHONE_KEY}))
    WHERE q.id = follow_ups.queue_entry_id ORDER BY b.created_at LIMIT 1`;
  return db.prepare(
    `UPDATE follow_ups SET booked_appointment_id = (${booking})
     WHERE booked_appointment_id IS NULL AND cancelled_at IS NULL AND EXISTS (${booking})`,
  );
}

/** Days before a follow-up is due that its reminder goes. */
export const FOLLOW_UP_REMIND_DAYS = 3;

/**
 * The scheduler's follow-up reminders, as one batch: follow-ups booked meanwhile are marked, then for each follow-up
 * of a booking due from `today` to `remindBy` and not reminded, not booked, not cancelled: the e-mail and (opted in)
 * the WhatsApp reminder, once per follow-up and due date; then the follow-ups are marked reminded. A walk-in's
 * follow-up has no address to write to: it stays on the desk's list only.
 */
export function followUpReminderStatements(
  db: D1Database,
  today: string,
  remindBy: string,
  channels: BookingMessages['channel'][],
  queuedAt: string,
): D1PreparedStatement[] {
  const due = `f.reminded_at IS NULL AND f.cancelled_at IS NULL AND f.booked_appointment_id IS NULL
    AND f.due_date BETWEEN ?4 AND ?5`;
  return [
    matchFollowUpBookingsStatement(db),
    ...channels.map((channel) =>
      bookingMessagesStatement(
        db,
        {
          kind: 'follow_up_patient',
          channel,
          from: `follow_ups f JOIN queue_entries q ON q.id = f.queue_entry_id
            JOIN appointments a ON a.id = q.appointment_id`,
          where: `${due} AND a.anonymised_at IS NULL`,
          detail: "json_object('followUp', f.id, 'date', f.due_date, 'placeId', a.place_id)",
          once: "json_extract(o.detail, '$.followUp') = f.id AND json_extract(o.detail, '$.date') = f.due_date",
          binds: [today, remindBy],
        },
        queuedAt,
      ),
    ),
    db
      .prepare(
        `UPDATE follow_ups AS f SET reminded_at = ${NOW}
         WHERE ${due.replaceAll('?4', '?1').replaceAll('?5', '?2')}
           AND EXISTS (SELECT 1 FROM queue_entries q WHERE q.id = f.queue_entry_id AND q.appointment_id IS NOT NULL)`,
      )
      .bind(today, remindBy),
  ];
}

/**
 * The follow-ups due by `dueBy` and not booked (bookings made meanwhile are matched first), with the patient's name and
 * phone for the receptionist to call, and the audit row of this view — one batch.
 */
export async function dueFollowUps(db: D1Database, dueBy: string, actor: string): Promise<DueFollowUp[]> {
  const [, , listed] = await db.batch([
    db.prepare("INSERT INTO audit_log (actor, action, target) VALUES (?1, 'view_follow_ups', ?2)").bind(actor, dueBy),
    matchFollowUpBookingsStatement(db),
    db
      .prepare(
        `SELECT f.id, f.due_date, f.note, f.reminded_at, q.visit_date, q.token, (q.appointment_id IS NULL) AS walk_in,
           coalesce(a.full_name, q.walk_in_name) AS name, coalesce(a.phone, q.walk_in_phone) AS phone, a.email
         FROM follow_ups f JOIN queue_entries q ON q.id = f.queue_entry_id
           LEFT JOIN appointments a ON a.id = q.appointment_id
         WHERE f.due_date <= ?1 AND f.booked_appointment_id IS NULL AND f.cancelled_at IS NULL
           AND q.anonymised_at IS NULL AND (a.id IS NULL OR a.anonymised_at IS NULL)
         ORDER BY f.due_date, f.created_at LIMIT 500`,
      )
      .bind(dueBy),
  ]);
  return (listed?.results ?? []) as DueFollowUp[];
}

/** The follow-up a reminder's row is about and the booking's language, while its code is unspent; else null. */
export function followUpLinkOf(db: D1Database, rowId: string): Promise<{ locale: string | null } | null> {
  return db
    .prepare(
      `SELECT a.locale FROM outbox o JOIN appointments a ON a.id = o.ref_id
       WHERE o.id = ?1 AND o.kind = 'follow_up_patient' AND json_extract(o.detail, '$.linkUsedAt') IS NULL`,
    )
    .bind(rowId)
    .first<{ locale: string | null }>();
}

/**
 * Spends a follow-up reminder's code (its outbox row) once: the booking it was about and the channel the reminder went
 * by, for the booking page to fill in; null when the row is not a follow-up reminder or its code was used.
 */
export async function spendFollowUpCode(
  db: D1Database,
  rowId: string,
): Promise<{ bookingId: string; channel: 'email' | 'whatsapp' | 'sms' } | null> {
  const row = await db
    .prepare(
      `UPDATE outbox SET detail = json_set(detail, '$.linkUsedAt', ${NOW})
       WHERE id = ?1 AND kind = 'follow_up_patient' AND json_extract(detail, '$.linkUsedAt') IS NULL
       RETURNING ref_id, channel`,
    )
    .bind(rowId)
    .first<{ ref_id: string; channel: 'email' | 'whatsapp' | 'sms' }>();
  return row ? { bookingId: row.ref_id, channel: row.channel } : null;
}

/** The note of a follow-up, for its reminder e-mail (never a phone message). */
export async function followUpNote(db: D1Database, id: string): Promise<string> {
  const row = await db.prepare('SELECT note FROM follow_ups WHERE id = ?1').bind(id).first<{ note: string }>();
  return row?.note ?? '';
}
