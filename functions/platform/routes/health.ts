import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { fail } from '../http';

export const health = new Hono<AppEnv>();

/** Uptime checks: the database answers. Read-only and cheap: retries and reminders run on the scheduler's clock. */
health.get('/', async (c) => {
  try {
    await c.env.DB.prepare('SELECT 1').first();
  } catch {
    return fail(c, 503, 'The database is not reachable.');
  }
  return c.json({ success: true as const, status: 'ok' });
});
