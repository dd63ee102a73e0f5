import { appointmentById } from '../../booking/db';
import { newId } from '../../platform/db/ids';
import type { Env } from '../../platform/env';
import { paymentsOf } from '../db';
import { recordArrived } from './record';
import { paymentTerms } from './terms';

export type CounterOutcome = { kind: 'recorded'; paymentId: string } | { kind: 'missing' } | { kind: 'paid' };

/**
 * Staff record the fee paid at the counter (cash or the clinic's UPI QR): a payment of the fee the booking was asked
 * (or the clinic's fee now), kept as an online one is, with its receipt and the audit row in the same batch. A booking
 * already paid is not paid twice.
 */
export async function paidAtCounter(
  env: Env,
  staff: string,
  bookingId: string,
  amountPaise: number | undefined,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<CounterOutcome | { kind: 'no_fee' }> {
  const row = await appointmentById(env.DB, bookingId);
  if (!row || row.status === 'cancelled') return { kind: 'missing' };
  if ((await paymentsOf(env.DB, [row.id])).some((p) => p.outcome === 'kept' && p.refund_key === null)) {
    return { kind: 'paid' };
  }
  const amount = amountPaise ?? row.fee_paise ?? (await paymentTerms(env)).feePaise;
  if (!amount) return { kind: 'no_fee' };
  const id = newId('cash');
  const outcome = await recordArrived(
    env,
    {
      id,
      appointmentId: row.id,
      linkId: null,
      method: 'counter',
      amountPaise: amount,
      paidAt: new Date().toISOString(),
      recordedBy: staff,
      audit: { actor: staff, action: 'payment_counter' },
    },
    waitUntil,
  );
  if (outcome.kind === 'kept') return { kind: 'recorded', paymentId: id };
  return outcome.kind === 'missing' ? { kind: 'missing' } : { kind: 'paid' };
}
