import type { Context } from 'hono';
import { m } from '../../common/paraglide/messages.js';
import { hitRateLimit, pruneRateLimits, type RateLimitGuard } from './db/rate-limits';
import type { AppEnv, Env } from './env';
import { isDevelopment } from './flags';
import { langOf } from './locale';
import { answerJson, type Refused, refused } from './outcome';

/**
 * Default limits per client: 5 appointments and 10 messages per 10 minutes (issue 6); 30 requests to the manage link
 * (look-ups, cancellations, reschedules) per 10 minutes, which a patient never reaches and a token guesser always does.
 */
export const RATE_LIMITS = {
  appointment: { max: 5, windowSeconds: 600, env: 'RATE_LIMIT_APPOINTMENTS' },
  // Bookings from a form without JavaScript (no Turnstile): a lower limit of their own (decision 011).
  form: { max: 3, windowSeconds: 600, env: 'RATE_LIMIT_FORM_BOOKINGS' },
  contact: { max: 10, windowSeconds: 600, env: 'RATE_LIMIT_MESSAGES' },
  manage: { max: 30, windowSeconds: 600, env: 'RATE_LIMIT_MANAGE' },
  privacy: { max: 10, windowSeconds: 600, env: 'RATE_LIMIT_PRIVACY' },
  // Report files (decision 029): five to a booking, each perhaps tried twice on a slow network, from one phone.
  reports: { max: 20, windowSeconds: 600, env: 'RATE_LIMIT_REPORTS' },
  // Waitlist entries (decision 030): a patient joins for a date or two; a form posted again is not a new entry.
  waitlist: { max: 5, windowSeconds: 600, env: 'RATE_LIMIT_WAITLIST' },
} as const satisfies Record<string, { max: number; windowSeconds: number; env: keyof Env }>;

/**
 * The part of an address that identifies one client. An IPv6 client usually holds a whole /64 and can rotate through
 * it at will, so IPv6 addresses count by their first 64 bits; IPv4 addresses (also when written IPv4-mapped) whole.
 */
export function clientPrefix(address: string): string {
  const a = address.trim().toLowerCase();
  if (!a.includes(':')) return a;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return mapped[1];
  const [head, tail = ''] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = a.includes('::') && tail ? tail.split(':') : [];
  const groups = a.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g || '0', 16) || 0).toString(16))
    .join(':')}::/64`;
}

type Bucket = keyof typeof RATE_LIMITS;

/** The HMAC key per salt, imported once per isolate. */
const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** A client's counter name: an HMAC of its address, so no IP address is stored. */
async function clientKey(salt: string, address: string): Promise<string> {
  let key = hmacKeys.get(salt);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    hmacKeys.set(salt, key);
  }
  const sig = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(address));
  return [...new Uint8Array(sig).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A request's place in its client's rate limit, worked out before anything is written. */
export interface RateCheck extends RateLimitGuard {
  bucket: Bucket;
  now: number;
}

/**
 * Works out which counter this request counts against; the count itself happens in the same D1 batch that stores
 * the booking or message (see db/rate-limits.ts), which stores nothing past the limit. Cloudflare always sets
 * CF-Connecting-IP at the edge (and wrangler locally); a request without it never reached us through Cloudflare, so
 * there is no client to count: undefined.
 */
export async function rateCheck(c: Context<AppEnv>, bucket: Bucket): Promise<RateCheck | undefined> {
  const address = c.req.header('cf-connecting-ip');
  if (!address) return undefined;
  const rule = RATE_LIMITS[bucket];
  const configured = Number.parseInt(c.env[rule.env] ?? '', 10);
  const max = Number.isInteger(configured) && configured > 0 ? configured : rule.max;
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % rule.windowSeconds);
  // A deployment without RATE_LIMIT_SALT never gets here (functions/platform/flags.ts); the public development salt would
  // make the stored keys reversible to addresses, so it is used only on a developer's machine.
  const salt = c.env.RATE_LIMIT_SALT || (isDevelopment(c.env) ? 'local-development-rate-limit-salt' : '');
  if (!salt) throw new Error('RATE_LIMIT_SALT is not set');
  const client = await clientKey(salt, clientPrefix(address));
  return { bucket, key: `${bucket}:${client}:${windowStart}`, max, now, windowEnd: windowStart + rule.windowSeconds };
}

/**
 * A counter's name for something other than an address (a phone number that sent media, say): the same salted HMAC,
 * so rate_limits never holds anything a person could be found by.
 */
export async function privateKey(env: Env, value: string): Promise<string> {
  const salt = env.RATE_LIMIT_SALT || (isDevelopment(env) ? 'local-development-rate-limit-salt' : '');
  if (!salt) throw new Error('RATE_LIMIT_SALT is not set');
  return clientKey(salt, value);
}

/** After the batch: the 429 refusal (with its Retry-After) past the limit, else undefined. Prunes old counters now and then. */
export function rateLimitRefusal(
  c: Context<AppEnv>,
  check: RateCheck | undefined,
  count: number | undefined,
): Refused | undefined {
  if (!check || count === undefined) return undefined;
  if (count % 20 === 1) c.executionCtx.waitUntil(pruneRateLimits(c.env.DB, check.now).catch(() => {}));
  if (count <= check.max) return undefined;
  const retryAfter = Math.max(1, check.windowEnd - check.now);
  const minutes = Math.ceil(retryAfter / 60);
  const one = minutes === 1;
  const locale = { locale: langOf(c) };
  const message =
    check.bucket === 'appointment' || check.bucket === 'form'
      ? (one ? m.server_rate_booking_one : m.server_rate_booking_other)({ minutes }, locale)
      : check.bucket === 'contact'
        ? (one ? m.server_rate_messages_one : m.server_rate_messages_other)({ minutes }, locale)
        : (one ? m.server_rate_requests_one : m.server_rate_requests_other)({ minutes }, locale);
  return refused(429, message, undefined, { retryAfter, reason: 'rate-limit' });
}

/** After the batch: 429 with Retry-After past the limit, else undefined (see rateLimitRefusal). */
export function rateLimitAnswer(c: Context<AppEnv>, check: RateCheck | undefined, count: number | undefined) {
  const r = rateLimitRefusal(c, check, count);
  return r ? answerJson(c, r) : undefined;
}

/** Counts a request that stores nothing (a look-up) against its client's limit: the 429 to give, or undefined. */
export async function limitRequest(c: Context<AppEnv>, bucket: Bucket): Promise<Response | undefined> {
  const check = await rateCheck(c, bucket);
  if (!check) return undefined;
  const row = await hitRateLimit(c.env.DB, check.key, check.windowEnd).first<{ count: number }>();
  return rateLimitAnswer(c, check, row?.count);
}
