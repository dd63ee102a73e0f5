import { clinicDate } from '../../../common/booking/schedule';
import { paiseText } from '../../../common/clinic/display';
import type { Place, SenderName } from '../../../common/clinic/schedule';
import { messageDate, messageDay, timeLabel } from '../../../common/i18n/dates';
import { type Locale, localeOf } from '../../../common/i18n/locale';
import { messageNames } from '../../../common/notify/greeting';
import { providerNumber } from '../../../common/notify/phone-number';
import {
  messagePlaceName,
  PHONE_TEMPLATES,
  type PhoneTemplateKey,
  type PhoneVariable,
  REPLY_PAYLOADS,
} from '../../../common/notify/templates';
import { delayLabel } from '../../../common/notify/values';
import { type AppointmentRow, appointmentById } from '../../booking/db';
import type { Env } from '../../platform/env';
import { phoneChannels } from '../../platform/flags';
import { queueEntryToken } from '../../queue/db';
import { offerAsBooking, offersByIds } from '../../waitlist/db';
import type { Channel, FactsOf } from '../channel';
import {
  type MessageDetail,
  type OutboxOutcome,
  type OutboxRow,
  PHONE_SPACING_MS,
  reservePhoneSend,
  whyNotReserved,
} from '../db/outbox';
import { isOptedOut } from '../db/phone';
import { bookingKindOf, kindOf } from '../kinds';
import { type GraphError, messagesUrl, refusalKind } from '../phone/graph';
import { linkCode } from '../phone/link';
import { wantsSmsFallback } from '../phone/webhook';

/** The body of one template message, exactly as the Cloud API takes it. */
export interface WhatsAppRequest {
  messaging_product: 'whatsapp';
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: Locale };
    components: [
      { type: 'body'; parameters: { type: 'text'; text: string }[] },
      { type: 'button'; sub_type: 'url'; index: '0'; parameters: { type: 'text'; text: string }[] },
      ...{
        type: 'button';
        sub_type: 'quick_reply';
        index: string;
        parameters: { type: 'payload'; payload: string }[];
      }[],
    ];
  };
}

/** What a phone message is written from, beside the booking: where, the clinic's sender name, and the link code. */
export interface MessageFacts {
  place: Place;
  sender: SenderName;
  code: string;
}

/**
 * What fills a message's variables (common/notify/templates.ts PhoneVariable): who is greeted and whose appointment it
 * is (common/notify/greeting.ts), when (dates without an obvious year, as of `today`) and where, the sender name, how
 * late the doctor runs, the queue token, a payment's amount, the link code. Nothing medical.
 */
export function variablesOf(
  booking: AppointmentRow,
  detail: MessageDetail,
  facts: MessageFacts,
  locale: Locale,
  today: string = clinicDate(),
): Record<PhoneVariable, string> {
  const { place, sender } = facts;
  const names = messageNames(booking);
  const date = detail.date ?? booking.appointment_date;
  return {
    sender_name: sender[locale],
    greeting_name: names.greeting,
    patient_name: names.patient,
    date: messageDate(date, locale, today),
    day: messageDay(date, locale, today),
    time: timeLabel(detail.time ?? booking.appointment_time, locale),
    place_name: messagePlaceName(place, locale, sender[locale]),
    place_address: (locale === 'hi' && place.addressHi) || place.address,
    delay: detail.minutes === undefined ? '' : delayLabel(detail.minutes, locale),
    token: detail.token === undefined ? '' : String(detail.token),
    amount: detail.amountPaise === undefined ? '' : paiseText(detail.amountPaise),
    link_code: facts.code,
  };
}

/**
 * The Cloud API request for one phone message about a booking, in the booking's language. A template with quick
 * replies (the reminder's "I will come" / "I can't come") gets their payloads: the answer and the outbox row's id
 * (`rowId`), which the webhook reads back when the patient taps one (notify/actions/webhook-answers.ts).
 */
export function whatsappRequest(
  template: PhoneTemplateKey,
  booking: AppointmentRow & { phone_e164: string },
  detail: MessageDetail,
  facts: MessageFacts,
  rowId = '',
): WhatsAppRequest {
  const locale = localeOf(booking.locale);
  const t = PHONE_TEMPLATES[template];
  const values = variablesOf(booking, detail, facts, locale);
  const code = facts.code;
  return {
    messaging_product: 'whatsapp',
    to: providerNumber(booking.phone_e164),
    type: 'template',
    template: {
      name: t.name,
      language: { code: locale },
      components: [
        { type: 'body', parameters: t.variables.map((v) => ({ type: 'text', text: values[v] })) },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ...(t.text[locale].quickReplies
          ? REPLY_PAYLOADS.map((answer, i) => ({
              type: 'button' as const,
              sub_type: 'quick_reply' as const,
              index: String(i + 1),
              parameters: [{ type: 'payload' as const, payload: `${answer}:${rowId}` }],
            }))
          : []),
      ],
    },
  };
}

/** How one send ended: accepted (Meta's message id), or refused, what to do about it and Meta's error code. */
export type WhatsAppResult =
  | { ok: true; id: string }
  | { ok: false; kind: 'spacing' | 'retry' | 'final'; error: string; logged: string; code?: number };

const TIMEOUT_MS = 10_000;

/**
 * A free-form text: allowed only within 24 hours of the patient's own message (the customer service window), so used
 * only to answer what the patient just sent (a report: decision 029). Never a template, never queued.
 */
export interface WhatsAppTextRequest {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'text';
  text: { preview_url: boolean; body: string };
}

/** The Cloud API request answering a patient in the chat they just wrote in. */
export function whatsappText(e164: string, body: string): WhatsAppTextRequest {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: providerNumber(e164),
    type: 'text',
    text: { preview_url: false, body },
  };
}

/** POSTs one message (a template, or a text in the service window) to the Cloud API with the system user's token. Never throws. */
export async function sendWhatsApp(env: Env, body: WhatsAppRequest | WhatsAppTextRequest): Promise<WhatsAppResult> {
  let res: Response;
  try {
    res = await fetch(messagesUrl(env.WHATSAPP_PHONE_NUMBER_ID ?? ''), {
      method: 'POST',
      headers: { authorization: `Bearer ${env.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    // Meta may have accepted it before the answer was lost, and it takes no idempotency key: sending again could
    // reach the patient twice. The row stays failed, and the desk can send it again (decision 024).
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'network error';
    const error = `whatsapp: ${reason}; it may or may not have been sent`;
    return { ok: false, kind: 'final', error, logged: reason };
  }
  const answer = (await res.json().catch(() => ({}))) as { messages?: { id?: string }[]; error?: GraphError };
  const id = answer.messages?.[0]?.id;
  if (res.ok && id) return { ok: true, id };
  const e = answer.error;
  const code = e?.code ?? 'no code';
  // The row keeps Meta's words; the log only the status and code (details may quote the number).
  return {
    ok: false,
    kind: refusalKind(res.status, e),
    error: `whatsapp ${res.status} ${code}: ${e?.message ?? 'no message id'}${e?.error_data?.details ? ` (${e.error_data.details})` : ''}`,
    logged: `${res.status} ${code}`,
    code: e?.code,
  };
}

/** Distinct numbers a WhatsApp account may write to per rolling 24 h unless configured (a new account's limit). */
export const DEFAULT_DAILY_NUMBERS = 250;
/** How long a message held back by the daily cap waits before it asks again. */
const CAP_WAIT_MS = 15 * 60_000;

function dailyNumbers(env: Env): number {
  const n = Number.parseInt(env.WHATSAPP_DAILY_NUMBERS ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_DAILY_NUMBERS;
}

/** A phone message ready to send: the booking as it now stands (with its number), its detail, place, sender, code. */
export interface PhoneMessage {
  booking: AppointmentRow & { phone_e164: string };
  /** The registered template it is sent in (its kind's choice for the booking as it now stands). */
  template: PhoneTemplateKey;
  detail: MessageDetail;
  facts: MessageFacts;
}

export type { FactsOf };

/** What a phone row is about, as a booking: the booking itself, or a waitlist offer read as one (offerAsBooking). */
async function aboutRow(env: Env, row: OutboxRow): Promise<AppointmentRow | null> {
  if (kindOf(row.kind)?.about === 'offer') {
    const [offer] = await offersByIds(env.DB, [row.ref_id]);
    return offer ? offerAsBooking(offer) : null;
  }
  return appointmentById(env.DB, row.ref_id);
}

/**
 * Reads what a claimed phone row (WhatsApp or SMS) is about, as it now stands — the number is never copied into the
 * outbox — or says how the row ends without a send: a reminder for a booking cancelled or moved since, a booking that
 * withdrew its opt-in or has no number, a row of a kind phones do not get.
 */
export async function phoneMessageOf(
  env: Env,
  row: OutboxRow,
  factsOf: FactsOf,
): Promise<PhoneMessage | OutboxOutcome> {
  const booking = await aboutRow(env, row);
  if (!booking) return { status: 'failed', error: 'referenced row not found', final: true };
  const detail = JSON.parse(row.detail || '{}') as MessageDetail;
  // Its kind says whether it still applies: a message about a state the booking has left (a confirmation or move
  // after a later move or a cancel; a reminder for a booking no longer booked) would tell the patient a wrong time.
  const words = bookingKindOf(row.kind)?.phone;
  if (!words || words.stale(booking, detail) || !booking.phone_e164 || !booking.messages_opt_in_at) {
    console.log(`${row.channel} ${row.id}: skipped (${row.kind}): no longer applies`);
    return { status: 'skipped' };
  }
  if (booking.messages_stopped_at) {
    console.log(`${row.channel} ${row.id}: skipped (${row.kind}): stopped on the manage page`);
    return { status: 'skipped' };
  }
  if (await isOptedOut(env.DB, booking.phone_e164)) {
    console.log(`${row.channel} ${row.id}: skipped (${row.kind}): the number said STOP`);
    return { status: 'skipped' };
  }
  // A "two before you" queued before its detail carried the token (issue 38) reads it from the entry.
  if (row.kind === 'queue_soon_patient' && detail.token === undefined && detail.entry) {
    detail.token = (await queueEntryToken(env.DB, detail.entry)) ?? undefined;
  }
  return {
    booking: { ...booking, phone_e164: booking.phone_e164 },
    template: words.template(booking),
    detail,
    facts: { ...(await factsOf(detail.placeId ?? booking.place_id)), code: await linkCode(env, row.id) },
  };
}

/**
 * Sends one claimed WhatsApp row (see phoneMessageOf for what is skipped). A live send first reserves the number (6 s
 * spacing, the daily cap): if it cannot, the row waits, pending, its attempt not counted — never dropped. `retryAt` is
 * the outbox's backoff. A refusal meaning WhatsApp cannot reach the number asks for the SMS (smsFallback).
 */
export async function deliverWhatsApp(
  env: Env,
  row: OutboxRow,
  factsOf: FactsOf,
  retryAt: () => string | null,
  now = new Date(),
): Promise<OutboxOutcome> {
  const message = await phoneMessageOf(env, row, factsOf);
  if ('status' in message) return message;
  const { booking } = message;
  const body = whatsappRequest(message.template, booking, message.detail, message.facts, row.id);

  if (phoneChannels(env).whatsapp !== 'live') {
    // A developer's machine: show exactly what would be sent, send nothing.
    console.log(
      `── whatsapp ${row.id} (${row.kind}) captured, not sent: WhatsApp is not configured ──\n${JSON.stringify(body, null, 2)}\n── end of whatsapp ──`,
    );
    return { status: 'captured' };
  }
  const reserved = await reservePhoneSend(env.DB, row.id, booking.phone_e164, dailyNumbers(env), now).first();
  if (!reserved) {
    const why = await whyNotReserved(env.DB, row.id, booking.phone_e164, now);
    if (why.kind === 'opted_out') return { status: 'skipped' };
    const wait = why.kind === 'spacing' ? Date.parse(why.last) + PHONE_SPACING_MS : now.getTime() + CAP_WAIT_MS;
    console.log(`whatsapp ${row.id}: waits (${why.kind === 'spacing' ? 'spacing to the same number' : 'daily cap'})`);
    return { status: 'pending', nextAttemptAt: new Date(wait).toISOString(), uncounted: true };
  }
  const result = await sendWhatsApp(env, body);
  if (result.ok) {
    console.log(`whatsapp ${row.id}: sent as ${result.id}`);
    return { status: 'sent', providerId: result.id };
  }
  console.error(`whatsapp ${row.id}: failed: ${result.logged}`);
  if (result.kind === 'final') {
    const smsFallback = result.code !== undefined && wantsSmsFallback([result.code]);
    return { status: 'failed', error: result.error, final: true, smsFallback };
  }
  const next = result.kind === 'spacing' ? new Date(Date.now() + PHONE_SPACING_MS).toISOString() : retryAt();
  return { status: 'failed', error: result.error, nextAttemptAt: next };
}

/** WhatsApp through the Cloud API (decision 024): a registered template with the booking's values and its link code. */
export const whatsapp: Channel = {
  name: 'whatsapp',
  deliver: (env, row, context) => deliverWhatsApp(env, row, context.factsOf, context.retryAt),
};
