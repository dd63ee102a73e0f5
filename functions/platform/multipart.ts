/**
 * A streaming reader of multipart/form-data (RFC 7578), for the booking form without JavaScript that carries reports
 * (decision 029). It keeps the text fields and the files of one field, each file up to a size and up to a number of
 * files: a file past either is drained as it comes and only named, so the form's fields (and with them the booking)
 * are never lost to its files, and no request holds more in memory than the files it keeps.
 */

import { m } from '../../common/paraglide/messages.js';
import { FormFields, HttpError, MAX_FORM_BYTES, type PostedFile } from './http';

/** A file of the post that was not kept, and why. */
export interface DroppedFile {
  name: string;
  /** Its bytes as they came (drained, not kept). */
  size: number;
  reason: 'too-large' | 'too-many';
}

const CRLF = new Uint8Array([13, 10]);
const HEADERS_END = new Uint8Array([13, 10, 13, 10]);
const MAX_HEADER_BYTES = 8 * 1024;

/** Where `needle` starts in `hay`, or -1; jumps between candidates with the runtime's own search (a file is megabytes). */
function indexOf(hay: Uint8Array, needle: Uint8Array, from = 0): number {
  const last = hay.length - needle.length;
  let i = hay.indexOf(needle[0], from);
  outer: while (i >= 0 && i <= last) {
    for (let j = 1; j < needle.length; j++) {
      if (hay[i + j] !== needle[j]) {
        i = hay.indexOf(needle[0], i + 1);
        continue outer;
      }
    }
    return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/** A part's name and file name from its Content-Disposition header (null when it has none). */
function dispositionOf(headers: string): { name: string; filename: string | null } | null {
  const line = headers.split('\r\n').find((h) => /^content-disposition\s*:/i.test(h));
  if (!line) return null;
  const param = (key: string) => {
    const quoted = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(line);
    if (quoted) return quoted[1].replace(/\\(.)/g, '$1');
    const bare = new RegExp(`;\\s*${key}=([^;\\s]*)`, 'i').exec(line);
    return bare ? bare[1] : null;
  };
  const name = param('name');
  if (name === null) return null;
  // Browsers percent-encode a quote and line breaks in names (the HTML standard's form encoding).
  const decode = (v: string) => v.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
  const filename = param('filename');
  return { name: decode(name), filename: filename === null ? null : decode(filename) };
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads a multipart/form-data body as it streams: its text fields (together at most MAX_FORM_BYTES; past that 413), and
 * the files of `fileField` in order — kept up to `maxFiles`, each up to `maxFileBytes`; the others listed as dropped.
 * A file input left empty (no name, no bytes) is skipped. 400 when the body is not well-formed multipart.
 */
export async function readMultipartStream(
  req: Request,
  boundary: string,
  opts: { fileField: string; maxFiles: number; maxFileBytes: number },
): Promise<{ fields: FormFields; files: PostedFile[]; dropped: DroppedFile[] }> {
  const unreadable = () => new HttpError(400, (locale) => m.server_form_unreadable({}, { locale }));
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  const values = new Map<string, string>();
  const files: PostedFile[] = [];
  const dropped: DroppedFile[] = [];
  let textBytes = 0;

  // The current part: its kind, and what it has gathered.
  type Part =
    | { kind: 'text'; name: string; chunks: Uint8Array[]; size: number }
    | { kind: 'file'; name: string; chunks: Uint8Array[]; size: number; keep: boolean }
    | { kind: 'skip' };
  let part: Part | null = null;
  type State = 'preamble' | 'headers' | 'body' | 'after' | 'done';
  let state = 'preamble' as State;
  // The preamble's delimiter may open the body without the CRLF before it.
  let buf: Uint8Array = new Uint8Array([13, 10]);

  const add = (p: Part, bytes: Uint8Array) => {
    if (p.kind === 'skip' || !bytes.length) return;
    if (p.kind === 'text') {
      textBytes += bytes.length;
      if (textBytes > MAX_FORM_BYTES) {
        throw new HttpError(413, (locale) => m.server_form_too_large({ kb: MAX_FORM_BYTES / 1024 }, { locale }));
      }
    }
    if (p.kind === 'file' && p.keep && p.size + bytes.length > opts.maxFileBytes) {
      // Past the limit: drained from here on, and named as not received.
      p.keep = false;
      p.chunks = [];
    }
    p.size += bytes.length;
    if (p.kind === 'text' || p.keep) p.chunks.push(bytes);
  };

  const finish = (p: Part) => {
    if (p.kind === 'text') {
      let text: string;
      try {
        text = utf8.decode(p.chunks.reduce(concat, new Uint8Array(0)));
      } catch {
        throw new HttpError(400, (locale) => m.server_not_utf8({}, { locale }));
      }
      if (!values.has(p.name)) values.set(p.name, text);
      return;
    }
    if (p.kind !== 'file') return;
    if (p.name === '' && p.size === 0) return;
    if (!p.keep) {
      dropped.push({ name: p.name, size: p.size, reason: p.size > opts.maxFileBytes ? 'too-large' : 'too-many' });
      return;
    }
    const bytes = p.chunks.reduce(concat, new Uint8Array(0));
    files.push({ name: p.name, size: bytes.length, bytes: async () => bytes });
    if (!values.has(opts.fileField)) values.set(opts.fileField, p.name);
  };

  const step = (): boolean => {
    switch (state) {
      case 'preamble': {
        const at = indexOf(buf, delimiter);
        if (at < 0) {
          buf = buf.slice(Math.max(0, buf.length - delimiter.length));
          return false;
        }
        buf = buf.slice(at + delimiter.length);
        state = 'after';
        return true;
      }
      case 'after': {
        if (buf.length < 2) return false;
        if (buf[0] === 45 && buf[1] === 45) {
          state = 'done';
          return false;
        }
        // Transport padding (spaces or tabs) may precede the line break.
        let i = 0;
        while (i < buf.length && (buf[i] === 32 || buf[i] === 9)) i++;
        if (buf.length < i + 2) return false;
        if (buf[i] !== CRLF[0] || buf[i + 1] !== CRLF[1]) throw unreadable();
        buf = buf.slice(i + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const at = indexOf(buf, HEADERS_END);
        if (at < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw unreadable();
          return false;
        }
        const headers = new TextDecoder().decode(buf.slice(0, at));
        buf = buf.slice(at + HEADERS_END.length);
        const d = dispositionOf(headers);
        if (!d) part = { kind: 'skip' };
        else if (d.filename === null) part = { kind: 'text', name: d.name, chunks: [], size: 0 };
        else if (d.name !== opts.fileField) part = { kind: 'skip' };
        else {
          const counted = files.length + dropped.filter((x) => x.reason === 'too-many').length;
          part = { kind: 'file', name: d.filename, chunks: [], size: 0, keep: counted < opts.maxFiles };
        }
        state = 'body';
        return true;
      }
      case 'body': {
        const current = part as Part;
        const at = indexOf(buf, delimiter);
        if (at < 0) {
          // All but what could be the start of the delimiter belongs to the part.
          const safe = Math.max(0, buf.length - delimiter.length + 1);
          add(current, buf.slice(0, safe));
          buf = buf.slice(safe);
          return false;
        }
        add(current, buf.slice(0, at));
        finish(current);
        buf = buf.slice(at + delimiter.length);
        state = 'after';
        return true;
      }
      case 'done':
        return false;
    }
  };

  if (!req.body) throw unreadable();
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (state === 'done') continue; // The epilogue is drained and ignored.
    buf = concat(buf, value);
    while (step()) {
      // Each step consumes what it can of the buffer.
    }
  }
  if (state !== 'done') throw unreadable();
  return { fields: new FormFields(values), files, dropped };
}

/** A file left out for its size, as a posted file to be refused by that size: its bytes were never kept. */
export function unreadFile(d: DroppedFile): PostedFile {
  return { name: d.name, size: d.size, bytes: () => Promise.reject(new Error('a file over the limit is never read')) };
}
