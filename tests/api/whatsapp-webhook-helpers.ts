import { env } from 'cloudflare:test';
import { expect, vi } from 'vitest';
import { appSecretKey } from '../../functions/notify/phone/webhook';
import type { Env } from '../../functions/platform/env';
import { call, ORIGIN, openDate, postJson, validAppointment } from './helpers';

/** WhatsApp configured in full, as a deployment has it (the test app's secret signs the webhooks). */
export const WHATSAPP_LIVE = {
  WHATSAPP_TOKEN: 'EAAtest-system-user-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'test-app-secret-0123456789abcdef',
  WHATSAPP_VERIFY_TOKEN: 'verify-token-for-the-clinic-webhook',
} as const satisfies Partial<Env>;

/** Hex HMAC-SHA256 of `body` under `secret`, as Meta computes X-Hub-Signature-256. */
export async function hubSignature(body: string, secret: string = WHATSAPP_LIVE.WHATSAPP_APP_SECRET): Promise<string> {
  const key = await appSecretKey(secret, 'sign');
  const sig = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body));
  return `sha256=${[...new Uint8Array(sig)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** POST /api/whatsapp/webhook with `payload` as Meta sends it; signed with `secret` unless `signature` is given. */
export async function postWebhook(
  payload: unknown,
  opts: { secret?: string; signature?: string | null; overrides?: Partial<Env> } = {},
): Promise<Response> {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {};
  const signature = opts.signature === undefined ? await hubSignature(body, opts.secret) : opts.signature;
  if (signature !== null) headers['x-hub-signature-256'] = signature;
  return call(postJson('/api/whatsapp/webhook', body, headers), { ...WHATSAPP_LIVE, ...opts.overrides });
}

/** GET /api/whatsapp/webhook with Meta's verification parameters. */
export function verifyRequest(params: Record<string, string>): Request {
  return new Request(`${ORIGIN}/api/whatsapp/webhook?${new URLSearchParams(params)}`);
}

/** Meta's envelope around one change of the `messages` field, for our number unless `phoneNumberId` says otherwise. */
export function envelope<V extends Record<string, unknown>>(
  value: V,
  phoneNumberId: string = WHATSAPP_LIVE.WHATSAPP_PHONE_NUMBER_ID,
) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '911140001234', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A status webhook as Meta sends it (a failed one carries Meta's error objects for `codes`). */
export function statusPayload(
  providerId: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  opts: { recipient?: string; timestamp?: number; codes?: number[]; phoneNumberId?: string } = {},
) {
  const titles: Record<number, string> = {
    131026: 'Message undeliverable',
    131056: '(Business Account, Consumer Account) pair rate limit hit',
    132015: 'Template is paused',
  };
  return envelope(
    {
      statuses: [
        {
          id: providerId,
          status,
          timestamp: String(opts.timestamp ?? 1_790_000_000),
          recipient_id: opts.recipient ?? '919811012345',
          ...(status === 'failed'
            ? {
                errors: (opts.codes ?? [131026]).map((code) => ({
                  code,
                  title: titles[code] ?? 'Error',
                  message: titles[code] ?? 'Error',
                  error_data: { details: 'Message failed to send.' },
                })),
              }
            : {
                conversation: { id: 'CONVERSATION_ID', origin: { type: 'utility' } },
                pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
              }),
        },
      ],
    },
    opts.phoneNumberId,
  );
}

/**
 * A patient's text message to the clinic's number, from `from` (digits, as Meta gives wa_id), sent at `sentAt` (Unix
 * seconds; a fixed moment in September 2026 unless given).
 */
export function textPayload(from: string, body: string, phoneNumberId?: string, sentAt = 1_790_000_100) {
  return envelope(
    {
      contacts: [{ profile: { name: 'Asha' }, wa_id: from }],
      messages: [
        { from, id: `wamid.in-${from}-${body.length}`, timestamp: String(sentAt), type: 'text', text: { body } },
      ],
    },
    phoneNumberId,
  );
}

/** A tapped quick-reply button of a template (an inbound message of type `button`). */
export function buttonPayload(from: string, text: string) {
  return envelope({
    contacts: [{ profile: { name: 'Asha' }, wa_id: from }],
    messages: [
      {
        context: { from: '911140001234', id: 'wamid.template-message' },
        from,
        id: `wamid.button-${from}`,
        timestamp: '1790000200',
        type: 'button',
        button: { payload: text, text },
      },
    ],
  });
}

let bookings = 0;

const SLOTS = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'];

/** A booking whose patient opted in to phone messages, with one WhatsApp message Meta accepted (its provider id). */
export interface PhoneBooking {
  id: string;
  e164: string;
  digits: string;
  rowId: string;
  providerId: string;
}

/**
 * Books through the API, gives the booking an E.164 number and the opt-in (as the booking form stores them), and queues
 * the WhatsApp confirmation as sent by Meta (status 'sent', provider id "wamid.…"), as the sender leaves it.
 */
export async function phoneBooking(opts: { optIn?: boolean; locale?: 'en' | 'hi' } = {}): Promise<PhoneBooking> {
  bookings += 1;
  // The booking's captured e-mails are printed; these tests read the outbox instead.
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
  const digits = `9198${String(10_000_000 + bookings * 7919).slice(0, 8)}`;
  const res = await call(
    postJson(
      '/api/appointment',
      validAppointment({
        email: `wa.${bookings}@example.com`,
        phone: `+${digits}`,
        locale: opts.locale ?? 'en',
        // A slot takes four patients: each booking gets its own place in the week.
        appointment_time: SLOTS[bookings % SLOTS.length],
        appointment_date: openDate(2 + Math.floor(bookings / (SLOTS.length * 4))),
      }),
    ),
  );
  quiet.mockRestore();
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = await res.json<{ id: string }>();
  await env.DB.prepare(
    'UPDATE appointments SET phone_e164 = ?2, messages_opt_in_at = ?3, messages_notice_version = ?4 WHERE id = ?1',
  )
    .bind(
      id,
      `+${digits}`,
      opts.optIn === false ? null : new Date().toISOString(),
      opts.optIn === false ? null : '2026-11',
    )
    .run();
  const rowId = `eml_${crypto.randomUUID().replaceAll('-', '')}`;
  const providerId = `wamid.HBgMOTE5ODExMDEyMzQ1FQIAERgS${bookings}`;
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, ref_id, status, attempts, provider_id, detail, channel)
     SELECT ?1, 'appointment_patient', ?2, 'sent', 1, ?3, detail, 'whatsapp' FROM outbox
     WHERE ref_id = ?2 AND kind = 'appointment_patient' AND channel = 'email'`,
  )
    .bind(rowId, id, providerId)
    .run();
  return { id, e164: `+${digits}`, digits, rowId, providerId };
}

export interface PhoneRow {
  id: string;
  kind: string;
  ref_id: string;
  status: string;
  channel: string;
  detail: string;
  delivery: string | null;
  delivery_at: string | null;
  delivery_error: string | null;
}

/** A booking's outbox rows on a channel, oldest first. */
export async function rowsOf(bookingId: string, channel: 'email' | 'whatsapp' | 'sms'): Promise<PhoneRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, kind, ref_id, status, channel, detail, delivery, delivery_at, delivery_error FROM outbox
     WHERE ref_id = ?1 AND channel = ?2 ORDER BY created_at, id`,
  )
    .bind(bookingId, channel)
    .all<PhoneRow>();
  return results;
}
