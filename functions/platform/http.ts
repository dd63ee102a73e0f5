import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '../../common/i18n/locale';
import { m } from '../../common/paraglide/messages.js';

/** Largest request body the API reads. */
export const MAX_BODY_BYTES = 32 * 1024;

/** The one failure envelope every API error uses. */
export interface ErrorBody {
  success: false;
  error: string;
  fields?: Record<string, string>;
}

export function fail(c: Context, status: ContentfulStatusCode, error: string, fields?: Record<string, string>) {
  const body: ErrorBody =
    fields && Object.keys(fields).length ? { success: false, error, fields } : { success: false, error };
  return c.json(body, status);
}

/** The 400 for a date parameter that is not a real calendar date, naming the parameter (`field`). */
export function failInvalidDate(c: Context, field: string, locale: Locale) {
  const options = { locale };
  return fail(c, 400, m.server_availability_invalid_date({}, options), {
    [field]: m.server_invalid_date_field({}, options),
  });
}

/** A text in either language: the request's language is chosen where the answer is written. */
export type Localized = (locale: Locale) => string;

/**
 * Thrown by readJsonBody and readFormBody; the app turns it into the envelope in the request's language (`text`), and
 * `message` keeps the English for logs.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly text: Localized,
  ) {
    super(text('en'));
    this.name = 'HttpError';
  }
}

const tooLarge =
  (kb: number): Localized =>
  (locale) =>
    m.server_too_large({ kb }, { locale });

async function readCapped(req: Request, max: number): Promise<string> {
  return decodeUtf8(await readCappedBytes(req, max));
}

async function readCappedBytes(req: Request, max: number): Promise<Uint8Array> {
  const bytes = await bodyBytesUpTo(req, max);
  if (!bytes) throw new HttpError(413, tooLarge(max / 1024));
  return bytes;
}

/**
 * A request body's bytes, read up to `max`; null past it. A body without Content-Length (or one that lies) is counted
 * as it comes and cancelled at the limit, so no request holds more than `max` in memory.
 */
export async function bodyBytesUpTo(req: Request, max: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array(0);
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) <= max) {
    // A declared length within the limit (the usual case): the runtime enforces it, read in one go.
    const bytes = new Uint8Array(await req.arrayBuffer());
    return bytes.byteLength > max ? null : bytes;
  }
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    all.set(c, offset);
    offset += c.byteLength;
  }
  return all;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new HttpError(400, (locale) => m.server_not_utf8({}, { locale }));
  }
}

/**
 * Reads a JSON object body: 415 unless it is JSON, 413 past MAX_BODY_BYTES (declared or actual), 400 when it does
 * not parse or is not an object. Returns the parsed object and its raw text.
 */
export async function readJsonBody(c: Context): Promise<{ body: Record<string, unknown>; raw: string }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new HttpError(415, (locale) => m.server_send_json({}, { locale }));
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, tooLarge(MAX_BODY_BYTES / 1024));
  const raw = await readCapped(c.req.raw, MAX_BODY_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, (locale) => m.server_not_json({}, { locale }));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, (locale) => m.server_json_object({}, { locale }));
  }
  return { body: parsed as Record<string, unknown>, raw };
}

/**
 * Largest web form the no-JavaScript pages read. Larger than MAX_BODY_BYTES: a form percent-encodes its text, and
 * Devanagari takes 9 bytes a letter that way (3 in JSON).
 */
export const MAX_FORM_BYTES = 64 * 1024;

/** A posted web form's fields: the first value of each name, a file as its name only (its content is never kept). */
export class FormFields {
  constructor(
    private readonly values: Map<string, string>,
    private readonly lists: Map<string, string[]> = new Map(),
  ) {}
  get(name: string): string | undefined {
    return this.values.get(name);
  }
  /** Every value of a name, in order (a group of checkboxes). */
  getAll(name: string): string[] {
    return this.lists.get(name) ?? [];
  }
  has(name: string): boolean {
    return this.values.has(name);
  }
  /** The fields as a plain object (the honeypot check reads one). */
  record(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}

/**
 * Reads a web form as a browser posts it: application/x-www-form-urlencoded (the site's forms) or
 * multipart/form-data, whose files count only by name. 415 for anything else, 413 past MAX_FORM_BYTES.
 */
export async function readFormBody(c: Context): Promise<FormFields> {
  const type = c.req.header('content-type') ?? '';
  const urlencoded = /^application\/x-www-form-urlencoded\s*(?:;|$)/i.test(type);
  const multipart = /^multipart\/form-data\s*;/i.test(type);
  if (!urlencoded && !multipart) {
    throw new HttpError(415, (locale) => m.server_form_send_from_site({}, { locale }));
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  const formTooLarge: Localized = (locale) => m.server_form_too_large({ kb: MAX_FORM_BYTES / 1024 }, { locale });
  if (declared > MAX_FORM_BYTES) throw new HttpError(413, formTooLarge);
  const bytes = await readCappedBytes(c.req.raw, MAX_FORM_BYTES).catch((err) => {
    throw err instanceof HttpError && err.status === 413 ? new HttpError(413, formTooLarge) : err;
  });
  const values = new Map<string, string>();
  const lists = new Map<string, string[]>();
  if (urlencoded) {
    for (const [k, v] of new URLSearchParams(decodeUtf8(bytes))) {
      if (!values.has(k)) values.set(k, v);
      lists.set(k, [...(lists.get(k) ?? []), v]);
    }
    return new FormFields(values, lists);
  }
  let data: FormData;
  try {
    data = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, (locale) => m.server_form_unreadable({}, { locale }));
  }
  for (const [k, v] of data) {
    const value = typeof v === 'string' ? v : (v as File).name;
    lists.set(k, [...(lists.get(k) ?? []), value]);
    if (!values.has(k)) values.set(k, value);
  }
  return new FormFields(values, lists);
}

/** SHA-256 of a value's canonical JSON (sorted keys), to compare replays of an Idempotency-Key. */
export async function requestHash(value: unknown): Promise<string> {
  const canonical = JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const KEY_RE = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The request's Idempotency-Key, undefined when absent; 400 when present but malformed. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined || key === '') return undefined;
  if (!KEY_RE.test(key)) {
    throw new HttpError(400, (locale) => m.server_idempotency_key_invalid({}, { locale }));
  }
  return key;
}

/** A file of a posted form, its bytes read only when asked (a file over the limit is refused by its size alone). */
export interface PostedFile {
  name: string;
  size: number;
  bytes: () => Promise<Uint8Array>;
}
