import type { Context } from 'hono';
import { m } from '../../common/paraglide/messages.js';
import { TURNSTILE_HEADER, type TurnstileAction } from '../../common/platform/turnstile';
import type { AppEnv, Env } from './env';
import { fail } from './http';
import { langOf } from './locale';

export { TURNSTILE_HEADER };

/** Cloudflare's verification endpoint for Turnstile tokens. */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** What siteverify answers (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). */
interface Siteverify {
  success?: boolean;
  hostname?: string;
  action?: string;
  'error-codes'?: string[];
  challenge_ts?: string;
}

/**
 * Where tokens are verified: Cloudflare's siteverify, or TURNSTILE_VERIFY_URL on a developer's machine only (the
 * browser tests' local stand-in). A deployment always asks Cloudflare, whatever its vars say.
 */
export function siteverifyUrl(env: Env): string {
  return env.ENVIRONMENT === 'development' && env.TURNSTILE_VERIFY_URL ? env.TURNSTILE_VERIFY_URL : SITEVERIFY_URL;
}

function hostnameOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * With TURNSTILE_SECRET set, a form submission must carry a token that Cloudflare confirms was solved on this site
 * (the request's hostname or SITE_ORIGIN's) by the widget of this endpoint's form (`action`); otherwise (local
 * default) this check is off. Returns the answer to give (403, or 503 when Cloudflare cannot be asked), or undefined
 * to go on.
 */
export async function checkTurnstile(c: Context<AppEnv>, action: TurnstileAction): Promise<Response | undefined> {
  const secret = c.env.TURNSTILE_SECRET;
  if (!secret) return undefined;
  const locale = { locale: langOf(c) };
  const RETRY_LATER = m.server_turnstile_retry({}, locale);
  const FAILED = m.server_turnstile_failed({}, locale);
  const token = c.req.header(TURNSTILE_HEADER) ?? '';
  if (!token || token.length > 2048) return fail(c, 403, m.server_turnstile_missing({}, locale));
  const form = new FormData();
  form.append('secret', secret);
  form.append('response', token);
  const ip = c.req.header('cf-connecting-ip');
  if (ip) form.append('remoteip', ip);
  let data: Siteverify;
  try {
    const res = await fetch(siteverifyUrl(c.env), { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
    data = (await res.json()) as Siteverify;
  } catch {
    // Cloudflare unreachable: refuse rather than let unverified traffic through, and say what to do.
    return fail(c, 503, RETRY_LATER);
  }
  const codes = Array.isArray(data['error-codes']) ? data['error-codes'] : [];
  if (data.success !== true) {
    // Cloudflare's own failure: nothing is wrong with the patient's token, so ask them to try again shortly.
    if (codes.includes('internal-error')) return fail(c, 503, RETRY_LATER);
    console.log(`turnstile: refused (${codes.join(',') || 'no error code'})`);
    return fail(c, 403, FAILED);
  }
  const hosts = [hostnameOf(c.req.url), hostnameOf(c.env.SITE_ORIGIN)];
  if (!data.hostname || !hosts.includes(data.hostname)) {
    // A token solved on another site that uses the same widget (or a copy of this one): not ours to accept.
    console.log('turnstile: refused (token solved on another hostname)');
    return fail(c, 403, FAILED);
  }
  if (data.action !== action) {
    console.log(`turnstile: refused (token for action "${String(data.action).slice(0, 40)}", expected "${action}")`);
    return fail(c, 403, FAILED);
  }
  return undefined;
}
