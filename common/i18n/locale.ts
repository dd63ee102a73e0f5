/**
 * The site's languages. English is the default and lives at the root (/services); Hindi is the same site under /hi
 * (/hi/services). One language per URL: the path alone says which, never a cookie or Accept-Language.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** A stored language, or English for a value that is not one (a row holds whatever was written). */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

/** <html lang>: Indian English, and Hindi. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };

/** hreflang values of the alternate links and the sitemap (x-default is the English page). */
export const HREFLANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** BCP 47 tag for Intl formatting: Latin digits in both languages (the clinic writes its numbers that way). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

/** The language a path is in: /hi and /hi/… are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') || pathname.startsWith('/hi?') || pathname.startsWith('/hi#')
    ? 'hi'
    : 'en';
}

/** The path without its language prefix: /hi/services → /services, /hi → /. */
export function unlocalizedPath(path: string): string {
  if (localeOfPath(path) !== 'hi') return path;
  const rest = path.slice(3);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The same page in `locale`: /services ↔ /hi/services, / ↔ /hi (query and fragment kept). Only site paths are
 * changed; external URLs, tel:, mailto: and in-page #anchors are returned as they are, and so are /api/ and the
 * staff desk, which have one URL for both languages.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/api/') || path.startsWith('/desk'))
    return path;
  const base = unlocalizedPath(path);
  if (locale === 'en') return base;
  if (base === '/' || base.startsWith('/?') || base.startsWith('/#')) return `/hi${base.slice(1)}`;
  return `/hi${base}`;
}
