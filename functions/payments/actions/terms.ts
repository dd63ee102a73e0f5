import type { BookingPaymentTerms } from '../../../common/booking/payment';
import { positiveInt, slotStart } from '../../../common/booking/schedule';
import type { ClinicSchedule, PaymentMode } from '../../../common/clinic/schedule';
import { readSchedule } from '../../clinic/db';
import type { Env } from '../../platform/env';
import { razorpayKeys } from '../../platform/flags';

/** Razorpay's shortest link: 15 minutes. A hold is a minute longer, so a link made with the booking always fits. */
export const MIN_HOLD_MINUTES = 16;
export const DEFAULT_HOLD_MINUTES = 20;

/** What online payment is in this deployment now, and why when it is off. */
export interface PaymentTerms {
  /** The mode that applies: 'off' whenever something it needs is missing, whatever the desk chose. */
  mode: PaymentMode;
  /** The mode the desk chose. */
  chosen: PaymentMode;
  /** The fee in paise (null when the clinic publishes none). */
  feePaise: number | null;
  refundHours: number;
  doctorRegistration: string;
  /** Why online payment is off although the desk chose it (for the Clinic tab), or null. */
  offBecause: 'not_configured' | 'no_fee' | 'no_registration' | null;
}

/** The terms the schedule's settings and the deployment's configuration give. */
export function termsOf(env: Env, schedule: ClinicSchedule): PaymentTerms {
  const p = schedule.settings.payment;
  const fee = schedule.settings.feeInr;
  const feePaise = fee && fee >= 1 ? fee * 100 : null;
  const offBecause = !razorpayKeys(env)
    ? 'not_configured'
    : feePaise === null
      ? 'no_fee'
      : p.doctorRegistration === ''
        ? 'no_registration'
        : null;
  return {
    mode: offBecause ? 'off' : p.mode,
    chosen: p.mode,
    feePaise,
    refundHours: p.refundHours,
    doctorRegistration: p.doctorRegistration,
    offBecause: p.mode === 'off' ? null : offBecause,
  };
}

/** The terms as stored now. */
export async function paymentTerms(env: Env): Promise<PaymentTerms> {
  return termsOf(env, await readSchedule(env.DB));
}

/** Minutes a required payment holds the place (PAYMENT_HOLD_MINUTES, never under Razorpay's minimum plus one). */
export function holdMinutes(env: Env): number {
  return Math.max(MIN_HOLD_MINUTES, positiveInt(env.PAYMENT_HOLD_MINUTES, DEFAULT_HOLD_MINUTES));
}

/**
 * Until when a booking that must be paid holds its place: the hold, but never past the visit's own start (a booking
 * for a time less than the hold away is refused by the window rules long before).
 */
export function payDeadline(env: Env, date: string, time: string, now: Date): string {
  const held = now.getTime() + holdMinutes(env) * 60_000;
  return new Date(Math.min(held, slotStart(date, time).getTime())).toISOString();
}

/**
 * Whether a patient's cancellation at `now` is refunded in full by the published policy: at least `refundHours`
 * before the visit. The clinic's own cancellations always are (the caller decides who cancelled).
 */
export function refundableAt(terms: { refundHours: number }, date: string, time: string, now: Date): boolean {
  return slotStart(date, time).getTime() - now.getTime() >= terms.refundHours * 3_600_000;
}

/** The fee's terms for the booking forms' last step (common/booking/payment.ts), or undefined while payment is off. */
export async function bookingPaymentTerms(env: Env): Promise<BookingPaymentTerms | undefined> {
  const terms = await paymentTerms(env);
  if (terms.mode === 'off' || terms.feePaise === null) return undefined;
  return {
    mode: terms.mode,
    fee_inr: terms.feePaise / 100,
    refund_hours: terms.refundHours,
    hold_minutes: holdMinutes(env),
  };
}
