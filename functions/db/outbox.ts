export type EmailKind = 'appointment_patient' | 'appointment_clinic' | 'contact_clinic';
export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'captured';

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
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * How a new e-mail is written: 'sending' when the request that stores it sends it right after answering (attempt 1,
 * no separate claim; if that request dies first, the row goes stale and a later request picks it up); 'captured'
 * when no provider is configured (local development: it is printed, never sent); 'pending' while sending is paused.
 */
export type NewEmailState = 'sending' | 'captured' | 'pending';

/** The statement queueing one e-mail, inserted only if its referenced row exists (same batch). */
export function outboxInsert(
  db: D1Database,
  id: string,
  kind: EmailKind,
  refId: string,
  refTable: 'appointments' | 'contact_messages',
  state: NewEmailState,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO email_outbox (id, kind, ref_id, status, attempts)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM ${refTable} WHERE id = ?3)`,
    )
    .bind(id, kind, refId, state, state === 'pending' ? 0 : 1);
}

/** An outbox row as `outboxInsert` wrote it ('sending' or 'captured'), for the request that goes on to send it. */
export function newRow(id: string, kind: EmailKind, refId: string, at: string, state: NewEmailState): OutboxRow {
  return {
    id,
    kind,
    ref_id: refId,
    status: state,
    attempts: state === 'pending' ? 0 : 1,
    provider_id: null,
    last_error: null,
    next_attempt_at: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * The statement claiming up to `limit` e-mails whose next attempt is due (unsent, failed with attempts left, or
 * abandoned while sending) and returning them. Only one request at a time moves a row to 'sending'; a row another
 * request holds is not returned.
 */
export function claimOutbox(db: D1Database, limit: number, now = new Date()): D1PreparedStatement {
  const due = `attempts < ?1 AND (
    (status IN ('pending', 'failed') AND (next_attempt_at IS NULL OR next_attempt_at <= ?3))
    OR (status = 'sending' AND updated_at < ?2)
  )`;
  return db
    .prepare(
      `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, updated_at = ${NOW}
       WHERE ${due} AND id IN (SELECT id FROM email_outbox WHERE ${due} ORDER BY created_at LIMIT ?4)
       RETURNING *`,
    )
    .bind(MAX_EMAIL_ATTEMPTS, staleSendingBefore(now.getTime()), now.toISOString(), limit);
}

/** Sending attempts per e-mail before it stays failed for a person to look at. */
export const MAX_EMAIL_ATTEMPTS = 5;

/** A row left 'sending' this long ago was abandoned mid-send (the isolate died) and may be claimed again. */
const STALE_SENDING_MS = 5 * 60_000;

function staleSendingBefore(now = Date.now()): string {
  return new Date(now - STALE_SENDING_MS).toISOString();
}

export interface OutboxOutcome {
  status: 'sent' | 'failed' | 'captured';
  providerId?: string;
  error?: string;
  nextAttemptAt?: string | null;
}

/** The statement recording how one sending attempt ended. */
export function markOutboxStatement(db: D1Database, id: string, outcome: OutboxOutcome): D1PreparedStatement {
  const { status, ...detail } = outcome;
  return db
    .prepare(
      `UPDATE email_outbox SET status = ?2, provider_id = ?3, last_error = ?4, next_attempt_at = ?5, updated_at = ${NOW}
       WHERE id = ?1`,
    )
    .bind(id, status, detail.providerId ?? null, detail.error?.slice(0, 500) ?? null, detail.nextAttemptAt ?? null);
}
