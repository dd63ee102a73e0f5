import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicDate } from '../../common/booking/schedule';
import { messageDate } from '../../common/i18n/dates';
import { m } from '../../common/paraglide/messages.js';
import { REPORT_MAX_BYTES } from '../../common/reports/file-check';
import { clearAll, openDate } from './helpers';
import {
  type Booked,
  bookForReports,
  bucketKeys,
  clearReports,
  EXECUTABLE,
  expectNothingStored,
  jpeg,
  objectSha,
  pdf,
  reportRows,
  sha256Base64,
  sha256Hex,
} from './reports-helpers';
import { envelope, postWebhook, WHATSAPP_LIVE } from './whatsapp-webhook-helpers';

/**
 * Issue 40 on WhatsApp (decision 029): a photo or document a patient sends to the clinic's number, from the number of
 * a booking still ahead that asked for WhatsApp messages, is fetched from Meta (media id → short-lived URL → bytes,
 * with the token), stored once as a report of that booking, and acknowledged in the chat without naming the file.
 * Meta is stood in for at the network: every request the Function makes is recorded and answered as Meta answers.
 */

beforeEach(async () => {
  await clearReports();
  await clearAll();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const GRAPH = 'https://graph.facebook.com/v23.0';
const MESSAGES_URL = `${GRAPH}/${WHATSAPP_LIVE.WHATSAPP_PHONE_NUMBER_ID}/messages`;
const BEARER = `Bearer ${WHATSAPP_LIVE.WHATSAPP_TOKEN}`;

interface MetaCall {
  method: string;
  url: string;
  authorization: string | null;
  body?: {
    messaging_product: string;
    recipient_type: string;
    to: string;
    type: string;
    text: { preview_url: boolean; body: string };
  };
}

interface MediaOnMeta {
  bytes: Uint8Array;
  mime: string;
  /** The hex SHA-256 Meta's media answer gives (the bytes' own unless a test says otherwise). */
  sha256?: string;
  /** The size Meta's media answer declares (the bytes' own unless a test says otherwise). */
  fileSize?: number;
}

/** Graph's error object for a status: an expired or revoked token (401, code 190), else Meta's own trouble. */
function graphError(status: number) {
  return status === 401
    ? {
        message: 'Error validating access token: Session has expired.',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
        fbtrace_id: 'Ab13',
      }
    : { message: 'An unknown error occurred', type: 'OAuthException', code: 1, fbtrace_id: 'Ab12' };
}

/**
 * Stands in for Meta: `GET /v23.0/<media id>` answers the media's URL, type, hash and size (or `mediaStatus` for that
 * media as a Graph error); the URL answers the bytes; `POST /v23.0/<number id>/messages` accepts the text. Anything
 * else fails.
 */
function interceptMeta(media: Record<string, MediaOnMeta>, opts: { mediaStatus?: (mediaId: string) => number } = {}) {
  const calls: MetaCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    const call: MetaCall = { method: req.method, url: req.url, authorization: req.headers.get('authorization') };
    calls.push(call);
    if (req.method === 'POST' && req.url === MESSAGES_URL) {
      call.body = await req.json();
      return Response.json({
        messaging_product: 'whatsapp',
        contacts: [{ input: call.body?.to, wa_id: call.body?.to }],
        messages: [{ id: `wamid.reply-${calls.length}` }],
      });
    }
    const lookaside = /^https:\/\/lookaside\.fbsbx\.com\/whatsapp_business\/attachments\/\?mid=(\d+)&/.exec(req.url);
    if (req.method === 'GET' && lookaside && media[lookaside[1]]) {
      const found = media[lookaside[1]];
      return new Response(found.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': found.mime } });
    }
    const id = req.url.startsWith(`${GRAPH}/`) ? req.url.slice(GRAPH.length + 1) : '';
    if (req.method === 'GET' && /^\d+$/.test(id)) {
      const status = opts.mediaStatus?.(id) ?? 200;
      if (status !== 200) return Response.json({ error: graphError(status) }, { status });
      const found = media[id];
      if (!found) {
        return Response.json(
          { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } },
          { status: 400 },
        );
      }
      return Response.json({
        url: `https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=${id}&ext=1717000000&hash=ATuXyZ`,
        mime_type: found.mime,
        sha256: found.sha256 ?? (await sha256Hex(found.bytes)),
        file_size: found.fileSize ?? found.bytes.length,
        id,
        messaging_product: 'whatsapp',
      });
    }
    throw new Error(`unexpected outbound fetch: ${req.method} ${req.url}`);
  });
  return {
    calls,
    replies: () => calls.filter((c) => c.method === 'POST' && c.url === MESSAGES_URL),
    mediaGets: () => calls.filter((c) => c.method === 'GET' && c.url.startsWith(`${GRAPH}/`)),
  };
}

/** One photo or document message, sent at `sentAt` (milliseconds; now unless given), as a webhook lists it. */
async function mediaMessage(
  from: string,
  messageId: string,
  kind: 'image' | 'document',
  mediaId: string,
  bytes: Uint8Array,
  extra: Record<string, string> = {},
  sentAt = Date.now(),
) {
  return {
    from,
    id: messageId,
    timestamp: String(Math.floor(sentAt / 1000)),
    type: kind,
    [kind]: {
      id: mediaId,
      mime_type: kind === 'image' ? 'image/jpeg' : 'application/pdf',
      // As Meta's webhooks give it: base64.
      sha256: await sha256Base64(bytes),
      ...extra,
    },
  };
}

/** A webhook carrying messages a patient sent from `from`. */
function messagesPayload(from: string, messages: Awaited<ReturnType<typeof mediaMessage>>[]) {
  return envelope({ contacts: [{ profile: { name: 'Asha' }, wa_id: from }], messages });
}

/** A patient's photo or document to the clinic's number, as Meta's webhook carries it. */
async function mediaPayload(...args: Parameters<typeof mediaMessage>) {
  return messagesPayload(args[0], [await mediaMessage(...args)]);
}

let numbers = 0;

/** A booking ahead whose patient asked for WhatsApp messages, from a number of its own (digits as Meta gives wa_id). */
async function optedIn(extra: Record<string, unknown> = {}): Promise<Booked & { from: string }> {
  numbers += 1;
  const local = `98111${String(40_000 + numbers).padStart(5, '0')}`;
  const b = await bookForReports({ phone: `+91 ${local}`, messages_opt_in: true, ...extra });
  const row = await env.DB.prepare('SELECT phone_e164, messages_opt_in_at FROM appointments WHERE id = ?1')
    .bind(b.id)
    .first<{ phone_e164: string; messages_opt_in_at: string | null }>();
  expect(row?.phone_e164).toBe(`+91${local}`);
  expect(row?.messages_opt_in_at).not.toBeNull();
  return { ...b, from: `91${local}` };
}

/** The text reply Meta was asked to send, checked whole but for its words. */
function expectText(call: MetaCall | undefined, to: string): string {
  expect(call?.authorization).toBe(BEARER);
  expect(call?.body).toEqual({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { preview_url: false, body: expect.any(String) },
  });
  return call?.body?.text.body ?? '';
}

describe('a photo sent to the clinic’s WhatsApp number', () => {
  it('is fetched from Meta with the token, stored for the booking, and acknowledged without naming it', async () => {
    const b = await optedIn();
    const photo = jpeg(11);
    const meta = interceptMeta({ '1234567890': { bytes: photo, mime: 'image/jpeg' } });
    const res = await postWebhook(await mediaPayload(b.from, 'wamid.photo-1', 'image', '1234567890', photo));
    expect(res.status).toBe(200);

    // Meta was asked for the media's URL, then for its bytes, each with the token; then the reply went.
    expect(meta.calls.map((c) => [c.method, c.url.split('?')[0], c.authorization])).toEqual([
      ['GET', `${GRAPH}/1234567890`, BEARER],
      ['GET', 'https://lookaside.fbsbx.com/whatsapp_business/attachments/', BEARER],
      ['POST', MESSAGES_URL, BEARER],
    ]);
    const rows = await reportRows(b.id);
    expect(rows).toEqual([
      expect.objectContaining({
        appointment_id: b.id,
        type: 'jpeg',
        size: photo.length,
        sha256: await sha256Hex(photo),
        source: 'whatsapp',
        added_by: 'whatsapp',
        source_ref: 'wamid.photo-1',
        name: expect.stringMatching(/^whatsapp-photo-\d{8}-\d{4}$/),
      }),
    ]);
    expect(await bucketKeys()).toEqual([rows[0].object_key]);
    expect(await objectSha(rows[0].object_key)).toBe(await sha256Hex(photo));

    const text = expectText(meta.replies()[0], b.from);
    expect(text).toBe(
      m.server_whatsapp_report_received_one({ date: messageDate(openDate(), 'en', clinicDate()) }, { locale: 'en' }),
    );
    expect(text).not.toContain(rows[0].name);
  });

  it('stores the same message once however often Meta sends the webhook, and replies once', async () => {
    const b = await optedIn();
    const photo = jpeg(12);
    const meta = interceptMeta({ '1234567891': { bytes: photo, mime: 'image/jpeg' } });
    const payload = await mediaPayload(b.from, 'wamid.photo-again', 'image', '1234567891', photo);
    expect((await postWebhook(payload)).status).toBe(200);
    expect((await postWebhook(payload)).status).toBe(200);
    expect(await reportRows(b.id)).toHaveLength(1);
    expect(await bucketKeys()).toHaveLength(1);
    expect(meta.replies()).toHaveLength(1);
  });
});

describe('a document sent to the clinic’s WhatsApp number', () => {
  it('is stored under its own name, and the reply (in the booking’s language) never names it', async () => {
    const b = await optedIn({ locale: 'hi' });
    const report = pdf('whatsapp document');
    const meta = interceptMeta({ '2234567890': { bytes: report, mime: 'application/pdf' } });
    const res = await postWebhook(
      await mediaPayload(b.from, 'wamid.doc-1', 'document', '2234567890', report, {
        filename: 'asha-tb-culture-result.pdf',
      }),
    );
    expect(res.status).toBe(200);
    const rows = await reportRows(b.id);
    expect(rows.map((r) => [r.name, r.type, r.source, r.source_ref])).toEqual([
      ['asha-tb-culture-result.pdf', 'pdf', 'whatsapp', 'wamid.doc-1'],
    ]);
    expect(await objectSha(rows[0].object_key)).toBe(await sha256Hex(report));
    const text = expectText(meta.replies()[0], b.from);
    expect(text).toBe(
      m.server_whatsapp_report_received_one({ date: messageDate(openDate(), 'hi', clinicDate()) }, { locale: 'hi' }),
    );
    expect(text).not.toMatch(/asha|tb-culture|\.pdf/i);
  });

  it('stores a document whose name cannot be kept under a name of its own', async () => {
    const b = await optedIn();
    const report = pdf('named badly');
    interceptMeta({ '2234567893': { bytes: report, mime: 'application/pdf' } });
    const res = await postWebhook(
      await mediaPayload(b.from, 'wamid.doc-name', 'document', '2234567893', report, {
        filename: '../scans/\u202Efdp.exe',
      }),
    );
    expect(res.status).toBe(200);
    const rows = await reportRows(b.id);
    expect(rows.map((r) => [r.type, r.source_ref])).toEqual([['pdf', 'wamid.doc-name']]);
    expect(rows[0].name).toMatch(/^whatsapp-document-\d{8}-\d{4}$/);
    expect(await bucketKeys()).toEqual([rows[0].object_key]);
  });

  it('refuses a file that is not a report (an executable named .pdf): nothing stored, a reply saying what is taken', async () => {
    const b = await optedIn();
    const meta = interceptMeta({ '2234567891': { bytes: EXECUTABLE, mime: 'application/pdf' } });
    const res = await postWebhook(
      await mediaPayload(b.from, 'wamid.doc-exe', 'document', '2234567891', EXECUTABLE, { filename: 'report.pdf' }),
    );
    expect(res.status).toBe(200);
    await expectNothingStored();
    const text = expectText(meta.replies()[0], b.from);
    expect(text).toBe(m.server_whatsapp_report_refused({}, { locale: 'en' }));
    expect(text).not.toContain('report.pdf');
    expect(meta.replies()).toHaveLength(1);
  });

  it('does not fetch a file Meta says is over 10 MB: nothing stored, the refusal replied', async () => {
    const b = await optedIn();
    const small = pdf('declared huge');
    const meta = interceptMeta({
      '2234567892': { bytes: small, mime: 'application/pdf', fileSize: REPORT_MAX_BYTES + 1 },
    });
    const res = await postWebhook(await mediaPayload(b.from, 'wamid.doc-big', 'document', '2234567892', small));
    expect(res.status).toBe(200);
    expect(meta.calls.some((c) => c.url.startsWith('https://lookaside.fbsbx.com/'))).toBe(false);
    await expectNothingStored();
    expect(expectText(meta.replies()[0], b.from)).toBe(m.server_whatsapp_report_refused({}, { locale: 'en' }));
  });
});

describe('media from a number without a booking that asked for messages', () => {
  it('stores nothing and replies once a day, in English and Hindi, how to book first', async () => {
    const stranger = '919811149999';
    const photo = jpeg(13);
    const meta = interceptMeta({ '3234567890': { bytes: photo, mime: 'image/jpeg' } });
    expect((await postWebhook(await mediaPayload(stranger, 'wamid.s-1', 'image', '3234567890', photo))).status).toBe(
      200,
    );
    // Nothing of the media was fetched: it belongs to no booking.
    expect(meta.mediaGets()).toEqual([]);
    await expectNothingStored();
    const [reply] = meta.replies();
    const text = expectText(reply, stranger);
    expect(text).toContain(m.server_whatsapp_report_book_first({ link: 'LINK' }, { locale: 'en' }).split('LINK')[0]);
    expect(text).toContain(m.server_whatsapp_report_book_first({ link: 'LINK' }, { locale: 'hi' }).split('LINK')[0]);
    expect(text).toContain('/book-appointment');

    // A second photo the same day: still nothing stored, and no second reply.
    expect((await postWebhook(await mediaPayload(stranger, 'wamid.s-2', 'image', '3234567890', photo))).status).toBe(
      200,
    );
    await expectNothingStored();
    expect(meta.replies()).toHaveLength(1);
  });

  it('stores nothing from the number of a booking that did not ask for WhatsApp, and points it to its e-mail (en and hi)', async () => {
    const b = await optedIn();
    await env.DB.prepare('UPDATE appointments SET messages_opt_in_at = NULL WHERE id = ?1').bind(b.id).run();
    const photo = jpeg(14);
    const meta = interceptMeta({ '3234567891': { bytes: photo, mime: 'image/jpeg' } });
    expect((await postWebhook(await mediaPayload(b.from, 'wamid.n-1', 'image', '3234567891', photo))).status).toBe(200);
    await expectNothingStored();
    expect(meta.mediaGets()).toEqual([]);
    expect(meta.replies()).toHaveLength(1);
    const text = expectText(meta.replies()[0], b.from);
    expect(text).toContain(m.server_whatsapp_report_use_link({}, { locale: 'en' }));
    expect(text).toContain(m.server_whatsapp_report_use_link({}, { locale: 'hi' }));
    // Not the words for a number with no booking: this one has a booking, and its e-mail's link takes reports.
    for (const locale of ['en', 'hi'] as const) {
      expect(text).not.toContain(m.server_whatsapp_report_book_first({ link: 'LINK' }, { locale }).split('LINK')[0]);
    }
    expect(text).not.toContain('/book-appointment');
  });
});

describe('when Meta fails', () => {
  it('answers 503 to a Graph 500 on the media (Meta sends it again), storing nothing and replying nothing', async () => {
    const b = await optedIn();
    const photo = jpeg(15);
    let status = 500;
    const meta = interceptMeta({ '4234567890': { bytes: photo, mime: 'image/jpeg' } }, { mediaStatus: () => status });
    const payload = await mediaPayload(b.from, 'wamid.retry-1', 'image', '4234567890', photo);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await postWebhook(payload);
    expect(res.status).toBe(503);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('media not fetched'));
    await expectNothingStored();
    expect(meta.replies()).toEqual([]);

    // Meta sends the webhook again once Graph is back: stored, and acknowledged once.
    status = 200;
    expect((await postWebhook(payload)).status).toBe(200);
    expect(await reportRows(b.id)).toHaveLength(1);
    expect(meta.replies()).toHaveLength(1);
  });

  it('answers 503 when the bytes do not match the hash Meta gave, storing nothing', async () => {
    const b = await optedIn();
    const photo = jpeg(16);
    const meta = interceptMeta({
      '4234567891': { bytes: photo, mime: 'image/jpeg', sha256: await sha256Hex(jpeg(17)) },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await postWebhook(await mediaPayload(b.from, 'wamid.hash-1', 'image', '4234567891', jpeg(17)));
    expect(res.status).toBe(503);
    await expectNothingStored();
    expect(meta.replies()).toEqual([]);
  });

  it('answers 503 when Graph refuses our token (401, code 190): Meta sends it again, nothing stored, nothing said', async () => {
    const b = await optedIn();
    const photo = jpeg(18);
    let status = 401;
    const meta = interceptMeta({ '4234567892': { bytes: photo, mime: 'image/jpeg' } }, { mediaStatus: () => status });
    const payload = await mediaPayload(b.from, 'wamid.token-1', 'image', '4234567892', photo);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await postWebhook(payload);
    expect(res.status).toBe(503);
    // Ours to mend, not the patient's: said in the log, never in the chat.
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('check WHATSAPP_TOKEN'));
    await expectNothingStored();
    expect(meta.replies()).toEqual([]);

    // The token renewed, Meta's next attempt is stored and acknowledged once.
    status = 200;
    expect((await postWebhook(payload)).status).toBe(200);
    expect((await reportRows(b.id)).map((r) => r.source_ref)).toEqual(['wamid.token-1']);
    expect(meta.replies()).toHaveLength(1);
    expect(expectText(meta.replies()[0], b.from)).toBe(
      m.server_whatsapp_report_received_one({ date: messageDate(openDate(), 'en', clinicDate()) }, { locale: 'en' }),
    );
  });

  it('after an hour of our failing, answers 200 and asks the patient once, in their language, to send it again', async () => {
    const b = await optedIn({ locale: 'hi' });
    const photo = jpeg(19);
    const meta = interceptMeta({ '4234567893': { bytes: photo, mime: 'image/jpeg' } }, { mediaStatus: () => 401 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Sent an hour and a minute ago: Meta has been resending it since.
    const sentAt = Date.now() - 61 * 60_000;
    const payload = await mediaPayload(b.from, 'wamid.lost-1', 'image', '4234567893', photo, {}, sentAt);
    expect((await postWebhook(payload)).status).toBe(200);
    await expectNothingStored();
    expect(meta.replies()).toHaveLength(1);
    expect(expectText(meta.replies()[0], b.from)).toBe(m.server_whatsapp_report_try_again({}, { locale: 'hi' }));

    // The same webhook once more: nothing stored, and nothing said twice.
    expect((await postWebhook(payload)).status).toBe(200);
    await expectNothingStored();
    expect(meta.replies()).toHaveLength(1);
  });

  it('acknowledges a photo the booking already holds once, under a new message, though Meta resends the webhook', async () => {
    const b = await optedIn();
    const photo = jpeg(21);
    const other = jpeg(22);
    let otherStatus = 200;
    const meta = interceptMeta(
      {
        '4234567896': { bytes: photo, mime: 'image/jpeg' },
        '4234567897': { bytes: photo, mime: 'image/jpeg' },
        '4234567898': { bytes: other, mime: 'image/jpeg' },
      },
      { mediaStatus: (id) => (id === '4234567898' ? otherStatus : 200) },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await postWebhook(await mediaPayload(b.from, 'wamid.first', 'image', '4234567896', photo))).status).toBe(
      200,
    );
    // The same photo again in a new message, with another that fails this time.
    otherStatus = 500;
    const payload = messagesPayload(b.from, [
      await mediaMessage(b.from, 'wamid.again', 'image', '4234567897', photo),
      await mediaMessage(b.from, 'wamid.other', 'image', '4234567898', other),
    ]);
    expect((await postWebhook(payload)).status).toBe(503);
    otherStatus = 200;
    expect((await postWebhook(payload)).status).toBe(200);
    const date = messageDate(openDate(), 'en', clinicDate());
    const one = m.server_whatsapp_report_received_one({ date }, { locale: 'en' });
    // The first photo; its repeat (once, not again when the webhook came back); then the other, once.
    expect(meta.replies().map((r) => expectText(r, b.from))).toEqual([one, one, one]);
    expect((await reportRows(b.id)).map((r) => r.source_ref)).toEqual(['wamid.first', 'wamid.other']);
  });

  it('answers a refused file once, though Meta resends its webhook for another media that failed with it', async () => {
    const b = await optedIn();
    const photo = jpeg(20);
    let photoStatus = 500;
    const meta = interceptMeta(
      {
        '4234567894': { bytes: EXECUTABLE, mime: 'application/pdf' },
        '4234567895': { bytes: photo, mime: 'image/jpeg' },
      },
      { mediaStatus: (id) => (id === '4234567895' ? photoStatus : 200) },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const payload = messagesPayload(b.from, [
      await mediaMessage(b.from, 'wamid.mixed-exe', 'document', '4234567894', EXECUTABLE, { filename: 'report.pdf' }),
      await mediaMessage(b.from, 'wamid.mixed-photo', 'image', '4234567895', photo),
    ]);
    expect((await postWebhook(payload)).status).toBe(503);
    await expectNothingStored();
    const refused = m.server_whatsapp_report_refused({}, { locale: 'en' });
    expect(meta.replies().map((r) => expectText(r, b.from))).toEqual([refused]);

    // Meta sends the same webhook again, Graph now answering for the photo: stored and acknowledged, and the
    // executable (refused again) not answered a second time.
    photoStatus = 200;
    expect((await postWebhook(payload)).status).toBe(200);
    const rows = await reportRows(b.id);
    expect(rows.map((r) => [r.type, r.source_ref])).toEqual([['jpeg', 'wamid.mixed-photo']]);
    expect(await bucketKeys()).toEqual([rows[0].object_key]);
    expect(await objectSha(rows[0].object_key)).toBe(await sha256Hex(photo));
    expect(meta.replies().map((r) => expectText(r, b.from))).toEqual([
      refused,
      m.server_whatsapp_report_received_one({ date: messageDate(openDate(), 'en', clinicDate()) }, { locale: 'en' }),
    ]);
  });
});
