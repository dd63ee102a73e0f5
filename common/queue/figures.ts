/**
 * "Look at the day" (issue 27, item 6): the desk's figures over a range of dates, as pure rules shared by the API
 * (functions/desk/routes/desk-stats.ts, its JSON and its CSV) and the desk's Figures tab. functions/desk/db/stats.ts reads the
 * counts and times; everything here works on what it read, so the page, its tables and the CSV say the same figures.
 */

import { addDays, isRealDate, slotStart } from '../booking/schedule';
import { labelMinutes, weekday } from '../clinic/schedule';
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { median } from './rules';

/** The language of a text the server writes (the desk's is English); the page's own when not given. */
type In = { locale: Locale } | undefined;

/** The longest range the figures cover at once: a year, a leap year's too (both ends counted). */
export const MAX_FIGURE_DAYS = 366;
/** The range the Figures tab opens on: the last four weeks, today included. */
export const DEFAULT_FIGURE_DAYS = 28;

/** Bookings of one date, slot label and status (cancelled ones are not counted: they held no visit). */
export interface BookingCount {
  date: string;
  time: string;
  status: 'booked' | 'arrived' | 'no_show';
  n: number;
}

/** What the figures need of a queue entry: its date, whether it is a walk-in, and its times (nobody's name). */
export interface VisitTimes {
  date: string;
  walkIn: boolean;
  checkedInAt: string;
  seenAt: string | null;
  doneAt: string | null;
}

/**
 * What happened to places of one date (issue 41): a place taken from a waitlist offer (`refilled`), or a booking the
 * patient cancelled late (`cancelledAt`, less than LATE_CANCEL_HOURS before its start).
 */
export interface PlaceEvent {
  date: string;
  time: string;
  kind: 'refilled' | 'cancelled';
  /** For a cancellation: when it was cancelled (ISO). */
  at?: string;
}

/** A patient's cancellation this close to the start is late: the place is hard to fill. */
export const LATE_CANCEL_HOURS = 24;

/** The figures of one date, or of the whole range. Minutes and the rate have one decimal; null: nothing to tell. */
export interface Figures {
  /** Bookings not cancelled (booked, arrived, no-show). */
  bookings: number;
  /** Queue entries that came without a booking. */
  walkIns: number;
  /** Bookings marked no-show. */
  noShows: number;
  /** No-shows per hundred bookings; null without bookings. */
  noShowRate: number | null;
  /** The median minutes from check-in to "with the doctor", over the patients who went in. */
  medianWait: number | null;
  /** The median minutes from "with the doctor" to "done", over the consultations that finished. */
  medianConsultation: number | null;
  /** Places taken from a waitlist offer (issue 41). */
  refilled: number;
  /** Bookings the patient cancelled less than LATE_CANCEL_HOURS before their start. */
  lateCancellations: number;
}

export interface DayFigures extends Figures {
  date: string;
}

/** Bookings of one slot label on each weekday of `FigureReport.weekdays` (same order), and in all. */
export interface SlotFigures {
  time: string;
  counts: number[];
  total: number;
}

/** Fees collected and refunded over the range (issue 42): payments received and refunds asked on its days. */
export interface MoneyFigures {
  /** Every payment received (online or at the counter), in paise, whatever became of it later. */
  collectedPaise: number;
  /** Refunds asked (and not refused by Razorpay), in paise. */
  refundedPaise: number;
  payments: number;
  refunds: number;
}

/** The whole answer of GET /api/desk/stats. */
export interface FigureReport {
  from: string;
  to: string;
  /** Every date of the range, in order (a day without bookings or queue has zeros). */
  days: DayFigures[];
  total: Figures;
  /** The weekdays (0 Sunday … 6 Saturday) that had bookings in the range, Monday first. */
  weekdays: number[];
  /** The busiest-slots grid: one row per slot label that had bookings, by the clock. */
  slots: SlotFigures[];
  /** Fees collected and refunded on the range's days (the clinic's days); absent where not read (the rules here). */
  money?: MoneyFigures;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Minutes from one ISO instant to another, or null when either is missing or the order is impossible. */
function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const minutes = (Date.parse(to) - Date.parse(from)) / 60_000;
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : null;
}

const present = (x: number | null): x is number => x !== null;

function figuresOf(
  bookings: readonly BookingCount[],
  visits: readonly VisitTimes[],
  events: readonly PlaceEvent[] = [],
): Figures {
  const count = (rows: readonly BookingCount[]) => rows.reduce((sum, r) => sum + r.n, 0);
  const all = count(bookings);
  const noShows = count(bookings.filter((b) => b.status === 'no_show'));
  const wait = median(visits.map((v) => minutesBetween(v.checkedInAt, v.seenAt)).filter(present));
  const consultation = median(visits.map((v) => minutesBetween(v.seenAt, v.doneAt)).filter(present));
  return {
    bookings: all,
    walkIns: visits.filter((v) => v.walkIn).length,
    noShows,
    noShowRate: all === 0 ? null : round1((100 * noShows) / all),
    medianWait: wait === null ? null : round1(wait),
    medianConsultation: consultation === null ? null : round1(consultation),
    refilled: events.filter((e) => e.kind === 'refilled').length,
    lateCancellations: events.filter((e) => e.kind === 'cancelled' && isLate(e)).length,
  };
}

/** A cancellation less than LATE_CANCEL_HOURS before the slot's start (the clinic's time). */
function isLate(e: PlaceEvent): boolean {
  if (!e.at) return false;
  const start = slotStart(e.date, e.time).getTime();
  const at = Date.parse(e.at);
  return Number.isFinite(at) && start - at < LATE_CANCEL_HOURS * 3_600_000;
}

/** Monday first, as the clinic's week is read. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * The figures of every date from `from` to `to` (both included), of the whole range (medians over every visit of the
 * range, not medians of the days'), and the busiest slots (bookings per weekday and slot label). Rows outside the
 * range are left out.
 */
export function figureReport(
  from: string,
  to: string,
  bookings: readonly BookingCount[],
  visits: readonly VisitTimes[],
  events: readonly PlaceEvent[] = [],
): FigureReport {
  const inRange = <T extends { date: string }>(rows: readonly T[]) =>
    rows.filter((r) => r.date >= from && r.date <= to);
  const b = inRange(bookings);
  const v = inRange(visits);
  const e = inRange(events);
  const days: DayFigures[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.push({
      date,
      ...figuresOf(
        b.filter((r) => r.date === date),
        v.filter((r) => r.date === date),
        e.filter((r) => r.date === date),
      ),
    });
  }
  const weekdays = WEEK_ORDER.filter((d) => b.some((r) => weekday(r.date) === d));
  const times = [...new Set(b.map((r) => r.time))].sort((x, y) => labelMinutes(x) - labelMinutes(y));
  const slots = times.map((time) => {
    const counts = weekdays.map((d) =>
      b.filter((r) => r.time === time && weekday(r.date) === d).reduce((sum, r) => sum + r.n, 0),
    );
    return { time, counts, total: counts.reduce((sum, n) => sum + n, 0) };
  });
  return { from, to, days, total: figuresOf(b, v, e), weekdays, slots };
}

/** A figure as the table and the CSV write it: counts as they are, minutes and rates with one decimal, '' for none. */
export function figureText(value: number | null, decimals: 0 | 1 = 0): string {
  return value === null ? '' : value.toFixed(decimals);
}

/** The per-day columns of the Figures tab's tables and of the CSV, in this order; `decimals` as figureText takes it. */
export const DAY_COLUMNS = [
  { key: 'bookings', header: (o?: In) => m.figures_col_bookings({}, o), decimals: 0 },
  { key: 'walkIns', header: (o?: In) => m.figures_col_walk_ins({}, o), decimals: 0 },
  { key: 'noShows', header: (o?: In) => m.figures_col_no_shows({}, o), decimals: 0 },
  { key: 'noShowRate', header: (o?: In) => m.figures_col_no_show_rate({}, o), decimals: 1 },
  { key: 'medianWait', header: (o?: In) => m.figures_col_wait({}, o), decimals: 1 },
  { key: 'medianConsultation', header: (o?: In) => m.figures_col_consultation({}, o), decimals: 1 },
  { key: 'refilled', header: (o?: In) => m.figures_col_refilled({}, o), decimals: 0 },
  { key: 'lateCancellations', header: (o?: In) => m.figures_col_late_cancellations({}, o), decimals: 0 },
] as const satisfies readonly { key: keyof Figures; header: (o?: In) => string; decimals: 0 | 1 }[];

export type DayColumn = (typeof DAY_COLUMNS)[number];

/** The cells of one row of figures, in DAY_COLUMNS' order. */
export function figureCells(f: Figures, columns: readonly DayColumn[] = DAY_COLUMNS): string[] {
  return columns.map((c) => figureText(f[c.key], c.decimals));
}

/** The first date of the default range ending `today`. */
export function defaultFigureFrom(today: string): string {
  return addDays(today, 1 - DEFAULT_FIGURE_DAYS);
}

/** Why a range cannot be shown ('' when it can): both real dates, in order, at most MAX_FIGURE_DAYS days. */
export function figureRangeProblem(from: string, to: string, o?: In): string {
  if (!isRealDate(from) || !isRealDate(to)) return m.figures_range_dates({}, o);
  if (to < from) return m.server_desk_last_before_first({}, o);
  if (to > addDays(from, MAX_FIGURE_DAYS - 1)) return m.figures_range_too_long({}, o);
  return '';
}
