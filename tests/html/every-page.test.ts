import { describe, expect, it } from 'vitest';
import { DOCTOR } from '../../common/clinic/facts';
import { HREFLANG } from '../../common/i18n/locale';
import { type PrerenderRoute, prerenderRoutes } from '../../scripts/routes';
import { byRole, openPage, request, type ServedPage, titleOf } from './site';

/**
 * Every built page, in both languages, read as a search engine reads it: its head (language, title, description,
 * canonical or noindex, the sitemap), every link on it, and its structured data. The browser tests open a sample of
 * these pages; this reads all of them (docs/decisions/027-test-budget.md).
 */

const routes = prerenderRoutes();
/** Where a route is read: the 404 pages at an address that does not exist. */
const served = (r: PrerenderRoute) => r.url.replace('__not-found__', 'no-such-page');
const notFound = (r: PrerenderRoute) => r.url.includes('__not-found__');

const pages = new Map<string, Promise<ServedPage>>();
/** A page of the site, fetched and parsed once for the whole file. */
function page(path: string): Promise<ServedPage> {
  let p = pages.get(path);
  if (!p) {
    p = openPage(path);
    pages.set(path, p);
  }
  return p;
}

let sitemap: Promise<string> | undefined;
const sitemapText = () => {
  sitemap ??= request('/sitemap.xml').then((r) => r.text());
  return sitemap;
};

/** The origin the prerender wrote into the site's links (its canonical links and sitemap). */
async function siteOriginInLinks(): Promise<string> {
  const m = /<loc>(https?:\/\/[^/<]+)\//.exec(await sitemapText());
  if (!m) throw new Error('sitemap.xml names no page');
  return m[1];
}

function canonicalOf(document: Document): string[] {
  return [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? '');
}

describe('every page has its head', () => {
  it('covers every page the build writes, in both languages', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((r) => r.locale === 'hi').length).toBe(routes.filter((r) => r.locale === 'en').length - 1);
  });

  for (const route of routes) {
    it(route.url, async () => {
      const { status, document } = await page(served(route));
      expect(status).toBe(notFound(route) ? 404 : 200);
      expect(document.documentElement.getAttribute('lang')).toBe(route.lang);
      expect(titleOf(document).length, 'title').toBeGreaterThan(10);
      const description = document.querySelectorAll('meta[name="description"]');
      expect(description).toHaveLength(1);
      expect(description[0].getAttribute('content')?.length ?? 0, 'description').toBeGreaterThan(20);
      expect(byRole(document, 'heading', { level: 1 }), 'one h1').toHaveLength(1);

      const origin = await siteOriginInLinks();
      const robots = [...document.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));
      const listed = (await sitemapText()).includes(`<loc>${origin}${route.url}</loc>`);
      if (route.indexable) {
        expect(canonicalOf(document)).toEqual([`${origin}${route.url}`]);
        expect(robots).toEqual([]);
        expect(listed, 'in the sitemap').toBe(true);
      } else {
        expect(listed, 'in the sitemap').toBe(false);
        const canonical = canonicalOf(document);
        if (canonical.length) {
          // The footer's short doctor slug: the same page, pointing search engines at the full one.
          expect(route.url).toMatch(/\/doctors\//);
          expect(canonical).toHaveLength(1);
          expect(routes.some((r) => r.indexable && `${origin}${r.url}` === canonical[0])).toBe(true);
          expect(robots).toEqual([]);
        } else {
          expect(robots).toEqual(['noindex']);
        }
      }
    });
  }
});

/** Whether a link is marked as leading to the other language (the language switch, the notice's own link). */
function marksLanguage(a: Element, locale: 'en' | 'hi'): boolean {
  return (a.getAttribute('lang') ?? '').startsWith(locale) || (a.getAttribute('hreflang') ?? '').startsWith(locale);
}

describe('every link on every page leads somewhere', () => {
  for (const route of routes) {
    it(route.url, async () => {
      const { document } = await page(served(route));
      const anchors = [...document.querySelectorAll('a[href]')];
      expect(anchors.length, 'links').toBeGreaterThan(2);
      for (const a of anchors) {
        const href = a.getAttribute('href') ?? '';
        if (href.startsWith('#')) {
          expect(document.getElementById(decodeURIComponent(href.slice(1))), href).not.toBeNull();
        } else if (href.startsWith('/')) {
          const url = new URL(href, 'http://site');
          const target = await page(url.pathname);
          expect(target.status, href).toBe(200);
          if (url.hash) expect(target.document.getElementById(url.hash.slice(1)), href).not.toBeNull();
          // A page's links stay in its language, but for those marked as leading to the other one.
          const other = route.locale === 'hi' ? 'en' : 'hi';
          const toHindi = /^\/hi(\/|#|$)/.test(url.pathname);
          if (!marksLanguage(a, other)) {
            expect(toHindi, `${href} from a page in ${route.locale}`).toBe(route.locale === 'hi');
          }
        } else if (href.startsWith('tel:')) {
          expect(href).toMatch(/^tel:\+91\d{10}$/);
        } else if (href.startsWith('mailto:')) {
          expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
        } else {
          expect(new URL(href).protocol, href).toBe('https:');
        }
      }
    });
  }
});

/** The kinds of structured data each page carries (the clinic's and the doctor's filled in at the edge). */
function expectedTypes(route: PrerenderRoute): string[] {
  const path = route.url.replace(/^\/hi(?=\/|$)/, '') || '/';
  if (notFound(route)) return [];
  if (path.startsWith('/services/')) return ['BreadcrumbList', 'FAQPage', 'MedicalProcedure'];
  if (path.startsWith('/conditions/')) return ['BreadcrumbList', 'FAQPage', 'MedicalCondition'];
  const doctor = ['BreadcrumbList', 'MedicalClinic', 'Physician'];
  const types: Record<string, string[]> = {
    '/': ['MedicalClinic', 'Physician'],
    '/qualifications': ['BreadcrumbList', 'Physician'],
    [`/doctors/${DOCTOR.slug}`]: doctor,
    [`/doctors/${DOCTOR.shortSlug}`]: doctor,
    '/contact': ['BreadcrumbList', 'MedicalClinic'],
    '/services': ['BreadcrumbList'],
    '/treatments': ['BreadcrumbList'],
    '/book-appointment': ['BreadcrumbList'],
    '/privacy': ['BreadcrumbList'],
    '/manage': [],
    '/desk': [],
    '/privacy/request': [],
    '/refund-policy': ['BreadcrumbList'],
  };
  const t = types[path];
  if (!t) throw new Error(`no structured data is expected of ${route.url}: add it here`);
  return t;
}

/** Every string in a JSON value that is a URL of the site, with the key it stands under. */
function siteUrls(value: unknown, origin: string, key = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string' && value.startsWith(`${origin}/`)) out.push([key, value]);
  else if (Array.isArray(value)) for (const v of value) siteUrls(v, origin, key, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) siteUrls(v, origin, k, out);
  return out;
}

describe("every page's structured data", () => {
  for (const route of routes) {
    it(route.url, async () => {
      const { document } = await page(served(route));
      const origin = await siteOriginInLinks();
      const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
      );
      expect(blocks.map((b) => b['@type']).sort()).toEqual(expectedTypes(route));
      for (const b of blocks) {
        expect(b['@context']).toBe('https://schema.org');
        expect(b.inLanguage, String(b['@type'])).toBe(HREFLANG[route.locale]);
        for (const [key, url] of siteUrls(b, origin)) {
          const path = new URL(url).pathname;
          expect((await page(path)).status, url).toBe(200);
          // A link a reader may follow stays in the page's language; an @id names the one clinic or doctor in both.
          if (key !== '@id') {
            expect(/^\/hi(\/|$)/.test(path), `${key}: ${url} in ${route.locale}`).toBe(route.locale === 'hi');
          }
        }
        if (b['@type'] === 'BreadcrumbList') {
          const items = b.itemListElement as { position: number; item: string }[];
          expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
          expect(items.at(-1)?.item).toBe(canonicalOf(document)[0]);
        }
      }
    });
  }
});
