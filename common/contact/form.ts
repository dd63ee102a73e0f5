/**
 * The contact forms, defined once: the home page's (#contact, spec §3) and /contact's (spec §5), each field with its
 * label, limits, autofill and choices. The island (web/src/features/contact) and the server's no-JavaScript page
 * (functions/contact/html/contact.ts) both draw this list; the checks are the API's (common/contact/schema.ts). Field names
 * are the API body's.
 */
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { MESSAGE_MAX, NAME_MAX, PHONE_MAX, SUBJECT_MAX } from '../platform/fields';
import { EMAIL_FIELD } from '../platform/form-shared';
import type { FieldDef } from '../platform/form-types';
import { CONTACT_SUBJECTS, NAME_PART_MAX } from './schema';

export type ContactVariant = 'home' | 'page';

const HOME = ['home'] as const;
const PAGE = ['page'] as const;

type Subject = (typeof CONTACT_SUBJECTS)[number];

/**
 * The /contact form's subject choices (spec §5), labelled in a language. The value sent is the English subject in
 * both languages (the clinic reads it).
 */
export function subjectOptions(locale: Locale = 'en'): { value: Subject; label: string }[] {
  const o = { locale };
  const label: Record<Subject, string> = {
    'Book Appointment': m.forms_subject_book_appointment({}, o),
    'General Consultation': m.forms_subject_general_consultation({}, o),
    Emergency: m.forms_subject_emergency({}, o),
    Other: m.forms_subject_other({}, o),
  };
  return CONTACT_SUBJECTS.map((value) => ({ value, label: label[value] }));
}

/** Every field of both contact forms, in the order they are asked; `variants` says which form asks it. */
export const CONTACT_FORM_FIELDS = [
  {
    name: 'firstName',
    kind: 'text',
    variants: HOME,
    label: m.forms_contact_first_name,
    required: true,
    autocomplete: 'given-name',
    maxlength: NAME_PART_MAX,
  },
  {
    name: 'lastName',
    kind: 'text',
    variants: HOME,
    label: m.forms_contact_last_name,
    required: true,
    autocomplete: 'family-name',
    maxlength: NAME_PART_MAX,
  },
  {
    name: 'name',
    kind: 'text',
    variants: PAGE,
    label: m.forms_contact_your_name,
    required: true,
    autocomplete: 'name',
    maxlength: NAME_MAX,
    wide: true,
  },
  EMAIL_FIELD,
  {
    name: 'phone',
    kind: 'text',
    variants: HOME,
    label: m.forms_contact_phone_optional,
    type: 'tel',
    autocomplete: 'tel',
    maxlength: PHONE_MAX,
  },
  {
    name: 'subject',
    kind: 'text',
    variants: HOME,
    label: m.forms_contact_subject,
    required: true,
    maxlength: SUBJECT_MAX,
    wide: true,
  },
  {
    // The /contact form offers the spec's subjects; none chosen sends General Inquiry.
    name: 'subject',
    kind: 'choice',
    variants: PAGE,
    label: m.forms_contact_subject,
    empty: m.forms_contact_subject_empty,
    options: subjectOptions,
    wide: true,
  },
  {
    name: 'message',
    kind: 'area',
    variants: HOME,
    label: m.forms_label_message,
    required: true,
    rows: 5,
    maxlength: MESSAGE_MAX,
    wide: true,
  },
  {
    name: 'message',
    kind: 'area',
    variants: PAGE,
    label: m.forms_label_message,
    required: true,
    rows: 6,
    maxlength: MESSAGE_MAX,
    counter: true,
    wide: true,
  },
] as const satisfies readonly FieldDef<string, ContactVariant>[];

export type ContactFieldName = (typeof CONTACT_FORM_FIELDS)[number]['name'];
export type ContactField = FieldDef<ContactFieldName, ContactVariant>;
const FIELDS: readonly ContactField[] = CONTACT_FORM_FIELDS;

/** How many columns each form lays its fields in (a wide field spans them). */
export const CONTACT_COLUMNS: Record<ContactVariant, 1 | 2> = { home: 2, page: 1 };

/** The fields a contact form asks, in order. */
export function contactFields(variant: ContactVariant): ContactField[] {
  return FIELDS.filter((f) => f.variants.includes(variant));
}

/** A contact form's empty values, one per field. */
export function emptyContact(variant: ContactVariant): Record<string, string> {
  return Object.fromEntries(contactFields(variant).map((f) => [f.name, '']));
}
