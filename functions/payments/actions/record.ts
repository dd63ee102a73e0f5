import { reminderDueAt } from '../../../common/booking/schedule';
import { type AppointmentRow, announcements, appointmentById } from '../../booking/db';
import { newPhoneState, sendQueued } from '../../notify';
import type { QueuedMessage } from '../../notify/db';
import { newId } from '../../platform/db/ids';
import type { Env } from '../../platform/env';
import { type NewPayment, recordPayment } from '../db';
import { refundLate } from './refunds';

/** A payment arriving: Razorpay's (its webhook) or the counter's (staff); the rest of the write is decided here. */
export type Arrived = Omit<NewPayment, 'change' | 'messages' | 'emailState' | 'whatsapp'>;

export type RecordOutcome =
  | { kind: 'kept'; row: AppointmentRow }
  | { kind: 'refund_due' }
  | { kind: 'known' }
  | { kind: 'missing' };

/**
 * Records a payment and what follows from it, once. Kept: the receipt goes to the patient, and a place held for the
 * payment is confirmed with the messages a booking gets (the patient's confirmation, the clinic's notice, the
 * reminder), all tied to the write that kept it. Arrived for a place already released (or paid twice): refunded in
 * full at once, and the patient told. A payment already recorded (a webhook delivered again) changes nothing.
 */
export async function recordArrived(
  env: Env,
  p: Arrived,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<RecordOutcome> {
  const row = await appointmentById(env.DB, p.appointmentId);
  if (!row) return { kind: 'missing' };
  const now = new Date();
  const queuedAt = now.toISOString();
  const base = {
    date: row.appointment_date,
    time: row.appointment_time,
    placeId: row.place_id,
    sequence: row.sequence,
  };
  const held = !!row.pay_by;
  const messages: QueuedMessage[] = [
    {
      id: newId('eml'),
      kind: 'payment_receipt_patient',
      refId: row.id,
      detail: { ...base, paymentId: p.id, amountPaise: p.amountPaise, paidAt: p.paidAt, method: p.method },
      queuedAt,
    },
    // The place was held for this payment: it is booked now, and announced as a booking is.
    ...(held ? announcements(row.id, base, reminderDueAt(row.appointment_date, now).toISOString(), queuedAt) : []),
  ];
  const result = await recordPayment(env.DB, {
    ...p,
    change: crypto.randomUUID().replaceAll('-', ''),
    messages,
    emailState: 'pending',
    whatsapp: newPhoneState(env) ? 'pending' : null,
  });
  if (!result.recorded) return { kind: 'known' };
  console.log(`payment ${p.id} for ${row.id}: ${result.outcome}${held ? ' (hold confirmed)' : ''}`);
  if (result.outcome === 'kept') {
    const ids = result.written.filter((e) => !e.dueAt).map((e) => e.id);
    waitUntil(sendQueued(env, ids));
    return { kind: 'kept', row: { ...row, pay_by: null } };
  }
  waitUntil(refundLate(env, row, p.id, waitUntil));
  return { kind: 'refund_due' };
}
