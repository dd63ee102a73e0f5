import type { Locale } from '../i18n/locale';
import { ADDRESS_LINE, CLINIC, MAP, MESSAGE_SENDER, PHONES, type PhoneLine, WHATSAPP } from './facts';

/**
 * The clinic's week as data (decision 023): where the doctor sees patients, in which sessions, how many patients per
 * slot; dates with sessions of their own; and the facts the desk edits (phones, WhatsApp number, fee, notice). D1
 * holds it (functions/clinic/db/schedule.ts); DEFAULT_SCHEDULE is what a new database starts with and what the prerendered
 * pages are built from until the edge fills in the stored one. Every bookable time and every reading of the hours is
 * derived from it here, so there is one truth.
 *
 * Times are clinic times (Asia/Kolkata) written 'HH:MM' (24-hour); the API and the forms show a slot as the spec's
 * label '09:00 AM' (slotLabel).
 */

/** A place where the doctor sees patients. `id` is a short stable slug: bookings record it. */
export interface Place {
  id: string;
  name: string;
  /** The name as Hindi readers see it ('' = the same as `name`). */
  nameHi: string;
  /** The address on one line. */
  address: string;
  /** The address in Hindi ('' = the same as `address`). */
  addressHi: string;
  /** A map link (https) for "where to go". */
  mapUrl: string;
  /** The place's phone as displayed, and in E.164 for tel: links. */
  phone: string;
  phoneE164: string;
}

/**
 * A weekly session at a place: on `weekday` (0 Sunday … 6 Saturday) from `start` to `end`, in slots of `slotMinutes`
 * that each take `capacity` patients. A slot starts at `start` and every `slotMinutes` after, while it ends by `end`.
 */
export interface Session {
  placeId: string;
  weekday: number;
  start: string;
  end: string;
  slotMinutes: number;
  capacity: number;
}

/**
 * A session on one date. When a date has any, they replace that weekday's sessions for the date: an extra session on
 * a Sunday, a short day before a festival. A whole day off stays a closure (functions/booking/db/closures.ts).
 */
export interface DateSession extends Omit<Session, 'weekday'> {
  date: string;
}

/** A short notice shown on every page from `from` to `until` (clinic dates, inclusive), in both languages. */
export interface Notice {
  en: string;
  hi: string;
  from: string;
  until: string;
}

/** The facts the desk edits beside the sessions. */
export interface ClinicSettings {
  /** The clinic's phone lines, the first one for "Call Now". */
  phones: PhoneLine[];
  /** The WhatsApp number in international form without "+", as wa.me expects. */
  whatsapp: string;
  /** The consultation fee in rupees, or null when the clinic does not publish one. */
  feeInr: number | null;
  notice: Notice | null;
  /**
   * The short, neutral name every SMS starts with, and that phone messages give the clinic's own place (issue 38): the
   * doctor's name unless the desk sets another, at most SENDER_NAME_MAX characters (common/notify/templates.ts).
   */
  senderName: SenderName;
  /** Online payment of the fee (decision 031). */
  payment: PaymentSettings;
}

/** How the clinic takes the fee online: not at all, as a choice, or before an online booking holds its place. */
export type PaymentMode = 'off' | 'optional' | 'required';

export const PAYMENT_MODES: readonly PaymentMode[] = ['off', 'optional', 'required'];

/** The clinic's payment settings, edited on the desk's Clinic tab. */
export interface PaymentSettings {
  mode: PaymentMode;
  /** A patient's cancellation at least this many hours before the time is refunded in full. */
  refundHours: number;
  /** The doctor's registration number, printed on receipts ('' until set; online payment needs it). */
  doctorRegistration: string;
}

/** The sender name of phone messages in each language. */
export interface SenderName {
  en: string;
  hi: string;
}

/** Everything the site reads of the clinic's own schedule. `version` grows with every edit. */
export interface ClinicSchedule {
  places: Place[];
  sessions: Session[];
  dateSessions: DateSession[];
  settings: ClinicSettings;
  version: number;
}

/** The place a first database has: the clinic's own address. */
export const DEFAULT_PLACE_ID = 'clinic';

const WEEKDAYS_MON_TO_SAT = [1, 2, 3, 4, 5, 6];

/**
 * A first database's schedule (migrations/0011_clinic_schedule.sql inserts the same rows; a test compares them): one
 * place, open Monday to Saturday, 09:00–13:00 and 14:00–18:00 in hourly slots of four patients — the spec's eight
 * bookable times (decision 004), the one reading that contains every slot.
 */
export const DEFAULT_SCHEDULE: ClinicSchedule = {
  places: [
    {
      id: DEFAULT_PLACE_ID,
      name: CLINIC.name,
      nameHi: '',
      address: ADDRESS_LINE,
      addressHi: '',
      mapUrl: MAP.linkUrl,
      phone: PHONES[0].display,
      phoneE164: PHONES[0].e164,
    },
  ],
  sessions: WEEKDAYS_MON_TO_SAT.flatMap((weekday) => [
    { placeId: DEFAULT_PLACE_ID, weekday, start: '09:00', end: '13:00', slotMinutes: 60, capacity: 4 },
    { placeId: DEFAULT_PLACE_ID, weekday, start: '14:00', end: '18:00', slotMinutes: 60, capacity: 4 },
  ]),
  dateSessions: [],
  settings: {
    phones: [...PHONES],
    whatsapp: WHATSAPP.number,
    feeInr: null,
    notice: null,
    senderName: { ...MESSAGE_SENDER },
    payment: { mode: 'off', refundHours: 24, doctorRegistration: '' },
  },
  version: 1,
};

/** 0 (Sunday) to 6 (Saturday) for a YYYY-MM-DD date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const LABEL = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;

/** Minutes after midnight of an 'HH:MM' time, or NaN when it is not one. */
export function minutesOf(hhmm: string): number {
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** 'HH:MM' of minutes after midnight. */
export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The spec's label of a time: '09:00' → '09:00 AM', '14:30' → '02:30 PM', '12:00' → '12:00 PM'. */
export function slotLabel(hhmm: string): string {
  const minutes = minutesOf(hhmm);
  const h = Math.floor(minutes / 60);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${hhmm.slice(3)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Minutes after midnight of a label ('05:00 PM' → 1020), or NaN when it is not one. */
export function labelMinutes(label: string): number {
  const m = LABEL.exec(label);
  if (!m) return Number.NaN;
  const h = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
}

/** True for a string written as a slot label ('09:00 AM'); whether the clinic offers it on a date is slotOn's. */
export function isSlotLabel(value: string): boolean {
  return LABEL.test(value);
}

/** One bookable time of a date: its label, its start, where, and how many patients it takes. */
export interface Slot {
  time: string;
  start: string;
  placeId: string;
  capacity: number;
}

/** The sessions of a date: its own when it has any, else its weekday's. */
export function sessionsOn(schedule: ClinicSchedule, date: string): Omit<Session, 'weekday'>[] {
  const own = schedule.dateSessions.filter((s) => s.date === date);
  if (own.length > 0) return own;
  const day = weekday(date);
  return schedule.sessions.filter((s) => s.weekday === day);
}

/** The slots one session offers: from its start, every slotMinutes, while the slot ends by the session's end. */
export function sessionSlots(s: Omit<Session, 'weekday'>): Slot[] {
  const start = minutesOf(s.start);
  const end = minutesOf(s.end);
  const slots: Slot[] = [];
  for (let t = start; s.slotMinutes > 0 && t + s.slotMinutes <= end; t += s.slotMinutes) {
    const hhmm = hhmmOf(t);
    slots.push({ time: slotLabel(hhmm), start: hhmm, placeId: s.placeId, capacity: s.capacity });
  }
  return slots;
}

/** Every bookable time of a date in order of the clock (none: the clinic has no session that day). */
export function slotsOn(schedule: ClinicSchedule, date: string): Slot[] {
  return sessionsOn(schedule, date)
    .flatMap(sessionSlots)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** The slot of a date at a label, or undefined when the clinic offers no such time that day. */
export function slotOn(schedule: ClinicSchedule, date: string, label: string): Slot | undefined {
  return slotsOn(schedule, date).find((s) => s.time === label);
}

/**
 * Every label the weekly sessions offer on any day, in clock order: the static list of times where no date is known yet
 * (a form's first paint). A date's own times are slotsOn's.
 */
export function weeklyLabels(schedule: ClinicSchedule): string[] {
  const starts = schedule.sessions.flatMap(sessionSlots).map((s) => s.start);
  return [...new Set(starts)].sort().map(slotLabel);
}

/** The default week's labels ('09:00 AM' … '05:00 PM'). */
export const DEFAULT_TIME_LABELS: readonly string[] = weeklyLabels(DEFAULT_SCHEDULE);

/** A place's name and address as readers of `locale` see them: the Hindi ones when set, else the clinic's own. */
export function placeIn(place: Place, locale: Locale): { name: string; address: string } {
  const hi = locale === 'hi';
  return { name: (hi && place.nameHi) || place.name, address: (hi && place.addressHi) || place.address };
}

/** The place of that id, or undefined. */
export function placeById(schedule: ClinicSchedule, id: string | null | undefined): Place | undefined {
  return schedule.places.find((p) => p.id === id);
}

/** A run of weekdays (Monday first, Sunday last) with the same opening times at a place. */
export interface WeekdayRun {
  /** The weekdays of the run, 0 Sunday … 6 Saturday, in the order Monday … Sunday. */
  days: number[];
  /** The sessions' [start, end] pairs in order ('HH:MM'); empty: closed those days. */
  ranges: [string, string][];
}

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/** The weekdays' English names, 0 Sunday … 6 Saturday: dates as patients read them, schema.org's dayOfWeek, the desk. */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * A place's weekly hours as runs of consecutive weekdays with the same times, Monday first: the one reading every
 * page, the structured data and the messages show.
 */
export function weeklyHours(schedule: ClinicSchedule, placeId: string): WeekdayRun[] {
  const runs: WeekdayRun[] = [];
  for (const day of MONDAY_FIRST) {
    const ranges = schedule.sessions
      .filter((s) => s.placeId === placeId && s.weekday === day)
      .sort((a, b) => (a.start < b.start ? -1 : 1))
      .map((s): [string, string] => [s.start, s.end]);
    const last = runs.at(-1);
    if (last && JSON.stringify(last.ranges) === JSON.stringify(ranges)) last.days.push(day);
    else runs.push({ days: [day], ranges });
  }
  return runs;
}

/** A notice to show on a clinic date, or null outside its dates or when it has no text. */
export function noticeOn(settings: ClinicSettings, date: string): Notice | null {
  const n = settings.notice;
  return n?.en.trim() && date >= n.from && date <= n.until ? n : null;
}

/** What is wrong with a set of sessions, one sentence each (empty: nothing). */
export function sessionProblems(
  sessions: readonly (Omit<Session, 'weekday'> & { weekday?: number; date?: string })[],
  placeIds: readonly string[],
): string[] {
  const problems: string[] = [];
  const when = (s: { weekday?: number; date?: string }) => s.date ?? DAY_NAMES[s.weekday ?? 0];
  for (const s of sessions) {
    const start = minutesOf(s.start);
    const end = minutesOf(s.end);
    if (!placeIds.includes(s.placeId)) problems.push(`${when(s)}: unknown place "${s.placeId}".`);
    if (Number.isNaN(start) || Number.isNaN(end)) {
      problems.push(`${when(s)}: times must be written HH:MM.`);
      continue;
    }
    if (end <= start) problems.push(`${when(s)} ${s.start}–${s.end}: the end must come after the start.`);
    if (!Number.isInteger(s.capacity) || s.capacity < 1) {
      problems.push(`${when(s)} ${s.start}–${s.end}: at least one patient per slot.`);
    }
    if (end > start && (!Number.isInteger(s.slotMinutes) || s.slotMinutes < 5 || s.slotMinutes > end - start)) {
      problems.push(`${when(s)} ${s.start}–${s.end}: the slot length must fit in the session.`);
    }
  }
  // One doctor: no two sessions of the same day may overlap, whatever their places.
  const byDay = new Map<string, typeof sessions>();
  for (const s of sessions) byDay.set(when(s), [...(byDay.get(when(s)) ?? []), s]);
  for (const [day, list] of byDay) {
    const sorted = [...list].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (let i = 1; i < sorted.length; i++) {
      if (minutesOf(sorted[i].start) < minutesOf(sorted[i - 1].end)) {
        problems.push(
          `${day}: ${sorted[i - 1].start}–${sorted[i - 1].end} and ${sorted[i].start}–${sorted[i].end} overlap.`,
        );
      }
    }
  }
  return problems;
}
