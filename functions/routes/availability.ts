import type { Context } from 'hono';
import { Hono } from 'hono';
import { LOCALES, type Locale } from '../../common/locale';
import { m } from '../../common/paraglide/messages.js';
import {
  closesWholeDay,
  closureAt,
  dayClosedReason,
  isRealDate,
  slotCapacity,
  slotIsSoonEnough,
  TIME_SLOTS,
} from '../../common/schedule';
import { closedMessage, closureMessageIn } from '../../common/schemas/messages';
import { bookedCountsStatement, countsBySlot } from '../db/appointments';
import { closureRows, closuresOnStatement } from '../db/closures';
import type { AppEnv, Env } from '../env';
import { fail } from '../http';
import { langOf } from '../locale';
import { storage } from './storage';

export const availability = new Hono<AppEnv>();

/** Seconds an answer is kept in the edge cache; a booking, cancellation or move of that date drops it at once. */
const CACHE_SECONDS = 10;

/**
 * The cache key of a date's answer: one per origin, date and language (a closed day's message is in the request's
 * language), whatever else the request's URL carried. English keeps the key it always had.
 */
function cacheKey(c: Context, date: string, locale: Locale): Request {
  const lang = locale === 'en' ? '' : `&lang=${locale}`;
  return new Request(`${new URL(c.req.url).origin}/api/availability?date=${date}${lang}`);
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
    const cache = edgeCache();
    if (cache) await Promise.all(LOCALES.map((l) => cache.delete(cacheKey(c, date, l))));
  } catch {
    // A cache that cannot be reached holds nothing to forget.
  }
}

availability.get('/', async (c) => {
  const date = c.req.query('date') ?? '';
  const lang = langOf(c);
  // The answer's message is in the request's language: a shared cache keeps one answer per language.
  c.header('Vary', 'Accept-Language');
  if (!isRealDate(date)) {
    const locale = { locale: lang };
    return fail(c, 400, m.server_availability_invalid_date({}, locale), {
      date: m.server_invalid_date_field({}, locale),
    });
  }
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
  const key = cacheKey(c, date, lang);
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
    res.headers.set('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
    if (cache) {
      // The edge cache's key already names the language.
      const stored = res.clone();
      stored.headers.delete('Vary');
      c.executionCtx.waitUntil(cache.put(key, stored).catch(() => {}));
    }
    return res;
  });
});

/** One time of a day, as the booking forms show it; `why` says why it cannot be booked (not sent by the API). */
export interface SlotState {
  time: string;
  available: boolean;
  remaining: number;
  why?: 'full' | 'closed' | 'too-soon';
}

/**
 * The free places of a date the schedule rules leave open (read from D1: active bookings and the clinic's closures),
 * for the availability API and the no-JavaScript booking form. `open` is false when the clinic closed the whole day.
 */
export async function dayAvailability(
  env: Env,
  date: string,
  now: Date,
  lang: Locale = 'en',
): Promise<{ open: true; slots: SlotState[] } | { open: false; message: string; slots: SlotState[] }> {
  const capacity = slotCapacity(env.SLOT_CAPACITY);
  const [booked, closed] = await env.DB.batch([bookedCountsStatement(env.DB, date), closuresOnStatement(env.DB, date)]);
  const counts = countsBySlot(booked?.results ?? []);
  const closures = closureRows(closed?.results ?? []);
  const wholeDay = closures.find(closesWholeDay);
  const slots = TIME_SLOTS.map((s): SlotState => {
    const remaining = Math.max(0, capacity - (counts.get(s.label) ?? 0));
    const closed = !!wholeDay || !!closureAt(closures, date, s.label);
    const soon = slotIsSoonEnough(date, s.label, now);
    const open = !closed && soon;
    const why = closed ? 'closed' : !soon ? 'too-soon' : remaining === 0 ? 'full' : undefined;
    return {
      time: s.label,
      available: open && remaining > 0,
      remaining: open ? remaining : 0,
      ...(why ? { why } : {}),
    };
  });
  return wholeDay ? { open: false, message: closureMessageIn(wholeDay, true, lang), slots } : { open: true, slots };
}
