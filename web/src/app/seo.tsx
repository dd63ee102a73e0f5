import { jsonLdText } from '../../../common/clinic/display';
import { CLINIC } from '../../../common/clinic/facts';
import { HREFLANG, LOCALES, localizedPath, unlocalizedPath } from '../../../common/i18n/locale';
import { pageLocale } from '../i18n';

/** Absolute URL on the public site. */
export function absoluteUrl(path: string): string {
  return `${__SITE_ORIGIN__}${path === '/' ? '/' : path}`;
}

/** The JSON-LD types whose facts come from the clinic's schedule (common/clinic/display.ts). */
const CLINIC_TYPES = new Set(['MedicalClinic', 'Physician']);

interface SeoProps {
  title: string;
  description: string;
  /**
   * The page's path in English, e.g. /services/bronchoscopy (omit for pages that must not be indexed). The canonical
   * link is the page in its own language; hreflang links name both languages, English as x-default.
   */
  path?: string;
  keywords?: readonly string[];
  /** JSON-LD objects for this page. */
  jsonLd?: readonly object[];
  noindex?: boolean;
}

/**
 * The page's head: React 19 hoists <title>, <meta> and <link> into <head> on the client; the prerender moves them
 * there in the static HTML. JSON-LD stays in the body, where search engines read it just the same.
 */
export function Seo({ title, description, path: anyPath, keywords, jsonLd, noindex }: SeoProps) {
  const locale = pageLocale();
  const englishPath = anyPath === undefined ? undefined : unlocalizedPath(anyPath);
  const path = englishPath === undefined ? undefined : localizedPath(englishPath, locale);
  const alternates =
    englishPath && !noindex
      ? [
          ...LOCALES.map((l) => ({ hrefLang: HREFLANG[l], path: localizedPath(englishPath, l) })),
          { hrefLang: 'x-default', path: englishPath },
        ]
      : [];
  const fullTitle =
    title.includes(CLINIC.shortName) || title.includes(CLINIC.name) ? title : `${title} | ${CLINIC.shortName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords?.length ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {path && !noindex ? <link rel="canonical" href={absoluteUrl(path)} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={absoluteUrl(a.path)} />
      ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={HREFLANG[locale].replace('-', '_')} />
      {path ? <meta property="og:url" content={absoluteUrl(path)} /> : null}
      {jsonLd?.map((data, i) => (
        <script
          key={i}
          type="application/ld+json"
          // The clinic and its doctor carry the desk's hours and phones: the edge rewrites these two.
          data-clinic={CLINIC_TYPES.has((data as { '@type'?: string })['@type'] ?? '') ? 'jsonld' : undefined}
          dangerouslySetInnerHTML={{ __html: jsonLdText(data, locale) }}
        />
      ))}
    </>
  );
}
