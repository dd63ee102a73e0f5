/**
 * The contact forms' labels and texts, defined once: the JS forms (web/src/features/contact) and the server's
 * no-JavaScript pages (functions/routes/forms.ts) both read them here. Each comes in both languages
 * (web/messages/forms): the functions take the language, and the upper-case constants are the English texts.
 */
import type { Locale } from './locale';
import { m } from './paraglide/messages.js';
import { CONTACT_SUBJECTS } from './schemas/contact';

export type { Locale } from './locale';

/** The home form's labels (spec §3), in a language. Keys are the fields' names, which are the API body's. */
export function homeContactLabels(locale: Locale = 'en') {
  const o = { locale };
  return {
    firstName: m.forms_contact_first_name({}, o),
    lastName: m.forms_contact_last_name({}, o),
    email: m.forms_label_email({}, o),
    phone: m.forms_contact_phone_optional({}, o),
    subject: m.forms_contact_subject({}, o),
    message: m.forms_label_message({}, o),
  };
}

export const HOME_CONTACT_LABELS = homeContactLabels('en');

/** The /contact form's labels (spec §5), in a language. */
export function pageContactLabels(locale: Locale = 'en') {
  const o = { locale };
  return {
    name: m.forms_contact_your_name({}, o),
    email: m.forms_label_email_address({}, o),
    subject: m.forms_contact_subject({}, o),
    message: m.forms_label_message({}, o),
  };
}

export const PAGE_CONTACT_LABELS = pageContactLabels('en');

/** The /contact form's texts, in a language. */
export function contactTexts(locale: Locale = 'en') {
  const o = { locale };
  return {
    /** The /contact form's empty subject choice (General Inquiry is sent). */
    subjectEmpty: m.forms_contact_subject_empty({}, o),
    /** The send button (spec §4). */
    send: m.forms_send_message({}, o),
    /** What the patient reads once the message is stored (spec §8). */
    successTitle: m.forms_contact_success_title({}, o),
    successText: m.forms_contact_success_text({}, o),
  };
}

const EN = contactTexts('en');

/** The /contact form's empty subject choice (General Inquiry is sent). */
export const SUBJECT_EMPTY = EN.subjectEmpty;

/** The send button (spec §4). */
export const SEND_LABEL = EN.send;

/** What the patient reads once the message is stored (spec §8). */
export const CONTACT_SUCCESS_TITLE = EN.successTitle;
export const CONTACT_SUCCESS_TEXT = EN.successText;

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
