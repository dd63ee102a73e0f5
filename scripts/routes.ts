import { DOCTOR } from '../common/clinic.ts';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../web/src/content/slugs.ts';

export interface PrerenderRoute {
  /** The URL rendered. */
  url: string;
  /** The file written under dist/. */
  file: string;
  /** Listed in sitemap.xml. */
  indexable: boolean;
  /** The page's language for <html lang>, when it is not the site's (en-IN). */
  lang?: string;
}

/** Every page the build writes: the 9 routes, the staff desk, 15 services, 13 conditions, both doctor slugs and the 404s. */
export function prerenderRoutes(): PrerenderRoute[] {
  const page = (url: string, file: string, indexable = true): PrerenderRoute => ({ url, file, indexable });
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
    // The notice in Hindi (DPDP Act s.5(3)), its own page with hreflang links to and from /privacy.
    { ...page('/hi/privacy', 'hi/privacy.html'), lang: 'hi' },
    // The privacy link's page: a shell like /manage (the token is in the fragment), never indexed.
    page('/privacy/request', 'privacy/request.html', false),
    // Pages serves the nearest 404.html with HTTP 404: unknown slugs get "Service/Condition not found".
    page('/services/__not-found__', 'services/404.html', false),
    page('/conditions/__not-found__', 'conditions/404.html', false),
    page('/__not-found__', '404.html', false),
  ];
}
