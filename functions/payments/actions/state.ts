import type { BookingPayment } from '../../../common/booking/payment';
import { type PaymentRow, paymentsOf } from '../db';

/** What a booking's payments and hold come to (common/booking/payment.ts). */
export function paymentOf(
  booking: { pay_by?: string | null; fee_paise?: number | null },
  payments: PaymentRow[],
): BookingPayment {
  const none = { method: null, paymentId: null, until: null, refundReason: null };
  const kept = [...payments].reverse().find((p) => p.outcome === 'kept');
  if (kept) {
    const base = { amountPaise: kept.amount_paise, method: kept.method, paymentId: kept.id, until: null };
    if (kept.refund_status === null) return { ...base, status: 'paid', refundReason: null };
    const status =
      kept.refund_status === 'processed' ? 'refunded' : kept.refund_status === 'failed' ? 'refund_failed' : 'refunding';
    return { ...base, status, refundReason: kept.refund_reason };
  }
  const late = payments.find((p) => p.outcome === 'refund_due');
  if (late) {
    const status =
      late.refund_status === 'processed' ? 'refunded' : late.refund_status === 'failed' ? 'refund_failed' : 'refunding';
    return {
      status,
      amountPaise: late.amount_paise,
      method: late.method,
      paymentId: late.id,
      until: null,
      refundReason: 'late_payment',
    };
  }
  if (booking.pay_by)
    return { ...none, status: 'awaiting', amountPaise: booking.fee_paise ?? null, until: booking.pay_by };
  return { ...none, status: 'unpaid', amountPaise: booking.fee_paise ?? null };
}

/** The payment of each of these bookings, by id. */
export async function paymentsByBooking(
  db: D1Database,
  bookings: { id: string; pay_by?: string | null; fee_paise?: number | null }[],
): Promise<Map<string, BookingPayment>> {
  const all = await paymentsOf(
    db,
    bookings.map((b) => b.id),
  );
  return new Map(
    bookings.map((b) => [
      b.id,
      paymentOf(
        b,
        all.filter((p) => p.appointment_id === b.id),
      ),
    ]),
  );
}
