import type { Context, Next } from 'hono';
import { PRIMARY_PHONE } from '../common/clinic';
import { m } from '../common/paraglide/messages.js';
import type { AppEnv, Env } from './env';
import { pageCopy } from './html/copy';
import { messagePage, styleSource } from './html/layout';
import { fail } from './http';
import { langOf } from './locale';

/** True only on a developer's machine (`npm start`, the tests): ENVIRONMENT is "development". */
export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development';
}

/**
 * What is wrong with the configuration, as the names of the variables to fix; empty when it is complete.
 * A deployment (any ENVIRONMENT but "development") needs its secrets: without RESEND_API_KEY no patient would get an
 * e-mail, without RATE_LIMIT_SALT the stored rate-limit keys could be reversed to addresses, without
 * MANAGE_LINK_SECRET no manage link could be made. Turnstile is optional, but only whole: a site key without its
 * secret would show a widget that nothing checks, a secret without a site key would refuse every form.
 */
export function configProblems(env: Env): string[] {
  const missing: string[] = [];
  if (!isDevelopment(env)) {
    for (const name of ['RESEND_API_KEY', 'RATE_LIMIT_SALT', 'MANAGE_LINK_SECRET'] as const) {
      if (!env[name]) missing.push(name);
    }
    if (!env.SITE_ORIGIN) missing.push('SITE_ORIGIN');
  }
  if (!env.TURNSTILE_SECRET !== !env.TURNSTILE_SITE_KEY) {
    missing.push(env.TURNSTILE_SECRET ? 'TURNSTILE_SITE_KEY' : 'TURNSTILE_SECRET');
  }
  return missing;
}

let lastLogged = '';

/**
 * Refuses every API request while the configuration is incomplete: 503, nothing read or written, and one log line
 * naming the missing variables (once per isolate and set of names, so a burst of requests does not flood the log).
 */
export async function requireConfig(c: Context<AppEnv>, next: Next) {
  const missing = configProblems(c.env);
  if (!missing.length) return next();
  const names = missing.join(', ');
  if (names !== lastLogged) {
    console.error(`config: refusing requests: ${names} not set (ENVIRONMENT=${c.env.ENVIRONMENT ?? 'unset'})`);
    lastLogged = names;
  }
  c.header('Retry-After', '300');
  const lang = langOf(c);
  const message = m.server_config_unavailable({ phone: PRIMARY_PHONE.display }, { locale: lang });
  if (c.req.path.startsWith('/api/forms/')) {
    // A form sent without JavaScript: the answer is read by a person, as a page (its language from Accept-Language:
    // nothing of the form is read while the deployment is incomplete).
    const t = pageCopy(lang);
    c.header('Content-Security-Policy', `default-src 'none'; style-src ${await styleSource()}; frame-ancestors 'none'`);
    return c.html(await messagePage(lang, { title: t.callUsTitle, lines: [message, t.nothingSent] }), 503);
  }
  return fail(c, 503, message);
}
