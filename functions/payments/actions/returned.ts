import { type AppointmentRow, appointmentById } from '../../booking/db';
import type { Env } from '../../platform/env';
import { razorpayKeys } from '../../platform/flags';
import { linkById, paymentById } from '../db';
import { returnSigned } from '../razorpay';

export type ReturnResult =
  | { kind: 'done'; row: AppointmentRow; amountPaise: number; paymentId: string }
  | { kind: 'pending' }
  | { kind: 'late' }
  | { kind: 'failed' }
  | { kind: 'bad' };

/**
 * What the patient's return from Razorpay shows (for the screen only: the webhook records the money). The query must
 * carry Razorpay's signature under the key secret and name a link of this site; then the page says what this site
 * holds: the payment recorded and kept, recorded too late (refunded), not recorded yet (the webhook is on its way),
 * or no payment at all.
 */
export async function returnedState(
  env: Env,
  q: { paymentId: string; linkId: string; referenceId: string; status: string; signature: string },
): Promise<{ row: AppointmentRow | null; result: ReturnResult }> {
  const keys = razorpayKeys(env);
  const bad = { row: null, result: { kind: 'bad' } as const };
  if (!keys || !/^plink_[A-Za-z0-9]{1,34}$/.test(q.linkId) || !(await returnSigned(keys, q))) return bad;
  const link = await linkById(env.DB, q.linkId);
  if (!link) return bad;
  const row = await appointmentById(env.DB, link.appointment_id);
  if (!row) return bad;
  if (q.status !== 'paid' || !/^pay_[A-Za-z0-9]{1,36}$/.test(q.paymentId)) return { row, result: { kind: 'failed' } };
  const payment = await paymentById(env.DB, q.paymentId);
  if (!payment || payment.appointment_id !== row.id) return { row, result: { kind: 'pending' } };
  if (payment.outcome === 'refund_due') return { row, result: { kind: 'late' } };
  return { row, result: { kind: 'done', row, amountPaise: payment.amount_paise, paymentId: payment.id } };
}
