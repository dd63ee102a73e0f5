import { type AppointmentRow, appointmentById, HOLD_REASONS } from '../../booking/db';
import type { Env } from '../../platform/env';
import { razorpayKeys } from '../../platform/flags';
import { payToken, sameSecret } from '../../platform/tokens';
import { holdUntil, insertLink, linkCount, openLink, paymentsOf } from '../db';
import { createPaymentLink } from '../razorpay';
import { holdMinutes, MIN_HOLD_MINUTES, type PaymentTerms, paymentTerms } from './terms';

/** The site's page that pays a booking: GET shows what is paid and for what, POST goes to Razorpay. */
export async function payPath(env: Env, id: string, nonce: string): Promise<string> {
  return `/api/payments/pay?b=${encodeURIComponent(id)}&t=${await payToken(env, id, nonce)}`;
}

/** What the pay page can say of a booking, found by its pay token. */
export type PayState =
  | { kind: 'gone' }
  | { kind: 'off' }
  | { kind: 'paid'; row: AppointmentRow; amountPaise: number }
  | { kind: 'released'; row: AppointmentRow }
  | { kind: 'cancelled'; row: AppointmentRow }
  | { kind: 'payable'; row: AppointmentRow; amountPaise: number; until: string | null; terms: PaymentTerms };

/**
 * The booking a pay link names, if its token is right, and where it stands: nothing to pay for (gone: no booking,
 * wrong token, erased; off: online payment is not offered now), paid already, released (its hold ended, or it was
 * cancelled), or payable (the amount, and until when its place is held if it is held for the payment).
 */
export async function payState(env: Env, id: string, token: string, now = new Date()): Promise<PayState> {
  const row = /^apt_[0-9a-f]{32}$/.test(id) ? await appointmentById(env.DB, id) : null;
  if (!row?.manage_nonce || !(await sameSecret(token, await payToken(env, row.id, row.manage_nonce)))) {
    return { kind: 'gone' };
  }
  const kept = (await paymentsOf(env.DB, [row.id])).find((p) => p.outcome === 'kept' && p.refund_key === null);
  if (kept) return { kind: 'paid', row, amountPaise: kept.amount_paise };
  // Released because its payment did not come (the scheduler clears pay_by as it cancels), or cancelled otherwise.
  if (row.status === 'cancelled') {
    return row.status_reason === HOLD_REASONS.pay_by ? { kind: 'released', row } : { kind: 'cancelled', row };
  }
  // Here already, or marked as not come: paid at the counter, if at all.
  if (row.status !== 'booked') return { kind: 'off' };
  if (row.pay_by && row.pay_by < now.toISOString()) return { kind: 'released', row };
  const terms = await paymentTerms(env);
  const amountPaise = row.fee_paise ?? terms.feePaise;
  // A booking held for its payment can always be paid while held; otherwise only while the clinic takes payments.
  if (!amountPaise || (!row.pay_by && terms.mode === 'off') || !razorpayKeys(env)) return { kind: 'off' };
  return { kind: 'payable', row, amountPaise, until: row.pay_by ?? null, terms };
}

export type StartOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'unavailable' }
  | Exclude<PayState, { kind: 'payable' }>;

/**
 * Sends the patient to pay: the booking's open link when it has one that lasts long enough, else a new Razorpay
 * Payment Link (the booking id as its reference, the patient as its customer, Razorpay's own SMS and e-mail off, back
 * to /api/payments/return). A place held for the payment is held as long as its link lasts (Razorpay's links last at
 * least 15 minutes). 'unavailable': Razorpay could not be reached or refused (logged); nothing was paid.
 */
export async function startPayment(env: Env, id: string, token: string, now = new Date()): Promise<StartOutcome> {
  const state = await payState(env, id, token, now);
  if (state.kind !== 'payable') return state;
  const keys = razorpayKeys(env);
  if (!keys) return { kind: 'off' };
  const { row } = state;
  const open = await openLink(env.DB, row.id, new Date(now.getTime() + 2 * 60_000).toISOString());
  if (open) return { kind: 'redirect', url: open.short_url };
  const minimum = now.getTime() + MIN_HOLD_MINUTES * 60_000;
  const expires = new Date(
    row.pay_by
      ? Math.max(Date.parse(row.pay_by), minimum)
      : Math.max(minimum, now.getTime() + Math.max(holdMinutes(env), 24 * 60) * 60_000),
  );
  if (row.pay_by && !(await holdUntil(env.DB, row.id, expires.toISOString()))) return { kind: 'released', row };
  const n = await linkCount(env.DB, row.id);
  const origin = (env.SITE_ORIGIN || '').replace(/\/$/, '');
  const created = await createPaymentLink(keys, {
    amountPaise: state.amountPaise,
    referenceId: n === 0 ? row.id : `${row.id}.${n + 1}`,
    description: `Consultation ${row.appointment_date} ${row.appointment_time}`,
    customer: { name: row.full_name, contact: row.phone_e164 ?? row.phone, email: row.email },
    expireBy: Math.floor(expires.getTime() / 1000),
    callbackUrl: `${origin}/api/payments/return`,
  });
  if (!created.ok) {
    console.error(
      `payments: link for ${row.id} not made: ${created.status || ''} ${created.code} ${created.description}`,
    );
    return { kind: 'unavailable' };
  }
  await insertLink(env.DB, {
    id: created.value.id,
    appointmentId: row.id,
    amountPaise: state.amountPaise,
    shortUrl: created.value.short_url,
    expireBy: expires.toISOString(),
  });
  console.log(`payments: link ${created.value.id} for ${row.id}`);
  return { kind: 'redirect', url: created.value.short_url };
}
