import * as v from 'valibot';
import { DOCTOR_OPTION } from '../../../../common/clinic';
import { NOTICE_VERSION, RELATIONSHIPS } from '../../../../common/privacy';
import { CLOSED_MESSAGES, dayClosedReason } from '../../../../common/schedule';
import { AppointmentSchema, bookingForProblems } from '../../../../common/schemas/appointment';

export type Variant = 'home' | 'page';

/** Everything either wizard collects. The home wizard uses a subset (spec §3). */
export interface Draft {
  /** Who the appointment is for: the person booking ('self'), or someone they care for ('other'). */
  bookedFor: 'self' | 'other';
  /** When booking for someone else: the booker's own name and who they are to the patient. */
  bookerName: string;
  bookerRelationship: string;
  /** When booking for someone else: the patient is under 18 (then a parent or guardian books). */
  patientUnder18: boolean;
  /** The patient's name (the booker's own when booking for themselves). */
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
  bookedFor: 'self',
  bookerName: '',
  bookerRelationship: '',
  patientUnder18: false,
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

/** The draft's fields that hold text (every one but the under-18 box). */
export type TextFieldName = { [K in FieldName]: Draft[K] extends string ? K : never }[FieldName];

export const STEP_TITLES = ['Patient Details', 'Date & Time', 'Doctor', 'Confirm Details'] as const;

/** The fields each step checks before Next, per wizard. */
export const STEP_FIELDS: Record<Variant, FieldName[][]> = {
  home: [
    ['bookedFor', 'bookerName', 'bookerRelationship', 'patientUnder18', 'fullName', 'email', 'phone'],
    ['date', 'time'],
    ['doctor', 'visitReason', 'message', 'reportsName'],
    [],
  ],
  page: [
    [
      'bookedFor',
      'bookerName',
      'bookerRelationship',
      'patientUnder18',
      'fullName',
      'email',
      'phone',
      'age',
      'gender',
      'address',
      'medicalHistory',
      'currentSymptoms',
    ],
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

/** The choices of "Who is this appointment for?". */
export const BOOKED_FOR_CHOICES = [
  { value: 'self', label: 'Me' },
  { value: 'other', label: 'Someone I care for (a child, a parent…)' },
] as const;

/** Stops a patient under 18 who books for themselves: a parent or guardian books for them (DPDP Act s.9). */
export const UNDER_18_SELF_MESSAGE =
  'A parent or guardian needs to book for a patient under 18. Please ask your parent or guardian to book for you. If you are booking for your child, choose "Someone I care for" above.';

/** Who the booker is to the patient, as the choice reads ("Parent or guardian"), or '' when not chosen. */
export function relationshipLabel(value: string): string {
  return RELATIONSHIPS.find((r) => r.value === value)?.label ?? '';
}

/** The age the booking page was given is under 18 (the home wizard asks no age). */
export function ageUnder18(variant: Variant, d: Draft): boolean {
  const age = d.age.trim();
  return variant === 'page' && /^\d{1,3}$/.test(age) && Number(age) < 18;
}

/** The patient is under 18: said with the box, or implied by the age given, when someone books for them. */
export function patientUnder18(variant: Variant, d: Draft): boolean {
  return d.bookedFor === 'other' && (d.patientUnder18 || ageUnder18(variant, d));
}

/** The cross-field "booked for" rules (common/schemas/appointment.ts), on the draft. */
function bookingForErrors(variant: Variant, d: Draft): Record<string, string> {
  return bookingForProblems({
    booked_for: d.bookedFor,
    booker_name: d.bookerName.trim(),
    booker_relationship: d.bookerRelationship,
    patient_under_18: patientUnder18(variant, d),
  });
}

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
    case 'bookedFor':
      return firstIssue(E.booked_for, d.bookedFor);
    case 'bookerName':
      if (d.bookedFor !== 'other') return undefined;
      return firstIssue(E.booker_name, d.bookerName) ?? bookingForErrors(variant, d).booker_name;
    case 'bookerRelationship':
      if (d.bookedFor !== 'other') return undefined;
      return (
        firstIssue(E.booker_relationship, d.bookerRelationship) ?? bookingForErrors(variant, d).booker_relationship
      );
    case 'fullName': {
      const e = firstIssue(E.full_name, d.fullName);
      // The schema speaks to the patient; here the person typing is someone else.
      return d.bookedFor === 'other' && e === 'Please enter your full name.'
        ? "Please enter the patient's full name."
        : e;
    }
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
    case 'age': {
      if (variant !== 'page') return undefined;
      const e = firstIssue(AgeSchema, d.age);
      if (e) return d.bookedFor === 'other' ? e.replace('your age', "the patient's age") : e;
      return d.bookedFor === 'self' && ageUnder18(variant, d) ? UNDER_18_SELF_MESSAGE : undefined;
    }
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
 * The body of POST /api/appointment for a draft: the spec's (§7), plus `visit_reason` only when the patient chose one,
 * the version of the privacy notice the form showed, and the "booked for" fields only when someone books for another
 * (for oneself the body is the spec's and the notice's version alone).
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
    notice_version: NOTICE_VERSION,
    ...(d.bookedFor === 'other'
      ? {
          booked_for: 'other' as const,
          booker_name: d.bookerName.trim(),
          booker_relationship: d.bookerRelationship,
          patient_under_18: patientUnder18(variant, d),
        }
      : {}),
  };
}

/** The step (1–4) on which a field is asked, in this wizard. */
export function stepOf(variant: Variant, name: FieldName): number {
  const i = STEP_FIELDS[variant].findIndex((fields) => fields.includes(name));
  return i < 0 ? 4 : i + 1;
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
  booked_for: 'bookedFor',
  booker_name: 'bookerName',
  booker_relationship: 'bookerRelationship',
  patient_under_18: 'patientUnder18',
};

export const REPORT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';
