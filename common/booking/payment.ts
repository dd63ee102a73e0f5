/**
 * A booking's payment as the desk and the manage page show it (decision 031), derived from its payments and hold:
 * - `awaiting`: the place is held until `until` while the patient pays online;
 * - `paid`: the fee is paid (online or at the counter);
 * - `refunding` / `refunded`: a refund was asked of Razorpay / Razorpay processed it (or it was given at the counter);
 * - `refund_failed`: Razorpay refused the refund (the desk follows it up);
 * - `unpaid`: nothing paid yet — paid at the clinic unless the patient pays online.
 */
export type PaymentStatus = 'awaiting' | 'paid' | 'refunding' | 'refunded' | 'refund_failed' | 'unpaid';

export interface BookingPayment {
  status: PaymentStatus;
  /** The amount paid or to pay, in paise (null when no fee is known). */
  amountPaise: number | null;
  method: 'razorpay' | 'counter' | null;
  paymentId: string | null;
  /** Until when an awaiting place is held (ISO). */
  until: string | null;
  /** Why the last refund was made. */
  refundReason: 'cancelled' | 'late_payment' | 'staff' | null;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  refunding: 'Refund requested',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  unpaid: 'Pay at clinic',
};
