import { CLINIC } from '../../../common/clinic';

/** Absolute URL on the public site. */
export function absoluteUrl(path: string): string {
  return `${__SITE_ORIGIN__}${path === '/' ? '/' : path}`;
}

interface SeoProps {
  title: string;
  description: string;
  /** The canonical path, e.g. /services/bronchoscopy. Omit for pages that must not be indexed. */
  path?: string;
  keywords?: readonly string[];
  /** JSON-LD objects for this page. */
  jsonLd?: readonly object[];
  noindex?: boolean;
  /** The same page in other languages (hreflang links), this page's own language among them. */
  alternates?: readonly { hrefLang: string; path: string }[];
}

/**
 * The page's head: React 19 hoists <title>, <meta> and <link> into <head> on the client; the prerender moves them
 * there in the static HTML. JSON-LD stays in the body, where search engines read it just the same.
 */
export function Seo({ title, description, path, keywords, jsonLd, noindex, alternates }: SeoProps) {
  const fullTitle =
    title.includes(CLINIC.shortName) || title.includes(CLINIC.name) ? title : `${title} | ${CLINIC.shortName}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords?.length ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {path && !noindex ? <link rel="canonical" href={absoluteUrl(path)} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {alternates?.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={absoluteUrl(a.path)} />
      ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {path ? <meta property="og:url" content={absoluteUrl(path)} /> : null}
      {jsonLd?.map((data, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
