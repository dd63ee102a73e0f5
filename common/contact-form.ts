/**
 * The contact forms' labels and texts, defined once: the JS forms (web/src/features/contact) and the server's
 * no-JavaScript pages (functions/routes/forms.ts) both read them here.
 */

/** The home form's labels (spec §3). Keys are the fields' names, which are the API body's. */
export const HOME_CONTACT_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone (optional)',
  subject: 'Subject',
  message: 'Message',
} as const;

/** The /contact form's labels (spec §5). */
export const PAGE_CONTACT_LABELS = {
  name: 'Your Name',
  email: 'Email Address',
  subject: 'Subject',
  message: 'Message',
} as const;

/** The /contact form's empty subject choice (General Inquiry is sent). */
export const SUBJECT_EMPTY = 'Select a subject';

/** The send button (spec §4). */
export const SEND_LABEL = 'Send Message';

/** What the patient reads once the message is stored (spec §8). */
export const CONTACT_SUCCESS_TITLE = 'Message Sent Successfully!';
export const CONTACT_SUCCESS_TEXT = "Thank you for contacting us. We'll respond as soon as possible.";
