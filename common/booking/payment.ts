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

/**
 * What the booking forms say about the fee on their last step, when the clinic takes it online (the availability
 * answer carries it): the amount, whether it must be paid to book, the refund policy's hours and how long a place is
 * held for the payment. The booking's own answer decides (this one may be a cached copy).
 */
export interface BookingPaymentTerms {
  mode: 'optional' | 'required';
  fee_inr: number;
  refund_hours: number;
  hold_minutes: number;
}

/** A booking's answer about its fee: the pay page, whether it must be paid to keep the place, until when it is held. */
export interface BookedPayment {
  required: boolean;
  url: string;
  amount_inr: number;
  until?: string;
}
