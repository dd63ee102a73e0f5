import type { Env } from '../env';
import { signText } from '../manage-token';

/**
 * The link code a phone message carries instead of the manage token (decision 024): the outbox row's random id and
 * a MAC of it under MANAGE_LINK_SECRET. Meta, the SMS provider and any log that sees the URL see only this code; the
 * manage token is given out once, by POST, in a redirect to /manage#<token> (the fragment never reaches a server or a
 * Referer). The database alone yields no code: the MAC needs the secret.
 */
export async function linkCode(env: Env, rowId: string): Promise<string> {
  return `${rowId.replace(/^eml_/, '')}.${(await signText(env, `phone-link:${rowId}`)).slice(0, 22)}`;
}

const CODE_RE = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{22})$/;

/** The outbox row id a code was made for, or null when the code is not one of ours (checked in constant time). */
export async function rowOfCode(env: Env, code: string): Promise<string | null> {
  const m = CODE_RE.exec(code);
  if (!m) return null;
  const rowId = `eml_${m[1]}`;
  const expected = new TextEncoder().encode((await signText(env, `phone-link:${rowId}`)).slice(0, 22));
  const given = new TextEncoder().encode(m[2]);
  return crypto.subtle.timingSafeEqual(expected, given) ? rowId : null;
}
