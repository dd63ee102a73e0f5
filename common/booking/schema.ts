import * as v from 'valibot';
import { DOCTOR_OPTIONS } from '../clinic/facts';
import { isSlotLabel } from '../clinic/schedule';
import type { Locale } from '../i18n/locale';
import { toE164 } from '../notify/phone-number';
import { m } from '../paraglide/messages.js';
import {
  email,
  issueLang,
  locale,
  localized,
  MESSAGE_MAX,
  multiLine,
  NAME_MAX,
  optionalLine,
  optionalName,
  personName,
  requiredPhone,
} from '../platform/fields';
import { RELATIONSHIPS } from '../privacy/facts';
import { isRealDate } from './schedule';
import { VISIT_REASON_VALUES } from './visit-reasons';

/** The genders the booking page offers, sent as these values in every language. */
export const GENDER_VALUES = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDER_VALUES)[number];

/** The oldest age the booking page accepts, and the age from which a patient books for themselves. */
export const AGE_MAX = 120;
export const ADULT_AGE = 18;

/** Limits on the booking page's profile fields (characters), the same in the form, the API and schema.sql. */
export const PROFILE_MAX = { address: 200, medical_history: 500, current_symptoms: 500 } as const;

/** The profile fields beyond the spec's body (the booking page asks them); each is stored only when sent. */
export const PROFILE_FIELDS = ['age', 'gender', 'address', 'medical_history', 'current_symptoms'] as const;

/** The body of POST /api/appointment (spec §7). The booking forms check their steps with the same entries. */
export const AppointmentSchema = v.object({
  full_name: personName(m.server_label_full_name, NAME_MAX),
  email,
  phone: requiredPhone,
  appointment_date: v.pipe(
    v.string((i) =>
      i.received === 'undefined'
        ? m.forms_error_choose_date({}, { locale: issueLang(i) })
        : m.server_date_text({}, { locale: issueLang(i) }),
    ),
    v.trim(),
    v.nonEmpty(localized(m.forms_error_choose_date)),
    v.check(isRealDate, localized(m.server_date_invalid)),
  ),
  // A slot label ('06:30 PM'); whether the date offers it is the clinic's schedule's, checked against D1 when booking.
  appointment_time: v.pipe(
    v.string(localized(m.server_time_choose)),
    v.check(isSlotLabel, localized(m.server_time_choose)),
  ),
  // One of the clinic's doctors, exactly as the forms send it: never free text that would reach the patient's e-mail.
  selected_doctor: v.picklist(DOCTOR_OPTIONS, (i) =>
    i.received === 'undefined'
      ? m.server_doctor_choose({}, { locale: issueLang(i) })
      : m.server_doctor_choose_clinic({}, { locale: issueLang(i) }),
  ),
  message: multiLine(m.server_label_message, MESSAGE_MAX, false),
  reports_uploaded: v.optional(v.boolean(localized(m.server_reports_boolean)), false),
  /** Optional, beyond the spec's body: what the visit is for (a service or condition slug, or "not-sure"). */
  visit_reason: v.optional(v.picklist(['', ...VISIT_REASON_VALUES], localized(m.server_visit_reason_invalid)), ''),
  /** Optional: the privacy notice the form showed (common/privacy/facts.ts). */
  notice_version: v.optional(v.pipe(v.string(localized(m.server_notice_version_text)), v.maxLength(20)), ''),
  /** Optional: 'other' when someone books for the patient (full_name is then the patient's name). */
  booked_for: v.optional(v.picklist(['self', 'other'] as const, localized(m.server_booked_for_choose)), 'self'),
  booker_name: optionalName(m.server_label_your_name, NAME_MAX),
  booker_relationship: v.optional(
    v.picklist(['', ...RELATIONSHIPS.map((r) => r.value)], localized(m.forms_error_booker_relationship)),
    '',
  ),
  /**
   * Optional: true when the patient is under 18 (then a parent or guardian books). When absent it follows from `age`
   * (`patientUnder18Of`); when both are sent they must agree (`bookingForProblems`).
   */
  patient_under_18: v.optional(v.boolean(localized(m.server_under18_boolean))),
  /** Optional, as the booking page asks them: the patient's age in whole years, gender, address and health. */
  age: v.optional(
    v.pipe(
      v.number(localized(m.forms_error_age_number)),
      v.integer(localized(m.forms_error_age_number)),
      v.minValue(0, localized(m.forms_error_age_range)),
      v.maxValue(AGE_MAX, localized(m.forms_error_age_range)),
    ),
  ),
  gender: v.optional(v.picklist(['', ...GENDER_VALUES], localized(m.forms_error_gender)), ''),
  address: optionalLine(m.server_label_address, PROFILE_MAX.address),
  medical_history: multiLine(m.server_label_medical_history, PROFILE_MAX.medical_history, false),
  current_symptoms: multiLine(m.server_label_current_symptoms, PROFILE_MAX.current_symptoms, false),
  /**
   * Optional: the patient asks for the appointment's messages on their phone too (WhatsApp, and SMS when WhatsApp
   * cannot deliver). Read only while a phone channel is on (functions/notify/phone/opt-in.ts); the phone must then read as an
   * E.164 number (`messagesOptInProblem`).
   */
  messages_opt_in: v.optional(v.boolean(localized(m.server_messages_opt_in_boolean))),
  /** Optional: the language the patient booked in ('en' or 'hi'); every later e-mail to the patient is in it. */
  locale,
});

/** The "booked for" facts the cross-field rules read: the body's, or the wizard's draft as it would send them. */
export interface BookingFor {
  booked_for: 'self' | 'other';
  booker_name: string;
  booker_relationship: string;
  /** Absent when not said: then the age decides. */
  patient_under_18?: boolean;
  /** The patient's age in years, when given. */
  age?: number;
}

/** The patient is under 18: as the body says, or, when it does not say, as the age given implies. */
export function patientUnder18Of(a: Pick<BookingFor, 'patient_under_18' | 'age'>): boolean {
  return a.patient_under_18 ?? (a.age !== undefined && a.age < ADULT_AGE);
}

/**
 * The rules that tie the "booked for" fields and the age together, by field: someone booking for another gives their
 * own name and who they are to the patient; "under 18" and the age, when both are given, agree; and a patient under
 * 18 (said, or implied by the age) is booked by a parent or guardian (DPDP Act s.9: a child's data is processed with
 * the parent's or guardian's consent; a clinic's care of the child is exempt from the rest). The API refuses a body
 * with these, and the wizards show the same messages under their fields. The messages are in `lang` (English when not
 * given).
 */
export function bookingForProblems(a: BookingFor, lang: Locale = 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  const locale = { locale: lang };
  if (a.booked_for === 'other') {
    if (!a.booker_name) out.booker_name = m.forms_error_booker_name({}, locale);
    if (!a.booker_relationship) out.booker_relationship = m.forms_error_booker_relationship({}, locale);
  }
  const ageSaysUnder18 = a.age === undefined ? undefined : a.age < ADULT_AGE;
  if (a.patient_under_18 !== undefined && ageSaysUnder18 !== undefined && a.patient_under_18 !== ageSaysUnder18) {
    // Which one is wrong is for the person to say: nothing is guessed, nothing stored.
    out.patient_under_18 = m.forms_error_under_18_age_mismatch({}, locale);
    return out;
  }
  if (!patientUnder18Of(a)) return out;
  if (a.booked_for !== 'other' && a.patient_under_18 === undefined) {
    // Only the age says so: the message speaks to a child booking alone, under the age they gave.
    out.age = m.forms_error_under_18_self({}, locale);
  } else if (a.booked_for !== 'other' || a.booker_relationship !== 'parent_guardian') {
    out.booker_relationship = m.forms_error_under_18_guardian({}, locale);
  }
  return out;
}

/**
 * Why the phone-messages box cannot be ticked with this phone, in `lang`; undefined when it can (or is not ticked). A
 * message needs a number in E.164: a phone typed so that it cannot be one (common/notify/phone-number.ts) is refused, never guessed.
 */
export function messagesOptInProblem(
  a: { phone: string; messages_opt_in?: boolean },
  lang: Locale = 'en',
): string | undefined {
  if (!a.messages_opt_in || toE164(a.phone)) return undefined;
  return m.forms_error_messages_phone({}, { locale: lang });
}

export type AppointmentInput = v.InferInput<typeof AppointmentSchema>;
export type Appointment = v.InferOutput<typeof AppointmentSchema>;

/** A valid body as it is booked: whether the patient is under 18 decided (`patientUnder18Of`). */
export type Booking = Omit<Appointment, 'patient_under_18'> & { patient_under_18: boolean };

/** The body as it is booked: `patient_under_18` as sent, or as the age implies. */
export function bookingOf(a: Appointment): Booking {
  return { ...a, patient_under_18: patientUnder18Of(a) };
}
