/**
 * SQL for the phone channels' after-sending life (decision 024): what the provider reports about each message, the SMS
 * that follows a WhatsApp message that cannot arrive, and the numbers that asked for no more messages.
 */

/** The webhook's statuses as they rank: a row's delivery only moves up; read and failed are both final. */
const RANK = (expr: string) =>
  `CASE ${expr} WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 3 ELSE 0 END`;

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** What a provider reported about one message it accepted. */
export interface DeliveryReport {
  channel: 'whatsapp' | 'sms';
  providerId: string;
  delivery: 'sent' | 'delivered' | 'read' | 'failed';
  /** When it happened (ISO). */
  at: string;
  /** The error codes of a failure (kept as "131026" or "131026,131049"). */
  codes: number[];
}

/**
 * The statement recording a report on the row with that provider id, in one step whatever order reports arrive in and
 * however often: it applies only when it moves the row forward (sent < delivered < read; failed is final too, so a
 * late 'delivered' never undoes 'read', and a repeated report changes nothing). A failure keeps its codes.
 */
export function deliveryStatement(db: D1Database, r: DeliveryReport): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE email_outbox SET delivery = ?3, delivery_at = ?4,
         delivery_error = CASE WHEN ?3 = 'failed' THEN ?5 ELSE delivery_error END, updated_at = ${NOW}
       WHERE channel = ?1 AND provider_id = ?2 AND ${RANK('delivery')} < ${RANK('?3')}`,
    )
    .bind(r.channel, r.providerId, r.delivery, r.at, r.codes.join(',').slice(0, 200) || null);
}

/**
 * The statement keeping a report about a message no row carries the id of yet (the webhook outran the sender's write
 * of Meta's answer), with whether its failure asks for the SMS. A report for a known message is not kept: the
 * deliveryStatement beside it in the batch has applied it.
 */
export function earlyReportStatement(db: D1Database, r: DeliveryReport, smsFallback: boolean): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO phone_early_reports (channel, provider_id, delivery, at, codes, sms_fallback)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE NOT EXISTS (SELECT 1 FROM email_outbox WHERE channel = ?1 AND provider_id = ?2)`,
    )
    .bind(r.channel, r.providerId, r.delivery, r.at, r.codes.join(',').slice(0, 200) || null, smsFallback ? 1 : 0);
}

/**
 * The statements a sender adds to the batch recording a message's provider id: the furthest report kept for that id
 * moves the row forward as the webhook would have, a kept failure that asks for the SMS queues it (when `sms`, the
 * channel being on: the SMS row's id is returned), and the kept reports go. The id is recorded first in the batch.
 */
export function earlyReportsStatements(
  db: D1Database,
  channel: 'whatsapp' | 'sms',
  providerId: string,
  sms: boolean,
): D1PreparedStatement[] {
  const apply = db
    .prepare(
      `UPDATE email_outbox SET delivery = r.delivery, delivery_at = r.at,
         delivery_error = CASE WHEN r.delivery = 'failed' THEN r.codes ELSE delivery_error END, updated_at = ${NOW}
       FROM (SELECT delivery, at, codes FROM phone_early_reports WHERE channel = ?1 AND provider_id = ?2
             ORDER BY ${RANK('delivery')} DESC, at DESC LIMIT 1) AS r
       WHERE email_outbox.channel = ?1 AND email_outbox.provider_id = ?2
         AND ${RANK('email_outbox.delivery')} < ${RANK('r.delivery')}`,
    )
    .bind(channel, providerId);
  const forget = db
    .prepare('DELETE FROM phone_early_reports WHERE channel = ?1 AND provider_id = ?2')
    .bind(channel, providerId);
  const fallback = channel === 'whatsapp' && sms ? [smsFallbackStatement(db, { providerId, early: true })] : [];
  return [apply, ...fallback, forget];
}

/** The statement dropping reports kept a day without their message showing up (not one this site sent). */
export function pruneEarlyReports(db: D1Database, now = new Date()): D1PreparedStatement {
  return db
    .prepare('DELETE FROM phone_early_reports WHERE received_at < ?1')
    .bind(new Date(now.getTime() - 86_400_000).toISOString());
}

/** The rows of a booking's phone messages that can still be stopped: waiting, or failed and waiting for a retry. */
const STOPPABLE = "channel IN ('whatsapp', 'sms') AND status IN ('pending', 'failed')";

/**
 * Which WhatsApp message failed: by the provider id a webhook names (`early`: by a report kept before the sender
 * recorded that id, asking for the SMS), or by its row (a send Meta refused outright).
 */
export type FailedWhatsApp = { providerId: string; early?: boolean } | { rowId: string };

/**
 * The statement queueing ONE SMS with the same booking, kind and detail as a WhatsApp message that cannot arrive —
 * only when the booking opted in to messages, has a number, and the number has not said STOP. A message named by its
 * provider id must be failed by then (a webhook's status, in the same batch); one named by its row is the sender's own
 * refusal. Its id is derived from the WhatsApp row's ("sms_" + id), so repeated reports queue it once (INSERT OR
 * IGNORE) and returned only when written. It waits as 'pending' for whoever queued it to send it, else the scheduler.
 */
export function smsFallbackStatement(db: D1Database, failed: FailedWhatsApp): D1PreparedStatement {
  const early = `AND EXISTS (SELECT 1 FROM phone_early_reports e
      WHERE e.channel = 'whatsapp' AND e.provider_id = ?1 AND e.delivery = 'failed' AND e.sms_fallback = 1)`;
  const which =
    'providerId' in failed ? `o.provider_id = ?1 AND o.delivery = 'failed' ${failed.early ? early : ''}` : 'o.id = ?1';
  return db
    .prepare(
      `INSERT OR IGNORE INTO email_outbox (id, kind, ref_id, status, attempts, detail, channel, created_at, updated_at)
       SELECT 'sms_' || o.id, o.kind, o.ref_id, 'pending', 0, o.detail, 'sms', ${NOW}, ${NOW}
       FROM email_outbox o JOIN appointments a ON a.id = o.ref_id
       WHERE o.channel = 'whatsapp' AND ${which}
         AND a.messages_opt_in_at IS NOT NULL AND a.phone_e164 IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM phone_opt_outs p WHERE p.phone_e164 = a.phone_e164)
       RETURNING id`,
    )
    .bind('providerId' in failed ? failed.providerId : failed.rowId);
}

/** Where a number's STOP came from (phone_opt_outs.source). */
export type OptOutSource = 'whatsapp_stop' | 'sms_stop' | 'manage_link' | 'desk';

/**
 * The statements recording that a number wants no more messages: the opt-out (the first one is kept: its time and
 * source are when and how the number first asked), and every phone message for a booking with that number that has not
 * gone out yet becomes 'skipped'. E-mails are not touched: the STOP is about the phone.
 */
export function optOutStatements(db: D1Database, e164: string, source: OptOutSource): D1PreparedStatement[] {
  return [
    db
      .prepare('INSERT INTO phone_opt_outs (phone_e164, source) VALUES (?1, ?2) ON CONFLICT (phone_e164) DO NOTHING')
      .bind(e164, source),
    skipWaitingStatement(db, '?1', e164),
  ];
}

/**
 * The statement skipping every phone message not yet gone out (waiting, or failed and waiting for a retry) to the
 * number `number` is (an SQL expression over the bound `value`), for any booking with that number.
 */
export function skipWaitingStatement(db: D1Database, number: string, value: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE email_outbox SET status = 'skipped', next_attempt_at = NULL, updated_at = ${NOW}
       WHERE ${STOPPABLE} AND ref_id IN (SELECT id FROM appointments WHERE phone_e164 = ${number})`,
    )
    .bind(value);
}

/**
 * The statement a START reply runs: the number's STOP is lifted, so messages about the bookings that asked for them
 * go to it again (only the number itself can say START: a booking cannot lift another person's STOP).
 */
export function optInAgainStatement(db: D1Database, e164: string): D1PreparedStatement {
  return db.prepare('DELETE FROM phone_opt_outs WHERE phone_e164 = ?1').bind(e164);
}

/** True when the number has said STOP (nothing goes to it on any phone channel). */
export async function isOptedOut(db: D1Database, e164: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM phone_opt_outs WHERE phone_e164 = ?1').bind(e164).first()) !== null;
}
