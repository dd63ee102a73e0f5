import { html } from 'hono/html';
import type { Locale } from '../../common/locale';
import { CONTACT_FORM_ACTION, FORM_TOKEN_FIELD, VARIANT_FIELD } from '../../common/no-js-forms';
import { NOTICE_VERSION } from '../../common/privacy';
import { NAME_PART_MAX } from '../../common/schemas/contact';
import { EMAIL_MAX, HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX, PHONE_MAX, SUBJECT_MAX } from '../../common/schemas/fields';
import { LOCALE_FIELD } from '../locale';
import { pageCopy } from './copy';
import { errorSummary, hidden, honeypot, type SummaryItem, selectField, textArea, textField } from './fields';
import { type Html, page, phoneLink, privacyNotice, sitePath } from './layout';

export type ContactVariant = 'home' | 'page';

/** The contact form's fields, by name (the API body's names): the home form's or the /contact form's. */
export const CONTACT_FIELDS: Record<ContactVariant, readonly string[]> = {
  home: ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'],
  page: ['name', 'email', 'subject', 'message'],
};

export interface ContactFormView {
  /** The page's language: the one its form posted. */
  locale: Locale;
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
  const { locale, values: x, errors: e } = v;
  const t = pageCopy(locale);
  const L = { locale };
  const home = t.homeContactLabels;
  const pageLabels = t.pageContactLabels;
  const items: SummaryItem[] = [
    ...v.formErrors.map((message) => ({ message })),
    ...CONTACT_FIELDS[v.variant].filter((n) => e[n]).map((name) => ({ name, message: e[name] })),
  ];
  const fields =
    v.variant === 'home'
      ? html`<div class="grid">
${textField({ ...L, name: 'firstName', label: home.firstName, value: x.firstName ?? '', error: e.firstName, required: true, autocomplete: 'given-name', maxlength: NAME_PART_MAX })}
${textField({ ...L, name: 'lastName', label: home.lastName, value: x.lastName ?? '', error: e.lastName, required: true, autocomplete: 'family-name', maxlength: NAME_PART_MAX })}
${textField({ ...L, name: 'email', label: home.email, value: x.email ?? '', error: e.email, required: true, type: 'email', autocomplete: 'email', maxlength: EMAIL_MAX })}
${textField({ ...L, name: 'phone', label: home.phone, value: x.phone ?? '', error: e.phone, type: 'tel', autocomplete: 'tel', maxlength: PHONE_MAX })}
</div>
${textField({ ...L, name: 'subject', label: home.subject, value: x.subject ?? '', error: e.subject, required: true, maxlength: SUBJECT_MAX })}
${textArea({ ...L, name: 'message', label: home.message, value: x.message ?? '', error: e.message, required: true, rows: 5, maxlength: MESSAGE_MAX })}`
      : html`${textField({ ...L, name: 'name', label: pageLabels.name, value: x.name ?? '', error: e.name, required: true, autocomplete: 'name', maxlength: NAME_MAX })}
${textField({ ...L, name: 'email', label: pageLabels.email, value: x.email ?? '', error: e.email, required: true, type: 'email', autocomplete: 'email', maxlength: EMAIL_MAX })}
${selectField({
  ...L,
  name: 'subject',
  label: pageLabels.subject,
  value: x.subject ?? '',
  empty: t.subjectEmpty,
  options: t.subjects,
  error: e.subject,
})}
${textArea({ ...L, name: 'message', label: pageLabels.message, value: x.message ?? '', error: e.message, required: true, rows: 6, maxlength: MESSAGE_MAX })}`;
  const content = html`<h1>${t.contactTitle}</h1>
<p class="lead">${t.contactLead.before}<span aria-hidden="true">*</span><span class="visually-hidden">${t.asRequired}</span>${t.contactLead.required}${phoneLink()}${t.contactLead.after}</p>
${errorSummary(items, locale)}
${!items.length && v.notice ? html`<div class="panel" data-testid="form-notice"><p>${v.notice}</p></div>` : ''}
<form method="post" action="${CONTACT_FORM_ACTION}" novalidate data-testid="contact-form">
${hidden(VARIANT_FIELD, v.variant)}${hidden(FORM_TOKEN_FIELD, v.token)}${hidden('notice_version', NOTICE_VERSION)}${hidden(LOCALE_FIELD, locale)}
${honeypot(HONEYPOT_FIELD, locale)}
${fields}
${privacyNotice(locale, 'contact')}
<div class="actions"><button class="button" type="submit">${t.send}</button></div>
</form>`;
  return page(locale, { title: t.contactTitle, error: items.length > 0, content });
}

/** The page once the message is stored: the spec's words, and what happens next. */
export function contactSuccessPage(locale: Locale, email: string): Html {
  const t = pageCopy(locale);
  const content = html`<div class="done" data-testid="contact-success"><h1>${t.contactSuccessTitle}</h1><p>${t.contactSuccessText}</p></div>
<h2>${t.whatNext}</h2>
<ul class="next">
<li>${t.answerByEmail.before}<strong>${email}</strong>${t.answerByEmail.after}</li>
<li>${t.urgentCall.before}${phoneLink()}${t.urgentCall.after}</li>
</ul>
<p class="actions"><a class="button" href="${sitePath('/', locale)}">${t.backHome}</a></p>`;
  return page(locale, { title: t.contactSuccessTitle, content });
}
