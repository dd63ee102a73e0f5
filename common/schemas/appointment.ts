import * as v from 'valibot';
import { DOCTOR_OPTIONS } from '../clinic';
import { RELATIONSHIPS } from '../privacy';
import { isRealDate, TIME_SLOT_LABELS } from '../schedule';
import { VISIT_REASON_VALUES } from '../visit-reasons';
import { email, MESSAGE_MAX, multiLine, NAME_MAX, optionalName, personName, requiredPhone } from './fields';

/** The body of POST /api/appointment (spec §7). The booking forms check their steps with the same entries. */
export const AppointmentSchema = v.object({
  full_name: personName('full name', NAME_MAX),
  email,
  phone: requiredPhone,
  appointment_date: v.pipe(
    v.string((i) => (i.received === 'undefined' ? 'Please choose a date.' : 'The date must be text (YYYY-MM-DD).')),
    v.trim(),
    v.nonEmpty('Please choose a date.'),
    v.check(isRealDate, 'Please choose a valid date (YYYY-MM-DD).'),
  ),
  appointment_time: v.picklist(TIME_SLOT_LABELS, 'Please choose one of the available times.'),
  // One of the clinic's doctors, exactly as the forms send it: never free text that would reach the patient's e-mail.
  selected_doctor: v.picklist(DOCTOR_OPTIONS, (i) =>
    i.received === 'undefined' ? 'Please choose a doctor.' : "Please choose one of the clinic's doctors.",
  ),
  message: multiLine('message', MESSAGE_MAX, false),
  reports_uploaded: v.optional(v.boolean('Reports uploaded must be true or false.'), false),
  /** Optional, beyond the spec's body: what the visit is for (a service or condition slug, or "not-sure"). */
  visit_reason: v.optional(
    v.picklist(['', ...VISIT_REASON_VALUES], 'Please choose what the visit is for from the list, or leave it empty.'),
    '',
  ),
  /** Optional: the privacy notice the form showed (common/privacy.ts). */
  notice_version: v.optional(v.pipe(v.string('The notice version must be text.'), v.maxLength(20)), ''),
  /** Optional: 'other' when someone books for the patient (full_name is then the patient's name). */
  booked_for: v.optional(v.picklist(['self', 'other'] as const, 'Please say who the appointment is for.'), 'self'),
  booker_name: optionalName('your name', NAME_MAX),
  booker_relationship: v.optional(
    v.picklist(['', ...RELATIONSHIPS.map((r) => r.value)], 'Please choose who you are to the patient.'),
    '',
  ),
  /** Optional: true when the patient is under 18 (then a parent or guardian books). */
  patient_under_18: v.optional(v.boolean('Under 18 must be true or false.'), false),
});

/**
 * The rules that tie the "booked for" fields together, by field: someone booking for another gives their own name
 * and who they are to the patient, and a patient under 18 is booked by a parent or guardian (DPDP Act s.9: a child's
 * data is processed with the parent's or guardian's consent; a clinic's care of the child is exempt from the rest).
 */
export function bookingForProblems(a: {
  booked_for: 'self' | 'other';
  booker_name: string;
  booker_relationship: string;
  patient_under_18: boolean;
}): Record<string, string> {
  const out: Record<string, string> = {};
  if (a.booked_for === 'other') {
    if (!a.booker_name) out.booker_name = 'Please enter your own name.';
    if (!a.booker_relationship) out.booker_relationship = 'Please choose who you are to the patient.';
  }
  if (a.patient_under_18 && (a.booked_for !== 'other' || a.booker_relationship !== 'parent_guardian')) {
    out.booker_relationship =
      'A parent or guardian needs to book for a patient under 18. Please choose "Parent or guardian", or ask them to book.';
  }
  return out;
}

export type AppointmentInput = v.InferInput<typeof AppointmentSchema>;
export type Appointment = v.InferOutput<typeof AppointmentSchema>;
