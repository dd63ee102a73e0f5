/**
 * Razorpay's HTTP API, called as it is documented (decision 031): Payment Links, their cancellation, refunds, and the
 * two signatures (the webhook's over the raw body with the webhook secret; the redirect's over its query with the key
 * secret). No wrapper library: what is sent is what the tests assert.
 */
import { hexHmacValid } from '../platform/signatures';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  api: string;
}

/** A payment link as Razorpay answers it (the fields this site reads). */
export interface PaymentLinkEntity {
  id: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  amount: number;
  reference_id: string;
  expire_by: number;
}

/** A refund as Razorpay answers it. */
export interface RefundEntity {
  id: string;
  amount: number;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
}

/** Razorpay's answer: its entity, or its error (status, code, description) — never thrown for a 4xx. */
export type RazorpayResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code: string; description: string };

/** How long to wait for Razorpay before the caller treats it as unreachable. */
const TIMEOUT_MS = 10_000;

async function call<T>(keys: RazorpayKeys, method: 'GET' | 'POST', path: string, body?: unknown, headers = {}) {
  let res: Response;
  try {
    res = await fetch(`${keys.api}${path}`, {
      method,
      headers: {
        authorization: `Basic ${btoa(`${keys.keyId}:${keys.keySecret}`)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : 'unknown';
    return { ok: false, status: 0, code: 'UNREACHABLE', description: name } as RazorpayResult<T>;
  }
  const data = (await res.json().catch(() => ({}))) as T & { error?: { code?: string; description?: string } };
  if (res.ok) return { ok: true, value: data } as RazorpayResult<T>;
  return {
    ok: false,
    status: res.status,
    code: data.error?.code ?? 'UNKNOWN',
    description: (data.error?.description ?? '').slice(0, 200),
  } as RazorpayResult<T>;
}

export interface NewPaymentLink {
  amountPaise: number;
  /** The booking's id: Razorpay refuses a second link with the same reference. */
  referenceId: string;
  description: string;
  customer: { name: string; contact: string; email: string };
  /** Unix seconds; Razorpay asks at least 15 minutes ahead. */
  expireBy: number;
  callbackUrl: string;
}

/** POST /v1/payment_links: UPI, card or net banking; our own messages instead of Razorpay's SMS and e-mail. */
export function createPaymentLink(keys: RazorpayKeys, l: NewPaymentLink): Promise<RazorpayResult<PaymentLinkEntity>> {
  return call<PaymentLinkEntity>(keys, 'POST', '/v1/payment_links', {
    amount: l.amountPaise,
    currency: 'INR',
    accept_partial: false,
    reference_id: l.referenceId,
    description: l.description,
    customer: l.customer,
    expire_by: l.expireBy,
    notify: { sms: false, email: false },
    reminder_enable: false,
    callback_url: l.callbackUrl,
    callback_method: 'get',
  });
}

/** POST /v1/payment_links/:id/cancel: a released place's link can no longer be paid. */
export function cancelPaymentLink(keys: RazorpayKeys, id: string): Promise<RazorpayResult<PaymentLinkEntity>> {
  return call<PaymentLinkEntity>(keys, 'POST', `/v1/payment_links/${encodeURIComponent(id)}/cancel`);
}

/** POST /v1/payments/:id/refund with an idempotency key: the same key never refunds twice. */
export function refundPayment(
  keys: RazorpayKeys,
  paymentId: string,
  amountPaise: number,
  idempotencyKey: string,
  notes: Record<string, string>,
): Promise<RazorpayResult<RefundEntity>> {
  return call<RefundEntity>(
    keys,
    'POST',
    `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
    { amount: amountPaise, speed: 'normal', notes },
    { 'X-Refund-Idempotency': idempotencyKey },
  );
}

/** X-Razorpay-Signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSigned(keys: RazorpayKeys, raw: Uint8Array, signature: string | undefined): Promise<boolean> {
  return hexHmacValid(keys.webhookSecret, raw, signature);
}

/** The redirect's razorpay_signature: hex HMAC-SHA256 with the key secret over link|reference|status|payment. */
export function returnSigned(
  keys: RazorpayKeys,
  q: { linkId: string; referenceId: string; status: string; paymentId: string; signature: string },
): Promise<boolean> {
  return hexHmacValid(keys.keySecret, `${q.linkId}|${q.referenceId}|${q.status}|${q.paymentId}`, q.signature);
}
