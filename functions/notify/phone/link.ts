import { LINK_CODE_LENGTH } from '../../../common/notify/templates';
import type { Env } from '../../platform/env';
import { signText } from '../../platform/tokens';
import { outboxIdsBetween } from '../db/outbox';

/**
 * The link code a phone message carries instead of the manage token (decision 024, shortened by issue 38). It is one
 * DLT variable of an SMS, and every unit of it counts against two parts of Hindi, so it is 16 letters and digits (no
 * "-" or "_", which some phones leave out of a link's end): 6 for the first 32 bits of the outbox row's random id (to
 * find it; a second row sharing them is told apart by the MAC), then 10 for about 60 bits of an HMAC-SHA-256 of the
 * whole id under MANAGE_LINK_SECRET. Without the secret nobody can make a code, not even from the database, and a
 * guess must hit both a row and its MAC. Meta, the SMS provider and any log that sees the URL see only this code; the
 * manage token is given out once, by POST, in a redirect to /manage#<token> (the fragment never reaches a server or a
 * Referer).
 */
const ID_HEX = 8;
const ID_CHARS = 6;
const MAC_CHARS = LINK_CODE_LENGTH - ID_CHARS;
/** The prefixes of the rows a code may name: a WhatsApp (or e-mail) row, and its SMS fallback. */
const ROW_PREFIXES = ['eml_', 'sms_eml_'] as const;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE = 62n;

function base62(n: bigint, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = ALPHABET[Number(n % BASE)] + out;
    n /= BASE;
  }
  return out;
}

function fromBase62(s: string): bigint {
  let n = 0n;
  for (const ch of s) n = n * BASE + BigInt(ALPHABET.indexOf(ch));
  return n;
}

function bytesOfBase64url(s: string): Uint8Array {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The MAC part of a row's code: the HMAC's first 64 bits, in MAC_CHARS base-62 digits (≈ 59.5 bits kept). */
async function macOf(env: Env, rowId: string): Promise<string> {
  const bytes = bytesOfBase64url(await signText(env, `phone-link-2:${rowId}`));
  let n = 0n;
  for (const b of bytes.slice(0, 8)) n = (n << 8n) | BigInt(b);
  return base62(n % BASE ** BigInt(MAC_CHARS), MAC_CHARS);
}

/** The row's random id without its channel prefix ("eml_", "sms_eml_"). */
function randomPart(rowId: string): string {
  return rowId.replace(/^(?:sms_)?eml_/, '');
}

export async function linkCode(env: Env, rowId: string): Promise<string> {
  const id = BigInt(`0x${randomPart(rowId).slice(0, ID_HEX)}`);
  return `${base62(id, ID_CHARS)}${await macOf(env, rowId)}`;
}

const CODE_RE = new RegExp(`^[0-9A-Za-z]{${LINK_CODE_LENGTH}}$`);

/** A code of the first messages (29 characters: channel, 16 hex digits, a 72-bit MAC), still honoured. */
const LEGACY_CODE_RE = /^([ws])([0-9a-f]{16})([A-Za-z0-9_-]{12})$/;
const LEGACY_CHANNELS = { w: 'eml_', s: 'sms_eml_' } as const;

async function legacyRowOfCode(env: Env, m: RegExpExecArray): Promise<string | null> {
  const given = new TextEncoder().encode(m[3]);
  for (const id of await outboxIdsBetween(env.DB, `${LEGACY_CHANNELS[m[1] as 'w' | 's']}${m[2]}`)) {
    const expected = new TextEncoder().encode((await signText(env, `phone-link:${id}`)).slice(0, 12));
    if (crypto.subtle.timingSafeEqual(expected, given)) return id;
  }
  return null;
}

/** The outbox row id a code was made for, or null when the code is not one of ours (MACs compared in constant time). */
export async function rowOfCode(env: Env, code: string): Promise<string | null> {
  const legacy = LEGACY_CODE_RE.exec(code);
  if (legacy) return legacyRowOfCode(env, legacy);
  if (!CODE_RE.test(code)) return null;
  const id = fromBase62(code.slice(0, ID_CHARS));
  if (id >= 1n << BigInt(ID_HEX * 4)) return null;
  const hex = id.toString(16).padStart(ID_HEX, '0');
  const given = new TextEncoder().encode(code.slice(ID_CHARS));
  const candidates = await Promise.all(ROW_PREFIXES.map((p) => outboxIdsBetween(env.DB, `${p}${hex}`)));
  // Rows sharing 32 bits of a random id are rare and harmless: the MAC tells which one the code was made for.
  for (const rowId of candidates.flat()) {
    const expected = new TextEncoder().encode(await macOf(env, rowId));
    if (crypto.subtle.timingSafeEqual(expected, given)) return rowId;
  }
  return null;
}
