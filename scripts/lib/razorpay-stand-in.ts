/**
 * A local stand-in for Razorpay's HTTP API: Payment Links, their hosted pay page, refunds and the webhooks, answered as
 * Razorpay answers (its entities, its error body and descriptions, its signatures), so that the whole payment flow runs
 * offline under `npm start` and in the browser tests (scripts/razorpay-stand-in.ts serves it), and so that the API tests
 * inside workerd can answer the Function's requests to RAZORPAY_API_BASE with it. Web standards only (Request,
 * Response, URL, crypto.subtle): no Node module, so it runs in both.
 *
 * What it keeps is in memory and lost when it stops. Inspection without auth under /__stand-in/ (links with their
 * payments, refunds with their idempotency keys, webhooks as sent), and two levers for tests that cannot click or wait:
 * POST /__stand-in/links/<id>/pay and POST /__stand-in/links/<id>/expire.
 */

/** The keys `npm start` and the browser tests give the site, the scheduler and the stand-in alike. */
export const LOCAL_RAZORPAY = {
  keyId: 'rzp_test_LocalStandIn01',
  keySecret: 'local-razorpay-key-secret-for-development-only',
  webhookSecret: 'local-razorpay-webhook-secret-for-development-only',
  /** The stand-in's port under `npm start` (RAZORPAY_PORT overrides). */
  port: 8790,
} as const;

/** The four variables the site and the scheduler read to use the stand-in listening at `apiBase`. */
export function razorpayVars(apiBase: string): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: LOCAL_RAZORPAY.keyId,
    RAZORPAY_KEY_SECRET: LOCAL_RAZORPAY.keySecret,
    RAZORPAY_WEBHOOK_SECRET: LOCAL_RAZORPAY.webhookSecret,
    RAZORPAY_API_BASE: apiBase,
  };
}

/** Where the stand-in POSTs a link's webhooks: this path on its callback_url's origin. */
export const WEBHOOK_PATH = '/api/payments/webhook';

/** How often `sweep()` tries a webhook that was not answered 2xx before giving up (Razorpay retries for 24 h). */
const WEBHOOK_ATTEMPTS = 6;

type Notes = Record<string, string> | never[];

export type PaymentLinkStatus = 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';

/** A payment as the link's `payments` array lists it. */
export interface PaymentLinkPayment {
  amount: number;
  created_at: number;
  method: string;
  payment_id: string;
  plink_id: string;
  status: 'captured';
  updated_at: number;
}

/** The Payment Link entity (Razorpay's "Payment Links Entity"). */
export interface PaymentLinkEntity {
  accept_partial: boolean;
  amount: number;
  amount_paid: number;
  callback_method?: string;
  callback_url?: string;
  cancelled_at: number;
  created_at: number;
  currency: string;
  customer: { name?: string; contact?: string; email?: string };
  description: string;
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: number;
  id: string;
  notes: Record<string, string> | null;
  notify: { email: boolean; sms: boolean; whatsapp: boolean };
  order_id?: string;
  payments?: PaymentLinkPayment[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: never[] | { status: string };
  short_url: string;
  status: PaymentLinkStatus;
  updated_at: number;
  upi_link: boolean;
  user_id: string;
  whatsapp_link: boolean;
}

/** The payment entity, as `payment_link.paid` carries it and GET /v1/payments/:id answers it. */
export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'upi';
  amount_refunded: number;
  amount_transferred: number;
  refund_status: null | 'partial' | 'full';
  captured: true;
  description: string;
  card_id: null;
  card: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string | null;
  contact: string | null;
  notes: Notes;
  fee: number;
  tax: number;
  fee_bearer: 'platform';
  error_code: null;
  error_description: null;
  error_source: null;
  error_step: null;
  error_reason: null;
  acquirer_data: { rrn: string };
  upi: { payer_account_type: 'bank_account'; vpa: string };
  base_amount: number;
  created_at: number;
}

/** The order Razorpay makes behind a link when it is paid (its `id` without the `order_` prefix, as Razorpay sends it). */
export interface OrderEntity {
  id: string;
  amount: number;
  amount_due: number;
  amount_paid: number;
  attempts: number;
  authorized: boolean;
  created_at: number;
  currency: string;
  customer_id: null;
  merchant_id: string;
  method: 'upi';
  notes: Notes;
  partial_payment: boolean;
  payment_capture: boolean;
  product_id: string;
  product_type: 'payment_link_v2';
  public_key: string;
  receipt: string;
  status: 'paid';
  updated_at: number;
}

/** The refund entity. */
export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal' | 'instant';
  speed_requested?: 'normal' | 'optimum';
}

/** A link as the inspection shows it: the entity (with `payments`), the order behind it, its payments in full. */
export interface LinkView {
  link: PaymentLinkEntity;
  order: OrderEntity | null;
  payments: PaymentEntity[];
}

/** A refund as the inspection shows it: the entity and the X-Refund-Idempotency key it was asked with. */
export type RefundView = RefundEntity & { idempotency_key: string | null };

/** One webhook event and what became of it. Retries send the same body and event id. */
export interface WebhookDelivery {
  eventId: string;
  event: string;
  linkId: string;
  url: string;
  body: string;
  signature: string;
  attempts: number;
  /** The last answer's HTTP status; null when none came. */
  status: number | null;
  delivered: boolean;
  error?: string;
}

/** What paying a link did: the payment, the callback with its query (null without callback_url), the webhook. */
export interface PayOutcome {
  payment: PaymentEntity;
  redirect: string | null;
  webhook: WebhookDelivery | null;
}

export interface RazorpayStandInOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The stand-in's own base URL, e.g. http://127.0.0.1:8790: short_url is on it. */
  origin: string;
  /** How webhooks are POSTed (default: the global fetch, looked up at each call). */
  deliver?: (url: string, init: RequestInit) => Promise<Response>;
  /** The clock, in ms (default Date.now). */
  now?: () => number;
  /** One line per thing done (links made, webhooks sent); default silent. */
  log?: (line: string) => void;
}

interface LinkRecord {
  link: PaymentLinkEntity;
  code: string;
  order: OrderEntity | null;
  payments: PaymentEntity[];
}

interface RefundRecord {
  refund: RefundEntity;
  key: string | null;
  /** The request as compared for a repeated idempotency key: the payment and the body. */
  request: string;
}

/** Razorpay's error body. */
interface ErrorBody {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, unknown>;
    field?: string;
  };
}

class RazorpayError extends Error {
  readonly status: number;
  readonly description: string;
  readonly field: string | undefined;
  readonly code: string;

  constructor(status: number, description: string, field?: string, code = 'BAD_REQUEST_ERROR') {
    super(description);
    this.status = status;
    this.description = description;
    this.field = field;
    this.code = code;
  }

  body(): ErrorBody {
    const validation = this.field !== undefined;
    return {
      error: {
        code: this.code,
        description: this.description,
        source: validation ? 'business' : 'NA',
        step: validation ? 'payment_initiation' : 'NA',
        reason: validation ? 'input_validation_failed' : 'NA',
        metadata: {},
        ...(validation ? { field: this.field } : {}),
      },
    };
  }
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LINK_ID = /^plink_[A-Za-z0-9]{14}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{14}$/;
const REFUND_ID = /^rfnd_[A-Za-z0-9]{14}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;
const ACCOUNT = 'LocalStandIn01';

const LINK_FIELDS = new Set([
  'amount',
  'currency',
  'accept_partial',
  'first_min_partial_amount',
  'expire_by',
  'reference_id',
  'description',
  'customer',
  'notify',
  'reminder_enable',
  'notes',
  'callback_url',
  'callback_method',
  'upi_link',
  'options',
]);
const CUSTOMER_FIELDS = new Set(['name', 'contact', 'email']);
const REFUND_FIELDS = new Set(['amount', 'speed', 'notes', 'receipt']);

function randomChars(n: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => ID_CHARS[b % ID_CHARS.length]).join('');
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Paise as the pay page shows them: ₹1,500 or ₹1,500.50. */
function rupeesOf(paise: number): string {
  const whole = paise % 100 === 0;
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message)));
  return Array.from(sig, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function refuseExtra(body: Record<string, unknown>, allowed: Set<string>) {
  const extra = Object.keys(body).filter((k) => !allowed.has(k));
  if (extra.length) throw new RazorpayError(400, `${extra.join(', ')} is/are not required and should not be sent`);
}

/** An integer, or a string of digits (Razorpay takes both: its PHP examples send "100"). */
function requireInteger(v: unknown, field: string, label: string): number {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n))
    throw new RazorpayError(400, `The ${label} must be an integer.`, field);
  return n;
}

function stringNotes(v: unknown): Record<string, string> | null {
  if (v === undefined || v === null) return null;
  if (!isObject(v)) throw new RazorpayError(400, 'The notes must be an array.', 'notes');
  const notes: Record<string, string> = {};
  for (const [k, val] of Object.entries(v)) notes[k] = String(val);
  return notes;
}

export class RazorpayStandIn {
  private readonly keyId: string;
  private readonly keySecret: string;
  private readonly webhookSecret: string;
  private readonly origin: string;
  private readonly deliverFn: (url: string, init: RequestInit) => Promise<Response>;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly linksById = new Map<string, LinkRecord>();
  private readonly linksByCode = new Map<string, LinkRecord>();
  private readonly paymentsById = new Map<string, PaymentEntity>();
  private readonly refundList: RefundRecord[] = [];
  private readonly refundsByKey = new Map<string, RefundRecord>();
  private readonly deliveries: WebhookDelivery[] = [];

  constructor(opts: RazorpayStandInOptions) {
    this.keyId = opts.keyId;
    this.keySecret = opts.keySecret;
    this.webhookSecret = opts.webhookSecret;
    this.origin = opts.origin.replace(/\/+$/, '');
    this.deliverFn = opts.deliver ?? ((url, init) => fetch(url, init));
    this.now = opts.now ?? Date.now;
    this.log = opts.log ?? (() => {});
  }

  /** Answers one request as Razorpay would (the API under /v1, the pay page under /i), or the inspection. */
  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = request.method.toUpperCase();
    try {
      if (path.startsWith('/v1/') || path === '/v1') return await this.api(request, method, path);
      if (path.startsWith('/i/')) return await this.payPage(method, path);
      if (path.startsWith('/__stand-in/')) return await this.inspection(method, path);
      throw new RazorpayError(404, 'The requested URL was not found on the server.');
    } catch (e) {
      if (e instanceof RazorpayError) return json(e.body(), e.status);
      throw e;
    }
  }

  /**
   * Expires every link past its expire_by (posting `payment_link.expired`, once) and tries again each webhook that was
   * not answered 2xx. The server calls it every 20 s.
   */
  async sweep(): Promise<void> {
    for (const rec of this.linksById.values()) await this.touch(rec);
    for (const d of this.deliveries) if (!d.delivered && d.attempts < WEBHOOK_ATTEMPTS) await this.attempt(d);
  }

  /** Pays the link in full as the pay page's "Pay" does: records the payment, awaits the webhook's answer. */
  async pay(linkId: string): Promise<PayOutcome> {
    const rec = this.linksById.get(linkId);
    if (!rec) throw new RazorpayError(400, 'The id provided does not exist');
    await this.touch(rec);
    if (!payable(rec.link)) throw new RazorpayError(400, `The payment link is ${rec.link.status}`);
    return this.settle(rec);
  }

  /** Expires the link now, whatever its expire_by (a test that cannot wait); posts `payment_link.expired`. */
  async expire(linkId: string): Promise<PaymentLinkEntity> {
    const rec = this.linksById.get(linkId);
    if (!rec) throw new RazorpayError(400, 'The id provided does not exist');
    if (rec.link.status === 'paid' || rec.link.status === 'partially_paid')
      throw new RazorpayError(400, 'cannot cancel or expire an already paid/partially paid link');
    if (rec.link.status !== 'created') throw new RazorpayError(400, 'cannot cancel or expire an expired link');
    await this.markExpired(rec);
    return this.apiEntity(rec);
  }

  /** Every link, oldest first, with its order and payments (copies). */
  links(): LinkView[] {
    return [...this.linksById.values()].map((rec) =>
      structuredClone({ link: this.apiEntity(rec), order: rec.order, payments: rec.payments }),
    );
  }

  /** Every refund, oldest first, with the idempotency key it was asked with (copies). */
  refunds(): RefundView[] {
    return this.refundList.map((r) => structuredClone({ ...r.refund, idempotency_key: r.key }));
  }

  /** Every webhook event made, oldest first, and what became of it (copies). */
  webhooks(): WebhookDelivery[] {
    return this.deliveries.map((d) => structuredClone(d));
  }

  // --- The API -------------------------------------------------------------------------------------------------

  private async api(request: Request, method: string, path: string): Promise<Response> {
    this.authenticate(request);
    const parts = path.split('/').slice(2); // after "/v1"
    if (parts[0] === 'payment_links') {
      if (parts.length === 1 && method === 'POST') return json(await this.createLink(await bodyOf(request)));
      if (parts.length === 2 && method === 'GET') {
        const rec = this.linkOf(parts[1]);
        await this.touch(rec);
        return json(this.apiEntity(rec));
      }
      if (parts.length === 3 && parts[2] === 'cancel' && method === 'POST') return json(await this.cancel(parts[1]));
    }
    if (parts[0] === 'payments') {
      if (parts.length === 2 && method === 'GET') return json(this.paymentOf(parts[1]));
      if (parts.length === 3 && parts[2] === 'refund' && method === 'POST')
        return json(await this.refund(parts[1], await bodyOf(request), request.headers.get('x-refund-idempotency')));
    }
    if (parts[0] === 'refunds' && parts.length === 2 && method === 'GET') {
      if (!REFUND_ID.test(parts[1])) throw new RazorpayError(400, `${parts[1]} is not a valid id`);
      const found = this.refundList.find((r) => r.refund.id === parts[1]);
      if (!found) throw new RazorpayError(400, 'The id provided does not exist');
      return json(found.refund);
    }
    throw new RazorpayError(404, 'The requested URL was not found on the server.');
  }

  private authenticate(request: Request) {
    const header = request.headers.get('authorization') ?? '';
    const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
    if (!m) throw new RazorpayError(401, 'Please provide your api key for authentication purposes.');
    let decoded: string;
    try {
      decoded = atob(m[1]);
    } catch {
      throw new RazorpayError(401, 'Please provide your api key for authentication purposes.');
    }
    const colon = decoded.indexOf(':');
    const id = colon < 0 ? decoded : decoded.slice(0, colon);
    const secret = colon < 0 ? '' : decoded.slice(colon + 1);
    if (id !== this.keyId) throw new RazorpayError(401, 'The api key provided is invalid');
    if (secret !== this.keySecret) throw new RazorpayError(401, 'The api secret provided is invalid');
  }

  private async createLink(body: Record<string, unknown>): Promise<PaymentLinkEntity> {
    refuseExtra(body, LINK_FIELDS);
    if (body.amount === undefined || body.amount === null)
      throw new RazorpayError(400, 'The amount field is required.', 'amount');
    const amount = requireInteger(body.amount, 'amount', 'amount');
    const currency = body.currency === undefined ? 'INR' : body.currency;
    if (currency !== 'INR') throw new RazorpayError(400, 'Currency is not supported', 'currency');
    if (amount < 100) throw new RazorpayError(400, 'The amount must be at least INR 1.00', 'amount');
    const upiLink = body.upi_link === true || body.upi_link === 'true';
    if (upiLink && this.keyId.startsWith('rzp_test_'))
      throw new RazorpayError(
        400,
        'UPI Payment Links is not supported in Test Mode. Please experience the product in Live Mode.',
      );
    const acceptPartial = body.accept_partial === true;
    if (upiLink && acceptPartial) throw new RazorpayError(400, 'partial payment not supported in upi link');

    const referenceId = body.reference_id === undefined || body.reference_id === null ? '' : String(body.reference_id);
    if (referenceId.length > 40)
      throw new RazorpayError(400, 'The reference id may not be greater than 40 characters.', 'reference_id');
    if (referenceId && [...this.linksById.values()].some((r) => r.link.reference_id === referenceId))
      throw new RazorpayError(400, 'payment link creation with reference ID already attempted', 'reference_id');

    const nowSec = Math.floor(this.now() / 1000);
    let expireBy = 0;
    if (body.expire_by !== undefined && body.expire_by !== null) {
      expireBy = requireInteger(body.expire_by, 'expire_by', 'expire by');
      if (expireBy < nowSec + 15 * 60)
        throw new RazorpayError(400, 'timestamp must be atleast 15 minutes in future', 'expire_by');
    }

    let callbackUrl: string | undefined;
    let callbackMethod: string | undefined;
    if (body.callback_url !== undefined && body.callback_url !== null && body.callback_url !== '') {
      callbackUrl = String(body.callback_url);
      if (!URL.canParse(callbackUrl) || !/^https?:$/.test(new URL(callbackUrl).protocol))
        throw new RazorpayError(400, 'The callback url format is invalid.', 'callback_url');
      if (body.callback_method === undefined || body.callback_method === null)
        throw new RazorpayError(
          400,
          'The callback method field is required when callback url is present.',
          'callback_method',
        );
      callbackMethod = String(body.callback_method);
      if (callbackMethod !== 'get')
        throw new RazorpayError(400, 'The selected callback method is invalid.', 'callback_method');
    }

    const customer: PaymentLinkEntity['customer'] = {};
    if (body.customer !== undefined && body.customer !== null) {
      if (!isObject(body.customer)) throw new RazorpayError(400, 'The customer must be an array.', 'customer');
      refuseExtra(body.customer, CUSTOMER_FIELDS);
      for (const k of ['name', 'contact', 'email'] as const)
        if (typeof body.customer[k] === 'string') customer[k] = body.customer[k] as string;
    }
    const notify = isObject(body.notify) ? body.notify : {};

    let code = randomChars(7);
    while (this.linksByCode.has(code)) code = randomChars(7);
    const link: PaymentLinkEntity = {
      accept_partial: acceptPartial,
      amount,
      amount_paid: 0,
      ...(callbackUrl ? { callback_method: callbackMethod, callback_url: callbackUrl } : {}),
      cancelled_at: 0,
      created_at: nowSec,
      currency: 'INR',
      customer,
      description: typeof body.description === 'string' ? body.description : '',
      expire_by: expireBy,
      expired_at: 0,
      first_min_partial_amount: typeof body.first_min_partial_amount === 'number' ? body.first_min_partial_amount : 0,
      id: `plink_${randomChars(14)}`,
      notes: stringNotes(body.notes),
      notify: { email: notify.email === true, sms: notify.sms === true, whatsapp: notify.whatsapp === true },
      payments: null,
      reference_id: referenceId,
      reminder_enable: body.reminder_enable === true,
      reminders: [],
      short_url: `${this.origin}/i/${code}`,
      status: 'created',
      updated_at: nowSec,
      upi_link: upiLink,
      user_id: '',
      whatsapp_link: false,
    };
    const rec: LinkRecord = { link, code, order: null, payments: [] };
    this.linksById.set(link.id, rec);
    this.linksByCode.set(code, rec);
    this.log(`payment link ${link.id} (${referenceId || 'no reference'}) for ${rupeesOf(amount)}: ${link.short_url}`);
    return this.apiEntity(rec);
  }

  private async cancel(id: string): Promise<PaymentLinkEntity> {
    const rec = this.linkOf(id);
    await this.touch(rec);
    const { status } = rec.link;
    if (status === 'paid' || status === 'partially_paid')
      throw new RazorpayError(400, 'cannot cancel or expire an already paid/partially paid link');
    if (status !== 'created') throw new RazorpayError(400, 'cannot cancel or expire an expired link');
    const nowSec = Math.floor(this.now() / 1000);
    rec.link.status = 'cancelled';
    rec.link.cancelled_at = nowSec;
    rec.link.updated_at = nowSec;
    await this.notify(rec, 'payment_link.cancelled', ['payment_link'], {
      payment_link: { entity: this.webhookEntity(rec) },
    });
    return this.apiEntity(rec);
  }

  private async refund(paymentId: string, body: Record<string, unknown>, key: string | null): Promise<RefundEntity> {
    if (key !== null && !IDEMPOTENCY_KEY.test(key))
      throw new RazorpayError(
        400,
        'The idempotency key must be at least 10 characters long and contain only alphabets, numbers, hyphens and underscores',
      );
    const request = JSON.stringify([
      paymentId,
      body.amount ?? null,
      body.speed ?? null,
      body.notes ?? null,
      body.receipt ?? null,
    ]);
    if (key !== null) {
      const earlier = this.refundsByKey.get(key);
      if (earlier) {
        if (earlier.request !== request)
          throw new RazorpayError(400, 'Different request with the same idempotency key has already been processed.');
        return structuredClone(earlier.refund);
      }
    }
    const payment = this.paymentOf(paymentId);
    refuseExtra(body, REFUND_FIELDS);
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw new RazorpayError(400, 'The payment has been fully refunded already');
    const amount =
      body.amount === undefined || body.amount === null ? left : requireInteger(body.amount, 'amount', 'amount');
    if (amount < 100) throw new RazorpayError(400, 'The amount must be at least INR 1.00', 'amount');
    if (amount > left)
      throw new RazorpayError(400, 'The refund amount provided is greater than amount captured', 'amount');
    const speed = body.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum')
      throw new RazorpayError(400, 'The selected speed is invalid.', 'speed');
    const notes = stringNotes(body.notes);

    const refund: RefundEntity = {
      id: `rfnd_${randomChars(14)}`,
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: notes ?? [],
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: Math.floor(this.now() / 1000),
      batch_id: null,
      status: 'processed',
      speed_processed: speed === 'optimum' ? 'instant' : 'normal',
      ...(body.speed !== undefined ? { speed_requested: speed } : {}),
    };
    payment.amount_refunded += amount;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    const rec: RefundRecord = { refund, key, request };
    this.refundList.push(rec);
    if (key !== null) this.refundsByKey.set(key, rec);
    this.log(`refund ${refund.id} of ${rupeesOf(amount)} on ${payment.id}`);
    return structuredClone(refund);
  }

  private linkOf(id: string): LinkRecord {
    if (!LINK_ID.test(id)) throw new RazorpayError(400, `${id} is not a valid id`);
    const rec = this.linksById.get(id);
    if (!rec) throw new RazorpayError(400, 'The id provided does not exist');
    return rec;
  }

  private paymentOf(id: string): PaymentEntity {
    if (!PAYMENT_ID.test(id)) throw new RazorpayError(400, `${id} is not a valid id`);
    const payment = this.paymentsById.get(id);
    if (!payment) throw new RazorpayError(400, 'The id provided does not exist');
    return payment;
  }

  // --- The pay page --------------------------------------------------------------------------------------------

  private async payPage(method: string, path: string): Promise<Response> {
    const [, , code, action] = path.split('/');
    const rec = this.linksByCode.get(code ?? '');
    if (!rec || path.split('/').length > 4) return html(page('Not found', '<h1>No such payment link</h1>'), 404);
    await this.touch(rec);
    if (action === undefined && (method === 'GET' || method === 'HEAD')) return html(this.linkPage(rec));
    if (method !== 'POST' || (action !== 'pay' && action !== 'fail')) return html(this.linkPage(rec), 405);
    if (!payable(rec.link)) return html(this.linkPage(rec), 409);
    if (action === 'fail')
      return html(
        page(
          'Payment failed (stand-in)',
          `<h1>Payment failed (stand-in)</h1>
<p>Nothing was paid and nothing was sent: this is what a failed attempt on Razorpay's page looks like. The link can
still be paid.</p>
<p><a href="${escapeHtml(rec.link.short_url)}">Try again</a></p>`,
        ),
      );
    const outcome = await this.settle(rec);
    if (outcome.redirect) return new Response(null, { status: 303, headers: { location: outcome.redirect } });
    return html(
      page(
        'Payment successful (stand-in)',
        `<h1>Payment successful (stand-in)</h1><p>${rupeesOf(rec.link.amount)} paid: ${escapeHtml(outcome.payment.id)}</p>`,
      ),
    );
  }

  private linkPage(rec: LinkRecord): string {
    const { link } = rec;
    const facts = `<dl>
<dt>Amount</dt><dd class="amount">${rupeesOf(link.amount - link.amount_paid)}</dd>
${link.reference_id ? `<dt>Reference</dt><dd>${escapeHtml(link.reference_id)}</dd>` : ''}
${link.description ? `<dt>For</dt><dd>${escapeHtml(link.description)}</dd>` : ''}
</dl>`;
    const said: Record<Exclude<PaymentLinkStatus, 'created' | 'partially_paid'>, string> = {
      paid: 'This payment link has been paid.',
      expired: 'This payment link has expired.',
      cancelled: 'This payment link has been cancelled.',
    };
    if (link.status === 'paid' || link.status === 'expired' || link.status === 'cancelled')
      return page(said[link.status], `<h1>${said[link.status]}</h1>${facts}<p>There is nothing to pay here.</p>`);
    const base = `/i/${rec.code}`;
    return page(
      `Pay ${rupeesOf(link.amount - link.amount_paid)}`,
      `<h1>Pay ${rupeesOf(link.amount - link.amount_paid)}</h1>${facts}
<p class="note">No money moves: this page stands in for Razorpay's on a developer's machine. Pay records a UPI payment
and tells the site, as Razorpay would; Fail shows a failed attempt.</p>
<form method="post" action="${base}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${base}/fail"><button type="submit" class="secondary">Fail</button></form>`,
    );
  }

  // --- Inspection ----------------------------------------------------------------------------------------------

  private async inspection(method: string, path: string): Promise<Response> {
    const parts = path.split('/').slice(2);
    const collection = (items: unknown[]) => json({ entity: 'collection', count: items.length, items });
    if (method === 'GET' && parts.length === 1) {
      if (parts[0] === 'links') return collection(this.links());
      if (parts[0] === 'refunds') return collection(this.refunds());
      if (parts[0] === 'webhooks') return collection(this.webhooks());
    }
    if (method === 'POST' && parts.length === 3 && parts[0] === 'links') {
      if (parts[2] === 'pay') return json(await this.pay(parts[1]));
      if (parts[2] === 'expire') return json(await this.expire(parts[1]));
    }
    throw new RazorpayError(404, 'The requested URL was not found on the server.');
  }

  // --- Paying, expiring, webhooks ------------------------------------------------------------------------------

  /** Expires a created link past its expire_by. Anything that reads a link touches it first. */
  private async touch(rec: LinkRecord) {
    const { link } = rec;
    if (link.status === 'created' && link.expire_by > 0 && this.now() >= link.expire_by * 1000)
      await this.markExpired(rec);
  }

  private async markExpired(rec: LinkRecord) {
    const nowSec = Math.floor(this.now() / 1000);
    rec.link.status = 'expired';
    rec.link.expired_at = nowSec;
    rec.link.updated_at = nowSec;
    await this.notify(rec, 'payment_link.expired', ['payment_link'], {
      payment_link: { entity: this.webhookEntity(rec) },
    });
  }

  private async settle(rec: LinkRecord): Promise<PayOutcome> {
    const { link } = rec;
    const nowSec = Math.floor(this.now() / 1000);
    const amount = link.amount - link.amount_paid;
    // Marked paid before anything is awaited, so a second click finds the link paid.
    link.amount_paid = link.amount;
    link.status = 'paid';
    link.updated_at = nowSec;
    const orderKey = rec.order?.id ?? randomChars(14);
    link.order_id = `order_${orderKey}`;
    const plainId = link.id.slice('plink_'.length);
    const notes: Notes = link.notes ?? [];
    rec.order = {
      id: orderKey,
      amount: link.amount,
      amount_due: 0,
      amount_paid: link.amount,
      attempts: (rec.order?.attempts ?? 0) + 1,
      authorized: true,
      created_at: rec.order?.created_at ?? nowSec,
      currency: link.currency,
      customer_id: null,
      merchant_id: ACCOUNT,
      method: 'upi',
      notes,
      partial_payment: link.accept_partial,
      payment_capture: true,
      product_id: plainId,
      product_type: 'payment_link_v2',
      public_key: this.keyId,
      receipt: link.reference_id,
      status: 'paid',
      updated_at: nowSec,
    };
    const vpa = 'success@razorpay';
    const payment: PaymentEntity = {
      id: `pay_${randomChars(14)}`,
      entity: 'payment',
      amount,
      currency: link.currency,
      status: 'captured',
      order_id: link.order_id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      amount_transferred: 0,
      refund_status: null,
      captured: true,
      description: `#${plainId}`,
      card_id: null,
      card: null,
      bank: null,
      wallet: null,
      vpa,
      email: link.customer.email ?? null,
      contact: link.customer.contact ?? null,
      notes,
      fee: Math.round(amount * 0.02 * 1.18),
      tax: Math.round(amount * 0.02 * 0.18),
      fee_bearer: 'platform',
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { rrn: String(100000000000 + Math.floor(Math.random() * 899999999999)) },
      upi: { payer_account_type: 'bank_account', vpa },
      base_amount: amount,
      created_at: nowSec,
    };
    rec.payments.push(payment);
    this.paymentsById.set(payment.id, payment);
    this.log(`paid ${link.id} (${link.reference_id || 'no reference'}): ${payment.id}, ${rupeesOf(amount)}`);
    const webhook = await this.notify(rec, 'payment_link.paid', ['payment_link', 'order', 'payment'], {
      payment_link: { entity: this.webhookEntity(rec) },
      order: { entity: structuredClone(rec.order) },
      payment: { entity: structuredClone(payment) },
    });
    let redirect: string | null = null;
    if (link.callback_url) {
      const back = new URL(link.callback_url);
      const signature = await hmacHex(this.keySecret, `${link.id}|${link.reference_id}|paid|${payment.id}`);
      back.searchParams.set('razorpay_payment_id', payment.id);
      back.searchParams.set('razorpay_payment_link_id', link.id);
      back.searchParams.set('razorpay_payment_link_reference_id', link.reference_id);
      back.searchParams.set('razorpay_payment_link_status', 'paid');
      back.searchParams.set('razorpay_signature', signature);
      redirect = back.toString();
    }
    return { payment: structuredClone(payment), redirect, webhook };
  }

  /**
   * Makes a webhook event of the link and POSTs it to its callback_url's origin, awaiting the answer. A link without a
   * callback_url has nowhere to send it (Razorpay sends to the account's webhook URL; the stand-in has none).
   */
  private async notify(
    rec: LinkRecord,
    event: string,
    contains: string[],
    payload: Record<string, unknown>,
  ): Promise<WebhookDelivery | null> {
    const { link } = rec;
    if (!link.callback_url) {
      this.log(`${event} for ${link.id} not sent: the link has no callback_url`);
      return null;
    }
    const body = JSON.stringify({
      entity: 'event',
      account_id: `acc_${ACCOUNT}`,
      event,
      contains,
      payload,
      created_at: Math.floor(this.now() / 1000),
    });
    const delivery: WebhookDelivery = {
      eventId: randomChars(14),
      event,
      linkId: link.id,
      url: `${new URL(link.callback_url).origin}${WEBHOOK_PATH}`,
      body,
      signature: await hmacHex(this.webhookSecret, body),
      attempts: 0,
      status: null,
      delivered: false,
    };
    this.deliveries.push(delivery);
    await this.attempt(delivery);
    return structuredClone(delivery);
  }

  private async attempt(d: WebhookDelivery) {
    d.attempts += 1;
    try {
      const res = await this.deliverFn(d.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'X-Razorpay-Signature': d.signature,
          'X-Razorpay-Event-Id': d.eventId,
        },
        body: d.body,
      });
      await res.arrayBuffer().catch(() => undefined);
      d.status = res.status;
      d.delivered = res.status >= 200 && res.status < 300;
      delete d.error;
    } catch (e) {
      d.status = null;
      d.delivered = false;
      d.error = e instanceof Error ? e.message : String(e);
    }
    this.log(
      `webhook ${d.event} ${d.eventId} → ${d.url}: ${d.status ?? d.error} (attempt ${d.attempts}${d.delivered ? '' : ', not delivered'})`,
    );
  }

  /** The link as the API answers it: with `payments` (null until one is captured). */
  private apiEntity(rec: LinkRecord): PaymentLinkEntity {
    const entity = structuredClone(rec.link);
    entity.payments = rec.payments.length
      ? rec.payments.map((p) => ({
          amount: p.amount,
          created_at: p.created_at,
          method: p.method,
          payment_id: p.id,
          plink_id: rec.link.id,
          status: 'captured' as const,
          updated_at: p.created_at,
        }))
      : null;
    return entity;
  }

  /** The link as webhooks carry it: without `payments`. */
  private webhookEntity(rec: LinkRecord): PaymentLinkEntity {
    const entity = structuredClone(rec.link);
    delete entity.payments;
    return entity;
  }
}

function payable(link: PaymentLinkEntity): boolean {
  return link.status === 'created' || link.status === 'partially_paid';
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RazorpayError(400, 'The request body is not valid JSON');
  }
  if (!isObject(parsed)) throw new RazorpayError(400, 'The request body is not valid JSON');
  return parsed;
}

/** The stand-in's pages: plain HTML, no script, readable at a phone's width, labelled as the stand-in. */
function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Razorpay (local stand-in)</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a2e;background:#f4f6fb}
main{max-width:26rem;margin:0 auto;padding:1rem}
.brand{margin:0 0 1rem;padding:.5rem .75rem;background:#0c2651;color:#fff;border-radius:.5rem;font-weight:600}
h1{font-size:1.5rem;margin:.5rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#555}dd{margin:0;overflow-wrap:anywhere}
.note{font-size:.875rem;color:#555}
form{margin:.75rem 0}
button{width:100%;min-height:3rem;font:inherit;font-weight:600;border:0;border-radius:.5rem;background:#3395ff;color:#fff}
button.secondary{background:#fff;color:#b00020;border:2px solid #b00020}
a{color:#0b57d0}
</style>
</head>
<body>
<main>
<p class="brand">Razorpay (local stand-in)</p>
${main}
</main>
</body>
</html>
`;
}
