import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HREFLANG } from '../../common/i18n/locale';
import { prerenderRoutes } from '../../scripts/routes';
import { openPage, titleOf } from './site';

/**
 * Issue 14's walk: every English page has a Hindi twin with the same structure, and no English UI string is left on
 * it. The pages are read as a search engine reads them (their HTML as served, no script); axe runs on the Hindi pages
 * in the browser (tests/e2e/pages-hi.spec.ts, chrome-hi.spec.ts, privacy-hi.spec.ts). Moved from
 * tests/e2e/hindi.spec.ts, where a browser with JavaScript off read the same HTML (docs/decisions/027-test-budget.md).
 */

const routes = prerenderRoutes();
const pairs = routes
  .filter((r) => r.locale === 'en' && r.twin)
  .map((r) => ({ en: r.url, hi: r.twin as string, notFound: r.url.includes('__not-found__'), indexable: r.indexable }));

/** The English catalogue: every UI message whose Hindi differs, split at its {variables} into literal pieces. */
function englishCatalogue(): string[] {
  const dir = resolve(import.meta.dirname, '../../web/messages');
  const pieces = new Set<string>();
  // The desk's words are staff-only English (its Hindi entries only keep the catalogue whole): never on a patient's page.
  for (const area of readdirSync(dir).filter((a) => a !== 'desk')) {
    const en = JSON.parse(readFileSync(resolve(dir, area, 'en.json'), 'utf8')) as Record<string, string>;
    const hi = JSON.parse(readFileSync(resolve(dir, area, 'hi.json'), 'utf8')) as Record<string, string>;
    for (const [key, value] of Object.entries(en)) {
      if (key.startsWith('$') || typeof value !== 'string' || value === hi[key]) continue;
      for (const piece of value.split(/\{[^}]*\}/)) {
        const p = piece.trim();
        // A piece with an English word of four letters or more (not punctuation, digits, "Dr." or a lone "and").
        if (/[A-Za-z]{4,}/.test(p)) pieces.add(p);
      }
    }
  }
  return [...pieces];
}

/** What a reader gets from a page: its text and the texts of its accessible names, minus parts marked English. */
export function pageTexts(document: Document): string[] {
  const out: string[] = [];
  const skip = (el: Element | null) =>
    !!el?.closest('script, style, noscript, template, [lang^="en"]:not(html)') || false;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent?.replace(/\s+/g, ' ').trim();
    if (text && !skip(n.parentElement)) out.push(text);
  }
  for (const el of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    if (skip(el)) continue;
    for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
      const v = el.getAttribute(attr)?.trim();
      if (v) out.push(v);
    }
  }
  out.push(titleOf(document));
  out.push(document.querySelector('meta[name=description]')?.getAttribute('content') ?? '');
  return out;
}

/** The page's skeleton: landmarks, headings by level, sections and test ids, in document order. */
function structure(document: Document): string[] {
  return [
    ...document.body.querySelectorAll('header, nav, main, footer, section, h1, h2, h3, form, dialog, [data-testid]'),
  ]
    .filter((el) => !el.closest('[data-island]') || el.matches('form'))
    .map(
      (el) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`,
    );
}

/** Whether text[at, at + length) lies within one pair of brackets: the English term a patient knows, given after the Hindi. */
function inBrackets(text: string, at: number, length: number): boolean {
  const open = text.lastIndexOf('(', at);
  const closeBefore = text.lastIndexOf(')', at);
  const close = text.indexOf(')', at + length);
  const openAfter = text.indexOf('(', at + length);
  return open > closeBefore && close >= 0 && (openAfter < 0 || close < openAfter);
}

/** An English catalogue string found as words in a text (not the English term given in brackets after the Hindi). */
function leftovers(texts: string[], catalogue: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const s of catalogue) {
      const at = text.indexOf(s);
      if (at < 0) continue;
      const before = text[at - 1] ?? ' ';
      const after = text[at + s.length] ?? ' ';
      if (/[A-Za-z]/.test(before) || /[A-Za-z]/.test(after)) continue; // part of a longer word
      if (inBrackets(text, at, s.length)) continue; // ब्रोंकोस्कोपी (Bronchoscopy), … (Data Protection Contact …)
      found.add(`${s}  ←  ${text.slice(0, 80)}`);
    }
  }
  return [...found];
}

/** The site origin the prerender wrote into a page's canonical and alternate links. */
function origin(html: string): string {
  return /<link rel="(?:canonical|alternate)"[^>]* href="(https?:\/\/[^/"]+)/.exec(html)?.[1] ?? '';
}

describe('every English page has a Hindi twin', () => {
  const catalogue = englishCatalogue();

  it('the English catalogue is not empty (the walk below would prove nothing)', () => {
    expect(catalogue.length).toBeGreaterThan(100);
  });

  it('the walk covers every English page with a twin (the desk alone has none)', () => {
    expect(pairs.length).toBe(routes.filter((r) => r.locale === 'en').length - 1);
    expect(routes.some((r) => r.locale === 'en' && !r.twin && r.url === '/desk')).toBe(true);
  });

  for (const pair of pairs) {
    it(`${pair.en} ↔ ${pair.hi}`, async () => {
      const visit = async (path: string) => {
        // The 404 pages are served for any unknown path; read them at an address that does not exist.
        const url = pair.notFound ? path.replace('__not-found__', 'no-such-page') : path;
        const page = await openPage(url);
        expect(page.status, url).toBe(pair.notFound ? 404 : 200);
        return { structure: structure(page.document), texts: pageTexts(page.document), html: page.serialized };
      };
      const en = await visit(pair.en);
      const hi = await visit(pair.hi);

      expect(hi.html).toMatch(/<html lang="hi"/);
      expect(en.html).toMatch(/<html lang="en-IN"/);
      expect(hi.structure, 'the same sections, headings and controls in the same order').toEqual(en.structure);

      const english = leftovers(hi.texts, catalogue);
      expect(english, 'English UI strings on the Hindi page').toEqual([]);

      // The switch goes to the twin, both ways.
      expect(en.html).toContain(`href="${pair.notFound ? '/hi' : pair.hi}"`);
      expect(hi.html).toContain(`href="${pair.notFound ? '/' : pair.en}"`);

      if (pair.indexable) {
        for (const html of [en.html, hi.html]) {
          expect(html).toContain(`<link rel="alternate" hreflang="${HREFLANG.en}" href="${origin(html)}${pair.en}">`);
          expect(html).toContain(`<link rel="alternate" hreflang="${HREFLANG.hi}" href="${origin(html)}${pair.hi}">`);
          expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin(html)}${pair.en}">`);
        }
        expect(en.html).toContain(`<link rel="canonical" href="${origin(en.html)}${pair.en}">`);
        expect(hi.html).toContain(`<link rel="canonical" href="${origin(hi.html)}${pair.hi}">`);
        const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(hi.html)?.[1];
        if (ld) expect(JSON.parse(ld).inLanguage).toBe(HREFLANG.hi);
      }
    });
  }
});
