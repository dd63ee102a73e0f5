import type { ReplyPayload } from '../../../common/notify/templates';
import { hexHmacValid, hmacKey } from '../../platform/signatures';

/**
 * What WhatsApp's webhook tells us (decision 024): statuses of the messages we sent and the messages patients send us.
 * Everything here is pure: the signature and the verify token are checked in constant time, the payload is read
 * defensively (Meta adds fields over time; anything not understood is ignored, never an error).
 */

/** What the provider last said about one of our messages; an order of its own is kept by db/phone.ts. */
export type Delivery = 'sent' | 'delivered' | 'read' | 'failed';

/** One status from `entry[].changes[].value.statuses[]`. */
export interface StatusEvent {
  /** The message's id as the send answered it (`messages[0].id`, "wamid.…"): the outbox row's provider_id. */
  providerId: string;
  delivery: Delivery;
  /** When it happened (ISO), from the status's Unix timestamp; the time it was received when that is missing. */
  at: string;
  /** The error codes of a failed message (e.g. 131026), in the order given. */
  codes: number[];
}

/** A number's STOP or START reply (by text or by the template's quick-reply button), and when it was sent. */
export interface ReplyEvent {
  /** The number (E.164). */
  e164: string;
  reply: 'stop' | 'start';
  /** When the patient sent it (ISO), from the message's Unix timestamp; the time it was received when missing. */
  at: string;
}

/** A photo or a document a patient sent to the clinic's number (a report, perhaps: decision 029). */
export interface MediaEvent {
  /** The sender (E.164). */
  e164: string;
  /** The message's id ("wamid.…"): a report stored from it is stored once, however often Meta sends the webhook. */
  messageId: string;
  kind: 'image' | 'document';
  /** Meta's media id: `GET /{version}/{id}` answers a short-lived URL to the bytes. */
  mediaId: string;
  mimeType: string;
  /** The SHA-256 Meta gives for the bytes, when it gives one. */
  sha256?: string;
  /** A document's file name as sent. */
  filename?: string;
  at: string;
}

/**
 * A tap on one of the reminder's quick replies (issue 41): "I will come" or "I can't come", with the outbox row of the
 * reminder it answers (the payload we sent: `<answer>:<row id>`).
 */
export interface AnswerEvent {
  e164: string;
  /** The reply's own id ("wamid.…"): a webhook Meta sends again is answered once. */
  messageId: string;
  answer: ReplyPayload;
  rowId: string;
  at: string;
}

/** What one signed webhook carries that the clinic acts on. */
export interface WebhookEvents {
  statuses: StatusEvent[];
  /** The reminder's quick replies tapped, in order. */
  answers: AnswerEvent[];
  /** Photos and documents patients sent, in order. */
  media: MediaEvent[];
  /**
   * Each number's newest STOP or START in the batch (a tie goes to STOP). Which one wins across batches, which arrive
   * in any order, is the database's to decide (functions/notify/db/phone.ts replyStatements).
   */
  replies: ReplyEvent[];
}

/**
 * Failure codes that mean WhatsApp cannot bring this message to this number, so the same message goes by SMS when the
 * patient opted in (issue 26, item 5). From Meta's error-code reference: 131026 undeliverable (not on WhatsApp, old
 * app, terms not accepted), 131047 re-engagement (outside the service window), 131049 Meta chose not to deliver,
 * 130472 the number is part of an experiment, 131042 a business payment problem (nothing goes out on WhatsApp until it
 * is fixed), 132015 / 132016 the template is paused / disabled. Not here: 131050 (the person stopped our messages on
 * WhatsApp: SMS would go round their choice), 131056 (pair rate: the sender retries on WhatsApp), and the request
 * errors of a wrong template (132000, 132001: a configuration fault, which SMS would hide).
 */
export const SMS_FALLBACK_CODES: readonly number[] = [130472, 131026, 131042, 131047, 131049, 132015, 132016];

/** True when one of a failure's codes means WhatsApp cannot deliver it to the number. */
export function wantsSmsFallback(codes: readonly number[]): boolean {
  return codes.some((c) => SMS_FALLBACK_CODES.includes(c));
}

/**
 * Replies that stop every message to the number: English, the Hindi a Delhi patient would type ("रोकें", "बंद करें",
 * and their plain imperative forms, in Devanagari and in Latin letters), what older patients actually send (issue 38:
 * "बंद" alone, "स्टॉप", "stop karo", "band", "rok do", and the spellings बन्द and स्टाप). Compared
 * after trimming, lower-casing, NFC and dropping end punctuation, so "Stop.", " STOP " and "stop!" count. A reply is
 * compared whole: "बंद" stops, "क्लिनिक बंद है?" does not.
 */
export const STOP_WORDS: readonly string[] = [
  'stop',
  'stop messages',
  'unsubscribe',
  'stop karo',
  'stop kar do',
  'रोकें',
  'रोको',
  'रोक दो',
  'बंद',
  'बंद करें',
  'बंद करो',
  'बंद कर दो',
  // The same words as many phones' Hindi keyboards spell them: बन्द with a half न, स्टाप without the ॉ.
  'बन्द',
  'बन्द करें',
  'बन्द करो',
  'स्टाप',
  'संदेश बंद करें',
  'मैसेज बंद करें',
  'स्टॉप',
  'स्टॉप करो',
  'स्टॉप कर दो',
  'band',
  'band karo',
  'band kar do',
  'band karein',
  'band kare',
  'message band karo',
  'rok do',
  'roko',
];

/** Replies that lift a number's STOP, compared as STOP_WORDS are ("स्टार्ट" and "start karo" as "स्टॉप" is typed). */
export const START_WORDS: readonly string[] = [
  'start',
  'start karo',
  'स्टार्ट',
  'शुरू करें',
  'शुरू करो',
  'chalu karo',
  'shuru karo',
];

function normalizedReply(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s।.!?,;:"'()-]+$/u, '')
    .replace(/\s+/g, ' ');
}

/** True when a reply (a typed text or a button's text or payload) asks to stop. */
export function isStopReply(text: string): boolean {
  return STOP_WORDS.includes(normalizedReply(text));
}

/** True when a reply asks for messages again. */
export function isStartReply(text: string): boolean {
  return START_WORDS.includes(normalizedReply(text));
}

const SIGNATURE_HEADER = /^sha256=(\S+)$/i;

/**
 * True when `header` (X-Hub-Signature-256) is "sha256=" and the hex HMAC-SHA256 of the raw body under the app secret
 * (platform/signatures.ts); a missing or malformed header is simply false.
 */
export function validSignature(appSecret: string, raw: Uint8Array, header: string | undefined): Promise<boolean> {
  return hexHmacValid(appSecret, raw, SIGNATURE_HEADER.exec(header?.trim() ?? '')?.[1]);
}

/** The app secret as an HMAC-SHA256 key, as Meta signs each webhook with it. */
export function appSecretKey(appSecret: string, use: 'sign' | 'verify'): Promise<CryptoKey> {
  return hmacKey(appSecret, use);
}

/** Compares a presented verify token with ours in constant time (platform/tokens.ts `sameSecret`). */
export { sameSecret as sameToken } from '../../platform/tokens';

const DELIVERIES: readonly string[] = ['sent', 'delivered', 'read', 'failed'];

type Json = Record<string, unknown>;

function objects(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter((v): v is Json => typeof v === 'object' && v !== null) : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isoOf(timestamp: unknown, received: string): string {
  const seconds = Number(timestamp);
  return Number.isInteger(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : received;
}

function statusOf(s: Json, received: string): StatusEvent | null {
  const providerId = text(s.id);
  const delivery = text(s.status);
  if (!providerId || !delivery || !DELIVERIES.includes(delivery)) return null;
  const codes = objects(s.errors)
    .map((e) => Number(e.code))
    .filter((c) => Number.isInteger(c));
  return { providerId, delivery: delivery as Delivery, at: isoOf(s.timestamp, received), codes };
}

/** What a patient's message says, when it is a text or a tapped button (a quick reply or an interactive reply). */
function replyTexts(msg: Json): string[] {
  const button = msg.button as Json | undefined;
  const interactive = msg.interactive as Json | undefined;
  const reply = (interactive?.button_reply ?? interactive?.list_reply) as Json | undefined;
  return [
    text((msg.text as Json | undefined)?.body),
    text(button?.text),
    text(button?.payload),
    text(reply?.title),
    text(reply?.id),
  ].filter((t): t is string => t !== undefined);
}

/** A message's photo or document, when it is one (`type` image or document, with the media's id). */
function mediaOf(msg: Json, e164: string, received: string): MediaEvent | null {
  const kind = text(msg.type);
  const messageId = text(msg.id);
  if ((kind !== 'image' && kind !== 'document') || !messageId) return null;
  const part = msg[kind] as Json | undefined;
  const mediaId = text(part?.id);
  if (!mediaId || !/^\d{1,40}$/.test(mediaId)) return null;
  return {
    e164,
    messageId: messageId.slice(0, 200),
    kind,
    mediaId,
    mimeType: text(part?.mime_type) ?? '',
    sha256: text(part?.sha256),
    filename: kind === 'document' ? text(part?.filename) : undefined,
    at: isoOf(msg.timestamp, received),
  };
}

const ANSWER = /^(coming|cant_come):(eml_[0-9a-f]{32})$/;

/** A tapped quick reply of the reminder (`type` button, its payload ours), when it is one. */
function answerOf(msg: Json, e164: string, received: string): AnswerEvent | null {
  const messageId = text(msg.id);
  const payload = text((msg.button as Json | undefined)?.payload);
  const match = payload ? ANSWER.exec(payload) : null;
  if (text(msg.type) !== 'button' || !messageId || !match) return null;
  return {
    e164,
    messageId: messageId.slice(0, 200),
    answer: match[1] as ReplyPayload,
    rowId: match[2],
    at: isoOf(msg.timestamp, received),
  };
}

/**
 * The statuses and STOP and START replies of a webhook's payload, for our own number only (an app may hold several numbers; a
 * change for another is not ours to act on). Anything malformed is skipped.
 */
export function readWebhook(
  payload: unknown,
  phoneNumberId: string,
  received = new Date().toISOString(),
): WebhookEvents {
  const events: WebhookEvents = { statuses: [], replies: [], media: [], answers: [] };
  const newest = new Map<string, ReplyEvent>();
  if (typeof payload !== 'object' || payload === null) return events;
  const root = payload as Json;
  if (root.object !== 'whatsapp_business_account') return events;
  for (const entry of objects(root.entry)) {
    for (const change of objects(entry.changes)) {
      const value = change.value as Json | undefined;
      if (change.field !== 'messages' || !value) continue;
      if (text((value.metadata as Json | undefined)?.phone_number_id) !== phoneNumberId) continue;
      for (const s of objects(value.statuses)) {
        const status = statusOf(s, received);
        if (status) events.statuses.push(status);
      }
      for (const msg of objects(value.messages)) {
        const from = text(msg.from);
        if (!from || !/^[1-9]\d{7,14}$/.test(from)) continue;
        const media = mediaOf(msg, `+${from}`, received);
        if (media) {
          events.media.push(media);
          continue;
        }
        const answer = answerOf(msg, `+${from}`, received);
        if (answer) {
          events.answers.push(answer);
          continue;
        }
        const texts = replyTexts(msg);
        const reply = texts.some(isStopReply) ? 'stop' : texts.some(isStartReply) ? 'start' : null;
        if (!reply) continue;
        const event: ReplyEvent = { e164: `+${from}`, reply, at: isoOf(msg.timestamp, received) };
        const kept = newest.get(event.e164);
        if (!kept || event.at > kept.at || (event.at === kept.at && reply === 'stop')) newest.set(event.e164, event);
      }
    }
  }
  events.replies = [...newest.values()];
  return events;
}
