import { DOCTOR } from '../common/clinic/facts.ts';
import { HTML_LANG, type Locale, localizedPath } from '../common/i18n/locale.ts';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../web/src/content/slugs.ts';

export interface PrerenderRoute {
  /** The URL rendered. */
  url: string;
  /** The file written under dist/. */
  file: string;
  /** Listed in sitemap.xml. */
  indexable: boolean;
  /** The page's language (<html lang>, hreflang). */
  locale: Locale;
  /** <html lang>. */
  lang: string;
  /** The same page in the other language (its URL), for the sitemap's alternates; none for the English-only desk. */
  twin?: string;
}

/**
 * Every page the build writes: the 9 routes, 15 services, 13 conditions, both doctor slugs, privacy, the refund policy
 * and the 404s, in English and in Hindi under /hi (hi.html, hi/services.html, …: Pages serves /hi/x from hi/x.html and a
 * missing /hi/services/x with hi/services/404.html); and the staff desk, in English only.
 */
export function prerenderRoutes(): PrerenderRoute[] {
  const english = englishRoutes();
  const hindi = english
    .filter((r) => r.url !== '/desk')
    .map((r): PrerenderRoute => {
      const url = localizedPath(r.url, 'hi');
      return {
        ...r,
        url,
        file: r.url === '/' ? 'hi.html' : `hi/${r.file}`,
        locale: 'hi',
        lang: HTML_LANG.hi,
        twin: r.url,
      };
    });
  return [...english.map((r) => (r.url === '/desk' ? r : { ...r, twin: localizedPath(r.url, 'hi') })), ...hindi];
}

function englishRoutes(): PrerenderRoute[] {
  const page = (url: string, file: string, indexable = true): PrerenderRoute => ({
    url,
    file,
    indexable,
    locale: 'en',
    lang: HTML_LANG.en,
  });
  return [
    page('/', 'index.html'),
    page('/qualifications', 'qualifications.html'),
    page(`/doctors/${DOCTOR.slug}`, `doctors/${DOCTOR.slug}.html`),
    // The footer's short slug: same page, canonical link to the full slug, so not listed in the sitemap.
    page(`/doctors/${DOCTOR.shortSlug}`, `doctors/${DOCTOR.shortSlug}.html`, false),
    page('/services', 'services.html'),
    ...SERVICE_SLUGS.map((s) => page(`/services/${s}`, `services/${s}.html`)),
    page('/treatments', 'treatments.html'),
    ...CONDITION_SLUGS.map((s) => page(`/conditions/${s}`, `conditions/${s}.html`)),
    page('/contact', 'contact.html'),
    page('/book-appointment', 'book-appointment.html'),
    // The manage link's page: a shell with no booking in it (the token is in the URL's fragment), never indexed.
    page('/manage', 'manage.html', false),
    // The staff desk: an empty shell (no data at build time), never indexed, not in the sitemap.
    page('/desk', 'desk.html', false),
    page('/privacy', 'privacy.html'),
    // The privacy link's page: a shell like /manage (the token is in the fragment), never indexed.
    page('/privacy/request', 'privacy/request.html', false),
    page('/refund-policy', 'refund-policy.html'),
    // Pages serves the nearest 404.html with HTTP 404: unknown slugs get "Service/Condition not found".
    page('/services/__not-found__', 'services/404.html', false),
    page('/conditions/__not-found__', 'conditions/404.html', false),
    page('/__not-found__', '404.html', false),
  ];
}
