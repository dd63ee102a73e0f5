import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as ports from '../../scripts/lib/e2e-ports';
import {
  LOCAL_RAZORPAY,
  type PaymentLinkEntity,
  RazorpayStandIn,
  type RefundEntity,
  razorpayVars,
} from '../../scripts/lib/razorpay-stand-in';

const ORIGIN = 'http://127.0.0.1:8790';
const SITE = 'http://127.0.0.1:8788';
const CALLBACK = `${SITE}/api/payments/return?lang=en`;
const START = Date.UTC(2026, 10, 28, 6, 30);

interface Sent {
  url: string;
  headers: Headers;
  body: string;
}

/** A stand-in on a clock of its own whose webhooks are recorded (answered `status`, 200 unless told). */
function standIn(answer: () => number = () => 200) {
  let clock = START;
  const sent: Sent[] = [];
  const rzp = new RazorpayStandIn({
    keyId: LOCAL_RAZORPAY.keyId,
    keySecret: LOCAL_RAZORPAY.keySecret,
    webhookSecret: LOCAL_RAZORPAY.webhookSecret,
    origin: ORIGIN,
    now: () => clock,
    deliver: async (url, init) => {
      sent.push({ url, headers: new Headers(init.headers), body: String(init.body) });
      return new Response('{"ok":true}', { status: answer() });
    },
  });
  return { rzp, sent, advance: (ms: number) => (clock += ms), nowSec: () => Math.floor(clock / 1000) };
}

function basic(id: string = LOCAL_RAZORPAY.keyId, secret: string = LOCAL_RAZORPAY.keySecret) {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

function call(
  rzp: RazorpayStandIn,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { authorization: basic() },
) {
  return rzp.handle(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

function linkBody(over: Record<string, unknown> = {}) {
  return {
    amount: 50000,
    currency: 'INR',
    reference_id: `appt-${Math.random().toString(36).slice(2, 10)}`,
    description: 'Consultation, 29 Nov 2026 10:30',
    customer: { name: 'Asha Verma', contact: '+919812345678', email: 'asha@example.com' },
    notify: { sms: false, email: false },
    expire_by: Math.floor(START / 1000) + 20 * 60,
    callback_url: CALLBACK,
    callback_method: 'get',
    ...over,
  };
}

async function createLink(rzp: RazorpayStandIn, over: Record<string, unknown> = {}) {
  const res = await call(rzp, 'POST', '/v1/payment_links', linkBody(over));
  expect(res.status).toBe(200);
  return (await res.json()) as PaymentLinkEntity;
}

function pagePath(link: PaymentLinkEntity) {
  return new URL(link.short_url).pathname;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Razorpay's error body: every documented key there. */
async function expectRazorpayError(res: Response, status: number, description: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { error: Record<string, unknown> };
  expect(body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description });
  for (const key of ['source', 'step', 'reason', 'metadata']) expect(body.error).toHaveProperty(key);
  return body.error;
}

describe('the Razorpay stand-in: payment links', () => {
  it('refuses the API without Basic auth, or with a wrong key or secret, with 401 in Razorpay’s error shape', async () => {
    const { rzp } = standIn();
    await expectRazorpayError(
      await call(rzp, 'POST', '/v1/payment_links', linkBody(), {}),
      401,
      'Please provide your api key for authentication purposes.',
    );
    await expectRazorpayError(
      await call(rzp, 'POST', '/v1/payment_links', linkBody(), { authorization: basic('rzp_test_SomeoneElse01') }),
      401,
      'The api key provided is invalid',
    );
    await expectRazorpayError(
      await call(rzp, 'GET', '/v1/payment_links/plink_AAAAAAAAAAAAAA', undefined, {
        authorization: basic(LOCAL_RAZORPAY.keyId, 'wrong'),
      }),
      401,
      'The api secret provided is invalid',
    );
    expect(rzp.links()).toEqual([]);
  });

  it('creates a link and answers the payment link entity, as GET does after', async () => {
    const { rzp, nowSec } = standIn();
    const body = linkBody();
    const link = await createLink(rzp, body);
    expect(link.id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link.short_url).toMatch(new RegExp(`^${ORIGIN}/i/[A-Za-z0-9]+$`));
    expect(link).toMatchObject({
      status: 'created',
      amount: 50000,
      amount_paid: 0,
      currency: 'INR',
      reference_id: body.reference_id,
      customer: body.customer,
      notify: { sms: false, email: false, whatsapp: false },
      expire_by: body.expire_by,
      created_at: nowSec(),
      callback_url: CALLBACK,
      callback_method: 'get',
      payments: null,
      cancelled_at: 0,
      expired_at: 0,
    });
    const fetched = await call(rzp, 'GET', `/v1/payment_links/${link.id}`);
    expect(await fetched.json()).toEqual(link);
    await expectRazorpayError(
      await call(rzp, 'GET', '/v1/payment_links/plink_AAAAAAAAAAAAAA'),
      400,
      'The id provided does not exist',
    );
  });

  it('refuses a reference_id used before, an expire_by under 15 minutes ahead and other bad input, as Razorpay does', async () => {
    const { rzp, nowSec } = standIn();
    const first = await createLink(rzp);
    const field = async (over: Record<string, unknown>, description: string) =>
      expectRazorpayError(await call(rzp, 'POST', '/v1/payment_links', linkBody(over)), 400, description);

    expect(
      await field({ reference_id: first.reference_id }, 'payment link creation with reference ID already attempted'),
    ).toMatchObject({ field: 'reference_id' });
    expect(
      await field({ expire_by: nowSec() + 15 * 60 - 1 }, 'timestamp must be atleast 15 minutes in future'),
    ).toMatchObject({ field: 'expire_by' });
    await field({ amount: 99 }, 'The amount must be at least INR 1.00');
    await field({ amount: 500.5 }, 'The amount must be an integer.');
    await field({ currency: 'USD' }, 'Currency is not supported');
    await field({ callback_method: undefined }, 'The callback method field is required when callback url is present.');
    await field({ callback_method: 'post' }, 'The selected callback method is invalid.');
    await field({ reminders: true }, 'reminders is/are not required and should not be sent');
    await field(
      { upi_link: true },
      'UPI Payment Links is not supported in Test Mode. Please experience the product in Live Mode.',
    );
    expect(rzp.links()).toHaveLength(1);
    await createLink(rzp, { expire_by: nowSec() + 15 * 60 });
    expect(rzp.links()).toHaveLength(2);
  });

  it('serves a pay page that works without JavaScript: the stand-in named, the rupees, the reference, Pay and Fail', async () => {
    const { rzp, sent } = standIn();
    const link = await createLink(rzp, { amount: 150050 });
    const res = await rzp.handle(new Request(link.short_url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const page = await res.text();
    expect(page).toContain('Razorpay (local stand-in)');
    expect(page).toContain('₹1,500.50');
    expect(page).toContain(link.reference_id);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain(`<form method="post" action="${pagePath(link)}/pay"><button type="submit">Pay</button>`);
    expect(page).toMatch(new RegExp(`<form method="post" action="${pagePath(link)}/fail"><button[^>]*>Fail</button>`));

    const failed = await rzp.handle(new Request(`${link.short_url}/fail`, { method: 'POST' }));
    expect(failed.status).toBe(200);
    const failPage = await failed.text();
    expect(failPage).toContain('Payment failed (stand-in)');
    expect(failPage).toContain(`href="${link.short_url}"`);
    expect(sent).toEqual([]);
    expect(rzp.links()[0].link.status).toBe('created');
  });

  it('on Pay records a UPI payment, POSTs payment_link.paid signed with the webhook secret, then redirects signed with the key secret', async () => {
    const { rzp, sent, nowSec } = standIn();
    const link = await createLink(rzp);
    const res = await rzp.handle(new Request(`${link.short_url}/pay`, { method: 'POST' }));
    expect(res.status).toBe(303);

    expect(sent).toHaveLength(1);
    const [hook] = sent;
    expect(hook.url).toBe(`${SITE}/api/payments/webhook`);
    expect(hook.headers.get('content-type')).toBe('application/json');
    expect(hook.headers.get('x-razorpay-signature')).toBe(hmac(LOCAL_RAZORPAY.webhookSecret, hook.body));
    expect(hook.headers.get('x-razorpay-event-id')).toMatch(/^[A-Za-z0-9]{14}$/);
    const event = JSON.parse(hook.body);
    expect(Object.keys(event)).toEqual(['entity', 'account_id', 'event', 'contains', 'payload', 'created_at']);
    expect(event).toMatchObject({
      entity: 'event',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      created_at: nowSec(),
    });
    expect(event.account_id).toMatch(/^acc_[A-Za-z0-9]{14}$/);
    const payment = event.payload.payment.entity;
    expect(payment).toMatchObject({
      entity: 'payment',
      amount: 50000,
      currency: 'INR',
      status: 'captured',
      method: 'upi',
      captured: true,
      amount_refunded: 0,
    });
    expect(payment.id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(event.payload.payment_link.entity).toMatchObject({
      id: link.id,
      status: 'paid',
      amount_paid: 50000,
      reference_id: link.reference_id,
      order_id: payment.order_id,
    });
    expect(event.payload.payment_link.entity).not.toHaveProperty('payments');
    expect(event.payload.order.entity).toMatchObject({ status: 'paid', amount_paid: 50000, amount_due: 0 });
    expect(`order_${event.payload.order.entity.id}`).toBe(payment.order_id);

    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/api/payments/return`);
    expect(back.searchParams.get('lang')).toBe('en');
    expect(back.searchParams.get('razorpay_payment_id')).toBe(payment.id);
    expect(back.searchParams.get('razorpay_payment_link_id')).toBe(link.id);
    expect(back.searchParams.get('razorpay_payment_link_reference_id')).toBe(link.reference_id);
    expect(back.searchParams.get('razorpay_payment_link_status')).toBe('paid');
    expect(back.searchParams.get('razorpay_signature')).toBe(
      hmac(LOCAL_RAZORPAY.keySecret, `${link.id}|${link.reference_id}|paid|${payment.id}`),
    );

    // Paid: the page offers nothing more to pay, a second Pay changes nothing, and it cannot be cancelled.
    const page = await (await rzp.handle(new Request(link.short_url))).text();
    expect(page).toContain('This payment link has been paid.');
    expect(page).not.toContain('<form');
    expect((await rzp.handle(new Request(`${link.short_url}/pay`, { method: 'POST' }))).status).toBe(409);
    expect(sent).toHaveLength(1);
    await expectRazorpayError(
      await call(rzp, 'POST', `/v1/payment_links/${link.id}/cancel`),
      400,
      'cannot cancel or expire an already paid/partially paid link',
    );
    const fetched = (await (await call(rzp, 'GET', `/v1/payment_links/${link.id}`)).json()) as PaymentLinkEntity;
    expect(fetched.payments).toEqual([
      expect.objectContaining({ payment_id: payment.id, plink_id: link.id, amount: 50000, status: 'captured' }),
    ]);
  });

  it('answers Pay only once the webhook is answered', async () => {
    let answered = false;
    const rzp = new RazorpayStandIn({
      ...{ keyId: LOCAL_RAZORPAY.keyId, keySecret: LOCAL_RAZORPAY.keySecret },
      webhookSecret: LOCAL_RAZORPAY.webhookSecret,
      origin: ORIGIN,
      deliver: async () => {
        await new Promise((r) => setTimeout(r, 30));
        answered = true;
        return new Response(null, { status: 200 });
      },
    });
    const link = (await (
      await call(rzp, 'POST', '/v1/payment_links', linkBody({ expire_by: undefined }))
    ).json()) as PaymentLinkEntity;
    const res = await rzp.handle(new Request(`${link.short_url}/pay`, { method: 'POST' }));
    expect(res.status).toBe(303);
    expect(answered).toBe(true);
  });

  it('expires a link past its expire_by once, telling the site with a signed payment_link.expired', async () => {
    const { rzp, sent, advance } = standIn();
    const link = await createLink(rzp, { expire_by: Math.floor(START / 1000) + 16 * 60 });
    advance(15 * 60_000);
    await rzp.sweep();
    expect(sent).toEqual([]);
    advance(60_000);
    await rzp.sweep();
    await rzp.sweep();
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.get('x-razorpay-signature')).toBe(hmac(LOCAL_RAZORPAY.webhookSecret, sent[0].body));
    const event = JSON.parse(sent[0].body);
    expect(event).toMatchObject({ event: 'payment_link.expired', contains: ['payment_link'] });
    expect(event.payload.payment_link.entity).toMatchObject({ id: link.id, status: 'expired', amount_paid: 0 });
    expect(event.payload.payment_link.entity.expired_at).toBeGreaterThan(0);

    const page = await rzp.handle(new Request(link.short_url));
    expect(await page.text()).toContain('This payment link has expired.');
    expect((await rzp.handle(new Request(`${link.short_url}/pay`, { method: 'POST' }))).status).toBe(409);
    const fetched = (await (await call(rzp, 'GET', `/v1/payment_links/${link.id}`)).json()) as PaymentLinkEntity;
    expect(fetched.status).toBe('expired');
    expect(sent).toHaveLength(1);
  });

  it('expires a link when it is read after its expire_by, without waiting for the sweep', async () => {
    const { rzp, sent, advance } = standIn();
    const link = await createLink(rzp);
    advance(21 * 60_000);
    const fetched = (await (await call(rzp, 'GET', `/v1/payment_links/${link.id}`)).json()) as PaymentLinkEntity;
    expect(fetched.status).toBe('expired');
    expect(sent.map((s) => JSON.parse(s.body).event)).toEqual(['payment_link.expired']);
  });

  it('cancels a link, posting payment_link.cancelled, and refuses to cancel it twice', async () => {
    const { rzp, sent } = standIn();
    const link = await createLink(rzp);
    const res = await call(rzp, 'POST', `/v1/payment_links/${link.id}/cancel`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: link.id, status: 'cancelled' });
    expect(sent.map((s) => JSON.parse(s.body).event)).toEqual(['payment_link.cancelled']);
    await expectRazorpayError(
      await call(rzp, 'POST', `/v1/payment_links/${link.id}/cancel`),
      400,
      'cannot cancel or expire an expired link',
    );
    expect(await (await rzp.handle(new Request(link.short_url))).text()).toContain(
      'This payment link has been cancelled.',
    );
  });

  it('tries a webhook that was not answered 2xx again on the sweep, with the same event id and body', async () => {
    const statuses = [500, 200];
    const { rzp, sent } = standIn(() => statuses.shift() ?? 200);
    const link = await createLink(rzp);
    const outcome = await rzp.pay(link.id);
    expect(outcome.webhook).toMatchObject({ delivered: false, status: 500, attempts: 1 });
    await rzp.sweep();
    await rzp.sweep();
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toBe(sent[0].body);
    expect(sent[1].headers.get('x-razorpay-event-id')).toBe(sent[0].headers.get('x-razorpay-event-id'));
    expect(rzp.webhooks()).toEqual([expect.objectContaining({ delivered: true, status: 200, attempts: 2 })]);
  });
});

describe('the Razorpay stand-in: refunds', () => {
  async function paid() {
    const s = standIn();
    const link = await createLink(s.rzp);
    const { payment } = await s.rzp.pay(link.id);
    return { ...s, payment };
  }

  it('answers the same refund again for the same X-Refund-Idempotency key, and refunds once', async () => {
    const { rzp, payment, nowSec } = await paid();
    const key = 'refund-appt-42-cancelled';
    const ask = () =>
      call(
        rzp,
        'POST',
        `/v1/payments/${payment.id}/refund`,
        { amount: 20000, speed: 'normal', notes: { reason: 'cancelled' } },
        { authorization: basic(), 'x-refund-idempotency': key },
      );
    const first = await ask();
    expect(first.status).toBe(200);
    const refund = (await first.json()) as RefundEntity;
    expect(refund).toMatchObject({
      entity: 'refund',
      amount: 20000,
      currency: 'INR',
      payment_id: payment.id,
      status: 'processed',
      speed_processed: 'normal',
      created_at: nowSec(),
      notes: { reason: 'cancelled' },
    });
    expect(refund.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    const again = await ask();
    expect(again.status).toBe(200);
    expect(((await again.json()) as RefundEntity).id).toBe(refund.id);

    expect(rzp.refunds()).toEqual([expect.objectContaining({ id: refund.id, idempotency_key: key })]);
    const fetched = await (await call(rzp, 'GET', `/v1/payments/${payment.id}`)).json();
    expect(fetched).toMatchObject({ amount_refunded: 20000, refund_status: 'partial', status: 'captured' });

    await expectRazorpayError(
      await call(
        rzp,
        'POST',
        `/v1/payments/${payment.id}/refund`,
        { amount: 10000 },
        { authorization: basic(), 'x-refund-idempotency': key },
      ),
      400,
      'Different request with the same idempotency key has already been processed.',
    );
    expect(rzp.refunds()).toHaveLength(1);
  });

  it('refuses a refund larger than what is left of the payment, and an unknown payment, in Razorpay’s error shape', async () => {
    const { rzp, payment } = await paid();
    const refund = (body: unknown, id = payment.id) => call(rzp, 'POST', `/v1/payments/${id}/refund`, body);

    const over = await expectRazorpayError(
      await refund({ amount: 50001 }),
      400,
      'The refund amount provided is greater than amount captured',
    );
    expect(over).toMatchObject({ field: 'amount', source: 'business', reason: 'input_validation_failed' });
    expect((await refund({ amount: 30000 })).status).toBe(200);
    await expectRazorpayError(
      await refund({ amount: 20001 }),
      400,
      'The refund amount provided is greater than amount captured',
    );
    expect(await (await refund({})).json()).toMatchObject({ amount: 20000 });
    await expectRazorpayError(await refund({}), 400, 'The payment has been fully refunded already');
    expect(await (await call(rzp, 'GET', `/v1/payments/${payment.id}`)).json()).toMatchObject({
      amount_refunded: 50000,
      refund_status: 'full',
      status: 'refunded',
    });
    await expectRazorpayError(
      await refund({ amount: 100 }, 'pay_AAAAAAAAAAAAAA'),
      400,
      'The id provided does not exist',
    );
    expect(rzp.refunds().map((r) => r.amount)).toEqual([30000, 20000]);
  });
});

interface Collection {
  entity: 'collection';
  count: number;
  items: unknown[];
}

describe('the Razorpay stand-in: inspection and the rest', () => {
  it('shows links with their payments, and refunds with their keys, without auth under /__stand-in/', async () => {
    const { rzp } = standIn();
    const link = await createLink(rzp);
    const { payment } = await rzp.pay(link.id);
    await call(
      rzp,
      'POST',
      `/v1/payments/${payment.id}/refund`,
      {},
      {
        authorization: basic(),
        'x-refund-idempotency': 'inspection-key-1',
      },
    );
    const links = (await (await rzp.handle(new Request(`${ORIGIN}/__stand-in/links`))).json()) as Collection;
    expect(links).toMatchObject({ entity: 'collection', count: 1 });
    expect(links.items[0]).toMatchObject({ link: { id: link.id, status: 'paid' }, payments: [{ id: payment.id }] });
    const refunds = (await (await rzp.handle(new Request(`${ORIGIN}/__stand-in/refunds`))).json()) as Collection;
    expect(refunds.items).toEqual([
      expect.objectContaining({ payment_id: payment.id, amount: 50000, idempotency_key: 'inspection-key-1' }),
    ]);
  });

  it('answers anything else 404 in Razorpay’s error shape', async () => {
    const { rzp } = standIn();
    await expectRazorpayError(
      await rzp.handle(new Request(`${ORIGIN}/nowhere`)),
      404,
      'The requested URL was not found on the server.',
    );
    await expectRazorpayError(
      await call(rzp, 'DELETE', '/v1/payment_links'),
      404,
      'The requested URL was not found on the server.',
    );
  });

  it('gives the site the local keys and the stand-in’s address, and the browser tests a port no other server takes', () => {
    expect(razorpayVars('http://127.0.0.1:8790')).toEqual({
      RAZORPAY_KEY_ID: 'rzp_test_LocalStandIn01',
      RAZORPAY_KEY_SECRET: 'local-razorpay-key-secret-for-development-only',
      RAZORPAY_WEBHOOK_SECRET: 'local-razorpay-webhook-secret-for-development-only',
      RAZORPAY_API_BASE: 'http://127.0.0.1:8790',
    });
    const env = { E2E_PORT: '9000', E2E_WORKERS: '6' };
    const taken = [
      ...[0, 1, 2, 3, 4, 5].map((i) => ports.e2eSitePort(i, env)),
      ports.e2eTurnstilePort(env),
      ports.e2eSchedulePort(env),
      ports.e2eDayPort(env),
      // The clinic's-day journeys' own scheduler runs (tests/e2e/day-variant.ts, portOffset 7 and 9).
      9007,
      9009,
    ];
    expect(ports.e2eRazorpayPort(env)).toBe(9011);
    expect(taken).not.toContain(ports.e2eRazorpayPort(env));
    expect(ports.e2eRazorpayPort({ E2E_RAZORPAY_PORT: '9500' })).toBe(9500);
  });
});
