import { DOCTOR } from '../common/clinic.ts';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../web/src/content/slugs.ts';

export interface PrerenderRoute {
  /** The URL rendered. */
  url: string;
  /** The file written under dist/. */
  file: string;
  /** The page module (for modulepreload hints), relative to web/. */
  module: string;
  /** The content module, if the page loads one. */
  content?: string;
  /** Listed in sitemap.xml. */
  indexable: boolean;
  /** The page's language for <html lang>, when it is not the site's (en-IN). */
  lang?: string;
}

/** Every page the build writes: the 9 routes, the staff desk, 15 services, 13 conditions, both doctor slugs and the 404s. */
export function prerenderRoutes(): PrerenderRoute[] {
  const page = (url: string, file: string, module: string, indexable = true): PrerenderRoute => ({
    url,
    file,
    module: `src/pages/${module}.tsx`,
    indexable,
  });
  return [
    page('/', 'index.html', 'home'),
    page('/qualifications', 'qualifications.html', 'qualifications'),
    page(`/doctors/${DOCTOR.slug}`, `doctors/${DOCTOR.slug}.html`, 'doctor-profile'),
    // The footer's short slug: same page, canonical link to the full slug, so not listed in the sitemap.
    page(`/doctors/${DOCTOR.shortSlug}`, `doctors/${DOCTOR.shortSlug}.html`, 'doctor-profile', false),
    page('/services', 'services.html', 'services'),
    ...SERVICE_SLUGS.map((s) => ({
      ...page(`/services/${s}`, `services/${s}.html`, 'service-detail'),
      content: `src/content/services/${s}.ts`,
    })),
    page('/treatments', 'treatments.html', 'treatments'),
    ...CONDITION_SLUGS.map((s) => ({
      ...page(`/conditions/${s}`, `conditions/${s}.html`, 'condition-detail'),
      content: `src/content/conditions/${s}.ts`,
    })),
    page('/contact', 'contact.html', 'contact'),
    page('/book-appointment', 'book-appointment.html', 'book-appointment'),
    // The manage link's page: a shell with no booking in it (the token is in the URL's fragment), never indexed.
    page('/manage', 'manage.html', 'manage', false),
    // The staff desk: an empty shell (no data at build time), never indexed, not in the sitemap.
    page('/desk', 'desk.html', 'desk', false),
    page('/privacy', 'privacy.html', 'privacy'),
    // The notice in Hindi (DPDP Act s.5(3)), its own page with hreflang links to and from /privacy.
    {
      ...page('/hi/privacy', 'hi/privacy.html', 'privacy-hi'),
      content: 'src/content/privacy-notice.hi.ts',
      lang: 'hi',
    },
    // The privacy link's page: a shell like /manage (the token is in the fragment), never indexed.
    page('/privacy/request', 'privacy/request.html', 'privacy-request', false),
    // Pages serves the nearest 404.html with HTTP 404: unknown slugs get "Service/Condition not found".
    page('/services/__not-found__', 'services/404.html', 'service-detail', false),
    page('/conditions/__not-found__', 'conditions/404.html', 'condition-detail', false),
    page('/__not-found__', '404.html', 'not-found', false),
  ];
}
