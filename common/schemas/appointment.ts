import * as v from 'valibot';
import { DOCTOR_OPTIONS } from '../clinic';
import type { Locale } from '../locale';
import { m } from '../paraglide/messages.js';
import { RELATIONSHIPS } from '../privacy';
import { isRealDate, TIME_SLOT_LABELS } from '../schedule';
import { VISIT_REASON_VALUES } from '../visit-reasons';
import {
  email,
  issueLang,
  locale,
  localized,
  MESSAGE_MAX,
  multiLine,
  NAME_MAX,
  optionalName,
  personName,
  requiredPhone,
} from './fields';

/** The body of POST /api/appointment (spec §7). The booking forms check their steps with the same entries. */
export const AppointmentSchema = v.object({
  full_name: personName(m.server_label_full_name, NAME_MAX),
  email,
  phone: requiredPhone,
  appointment_date: v.pipe(
    v.string((i) =>
      i.received === 'undefined'
        ? m.server_date_choose({}, { locale: issueLang(i) })
        : m.server_date_text({}, { locale: issueLang(i) }),
    ),
    v.trim(),
    v.nonEmpty(localized(m.server_date_choose)),
    v.check(isRealDate, localized(m.server_date_invalid)),
  ),
  appointment_time: v.picklist(TIME_SLOT_LABELS, localized(m.server_time_choose)),
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
  /** Optional: the privacy notice the form showed (common/privacy.ts). */
  notice_version: v.optional(v.pipe(v.string(localized(m.server_notice_version_text)), v.maxLength(20)), ''),
  /** Optional: 'other' when someone books for the patient (full_name is then the patient's name). */
  booked_for: v.optional(v.picklist(['self', 'other'] as const, localized(m.server_booked_for_choose)), 'self'),
  booker_name: optionalName(m.server_label_your_name, NAME_MAX),
  booker_relationship: v.optional(
    v.picklist(['', ...RELATIONSHIPS.map((r) => r.value)], localized(m.forms_error_booker_relationship)),
    '',
  ),
  /** Optional: true when the patient is under 18 (then a parent or guardian books). */
  patient_under_18: v.optional(v.boolean(localized(m.server_under18_boolean)), false),
  /** Optional: the language the patient booked in ('en' or 'hi'); every later e-mail to the patient is in it. */
  locale,
});

/**
 * The rules that tie the "booked for" fields together, by field: someone booking for another gives their own name
 * and who they are to the patient, and a patient under 18 is booked by a parent or guardian (DPDP Act s.9: a child's
 * data is processed with the parent's or guardian's consent; a clinic's care of the child is exempt from the rest).
 * The messages are in `lang` (English when not given).
 */
export function bookingForProblems(
  a: {
    booked_for: 'self' | 'other';
    booker_name: string;
    booker_relationship: string;
    patient_under_18: boolean;
  },
  lang: Locale = 'en',
): Record<string, string> {
  const out: Record<string, string> = {};
  const locale = { locale: lang };
  if (a.booked_for === 'other') {
    if (!a.booker_name) out.booker_name = m.forms_error_booker_name({}, locale);
    if (!a.booker_relationship) out.booker_relationship = m.forms_error_booker_relationship({}, locale);
  }
  if (a.patient_under_18 && (a.booked_for !== 'other' || a.booker_relationship !== 'parent_guardian')) {
    out.booker_relationship = m.forms_error_under_18_guardian({}, locale);
  }
  return out;
}

export type AppointmentInput = v.InferInput<typeof AppointmentSchema>;
export type Appointment = v.InferOutput<typeof AppointmentSchema>;
