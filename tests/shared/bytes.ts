/**
 * Byte-level building blocks for test files (the reports' fixtures, decision 029): text, concatenation, CRC-32 as PNG
 * and zip use it, and integers in both byte orders. Shared by the unit tests of common/reports/file-check.ts and the API
 * tests in workerd.
 */

const encoder = new TextEncoder();

/** UTF-8 bytes of a text. */
export const text = (s: string) => encoder.encode(s);

/** The parts one after another. */
export function concat(...parts: (Uint8Array | readonly number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE), as PNG chunks and zip entries carry it. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A 32-bit integer big-endian (PNG). */
export const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** A 16-bit integer little-endian (zip, OLE). */
export const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
/** A 32-bit integer little-endian (zip). */
export const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
