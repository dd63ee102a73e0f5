import type { Env } from '../../platform/env';
import { razorpayKeys } from '../../platform/flags';
import { hex } from '../../platform/tokens';
import { linkById, recordLinkEnd, recordOtherEvent } from '../db';
import { webhookSigned } from '../razorpay';
import { recordArrived } from './record';

/** What a webhook came to: refused (its signature), or stored (and what it did). */
export type WebhookOutcome =
  | { kind: 'unsigned' }
  | { kind: 'off' }
  | { kind: 'malformed' }
  | { kind: 'stored'; what: string };

interface LinkEntity {
  id?: string;
  reference_id?: string;
  status?: string;
}

interface PaymentEntity {
  id?: string;
  amount?: number;
  status?: string;
  created_at?: number;
}

interface Event {
  event?: string;
  payload?: { payment_link?: { entity?: LinkEntity }; payment?: { entity?: PaymentEntity } };
}

/**
 * Razorpay's webhook, the truth about money (decision 031): refused unless X-Razorpay-Signature is the HMAC of the raw
 * body under the webhook secret (nothing is stored then); otherwise stored before it is answered. `payment_link.paid`
 * records the payment by its id (a redelivery records nothing more) and confirms or refunds (recordArrived);
 * `.expired` and `.cancelled` end the link unless it was paid — in any order they arrive.
 */
export async function receiveWebhook(
  env: Env,
  raw: Uint8Array,
  signature: string | undefined,
  eventId: string | undefined,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<WebhookOutcome> {
  const keys = razorpayKeys(env);
  if (!keys) return { kind: 'off' };
  if (!(await webhookSigned(keys, raw, signature))) return { kind: 'unsigned' };
  let event: Event;
  try {
    event = JSON.parse(new TextDecoder().decode(raw)) as Event;
  } catch {
    return { kind: 'malformed' };
  }
  const id =
    eventId && /^[A-Za-z0-9_.-]{1,80}$/.test(eventId)
      ? eventId
      : `sha256_${hex(await crypto.subtle.digest('SHA-256', raw as Uint8Array<ArrayBuffer>))}`.slice(0, 80);
  const name = typeof event.event === 'string' ? event.event : '';
  const link = event.payload?.payment_link?.entity;
  const payment = event.payload?.payment?.entity;
  const linkId = typeof link?.id === 'string' && /^plink_[A-Za-z0-9]{1,34}$/.test(link.id) ? link.id : null;
  const ours = linkId ? await linkById(env.DB, linkId) : null;
  if (!ours) {
    await recordOtherEvent(env.DB, { eventId: id, event: name, linkId, paymentId: null });
    if (linkId) console.error(`payments: webhook ${name} for a link this site did not make`);
    return { kind: 'stored', what: 'ignored' };
  }
  if (name === 'payment_link.paid') {
    const paymentId = typeof payment?.id === 'string' && /^pay_[A-Za-z0-9]{1,36}$/.test(payment.id) ? payment.id : null;
    const amount = Number(payment?.amount);
    if (!paymentId || !Number.isInteger(amount) || amount < 100) return { kind: 'malformed' };
    const paidAt = Number.isInteger(payment?.created_at)
      ? new Date((payment?.created_at as number) * 1000).toISOString()
      : new Date().toISOString();
    const outcome = await recordArrived(
      env,
      {
        id: paymentId,
        appointmentId: ours.appointment_id,
        linkId: ours.id,
        method: 'razorpay',
        amountPaise: amount,
        paidAt,
        recordedBy: 'webhook',
        event: { id, event: name },
      },
      waitUntil,
    );
    if (outcome.kind === 'missing') {
      await recordOtherEvent(env.DB, { eventId: id, event: name, linkId, paymentId });
      console.error(`payments: ${paymentId} paid for a booking no longer stored`);
    }
    return { kind: 'stored', what: outcome.kind };
  }
  if (name === 'payment_link.expired' || name === 'payment_link.cancelled') {
    const status = name === 'payment_link.expired' ? 'expired' : 'cancelled';
    await recordLinkEnd(env.DB, { eventId: id, event: name, linkId: ours.id, status });
    return { kind: 'stored', what: status };
  }
  await recordOtherEvent(env.DB, { eventId: id, event: name, linkId, paymentId: null });
  return { kind: 'stored', what: 'ignored' };
}
