import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, deployment, freshDeployment } from './helpers';
import {
  buttonPayload,
  hubSignature,
  phoneBooking,
  postWebhook,
  rowsOf,
  statusPayload,
  textPayload,
  verifyRequest,
  WHATSAPP_LIVE,
} from './whatsapp-webhook-helpers';

afterEach(() => vi.restoreAllMocks());

/** The WhatsApp row's delivery columns after the given statuses arrived, each in its own signed webhook. */
async function afterStatuses(
  statuses: { status: 'sent' | 'delivered' | 'read' | 'failed'; timestamp?: number; codes?: number[] }[],
) {
  const b = await phoneBooking();
  for (const s of statuses) {
    const res = await postWebhook(statusPayload(b.providerId, s.status, s));
    expect(res.status).toBe(200);
  }
  const [row] = await rowsOf(b.id, 'whatsapp');
  return { b, row };
}

async function optOut(e164: string) {
  return env.DB.prepare('SELECT source FROM phone_opt_outs WHERE phone_e164 = ?1')
    .bind(e164)
    .first<{ source: string }>();
}

describe('GET /api/whatsapp/webhook (Meta verifies the URL)', () => {
  it('echoes hub.challenge as plain text when the mode is subscribe and the verify token is ours', async () => {
    const res = await call(
      verifyRequest({
        'hub.mode': 'subscribe',
        'hub.verify_token': WHATSAPP_LIVE.WHATSAPP_VERIFY_TOKEN,
        'hub.challenge': '1158201444',
      }),
      WHATSAPP_LIVE,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('1158201444');
  });

  it('refuses a wrong verify token, a missing one and another mode with 403', async () => {
    const refused: Record<string, string>[] = [
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.challenge': '1' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': WHATSAPP_LIVE.WHATSAPP_VERIFY_TOKEN, 'hub.challenge': '1' },
    ];
    for (const params of refused) {
      const res = await call(verifyRequest(params), WHATSAPP_LIVE);
      expect(res.status).toBe(403);
      const body = await res.json<{ success: boolean; error: string }>();
      expect(body.success).toBe(false);
      expect(body.error).toMatch(/verify token/);
    }
  });

  it('is not there (404) without WhatsApp configured: nothing could be verified', async () => {
    const res = await call(
      verifyRequest({ 'hub.mode': 'subscribe', 'hub.verify_token': 'anything', 'hub.challenge': '1' }),
    );
    expect(res.status).toBe(404);
    const signed = await postWebhook(statusPayload('wamid.x', 'read'), {
      overrides: {
        WHATSAPP_TOKEN: undefined,
        WHATSAPP_PHONE_NUMBER_ID: undefined,
        WHATSAPP_APP_SECRET: undefined,
        WHATSAPP_VERIFY_TOKEN: undefined,
      },
    });
    expect(signed.status).toBe(404);
  });
});

describe('/api/whatsapp/webhook in a deployment', () => {
  it('is not there (404) when the deployment has no WhatsApp', async () => {
    await freshDeployment();
    const res = await call(
      verifyRequest({ 'hub.mode': 'subscribe', 'hub.verify_token': 'anything', 'hub.challenge': '1' }),
      deployment(),
    );
    expect(res.status).toBe(404);
    expect((await res.json<{ success: boolean }>()).success).toBe(false);
  });

  it('verifies and records statuses when WhatsApp is configured, and queues no SMS while SMS is off', async () => {
    await freshDeployment();
    const b = await phoneBooking();
    const verify = await call(
      verifyRequest({
        'hub.mode': 'subscribe',
        'hub.verify_token': WHATSAPP_LIVE.WHATSAPP_VERIFY_TOKEN,
        'hub.challenge': 'ch-1',
      }),
      deployment(WHATSAPP_LIVE),
    );
    expect(await verify.text()).toBe('ch-1');
    const res = await postWebhook(statusPayload(b.providerId, 'failed', { codes: [131026] }), {
      overrides: deployment(WHATSAPP_LIVE),
    });
    expect(res.status).toBe(200);
    expect((await rowsOf(b.id, 'whatsapp'))[0]).toMatchObject({ delivery: 'failed', delivery_error: '131026' });
    expect(await rowsOf(b.id, 'sms')).toHaveLength(0);
  });
});

describe('POST /api/whatsapp/webhook: the signature', () => {
  it('refuses an unsigned webhook with 401 and changes nothing', async () => {
    const b = await phoneBooking();
    const res = await postWebhook(statusPayload(b.providerId, 'failed', { codes: [131026] }), { signature: null });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: expect.stringMatching(/signature/) });
    const [row] = await rowsOf(b.id, 'whatsapp');
    expect(row.delivery).toBeNull();
    expect(await rowsOf(b.id, 'sms')).toHaveLength(0);
  });

  it('refuses a signature made with another secret, over another body, or malformed, and changes nothing', async () => {
    const b = await phoneBooking();
    const payload = statusPayload(b.providerId, 'delivered');
    const other = await hubSignature(JSON.stringify(statusPayload(b.providerId, 'read')));
    for (const signature of [
      await hubSignature(JSON.stringify(payload), 'another-apps-secret'),
      other,
      other.replace('sha256=', 'sha1='),
      'sha256=zz',
      '',
    ]) {
      const res = await postWebhook(payload, { signature });
      expect(res.status, signature).toBe(401);
    }
    const [row] = await rowsOf(b.id, 'whatsapp');
    expect(row.delivery).toBeNull();
  });

  it('refuses a STOP that is not signed: the number is not opted out', async () => {
    const b = await phoneBooking();
    const res = await postWebhook(textPayload(b.digits, 'STOP'), { signature: null });
    expect(res.status).toBe(401);
    expect(await optOut(b.e164)).toBeNull();
  });

  it('answers 200 to a signed webhook it has nothing to act on (another number, unknown fields)', async () => {
    const b = await phoneBooking();
    const res = await postWebhook(statusPayload(b.providerId, 'read', { phoneNumberId: '999999999999' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [row] = await rowsOf(b.id, 'whatsapp');
    expect(row.delivery, "another number's status is not ours").toBeNull();
    expect((await postWebhook({ object: 'page', entry: [{ changes: 'x' }] })).status).toBe(200);
  });
});

describe('POST /api/whatsapp/webhook: statuses, in any order, repeated', () => {
  const T0 = 1_790_000_000;
  const at = (seconds: number) => new Date((T0 + seconds) * 1000).toISOString();
  type Sequence = Parameters<typeof afterStatuses>[0];
  it.each<[string, Sequence, { delivery: string; delivery_at?: string; delivery_error?: string | null }]>([
    [
      'moves sent → delivered → read, keeping when each happened',
      [
        { status: 'sent', timestamp: T0 },
        { status: 'delivered', timestamp: T0 + 10 },
        { status: 'read', timestamp: T0 + 60 },
      ],
      { delivery: 'read', delivery_at: at(60) },
    ],
    [
      'takes read without delivered; a late delivered or sent never undoes it',
      [
        { status: 'read', timestamp: T0 + 60 },
        { status: 'delivered', timestamp: T0 + 10 },
        { status: 'sent', timestamp: T0 },
      ],
      { delivery: 'read', delivery_at: at(60) },
    ],
    [
      'changes nothing on a repeated status (Meta retries): the first report stands',
      [
        { status: 'delivered', timestamp: T0 + 10 },
        { status: 'delivered', timestamp: T0 + 99 },
        { status: 'delivered', timestamp: T0 + 99 },
      ],
      { delivery: 'delivered', delivery_at: at(10) },
    ],
    [
      'keeps a failure final, with its codes, whatever comes after',
      [{ status: 'sent' }, { status: 'failed', codes: [131026] }, { status: 'delivered' }, { status: 'read' }],
      { delivery: 'failed', delivery_error: '131026' },
    ],
    [
      'keeps read final: a failure after it changes nothing',
      [{ status: 'read' }, { status: 'failed', codes: [131026] }],
      { delivery: 'read', delivery_error: null },
    ],
  ])('%s', async (_name, sequence, expected) => {
    const { row } = await afterStatuses(sequence);
    expect(row).toMatchObject(expected);
    expect(row.status, "the outbox's own status stays: Meta accepted it").toBe('sent');
  });

  it('records several statuses of one webhook in one go', async () => {
    const a = await phoneBooking();
    const b = await phoneBooking();
    const payload = statusPayload(a.providerId, 'delivered');
    payload.entry[0].changes[0].value.statuses.push(
      ...statusPayload(b.providerId, 'read').entry[0].changes[0].value.statuses,
    );
    expect((await postWebhook(payload)).status).toBe(200);
    expect((await rowsOf(a.id, 'whatsapp'))[0].delivery).toBe('delivered');
    expect((await rowsOf(b.id, 'whatsapp'))[0].delivery).toBe('read');
  });
});

describe('POST /api/whatsapp/webhook: the SMS fallback', () => {
  it('queues ONE SMS with the same booking, kind and detail when the message is undeliverable (131026), however often told', async () => {
    const b = await phoneBooking();
    for (let i = 0; i < 3; i++) {
      expect((await postWebhook(statusPayload(b.providerId, 'failed', { codes: [131026] }))).status).toBe(200);
    }
    const [wa] = await rowsOf(b.id, 'whatsapp');
    const sms = await rowsOf(b.id, 'sms');
    expect(sms).toHaveLength(1);
    // Sent at once: captured here, where MSG91 is not configured (sms.test.ts sends it through a stand-in).
    expect(sms[0]).toMatchObject({
      id: `sms_${b.rowId}`,
      kind: 'appointment_patient',
      ref_id: b.id,
      status: 'captured',
      channel: 'sms',
      detail: wa.detail,
      delivery: null,
    });
  });

  it('queues it for a paused template (132015) too', async () => {
    const b = await phoneBooking();
    await postWebhook(statusPayload(b.providerId, 'failed', { codes: [132015] }));
    expect(await rowsOf(b.id, 'sms')).toHaveLength(1);
  });

  it('queues none for the pair rate (131056): the WhatsApp sender tries again itself', async () => {
    const b = await phoneBooking();
    await postWebhook(statusPayload(b.providerId, 'failed', { codes: [131056] }));
    const [wa] = await rowsOf(b.id, 'whatsapp');
    expect(wa.delivery_error).toBe('131056');
    expect(await rowsOf(b.id, 'sms')).toHaveLength(0);
  });

  it('queues none when the booking did not opt in, or the number said STOP', async () => {
    const noOptIn = await phoneBooking({ optIn: false });
    await postWebhook(statusPayload(noOptIn.providerId, 'failed', { codes: [131026] }));
    expect(await rowsOf(noOptIn.id, 'sms')).toHaveLength(0);

    const stopped = await phoneBooking();
    await postWebhook(textPayload(stopped.digits, 'STOP'));
    await postWebhook(statusPayload(stopped.providerId, 'failed', { codes: [131026] }));
    expect(await rowsOf(stopped.id, 'sms')).toHaveLength(0);
  });

  it('queues none after read: the message arrived', async () => {
    const b = await phoneBooking();
    await postWebhook(statusPayload(b.providerId, 'read'));
    await postWebhook(statusPayload(b.providerId, 'failed', { codes: [131026] }));
    expect(await rowsOf(b.id, 'sms')).toHaveLength(0);
  });
});

describe('POST /api/whatsapp/webhook: STOP', () => {
  /** A booking with a reminder waiting on WhatsApp (as the sender queues it for the evening before). */
  async function withPendingReminder() {
    const b = await phoneBooking();
    const reminderId = `eml_${crypto.randomUUID().replaceAll('-', '')}`;
    await env.DB.prepare(
      `INSERT INTO outbox (id, kind, ref_id, status, attempts, detail, channel, next_attempt_at)
       VALUES (?1, 'reminder_patient', ?2, 'pending', 0, '{}', 'whatsapp', '2099-01-01T12:30:00.000Z')`,
    )
      .bind(reminderId, b.id)
      .run();
    return { ...b, reminderId };
  }

  async function statusOf(id: string) {
    return (await env.DB.prepare('SELECT status FROM outbox WHERE id = ?1').bind(id).first<{ status: string }>())
      ?.status;
  }

  it('"STOP" opts the number out and skips its phone messages still waiting, not its e-mails', async () => {
    const b = await withPendingReminder();
    const emailsBefore = await rowsOf(b.id, 'email');
    const res = await postWebhook(textPayload(b.digits, 'STOP'));
    expect(res.status).toBe(200);
    expect(await optOut(b.e164)).toEqual({ source: 'whatsapp_stop' });
    expect(await statusOf(b.reminderId)).toBe('skipped');
    expect(await statusOf(b.rowId), 'a message already sent stays as it was').toBe('sent');
    expect((await rowsOf(b.id, 'email')).map((r) => r.status)).toEqual(emailsBefore.map((r) => r.status));
  });

  it.each([['stop'], ['Stop.'], ['रोकें'], ['बंद करें'], [' बंद   करें। ']])('takes %j as STOP', async (word) => {
    const b = await withPendingReminder();
    await postWebhook(textPayload(b.digits, word));
    expect(await optOut(b.e164)).toEqual({ source: 'whatsapp_stop' });
    expect(await statusOf(b.reminderId)).toBe('skipped');
  });

  it('takes the quick-reply button "Stop messages" as STOP', async () => {
    const b = await withPendingReminder();
    await postWebhook(buttonPayload(b.digits, 'Stop messages'));
    expect(await optOut(b.e164)).toEqual({ source: 'whatsapp_stop' });
    expect(await statusOf(b.reminderId)).toBe('skipped');
  });

  it('keeps the first STOP when it comes again', async () => {
    const b = await phoneBooking();
    await postWebhook(textPayload(b.digits, 'STOP'));
    const first = await env.DB.prepare('SELECT at FROM phone_opt_outs WHERE phone_e164 = ?1').bind(b.e164).first();
    await postWebhook(textPayload(b.digits, 'रोकें'));
    expect(await env.DB.prepare('SELECT at FROM phone_opt_outs WHERE phone_e164 = ?1').bind(b.e164).first()).toEqual(
      first,
    );
  });

  it('does nothing for another reply, or a STOP sent to another number of the app', async () => {
    const b = await withPendingReminder();
    await postWebhook(textPayload(b.digits, 'Thank you, I will stop by tomorrow'));
    await postWebhook(textPayload(b.digits, 'STOP', '999999999999'));
    expect(await optOut(b.e164)).toBeNull();
    expect(await statusOf(b.reminderId)).toBe('pending');
  });
});
