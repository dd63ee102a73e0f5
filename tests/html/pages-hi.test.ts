import { describe, expect, it } from 'vitest';
import { SERVICE_PREPARATION_HI } from '../../common/booking/preparation.hi';
import { CONDITION_TITLES_HI } from '../../common/clinic/condition-titles.hi';
import { clinicText } from '../../common/clinic/facts.hi';
import { SERVICE_TITLES_HI } from '../../common/clinic/service-titles.hi';
import { m } from '../../common/paraglide/messages.js';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../../web/src/content/slugs';
import { CONDITION_LIST_HI, CONDITION_SECTIONS_HI, SERVICE_LIST_HI, SERVICE_SECTIONS_HI } from '../shared/pages';
import { byRole, hiddenFromReader, oneByRole, openPage, request, textOf, titleOf } from './site';

/**
 * The content pages on /hi as a search engine reads them: every heading and line of their own in Hindi, links within
 * the Hindi site, Hindi heads and structured data. Moved from tests/e2e/pages-hi.spec.ts and chrome-hi.spec.ts, which
 * read the same HTML in a browser; axe, the screenshots and the controls stay there (docs/decisions/027).
 */

const hi = { locale: 'hi' } as const;
const text = clinicText('hi');

/** A Hindi name without the bracketed English one, as a detail page's heading and head give it. */
const withoutEnglish = (name: string) => name.replace(/\s*\([^()]*\)$/, '');

/** A kind of detail page: its section headings and the Hindi names of its pages. */
interface DetailKind {
  sections: readonly string[];
  names: Record<string, string>;
}

const DETAIL_KINDS: Record<'services' | 'conditions', DetailKind> = {
  services: { sections: SERVICE_SECTIONS_HI, names: SERVICE_TITLES_HI },
  conditions: { sections: CONDITION_SECTIONS_HI, names: CONDITION_TITLES_HI },
};

/**
 * /hi/`kind`/`slug` answers 200, its one h1 is the page's Hindi name without the bracketed English one (the lists and
 * the booking form keep it), and each of its kind's section headings is there once for a reader.
 */
async function expectDetailPage(kind: keyof typeof DETAIL_KINDS, slug: string) {
  const { sections, names } = DETAIL_KINDS[kind];
  const page = await openPage(`/hi/${kind}/${slug}`);
  expect(page.status, slug).toBe(200);
  expect(byRole(page.document, 'heading', { level: 1 }).map(textOf), slug).toEqual([withoutEnglish(names[slug])]);
  for (const s of sections) {
    expect(byRole(page.document, 'heading', { name: s, exact: true }), `${slug}: ${s}`).toHaveLength(1);
  }
  return page;
}

/** The innermost elements a reader is given whose text is `wanted` (whole, or as a part), as getByText finds them. */
function byText(scope: Document | Element, wanted: string, exact = true): Element[] {
  const matches = (el: Element) => (exact ? textOf(el) === wanted : textOf(el).includes(wanted));
  return [...scope.querySelectorAll('body *')].filter(
    (el) => !hiddenFromReader(el) && matches(el) && ![...el.children].some((c) => matches(c)),
  );
}

describe('every Hindi service page has every section in Hindi, and its preparation list', () => {
  for (const slug of SERVICE_SLUGS) {
    it(`/hi/services/${slug}`, async () => {
      const { document } = await expectDetailPage('services', slug);
      const preparations = document.querySelectorAll('[data-testid="preparation"]');
      expect(preparations).toHaveLength(1);
      const preparation = preparations[0];
      expect(byRole(preparation, 'heading').map(textOf)).toEqual([SERVICE_PREPARATION_HI[slug].title]);
      expect(byRole(preparation, 'listitem')).toHaveLength(SERVICE_PREPARATION_HI[slug].items.length);
      expect(textOf(preparation)).toContain(`“${SERVICE_TITLES_HI[slug]}”`);
      expect(oneByRole(document, 'link', { name: m.pages_back_to_services({}, hi) }).getAttribute('href')).toBe(
        '/hi/services',
      );
      // The head keeps the Hindi name and drops the bracketed English one.
      const title = titleOf(document);
      expect(title).toContain(withoutEnglish(SERVICE_TITLES_HI[slug]));
      expect(title).not.toContain('(');
    });
  }
});

describe('every Hindi condition page has every section in Hindi', () => {
  for (const slug of CONDITION_SLUGS) {
    it(`/hi/conditions/${slug}`, async () => {
      const { document } = await expectDetailPage('conditions', slug);
      // The crumb and the button name where they lead: the list of conditions, not the services.
      const crumbs = oneByRole(document, 'navigation', { name: m.chrome_breadcrumb_label({}, hi) });
      expect(textOf(crumbs)).toContain(m.pages_crumb_treatments({}, hi));
      expect(oneByRole(document, 'link', { name: m.pages_back_to_conditions({}, hi) }).getAttribute('href')).toBe(
        '/hi/treatments',
      );
      expect(textOf(document.querySelector('main'))).not.toMatch(/TBD|coming soon/i);
    });
  }
});

describe('a patient reads the content pages in Hindi', () => {
  it('the Hindi lists show the 15 services and 13 conditions with their Hindi names', async () => {
    for (const [path, titles] of [
      ['/hi/services', SERVICE_LIST_HI],
      ['/hi/treatments', CONDITION_LIST_HI],
    ] as const) {
      const { document } = await openPage(path);
      const catalogue = document.querySelector('[data-testid="catalogue"]');
      if (!catalogue) throw new Error(`${path}: no catalogue`);
      expect(byRole(catalogue, 'link'), path).toHaveLength(titles.length);
      expect(byRole(catalogue, 'heading', { level: 3 }).map(textOf), path).toEqual(titles);
    }
    expect(SERVICE_SLUGS).toHaveLength(15);
    expect(CONDITION_SLUGS).toHaveLength(13);
  });

  it("a Hindi detail page's head and structured data are Hindi", async () => {
    const html = await (await request('/hi/conditions/tb-treatment')).text();
    expect(html).toMatch(/<title>दिल्ली में टीबी का इलाज \| [^<]*<\/title>/);
    expect(html).toContain('"@type":"MedicalCondition","name":"टीबी"');
    expect(html).toContain('"inLanguage":"hi-IN"');
    expect(html).toMatch(/"@type":"ListItem","position":2,"name":"इलाज","item":"https?:\/\/[^"]+\/hi\/treatments"/);
  });

  it('the booking and contact pages around the forms are in Hindi', async () => {
    const book = (await openPage('/hi/book-appointment')).document;
    for (const item of text.whatToBring) expect(byText(book, item), item).toHaveLength(1);
    expect(byText(book, m.pages_book_prefer_call({}, hi), false)).toHaveLength(1);
    const contact = (await openPage('/hi/contact')).document;
    for (const p of text.phones) expect(byText(contact, `(${p.label})`, false).length, p.label).toBeGreaterThan(0);
    expect(oneByRole(contact, 'link', { name: m.pages_contact_call_now({}, hi) }).getAttribute('href')).toMatch(
      /^tel:/,
    );
  });

  it('an unknown Hindi service or condition answers 404 in Hindi', async () => {
    const service = await openPage('/hi/services/no-such-service');
    expect(service.status).toBe(404);
    expect(byRole(service.document, 'heading', { level: 1 }).map(textOf)).toEqual([
      m.chrome_service_not_found_title({}, hi),
    ]);
    expect(oneByRole(service.document, 'link', { name: m.pages_back_to_services({}, hi) }).getAttribute('href')).toBe(
      '/hi/services',
    );
    const condition = await openPage('/hi/conditions/no-such-condition');
    expect(condition.status).toBe(404);
    expect(byRole(condition.document, 'heading', { level: 1 }).map(textOf)).toEqual([
      m.chrome_condition_not_found_title({}, hi),
    ]);
  });

  it('the e-mailed-link pages have Hindi heads', async () => {
    for (const [path, title] of [
      ['/hi/manage', m.pages_manage_seo_title({}, hi)],
      ['/hi/privacy/request', m.pages_privacy_request_seo_title({}, hi)],
    ]) {
      const html = await (await request(path)).text();
      expect(html).toContain(`<title>${title} | `);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});

/** The tags and data-testids of a page's body, in order: what must be the same in both languages. */
function structure(html: string): string[] {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, '').replace(/<script[\s\S]*?<\/script>/g, '<script>');
  return [...body.matchAll(/<(\/?)([a-zA-Z0-9-]+)([^>]*)>/g)].map((x) => {
    const testid = /data-testid="([^"]*)"/.exec(x[3]);
    return `${x[1]}${x[2]}${testid ? `[${testid[1]}]` : ''}`;
  });
}

describe('the Hindi home page and chrome', () => {
  it('the home page and the 404 have the same structure in both languages', async () => {
    for (const [en, hiPath] of [
      ['/', '/hi'],
      ['/no-such-page', '/hi/no-such-page'],
    ]) {
      const english = structure(await (await request(en)).text());
      const hindi = structure(await (await request(hiPath)).text());
      expect(english.length).toBeGreaterThan(100);
      expect(hindi, `${en} and ${hiPath}`).toEqual(english);
    }
  });
});
