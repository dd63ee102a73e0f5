import * as v from 'valibot';
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { email, locale, localized, MESSAGE_MAX, multiLine } from '../platform/fields';
import { REQUEST_KINDS, requestKindLabel } from './facts';

/** The privacy request API's bodies (POST /api/privacy/start, /open, /act); the /privacy forms use the same entries. */

export const PrivacyStartSchema = v.object({
  email,
  /** Optional: the language of the page the request was made on ('en' or 'hi'); its e-mails are in it. */
  locale,
});

const token = v.string(localized(m.server_link_incomplete));

export const PrivacyOpenSchema = v.object({ token });

export const PrivacyActSchema = v.object({
  token,
  kind: v.picklist(
    REQUEST_KINDS.map((k) => k.value),
    localized(m.forms_privacy_choose_kind),
  ),
  /** What to correct, or the complaint: required for those two, ignored for the others. */
  details: multiLine(m.server_label_details, MESSAGE_MAX, false),
});

/** The one answer for a privacy link that is unknown or has expired, in a language. */
export function privacyLinkInactive(lang: Locale = 'en'): string {
  return m.forms_privacy_link_inactive({}, { locale: lang });
}

/** The one answer for a privacy link that is unknown or has expired (English). */
export const PRIVACY_LINK_INACTIVE = privacyLinkInactive('en');

/** What the start form is told, whatever the address: the same words whether or not we hold anything for it. */
export function privacyLinkSent(lang: Locale = 'en'): string {
  return m.server_privacy_link_sent({}, { locale: lang });
}

/** What the start form is told (English). */
export const PRIVACY_LINK_SENT = privacyLinkSent('en');

export { requestKindLabel };
