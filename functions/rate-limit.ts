import type { Context } from 'hono';
import { hitRateLimit, pruneRateLimits } from './db/rate-limits';
import type { AppEnv } from './env';
import { fail } from './http';

/** Default limits per client: 5 appointments and 10 messages per 10 minutes (issue 6). */
export const RATE_LIMITS = {
  appointment: { max: 5, windowSeconds: 600, env: 'RATE_LIMIT_APPOINTMENTS' },
  contact: { max: 10, windowSeconds: 600, env: 'RATE_LIMIT_MESSAGES' },
} as const;

type Bucket = keyof typeof RATE_LIMITS;

async function clientKey(salt: string, address: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sig = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(address));
  return [...new Uint8Array(sig).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Counts this request against the client's limit and answers 429 with Retry-After past it; undefined when the
 * request may go on. Cloudflare always sets CF-Connecting-IP at the edge (and wrangler locally); a request without it
 * never reached us through Cloudflare, so there is no client to count.
 */
export async function rateLimit(c: Context<AppEnv>, bucket: Bucket): Promise<Response | undefined> {
  const address = c.req.header('cf-connecting-ip');
  if (!address) return undefined;
  const rule = RATE_LIMITS[bucket];
  const configured = Number.parseInt((c.env as unknown as Record<string, string | undefined>)[rule.env] ?? '', 10);
  const max = Number.isInteger(configured) && configured > 0 ? configured : rule.max;
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % rule.windowSeconds);
  const windowEnd = windowStart + rule.windowSeconds;
  const client = await clientKey(c.env.RATE_LIMIT_SALT || 'local-development-salt', address);
  const count = await hitRateLimit(c.env.DB, `${bucket}:${client}:${windowStart}`, windowEnd);
  if (count % 20 === 1) c.executionCtx.waitUntil(pruneRateLimits(c.env.DB, now).catch(() => {}));
  if (count <= max) return undefined;
  const retryAfter = Math.max(1, windowEnd - now);
  c.header('Retry-After', String(retryAfter));
  const minutes = Math.ceil(retryAfter / 60);
  return fail(
    c,
    429,
    bucket === 'appointment'
      ? `Too many booking requests from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`
      : `Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
