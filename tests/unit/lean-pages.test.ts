import { compile, middleware, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import {
  dropUnselectedClasses,
  IconSprite,
  SPRITE_TOKEN,
  selectedClasses,
  spriteIcons,
} from '../../scripts/lib/lean-markup';
import { cssFigures, firstStyleLayout } from '../../scripts/lib/page-weight';
import { markOutside, OUTSIDE, shortClasses } from '../../scripts/lib/short-classes';
import {
  HOLD_FOR_STYLES,
  mergeOrder,
  pageStyleTags,
  siteSheets,
  undeclaredVariables,
} from '../../scripts/lib/site-css';
import { modernPrefixer } from '../../web/src/app/emotion-cache';

const CHEVRON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="lucide lucide-chevron-right css-abc" aria-hidden="true"><path d="m9 18 6-6-6-6"></path></svg>';

describe('one stylesheet for the site (scripts/lib/site-css.ts)', () => {
  it("keeps every page's order of rules where the pages agree", () => {
    expect(mergeOrder([['a', 'b', 'd'], ['b', 'c', 'd'], ['e']])).toEqual({
      order: ['a', 'b', 'c', 'd', 'e'],
      conflicts: 0,
    });
    // A rule first seen late on one page but early on another still comes before what follows it anywhere.
    expect(
      mergeOrder([
        ['x', 'z'],
        ['y', 'x'],
      ]).order,
    ).toEqual(['y', 'x', 'z']);
  });

  it('counts two pages that put the same rules in opposite orders, and still places each rule once', () => {
    const { order, conflicts } = mergeOrder([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(conflicts).toBe(1);
    expect([...order].sort()).toEqual(['a', 'b']);
  });

  it("writes the globals, the rules most pages use and the home page's into the shared sheet; each kind keeps the rest", () => {
    const page = (kind: string, rules: string[]) => ({
      kind,
      globals: [{ id: 'g1', css: '@layer reset,base;' }],
      rules: rules.map((id) => ({ id, css: `.css-${id}{color:red;}` })),
    });
    const pages = [page('home', ['a', 'h']), page('service', ['a', 'b']), page('service', ['a', 'b', 's'])];
    const sheets = siteSheets(pages);
    expect(sheets.shared.css).toBe('@layer reset,base;.css-a{color:red;}.css-h{color:red;}.css-b{color:red;}');
    expect(sheets.kinds.get('home')).toBeUndefined();
    expect(sheets.kinds.get('service')).toEqual({ ids: ['s'], css: '.css-s{color:red;}' });
    expect(sheets.shared.file).toMatch(/^assets\/site-[0-9a-f]{12}\.css$/);
    expect(sheets.shared.href).toBe(`/${sheets.shared.file}`);
    // The name is the hash of the text: the same rules, the same file; other rules, another.
    expect(siteSheets(pages).shared.file).toBe(sheets.shared.file);
    expect(siteSheets([page('home', ['a']), page('service', ['a'])]).shared.file).not.toBe(sheets.shared.file);
    // Without the home page among the shared kinds, its own rule is its own.
    expect(siteSheets(pages, { sharedKinds: [] }).kinds.get('home')).toEqual({ ids: ['h'], css: '.css-h{color:red;}' });
    // The site's own CSS (the Hindi fonts) ends the shared sheet, and is part of its name.
    const withFonts = siteSheets(pages, { after: 'html[lang=hi]{x:1}' }).shared;
    expect(withFonts.css).toBe(`${sheets.shared.css}html[lang=hi]{x:1}`);
    expect(withFonts.file).not.toBe(sheets.shared.file);
  });

  it('stops when one id was rendered with two different texts', () => {
    expect(() =>
      siteSheets([
        { kind: 'home', globals: [], rules: [{ id: 'a', css: '.css-a{color:red;}' }] },
        { kind: 'home', globals: [], rules: [{ id: 'a', css: '.css-a{color:blue;}' }] },
      ]),
    ).toThrow(/two different CSS texts/);
  });

  it("gives a page the shared sheet's link, an empty tag per global style, its kind's rules as emotion writes them, and the hold", () => {
    expect(
      pageStyleTags(
        { globals: [{ id: 'ad1', css: 'x' }] },
        { href: '/assets/site-1.css' },
        { ids: ['s', 't'], css: '.css-s{}' },
      ),
    ).toBe(
      '<link rel="stylesheet" href="/assets/site-1.css" data-site-css><style data-emotion="css-global ad1"></style>' +
        `<style data-emotion="css s t">.css-s{}</style>${HOLD_FOR_STYLES}`,
    );
    expect(pageStyleTags({ globals: [] }, { href: '/a.css' })).toBe(
      `<link rel="stylesheet" href="/a.css" data-site-css>${HOLD_FOR_STYLES}`,
    );
    // Rules all renamed outside the islands: a plain tag, whose rules emotion does not take for its own.
    expect(pageStyleTags({ globals: [] }, { href: '/a.css' }, { ids: [], css: '.a{}' })).toBe(
      `<link rel="stylesheet" href="/a.css" data-site-css><style>.a{}</style>${HOLD_FOR_STYLES}`,
    );
    // A classic inline script (no type, not async): the parser waits for the stylesheet before running it.
    expect(HOLD_FOR_STYLES).toMatch(/^<script>[^<]+<\/script>$/);
  });

  it('finds a variable read without a fallback that nothing declares, and only that', () => {
    const css = ':root{--a:1px;}.x{width:var(--a);height:var(--b);margin:var(--c, 0);top:var(--height);}';
    expect(undeclaredVariables(css)).toEqual(['--b', '--height']);
    expect(undeclaredVariables(css, ['--height'])).toEqual(['--b']);
  });
});

describe('leaner markup (scripts/lib/lean-markup.ts)', () => {
  it("draws a small icon's shapes from the sprite, keeping its size, colour, class and label attributes", () => {
    const sprite = new IconSprite();
    const out = spriteIcons(`<p>${CHEVRON}${CHEVRON}</p>`, sprite);
    const id = sprite.idOf('<path d="m9 18 6-6-6-6"></path>');
    const lean = `<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" class="lucide lucide-chevron-right css-abc" aria-hidden="true"><use href="${SPRITE_TOKEN}#${id}"></use></svg>`;
    expect(out).toBe(`<p>${lean}${lean}</p>`);
    expect(sprite.size).toBe(1);
    const file = sprite.file();
    expect(file.svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg"><defs><g id="${id}"><path d="m9 18 6-6-6-6"></path></g></defs></svg>\n`,
    );
    expect(file.name).toMatch(/^icons-[0-9a-f]{12}\.svg$/);
  });

  it('numbers the icons in the order it meets them, one id per shape set', () => {
    const sprite = new IconSprite();
    const ids = ['<path d="a"></path>', '<path d="b"></path>', '<path d="a"></path>'].map((s) => sprite.idOf(s));
    expect(ids).toEqual(['i0', 'i1', 'i0']);
    for (let n = 2; n < 40; n++) sprite.idOf(`<path d="${n}"></path>`);
    expect(sprite.idOf('<path d="39"></path>')).toBe('i13');
    expect(sprite.size).toBe(40);
    expect(new Set(sprite.file().svg.match(/id="i\w+"/g)).size).toBe(40);
  });

  it('leaves an SVG alone when it is large, has a title, ids, gradients or text', () => {
    const sprite = new IconSprite();
    const keep = [
      '<svg width="320" height="200" viewBox="0 0 320 200"><path d="M0 0h1"></path></svg>',
      '<svg width="16" height="16"><title>Phone</title><path d="M0 0h1"></path></svg>',
      '<svg width="16" height="16"><path id="p" d="M0 0h1"></path></svg>',
      '<svg width="16" height="16"><path fill="url(#g)" d="M0 0h1"></path></svg>',
      '<svg width="16" height="16"><text x="1">A</text></svg>',
      '<svg viewBox="0 0 24 24"><path d="M0 0h1"></path></svg>',
    ];
    for (const svg of keep) expect(spriteIcons(svg, sprite)).toBe(svg);
    expect(sprite.size).toBe(0);
  });

  it("drops the class names nothing selects and keeps emotion's and any other", () => {
    expect(dropUnselectedClasses('<a class="chakra-link css-1x">a</a><svg class="lucide lucide-x"></svg>')).toBe(
      '<a class="css-1x">a</a><svg></svg>',
    );
    expect(dropUnselectedClasses('<div class="chakra-theme light"></div>')).toBe(
      '<div class="chakra-theme light"></div>',
    );
  });

  it('reads the classes a stylesheet selects, for the build to prove none of the dropped ones is', () => {
    expect([...selectedClasses('.css-a:hover>.chakra-theme, .b .c-d{x:1}')]).toEqual([
      'css-a',
      'chakra-theme',
      'b',
      'c-d',
    ]);
  });
});

describe('page weight (scripts/lib/page-weight.ts)', () => {
  it('counts style rules inside at-rules, not keyframe steps, and distinct custom properties', () => {
    const css =
      ':root{--a:1;--b:2;}@layer base{.x{--a:3;color:red;}}@media (min-width:1px){.y,.z{color:blue;}}@keyframes k{from{opacity:0;}50%{opacity:.5;}to{opacity:1;}}';
    expect(cssFigures(css)).toEqual({ customProperties: 2, rules: 3 });
  });

  it("sums the style and layout of the page's main thread up to its first contentful paint", () => {
    const M = { pid: 1, tid: 2 };
    const events = [
      { ph: 'M', name: 'thread_name', ts: 0, ...M, args: { name: 'CrRendererMain' } },
      { ph: 'X', name: 'ThreadControllerImpl::RunTask', ts: 100, dur: 30_000, tdur: 20_000, ...M },
      { ph: 'X', name: 'UpdateLayoutTree', ts: 200, dur: 6000, tdur: 5000, ...M },
      { ph: 'X', name: 'Layout', ts: 7000, dur: 12_000, tdur: 10_000, ...M },
      { ph: 'X', name: 'Layout', ts: 40_000, dur: 2000, ...M },
      { ph: 'I', name: 'firstContentfulPaint', ts: 45_000, ...M },
      // After the first paint, and another thread's: not counted.
      { ph: 'X', name: 'Layout', ts: 50_000, dur: 9000, ...M },
      { ph: 'X', name: 'Layout', ts: 1000, dur: 9000, pid: 1, tid: 3 },
    ];
    expect(firstStyleLayout(events)).toEqual({ styleMs: 5, layoutMs: 12, totalMs: 17, longestTaskMs: 20 });
    expect(firstStyleLayout(events.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
  });
});

describe("emotion's prefixer, trimmed (web/src/app/emotion-cache.ts)", () => {
  const css = (text: string) => serialize(compile(text), middleware([modernPrefixer, stringify]));

  it('writes no prefixes a current browser ignores', () => {
    expect(css('.a{display:flex;align-items:center;transform:translateX(1px);appearance:none;}')).toBe(
      '.a{display:flex;align-items:center;transform:translateX(1px);appearance:none;}',
    );
    expect(css('.a::placeholder{color:red;}')).toBe('.a::placeholder{color:red;}');
    expect(css('@keyframes k{from{opacity:0;}}')).toBe('@keyframes k{from{opacity:0;}}');
  });

  it('keeps the prefixes Safari still reads', () => {
    expect(css('.a{user-select:none;}')).toContain('-webkit-user-select:none;');
    expect(css('.a{backdrop-filter:blur(2px);}')).toContain('-webkit-backdrop-filter:blur(2px);');
    expect(css('.a{text-size-adjust:100%;}')).toContain('-webkit-text-size-adjust:100%;');
  });
});

describe('short class names outside the islands (scripts/lib/short-classes.ts)', () => {
  // A page as the prerender has it: its own markup marked as rendered, then an island's markup put in.
  const page = (own: string, island: string) => markOutside(own).replace('<i-slot></i-slot>', island);

  it("renames the classes no island renders, the most used first, and leaves an island's names as emotion wrote them", () => {
    const pages = [
      page(
        '<main class="css-b css-a"><p class="css-b">x</p><i-slot></i-slot><p class="css-c light">y</p></main>',
        '<form class="css-c css-d"></form>',
      ),
      page('<main class="css-b"><i-slot></i-slot></main>', '<form class="css-d"></form>'),
    ];
    const short = shortClasses(pages);
    // css-b three times, css-a once; css-c is also an island's (on the first page), css-d only an island's.
    expect([...short.names]).toEqual([
      ['b', 'a'],
      ['a', 'b'],
    ]);
    expect(short.page(pages[0])).toBe(
      '<main class="a b"><p class="a">x</p><form class="css-c css-d"></form><p class="css-c light">y</p></main>',
    );
    expect(short.page(pages[1])).toBe('<main class="a"><form class="css-d"></form></main>');
    expect(short.css('.css-a{x:1}.css-b:hover>.css-c,.css-bb{y:2}@media (min-width:1px){.css-b{z:3}}')).toBe(
      '.b{x:1}.a:hover>.css-c,.css-bb{y:2}@media (min-width:1px){.a{z:3}}',
    );
  });

  it('never gives a name a class of the markup already has', () => {
    const short = shortClasses([markOutside('<p class="a css-x"></p><p class="c css-y css-x"></p>')]);
    expect(short.names.get('x')).toBe('b');
    expect(short.names.get('y')).toBe('d');
  });

  it('runs to two and three characters past the 26 letters', () => {
    const html = markOutside(
      Array.from(
        { length: 30 },
        (_, n) => `<p class="${Array.from({ length: 30 - n }, () => `css-k${n}`).join(' ')}"></p>`,
      ).join(''),
    );
    const names = [...shortClasses([html]).names.values()];
    expect(names.slice(24, 30)).toEqual(['y', 'z', 'aa', 'ab', 'ac', 'ad']);
  });

  it('refuses a page that still holds a marked class, and marks only emotion classes', () => {
    expect(markOutside('<p class="css-a chakra-theme"></p>')).toBe(`<p class="${OUTSIDE}css-a chakra-theme"></p>`);
    const short = shortClasses([]);
    expect(() => short.page(`<p class="${OUTSIDE}css-a"></p>`)).not.toThrow();
    expect(short.page(`<p class="${OUTSIDE}css-a"></p>`)).toBe('<p class="css-a"></p>');
    expect(() => short.page(`<p title="${OUTSIDE}"></p>`)).toThrow(/marked class/);
  });
});
