import type { Context, Next } from 'hono';
import { PRIMARY_PHONE } from '../../common/clinic/facts';
import { m } from '../../common/paraglide/messages.js';
import { BUILD_INFO_PATH, httpsOrigin, parseBuildInfo, STAND_IN_ORIGIN } from '../../common/platform/site-origin';
import { halfConfigured, SMS_VARS, WHATSAPP_VARS } from '../notify/phone/config';
import type { AppEnv, Env } from './env';
import { pageCopy } from './html/copy';
import { messagePage, styleSource } from './html/layout';
import { fail } from './http';
import { langOf } from './locale';

/** True only on a developer's machine (`npm start`, the tests): ENVIRONMENT is "development". */
export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development';
}

/** Secrets shorter than this (in UTF-8 bytes) are refused in a deployment: 256 bits, as the HMACs they key. */
export const MIN_SECRET_BYTES = 32;

/** One thing wrong with the configuration: the variable (or thing) and what is wrong with it. */
export interface ConfigProblem {
  name: string;
  problem: string;
}

const NOT_SET = 'not set';

/**
 * What is wrong with the configuration; empty when it is complete.
 * A deployment (any ENVIRONMENT but "development") needs its secrets: without RESEND_API_KEY no patient would get an
 * e-mail, without RATE_LIMIT_SALT the stored rate-limit keys could be reversed to addresses, without
 * MANAGE_LINK_SECRET no manage link could be made; both keys of an HMAC must be at least MIN_SECRET_BYTES long. Its
 * SITE_ORIGIN must be an https:// origin and not the stand-in the repository ships with: every manage and privacy link
 * e-mailed points there, token in the fragment, so a domain the clinic does not own could read and use them.
 * Turnstile is optional, but only whole: a site key without its secret would show a widget that nothing checks, a
 * secret without a site key would refuse every form.
 */
export function configProblems(env: Env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (!isDevelopment(env)) {
    for (const name of ['RESEND_API_KEY', 'RATE_LIMIT_SALT', 'MANAGE_LINK_SECRET', 'SITE_ORIGIN'] as const) {
      if (!env[name]) problems.push({ name, problem: NOT_SET });
    }
    for (const name of ['RATE_LIMIT_SALT', 'MANAGE_LINK_SECRET'] as const) {
      const bytes = new TextEncoder().encode(env[name] ?? '').length;
      if (bytes && bytes < MIN_SECRET_BYTES) {
        problems.push({ name, problem: `too short (${bytes} bytes; at least ${MIN_SECRET_BYTES})` });
      }
    }
    problems.push(...originProblems(env));
  }
  // A phone channel is optional, but only whole: half of WhatsApp or of SMS would queue messages nothing can send.
  for (const vars of [WHATSAPP_VARS, SMS_VARS]) {
    for (const name of halfConfigured(env, vars)) problems.push({ name, problem: NOT_SET });
  }
  if (!env.TURNSTILE_SECRET !== !env.TURNSTILE_SITE_KEY) {
    problems.push({ name: env.TURNSTILE_SECRET ? 'TURNSTILE_SITE_KEY' : 'TURNSTILE_SECRET', problem: NOT_SET });
  }
  return problems;
}

function originProblems(env: Env): ConfigProblem[] {
  if (!env.SITE_ORIGIN) return [];
  const origin = httpsOrigin(env.SITE_ORIGIN);
  if (!origin) return [{ name: 'SITE_ORIGIN', problem: `is not an https:// origin (${env.SITE_ORIGIN})` }];
  if (origin === STAND_IN_ORIGIN) return [{ name: 'SITE_ORIGIN', problem: `is the stand-in ${STAND_IN_ORIGIN}` }];
  return [];
}

/** The problems as one line: "A, B not set; C too short (…); SITE_ORIGIN is the stand-in …". */
export function describeProblems(problems: ConfigProblem[]): string {
  const unset = problems.filter((p) => p.problem === NOT_SET).map((p) => p.name);
  return [
    ...(unset.length ? [`${unset.join(', ')} ${NOT_SET}`] : []),
    ...problems.filter((p) => p.problem !== NOT_SET).map((p) => `${p.name} ${p.problem}`),
  ].join('; ');
}

/** The origin the deployed pages were built for, once read (per isolate: a deployment's build never changes). */
let builtFor: string | undefined;

/**
 * Compares SITE_ORIGIN with the origin the build wrote into build-info.json (read once per isolate through the Pages
 * ASSETS binding): a deployment whose runtime origin differs from its pages' (built for one domain, served with links
 * to another) is a problem, and so is one whose build's origin cannot be read (fail closed).
 */
async function buildOriginProblem(env: Env, requestUrl: string): Promise<ConfigProblem | null> {
  const origin = httpsOrigin(env.SITE_ORIGIN);
  if (!origin || origin === STAND_IN_ORIGIN) return null;
  if (!builtFor) {
    const read = await readBuildOrigin(env, requestUrl);
    if ('error' in read) return { name: "the build's origin", problem: `could not be read (${read.error})` };
    builtFor = read.origin;
  }
  return builtFor === origin
    ? null
    : { name: 'SITE_ORIGIN', problem: `${origin} is not the origin the site was built for, ${builtFor}` };
}

async function readBuildOrigin(env: Env, requestUrl: string): Promise<{ origin: string } | { error: string }> {
  if (!env.ASSETS) return { error: 'no ASSETS binding' };
  try {
    const res = await env.ASSETS.fetch(new URL(BUILD_INFO_PATH, requestUrl).toString());
    if (!res.ok) {
      await res.body?.cancel();
      return { error: `${BUILD_INFO_PATH} answered ${res.status}` };
    }
    const origin = parseBuildInfo(await res.text());
    return origin ? { origin } : { error: `${BUILD_INFO_PATH} holds no https:// origin` };
  } catch (err) {
    return { error: `${BUILD_INFO_PATH}: ${(err as Error).name}` };
  }
}

/** Everything wrong with a request's configuration: configProblems, then, in a deployment, the build's origin. */
export async function deploymentProblems(env: Env, requestUrl: string): Promise<ConfigProblem[]> {
  const problems = configProblems(env);
  if (!isDevelopment(env)) {
    const build = await buildOriginProblem(env, requestUrl);
    if (build) problems.push(build);
  }
  return problems;
}

let lastLogged = '';

/** Forgets what this isolate has read and logged (tests: each starts as a fresh isolate would). */
export function forgetConfigState(): void {
  builtFor = undefined;
  lastLogged = '';
}

/**
 * Refuses every API request while the configuration is incomplete or wrong: 503, nothing read or written, and one log
 * line naming what to fix (once per isolate and set of problems, so a burst of requests does not flood the log).
 */
export async function requireConfig(c: Context<AppEnv>, next: Next) {
  const problems = await deploymentProblems(c.env, c.req.url);
  if (!problems.length) return next();
  const text = describeProblems(problems);
  if (text !== lastLogged) {
    console.error(`config: refusing requests: ${text} (ENVIRONMENT=${c.env.ENVIRONMENT ?? 'unset'})`);
    lastLogged = text;
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
