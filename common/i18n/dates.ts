/**
 * Every date and time the site, the e-mails, the phone messages and the desk write, in one place: how a clinic date, a
 * slot's time and a stored instant read in English and in Hindi (Intl with INTL_LOCALE — Hindi month and day names,
 * Latin digits — always in the clinic's time zone), and the short forms a phone message uses.
 */
import { addDays, CLINIC_TIME_ZONE, IST_OFFSET_MINUTES, isRealDate, slotStart, weekday } from '../booking/schedule';
import { DAY_NAMES, isSlotLabel } from '../clinic/schedule';
import { INTL_LOCALE, type Locale } from './locale';

/** The months' English names, January first. */
export const MONTHS = [
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
  return `${DAY_NAMES[weekday(date)]}, ${formatDayMonthYear(date)}`;
}

/** A date without its weekday: "26 November 2026" (a notice's version, a date in running text). */
export function formatDayMonthYear(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** How a date and a time are spelled out in a language other than English (in the clinic's time zone). */
const LABEL_FORMATS = {
  date: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: CLINIC_TIME_ZONE },
  time: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: CLINIC_TIME_ZONE },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const LABEL_FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** An Intl formatter made once per isolate: making one costs far more than using it (the no-JS page uses nine). */
function formatter(kind: keyof typeof LABEL_FORMATS, locale: Locale): Intl.DateTimeFormat {
  const key = `${kind}:${locale}`;
  const made = LABEL_FORMATTERS.get(key);
  if (made) return made;
  const f = new Intl.DateTimeFormat(INTL_LOCALE[locale], LABEL_FORMATS[kind]);
  LABEL_FORMATTERS.set(key, f);
  return f;
}

/**
 * A clinic date (YYYY-MM-DD) as a patient reads it: "Thursday, 26 November 2026" in English (formatClinicDate), and
 * Intl's Hindi ("गुरुवार, 26 नवंबर 2026": Hindi day and month names, Latin digits) in Hindi. '' for a date that is not
 * a real one.
 */
export function dateLabel(date: string, locale: Locale = 'en'): string {
  if (!isRealDate(date)) return '';
  if (locale === 'en') return formatClinicDate(date);
  return formatter('date', locale).format(slotStart(date, '12:00 PM'));
}

/**
 * A slot's time as a patient reads it: the label itself in English ("10:00 AM"), and in Hindi Intl's time with its
 * part of the day ("सुबह 10:00", "दोपहर 2:00", "शाम 5:00"). The value sent is always the English label.
 */
export function timeLabel(time: string, locale: Locale = 'en'): string {
  if (locale === 'en' || !isSlotLabel(time)) return time;
  return formatter('time', locale).format(slotStart('2026-01-05', time));
}

/** A date without its weekday: "22 February 2027", "22 फ़रवरी 2027". */
export function dayMonthYearLabel(date: string, locale: Locale): string {
  if (locale === 'en') return formatDayMonthYear(date);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: CLINIC_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00+05:30`));
}

/**
 * Days before and after today within which a date is written without its year: a reader takes "Saturday, 26 September"
 * for the coming one (or one just past), which it is. A date further off keeps its year.
 */
export const YEAR_OBVIOUS_DAYS = { before: 60, after: 300 } as const;

function yearIsObvious(date: string, today: string): boolean {
  return date >= addDays(today, -YEAR_OBVIOUS_DAYS.before) && date <= addDays(today, YEAR_OBVIOUS_DAYS.after);
}

const HINDI_FORMATS = {
  date: { weekday: 'short', day: 'numeric', month: 'long' },
  day: { day: 'numeric', month: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function hindi(kind: keyof typeof HINDI_FORMATS, withYear: boolean): Intl.DateTimeFormat {
  const key = `${kind}:${withYear}`;
  let f = FORMATTERS.get(key);
  if (!f) {
    const options = withYear ? { ...HINDI_FORMATS[kind], year: 'numeric' as const } : HINDI_FORMATS[kind];
    f = new Intl.DateTimeFormat(INTL_LOCALE.hi, { ...options, timeZone: CLINIC_TIME_ZONE });
    FORMATTERS.set(key, f);
  }
  return f;
}

/** Noon of a clinic date, an instant that is that date in Delhi. */
function noonOf(date: string): Date {
  return new Date(`${date}T12:00:00+05:30`);
}

/**
 * A date in a phone message, with its weekday: "Saturday, 26 September" in English, "शनि, 26 सितंबर" in Hindi (the
 * weekday's short name, as calendars print it), and the year only when it is not obvious from `today`. '' for a date
 * that is not a real one.
 */
export function messageDate(date: string, locale: Locale, today: string): string {
  if (!isRealDate(date)) return '';
  const withYear = !yearIsObvious(date, today);
  if (locale === 'hi') return hindi('date', withYear).format(noonOf(date));
  const [y, m, d] = date.split('-').map(Number);
  return `${DAY_NAMES[weekday(date)]}, ${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** A date without its weekday, where the message names a booking already known: "26 September", "26 सितंबर". */
export function messageDay(date: string, locale: Locale, today: string): string {
  if (!isRealDate(date)) return '';
  const withYear = !yearIsObvious(date, today);
  if (locale === 'hi') return hindi('day', withYear).format(noonOf(date));
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** A stored instant (UTC ISO) as the clinic reads it: "23 Nov 2026, 11:11 am IST". */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-IN', {
    timeZone: CLINIC_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d)} IST`;
}

/** A chart's short day: "Sat, 28 Nov" ("शनि, 28 नव॰"): the desk's figures, the day's label under its bars. */
export function shortDayLabel(date: string, locale: Locale): string {
  return chartFormat('day', locale).format(new Date(`${date}T00:00:00Z`));
}

/** A chart axis's date: "28 Nov". */
export function axisDayLabel(date: string, locale: Locale): string {
  return chartFormat('axis', locale).format(new Date(`${date}T00:00:00Z`));
}

const CHART_FORMATS = {
  day: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  axis: { day: 'numeric', month: 'short', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function chartFormat(kind: keyof typeof CHART_FORMATS, locale: Locale): Intl.DateTimeFormat {
  const key = `chart:${kind}:${locale}`;
  let f = LABEL_FORMATTERS.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], CHART_FORMATS[kind]);
    LABEL_FORMATTERS.set(key, f);
  }
  return f;
}

/**
 * An instant as the clinic's date and time of day, as a patient reads it: "Saturday, 12 December 2026, 04:30 PM",
 * "शनिवार, 12 दिसंबर 2026, शाम 4:30". For times that are not a slot's (an offer's last moment to be taken).
 */
export function instantLabel(iso: string, locale: Locale = 'en'): string {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MINUTES * 60_000);
  const h = ist.getUTCHours();
  const hh = String(h % 12 || 12).padStart(2, '0');
  const slot = `${hh}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return `${dateLabel(ist.toISOString().slice(0, 10), locale)}, ${timeLabel(slot, locale)}`;
}
