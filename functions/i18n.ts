import { INTL_LOCALE, type Locale } from '../common/locale';
import { CLINIC_TIME_ZONE, formatClinicDate, formatDayMonthYear, slotStart, type TimeSlot } from '../common/schedule';

/**
 * What the server shows patients in their language besides messages: dates and times (Intl with INTL_LOCALE — Hindi
 * month and day names, Latin digits — in the clinic's time zone). The labels of what a booking stores are common's:
 * the visit's reason (visitReasonLabel), who booked (relationshipLabel), the doctor's title and specialty (clinicText). English stays exactly as before (formatClinicDate, the slot's own label).
 */

/** A clinic date as patients read it: "Thursday, 26 November 2026", "गुरुवार, 26 नवंबर 2026". */
export function dateLabel(date: string, locale: Locale): string {
  if (locale === 'en') return formatClinicDate(date);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: CLINIC_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00+05:30`));
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
 * A bookable time as patients read it: the slot's label in English ("10:00 AM"), and in Hindi the time of day with
 * the hour ("सुबह 10:00", "दोपहर 2:00"), India Standard Time. An unknown value is shown as it is.
 */
export function timeLabel(slot: string, locale: Locale): string {
  if (locale === 'en') return slot;
  let start: Date;
  try {
    start = slotStart('2026-01-05', slot as TimeSlot);
  } catch {
    return slot;
  }
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: CLINIC_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'long',
  }).format(start);
}
