/**
 * The booking wizards' draft beyond its fields: the API body it becomes, the labels of what it holds, the summary's
 * words. The fields themselves (labels, limits, checks) are the form's definition, common/booking/form.ts, which
 * this module re-exports, so the JS wizard (web/src/features/booking) and the server's no-JavaScript booking form
 * (functions/booking/routes/forms.ts) read one source. Every text a patient reads comes in both languages (web/messages/forms,
 * Paraglide): the functions take the language (`locale`, English when not given). What is sent stays the same in both
 * languages (values, dates, times).
 */

import { DOCTOR, DOCTOR_OPTION } from '../clinic/facts';
import { DOCTOR_HI } from '../clinic/facts.hi';
import { closedMessage } from '../desk/messages-schema';
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { labelOf } from '../platform/form-types';
import { NOTICE_VERSION } from '../privacy/facts';
import {
  BOOKING_FIELDS,
  bookingField,
  type Draft,
  EMPTY_DRAFT,
  type FieldName,
  fieldsOf,
  genders,
  messageOf,
  optionalApiFields,
  patientUnder18,
  relationships,
  STEP_FIELDS,
  type TextFieldName,
  type Variant,
} from './form';
import { GENDER_VALUES } from './schema';

export type { Locale } from '../i18n/locale';
export {
  ageUnder18,
  BOOKING_FIELDS,
  type BookingField,
  type BoxName,
  bookedForChoices,
  bookingField,
  type Draft,
  EMPTY_DRAFT,
  type FieldName,
  FOR_OTHER_GROUP,
  fieldError,
  fieldsOf,
  genders,
  messageOf,
  patientUnder18,
  REPORT_ACCEPT,
  reasonGroups,
  relationships,
  STEP_FIELDS,
  stepErrors,
  type TextFieldName,
  type Variant,
  visitReasonHint,
} from './form';
/**
 * Why a day or a time cannot be booked, in a language: the API's own words (common/desk/messages-schema.ts), so the
 * wizard, the no-JS form and the API's answers say it the same way.
 */
/** The gender values sent, the same in every language (one home: the API's schema). */
export { closedMessage, GENDER_VALUES };

/** The four steps' titles (spec §3: "Patient Details", "Date & Time", "Doctor", "Confirm Details"). */
export function stepTitles(locale: Locale = 'en'): readonly [string, string, string, string] {
  const o = { locale };
  return [
    m.forms_step_patient_details({}, o),
    m.forms_step_date_time({}, o),
    m.forms_step_doctor({}, o),
    m.forms_step_confirm({}, o),
  ];
}

/** A gender value as it reads ("Female"), in a language; '' for none, the value itself for one not on the list. */
export function genderLabel(value: string | null, locale: Locale = 'en'): string {
  if (!value) return '';
  return genders(locale).find((g) => g.value === value)?.label ?? value;
}

/** Who the booker is to the patient, as the choice reads ("Parent or guardian"), or '' when not chosen. */
export function relationshipLabel(value: string, locale: Locale = 'en'): string {
  return relationships(locale).find((r) => r.value === value)?.label ?? '';
}

/** Each wizard's field labels (spec §3 for home, §6 for the booking page), in a language. */
export function bookingLabels(variant: Variant, locale: Locale = 'en'): Partial<Record<FieldName, string>> {
  return Object.fromEntries(fieldsOf(variant).map((f) => [f.name, labelOf(f, variant, { locale })]));
}

/** A field's label in a wizard, for the person booking ("Patient's full name" when booking for someone else). */
export function bookingLabel(
  variant: Variant,
  name: FieldName,
  bookedFor: Draft['bookedFor'],
  locale: Locale = 'en',
): string {
  return labelOf(bookingField(name), variant, { locale, other: bookedFor === 'other' });
}

/** The submit button's text on the last step (spec §3 and §6), in a language. */
export function submitLabel(variant: Variant, locale: Locale = 'en'): string {
  const o = { locale };
  return variant === 'home' ? m.forms_submit_home({}, o) : m.forms_submit_page({}, o);
}

/**
 * The doctor as the forms show them: "Dr. Rajiv Malhotra (Pulmonologist)"; in Hindi "Dr. Rajiv Malhotra,
 * पल्मोनोलॉजिस्ट (फेफड़ों के विशेषज्ञ)", whose specialty carries brackets of its own.
 */
export function doctorShown(locale: Locale = 'en'): string {
  return m.forms_doctor_shown({ name: DOCTOR.name, specialty: doctorSpecialty(locale) }, { locale });
}

/** The doctor's specialty in a language (common/clinic/facts.ts, common/clinic/facts.hi.ts). */
export function doctorSpecialty(locale: Locale = 'en'): string {
  return locale === 'en' ? DOCTOR.specialty : DOCTOR_HI.specialty;
}

/** What the patient reads after booking (spec §4), in a language. */
export function bookingSuccess(locale: Locale = 'en') {
  const o = { locale };
  return { title: m.forms_booking_success_title({}, o), text: m.forms_booking_success_text({}, o) };
}

/**
 * The body of POST /api/appointment for a draft: the spec's (§7), plus `visit_reason` only when the patient chose one,
 * the version of the privacy notice the form showed, the "booked for" fields only when someone books for another, and
 * the booking page's profile fields (age, gender, address, medical history, symptoms) each only when given. For
 * oneself from the home page the body is the spec's and the notice's version alone.
 */
export function appointmentBody(variant: Variant, d: Draft, offered?: { phoneMessages: boolean }) {
  return {
    full_name: d.fullName.trim(),
    email: d.email.trim(),
    phone: d.phone.trim(),
    appointment_date: d.date,
    appointment_time: d.time,
    selected_doctor: DOCTOR_OPTION,
    message: messageOf(variant, d),
    reports_uploaded: d.reportsName !== '',
    ...(d.visitReason ? { visit_reason: d.visitReason } : {}),
    notice_version: NOTICE_VERSION,
    ...(d.bookedFor === 'other'
      ? {
          booked_for: 'other' as const,
          booker_name: d.bookerName.trim(),
          booker_relationship: d.bookerRelationship,
          patient_under_18: patientUnder18(variant, d),
        }
      : {}),
    ...optionalApiFields(variant, d, offered),
  };
}

/** A booking's profile fields as stored (NULL when not sent): the desk and the clinic's e-mail show them. */
export interface StoredProfile {
  age: number | null;
  gender: string | null;
  address: string | null;
  medical_history: string | null;
  current_symptoms: string | null;
}

/**
 * The profile fields given, as the clinic's staff read them: "Age: 46", "Gender: Female", … with the booking page's
 * English labels (the clinic's e-mails and the desk are in English), one line per field given, none for the others.
 */
export function profileLines(p: StoredProfile): string[] {
  const labels = bookingLabels('page');
  const fields: [string | undefined, string | number | null][] = [
    [labels.age, p.age],
    [labels.gender, genderLabel(p.gender)],
    [labels.address, p.address],
    [labels.medicalHistory, p.medical_history],
    [labels.currentSymptoms, p.current_symptoms],
  ];
  return fields.filter(([, value]) => value !== null && value !== '').map(([label, value]) => `${label}: ${value}`);
}

/** The step (1–4) on which a field is asked, in this wizard. */
export function stepOf(variant: Variant, name: FieldName): number {
  const i = STEP_FIELDS[variant].findIndex((fields) => fields.includes(name));
  return i < 0 ? 4 : i + 1;
}

/** Maps the API's field names back to the draft's: the spec's fields, then every field the definition sends as one. */
export const API_FIELD_TO_DRAFT: Record<string, FieldName> = {
  full_name: 'fullName',
  email: 'email',
  phone: 'phone',
  appointment_date: 'date',
  appointment_time: 'time',
  message: 'message',
  booked_for: 'bookedFor',
  booker_name: 'bookerName',
  booker_relationship: 'bookerRelationship',
  patient_under_18: 'patientUnder18',
  ...Object.fromEntries(BOOKING_FIELDS.flatMap((f) => ('api' in f ? [[f.api, f.name]] : []))),
};

/** True for a checkbox's value as a browser posts it ("on" unless the form says otherwise). */
function ticked(value: string | undefined): boolean {
  return value === 'on' || value === 'true' || value === '1';
}

/**
 * A draft from a posted form, whose controls are named as the draft's fields (the wizard's `name` attributes):
 * the server's no-JavaScript booking reads a post with this, then checks it with `fieldError` and sends
 * `appointmentBody` to the same code as POST /api/appointment. Missing fields are empty.
 */
export function draftFromForm(get: (name: string) => string | undefined): Draft {
  const draft: Draft = { ...EMPTY_DRAFT };
  for (const f of BOOKING_FIELDS) {
    if (f.name === 'bookedFor') continue;
    if (f.kind === 'box') draft[f.name] = ticked(get(f.name));
    else draft[f.name as Exclude<TextFieldName, 'bookedFor'>] = get(f.name) ?? '';
  }
  draft.bookedFor = get('bookedFor') === 'other' ? 'other' : 'self';
  return draft;
}
