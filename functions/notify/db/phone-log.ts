import type { DeskOutboxMessage, DeskPhoneState } from '../../../common/desk/types';
import { auditStatement } from '../../platform/db/audit';
import { newId } from '../../platform/db/ids';
import { MAX_EMAIL_ATTEMPTS } from './outbox';
import { deskOptOutStatements, STOPPABLE_PHONE } from './phone';

/**
 * The booking's side of the phone channels (issue 26) as the manage page and the desk read it: its number, the
 * opt-in, a STOP, the outbox rows of every channel, and a resend. Deliveries, opt-outs from webhooks and the SMS
 * fallback are functions/notify/db/phone.ts's.
 */

/**
 * The phone rows the desk may send again: the latest phone message of its kind for the booking (a resend or the SMS
 * fallback after it supersedes it), which the outbox gave up on (its attempts spent or ended as final: a row waiting
 * for its automatic retry is not offered, or the patient could get it twice) or the provider reported failed.
 */
const RESENDABLE = `channel IN ('whatsapp', 'sms')
  AND ((status = 'failed' AND attempts >= ${MAX_EMAIL_ATTEMPTS}) OR delivery = 'failed')
  AND NOT EXISTS (SELECT 1 FROM outbox later
    WHERE later.ref_id = outbox.ref_id AND later.kind = outbox.kind AND later.channel <> 'email'
      AND (later.created_at > outbox.created_at
        OR (later.created_at = outbox.created_at AND later.rowid > outbox.rowid)))`;

/**
 * A booking's number, opt-in, the number's STOP (its own reply or the desk's, any time) and this booking's own stop;
 * null for no such booking.
 */
export function phoneState(db: D1Database, id: string): Promise<DeskPhoneState | null> {
  return db
    .prepare(
      `SELECT a.phone_e164, a.messages_opt_in_at AS opted_in_at, a.messages_stopped_at, o.source, o.at
       FROM appointments a LEFT JOIN phone_opt_outs o ON o.phone_e164 = a.phone_e164
       WHERE a.id = ?1`,
    )
    .bind(id)
    .first<{
      phone_e164: string | null;
      opted_in_at: string | null;
      messages_stopped_at: string | null;
      source: string | null;
      at: string | null;
    }>()
    .then((r) =>
      r
        ? {
            phone_e164: r.phone_e164,
            opted_in_at: r.opted_in_at,
            stopped: r.source && r.at ? { source: r.source, at: r.at } : null,
            booking_stopped_at: r.messages_stopped_at,
          }
        : null,
    );
}

/**
 * What the manage page says about messages to the booking's phone: 'none' without an opt-in; 'off' when this booking's
 * messages were stopped on its page, or the number said stop since this booking's opt-in; else 'on'. A STOP from before
 * the opt-in is not shown: it may be another person's who once had the number, or the number of someone this booking's
 * author typed, and nothing the page answers tells about another person's number (the messages still do not go: the
 * sender honours every STOP).
 */
export function manageMessagesState(s: DeskPhoneState | null): 'none' | 'on' | 'off' {
  if (!s?.phone_e164 || !s.opted_in_at) return 'none';
  if (s.booking_stopped_at) return 'off';
  return s.stopped && s.stopped.at >= s.opted_in_at ? 'off' : 'on';
}

/**
 * The manage link's "Stop messages to my phone": this booking's phone messages stop (messages_stopped_at, the first
 * press kept) and what waits for it is skipped. Only this booking's: the link was made for whoever typed the booking,
 * and the number proves nobody, so a manage link can never silence a number for other bookings (decision 024). A
 * booking without an opt-in has nothing to stop.
 */
export async function stopMessagesByLink(db: D1Database, id: string): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE appointments SET messages_stopped_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND phone_e164 IS NOT NULL AND messages_opt_in_at IS NOT NULL AND messages_stopped_at IS NULL`,
      )
      .bind(id),
    db
      .prepare(
        `UPDATE outbox SET status = 'skipped', next_attempt_at = NULL,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE ref_id = ?1 AND ${STOPPABLE_PHONE}`,
      )
      .bind(id),
  ]);
}

/**
 * The desk's "Stop messages to this number" (the person phoned the clinic and asked): the number joins the opt-out
 * list, for every booking with it, and the audit row is written in the same batch. Answers 'missing' for no such
 * booking (or one erased), 'no_number' for a booking without a number.
 */
export async function stopNumberAtDesk(
  db: D1Database,
  id: string,
  actor: string,
): Promise<'stopped' | 'missing' | 'no_number'> {
  const row = await db
    .prepare('SELECT phone_e164 FROM appointments WHERE id = ?1 AND anonymised_at IS NULL')
    .bind(id)
    .first<{ phone_e164: string | null }>();
  if (!row) return 'missing';
  if (!row.phone_e164) return 'no_number';
  await db.batch([...deskOptOutStatements(db, row.phone_e164), auditStatement(db, actor, 'stop_phone_number', id)]);
  return 'stopped';
}

const MESSAGE_COLUMNS = `id, channel, kind, status, delivery, delivery_at, coalesce(delivery_error, last_error) AS error,
  created_at, updated_at, (${RESENDABLE}) AS can_resend`;

/** A booking's outbox rows of every channel, oldest first, read with the desk's audit row; null for no such booking. */
export async function bookingMessages(
  db: D1Database,
  id: string,
  actor: string,
): Promise<{ messages: DeskOutboxMessage[]; phone: DeskPhoneState } | null> {
  const phone = await phoneState(db, id);
  if (!phone) return null;
  const [, rows] = await db.batch([
    auditStatement(db, actor, 'view_messages', id),
    db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM outbox WHERE ref_id = ?1 ORDER BY created_at, id`).bind(id),
  ]);
  const messages = ((rows?.results ?? []) as (Omit<DeskOutboxMessage, 'can_resend'> & { can_resend: number })[]).map(
    (r) => ({ ...r, can_resend: r.can_resend === 1 }),
  );
  return { messages, phone };
}

export type ResendResult =
  | { kind: 'queued'; id: string }
  | { kind: 'missing' }
  | { kind: 'not_failed' }
  | { kind: 'stopped' }
  | { kind: 'booking_stopped' }
  | { kind: 'no_opt_in' };

/**
 * The desk sends a failed phone message again: a new outbox row (same booking, kind, channel and content, pending:
 * the outbox's sender takes it), the failed row kept as it is, and the audit row, in one batch. Refused for a row
 * that is not this booking's failed phone message, an erased booking, a booking without an opt-in, or a number
 * that said STOP, or a booking whose messages were stopped on its manage page.
 */
export async function resendPhoneMessage(
  db: D1Database,
  bookingId: string,
  rowId: string,
  actor: string,
): Promise<ResendResult> {
  const row = await db
    .prepare(`SELECT (${RESENDABLE}) AS resendable FROM outbox WHERE id = ?1 AND ref_id = ?2`)
    .bind(rowId, bookingId)
    .first<{ resendable: number }>();
  // An erased booking has no phone rows left (erasure deletes them): it answers as a row that is not there.
  if (!row) return { kind: 'missing' };
  if (!row.resendable) return { kind: 'not_failed' };
  const phone = await phoneState(db, bookingId);
  if (phone?.stopped) return { kind: 'stopped' };
  if (phone?.booking_stopped_at) return { kind: 'booking_stopped' };
  if (!phone?.opted_in_at || !phone.phone_e164) return { kind: 'no_opt_in' };
  const id = newId('eml');
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO outbox (id, kind, ref_id, channel, status, attempts, detail)
         SELECT ?1, kind, ref_id, channel, 'pending', 0, detail FROM outbox
         WHERE id = ?2 AND ref_id = ?3 AND ${RESENDABLE}`,
      )
      .bind(id, rowId, bookingId),
    // Written only with the new row (a twin request that lost leaves no audit row of its own).
    db
      .prepare(
        `INSERT INTO audit_log (actor, action, target, detail)
         SELECT ?1, 'resend_message', ?2, json_object('row', ?3, 'new_row', ?4)
         WHERE EXISTS (SELECT 1 FROM outbox WHERE id = ?4)`,
      )
      .bind(actor, bookingId, rowId, id),
  ]);
  return (inserted?.meta.changes ?? 0) === 1 ? { kind: 'queued', id } : { kind: 'not_failed' };
}
