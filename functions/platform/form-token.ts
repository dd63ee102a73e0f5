import type { Env } from './env';
import { newManageNonce, signText } from './tokens';

/**
 * The token the server's own forms carry (the no-JavaScript booking and contact pages; decision 011). It stands in
 * for Turnstile, which needs JavaScript: it proves that the post comes from a form this server rendered, for this
 * kind of form, at least a few seconds earlier (no person fills a form faster) and not too long ago. Signed with
 * MANAGE_LINK_SECRET in a domain of its own ("form:"); nothing is stored. Its nonce is also the form's idempotency
 * key, so one rendered form books at most once.
 */

export type FormKind = 'booking' | 'contact' | 'waitlist';

/** A post sooner than this after the form was rendered is refused (and the form shown again, with a new token). */
export const FORM_TOKEN_MIN_AGE_SECONDS = 3;

/** A token older than this is refused (and the form shown again, with the patient's text and a new token). */
export const FORM_TOKEN_MAX_AGE_SECONDS = 2 * 60 * 60;

const TOKEN_RE = /^(\d{1,12})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

function message(kind: FormKind, issuedAt: number, nonce: string): string {
  return `form:${kind}:${issuedAt}:${nonce}`;
}

/** A new token for a form of this kind, issued `now` (ms). */
export async function issueFormToken(
  env: Env,
  kind: FormKind,
  now = Date.now(),
): Promise<{ token: string; nonce: string }> {
  const issuedAt = Math.floor(now / 1000);
  const nonce = newManageNonce();
  return { token: `${issuedAt}.${nonce}.${await signText(env, message(kind, issuedAt, nonce))}`, nonce };
}

type Signed = { nonce: string; token: string };

export type FormTokenCheck =
  | ({ status: 'valid' } & Signed)
  | ({ status: 'too-soon' } & Signed)
  | ({ status: 'expired' } & Signed)
  | { status: 'missing' }
  | { status: 'invalid' };

/** Compares two strings in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Reads a posted token: 'valid', 'too-soon' or 'expired' (each with its nonce) when the server signed it for this
 * kind of form; 'missing' or 'invalid' otherwise (a token for the other form, a forged or altered one).
 */
export async function checkFormToken(
  env: Env,
  kind: FormKind,
  token: string | undefined,
  now = Date.now(),
): Promise<FormTokenCheck> {
  if (!token) return { status: 'missing' };
  const m = TOKEN_RE.exec(token);
  if (!m) return { status: 'invalid' };
  const issuedAt = Number(m[1]);
  const nonce = m[2];
  if (!sameText(m[3], await signText(env, message(kind, issuedAt, nonce)))) return { status: 'invalid' };
  const age = now / 1000 - issuedAt;
  if (age < FORM_TOKEN_MIN_AGE_SECONDS) return { status: 'too-soon', nonce, token };
  if (age > FORM_TOKEN_MAX_AGE_SECONDS) return { status: 'expired', nonce, token };
  return { status: 'valid', nonce, token };
}
