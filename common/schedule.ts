import type { Locale } from './locale';
import { m } from './paraglide/messages.js';

/**
 * Booking rules, defined once and applied in the clinic's time zone (Asia/Kolkata) whatever the zone of the
 * server or the browser. India keeps no daylight saving time, so the zone is a fixed UTC+05:30 offset.
 */

export const CLINIC_TIME_ZONE = 'Asia/Kolkata';
/** India Standard Time's offset from UTC, in minutes (no daylight saving). */
export const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** The eight bookable times of spec §9, with their 24-hour start. Hourly, no 01:00 PM. */
export const TIME_SLOTS = [
  { label: '09:00 AM', hour: 9 },
  { label: '10:00 AM', hour: 10 },
  { label: '11:00 AM', hour: 11 },
  { label: '12:00 PM', hour: 12 },
  { label: '02:00 PM', hour: 14 },
  { label: '03:00 PM', hour: 15 },
  { label: '04:00 PM', hour: 16 },
  { label: '05:00 PM', hour: 17 },
] as const;

export type TimeSlot = (typeof TIME_SLOTS)[number]['label'];

export const TIME_SLOT_LABELS = TIME_SLOTS.map((s) => s.label) as unknown as readonly [TimeSlot, ...TimeSlot[]];

/** How long one appointment lasts, for the calendar invitation. */
export const APPOINTMENT_MINUTES = 30;

/** Patients per slot unless SLOT_CAPACITY says otherwise. */
export const DEFAULT_SLOT_CAPACITY = 4;

/** How far ahead a patient may book, in days from today (today included). */
export const BOOKING_WINDOW_DAYS = 60;

/** Today's slots can be booked only if they start at least this long from now. */
export const MIN_LEAD_MINUTES = 60;

/** Sunday closed, as the footer and the structured data say (decision 004). 0 = Sunday. */
export const CLOSED_WEEKDAYS: readonly number[] = [0];

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

/** 0 (Sunday) to 6 (Saturday) for a YYYY-MM-DD date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The UTC instant at which a slot starts on a clinic date. */
export function slotStart(date: string, slot: TimeSlot): Date {
  const def = TIME_SLOTS.find((s) => s.label === slot);
  if (!def) throw new RangeError(`unknown slot ${slot}`);
  const utcMs = Date.parse(`${date}T00:00:00Z`) + def.hour * 3_600_000 - IST_OFFSET_MINUTES * 60_000;
  return new Date(utcMs);
}

/** The last bookable date: today plus the window. */
export function lastBookableDate(now: Date = new Date()): string {
  return addDays(clinicDate(now), BOOKING_WINDOW_DAYS);
}

export type DayClosedReason = 'past' | 'closed' | 'too-far';

/** Why a whole day cannot be booked, or null when it can (some slots may still be gone). */
export function dayClosedReason(date: string, now: Date = new Date()): DayClosedReason | null {
  const today = clinicDate(now);
  if (date < today) return 'past';
  if (date > lastBookableDate(now)) return 'too-far';
  if (CLOSED_WEEKDAYS.includes(weekday(date))) return 'closed';
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

/** The same texts in English, by reason (the desk's answers and the browser tests read them). */
export const CLOSED_MESSAGES = {
  past: closedMessage('past'),
  closed: closedMessage('closed'),
  'too-far': closedMessage('too-far'),
  'too-soon': closedMessage('too-soon'),
  full: closedMessage('full'),
} as const;

/** True when the slot starts at least MIN_LEAD_MINUTES after now. */
export function slotIsSoonEnough(date: string, slot: TimeSlot, now: Date = new Date()): boolean {
  return slotStart(date, slot).getTime() - now.getTime() >= MIN_LEAD_MINUTES * 60_000;
}

/** Null when the date and slot obey every rule except capacity, else the reason. */
export function slotClosedReason(
  date: string,
  slot: TimeSlot,
  now: Date = new Date(),
): DayClosedReason | 'too-soon' | null {
  const day = dayClosedReason(date, now);
  if (day) return day;
  if (!slotIsSoonEnough(date, slot, now)) return 'too-soon';
  return null;
}

/** Reads the configured capacity (SLOT_CAPACITY), falling back to the default for anything but a positive integer. */
export function slotCapacity(configured?: string | number | null): number {
  const n = typeof configured === 'number' ? configured : Number.parseInt(configured ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_SLOT_CAPACITY;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A clinic date as patients read it: "Thursday, 26 November 2026" (the same on every runtime, whatever its locale data). */
export function formatClinicDate(date: string): string {
  return `${WEEKDAYS[weekday(date)]}, ${formatDayMonthYear(date)}`;
}

/** A date without its weekday: "26 November 2026" (a notice's version, a date in running text). */
export function formatDayMonthYear(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
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
