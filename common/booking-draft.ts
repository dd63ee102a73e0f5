import * as v from 'valibot';
/**
 * The booking wizards' draft, its rules, labels and texts, defined once: the JS wizard (web/src/features/booking)
 * and the server's no-JavaScript booking form (functions/routes/forms.ts) both read them here, so a patient sees the
 * same labels and messages and the API receives the same body whichever way the form was sent.
 */
import { DOCTOR_OPTION } from './clinic';
import { NOTICE_VERSION, RELATIONSHIPS } from './privacy';
import { BOOKING_WINDOW_DAYS, CLOSED_MESSAGES, dayClosedReason } from './schedule';
import { AppointmentSchema, bookingForProblems } from './schemas/appointment';
import { NOT_SURE, VISIT_REASON_QUESTION, VISIT_REASONS } from './visit-reasons';

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

/** The labels of the "booked for" questions, the same in both wizards. */
export const BOOKED_FOR_LABELS = {
  bookedFor: 'Who is this appointment for?',
  bookerName: 'Your name',
  bookerRelationship: "You are the patient's…",
  patientUnder18: 'The patient is under 18',
} as const;

/** The name field's label when someone books for the patient (the spec's "Full Name" stays for oneself). */
export const PATIENT_NAME_LABEL = "Patient's full name";

/** Each wizard's field labels (spec §3 for home, §6 for the booking page). */
export const BOOKING_LABELS: Record<Variant, Partial<Record<FieldName, string>>> = {
  home: {
    ...BOOKED_FOR_LABELS,
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    date: 'Date',
    time: 'Time',
    doctor: 'Doctor',
    visitReason: VISIT_REASON_QUESTION,
    message: 'Message',
    reportsName: 'Reports',
  },
  page: {
    ...BOOKED_FOR_LABELS,
    fullName: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    age: 'Age',
    gender: 'Gender',
    address: 'Address',
    medicalHistory: 'Medical History',
    currentSymptoms: 'Current Symptoms',
    date: 'Preferred Date',
    time: 'Preferred Time',
    doctor: 'Doctor',
    visitReason: VISIT_REASON_QUESTION,
    reportsName: 'Reports',
    notes: 'Additional Notes',
  },
};

/** A field's label in a wizard, for the person booking ("Patient's full name" when booking for someone else). */
export function bookingLabel(variant: Variant, name: FieldName, bookedFor: Draft['bookedFor']): string {
  if (name === 'fullName' && bookedFor === 'other') return PATIENT_NAME_LABEL;
  return BOOKING_LABELS[variant][name] ?? '';
}

/** The submit button's text on the last step (spec §3 and §6). */
export const SUBMIT_LABELS: Record<Variant, string> = { home: 'Submit Form', page: 'Confirm Booking' };

/** What the patient reads after booking (spec §4). */
export const BOOKING_SUCCESS_TITLE = 'Appointment Booked!';
export const BOOKING_SUCCESS_TEXT =
  'Your appointment has been successfully scheduled. A confirmation email has been sent.';
export const BOOKING_FAILURE_TEXT = 'Failed to book appointment. Please try again.';

/** Shown under "Who is this appointment for?" when someone books for another. */
export const BOOKED_FOR_OTHER_HINT =
  'Please give your own e-mail and phone below: the confirmation and reminders come to you.';

/** Under the under-18 box. */
export const UNDER_18_HINT = 'A parent or guardian books for a patient under 18.';

/** Under the date. */
export const DATE_HINT = `Monday to Saturday, up to ${BOOKING_WINDOW_DAYS} days ahead.`;

/** Beside the times, once a date is chosen. */
export const TIME_ZONE_HINT = 'Times are in India Standard Time.';

/** Under the reports field: nothing is uploaded, the file's name tells the clinic reports are coming. */
export const REPORTS_HINT = 'PDF, JPG, PNG or Word. Please bring the originals to your visit.';

/** The choices of "What is the visit for?", in the select's two groups. */
export const REASON_GROUPS = [
  { label: 'Tests and treatments', reasons: VISIT_REASONS.filter((r) => r.group === 'service') },
  { label: 'Conditions', reasons: VISIT_REASONS.filter((r) => r.group === 'condition') },
] as const;

/** The selects' empty choices. */
export const VISIT_REASON_EMPTY = 'Choose if you know (optional)';
export const RELATIONSHIP_EMPTY = 'Choose one';
export const GENDER_EMPTY = 'Select gender';
export const DOCTOR_EMPTY = 'Select a doctor';

/** The calm line under the select: why we ask, then what follows from the choice (the e-mails carry its preparation). */
export function visitReasonHint(value: string): string {
  if (!value) return 'This lets us e-mail you how to prepare.';
  if (value === NOT_SURE) return 'That is fine: the doctor will guide you at the visit.';
  return 'We will e-mail you how to prepare, with your confirmation.';
}

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
  for (const key of Object.keys(EMPTY_DRAFT) as FieldName[]) {
    if (key === 'bookedFor' || key === 'patientUnder18') continue;
    draft[key as Exclude<TextFieldName, 'bookedFor'>] = get(key) ?? '';
  }
  draft.bookedFor = get('bookedFor') === 'other' ? 'other' : 'self';
  draft.patientUnder18 = ticked(get('patientUnder18'));
  return draft;
}
