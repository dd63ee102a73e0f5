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

/** The statement queueing one e-mail, inserted only if its referenced row exists (same batch). */
export function outboxInsert(
  db: D1Database,
  id: string,
  kind: EmailKind,
  refId: string,
  refTable: 'appointments' | 'contact_messages',
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO email_outbox (id, kind, ref_id) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM ${refTable} WHERE id = ?3)`,
    )
    .bind(id, kind, refId);
}

/**
 * Claims a row for sending and returns it: only one request at a time moves it from pending/failed to 'sending'.
 * Returns null when another request already holds it, or it is done.
 */
export async function claimOutboxRow(db: D1Database, id: string): Promise<OutboxRow | null> {
  return db
    .prepare(
      `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, updated_at = ${NOW}
       WHERE id = ?1 AND attempts < ?2
         AND (status IN ('pending', 'failed') OR (status = 'sending' AND updated_at < ?3))
       RETURNING *`,
    )
    .bind(id, MAX_EMAIL_ATTEMPTS, staleSendingBefore())
    .first<OutboxRow>();
}

/** Sending attempts per e-mail before it stays failed for a person to look at. */
export const MAX_EMAIL_ATTEMPTS = 5;

/** A row left 'sending' this long ago was abandoned mid-send (the isolate died) and may be claimed again. */
const STALE_SENDING_MS = 5 * 60_000;

function staleSendingBefore(now = Date.now()): string {
  return new Date(now - STALE_SENDING_MS).toISOString();
}

/** E-mails whose next attempt is due: unsent, failed with attempts left, or abandoned while sending. */
export async function dueOutboxIds(db: D1Database, limit: number, now = new Date()): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM email_outbox
       WHERE attempts < ?1 AND (
         (status IN ('pending', 'failed') AND (next_attempt_at IS NULL OR next_attempt_at <= ?2))
         OR (status = 'sending' AND updated_at < ?3)
       )
       ORDER BY created_at LIMIT ?4`,
    )
    .bind(MAX_EMAIL_ATTEMPTS, now.toISOString(), staleSendingBefore(now.getTime()), limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

export async function markOutbox(
  db: D1Database,
  id: string,
  status: 'sent' | 'failed' | 'captured',
  detail: { providerId?: string; error?: string; nextAttemptAt?: string | null } = {},
): Promise<void> {
  await db
    .prepare(
      `UPDATE email_outbox SET status = ?2, provider_id = ?3, last_error = ?4, next_attempt_at = ?5, updated_at = ${NOW}
       WHERE id = ?1`,
    )
    .bind(id, status, detail.providerId ?? null, detail.error?.slice(0, 500) ?? null, detail.nextAttemptAt ?? null)
    .run();
}
