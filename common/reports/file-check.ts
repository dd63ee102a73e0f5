/**
 * Which medical reports a patient may attach to a booking (X-ray photos, PDFs, Word documents), decided by the
 * file's bytes: a name or a browser's MIME type is whatever the sender says, the bytes are what staff will open.
 * Pure and allocation-free (no decompression, no copies), so the browser can refuse a file before uploading it and
 * the Function can decide again on what it received, with the same answer.
 */

/** The largest file accepted, in bytes (10 MB). */
export const REPORT_MAX_BYTES = 10 * 1024 * 1024;
/** How many files one booking may carry. */
export const REPORT_MAX_FILES = 5;
/** The longest name accepted, in characters (code points) after NFC normalization. */
export const REPORT_NAME_MAX = 120;

export type ReportType = 'pdf' | 'jpeg' | 'png' | 'doc' | 'docx';

/**
 * Each accepted type's MIME type and extension, whether it is a picture, and whether the desk's browser shows it inline.
 * Only pictures: a report is served under `Content-Security-Policy: sandbox`, in which browsers' PDF viewers show a
 * blank page, so a PDF is downloaded and opened from there, as a Word file is (decision 029).
 */
export const REPORT_TYPES: Record<ReportType, { mime: string; ext: string; image: boolean; inline: boolean }> = {
  pdf: { mime: 'application/pdf', ext: '.pdf', image: false, inline: false },
  jpeg: { mime: 'image/jpeg', ext: '.jpg', image: true, inline: true },
  png: { mime: 'image/png', ext: '.png', image: true, inline: true },
  doc: { mime: 'application/msword', ext: '.doc', image: false, inline: false },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: '.docx',
    image: false,
    inline: false,
  },
};

export type FileProblem = 'empty' | 'too-large' | 'type' | 'truncated' | 'bomb' | 'name';
type BytesProblem = Exclude<FileProblem, 'name'>;
type BytesVerdict = { ok: true; type: ReportType } | { ok: false; problem: BytesProblem };

// Path separators and NUL could address another file where the name is stored or saved; control characters and
// bidi controls make a name display as something else ("evil\u202Efdp.exe" shows as "evilexe.pdf"). With the `u`
// flag a surrogate range matches only a lone surrogate, which no encoder can write out faithfully.
const FORBIDDEN_IN_NAME = /[\u0000-\u001F\u007F-\u009F/\\\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;

/** The name NFC-normalized and trimmed, or 'name' when it is empty, too long or could mislead or address a path. */
export function checkReportName(name: string): { ok: true; name: string } | { ok: false; problem: 'name' } {
  if (typeof name !== 'string') return { ok: false, problem: 'name' };
  const normalized = name.normalize('NFC');
  if (FORBIDDEN_IN_NAME.test(normalized)) return { ok: false, problem: 'name' };
  const trimmed = normalized.trim();
  // "." and ".." name no file of their own but a folder wherever the name ends up as a path.
  if (trimmed === '' || trimmed === '.' || trimmed === '..') return { ok: false, problem: 'name' };
  // Code points, not UTF-16 units: an emoji or a rare Devanagari sign counts as one character.
  let chars = 0;
  for (const _ of trimmed) chars += 1;
  if (chars > REPORT_NAME_MAX) return { ok: false, problem: 'name' };
  return { ok: true, name: trimmed };
}

/** The file's type decided by its bytes alone, or why it is refused. */
export function checkReportBytes(bytes: Uint8Array): BytesVerdict {
  if (!(bytes instanceof Uint8Array)) return { ok: false, problem: 'type' };
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > REPORT_MAX_BYTES) return { ok: false, problem: 'too-large' };
  if (startsWith(bytes, PDF_MAGIC, 0)) return checkPdf(bytes);
  if (startsWith(bytes, JPEG_MAGIC, 0)) return checkJpeg(bytes);
  if (startsWith(bytes, PNG_MAGIC, 0)) return checkPng(bytes);
  if (startsWith(bytes, OLE_MAGIC, 0)) return checkDoc(bytes);
  if (startsWith(bytes, ZIP_LOCAL, 0)) return checkDocx(bytes);
  return { ok: false, problem: 'type' };
}

/** The name checked first, then the bytes: the cleaned name and the type, or the first problem found. */
export function checkReportFile(
  name: string,
  bytes: Uint8Array,
): { ok: true; type: ReportType; name: string } | { ok: false; problem: FileProblem } {
  const named = checkReportName(name);
  if (!named.ok) return named;
  const checked = checkReportBytes(bytes);
  if (!checked.ok) return checked;
  return { ok: true, type: checked.type, name: named.name };
}

const MATCHING_EXTENSIONS: Record<ReportType, readonly string[]> = {
  pdf: ['pdf'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  doc: ['doc'],
  docx: ['docx'],
};

// Only a short run of letters and digits (at least one letter) after the last dot is taken for an extension, so
// "Dr. Sharma report" or "scan 12.03.2025" keep their words and have the type's extension added instead.
const EXTENSION = /^(?=[A-Za-z0-9]{1,5}$)[0-9]*[A-Za-z]/;

/** The name a download should carry: the given name, its extension replaced by the type's unless it already matches. */
export function downloadName(name: string, type: ReportType): string {
  const dot = name.lastIndexOf('.');
  // A leading dot starts a name (".pdf"), not an extension, as Node's path.extname reads it.
  const ext = dot > 0 ? name.slice(dot + 1) : null;
  if (ext !== null && MATCHING_EXTENSIONS[type].includes(ext.toLowerCase())) return name;
  const stem = ext !== null && (ext === '' || EXTENSION.test(ext)) ? name.slice(0, dot) : name;
  return `${stem || 'report'}${REPORT_TYPES[type].ext}`;
}

const KB = 1024;
const MB = 1024 * 1024;

/** A size for people: whole KB under 1 MB (at least 1 KB), else MB to one decimal; Hindi pages use Latin digits too. */
export function formatSize(bytes: number, _locale: 'en' | 'hi'): string {
  const n = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const kb = Math.max(1, Math.round(n / KB));
  // 1023.6 KB would round to "1024 KB": say "1.0 MB" instead.
  if (n < MB && kb < 1024) return `${kb} KB`;
  return `${(n / MB).toFixed(1)} MB`;
}

// --- Byte helpers. Every read is preceded by a bounds check by its caller; none of them throws or allocates. ---

function ascii(text: string): readonly number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

function utf16le(text: string): readonly number[] {
  return Array.from(text, (c) => c.charCodeAt(0)).flatMap((code) => [code & 0xff, code >> 8]);
}

function startsWith(bytes: Uint8Array, sig: readonly number[], at: number): boolean {
  if (at < 0 || at + sig.length > bytes.length) return false;
  for (let i = 0; i < sig.length; i++) if (bytes[at + i] !== sig[i]) return false;
  return true;
}

/** The first offset in [from, to - sig.length] where sig starts, or -1. */
function indexOf(bytes: Uint8Array, sig: readonly number[], from: number, to = bytes.length): number {
  const last = Math.min(to, bytes.length) - sig.length;
  for (let i = Math.max(0, from); i <= last; i++) {
    if (bytes[i] === sig[0] && startsWith(bytes, sig, i)) return i;
  }
  return -1;
}

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at] | (bytes[at + 1] << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  // Multiplying the top byte keeps the value unsigned (a shift by 24 would turn it negative).
  return (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16)) + bytes[at + 3] * 0x1000000;
}

// --- PDF ---

const PDF_MAGIC = ascii('%PDF-');
const PDF_EOF = ascii('%%EOF');
const PDF_TAIL = 1024;

function checkPdf(bytes: Uint8Array): BytesVerdict {
  // A PDF's cross-reference table is read from its end: without the final %%EOF the reader has nothing to go on.
  const found = indexOf(bytes, PDF_EOF, Math.max(PDF_MAGIC.length, bytes.length - PDF_TAIL));
  return found < 0 ? { ok: false, problem: 'truncated' } : { ok: true, type: 'pdf' };
}

// --- JPEG ---

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const JPEG_END = [0xff, 0xd9];
// Some cameras and phones pad the file after the end-of-image marker.
const JPEG_TAIL = 64;

function checkJpeg(bytes: Uint8Array): BytesVerdict {
  const found = indexOf(bytes, JPEG_END, Math.max(JPEG_MAGIC.length, bytes.length - JPEG_TAIL));
  return found < 0 ? { ok: false, problem: 'truncated' } : { ok: true, type: 'jpeg' };
}

// --- PNG ---

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// The IHDR chunk's length (always 13) and type, right after the signature.
const PNG_IHDR = [0, 0, 0, 13, ...ascii('IHDR')];
// "IEND" and its CRC, which never varies since the chunk has no data.
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const PNG_FIRST_CHUNKS_END = PNG_MAGIC.length + 12 + 13;
const PNG_TAIL = 64;

function checkPng(bytes: Uint8Array): BytesVerdict {
  if (bytes.length < PNG_MAGIC.length + PNG_IHDR.length) return { ok: false, problem: 'truncated' };
  if (!startsWith(bytes, PNG_IHDR, PNG_MAGIC.length)) return { ok: false, problem: 'type' };
  const found = indexOf(bytes, PNG_IEND, Math.max(PNG_FIRST_CHUNKS_END, bytes.length - PNG_TAIL));
  return found < 0 ? { ok: false, problem: 'truncated' } : { ok: true, type: 'png' };
}

// --- DOC (OLE compound file) ---

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// The 512-byte header and at least two sectors (one for the directory, one for a stream).
const OLE_MIN_BYTES = 1536;
const OLE_HEADER_BYTES = 512;
// Excel and PowerPoint files are compound files too; only Word's has a stream named WordDocument.
const WORD_STREAM = utf16le('WordDocument');

// A Word 97–2003 file with macros keeps them in storages of these names: refused, as the desk has no use for code.
const MACRO_STORAGES = [utf16le('Macros'), utf16le('_VBA_PROJECT')];

function checkDoc(bytes: Uint8Array): BytesVerdict {
  if (bytes.length < OLE_MIN_BYTES) return { ok: false, problem: 'truncated' };
  if (indexOf(bytes, WORD_STREAM, OLE_HEADER_BYTES) < 0) return { ok: false, problem: 'type' };
  if (MACRO_STORAGES.some((name) => indexOf(bytes, name, OLE_HEADER_BYTES) >= 0)) return { ok: false, problem: 'type' };
  return { ok: true, type: 'doc' };
}

// --- DOCX (zip) ---

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP64_LOCATOR = [0x50, 0x4b, 0x06, 0x07];
const ZIP_END_BYTES = 22;
const ZIP_CENTRAL_BYTES = 46;
const ZIP_LOCAL_BYTES = 30;
const ZIP_LOCATOR_BYTES = 20;
// The end record and the longest comment it may carry.
const ZIP_END_SEARCH = ZIP_END_BYTES + 0xffff;
const ZIP_MAX_ENTRIES = 2000;
const ZIP_MAX_TOTAL = 100 * 1024 * 1024;
const ZIP_MAX_RATIO = 200;
const ZIP_RATIO_FLOOR = 1024 * 1024;
const DOCX_CONTENT_TYPES = ascii('[Content_Types].xml');
const DOCX_DOCUMENT = ascii('word/document.xml');
// A macro-enabled document (.docm renamed .docx) carries its code here.
const DOCX_MACROS = ascii('word/vbaProject.bin');

function checkDocx(bytes: Uint8Array): BytesVerdict {
  const end = findZipEnd(bytes);
  if (end < 0) return { ok: false, problem: 'truncated' };
  const diskEntries = u16(bytes, end + 8);
  const entries = u16(bytes, end + 10);
  const cdSize = u32(bytes, end + 12);
  const cdStart = u32(bytes, end + 16);
  // Zip64 and split archives are what Word never writes and what zip readers disagree on most.
  if (entries === 0xffff || diskEntries === 0xffff || cdSize === 0xffffffff || cdStart === 0xffffffff) {
    return { ok: false, problem: 'type' };
  }
  if (startsWith(bytes, ZIP64_LOCATOR, end - ZIP_LOCATOR_BYTES)) return { ok: false, problem: 'type' };
  if (u16(bytes, end + 4) !== 0 || u16(bytes, end + 6) !== 0 || diskEntries !== entries) {
    return { ok: false, problem: 'type' };
  }
  if (entries > ZIP_MAX_ENTRIES) return { ok: false, problem: 'bomb' };
  const cdEnd = cdStart + cdSize;
  if (cdEnd > end) return { ok: false, problem: 'truncated' };

  let hasContentTypes = false;
  let hasDocument = false;
  let hasMacros = false;
  let total = 0;
  // Each entry's [start, end) in the file, to find entries that share bytes; at most ZIP_MAX_ENTRIES pairs.
  const spans: [number, number][] = [];
  let p = cdStart;
  for (let i = 0; i < entries; i++) {
    if (p + ZIP_CENTRAL_BYTES > cdEnd || !startsWith(bytes, ZIP_CENTRAL, p)) return { ok: false, problem: 'truncated' };
    const compressed = u32(bytes, p + 20);
    const uncompressed = u32(bytes, p + 24);
    const nameLength = u16(bytes, p + 28);
    const next = p + ZIP_CENTRAL_BYTES + nameLength + u16(bytes, p + 30) + u16(bytes, p + 32);
    const local = u32(bytes, p + 42);
    if (next > cdEnd) return { ok: false, problem: 'truncated' };
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || local === 0xffffffff) {
      return { ok: false, problem: 'type' };
    }
    const nameStart = p + ZIP_CENTRAL_BYTES;
    const nameEnd = nameStart + nameLength;
    if (escapesFolder(bytes, nameStart, nameEnd)) return { ok: false, problem: 'bomb' };
    total += uncompressed;
    if (total > ZIP_MAX_TOTAL) return { ok: false, problem: 'bomb' };
    if (uncompressed > ZIP_RATIO_FLOOR && uncompressed > compressed * ZIP_MAX_RATIO) {
      return { ok: false, problem: 'bomb' };
    }
    if (local + ZIP_LOCAL_BYTES > cdStart || !startsWith(bytes, ZIP_LOCAL, local)) {
      return { ok: false, problem: 'truncated' };
    }
    const dataEnd = local + ZIP_LOCAL_BYTES + u16(bytes, local + 26) + u16(bytes, local + 28) + compressed;
    if (dataEnd > cdStart) return { ok: false, problem: 'truncated' };
    spans.push([local, dataEnd]);
    if (nameIs(bytes, nameStart, nameEnd, DOCX_CONTENT_TYPES)) hasContentTypes = true;
    if (nameIs(bytes, nameStart, nameEnd, DOCX_DOCUMENT)) hasDocument = true;
    if (nameIs(bytes, nameStart, nameEnd, DOCX_MACROS)) hasMacros = true;
    p = next;
  }
  if (p !== cdEnd) return { ok: false, problem: 'truncated' };
  // Entries that share their bytes are how the smallest zip bombs multiply one compressed block many times over.
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) return { ok: false, problem: 'bomb' };
  // An .xlsx, a .pptx, a plain zip or a renamed .jar/.apk lacks one or both.
  if (!hasContentTypes || !hasDocument || hasMacros) return { ok: false, problem: 'type' };
  return { ok: true, type: 'docx' };
}

/** The end record whose comment reaches exactly the end of the file, searched from the end as zip readers do; or -1. */
function findZipEnd(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - ZIP_END_SEARCH);
  for (let at = bytes.length - ZIP_END_BYTES; at >= lowest; at--) {
    if (bytes[at] !== ZIP_END[0] || !startsWith(bytes, ZIP_END, at)) continue;
    if (at + ZIP_END_BYTES + u16(bytes, at + 20) === bytes.length) return at;
  }
  return -1;
}

/** True for an entry name that starts at the root or a drive, or has a ".." segment (either slash separating). */
function escapesFolder(bytes: Uint8Array, start: number, end: number): boolean {
  const SLASH = 0x2f;
  const BACKSLASH = 0x5c;
  const DOT = 0x2e;
  if (start < end && (bytes[start] === SLASH || bytes[start] === BACKSLASH)) return true;
  const letter = lowerAscii(bytes[start]);
  if (end - start >= 2 && letter >= 0x61 && letter <= 0x7a && bytes[start + 1] === 0x3a) return true;
  let segment = start;
  for (let i = start; i <= end; i++) {
    if (i === end || bytes[i] === SLASH || bytes[i] === BACKSLASH) {
      if (i - segment === 2 && bytes[segment] === DOT && bytes[segment + 1] === DOT) return true;
      segment = i + 1;
    }
  }
  return false;
}

/** True when the name bytes equal the expected ASCII name, ignoring ASCII case as Office's part names do. */
function nameIs(bytes: Uint8Array, start: number, end: number, expected: readonly number[]): boolean {
  if (end - start !== expected.length) return false;
  for (let i = 0; i < expected.length; i++) {
    if (lowerAscii(bytes[start + i]) !== lowerAscii(expected[i])) return false;
  }
  return true;
}

function lowerAscii(byte: number): number {
  return byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte;
}
