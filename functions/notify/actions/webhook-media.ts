/**
 * Photos and documents patients send to the clinic's WhatsApp number (issue 40, decision 029). From a number with a
 * booking still ahead that asked for WhatsApp messages (and has not stopped them), each is fetched through the Graph
 * API (media id → short-lived URL → bytes, with the token), stored as a report of the soonest such booking, and
 * acknowledged in the same chat: a free-form reply is allowed within 24 hours of the patient's message. Anything else
 * is not stored, and the number gets one reply a day saying how to send reports. No reply names the file or says
 * anything about what it shows (a family phone is shared).
 */

import { clinicDate } from '../../../common/booking/schedule';
import { messageDate } from '../../../common/i18n/dates';
import { type Locale, localeOf, localizedPath } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { REPORT_MAX_BYTES } from '../../../common/reports/file-check';
import { hitRateLimit } from '../../platform/db/rate-limits';
import type { Env } from '../../platform/env';
import { privateKey } from '../../platform/rate-limit';
import { hex } from '../../platform/tokens';
import { storedFromMessage, storeReport } from '../../reports/actions';
import { sendWhatsApp, whatsappText } from '../channels/whatsapp';
import { bookingForMedia, numberHasUpcomingBooking } from '../db/phone';
import { type GraphError, mediaUrl } from '../phone/graph';
import type { MediaEvent } from '../phone/webhook';

const TIMEOUT_MS = 15_000;

type Fetched = { ok: true; bytes: Uint8Array; size: number } | { ok: false; transient: boolean; why: string };

/** A Graph or download status that is our failure or Meta's, not the file's: throttling, Meta's trouble, our token. */
function oursOrMeta(status: number): boolean {
  return status === 429 || status >= 500 || status === 401 || status === 403;
}

function base64(bytes: ArrayBuffer): string {
  let bin = '';
  for (const b of new Uint8Array(bytes)) bin += String.fromCharCode(b);
  return btoa(bin);
}

/**
 * The bytes of a received media: Graph answers its URL (valid for about five minutes), which is fetched with the same
 * token. Refused when Meta says it is over REPORT_MAX_BYTES, or when the bytes do not match the hash Meta gave.
 * Network trouble, throttling and Meta's own errors are `transient` (Meta sends the webhook again).
 */
export async function fetchMedia(env: Env, media: MediaEvent): Promise<Fetched> {
  const auth = { authorization: `Bearer ${env.WHATSAPP_TOKEN}` };
  try {
    const info = await fetch(mediaUrl(media.mediaId), { headers: auth, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = (await info.json().catch(() => ({}))) as {
      url?: string;
      file_size?: number | string;
      sha256?: string;
      error?: GraphError;
    };
    if (!info.ok || !body.url) {
      // Our token refused (401/403, code 190: expired or revoked) is ours to fix, and said so loudly.
      const transient = oursOrMeta(info.status);
      if (info.status === 401 || info.status === 403) {
        console.error(`whatsapp: the token was refused fetching a media (${info.status}): check WHATSAPP_TOKEN`);
      }
      return { ok: false, transient, why: `media ${info.status} ${body.error?.code ?? 'no url'}` };
    }
    const declared = Number(body.file_size);
    if (Number.isFinite(declared) && declared > REPORT_MAX_BYTES) {
      return { ok: false, transient: false, why: 'too large' };
    }
    const file = await fetch(body.url, { headers: auth, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!file.ok) return { ok: false, transient: oursOrMeta(file.status), why: `bytes ${file.status}` };
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.byteLength > REPORT_MAX_BYTES) return { ok: false, transient: false, why: 'too large' };
    // Meta gives the bytes' SHA-256 (as hex, or base64 in some answers): a download cut short is fetched again. A value
    // of neither shape is not compared (the bytes are still checked whole by their format).
    const expected = (body.sha256 ?? media.sha256 ?? '').trim();
    const hexShaped = /^[0-9a-fA-F]{64}$/.test(expected);
    const base64Shaped = /^[A-Za-z0-9+/]{43}=$/.test(expected);
    if (hexShaped || base64Shaped) {
      const digest = await crypto.subtle.digest('SHA-256', bytes);
      if (hexShaped ? expected.toLowerCase() !== hex(digest) : expected !== base64(digest)) {
        return { ok: false, transient: true, why: 'hash mismatch' };
      }
    }
    return { ok: true, bytes, size: bytes.byteLength };
  } catch (err) {
    return { ok: false, transient: true, why: err instanceof Error ? err.name : 'network error' };
  }
}

/** A name for a received media: a document's own when it has one, else the kind and when it was sent. */
function nameOf(media: MediaEvent): string {
  if (media.filename?.trim()) return media.filename;
  const stamp = media.at.slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `whatsapp-${media.kind === 'image' ? 'photo' : 'document'}-${stamp}`;
}

/** What the patient is told in the chat, by number: what was received for which booking, and what was not. */
interface Answer {
  locale: Locale;
  date?: string;
  received: number;
  refused: number;
  /** Files that could not be saved for a reason of ours, for too long to keep Meta retrying. */
  lost: number;
  /** No booking ahead asked for WhatsApp: 'book' (none at all) or 'link' (one did not ask for it, or stopped). */
  elsewhere?: 'book' | 'link';
}

/** How long a media that cannot be saved (our failure) is retried through Meta's resending before the patient is told. */
const RETRY_FOR_MS = 60 * 60 * 1000;

/** True the first time it is asked for this WhatsApp message (a refusal is answered once, whatever Meta resends). */
async function firstTime(env: Env, what: string, messageId: string, now: Date): Promise<boolean> {
  const key = `wa-media-${what}:${await privateKey(env, messageId)}`;
  const hit = await hitRateLimit(env.DB, key, Math.floor(now.getTime() / 1000) + 8 * 86_400).first<{ count: number }>();
  return (hit?.count ?? 1) === 1;
}

/**
 * Stores the media of one webhook and answers each sender once. Returns false when a media could not be fetched or
 * stored for a reason of ours that may pass (Meta is then told to send the webhook again: a media already stored is
 * skipped, and a refusal is not answered twice). After RETRY_FOR_MS the patient is told to send it again instead.
 */
export async function receiveMedia(env: Env, media: MediaEvent[], now = new Date()): Promise<boolean> {
  const today = clinicDate(now);
  const answers = new Map<string, Answer>();
  let complete = true;
  for (const item of media) {
    // Meta sent this webhook before, and this media was stored then (and acknowledged).
    if (await storedFromMessage(env, item.messageId)) continue;
    const booking = await bookingForMedia(env.DB, item.e164, today);
    if (!booking) {
      const elsewhere = (await numberHasUpcomingBooking(env.DB, item.e164, today)) ? 'link' : 'book';
      answers.set(item.e164, { locale: 'en', received: 0, refused: 0, lost: 0, elsewhere });
      console.log('whatsapp: media from a number without a booking ahead that asked for messages: not stored');
      continue;
    }
    const locale = localeOf(booking.locale);
    const answer = answers.get(item.e164) ?? {
      locale,
      date: booking.appointment_date,
      received: 0,
      refused: 0,
      lost: 0,
    };
    answers.set(item.e164, answer);
    const ours = async () => {
      // Our failure (Graph, the token, the bucket): Meta resends for a while; then the patient is asked to send again.
      if (now.getTime() - Date.parse(item.at) < RETRY_FOR_MS) complete = false;
      else if (await firstTime(env, 'lost', item.messageId, now)) answer.lost += 1;
    };
    const refused = async () => {
      if (await firstTime(env, 'refused', item.messageId, now)) answer.refused += 1;
    };
    const fetched = await fetchMedia(env, item);
    if (!fetched.ok) {
      console.error(`whatsapp: media not fetched: ${fetched.why}`);
      if (fetched.transient) await ours();
      else await refused();
      continue;
    }
    const store = (name: string) =>
      storeReport(env, {
        appointmentId: booking.id,
        file: { name, size: fetched.size, bytes: async () => fetched.bytes },
        source: 'whatsapp',
        addedBy: 'whatsapp',
        sourceRef: item.messageId,
        locale,
        now,
      });
    let o = await store(nameOf(item));
    // A document's name we cannot keep: stored under a name of our own instead.
    if (!o.ok && o.reason === 'name') o = await store(nameOf({ ...item, filename: undefined }));
    // Acknowledged once per message: bytes the booking holds already are not recorded under this message's id, so a
    // resent webhook would count them again.
    if (o.ok) {
      if (!o.already || (await firstTime(env, 'acked', item.messageId, now))) answer.received += 1;
    } else if (o.reason === 'unavailable') await ours();
    else if (o.reason !== 'duplicate') await refused();
  }
  for (const [e164, answer] of answers) await reply(env, e164, answer, today, now);
  return complete;
}

/** The words of one answer, in the booking's language (both, to a number without a booking ahead that asked). */
function answerText(env: Env, a: Answer, today: string): string[] {
  const o = { locale: a.locale };
  if (a.elsewhere) {
    const origin = (env.SITE_ORIGIN || '').replace(/\/$/, '');
    const both = (['en', 'hi'] as const).map((locale) =>
      a.elsewhere === 'link'
        ? m.server_whatsapp_report_use_link({}, { locale })
        : m.server_whatsapp_report_book_first(
            { link: `${origin}${localizedPath('/book-appointment', locale)}` },
            { locale },
          ),
    );
    return [both.join('\n\n')];
  }
  const texts: string[] = [];
  if (a.received && a.date) {
    const date = messageDate(a.date, a.locale, today);
    texts.push(
      a.received === 1
        ? m.server_whatsapp_report_received_one({ date }, o)
        : m.server_whatsapp_report_received_other({ date, count: a.received }, o),
    );
  }
  if (a.refused) texts.push(m.server_whatsapp_report_refused({}, o));
  if (a.lost) texts.push(m.server_whatsapp_report_try_again({}, o));
  return texts;
}

async function reply(env: Env, e164: string, a: Answer, today: string, now: Date): Promise<void> {
  if (a.elsewhere) {
    // One "how to send reports" a day to a number, however many files it sends.
    const day = Math.floor(now.getTime() / 86_400_000);
    const key = `wa-media-reply:${await privateKey(env, e164)}:${day}`;
    const hit = await hitRateLimit(env.DB, key, (day + 1) * 86_400).first<{ count: number }>();
    if ((hit?.count ?? 1) > 1) return;
  }
  for (const text of answerText(env, a, today)) {
    const sent = await sendWhatsApp(env, whatsappText(e164, text));
    if (!sent.ok) console.error(`whatsapp: reply about a media not sent: ${sent.logged}`);
  }
}
