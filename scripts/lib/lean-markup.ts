/**
 * Leaner prerendered markup where it costs nothing (decision 026), applied to a page's HTML outside its islands (an
 * island's markup must stay exactly what React renders, as React hydrates it):
 * - Icons: each small inline SVG (lucide's, 2–6 shapes, up to ~600 bytes, the same chevron 15 times on the home page)
 *   keeps its outer <svg> with its size, colour and class (not its xmlns, which HTML implies), and draws its shapes
 *   from one hashed, cached file, `/assets/icons-<hash>.svg`, by `<use href>`. The shapes inherit stroke and fill from
 *   the outer <svg> as they did.
 * - Class names no stylesheet and no script selects: Chakra's `chakra-button`, `chakra-stack`… and lucide's
 *   `lucide lucide-chevron-right` on every element of their kind.
 */
import { createHash } from 'node:crypto';

/** Stands for the sprite's URL until every page has added its icons and the file's hash is known. */
export const SPRITE_TOKEN = '__ICON_SPRITE__';

/** What an icon may contain to be drawn from the sprite: plain shapes, no ids, references, text or styles. */
const SHAPES_ONLY =
  /^(?:\s*<(?:path|circle|rect|line|polyline|polygon|ellipse)\b[^<>]*?(?:\/>|><\/(?:path|circle|rect|line|polyline|polygon|ellipse)>))+\s*$/;
const MAX_ICON_PX = 48;

export class IconSprite {
  private readonly ids = new Map<string, string>();

  /**
   * The id of these shapes in the sprite, added on first use: numbered in the order the build meets them (`i0`, `i1`…,
   * the same on every build of the same pages), as short as an id can be, since every icon of every page names one.
   */
  idOf(inner: string): string {
    let id = this.ids.get(inner);
    if (id === undefined) {
      id = `i${this.ids.size.toString(36)}`;
      this.ids.set(inner, id);
    }
    return id;
  }

  get size(): number {
    return this.ids.size;
  }

  /** The sprite file: each icon's shapes in a <g> (no viewport of its own: the page's <svg> keeps its viewBox). */
  file(): { svg: string; name: string } {
    const groups = [...this.ids].map(([inner, id]) => `<g id="${id}">${inner}</g>`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><defs>${groups.join('')}</defs></svg>\n`;
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
    return { svg, name: `icons-${hash}.svg` };
  }
}

function px(attrs: string, name: string): number {
  const m = new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(attrs);
  return m ? Number(m[1]) : Number.POSITIVE_INFINITY;
}

/** Replaces each small plain-shape SVG's shapes by a <use> of the sprite. */
export function spriteIcons(html: string, sprite: IconSprite): string {
  return html.replace(
    /<svg(\s[^>]*)?>((?:(?!<svg[\s>])[\s\S])*?)<\/svg>/g,
    (whole, attrs: string = '', inner: string) => {
      if (px(attrs, 'width') > MAX_ICON_PX || px(attrs, 'height') > MAX_ICON_PX) return whole;
      // An id (something may point at it) or a url() reference (a gradient, a mask) would break in another document.
      if (!SHAPES_ONLY.test(inner) || /\sid=|url\(/.test(inner)) return whole;
      // In HTML an <svg> is in the SVG namespace without saying so.
      const lean = attrs.replace(' xmlns="http://www.w3.org/2000/svg"', '');
      return `<svg${lean}><use href="${SPRITE_TOKEN}#${sprite.idOf(inner)}"></use></svg>`;
    },
  );
}

/** Class names nothing selects (Chakra's `chakra-*` component and part names but `chakra-theme`, lucide's icon names). */
const UNSELECTED_CLASS = /^(?:chakra-(?!theme$)[a-z_-]+|lucide(?:-[a-z0-9-]+)?)$/;

const CLASS_ATTRIBUTE = / class="([^"]*)"/g;

/** Rewrites the names of each `class` attribute of the markup; an attribute left with none goes. */
export function mapClasses(html: string, rewrite: (names: string[]) => string[]): string {
  return html.replace(CLASS_ATTRIBUTE, (_, value: string) => {
    const names = rewrite(value.split(/\s+/).filter(Boolean));
    return names.length ? ` class="${names.join(' ')}"` : '';
  });
}

/** Every class name the markup's `class` attributes hold, each time it is used. */
export function* classesOf(html: string): Generator<string> {
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const c of value.split(/\s+/)) if (c) yield c;
}

export function dropUnselectedClasses(html: string): string {
  return mapClasses(html, (names) => names.filter((c) => !UNSELECTED_CLASS.test(c)));
}

/** Both, for the markup outside a page's islands. */
export function leanMarkup(html: string, sprite: IconSprite): string {
  return dropUnselectedClasses(spriteIcons(html, sprite));
}

/** The class names a stylesheet selects, to prove that none of the dropped ones is among them. */
export function selectedClasses(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

export function isDroppedClass(name: string): boolean {
  return UNSELECTED_CLASS.test(name);
}
