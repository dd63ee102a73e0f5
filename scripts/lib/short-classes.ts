/**
 * Short class names outside the islands (decision 026): emotion names each class rule `css-<hash>` (`css-1odx3tm`),
 * and a page's markup repeats those names ~400 times; they were an eighth of a Hindi page's gzip. The prerender gives
 * every class that no island renders on any page a name of one to three characters (`a`, `b`… `a0`…, the most used
 * first), in the page's markup and in the stylesheets' selectors alike.
 *
 * An island's classes keep emotion's names: React hydrates the island's markup as rendered, and the island's emotion
 * must find its rules by those names (web/src/app/emotion-cache.ts adopts the sheet's `.css-*` rules; a kind's inline
 * tag lists its ids). A renamed rule is in neither list, so if an island ever renders one of those styles after a
 * patient's action, its emotion inserts the rule under emotion's name, as it does for any style no page prerendered.
 *
 * How it knows which is which: the markup outside the islands is marked as it is rendered (`markOutside`, before the
 * islands' markup goes in), so every unmarked emotion class of a finished page is an island's.
 */

import { EMOTION_KEY } from '../../web/src/app/site-sheet.ts';
import { classesOf, mapClasses } from './lean-markup.ts';

/** Marks an emotion class name in the markup outside the islands until the names are chosen (a private-use char). */
export const OUTSIDE = '\uE000';

const PREFIX = `${EMOTION_KEY}-`;
const EMOTION_CLASS = new RegExp(`^${PREFIX}[\\w-]+$`);

/** Marks each emotion class in the `class` attributes of markup outside the islands. */
export function markOutside(html: string): string {
  return mapClasses(html, (names) => names.map((c) => (EMOTION_CLASS.test(c) ? OUTSIDE + c : c)));
}

function* shortNames(): Generator<string> {
  const first = 'abcdefghijklmnopqrstuvwxyz';
  const rest = `${first}0123456789`;
  for (const a of first) yield a;
  for (const a of first) for (const b of rest) yield a + b;
  for (const a of first) for (const b of rest) for (const c of rest) yield a + b + c;
}

export type ShortClasses = {
  /** emotion id (the part after `css-`) → its short class name, for each class no island renders. */
  names: Map<string, string>;
  /** A finished page: marked classes get their short names, or lose the mark when an island also uses them. */
  page(html: string): string;
  /** CSS with each renamed `.css-<id>` selector under its short name. */
  css(text: string): string;
};

/**
 * Chooses the names from every finished page of the site (marked outside its islands). Short names never equal a
 * class the markup already has (`chakra-theme`, `light`…).
 */
export function shortClasses(pages: readonly string[]): ShortClasses {
  const outside = new Map<string, number>();
  const inIslands = new Set<string>();
  const others = new Set<string>();
  for (const html of pages) {
    for (const c of classesOf(html)) {
      if (c.startsWith(OUTSIDE)) {
        const id = c.slice(OUTSIDE.length + PREFIX.length);
        outside.set(id, (outside.get(id) ?? 0) + 1);
      } else if (EMOTION_CLASS.test(c)) inIslands.add(c.slice(PREFIX.length));
      else others.add(c);
    }
  }
  const names = new Map<string, string>();
  const free = shortNames();
  const ranked = [...outside].filter(([id]) => !inIslands.has(id)).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  for (const [id] of ranked) {
    let name = free.next().value as string;
    while (others.has(name)) name = free.next().value as string;
    names.set(id, name);
  }
  const marked = new RegExp(`${OUTSIDE}${PREFIX}([\\w-]+)`, 'g');
  return {
    names,
    page(html) {
      const out = html.replace(marked, (_, id: string) => names.get(id) ?? PREFIX + id);
      if (out.includes(OUTSIDE)) throw new Error('short-classes: a marked class was left in a page');
      return out;
    },
    css(text) {
      return text.replace(new RegExp(`\\.${PREFIX}([\\w-]+)`, 'g'), (whole, id: string) => {
        const name = names.get(id);
        return name === undefined ? whole : `.${name}`;
      });
    },
  };
}
