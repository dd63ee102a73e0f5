/**
 * How a phone message writes its dates and the doctor's delay (issue 38): short enough that a Hindi SMS fits two parts,
 * and in the words people say. The e-mails of the clinic's day use the same delay words.
 */

import { addDays, CLINIC_TIME_ZONE, isRealDate, MONTHS, weekday } from '../booking/schedule';
import { DAY_NAMES } from '../clinic/schedule';
import { INTL_LOCALE, type Locale } from '../i18n/locale';

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

/** Hindi's words for a quarter past, half past and a quarter to a number of hours (सवा, साढ़े, पौने). */
function hindiHours(quarters: number): string {
  const hours = Math.floor(quarters / 4);
  const part = quarters % 4;
  if (part === 0) return hours === 1 ? 'एक घंटे' : `${hours} घंटे`;
  if (part === 1) return hours === 1 ? 'सवा घंटे' : `सवा ${hours} घंटे`;
  if (part === 3) return hours === 0 ? 'पौन घंटे' : `पौने ${hours + 1} घंटे`;
  if (hours === 1) return 'डेढ़ घंटे';
  if (hours === 2) return 'ढाई घंटे';
  return `साढ़े ${hours} घंटे`;
}

/**
 * How late the doctor runs, as it is said: "30 minutes", "an hour", "an hour and a half", "2 hours",
 * "2 and a half hours"; in Hindi
 * "30 मिनट", "एक घंटे", "डेढ़ घंटे", "ढाई घंटे", "पौने 3 घंटे" — spoken Hindi does not say "90 मिनट". From an hour
 * on, the time is taken to the nearest quarter hour (Hindi) or half hour (English), as "about" allows. The words fit a
 * sentence's oblique case: "लगभग {delay} की देरी", "about {delay} late".
 */
export function delayLabel(minutes: number, locale: Locale): string {
  const m = Math.max(0, Math.round(minutes));
  if (locale === 'hi') return m < 60 ? `${m} मिनट` : hindiHours(Math.round(m / 15));
  if (m < 60) return `${m} minutes`;
  const halves = Math.round(m / 30);
  if (halves === 2) return 'an hour';
  if (halves === 3) return 'an hour and a half';
  // "and a half", not "½": the English SMS stays in GSM-7 (½ is not in it).
  return halves % 2 === 0 ? `${halves / 2} hours` : `${(halves - 1) / 2} and a half hours`;
}
