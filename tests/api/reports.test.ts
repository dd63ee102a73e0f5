import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedBooking } from '../../common/booking/manage-schema';
import { addDays, CONFIRM_HOURS } from '../../common/booking/schedule';
import { WHATSAPP } from '../../common/clinic/facts';
import { m } from '../../common/paraglide/messages.js';
import { NOTICE_VERSION } from '../../common/privacy/facts';
import { REPORT_MAX_BYTES, REPORT_MAX_FILES } from '../../common/reports/file-check';
import { linkCode } from '../../functions/notify/phone/link';
import type { Env } from '../../functions/platform/env';
import { issueFormToken } from '../../functions/platform/form-token';
import { sweepUnlinkedObjects, UPLOAD_GRANT_MINUTES, uploadGrant } from '../../functions/reports/actions';
import { call, clearAll, count, ORIGIN, openDate, postJson, runScheduler, validAppointment } from './helpers';
import { appointmentRow, captureLog, manageRequest } from './lifecycle-helpers';
import { privacyCall, requestLink, withPrinted } from './privacy-helpers';
import {
  type Booked,
  bookForReports,
  bucket,
  bucketKeys,
  clearReports,
  DOCX,
  doc,
  EXECUTABLE,
  expectNothingStored,
  file,
  jpeg,
  objectSha,
  PNG,
  pdf,
  quietly,
  type Refusal,
  type ReportRowT,
  reportRows,
  type Stored,
  sha256Hex,
  TRUNCATED_PDF,
  upload,
  uploadRequest,
  ZIP_BOMB,
} from './reports-helpers';

/**
 * Issue 40, "Reports reach the doctor" (decision 029), as a patient meets it: the files sent with a booking (the page
 * that booked, with its grant), through the manage link, and with the booking form without JavaScript; every bad file
 * refused with nothing kept; the files going with the booking's personal details (an erasure, the retention) and the
 * objects no row holds swept away. The desk's side is in reports-desk.test.ts, WhatsApp's in reports-whatsapp.test.ts.
 */

beforeEach(async () => {
  await clearReports();
  await clearAll();
  await env.DB.prepare('DELETE FROM privacy_requests').run();
});
afterEach(() => vi.restoreAllMocks());

const en = { locale: 'en' as const };
const hi = { locale: 'hi' as const };

async function refusalOf(res: Response, status: number): Promise<Refusal> {
  const body = await res.json<Refusal>();
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.success).toBe(false);
  return body;
}

async function storedOf(res: Response): Promise<Stored['report']> {
  const body = await res.json<Stored>();
  expect(res.status, JSON.stringify(body)).toBe(201);
  expect(body.success).toBe(true);
  return body.report;
}

// ── the booking's answer ────────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/appointment', () => {
  it('answers 201 with an upload grant for the booking, good for an hour', async () => {
    const before = Date.now();
    const b = await bookForReports();
    expect(b.id).toMatch(/^apt_[0-9a-f]{32}$/);
    expect(b.upload.token).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(b.upload.expires_at);
    expect(expires - before).toBeGreaterThan(UPLOAD_GRANT_MINUTES * 60_000 - 5_000);
    expect(expires - before).toBeLessThanOrEqual(UPLOAD_GRANT_MINUTES * 60_000 + 5_000);
    expect(b.upload.token.split('.')[0]).toBe(String(expires / 1000));
  });

  it('answers a repeat of the same booking (its Idempotency-Key) with a grant that works too', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const body = validAppointment({ email: 'repeat.reports@example.com', phone: '+91 98111 30001' });
    const log = captureLog();
    const first = await call(postJson('/api/appointment', body, key));
    const again = await call(postJson('/api/appointment', body, key));
    log.spy.mockRestore();
    expect([first.status, again.status]).toEqual([201, 201]);
    const a = await first.json<{ id: string; upload: Booked['upload'] }>();
    const b = await again.json<{ id: string; upload: Booked['upload'] }>();
    expect(b.id).toBe(a.id);
    expect(b.upload.token).toMatch(/^\d{10}\.[A-Za-z0-9_-]{43}$/);
    expect(await count('appointments')).toBe(1);
    await storedOf(await upload({ id: b.id, upload: b.upload }, file(pdf(), 'after-retry.pdf')));
  });
});

// ── POST /api/reports ───────────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/reports, a file the page sends after booking', () => {
  it('stores a PDF: 201 with the report, a row linking it to the booking, and its bytes in the bucket as sent', async () => {
    const b = await bookForReports();
    const bytes = pdf('chest x-ray');
    const report = await storedOf(await upload(b, file(bytes, 'chest-xray.pdf', 'application/pdf')));
    expect(report).toEqual({
      id: expect.stringMatching(/^rep_[0-9a-f]{32}$/),
      name: 'chest-xray.pdf',
      type: 'pdf',
      size: bytes.length,
      source: 'form',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [row] = await reportRows(b.id);
    expect(row).toMatchObject({
      id: report.id,
      appointment_id: b.id,
      object_key: expect.stringMatching(/^reports\/[0-9a-f]{32}$/),
      name: 'chest-xray.pdf',
      type: 'pdf',
      size: bytes.length,
      sha256: await sha256Hex(bytes),
      source: 'form',
      added_by: 'patient',
      source_ref: null,
    });
    expect(await bucketKeys()).toEqual([row.object_key]);
    expect(await objectSha(row.object_key)).toBe(await sha256Hex(bytes));
    // The object names nothing of the patient or the booking: only which row it belongs to, and its type.
    const head = await bucket().head(row.object_key);
    expect(head?.httpMetadata?.contentType).toBe('application/pdf');
    expect(head?.customMetadata).toEqual({ report: report.id });
    expect(row.object_key).not.toContain(b.id.slice(4));
  });

  it('decides each file’s type by its bytes, never by its name or the browser’s type', async () => {
    const b = await bookForReports();
    const files: [Uint8Array, string, string, string][] = [
      [jpeg(), 'photo.jpeg', 'image/jpeg', 'jpeg'],
      // A PNG named and sent as a PDF is a PNG.
      [PNG, 'scan.pdf', 'application/pdf', 'png'],
      [doc(), 'letter.doc', 'application/msword', 'doc'],
      [DOCX, 'summary.docx', 'application/zip', 'docx'],
    ];
    for (const [bytes, name, type, expected] of files) {
      const report = await storedOf(await upload(b, file(bytes, name, type)));
      expect(report, name).toMatchObject({ name, type: expected, size: bytes.length });
    }
    const rows = await reportRows(b.id);
    expect(rows.map((r) => r.type)).toEqual(['jpeg', 'png', 'doc', 'docx']);
    expect(await bucketKeys()).toEqual(rows.map((r) => r.object_key).sort());
    for (const [i, r] of rows.entries()) expect(await objectSha(r.object_key)).toBe(await sha256Hex(files[i][0]));
  });

  const BAD_FILES: { what: string; bytes: () => Uint8Array; name: string; status: number; error: string }[] = [
    { what: 'an empty file', bytes: () => new Uint8Array(0), name: 'empty.pdf', status: 400, error: 'empty' },
    { what: 'a truncated PDF', bytes: () => TRUNCATED_PDF, name: 'half.pdf', status: 400, error: 'truncated' },
    {
      what: 'a file of 10 MB and one byte',
      bytes: () => {
        const big = new Uint8Array(REPORT_MAX_BYTES + 1);
        big.set(pdf('big'));
        big.set(new TextEncoder().encode('%%EOF\n'), big.length - 6);
        return big;
      },
      name: 'huge.pdf',
      status: 413,
      error: 'too_large',
    },
    {
      what: 'an executable renamed report.pdf',
      bytes: () => EXECUTABLE,
      name: 'report.pdf',
      status: 415,
      error: 'type',
    },
    { what: 'a zip bomb dressed as a .docx', bytes: () => ZIP_BOMB, name: 'report.docx', status: 415, error: 'bomb' },
    { what: 'a name with a slash', bytes: () => pdf(), name: '../etc/report.pdf', status: 400, error: 'name' },
    { what: 'a name with a backslash', bytes: () => pdf(), name: 'C:\\scans\\report.pdf', status: 400, error: 'name' },
    {
      what: 'a name with a right-to-left override',
      bytes: () => pdf(),
      name: 'invoice\u202Efdp.exe',
      status: 400,
      error: 'name',
    },
  ];

  /** The patient's words for a refusal, as the Function words them. */
  function refusalWords(error: string, name: string, o: { locale: 'en' | 'hi' }): string {
    switch (error) {
      case 'empty':
        return m.server_report_empty({ name }, o);
      case 'truncated':
        return m.server_report_truncated({ name }, o);
      case 'too_large':
        return m.server_report_too_large({ name }, o);
      case 'type':
        return m.server_report_type({ name }, o);
      case 'bomb':
        return m.server_report_bomb({ name }, o);
      default:
        return m.server_report_name({}, o);
    }
  }

  it.each(BAD_FILES)('refuses $what with $status, saying why beside the file, and keeps nothing', async (bad) => {
    const b = await bookForReports();
    const res = await upload(b, file(bad.bytes(), bad.name, 'application/pdf'));
    const body = await refusalOf(res, bad.status);
    const words = refusalWords(bad.error, bad.name, en);
    expect(body).toEqual({ success: false, error: words, fields: { file: words } });
    await expectNothingStored();
    // The booking stands, untouched.
    expect(await appointmentRow(b.id)).toMatchObject({ status: 'booked' });
  });

  it('answers in Hindi when the page is in Hindi (locale=hi): a refused file and a refused grant', async () => {
    const b = await bookForReports({ locale: 'hi' });
    const cut = await refusalOf(await upload(b, file(TRUNCATED_PDF, 'रिपोर्ट.pdf'), { locale: 'hi' }), 400);
    expect(cut.error).toBe(m.server_report_truncated({ name: 'रिपोर्ट.pdf' }, hi));
    expect(cut.error).toContain('अधूरी');
    const grantless = await refusalOf(
      await call(uploadRequest({ booking: b.id, upload: 'nope', locale: 'hi' }, file(pdf(), 'a.pdf'))),
      403,
    );
    expect(grantless.error).toBe(m.server_report_upload_expired({}, hi));
    await expectNothingStored();
  });

  it('takes five files a booking: the sixth is refused with 409 and the five stay', async () => {
    const b = await bookForReports();
    for (let i = 1; i <= REPORT_MAX_FILES; i++)
      await storedOf(await upload(b, file(pdf(`page ${i}`), `page-${i}.pdf`)));
    const sixth = await refusalOf(await upload(b, file(pdf('page 6'), 'page-6.pdf')), 409);
    expect(sixth.error).toBe(m.server_report_full({ max: REPORT_MAX_FILES }, en));
    expect(sixth.fields?.file).toBe(sixth.error);
    const rows = await reportRows(b.id);
    expect(rows.map((r) => r.name)).toEqual([1, 2, 3, 4, 5].map((i) => `page-${i}.pdf`));
    expect(await bucketKeys()).toEqual(rows.map((r) => r.object_key).sort());
  });

  it('keeps to five when seven files arrive at once, and leaves no object of the refused ones', async () => {
    const b = await bookForReports();
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((i) =>
        call(uploadRequest({ booking: b.id, upload: b.upload.token }, file(pdf(`at once ${i}`), `once-${i}.pdf`))),
      ),
    );
    spy.mockRestore();
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409]);
    const rows = await reportRows(b.id);
    expect(rows).toHaveLength(REPORT_MAX_FILES);
    expect(await bucketKeys()).toEqual(rows.map((r) => r.object_key).sort());
  });

  it('refuses a file for a cancelled booking with 404 (closed), keeping nothing', async () => {
    const b = await bookForReports();
    const log = captureLog();
    const cancelled = await call(manageRequest('cancel', { token: b.token, reason: '' }));
    log.spy.mockRestore();
    expect(cancelled.status).toBe(200);
    const body = await refusalOf(await upload(b, file(pdf(), 'late.pdf')), 404);
    expect(body.error).toBe(m.server_report_closed({}, en));
    await expectNothingStored();
  });

  it('keeps one report of the same bytes sent three times at the same moment', async () => {
    const b = await bookForReports();
    const answers = await Promise.all([1, 2, 3].map(() => upload(b, file(pdf(), 'echo.pdf'))));
    const reports = await Promise.all(answers.map((r) => storedOf(r)));
    expect(new Set(reports.map((r) => r.id)).size).toBe(1);
    expect(await reportRows(b.id)).toHaveLength(1);
    expect(await bucketKeys()).toHaveLength(1);
  });

  it('refuses with 403 a missing or garbled grant, another booking’s grant, and an expired one', async () => {
    const mine = await bookForReports();
    const theirs = await bookForReports();
    const expired = await uploadGrant(env as unknown as Env, mine.id, new Date(Date.now() - 2 * 3_600_000));
    expect(Date.parse(expired.expires_at)).toBeLessThan(Date.now());
    const [stamp, sig] = mine.upload.token.split('.');
    const attempts: { booking: string; upload: string }[] = [
      { booking: mine.id, upload: '' },
      { booking: mine.id, upload: 'garbage' },
      // The grant's expiry moved on: the signature no longer matches.
      { booking: mine.id, upload: `${Number(stamp) + 3600}.${sig}` },
      { booking: mine.id, upload: theirs.upload.token },
      { booking: theirs.id, upload: mine.upload.token },
      { booking: mine.id, upload: expired.token },
      { booking: 'apt_nope', upload: mine.upload.token },
    ];
    for (const a of attempts) {
      const res = await call(uploadRequest(a, file(pdf(), 'a.pdf')));
      const body = await refusalOf(res, 403);
      expect(body.error, JSON.stringify(a)).toBe(m.server_report_upload_expired({}, en));
    }
    await expectNothingStored();
    // The right grant still works.
    await storedOf(await upload(mine, file(pdf(), 'a.pdf')));
  });

  it('keeps the same bytes sent twice for one booking as one report: both answers 201 with its id, one row, one object', async () => {
    const b = await bookForReports();
    const bytes = pdf('sent twice');
    const first = await storedOf(await upload(b, file(bytes, 'chest-xray.pdf')));
    // A retry after a lost answer, then the same file chosen again under another name: the report it already is.
    const again = await storedOf(await upload(b, file(bytes, 'chest-xray.pdf')));
    const renamed = await storedOf(await upload(b, file(bytes, 'chest-xray (1).pdf')));
    expect(again).toEqual(sameReport(first));
    expect(renamed).toEqual(sameReport(first));
    const rows = await reportRows(b.id);
    expect(rows.map((r) => [r.id, r.name])).toEqual([[first.id, 'chest-xray.pdf']]);
    expect(await bucketKeys()).toEqual([rows[0].object_key]);
    expect(await objectSha(rows[0].object_key)).toBe(await sha256Hex(bytes));
  });

  it('keeps the same bytes sent for two bookings as two reports, one each, with an object each', async () => {
    const mine = await bookForReports();
    const theirs = await bookForReports();
    const bytes = pdf('one scan, two bookings');
    const a = await storedOf(await upload(mine, file(bytes, 'scan.pdf')));
    const b = await storedOf(await upload(theirs, file(bytes, 'scan.pdf')));
    expect(b.id).not.toBe(a.id);
    const [mineRow] = await reportRows(mine.id);
    const [theirRow] = await reportRows(theirs.id);
    expect(await reportRows()).toHaveLength(2);
    expect([mineRow.id, theirRow.id]).toEqual([a.id, b.id]);
    expect(mineRow.object_key).not.toBe(theirRow.object_key);
    expect(await bucketKeys()).toEqual([mineRow.object_key, theirRow.object_key].sort());
    for (const key of [mineRow.object_key, theirRow.object_key])
      expect(await objectSha(key)).toBe(await sha256Hex(bytes));
  });

  it('answers 400 when no file came with the grant', async () => {
    const b = await bookForReports();
    const body = await refusalOf(await call(uploadRequest({ booking: b.id, upload: b.upload.token })), 400);
    expect(body.fields?.file).toBe(m.server_report_no_file({}, en));
    await expectNothingStored();
  });

  it('refuses a file larger than 10 MB by its size, drained and never kept (413, naming it, in the page’s language)', async () => {
    const b = await bookForReports();
    const big = new Uint8Array(REPORT_MAX_BYTES + 80 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const body = await refusalOf(
      await call(uploadRequest({ booking: b.id, upload: b.upload.token, locale: 'hi' }, file(big, 'ct-scan.pdf'))),
      413,
    );
    expect(body.error).toBe(m.server_report_too_large({ name: 'ct-scan.pdf' }, hi));
    await expectNothingStored();
  });

  it('answers a post that is not multipart/form-data with 415', async () => {
    const b = await bookForReports();
    const res = await call(postJson('/api/reports', { booking: b.id, upload: b.upload.token, file: '%PDF-1.4' }));
    expect(res.status).toBe(415);
    expect((await res.json<Refusal>()).success).toBe(false);
    await expectNothingStored();
  });

  it('limits one connection to 20 files in 10 minutes (429 with Retry-After); another connection is not limited', async () => {
    const b = await bookForReports();
    // The middle of a 10-minute window, so the 21 requests fall in one window whatever the time.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now - (now % 600_000) + 300_000);
    const ip = { 'cf-connecting-ip': '198.51.100.40' };
    for (let i = 0; i < 20; i++) {
      const res = await call(uploadRequest({ booking: b.id, upload: 'wrong' }, file(pdf(), 'a.pdf'), ip));
      expect(res.status, `request ${i + 1}`).toBe(403);
    }
    const limited = await upload(b, file(pdf(), 'a.pdf'), { headers: ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json<Refusal>()).error).toMatch(/^Too many requests from your connection\./);
    await expectNothingStored();
    const other = await upload(b, file(pdf(), 'a.pdf'), { headers: { 'cf-connecting-ip': '198.51.100.41' } });
    expect(other.status).toBe(201);
  });
});

describe('GET /api/health', () => {
  it('answers 503 naming the bucket when REPORTS is not bound (a deployment stops there), 200 with it', async () => {
    const without = await call(new Request(`${ORIGIN}/api/health`), { REPORTS: undefined });
    expect(without.status).toBe(503);
    expect((await without.json<Refusal>()).error).toBe('The reports bucket (REPORTS) is not bound.');
    expect((await call(new Request(`${ORIGIN}/api/health`))).status).toBe(200);
  });
});

describe('a booking whose upload fails midway', () => {
  it('still exists when its file is refused: the row booked, no report, an empty bucket', async () => {
    const b = await bookForReports();
    await refusalOf(await upload(b, file(TRUNCATED_PDF, 'scan.pdf')), 400);
    expect(await appointmentRow(b.id)).toMatchObject({ id: b.id, status: 'booked' });
    expect(await count('appointments')).toBe(1);
    await expectNothingStored();
  });

  it('still exists when the bucket is unavailable: 503 with the phone to send it to, nothing kept', async () => {
    const b = await bookForReports();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await upload(b, file(pdf(), 'scan.pdf'), { overrides: { REPORTS: undefined } });
    const body = await refusalOf(res, 503);
    expect(body.error).toBe(m.server_report_unavailable({ phone: WHATSAPP.display }, en));
    expect(body.error).toContain('Your appointment is not affected');
    expect(res.headers.get('retry-after')).toBe('60');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('REPORTS bucket is not bound'));
    expect(await appointmentRow(b.id)).toMatchObject({ id: b.id, status: 'booked' });
    await expectNothingStored();
    // Once the bucket is back, the same grant sends the file.
    await storedOf(await upload(b, file(pdf(), 'scan.pdf')));
  });
});

// ── the manage link ─────────────────────────────────────────────────────────────────────────────────────────────

/** POST /api/manage/reports: the manage page sends one file with its link's token. */
async function manageUpload(token: string, f?: File): Promise<Response> {
  const body = new FormData();
  body.append('token', token);
  if (f) body.append('file', f);
  return (await quietly(() => call(new Request(`${ORIGIN}/api/manage/reports`, { method: 'POST', body })))).result;
}

/**
 * The report as a list shows it later: the same fields, its time the row's (stamped by D1 as it was inserted, which may
 * be a millisecond before the time the upload's answer gave).
 */
function sameReport(r: Stored['report']) {
  return {
    ...r,
    created_at: expect.toSatisfy(
      (at: string) => Math.abs(Date.parse(at) - Date.parse(r.created_at)) < 1000,
      'within a second of the answer',
    ),
  };
}

async function lookup(token: string): Promise<ManagedBooking> {
  const res = await call(manageRequest('lookup', { token }));
  expect(res.status).toBe(200);
  return (await res.json<{ booking: ManagedBooking }>()).booking;
}

async function removeReport(token: string, report: string): Promise<Response> {
  return call(postJson('/api/manage/reports/remove', { token, report }));
}

/** The token a phone message's link opens the manage page with: the booking's WhatsApp row's code, spent at /m?. */
async function phoneToken(id: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT id FROM outbox WHERE ref_id = ?1 AND kind = 'appointment_patient' AND channel = 'whatsapp'",
  )
    .bind(id)
    .first<{ id: string }>();
  expect(row, 'the booking’s WhatsApp confirmation').not.toBeNull();
  const code = await linkCode(env as unknown as Env, row?.id ?? '');
  const spent = await call(new Request(`${ORIGIN}/api/m?${code}`, { method: 'POST' }));
  expect(spent.status).toBe(303);
  const token = (spent.headers.get('location') ?? '').split('#')[1] ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

/**
 * A report as the WhatsApp webhook stores it (functions/notify/actions/webhook-media.ts): its object in the bucket, and
 * its row with source and added_by 'whatsapp' and the message's id.
 */
async function whatsappReport(appointmentId: string, bytes: Uint8Array, name: string): Promise<ReportRowT> {
  const randomHex = () =>
    [...crypto.getRandomValues(new Uint8Array(16))].map((x) => x.toString(16).padStart(2, '0')).join('');
  const id = `rep_${randomHex()}`;
  const key = `reports/${randomHex()}`;
  await bucket().put(key, bytes, { httpMetadata: { contentType: 'image/jpeg' }, customMetadata: { report: id } });
  const row = await env.DB.prepare(
    `INSERT INTO reports (id, appointment_id, object_key, name, type, size, sha256, source, added_by, source_ref)
     VALUES (?1, ?2, ?3, ?4, 'jpeg', ?5, ?6, 'whatsapp', 'whatsapp', ?7) RETURNING *`,
  )
    .bind(id, appointmentId, key, name, bytes.length, await sha256Hex(bytes), `wamid.${randomHex()}`)
    .first<ReportRowT>();
  if (!row) throw new Error('the WhatsApp report’s row was not written');
  return row;
}

describe('the manage link', () => {
  it('adds a report (source manage), and the e-mailed link lists it: count, max and whether more may come', async () => {
    const b = await bookForReports();
    expect((await lookup(b.token)).reports).toEqual({
      items: [],
      count: 0,
      max: REPORT_MAX_FILES,
      can_add: true,
      can_remove: true,
    });
    const bytes = jpeg(7);
    const report = await storedOf(await manageUpload(b.token, file(bytes, 'x-ray.jpg', 'image/jpeg')));
    expect(report).toMatchObject({ name: 'x-ray.jpg', type: 'jpeg', size: bytes.length, source: 'manage' });
    expect(await reportRows(b.id)).toEqual([
      expect.objectContaining({ id: report.id, source: 'manage', added_by: 'patient', sha256: await sha256Hex(bytes) }),
    ]);
    const listed = (await lookup(b.token)).reports;
    expect(listed).toEqual({
      items: [sameReport(report)],
      count: 1,
      max: REPORT_MAX_FILES,
      can_add: true,
      can_remove: true,
    });
  });

  it('says no more may be added once the booking holds five, and refuses a sixth with 409', async () => {
    const b = await bookForReports();
    for (let i = 1; i <= REPORT_MAX_FILES; i++)
      await storedOf(await manageUpload(b.token, file(pdf(`p${i}`), `p${i}.pdf`)));
    expect((await lookup(b.token)).reports).toMatchObject({ count: 5, max: 5, can_add: false });
    await refusalOf(await manageUpload(b.token, file(pdf('p6'), 'p6.pdf')), 409);
    expect(await bucketKeys()).toHaveLength(5);
  });

  it('refuses a file with no file, or with a link that is not a booking’s, keeping nothing', async () => {
    const b = await bookForReports();
    await refusalOf(await manageUpload(b.token), 400);
    const unknown = await manageUpload('A'.repeat(43), file(pdf(), 'a.pdf'));
    expect(unknown.status).toBe(404);
    await expectNothingStored();
  });

  it('opened from a phone message: only how many, no names; it cannot remove one (404), the e-mailed link can', async () => {
    const b = await bookForReports({ messages_opt_in: true });
    const first = await storedOf(await upload(b, file(pdf('first'), 'tb-test-result.pdf')));
    const second = await storedOf(await manageUpload(b.token, file(PNG, 'scan.png')));
    const byPhone = await phoneToken(b.id);

    const phoneView = await lookup(byPhone);
    expect(phoneView.opened_by).toBe('phone');
    // From a phone message: no names, and nothing to remove.
    expect(phoneView.reports).toEqual({ count: 2, max: REPORT_MAX_FILES, can_add: true, can_remove: false });
    expect(JSON.stringify(phoneView)).not.toContain('tb-test-result');

    const keysBefore = await bucketKeys();
    const refused = await removeReport(byPhone, first.id);
    expect(refused.status).toBe(404);
    expect((await refused.json<Refusal>()).error).toBe(m.server_report_not_found({}, en));
    expect(await reportRows(b.id)).toHaveLength(2);
    expect(await bucketKeys()).toEqual(keysBefore);

    const [firstRow] = await reportRows(b.id);
    const removed = await removeReport(b.token, first.id);
    expect(removed.status).toBe(200);
    const view = (await removed.json<{ success: boolean; booking: ManagedBooking }>()).booking;
    expect(view.reports).toEqual({
      items: [sameReport(second)],
      count: 1,
      max: REPORT_MAX_FILES,
      can_add: true,
      can_remove: true,
    });
    expect((await reportRows(b.id)).map((r) => r.id)).toEqual([second.id]);
    expect(await bucketKeys()).not.toContain(firstRow.object_key);
    expect(await bucketKeys()).toHaveLength(1);
  });

  it('lists a report sent on WhatsApp without its name, and cannot remove it from the e-mailed link (404, kept)', async () => {
    const b = await bookForReports({ messages_opt_in: true });
    const own = await storedOf(await upload(b, file(pdf('own'), 'spirometry.pdf')));
    const photo = jpeg(21);
    const sent = await whatsappReport(b.id, photo, 'whatsapp-photo-20261128-0930');

    const emailed = (await lookup(b.token)).reports;
    expect(emailed).toEqual({
      items: [
        sameReport(own),
        { id: sent.id, name: '', type: 'jpeg', size: photo.length, source: 'whatsapp', created_at: sent.created_at },
      ],
      count: 2,
      max: REPORT_MAX_FILES,
      can_add: true,
      can_remove: true,
    });
    // From a phone message: how many, and nothing to remove.
    expect((await lookup(await phoneToken(b.id))).reports).toEqual({
      count: 2,
      max: REPORT_MAX_FILES,
      can_add: true,
      can_remove: false,
    });

    const refused = await removeReport(b.token, sent.id);
    expect(refused.status).toBe(404);
    expect((await refused.json<Refusal>()).error).toBe(m.server_report_not_found({}, en));
    expect((await reportRows(b.id)).map((r) => r.id)).toEqual([own.id, sent.id]);
    expect(await objectSha(sent.object_key)).toBe(await sha256Hex(photo));
    // The patient's own file the same link removes.
    expect((await removeReport(b.token, own.id)).status).toBe(200);
    expect((await reportRows(b.id)).map((r) => r.id)).toEqual([sent.id]);
    expect(await bucketKeys()).toEqual([sent.object_key]);
  });

  it('answers 404 for a report that is not the booking’s, and keeps the other booking’s file', async () => {
    const b = await bookForReports();
    const other = await bookForReports();
    const theirs = await storedOf(await upload(other, file(pdf(), 'theirs.pdf')));
    for (const report of [theirs.id, `rep_${'0'.repeat(32)}`]) {
      const res = await removeReport(b.token, report);
      expect(res.status).toBe(404);
    }
    expect((await reportRows()).map((r) => r.id)).toEqual([theirs.id]);
    expect(await bucketKeys()).toHaveLength(1);
  });
});

// ── the booking form without JavaScript ─────────────────────────────────────────────────────────────────────────

/** The complete booking form as the server's page posts it (multipart, with its token, a while after it was shown). */
async function completeForm(over: Record<string, string> = {}): Promise<Record<string, string>> {
  const { token } = await issueFormToken(env as unknown as Env, 'booking', Date.now() - 30_000);
  return {
    hp_trap: '',
    variant: 'page',
    form_step: 'complete',
    form_token: token,
    notice_version: NOTICE_VERSION,
    bookedFor: 'self',
    fullName: 'Asha Verma',
    email: 'asha.verma@example.com',
    phone: '+91 98110 12345',
    age: '46',
    gender: 'female',
    address: 'Lajpat Nagar',
    medicalHistory: 'Asthma since 2010',
    currentSymptoms: 'Cough for three weeks',
    date: openDate(),
    time: '10:00 AM',
    doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
    visitReason: 'spirometry',
    notes: 'Prefers Hindi.',
    ...over,
  };
}

function postFormWithFiles(fields: Record<string, string>, files: File[]): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append('reports_file', f);
  return new Request(`${ORIGIN}/api/forms/booking`, {
    method: 'POST',
    body,
    headers: { 'sec-fetch-site': 'same-origin' },
  });
}

async function postBookingForm(fields: Record<string, string>, files: File[]): Promise<Response> {
  return (await quietly(() => call(postFormWithFiles(fields, files)))).result;
}

describe('POST /api/forms/booking with files (multipart)', () => {
  it('books, stores the good files with their bytes, and lists what arrived and what did not, and why', async () => {
    const xray = pdf('form x-ray');
    const res = await postBookingForm(await completeForm(), [
      file(xray, 'chest-xray.pdf', 'application/pdf'),
      file(EXECUTABLE, 'report.pdf', 'application/pdf'),
      file(PNG, 'spirometry.png', 'image/png'),
    ]);
    expect(res.status).toBe(201);
    const page = await res.text();
    expect(page).toContain(m.forms_reports_title({}, en));
    expect(page).toContain(`<li>${m.forms_file_uploaded({ name: 'chest-xray.pdf' }, en)} (1 KB)</li>`);
    expect(page).toContain(`<li>${m.forms_file_uploaded({ name: 'spirometry.png' }, en)} (1 KB)</li>`);
    expect(page).toContain(
      `<li class="error">${m.forms_reports_not_received({ reason: m.server_report_type({ name: 'report.pdf' }, en) }, en)}</li>`,
    );
    expect(page).toContain(m.forms_reports_other_ways({ phone: WHATSAPP.display }, en));
    const booking = await env.DB.prepare('SELECT id, status FROM appointments').first<{ id: string; status: string }>();
    expect(booking?.status).toBe('booked');
    const rows = await reportRows(booking?.id);
    expect(rows.map((r) => [r.name, r.type, r.source, r.added_by])).toEqual([
      ['chest-xray.pdf', 'pdf', 'form', 'patient'],
      ['spirometry.png', 'png', 'form', 'patient'],
    ]);
    expect(await objectSha(rows[0].object_key)).toBe(await sha256Hex(xray));
    expect(await bucketKeys()).toEqual(rows.map((r) => r.object_key).sort());
  });

  it('takes five files with one booking: a sixth is listed as not received', async () => {
    const files = [1, 2, 3, 4, 5, 6].map((i) => file(pdf(`page ${i}`), `page-${i}.pdf`));
    const res = await postBookingForm(await completeForm(), files);
    expect(res.status).toBe(201);
    const page = await res.text();
    for (let i = 1; i <= 5; i++) expect(page).toContain(m.forms_file_uploaded({ name: `page-${i}.pdf` }, en));
    expect(page).not.toContain(m.forms_file_uploaded({ name: 'page-6.pdf' }, en));
    expect(page).toContain(
      m.forms_reports_not_received(
        { reason: m.server_report_too_many_files({ name: 'page-6.pdf', max: REPORT_MAX_FILES }, en) },
        en,
      ),
    );
    expect(await reportRows()).toHaveLength(5);
    expect(await bucketKeys()).toHaveLength(5);
  });

  it('books with a file over 10 MB among the others: it is drained, named as not received, and the rest are kept', async () => {
    const big = new Uint8Array(REPORT_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const res = await postBookingForm(await completeForm(), [
      file(big, 'ct-film.pdf'),
      file(pdf('small'), 'small.pdf'),
    ]);
    expect(res.status).toBe(201);
    const page = await res.text();
    expect(page).toContain(m.forms_file_uploaded({ name: 'small.pdf' }, en));
    expect(page).toContain(
      m.forms_reports_not_received({ reason: m.server_report_too_large({ name: 'ct-film.pdf' }, en) }, en),
    );
    expect((await reportRows()).map((r) => r.name)).toEqual(['small.pdf']);
    expect(await bucketKeys()).toHaveLength(1);
  });

  it('books even when every file is refused', async () => {
    const res = await postBookingForm(await completeForm(), [file(TRUNCATED_PDF, 'half.pdf')]);
    expect(res.status).toBe(201);
    const page = await res.text();
    expect(page).toContain(
      m.forms_reports_not_received({ reason: m.server_report_truncated({ name: 'half.pdf' }, en) }, en),
    );
    expect(page).not.toContain('File uploaded:');
    expect(await count('appointments')).toBe(1);
    await expectNothingStored();
  });

  it('stores the files once when the same form is sent again (a refresh)', async () => {
    const form = await completeForm();
    const files = [file(pdf(), 'once.pdf')];
    expect((await postBookingForm(form, files)).status).toBe(201);
    expect((await postBookingForm(form, files)).status).toBe(201);
    expect(await count('appointments')).toBe(1);
    expect(await reportRows()).toHaveLength(1);
    expect(await bucketKeys()).toHaveLength(1);
  });

  it('stores the files once when the same form is sent three times at the same moment (a double press)', async () => {
    const form = await completeForm();
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(postFormWithFiles(form, [file(pdf('pressed'), 'pressed.pdf')]))),
    );
    spy.mockRestore();
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await count('appointments')).toBe(1);
    expect((await reportRows()).map((r) => r.name)).toEqual(['pressed.pdf']);
    expect(await bucketKeys()).toHaveLength(1);
  });

  it('releases a held place nobody confirmed in time with its files: cancelled, its rows and objects gone, others’ kept', async () => {
    const other = await bookForReports({ email: 'ravi.reports@example.com', full_name: 'Ravi Kumar' });
    await storedOf(await upload(other, file(pdf('ravi'), 'ravi.pdf')));
    const otherKeys = (await reportRows(other.id)).map((r) => r.object_key);
    const res = await postBookingForm(await completeForm(), [
      file(pdf('held x-ray'), 'held-xray.pdf'),
      file(PNG, 'held.png'),
    ]);
    expect(res.status).toBe(201);
    const held = await env.DB.prepare('SELECT id FROM appointments WHERE confirm_by IS NOT NULL').first<{
      id: string;
    }>();
    const heldId = held?.id ?? '';
    const heldKeys = (await reportRows(heldId)).map((r) => r.object_key);
    expect(heldKeys).toHaveLength(2);
    expect(await bucketKeys()).toEqual([...heldKeys, ...otherKeys].sort());

    vi.spyOn(console, 'log').mockImplementation(() => {});
    // An hour later, still within its time to confirm: the place and its files stay.
    await runScheduler({}, new Date(Date.now() + 3_600_000));
    expect(await appointmentRow(heldId)).toMatchObject({ status: 'booked' });
    expect(await reportRows(heldId)).toHaveLength(2);
    // Past it: the place is released, and the files sent with it go too; the other booking keeps its own.
    await runScheduler({}, new Date(Date.now() + (CONFIRM_HOURS + 0.1) * 3_600_000));
    expect(await appointmentRow(heldId)).toMatchObject({
      status: 'cancelled',
      status_by: 'system',
      status_reason: 'Not confirmed in time',
      confirm_by: null,
    });
    expect(await reportRows(heldId)).toEqual([]);
    for (const key of heldKeys) expect(await bucket().head(key)).toBeNull();
    expect(await appointmentRow(other.id)).toMatchObject({ status: 'booked' });
    expect((await reportRows(other.id)).map((r) => r.object_key)).toEqual(otherKeys);
    expect(await bucketKeys()).toEqual(otherKeys);
    expect(await objectSha(otherKeys[0])).toBe(await sha256Hex(pdf('ravi')));
  });

  it('deletes a released place’s objects as it releases it, not an hour later with the sweep', async () => {
    expect((await postBookingForm(await completeForm(), [file(pdf('held'), 'held.pdf')])).status).toBe(201);
    const [row] = await reportRows();
    // Its time to confirm ran out a minute ago; its file arrived just now (the sweep leaves an object that young).
    await env.DB.prepare('UPDATE appointments SET confirm_by = ?1 WHERE id = ?2')
      .bind(new Date(Date.now() - 60_000).toISOString(), row.appointment_id)
      .run();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await runScheduler();
    expect(await appointmentRow(row.appointment_id)).toMatchObject({
      status: 'cancelled',
      status_reason: 'Not confirmed in time',
    });
    await expectNothingStored();
    // A scan the desk adds to it afterwards (the patient came in person) is not taken by the next run.
    const key = `reports/${'d'.repeat(32)}`;
    await bucket().put(key, pdf('desk scan'));
    await env.DB.prepare(
      `INSERT INTO reports (id, appointment_id, object_key, name, type, size, sha256, source, added_by)
       VALUES ('rep_${'d'.repeat(32)}', ?1, ?2, 'desk-scan.pdf', 'pdf', 20, ?3, 'desk', 'desk@clinic')`,
    )
      .bind(row.appointment_id, key, await sha256Hex(pdf('desk scan')))
      .run();
    await runScheduler();
    expect((await reportRows(row.appointment_id)).map((r) => r.object_key)).toEqual([key]);
    expect(await bucketKeys()).toEqual([key]);
  });

  it('asks for the files again when the form comes back with an error, and keeps none of them', async () => {
    const res = await postBookingForm(await completeForm({ phone: '1' }), [
      file(pdf(), 'scan.pdf'),
      file(PNG, 'xray.png'),
    ]);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Your files were not sent, because the form came back to you. Please choose them again.');
    expect(page).toMatch(/<input type="file" id="f-reports_file" name="reports_file"[^>]* multiple/);
    expect(page).not.toContain('scan.pdf');
    expect(await count('appointments')).toBe(0);
    await expectNothingStored();
  });
});

// ── erasure, retention and the sweep ────────────────────────────────────────────────────────────────────────────

/** Two bookings of two people, with two reports and one: the erasures below must take the first's only. */
async function twoPeopleWithReports(): Promise<{ asha: Booked; ravi: Booked; ashaKeys: string[]; raviKeys: string[] }> {
  const asha = await bookForReports({ email: 'asha.reports@example.com' });
  const ravi = await bookForReports({ email: 'ravi.reports@example.com', full_name: 'Ravi Kumar' });
  await storedOf(await upload(asha, file(pdf('asha 1'), 'asha-xray.pdf')));
  await storedOf(await upload(asha, file(PNG, 'asha-scan.png')));
  await storedOf(await upload(ravi, file(pdf('ravi'), 'ravi.pdf')));
  const ashaKeys = (await reportRows(asha.id)).map((r) => r.object_key).sort();
  const raviKeys = (await reportRows(ravi.id)).map((r) => r.object_key).sort();
  expect(ashaKeys).toHaveLength(2);
  expect(await bucketKeys()).toEqual([...ashaKeys, ...raviKeys].sort());
  return { asha, ravi, ashaKeys, raviKeys };
}

describe('the reports go with the booking’s personal details', () => {
  it('a person’s erasure request deletes their bookings’ report rows and objects, and nobody else’s', async () => {
    const { asha, ravi, raviKeys } = await twoPeopleWithReports();
    const { token } = await requestLink('asha.reports@example.com');
    expect((await privacyCall('open', { token })).status).toBe(200);
    const { result: res } = await withPrinted(() => privacyCall('act', { token, kind: 'erasure' }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await reportRows(asha.id)).toEqual([]);
    expect(await reportRows(ravi.id)).toHaveLength(1);
    expect(await bucketKeys()).toEqual(raviKeys);
    expect(await appointmentRow(asha.id)).toMatchObject({ full_name: 'Erased', anonymised_at: expect.any(String) });
  });

  it('the retention deletes the rows and objects of a booking past RETENTION_MONTHS, and keeps a recent one’s', async () => {
    const { asha, ravi, raviKeys } = await twoPeopleWithReports();
    // The scheduler runs at noon in Delhi more than 12 months after Asha's appointment; Ravi's moved to a month before.
    const runDate = addDays(openDate(), 400);
    const at = new Date(`${runDate}T06:30:00.000Z`);
    await env.DB.prepare('UPDATE appointments SET appointment_date = ?2 WHERE id = ?1')
      .bind(ravi.id, addDays(runDate, -30))
      .run();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await runScheduler({}, at);
    expect(await appointmentRow(asha.id)).toMatchObject({ full_name: 'Erased', anonymised_at: expect.any(String) });
    expect(await reportRows(asha.id)).toEqual([]);
    expect(await reportRows(ravi.id)).toHaveLength(1);
    expect(await bucketKeys()).toEqual(raviKeys);
  });

  it('the sweep deletes an object no row holds once it is over an hour old, and never one a row holds', async () => {
    const b = await bookForReports();
    await storedOf(await upload(b, file(pdf(), 'kept.pdf')));
    const [linked] = await reportRows(b.id);
    const hex = [...crypto.getRandomValues(new Uint8Array(16))].map((x) => x.toString(16).padStart(2, '0')).join('');
    const orphan = `reports/${hex}`;
    await bucket().put(orphan, pdf('orphan'));
    expect(await bucketKeys()).toEqual([linked.object_key, orphan].sort());

    const testEnv = env as unknown as Env;
    // Younger than an hour: perhaps an upload whose row is being written. Left.
    expect(await sweepUnlinkedObjects(testEnv, new Date())).toBe(0);
    expect(await bucketKeys()).toContain(orphan);
    // Two hours on: the orphan goes, the linked object stays.
    expect(await sweepUnlinkedObjects(testEnv, new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    expect(await bucketKeys()).toEqual([linked.object_key]);
    expect(await objectSha(linked.object_key)).toBe(await sha256Hex(pdf()));
  });

  it('the scheduler runs the sweep', async () => {
    const hex = [...crypto.getRandomValues(new Uint8Array(16))].map((x) => x.toString(16).padStart(2, '0')).join('');
    await bucket().put(`reports/${hex}`, pdf('orphan'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await runScheduler({}, new Date(Date.now() + 2 * 3_600_000));
    expect(await bucketKeys()).toEqual([]);
  });
});
