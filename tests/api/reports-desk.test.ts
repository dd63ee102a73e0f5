import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskReportView } from '../../common/reports/types';
import type { Env } from '../../functions/platform/env';
import { DESK_MAX_FILES, VIEW_LINK_SECONDS, viewLink } from '../../functions/reports/actions';
import {
  accessClaims,
  auditRows,
  DESK_ENV,
  DESK_ORIGIN,
  DOCTOR_STAFF,
  deskCall,
  deskSession,
  STAFF,
  signJwt,
} from './access-helpers';
import { call, openDate } from './helpers';
import { appointmentRow } from './lifecycle-helpers';
import {
  type Booked,
  bookForReports,
  bucketKeys,
  clearReports,
  DOCX,
  doc,
  EXECUTABLE,
  file,
  jpeg,
  objectSha,
  PNG,
  pdf,
  type Refusal,
  reportRows,
  type Stored,
  sha256Hex,
  upload,
} from './reports-helpers';

/**
 * Issue 40 at the desk (decision 029): a booking's reports listed with a link to open each that works for a few
 * minutes and only for the member of staff it was made for; the file served as sent, with headers that keep the browser
 * from running or guessing anything in it; every open audited; the desk adding and removing a file; the day's rows
 * counting them; the desk's erasure taking them.
 */

// The reports reference the bookings: they go before the desk session's hooks empty the bookings.
beforeEach(clearReports);
const { token, key } = deskSession('5e4d3c2b1a0918273645546372819a0b5e4d3c2b1a0918273645546372819a0b');
beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

interface ReportList {
  success: boolean;
  reports: DeskReportView[];
}

async function list(id: string, as = token()): Promise<DeskReportView[]> {
  const res = await deskCall(`/api/desk/appointments/${id}/reports`, { token: as });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = await res.json<ReportList>();
  expect(body.success).toBe(true);
  return body.reports;
}

/** Opens a report's link (a path with its query) as a member of staff. */
function open(url: string, as = token()): Promise<Response> {
  return deskCall(url, { token: as });
}

/** A multipart change from the desk's own page: the Access token, X-Desk-Request, same-origin. */
function deskUpload(
  id: string,
  f?: File,
  headers: Record<string, string> = {},
  overrides: Partial<Env> = {},
): Promise<Response> {
  const body = new FormData();
  if (f) body.append('file', f);
  return call(
    new Request(`${DESK_ORIGIN}/api/desk/appointments/${id}/reports`, {
      method: 'POST',
      body,
      headers: {
        'Cf-Access-Jwt-Assertion': token(),
        'X-Desk-Request': '1',
        Origin: DESK_ORIGIN,
        'Sec-Fetch-Site': 'same-origin',
        ...headers,
      },
    }),
    { ...DESK_ENV, ...overrides },
  );
}

async function stored(res: Response): Promise<Stored['report']> {
  const body = await res.json<Stored>();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.report;
}

const opens = async () => (await auditRows()).filter((r) => r.action === 'open_report');

/** A booking with one report of each kind the desk opens differently, sent by the patient. */
async function bookingWithFiles(): Promise<{ b: Booked; files: Record<string, Uint8Array> }> {
  const b = await bookForReports();
  const files: Record<string, Uint8Array> = {
    'chest-xray.pdf': pdf('desk x-ray'),
    'scan.png': PNG,
    'photo.jpg': jpeg(3),
    'letter.doc': doc(),
    'summary.docx': DOCX,
  };
  for (const [name, bytes] of Object.entries(files)) await stored(await upload(b, file(bytes, name)));
  return { b, files };
}

describe('GET /api/desk/appointments/:id/reports', () => {
  it('lists a booking’s reports with who added them, whether each is a picture, and a link to open it', async () => {
    const { b } = await bookingWithFiles();
    const before = Math.floor(Date.now() / 1000);
    const reports = await list(b.id);
    const rows = await reportRows(b.id);
    expect(reports.map((r) => [r.name, r.type, r.source, r.added_by, r.image])).toEqual([
      ['chest-xray.pdf', 'pdf', 'form', 'patient', false],
      ['scan.png', 'png', 'form', 'patient', true],
      ['photo.jpg', 'jpeg', 'form', 'patient', true],
      ['letter.doc', 'doc', 'form', 'patient', false],
      ['summary.docx', 'docx', 'form', 'patient', false],
    ]);
    for (const [i, r] of reports.entries()) {
      expect(r.id).toBe(rows[i].id);
      expect(r.size).toBe(rows[i].size);
      const url = new URL(r.url, DESK_ORIGIN);
      expect(url.pathname).toBe(`/api/desk/reports/${r.id}/file`);
      expect(url.searchParams.get('s')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const e = Number(url.searchParams.get('e'));
      expect(e - before).toBeGreaterThanOrEqual(VIEW_LINK_SECONDS - 5);
      expect(e - before).toBeLessThanOrEqual(VIEW_LINK_SECONDS + 5);
      // The link names the report only, never the object's key in the bucket.
      expect(r.url).not.toContain(rows[i].object_key.slice('reports/'.length));
    }
    expect((await auditRows()).filter((r) => r.action === 'view_reports')).toEqual([
      expect.objectContaining({ actor: STAFF, target: b.id, detail: JSON.stringify({ count: 5 }) }),
    ]);
  });

  it('answers an empty list for a booking without reports', async () => {
    const b = await bookForReports();
    expect(await list(b.id)).toEqual([]);
  });
});

describe('GET /api/desk/reports/:id/file', () => {
  it('serves each file as uploaded (same SHA-256), with its type, never sniffed, sandboxed, never cached', async () => {
    const { files, b } = await bookingWithFiles();
    const expected: Record<string, { type: string; disposition: 'inline' | 'attachment' }> = {
      'chest-xray.pdf': { type: 'application/pdf', disposition: 'attachment' },
      'scan.png': { type: 'image/png', disposition: 'inline' },
      'photo.jpg': { type: 'image/jpeg', disposition: 'inline' },
      'letter.doc': { type: 'application/msword', disposition: 'attachment' },
      'summary.docx': {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        disposition: 'attachment',
      },
    };
    for (const r of await list(b.id)) {
      const res = await open(r.url);
      expect(res.status, r.name).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(await sha256Hex(bytes), r.name).toBe(await sha256Hex(files[r.name]));
      expect(res.headers.get('content-type'), r.name).toBe(expected[r.name].type);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe('sandbox');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition.startsWith(expected[r.name].disposition), `${r.name}: ${disposition}`).toBe(true);
      expect(disposition).toContain(`filename="${r.name}"`);
    }
    // Each open is audited, for the report's booking.
    const audited = await opens();
    expect(audited).toHaveLength(5);
    for (const row of audited) expect(row).toMatchObject({ actor: STAFF, target: b.id });
    expect(audited.map((a) => JSON.parse(a.detail).report)).toEqual((await reportRows(b.id)).map((r) => r.id));
  });

  it('gives a download the type’s extension, its name as given, and an ASCII fallback that cannot break the header', async () => {
    const b = await bookForReports();
    await stored(await upload(b, file(pdf(), "रिपोर्ट (Ram's) final;v2.txt")));
    const [r] = await list(b.id);
    const res = await open(r.url);
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition') ?? '';
    // A PDF is downloaded (browsers' viewers show it blank under the sandbox); RFC 5987 leaves ' ( ) * ! encoded.
    const fallback = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9%._~-]+)$/.exec(disposition);
    expect(fallback, disposition).not.toBeNull();
    expect(fallback?.[1]).toMatch(/^[\x20-\x7e]+\.pdf$/);
    expect(fallback?.[1]).not.toMatch(/[;\\]/);
    expect(decodeURIComponent(fallback?.[2] ?? '')).toBe("रिपोर्ट (Ram's) final;v2.pdf");
  });

  it('refuses the link to another member of staff (403), and audits no open', async () => {
    const { b } = await bookingWithFiles();
    const [r] = await list(b.id);
    const doctor = await signJwt(key(), accessClaims({ email: DOCTOR_STAFF }));
    const res = await open(r.url, doctor);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json<Refusal>()).success).toBe(false);
    expect(await opens()).toEqual([]);
    // Their own list gives them their own link, which works.
    const [theirs] = await list(b.id, doctor);
    expect(theirs.url).not.toBe(r.url);
    expect((await open(theirs.url, doctor)).status).toBe(200);
    expect(await opens()).toEqual([expect.objectContaining({ actor: DOCTOR_STAFF.toLowerCase(), target: b.id })]);
  });

  it('refuses an expired link (410), a link whose expiry was changed (403), and one of another report (403)', async () => {
    const { b } = await bookingWithFiles();
    const [first, second] = await list(b.id);
    // A link made for this member of staff ten minutes ago, its five minutes over.
    const past = await viewLink(env as unknown as Env, first.id, STAFF, new Date(Date.now() - 10 * 60_000));
    const expired = await open(past);
    expect(expired.status).toBe(410);
    // The same link with its expiry moved into the future: the signature no longer matches.
    const url = new URL(past, DESK_ORIGIN);
    url.searchParams.set('e', String(Number(url.searchParams.get('e')) + 3600));
    expect((await open(`${url.pathname}${url.search}`)).status).toBe(403);
    // The first report's signature on the second report's path.
    const firstUrl = new URL(first.url, DESK_ORIGIN);
    expect((await open(`/api/desk/reports/${second.id}/file${firstUrl.search}`)).status).toBe(403);
    // No signature at all.
    expect((await open(`/api/desk/reports/${first.id}/file`)).status).toBe(403);
    expect(await opens()).toEqual([]);
  });

  it('is behind Access: without a token, 401 or 403 and no bytes', async () => {
    const { b } = await bookingWithFiles();
    const [r] = await list(b.id);
    const res = await call(new Request(`${DESK_ORIGIN}${r.url}`), DESK_ENV);
    expect([401, 403]).toContain(res.status);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await opens()).toEqual([]);
  });
});

describe('POST /api/desk/appointments/:id/reports', () => {
  it('adds a file the patient brought: source desk, added by the member of staff, audited', async () => {
    const b = await bookForReports();
    const bytes = pdf('brought to the desk');
    const report = await stored(await deskUpload(b.id, file(bytes, 'old-ct-scan.pdf')));
    expect(report).toMatchObject({ name: 'old-ct-scan.pdf', type: 'pdf', size: bytes.length, source: 'desk' });
    const [row] = await reportRows(b.id);
    expect(row).toMatchObject({ id: report.id, source: 'desk', added_by: STAFF, sha256: await sha256Hex(bytes) });
    expect(await objectSha(row.object_key)).toBe(await sha256Hex(bytes));
    expect((await list(b.id)).map((r) => [r.name, r.added_by])).toEqual([['old-ct-scan.pdf', STAFF]]);
    expect((await auditRows()).filter((r) => r.action === 'add_report')).toEqual([
      expect.objectContaining({ actor: STAFF, target: b.id, detail: JSON.stringify({ report: report.id }) }),
    ]);
  });

  it('may add past the patient’s five', async () => {
    const b = await bookForReports();
    for (let i = 1; i <= 5; i++) await stored(await upload(b, file(pdf(`p${i}`), `p${i}.pdf`)));
    expect((await upload(b, file(pdf('p6'), 'p6.pdf'))).status).toBe(409);
    expect((await stored(await deskUpload(b.id, file(pdf('desk'), 'desk.pdf')))).source).toBe('desk');
    expect(await reportRows(b.id)).toHaveLength(6);
  });

  it('refuses a file for a booking that is not there with 404, keeping nothing', async () => {
    const missing = await deskUpload(`apt_${'0'.repeat(32)}`, file(pdf(), 'scan.pdf'));
    expect(missing.status).toBe(404);
    expect((await missing.json<Refusal>()).error).toBe(
      'There is no such booking, or its details were erased: nothing can be added to it.',
    );
    expect(await reportRows()).toEqual([]);
    expect(await bucketKeys()).toEqual([]);
  });

  it('refuses a twenty-first file with 409, saying so in the desk’s words (its limit, not the patient’s), keeping the twenty', async () => {
    const b = await bookForReports();
    for (let i = 1; i <= DESK_MAX_FILES; i++) await stored(await deskUpload(b.id, file(pdf(`d${i}`), `d${i}.pdf`)));
    const full = await deskUpload(b.id, file(pdf('d21'), 'd21.pdf'));
    expect(full.status).toBe(409);
    const words = 'This booking already holds 20 reports, the most it can.';
    expect(await full.json<Refusal>()).toEqual({ success: false, error: words, fields: { file: words } });
    expect(await reportRows(b.id)).toHaveLength(DESK_MAX_FILES);
    expect(await bucketKeys()).toHaveLength(DESK_MAX_FILES);
  });

  it('says in the desk’s words when the bucket is unavailable (503, try again), keeping nothing', async () => {
    const b = await bookForReports();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await deskUpload(b.id, file(pdf('desk'), 'scan.pdf'), {}, { REPORTS: undefined });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect((await res.json<Refusal>()).error).toBe(
      'The report could not be saved just now (storage unavailable). Try again in a few minutes.',
    );
    expect(await reportRows()).toEqual([]);
    expect(await bucketKeys()).toEqual([]);
  });

  it('refuses a bad file as the patient’s ways in do, and a change without X-Desk-Request, keeping nothing', async () => {
    const b = await bookForReports();
    const bad = await deskUpload(b.id, file(EXECUTABLE, 'scan.pdf'));
    expect(bad.status).toBe(415);
    expect((await deskUpload(b.id)).status).toBe(400);
    const unmarked = await deskUpload(b.id, file(pdf(), 'scan.pdf'), { 'X-Desk-Request': '0' });
    expect(unmarked.status).toBe(403);
    expect(await reportRows()).toEqual([]);
    expect(await bucketKeys()).toEqual([]);
  });
});

describe('POST /api/desk/reports/:id/remove', () => {
  it('removes the row and the object, audited; a second time, 404', async () => {
    const { b } = await bookingWithFiles();
    const rows = await reportRows(b.id);
    const res = await deskCall(`/api/desk/reports/${rows[0].id}/remove`, { token: token(), body: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await reportRows(b.id)).map((r) => r.id)).toEqual(rows.slice(1).map((r) => r.id));
    expect(await bucketKeys()).toEqual(
      rows
        .slice(1)
        .map((r) => r.object_key)
        .sort(),
    );
    expect((await auditRows()).filter((r) => r.action === 'remove_report')).toEqual([
      expect.objectContaining({ actor: STAFF, target: b.id, detail: JSON.stringify({ report: rows[0].id }) }),
    ]);
    const again = await deskCall(`/api/desk/reports/${rows[0].id}/remove`, { token: token(), body: {} });
    expect(again.status).toBe(404);
  });
});

describe('the desk’s day and erasure', () => {
  it('shows each booking of the day with how many reports it has', async () => {
    const { b } = await bookingWithFiles();
    const none = await bookForReports();
    const res = await deskCall(`/api/desk/day?date=${openDate()}`, { token: token() });
    expect(res.status).toBe(200);
    const day = await res.json<{ slots: { bookings: { id: string; reports: number }[] }[] }>();
    const bookings = day.slots.flatMap((s) => s.bookings);
    expect(bookings.find((x) => x.id === b.id)?.reports).toBe(5);
    expect(bookings.find((x) => x.id === none.id)?.reports).toBe(0);
  });

  it('the desk’s erasure of a booking deletes its report rows and objects, and no other booking’s', async () => {
    const { b } = await bookingWithFiles();
    const other = await bookForReports();
    await stored(await upload(other, file(pdf('other'), 'other.pdf')));
    const otherKeys = (await reportRows(other.id)).map((r) => r.object_key);
    const res = await deskCall(`/api/desk/appointments/${b.id}/erase`, { token: token(), body: {} });
    expect(res.status).toBe(200);
    expect(await appointmentRow(b.id)).toMatchObject({ full_name: 'Erased', anonymised_at: expect.any(String) });
    expect(await reportRows(b.id)).toEqual([]);
    expect(await bucketKeys()).toEqual(otherKeys);
    expect(await list(b.id)).toEqual([]);
  });
});
