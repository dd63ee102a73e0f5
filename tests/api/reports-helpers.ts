import { env } from 'cloudflare:test';
import { expect, vi } from 'vitest';
import type { Env } from '../../functions/platform/env';
import { be32, concat, crc32, le16, le32, text } from '../shared/bytes';
import { call, ORIGIN, postJson, validAppointment } from './helpers';
import { printedEmail, tokenIn } from './lifecycle-helpers';

/**
 * What the reports tests (issue 40, decision 029) share: small files built byte by byte, as the unit tests of
 * common/reports/file-check.ts build them (a real PNG with its CRCs, a real stored zip with its central directory);
 * bookings with their upload grant and manage token; the bucket and the `reports` table as the tests read them.
 */

export { concat, text } from '../shared/bytes';

/** A one-page PDF a reader can open (its catalogue, trailer and the final %%EOF); `tag` makes each one's bytes differ. */
export function pdf(tag = 'x-ray'): Uint8Array {
  return text(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${tag}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat(text(type), data);
  return concat(be32(data.length), typed, be32(crc32(typed)));
}

/** A 1×1 grey PNG: signature, IHDR, one IDAT row (zlib of [0, 0x80]), IEND, each chunk with its CRC. */
export const PNG = concat(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pngChunk('IHDR', new Uint8Array([...be32(1), ...be32(1), 8, 0, 0, 0, 0])),
  pngChunk('IDAT', new Uint8Array([0x78, 0x9c, 0x63, 0x68, 0x00, 0x00, 0x00, 0x82, 0x00, 0x81])),
  pngChunk('IEND', new Uint8Array()),
);

/** SOI, a JFIF APP0 segment, a stand-in for the scan data (no 0xFF bytes), EOI; `seed` varies the data. */
export function jpeg(seed = 0): Uint8Array {
  return concat(
    [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
    text('JFIF\0'),
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    Array.from({ length: 300 }, (_, i) => (i + seed) % 200),
    [0xff, 0xd9],
  );
}

const utf16le = (s: string) => Array.from(s, (c) => c.charCodeAt(0)).flatMap(le16);

/** A Word 97 file as far as its bytes show: a compound file's header and a directory naming a WordDocument stream. */
export function doc(): Uint8Array {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  bytes.set(le16(0x3e), 24);
  bytes.set(le16(3), 26);
  bytes.set(le16(0xfffe), 28);
  bytes.set(le16(9), 30);
  bytes.set(utf16le('Root Entry'), 1024);
  bytes.set(utf16le('WordDocument'), 1024 + 128);
  return bytes;
}

interface ZipEntry {
  name: string;
  data?: Uint8Array;
  /** Declared instead of the data's length, with method 8 (deflate), as a zip bomb declares it. */
  uncompressed?: number;
}

/** A zip: each entry stored (or declared deflated), its local header, the central directory, the end record. */
function zip(entries: ZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const records: { offset: number; header: number[]; name: Uint8Array }[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = text(entry.name);
    const data = entry.data ?? text(`<x>${entry.name}</x>`);
    const header = [
      ...le16(20),
      ...le16(0x0800),
      ...le16(entry.uncompressed === undefined ? 0 : 8),
      ...le16(0),
      ...le16(0x5a21),
      ...le32(crc32(data)),
      ...le32(data.length),
      ...le32(entry.uncompressed ?? data.length),
      ...le16(name.length),
      ...le16(0),
    ];
    const local = concat([0x50, 0x4b, 0x03, 0x04], header, name, data);
    records.push({ offset, header, name });
    locals.push(local);
    offset += local.length;
  }
  const cd = concat(
    ...records.map((r) =>
      concat([0x50, 0x4b, 0x01, 0x02], le16(20), r.header, le16(0), le16(0), le16(0), le32(0), le32(r.offset), r.name),
    ),
  );
  const n = records.length;
  const end = concat(
    [0x50, 0x4b, 0x05, 0x06],
    le16(0),
    le16(0),
    le16(n),
    le16(n),
    le32(cd.length),
    le32(offset),
    le16(0),
  );
  return concat(...locals, cd, end);
}

const CONTENT_TYPES = {
  name: '[Content_Types].xml',
  data: text('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
};
const DOCUMENT = { name: 'word/document.xml', data: text('<?xml version="1.0"?><w:document/>') };

/** A .docx as Word writes its skeleton: [Content_Types].xml, the relationships and word/document.xml. */
export const DOCX = zip([CONTENT_TYPES, { name: '_rels/.rels', data: text('<Relationships/>') }, DOCUMENT]);

/** A zip bomb dressed as a .docx: the right parts, and one entry declaring 500 MB from 1 KB. */
export const ZIP_BOMB = zip([
  CONTENT_TYPES,
  DOCUMENT,
  { name: 'word/media/image1.png', data: new Uint8Array(1024), uncompressed: 500 * 1024 * 1024 },
]);

/** A Windows program's first bytes (the MZ header and its DOS stub's message). */
export const EXECUTABLE = concat(
  [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00],
  text('This program cannot be run in DOS mode.\r\r\n$'),
  new Uint8Array(200),
);

/** A PDF cut off before its end (no %%EOF): what an interrupted download leaves. */
export const TRUNCATED_PDF = pdf('cut').slice(0, 40);

/** The hex SHA-256 of bytes (what the `reports` rows and the desk's downloads are compared by). */
export async function sha256Hex(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The base64 SHA-256 of bytes (as WhatsApp's webhooks give an image's hash). */
export async function sha256Base64(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return btoa(String.fromCharCode(...digest));
}

export function file(bytes: Uint8Array, name: string, type = 'application/octet-stream'): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}

// ── the bucket and the table ────────────────────────────────────────────────────────────────────────────────────

/** The bucket the Function writes to (local R2 from wrangler.toml). */
export function bucket(): R2Bucket {
  const b = env.REPORTS;
  if (!b) throw new Error('the REPORTS binding is missing from the tests’ environment');
  return b;
}

/** Every object key under reports/, sorted. */
export async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await bucket().list({ prefix: 'reports/', cursor });
    keys.push(...listed.objects.map((o) => o.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

export interface ReportRowT {
  id: string;
  appointment_id: string;
  object_key: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  source: string;
  added_by: string;
  source_ref: string | null;
  created_at: string;
}

/** Every `reports` row (of one booking when given), oldest first. */
export async function reportRows(appointmentId?: string): Promise<ReportRowT[]> {
  const { results } = await (appointmentId
    ? env.DB.prepare('SELECT * FROM reports WHERE appointment_id = ?1 ORDER BY created_at, id').bind(appointmentId)
    : env.DB.prepare('SELECT * FROM reports ORDER BY created_at, id')
  ).all<ReportRowT>();
  return results;
}

/** Empties the `reports` table (before the bookings it references) and the bucket. */
export async function clearReports(): Promise<void> {
  await env.DB.prepare('DELETE FROM reports').run();
  const keys = await bucketKeys();
  if (keys.length) await bucket().delete(keys);
}

/** Nothing was kept: no row, and no object in the bucket. */
export async function expectNothingStored(): Promise<void> {
  expect(await reportRows()).toEqual([]);
  expect(await bucketKeys()).toEqual([]);
}

/** The object a row points to, read back from the bucket: its bytes' SHA-256, or null when it is gone. */
export async function objectSha(key: string): Promise<string | null> {
  const object = await bucket().get(key);
  return object ? sha256Hex(await object.arrayBuffer()) : null;
}

// ── bookings ────────────────────────────────────────────────────────────────────────────────────────────────────

/** A booking made through POST /api/appointment: its id, the upload grant its answer carried, the e-mailed token. */
export interface Booked {
  id: string;
  upload: { token: string; expires_at: string };
  /** The manage token from the printed confirmation e-mail. */
  token: string;
}

/**
 * Runs `work` with console.log silenced (the captured e-mails are printed), leaving a spy the test already set in
 * place; answers its result and the lines printed meanwhile.
 */
export async function quietly<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  // Read through the property: in workerd, `console.log` itself does not show the spy in its place.
  const already = vi.isMockFunction(Object.getOwnPropertyDescriptor(console, 'log')?.value);
  const spy = already ? vi.spyOn(console, 'log') : vi.spyOn(console, 'log').mockImplementation(() => {});
  const from = spy.mock.calls.length;
  try {
    const result = await work();
    return { result, lines: spy.mock.calls.slice(from).map((c) => c.map(String).join(' ')) };
  } finally {
    if (!already) spy.mockRestore();
  }
}

let booked = 0;

const SLOTS = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'];

/**
 * Books through the API with e-mails captured (console.log silenced), each booking its own patient and its own slot of
 * the schedule's next clinic days (a slot takes four), unless `overrides` say otherwise.
 */
export async function bookForReports(
  overrides: Record<string, unknown> = {},
  envOverrides: Partial<Env> = {},
): Promise<Booked> {
  booked += 1;
  const { result: res, lines } = await quietly(() =>
    call(
      postJson(
        '/api/appointment',
        validAppointment({
          email: `reports.${booked}@example.com`,
          phone: `+91 97${String(10_000_000 + booked).slice(0, 8)}`,
          appointment_time: SLOTS[booked % SLOTS.length],
          ...overrides,
        }),
      ),
      envOverrides,
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const body = await res.json<{ success: boolean; id: string; upload: { token: string; expires_at: string } }>();
  const token = tokenIn(printedEmail(lines, 'appointment_patient', body.id) ?? '') ?? '';
  return { id: body.id, upload: body.upload, token };
}

/** POST /api/reports as the page that booked sends one file (multipart: booking, upload, locale, file). */
export function uploadRequest(
  fields: { booking: string; upload: string; locale?: string },
  f?: File,
  headers: Record<string, string> = {},
): Request {
  const body = new FormData();
  body.append('booking', fields.booking);
  body.append('upload', fields.upload);
  if (fields.locale) body.append('locale', fields.locale);
  if (f) body.append('file', f);
  return new Request(`${ORIGIN}/api/reports`, { method: 'POST', body, headers });
}

/** Sends one file for a booking with its grant (console.log silenced); answers the response. */
export async function upload(
  b: Pick<Booked, 'id' | 'upload'>,
  f: File,
  opts: { locale?: string; headers?: Record<string, string>; overrides?: Partial<Env> } = {},
): Promise<Response> {
  const { result } = await quietly(() =>
    call(
      uploadRequest({ booking: b.id, upload: b.upload.token, locale: opts.locale }, f, opts.headers),
      opts.overrides,
    ),
  );
  return result;
}

/** A refusal's envelope: `{ success: false, error, fields: { file } }`, the same words in both. */
export interface Refusal {
  success: false;
  error: string;
  fields?: { file?: string };
}

/** A stored report's answer. */
export interface Stored {
  success: true;
  report: { id: string; name: string; type: string; size: number; source: string; created_at: string };
}
