import { type Locale, localeOf } from '../../../common/i18n/locale';
import { providerNumber } from '../../../common/notify/phone-number';
import { DLT_VAR_MAX, dltValue, PHONE_TEMPLATES } from '../../../common/notify/templates';
import type { Env } from '../../platform/env';
import { phoneChannels } from '../../platform/flags';
import type { Channel } from '../channel';
import type { OutboxOutcome, OutboxRow } from '../db/outbox';
import { isOptedOut } from '../db/phone';
import { type FactsOf, phoneMessageOf, variablesOf } from './whatsapp';

/** DLT's limit on one variable, and a value cut to it: defined with the templates (common/notify/templates.ts). */
export { DLT_VAR_MAX, dltValue };

/**
 * SMS through MSG91's flow API (issue 26, item 5; decision 024): the fallback when WhatsApp cannot deliver. India's
 * DLT rules make every SMS an exact registered template: MSG91 holds each one (mapped to its DLT template id, the
 * entity id and the header) and the request names it and fills its variables, so the text itself never travels here.
 */
export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

const TIMEOUT_MS = 10_000;

/** The booking an SMS is about, as the sender reads it: its number, whether it may be used, and its language. */
export interface SmsBooking {
  phone_e164: string | null;
  messages_opt_in_at?: string | null;
  /** Set when the booking's manage page stopped its phone messages. */
  messages_stopped_at?: string | null;
  locale: string;
}

/**
 * What the message says, from the templates' data (common/notify/templates.ts): which template it is (the key of
 * SMS_TEMPLATES; the row's kind when absent) and the values of its {#var#}s in order, each within DLT's 30 characters.
 */
export interface SmsMessage {
  template?: string;
  values: readonly string[];
}

/** The body of one flow request, exactly as MSG91 takes it. */
export interface Msg91Request {
  template_id: string;
  /** "0": the link is sent as written. MSG91's short links would send every tap (and the link code) through its host. */
  short_url: '0';
  recipients: [{ mobiles: string } & Record<`VAR${number}`, string>];
}

/** MSG91's answer: `{ type: 'success', message: <request id> }`, or `{ type: 'error', message, code? }`. */
interface Msg91Answer {
  type?: string;
  message?: string;
  code?: string | number;
}

/**
 * The MSG91 template id for a template in a language, from SMS_TEMPLATES ({"<template or kind>":{"en":…,"hi":…}});
 * null when it is not configured. The Hindi template is registered on DLT as Unicode, so Hindi values go as they are.
 */
export function smsTemplateId(env: Env, template: string, locale: Locale): string | null {
  try {
    const all = JSON.parse(env.SMS_TEMPLATES ?? '{}') as Record<string, Partial<Record<Locale, unknown>>>;
    const id = all?.[template]?.[locale];
    return typeof id === 'string' && id.trim() ? id.trim() : null;
  } catch {
    return null;
  }
}

/** The flow request for one SMS: the template, no short links, the number without "+", VAR1… in order. */
export function msg91Request(templateId: string, e164: string, values: readonly string[]): Msg91Request {
  const vars = Object.fromEntries(values.map((v, i) => [`VAR${i + 1}`, v]));
  return { template_id: templateId, short_url: '0', recipients: [{ mobiles: providerNumber(e164), ...vars }] };
}

/**
 * Sends one 'sms' outbox row about a booking and says how it ended, as the deliver loop records every channel:
 * 'skipped' when the number may no longer be used (no number, no opt-in, stopped on the manage page, it said STOP), 'captured' on a developer's
 * machine (the exact request is printed), 'sent' with MSG91's request id, or 'failed' with the reason. A failure carries
 * no nextAttemptAt: the deliver loop gives it the outbox's backoff, as for an e-mail. Never throws.
 */
export async function sendSms(
  env: Env,
  row: OutboxRow,
  booking: SmsBooking,
  message: SmsMessage,
): Promise<OutboxOutcome> {
  const mode = phoneChannels(env).sms;
  const e164 = booking.phone_e164;
  if (mode === 'off' || !e164 || !booking.messages_opt_in_at || booking.messages_stopped_at)
    return { status: 'skipped' };
  if (await isOptedOut(env.DB, e164)) {
    console.log(`sms ${row.id}: skipped (${row.kind}): the number said STOP`);
    return { status: 'skipped' };
  }
  const locale = localeOf(booking.locale);
  const template = message.template ?? row.kind;
  const templateId =
    mode === 'captured' ? `(SMS_TEMPLATES ${template}.${locale})` : smsTemplateId(env, template, locale);
  // A configuration fault: trying again changes nothing until a person fixes it.
  if (!templateId) {
    return { status: 'failed', error: `sms: no MSG91 template id for ${template}.${locale}`, final: true };
  }
  const long = message.values.findIndex((v) => [...v].length > DLT_VAR_MAX);
  if (long >= 0) {
    return {
      status: 'failed',
      error: `sms: VAR${long + 1} is longer than DLT's ${DLT_VAR_MAX} characters`,
      final: true,
    };
  }
  const body = msg91Request(templateId, e164, message.values);
  if (mode === 'captured') {
    console.log(
      [
        `── sms ${row.id} (${row.kind}, ${locale}) captured, not sent: MSG91 is not configured ──`,
        `POST ${MSG91_FLOW_URL}`,
        JSON.stringify(body, null, 2),
        '── end of sms ──',
      ].join('\n'),
    );
    return { status: 'captured' };
  }
  return post(env, row.id, body);
}

async function post(env: Env, id: string, body: Msg91Request): Promise<OutboxOutcome> {
  let res: Response;
  try {
    res = await fetch(MSG91_FLOW_URL, {
      method: 'POST',
      headers: { authkey: env.MSG91_AUTH_KEY ?? '', 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    // MSG91 may have taken it before the answer was lost: not sent again by itself (the desk can resend).
    const reason =
      err instanceof Error && err.name === 'TimeoutError' ? `timed out after ${TIMEOUT_MS} ms` : 'network error';
    console.error(`sms ${id}: failed: ${reason}`);
    return { status: 'failed', error: `sms: ${reason}; it may or may not have been sent`, final: true };
  }
  const answer = (await res.json().catch(() => ({}))) as Msg91Answer;
  // MSG91 may answer an error with HTTP 200: only type "success" with a request id is a sent message.
  if (res.ok && answer.type === 'success' && answer.message) {
    console.log(`sms ${id}: sent as ${answer.message}`);
    return { status: 'sent', providerId: answer.message };
  }
  const code = answer.code ?? 'no code';
  // The row keeps MSG91's words; the log only the status and code.
  console.error(`sms ${id}: failed: ${res.status} ${code}`);
  return { status: 'failed', error: `sms ${res.status} ${code}: ${answer.message ?? 'no request id'}` };
}

/**
 * Sends one claimed 'sms' row (the fallback of a WhatsApp message that cannot arrive): the same template and values as
 * that message, read from the booking as it now stands (phoneMessageOf skips what no longer applies), each value
 * within DLT's limit. A failure MSG91 may overcome waits for the outbox's backoff (`retryAt`).
 */
export async function deliverSms(
  env: Env,
  row: OutboxRow,
  factsOf: FactsOf,
  retryAt: () => string | null,
): Promise<OutboxOutcome> {
  const message = await phoneMessageOf(env, row, factsOf);
  if ('status' in message) return message;
  const { booking } = message;
  const { template } = message;
  const values = variablesOf(booking, message.detail, message.facts, localeOf(booking.locale));
  const outcome = await sendSms(env, row, booking, {
    template,
    values: PHONE_TEMPLATES[template].smsVariables.map((v) => dltValue(values[v])),
  });
  return outcome.status === 'failed' && !outcome.final ? { ...outcome, nextAttemptAt: retryAt() } : outcome;
}

/** SMS through MSG91's flow API with DLT templates: WhatsApp's fallback, never queued on its own (decision 024). */
export const sms: Channel = {
  name: 'sms',
  deliver: (env, row, context) => deliverSms(env, row, context.factsOf, context.retryAt),
};
