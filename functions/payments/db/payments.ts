import { type NewMessageState, outboxInsert, type QueuedMessage, withPhoneCopies, writtenRows } from '../../notify/db';

/**
 * The payments' SQL (decision 031). Every change of a booking's payment is one conditional write, so Razorpay's
 * "paid" and the scheduler's "released" cannot both win: the payment confirms a hold only while the booking is still
 * booked, and the release takes only a booking still holding its place unpaid. D1 runs one write at a time.
 */

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A booking's payment link as stored. */
export interface LinkRow {
  id: string;
  appointment_id: string;
  amount_paise: number;
  short_url: string;
  status: 'created' | 'paid' | 'expired' | 'cancelled';
  expire_by: string;
}

/** A payment as stored. */
export interface PaymentRow {
  id: string;
  appointment_id: string;
  link_id: string | null;
  method: 'razorpay' | 'counter';
  amount_paise: number;
  paid_at: string;
  recorded_by: string;
  outcome: 'kept' | 'refund_due';
  refund_key: string | null;
  refund_amount_paise: number | null;
  refund_reason: 'cancelled' | 'late_payment' | 'staff' | null;
  refund_requested_at: string | null;
  refund_id: string | null;
  refund_status: 'requested' | 'pending' | 'processed' | 'failed' | null;
}

const PAYMENT_COLUMNS = `id, appointment_id, link_id, method, amount_paise, paid_at, recorded_by, outcome, refund_key,
  refund_amount_paise, refund_reason, refund_requested_at, refund_id, refund_status`;

/** The link of a booking that can still be paid until at least `until` (ISO), newest first; null when none. */
export function openLink(db: D1Database, appointmentId: string, until: string): Promise<LinkRow | null> {
  return db
    .prepare(
      `SELECT id, appointment_id, amount_paise, short_url, status, expire_by FROM payment_links
       WHERE appointment_id = ?1 AND status = 'created' AND expire_by >= ?2 ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(appointmentId, until)
    .first<LinkRow>();
}

/** How many links a booking has had (the next one's Razorpay reference must differ: `<booking>.<n>`). */
export async function linkCount(db: D1Database, appointmentId: string): Promise<number> {
  const r = await db
    .prepare('SELECT COUNT(*) AS n FROM payment_links WHERE appointment_id = ?1')
    .bind(appointmentId)
    .first<{ n: number }>();
  return r?.n ?? 0;
}

/** The link with this Razorpay id, or null (a link this site never made). */
export function linkById(db: D1Database, id: string): Promise<LinkRow | null> {
  return db
    .prepare('SELECT id, appointment_id, amount_paise, short_url, status, expire_by FROM payment_links WHERE id = ?1')
    .bind(id)
    .first<LinkRow>();
}

/**
 * Extends a booking's hold to `until` before a link that expires then is made (Razorpay's links last at least 15
 * minutes): the place is held as long as its link can be paid. False when the booking no longer holds a place unpaid.
 */
export async function holdUntil(db: D1Database, appointmentId: string, until: string): Promise<boolean> {
  const r = await db
    .prepare(
      `UPDATE appointments SET pay_by = max(pay_by, ?2)
       WHERE id = ?1 AND status = 'booked' AND pay_by IS NOT NULL AND pay_by >= ?3`,
    )
    .bind(appointmentId, until, new Date().toISOString())
    .run();
  return (r.meta.changes ?? 0) === 1;
}

/** Records a link Razorpay made for a booking. */
export async function insertLink(
  db: D1Database,
  l: { id: string; appointmentId: string; amountPaise: number; shortUrl: string; expireBy: string },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payment_links (id, appointment_id, amount_paise, short_url, expire_by) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (id) DO NOTHING`,
    )
    .bind(l.id, l.appointmentId, l.amountPaise, l.shortUrl, l.expireBy)
    .run();
}

/** A payment to record: Razorpay's (from its webhook) or the counter's (staff). */
export interface NewPayment {
  id: string;
  appointmentId: string;
  linkId: string | null;
  method: 'razorpay' | 'counter';
  amountPaise: number;
  paidAt: string;
  recordedBy: string;
  /** The change id this batch writes on the booking when the payment is kept (its messages are tied to it). */
  change: string;
  /** The receipt, and the confirmation of a place held for payment, with their phone copies' state. */
  messages: QueuedMessage[];
  emailState: NewMessageState;
  whatsapp: NewMessageState | null;
  /** The webhook event that brought it (stored in the same batch), or the staff member's audit row. */
  event?: { id: string; event: string };
  audit?: { actor: string; action: string };
}

/**
 * Records a payment in one batch, once (its id is the key: a webhook delivered twice records it once). The booking
 * keeps it — its hold confirmed (pay_by cleared) and this batch's change id written, which the receipt and the
 * confirmation are tied to — only if it is still booked (or arrived) and has no other kept payment; otherwise the
 * payment is 'refund_due' (it arrived for a place already released, or paid twice) and nothing is queued.
 * Returns whether this call recorded it, and the outcome as stored.
 */
export async function recordPayment(
  db: D1Database,
  p: NewPayment,
): Promise<{ recorded: boolean; outcome: 'kept' | 'refund_due' | null; written: QueuedMessage[] }> {
  const all = withPhoneCopies(p.messages, p.whatsapp);
  const statements = [
    ...(p.event
      ? [
          db
            .prepare(
              `INSERT INTO payment_events (id, event, link_id, payment_id) VALUES (?1, ?2, ?3, ?4)
               ON CONFLICT (id) DO NOTHING`,
            )
            .bind(p.event.id, p.event.event, p.linkId, p.id),
        ]
      : []),
    ...(p.linkId
      ? [
          db
            .prepare(`UPDATE payment_links SET status = 'paid', updated_at = ${NOW} WHERE id = ?1 AND status <> 'paid'`)
            .bind(p.linkId),
        ]
      : []),
    db
      .prepare(
        `UPDATE appointments SET pay_by = NULL, change_id = ?2, updated_at = ${NOW}
         WHERE id = ?1 AND status IN ('booked', 'arrived') AND anonymised_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM payments WHERE id = ?3)
           AND NOT EXISTS (SELECT 1 FROM payments WHERE appointment_id = ?1 AND outcome = 'kept' AND refund_key IS NULL)`,
      )
      .bind(p.appointmentId, p.change, p.id),
    db
      .prepare(
        `INSERT INTO payments (id, appointment_id, link_id, method, amount_paise, paid_at, recorded_by, outcome)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7,
           CASE WHEN EXISTS (SELECT 1 FROM appointments WHERE id = ?2 AND change_id = ?8) THEN 'kept' ELSE 'refund_due' END
         WHERE NOT EXISTS (SELECT 1 FROM payments WHERE id = ?1)`,
      )
      .bind(p.id, p.appointmentId, p.linkId, p.method, p.amountPaise, p.paidAt, p.recordedBy, p.change),
    ...(p.audit
      ? [
          db
            .prepare(
              `INSERT INTO audit_log (actor, action, target, detail)
               SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM payments WHERE id = ?5 AND recorded_by = ?1)`,
            )
            .bind(
              p.audit.actor,
              p.audit.action,
              p.appointmentId,
              JSON.stringify({ payment: p.id, amount_paise: p.amountPaise }),
              p.id,
            ),
        ]
      : []),
    db.prepare(`SELECT outcome FROM payments WHERE id = ?1`).bind(p.id),
  ];
  const before = statements.length;
  const results = await db.batch([
    ...statements,
    ...all.map((e) => outboxInsert(db, e, 'appointments', p.emailState, p.change)),
  ]);
  const inserted = results[(p.event ? 1 : 0) + (p.linkId ? 1 : 0) + 1];
  const outcome = (results[before - 1]?.results[0] as { outcome: 'kept' | 'refund_due' } | undefined)?.outcome ?? null;
  const written = writtenRows(all, results.slice(before));
  return { recorded: (inserted?.meta.changes ?? 0) === 1, outcome, written };
}

/** Records a link's end (expired or cancelled) and the webhook that said so, once; a paid link stays paid. */
export async function recordLinkEnd(
  db: D1Database,
  e: { eventId: string; event: string; linkId: string; status: 'expired' | 'cancelled' },
): Promise<void> {
  await db.batch([
    db
      .prepare(`INSERT INTO payment_events (id, event, link_id) VALUES (?1, ?2, ?3) ON CONFLICT (id) DO NOTHING`)
      .bind(e.eventId, e.event, e.linkId),
    db
      .prepare(`UPDATE payment_links SET status = ?2, updated_at = ${NOW} WHERE id = ?1 AND status = 'created'`)
      .bind(e.linkId, e.status),
  ]);
}

/** Records a verified webhook this site has nothing to do with (another event, a link it never made). */
export async function recordOtherEvent(
  db: D1Database,
  e: { eventId: string; event: string; linkId: string | null; paymentId: string | null },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payment_events (id, event, link_id, payment_id) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (id) DO NOTHING`,
    )
    .bind(e.eventId, e.event.slice(0, 60), e.linkId, e.paymentId)
    .run();
}

/** The links of these bookings that can still be paid (those of released places, to cancel at Razorpay). */
export async function openLinksOf(db: D1Database, appointmentIds: string[]): Promise<string[]> {
  if (!appointmentIds.length) return [];
  const r = await db
    .prepare(
      `SELECT id FROM payment_links WHERE status = 'created' AND appointment_id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(appointmentIds))
    .all<{ id: string }>();
  return (r.results ?? []).map((x) => x.id);
}

/** A refund decided: which payment, how much, under which key. */
export interface RefundDecision {
  paymentId: string;
  appointmentId: string;
  method: 'razorpay' | 'counter';
  amountPaise: number;
  key: string;
  /** The patient's messages about it, queued with the decision ('pending': the caller sends them). */
  messageIds: string[];
}

/**
 * Decides the refund of a booking's payments not yet refunded (all of them: a kept one, and any that arrived late), in
 * one statement that writes each its own idempotency key — a second decision finds none left. With it, in the same
 * batch: the patient's message (tied to the key, so it is queued only for a refund this call decided) and the audit row.
 */
export async function decideRefunds(
  db: D1Database,
  d: {
    appointmentId: string;
    reason: 'cancelled' | 'late_payment' | 'staff';
    by: string;
    only?: string;
    message: (p: { paymentId: string; amountPaise: number; key: string }) => QueuedMessage[];
    emailState: NewMessageState;
    whatsapp: NewMessageState | null;
  },
  candidates: PaymentRow[],
): Promise<RefundDecision[]> {
  // Staff may ask again for a refund Razorpay refused (under a new key: the refused one refunded nothing).
  const again = d.reason === 'staff';
  const open = candidates.filter(
    (p) =>
      (p.refund_key === null || (again && p.refund_status === 'failed')) &&
      (d.only === undefined || p.id === d.only) &&
      (p.method === 'razorpay' || d.reason === 'staff'),
  );
  if (!open.length) return [];
  const keyed = open.map((p) => {
    const key = `rfd_${crypto.randomUUID().replaceAll('-', '')}`;
    return {
      p,
      key,
      messages: withPhoneCopies(d.message({ paymentId: p.id, amountPaise: p.amount_paise, key }), d.whatsapp),
    };
  });
  const statements = keyed.flatMap(({ p, key, messages }) => [
    db
      .prepare(
        `UPDATE payments SET refund_key = ?2, refund_status = 'requested', refund_amount_paise = amount_paise,
           refund_reason = ?3, refund_by = ?4, refund_requested_at = ${NOW}, refund_id = NULL
         WHERE id = ?1 AND (refund_key IS NULL OR (?5 = 1 AND refund_status = 'failed'))`,
      )
      .bind(p.id, key, d.reason, d.by, again ? 1 : 0),
    // The audit row and the messages only for a refund this batch decided (a second decision at once writes none).
    db
      .prepare(
        `INSERT INTO audit_log (actor, action, target, detail)
         SELECT ?1, 'payment_refund', ?2, ?3 WHERE EXISTS (SELECT 1 FROM payments WHERE id = ?4 AND refund_key = ?5)`,
      )
      .bind(d.by, p.appointment_id, JSON.stringify({ payment: p.id, reason: d.reason }), p.id, key),
    ...messages.map((e) =>
      outboxInsert(db, e, 'appointments', d.emailState, undefined, {
        where: 'EXISTS (SELECT 1 FROM payments WHERE id = ?11 AND refund_key = ?12)',
        binds: [p.id, key],
      }),
    ),
  ]);
  const results = await db.batch(statements);
  // Each payment's UPDATE is followed by its audit row and its messages: the UPDATE's change count says who won.
  const decided: RefundDecision[] = [];
  let i = 0;
  for (const { p, key, messages } of keyed) {
    if ((results[i]?.meta.changes ?? 0) === 1) {
      decided.push({
        paymentId: p.id,
        appointmentId: p.appointment_id,
        method: p.method,
        amountPaise: p.amount_paise,
        key,
        messageIds: writtenRows(messages, results.slice(i + 2, i + 2 + messages.length)).map((e) => e.id),
      });
    }
    i += 2 + messages.length;
  }
  return decided;
}

/** Razorpay's answer to a refund request, stored on the payment (only under the key it was asked with). */
export async function recordRefund(
  db: D1Database,
  r: { paymentId: string; key: string; refundId: string | null; status: 'pending' | 'processed' | 'failed' },
): Promise<void> {
  await db
    .prepare(
      `UPDATE payments SET refund_id = coalesce(?3, refund_id), refund_status = ?4 WHERE id = ?1 AND refund_key = ?2`,
    )
    .bind(r.paymentId, r.key, r.refundId, r.status)
    .run();
}

/** The payments of these bookings, oldest first. */
export async function paymentsOf(db: D1Database, appointmentIds: string[]): Promise<PaymentRow[]> {
  if (!appointmentIds.length) return [];
  const r = await db
    .prepare(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE appointment_id IN (SELECT value FROM json_each(?1))
       ORDER BY paid_at`,
    )
    .bind(JSON.stringify(appointmentIds))
    .all<PaymentRow>();
  return r.results ?? [];
}

/** The payment with this id, or null. */
export function paymentById(db: D1Database, id: string): Promise<PaymentRow | null> {
  return db.prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ?1`).bind(id).first<PaymentRow>();
}

/**
 * The refunds to settle: decided but not yet answered by Razorpay (the request failed or never left), and payments
 * that arrived for a place already released and were never refunded. For the scheduler's retry.
 */
export async function refundsToSettle(db: D1Database): Promise<PaymentRow[]> {
  const r = await db
    .prepare(
      `SELECT ${PAYMENT_COLUMNS} FROM payments
       WHERE method = 'razorpay' AND ((refund_status = 'requested' AND refund_id IS NULL)
          OR (outcome = 'refund_due' AND refund_key IS NULL))
       LIMIT 20`,
    )
    .all<PaymentRow>();
  return r.results ?? [];
}

/** Fees collected and refunded between two instants (ISO), in paise: the Figures tab and its CSV. */
export async function moneyBetween(
  db: D1Database,
  from: string,
  to: string,
): Promise<{ collected: number; refunded: number; payments: number; refunds: number }> {
  const r = await db
    .prepare(
      `SELECT
         (SELECT coalesce(sum(amount_paise), 0) FROM payments WHERE paid_at >= ?1 AND paid_at < ?2) AS collected,
         (SELECT COUNT(*) FROM payments WHERE paid_at >= ?1 AND paid_at < ?2) AS payments,
         (SELECT coalesce(sum(refund_amount_paise), 0) FROM payments
          WHERE refund_requested_at >= ?1 AND refund_requested_at < ?2 AND refund_status <> 'failed') AS refunded,
         (SELECT COUNT(*) FROM payments
          WHERE refund_requested_at >= ?1 AND refund_requested_at < ?2 AND refund_status <> 'failed') AS refunds`,
    )
    .bind(from, to)
    .first<{ collected: number; refunded: number; payments: number; refunds: number }>();
  return r ?? { collected: 0, refunded: 0, payments: 0, refunds: 0 };
}
