import type { Env } from './env';

/**
 * Where an action runs: the bindings, a way to finish work after the answer (e-mails), and the request's URL (its
 * origin names the edge cache's keys). A Hono context is one; the actions need nothing else of HTTP.
 */
export interface Site {
  env: Env;
  executionCtx: { waitUntil(promise: Promise<unknown>): void };
  req: { url: string };
}
