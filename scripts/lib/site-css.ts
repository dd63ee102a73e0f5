/**
 * The site's CSS, sent once (decision 026). Every prerendered page used to carry its emotion CSS inline: 120–170 KB
 * (12–15 KB gzip) per page, re-sent with every page because inline CSS is never cached. Most of a page's rules are the
 * tokens', the reset's and the layout's that every page shares. So the build writes them once, into a hashed
 * stylesheet every page links (`/assets/site-<hash>.css`, immutable, cached a year), with the home page's own rules;
 * a page of another kind carries inline only the few rules of its kind (0.2–3 KB gzip), so its style engine holds
 * about the rules it held before rather than the whole site's. A sheet per kind was tried: a later page of a new kind
 * then waited for one more request, a round trip a slow phone link pays before the first paint (+90 ms from / to
 * /services on the bench's slow 4G), where inline rules cost it ~1 KB.
 *
 * Emotion in the browser (the islands) must not insert those rules a second time: each page keeps an empty
 * `<style data-emotion>` tag naming each global style, which emotion reads as "already in the document" (what it does
 * with server-rendered tags), its kind's rules are in such a tag, and the islands' cache adopts the ids of the shared
 * sheet's class rules from the sheet itself (web/src/app/emotion-cache.ts), so hydrating an island inserts only styles
 * no page rendered.
 */
import { createHash } from 'node:crypto';
import { EMOTION_KEY, SITE_SHEET_ATTRIBUTE } from '../../web/src/app/site-sheet.ts';

export type Style = { id: string; css: string };
export type PageStyles = { globals: Style[]; rules: Style[] };

/**
 * Orders the ids of many pages' sequences so that each page's own order holds wherever the pages agree: a rule's
 * place in the cascade is its place in the stylesheet. Kahn's algorithm over "a came right before b on some page",
 * taking the earliest-seen id first; a cycle (two pages that inserted the same two rules in opposite orders) is broken
 * at its earliest-seen id and counted, so the build can say so.
 */
export function mergeOrder(sequences: string[][]): { order: string[]; conflicts: number } {
  const firstSeen = new Map<string, number>();
  const after = new Map<string, Set<string>>();
  const indegree = new Map<string, number>();
  for (const seq of sequences) {
    for (const id of seq) {
      if (!firstSeen.has(id)) {
        firstSeen.set(id, firstSeen.size);
        after.set(id, new Set());
        indegree.set(id, 0);
      }
    }
    for (let i = 1; i < seq.length; i++) {
      const [a, b] = [seq[i - 1], seq[i]];
      if (a === b || after.get(a)?.has(b)) continue;
      after.get(a)?.add(b);
      indegree.set(b, (indegree.get(b) ?? 0) + 1);
    }
  }
  const byFirstSeen = (a: string, b: string) => (firstSeen.get(a) ?? 0) - (firstSeen.get(b) ?? 0);
  const ready = [...firstSeen.keys()].filter((id) => indegree.get(id) === 0);
  const placed = new Set<string>();
  const order: string[] = [];
  let conflicts = 0;
  while (order.length < firstSeen.size) {
    ready.sort(byFirstSeen);
    let next = ready.shift();
    if (next === undefined) {
      // A cycle: place the earliest-seen id still waiting.
      next = [...firstSeen.keys()].filter((id) => !placed.has(id)).sort(byFirstSeen)[0];
      conflicts++;
    }
    if (placed.has(next)) continue;
    placed.add(next);
    order.push(next);
    for (const b of after.get(next) ?? []) {
      const d = (indegree.get(b) ?? 0) - 1;
      indegree.set(b, d);
      if (d === 0 && !placed.has(b)) ready.push(b);
    }
  }
  return { order, conflicts };
}

export type Sheet = { css: string; file: string; href: string };
/** A kind of page's own rules, inline in each of its pages: their ids (for emotion) and their CSS. */
export type KindStyles = { ids: string[]; css: string };
export type SiteSheets = { shared: Sheet; kinds: Map<string, KindStyles>; conflicts: number };

/** A share of the pages: a class rule used on at least this share of them goes into the shared sheet. */
export const SHARED_SHARE = 0.5;

/**
 * Kinds of page whose every rule goes into the shared sheet: the home page, where most patients arrive, whose own
 * rules (4 KB gzip) would otherwise put its HTML over 15 KB gzip.
 */
export const SHARED_KINDS: readonly string[] = ['home'];

function sheetFile(prefix: string, ids: string[], css: Map<string, string>, after = ''): Sheet {
  const text = ids.map((id) => css.get(id)).join('') + after;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  const file = `assets/${prefix}-${hash}.css`;
  return { css: text, file, href: `/${file}` };
}

/**
 * The site's CSS: one stylesheet shared by every page (the global styles, Chakra's layer order first as each page had
 * it, then each class rule used on at least half the pages, and the home page's), and per kind of page (a service, a
 * condition, the contact page…, in either language) the few rules its pages use beyond those, which each of its pages
 * carries inline. All rules keep one order, merged from every page's. An id is a hash of its style, so two pages that
 * name the same id carry the same CSS; a difference means the build is not deterministic, and it stops. `after` is CSS
 * of the site's own (not emotion's) that ends the shared sheet: the Hindi pages' fonts (scripts/lib/fonts.ts).
 */
export function siteSheets(
  pages: (PageStyles & { kind: string })[],
  {
    share = SHARED_SHARE,
    sharedKinds = SHARED_KINDS,
    after = '',
  }: { share?: number; sharedKinds?: readonly string[]; after?: string } = {},
): SiteSheets {
  const css = new Map<string, string>();
  const remember = (s: Style) => {
    const known = css.get(s.id);
    if (known !== undefined && known !== s.css)
      throw new Error(`site-css: the style ${s.id} was rendered with two different CSS texts`);
    css.set(s.id, s.css);
  };
  for (const p of pages) for (const s of [...p.globals, ...p.rules]) remember(s);
  const globals = mergeOrder(pages.map((p) => p.globals.map((s) => s.id)));
  const rules = mergeOrder(pages.map((p) => p.rules.map((s) => s.id)));
  const uses = new Map<string, number>();
  for (const p of pages) for (const r of new Set(p.rules.map((x) => x.id))) uses.set(r, (uses.get(r) ?? 0) + 1);
  const ofSharedKinds = new Set(
    pages.filter((p) => sharedKinds.includes(p.kind)).flatMap((p) => p.rules.map((r) => r.id)),
  );
  const shared = new Set(
    rules.order.filter((id) => (uses.get(id) ?? 0) >= share * pages.length || ofSharedKinds.has(id)),
  );
  const kinds = new Map<string, KindStyles>();
  for (const kind of new Set(pages.map((p) => p.kind))) {
    const used = new Set(pages.filter((p) => p.kind === kind).flatMap((p) => p.rules.map((r) => r.id)));
    const own = rules.order.filter((id) => used.has(id) && !shared.has(id));
    if (own.length) kinds.set(kind, { ids: own, css: own.map((id) => css.get(id)).join('') });
  }
  return {
    shared: sheetFile('site', [...globals.order, ...rules.order.filter((id) => shared.has(id))], css, after),
    kinds,
    conflicts: globals.conflicts + rules.conflicts,
  };
}

/**
 * What a page's <head> carries for its CSS: the shared stylesheet's link (marked for web/src/app/emotion-cache.ts,
 * which reads its class rules' ids when the first island wakes), an empty tag per global style, by which emotion's
 * <Global> knows its styles are in the document (as it knows a server-rendered one), its kind's own rules inline in
 * the tag emotion writes when it renders on a server (it reads their ids from it), and the script that holds the
 * parser for the stylesheet.
 */
export function pageStyleTags(
  page: Pick<PageStyles, 'globals'>,
  shared: Pick<Sheet, 'href'>,
  own?: KindStyles,
  key = EMOTION_KEY,
): string {
  const tags = [`<link rel="stylesheet" href="${shared.href}" ${SITE_SHEET_ATTRIBUTE}>`];
  for (const g of page.globals) tags.push(`<style data-emotion="${key}-global ${g.id}"></style>`);
  // A tag with no emotion ids (its rules all renamed, scripts/lib/short-classes.ts) is one emotion leaves alone.
  if (own)
    tags.push(
      own.ids.length
        ? `<style data-emotion="${key} ${own.ids.join(' ')}">${own.css}</style>`
        : `<style>${own.css}</style>`,
    );
  tags.push(HOLD_FOR_STYLES);
  return tags.join('');
}

/**
 * A classic inline script after the links: the parser runs it only once the stylesheets before it are in, so the
 * document is not finished before its styles are. A page with a form (every page: the sign-in dialogs) is laid out by
 * Chromium when its parsing ends (its autofill reads the forms), and on a first visit, before the stylesheets had
 * arrived, that was a whole layout of the unstyled page, 15–20 ms of this machine's CPU, wasted. The page cannot paint
 * before its stylesheets anyway. It marks <html data-css="ready">. Without JavaScript it does nothing.
 */
export const HOLD_FOR_STYLES = `<script>document.documentElement.dataset.css='ready'</script>`;

/**
 * Custom properties the sheet reads with no fallback but never declares: such a `var()` makes its declaration
 * invalid, so the style silently falls back. Names set at run time by a component's inline style are listed in
 * `setAtRunTime`. The build fails on any other.
 */
export function undeclaredVariables(css: string, setAtRunTime: readonly string[] = []): string[] {
  const declared = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
  const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((m) => m[1]));
  return [...read].filter((v) => !declared.has(v) && !setAtRunTime.includes(v)).sort();
}
