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
      `UPDATE outbox SET delivery = ?3, delivery_at = ?4,
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
       WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE channel = ?1 AND provider_id = ?2)`,
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
      `UPDATE outbox SET delivery = r.delivery, delivery_at = r.at,
         delivery_error = CASE WHEN r.delivery = 'failed' THEN r.codes ELSE delivery_error END, updated_at = ${NOW}
       FROM (SELECT delivery, at, codes FROM phone_early_reports WHERE channel = ?1 AND provider_id = ?2
             ORDER BY ${RANK('delivery')} DESC, at DESC LIMIT 1) AS r
       WHERE outbox.channel = ?1 AND outbox.provider_id = ?2
         AND ${RANK('outbox.delivery')} < ${RANK('r.delivery')}`,
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
export const STOPPABLE_PHONE = "channel IN ('whatsapp', 'sms') AND status IN ('pending', 'failed')";

/**
 * Which WhatsApp message failed: by the provider id a webhook names (`early`: by a report kept before the sender
 * recorded that id, asking for the SMS), or by its row (a send Meta refused outright).
 */
export type FailedWhatsApp = { providerId: string; early?: boolean } | { rowId: string };

/**
 * The statement queueing ONE SMS with the same booking, kind and detail as a WhatsApp message that cannot arrive —
 * only when the booking opted in to messages (and did not stop them on its page), has a number, and the number has not
 * said STOP. A message named by its provider id must be failed by then (a webhook's status, in the same batch); one
 * named by its row is the sender's own refusal. Its id is derived from the WhatsApp row's ("sms_" + id), so repeated reports queue it once (INSERT OR
 * IGNORE) and returned only when written. It waits as 'pending' for whoever queued it to send it, else the scheduler.
 */
export function smsFallbackStatement(db: D1Database, failed: FailedWhatsApp): D1PreparedStatement {
  const early = `AND EXISTS (SELECT 1 FROM phone_early_reports e
      WHERE e.channel = 'whatsapp' AND e.provider_id = ?1 AND e.delivery = 'failed' AND e.sms_fallback = 1)`;
  const which =
    'providerId' in failed ? `o.provider_id = ?1 AND o.delivery = 'failed' ${failed.early ? early : ''}` : 'o.id = ?1';
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (id, kind, ref_id, status, attempts, detail, channel, created_at, updated_at)
       SELECT 'sms_' || o.id, o.kind, o.ref_id, 'pending', 0, o.detail, 'sms', ${NOW}, ${NOW}
       FROM outbox o JOIN appointments a ON a.id = o.ref_id
       WHERE o.channel = 'whatsapp' AND ${which}
         AND a.messages_opt_in_at IS NOT NULL AND a.messages_stopped_at IS NULL AND a.phone_e164 IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM phone_opt_outs p WHERE p.phone_e164 = a.phone_e164)
       RETURNING id`,
    )
    .bind('providerId' in failed ? failed.providerId : failed.rowId);
}

/** Where a number's STOP came from (phone_opt_outs.source): the number itself, or the desk. */
export type OptOutSource = 'whatsapp_stop' | 'sms_stop' | 'desk';

/** A STOP or START a number replied, and when (the reply's own time, ISO). */
export interface PhoneReply {
  e164: string;
  reply: 'stop' | 'start';
  at: string;
}

/** True in SQL when `reply` at `at` (bound values) is the newest reply phone_replies holds for number `n`. */
const NEWEST = (n: string, reply: string, at: string) =>
  `EXISTS (SELECT 1 FROM phone_replies WHERE phone_e164 = ${n} AND reply = ${reply} AND at = ${at})`;

/**
 * The statements a number's STOP or START reply runs, in one batch, whatever order replies arrive in and however often:
 * the reply is kept as the number's newest only if none newer is (a tie goes to STOP), and only the newest acts. A STOP
 * puts the number on the opt-out list (its first time kept) and skips every phone message waiting for it; a START lifts
 * a STOP made before it — the number's own or the desk's — with the stops pressed before it on the manage pages of
 * bookings with the number, and the fingerprint a STOP left after an erasure (`fingerprint`: the number's, see
 * fingerprintOf). Only the number itself replies: a booking can never lift a STOP.
 */
export function replyStatements(db: D1Database, r: PhoneReply, fingerprint: string): D1PreparedStatement[] {
  const keep = db
    .prepare(
      `INSERT INTO phone_replies (phone_e164, reply, at) VALUES (?1, ?2, ?3)
       ON CONFLICT (phone_e164) DO UPDATE SET reply = excluded.reply, at = excluded.at
       WHERE excluded.at > phone_replies.at OR (excluded.at = phone_replies.at AND excluded.reply = 'stop')`,
    )
    .bind(r.e164, r.reply, r.at);
  const newest = NEWEST('?1', `'${r.reply}'`, '?2');
  if (r.reply === 'stop') {
    return [
      keep,
      db
        .prepare(
          `INSERT INTO phone_opt_outs (phone_e164, source, at) SELECT ?1, 'whatsapp_stop', ?2 WHERE ${newest}
           ON CONFLICT (phone_e164) DO NOTHING`,
        )
        .bind(r.e164, r.at),
      db
        .prepare(
          `UPDATE outbox SET status = 'skipped', next_attempt_at = NULL, updated_at = ${NOW}
           WHERE ${STOPPABLE_PHONE} AND ref_id IN (SELECT id FROM appointments WHERE phone_e164 = ?1) AND ${newest}`,
        )
        .bind(r.e164, r.at),
    ];
  }
  return [
    keep,
    db.prepare(`DELETE FROM phone_opt_outs WHERE phone_e164 = ?1 AND at < ?2 AND ${newest}`).bind(r.e164, r.at),
    // The number itself asks for messages: the stops pressed before on bookings' pages for it are lifted too.
    db
      .prepare(
        `UPDATE appointments SET messages_stopped_at = NULL
         WHERE phone_e164 = ?1 AND messages_stopped_at < ?2 AND ${newest}`,
      )
      .bind(r.e164, r.at),
    db
      .prepare(`DELETE FROM phone_opt_out_fingerprints WHERE fingerprint = ?3 AND at < ?2 AND ${newest}`)
      .bind(r.e164, r.at, fingerprint),
  ];
}

/**
 * The statements the desk's "Stop messages to this number" runs (the person phoned the clinic and asked): the number
 * joins the opt-out list (its first STOP kept) and every phone message waiting for it is skipped.
 */
export function deskOptOutStatements(db: D1Database, e164: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO phone_opt_outs (phone_e164, source) VALUES (?1, 'desk') ON CONFLICT (phone_e164) DO NOTHING`,
      )
      .bind(e164),
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
      `UPDATE outbox SET status = 'skipped', next_attempt_at = NULL, updated_at = ${NOW}
       WHERE ${STOPPABLE_PHONE} AND ref_id IN (SELECT id FROM appointments WHERE phone_e164 = ${number})`,
    )
    .bind(value);
}

/** True when the number has said STOP (nothing goes to it on any phone channel). */
export async function isOptedOut(db: D1Database, e164: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM phone_opt_outs WHERE phone_e164 = ?1').bind(e164).first()) !== null;
}

/**
 * The fingerprint a STOP leaves of its number once no booking holds the number: the SHA-256 (hex) of the E.164 number
 * in a domain of its own. It is a pseudonym, not an anonymisation: anyone holding the table could try every number.
 * It is kept so that the number's own wish outlives the records (decision 024).
 */
export async function fingerprintOf(e164: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`phone-opt-out:v1:${e164}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The statements a new booking with a number runs right after its insert, before its messages are queued: a STOP kept
 * only as a fingerprint (its number was erased) is put back on the opt-out list under the number, so the booking's
 * messages stay stopped and the desk sees it. Only when the booking `bookingId` was written (a refused one restores
 * nothing); nothing happens for a number without a fingerprint.
 */
export function restoreOptOutStatements(
  db: D1Database,
  e164: string,
  fingerprint: string,
  bookingId: string,
  /** The table the row just written is in: a booking, or a waitlist entry (decision 030). */
  table: 'appointments' | 'waitlist' = 'appointments',
): D1PreparedStatement[] {
  const written = `EXISTS (SELECT 1 FROM ${table} WHERE id = ?3)`;
  return [
    db
      .prepare(
        `INSERT INTO phone_opt_outs (phone_e164, source, at)
         SELECT ?1, source, at FROM phone_opt_out_fingerprints WHERE fingerprint = ?2 AND ${written}
         ON CONFLICT (phone_e164) DO NOTHING`,
      )
      .bind(e164, fingerprint, bookingId),
    db
      .prepare(`DELETE FROM phone_opt_out_fingerprints WHERE fingerprint = ?2 AND ${written}`)
      .bind(e164, fingerprint, bookingId),
  ];
}

/**
 * A number on the lists no booking or waitlist entry holds any more (all of its bookings erased or anonymised, or none
 * ever made).
 */
const ORPHAN = `NOT EXISTS (SELECT 1 FROM appointments a WHERE a.phone_e164 = {n})
  AND NOT EXISTS (SELECT 1 FROM waitlist w WHERE w.phone_e164 = {n})`;

/**
 * Keeps of the numbers no booking holds any more only what honours their STOP: each such STOP becomes its number's
 * fingerprint (the earliest kept), the number leaves phone_opt_outs, and the replies of such numbers go once a month
 * old (they only order replies Meta may still redeliver, at most a week late). Run after every erasure and by
 * retention. Returns how many numbers became fingerprints.
 */
export async function fingerprintOrphanNumbers(db: D1Database, now = new Date()): Promise<number> {
  const { results } = await db
    .prepare(`SELECT phone_e164, source, at FROM phone_opt_outs o WHERE ${ORPHAN.replaceAll('{n}', 'o.phone_e164')}`)
    .all<{ phone_e164: string; source: OptOutSource; at: string }>();
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const statements: D1PreparedStatement[] = [];
  for (const o of results) {
    statements.push(
      db
        .prepare(
          `INSERT INTO phone_opt_out_fingerprints (fingerprint, source, at) VALUES (?1, ?2, ?3)
           ON CONFLICT (fingerprint) DO UPDATE SET source = excluded.source, at = excluded.at
           WHERE excluded.at < phone_opt_out_fingerprints.at`,
        )
        .bind(await fingerprintOf(o.phone_e164), o.source, o.at),
      // Only if no booking took the number meanwhile (it then keeps its STOP under the number).
      db
        .prepare(`DELETE FROM phone_opt_outs WHERE phone_e164 = ?1 AND ${ORPHAN.replaceAll('{n}', '?1')}`)
        .bind(o.phone_e164),
    );
  }
  statements.push(
    db
      .prepare(`DELETE FROM phone_replies WHERE at < ?1 AND ${ORPHAN.replaceAll('{n}', 'phone_replies.phone_e164')}`)
      .bind(monthAgo),
  );
  await db.batch(statements);
  return results.length;
}

/** The booking a photo or document sent to the clinic's number is kept for (decision 029). */
export interface MediaBooking {
  id: string;
  locale: string;
  appointment_date: string;
}

/**
 * The soonest booking still ahead that asked for messages on this WhatsApp number and has not stopped them: the one a
 * report sent from the number belongs to. The sender's number is WhatsApp's, not typed: it proves the phone the
 * booking's messages go to. Null when there is none (the sender is told how to send reports instead).
 */
export function bookingForMedia(db: D1Database, e164: string, today: string): Promise<MediaBooking | null> {
  return db
    .prepare(
      `SELECT id, locale, appointment_date FROM appointments
       WHERE phone_e164 = ?1 AND status = 'booked' AND anonymised_at IS NULL AND appointment_date >= ?2
         AND messages_opt_in_at IS NOT NULL AND messages_stopped_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM phone_opt_outs o WHERE o.phone_e164 = appointments.phone_e164)
       ORDER BY appointment_date, created_at LIMIT 1`,
    )
    .bind(e164, today)
    .first<MediaBooking>();
}

/** Whether the number holds a booking still ahead at all (one that did not ask for WhatsApp, or stopped it). */
export async function numberHasUpcomingBooking(db: D1Database, e164: string, today: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS one FROM appointments WHERE phone_e164 = ?1 AND status = 'booked' AND anonymised_at IS NULL
         AND appointment_date >= ?2 LIMIT 1`,
    )
    .bind(e164, today)
    .first();
  return row !== null;
}
