import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, clearAll, interceptGraph, interceptResend, ORIGIN, runScheduler, SENDING } from './helpers';
import { buttonPayload, phoneBooking, postWebhook } from './whatsapp-webhook-helpers';

/**
 * The reminder's "Will you come?" (issue 41): its e-mail links and WhatsApp's quick replies. "I will come" marks the
 * booking for the desk; "I can't come" only ever reaches a page that asks once more (a scanner, a preview or a stray
 * tap never cancels), whose POST cancels and frees the place.
 */

function form(path: string, fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function statusOf(id: string): Promise<{ status: string; coming_confirmed_at: string | null } | null> {
  return env.DB.prepare('SELECT status, coming_confirmed_at FROM appointments WHERE id = ?1')
    .bind(id)
    .first<{ status: string; coming_confirmed_at: string | null }>();
}

/** The booking's reminder as sent on WhatsApp (its outbox row), whose quick replies carry the row's id. */
async function whatsappReminder(bookingId: string): Promise<string> {
  const rowId = `eml_${crypto.randomUUID().replaceAll('-', '')}`;
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, ref_id, status, attempts, provider_id, detail, channel)
     SELECT ?1, 'reminder_patient', ?2, 'sent', 1, 'wamid.reminder', detail, 'whatsapp' FROM outbox
     WHERE ref_id = ?2 AND kind = 'reminder_patient' AND channel = 'email'`,
  )
    .bind(rowId, bookingId)
    .run();
  return rowId;
}

/** The path and query of a link found in a text. */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?b=apt_[0-9a-f]{32}&(?:amp;)?t=[A-Za-z0-9_-]{43}`).exec(
    text,
  );
  expect(match, `a ${path} link in the text`).not.toBeNull();
  return (match?.[0] ?? '').replace('&amp;', '&');
}

beforeEach(async () => {
  await clearAll();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reminder e-mail', () => {
  it('asks "Will you come?" with two links; a GET of either changes nothing, the POSTs confirm or cancel', async () => {
    const b = await phoneBooking();
    const resend = interceptResend();
    const due = await env.DB.prepare(
      "SELECT next_attempt_at FROM outbox WHERE ref_id = ?1 AND kind = 'reminder_patient' AND channel = 'email'",
    )
      .bind(b.id)
      .first<{ next_attempt_at: string }>();
    await runScheduler(SENDING, new Date(Date.parse(due?.next_attempt_at ?? '') + 60_000));
    const reminder = resend.calls.find((c) => c.body.subject.toLowerCase().includes('reminder'));
    expect(reminder, 'the reminder was sent').toBeDefined();
    const html = reminder?.body.html ?? '';
    expect(html).toContain('Will you come?');
    const coming = linkIn(html, '/api/visit/coming');
    const cant = linkIn(html, '/api/visit/cant-come');
    resend.spy.mockRestore();

    // A mail scanner opening both links changes nothing.
    const look = await call(new Request(`${ORIGIN}${cant}`));
    expect(look.status).toBe(200);
    expect(await look.text()).toContain('Cancel your appointment?');
    await call(new Request(`${ORIGIN}${coming}`));
    expect(await statusOf(b.id)).toEqual({ status: 'booked', coming_confirmed_at: null });

    const q = new URL(`${ORIGIN}${coming}`).searchParams;
    const yes = await call(form('/api/visit/coming', { b: q.get('b') ?? '', t: q.get('t') ?? '' }));
    expect(yes.status).toBe(200);
    expect((await statusOf(b.id))?.coming_confirmed_at).toBeTruthy();

    const c = new URL(`${ORIGIN}${cant}`).searchParams;
    const forged = await call(form('/api/visit/cant-come', { b: c.get('b') ?? '', t: 'y'.repeat(43) }));
    expect(forged.status).toBe(404);
    expect((await statusOf(b.id))?.status).toBe('booked');
    const cancel = await call(form('/api/visit/cant-come', { b: c.get('b') ?? '', t: c.get('t') ?? '' }));
    expect(cancel.status).toBe(200);
    expect(await cancel.text()).toContain('Your appointment is cancelled');
    const after = await env.DB.prepare('SELECT status, status_by, status_reason FROM appointments WHERE id = ?1')
      .bind(b.id)
      .first();
    expect(after).toMatchObject({ status: 'cancelled', status_by: 'patient' });
  });
});

describe('WhatsApp: the reminder’s quick replies (a signed webhook)', () => {
  it('answers "I can\'t come" with the confirmation page’s link, and cancels nothing', async () => {
    const b = await phoneBooking();
    const row = await whatsappReminder(b.id);
    const graph = interceptGraph((_c: unknown, n: number) =>
      Response.json({ messaging_product: 'whatsapp', messages: [{ id: `wamid.reply${n}` }] }),
    );
    const res = await postWebhook(buttonPayload(b.digits, `cant_come:${row}`));
    expect(res.status).toBe(200);
    expect((await statusOf(b.id))?.status).toBe('booked');
    expect(graph.calls).toHaveLength(1);
    const sent = graph.calls[0].body as unknown as { to: string; type: string; text: { body: string } };
    expect(sent.type).toBe('text');
    expect(sent.to).toBe(b.digits);
    const link = linkIn(sent.text.body, '/api/visit/cant-come');
    // Nothing medical, only when.
    expect(sent.text.body).not.toMatch(/cough|asthma|TB|reason/i);

    // Meta sends the same webhook again: acted on once.
    const again = await postWebhook(buttonPayload(b.digits, `cant_come:${row}`));
    expect(again.status).toBe(200);
    expect(graph.calls).toHaveLength(1);
    graph.spy.mockRestore();

    // The page asks; only its POST cancels.
    const page = await call(new Request(`${ORIGIN}${link}`));
    expect(await page.text()).toContain('Yes, cancel it');
    expect((await statusOf(b.id))?.status).toBe('booked');
  });

  it('marks "I will come" for the desk, and ignores a tap from another number', async () => {
    const b = await phoneBooking();
    const row = await whatsappReminder(b.id);
    const graph = interceptGraph();
    await postWebhook(buttonPayload('919999900000', `coming:${row}`));
    expect((await statusOf(b.id))?.coming_confirmed_at).toBeNull();
    expect(graph.calls).toHaveLength(0);
    const res = await postWebhook(buttonPayload(b.digits, `coming:${row}`));
    expect(res.status).toBe(200);
    expect((await statusOf(b.id))?.coming_confirmed_at).toBeTruthy();
    expect(graph.calls).toHaveLength(1);
    expect((graph.calls[0].body as unknown as { text: { body: string } }).text.body).toContain('you will come');
  });

  it('refuses an unsigned webhook carrying the button, changing nothing', async () => {
    const b = await phoneBooking();
    const row = await whatsappReminder(b.id);
    const graph = interceptGraph();
    const res = await postWebhook(buttonPayload(b.digits, `coming:${row}`), { signature: null });
    expect(res.status).toBe(401);
    expect((await statusOf(b.id))?.coming_confirmed_at).toBeNull();
    expect(graph.calls).toHaveLength(0);
  });
});

describe('the reminder template', () => {
  it('sends the WhatsApp reminder with its two quick replies, each carrying the answer and the row', async () => {
    const { whatsappRequest } = await import('../../functions/notify/channels/whatsapp');
    const { DEFAULT_SCHEDULE } = await import('../../common/clinic/schedule');
    const b = await phoneBooking();
    const booking = await env.DB.prepare('SELECT * FROM appointments WHERE id = ?1').bind(b.id).first();
    const body = whatsappRequest(
      'reminder',
      { ...(booking as object), phone_e164: b.e164 } as never,
      {},
      {
        place: DEFAULT_SCHEDULE.places[0],
        sender: { en: 'Dr. Malhotra', hi: 'डॉ. मल्होत्रा' },
        code: 'abcdefghijklmnop',
      },
      'eml_0123',
    );
    expect(body.template.components.slice(2)).toEqual([
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '1',
        parameters: [{ type: 'payload', payload: 'coming:eml_0123' }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '2',
        parameters: [{ type: 'payload', payload: 'cant_come:eml_0123' }],
      },
    ]);
  });
});
