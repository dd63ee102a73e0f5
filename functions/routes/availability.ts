import { Hono } from 'hono';
import { dayClosedReason, isRealDate, TIME_SLOTS } from '../../common/schedule';
import { closedMessage } from '../../common/schemas/messages';
import { AVAILABILITY_CACHE_SECONDS, availabilityCacheKey, dayAvailability, edgeCache } from '../actions/availability';
import type { AppEnv } from '../env';
import { failInvalidDate } from '../http';
import { langOf } from '../locale';
import { storage } from './storage';

export const availability = new Hono<AppEnv>();

availability.get('/', async (c) => {
  const date = c.req.query('date') ?? '';
  const lang = langOf(c);
  // The answer's message is in the request's language: a shared cache keeps one answer per language.
  c.header('Vary', 'Accept-Language');
  if (!isRealDate(date)) return failInvalidDate(c, 'date', lang);
  const now = new Date();
  const reason = dayClosedReason(date, now);
  if (reason) {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      success: true as const,
      date,
      open: false,
      reason,
      message: closedMessage(reason, lang),
      slots: TIME_SLOTS.map((s) => ({ time: s.label, available: false, remaining: 0 })),
    });
  }
  const cache = edgeCache();
  const key = availabilityCacheKey(c.req.url, date, lang);
  const hit = await cache?.match(key).catch(() => undefined);
  if (hit) {
    // A copy: a cached response's headers cannot be changed, and the app adds its security headers to every answer.
    const copy = new Response(hit.body, hit);
    copy.headers.set('Vary', 'Accept-Language');
    return copy;
  }
  return storage(c, async () => {
    const day = await dayAvailability(c.env, date, now, lang);
    const slots = day.slots.map(({ time, available, remaining }) => ({ time, available, remaining }));
    const answer = day.open
      ? { success: true as const, date, open: true, slots }
      : // A day the clinic closed reads like a Sunday, with the clinic's own reason.
        { success: true as const, date, open: false, reason: 'closure', message: day.message, slots };
    const res = c.json(answer);
    res.headers.set('Cache-Control', `public, max-age=${AVAILABILITY_CACHE_SECONDS}`);
    if (cache) {
      // The edge cache's key already names the language.
      const stored = res.clone();
      stored.headers.delete('Vary');
      c.executionCtx.waitUntil(cache.put(key, stored).catch(() => {}));
    }
    return res;
  });
});
