import { closesWholeDay, closureAt, noSessionsMessage, slotIsSoonEnough } from '../../../common/booking/schedule';
import { type ClinicSchedule, placeById, placeIn, slotsOn } from '../../../common/clinic/schedule';
import { closureMessageIn } from '../../../common/desk/messages-schema';
import { LOCALES, type Locale } from '../../../common/i18n/locale';
import { readSchedule, scheduleFromResults, scheduleStatements } from '../../clinic/db';
import { edgeCache } from '../../platform/edge-cache';
import type { Env } from '../../platform/env';
import type { Site } from '../../platform/site';
import { bookedCountsStatement, countsBySlot } from '../db/appointments';
import { closureRows, closuresOnStatement } from '../db/closures';

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

/** Where a time is, as the answer names it: the place's id and its name in the request's language. */
export interface SlotPlace {
  id: string;
  name: string;
}

/** One time of a day, as the booking forms show it; `why` says why it cannot be booked (not sent by the API). */
export interface SlotState {
  time: string;
  available: boolean;
  remaining: number;
  place: SlotPlace;
  why?: 'full' | 'closed' | 'too-soon';
}

/**
 * A date's times: open, or not open because the clinic has no session that day ('closed', no times) or closed the whole
 * day ('closure', its times all unavailable), with the sentence patients read.
 */
export type DayAvailability =
  | { open: true; slots: SlotState[] }
  | { open: false; reason: 'closed' | 'closure'; message: string; slots: SlotState[] };

/** The place of a slot as the answer in `lang` names it (a retired place still has its row). */
function slotPlace(schedule: ClinicSchedule, id: string, lang: Locale): SlotPlace {
  const place = placeById(schedule, id);
  return { id, name: place ? placeIn(place, lang).name : id };
}

/**
 * The free places of a date: its times from the clinic's schedule (slotsOn), each with its session's capacity and
 * place, less active bookings, closures and times too soon — read from D1 in one batch, for the availability API and
 * the no-JavaScript booking form.
 */
export async function dayAvailability(
  env: Env,
  date: string,
  now: Date,
  lang: Locale = 'en',
): Promise<DayAvailability> {
  const db = env.DB;
  const [booked, closed, ...stored] = await db.batch([
    bookedCountsStatement(db, date),
    closuresOnStatement(db, date),
    ...scheduleStatements(db),
  ]);
  const schedule = scheduleFromResults(stored);
  const offered = slotsOn(schedule, date);
  if (!offered.length) return { open: false, reason: 'closed', message: noSessionsMessage(date, lang), slots: [] };
  const counts = countsBySlot(booked?.results ?? []);
  const closures = closureRows(closed?.results ?? []);
  const wholeDay = closures.find(closesWholeDay);
  const slots = offered.map((s): SlotState => {
    const remaining = Math.max(0, s.capacity - (counts.get(s.time) ?? 0));
    const closed = !!wholeDay || !!closureAt(closures, date, s.time);
    const soon = slotIsSoonEnough(date, s.time, now);
    const open = !closed && soon;
    const why = closed ? 'closed' : !soon ? 'too-soon' : remaining === 0 ? 'full' : undefined;
    return {
      time: s.time,
      available: open && remaining > 0,
      remaining: open ? remaining : 0,
      place: slotPlace(schedule, s.placeId, lang),
      ...(why ? { why } : {}),
    };
  });
  return wholeDay
    ? { open: false, reason: 'closure', message: closureMessageIn(wholeDay, true, lang), slots }
    : { open: true, slots };
}

/** A date's times from the stored schedule, none of them bookable (a date past or beyond the booking window). */
export async function unbookableDay(env: Env, date: string, lang: Locale): Promise<SlotState[]> {
  const schedule = await readSchedule(env.DB);
  return slotsOn(schedule, date).map((s) => ({
    time: s.time,
    available: false,
    remaining: 0,
    place: slotPlace(schedule, s.placeId, lang),
  }));
}
