import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

/** Thrown by readJsonBody; the app turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

async function readCapped(req: Request, max: number): Promise<string> {
  if (!req.body) return '';
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) <= max) {
    // A declared length within the limit (the usual case): the runtime enforces it, read in one go.
    const bytes = new Uint8Array(await req.arrayBuffer());
    if (bytes.byteLength > max) throw new HttpError(413, `The request is too large. The limit is ${max / 1024} KB.`);
    return decodeUtf8(bytes);
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
      throw new HttpError(413, `The request is too large. The limit is ${max / 1024} KB.`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    all.set(c, offset);
    offset += c.byteLength;
  }
  return decodeUtf8(all);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8 text.');
  }
}

/**
 * Reads a JSON object body: 415 unless it is JSON, 413 past MAX_BODY_BYTES (declared or actual), 400 when it does
 * not parse or is not an object. Returns the parsed object and its raw text.
 */
export async function readJsonBody(c: Context): Promise<{ body: Record<string, unknown>; raw: string }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new HttpError(415, 'Please send the request as JSON (Content-Type: application/json).');
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) {
    throw new HttpError(413, `The request is too large. The limit is ${MAX_BODY_BYTES / 1024} KB.`);
  }
  const raw = await readCapped(c.req.raw, MAX_BODY_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return { body: parsed as Record<string, unknown>, raw };
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
    throw new HttpError(400, 'The Idempotency-Key header must be 8 to 200 letters, digits, or . _ : -');
  }
  return key;
}
