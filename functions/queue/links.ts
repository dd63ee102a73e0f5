import type { Env } from '../platform/env';
import { signText } from '../platform/tokens';
import { type StatusSubjectRow, statusSubjects } from './db/queue';

/**
 * The patient's status code (issue 27, decision 025): the code in /api/q/<code>, in the QR of the token slip and in
 * the messages, instead of any id. 29 characters, short enough for a QR a phone reads at arm's length and for a
 * message's variable: 'b' for a booking (so the link can go out before check-in) or 'e' for a queue entry (a
 * walk-in's), the first 16 hex digits of the row's random id (enough to find it), and 72 bits of a MAC of the whole id
 * under MANAGE_LINK_SECRET, in a domain of its own. A stranger guessing codes finds nothing; the database alone yields none.
 */
const KINDS = { b: 'apt_', e: 'que_' } as const;
const ID_RE = /^(apt|que)_([0-9a-f]{32})$/;
const CODE_RE = /^([be])([0-9a-f]{16})([A-Za-z0-9_-]{12})$/;

async function macOf(env: Env, id: string): Promise<string> {
  return (await signText(env, `queue-status:${id}`)).slice(0, 12);
}

/** The status code of a booking ('apt_…') or a queue entry ('que_…'). */
export async function statusCode(env: Env, id: string): Promise<string> {
  const m = ID_RE.exec(id);
  if (!m) throw new Error('a status code is made for a booking or a queue entry');
  return `${m[1] === 'apt' ? 'b' : 'e'}${m[2].slice(0, 16)}${await macOf(env, id)}`;
}

/**
 * The link to a patient's status page, for a booking or a queue entry: the messages (e-mail, WhatsApp) and the token
 * slip carry it. Hindi adds ?lang=hi (a booking's page is in its own language anyway; a walk-in's has no other).
 */
export async function statusUrl(env: Env, id: string, locale: 'en' | 'hi' = 'en'): Promise<string> {
  const origin = (env.SITE_ORIGIN || '').replace(/\/$/, '');
  return `${origin}/api/q/${await statusCode(env, id)}${locale === 'hi' ? '?lang=hi' : ''}`;
}

/** What a code was made for, or null when it is not one of ours (MACs compared in constant time). */
export async function subjectOfCode(env: Env, code: string): Promise<StatusSubjectRow | null> {
  const m = CODE_RE.exec(code);
  if (!m) return null;
  const given = new TextEncoder().encode(m[3]);
  for (const row of await statusSubjects(env.DB, `${KINDS[m[1] as 'b' | 'e']}${m[2]}`)) {
    if (crypto.subtle.timingSafeEqual(new TextEncoder().encode(await macOf(env, row.id)), given)) return row;
  }
  return null;
}
