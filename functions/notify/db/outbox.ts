import { kindOf } from '../kinds';
import type { NewMessageState, OutboxOutcome, OutboxRow, QueuedMessage } from '../types';

export type {
  ChannelName,
  MessageDetail,
  MessageKind,
  MessageStatus,
  NewMessageState,
  OutboxOutcome,
  OutboxRow,
  QueuedMessage,
} from '../types';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * The statement queueing one e-mail, inserted only if its referenced row exists (same batch) — and, with `changeId`,
 * only if the booking carries that change id, i.e. only if this batch's own change was written. A request that lost a
 * race (a cancel against a move, the desk against the patient) wrote no change_id of its own, so it queues nothing,
 * whatever sequence number the winner reached (decision 018).
 */
export function outboxInsert(
  db: D1Database,
  e: QueuedMessage,
  refTable: 'appointments' | 'contact_messages' | 'privacy_requests',
  state: NewMessageState,
  changeId?: string,
  /** One condition more on the referenced row, over binds from ?11 on (a payment's refund decided by this batch). */
  also?: { where: string; binds: unknown[] },
): D1PreparedStatement {
  const status = e.dueAt ? 'pending' : (e.state ?? state);
  // Only bookings have a change_id: naming the column for a contact message would fail the whole batch.
  const ownChange = changeId === undefined ? '' : ' AND change_id = ?8';
  const channel = e.channel ?? 'email';
  // A phone message only to a booking that opted in, has a number, and whose number has not said STOP.
  const phone = channel === 'email' ? '' : ` AND ${PHONE_ALLOWED}`;
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, ref_id, status, attempts, detail, next_attempt_at, created_at, channel)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?9, ?10
       WHERE EXISTS (SELECT 1 FROM ${refTable} WHERE id = ?3${ownChange}${phone}${also ? ` AND ${also.where}` : ''})`,
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
      channel,
      ...(also?.binds ?? []),
    );
}

/**
 * The statement queueing a waitlist offer's message (decision 030), inserted only if the offer was written (same batch)
 * and its entry agreed to offers on that channel: e-mail, or WhatsApp with a number that has not said STOP.
 */
export function offerOutboxInsert(db: D1Database, e: QueuedMessage, emailState: NewMessageState): D1PreparedStatement {
  const channel = e.channel ?? 'email';
  const status = e.state ?? emailState;
  const consent =
    channel === 'email'
      ? 'w.offers_email_at IS NOT NULL'
      : `w.offers_whatsapp_at IS NOT NULL AND w.phone_e164 IS NOT NULL
         AND w.phone_e164 NOT IN (SELECT phone_e164 FROM phone_opt_outs)
         AND NOT EXISTS (SELECT 1 FROM appointments b WHERE b.id = w.appointment_id AND b.messages_stopped_at IS NOT NULL)`;
  return db
    .prepare(
      `INSERT INTO outbox (id, kind, ref_id, status, attempts, detail, created_at, channel)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE EXISTS (SELECT 1 FROM waitlist_offers o JOIN waitlist w ON w.id = o.entry_id
                     WHERE o.id = ?3 AND o.created_at = ?7 AND ${consent})`,
    )
    .bind(e.id, e.kind, e.refId, status, status === 'pending' ? 0 : 1, JSON.stringify(e.detail), e.queuedAt, channel);
}

/**
 * A booking (the row in scope) may get phone messages: it opted in and did not stop them on its manage page, has a
 * number, and the number has not said STOP.
 */
export const PHONE_ALLOWED = `messages_opt_in_at IS NOT NULL AND messages_stopped_at IS NULL AND phone_e164 IS NOT NULL
  AND phone_e164 NOT IN (SELECT phone_e164 FROM phone_opt_outs)`;

/**
 * The e-mails to queue with their WhatsApp copies — for each e-mail whose kind goes on WhatsApp too (its module in
 * notify/kinds says so), the same kind, detail, due time and sequence, so they are idempotent exactly as the e-mails
 * are — written in `whatsapp`'s state; none when the channel is off (null). The request to confirm a held place is not
 * copied (it proves the address). Whether the booking may get them (opted in, a number, no STOP) is decided by the
 * insert itself, in the same batch.
 */
export function withPhoneCopies(emails: QueuedMessage[], whatsapp: NewMessageState | null): QueuedMessage[] {
  if (!whatsapp) return emails;
  const copies = emails
    .filter((e) => kindOf(e.kind)?.channels.includes('whatsapp') && !e.detail.confirm)
    .map((e): QueuedMessage => ({ ...e, id: newOutboxId(), channel: 'whatsapp', state: whatsapp }));
  return [...emails, ...copies];
}

function newOutboxId(): string {
  return `eml_${crypto.randomUUID().replaceAll('-', '')}`;
}

/** The queued rows a batch really wrote (a phone row is not written for a booking that may not get it). */
export function writtenRows(emails: QueuedMessage[], results: D1Result[]): QueuedMessage[] {
  return emails.filter((_, i) => (results[i]?.meta.changes ?? 0) > 0);
}

/** An outbox row as `outboxInsert` wrote it ('sending' or 'captured'), for the request that goes on to send it. */
export function newRow(e: QueuedMessage, at: string, state: NewMessageState): OutboxRow {
  // (A phone row carries its own state.)
  return {
    id: e.id,
    kind: e.kind,
    channel: e.channel ?? 'email',
    ref_id: e.refId,
    status: e.state ?? state,
    attempts: (e.state ?? state) === 'pending' ? 0 : 1,
    provider_id: null,
    last_error: null,
    next_attempt_at: null,
    created_at: e.queuedAt,
    updated_at: at,
    detail: JSON.stringify(e.detail),
  };
}

/** The channels the outbox sends (deliver.ts dispatches each row on its own). */
const SENDABLE = "'email', 'whatsapp', 'sms'";

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
  // An e-mail abandoned mid-send is sent again (Resend's idempotency key keeps it single); a phone message is not
  // (Meta and MSG91 take no such key): failAbandonedAtLimit ends it instead.
  const due = `attempts < ?1 AND channel IN (${SENDABLE}) AND (
    (status IN ('pending', 'failed') AND (next_attempt_at IS NULL OR next_attempt_at <= ?3))
    OR (status = 'sending' AND updated_at < ?2 AND channel = 'email')
  )`;
  return db
    .prepare(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = NULL, updated_at = ${NOW}
       WHERE ${due} AND id IN (
         SELECT id FROM outbox WHERE ${due} ORDER BY coalesce(next_attempt_at, created_at) LIMIT ?4
       )
       RETURNING *`,
    )
    .bind(MAX_EMAIL_ATTEMPTS, staleSendingBefore(now), now.toISOString(), limit);
}

/** The statement claiming the given e-mails if they are still waiting ('pending'), and returning them. */
export function claimQueued(db: D1Database, ids: string[]): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = NULL, updated_at = ${NOW}
       WHERE status = 'pending' AND channel IN (${SENDABLE}) AND id IN (SELECT value FROM json_each(?1))
       RETURNING *`,
    )
    .bind(JSON.stringify(ids));
}

/**
 * The statement turning rows abandoned while sending into 'failed' — e-mails on their last attempt, phone messages on
 * any (a phone send is never repeated blind: it may have gone) — so that `npm run emails:failed` and the desk list
 * them: the claim never takes them again, and without this they would sit in 'sending' where nobody looks.
 */
export function failAbandonedAtLimit(db: D1Database, now = new Date()): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE outbox SET status = 'failed', next_attempt_at = NULL, updated_at = ${NOW},
         attempts = CASE WHEN channel = 'email' THEN attempts ELSE max(attempts, ?1) END,
         last_error = 'abandoned while sending; it may or may not have been delivered'
       WHERE status = 'sending' AND (attempts >= ?1 OR channel <> 'email') AND updated_at < ?2`,
    )
    .bind(MAX_EMAIL_ATTEMPTS, staleSendingBefore(now));
}

/**
 * The statement recording how one sending attempt ended — unless the row was skipped meanwhile (its booking erased,
 * released or cancelled while the attempt was in flight): a skipped e-mail stays skipped, with nothing recorded.
 */
export function markOutboxStatement(db: D1Database, id: string, outcome: OutboxOutcome): D1PreparedStatement {
  const { status, ...detail } = outcome;
  return db
    .prepare(
      `UPDATE outbox SET status = ?2, provider_id = ?3, last_error = ?4, next_attempt_at = ?5, updated_at = ${NOW},
         attempts = CASE WHEN ?7 THEN ?8 WHEN ?6 THEN max(attempts - 1, 0) ELSE attempts END
       WHERE id = ?1 AND status <> 'skipped'`,
    )
    .bind(
      id,
      status,
      detail.providerId ?? null,
      detail.error?.slice(0, 500) ?? null,
      detail.nextAttemptAt ?? null,
      detail.uncounted ? 1 : 0,
      detail.final ? 1 : 0,
      MAX_EMAIL_ATTEMPTS,
    );
}

/**
 * Gives back e-mails a request claimed but had no time left to try: pending again, due now, the attempt not counted.
 */
export function releaseStatement(db: D1Database, ids: string[]): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE outbox SET status = 'pending', attempts = max(attempts - 1, 0), next_attempt_at = NULL,
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
      `UPDATE outbox SET status = 'skipped', next_attempt_at = NULL, updated_at = ${NOW}
       WHERE ref_id = ?1 AND kind = 'reminder_patient' AND status IN ('pending', 'failed')
         AND coalesce(json_extract(detail, '$.sequence'), 0) < ?2
         AND EXISTS (SELECT 1 FROM appointments WHERE id = ?1 AND change_id = ?3)`,
    )
    .bind(appointmentId, atSequence, changeId);
}

/** Meta's pair rate: at most one message to the same number about every 6 seconds. */
export const PHONE_SPACING_MS = 6_000;
const DAY_MS = 86_400_000;

/**
 * WhatsApp rows that count as "sent to this number at": a row being sent holds its reservation in next_attempt_at
 * (set by `reservePhoneSend`, cleared by every claim), a sent row its updated_at.
 */
const WA_SENT_SINCE = (since: string) => `o.channel = 'whatsapp' AND (
    (o.status = 'sending' AND o.next_attempt_at > ${since}) OR (o.status = 'sent' AND o.updated_at > ${since}))`;

/**
 * The statement reserving a send to `phone` for the claimed WhatsApp row `id`, atomically (D1 runs one write at a
 * time): written only when no other WhatsApp message to that number went out or is going out in the last 6 seconds,
 * the number has not said STOP (nor the booking stopped its messages), and the number is one already written to in
 * the rolling 24 hours or fewer than `dailyNumbers` distinct numbers were. Returns the row when reserved; `whyNotReserved` says why not.
 */
export function reservePhoneSend(
  db: D1Database,
  id: string,
  phone: string,
  dailyNumbers: number,
  now = new Date(),
): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `UPDATE outbox SET next_attempt_at = ?3
       WHERE id = ?1 AND status = 'sending'
         AND ?2 NOT IN (SELECT phone_e164 FROM phone_opt_outs)
         AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = outbox.ref_id AND a.messages_stopped_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM outbox o JOIN appointments a ON a.id = o.ref_id
                         WHERE o.id <> ?1 AND a.phone_e164 = ?2 AND ${WA_SENT_SINCE('?4')})
         AND (EXISTS (SELECT 1 FROM outbox o JOIN appointments a ON a.id = o.ref_id
                      WHERE o.id <> ?1 AND a.phone_e164 = ?2 AND ${WA_SENT_SINCE('?5')})
              OR (SELECT COUNT(DISTINCT a.phone_e164) FROM outbox o JOIN appointments a ON a.id = o.ref_id
                  WHERE o.id <> ?1 AND ${WA_SENT_SINCE('?5')}) < ?6)
       RETURNING id`,
    )
    .bind(
      id,
      phone,
      at,
      new Date(now.getTime() - PHONE_SPACING_MS).toISOString(),
      new Date(now.getTime() - DAY_MS).toISOString(),
      dailyNumbers,
    );
}

/** Why `reservePhoneSend` did not reserve: STOP, the last send to the number (spacing), or else the daily cap. */
export async function whyNotReserved(
  db: D1Database,
  id: string,
  phone: string,
  now = new Date(),
): Promise<{ kind: 'opted_out' } | { kind: 'spacing'; last: string } | { kind: 'cap' }> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM phone_opt_outs WHERE phone_e164 = ?2)
           OR EXISTS (SELECT 1 FROM outbox o JOIN appointments a ON a.id = o.ref_id
                      WHERE o.id = ?1 AND a.messages_stopped_at IS NOT NULL) AS opted_out,
         (SELECT max(CASE WHEN o.status = 'sending' THEN o.next_attempt_at ELSE o.updated_at END)
          FROM outbox o JOIN appointments a ON a.id = o.ref_id
          WHERE o.id <> ?1 AND a.phone_e164 = ?2 AND ${WA_SENT_SINCE('?3')}) AS last`,
    )
    .bind(id, phone, new Date(now.getTime() - PHONE_SPACING_MS).toISOString())
    .first<{ opted_out: number; last: string | null }>();
  if (row?.opted_out) return { kind: 'opted_out' };
  if (row?.last) return { kind: 'spacing', last: row.last };
  return { kind: 'cap' };
}

/** The ids of the outbox rows starting with `prefix` (a phone message's link code names its row by a prefix). */
export async function outboxIdsBetween(db: D1Database, prefix: string): Promise<string[]> {
  // A range, not LIKE: it walks the primary key's index.
  const { results } = await db
    .prepare('SELECT id FROM outbox WHERE id >= ?1 AND id < ?2 LIMIT 4')
    .bind(prefix, `${prefix}~`)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/**
 * The booking a phone row is about (its id and language), the row's kind and whether its link was spent (1), without
 * spending anything; null for any other row.
 */
export function bookingOfRow(
  db: D1Database,
  id: string,
): Promise<{ locale: string; kind: string; ref_id: string; used: number } | null> {
  return db
    .prepare(
      `SELECT a.locale, o.kind, o.ref_id, json_extract(o.detail, '$.linkUsedAt') IS NOT NULL AS used
       FROM outbox o JOIN appointments a ON a.id = o.ref_id
       WHERE o.id = ?1 AND o.channel IN ('whatsapp', 'sms')`,
    )
    .bind(id)
    .first<{ locale: string; kind: string; ref_id: string; used: number }>();
}

/**
 * Records that a reply to a WhatsApp reminder (its message id) was acted on, once: the booking it is about the first
 * time, null when this reply was acted on already, the row is no WhatsApp reminder, the reply came from another number
 * than the booking's, or the reminder is of an earlier time of the booking (it moved since: its answer is not for now).
 */
export async function answerOnce(
  db: D1Database,
  rowId: string,
  messageId: string,
  e164: string,
): Promise<string | null> {
  const row = await db
    .prepare(
      `UPDATE outbox SET detail = json_set(detail, '$.answered',
           json_insert(coalesce(json_extract(detail, '$.answered'), json('[]')), '$[#]', ?2))
       WHERE id = ?1 AND kind = 'reminder_patient' AND channel = 'whatsapp'
         AND NOT EXISTS (SELECT 1 FROM json_each(coalesce(json_extract(outbox.detail, '$.answered'), json('[]')))
                         WHERE value = ?2)
         AND EXISTS (SELECT 1 FROM appointments a WHERE a.id = outbox.ref_id AND a.phone_e164 = ?3
                     AND a.sequence = coalesce(json_extract(outbox.detail, '$.sequence'), 0))
       RETURNING ref_id`,
    )
    .bind(rowId, messageId, e164)
    .first<{ ref_id: string }>();
  return row?.ref_id ?? null;
}

/** The waitlist offer a phone message is about (decision 030), or null for any other row. */
export async function offerOfRow(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare(`SELECT ref_id FROM outbox WHERE id = ?1 AND kind = 'waitlist_offer' AND channel IN ('whatsapp', 'sms')`)
    .bind(id)
    .first<{ ref_id: string }>();
  return row?.ref_id ?? null;
}

/**
 * Spends a phone message's link code: true the first time (the row is a phone message about a booking), false once
 * used or for any other row. Returns the booking it is about.
 */
export async function spendLinkCode(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare(
      `UPDATE outbox SET detail = json_set(detail, '$.linkUsedAt', ${NOW})
       WHERE id = ?1 AND channel IN ('whatsapp', 'sms') AND kind <> 'follow_up_patient'
         AND json_extract(detail, '$.linkUsedAt') IS NULL
       RETURNING ref_id`,
    )
    .bind(id)
    .first<{ ref_id: string }>();
  return row?.ref_id ?? null;
}
