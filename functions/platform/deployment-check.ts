import type { Context, Next } from 'hono';
import { httpsOrigin } from '../../common/platform/site-origin';
import { publishDeploymentCheck, readDeploymentCheck } from './db/deployment-check';
import type { AppEnv, Env } from './env';
import { type ConfigProblem, isDevelopment } from './flags';
import { signText } from './tokens';

/**
 * The scheduler Worker e-mails manage links too, with secrets and variables of its own (set separately): a scheduler
 * whose MANAGE_LINK_SECRET is not the site's would send links that never open, and one with another SITE_ORIGIN
 * would send them elsewhere. So the site, once its own configuration has passed (functions/platform/flags.ts), publishes a
 * value derived from its secret and its origin in D1, and the scheduler sends nothing until its own match
 * (decision 015).
 */

/** A value derived from MANAGE_LINK_SECRET in a domain of its own: equal for equal secrets, and no use as a token. */
export function manageSecretCheck(env: Env): Promise<string> {
  return signText(env, 'deployment-check:v1');
}

/** What this isolate last published (its origin and secret), so that it writes once, not on every request. */
let published: string | undefined;

/** Forgets what this isolate has published (tests: each starts as a fresh isolate would). */
export function forgetPublishedCheck(): void {
  published = undefined;
}

/**
 * Middleware after requireConfig: a deployment that has passed its checks publishes its check for the scheduler,
 * once per isolate and after the response (a no-op write when the row already says the same).
 */
export async function publishSiteCheck(c: Context<AppEnv>, next: Next) {
  const origin = httpsOrigin(c.env.SITE_ORIGIN);
  const key = `${origin} ${c.env.MANAGE_LINK_SECRET}`;
  if (!isDevelopment(c.env) && origin && published !== key) {
    published = key;
    const env = c.env;
    c.executionCtx.waitUntil(
      (async () => {
        try {
          const manageSecret = await manageSecretCheck(env);
          const at = new Date().toISOString();
          await publishDeploymentCheck(env.DB, { manageSecretCheck: manageSecret, siteOrigin: origin, at });
        } catch (err) {
          // The next request tries again; meanwhile the scheduler keeps to the last check it could read.
          if (published === key) published = undefined;
          console.error(`config: could not publish the deployment check: ${(err as Error).name}`);
        }
      })(),
    );
  }
  return next();
}

/**
 * What keeps the scheduler from sending, checked against the site's published check: none published yet, another
 * MANAGE_LINK_SECRET, or another SITE_ORIGIN. Only for a deployment whose own configuration has passed.
 */
export async function siteCheckProblems(env: Env): Promise<ConfigProblem[]> {
  let row: Awaited<ReturnType<typeof readDeploymentCheck>>;
  try {
    row = await readDeploymentCheck(env.DB);
  } catch (err) {
    return [{ name: 'the deployment check', problem: `could not be read (${(err as Error).name})` }];
  }
  if (!row) {
    return [{ name: 'the site', problem: 'has published no deployment check yet (it does on its first API request)' }];
  }
  const problems: ConfigProblem[] = [];
  if (row.manage_secret_check !== (await manageSecretCheck(env))) {
    problems.push({ name: 'MANAGE_LINK_SECRET', problem: "is not the site's" });
  }
  const origin = httpsOrigin(env.SITE_ORIGIN);
  if (origin !== row.site_origin) {
    problems.push({ name: 'SITE_ORIGIN', problem: `${origin} is not the site's, ${row.site_origin}` });
  }
  return problems;
}
