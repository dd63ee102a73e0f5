import { labelMinutes, weekday } from '../clinic/schedule';
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

/**
 * Booking rules, defined once and applied in the clinic's time zone (Asia/Kolkata) whatever the zone of the
 * server or the browser. India keeps no daylight saving time, so the zone is a fixed UTC+05:30 offset.
 */

export const CLINIC_TIME_ZONE = 'Asia/Kolkata';
/** India Standard Time's offset from UTC, in minutes (no daylight saving). */
export const IST_OFFSET_MINUTES = 5 * 60 + 30;

/**
 * The default week's labels ('09:00 AM' … '05:00 PM'): a static list only where no date's answer is known yet (a
 * first paint). Which times a date offers, and where, is the clinic's schedule's (common/clinic/schedule.ts slotsOn).
 */
export { DEFAULT_TIME_LABELS as TIME_SLOT_LABELS } from '../clinic/schedule';

/** How long one appointment lasts, for the calendar invitation. */
export const APPOINTMENT_MINUTES = 30;

/** How far ahead a patient may book, in days from today (today included). */
export const BOOKING_WINDOW_DAYS = 60;

/** Today's slots can be booked only if they start at least this long from now. */
export const MIN_LEAD_MINUTES = 60;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isRealDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  t.setUTCFullYear(y, mo - 1, d);
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The clinic's calendar date (YYYY-MM-DD) at the instant `now`. */
export function clinicDate(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** 0 (Sunday) to 6 (Saturday) for a YYYY-MM-DD date (defined beside the clinic's schedule, which needs it too). */
export { weekday } from '../clinic/schedule';

/** The UTC instant at which a slot (its label, '02:30 PM') starts on a clinic date. */
export function slotStart(date: string, slot: string): Date {
  const minutes = labelMinutes(slot);
  if (Number.isNaN(minutes)) throw new RangeError(`not a slot label: ${slot}`);
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - IST_OFFSET_MINUTES) * 60_000);
}

/** The last bookable date: today plus the window. */
export function lastBookableDate(now: Date = new Date()): string {
  return addDays(clinicDate(now), BOOKING_WINDOW_DAYS);
}

/** Why a whole day cannot be booked: passed, beyond the window, or (the schedule's) no session that day. */
export type DayClosedReason = 'past' | 'closed' | 'too-far';

/**
 * Why the booking window leaves a whole day out ('past', 'too-far'), or null when it leaves it in. Whether the clinic
 * has a session that day ('closed') is the schedule's, read from D1 (slotsOn).
 */
export function dayClosedReason(date: string, now: Date = new Date()): Exclude<DayClosedReason, 'closed'> | null {
  const today = clinicDate(now);
  if (date < today) return 'past';
  if (date > lastBookableDate(now)) return 'too-far';
  return null;
}

/** Why a day or slot cannot be booked, as the patient reads it in `lang` (the catalogue's forms_closed_*). */
export function closedMessage(reason: DayClosedReason | 'too-soon' | 'full', lang: Locale = 'en'): string {
  const locale = { locale: lang };
  switch (reason) {
    case 'past':
      return m.forms_closed_past({}, locale);
    case 'closed':
      return m.forms_closed_sunday({}, locale);
    case 'too-far':
      return m.forms_closed_too_far({ days: BOOKING_WINDOW_DAYS }, locale);
    case 'too-soon':
      return m.forms_closed_too_soon({}, locale);
    case 'full':
      return m.forms_closed_full({}, locale);
  }
}

/**
 * Why a date without any session cannot be booked, in `lang`: the Sunday sentence on a Sunday, a general one on any
 * other day (the desk may leave a weekday without sessions).
 */
export function noSessionsMessage(date: string, lang: Locale = 'en'): string {
  return weekday(date) === 0 ? closedMessage('closed', lang) : m.forms_closed_no_sessions({}, { locale: lang });
}

/** A time the date does not offer (the schedule has no such slot that day), in `lang`. */
export function notOfferedMessage(lang: Locale = 'en'): string {
  return m.forms_closed_not_offered({}, { locale: lang });
}

/** The same texts in English, by reason (the desk's answers and the browser tests read them). */
export const CLOSED_MESSAGES = {
  past: closedMessage('past'),
  closed: closedMessage('closed'),
  'too-far': closedMessage('too-far'),
  'too-soon': closedMessage('too-soon'),
  full: closedMessage('full'),
} as const;

/** True when the slot starts at least MIN_LEAD_MINUTES after now. */
export function slotIsSoonEnough(date: string, slot: string, now: Date = new Date()): boolean {
  return slotStart(date, slot).getTime() - now.getTime() >= MIN_LEAD_MINUTES * 60_000;
}

/** Null when the date and slot obey every rule except capacity, else the reason. */
export function slotClosedReason(
  date: string,
  slot: string,
  now: Date = new Date(),
): Exclude<DayClosedReason, 'closed'> | 'too-soon' | null {
  const day = dayClosedReason(date, now);
  if (day) return day;
  if (!slotIsSoonEnough(date, slot, now)) return 'too-soon';
  return null;
}

/** The reminder goes out at this hour (Delhi time) on the day before the appointment. */
export const REMINDER_HOUR = 18;

/**
 * When a booking's reminder is due: 18:00 in Delhi the day before, or `now` when that has already passed (a booking
 * made that late gets its reminder at once).
 */
export function reminderDueAt(date: string, now: Date = new Date()): Date {
  const due = new Date(
    Date.parse(`${addDays(date, -1)}T00:00:00Z`) + REMINDER_HOUR * 3_600_000 - IST_OFFSET_MINUTES * 60_000,
  );
  return due.getTime() > now.getTime() ? due : now;
}

/** Hours before the start during which a patient can no longer change a booking online, unless configured. */
export const DEFAULT_MANAGE_CUTOFF_HOURS = 2;

/** Upcoming active bookings one patient may hold, unless configured. */
export const DEFAULT_MAX_UPCOMING_BOOKINGS = 2;

/** Reads a configured positive whole number, or the fallback for anything else. */
export function positiveInt(configured: string | undefined | null, fallback: number): number {
  const n = Number.parseInt(configured ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A closure of the calendar as the API reads it: dates inclusive, the listed times only, or the whole day if none. */
export interface ClosureSpan {
  start_date: string;
  end_date: string;
  slots: readonly string[];
  reason: string;
  /** The reason in Hindi, for Hindi patients; '' or missing: they read the sentence without a reason, never English. */
  reason_hi?: string;
}

/** The closure that covers a date (and time, when given), or undefined. */
export function closureAt(closures: readonly ClosureSpan[], date: string, time?: string): ClosureSpan | undefined {
  return closures.find(
    (c) =>
      date >= c.start_date &&
      date <= c.end_date &&
      (c.slots.length === 0 || time === undefined || c.slots.includes(time)),
  );
}

/** True when a closure takes the whole of that date. */
export function closesWholeDay(c: ClosureSpan): boolean {
  return c.slots.length === 0;
}

/**
 * How long a booking from a form without JavaScript (no Turnstile) holds its place unconfirmed: the patient confirms
 * it from the e-mail, or the place is released (decision 011).
 */
export const CONFIRM_HOURS = 2;
