import { Hono } from 'hono';
import { dayClosedReason, isRealDate } from '../../../common/booking/schedule';
import { closedMessage } from '../../../common/desk/messages-schema';
import { bookingPaymentTerms } from '../../payments/actions';
import { edgeCache } from '../../platform/edge-cache';
import type { AppEnv } from '../../platform/env';
import { failInvalidDate } from '../../platform/http';
import { langOf } from '../../platform/locale';
import { storage } from '../../platform/routes/storage';
import {
  AVAILABILITY_CACHE_SECONDS,
  availabilityCacheKey,
  dayAvailability,
  type SlotState,
  unbookableDay,
} from '../actions/availability';

export const availability = new Hono<AppEnv>();

/**
 * A slot as the API answers it: why it is not bookable stays the forms', except `full` (open, but no place left),
 * which the wizards read to offer the waitlist (decision 030).
 */
const answered = ({ time, available, remaining, place, why }: SlotState) => ({
  time,
  available,
  remaining,
  place,
  full: why === 'full',
});

/**
 * GET /api/availability?date=: the date's times from the clinic's schedule, each with its place. A date without any
 * session: `open: false, reason: 'closed'`, no times. A date past or beyond the window ('past', 'too-far') or closed
 * whole by the clinic ('closure'): its times, none bookable.
 */
availability.get('/', async (c) => {
  const date = c.req.query('date') ?? '';
  const lang = langOf(c);
  // The answer's message is in the request's language: a shared cache keeps one answer per language.
  c.header('Vary', 'Accept-Language');
  if (!isRealDate(date)) return failInvalidDate(c, 'date', lang);
  const now = new Date();
  const reason = dayClosedReason(date, now);
  if (reason) {
    return storage(c, async () => {
      const slots = (await unbookableDay(c.env, date, lang)).map(answered);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ success: true as const, date, open: false, reason, message: closedMessage(reason, lang), slots });
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
    const slots = day.slots.map(answered);
    // What the last step says of the fee, when the clinic takes it online (decision 031).
    const payment = await bookingPaymentTerms(c.env);
    const answer = {
      ...(day.open
        ? { success: true as const, date, open: true, slots }
        : { success: true as const, date, open: false, reason: day.reason, message: day.message, slots }),
      ...(payment ? { payment } : {}),
    };
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
