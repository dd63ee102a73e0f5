import * as v from 'valibot';
import {
  email,
  MESSAGE_MAX,
  multiLine,
  NAME_MAX,
  optionalLine,
  optionalPhone,
  parseWith,
  personName,
  requiredLine,
  SUBJECT_MAX,
} from './fields';

/** The subject sent when the /contact form's subject is left unchosen (spec §3). */
export const DEFAULT_SUBJECT = 'General Inquiry';

/** The /contact form's subject choices (spec §5). */
export const CONTACT_SUBJECTS = ['Book Appointment', 'General Consultation', 'Emergency', 'Other'] as const;

/** First and last name each, so that the two joined stay within the stored name's 200. */
export const NAME_PART_MAX = 99;

/** The home page form's body: firstName, lastName, email, phone (optional), subject, message. */
export const HomeContactSchema = v.object({
  firstName: personName('first name', NAME_PART_MAX),
  lastName: personName('last name', NAME_PART_MAX),
  email,
  phone: optionalPhone,
  subject: requiredLine('subject', SUBJECT_MAX, 'a'),
  message: multiLine('message', MESSAGE_MAX, true, 'a'),
  notice_version: v.optional(v.pipe(v.string('The notice version must be text.'), v.maxLength(20)), ''),
});

/** The /contact page form's body: name, email, phone (sent empty), subject (defaults to General Inquiry), message. */
export const PageContactSchema = v.object({
  name: personName('name', NAME_MAX),
  email,
  phone: optionalPhone,
  subject: v.pipe(
    optionalLine('subject', SUBJECT_MAX),
    v.transform((s) => s || DEFAULT_SUBJECT),
  ),
  message: multiLine('message', MESSAGE_MAX, true, 'a'),
  notice_version: v.optional(v.pipe(v.string('The notice version must be text.'), v.maxLength(20)), ''),
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
 * Parses either body shape. A body naming firstName or lastName is the home form's; any other is the /contact form's.
 */
export function parseContact(input: unknown) {
  const isHome = typeof input === 'object' && input !== null && ('firstName' in input || 'lastName' in input);
  if (isHome) {
    const r = parseWith(HomeContactSchema, input);
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
  const r = parseWith(PageContactSchema, input);
  if (!r.success) return r;
  const o = r.output;
  const out: ContactMessage = { source: 'contact', ...o };
  return { success: true as const, output: out };
}
