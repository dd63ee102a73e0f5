import { dateLabel, timeLabel } from '../../common/booking/draft';
import { CLINIC_TIME_ZONE, formatDayMonthYear } from '../../common/booking/schedule';
import { INTL_LOCALE, type Locale } from '../../common/i18n/locale';

/**
 * What the server shows patients in their language besides messages: dates and times (Intl with INTL_LOCALE — Hindi
 * month and day names, Latin digits — in the clinic's time zone). A booking's date and time are the wizard's own
 * labels (common/booking-draft.ts), so the pages, the e-mails and the forms say them alike. The labels of what a
 * booking stores are common's too: the visit's reason (visitReasonLabel), who booked (relationshipLabel), the doctor's
 * title and specialty (clinicText). English is formatClinicDate's date and the slot's own label.
 */
export { dateLabel, timeLabel };

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
