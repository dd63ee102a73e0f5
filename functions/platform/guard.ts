import type { Context, Next } from 'hono';
import { PRIMARY_PHONE } from '../../common/clinic/facts';
import { m } from '../../common/paraglide/messages.js';
import { BUILD_INFO_PATH, httpsOrigin, parseBuildInfo, STAND_IN_ORIGIN } from '../../common/platform/site-origin';
import type { AppEnv, Env } from './env';
import { type ConfigProblem, configProblems, describeProblems, isDevelopment } from './flags';
import { pageCopy } from './html/copy';
import { messagePage, styleSource } from './html/layout';
import { fail } from './http';
import { langOf } from './locale';

/**
 * The configuration guard: every API request is refused (503, nothing read or written) while the deployment's
 * configuration is incomplete or wrong — flags.ts says what is wrong, this adds the build's own origin and answers.
 */

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
