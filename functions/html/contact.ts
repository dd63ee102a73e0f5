import { html } from 'hono/html';
import {
  CONTACT_SUCCESS_TEXT,
  CONTACT_SUCCESS_TITLE,
  HOME_CONTACT_LABELS,
  PAGE_CONTACT_LABELS,
  SEND_LABEL,
  SUBJECT_EMPTY,
} from '../../common/contact-form';
import { CONTACT_FORM_ACTION, FORM_TOKEN_FIELD, VARIANT_FIELD } from '../../common/no-js-forms';
import { NOTICE_VERSION } from '../../common/privacy';
import { CONTACT_SUBJECTS, NAME_PART_MAX } from '../../common/schemas/contact';
import { EMAIL_MAX, HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX, PHONE_MAX, SUBJECT_MAX } from '../../common/schemas/fields';
import { errorSummary, hidden, honeypot, type SummaryItem, selectField, textArea, textField } from './fields';
import { type Html, page, phoneLink, privacyNotice } from './layout';

export type ContactVariant = 'home' | 'page';

/** The contact form's fields, by name (the API body's names): the home form's or the /contact form's. */
export const CONTACT_FIELDS: Record<ContactVariant, readonly string[]> = {
  home: ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'],
  page: ['name', 'email', 'subject', 'message'],
};

export interface ContactFormView {
  variant: ContactVariant;
  values: Record<string, string>;
  errors: Record<string, string>;
  formErrors: string[];
  /** A calm line above the form (e.g. "check, then send"), shown when there is no error to fix. */
  notice?: string;
  token: string;
}

/** The contact form again, as the page it was sent from showed it, with the patient's text and any errors. */
export function contactFormPage(v: ContactFormView): Html {
  const { values: x, errors: e } = v;
  const items: SummaryItem[] = [
    ...v.formErrors.map((message) => ({ message })),
    ...CONTACT_FIELDS[v.variant].filter((n) => e[n]).map((name) => ({ name, message: e[name] })),
  ];
  const fields =
    v.variant === 'home'
      ? html`<div class="grid">
${textField({ name: 'firstName', label: HOME_CONTACT_LABELS.firstName, value: x.firstName ?? '', error: e.firstName, required: true, autocomplete: 'given-name', maxlength: NAME_PART_MAX })}
${textField({ name: 'lastName', label: HOME_CONTACT_LABELS.lastName, value: x.lastName ?? '', error: e.lastName, required: true, autocomplete: 'family-name', maxlength: NAME_PART_MAX })}
${textField({ name: 'email', label: HOME_CONTACT_LABELS.email, value: x.email ?? '', error: e.email, required: true, type: 'email', autocomplete: 'email', maxlength: EMAIL_MAX })}
${textField({ name: 'phone', label: HOME_CONTACT_LABELS.phone, value: x.phone ?? '', error: e.phone, type: 'tel', autocomplete: 'tel', maxlength: PHONE_MAX })}
</div>
${textField({ name: 'subject', label: HOME_CONTACT_LABELS.subject, value: x.subject ?? '', error: e.subject, required: true, maxlength: SUBJECT_MAX })}
${textArea({ name: 'message', label: HOME_CONTACT_LABELS.message, value: x.message ?? '', error: e.message, required: true, rows: 5, maxlength: MESSAGE_MAX })}`
      : html`${textField({ name: 'name', label: PAGE_CONTACT_LABELS.name, value: x.name ?? '', error: e.name, required: true, autocomplete: 'name', maxlength: NAME_MAX })}
${textField({ name: 'email', label: PAGE_CONTACT_LABELS.email, value: x.email ?? '', error: e.email, required: true, type: 'email', autocomplete: 'email', maxlength: EMAIL_MAX })}
${selectField({
  name: 'subject',
  label: PAGE_CONTACT_LABELS.subject,
  value: x.subject ?? '',
  empty: SUBJECT_EMPTY,
  options: CONTACT_SUBJECTS.map((s) => ({ value: s, label: s })),
  error: e.subject,
})}
${textArea({ name: 'message', label: PAGE_CONTACT_LABELS.message, value: x.message ?? '', error: e.message, required: true, rows: 6, maxlength: MESSAGE_MAX })}`;
  const content = html`<h1>Send us a message</h1>
<p class="lead">Fields marked <span aria-hidden="true">*</span><span class="visually-hidden">as required</span> are required. For an appointment or anything urgent, please call us on ${phoneLink()}.</p>
${errorSummary(items)}
${!items.length && v.notice ? html`<div class="panel" data-testid="form-notice"><p>${v.notice}</p></div>` : ''}
<form method="post" action="${CONTACT_FORM_ACTION}" novalidate data-testid="contact-form">
${hidden(VARIANT_FIELD, v.variant)}${hidden(FORM_TOKEN_FIELD, v.token)}${hidden('notice_version', NOTICE_VERSION)}
${honeypot(HONEYPOT_FIELD)}
${fields}
${privacyNotice('contact')}
<div class="actions"><button class="button" type="submit">${SEND_LABEL}</button></div>
</form>`;
  return page({ title: 'Send us a message', error: items.length > 0, content });
}

/** The page once the message is stored: the spec's words, and what happens next. */
export function contactSuccessPage(email: string): Html {
  const content = html`<div class="done" data-testid="contact-success"><h1>${CONTACT_SUCCESS_TITLE}</h1><p>${CONTACT_SUCCESS_TEXT}</p></div>
<h2>What happens next</h2>
<ul class="next">
<li>We will answer you, usually by e-mail at <strong>${email}</strong>.</li>
<li>For an appointment or anything urgent, please call us on ${phoneLink()}.</li>
</ul>
<p class="actions"><a class="button" href="/">Back to the home page</a></p>`;
  return page({ title: CONTACT_SUCCESS_TITLE, content });
}
