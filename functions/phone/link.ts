import { outboxIdsBetween } from '../db/outbox';
import type { Env } from '../env';
import { signText } from '../manage-token';

/**
 * The link code a phone message carries instead of the manage token (decision 024). It must fit one DLT variable of
 * an SMS (30 characters), so it is 29: the row's channel ('w' WhatsApp, 's' SMS), the first 16 hex digits of the
 * outbox row's random id (enough to find it), and 72 bits of a MAC of the whole id under MANAGE_LINK_SECRET. Meta, the
 * SMS provider and any log that sees the URL see only this code; the manage token is given out once, by POST, in a
 * redirect to /manage#<token> (the fragment never reaches a server or a Referer). The database alone yields no code.
 */
const CHANNELS = { w: 'eml_', s: 'sms_eml_' } as const;
const HEX_DIGITS = 16;
const MAC_CHARS = 12;

async function macOf(env: Env, rowId: string): Promise<string> {
  return (await signText(env, `phone-link:${rowId}`)).slice(0, MAC_CHARS);
}

export async function linkCode(env: Env, rowId: string): Promise<string> {
  const [c, prefix] = rowId.startsWith(CHANNELS.s) ? ['s', CHANNELS.s] : ['w', CHANNELS.w];
  return `${c}${rowId.slice(prefix.length, prefix.length + HEX_DIGITS)}${await macOf(env, rowId)}`;
}

const CODE_RE = new RegExp(`^([ws])([0-9a-f]{${HEX_DIGITS}})([A-Za-z0-9_-]{${MAC_CHARS}})$`);

/** The outbox row id a code was made for, or null when the code is not one of ours (MACs compared in constant time). */
export async function rowOfCode(env: Env, code: string): Promise<string | null> {
  const m = CODE_RE.exec(code);
  if (!m) return null;
  const given = new TextEncoder().encode(m[3]);
  // Two rows sharing 64 bits of a random id is not expected; if it happens, the MAC tells which one.
  for (const id of await outboxIdsBetween(env.DB, `${CHANNELS[m[1] as 'w' | 's']}${m[2]}`)) {
    const expected = new TextEncoder().encode(await macOf(env, id));
    if (crypto.subtle.timingSafeEqual(expected, given)) return id;
  }
  return null;
}
