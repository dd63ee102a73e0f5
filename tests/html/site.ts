import { inject } from 'vitest';
import { parsePage } from './parse';

export { parsePage };

/** The built site's origin under `wrangler pages dev` (tests/html/global-setup.ts). */
export function siteOrigin(): string {
  return inject('siteOrigin');
}

let ready: Promise<void> | undefined;

/**
 * Resolves once the site server answers (it starts in the background: tests/html/global-setup.ts); fails after three
 * minutes without an answer.
 */
export function serverReady(): Promise<void> {
  ready ??= (async () => {
    const deadline = Date.now() + 180_000;
    for (;;) {
      try {
        const res = await fetch(`${siteOrigin()}/api/health`);
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {}
      if (Date.now() > deadline) throw new Error(`the site server on ${siteOrigin()} did not answer within 180 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return ready;
}

/** GET (or another method) on the built site, as a browser or a search engine asks: redirects followed. */
export async function request(path: string, init?: RequestInit): Promise<Response> {
  await serverReady();
  return fetch(`${siteOrigin()}${path}`, init);
}

/** A page as served: its status, headers, raw HTML, and the DOM a browser with JavaScript off builds from it. */
export interface ServedPage {
  status: number;
  headers: Headers;
  /** The HTML as it came over the wire. */
  html: string;
  /** The parsed document; nothing runs in it. */
  document: Document;
  /** The document serialised again, as a browser's `page.content()` gives it (attributes as parsed, `<link …>`). */
  serialized: string;
}

/** Fetches a page of the built site and parses it (parsePage). */
export async function openPage(path: string): Promise<ServedPage> {
  const res = await request(path);
  const html = await res.text();
  return { status: res.status, headers: res.headers, html, ...parsePage(html) };
}

/** The document's title as a browser reports it: the <title> text, whitespace collapsed and trimmed. */
export function titleOf(document: Document): string {
  return (document.querySelector('title')?.textContent ?? '').replace(/[\t\n\f\r ]+/g, ' ').trim();
}

/** The text a reader sees in an element: its text with whitespace collapsed and trimmed. */
export function textOf(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The headings of a page (h1–h6) with their level and text, in document order. */
export function headings(scope: Document | Element): { level: number; text: string; el: Element }[] {
  return [...scope.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((el) => ({
    level: Number(el.tagName.slice(1)),
    text: textOf(el),
    el,
  }));
}

/**
 * Whether an element is hidden in the HTML itself (the `hidden` attribute, or an inline `display:none`, on it or an
 * ancestor, or inside <template>): what no stylesheet can show.
 */
export function hiddenInHtml(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (e.hasAttribute('hidden') || e.tagName === 'TEMPLATE') return true;
    if (/display\s*:\s*none/i.test(e.getAttribute('style') ?? '')) return true;
  }
  return false;
}

/** Hidden from a reader: hiddenInHtml, or inside an aria-hidden="true" subtree (out of the accessibility tree). */
export function hiddenFromReader(el: Element): boolean {
  return hiddenInHtml(el) || !!el.closest('[aria-hidden="true"]');
}

/**
 * An element's accessible name, as far as HTML alone says it: aria-labelledby, aria-label, else (for the roles named
 * from their content) the text and image alternatives of what a reader is given, whitespace collapsed.
 */
export function accessibleName(el: Element): string {
  const doc = el.ownerDocument;
  const labelledby = el.getAttribute('aria-labelledby');
  if (labelledby) {
    return labelledby
      .split(/\s+/)
      .map((id) => textOf(doc.getElementById(id)))
      .join(' ')
      .trim();
  }
  const label = el.getAttribute('aria-label')?.trim();
  if (label) return label;
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    if (node.nodeType !== 1) return;
    const e = node as Element;
    if (e.getAttribute('aria-hidden') === 'true' || e.hasAttribute('hidden')) return;
    if (e.tagName === 'IMG') parts.push(e.getAttribute('alt') ?? '');
    for (const child of e.childNodes) walk(child);
  };
  for (const child of el.childNodes) walk(child);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const ROLE_SELECTORS = {
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  listitem:
    'ul:not([role="none"], [role="presentation"]) > li, ol:not([role="none"], [role="presentation"]) > li, [role="listitem"]',
  complementary: 'aside, [role="complementary"]',
} as const;

/**
 * The elements of a role a reader is given, as Playwright's getByRole finds them (from the HTML alone): `name` matches
 * the accessible name — a string case-insensitively as a part, or whole and as written with `exact` — or a RegExp.
 */
export function byRole(
  scope: Document | Element,
  role: keyof typeof ROLE_SELECTORS,
  opts: { name?: string | RegExp; exact?: boolean; level?: number } = {},
): Element[] {
  return [...scope.querySelectorAll(ROLE_SELECTORS[role])].filter((el) => {
    if (hiddenFromReader(el)) return false;
    if (opts.level !== undefined && el.tagName !== `H${opts.level}`) return false;
    if (opts.name === undefined) return true;
    const name = accessibleName(el);
    if (opts.name instanceof RegExp) return opts.name.test(name);
    const wanted = opts.name.replace(/\s+/g, ' ').trim();
    return opts.exact ? name === wanted : name.toLowerCase().includes(wanted.toLowerCase());
  });
}

/** The one element of a role with that name (fails, naming what was asked, unless there is exactly one). */
export function oneByRole(
  scope: Document | Element,
  role: keyof typeof ROLE_SELECTORS,
  opts: { name?: string | RegExp; exact?: boolean; level?: number } = {},
  what = '',
): Element {
  const found = byRole(scope, role, opts);
  if (found.length !== 1) {
    throw new Error(`${what ? `${what}: ` : ''}${found.length} ${role}(s) named ${String(opts.name)}, not one`);
  }
  return found[0];
}
