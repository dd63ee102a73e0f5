import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { preparationFor } from '../../common/booking/preparation';
import { CONDITION_SLUGS, SERVICE_SLUGS } from '../../web/src/content/slugs';
import { CONDITION_SECTIONS, SERVICE_SECTIONS } from '../shared/pages';
import { byRole, headings, hiddenFromReader, oneByRole, openPage, request, textOf } from './site';

/**
 * The English pages as a search engine reads them: their HTML as served (status, sections, links, head, structured
 * data) and the site's headers. Moved from tests/e2e/pages.spec.ts and visit-reason.spec.ts, which read the same
 * HTML in a browser; what only a browser shows (layout, axe, the controls) stays there (docs/decisions/027).
 */

/** A service's or a condition's page answers 200, has each section heading, once, for a reader, and says no TBD. */
async function expectDetailPage(path: string, slug: string, sections: readonly string[]) {
  const page = await openPage(path);
  expect(page.status, slug).toBe(200);
  for (const s of sections) {
    expect(byRole(page.document, 'heading', { name: s, exact: true }), `${slug}: ${s}`).toHaveLength(1);
  }
  expect(textOf(page.document.querySelector('main'))).not.toMatch(/TBD|coming soon/i);
  return page;
}

/** The two kinds of detail page, each walked whole; `more` is what one kind's pages have besides. */
const DETAIL_KINDS = [
  {
    kind: 'service',
    list: 'services',
    slugs: SERVICE_SLUGS,
    count: 15,
    sections: SERVICE_SECTIONS,
    more: (document: Document, slug: string) => {
      oneByRole(document, 'link', { name: 'Back to Services' }, slug);
      expect(textOf(oneByRole(document, 'navigation', { name: 'breadcrumb' }, slug))).toContain('Services');
    },
  },
  { kind: 'condition', list: 'conditions', slugs: CONDITION_SLUGS, count: 13, sections: CONDITION_SECTIONS },
];

for (const { kind, list, slugs, count, sections, more } of DETAIL_KINDS) {
  describe(`every ${kind} page has every section, and none says TBD`, () => {
    it(`walks all ${count} ${list}`, () => {
      expect(slugs).toHaveLength(count);
    });
    for (const slug of slugs) {
      it(`/${list}/${slug}`, async () => {
        const { document } = await expectDetailPage(`/${list}/${slug}`, slug, sections);
        more?.(document, slug);
      });
    }
  });
}

describe('the lists', () => {
  it('show 15 services and 13 conditions', async () => {
    for (const [path, count] of [
      ['/services', 15],
      ['/treatments', 13],
    ] as const) {
      const { document } = await openPage(path);
      const catalogue = document.querySelector('[data-testid="catalogue"]');
      if (!catalogue) throw new Error(`${path}: no catalogue`);
      expect(byRole(catalogue, 'link'), path).toHaveLength(count);
    }
  });
});

describe('the raw HTML', () => {
  it('of a page carries its content and head without JavaScript', async () => {
    const html = await (await request('/conditions/tb-treatment')).text();
    expect(html).toMatch(/<head>[\s\S]*<title>TB Treatment in Delhi[^<]*<\/title>[\s\S]*<\/head>/);
    expect(html).toContain('<link rel="canonical" href="https://');
    expect(html).toContain('"@type":"MedicalCondition"');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('Treatment Options');
    expect(html).toContain('6-9 months');
  });

  it('of the spirometry page shows how to prepare, in the same words the e-mails use', async () => {
    const prep = preparationFor('spirometry');
    const { html, document } = await openPage('/services/spirometry');
    // Prerendered: the list is in the page's HTML before any script runs.
    expect(html).toContain(prep.title);
    const section = oneByRole(document, 'region', { name: prep.title }, 'preparation');
    expect(byRole(section, 'heading', { level: 2 }).map(textOf)).toEqual([prep.title]);
    expect(byRole(section, 'listitem').map(textOf)).toEqual([...prep.items]);
    expect(textOf(section)).toContain('choose “Spirometry” under “What is the visit for?”');
    expect(textOf(section)).toContain('salbutamol');
    // It sits after "How It Works" and before "Why Choose Us in Delhi".
    const h2 = headings(document)
      .filter((h) => h.level === 2 && !hiddenFromReader(h.el))
      .map((h) => h.text);
    const at = h2.indexOf(prep.title);
    expect(h2[at - 1]).toBe('How It Works');
    expect(h2[at + 1]).toBe('Why Choose Us in Delhi');
  });
});

describe('headers', () => {
  it('the site is served with a strict CSP and security headers', async () => {
    const res = await request('/');
    const h = res.headers;
    const csp = h.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.google.com');
    // The page's stylesheet is named in the header too (Cloudflare sends it ahead as a 103 Early Hint).
    expect(h.get('link')).toMatch(/^<\/assets\/site-[\da-f]+\.css>; rel=preload; as=style$/);
    // Two inline scripts, the page's script that fetches the runtime (web/src/boot.ts) and the hold for the stylesheet
    // (decision 026), and the speculation rules (JSON), each allowed by its hash; never 'unsafe-inline'. The runtime
    // itself is a file of the site ('self').
    const html = await res.text();
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const inline = [...html.matchAll(/<script(?: type="module")?(?: async)?>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(2);
    const runtime = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hold = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(runtime).toContain('__clinicBoot');
    expect(runtime).toMatch(/import\(`\/assets\/index-[\w-]+\.js`\)/);
    expect(hold).toBe("document.documentElement.dataset.css='ready'");
    const rules = /<script type="speculationrules">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(rules).toContain('prerender');
    const allowed = csp.match(/script-src ([^;]*)/)?.[1].split(' ') ?? [];
    expect(allowed).toEqual(expect.arrayContaining(["'self'", sha(runtime), sha(hold), sha(rules)]));
    // The one other hash is the Hindi pages' font script (their head's other classic script), which English pages lack.
    const hi = await (await request('/hi')).text();
    const fontScript = [...hi.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((x) => x !== hold);
    expect(fontScript).toHaveLength(1);
    expect(html).not.toContain(fontScript[0]);
    expect(allowed.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(
      [sha(runtime), sha(hold), sha(rules), sha(fontScript[0])].sort(),
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(h.get('strict-transport-security')).toContain('max-age=31536000');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('permissions-policy')).toContain('camera=()');
    // The runtime the inline script fetches, and the island code it loads, are hashed files, cached for good.
    const file = runtime.match(/import\(`(\/assets\/index-[\w-]+\.js)`\)/)?.[1] ?? '';
    const fileRes = await request(file);
    expect(fileRes.status).toBe(200);
    expect(fileRes.headers.get('cache-control')).toContain('immutable');
    const mount = (await fileRes.text()).match(/import\(`(\.\/mount-[^`]+\.js)`\)/)?.[1];
    expect(mount).toBeTruthy();
    const assetRes = await request(new URL(mount as string, `http://x${file}`).pathname);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get('cache-control')).toContain('immutable');
    await assetRes.arrayBuffer();
  });

  it('the API sets its own headers and allows no other origin', async () => {
    const res = await request('/api/health', { headers: { Origin: 'https://evil.example' } });
    await res.arrayBuffer();
    const h = res.headers;
    expect(h.get('cache-control')).toBe('no-store');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('strict-transport-security')).toContain('max-age=31536000');
    expect(h.get('access-control-allow-origin')).toBeNull();
  });
});
