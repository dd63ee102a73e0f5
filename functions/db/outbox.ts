export type EmailKind =
  | 'appointment_patient'
  | 'appointment_clinic'
  | 'contact_clinic'
  | 'cancellation_patient'
  | 'cancellation_clinic'
  | 'reschedule_patient'
  | 'reschedule_clinic'
  | 'reminder_patient'
  | 'privacy_link'
  | 'privacy_copy'
  | 'privacy_clinic';
export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'captured' | 'skipped';

/**
 * What an e-mail about a booking is about, fixed when it is queued: the appointment's date, time, place and calendar
 * sequence (and, for a reschedule, the time it moved from). Every attempt renders the same bytes from it.
 */
export interface EmailDetail {
  date?: string;
  time?: string;
  /** Where (the place's id): the e-mails name it, its address and map link. */
  placeId?: string;
  sequence?: number;
  previousDate?: string;
  previousTime?: string;
  /** The patient's booking e-mail asks them to confirm a place held unconfirmed (a form without JavaScript). */
  confirm?: boolean;
}

export interface OutboxRow {
  id: string;
  kind: EmailKind;
  ref_id: string;
  status: EmailStatus;
  attempts: number;
  provider_id: string | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
  /** JSON of EmailDetail. */
  detail: string;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * How a new e-mail is written: 'sending' when the request that stores it sends it right after answering (attempt 1,
 * no separate claim; if that request dies first, the row goes stale and the scheduler picks it up); 'captured' when
 * no provider is configured (local development: it is printed, never sent); 'pending' while sending is paused.
 */
export type NewEmailState = 'sending' | 'captured' | 'pending';

/** One e-mail to queue. A `dueAt` row (a reminder) waits as 'pending' for the scheduler, whatever the state. */
export interface QueuedEmail {
  id: string;
  kind: EmailKind;
  refId: string;
  detail: EmailDetail;
  dueAt?: string;
  /**
   * When it was queued (ISO), written as the row's created_at and used by the request that sends it at once: the
   * calendar file's DTSTAMP comes from it, so the first attempt and every retry carry the same bytes.
   */
  queuedAt: string;
}

/**
 * The statement queueing one e-mail, inserted only if its referenced row exists (same batch) — and, with `changeId`,
 * only if the booking carries that change id, i.e. only if this batch's own change was written. A request that lost a
 * race (a cancel against a move, the desk against the patient) wrote no change_id of its own, so it queues nothing,
 * whatever sequence number the winner reached (decision 018).
 */
export function outboxInsert(
  db: D1Database,
  e: QueuedEmail,
  refTable: 'appointments' | 'contact_messages' | 'privacy_requests',
  state: NewEmailState,
  changeId?: string,
): D1PreparedStatement {
  const status = e.dueAt ? 'pending' : state;
  // Only bookings have a change_id: naming the column for a contact message would fail the whole batch.
  const ownChange = changeId === undefined ? '' : ' AND change_id = ?8';
  return db
    .prepare(
      `INSERT INTO email_outbox (id, kind, ref_id, status, attempts, detail, next_attempt_at, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?9
       WHERE EXISTS (SELECT 1 FROM ${refTable} WHERE id = ?3${ownChange})`,
    )
    .bind(
      e.id,
      e.kind,
      e.refId,
      status,
      status === 'pending' ? 0 : 1,
      JSON.stringify(e.detail),
      e.dueAt ?? null,
      changeId ?? null,
      e.queuedAt,
    );
}

/** An outbox row as `outboxInsert` wrote it ('sending' or 'captured'), for the request that goes on to send it. */
export function newRow(e: QueuedEmail, at: string, state: NewEmailState): OutboxRow {
  return {
    id: e.id,
    kind: e.kind,
    ref_id: e.refId,
    status: state,
    attempts: state === 'pending' ? 0 : 1,
    provider_id: null,
    last_error: null,
    next_attempt_at: null,
    created_at: e.queuedAt,
    updated_at: at,
    detail: JSON.stringify(e.detail),
  };
}

/** Sending attempts per e-mail before it stays failed for a person to look at. */
export const MAX_EMAIL_ATTEMPTS = 5;

/** A row left 'sending' this long ago was abandoned mid-send (the isolate died) and may be claimed again. */
export const STALE_SENDING_MS = 5 * 60_000;

function staleSendingBefore(now: Date): string {
  return new Date(now.getTime() - STALE_SENDING_MS).toISOString();
}

/**
 * The statement claiming up to `limit` e-mails whose next attempt is due (unsent, failed with attempts left, or
 * abandoned while sending) and returning them, oldest due first. Only one caller at a time moves a row to 'sending';
 * a row another holds is not returned, so two runs of the scheduler never send the same e-mail twice.
 */
export function claimOutbox(db: D1Database, limit: number, now = new Date()): D1PreparedStatement {
  const due = `attempts < ?1 AND (
    (status IN ('pending', 'failed') AND (next_attempt_at IS NULL OR next_attempt_at <= ?3))
    OR (status = 'sending' AND updated_at < ?2)
  )`;
  return db
    .prepare(
      `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, updated_at = ${NOW}
       WHERE ${due} AND id IN (
         SELECT id FROM email_outbox WHERE ${due} ORDER BY coalesce(next_attempt_at, created_at) LIMIT ?4
       )
       RETURNING *`,
    )
    .bind(MAX_EMAIL_ATTEMPTS, staleSendingBefore(now), now.toISOString(), limit);
}

/** The statement claiming the given e-mails if they are still waiting ('pending'), and returning them. */
export function claimQueued(db: D1Database, ids: string[]): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, updated_at = ${NOW}
       WHERE status = 'pending' AND id IN (SELECT value FROM json_each(?1))
       RETURNING *`,
    )
    .bind(JSON.stringify(ids));
}

/**
 * The statement turning e-mails abandoned while sending on their last attempt into 'failed', so that
 * `npm run emails:failed` lists them: the claim never takes them again, and without this they would sit in 'sending'
 * where nobody looks.
 */
export function failAbandonedAtLimit(db: D1Database, now = new Date()): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE email_outbox SET status = 'failed', next_attempt_at = NULL, updated_at = ${NOW},
         last_error = 'abandoned while sending on the last attempt; it may or may not have been delivered'
       WHERE status = 'sending' AND attempts >= ?1 AND updated_at < ?2`,
    )
    .bind(MAX_EMAIL_ATTEMPTS, staleSendingBefore(now));
}

export interface OutboxOutcome {
  status: 'sent' | 'failed' | 'captured' | 'skipped';
  providerId?: string;
  error?: string;
  nextAttemptAt?: string | null;
}

/**
 * The statement recording how one sending attempt ended — unless the row was skipped meanwhile (its booking erased,
 * released or cancelled while the attempt was in flight): a skipped e-mail stays skipped, with nothing recorded.
 */
export function markOutboxStatement(db: D1Database, id: string, outcome: OutboxOutcome): D1PreparedStatement {
  const { status, ...detail } = outcome;
  return db
    .prepare(
      `UPDATE email_outbox SET status = ?2, provider_id = ?3, last_error = ?4, next_attempt_at = ?5, updated_at = ${NOW}
       WHERE id = ?1 AND status <> 'skipped'`,
    )
    .bind(id, status, detail.providerId ?? null, detail.error?.slice(0, 500) ?? null, detail.nextAttemptAt ?? null);
}

/**
 * Gives back e-mails a request claimed but had no time left to try: pending again, due now, the attempt not counted.
 */
export function releaseStatement(db: D1Database, ids: string[]): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE email_outbox SET status = 'pending', attempts = max(attempts - 1, 0), next_attempt_at = NULL,
         updated_at = ${NOW}
       WHERE status = 'sending' AND id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids));
}

/**
 * The statement skipping a booking's reminders not yet sent that were queued before the change to `atSequence` (the
 * booking was cancelled or moved) — never the reminder that change itself queued, and only if this batch's own change
 * (`changeId`) was written.
 */
export function skipPendingReminders(
  db: D1Database,
  appointmentId: string,
  atSequence: number,
  changeId: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE email_outbox SET status = 'skipped', next_attempt_at = NULL, updated_at = ${NOW}
       WHERE ref_id = ?1 AND kind = 'reminder_patient' AND status IN ('pending', 'failed')
         AND coalesce(json_extract(detail, '$.sequence'), 0) < ?2
         AND EXISTS (SELECT 1 FROM appointments WHERE id = ?1 AND change_id = ?3)`,
    )
    .bind(appointmentId, atSequence, changeId);
}
