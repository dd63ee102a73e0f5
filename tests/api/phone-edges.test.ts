import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointmentById, cancelAppointment, rescheduleAppointment } from '../../functions/booking/db/appointments';
import { sendDueEmails } from '../../functions/notify/outbox';
import type { Env } from '../../functions/platform/env';
import { call, graphError, interceptGraph, openDate, postJson, WHATSAPP_LIVE, whatsappRows } from './helpers';
import { bookCaptured, patient } from './lifecycle-helpers';
import { postWebhook, textPayload } from './whatsapp-webhook-helpers';

/**
 * The phone channels where they meet the rest of a booking's life (issue 26): the link of a cancelled booking, a
 * send that may or may not have gone, messages about a state the booking left, STOP and START, a resend while a
 * retry waits, the link page's language and policy, and the webhook's limits.
 */

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM phone_opt_outs').run();
});
afterEach(() => vi.restoreAllMocks());

const quiet = () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
};

/** Books with the opt-in; the WhatsApp confirmation goes to the Graph stand-in (answering `reply`), or is captured. */
const SLOTS = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'];

/** Books for patient `n` (a place of their own in the week) with the opt-in ticked. */
async function optedIn(n: number, over: Record<string, unknown> = {}, envOver: Partial<Env> = {}) {
  quiet();
  const when = { appointment_date: openDate(3 + (n % 3)), appointment_time: SLOTS[n % SLOTS.length] };
  return bookCaptured({ ...patient(n), ...when, messages_opt_in: true, ...over }, envOver);
}

describe('the link in a message about a cancelled booking', () => {
  it('opens the booking form in the booking’s language (the message offers another time)', async () => {
    const { calls } = interceptGraph();
    quiet();
    for (const locale of ['en', 'hi'] as const) {
      const b = await optedIn(locale === 'en' ? 41 : 42, { locale }, WHATSAPP_LIVE);
      const booking = (await appointmentById(env.DB, b.id))!;
      const how = { by: 'patient' as const, emailState: 'captured' as const, whatsapp: 'sending' as const };
      expect((await cancelAppointment(env.DB, booking, '', how)).kind).toBe('changed');
      const cancelled = (await whatsappRows(b.id)).find((r) => r.kind === 'cancellation_patient')!;
      const { linkCode } = await import('../../functions/notify/phone/link');
      const code = await linkCode(env as unknown as Env, cancelled.id);
      // Its page says so before anything is spent (issue 38: the link page's words for every kind of link).
      const page = await (await call(new Request(`http://127.0.0.1:8788/api/m?${code}`))).text();
      expect(page).toContain(
        locale === 'en' ? '<h1>This appointment is cancelled</h1>' : '<h1>यह अपॉइंटमेंट रद्द हो चुकी है</h1>',
      );
      expect(page).toContain(locale === 'en' ? '>Book another time</button>' : '>दूसरा समय बुक करें</button>');
      const res = await call(new Request(`http://127.0.0.1:8788/api/m?${code}`, { method: 'POST' }));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(locale === 'en' ? '/book-appointment' : '/hi/book-appointment');
    }
    expect(calls.length).toBeGreaterThan(0);
  });
});

describe('the link page', () => {
  it('speaks the booking’s language, keeps its own style under its policy, and answers a malformed code with 404', async () => {
    const { calls } = interceptGraph();
    await optedIn(43, { locale: 'hi' }, WHATSAPP_LIVE);
    const code = calls[0].body.template.components[1].parameters[0].text;
    // An English browser opens a Hindi booking's link.
    const page = await call(
      new Request(`http://127.0.0.1:8788/api/m?${code}`, { headers: { 'Accept-Language': 'en-IN,en;q=0.9' } }),
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('lang="hi"');
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'sha256-/);
    const broken = await call(new Request('http://127.0.0.1:8788/api/m?%E0%A4', { method: 'POST' }));
    expect(broken.status).toBe(404);
  });
});

describe('a phone send that may or may not have gone', () => {
  it('is not repeated blind after a timeout, and the desk may send it again', async () => {
    interceptGraph(() => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    const b = await optedIn(44, {}, WHATSAPP_LIVE);
    const row = (await whatsappRows(b.id)).find((r) => r.kind === 'appointment_patient')!;
    expect(row).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(row.last_error).toContain('may or may not have been sent');
  });

  it('is ended, not sent again, when it was abandoned mid-send', async () => {
    const { calls } = interceptGraph();
    const b = await optedIn(45);
    const row = (await whatsappRows(b.id)).find((r) => r.kind === 'appointment_patient')!;
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await env.DB.prepare("UPDATE outbox SET status = 'sending', attempts = 1, updated_at = ?2 WHERE id = ?1")
      .bind(row.id, longAgo)
      .run();
    quiet();
    await sendDueEmails({ ...(env as unknown as Env), ...WHATSAPP_LIVE });
    expect(calls.filter((c) => c.body.to === '919811010045')).toEqual([]);
    const after = (await whatsappRows(b.id)).find((r) => r.id === row.id)!;
    expect(after.status).toBe('failed');
    expect(after.last_error).toContain('may or may not have been delivered');
  });
});

describe('a message about a state the booking has left', () => {
  it('is skipped: a confirmation still waiting when the booking moved', async () => {
    const { calls } = interceptGraph();
    const b = await optedIn(46, { appointment_time: '09:00 AM' });
    const [confirmation] = (await whatsappRows(b.id)).filter((r) => r.kind === 'appointment_patient');
    // The confirmation waits (the daily cap held it); meanwhile the booking moves.
    await env.DB.prepare("UPDATE outbox SET status = 'pending', next_attempt_at = NULL WHERE id = ?1")
      .bind(confirmation.id)
      .run();
    const booking = (await appointmentById(env.DB, b.id))!;
    const to = { date: openDate(5), time: '11:00 AM', placeId: booking.place_id };
    const how = { by: 'patient' as const, emailState: 'captured' as const, whatsapp: 'pending' as const };
    expect((await rescheduleAppointment(env.DB, booking, to, new Date().toISOString(), how)).kind).toBe('changed');
    await sendDueEmails({ ...(env as unknown as Env), ...WHATSAPP_LIVE });
    expect((await whatsappRows(b.id)).find((r) => r.id === confirmation.id)?.status).toBe('skipped');
    // The news of the move itself went out, saying the new time.
    const names = calls.filter((c) => c.body.to === '919811010046').map((c) => c.body.template.name);
    expect(names).toEqual(['appointment_moved']);
  });
});

describe('STOP and START', () => {
  it('the manage page’s stop skips what waits; a captured message to a stopped number is skipped; START lifts it', async () => {
    const b = await optedIn(47);
    const manage = (action: string) => call(postJson(`/api/manage/${action}`, { token: b.token }));
    const reminder = (await whatsappRows(b.id)).find((r) => r.kind === 'reminder_patient')!;
    expect(reminder.status).toBe('pending');
    expect((await manage('stop-messages')).status).toBe(200);
    expect((await whatsappRows(b.id)).find((r) => r.id === reminder.id)?.status).toBe('skipped');

    // A message queued after the STOP (by a path that did not check) is still not captured as if sent.
    await env.DB.prepare("UPDATE outbox SET status = 'pending', next_attempt_at = NULL WHERE id = ?1")
      .bind(reminder.id)
      .run();
    quiet();
    await sendDueEmails(env as unknown as Env);
    expect((await whatsappRows(b.id)).find((r) => r.id === reminder.id)?.status).toBe('skipped');

    // START from the number itself, sent after the press, lifts it.
    const res = await postWebhook(textPayload('919811010047', 'Start', undefined, Math.floor(Date.now() / 1000) + 1));
    expect(res.status).toBe(200);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM phone_opt_outs').first('n')).toBe(0);
    expect(
      (await (await manage('lookup')).json<{ booking: { phone_messages: string } }>()).booking.phone_messages,
    ).toBe('on');
  });

  it('counts "band karo" (Hindi in Latin letters) as STOP', async () => {
    await optedIn(48);
    expect((await postWebhook(textPayload('919811010048', 'Band karo'))).status).toBe(200);
    expect(
      await env.DB.prepare('SELECT source FROM phone_opt_outs WHERE phone_e164 = ?1')
        .bind('+919811010048')
        .first('source'),
    ).toBe('whatsapp_stop');
  });
});

describe('the desk’s Resend', () => {
  it('is not offered while the row waits for its automatic retry (it would reach the patient twice)', async () => {
    interceptGraph(() => graphError(429, 130429, 'Rate limit hit'));
    const b = await optedIn(49, {}, WHATSAPP_LIVE);
    const row = (await whatsappRows(b.id)).find((r) => r.kind === 'appointment_patient')!;
    expect(row.status).toBe('failed');
    expect(row.next_attempt_at).not.toBeNull();
    const { resendPhoneMessage } = await import('../../functions/notify/db/phone-log');
    expect(await resendPhoneMessage(env.DB, b.id, row.id, 'staff@example.org')).toEqual({ kind: 'not_failed' });
  });
});

describe('the opt-in with SMS alone', () => {
  it('is not offered: SMS only carries what WhatsApp could not deliver', async () => {
    const { phoneMessagesOffered } = await import('../../functions/notify/phone/opt-in');
    const smsOnly = {
      ...(env as unknown as Env),
      ENVIRONMENT: 'production',
      MSG91_AUTH_KEY: 'k',
      SMS_DLT_ENTITY_ID: '1',
      SMS_SENDER_ID: 'DLCHST',
      SMS_TEMPLATES: '{}',
    } as Env;
    expect(phoneMessagesOffered(smsOnly)).toBe(false);
    expect(phoneMessagesOffered({ ...smsOnly, ...WHATSAPP_LIVE })).toBe(true);
  });
});

describe('the webhook’s size limit', () => {
  it('refuses a body past the limit sent without Content-Length (streamed), storing nothing', async () => {
    const big = new TextEncoder().encode(`{"object":"whatsapp_business_account","pad":"${'x'.repeat(300 * 1024)}"}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 16 * 1024) controller.enqueue(big.slice(i, i + 16 * 1024));
        controller.close();
      },
    });
    const req = new Request('http://127.0.0.1:8788/api/whatsapp/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await call(req, WHATSAPP_LIVE)).status).toBe(413);
  });
});
