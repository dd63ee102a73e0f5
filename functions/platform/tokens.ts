import { type Locale, localizedPath } from '../../common/i18n/locale';
import type { Env } from './env';
import { isDevelopment } from './flags';

/**
 * The manage link's token. Each booking stores 128 random bits (its nonce) and the SHA-256 of its token; the token
 * itself is HMAC-SHA-256(MANAGE_LINK_SECRET, nonce), so it is never stored, yet every e-mail about the booking (the
 * confirmation, a retry of it, the reminder a month later) can carry the same link. A copy of the database alone
 * yields no working link. The token travels in the URL fragment (/manage#<token>), which browsers never send to a
 * server or in a Referer; the page posts it to the API.
 */

const DEV_SECRET = 'local-development-manage-link-secret';

const keys = new Map<string, Promise<CryptoKey>>();

function secretOf(env: Env): string {
  if (env.MANAGE_LINK_SECRET) return env.MANAGE_LINK_SECRET;
  // functions/platform/flags.ts refuses every request of a deployment without the secret; this is a second lock.
  if (!isDevelopment(env)) throw new Error('MANAGE_LINK_SECRET is not set');
  return DEV_SECRET;
}

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** Bytes as lower-case hex. */
export function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function base64url(bytes: ArrayBuffer): string {
  let bin = '';
  for (const b of new Uint8Array(bytes)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 128 random bits as 32 hex digits (a nonce, an unguessable key). */
export function random128(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

/** A fresh nonce: 128 random bits as 32 hex digits. */
export function newManageNonce(): string {
  return random128();
}

/**
 * HMAC-SHA-256 of a text under MANAGE_LINK_SECRET, base64url (43 characters). Each use prefixes its own domain
 * ("manage:", "privacy:", "form:"), so a value signed for one purpose is never valid for another.
 */
export async function signText(env: Env, text: string): Promise<string> {
  const sig = await crypto.subtle.sign('HMAC', await hmacKey(secretOf(env)), new TextEncoder().encode(text));
  return base64url(sig);
}

/** The token of a nonce: 256 bits, base64url (43 characters). */
export function manageToken(env: Env, nonce: string): Promise<string> {
  return signText(env, `manage:${nonce}`);
}

/**
 * The booking's phone token: what a phone message's link opens the manage page with (decision 024). The same
 * construction as the manage token in a domain of its own, so it is never the e-mailed token: the manage API answers a
 * page opened with it with only what the messages themselves show (a phone number proves nobody, and family phones are
 * shared), never the visit's reason.
 */
export function phoneManageToken(env: Env, nonce: string): Promise<string> {
  return signText(env, `manage-phone:${nonce}`);
}

/** The token of a privacy request's link: the same construction, in a domain of its own. */
export function privacyToken(env: Env, nonce: string): Promise<string> {
  return signText(env, `privacy:${nonce}`);
}

/** The nonce, token and stored hash of a new privacy request's link. */
export async function newPrivacyLink(env: Env): Promise<{ nonce: string; token: string; hash: string }> {
  const nonce = newManageNonce();
  const token = await privacyToken(env, nonce);
  return { nonce, token, hash: await tokenHash(token) };
}

/** The SHA-256 of a token, as stored and looked up (64 hex digits). */
export async function tokenHash(token: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}

/** A token's shape: 43 base64url characters. Anything else is refused before any look-up. */
export const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The nonce, token and stored hash of a new booking. */
export async function newManageLink(env: Env): Promise<{ nonce: string; token: string; hash: string }> {
  const nonce = newManageNonce();
  const token = await manageToken(env, nonce);
  return { nonce, token, hash: await tokenHash(token) };
}

/** The link a patient opens: the site's origin, the manage page, the token in the fragment. */
export function manageUrl(env: Env, token: string, locale: Locale = 'en'): string {
  return `${(env.SITE_ORIGIN || '').replace(/\/$/, '')}${localizedPath('/manage', locale)}#${token}`;
}

/**
 * Compares a presented secret (a token, a signature) with the expected one in constant time: both are hashed first, so
 * neither their contents nor their lengths show in the time taken.
 */
export async function sameSecret(presented: string, expected: string): Promise<boolean> {
  const digest = (s: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(s));
  const [a, b] = await Promise.all([digest(presented), digest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** The reminder's two answers (issue 41): "I will come" and "I can't come", each a page that asks once more. */
export type VisitReply = 'coming' | 'cant-come';

/**
 * The token of a booking's reminder answers: the same construction as the manage token, over the booking's id and nonce
 * in a domain of its own. It opens only the page of that answer, which shows the date and time and acts on a POST.
 */
export function visitReplyToken(env: Env, id: string, nonce: string): Promise<string> {
  return signText(env, `visit-reply:${id}:${nonce}`);
}

/** The page of one answer: /api/visit/<answer>?b=<booking>&t=<token> (in the query: it works without script). */
export async function visitReplyUrl(env: Env, reply: VisitReply, id: string, nonce: string): Promise<string> {
  const origin = (env.SITE_ORIGIN || '').replace(/\/$/, '');
  return `${origin}/api/visit/${reply}?b=${id}&t=${await visitReplyToken(env, id, nonce)}`;
}

/**
 * The waitlist's links (decision 030): an offer's claim page and an entry's "leave the list" page. Each token is an
 * HMAC of the offer's or entry's id and the entry's 128 random bits, in a domain of its own; nothing is stored for it,
 * and an erased entry has no working link. In the query: the pages work without script (a GET shows, a POST acts).
 */
export function waitlistOfferToken(env: Env, offerId: string, nonce: string): Promise<string> {
  return signText(env, `waitlist-offer:${offerId}:${nonce}`);
}

export function waitlistLeaveToken(env: Env, entryId: string, nonce: string): Promise<string> {
  return signText(env, `waitlist-leave:${entryId}:${nonce}`);
}

export async function waitlistOfferUrl(env: Env, offerId: string, nonce: string): Promise<string> {
  const origin = (env.SITE_ORIGIN || '').replace(/\/$/, '');
  return `${origin}/api/waitlist/offer?o=${offerId}&t=${await waitlistOfferToken(env, offerId, nonce)}`;
}

export async function waitlistLeaveUrl(env: Env, entryId: string, nonce: string): Promise<string> {
  const origin = (env.SITE_ORIGIN || '').replace(/\/$/, '');
  return `${origin}/api/waitlist/leave?e=${entryId}&t=${await waitlistLeaveToken(env, entryId, nonce)}`;
}

/**
 * The token that lets its holder pay a booking's fee (decision 031): an HMAC of the booking's id and nonce in a domain of
 * its own. Given only to the screen that booked (and behind the manage link), it can start or resume a payment link for
 * that booking and nothing else: paying proves nobody, and the page it opens shows only the date, time and amount.
 */
export function payToken(env: Env, id: string, nonce: string): Promise<string> {
  return signText(env, `pay:${id}:${nonce}`);
}
