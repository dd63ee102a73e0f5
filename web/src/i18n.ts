import { INTL_LOCALE, type Locale, localeOfPath, localizedPath } from '../../common/i18n/locale';
import { overwriteGetLocale } from '../../common/paraglide/runtime.js';

/**
 * The page's language, which Paraglide's messages (m.key()) render in. Each page is one language and its URL says
 * which (common/i18n/locale.ts): in the browser the location answers (the prerendered pages' islands and `npm run dev`
 * alike); in the prerender, which renders one page at a time, the URL being rendered does (setRenderLocale).
 */
let renderLocale: Locale = 'en';

export function setRenderLocale(locale: Locale): void {
  renderLocale = locale;
}

export function pageLocale(): Locale {
  return typeof window === 'undefined' ? renderLocale : localeOfPath(window.location.pathname);
}

overwriteGetLocale(pageLocale);

/** A path of the site in the page's language: /services on an English page, /hi/services on a Hindi one. */
export function href(path: string): string {
  return localizedPath(path, pageLocale());
}

/** The Intl locale of the page's language (Latin digits in Hindi too). */
export function intlLocale(): string {
  return INTL_LOCALE[pageLocale()];
}

/** The UI strings, rendered in the page's language. Import them from here, so that getLocale is set first. */
export { m } from '../../common/paraglide/messages.js';
