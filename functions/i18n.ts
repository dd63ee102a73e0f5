import { DOCTOR } from '../common/clinic';
import { CONDITION_TITLES_HI } from '../common/condition-titles.hi';
import { INTL_LOCALE, type Locale } from '../common/locale';
import { RELATIONSHIPS } from '../common/privacy';
import { CLINIC_TIME_ZONE, formatClinicDate, formatDayMonthYear, slotStart, type TimeSlot } from '../common/schedule';
import { SERVICE_TITLES_HI } from '../common/service-titles.hi';
import { CONDITION_SLUGS, NOT_SURE, SERVICE_SLUGS, visitReasonLabel } from '../common/visit-reasons';

/**
 * What the server shows patients in their language besides messages: dates and times (Intl with INTL_LOCALE — Hindi
 * month and day names, Latin digits — in the clinic's time zone), and the labels of the values a booking stores (the
 * visit's reason, who booked). English stays exactly as before (formatClinicDate, the slot's own label).
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

/** "Not sure yet" in Hindi. */
export const NOT_SURE_LABEL_HI = 'अभी पक्का नहीं पता';

/** The label of a `visit_reason` value in a language ('' for an empty or unknown value). */
export function visitLabel(value: string | null | undefined, locale: Locale): string {
  if (locale === 'en' || !value) return visitReasonLabel(value);
  if (value === NOT_SURE) return NOT_SURE_LABEL_HI;
  if ((SERVICE_SLUGS as readonly string[]).includes(value))
    return SERVICE_TITLES_HI[value as keyof typeof SERVICE_TITLES_HI];
  if ((CONDITION_SLUGS as readonly string[]).includes(value))
    return CONDITION_TITLES_HI[value as keyof typeof CONDITION_TITLES_HI];
  return '';
}

/** Who the booker is to the patient, in Hindi (RELATIONSHIPS' values). */
const RELATIONSHIPS_HI: Record<(typeof RELATIONSHIPS)[number]['value'], string> = {
  parent_guardian: 'माता-पिता या अभिभावक',
  son_daughter: 'बेटा या बेटी',
  spouse: 'पति या पत्नी',
  family: 'परिवार के कोई और सदस्य',
  carer: 'देखभाल करने वाले',
};

/** The relationships as a select offers them, in a language. */
export function relationshipOptions(locale: Locale): { value: string; label: string }[] {
  return RELATIONSHIPS.map((r) => ({ value: r.value, label: locale === 'en' ? r.label : RELATIONSHIPS_HI[r.value] }));
}

/** Who the booker is to the patient ("Parent or guardian"), in a language; '' when not one of the list. */
export function relationshipLabelIn(value: string, locale: Locale): string {
  return relationshipOptions(locale).find((r) => r.value === value)?.label ?? '';
}

/** The doctor's title and specialty in Hindi, with the clinic's English in brackets (the name stays as written). */
export const DOCTOR_TEXT: Record<Locale, { title: string; specialty: string }> = {
  en: { title: DOCTOR.title, specialty: DOCTOR.specialty },
  hi: {
    title: `सीनियर कंसल्टेंट पल्मोनोलॉजिस्ट (${DOCTOR.title})`,
    specialty: `पल्मोनोलॉजिस्ट (${DOCTOR.specialty})`,
  },
};
