import * as v from 'valibot';
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import {
  email,
  locale,
  localized,
  MESSAGE_MAX,
  multiLine,
  NAME_MAX,
  optionalLine,
  optionalPhone,
  parseWith,
  personName,
  requiredLine,
  SUBJECT_MAX,
} from '../platform/fields';

/** The subject sent when the /contact form's subject is left unchosen (spec §3). */
export const DEFAULT_SUBJECT = 'General Inquiry';

/** The /contact form's subject choices (spec §5). */
export const CONTACT_SUBJECTS = ['Book Appointment', 'General Consultation', 'Emergency', 'Other'] as const;

/** First and last name each, so that the two joined stay within the stored name's 200. */
export const NAME_PART_MAX = 99;

/** The home page form's body: firstName, lastName, email, phone (optional), subject, message. */
export const HomeContactSchema = v.object({
  firstName: personName(m.server_label_first_name, NAME_PART_MAX),
  lastName: personName(m.server_label_last_name, NAME_PART_MAX),
  email,
  phone: optionalPhone,
  subject: requiredLine(m.server_label_subject, SUBJECT_MAX, 'a'),
  message: multiLine(m.server_label_message, MESSAGE_MAX, true, 'a'),
  notice_version: v.optional(v.pipe(v.string(localized(m.server_notice_version_text)), v.maxLength(20)), ''),
  /** Optional: the language of the page the message was written on ('en' or 'hi'); checked, not stored. */
  locale,
});

/** The /contact page form's body: name, email, phone (sent empty), subject (defaults to General Inquiry), message. */
export const PageContactSchema = v.object({
  name: personName(m.server_label_name, NAME_MAX),
  email,
  phone: optionalPhone,
  subject: v.pipe(
    optionalLine(m.server_label_subject, SUBJECT_MAX),
    v.transform((s) => s || DEFAULT_SUBJECT),
  ),
  message: multiLine(m.server_label_message, MESSAGE_MAX, true, 'a'),
  notice_version: v.optional(v.pipe(v.string(localized(m.server_notice_version_text)), v.maxLength(20)), ''),
  /** Optional: the language of the page the message was written on ('en' or 'hi'); checked, not stored. */
  locale,
});

export type HomeContactInput = v.InferInput<typeof HomeContactSchema>;
export type PageContactInput = v.InferInput<typeof PageContactSchema>;

/** A contact message as stored, whichever form sent it. */
export interface ContactMessage {
  source: 'home' | 'contact';
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The privacy notice the form showed, '' when not said. */
  notice_version: string;
}

/**
 * Parses either body shape, the messages in `lang` (English when not given). A body naming firstName or lastName is
 * the home form's; any other is the /contact form's.
 */
export function parseContact(input: unknown, lang: Locale = 'en') {
  const isHome = typeof input === 'object' && input !== null && ('firstName' in input || 'lastName' in input);
  if (isHome) {
    const r = parseWith(HomeContactSchema, input, lang);
    if (!r.success) return r;
    const o = r.output;
    const out: ContactMessage = {
      source: 'home',
      name: `${o.firstName} ${o.lastName}`,
      email: o.email,
      phone: o.phone,
      subject: o.subject,
      message: o.message,
      notice_version: o.notice_version,
    };
    return { success: true as const, output: out };
  }
  const r = parseWith(PageContactSchema, input, lang);
  if (!r.success) return r;
  // The language only chose the messages' language: a message e-mails the clinic alone, in English.
  const { locale: _language, ...o } = r.output;
  const out: ContactMessage = { source: 'contact', ...o };
  return { success: true as const, output: out };
}
