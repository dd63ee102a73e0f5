import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicDate } from '../../common/booking/schedule';
import { MESSAGE_SENDER } from '../../common/clinic/facts';
import { messageDate } from '../../common/i18n/dates';

import { DLT_VAR_MAX, dltValue, MSG91_FLOW_URL, type SmsMessage, sendSms } from '../../functions/notify/channels/sms';
import type { OutboxRow } from '../../functions/notify/db/outbox';
import { smsFallbackStatement } from '../../functions/notify/db/phone';
import type { Env } from '../../functions/platform/env';
import { call, callShortLink, graphError, openDate, postJson, runScheduler, validAppointment } from './helpers';
import { phoneBooking, postWebhook, statusPayload, WHATSAPP_LIVE } from './whatsapp-webhook-helpers';

afterEach(() => vi.restoreAllMocks());

/** MSG91 configured in full: the auth key, the DLT entity and header, the flow templates per kind and language. */
const SMS_LIVE = {
  MSG91_AUTH_KEY: '451234AbCdEfGhIjKlMn6650f1a2P1',
  SMS_DLT_ENTITY_ID: '1201160000000012345',
  SMS_SENDER_ID: 'DLCHST',
  SMS_TEMPLATES: JSON.stringify({
    confirmation: { en: '6650f1a2d6fc0512a1234561', hi: '6650f1a2d6fc0512a1234562' },
    appointment_patient: { en: '6650f1a2d6fc0512a12345a1', hi: '6650f1a2d6fc0512a12345a2' },
  }),
} as const satisfies Partial<Env>;

interface Msg91Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A stand-in for control.msg91.com answering as MSG91 does: a sent flow is `{"type":"success","message":<request id>}`;
 * a refusal is `{"type":"error","message":…,"code":…}`, sometimes with HTTP 200. Any other outbound fetch fails.
 */
function standInMsg91(
  answer: () => Response = () => Response.json({ type: 'success', message: '3763646c3058313530363233' }),
) {
  const calls: Msg91Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    if (!req.url.startsWith('https://control.msg91.com/')) throw new Error(`unexpected outbound fetch: ${req.url}`);
    calls.push({
      url: req.url,
      method: req.method,
      headers: Object.fromEntries(req.headers.entries()),
      body: await req.json(),
    });
    return answer();
  });
  return calls;
}

async function outboxRow(id: string): Promise<OutboxRow> {
  const row = await env.DB.prepare(
    `SELECT id, kind, ref_id, status, attempts, provider_id, last_error, next_attempt_at, created_at, updated_at, detail
     FROM outbox WHERE id = ?1`,
  )
    .bind(id)
    .first<OutboxRow>();
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

async function bookingOf(id: string) {
  const b = await env.DB.prepare('SELECT phone_e164, messages_opt_in_at, locale FROM appointments WHERE id = ?1')
    .bind(id)
    .first<{ phone_e164: string | null; messages_opt_in_at: string | null; locale: string }>();
  if (!b) throw new Error(`no booking ${id}`);
  return b;
}

/** A booking's WhatsApp confirmation failed as undeliverable: the SMS row the webhook queued, and its booking. */
async function fallbackRow(opts: { locale?: 'en' | 'hi' } = {}) {
  const b = await phoneBooking(opts);
  expect((await postWebhook(statusPayload(b.providerId, 'failed', { codes: [131026] }))).status).toBe(200);
  return { b, row: await outboxRow(`sms_${b.rowId}`), booking: await bookingOf(b.id) };
}

const ENGLISH: SmsMessage = {
  template: 'confirmation',
  values: ['28 Nov 2026', '11:00 AM', 'Lajpat Nagar', 'abc.def'],
};

const sms = (overrides: Partial<Env> = {}) => ({ ...(env as unknown as Env), ...SMS_LIVE, ...overrides });

describe('the SMS fallback for a send Meta refused outright', () => {
  it('queues ONE SMS for the WhatsApp row, however often asked', async () => {
    const b = await phoneBooking();
    for (let i = 0; i < 2; i++) await env.DB.batch([smsFallbackStatement(env.DB, { rowId: b.rowId })]);
    const { results } = await env.DB.prepare(
      "SELECT id, kind, status FROM outbox WHERE ref_id = ?1 AND channel = 'sms'",
    )
      .bind(b.id)
      .all();
    expect(results).toEqual([{ id: `sms_${b.rowId}`, kind: 'appointment_patient', status: 'pending' }]);
  });
});

describe('sendSms: the SMS after a failed WhatsApp message, through MSG91', () => {
  it("makes the exact flow request for the row the webhook queued (131026) and records MSG91's request id", async () => {
    const { b, row, booking } = await fallbackRow();
    const calls = standInMsg91();
    const outcome = await sendSms(sms(), row, booking, ENGLISH);
    expect(outcome).toEqual({ status: 'sent', providerId: '3763646c3058313530363233' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: MSG91_FLOW_URL,
      method: 'POST',
      headers: { authkey: SMS_LIVE.MSG91_AUTH_KEY, 'content-type': 'application/json' },
    });
    expect(calls[0].body).toEqual({
      template_id: '6650f1a2d6fc0512a1234561',
      short_url: '0',
      recipients: [{ mobiles: b.digits, VAR1: '28 Nov 2026', VAR2: '11:00 AM', VAR3: 'Lajpat Nagar', VAR4: 'abc.def' }],
    });
  });

  it('sends a Hindi booking with the Hindi template, its values as Unicode text', async () => {
    const { b, row, booking } = await fallbackRow({ locale: 'hi' });
    const calls = standInMsg91();
    const values = ['28 नवंबर 2026', 'सुबह 11:00', 'लाजपत नगर', 'abc.def'];
    expect(await sendSms(sms(), row, booking, { template: 'confirmation', values })).toMatchObject({ status: 'sent' });
    expect(calls[0].body).toEqual({
      template_id: '6650f1a2d6fc0512a1234562',
      short_url: '0',
      recipients: [{ mobiles: b.digits, VAR1: values[0], VAR2: values[1], VAR3: values[2], VAR4: values[3] }],
    });
  });

  it("falls back to the row's kind when the message names no template", async () => {
    const { row, booking } = await fallbackRow();
    const calls = standInMsg91();
    await sendSms(sms(), row, booking, { values: ['x'] });
    expect(calls[0].body).toMatchObject({ template_id: '6650f1a2d6fc0512a12345a1' });
  });

  it.each([
    [
      'a refusal with HTTP 200',
      () => Response.json({ type: 'error', message: 'Invalid template id', code: '211' }),
      /^sms 200 211: Invalid template id$/,
    ],
    [
      'a wrong auth key',
      () => Response.json({ type: 'error', message: 'Authentication failure', code: '401' }, { status: 401 }),
      /^sms 401 401: Authentication failure$/,
    ],
    [
      'throttling',
      () => Response.json({ type: 'error', message: 'Too many requests' }, { status: 429 }),
      /^sms 429 no code: Too many requests$/,
    ],
    [
      "MSG91's own trouble",
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      /^sms 502 no code: no request id$/,
    ],
  ])("records %s as failed, with MSG91's words, for the outbox to retry", async (_name, answer, error) => {
    const { row, booking } = await fallbackRow();
    standInMsg91(answer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await sendSms(sms(), row, booking, ENGLISH);
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(error);
    expect(outcome.nextAttemptAt, "the deliver loop applies the outbox's backoff").toBeUndefined();
  });

  it('records a network failure as failed, not to be repeated blind', async () => {
    const { row, booking } = await fallbackRow();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // MSG91 may have taken it: not repeated by itself (final), the desk can resend.
    expect(await sendSms(sms(), row, booking, ENGLISH)).toEqual({
      status: 'failed',
      error: 'sms: network error; it may or may not have been sent',
      final: true,
    });
  });

  it('fails without calling MSG91 when the template has no id for the language', async () => {
    const { row, booking } = await fallbackRow();
    const calls = standInMsg91();
    const outcome = await sendSms(sms(), row, booking, { template: 'reminder', values: [] });
    expect(outcome).toEqual({ status: 'failed', error: 'sms: no MSG91 template id for reminder.en', final: true });
    expect(calls).toHaveLength(0);
  });

  it("refuses, without calling MSG91, a value longer than DLT's limit (the operator would drop it silently)", async () => {
    const { row, booking } = await fallbackRow();
    const calls = standInMsg91();
    const outcome = await sendSms(sms(), row, booking, {
      template: 'confirmation',
      values: ['ok', 'x'.repeat(DLT_VAR_MAX + 1)],
    });
    expect(outcome).toEqual({ status: 'failed', error: "sms: VAR2 is longer than DLT's 30 characters", final: true });
    expect(calls).toHaveLength(0);
  });

  it('skips, without calling MSG91, a number that said STOP meanwhile, or a booking without the opt-in', async () => {
    const { b, row, booking } = await fallbackRow();
    const calls = standInMsg91();
    expect(await sendSms(sms(), row, { ...booking, messages_opt_in_at: null }, ENGLISH)).toEqual({ status: 'skipped' });
    await env.DB.prepare("INSERT INTO phone_opt_outs (phone_e164, source) VALUES (?1, 'sms_stop')").bind(b.e164).run();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await sendSms(sms(), row, booking, ENGLISH)).toEqual({ status: 'skipped' });
    expect(calls).toHaveLength(0);
  });

  it('prints the exact request and sends nothing on a developer machine without MSG91 (captured)', async () => {
    const { b, row, booking } = await fallbackRow();
    const calls = standInMsg91();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const outcome = await sendSms(
      sms({
        MSG91_AUTH_KEY: undefined,
        SMS_DLT_ENTITY_ID: undefined,
        SMS_SENDER_ID: undefined,
        SMS_TEMPLATES: undefined,
      }),
      row,
      booking,
      ENGLISH,
    );
    expect(outcome).toEqual({ status: 'captured' });
    expect(calls).toHaveLength(0);
    const printed = log.mock.calls.map((c) => String(c[0])).find((l) => l.includes(`sms ${row.id}`)) ?? '';
    expect(printed).toContain(`POST ${MSG91_FLOW_URL}`);
    expect(printed).toContain(`"mobiles": "${b.digits}"`);
    expect(printed).toContain('"VAR3": "Lajpat Nagar"');
    expect(printed).toContain('captured, not sent');
  });
});

describe('the SMS fallback, end to end: booked with the opt-in, WhatsApp cannot deliver, the SMS goes out', () => {
  const BOTH_LIVE = { ...WHATSAPP_LIVE, ...SMS_LIVE } satisfies Partial<Env>;
  const DIGITS = '919811077001';

  /** Stand-ins for graph.facebook.com (answering `graph`) and control.msg91.com (success), recording every request. */
  function standIns(graph: (n: number) => Response | Promise<Response>) {
    const sent = { graph: [] as unknown[], msg91: [] as { body: Record<string, unknown> }[] };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const req = new Request(input as RequestInfo, init as RequestInit);
      const body = await req.json<Record<string, unknown>>();
      if (req.url.startsWith('https://graph.facebook.com/')) return graph(sent.graph.push(body));
      if (req.url === MSG91_FLOW_URL) {
        sent.msg91.push({ body });
        // MSG91's request ids are unique (the outbox keeps one per channel).
        return Response.json({ type: 'success', message: crypto.randomUUID().replaceAll('-', '').slice(0, 24) });
      }
      throw new Error(`unexpected outbound fetch: ${req.url}`);
    });
    return sent;
  }

  async function bookOptedIn(n: number): Promise<{ id: string; date: string }> {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Five days on, never the default openDate() (two days on, or three past a Sunday) that the WhatsApp tests above
    // book at every hour: with openDate(3), the same Monday whenever the clinic's today was a Friday, their two
    // bookings at 11:00 AM and these filled the slot's four places.
    const date = openDate(5);
    const res = await call(
      postJson(
        '/api/appointment',
        validAppointment({
          email: `fallback.${n}@example.com`,
          phone: `+${DIGITS.slice(0, -1)}${n}`,
          appointment_date: date,
          appointment_time: '11:00 AM',
          messages_opt_in: true,
        }),
      ),
      BOTH_LIVE,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return { id: (await res.json<{ id: string }>()).id, date };
  }

  async function phoneRowsOf(id: string) {
    const { results } = await env.DB.prepare(
      `SELECT id, channel, status, provider_id FROM outbox
       WHERE ref_id = ?1 AND kind = 'appointment_patient' AND channel <> 'email' ORDER BY channel DESC`,
    )
      .bind(id)
      .all<{ id: string; channel: string; status: string; provider_id: string | null }>();
    return results;
  }

  /**
   * The SMS as MSG91 is asked to send it: the confirmation's template, the sender name, date and time (no place: the
   * link shows it, issue 38), and an SMS link code.
   */
  function expectConfirmationSms(body: Record<string, unknown>, date: string, mobiles: string) {
    expect(body).toEqual({
      template_id: '6650f1a2d6fc0512a1234561',
      short_url: '0',
      recipients: [
        {
          mobiles,
          VAR1: MESSAGE_SENDER.en,
          VAR2: messageDate(date, 'en', clinicDate()),
          VAR3: '11:00 AM',
          VAR4: expect.stringMatching(/^[0-9A-Za-z]{16}$/),
        },
      ],
    });
    // Nothing medical: the booking's message ("Cough for three weeks.") is not in it.
    expect(JSON.stringify(body)).not.toMatch(/cough/i);
  }

  it('a signed "failed" (131026) sends the same message by SMS at once, and its link opens the booking', async () => {
    const sent = standIns((n) =>
      Response.json({ messaging_product: 'whatsapp', messages: [{ id: `wamid.FALLBACK${n}` }] }),
    );
    const { id, date } = await bookOptedIn(1);
    const [wa] = await phoneRowsOf(id);
    expect(wa).toMatchObject({ channel: 'whatsapp', status: 'sent', provider_id: 'wamid.FALLBACK1' });

    const res = await postWebhook(statusPayload('wamid.FALLBACK1', 'failed', { codes: [131026] }), {
      overrides: SMS_LIVE,
    });
    expect(res.status).toBe(200);
    expect(sent.msg91).toHaveLength(1);
    expectConfirmationSms(sent.msg91[0].body, date, `${DIGITS.slice(0, -1)}1`);
    expect((await phoneRowsOf(id))[1]).toMatchObject({
      id: `sms_${wa.id}`,
      channel: 'sms',
      status: 'sent',
      provider_id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });

    const code = (sent.msg91[0].body.recipients as { VAR4: string }[])[0].VAR4;
    const open = await callShortLink(new Request(`http://127.0.0.1:8788/m?${code}`, { method: 'POST' }));
    expect(open.status).toBe(303);
    expect(open.headers.get('location')).toMatch(/\/manage#[A-Za-z0-9_-]{43}$/);
  });

  it('a send Meta refuses outright as undeliverable goes by SMS in the same run', async () => {
    const sent = standIns(() => graphError(400, 131026, 'Message undeliverable'));
    const { id, date } = await bookOptedIn(2);
    expect(sent.graph).toHaveLength(1);
    expect(sent.msg91).toHaveLength(1);
    expectConfirmationSms(sent.msg91[0].body, date, `${DIGITS.slice(0, -1)}2`);
    expect((await phoneRowsOf(id)).map((r) => [r.channel, r.status])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'sent'],
    ]);
  });

  it("applies a status that arrived before the send's answer was recorded, and sends the SMS it asks for", async () => {
    // Meta's webhook outruns the sender: the failure is posted while the send's answer is still on its way.
    const sent = standIns(async (n) => {
      const early = await postWebhook(statusPayload(`wamid.EARLY${n}`, 'failed', { codes: [131026] }), {
        overrides: SMS_LIVE,
      });
      expect(early.status).toBe(200);
      return Response.json({ messaging_product: 'whatsapp', messages: [{ id: `wamid.EARLY${n}` }] });
    });
    const { id, date } = await bookOptedIn(4);
    const [wa, sms] = await env.DB.prepare(
      `SELECT channel, status, delivery, delivery_error FROM outbox
       WHERE ref_id = ?1 AND kind = 'appointment_patient' AND channel <> 'email' ORDER BY channel DESC`,
    )
      .bind(id)
      .all()
      .then((r) => r.results);
    expect(wa).toEqual({ channel: 'whatsapp', status: 'sent', delivery: 'failed', delivery_error: '131026' });
    expect(sms).toMatchObject({ channel: 'sms', status: 'sent' });
    expect(sent.msg91).toHaveLength(1);
    expectConfirmationSms(sent.msg91[0].body, date, `${DIGITS.slice(0, -1)}4`);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM phone_early_reports').first('n')).toBe(0);
  });

  it('keeps a report for a message nobody sent a day at most (the scheduler drops it)', async () => {
    standIns(() => Response.json({}));
    await postWebhook(statusPayload('wamid.NOT-OURS', 'delivered'));
    const kept = () => env.DB.prepare('SELECT COUNT(*) AS n FROM phone_early_reports').first('n');
    expect(await kept()).toBe(1);
    await runScheduler({}, new Date(Date.now() + 3_600_000));
    expect(await kept()).toBe(1);
    await runScheduler({}, new Date(Date.now() + 25 * 3_600_000));
    expect(await kept()).toBe(0);
  });

  it('sends no SMS for a refusal SMS would not overcome (a wrong template, 132001)', async () => {
    const sent = standIns(() => graphError(404, 132001, 'Template name does not exist in the translation'));
    const { id } = await bookOptedIn(3);
    expect(sent.msg91).toHaveLength(0);
    expect((await phoneRowsOf(id)).map((r) => r.channel)).toEqual(['whatsapp']);
  });
});

describe('dltValue', () => {
  it('keeps a value that fits and cuts a longer one at its last whole word within 30 characters', () => {
    expect(dltValue('Thursday, 26 November 2026')).toBe('Thursday, 26 November 2026');
    expect(dltValue('Delhi Chest & Respiratory Clinic')).toBe('Delhi Chest & Respiratory');
    expect(dltValue('x'.repeat(40))).toBe('x'.repeat(30));
    expect([...dltValue('डॉ. मल्होत्रा चेस्ट एंड रेस्पिरेटरी क्लिनिक')].length).toBeLessThanOrEqual(DLT_VAR_MAX);
  });
});
