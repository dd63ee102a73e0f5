import * as v from 'valibot';
/**
 * The booking wizards' draft, its rules, labels and texts, defined once: the JS wizard (web/src/features/booking)
 * and the server's no-JavaScript booking form (functions/routes/forms.ts) both read them here, so a patient sees the
 * same labels and messages and the API receives the same body whichever way the form was sent.
 *
 * Every text a patient reads comes in both languages (web/messages/forms, Paraglide): the functions take the
 * language (`locale`, English when not given), and the upper-case constants are the English texts, as before. What
 * is sent stays the same in both languages (values, dates, times).
 */
import { DOCTOR_OPTION } from './clinic';
import { INTL_LOCALE, type Locale } from './locale';
import { m } from './paraglide/messages.js';
import { NOTICE_VERSION, RELATIONSHIPS, relationshipLabels } from './privacy';
import {
  BOOKING_WINDOW_DAYS,
  CLINIC_TIME_ZONE,
  dayClosedReason,
  formatClinicDate,
  isRealDate,
  slotStart,
  TIME_SLOT_LABELS,
  type TimeSlot,
} from './schedule';
import {
  ADULT_AGE,
  AppointmentSchema,
  type BookingFor,
  bookingForProblems,
  GENDER_VALUES,
  PROFILE_MAX,
} from './schemas/appointment';
import { closedMessage } from './schemas/messages';
import { NOT_SURE, visitReasonOptions, visitReasonQuestion } from './visit-reasons';

export type { Locale } from './locale';

/**
 * Why a day or a time cannot be booked, in a language: the API's own words (common/schemas/messages.ts), so the
 * wizard, the no-JS form and the API's answers say it the same way.
 */
export { closedMessage };

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

/** The options every message takes: the language, always given (no global language in common code). */
function inLocale(locale: Locale) {
  return { locale };
}

/** The four steps' titles (spec §3: "Patient Details", "Date & Time", "Doctor", "Confirm Details"). */
export function stepTitles(locale: Locale = 'en'): readonly [string, string, string, string] {
  const o = inLocale(locale);
  return [
    m.forms_step_patient_details({}, o),
    m.forms_step_date_time({}, o),
    m.forms_step_doctor({}, o),
    m.forms_step_confirm({}, o),
  ];
}

export const STEP_TITLES = stepTitles('en');

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

/** The gender values sent, the same in every language (one home: the API's schema). */
export { GENDER_VALUES };

/** The gender choices, labelled in a language. */
export function genders(locale: Locale = 'en'): { value: (typeof GENDER_VALUES)[number]; label: string }[] {
  const o = inLocale(locale);
  const label = {
    male: m.forms_gender_male({}, o),
    female: m.forms_gender_female({}, o),
    other: m.forms_gender_other({}, o),
  };
  return GENDER_VALUES.map((value) => ({ value, label: label[value] }));
}

export const GENDERS = genders('en');

/** A gender value as it reads ("Female"), in a language; '' for none, the value itself for one not on the list. */
export function genderLabel(value: string | null, locale: Locale = 'en'): string {
  if (!value) return '';
  return genders(locale).find((g) => g.value === value)?.label ?? value;
}

/**
 * Limits on the booking page's extra fields: the API's own for the profile fields (common/schemas/appointment.ts);
 * the notes, which are the message, keep the booking page's shorter limit.
 */
export const EXTRA_MAX = {
  address: PROFILE_MAX.address,
  medicalHistory: PROFILE_MAX.medical_history,
  currentSymptoms: PROFILE_MAX.current_symptoms,
  notes: 600,
} as const;

/** The age the booking page was given, as the API receives it: whole years, or undefined when not a number. */
function draftAge(variant: Variant, d: Draft): number | undefined {
  const s = d.age.trim();
  return variant === 'page' && /^\d{1,3}$/.test(s) ? Number(s) : undefined;
}

/** The choices of "Who is this appointment for?", labelled in a language. */
export function bookedForChoices(locale: Locale = 'en'): { value: Draft['bookedFor']; label: string }[] {
  const o = inLocale(locale);
  return [
    { value: 'self', label: m.forms_booked_for_self({}, o) },
    { value: 'other', label: m.forms_booked_for_other({}, o) },
  ];
}

export const BOOKED_FOR_CHOICES = bookedForChoices('en');

/** Stops a patient under 18 who books for themselves: a parent or guardian books for them (DPDP Act s.9). */
export function under18SelfMessage(locale: Locale = 'en'): string {
  return m.forms_error_under_18_self({}, inLocale(locale));
}

export const UNDER_18_SELF_MESSAGE = under18SelfMessage('en');

/** The relationship choices (common/privacy.ts's values), labelled in a language. */
export function relationships(locale: Locale = 'en'): { value: string; label: string }[] {
  const label = relationshipLabels(locale);
  return RELATIONSHIPS.map((r) => ({ value: r.value, label: label[r.value] }));
}

/** Who the booker is to the patient, as the choice reads ("Parent or guardian"), or '' when not chosen. */
export function relationshipLabel(value: string, locale: Locale = 'en'): string {
  return relationships(locale).find((r) => r.value === value)?.label ?? '';
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

/** The "booked for" fields and the age exactly as `appointmentBody` sends them. */
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

/**
 * The cross-field rules (common/schemas/appointment.ts `bookingForProblems`: who books, under 18, the age), on what
 * the draft would send: which API fields they refuse, with the API's own messages in the page's language.
 */
function bookingForErrors(variant: Variant, d: Draft, locale: Locale): Record<string, string> {
  return bookingForProblems(bookingForOf(variant, d), locale);
}

/** The schema's first message, in the language asked (valibot's `lang`: the API's messages speak both). */
function firstIssue(schema: v.GenericSchema, value: unknown, locale: Locale): string | undefined {
  const r = v.safeParse(schema, value, { lang: locale });
  return r.success ? undefined : r.issues[0]?.message;
}

const E = AppointmentSchema.entries;

/** Why an age is refused (the booking page asks it), said to the patient or about them; undefined when it is fine. */
function ageProblem(age: string, bookedFor: Draft['bookedFor'], locale: Locale): string | undefined {
  const o = inLocale(locale);
  const other = bookedFor === 'other';
  const s = age.trim();
  // The form asks the age (spec §6); the API takes it as a number, checked by its own entry.
  if (!s) return other ? m.forms_error_patient_age_empty({}, o) : m.forms_error_age_empty({}, o);
  if (!/^\d{1,3}$/.test(s)) return other ? m.forms_error_patient_age_number({}, o) : m.forms_error_age_number({}, o);
  return firstIssue(E.age, Number(s), locale);
}

/**
 * The message sent: the home wizard's, or the booking page's notes. The booking page's age, gender, address and
 * health are fields of their own (decision 017), no longer lines composed into the message.
 */
export function messageOf(variant: Variant, d: Draft): string {
  return (variant === 'home' ? d.message : d.notes).trim();
}

/** The booking page's profile fields as the API receives them, each only when given (the home wizard has none). */
function profileFields(variant: Variant, d: Draft) {
  if (variant !== 'page') return {};
  const age = draftAge(variant, d);
  const address = d.address.trim();
  const history = d.medicalHistory.trim();
  const symptoms = d.currentSymptoms.trim();
  return {
    ...(age !== undefined ? { age } : {}),
    ...(d.gender ? { gender: d.gender } : {}),
    ...(address ? { address } : {}),
    ...(history ? { medical_history: history } : {}),
    ...(symptoms ? { current_symptoms: symptoms } : {}),
  };
}

/**
 * The error for one field of the draft, in a language, using the API's own schema entries where the field is sent as
 * is (parsed with `lang`, so they answer in that language too).
 */
export function fieldError(
  variant: Variant,
  name: FieldName,
  d: Draft,
  now = new Date(),
  locale: Locale = 'en',
): string | undefined {
  switch (name) {
    case 'bookedFor':
      return firstIssue(E.booked_for, d.bookedFor, locale);
    case 'bookerName':
      if (d.bookedFor !== 'other') return undefined;
      return firstIssue(E.booker_name, d.bookerName, locale) ?? bookingForErrors(variant, d, locale).booker_name;
    case 'bookerRelationship':
      if (d.bookedFor !== 'other') return undefined;
      return (
        firstIssue(E.booker_relationship, d.bookerRelationship, locale) ??
        bookingForErrors(variant, d, locale).booker_relationship
      );
    case 'fullName':
      // The schema speaks to the patient; here the person typing is someone else.
      if (d.bookedFor === 'other' && d.fullName.trim() === '')
        return m.forms_error_patient_full_name({}, inLocale(locale));
      return firstIssue(E.full_name, d.fullName, locale);
    case 'email':
      return firstIssue(E.email, d.email, locale);
    case 'phone':
      return firstIssue(E.phone, d.phone, locale);
    case 'date': {
      const e = firstIssue(E.appointment_date, d.date, locale);
      if (e) return e;
      const reason = dayClosedReason(d.date, now);
      return reason ? closedMessage(reason, locale) : undefined;
    }
    case 'time':
      return firstIssue(E.appointment_time, d.time, locale);
    case 'visitReason':
      return firstIssue(E.visit_reason, d.visitReason, locale);
    case 'patientUnder18':
      // The box and the age, when both are given, must agree.
      return bookingForErrors(variant, d, locale).patient_under_18;
    case 'age':
      if (variant !== 'page') return undefined;
      return ageProblem(d.age, d.bookedFor, locale) ?? bookingForErrors(variant, d, locale).age;
    case 'gender':
      if (variant !== 'page') return undefined;
      // Required on the booking page (spec §6); optional in the API, whose entry checks the value.
      return d.gender ? firstIssue(E.gender, d.gender, locale) : m.forms_error_gender({}, inLocale(locale));
    case 'address':
      return variant === 'page' ? firstIssue(E.address, d.address, locale) : undefined;
    case 'medicalHistory':
      return variant === 'page' ? firstIssue(E.medical_history, d.medicalHistory, locale) : undefined;
    case 'currentSymptoms':
      return variant === 'page' ? firstIssue(E.current_symptoms, d.currentSymptoms, locale) : undefined;
    case 'message':
    case 'notes':
      return firstIssue(E.message, messageOf(variant, d), locale);
    default:
      return undefined;
  }
}

/** Errors for a step's fields, in the step's order, in a language. */
export function stepErrors(
  variant: Variant,
  step: number,
  d: Draft,
  locale: Locale = 'en',
): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {};
  for (const name of STEP_FIELDS[variant][step - 1] ?? []) {
    const e = fieldError(variant, name, d, new Date(), locale);
    if (e) out[name] = e;
  }
  return out;
}

/**
 * The body of POST /api/appointment for a draft: the spec's (§7), plus `visit_reason` only when the patient chose one,
 * the version of the privacy notice the form showed, the "booked for" fields only when someone books for another, and
 * the booking page's profile fields (age, gender, address, medical history, symptoms) each only when given. For
 * oneself from the home page the body is the spec's and the notice's version alone.
 */
export function appointmentBody(variant: Variant, d: Draft) {
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
    ...profileFields(variant, d),
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
  const labels = BOOKING_LABELS.page;
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
  age: 'age',
  gender: 'gender',
  address: 'address',
  medical_history: 'medicalHistory',
  current_symptoms: 'currentSymptoms',
};

export const REPORT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';

/** The labels of the "booked for" questions, the same in both wizards, in a language. */
export function bookedForLabels(locale: Locale = 'en') {
  const o = inLocale(locale);
  return {
    bookedFor: m.forms_label_booked_for({}, o),
    bookerName: m.forms_label_booker_name({}, o),
    bookerRelationship: m.forms_label_booker_relationship({}, o),
    patientUnder18: m.forms_label_patient_under_18({}, o),
  };
}

export const BOOKED_FOR_LABELS = bookedForLabels('en');

/** The name field's label when someone books for the patient (the spec's "Full Name" stays for oneself). */
export function patientNameLabel(locale: Locale = 'en'): string {
  return m.forms_label_patient_full_name({}, inLocale(locale));
}

export const PATIENT_NAME_LABEL = patientNameLabel('en');

/** Each wizard's field labels (spec §3 for home, §6 for the booking page), in a language. */
export function bookingLabels(variant: Variant, locale: Locale = 'en'): Partial<Record<FieldName, string>> {
  const o = inLocale(locale);
  const common = {
    ...bookedForLabels(locale),
    fullName: m.forms_label_full_name({}, o),
    doctor: m.forms_label_doctor({}, o),
    visitReason: visitReasonQuestion(locale),
    reportsName: m.forms_label_reports({}, o),
  };
  if (variant === 'home')
    return {
      ...common,
      email: m.forms_label_email({}, o),
      phone: m.forms_label_phone({}, o),
      date: m.forms_label_date({}, o),
      time: m.forms_label_time({}, o),
      message: m.forms_label_message({}, o),
    };
  return {
    ...common,
    email: m.forms_label_email_address({}, o),
    phone: m.forms_label_phone_number({}, o),
    age: m.forms_label_age({}, o),
    gender: m.forms_label_gender({}, o),
    address: m.forms_label_address({}, o),
    medicalHistory: m.forms_label_medical_history({}, o),
    currentSymptoms: m.forms_label_current_symptoms({}, o),
    date: m.forms_label_preferred_date({}, o),
    time: m.forms_label_preferred_time({}, o),
    notes: m.forms_label_notes({}, o),
  };
}

export const BOOKING_LABELS: Record<Variant, Partial<Record<FieldName, string>>> = {
  home: bookingLabels('home', 'en'),
  page: bookingLabels('page', 'en'),
};

/** A field's label in a wizard, for the person booking ("Patient's full name" when booking for someone else). */
export function bookingLabel(
  variant: Variant,
  name: FieldName,
  bookedFor: Draft['bookedFor'],
  locale: Locale = 'en',
): string {
  if (name === 'fullName' && bookedFor === 'other') return patientNameLabel(locale);
  return bookingLabels(variant, locale)[name] ?? '';
}

/** The submit button's text on the last step (spec §3 and §6), in a language. */
export function submitLabel(variant: Variant, locale: Locale = 'en'): string {
  const o = inLocale(locale);
  return variant === 'home' ? m.forms_submit_home({}, o) : m.forms_submit_page({}, o);
}

export const SUBMIT_LABELS: Record<Variant, string> = { home: submitLabel('home'), page: submitLabel('page') };

/** The wizard's texts beside its fields, in a language (the English ones are the constants below). */
export function bookingTexts(locale: Locale = 'en') {
  const o = inLocale(locale);
  return {
    /** What the patient reads after booking (spec §4). */
    successTitle: m.forms_booking_success_title({}, o),
    successText: m.forms_booking_success_text({}, o),
    failureText: m.forms_booking_failure({}, o),
    /** Shown under "Who is this appointment for?" when someone books for another. */
    bookedForOtherHint: m.forms_hint_booked_for_other({}, o),
    /** Under the under-18 box. */
    under18Hint: m.forms_hint_under_18({}, o),
    /** Under the date. */
    dateHint: m.forms_hint_date({ days: BOOKING_WINDOW_DAYS }, o),
    /** Beside the times, once a date is chosen. */
    timeZoneHint: m.forms_hint_time_zone({}, o),
    /** Under the reports field: nothing is uploaded, the file's name tells the clinic reports are coming. */
    reportsHint: m.forms_hint_reports({}, o),
    /** The selects' empty choices. */
    visitReasonEmpty: m.forms_reason_empty({}, o),
    relationshipEmpty: m.forms_relationship_empty({}, o),
    genderEmpty: m.forms_gender_empty({}, o),
    doctorEmpty: m.forms_doctor_empty({}, o),
  };
}

const EN = bookingTexts('en');

/** What the patient reads after booking (spec §4). */
export const BOOKING_SUCCESS_TITLE = EN.successTitle;
export const BOOKING_SUCCESS_TEXT = EN.successText;
export const BOOKING_FAILURE_TEXT = EN.failureText;

/** Shown under "Who is this appointment for?" when someone books for another. */
export const BOOKED_FOR_OTHER_HINT = EN.bookedForOtherHint;

/** Under the under-18 box. */
export const UNDER_18_HINT = EN.under18Hint;

/** Under the date. */
export const DATE_HINT = EN.dateHint;

/** Beside the times, once a date is chosen. */
export const TIME_ZONE_HINT = EN.timeZoneHint;

/** Under the reports field: nothing is uploaded, the file's name tells the clinic reports are coming. */
export const REPORTS_HINT = EN.reportsHint;

/** The choices of "What is the visit for?", in the select's two groups, labelled in a language. */
export function reasonGroups(locale: Locale = 'en') {
  const o = inLocale(locale);
  const options = visitReasonOptions(locale);
  return [
    { label: m.forms_reason_group_services({}, o), reasons: options.filter((r) => r.group === 'service') },
    { label: m.forms_reason_group_conditions({}, o), reasons: options.filter((r) => r.group === 'condition') },
  ] as const;
}

export const REASON_GROUPS = reasonGroups('en');

/** The selects' empty choices. */
export const VISIT_REASON_EMPTY = EN.visitReasonEmpty;
export const RELATIONSHIP_EMPTY = EN.relationshipEmpty;
export const GENDER_EMPTY = EN.genderEmpty;
export const DOCTOR_EMPTY = EN.doctorEmpty;

/** The calm line under the select: why we ask, then what follows from the choice (the e-mails carry its preparation). */
export function visitReasonHint(value: string, locale: Locale = 'en'): string {
  const o = inLocale(locale);
  if (!value) return m.forms_reason_hint_empty({}, o);
  if (value === NOT_SURE) return m.forms_reason_hint_not_sure({}, o);
  return m.forms_reason_hint_chosen({}, o);
}

/**
 * A clinic date (YYYY-MM-DD) as a patient reads it: "Thursday, 26 November 2026" in English (formatClinicDate), and
 * Intl's Hindi ("गुरुवार, 26 नवंबर 2026": Hindi day and month names, Latin digits) in Hindi. '' for a date that is not
 * a real one.
 */
export function dateLabel(date: string, locale: Locale = 'en'): string {
  if (!isRealDate(date)) return '';
  if (locale === 'en') return formatClinicDate(date);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CLINIC_TIME_ZONE,
  }).format(slotStart(date, '12:00 PM'));
}

/**
 * One of the eight times as a patient reads it: the value itself in English ("10:00 AM"), and in Hindi Intl's time
 * with its part of the day ("सुबह 10:00", "दोपहर 2:00", "शाम 5:00"). The value sent is always the English one.
 */
export function timeLabel(time: string, locale: Locale = 'en'): string {
  if (locale === 'en' || !TIME_SLOT_LABELS.includes(time as TimeSlot)) return time;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: CLINIC_TIME_ZONE,
  }).format(slotStart('2026-01-05', time as TimeSlot));
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
