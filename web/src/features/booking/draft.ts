import * as v from 'valibot';
import { DOCTOR_OPTION } from '../../../../common/clinic';
import { CLOSED_MESSAGES, dayClosedReason } from '../../../../common/schedule';
import { AppointmentSchema } from '../../../../common/schemas/appointment';

export type Variant = 'home' | 'page';

/** Everything either wizard collects. The home wizard uses a subset (spec §3). */
export interface Draft {
  fullName: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  doctor: string;
  /** What the visit is for (optional): a service or condition slug, "not-sure", or '' when not said. */
  visitReason: string;
  message: string;
  reportsName: string;
  age: string;
  gender: string;
  address: string;
  medicalHistory: string;
  currentSymptoms: string;
  notes: string;
}

export const EMPTY_DRAFT: Draft = {
  fullName: '',
  email: '',
  phone: '',
  date: '',
  time: '',
  doctor: '',
  visitReason: '',
  message: '',
  reportsName: '',
  age: '',
  gender: '',
  address: '',
  medicalHistory: '',
  currentSymptoms: '',
  notes: '',
};

export type FieldName = keyof Draft;

export const STEP_TITLES = ['Patient Details', 'Date & Time', 'Doctor', 'Confirm Details'] as const;

/** The fields each step checks before Next, per wizard. */
export const STEP_FIELDS: Record<Variant, FieldName[][]> = {
  home: [['fullName', 'email', 'phone'], ['date', 'time'], ['doctor', 'visitReason', 'message', 'reportsName'], []],
  page: [
    ['fullName', 'email', 'phone', 'age', 'gender', 'address', 'medicalHistory', 'currentSymptoms'],
    ['date', 'time'],
    ['doctor', 'visitReason', 'reportsName', 'notes'],
    [],
  ],
};

export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;

/** Limits on the booking page's extra fields, chosen so the composed message stays within the API's 2000. */
export const EXTRA_MAX = { address: 200, medicalHistory: 500, currentSymptoms: 500, notes: 600 } as const;

const AgeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Please enter your age.'),
  v.regex(/^\d{1,3}$/, 'Please enter your age in years, as a number.'),
  v.check((s) => Number(s) >= 0 && Number(s) <= 120, 'Please enter an age between 0 and 120.'),
);
const GenderSchema = v.picklist(
  GENDERS.map((g) => g.value),
  'Please choose a gender.',
);

function firstIssue(schema: v.GenericSchema, value: unknown): string | undefined {
  const r = v.safeParse(schema, value);
  return r.success ? undefined : r.issues[0]?.message;
}

const E = AppointmentSchema.entries;

/** The booking page's message: the notes, then the extra fields as labelled lines (spec §7). */
export function composeMessage(variant: Variant, d: Draft): string {
  if (variant === 'home') return d.message.trim();
  const gender = GENDERS.find((g) => g.value === d.gender)?.label ?? '';
  const lines = [
    `Age: ${d.age.trim()}`,
    `Gender: ${gender}`,
    `Address: ${d.address.trim()}`,
    `Medical History: ${d.medicalHistory.trim()}`,
    `Current Symptoms: ${d.currentSymptoms.trim()}`,
  ];
  const notes = d.notes.trim();
  return notes ? `${notes}\n\n${lines.join('\n')}` : lines.join('\n');
}

/** The error for one field of the draft, using the API's own schema entries where the field is sent as is. */
export function fieldError(variant: Variant, name: FieldName, d: Draft, now = new Date()): string | undefined {
  switch (name) {
    case 'fullName':
      return firstIssue(E.full_name, d.fullName);
    case 'email':
      return firstIssue(E.email, d.email);
    case 'phone':
      return firstIssue(E.phone, d.phone);
    case 'date': {
      const e = firstIssue(E.appointment_date, d.date);
      if (e) return e;
      const reason = dayClosedReason(d.date, now);
      return reason ? CLOSED_MESSAGES[reason] : undefined;
    }
    case 'time':
      return firstIssue(E.appointment_time, d.time);
    case 'visitReason':
      return firstIssue(E.visit_reason, d.visitReason);
    case 'age':
      return variant === 'page' ? firstIssue(AgeSchema, d.age) : undefined;
    case 'gender':
      return variant === 'page' ? firstIssue(GenderSchema, d.gender) : undefined;
    case 'message':
    case 'notes':
      // The API's own message entry: the composed text must fit its 2000 characters.
      return firstIssue(E.message, composeMessage(variant, d));
    default:
      return undefined;
  }
}

/** Errors for a step's fields, in the step's order. */
export function stepErrors(variant: Variant, step: number, d: Draft): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {};
  for (const name of STEP_FIELDS[variant][step - 1] ?? []) {
    const e = fieldError(variant, name, d);
    if (e) out[name] = e;
  }
  return out;
}

/**
 * The body of POST /api/appointment for a draft: exactly the spec's (§7), plus `visit_reason` only when the patient
 * chose one, so a booking without it sends the spec's body unchanged.
 */
export function appointmentBody(variant: Variant, d: Draft) {
  return {
    full_name: d.fullName.trim(),
    email: d.email.trim(),
    phone: d.phone.trim(),
    appointment_date: d.date,
    appointment_time: d.time,
    selected_doctor: DOCTOR_OPTION,
    message: composeMessage(variant, d),
    reports_uploaded: d.reportsName !== '',
    ...(d.visitReason ? { visit_reason: d.visitReason } : {}),
  };
}

/** Maps the API's field names back to the draft's. */
export const API_FIELD_TO_DRAFT: Record<string, FieldName> = {
  full_name: 'fullName',
  email: 'email',
  phone: 'phone',
  appointment_date: 'date',
  appointment_time: 'time',
  message: 'message',
  visit_reason: 'visitReason',
};

export const REPORT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';
