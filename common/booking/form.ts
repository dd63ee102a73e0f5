import * as v from 'valibot';
import { closedMessage } from '../desk/messages-schema';
/**
 * The booking form, defined once: every field of both wizards (the home page's and /book-appointment's) with its
 * step, label, limits, autofill, choices, hint and checks. The island (web/src/features/booking) and the server's
 * no-JavaScript form (functions/booking/html/booking.ts) both draw this list, the draft is its fields, and the checks are
 * the API's own schema entries (common/booking/schema.ts) with the form's own words where it asks more.
 */
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { MESSAGE_MAX, NAME_MAX, PHONE_MAX } from '../platform/fields';
import { EMAIL_FIELD } from '../platform/form-shared';
import type { FieldDef, Option } from '../platform/form-types';
import { RELATIONSHIPS, relationshipLabels } from '../privacy/facts';
import { BOOKING_WINDOW_DAYS, dayClosedReason } from './schedule';
import {
  ADULT_AGE,
  AGE_MAX,
  AppointmentSchema,
  type BookingFor,
  bookingForProblems,
  GENDER_VALUES,
  messagesOptInProblem,
  PROFILE_MAX,
} from './schema';
import { NOT_SURE, notSureLabel, visitReasonOptions, visitReasonQuestion } from './visit-reasons';

export type Variant = 'home' | 'page';

const BOTH = ['home', 'page'] as const;
const HOME = ['home'] as const;
const PAGE = ['page'] as const;

/** The notes of the booking page (its message) keep a shorter limit than the API's message. */
export const NOTES_MAX = 600;

/** The file types the reports field offers (only the file's name is sent). */
export const REPORT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';

/** The choices of "Who is this appointment for?", labelled in a language. */
export function bookedForChoices(locale: Locale = 'en'): { value: 'self' | 'other'; label: string }[] {
  const o = { locale };
  return [
    { value: 'self', label: m.forms_booked_for_self({}, o) },
    { value: 'other', label: m.forms_booked_for_other({}, o) },
  ];
}

/** The relationship choices (common/privacy/facts.ts's values), labelled in a language. */
export function relationships(locale: Locale = 'en'): Option[] {
  const label = relationshipLabels(locale);
  return RELATIONSHIPS.map((r) => ({ value: r.value, label: label[r.value] }));
}

/** The gender choices (the API's values), labelled in a language. */
export function genders(locale: Locale = 'en'): { value: (typeof GENDER_VALUES)[number]; label: string }[] {
  const o = { locale };
  const label = {
    male: m.forms_gender_male({}, o),
    female: m.forms_gender_female({}, o),
    other: m.forms_gender_other({}, o),
  };
  return GENDER_VALUES.map((value) => ({ value, label: label[value] }));
}

/** The choices of "What is the visit for?" after "Not sure yet": the select's two groups, labelled in a language. */
export function reasonGroups(locale: Locale = 'en') {
  const o = { locale };
  const options = visitReasonOptions(locale);
  const group = (g: 'service' | 'condition') =>
    options.filter((r) => r.group === g).map((r) => ({ value: r.value, label: r.label }));
  return [
    { label: m.forms_reason_group_services({}, o), options: group('service') },
    { label: m.forms_reason_group_conditions({}, o), options: group('condition') },
  ] as const;
}

/** The calm line under the visit's reason: why we ask, then what follows from the choice. */
export function visitReasonHint(value: string, locale: Locale = 'en'): string {
  const o = { locale };
  if (!value) return m.forms_reason_hint_empty({}, o);
  if (value === NOT_SURE) return m.forms_reason_hint_not_sure({}, o);
  return m.forms_reason_hint_chosen({}, o);
}

/** The group of the fields asked only when someone books for another: its legend (no-JS page) and its hint. */
export const FOR_OTHER_GROUP = { legend: m.forms_only_for_someone_else, hint: m.forms_hint_booked_for_other };

/**
 * Every field of the booking form, in the order both wizards ask them (step by step). `api` is the field of
 * POST /api/appointment it is sent as; an optional field with `api` is sent only when given, and checked by that
 * field's schema entry.
 */
export const BOOKING_FIELDS = [
  // Step 1: who the patient is.
  {
    step: 1,
    name: 'bookedFor',
    kind: 'radio',
    variants: BOTH,
    label: m.forms_label_booked_for,
    options: bookedForChoices,
  },
  {
    step: 1,
    name: 'bookerName',
    kind: 'text',
    variants: BOTH,
    forOther: true,
    label: m.forms_label_booker_name,
    required: true,
    autocomplete: 'name',
    maxlength: NAME_MAX,
  },
  {
    step: 1,
    name: 'bookerRelationship',
    kind: 'choice',
    variants: BOTH,
    forOther: true,
    label: m.forms_label_booker_relationship,
    required: true,
    empty: m.forms_relationship_empty,
    options: relationships,
  },
  {
    step: 1,
    name: 'patientUnder18',
    kind: 'box',
    variants: BOTH,
    forOther: true,
    label: m.forms_label_patient_under_18,
    hint: (c) => m.forms_hint_under_18({}, c),
  },
  {
    step: 1,
    name: 'fullName',
    kind: 'text',
    variants: BOTH,
    label: m.forms_label_full_name,
    otherLabel: m.forms_label_patient_full_name,
    required: true,
    autocomplete: 'name',
    otherAutocomplete: 'off',
    maxlength: NAME_MAX,
    wide: true,
  },
  { step: 1, ...EMAIL_FIELD },
  {
    step: 1,
    name: 'phone',
    kind: 'text',
    variants: BOTH,
    label: { home: m.forms_label_phone, page: m.forms_label_phone_number },
    type: 'tel',
    required: true,
    autocomplete: 'tel',
    inputmode: 'tel',
    maxlength: PHONE_MAX,
  },
  {
    step: 1,
    name: 'messagesOptIn',
    kind: 'box',
    variants: BOTH,
    label: m.forms_label_messages_opt_in,
    hint: (c) => m.forms_hint_messages_opt_in({}, c),
    phoneMessages: true,
    api: 'messages_opt_in',
  },
  {
    step: 1,
    name: 'age',
    kind: 'text',
    variants: PAGE,
    label: m.forms_label_age,
    type: 'number',
    required: true,
    inputmode: 'numeric',
    min: 0,
    max: AGE_MAX,
    api: 'age',
  },
  {
    step: 1,
    name: 'gender',
    kind: 'choice',
    variants: PAGE,
    label: m.forms_label_gender,
    required: true,
    empty: m.forms_gender_empty,
    options: genders,
    api: 'gender',
  },
  {
    step: 1,
    name: 'address',
    kind: 'text',
    variants: PAGE,
    label: m.forms_label_address,
    autocomplete: 'address-line1',
    maxlength: PROFILE_MAX.address,
    wide: true,
    api: 'address',
  },
  {
    step: 1,
    name: 'medicalHistory',
    kind: 'area',
    variants: PAGE,
    label: m.forms_label_medical_history,
    rows: 3,
    maxlength: PROFILE_MAX.medical_history,
    wide: true,
    api: 'medical_history',
  },
  {
    step: 1,
    name: 'currentSymptoms',
    kind: 'area',
    variants: PAGE,
    label: m.forms_label_current_symptoms,
    rows: 3,
    maxlength: PROFILE_MAX.current_symptoms,
    wide: true,
    api: 'current_symptoms',
  },
  // Step 2: when.
  {
    step: 2,
    name: 'date',
    kind: 'date',
    variants: BOTH,
    label: { home: m.forms_label_date, page: m.forms_label_preferred_date },
    required: true,
    hint: (c) => m.forms_hint_date({ days: BOOKING_WINDOW_DAYS }, c),
  },
  {
    step: 2,
    name: 'time',
    kind: 'time',
    variants: BOTH,
    label: { home: m.forms_label_time, page: m.forms_label_preferred_time },
    required: true,
    empty: m.forms_choose_time,
    hint: (c) => m.forms_hint_time_zone({}, c),
  },
  // Step 3: the doctor, what the visit is for, reports, a message.
  {
    step: 3,
    name: 'doctor',
    kind: 'doctor',
    variants: BOTH,
    label: m.forms_label_doctor,
    empty: m.forms_doctor_empty,
  },
  {
    step: 3,
    name: 'visitReason',
    kind: 'choice',
    variants: BOTH,
    label: (_: unknown, o?: { locale?: Locale }) => visitReasonQuestion(o?.locale),
    empty: m.forms_reason_empty,
    options: (locale: Locale) => [{ value: NOT_SURE, label: notSureLabel(locale) }],
    groups: reasonGroups,
    hint: (c) => visitReasonHint(c.value, c.locale),
    api: 'visit_reason',
  },
  {
    step: 3,
    name: 'message',
    kind: 'area',
    variants: HOME,
    label: m.forms_label_message,
    rows: 4,
    maxlength: MESSAGE_MAX,
    placeholder: m.forms_message_placeholder,
  },
  {
    step: 3,
    name: 'reportsName',
    kind: 'file',
    variants: BOTH,
    label: m.forms_label_reports,
    hint: (c) => m.forms_hint_reports({}, c),
  },
  {
    step: 3,
    name: 'notes',
    kind: 'area',
    variants: PAGE,
    label: m.forms_label_notes,
    rows: 3,
    maxlength: NOTES_MAX,
  },
] as const satisfies readonly (FieldDef<string, Variant> & { step: 1 | 2 | 3; api?: ApiName })[];

/** The API body's fields a form field may be sent as. */
type ApiName = keyof typeof AppointmentSchema.entries;

/** A field of the booking form: its name is the draft's (and the control's) name. */
export type FieldName = (typeof BOOKING_FIELDS)[number]['name'];

/** One field's definition: on which step it is asked, and the API field it is sent as. */
export type BookingField = FieldDef<FieldName, Variant> & { step: 1 | 2 | 3; api?: ApiName };

/** The checkboxes: the under-18 box and the phone-messages opt-in. */
export type BoxName = Extract<(typeof BOOKING_FIELDS)[number], { kind: 'box' }>['name'];

/** The fields that hold text (every one but the boxes). */
export type TextFieldName = Exclude<FieldName, BoxName | 'bookedFor'> | 'bookedFor';

/** Everything either wizard collects: one value per field (the home wizard uses a subset, spec §3). */
export type Draft = { [K in Exclude<FieldName, BoxName | 'bookedFor'>]: string } & {
  /** Who the appointment is for: the person booking ('self'), or someone they care for ('other'). */
  bookedFor: 'self' | 'other';
} & {
  /** When booking for someone else: the patient is under 18 (then a parent or guardian books). The opt-in: ticked. */
  [K in BoxName]: boolean;
};

export const EMPTY_DRAFT: Draft = Object.fromEntries(
  BOOKING_FIELDS.map((f) => [f.name, f.name === 'bookedFor' ? 'self' : f.kind === 'box' ? false : '']),
) as Draft;

/** The fields a variant asks, in order. */
export function fieldsOf(variant: Variant): BookingField[] {
  return FIELDS.filter((f) => f.variants.includes(variant));
}

const FIELDS: readonly BookingField[] = BOOKING_FIELDS;
const BY_NAME = new Map<FieldName, BookingField>(FIELDS.map((f) => [f.name, f]));

/** A field's definition by its name. */
export function bookingField(name: FieldName): BookingField {
  return BY_NAME.get(name) as BookingField;
}

/** The fields each step checks before Next, per wizard (the last step, Confirm, has none). */
export const STEP_FIELDS: Record<Variant, FieldName[][]> = {
  home: [1, 2, 3, 4].map((s) =>
    fieldsOf('home')
      .filter((f) => f.step === s)
      .map((f) => f.name),
  ),
  page: [1, 2, 3, 4].map((s) =>
    fieldsOf('page')
      .filter((f) => f.step === s)
      .map((f) => f.name),
  ),
};

// ————— the rules —————

/** The age the booking page was given, as the API receives it: whole years, or undefined when not a number. */
export function draftAge(variant: Variant, d: Draft): number | undefined {
  const s = d.age.trim();
  return variant === 'page' && /^\d{1,3}$/.test(s) ? Number(s) : undefined;
}

/** The age the booking page was given is under 18 (the home wizard asks no age). */
export function ageUnder18(variant: Variant, d: Draft): boolean {
  const age = draftAge(variant, d);
  return age !== undefined && age < ADULT_AGE;
}

/** The patient is under 18: said with the box, or implied by the age given, when someone books for them. */
export function patientUnder18(variant: Variant, d: Draft): boolean {
  return d.bookedFor === 'other' && (d.patientUnder18 || ageUnder18(variant, d));
}

/**
 * The message sent: the home wizard's, or the booking page's notes. The booking page's age, gender, address and
 * health are fields of their own (decision 017).
 */
export function messageOf(variant: Variant, d: Draft): string {
  return (variant === 'home' ? d.message : d.notes).trim();
}

/** The "booked for" fields and the age exactly as the body sends them. */
function bookingForOf(variant: Variant, d: Draft): BookingFor {
  const age = draftAge(variant, d);
  return {
    booked_for: d.bookedFor,
    booker_name: d.bookerName.trim(),
    booker_relationship: d.bookerRelationship,
    ...(d.bookedFor === 'other' ? { patient_under_18: patientUnder18(variant, d) } : {}),
    ...(age !== undefined ? { age } : {}),
  };
}

/** The cross-field rules (who books, under 18, the age) on what the draft would send, in the page's language. */
function bookingForErrors(variant: Variant, d: Draft, locale: Locale): Record<string, string> {
  return bookingForProblems(bookingForOf(variant, d), locale);
}

/** The schema's first message, in the language asked (valibot's `lang`: the API's messages speak both). */
function firstIssue(schema: v.GenericSchema, value: unknown, locale: Locale): string | undefined {
  const r = v.safeParse(schema, value, { lang: locale });
  return r.success ? undefined : r.issues[0]?.message;
}

const E = AppointmentSchema.entries;

/** Why an age is refused, said to the patient or about them; undefined when it is fine. */
function ageProblem(age: string, other: boolean, locale: Locale): string | undefined {
  const o = { locale };
  const s = age.trim();
  // The form asks the age (spec §6); the API takes it as a number, checked by its own entry.
  if (!s) return other ? m.forms_error_patient_age_empty({}, o) : m.forms_error_age_empty({}, o);
  if (!/^\d{1,3}$/.test(s)) return other ? m.forms_error_patient_age_number({}, o) : m.forms_error_age_number({}, o);
  return firstIssue(E.age, Number(s), locale);
}

interface Check {
  variant: Variant;
  d: Draft;
  now: Date;
  locale: Locale;
}

/**
 * The checks the form makes beyond (or before) the API's entry of the same field. A field not named here is checked
 * by its `api` entry, when it has one.
 */
const CHECKS: Partial<Record<FieldName, (c: Check) => string | undefined>> = {
  bookedFor: ({ d, locale }) => firstIssue(E.booked_for, d.bookedFor, locale),
  bookerName: ({ variant, d, locale }) =>
    d.bookedFor !== 'other'
      ? undefined
      : (firstIssue(E.booker_name, d.bookerName, locale) ?? bookingForErrors(variant, d, locale).booker_name),
  bookerRelationship: ({ variant, d, locale }) =>
    d.bookedFor !== 'other'
      ? undefined
      : (firstIssue(E.booker_relationship, d.bookerRelationship, locale) ??
        bookingForErrors(variant, d, locale).booker_relationship),
  // The box and the age, when both are given, must agree.
  patientUnder18: ({ variant, d, locale }) => bookingForErrors(variant, d, locale).patient_under_18,
  // The schema speaks to the patient; when someone else books, the person typing is not the patient.
  fullName: ({ d, locale }) =>
    d.bookedFor === 'other' && d.fullName.trim() === ''
      ? m.forms_error_patient_full_name({}, { locale })
      : firstIssue(E.full_name, d.fullName, locale),
  email: ({ d, locale }) => firstIssue(E.email, d.email, locale),
  phone: ({ d, locale }) => firstIssue(E.phone, d.phone, locale),
  age: ({ variant, d, locale }) =>
    ageProblem(d.age, d.bookedFor === 'other', locale) ?? bookingForErrors(variant, d, locale).age,
  // Required on the booking page (spec §6); optional in the API, whose entry checks the value.
  gender: ({ d, locale }) => (d.gender ? firstIssue(E.gender, d.gender, locale) : m.forms_error_gender({}, { locale })),
  date: ({ d, now, locale }) => {
    const e = firstIssue(E.appointment_date, d.date, locale);
    if (e) return e;
    const reason = dayClosedReason(d.date, now);
    return reason ? closedMessage(reason, locale) : undefined;
  },
  time: ({ d, locale }) => firstIssue(E.appointment_time, d.time, locale),
  messagesOptIn: ({ d, locale }) => messagesOptInProblem({ phone: d.phone, messages_opt_in: d.messagesOptIn }, locale),
  message: ({ variant, d, locale }) => firstIssue(E.message, messageOf(variant, d), locale),
  notes: ({ variant, d, locale }) => firstIssue(E.message, messageOf(variant, d), locale),
};

/** The error for one field of the draft, in a language; undefined for a field this variant does not ask. */
export function fieldError(
  variant: Variant,
  name: FieldName,
  d: Draft,
  now = new Date(),
  locale: Locale = 'en',
): string | undefined {
  const f = bookingField(name);
  if (!f?.variants.includes(variant)) return undefined;
  const check = CHECKS[name];
  if (check) return check({ variant, d, now, locale });
  return f.api ? firstIssue(E[f.api], d[name], locale) : undefined;
}

/** Errors for a step's fields, in the step's order, in a language. */
export function stepErrors(
  variant: Variant,
  step: number,
  d: Draft,
  locale: Locale = 'en',
): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {};
  const now = new Date();
  for (const name of STEP_FIELDS[variant][step - 1] ?? []) {
    const e = fieldError(variant, name, d, now, locale);
    if (e) out[name] = e;
  }
  return out;
}

/** The optional fields sent as their API field, each only when given (age as a number, a ticked box as true). */
export function optionalApiFields(
  variant: Variant,
  d: Draft,
  offered = { phoneMessages: true },
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const f of fieldsOf(variant)) {
    if (!f.api || f.api === 'visit_reason') continue;
    if (f.kind === 'box') {
      if (d[f.name as BoxName] && (!f.phoneMessages || offered.phoneMessages)) out[f.api] = true;
      continue;
    }
    if (f.name === 'age') {
      const age = draftAge(variant, d);
      if (age !== undefined) out.age = age;
      continue;
    }
    const value = String(d[f.name as TextFieldName]).trim();
    if (value) out[f.api] = value;
  }
  return out;
}
