import type { Context } from 'hono';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/i18n/locale';

/**
 * The language of a request to the API (decision 014). The site's fetches say it with `Accept-Language` (the page's
 * language) and, for what is stored, with `locale` in the body; the no-JavaScript forms post a hidden `locale` field.
 * A Worker isolate serves many requests at once, so the language is never global: each request carries its own in its
 * context (`lang`), and every message is rendered with it explicitly.
 */

/** The hidden field that tells a form's language to the no-JavaScript handlers (the site's forms and the server's). */
export const LOCALE_FIELD = 'locale';

/** Reads one language range's q-value (RFC 9110 §12.4.2): 1 when absent, -1 when malformed (the range is ignored). */
function qValue(params: string[]): number {
  for (const p of params) {
    const [name, value] = p.split('=').map((s) => s.trim());
    if (name?.toLowerCase() !== 'q') continue;
    if (value === undefined || !/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return -1;
    return Number(value);
  }
  return 1;
}

/**
 * The language an `Accept-Language` header asks for: 'hi' only when Hindi (`hi` or any `hi-*` tag) is the first
 * preference by q-value (ties keep the header's order), else English. A missing, empty or unreadable header is English.
 */
export function acceptLanguageLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { tag: string; q: number } | undefined;
  for (const part of header.slice(0, 500).split(',')) {
    const [range = '', ...params] = part.split(';');
    const tag = range.trim().toLowerCase();
    if (!tag) continue;
    const q = qValue(params);
    if (q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  if (!best) return DEFAULT_LOCALE;
  return best.tag === 'hi' || best.tag.startsWith('hi-') ? 'hi' : 'en';
}

/** The variables the API keeps per request: the language it answers in, once the body has said it. */
export type LangVariables = { lang?: Locale };

/** The language to answer this request in: what the request set (its body's `locale`), else its Accept-Language. */
export function langOf(c: Context): Locale {
  const set = (c as Context<{ Variables: LangVariables }>).get('lang');
  return set ?? acceptLanguageLocale(c.req.header('accept-language'));
}

/** Sets the language this request is answered in (from its body's or form's `locale`, when valid). */
export function setLang(c: Context, locale: unknown): void {
  if (isLocale(locale)) (c as Context<{ Variables: LangVariables }>).set('lang', locale);
}
