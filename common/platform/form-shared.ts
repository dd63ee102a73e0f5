/** Fields both forms ask alike (common/booking/form.ts, common/contact/form.ts). */
import { m } from '../paraglide/messages.js';
import { EMAIL_MAX } from './fields';

/** The e-mail address: "Email" on the home page's forms, "Email Address" on their own pages. */
export const EMAIL_FIELD = {
  name: 'email',
  kind: 'text',
  variants: ['home', 'page'],
  label: { home: m.forms_label_email, page: m.forms_label_email_address },
  type: 'email',
  required: true,
  autocomplete: 'email',
  inputmode: 'email',
  maxlength: EMAIL_MAX,
} as const;
