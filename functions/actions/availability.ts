import { LOCALES, type Locale } from '../../common/locale';
import { closesWholeDay, closureAt, slotCapacity, slotIsSoonEnough, TIME_SLOTS } from '../../common/schedule';
import { closureMessageIn } from '../../common/schemas/messages';
import { bookedCountsStatement, countsBySlot } from '../db/appointments';
import { closureRows, closuresOnStatement } from '../db/closures';
import type { Env } from '../env';
import type { Site } from './site';

/** Seconds an answer is kept in the edge cache; a booking, cancellation or move of that date drops it at once. */
export const AVAILABILITY_CACHE_SECONDS = 10;

/**
 * The cache key of a date's answer: one per origin, date and language (a closed day's message is in the request's
 * language), whatever else the request's URL carried. English keeps the key it always had.
 */
export function availabilityCacheKey(url: string, date: string, locale: Locale): Request {
  const lang = locale === 'en' ? '' : `&lang=${locale}`;
  return new Request(`${new URL(url).origin}/api/availability?date=${date}${lang}`);
}

/** The Cache API where the runtime has one (Cloudflare's edge, workerd locally). */
export function edgeCache(): Cache | undefined {
  return typeof caches !== 'undefined' ? (caches as unknown as { default?: Cache }).default : undefined;
}

/**
 * Drops a date's cached availability after a booking changed it, so this data centre's next answer counts again.
 * Other data centres keep theirs for at most AVAILABILITY_CACHE_SECONDS; the booking itself always re-checks capacity
 * in D1.
 */
export async function forgetAvailability(site: Pick<Site, 'req'>, ...dates: string[]): Promise<void> {
  try {
    const cache = edgeCache();
    if (!cache) return;
    const keys = [...new Set(dates)].flatMap((d) => LOCALES.map((l) => availabilityCacheKey(site.req.url, d, l)));
    await Promise.all(keys.map((k) => cache.delete(k)));
  } catch {
    // A cache that cannot be reached holds nothing to forget.
  }
}

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
