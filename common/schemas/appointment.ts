import * as v from 'valibot';
import { DOCTOR_OPTIONS } from '../clinic';
import { isRealDate, TIME_SLOT_LABELS } from '../schedule';
import { VISIT_REASON_VALUES } from '../visit-reasons';
import { email, MESSAGE_MAX, multiLine, NAME_MAX, personName, requiredPhone } from './fields';

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
});

export type AppointmentInput = v.InferInput<typeof AppointmentSchema>;
export type Appointment = v.InferOutput<typeof AppointmentSchema>;
