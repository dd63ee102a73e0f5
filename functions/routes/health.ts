import { Hono } from 'hono';
import { retryDueEmails } from '../email/deliver';
import type { AppEnv } from '../env';
import { fail } from '../http';

export const health = new Hono<AppEnv>();

health.get('/', async (c) => {
  try {
    await c.env.DB.prepare('SELECT 1').first();
  } catch {
    return fail(c, 503, 'The database is not reachable.');
  }
  // Uptime checks double as the trigger for e-mail retries (Pages has no cron).
  c.executionCtx.waitUntil(retryDueEmails(c.env));
  return c.json({ success: true as const, status: 'ok' });
});
