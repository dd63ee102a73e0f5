import {
  addDays,
  clinicDate,
  closesWholeDay,
  closureAt,
  lastBookableDate,
  positiveInt,
  slotStart,
} from '../../../common/booking/schedule';
import { slotOn, slotsOn } from '../../../common/clinic/schedule';
import { timesOf } from '../../../common/waitlist/form';
import { closuresBetween } from '../../booking/db';
import { scheduleFromResults, scheduleStatements } from '../../clinic/db';
import { newPhoneState, sendQueued } from '../../notify';
import { newId } from '../../platform/db/ids';
import type { Env } from '../../platform/env';
import { countsBetween, type NewOffer, offerStatements, type WaitingEntry, waitingStatements } from '../db';

/** Hours before a time from which its offer can no longer be claimed, and none is made (WAITLIST_OFFER_LEAD_HOURS). */
export const DEFAULT_OFFER_LEAD_HOURS = 2;

export function offerLeadHours(env: Env): number {
  return positiveInt(env.WAITLIST_OFFER_LEAD_HOURS, DEFAULT_OFFER_LEAD_HOURS);
}

/** Entries offered one free place at most, each round: the first to join first. */
const OFFERS_PER_PLACE = 5;

/** True when an entry would take the place: its dates and times, and for an earlier time, before its booking. */
function suits(e: WaitingEntry, date: string, time: string): boolean {
  if (date < e.date_from || date > e.date_to) return false;
  // Booked that day another way (the wizard, the desk): no offers for it.
  if (e.booked_that_day) return false;
  const times = timesOf(e.times);
  if (times.length && !times.includes(time)) return false;
  if (e.kind === 'earlier') {
    if (e.booked_status !== 'booked' || !e.booked_date || !e.booked_time) return false;
    return slotStart(date, time).getTime() < slotStart(e.booked_date, e.booked_time).getTime();
  }
  return true;
}

/** The first date any entry wants, today at the earliest. */
function earliest(entries: WaitingEntry[], today: string): string {
  const from = entries.map((e) => e.date_from).sort()[0];
  return from < today ? today : from;
}

/** The last date any entry wants. */
function latest(entries: WaitingEntry[]): string {
  return (
    entries
      .map((e) => e.date_to)
      .sort()
      .at(-1) ?? ''
  );
}

/**
 * How a round runs: for one entry only (it has just joined), its messages sent after the caller's answer (`waitUntil`)
 * or not at all (`send: false`: the scheduler sends them with the rest of its run).
 */
export interface OfferHow {
  entryId?: string;
  /** False: the offers are recorded without any message (the desk phones the patient itself). */
  messages?: boolean;
  waitUntil?: (p: Promise<unknown>) => void;
  send?: boolean;
}

/**
 * Finds the free places that waiting entries would take and offers each to them (decision 030): every time of the
 * entries' dates, from the clinic's schedule, with a place free (active bookings under its session's capacity), not
 * closed and further off than the lead time. An entry holds one offer at a time (its earliest time that suits): none
 * while one it may still take is open; each free place goes to at most OFFERS_PER_PLACE entries, in the order they
 * joined. The offers and their messages are written in one batch, and sent after. Called after every
 * change that frees a place (a cancellation, a move, a release, a schedule edit) and by the scheduler each run, which
 * catches anything a request did not live to offer. Returns the number of offers written.
 */
export async function offerFreePlaces(env: Env, now = new Date(), how: OfferHow = {}): Promise<number> {
  const db = env.DB;
  const today = clinicDate(now);
  const [, waiting, open, ...stored] = await db.batch([...waitingStatements(db, today), ...scheduleStatements(db)]);
  const all = (waiting?.results ?? []) as WaitingEntry[];
  const entries = how.entryId ? all.filter((e) => e.id === how.entryId) : all;
  if (!entries.length) return 0;
  const schedule = scheduleFromResults(stored);
  // Dates as text (YYYY-MM-DD) sort as dates: from the first not past to the last within the booking window (over
  // every waiting entry, so the open offers of others are weighed with their times' bookings).
  const first = earliest(all, today);
  const last = [lastBookableDate(now), latest(all)].sort()[0];
  if (last < first) return 0;
  const [counts, closed] = await Promise.all([countsBetween(db, first, last).all(), closuresBetween(db, first, last)]);
  const taken = new Map(
    ((counts.results ?? []) as { date: string; time: string; n: number }[]).map((r) => [`${r.date} ${r.time}`, r.n]),
  );
  const freeAt = (date: string, time: string) =>
    (slotOn(schedule, date, time)?.capacity ?? 0) - (taken.get(`${date} ${time}`) ?? 0);
  // The offers out that can still be taken: open, not past their time, their time still with a free place.
  const live = (
    (open?.results ?? []) as {
      entry_id: string;
      appointment_date: string;
      appointment_time: string;
      expires_at: string;
    }[]
  ).filter((o) => o.expires_at > now.toISOString() && freeAt(o.appointment_date, o.appointment_time) > 0);
  // One offer at a time: an entry holding one it may still take gets no other (no string of offers for one day).
  const holding = new Set(live.map((o) => o.entry_id));
  // A free place goes to OFFERS_PER_PLACE entries in all, counting the offers already out for its time.
  const out = new Map<string, number>();
  for (const o of live) {
    const key = `${o.appointment_date} ${o.appointment_time}`;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  const lead = offerLeadHours(env) * 3_600_000;
  const offered = new Set<string>();
  const offers: NewOffer[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const dayClosures = closed.filter((c) => date >= c.start_date && date <= c.end_date);
    if (dayClosures.some(closesWholeDay)) continue;
    for (const slot of slotsOn(schedule, date)) {
      const starts = slotStart(date, slot.time).getTime();
      if (starts - now.getTime() <= lead) continue;
      if (closureAt(dayClosures, date, slot.time)) continue;
      const free = slot.capacity - (taken.get(`${date} ${slot.time}`) ?? 0);
      const budget = free * OFFERS_PER_PLACE - (out.get(`${date} ${slot.time}`) ?? 0);
      if (free <= 0 || budget <= 0) continue;
      const takers = entries
        .filter((e) => !offered.has(e.id) && !holding.has(e.id) && suits(e, date, slot.time))
        .slice(0, budget);
      for (const e of takers) {
        offered.add(e.id);
        offers.push({
          id: newId('wof'),
          entryId: e.id,
          date,
          time: slot.time,
          placeId: slot.placeId,
          expiresAt: new Date(starts - lead).toISOString(),
          offeredBy: 'system',
        });
      }
    }
  }
  return writeOffers(env, offers, now, how);
}

/**
 * Writes offers and their messages in one batch and sends the messages (after the caller's answer when it passes
 * `waitUntil`; the scheduler sends what is left). Returns how many offers were written.
 */
export async function writeOffers(env: Env, offers: NewOffer[], now = new Date(), how: OfferHow = {}): Promise<number> {
  if (!offers.length) return 0;
  const at = now.toISOString();
  // Written 'pending' and sent by this request (or, while sending is paused, by the scheduler).
  const whatsapp = newPhoneState(env) ? 'pending' : null;
  const { statements, messages } = offerStatements(env.DB, offers, { email: 'pending', whatsapp }, at, how.messages);
  const results = await env.DB.batch(statements);
  // Each offer's INSERT comes first, then its messages.
  let written = 0;
  const sent: string[] = [];
  let i = 0;
  for (const o of offers) {
    const wrote = (results[i++]?.meta.changes ?? 0) === 1;
    if (wrote) written++;
    for (const m of messages.filter((x) => x.refId === o.id)) {
      if ((results[i++]?.meta.changes ?? 0) === 1) sent.push(m.id);
    }
  }
  if (sent.length && how.send !== false) {
    const sending = sendQueued(env, sent);
    if (how.waitUntil) how.waitUntil(sending);
    else await sending;
  }
  if (written) console.log(`waitlist: ${written} offer(s) made`);
  return written;
}
