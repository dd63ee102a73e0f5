import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  CLOSED_MESSAGES,
  closesWholeDay,
  closureAt,
  closureMessage,
  dayClosedReason,
  isRealDate,
  slotCapacity,
  slotIsSoonEnough,
  TIME_SLOTS,
} from '../../common/schedule';
import { bookedCountsStatement, countsBySlot } from '../db/appointments';
import { closureRows, closuresOnStatement } from '../db/closures';
import type { AppEnv } from '../env';
import { fail } from '../http';
import { storage } from './storage';

export const availability = new Hono<AppEnv>();

/** Seconds an answer is kept in the edge cache; a booking, cancellation or move of that date drops it at once. */
const CACHE_SECONDS = 10;

/** The cache key of a date's answer: one per origin and date, whatever else the request's URL carried. */
function cacheKey(c: Context, date: string): Request {
  return new Request(`${new URL(c.req.url).origin}/api/availability?date=${date}`);
}

/** The Cache API where the runtime has one (Cloudflare's edge, workerd locally). */
function edgeCache(): Cache | undefined {
  return typeof caches !== 'undefined' ? (caches as unknown as { default?: Cache }).default : undefined;
}

/**
 * Drops a date's cached availability after a booking changed it, so this data centre's next answer counts again.
 * Other data centres keep theirs for at most CACHE_SECONDS; the booking itself always re-checks capacity in D1.
 */
export async function forgetAvailability(c: Context, date: string): Promise<void> {
  try {
    await edgeCache()?.delete(cacheKey(c, date));
  } catch {
    // A cache that cannot be reached holds nothing to forget.
  }
}

availability.get('/', async (c) => {
  const date = c.req.query('date') ?? '';
  if (!isRealDate(date)) return fail(c, 400, 'Please give a valid date as YYYY-MM-DD.', { date: 'Invalid date.' });
  const now = new Date();
  const reason = dayClosedReason(date, now);
  if (reason) {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      success: true as const,
      date,
      open: false,
      reason,
      message: CLOSED_MESSAGES[reason],
      slots: TIME_SLOTS.map((s) => ({ time: s.label, available: false, remaining: 0 })),
    });
  }
  const cache = edgeCache();
  const key = cacheKey(c, date);
  const hit = await cache?.match(key).catch(() => undefined);
  // A copy: a cached response's headers cannot be changed, and the app adds its security headers to every answer.
  if (hit) return new Response(hit.body, hit);
  return storage(c, async () => {
    const capacity = slotCapacity(c.env.SLOT_CAPACITY);
    const [booked, closed] = await c.env.DB.batch([
      bookedCountsStatement(c.env.DB, date),
      closuresOnStatement(c.env.DB, date),
    ]);
    const counts = countsBySlot(booked?.results ?? []);
    const closures = closureRows(closed?.results ?? []);
    const wholeDay = closures.find(closesWholeDay);
    const slots = TIME_SLOTS.map((s) => {
      const remaining = Math.max(0, capacity - (counts.get(s.label) ?? 0));
      const open = !wholeDay && !closureAt(closures, date, s.label) && slotIsSoonEnough(date, s.label, now);
      return { time: s.label, available: open && remaining > 0, remaining: open ? remaining : 0 };
    });
    // A day the clinic closed reads like a Sunday, with the clinic's own reason.
    const answer = wholeDay
      ? { success: true as const, date, open: false, reason: 'closure', message: closureMessage(wholeDay, true), slots }
      : { success: true as const, date, open: true, slots };
    const res = c.json(answer);
    res.headers.set('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
    if (cache) c.executionCtx.waitUntil(cache.put(key, res.clone()).catch(() => {}));
    return res;
  });
});
