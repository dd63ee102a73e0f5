import { emailKey, phoneKey } from '../../../common/booking/patient-keys';
import type { Booking } from '../../../common/booking/schema';
import {
  fingerprintOf,
  type MessageDetail,
  type NewMessageState,
  outboxInsert,
  type QueuedMessage,
  restoreOptOutStatements,
  skipPendingReminders,
  withPhoneCopies,
  writtenRows,
} from '../../notify/db';
import type { PhoneColumns } from '../../notify/types';
import { idempotencyInsert, type StoredAnswer } from '../../platform/db/idempotency';
import { newId } from '../../platform/db/ids';
import { hitRateLimit, type RateLimitGuard, rateLimitAllows } from '../../platform/db/rate-limits';
import { reportsOfBookings } from '../../reports/db';
/** A booking's status (one home: common/desk/types.ts). */
import type { AppointmentRow, ProfileColumns } from '../types';
import { closedAt } from './closures';
import { offeredCapacity } from './offered';

export type { AppointmentRow, AppointmentStatus, ProfileColumns } from '../types';

/** The statuses that hold a place: capacity, availability and the per-patient limit count only these. */
export const ACTIVE = "status IN ('booked', 'arrived')";

/** The profile columns of a valid body: each value as sent, NULL when not sent or empty. */
export function profileColumns(a: Booking): ProfileColumns {
  return {
    age: a.age ?? null,
    gender: a.gender || null,
    address: a.address || null,
    medical_history: a.medical_history || null,
    current_symptoms: a.current_symptoms || null,
  };
}

const COLUMNS = `id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message,
  reports_uploaded, created_at, visit_reason, status, sequence, manage_nonce, status_reason, status_by,
  coalesce(notice_version, '') AS notice_version, booked_for, coalesce(booker_name, '') AS booker_name,
  coalesce(booker_relationship, '') AS booker_relationship, patient_under_18, locale, age, gender, address,
  medical_history, current_symptoms, confirm_by, place_id, phone_e164, messages_opt_in_at, messages_stopped_at, pay_by,
  fee_paise`;

type RawRow = Omit<AppointmentRow, 'reports_uploaded' | 'patient_under_18'> & {
  reports_uploaded: number;
  patient_under_18: number;
};

function fromRaw(row: RawRow): AppointmentRow {
  return { ...row, reports_uploaded: row.reports_uploaded === 1, patient_under_18: row.patient_under_18 === 1 };
}

export type CreateAppointmentResult = { rateCount?: number } & (
  | { kind: 'created'; id: string; createdAt: string; emails: QueuedMessage[]; confirmBy: string | null }
  | { kind: 'limited' }
  | { kind: 'full' }
  | { kind: 'held' }
  | { kind: 'closed' }
  | { kind: 'unoffered' }
);

/**
 * What a booking announces once it stands (made, confirmed from the e-mail, taken from an offer, or paid for): the
 * patient's confirmation, the clinic's notice, and the reminder due at `reminderAt`, each about `detail`.
 */
export function announcements(
  refId: string,
  detail: MessageDetail,
  reminderAt: string,
  queuedAt: string,
): QueuedMessage[] {
  return [
    { id: newId('eml'), kind: 'appointment_patient', refId, detail, queuedAt },
    { id: newId('eml'), kind: 'appointment_clinic', refId, detail, queuedAt },
    { id: newId('eml'), kind: 'reminder_patient', refId, detail, dueAt: reminderAt, queuedAt },
  ];
}

export interface NewBooking {
  appointment: Booking;
  /** The phone in E.164 and the opt-in to messages on it (functions/notify/phone/opt-in.ts); all NULL when not given. */
  phone?: PhoneColumns;
  /** The place whose session offers the time that date (slotOn); the insert checks it still does. */
  placeId: string;
  /**
   * Upcoming active bookings one e-mail address may hold, this one included (the desk books without this limit).
   * Places held unconfirmed do not count: anyone can make one for any address, so they must not lock its owner out.
   */
  maxUpcoming: number;
  /** The clinic's date today: bookings from this date on are "upcoming". */
  today: string;
  manage: { nonce: string; hash: string };
  /** When the reminder is due (ISO). */
  reminderAt: string;
  idempotency?: { key: string; endpoint: string; hash: string };
  emailState: NewMessageState;
  /** How WhatsApp copies of the patient's e-mails are written; null: the channel is off (none queued). */
  whatsapp?: NewMessageState | null;
  rate?: RateLimitGuard;
  /**
   * Held unconfirmed until then (a form without JavaScript): the patient gets only the e-mail asking to confirm; the
   * clinic's notice and the reminder are queued when they confirm (`confirmAppointment`).
   */
  confirmBy?: string;
  /** A staff booking's audit row, written in the booking's own batch. */
  audit?: ChangeAudit;
  /** The booking's id when the caller needs it before the batch (its answer names it); a new one otherwise. */
  id?: string;
  /**
   * Online payment (decision 031): the fee asked, in paise, and, when payment is required, until when the place is held
   * for it. A place held for payment is announced only once paid (payments/actions/record.ts): nothing is queued now.
   */
  payment?: { feePaise: number; payBy?: string };
  /** More of the answer an idempotent replay gives (the payment's link). */
  answer?: Record<string, unknown>;
}

/**
 * Books a place and queues its e-mails (confirmation, clinic notice, reminder) in one atomic batch. The insert itself
 * checks that a session of that date still offers the time at that place (a schedule edit a moment earlier is seen:
 * 'unoffered'), the slot's capacity (that session's), the patient's own booking at that time and the patient's upcoming bookings inside D1,
 * counting only active bookings, so concurrent requests can never overfill a slot or exceed a limit. The patient is
 * the e-mail address the confirmation goes to: a phone number is not proof of anyone, so it never blocks a booking
 * (the desk sees bookings that share a phone). A refusal that depends on what the address already holds (a booking
 * at that time, or the most upcoming bookings) is one kind, 'held': the caller answers both alike (decision 018).
 */
export async function createAppointment(db: D1Database, b: NewBooking): Promise<CreateAppointmentResult> {
  const a = b.appointment;
  const profile = profileColumns(a);
  const id = b.id ?? newId('apt');
  const createdAt = new Date().toISOString();
  const detail = { date: a.appointment_date, time: a.appointment_time, placeId: b.placeId, sequence: 0 };
  const queuedAt = createdAt;
  const change = newChangeId();
  const queued: QueuedMessage[] = b.payment?.payBy
    ? []
    : b.confirmBy
      ? [{ id: newId('eml'), kind: 'appointment_patient', refId: id, detail: { ...detail, confirm: true }, queuedAt }]
      : announcements(id, detail, b.reminderAt, queuedAt);
  const emails = withPhoneCopies(queued, b.whatsapp ?? null);
  const insert = db
    .prepare(
      `INSERT INTO appointments
         (id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message, reports_uploaded,
          created_at, visit_reason, email_key, phone_key, manage_nonce, manage_token_hash, notice_version, notice_at,
          booked_for, booker_name, booker_relationship, patient_under_18, locale, age, gender, address, medical_history,
          current_symptoms, change_id, confirm_by, place_id, phone_e164, messages_opt_in_at, messages_notice_version,
          fee_paise, pay_by)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?11, ?14, ?15, ?16, ?17, ?18, ?21, CASE WHEN ?21 IS NULL THEN NULL ELSE ?11 END,
          ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33, ?10, ?34, ?35, ?36, ?37, ?38
       WHERE (SELECT COUNT(*) FROM appointments WHERE appointment_date = ?5 AND appointment_time = ?6 AND ${ACTIVE})
             < ${offeredCapacity('?5', '?6', '?10')}
         AND NOT EXISTS (
           SELECT 1 FROM appointments
           WHERE email_key = ?15 AND appointment_date = ?5 AND appointment_time = ?6 AND ${ACTIVE}
         )
         AND (SELECT COUNT(*) FROM appointments
              WHERE email_key = ?15 AND appointment_date >= ?19 AND ${ACTIVE} AND confirm_by IS NULL) < ?20
         AND NOT ${closedAt('?5', '?6')}
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
      b.placeId,
      createdAt,
      b.rate?.key ?? null,
      b.rate?.max ?? 0,
      a.visit_reason,
      emailKey(a.email),
      phoneKey(a.phone),
      b.manage.nonce,
      b.manage.hash,
      b.today,
      b.maxUpcoming,
      a.notice_version || null,
      a.booked_for,
      a.booked_for === 'other' ? a.booker_name : null,
      a.booked_for === 'other' ? a.booker_relationship || null : null,
      a.patient_under_18 ? 1 : 0,
      a.locale,
      profile.age,
      profile.gender,
      profile.address,
      profile.medical_history,
      profile.current_symptoms,
      change,
      b.confirmBy ?? null,
      b.phone?.phone_e164 ?? null,
      b.phone?.messages_opt_in_at ?? null,
      b.phone?.messages_notice_version ?? null,
      b.payment?.feePaise ?? null,
      b.payment?.payBy ?? null,
    );
  // A STOP its number left as a fingerprint when it was erased holds again, before any message is queued.
  const e164 = b.phone?.phone_e164;
  const restore = e164 ? restoreOptOutStatements(db, e164, await fingerprintOf(e164), id) : [];
  // One round trip: count the request against the client's limit, book (refused past any limit), queue its e-mails.
  const statements = [
    ...(b.rate ? [hitRateLimit(db, b.rate.key, b.rate.windowEnd)] : []),
    insert,
    ...restore,
    ...(b.audit ? [auditChange(db, id, change, b.audit)] : []),
    ...emails.map((e) => outboxInsert(db, e, 'appointments', b.emailState)),
  ];
  if (b.idempotency) {
    const answer: StoredAnswer = { status: 201, body: { success: true, id, ...b.answer } };
    statements.push(idempotencyInsert(db, b.idempotency, answer, id, 'appointments'));
  }
  const results = await db.batch(statements);
  const rateCount = b.rate ? (results[0]?.results[0] as { count: number } | undefined)?.count : undefined;
  const inserted = results[b.rate ? 1 : 0];
  if ((inserted?.meta.changes ?? 0) === 1) {
    const outbox = results.slice((b.rate ? 2 : 1) + restore.length + (b.audit ? 1 : 0));
    const written = writtenRows(emails, outbox);
    return { kind: 'created', id, createdAt, emails: written, rateCount, confirmBy: b.confirmBy ?? null };
  }
  if (b.rate && rateCount !== undefined && rateCount > b.rate.max) return { kind: 'limited', rateCount };

  // Refused: why, in the order a patient can act on it. What is public (a closure, a time no longer offered, a full
  // slot) is said; what depends on the address's own bookings is one answer, whichever it was. The same query runs
  // for every refusal.
  const why = await db
    .prepare(
      `SELECT
         ${closedAt('?2', '?3')} AS closed,
         ${offeredCapacity('?2', '?3', '?5')} AS capacity,
         (SELECT COUNT(*) FROM appointments WHERE appointment_date = ?2 AND appointment_time = ?3 AND ${ACTIVE}) AS taken,
         EXISTS (SELECT 1 FROM appointments
                 WHERE email_key = ?1 AND appointment_date = ?2 AND appointment_time = ?3 AND ${ACTIVE}) AS duplicate,
         (SELECT COUNT(*) FROM appointments
          WHERE email_key = ?1 AND appointment_date >= ?4 AND ${ACTIVE} AND confirm_by IS NULL) AS upcoming`,
    )
    .bind(emailKey(a.email), a.appointment_date, a.appointment_time, b.today, b.placeId)
    .first<{ closed: number; capacity: number | null; taken: number; duplicate: number; upcoming: number }>();
  if (why?.closed) return { kind: 'closed', rateCount };
  if (why && why.capacity === null) return { kind: 'unoffered', rateCount };
  if ((why?.taken ?? 0) >= (why?.capacity ?? 0)) return { kind: 'full', rateCount };
  if (why?.duplicate || (why?.upcoming ?? 0) >= b.maxUpcoming) return { kind: 'held', rateCount };
  // Neither: a concurrent booking took the last place and was cancelled again before this read.
  return { kind: 'full', rateCount };
}

/** The statement counting the places taken in each slot of a date (active bookings only); see `countsBySlot`. */
export function bookedCountsStatement(db: D1Database, date: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT appointment_time AS slot, COUNT(*) AS n FROM appointments
       WHERE appointment_date = ?1 AND ${ACTIVE} GROUP BY appointment_time`,
    )
    .bind(date);
}

export function countsBySlot(results: unknown[]): Map<string, number> {
  return new Map((results as { slot: string; n: number }[]).map((r) => [r.slot, r.n]));
}

/** The statement reading the given bookings (by id); see `appointmentRows` for the result. */
export function selectAppointments(db: D1Database, ids: string[]): D1PreparedStatement {
  return db
    .prepare(`SELECT ${COLUMNS} FROM appointments WHERE id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids));
}

export function appointmentRows(results: RawRow[]): AppointmentRow[] {
  // (The rows of selectAppointments.)
  return results.map(fromRaw);
}

/** The first row a statement reads, as `map` makes it; null when it reads none. */
export async function firstRow<T, U>(statement: D1PreparedStatement, map: (row: T) => U): Promise<U | null> {
  const row = await statement.first<T>();
  return row ? map(row) : null;
}

/** Which link opened a booking: the e-mailed manage token, or the phone token a phone message's link gave out. */
export type OpenedBy = 'email' | 'phone';

/**
 * The booking whose manage token or phone token has this hash, with which of the two it was, or null. A page opened
 * with the phone token shows only what the phone messages show (decision 024).
 */
export function appointmentByTokenHash(
  db: D1Database,
  hash: string,
): Promise<(AppointmentRow & { opened_by: OpenedBy }) | null> {
  return firstRow(
    db
      .prepare(
        `SELECT ${COLUMNS}, CASE WHEN manage_token_hash = ?1 THEN 'email' ELSE 'phone' END AS opened_by
         FROM appointments WHERE manage_token_hash = ?1 OR phone_token_hash = ?1`,
      )
      .bind(hash),
    (r: RawRow & { opened_by: OpenedBy }) => ({ ...fromRaw(r), opened_by: r.opened_by }),
  );
}

/**
 * Records the hash of a booking's phone token (the same value every time: it is derived from the booking's nonce), so
 * that the page it opens finds the booking. A booking erased meanwhile (no nonce) records nothing: false.
 */
export async function recordPhoneToken(db: D1Database, id: string, hash: string): Promise<boolean> {
  const r = await db
    .prepare('UPDATE appointments SET phone_token_hash = ?2 WHERE id = ?1 AND manage_nonce IS NOT NULL')
    .bind(id, hash)
    .run();
  return (r.meta.changes ?? 0) === 1;
}

/** The booking with this id, as the e-mails read it, or null. */
export function appointmentById(db: D1Database, id: string): Promise<AppointmentRow | null> {
  return firstRow(db.prepare(`SELECT ${COLUMNS} FROM appointments WHERE id = ?1`).bind(id), fromRaw);
}

/** Who changed a booking: the patient through the manage link, or a member of staff (their e-mail). */
export type ChangedBy = 'patient' | 'system' | `staff:${string}`;

export type ChangeResult = { kind: 'changed'; sequence: number; emails: QueuedMessage[] } | { kind: 'conflict' };

/** The audit row a staff change writes inside its own batch: who, what, and the action's non-personal parameters. */
export interface ChangeAudit {
  actor: string;
  action: string;
  detail?: Record<string, unknown>;
}

/** A change's own id, written by its UPDATE; what the change queues is tied to it (decision 018). */
export function newChangeId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * The statement writing a change's audit row, inserted only if the booking carries this batch's change id: the row
 * is written inside the change it records, never after it (a failure cannot leave an action unaudited) and never for
 * a change that lost a race.
 */
export function auditChange(
  db: D1Database,
  appointmentId: string,
  changeId: string,
  a: ChangeAudit,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (actor, action, target, detail)
       SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM appointments WHERE id = ?3 AND change_id = ?5)`,
    )
    .bind(a.actor, a.action, appointmentId, JSON.stringify(a.detail ?? {}).slice(0, 2000), changeId);
}

/** How a change is made: who makes it, the state its e-mails start in, and a staff change's audit row. */
export interface ChangeBy {
  by: ChangedBy;
  emailState: NewMessageState;
  /** How the WhatsApp copies of the patient's e-mails are written; null: the channel is off. */
  whatsapp?: NewMessageState | null;
  audit?: ChangeAudit;
}

/**
 * One change of a booking as one atomic batch: the UPDATE (guarded by the sequence the caller read, and writing
 * `change` as the booking's change id), then everything tied to that id — the audit row, the skipped reminders of
 * earlier sequences (`skipBelow`), the change's e-mails and their WhatsApp copies — so a change that lost a race
 * writes nothing but its no-op UPDATE. The rows written when the UPDATE changed the booking; null when it did not.
 */
async function changeBatch(
  db: D1Database,
  row: AppointmentRow,
  change: string,
  update: D1PreparedStatement,
  how: ChangeBy,
  emails: QueuedMessage[],
  skipBelow?: number,
  tied: D1PreparedStatement[] = [],
): Promise<QueuedMessage[] | null> {
  const all = withPhoneCopies(emails, how.whatsapp ?? null);
  const before = [
    update,
    ...(how.audit ? [auditChange(db, row.id, change, how.audit)] : []),
    ...(skipBelow === undefined ? [] : [skipPendingReminders(db, row.id, skipBelow, change)]),
    ...tied,
  ];
  const results = await db.batch([
    ...before,
    ...all.map((e) => outboxInsert(db, e, 'appointments', how.emailState, change)),
  ]);
  if ((results[0]?.meta.changes ?? 0) !== 1) return null;
  return writtenRows(all, results.slice(before.length));
}

/**
 * Cancels a booking that is still 'booked' at the sequence the caller read, frees its place, skips its reminder and
 * queues the cancellation e-mails to the patient and the clinic — one atomic batch. Everything after the UPDATE is
 * tied to this batch's change id, so a cancel that lost to a move (or to another cancel) queues nothing. 'conflict'
 * when the booking changed meanwhile (re-read it and decide again) or was erased (there is nobody left to tell).
 */
export async function cancelAppointment(
  db: D1Database,
  row: AppointmentRow,
  reason: string,
  how: ChangeBy,
): Promise<ChangeResult> {
  const next = row.sequence + 1;
  const change = newChangeId();
  const detail = { date: row.appointment_date, time: row.appointment_time, sequence: next };
  const queuedAt = new Date().toISOString();
  // A place only held (never confirmed, or awaiting its payment) was never announced: its cancellation is not either,
  // as when it is released.
  const emails: QueuedMessage[] =
    row.confirm_by === null && !row.pay_by
      ? [
          { id: newId('eml'), kind: 'cancellation_patient', refId: row.id, detail, queuedAt },
          { id: newId('eml'), kind: 'cancellation_clinic', refId: row.id, detail, queuedAt },
        ]
      : [];
  const update = db
    .prepare(
      `UPDATE appointments
       SET status = 'cancelled', sequence = ?3, status_reason = ?4, status_by = ?5, change_id = ?6, confirm_by = NULL,
           pay_by = NULL,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), cancelled_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND status = 'booked' AND sequence = ?2 AND anonymised_at IS NULL`,
    )
    .bind(row.id, row.sequence, next, reason || null, how.by, change);
  const written = await changeBatch(db, row, change, update, how, emails, next);
  return written ? { kind: 'changed', sequence: next, emails: written } : { kind: 'conflict' };
}

/**
 * Confirms a booking held unconfirmed (a form without JavaScript): the place is kept, and the e-mails a booking gets
 * are queued now — the patient's confirmation with its calendar file, the clinic's notice and the reminder — in one
 * batch, each tied to this batch's change id. 'conflict' when it was confirmed, moved, cancelled or released
 * meanwhile, or its time to confirm has passed (re-read it and decide again).
 */
export async function confirmAppointment(
  db: D1Database,
  row: AppointmentRow,
  reminderAt: string,
  how: ChangeBy,
): Promise<ChangeResult> {
  const change = newChangeId();
  const detail = {
    date: row.appointment_date,
    time: row.appointment_time,
    placeId: row.place_id,
    sequence: row.sequence,
  };
  const queuedAt = new Date().toISOString();
  const emails = announcements(row.id, detail, reminderAt, queuedAt);
  const update = db
    .prepare(
      `UPDATE appointments SET confirm_by = NULL, change_id = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND status = 'booked' AND sequence = ?2 AND confirm_by IS NOT NULL AND confirm_by >= ?4`,
    )
    .bind(row.id, row.sequence, change, new Date().toISOString());
  const written = await changeBatch(db, row, change, update, how, emails);
  return written ? { kind: 'changed', sequence: row.sequence, emails: written } : { kind: 'conflict' };
}

/**
 * What holds a place until a deadline, and the reason written when it passes: the e-mail confirmation of a form without
 * JavaScript (decision 011), or the payment the clinic requires (decision 031).
 */
export const HOLD_REASONS = {
  confirm_by: 'Not confirmed in time',
  pay_by: 'Not paid in time',
} as const;

/**
 * Releases the places of bookings whose hold (`confirm_by` or `pay_by`) passed: cancelled by the system in one UPDATE
 * that takes only a booking still booked and still held (a confirmation or payment recorded a moment earlier cleared
 * the hold, so it stands), nothing e-mailed (the place was never announced, and the address may not be the booker's).
 * Returns the bookings released, their dates, and the object keys of the reports sent with them.
 */
export async function releaseExpiredHolds(
  db: D1Database,
  now: Date,
  hold: keyof typeof HOLD_REASONS,
): Promise<{ ids: string[]; dates: string[]; objectKeys: string[] }> {
  const expired = `${hold} IS NOT NULL AND ${hold} < ?1 AND status = 'booked'`;
  const [reports, , released] = await db.batch([
    // Nobody proved the address: the files sent with the form go with the place (decision 029). Before the UPDATE,
    // which clears the hold: only the bookings this batch releases.
    reportsOfBookings(db, `SELECT id FROM appointments WHERE ${expired}`).bind(now.toISOString()),
    // A message still unsent (a provider outage) would now point at a released place.
    db
      .prepare(
        `UPDATE outbox SET status = 'skipped', next_attempt_at = NULL,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE status IN ('pending', 'failed') AND ref_id IN (SELECT id FROM appointments WHERE ${expired})`,
      )
      .bind(now.toISOString()),
    db
      .prepare(
        `UPDATE appointments
         SET status = 'cancelled', sequence = sequence + 1, status_by = 'system',
             cancelled_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
             status_reason = ?2, ${hold} = NULL, change_id = NULL,
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE ${expired}
         RETURNING id, appointment_date`,
      )
      .bind(now.toISOString(), HOLD_REASONS[hold]),
  ]);
  const rows = (released?.results ?? []) as { id: string; appointment_date: string }[];
  return {
    ids: rows.map((r) => r.id),
    dates: rows.map((r) => r.appointment_date),
    objectKeys: ((reports?.results ?? []) as { object_key: string }[]).map((r) => r.object_key),
  };
}

/**
 * A condition more on a move, and what is written with it (a waitlist claim, decision 030): `where` is SQL over the
 * binds from ?9 on, and `tied(change)` the statements after the UPDATE, each of which must check that the booking
 * carries `change` (written only when this move won).
 */
export interface MoveCondition {
  where: string;
  binds: unknown[];
  tied: (change: string) => D1PreparedStatement[];
}

export type RescheduleResult =
  | ChangeResult
  | { kind: 'full' }
  | { kind: 'duplicate' }
  | { kind: 'closed' }
  | { kind: 'unoffered' };

/**
 * Moves a booking to another date and time with the same rules as a new booking (a session of that date still offers
 * the time at `to.placeId`, that session's capacity, and the patient's own booking at that time, active bookings only,
 * itself excluded); the booking's place becomes the new time's. The old place is freed by the same UPDATE that takes
 * the new one; the old reminder is skipped, a new one queued with the reschedule e-mails — one atomic batch, each
 * statement after the UPDATE tied to this batch's change id.
 */
export async function rescheduleAppointment(
  db: D1Database,
  row: AppointmentRow,
  to: { date: string; time: string; placeId: string },
  reminderAt: string,
  how: ChangeBy,
  extra?: MoveCondition,
): Promise<RescheduleResult> {
  const next = row.sequence + 1;
  const change = newChangeId();
  const detail = {
    date: to.date,
    time: to.time,
    placeId: to.placeId,
    sequence: next,
    previousDate: row.appointment_date,
    previousTime: row.appointment_time,
  };
  const queuedAt = new Date().toISOString();
  const emails: QueuedMessage[] = [
    { id: newId('eml'), kind: 'reschedule_patient', refId: row.id, detail, queuedAt },
    { id: newId('eml'), kind: 'reschedule_clinic', refId: row.id, detail, queuedAt },
    {
      id: newId('eml'),
      kind: 'reminder_patient',
      refId: row.id,
      detail: { date: to.date, time: to.time, placeId: to.placeId, sequence: next },
      dueAt: reminderAt,
      queuedAt,
    },
  ];
  const update = db
    .prepare(
      `UPDATE appointments
       SET appointment_date = ?3, appointment_time = ?4, place_id = ?6, sequence = ?5, status_by = ?7, change_id = ?8,
           confirm_by = NULL, coming_confirmed_at = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND status = 'booked' AND sequence = ?2 AND anonymised_at IS NULL
         AND (SELECT COUNT(*) FROM appointments
              WHERE appointment_date = ?3 AND appointment_time = ?4 AND ${ACTIVE} AND id <> ?1)
             < ${offeredCapacity('?3', '?4', '?6')}
         AND NOT EXISTS (
           SELECT 1 FROM appointments o
           WHERE o.email_key = appointments.email_key AND o.appointment_date = ?3 AND o.appointment_time = ?4
             AND o.${ACTIVE} AND o.id <> ?1
         )
         AND NOT ${closedAt('?3', '?4')}
         ${extra ? `AND ${extra.where}` : ''}`,
    )
    .bind(row.id, row.sequence, to.date, to.time, next, to.placeId, how.by, change, ...(extra?.binds ?? []));
  const written = await changeBatch(db, row, change, update, how, emails, next, extra?.tied(change) ?? []);
  if (written) return { kind: 'changed', sequence: next, emails: written };
  const now = await db
    .prepare(
      `SELECT a.status, a.sequence, a.anonymised_at, ${closedAt('?2', '?3')} AS closed,
         ${offeredCapacity('?2', '?3', '?4')} IS NULL AS unoffered,
         (SELECT COUNT(*) FROM appointments o WHERE o.email_key = a.email_key AND o.appointment_date = ?2
            AND o.appointment_time = ?3 AND o.${ACTIVE} AND o.id <> a.id) AS duplicate
       FROM appointments a WHERE a.id = ?1`,
    )
    .bind(row.id, to.date, to.time, to.placeId)
    .first<{
      status: string;
      sequence: number;
      anonymised_at: string | null;
      closed: number;
      unoffered: number;
      duplicate: number;
    }>();
  if (now?.status !== 'booked' || now.sequence !== row.sequence || now.anonymised_at) return { kind: 'conflict' };
  if (now.closed) return { kind: 'closed' };
  if (now.unoffered) return { kind: 'unoffered' };
  return now.duplicate ? { kind: 'duplicate' } : { kind: 'full' };
}

/**
 * Marks that the patient said, from the reminder, that they will come (issue 41): the desk sees it on the booking.
 * Only a booking still booked; the first answer's time is kept.
 */
export async function markComing(db: D1Database, id: string, at: string): Promise<boolean> {
  const r = await db
    .prepare(
      `UPDATE appointments SET coming_confirmed_at = coalesce(coming_confirmed_at, ?2)
       WHERE id = ?1 AND status = 'booked'`,
    )
    .bind(id, at)
    .run();
  return (r.meta.changes ?? 0) === 1;
}
