import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicDate } from '../../common/booking/schedule';
import { VISIT_REASONS } from '../../common/booking/visit-reasons';
import { MESSAGE_SENDER } from '../../common/clinic/facts';
import { appointmentById, cancelAppointment, rescheduleAppointment } from '../../functions/booking/db/appointments';
import { PHONE_SPACING_MS } from '../../functions/notify/db/outbox';
import {
  call,
  callShortLink,
  clearAll,
  graphError,
  interceptGraph,
  openDate,
  postJson,
  runScheduler,
  SEED_PLACE,
  validAppointment,
  WHATSAPP_LIVE,
  whatsappRows,
} from './helpers';

const NUMBER = '+919811012345';
const REASON = VISIT_REASONS.find((r) => r.value)!;

beforeEach(async () => {
  await clearAll();
  await env.DB.prepare('DELETE FROM phone_opt_outs').run();
});
afterEach(() => vi.restoreAllMocks());

/** Books with the opt-in ticked and NUMBER as the phone, unless `over` says otherwise. */
async function book(over: Record<string, unknown> = {}, envOver = {}): Promise<string> {
  const res = await call(
    postJson(
      '/api/appointment',
      validAppointment({
        email: 'asha@example.com',
        phone: NUMBER,
        messages_opt_in: true,
        visit_reason: REASON.value,
        ...over,
      }),
    ),
    envOver,
  );
  expect(res.status).toBe(201);
  return (await res.json<{ id: string }>()).id;
}

describe('WhatsApp messages through the one outbox', () => {
  it('sends the confirmation as the exact template request, in English, with the link code and no visit reason', async () => {
    const { calls } = interceptGraph();
    const id = await book({ full_name: 'Asha Verma' }, WHATSAPP_LIVE);
    expect(calls).toHaveLength(1);
    const [c] = calls;
    expect(c.url).toBe('https://graph.facebook.com/v23.0/109876543210/messages');
    expect(c.headers.authorization).toBe('Bearer wa_test_token');
    const rows = await whatsappRows(id);
    const confirmation = rows.find((r) => r.kind === 'appointment_patient')!;
    const code = c.body.template.components[1].parameters[0].text;
    // 16 letters and digits: the same code is an SMS's last variable, where every unit counts (issue 38).
    expect(code).toMatch(/^[0-9A-Za-z]{16}$/);
    const date = validAppointment().appointment_date;
    const { timeLabel } = await import('../../common/i18n/dates');
    const { messageDate } = await import('../../common/i18n/dates');
    expect(c.body).toEqual({
      messaging_product: 'whatsapp',
      to: '919811012345',
      type: 'template',
      template: {
        name: 'appointment_confirmation',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            // Greeted by first name, named in full; the clinic's own place as the sender's clinic (issue 38).
            parameters: [
              'Asha',
              'Asha Verma',
              messageDate(date, 'en', clinicDate()),
              timeLabel('10:00 AM', 'en'),
              `${MESSAGE_SENDER.en}'s clinic`,
              SEED_PLACE.address,
            ].map((text) => ({ type: 'text', text })),
          },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    });
    expect(JSON.stringify(c.body)).not.toContain(REASON.label);
    expect(JSON.stringify(c.body)).not.toContain(REASON.value);
    expect(confirmation).toMatchObject({ status: 'sent', provider_id: 'wamid.HBgM1' });
    // The reminder waits for 18:00 IST the evening before: 12:30 UTC.
    const reminder = rows.find((r) => r.kind === 'reminder_patient')!;
    const prev = new Date(Date.parse(`${date}T12:30:00Z`) - 86_400_000).toISOString();
    expect(reminder).toMatchObject({ status: 'pending', next_attempt_at: prev });
  });

  it('sends a Hindi booking in Hindi', async () => {
    const { calls } = interceptGraph();
    await book({ locale: 'hi', full_name: 'श्रीमती सुनीता देवी' }, WHATSAPP_LIVE);
    expect(calls[0].body.template.language.code).toBe('hi');
    expect(calls[0].body.template.name).toBe('appointment_confirmation');
    const texts = calls[0].body.template.components[0].parameters.map((p) => p.text);
    // Greeted without the honorific, named with it; the clinic's own place as the Hindi sender's clinic.
    expect(texts.slice(0, 2)).toEqual(['सुनीता', 'श्रीमती सुनीता देवी']);
    expect(texts[4]).toBe(`${MESSAGE_SENDER.hi} का क्लिनिक`);
  });

  it('greets the parent who booked for a child, and names the child', async () => {
    const { calls } = interceptGraph();
    await book(
      {
        full_name: 'Aarav Sharma',
        booked_for: 'other',
        booker_name: 'Mohd. Imran Sharma',
        booker_relationship: 'parent_guardian',
        patient_under_18: true,
      },
      WHATSAPP_LIVE,
    );
    const texts = calls[0].body.template.components[0].parameters.map((p) => p.text);
    expect(texts.slice(0, 2)).toEqual(['Imran', 'Aarav Sharma']);
  });

  it('queues nothing on the phone without the opt-in, or to a number that said STOP', async () => {
    const { calls } = interceptGraph();
    const plain = await book({ messages_opt_in: false }, WHATSAPP_LIVE);
    expect(await whatsappRows(plain)).toEqual([]);
    await env.DB.prepare("INSERT INTO phone_opt_outs (phone_e164, source) VALUES (?1, 'whatsapp_stop')")
      .bind(NUMBER)
      .run();
    const stopped = await book({ email: 'two@example.com', phone: '98110 12345' }, WHATSAPP_LIVE);
    expect(await whatsappRows(stopped)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('captures on a developer machine: prints the exact request and marks the row captured', async () => {
    const log = vi.spyOn(console, 'log');
    const id = await book();
    const printed = log.mock.calls
      .map((a) => String(a[0]))
      .find((l) => l.includes('whatsapp') && l.includes('captured'))!;
    expect(printed).toContain('"name": "appointment_confirmation"');
    expect(printed).toContain('"to": "919811012345"');
    expect(printed).not.toContain(REASON.label);
    expect((await whatsappRows(id)).find((r) => r.kind === 'appointment_patient')?.status).toBe('captured');
  });

  it('spaces two messages to one number by 6 seconds: the second waits, pending, its attempt not counted', async () => {
    const { calls } = interceptGraph();
    await book({ email: 'first@example.com' }, WHATSAPP_LIVE);
    const second = await book({ email: 'second@example.com', appointment_time: '11:00 AM' }, WHATSAPP_LIVE);
    expect(calls).toHaveLength(1);
    const waiting = (await whatsappRows(second)).find((r) => r.kind === 'appointment_patient')!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    const wait = Date.parse(waiting.next_attempt_at!) - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(PHONE_SPACING_MS);
  });

  it('holds messages past the daily cap of distinct numbers, never dropping them', async () => {
    const { calls } = interceptGraph();
    const over = { ...WHATSAPP_LIVE, WHATSAPP_DAILY_NUMBERS: '1' };
    await book({ email: 'first@example.com' }, over);
    const other = await book(
      { email: 'other@example.com', phone: '+919811099999', appointment_time: '11:00 AM' },
      over,
    );
    expect(calls).toHaveLength(1);
    const held = (await whatsappRows(other)).find((r) => r.kind === 'appointment_patient')!;
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    expect(Date.parse(held.next_attempt_at!)).toBeGreaterThan(Date.now());
  });

  it('retries a 429 with the backoff, and a pair-rate refusal (131056) after the spacing', async () => {
    interceptGraph((_c, n) =>
      n === 1 ? graphError(429, 130429, 'Rate limit hit') : graphError(400, 131056, 'Pair rate limit hit'),
    );
    const id = await book({}, WHATSAPP_LIVE);
    const first = (await whatsappRows(id)).find((r) => r.kind === 'appointment_patient')!;
    expect(first).toMatchObject({ status: 'failed', attempts: 1 });
    expect(first.last_error).toContain('130429');
    expect(Date.parse(first.next_attempt_at!)).toBeGreaterThan(Date.now() + 30_000);
    // Due again: the scheduler tries; Meta answers with the pair rate.
    await env.DB.prepare('UPDATE outbox SET next_attempt_at = NULL WHERE id = ?1').bind(first.id).run();
    await runScheduler(WHATSAPP_LIVE);
    const second = (await whatsappRows(id)).find((r) => r.kind === 'appointment_patient')!;
    expect(second).toMatchObject({ status: 'failed', attempts: 2 });
    expect(Date.parse(second.next_attempt_at!) - Date.now()).toBeLessThanOrEqual(PHONE_SPACING_MS);
  });

  it('gives up at once on a number not on WhatsApp (131026)', async () => {
    interceptGraph(() => graphError(400, 131026, 'Message undeliverable'));
    const id = await book({}, WHATSAPP_LIVE);
    const row = (await whatsappRows(id)).find((r) => r.kind === 'appointment_patient')!;
    expect(row).toMatchObject({ status: 'failed', attempts: 5, next_attempt_at: null });
  });

  it('moves the reminder with the booking, and sends none after a cancel', async () => {
    const id = await book();
    const row = (await appointmentById(env.DB, id))!;
    const to = { date: openDate(4), time: '11:00 AM', placeId: row.place_id };
    const reminderAt = new Date(Date.parse(`${to.date}T12:30:00Z`) - 86_400_000).toISOString();
    const how = { by: 'patient' as const, emailState: 'captured' as const, whatsapp: 'captured' as const };
    expect((await rescheduleAppointment(env.DB, row, to, reminderAt, how)).kind).toBe('changed');
    let reminders = (await whatsappRows(id)).filter((r) => r.kind === 'reminder_patient');
    expect(reminders.map((r) => [r.status, r.next_attempt_at]).sort()).toEqual([
      ['pending', reminderAt],
      ['skipped', null],
    ]);
    expect((await whatsappRows(id)).filter((r) => r.kind === 'reschedule_patient')).toHaveLength(1);
    const moved = (await appointmentById(env.DB, id))!;
    expect((await cancelAppointment(env.DB, moved, '', how)).kind).toBe('changed');
    reminders = (await whatsappRows(id)).filter((r) => r.kind === 'reminder_patient');
    expect(reminders.every((r) => r.status === 'skipped')).toBe(true);
    expect((await whatsappRows(id)).filter((r) => r.kind === 'cancellation_patient')).toHaveLength(1);
  });

  it('opens the booking from the link code once, by POST at the short /m?, redirecting to /manage#token', async () => {
    const { calls } = interceptGraph();
    await book({}, WHATSAPP_LIVE);
    const code = calls[0].body.template.components[1].parameters[0].text;
    const get = await callShortLink(new Request(`http://127.0.0.1:8788/m?${code}`));
    expect(get.status).toBe(200);
    // The page's URL holds only the code; cross-origin it is never sent as a Referer.
    expect(get.headers.get('referrer-policy')).toMatch(/^(no-referrer|same-origin|strict-origin-when-cross-origin)$/);
    expect(get.headers.get('cache-control')).toContain('no-store');
    const page = await get.text();
    // A button only, posting back to the address the message carries.
    expect(page).toContain(`<form method="post" action="/m?${code}">`);
    expect(page).toContain('To go on, press the button below.');
    expect(page).toContain('>Open my booking</button>');
    // The site's icon, as on the prerendered pages (else the browser asks for /favicon.ico, which is not there).
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const post = await callShortLink(new Request(`http://127.0.0.1:8788/m?${code}`, { method: 'POST' }));
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toMatch(/\/manage#[A-Za-z0-9_-]{43}$/);
    const again = await callShortLink(new Request(`http://127.0.0.1:8788/m?${code}`, { method: 'POST' }));
    expect(again.status).toBe(404);
    // "Already used" says what to do, with the clinic's phone in the same sentence.
    const used = await again.text();
    expect(used).toMatch(
      /<p>This link has been used already, or it is not valid\. To see your booking, open the link in your e-mail, or call the clinic on <a href="tel:\+919811045872">[^<]+<\/a>\.<\/p>/,
    );
    const last = code.at(-1) === 'x' ? 'y' : 'x';
    const forged = await callShortLink(
      new Request(`http://127.0.0.1:8788/m?${code.slice(0, -1)}${last}`, { method: 'POST' }),
    );
    expect(forged.status).toBe(404);
    // Opened again (the message's button tapped a second time), or forged: "already used" at once, no button to press.
    for (const opened of [code, `${code.slice(0, -1)}${last}`]) {
      const again = await callShortLink(new Request(`http://127.0.0.1:8788/m?${opened}`));
      expect(again.status).toBe(404);
      const text = await again.text();
      expect(text).toContain('This link has been used already, or it is not valid.');
      expect(text).not.toContain('<form');
    }
    // The longer address of the first messages reaches the same handler.
    expect((await call(new Request(`http://127.0.0.1:8788/api/m?${code}`, { method: 'POST' }))).status).toBe(404);
  });

  it('still honours a code of the first, longer form (29 characters at /api/m?)', async () => {
    interceptGraph();
    const id = await book({}, WHATSAPP_LIVE);
    const row = (await whatsappRows(id)).find((r) => r.kind === 'appointment_patient')!;
    const { signText } = await import('../../functions/platform/tokens');
    const legacy = `w${row.id.slice(4, 20)}${(await signText(env as never, `phone-link:${row.id}`)).slice(0, 12)}`;
    expect(legacy).toHaveLength(29);
    const post = await call(new Request(`http://127.0.0.1:8788/api/m?${legacy}`, { method: 'POST' }));
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toMatch(/\/manage#[A-Za-z0-9_-]{43}$/);
  });
});
