import { type AppointmentRow, appointmentById } from '../../booking/db';
import { readSchedule } from '../../clinic/db';
import { newPhoneState, sendQueued } from '../../notify';
import type { QueuedMessage } from '../../notify/db';
import { newId } from '../../platform/db/ids';
import type { Env } from '../../platform/env';
import { razorpayKeys } from '../../platform/flags';
import { decideRefunds, type PaymentRow, paymentsOf, type RefundDecision, recordRefund, refundsToSettle } from '../db';
import { refundPayment } from '../razorpay';
import { refundableAt, termsOf } from './terms';

type Reason = 'cancelled' | 'late_payment' | 'staff';
type WaitUntil = (p: Promise<unknown>) => void;

/** The patient's message about a refund, for one payment of the booking. */
function refundMessage(row: AppointmentRow, reason: Reason) {
  return (p: { paymentId: string; amountPaise: number }): QueuedMessage[] => [
    {
      id: newId('eml'),
      kind: 'payment_refund_patient',
      refId: row.id,
      detail: {
        date: row.appointment_date,
        time: row.appointment_time,
        placeId: row.place_id,
        sequence: row.sequence,
        paymentId: p.paymentId,
        amountPaise: p.amountPaise,
        reason,
      },
      queuedAt: new Date().toISOString(),
    },
  ];
}

/**
 * Asks Razorpay for each decided refund, under its own idempotency key, and stores the answer. A refund Razorpay could
 * not be reached for stays 'requested' and the scheduler asks again with the same key (never a second refund). A
 * payment taken at the counter is given back at the counter: recorded as processed by the member of staff.
 */
async function carryOut(env: Env, decided: RefundDecision[]): Promise<void> {
  const keys = razorpayKeys(env);
  for (const d of decided) {
    if (d.method === 'counter') {
      await recordRefund(env.DB, { paymentId: d.paymentId, key: d.key, refundId: null, status: 'processed' });
      continue;
    }
    if (!keys) {
      console.error(`payments: refund of ${d.paymentId} waits: Razorpay is not configured`);
      continue;
    }
    const r = await refundPayment(keys, d.paymentId, d.amountPaise, d.key, { booking: d.appointmentId });
    if (r.ok) {
      await recordRefund(env.DB, { paymentId: d.paymentId, key: d.key, refundId: r.value.id, status: r.value.status });
      console.log(`payments: refund ${r.value.id} of ${d.paymentId}: ${r.value.status}`);
    } else if (r.status >= 400 && r.status < 500) {
      // Razorpay refuses it for good (a refund larger than what is left, a payment it does not know): the desk sees it.
      await recordRefund(env.DB, { paymentId: d.paymentId, key: d.key, refundId: null, status: 'failed' });
      console.error(`payments: refund of ${d.paymentId} refused: ${r.code} ${r.description}`);
    } else {
      console.error(`payments: refund of ${d.paymentId} not reached (${r.status || r.code}); the scheduler retries`);
    }
  }
}

/** Decides the refunds of a booking's payments (one message each, in the decision's batch), then asks for them. */
async function refund(
  env: Env,
  row: AppointmentRow,
  reason: Reason,
  by: string,
  payments: PaymentRow[],
  only?: string,
): Promise<RefundDecision[]> {
  const decided = await decideRefunds(
    env.DB,
    {
      appointmentId: row.id,
      reason,
      by,
      only,
      message: refundMessage(row, reason),
      emailState: 'pending',
      whatsapp: newPhoneState(env) ? 'pending' : null,
    },
    payments,
  );
  if (!decided.length) return [];
  await carryOut(env, decided);
  return decided;
}

/** Sends the patient's messages the decisions queued. */
function sendRefundMessages(env: Env, decided: RefundDecision[]): Promise<void> {
  return sendQueued(
    env,
    decided.flatMap((d) => d.messageIds),
  );
}

/** A payment that arrived for a place already released: returned in full at once, and the patient told. */
export async function refundLate(env: Env, row: AppointmentRow, paymentId: string, waitUntil: WaitUntil) {
  const payments = (await paymentsOf(env.DB, [row.id])).filter((p) => p.outcome === 'refund_due');
  const decided = await refund(env, row, 'late_payment', 'system', payments, paymentId);
  if (decided.length) waitUntil(sendRefundMessages(env, decided));
}

/**
 * After a booking was cancelled: its kept payment is refunded in full when the clinic cancelled it (staff, the system),
 * or when the patient did so at least the policy's hours before the visit. A later cancellation by the patient is not
 * refunded here (the published policy); the desk can still refund it. Returns the refunds decided.
 */
export async function refundAfterCancel(
  env: Env,
  row: AppointmentRow,
  byPatient: boolean,
  waitUntil: WaitUntil,
  now = new Date(),
): Promise<RefundDecision[]> {
  const payments = (await paymentsOf(env.DB, [row.id])).filter((p) => p.outcome === 'kept' && p.method === 'razorpay');
  if (!payments.length) return [];
  if (byPatient) {
    const terms = termsOf(env, await readSchedule(env.DB));
    if (!refundableAt(terms, row.appointment_date, row.appointment_time, now)) {
      console.log(`payments: ${row.id} cancelled within ${terms.refundHours} h: not refunded by the policy`);
      return [];
    }
  }
  const decided = await refund(env, row, byPatient ? 'cancelled' : 'staff', byPatient ? 'patient' : 'clinic', payments);
  if (decided.length) waitUntil(sendRefundMessages(env, decided));
  return decided;
}

/** The desk refunds a payment (or every payment) of a booking in full, whatever the policy: staff decide. */
export async function refundByStaff(
  env: Env,
  row: AppointmentRow,
  staff: string,
  paymentId: string | undefined,
  waitUntil: WaitUntil,
): Promise<RefundDecision[]> {
  const payments = await paymentsOf(env.DB, [row.id]);
  const decided = await refund(env, row, 'staff', staff, payments, paymentId);
  if (decided.length) waitUntil(sendRefundMessages(env, decided));
  return decided;
}

/**
 * The scheduler's part: refunds decided but never answered by Razorpay are asked again under their own key, and a late
 * payment whose refund was never decided (the request that recorded it ended first) is decided now.
 */
export async function settleRefunds(env: Env, rowOf: (id: string) => Promise<AppointmentRow | null>): Promise<number> {
  if (!razorpayKeys(env)) return 0;
  const open = await refundsToSettle(env.DB);
  let n = 0;
  for (const p of open) {
    if (p.refund_key) {
      await carryOut(env, [
        {
          paymentId: p.id,
          appointmentId: p.appointment_id,
          method: p.method,
          amountPaise: p.refund_amount_paise ?? p.amount_paise,
          key: p.refund_key,
          messageIds: [],
        },
      ]);
      n++;
      continue;
    }
    const row = await rowOf(p.appointment_id);
    if (!row) continue;
    const decided = await refund(env, row, 'late_payment', 'system', [p], p.id);
    await sendRefundMessages(env, decided);
    n += decided.length;
  }
  return n;
}

/** The desk's refund, by booking id: what it came to for the route. */
export async function deskRefund(
  env: Env,
  staff: string,
  bookingId: string,
  paymentId: string | undefined,
  waitUntil: WaitUntil,
): Promise<
  { kind: 'missing' } | { kind: 'nothing' } | { kind: 'refunded'; refunds: { payment: string; amount_inr: number }[] }
> {
  const row = await appointmentById(env.DB, bookingId);
  if (!row) return { kind: 'missing' };
  const decided = await refundByStaff(env, row, staff, paymentId, waitUntil);
  if (!decided.length) return { kind: 'nothing' };
  return { kind: 'refunded', refunds: decided.map((d) => ({ payment: d.paymentId, amount_inr: d.amountPaise / 100 })) };
}
