/**
 * A booking's payment as the desk words it (issue 42, decision 031): the booking card, its dialogs and the bookings'
 * CSV say the same things. The desk is English (decision 014).
 */
import type { BookingPayment, PaymentStatus } from '../booking/payment';
import { paiseText } from '../clinic/display';

/** A booking's payment status on its card and in the bookings' CSV. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  refunding: 'Refund requested',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
  unpaid: 'Pay at clinic',
};

/** How a payment was taken. */
export const PAYMENT_METHOD_LABELS: Record<NonNullable<BookingPayment['method']>, string> = {
  razorpay: 'Online (Razorpay)',
  counter: 'At the counter',
};

/** Why a payment was refunded. */
export const REFUND_REASON_LABELS: Record<NonNullable<BookingPayment['refundReason']>, string> = {
  cancelled: 'the patient cancelled in time',
  late_payment: 'paid after the place was released',
  staff: 'by the clinic',
};

/** A refund's state, for a payment refunded or being refunded ('' for none). */
const REFUND_STATES: Partial<Record<PaymentStatus, string>> = {
  refunding: 'Requested',
  refunded: 'Refunded',
  refund_failed: 'Failed',
};

/** The statuses in which money was received (kept, or being or already given back). */
const RECEIVED: readonly PaymentStatus[] = ['paid', 'refunding', 'refunded', 'refund_failed'];

/** The amount received for the booking in paise, or null when nothing was paid. */
export function paidPaise(p: BookingPayment): number | null {
  return RECEIVED.includes(p.status) ? p.amountPaise : null;
}

/** An amount in paise as the desk reads it: '₹800', '₹1,50,000', '₹800.50'. */
export function inr(paise: number): string {
  return `₹${paiseText(paise)}`;
}

/** An amount in paise as a spreadsheet reads it: '800', '800.50' (no symbol, no grouping). */
export function inrCell(paise: number | null): string {
  if (paise === null) return '';
  return paise % 100 ? (paise / 100).toFixed(2) : String(paise / 100);
}

/** The refund of a booking's payment in a few words ('Refunded: by the clinic'), '' when none. */
export function refundText(p: BookingPayment): string {
  const state = REFUND_STATES[p.status];
  if (!state) return '';
  return p.refundReason ? `${state}: ${REFUND_REASON_LABELS[p.refundReason]}` : state;
}

/** Why online payment is off although the Clinic tab chose it (functions/payments/actions `termsOf`), or null. */
export type PaymentOffReason = 'not_configured' | 'no_fee' | 'no_registration' | null;

/** What GET /api/desk/clinic says of online payment beside the schedule. */
export interface DeskPaymentSetup {
  /** Whether this deployment has Razorpay's keys (without them online payment stays off). */
  configured: boolean;
  /** The mode that applies now: 'off' whenever something it needs is missing, whatever was chosen. */
  mode: 'off' | 'optional' | 'required';
  offBecause: PaymentOffReason;
}
