import type { Context } from 'hono';
import type { AppEnv } from './env';
import { fail } from './http';

/** Cloudflare's verification endpoint for Turnstile tokens. */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** The header the forms send the widget's token in (the spec's request bodies stay as they are). */
export const TURNSTILE_HEADER = 'X-Turnstile-Token';

/**
 * With TURNSTILE_SECRET set, a form submission must carry a token that Cloudflare confirms; otherwise (local
 * default) this check is off. Returns the 403 answer to give, or undefined to go on.
 */
export async function checkTurnstile(c: Context<AppEnv>): Promise<Response | undefined> {
  const secret = c.env.TURNSTILE_SECRET;
  if (!secret) return undefined;
  const token = c.req.header(TURNSTILE_HEADER) ?? '';
  if (!token || token.length > 2048) {
    return fail(c, 403, 'Please complete the security check, then send the form again.');
  }
  const form = new FormData();
  form.append('secret', secret);
  form.append('response', token);
  const ip = c.req.header('cf-connecting-ip');
  if (ip) form.append('remoteip', ip);
  let ok = false;
  try {
    const res = await fetch(SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
    const data = (await res.json()) as { success?: boolean };
    ok = data.success === true;
  } catch {
    // Cloudflare unreachable: refuse rather than let unverified traffic through, and say what to do.
    return fail(c, 503, 'We could not run the security check just now. Please try again in a minute.');
  }
  return ok ? undefined : fail(c, 403, 'The security check failed. Please try it again, then send the form.');
}
