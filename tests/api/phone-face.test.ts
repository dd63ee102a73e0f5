import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTICE_VERSION, NOTICE_VERSIONS } from '../../common/privacy/facts';
import type { Env } from '../../functions/platform/env';
import { auditRows, deskCall, deskSession, STAFF } from './access-helpers';
import { expectErased } from './erasure-helpers';
import { call, deployment, freshDeployment, interceptResend, postJson, validAppointment } from './helpers';
import { bookCaptured, captureLog, patient } from './lifecycle-helpers';

/**
 * The patient's and the desk's side of messages to the phone (issue 26): the opt-in stored with the booking, the
 * manage link's "Stop messages to my phone", the desk's list of what went out with its Resend, and erasure.
 */

const session = deskSession('5e0c1f2a3b4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7');

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM phone_opt_outs').run();
});

interface PhoneRow {
  phone_e164: string | null;
  messages_opt_in_at: string | null;
  messages_notice_version: string | null;
}

async function phoneOf(id: string): Promise<PhoneRow | null> {
  return env.DB.prepare(
    'SELECT phone_e164, messages_opt_in_at, messages_notice_version FROM appointments WHERE id = ?1',
  )
    .bind(id)
    .first<PhoneRow>();
}

/** Books through POST /api/appointment (e-mails captured) and answers the response. */
async function book(overrides: Record<string, unknown>, envOverrides: Partial<Env> = {}): Promise<Response> {
  const log = captureLog();
  try {
    return await call(postJson('/api/appointment', validAppointment(overrides)), envOverrides);
  } finally {
    log.spy.mockRestore();
  }
}

/** A phone row to write: its id, channel, state, what the provider reported, and when (now unless given). */
interface PhoneRowSpec {
  id: string;
  channel: 'whatsapp' | 'sms';
  status: string;
  delivery?: string;
  error?: string;
  at?: string;
  /** Attempts made (1 unless given): a failed row the outbox gave up on has spent them all (5). */
  attempts?: number;
}

/**
 * A phone row of the outbox as the sender writes it (channel whatsapp or sms), with what the provider reported: the
 * rows the desk lists and resends.
 */
async function phoneRow(refId: string, row: PhoneRowSpec): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, ref_id, channel, status, attempts, provider_id, detail, delivery, delivery_at,
       delivery_error, created_at, updated_at)
     VALUES (?1, 'appointment_patient', ?2, ?3, ?4, ?9, ?5, '{"sequence":0}', ?6, ?7, ?8, ?7, ?7)`,
  )
    .bind(
      row.id,
      refId,
      row.channel,
      row.status,
      `wamid.${row.id}`,
      row.delivery ?? null,
      row.at ?? now(),
      row.error ?? null,
      row.attempts ?? 1,
    )
    .run();
}

/** The time now: a phone row written after its booking's e-mails, as the sender writes it. */
const now = () => new Date().toISOString();

/** A booking with the opt-in (e-mails captured), then its phone rows in order, as the sender would have written them. */
async function optedIn(n: number, ...rows: PhoneRowSpec[]) {
  const b = await bookCaptured({ ...patient(n), messages_opt_in: true });
  // The booking queued its own WhatsApp copies (captured here): the rows given stand in for them.
  await env.DB.prepare("DELETE FROM outbox WHERE ref_id = ?1 AND channel <> 'email'").bind(b.id).run();
  for (const row of rows) await phoneRow(b.id, row);
  return b;
}

const deskPost = (path: string) => deskCall(path, { token: session.token(), body: {} });

describe('POST /api/appointment: messages_opt_in', () => {
  it('stores the opt-in with its time and the notice version, and the phone in E.164', async () => {
    const before = new Date().toISOString();
    const res = await book({ ...patient(1), phone: '098110-45872', messages_opt_in: true });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    const row = await phoneOf(id);
    expect(row).toMatchObject({ phone_e164: '+919811045872', messages_notice_version: NOTICE_VERSION });
    expect(row?.messages_opt_in_at && row.messages_opt_in_at >= before).toBe(true);
  });

  it('records the notice version the form showed: a page from before the notice changed keeps its older one', async () => {
    const older = NOTICE_VERSIONS[1];
    expect(older).not.toBe(NOTICE_VERSION);
    const res = await book({ ...patient(5), phone: '98110 45875', messages_opt_in: true, notice_version: older });
    const { id } = await res.json<{ id: string }>();
    expect(await phoneOf(id)).toMatchObject({ messages_notice_version: older });
    // A version the site never had is not taken at its word.
    const made = await book({
      ...patient(6),
      phone: '98110 45876',
      messages_opt_in: true,
      notice_version: '2099-01-01',
    });
    expect(await phoneOf((await made.json<{ id: string }>()).id)).toMatchObject({
      messages_notice_version: NOTICE_VERSION,
    });
  });

  it('keeps the phone in E.164 but no opt-in when the box is not ticked', async () => {
    const res = await book({ ...patient(2), phone: '+44 20 7946 0958' });
    const { id } = await res.json<{ id: string }>();
    expect(await phoneOf(id)).toEqual({
      phone_e164: '+442079460958',
      messages_opt_in_at: null,
      messages_notice_version: null,
    });
  });

  it('refuses a ticked box with a phone that cannot be E.164, in the booking language, and stores nothing', async () => {
    for (const [locale, words] of [
      ['en', 'To get messages on WhatsApp'],
      ['hi', 'WhatsApp पर मैसेज पाने के लिए'],
    ] as const) {
      const res = await book({ ...patient(3), phone: '2345 6789', messages_opt_in: true, locale });
      expect(res.status).toBe(400);
      const body = await res.json<{ success: boolean; error: string; fields: Record<string, string> }>();
      expect(body.success).toBe(false);
      expect(body.fields.messages_opt_in).toContain(words);
      expect(body.error).toBe(body.fields.messages_opt_in);
    }
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM appointments').first<{ n: number }>())?.n).toBe(0);
    // The same phone without the box books: e-mail needs no E.164.
    expect((await book({ ...patient(3), phone: '2345 6789' })).status).toBe(201);
  });

  it('refuses a value that is not true or false', async () => {
    const res = await book({ ...patient(4), messages_opt_in: 'yes' });
    expect(res.status).toBe(400);
    const body = await res.json<{ fields: Record<string, string> }>();
    expect(body.fields.messages_opt_in).toBe('The WhatsApp messages choice must be true or false.');
  });

  it('ignores the box where no phone channel is on (a deployment without WhatsApp and SMS)', async () => {
    await freshDeployment();
    // A deployment sends its e-mails: Resend's endpoint answers.
    const resend = interceptResend();
    try {
      // Even with a phone no message could reach: the box was never offered, so it is not read.
      const res = await book({ ...patient(5), phone: '2345 6789', messages_opt_in: true }, deployment());
      expect(res.status, await res.clone().text()).toBe(201);
      const { id } = await res.json<{ id: string }>();
      expect(await phoneOf(id)).toEqual({ phone_e164: null, messages_opt_in_at: null, messages_notice_version: null });
      const ok = await book({ ...patient(6), messages_opt_in: true }, deployment());
      const stored = await phoneOf((await ok.json<{ id: string }>()).id);
      expect(stored).toEqual({ phone_e164: '+919811010006', messages_opt_in_at: null, messages_notice_version: null });
      expect(resend.calls.length).toBeGreaterThan(0);
    } finally {
      await freshDeployment();
    }
  });
});

describe('POST /api/manage/stop-messages', () => {
  const manage = (action: string, body: unknown) => call(postJson(`/api/manage/${action}`, body));
  const stateOf = async (res: Response) =>
    (await res.json<{ booking: { phone_messages: string } }>()).booking.phone_messages;

  it('stops this booking’s messages (not the number’s) and the page shows it, on load too', async () => {
    const b = await optedIn(11);
    expect(await stateOf(await manage('lookup', { token: b.token }))).toBe('on');
    const res = await manage('stop-messages', { token: b.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await stateOf(res)).toBe('off');
    const stopped = await env.DB.prepare('SELECT messages_stopped_at FROM appointments WHERE id = ?1')
      .bind(b.id)
      .first<{ messages_stopped_at: string | null }>();
    expect(stopped?.messages_stopped_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The number-wide list takes only the number's own STOP or the desk's: a link proves nobody owns the number.
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM phone_opt_outs').first<{ n: number }>())?.n).toBe(0);
    expect(await stateOf(await manage('lookup', { token: b.token }))).toBe('off');
    // Again: the same answer, and the first press's time kept.
    expect(await stateOf(await manage('stop-messages', { token: b.token }))).toBe('off');
    const again = await env.DB.prepare('SELECT messages_stopped_at FROM appointments WHERE id = ?1')
      .bind(b.id)
      .first<{ messages_stopped_at: string | null }>();
    expect(again?.messages_stopped_at).toBe(stopped?.messages_stopped_at);
  });

  it('has nothing to stop for a booking without the opt-in', async () => {
    const b = await bookCaptured(patient(12));
    const res = await manage('stop-messages', { token: b.token });
    expect(res.status).toBe(200);
    expect(await stateOf(res)).toBe('none');
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM phone_opt_outs').first<{ n: number }>())?.n).toBe(0);
  });

  it('tells nothing about a STOP the number said before this booking asked for messages', async () => {
    // Someone books with a number that said STOP earlier (its owner, or a number typed by someone else).
    await env.DB.prepare(
      "INSERT INTO phone_opt_outs (phone_e164, source, at) VALUES ('+919811010013', 'whatsapp_stop', '2026-01-01T00:00:00.000Z')",
    ).run();
    const b = await optedIn(13);
    expect(await stateOf(await manage('lookup', { token: b.token }))).toBe('on');
  });

  it('answers an unknown link as every manage request does, and is POST only', async () => {
    const res = await manage('stop-messages', { token: 'A'.repeat(43) });
    expect(res.status).toBe(404);
    const get = await call(new Request('http://127.0.0.1:8788/api/manage/stop-messages'));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });
});

describe('GET /api/desk/appointments/:id/messages and POST …/messages/:rowId/resend', () => {
  it('lists what went out on every channel with its delivery, and the number’s STOP', async () => {
    const b = await optedIn(21, { id: 'eml_wa1', channel: 'whatsapp', status: 'sent', delivery: 'read' });
    const res = await deskCall(`/api/desk/appointments/${b.id}/messages`, { token: session.token() });
    expect(res.status).toBe(200);
    const body = await res.json<{
      messages: {
        id: string;
        channel: string;
        kind: string;
        status: string;
        delivery: string | null;
        delivery_at: string | null;
        created_at: string;
        can_resend: boolean;
      }[];
      phone: { phone_e164: string; opted_in_at: string; stopped: unknown };
    }>();
    expect(body.messages.map((m) => m.channel)).toEqual(['email', 'email', 'email', 'whatsapp']);
    const wa = body.messages.at(-1);
    expect(wa).toMatchObject({
      id: 'eml_wa1',
      kind: 'appointment_patient',
      status: 'sent',
      delivery: 'read',
      can_resend: false,
    });
    // The fixture's row was reported read when it was written.
    expect(wa?.delivery_at).toBe(wa?.created_at);
    expect(body.phone).toMatchObject({ phone_e164: '+919811010021', stopped: null });
    expect((await auditRows()).filter((r) => r.action === 'view_messages')).toMatchObject([
      { actor: STAFF, target: b.id },
    ]);

    await env.DB.prepare("INSERT INTO phone_opt_outs (phone_e164, source) VALUES ('+919811010021', 'sms_stop')").run();
    const after = await (await deskCall(`/api/desk/appointments/${b.id}/messages`, { token: session.token() })).json<{
      phone: { stopped: { source: string } };
    }>();
    expect(after.phone.stopped).toMatchObject({ source: 'sms_stop' });
  });

  it('resends the latest failed phone message as a new row, audited; the failed one stays', async () => {
    const failed = { id: 'eml_wa2', channel: 'whatsapp', status: 'sent', delivery: 'failed', error: '131026' } as const;
    const b = await optedIn(22, failed);
    const res = await deskPost(`/api/desk/appointments/${b.id}/messages/eml_wa2/resend`);
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = await res.json<{ id: string }>();
    const rows = await env.DB.prepare(
      "SELECT id, kind, channel, status, attempts, detail, delivery FROM outbox WHERE channel <> 'email' ORDER BY created_at",
    ).all();
    expect(rows.results).toEqual([
      {
        id: 'eml_wa2',
        kind: 'appointment_patient',
        channel: 'whatsapp',
        status: 'sent',
        attempts: 1,
        detail: '{"sequence":0}',
        delivery: 'failed',
      },
      {
        id,
        kind: 'appointment_patient',
        channel: 'whatsapp',
        status: 'pending',
        attempts: 0,
        detail: '{"sequence":0}',
        delivery: null,
      },
    ]);
    expect((await auditRows()).filter((r) => r.action === 'resend_message')).toMatchObject([
      { actor: STAFF, target: b.id, detail: JSON.stringify({ row: 'eml_wa2', new_row: id }) },
    ]);
    // The failed row is superseded: a second press sends nothing more.
    expect((await deskPost(`/api/desk/appointments/${b.id}/messages/eml_wa2/resend`)).status).toBe(409);
    const listed = await (await deskCall(`/api/desk/appointments/${b.id}/messages`, { token: session.token() })).json<{
      messages: { id: string; can_resend: boolean }[];
    }>();
    expect(listed.messages.filter((m) => m.can_resend)).toEqual([]);
  });

  it('refuses a resend to a number that said STOP, of a message that did not fail, or of another booking', async () => {
    // The SMS that failed is the latest phone message of its kind.
    const b = await optedIn(
      23,
      { id: 'eml_wa3', channel: 'whatsapp', status: 'sent', delivery: 'delivered' },
      { id: 'eml_sms3', channel: 'sms', status: 'failed', attempts: 5 },
    );
    const other = await optedIn(24);
    const emailRow = await env.DB.prepare("SELECT id FROM outbox WHERE ref_id = ?1 AND channel = 'email' LIMIT 1")
      .bind(b.id)
      .first<{ id: string }>();

    expect((await deskPost(`/api/desk/appointments/${other.id}/messages/eml_sms3/resend`)).status).toBe(404);
    expect((await deskPost(`/api/desk/appointments/${b.id}/messages/${emailRow?.id}/resend`)).status).toBe(409);
    expect((await deskPost(`/api/desk/appointments/${b.id}/messages/eml_wa3/resend`)).status).toBe(409);
    await env.DB.prepare(
      "INSERT INTO phone_opt_outs (phone_e164, source) VALUES ('+919811010023', 'whatsapp_stop')",
    ).run();
    const stopped = await deskPost(`/api/desk/appointments/${b.id}/messages/eml_sms3/resend`);
    expect(stopped.status).toBe(409);
    expect((await stopped.json<{ error: string }>()).error).toContain('STOP');
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE channel <> 'email'").first<{ n: number }>())?.n,
    ).toBe(2);
    expect((await auditRows()).filter((r) => r.action === 'resend_message')).toEqual([]);
  });

  it('needs a verified member of staff and the desk’s own request header', async () => {
    const b = await optedIn(25);
    expect((await deskCall(`/api/desk/appointments/${b.id}/messages`)).status).toBe(401);
    const crossSite = await deskCall(`/api/desk/appointments/${b.id}/messages/x/resend`, {
      token: session.token(),
      body: {},
      headers: { 'X-Desk-Request': '0' },
    });
    expect(crossSite.status).toBe(403);
    expect((await deskCall('/api/desk/appointments/apt_nope/messages', { token: session.token() })).status).toBe(404);
  });
});

describe('erasure of a booking with messages to its phone', () => {
  it('removes the number, the opt-in and the booking’s phone outbox rows', async () => {
    const b = await optedIn(
      31,
      { id: 'eml_wa4', channel: 'whatsapp', status: 'sent', delivery: 'delivered' },
      { id: 'eml_sms4', channel: 'sms', status: 'failed' },
    );
    const before = await env.DB.prepare('SELECT * FROM appointments WHERE id = ?1').bind(b.id).first();
    const res = await deskPost(`/api/desk/appointments/${b.id}/erase`);
    expect(res.status).toBe(200);
    await expectErased(before, 'cancelled', ['+919811010031', '98110 10031', 'wamid.']);
    expect(await phoneOf(b.id)).toEqual({ phone_e164: null, messages_opt_in_at: null, messages_notice_version: null });
    const left = await env.DB.prepare('SELECT channel FROM outbox WHERE ref_id = ?1').bind(b.id).all();
    expect(left.results.every((r) => r.channel === 'email')).toBe(true);
  });
});
