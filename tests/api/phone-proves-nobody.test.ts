import { applyD1Migrations, env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, clinicDate } from '../../common/booking/schedule';
import { linkCode } from '../../functions/notify/phone/link';
import type { Env } from '../../functions/platform/env';
import { everythingFor, NOT_PERSONAL, PERSONAL_TABLES } from '../../functions/privacy/db/privacy';
import { auditRows, deskCall, deskSession } from './access-helpers';
import {
  allDaySession,
  call,
  clearQueue,
  ORIGIN,
  openDate,
  postJson,
  restoreSchedule,
  SEED_PLACE,
  validAppointment,
} from './helpers';
import { appointmentRow, bookCaptured, captureLog, manageRequest } from './lifecycle-helpers';
import { privacyCall, requestLink, withPrinted } from './privacy-helpers';
import { envelope, postWebhook } from './whatsapp-webhook-helpers';

/**
 * "A phone proves nothing, every right covers every record" (hardening, fourth pass): each finding of the review
 * reproduced as it was found, then held. A phone number typed into a form proves nobody, so a manage link cannot
 * silence a number and a page opened from a phone message shows only what the messages show; a STOP or START is the
 * number's newest reply whatever order webhooks arrive in; the copy of one's data holds every table that holds the
 * person, a walk-in can be erased, and an erased number's STOP lives on as a fingerprint only; the local desk identity
 * needs a loopback server; a schedule edit never leaves a queue without its session.
 */

const { token: deskToken } = deskSession('f0e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f');

const TODAY = clinicDate();

async function clearPhoneAndQueue(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM phone_opt_outs'),
    env.DB.prepare('DELETE FROM phone_replies'),
    env.DB.prepare('DELETE FROM phone_opt_out_fingerprints'),
    env.DB.prepare('DELETE FROM privacy_requests'),
  ]);
  await clearQueue();
}

// The queue's rows reference bookings: they go before the desk session's hooks empty the bookings.
beforeEach(clearPhoneAndQueue);
afterEach(async () => {
  await clearPhoneAndQueue();
  await restoreSchedule();
  vi.restoreAllMocks();
});

/** Books through the API with the WhatsApp opt-in (messages captured), as `email` with `phone`. */
async function bookWithPhone(email: string, phone: string, extra: Record<string, unknown> = {}) {
  return bookCaptured({ email, phone, messages_opt_in: true, ...extra });
}

/** A booking's outbox rows on the phone (WhatsApp, SMS): kind and status. */
async function phoneRows(id: string): Promise<{ id: string; kind: string; status: string }[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, kind, status FROM outbox WHERE ref_id = ?1 AND channel <> 'email' ORDER BY created_at, id",
  )
    .bind(id)
    .all<{ id: string; kind: string; status: string }>();
  return results;
}

const optOuts = async () =>
  (await env.DB.prepare('SELECT phone_e164, source, at FROM phone_opt_outs ORDER BY phone_e164').all()).results;

describe('1. a manage link stops its own booking’s messages, never the number’s', () => {
  it('does not silence the phone of someone else who booked with that number', async () => {
    // The owner of +91 98111 22334 books and asks for WhatsApp messages.
    const victim = await bookWithPhone('owner@example.com', '+91 98111 22334', { appointment_time: '10:00 AM' });
    // A stranger books with their own e-mail and the owner's number, then presses "Stop messages to my phone".
    const stranger = await bookWithPhone('stranger@example.com', '+91 98111 22334', { appointment_time: '11:00 AM' });
    const stop = await call(postJson('/api/manage/stop-messages', { token: stranger.token }));
    expect(stop.status).toBe(200);

    // The number is on no number-wide list; the owner's reminder still waits to go to their phone.
    expect(await optOuts()).toEqual([]);
    expect(await phoneRows(victim.id)).toContainEqual(
      expect.objectContaining({ kind: 'reminder_patient', status: 'pending' }),
    );
    // The stranger's own messages stop.
    expect((await phoneRows(stranger.id)).filter((r) => r.status === 'pending')).toEqual([]);
    expect(await phoneRows(stranger.id)).toContainEqual(
      expect.objectContaining({ kind: 'reminder_patient', status: 'skipped' }),
    );

    // The owner's next message (a move) is still queued for the phone; the stranger's is not.
    const move = (token: string, time: string) =>
      call(manageRequest('reschedule', { token, appointment_date: openDate(), appointment_time: time }));
    const log = captureLog();
    try {
      expect((await move(victim.token, '12:00 PM')).status).toBe(200);
      expect((await move(stranger.token, '02:00 PM')).status).toBe(200);
    } finally {
      log.spy.mockRestore();
    }
    expect((await phoneRows(victim.id)).map((r) => r.kind)).toContain('reschedule_patient');
    expect((await phoneRows(stranger.id)).map((r) => r.kind)).not.toContain('reschedule_patient');
  });

  it('lets the desk stop the number itself (the person phoned), audited, for every booking with it', async () => {
    const a = await bookWithPhone('a.person@example.com', '+91 98111 22335', { appointment_time: '10:00 AM' });
    const b = await bookWithPhone('b.person@example.com', '+91 98111 22335', { appointment_time: '11:00 AM' });
    const res = await deskCall(`/api/desk/appointments/${a.id}/stop-phone`, { token: deskToken(), body: {} });
    expect(res.status).toBe(200);
    expect(await optOuts()).toEqual([expect.objectContaining({ phone_e164: '+919811122335', source: 'desk' })]);
    for (const id of [a.id, b.id]) expect((await phoneRows(id)).filter((r) => r.status === 'pending')).toEqual([]);
    expect((await auditRows()).map((r) => [r.action, r.target])).toContainEqual(['stop_phone_number', a.id]);
  });

  it('turns the number-wide stops a manage link made into stops of the bookings they stopped (migration 0014)', async () => {
    const db = env.UPGRADE_DB;
    const { results } = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB 'sqlite_*' AND name NOT GLOB '_cf_*'",
      )
      .all<{ name: string }>();
    await db.batch([
      db.prepare('PRAGMA defer_foreign_keys = true'),
      ...results.map((t) => db.prepare(`DROP TABLE IF EXISTS "${t.name}"`)),
    ]);
    const upTo13 = env.TEST_MIGRATIONS.filter((m) => m.name < '0014');
    await applyD1Migrations(db, upTo13);
    const insert = (id: string, e164: string, optIn: string | null) =>
      db
        .prepare(
          `INSERT INTO appointments (id, full_name, email, phone, appointment_date, appointment_time, selected_doctor,
             phone_e164, messages_opt_in_at)
           VALUES (?1, 'Someone', ?1 || '@example.com', '9811100000', '2026-12-01', '10:00 AM', 'Dr', ?2, ?3)`,
        )
        .bind(id, e164, optIn);
    await db.batch([
      insert('apt_before', '+919811100001', '2026-11-01T00:00:00.000Z'),
      insert('apt_after', '+919811100001', '2026-11-20T00:00:00.000Z'),
      insert('apt_no_opt_in', '+919811100001', null),
      insert('apt_stopped_by_reply', '+919811100002', '2026-11-01T00:00:00.000Z'),
      db.prepare(
        "INSERT INTO phone_opt_outs (phone_e164, source, at) VALUES ('+919811100001', 'manage_link', '2026-11-10T00:00:00.000Z')",
      ),
      db.prepare(
        "INSERT INTO phone_opt_outs (phone_e164, source, at) VALUES ('+919811100002', 'whatsapp_stop', '2026-11-10T00:00:00.000Z')",
      ),
    ]);
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    const stops = (await db.prepare('SELECT id, messages_stopped_at FROM appointments ORDER BY id').all()).results;
    expect(stops).toEqual([
      { id: 'apt_after', messages_stopped_at: null },
      { id: 'apt_before', messages_stopped_at: '2026-11-10T00:00:00.000Z' },
      { id: 'apt_no_opt_in', messages_stopped_at: null },
      { id: 'apt_stopped_by_reply', messages_stopped_at: null },
    ]);
    expect((await db.prepare('SELECT phone_e164, source FROM phone_opt_outs').all()).results).toEqual([
      { phone_e164: '+919811100002', source: 'whatsapp_stop' },
    ]);
    // The source the manage link wrote is no longer one the table takes.
    await expect(
      db.prepare("INSERT INTO phone_opt_outs (phone_e164, source) VALUES ('+919811100003', 'manage_link')").run(),
    ).rejects.toThrow(/CHECK/);
  });
});

describe('2. a page opened from a phone message shows what the messages show', () => {
  /** The WhatsApp row of a kind for a booking (captured in development). */
  async function whatsappRow(id: string, kind: string): Promise<string> {
    const row = await env.DB.prepare("SELECT id FROM outbox WHERE ref_id = ?1 AND kind = ?2 AND channel = 'whatsapp'")
      .bind(id, kind)
      .first<{ id: string }>();
    expect(row, `${kind} on WhatsApp`).not.toBeNull();
    return row?.id ?? '';
  }

  it('opens the manage page without the visit reason, while the e-mailed link still shows it', async () => {
    const b = await bookWithPhone('reason@example.com', '+91 98111 22336', { visit_reason: 'mdr-tb-treatment' });
    const code = await linkCode(env as unknown as Env, await whatsappRow(b.id, 'appointment_patient'));
    const spent = await call(new Request(`${ORIGIN}/api/m?${code}`, { method: 'POST' }));
    expect(spent.status).toBe(303);
    const location = spent.headers.get('location') ?? '';
    expect(location).toMatch(/\/manage#[A-Za-z0-9_-]{43}$/);
    const phoneToken = location.split('#')[1];
    // Not the e-mailed token: a token of its own.
    expect(phoneToken).not.toBe(b.token);

    const byPhone = await call(manageRequest('lookup', { token: phoneToken }));
    expect(byPhone.status).toBe(200);
    const phoneView = (await byPhone.json<{ booking: Record<string, unknown> }>()).booking;
    expect(phoneView).toMatchObject({ visit_reason: '', visit_label: '', opened_by: 'phone', status: 'booked' });
    expect(JSON.stringify(phoneView)).not.toMatch(/MDR|TB|reason@example\.com/i);
    expect(phoneView.date).toBe(openDate());

    const byEmail = await (await call(manageRequest('lookup', { token: b.token }))).json<{
      booking: Record<string, unknown>;
    }>();
    expect(byEmail.booking).toMatchObject({ visit_reason: 'mdr-tb-treatment', opened_by: 'email' });
    expect(String(byEmail.booking.visit_label)).toMatch(/MDR-TB/);

    // The phone token can still change the booking (the message offers change and cancel), and never reveals more.
    const cancel = await call(manageRequest('cancel', { token: phoneToken, reason: '' }));
    expect(cancel.status).toBe(200);
    expect((await cancel.json<{ booking: Record<string, unknown> }>()).booking).toMatchObject({
      status: 'cancelled',
      visit_label: '',
    });
  });

  it("fills only the name and language from a phone's follow-up code, and the contact details from an e-mail's", async () => {
    const b = await bookWithPhone('follow@example.com', '+91 98111 22337', { full_name: 'Kamla Devi' });
    const row = async (id: string, channel: string) => {
      await env.DB.prepare(
        `INSERT INTO outbox (id, kind, ref_id, status, attempts, detail, channel)
         VALUES (?1, 'follow_up_patient', ?2, 'sent', 1, '{}', ?3)`,
      )
        .bind(id, b.id, channel)
        .run();
      return linkCode(env as unknown as Env, id);
    };
    const prefill = async (code: string) =>
      (await call(postJson('/api/follow-up/prefill', { code }))).json<{ prefill: Record<string, unknown> }>();
    const byPhone = await prefill(await row(`eml_${'a'.repeat(32)}`, 'whatsapp'));
    expect(byPhone.prefill).toEqual({ full_name: 'Kamla Devi', locale: 'en' });
    const byEmail = await prefill(await row(`eml_${'b'.repeat(32)}`, 'email'));
    expect(byEmail.prefill).toEqual({
      full_name: 'Kamla Devi',
      phone: '+91 98111 22337',
      email: 'follow@example.com',
      locale: 'en',
    });
  });
});

describe('3. the newest STOP or START of a number wins, whatever order webhooks arrive in', () => {
  const FROM = '919811122338';
  const E164 = `+${FROM}`;
  /** A webhook carrying the number's texts, each with its own send time (Unix seconds). */
  function replies(...texts: [body: string, at: number][]) {
    return envelope({
      messages: texts.map(([body, at], i) => ({
        from: FROM,
        id: `wamid.in-${at}-${i}`,
        timestamp: String(at),
        type: 'text',
        text: { body },
      })),
    });
  }
  async function deliver(payload: unknown) {
    expect((await postWebhook(payload)).status).toBe(200);
  }
  const stopped = async () => (await optOuts()).some((o) => (o as { phone_e164: string }).phone_e164 === E164);

  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });

  it('a STOP delivered after a newer START does not undo it', async () => {
    await deliver(replies(['STOP', 1_790_000_000]));
    expect(await stopped()).toBe(true);
    await deliver(replies(['START', 1_790_000_300]));
    expect(await stopped()).toBe(false);
    // Meta redelivers the old STOP (or it was late): the number's newest reply is still START.
    await deliver(replies(['STOP', 1_790_000_000]));
    expect(await stopped()).toBe(false);
    // A newer STOP wins again, with the reply's own time.
    await deliver(replies(['stop', 1_790_000_600]));
    expect(await optOuts()).toEqual([
      { phone_e164: E164, source: 'whatsapp_stop', at: new Date(1_790_000_600_000).toISOString() },
    ]);
  });

  it('in one batch, the later reply wins whichever comes first in it', async () => {
    await deliver(replies(['STOP', 1_790_001_000], ['START', 1_790_000_900]));
    expect(await stopped()).toBe(true);
    await deliver(replies(['START', 1_790_002_000], ['STOP', 1_790_001_900]));
    expect(await stopped()).toBe(false);
  });

  it('a START from the number lifts the stops pressed before it on its bookings’ pages, as the page says', async () => {
    const b = await bookWithPhone('page.stop@example.com', '+91 98111 22338');
    expect((await call(postJson('/api/manage/stop-messages', { token: b.token }))).status).toBe(200);
    const state = async () =>
      (await (await call(manageRequest('lookup', { token: b.token }))).json<{ booking: { phone_messages: string } }>())
        .booking.phone_messages;
    expect(await state()).toBe('off');
    // A START sent before the press changes nothing; one sent after it turns the booking's messages on again.
    await deliver(replies(['START', Math.floor(Date.now() / 1000) - 3600]));
    expect(await state()).toBe('off');
    await deliver(replies(['START', Math.floor(Date.now() / 1000) + 5]));
    expect(await state()).toBe('on');
  });

  it('a START older than the desk’s stop does not lift it', async () => {
    const b = await bookWithPhone('desk.stop@example.com', '+91 98111 22338');
    expect((await deskCall(`/api/desk/appointments/${b.id}/stop-phone`, { token: deskToken(), body: {} })).status).toBe(
      200,
    );
    // A START the number sent yesterday, delivered only now.
    await deliver(replies(['START', Math.floor(Date.now() / 1000) - 86_400]));
    expect(await stopped()).toBe(true);
    await deliver(replies(['START', Math.floor(Date.now() / 1000) + 5]));
    expect(await stopped()).toBe(false);
  });
});

describe('4. rights that cover every record', () => {
  it('lists every table of the schema as personal (read by the copy) or not, with a reason', async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB 'sqlite_*' AND name NOT GLOB '_cf_*' AND name <> 'd1_migrations'",
    ).all<{ name: string }>();
    const tables = results.map((r) => r.name).sort();
    expect([...PERSONAL_TABLES, ...Object.keys(NOT_PERSONAL)].sort()).toEqual(tables);
    for (const t of PERSONAL_TABLES) expect(Object.keys(NOT_PERSONAL)).not.toContain(t);
  });

  it("e-mails a copy that holds every personal table's rows: visits, follow-ups, phone replies and what was sent", async () => {
    const email = 'asha.copy@example.com';
    const asha = await bookWithPhone(email, '+91 98111 22339');
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO queue_entries (id, visit_date, place_id, session_start, token, appointment_id, slot_start, state,
           checked_in_at, done_at)
         VALUES ('que_${'c'.repeat(32)}', ?1, ?2, '09:00', 7, ?3, '10:00', 'done', '2026-11-28T03:30:00.000Z',
           '2026-11-28T03:50:00.000Z')`,
      ).bind(openDate(), SEED_PLACE.id, asha.id),
      env.DB.prepare(
        `INSERT INTO follow_ups (id, queue_entry_id, due_date, note, created_by)
         VALUES ('fup_${'d'.repeat(32)}', 'que_${'c'.repeat(32)}', ?1, 'Bring the new chest X-ray', 'doctor@clinic')`,
      ).bind(addDays(TODAY, 14)),
      env.DB.prepare(
        "INSERT INTO phone_replies (phone_e164, reply, at) VALUES ('+919811122339', 'stop', '2026-11-27T10:00:00.000Z')",
      ),
      env.DB.prepare(
        "INSERT INTO phone_opt_outs (phone_e164, source, at) VALUES ('+919811122339', 'whatsapp_stop', '2026-11-27T10:00:00.000Z')",
      ),
      // A report she sent (decision 029): the copy lists it, the file itself is given on request.
      env.DB.prepare(
        `INSERT INTO reports (id, appointment_id, object_key, name, type, size, sha256, source, added_by)
         VALUES ('rep_${'e'.repeat(32)}', ?1, 'reports/${'f'.repeat(32)}', 'chest-xray-2026.jpg', 'jpeg', 48213,
           '${'a'.repeat(64)}', 'whatsapp', 'whatsapp')`,
      ).bind(asha.id),
      // She asked to be told of an earlier time (decision 030): the copy lists the request and its channels.
      env.DB.prepare(
        `INSERT INTO waitlist (id, kind, appointment_id, full_name, email, email_key, phone, locale, date_from, date_to,
           times, offers_email_at, nonce)
         VALUES ('wtl_${'9'.repeat(32)}', 'earlier', ?1, 'Asha Verma', ?2, ?2, '+91 98111 22339', 'en', ?3, ?4, '[]',
           '2026-11-27T10:00:00.000Z', '${'8'.repeat(32)}')`,
      ).bind(asha.id, email, TODAY, openDate()),
    ]);
    const sent = await withPrinted(() =>
      call(
        postJson('/api/contact', { name: 'Asha', email, phone: '', subject: '', message: 'Parking near the clinic?' }),
      ),
    );
    expect(sent.result.status).toBe(201);
    const { token, requestId } = await requestLink(email);
    expect((await privacyCall('open', { token })).status).toBe(200);

    const held = await everythingFor(env.DB, email);
    for (const table of PERSONAL_TABLES) expect(held[table].length, table).toBeGreaterThan(0);

    const { result, emails } = await withPrinted(() => privacyCall('act', { token, kind: 'access' }));
    expect(result.status).toBe(200);
    const copy = emails.find((e) => e.kind === 'privacy_copy');
    for (const text of [
      'Visits at the clinic (the queue) (1):',
      'token: 7',
      'Follow-ups the doctor asked for (1):',
      'note: Bring the new chest X-ray',
      'Numbers that asked for no more messages (1):',
      'source: whatsapp_stop',
      'STOP or START replies from those numbers (1):',
      'reply: stop',
      'What we sent about them, by e-mail, WhatsApp or SMS',
      'channel: whatsapp',
      'Your requests about your data (1):',
      'Parking near the clinic?',
      `id: ${requestId}`,
      'messages_opt_in_at: 20',
      'Reports you sent for your bookings (1); ask us for a copy of the files:',
      'name: chest-xray-2026.jpg',
      'Your waitlist entries and requests for an earlier time (1):',
      'kind: earlier',
    ]) {
      expect(copy?.text, text).toContain(text);
    }
  });

  it('lets the desk erase a walk-in: name, phone, age and follow-up go, the token stays; audited', async () => {
    await allDaySession(TODAY);
    const post = (path: string, body: unknown) => deskCall(`/api/desk/queue${path}`, { token: deskToken(), body });
    const added = await post('/walk-in', { name: 'Ram Prakash', phone: '+91 98100 00011', age: 71 });
    expect(added.status).toBe(201);
    const entry = (await added.json<{ entry: { id: string; token: number } }>()).entry;
    await env.DB.prepare(
      `INSERT INTO follow_ups (id, queue_entry_id, due_date, note, created_by)
       VALUES ('fup_${'e'.repeat(32)}', ?1, ?2, 'Sputum test result', 'doctor@clinic')`,
    )
      .bind(entry.id, addDays(TODAY, 7))
      .run();

    const erased = await post(`/${entry.id}/erase`, {});
    expect(erased.status).toBe(200);
    expect((await erased.json<{ entry: Record<string, unknown> }>()).entry).toMatchObject({
      name: 'Erased',
      phone: '',
      age: null,
      erased: true,
      token: entry.token,
    });
    const row = await env.DB.prepare('SELECT * FROM queue_entries WHERE id = ?1').bind(entry.id).first();
    expect(row).toMatchObject({ walk_in_name: 'Erased', walk_in_phone: null, walk_in_age: null, token: entry.token });
    expect(row?.anonymised_at).toMatch(/^\d{4}-/);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM follow_ups').first<{ n: number }>())?.n).toBe(0);
    const dump = JSON.stringify(await env.DB.prepare('SELECT * FROM queue_entries').all());
    expect(dump).not.toMatch(/Ram Prakash|98100 00011/);
    expect((await auditRows()).filter((r) => r.action === 'erase_walk_in')).toEqual([
      expect.objectContaining({ target: entry.id }),
    ]);
    // Once only; a booked patient's entry is erased as a booking, not here.
    expect((await post(`/${entry.id}/erase`, {})).status).toBe(200);
    expect((await auditRows()).filter((r) => r.action === 'erase_walk_in')).toHaveLength(1);
    expect((await post(`/que_${'0'.repeat(32)}/erase`, {})).status).toBe(404);
  });

  it('keeps an erased number’s STOP only as a fingerprint, which a new booking with the number finds', async () => {
    const first = await bookWithPhone('erase.me@example.com', '+91 98111 22340');
    await env.DB.prepare(
      "INSERT INTO phone_opt_outs (phone_e164, source, at) VALUES ('+919811122340', 'whatsapp_stop', '2026-11-27T10:00:00.000Z')",
    ).run();
    const res = await deskCall(`/api/desk/appointments/${first.id}/erase`, { token: deskToken(), body: {} });
    expect(res.status).toBe(200);
    // The number is gone from every table; what is left is a hash that names nobody.
    for (const table of ['phone_opt_outs', 'phone_replies', 'appointments', 'outbox']) {
      const dump = JSON.stringify((await env.DB.prepare(`SELECT * FROM ${table}`).all()).results);
      expect(dump, table).not.toContain('9811122340');
    }
    const prints = (await env.DB.prepare('SELECT fingerprint, source FROM phone_opt_out_fingerprints').all()).results;
    expect(prints).toEqual([{ fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/), source: 'whatsapp_stop' }]);

    // Someone books again with that number and asks for messages: the STOP holds, nothing is queued for the phone.
    const again = await bookWithPhone('someone.else@example.com', '+91 98111 22340');
    expect(await phoneRows(again.id)).toEqual([]);
    expect(await optOuts()).toEqual([
      { phone_e164: '+919811122340', source: 'whatsapp_stop', at: '2026-11-27T10:00:00.000Z' },
    ]);
    expect(
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM phone_opt_out_fingerprints').first<{ n: number }>())?.n,
    ).toBe(0);
    expect(await appointmentRow(again.id)).toMatchObject({ phone_e164: '+919811122340' });
  });
});

describe('5. the local desk identity needs a server listening on loopback', () => {
  it('answers as a deployment without Access when the server listens on 0.0.0.0, whatever the Host header', async () => {
    const me = (host: string, listen?: string) =>
      call(new Request(`http://${host}:8788/api/desk/me`), listen === undefined ? {} : { LISTEN_HOST: listen });
    expect((await me('127.0.0.1')).status).toBe(200);
    expect((await me('localhost', '0.0.0.0')).status).toBe(503);
    expect((await me('127.0.0.1', '0.0.0.0')).status).toBe(503);
    expect((await me('localhost', '192.168.1.20')).status).toBe(503);
    expect((await me('localhost', '')).status).toBe(503);
    expect((await me('localhost', '::1')).status).toBe(200);
    expect((await me('localhost', '127.0.0.1')).status).toBe(200);
  });
});

describe('6. a schedule edit never leaves a queue without its session', () => {
  it('refuses to remove today’s session while patients wait in it, with their list, and saves nothing', async () => {
    await allDaySession(TODAY);
    const walkIn = await deskCall('/api/desk/queue/walk-in', {
      token: deskToken(),
      body: { name: 'Shanti Devi', phone: '+91 98100 00012' },
    });
    expect(walkIn.status).toBe(201);
    const read = await deskCall('/api/desk/clinic', { token: deskToken() });
    const { schedule } = await read.json<{
      schedule: Record<string, unknown> & { dateSessions: { date: string }[] };
    }>();
    const edit = { ...schedule, dateSessions: schedule.dateSessions.filter((s) => s.date !== TODAY) };

    const preview = await deskCall('/api/desk/clinic/preview', { token: deskToken(), body: edit });
    expect(preview.status).toBe(200);
    expect((await preview.json<{ in_queue: unknown[] }>()).in_queue).toEqual([
      { placeId: SEED_PLACE.id, start: '00:00', token: 1, name: 'Shanti Devi' },
    ]);
    for (const body of [edit, { ...edit, stranded: 'cancel_and_notify' }]) {
      const res = await deskCall('/api/desk/clinic', { token: deskToken(), method: 'PUT', body });
      expect(res.status).toBe(409);
      const answer = await res.json<{ success: boolean; error: string; in_queue: unknown[] }>();
      expect(answer.success).toBe(false);
      expect(answer.error).toMatch(/in today's queue, in a session this edit removes or moves/);
      expect(answer.in_queue).toHaveLength(1);
    }
    const sessions = await env.DB.prepare('SELECT COUNT(*) AS n FROM clinic_sessions WHERE date = ?1')
      .bind(TODAY)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);

    // Once she is seen, the session may go.
    const entry = await env.DB.prepare('SELECT id, version FROM queue_entries').first<{
      id: string;
      version: number;
    }>();
    for (const [action, version] of [
      ['with_doctor', 1],
      ['done', 2],
    ] as const) {
      const r = await deskCall(`/api/desk/queue/${entry?.id}`, { token: deskToken(), body: { action, version } });
      expect(r.status).toBe(200);
    }
    const fresh = await (await deskCall('/api/desk/clinic', { token: deskToken() })).json<{
      schedule: Record<string, unknown> & { dateSessions: { date: string }[] };
    }>();
    const later = { ...fresh.schedule, dateSessions: fresh.schedule.dateSessions.filter((s) => s.date !== TODAY) };
    expect((await deskCall('/api/desk/clinic', { token: deskToken(), method: 'PUT', body: later })).status).toBe(200);
  });
});

describe('the booking API still books with a number that never said STOP', () => {
  it('queues WhatsApp copies as before', async () => {
    const res = await call(
      postJson('/api/appointment', validAppointment({ email: 'plain@example.com', messages_opt_in: true })),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect((await phoneRows(id)).map((r) => r.kind).sort()).toEqual(['appointment_patient', 'reminder_patient']);
  });
});
