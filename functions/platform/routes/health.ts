import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { fail } from '../http';

export const health = new Hono<AppEnv>();

/** Uptime checks: the database answers and the reports' bucket is bound. Read-only and cheap: retries and reminders run on the scheduler's clock. */
health.get('/', async (c) => {
  try {
    await c.env.DB.prepare('SELECT 1').first();
  } catch {
    return fail(c, 503, 'The database is not reachable.');
  }
  // Bookings work without it, but no report could be received: a deployment must say so (decision 029).
  if (!c.env.REPORTS) return fail(c, 503, 'The reports bucket (REPORTS) is not bound.');
  return c.json({ success: true as const, status: 'ok' });
});
