/**
 * The contact forms' texts beyond their fields. The fields (labels, limits, choices) are the forms' definition,
 * common/contact/form.ts, re-exported here; the JS forms (web/src/features/contact) and the server's no-JavaScript
 * pages (functions/booking/routes/forms.ts) read both. Each text comes in both languages (web/messages/forms).
 */
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

export type { Locale } from '../i18n/locale';
export {
  CONTACT_COLUMNS,
  CONTACT_FORM_FIELDS,
  type ContactVariant,
  contactFields,
  emptyContact,
  subjectOptions,
} from './form';

/** The contact forms' texts, in a language. */
export function contactTexts(locale: Locale = 'en') {
  const o = { locale };
  return {
    /** The send button (spec §4). */
    send: m.forms_send_message({}, o),
    /** What the patient reads once the message is stored (spec §8). */
    successTitle: m.forms_contact_success_title({}, o),
    successText: m.forms_contact_success_text({}, o),
  };
}
