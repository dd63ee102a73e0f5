import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, slotStart } from '../../common/booking/schedule';
import { releaseUnpaidPlaces } from '../../functions/payments/actions';
import type { Env } from '../../functions/platform/env';
import { manageToken, payToken } from '../../functions/platform/tokens';
import { RazorpayStandIn } from '../../scripts/lib/razorpay-stand-in';
import { auditRows, deskCall, deskSession, STAFF } from './access-helpers';
import { call, clearAll, ORIGIN, openDate, patient, postJson, runScheduler, validAppointment } from './helpers';

/**
 * Pay when you book (issue 42, decision 031), against D1 in workerd, with Razorpay's HTTP API answered by the local
 * stand-in (scripts/lib/razorpay-stand-in.ts, the only fake: it answers as Razorpay does and signs its webhooks with the
 * test secret). Checked: the configuration fails closed; a required payment holds the place and the link is made as
 * Razorpay's API asks; forged webhooks are refused with nothing stored; the same payment twice is recorded once; a
 * payment after the release refunds itself; "paid" raced against "released" 50 times; refunds by the policy and by
 * the desk, each audited.
 */

const TEST_ENV = env as unknown as Env;
const KEYS = {
  keyId: 'rzp_test_ApiTests000001',
  keySecret: 'api-tests-razorpay-key-secret-0123456789',
  webhookSecret: 'api-tests-razorpay-webhook-secret-0123456789',
};
const PAY: Partial<Env> = {
  RAZORPAY_KEY_ID: KEYS.keyId,
  RAZORPAY_KEY_SECRET: KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
};
const RAZORPAY = 'https://api.razorpay.com';
const DATE = openDate(3);

let razorpay: RazorpayStandIn;
/** While set, the stand-in's webhooks are kept here instead of delivered (a payment whose webhook is on its way). */
let held: Request[] | null = null;
/** Every request the site made to Razorpay's API: method, path, headers and body. */
let sent: { method: string; path: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];

/** Routes the site's fetches to Razorpay to the stand-in; anything else goes to `before` (the desk's certs) or fails. */
function interceptRazorpay() {
  const before = vi.isMockFunction(globalThis.fetch) ? vi.mocked(globalThis.fetch).getMockImplementation() : undefined;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    if (!req.url.startsWith(`${RAZORPAY}/`)) {
      if (before) return before(input, init);
      throw new Error(`unexpected outbound fetch: ${req.url}`);
    }
    const text = await req.clone().text();
    sent.push({
      method: req.method,
      path: new URL(req.url).pathname,
      headers: Object.fromEntries(req.headers.entries()),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    });
    return razorpay.handle(req);
  });
}

async function settings(mode: 'off' | 'optional' | 'required', o: { fee?: number | null; refundHours?: number } = {}) {
  await env.DB.prepare(
    `UPDATE clinic_settings SET payment_mode = ?1, fee_inr = ?2, refund_hours = ?3, doctor_registration = 'DMC/R/04521'`,
  )
    .bind(mode, o.fee === undefined ? 800 : o.fee, o.refundHours ?? 24)
    .run();
}

async function book(n: number, overrides: Record<string, unknown> = {}, extra: Partial<Env> = PAY) {
  const res = await call(
    postJson('/api/appointment', validAppointment({ ...patient(n, 'pay'), appointment_date: DATE, ...overrides })),
    extra,
  );
  return { res, body: (await res.json()) as { success: boolean; id?: string; error?: string; payment?: Payment } };
}

interface Payment {
  required: boolean;
  url: string;
  amount_inr: number;
  until?: string;
}

/** Presses the pay page's button (a form post, as without script): the site makes the link and answers 303 to it. */
async function startPaying(payUrl: string): Promise<Response> {
  const q = new URL(payUrl, ORIGIN).searchParams;
  return call(
    new Request(`${ORIGIN}/api/payments/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ b: q.get('b') ?? '', t: q.get('t') ?? '' }).toString(),
    }),
    PAY,
  );
}

/** Books with payment required and goes as far as Razorpay's link: the booking id and the link's id. */
async function heldAndLinked(n: number, time = '10:00 AM') {
  const { body } = await book(n, { appointment_time: time });
  const started = await startPaying(body.payment?.url ?? '');
  expect(started.status).toBe(303);
  const linkId = razorpay.links().at(-1)?.link.id ?? '';
  return { id: body.id ?? '', linkId, location: started.headers.get('location') ?? '' };
}

/** The pay page of a booking, as its answer gave it (the token from its id and nonce). */
async function payUrlOf(id: string): Promise<string | null> {
  const r = await env.DB.prepare('SELECT manage_nonce FROM appointments WHERE id = ?1')
    .bind(id)
    .first<{ manage_nonce: string }>();
  return r ? `/api/payments/pay?b=${id}&t=${await payToken(TEST_ENV, id, r.manage_nonce)}` : null;
}

async function row(id: string) {
  return env.DB.prepare(
    'SELECT status, pay_by, fee_paise, status_reason, sequence, change_id FROM appointments WHERE id = ?1',
  )
    .bind(id)
    .first<{ status: string; pay_by: string | null; fee_paise: number | null; status_reason: string | null }>();
}

async function paymentsOf(id: string) {
  const { results } = await env.DB.prepare(
    `SELECT id, method, amount_paise, outcome, refund_status, refund_reason, refund_key, refund_id, recorded_by
     FROM payments WHERE appointment_id = ?1`,
  )
    .bind(id)
    .all<{
      id: string;
      method: string;
      amount_paise: number;
      outcome: string;
      refund_status: string | null;
      refund_reason: string | null;
      refund_key: string | null;
      refund_id: string | null;
      recorded_by: string;
    }>();
  return results;
}

async function kinds(id: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT kind || ':' || channel AS k FROM outbox WHERE ref_id = ?1 ORDER BY kind, channel`,
  )
    .bind(id)
    .all<{ k: string }>();
  return results.map((r) => r.k);
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sig = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return [...new Uint8Array(sig)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A `payment_link.paid` event for a link, as Razorpay's webhook carries it, and its signature. */
async function paidEvent(linkId: string, paymentId: string, amount = 80000, secret = KEYS.webhookSecret) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_TestAccount01',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: linkId, status: 'paid', amount, amount_paid: amount, reference_id: 'x' } },
      payment: {
        entity: {
          id: paymentId,
          amount,
          currency: 'INR',
          status: 'captured',
          method: 'upi',
          created_at: 1_790_000_000,
        },
      },
    },
    created_at: 1_790_000_000,
  });
  return { body, signature: await hmacHex(secret, body) };
}

function webhook(body: string, headers: Record<string, string>): Promise<Response> {
  return call(
    new Request(`${ORIGIN}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
    PAY,
  );
}

async function counts() {
  const r = await env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM payments) AS payments, (SELECT COUNT(*) FROM payment_events) AS events`,
  ).first<{ payments: number; events: number }>();
  return r;
}

beforeEach(async () => {
  await clearAll();
  await settings('required');
  razorpay = new RazorpayStandIn({
    ...KEYS,
    origin: RAZORPAY,
    deliver: (url, init) => {
      if (!held) return call(new Request(url, init), PAY);
      held.push(new Request(url, init));
      return Promise.resolve(new Response('', { status: 503 }));
    },
  });
  held = null;
  sent = [];
  vi.spyOn(console, 'log').mockImplementation(() => {});
  interceptRazorpay();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await clearAll();
  await settings('off', { fee: null });
});

describe('configuration', () => {
  it('answers 503 and stores nothing with half of Razorpay configured', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { res, body } = await book(1, {}, { RAZORPAY_KEY_ID: KEYS.keyId, RAZORPAY_KEY_SECRET: KEYS.keySecret });
    expect(res.status).toBe(503);
    expect(body.success).toBe(false);
    const n = await env.DB.prepare('SELECT COUNT(*) AS n FROM appointments').first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it('books as before, with no payment, when Razorpay is not configured whatever the setting says', async () => {
    const { res, body } = await book(2, {}, {});
    expect(res.status).toBe(201);
    expect(body.payment).toBeUndefined();
    const r = await row(body.id ?? '');
    expect(r).toMatchObject({ status: 'booked', pay_by: null, fee_paise: null });
    expect(await kinds(body.id ?? '')).toContain('appointment_patient:email');
  });
});

describe('payment required', () => {
  it('holds the place awaiting payment, announces nothing yet, and makes the link as Razorpay asks', async () => {
    const before = Date.now();
    const { res, body } = await book(3);
    expect(res.status).toBe(201);
    expect(body.payment).toMatchObject({ required: true, amount_inr: 800 });
    const r = await row(body.id ?? '');
    expect(r?.status).toBe('booked');
    expect(r?.fee_paise).toBe(80000);
    const held = Date.parse(r?.pay_by ?? '') - before;
    expect(held).toBeGreaterThanOrEqual(16 * 60_000);
    expect(held).toBeLessThanOrEqual(21 * 60_000);
    // Nothing is announced until the payment is recorded.
    expect(await kinds(body.id ?? '')).toEqual([]);

    // The pay page says what is paid and for what; its button posts (no script).
    const page = await call(new Request(`${ORIGIN}${body.payment?.url}`), PAY);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('₹800');
    expect(html).toContain('Razorpay');
    expect(html).toContain('/refund-policy');
    expect(page.headers.get('content-security-policy')).toContain('form-action');

    const started = await startPaying(body.payment?.url ?? '');
    expect(started.status).toBe(303);
    const create = sent.find((s) => s.path === '/v1/payment_links');
    expect(create?.headers.authorization).toBe(`Basic ${btoa(`${KEYS.keyId}:${KEYS.keySecret}`)}`);
    expect(create?.body).toMatchObject({
      amount: 80000,
      currency: 'INR',
      reference_id: body.id,
      customer: { email: 'pay3@example.com', contact: '+919700000003' },
      notify: { sms: false, email: false },
      callback_method: 'get',
    });
    expect(String(create?.body.callback_url)).toMatch(/\/api\/payments\/return$/);
    const expireBy = Number(create?.body.expire_by) * 1000;
    expect(expireBy - Date.now()).toBeGreaterThanOrEqual(15 * 60_000);
    expect(started.headers.get('location')).toBe(razorpay.links()[0]?.link.short_url);

    // Pressing it again (a second tab) reuses the link: Razorpay would refuse the same reference twice.
    const again = await startPaying(body.payment?.url ?? '');
    expect(again.headers.get('location')).toBe(started.headers.get('location'));
    expect(sent.filter((s) => s.path === '/v1/payment_links')).toHaveLength(1);
  });

  it('refuses a pay link with a wrong token, and tells nothing of the booking', async () => {
    const { body } = await book(4);
    const res = await call(new Request(`${ORIGIN}/api/payments/pay?b=${body.id}&t=${'A'.repeat(43)}`), PAY);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('₹800');
  });

  it('confirms the booking when paid: the webhook records the payment once, however often it comes', async () => {
    const { id, linkId } = await heldAndLinked(5);
    const paid = await razorpay.pay(linkId);
    expect(paid.webhook?.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'booked', pay_by: null });
    expect(await paymentsOf(id)).toMatchObject([
      { id: paid.payment.id, method: 'razorpay', amount_paise: 80000, outcome: 'kept', refund_status: null },
    ]);
    // The booking's messages now, with the receipt, each once.
    const queued = await kinds(id);
    expect(queued.filter((k) => k.endsWith(':email'))).toEqual([
      'appointment_clinic:email',
      'appointment_patient:email',
      'payment_receipt_patient:email',
      'reminder_patient:email',
    ]);

    // Razorpay retries: the same event again, and the same payment under another event id.
    const { body, signature } = await paidEvent(linkId, paid.payment.id);
    expect((await webhook(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_A' })).status).toBe(
      200,
    );
    expect((await webhook(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_A' })).status).toBe(
      200,
    );
    expect((await webhook(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_B' })).status).toBe(
      200,
    );
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await kinds(id)).toEqual(queued);

    // The return page, signed as Razorpay signs it, says so; the same query forged is refused.
    const q = new URL(paid.redirect ?? '');
    const back = await call(new Request(`${ORIGIN}/api/payments/return${q.search}`), PAY);
    expect(back.status).toBe(200);
    const text = await back.text();
    expect(text).toContain('Payment received');
    expect(text).toContain(paid.payment.id);
    q.searchParams.set('razorpay_payment_link_status', 'paid');
    q.searchParams.set('razorpay_signature', await hmacHex('not-the-key-secret', 'x'));
    expect((await call(new Request(`${ORIGIN}/api/payments/return${q.search}`), PAY)).status).toBe(400);
  });

  it('refuses forged and unsigned webhooks, storing nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { id, linkId } = await heldAndLinked(6);
    const forged = await paidEvent(linkId, 'pay_Forged00000001', 80000, 'someone-elses-secret');
    const unsigned = await paidEvent(linkId, 'pay_Forged00000002');
    const attempts: Record<string, string>[] = [
      { 'x-razorpay-signature': forged.signature },
      {},
      { 'x-razorpay-signature': '' },
      { 'x-razorpay-signature': unsigned.signature.toUpperCase() },
    ];
    for (const headers of attempts) {
      const res = await webhook(forged.body, headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false });
    }
    // A body changed after signing.
    const tampered = unsigned.body.replace('80000', '100');
    expect((await webhook(tampered, { 'x-razorpay-signature': unsigned.signature })).status).toBe(400);
    expect(await counts()).toEqual({ payments: 0, events: 0 });
    expect(await row(id)).toMatchObject({ status: 'booked' });
    expect((await row(id))?.pay_by).not.toBeNull();
  });

  it('releases an unpaid place when its time is up, and refunds a payment that arrives after', async () => {
    const { id, linkId } = await heldAndLinked(7);
    // The patient pays at the last moment; Razorpay's webhook is on its way when the scheduler runs.
    held = [];
    const paid = await razorpay.pay(linkId);
    const [delivery] = held;
    held = null;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await runScheduler(PAY, new Date(Date.now() + 25 * 60_000));
    expect(await row(id)).toMatchObject({ status: 'cancelled', pay_by: null, status_reason: 'Not paid in time' });
    // Its link was asked to be cancelled at Razorpay (too late here: it is paid).
    expect(sent.some((s) => s.path === `/v1/payment_links/${linkId}/cancel`)).toBe(true);

    expect((await call(delivery as Request, PAY)).status).toBe(200);
    expect(await paymentsOf(id)).toMatchObject([
      { id: paid.payment.id, outcome: 'refund_due', refund_reason: 'late_payment', refund_status: 'processed' },
    ]);
    const refund = sent.find((s) => s.path === `/v1/payments/${paid.payment.id}/refund`);
    expect(refund?.body).toMatchObject({ amount: 80000 });
    expect(refund?.headers['x-refund-idempotency']).toMatch(/^rfd_[0-9a-f]{32}$/);
    expect(razorpay.refunds()).toMatchObject([{ payment_id: paid.payment.id, amount: 80000 }]);
    expect(await kinds(id)).toContain('payment_refund_patient:email');
    expect(await kinds(id)).not.toContain('appointment_patient:email');
    // The return page says so; the pay page no longer offers to pay.
    const back = await call(new Request(`${ORIGIN}/api/payments/return${new URL(paid.redirect ?? '').search}`), PAY);
    expect(await back.text()).toContain('after the place was released');
    const page = await call(new Request(`${ORIGIN}${(await payUrlOf(id)) ?? ''}`), PAY);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This place is no longer held');
  });

  it('"paid" raced against "released" 50 times: each booking is paid and booked, or released and refunded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcomes = { kept: 0, refunded: 0 };
    for (let i = 0; i < 50; i++) {
      const time = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM'][i % 5];
      const { id, linkId } = await heldAndLinked(100 + i, time);
      held = [];
      await razorpay.pay(linkId);
      const [delivery] = held;
      held = null;
      // The hold has just run out as the payment's webhook arrives.
      await env.DB.prepare('UPDATE appointments SET pay_by = ?2 WHERE id = ?1')
        .bind(id, new Date(Date.now() - 1000).toISOString())
        .run();
      // One starts, the other a few milliseconds later (each leads half the time), so either can reach D1 first.
      const lag = (ms: number) => new Promise((r) => setTimeout(r, ms));
      const [answer] = await Promise.all([
        lag(i % 2 ? 0 : i % 4).then(() => call(delivery as Request, PAY)),
        lag(i % 2 ? i % 7 : 0).then(() => releaseUnpaidPlaces(TEST_ENV, new Date())),
      ]);
      expect(answer.status).toBe(200);
      const r = await row(id);
      const p = await paymentsOf(id);
      expect(p).toHaveLength(1);
      if (r?.status === 'booked') {
        expect(r.pay_by).toBeNull();
        expect(p[0]).toMatchObject({ outcome: 'kept', refund_key: null });
        outcomes.kept++;
      } else {
        expect(r?.status).toBe('cancelled');
        expect(p[0]).toMatchObject({ outcome: 'refund_due', refund_status: 'processed' });
        outcomes.refunded++;
      }
      // Never a place held twice: the time holds this booking at most once.
      const active = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM appointments WHERE appointment_date = ?1 AND appointment_time = ?2
           AND status IN ('booked', 'arrived')`,
      )
        .bind(DATE, time)
        .first<{ n: number }>();
      expect(active?.n).toBe(r?.status === 'booked' ? 1 : 0);
      await env.DB.batch(
        ['payments', 'payment_links'].map((t) => env.DB.prepare(`DELETE FROM ${t} WHERE appointment_id = ?1`).bind(id)),
      );
      await env.DB.prepare('DELETE FROM appointments WHERE id = ?1').bind(id).run();
    }
    expect(outcomes.kept + outcomes.refunded).toBe(50);
    // Both endings were reached: the race was run, not one order fifty times.
    expect(outcomes.kept).toBeGreaterThan(0);
    expect(outcomes.refunded).toBeGreaterThan(0);
    console.info(`race: ${outcomes.kept} paid and kept, ${outcomes.refunded} released and refunded`);
  });
});

describe('refunds when cancelled', () => {
  it('refunds in full a patient who cancels two days before; not one who cancels within the policy', async () => {
    // Payment optional here: booked and confirmed as before, then paid from the pay page.
    await settings('optional', { refundHours: 24 });
    const date = addDays(DATE, 1);
    const early = await book(20, { appointment_date: date });
    expect(early.body.payment).toMatchObject({ required: false });
    expect(await kinds(early.body.id ?? '')).toContain('appointment_patient:email');
    await startPaying(early.body.payment?.url ?? '');
    const paid = await razorpay.pay(razorpay.links().at(-1)?.link.id ?? '');
    expect(await paymentsOf(early.body.id ?? '')).toMatchObject([{ outcome: 'kept' }]);

    const nonce = await env.DB.prepare('SELECT manage_nonce FROM appointments WHERE id = ?1')
      .bind(early.body.id)
      .first<{ manage_nonce: string }>();
    const token = await manageToken(TEST_ENV, nonce?.manage_nonce ?? '');
    const cancelled = await call(postJson('/api/manage/cancel', { token }), PAY);
    expect(cancelled.status).toBe(200);
    const [p] = await paymentsOf(early.body.id ?? '');
    expect(p).toMatchObject({ refund_reason: 'cancelled', refund_status: 'processed' });
    expect(razorpay.refunds()).toMatchObject([{ payment_id: paid.payment.id, amount: 80000 }]);
    expect(await kinds(early.body.id ?? '')).toContain('payment_refund_patient:email');
    // Its pay page no longer offers to pay, and says why: cancelled, not "the time to pay has passed".
    const gone = await call(new Request(`${ORIGIN}${early.body.payment?.url}`), PAY);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('This booking was cancelled');

    // Within the policy's hours (here a week, the longest the desk can set): no refund by itself.
    await settings('optional', { refundHours: 168 });
    const late = await book(21, { appointment_date: date });
    await startPaying(late.body.payment?.url ?? '');
    await razorpay.pay(razorpay.links().at(-1)?.link.id ?? '');
    const n2 = await env.DB.prepare('SELECT manage_nonce FROM appointments WHERE id = ?1')
      .bind(late.body.id)
      .first<{ manage_nonce: string }>();
    const t2 = await manageToken(TEST_ENV, n2?.manage_nonce ?? '');
    expect((await call(postJson('/api/manage/cancel', { token: t2 }), PAY)).status).toBe(200);
    expect(await paymentsOf(late.body.id ?? '')).toMatchObject([{ outcome: 'kept', refund_status: null }]);
    expect(razorpay.refunds()).toHaveLength(1);
    expect(slotStart(date, '10:00 AM').getTime() - Date.now()).toBeLessThan(168 * 3_600_000);
  });

  it('never refunds twice: a refund Razorpay refuses is recorded as failed, and asked again never', async () => {
    await settings('optional');
    const b = await book(22);
    await startPaying(b.body.payment?.url ?? '');
    const paid = await razorpay.pay(razorpay.links().at(-1)?.link.id ?? '');
    // Refunded outside the site (on Razorpay's dashboard): what is left is nothing.
    await razorpay.handle(
      new Request(`${RAZORPAY}/v1/payments/${paid.payment.id}/refund`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa(`${KEYS.keyId}:${KEYS.keySecret}`)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amount: 80000 }),
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const nonce = await env.DB.prepare('SELECT manage_nonce FROM appointments WHERE id = ?1')
      .bind(b.body.id)
      .first<{ manage_nonce: string }>();
    await call(postJson('/api/manage/cancel', { token: await manageToken(TEST_ENV, nonce?.manage_nonce ?? '') }), PAY);
    expect(await paymentsOf(b.body.id ?? '')).toMatchObject([{ refund_status: 'failed' }]);
    await runScheduler(PAY);
    expect(razorpay.refunds()).toHaveLength(1);
    expect(sent.filter((s) => s.path.endsWith('/refund'))).toHaveLength(1);
  });
});

describe('the desk', () => {
  const { token } = deskSession('payments-desk-key');
  const DESK = { ...PAY } as Partial<Env>;

  // The desk's session intercepts the certs (its own beforeEach, run first): Razorpay's requests go to the stand-in.
  beforeEach(() => {
    interceptRazorpay();
  });

  it('records the fee paid at the counter once, with a receipt and an audit row; refunds it at the counter', async () => {
    await settings('optional');
    const b = await book(30);
    const id = b.body.id ?? '';
    const paid = await deskCall('/api/desk/payments/counter', { token: token(), body: { booking: id } }, DESK);
    expect(paid.status).toBe(201);
    const again = await deskCall('/api/desk/payments/counter', { token: token(), body: { booking: id } }, DESK);
    expect(again.status).toBe(409);
    expect(await paymentsOf(id)).toMatchObject([
      { method: 'counter', amount_paise: 80000, outcome: 'kept', recorded_by: STAFF },
    ]);
    expect(await kinds(id)).toContain('payment_receipt_patient:email');
    expect((await auditRows()).map((a) => [a.actor, a.action, a.target])).toContainEqual([
      STAFF,
      'payment_counter',
      id,
    ]);

    const refunded = await deskCall('/api/desk/payments/refund', { token: token(), body: { booking: id } }, DESK);
    expect(refunded.status).toBe(200);
    expect(await paymentsOf(id)).toMatchObject([{ refund_status: 'processed', refund_reason: 'staff' }]);
    // Cash is given back at the counter: Razorpay is not asked.
    expect(sent.filter((s) => s.path.endsWith('/refund'))).toEqual([]);
    expect((await auditRows()).map((a) => a.action)).toContain('payment_refund');
    expect((await deskCall('/api/desk/payments/refund', { token: token(), body: { booking: id } }, DESK)).status).toBe(
      409,
    );
  });

  it('asks Razorpay again, under a new key, when the desk refunds a payment whose refund was refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await settings('optional');
    const b = await book(33);
    const id = b.body.id ?? '';
    await startPaying(b.body.payment?.url ?? '');
    const paid = await razorpay.pay(razorpay.links().at(-1)?.link.id ?? '');
    // Razorpay is down for refunds a moment: it answers 400 as for a payment it does not know.
    const down = vi.mocked(globalThis.fetch).getMockImplementation();
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const req = new Request(input as RequestInfo, init as RequestInit);
      if (req.url.endsWith('/refund')) {
        return Response.json(
          { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
          { status: 400 },
        );
      }
      return (down as typeof fetch)(input, init);
    });
    expect((await deskCall('/api/desk/payments/refund', { token: token(), body: { booking: id } }, DESK)).status).toBe(
      200,
    );
    const [failed] = await paymentsOf(id);
    expect(failed).toMatchObject({ refund_status: 'failed' });
    vi.mocked(globalThis.fetch).mockImplementation(down as typeof fetch);
    expect((await deskCall('/api/desk/payments/refund', { token: token(), body: { booking: id } }, DESK)).status).toBe(
      200,
    );
    const [done] = await paymentsOf(id);
    expect(done).toMatchObject({ refund_status: 'processed' });
    expect(done.refund_key).not.toBe(failed.refund_key);
    expect(razorpay.refunds()).toMatchObject([{ payment_id: paid.payment.id, amount: 80000 }]);
    expect((await auditRows()).filter((a) => a.action === 'payment_refund')).toHaveLength(2);
  });

  it('refunds an online payment through Razorpay when the desk cancels the booking', async () => {
    await settings('required');
    const { id, linkId } = await heldAndLinked(31);
    await razorpay.pay(linkId);
    const res = await deskCall(
      `/api/desk/appointments/${id}/cancel`,
      { token: token(), body: { reason: 'The doctor is away that day.' } },
      DESK,
    );
    expect(res.status).toBe(200);
    expect(await paymentsOf(id)).toMatchObject([{ refund_reason: 'staff', refund_status: 'processed' }]);
    expect(razorpay.refunds()).toHaveLength(1);
  });

  it('refuses a money action without Access (401) or from another page (403)', async () => {
    const b = await book(32);
    expect((await deskCall('/api/desk/payments/counter', { body: { booking: b.body.id } }, DESK)).status).toBe(401);
    const forged = await deskCall(
      '/api/desk/payments/counter',
      { token: token(), body: { booking: b.body.id }, headers: { 'X-Desk-Request': '' } },
      DESK,
    );
    expect(forged.status).toBe(403);
    expect(await paymentsOf(b.body.id ?? '')).toEqual([]);
  });
});
