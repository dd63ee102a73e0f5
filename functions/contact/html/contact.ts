import { html } from 'hono/html';
import { CONTACT_COLUMNS, type ContactVariant, contactFields, contactTexts } from '../../../common/contact/facts';
import type { Locale } from '../../../common/i18n/locale';
import { HONEYPOT_FIELD } from '../../../common/platform/fields';
import { CONTACT_FORM_ACTION, FORM_TOKEN_FIELD, VARIANT_FIELD } from '../../../common/platform/no-js-forms';
import { NOTICE_VERSION } from '../../../common/privacy/facts';
import { pageCopy } from '../../platform/html/copy';
import { definedField, errorSummary, hidden, honeypot, type SummaryItem } from '../../platform/html/fields';
import { type Html, page, phoneLink, privacyNotice, sitePath } from '../../platform/html/layout';
import { LOCALE_FIELD } from '../../platform/locale';

export type { ContactVariant };

/** The contact form's field names (the API body's names): the home form's or the /contact form's. */
export function contactFieldNames(variant: ContactVariant): string[] {
  return contactFields(variant).map((f) => f.name);
}

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

/**
 * The contact form again, as the page it was sent from showed it (the form's definition, common/contact/form.ts),
 * with the patient's text and any errors.
 */
export function contactFormPage(v: ContactFormView): Html {
  const { locale, values: x, errors: e } = v;
  const t = pageCopy(locale);
  const fields = contactFields(v.variant);
  const items: SummaryItem[] = [
    ...v.formErrors.map((message) => ({ message })),
    ...fields.filter((f) => e[f.name]).map((f) => ({ name: f.name, message: e[f.name] })),
  ];
  const drawn = fields.map((f) => definedField(f, v.variant, { locale, value: x[f.name] ?? '', error: e[f.name] }));
  const [leadBefore, leadRequired, leadAfter] = t.contactLead;
  const content = html`<h1>${t.contactTitle}</h1>
<p class="lead">${leadBefore}<span aria-hidden="true">*</span><span class="visually-hidden">${t.asRequired}</span>${leadRequired}${phoneLink()}${leadAfter}</p>
${errorSummary(items, locale)}
${!items.length && v.notice ? html`<div class="panel" data-testid="form-notice"><p>${v.notice}</p></div>` : ''}
<form method="post" action="${CONTACT_FORM_ACTION}" novalidate data-testid="contact-form">
${hidden(VARIANT_FIELD, v.variant)}${hidden(FORM_TOKEN_FIELD, v.token)}${hidden('notice_version', NOTICE_VERSION)}${hidden(LOCALE_FIELD, locale)}
${honeypot(HONEYPOT_FIELD, locale)}
${
  CONTACT_COLUMNS[v.variant] === 2
    ? html`<div class="grid">
${drawn}
</div>`
    : drawn
}
${privacyNotice(locale, 'contact')}
<div class="actions"><button class="button" type="submit">${contactTexts(locale).send}</button></div>
</form>`;
  return page(locale, { title: t.contactTitle, error: items.length > 0, content, form: true });
}

/** The page once the message is stored: the spec's words, and what happens next. */
export function contactSuccessPage(locale: Locale, email: string): Html {
  const t = pageCopy(locale);
  const done = contactTexts(locale);
  const content = html`<div class="done" data-testid="contact-success"><h1>${done.successTitle}</h1><p>${done.successText}</p></div>
<h2>${t.whatNext}</h2>
<ul class="next">
<li>${t.answerByEmail.before}<strong>${email}</strong>${t.answerByEmail.after}</li>
<li>${t.urgentCall.before}${phoneLink()}${t.urgentCall.after}</li>
</ul>
<p class="actions"><a class="button" href="${sitePath('/', locale)}">${t.backHome}</a></p>`;
  return page(locale, { title: done.successTitle, content });
}
