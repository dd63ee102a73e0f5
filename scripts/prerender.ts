import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MAP } from '../common/clinic/facts.ts';
import { HREFLANG } from '../common/i18n/locale.ts';
import { BUILD_INFO_PATH, buildInfoJson } from '../common/platform/site-origin.ts';
import { hindiFonts } from './lib/fonts.ts';
import { IconSprite, isDroppedClass, leanMarkup, SPRITE_TOKEN, selectedClasses } from './lib/lean-markup.ts';
import { markOutside, shortClasses } from './lib/short-classes.ts';
import { type KindStyles, type PageStyles, pageStyleTags, siteSheets, undeclaredVariables } from './lib/site-css.ts';
import { buildSiteOrigin } from './lib/site-origin.ts';
import { turnstileSiteKey } from './lib/turnstile-site-key.ts';
import { type PrerenderRoute, prerenderRoutes } from './routes.ts';

type RenderResult = { html: string; styles: PageStyles; islands: { id: string; name: string; load: string }[] };
type Render = (url: string, options: { outsideIslands: (html: string) => string }) => Promise<RenderResult>;

/**
 * Custom properties Chakra's CSS reads that no stylesheet declares, because the component that animates sets them on
 * its element at run time: the collapse keyframes' --height/--width (Ark measures the content), the slide keyframes'
 * --animate-from/to-x/y, the marquee's --marquee-translate, and the list recipe's --list-gap (set by a List's gap).
 * Any other undeclared one fails the build: a token dropped from the theme that a style still reads.
 */
const RUNTIME_VARIABLES: readonly string[] = [
  '--height',
  '--width',
  '--animate-from-x',
  '--animate-from-y',
  '--animate-to-x',
  '--animate-to-y',
  '--marquee-translate',
  '--list-gap',
];

/**
 * The kind of page a route is, for its stylesheet (scripts/lib/site-css.ts): pages of one kind are drawn by one
 * component (every service page by the detail page's), in either language. "home", "services", "service",
 * "conditions"… and "not-found" for the 404 pages.
 */
export function pageKind(route: Pick<PrerenderRoute, 'file'>): string {
  const file = route.file.replace(/^hi\//, '').replace(/\.html$/, '');
  if (file === 'index' || file === 'hi') return 'home';
  if (/(?:^|\/)404$/.test(file)) return 'not-found';
  const [first, ...rest] = file.split('/');
  if (!rest.length) return first;
  return { services: 'service', conditions: 'condition', doctors: 'doctor' }[first] ?? `${first}-${rest.join('-')}`;
}

/** React renders hoisted head tags (title, meta, link) first in a fragment; they belong in <head>. */
export function splitHoisted(html: string): { head: string; body: string } {
  const re = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*>|<link\s[^>]*>)/;
  let rest = html;
  const head: string[] = [];
  for (;;) {
    const m = re.exec(rest);
    if (!m) break;
    head.push(m[0]);
    rest = rest.slice(m[0].length);
  }
  // React writes the prop's name (hrefLang); HTML reads attributes in any case, but hreflang is how it is written.
  return { head: head.join('\n    ').replace(/ hrefLang=/g, ' hreflang='), body: rest };
}

/** Sets the page's language on <html> (the template says the site's, en-IN). */
export function withLang(page: string, lang: string): string {
  if (!/<html lang="[^"]*">/.test(page)) throw new Error('prerender: no <html lang="…"> in dist/index.html');
  const out = page.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
  if (!out.includes(`<html lang="${lang}">`)) throw new Error('prerender: no <html lang="…"> in dist/index.html');
  return out;
}

/** SHA-256 sources for every inline script the browser runs or applies (not JSON-LD), for the CSP. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  // Speculation rules too: Chromium ignores 'inline-speculation-rules' once the policy lists a hash, as it does
  // 'unsafe-inline'.
  for (const m of html.matchAll(
    /<script(?: type="(?:module|speculationrules)")?(?: async)?(?: data-[a-z]+="[^"]*")*>([\s\S]*?)<\/script>/g,
  )) {
    out.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  }
  return out;
}

/**
 * Security and caching headers for the static site (Pages applies _headers to assets, not to Functions: the API
 * sets its own). Scripts: same origin plus the hashes of what the prerender inlined, never 'unsafe-inline'.
 */
export function headersFile(
  scriptHashes: Iterable<string>,
  turnstile = Boolean(turnstileSiteKey()),
  sheet?: string,
): string {
  // Turnstile's widget is a script and a frame from Cloudflare, allowed only when the build configures it.
  const challenge = turnstile ? ' https://challenges.cloudflare.com' : '';
  const csp = [
    "default-src 'self'",
    // 'inline-speculation-rules': the page's <script type="speculationrules"> (JSON the browser reads, not code).
    ['script-src', `'self'${challenge}`, "'inline-speculation-rules'", ...[...new Set(scriptHashes)].sort()].join(' '),
    // Emotion inserts style rules at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP.origin}${challenge}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // Every page links the site's stylesheet: said in the answer's header too, Cloudflare sends it ahead as a 103 Early
    // Hint while the page is still being prepared, so a first visit's fetch of the sheet starts before the HTML comes.
    ...(sheet ? [`  Link: <${sheet}>; rel=preload; as=style`] : []),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/images/*',
    '  Cache-Control: public, max-age=604800',
    '',
  ].join('\n');
}

/**
 * Pages' _routes.json: which paths run the Functions. The middleware (functions/_middleware.ts) fills the clinic's
 * facts into every page, so every path does, but the hashed assets, the images and the site's plain files: they are
 * never pages, and a Function invocation costs a request of the plan's allowance.
 */
export function routesJson(): string {
  const exclude = ['/assets/*', '/images/*', '/favicon.svg', '/robots.txt', '/sitemap.xml', BUILD_INFO_PATH];
  return `${JSON.stringify({ version: 1, include: ['/*'], exclude }, null, 2)}\n`;
}

/**
 * The page's script, in two parts (decision 026, after decision 012):
 * - the inline one (web/src/boot.ts, a few hundred bytes) runs as soon as the parser reaches it and listens from the
 *   first paint: a press on a form is held, a reach into an island remembered. It costs no request, so the first paint
 *   of a throttled phone waits behind nothing; the CSP allows it by its hash;
 * - the runtime (web/src/entry-client.tsx, ~4 KB gzip) is a hashed, immutable file, cached after the first page, that
 *   the inline script fetches at the first reach, once the page is idle, or at once on a page that is the form (with
 *   a modulepreload link in its head, so it comes in while the page is parsed). Inline in every page, it was 40% of
 *   a page's gzip bytes again on every page.
 * The islands' React code is fetched when an island wakes.
 */
export function bootScript(code: string, runtime: string): string {
  if (!/^\/assets\/[\w.-]+\.js$/.test(runtime)) throw new Error(`prerender: not a runtime's path: ${runtime}`);
  const marks = code.split(RUNTIME_MARK).length - 1;
  if (marks !== 1) throw new Error(`prerender: the inline script names its runtime ${marks} times, not once`);
  const inline = code.replace(RUNTIME_MARK, runtime).trim();
  if (/\bimport\s*[{*\w]|\bexport\b|import\.meta/.test(inline))
    throw new Error('prerender: the inline script imports or exports: it must stand alone');
  if (/<\/script|<!--/i.test(inline)) throw new Error('prerender: the inline script contains </script or <!--');
  return `<script type="module" async>${inline}</script>`;
}

/** The placeholder in web/src/boot.ts that the prerender replaces with the runtime's URL. */
export const RUNTIME_MARK = '__CLINIC_RUNTIME__';

/**
 * The page's script tags: the inline script; on a page with an eager island, a modulepreload link for the runtime and
 * for what it imports statically (none today), as that page fetches it at once.
 */
export function entryTags(boot: string, runtime: string, preloads: string[], eager: boolean): string {
  const links = eager ? [runtime.slice(1), ...preloads].map((f) => `<link rel="modulepreload" href="/${f}">`) : [];
  return [bootScript(boot, runtime), ...links].join('\n    ');
}

/** The built inline script (Vite's `boot` entry, assets/boot-<hash>.js): its code, and the file is removed. */
export function takeBootScript(dist: string): string {
  const files = readdirSync(resolve(dist, 'assets')).filter((f) => /^boot-[\w-]+\.js$/.test(f));
  if (files.length !== 1)
    throw new Error(`prerender: ${files.length} built inline scripts (assets/boot-*.js), not one`);
  const file = resolve(dist, 'assets', files[0]);
  const code = readFileSync(file, 'utf8');
  rmSync(file);
  return code;
}

/**
 * A page whose every control works without script (links, the native menu, dialogs, tabs and FAQ, and forms that post
 * to the server's no-JS handlers until their island wakes) answers from its first paint: <html data-hydrated="true">
 * says so from the start. A page with an eager island (a page that is the form: booking, manage, desk) says it when
 * the runtime has hydrated that island. The runtime marks <html data-runtime="ready"> once it is running either way.
 */
export function markReady(page: string, islands: RenderResult['islands']): string {
  if (islands.some((i) => i.load === 'eager')) return page;
  const out = page.replace(/<html lang="([^"]*)">/, '<html lang="$1" data-hydrated="true">');
  if (out === page) throw new Error('prerender: no <html lang="…"> to mark');
  return out;
}

/** Takes Vite's entry script and its modulepreload links out of the HTML template, returning both. */
export function extractEntry(template: string): { template: string; entry: string; preloads: string[] } {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!script) throw new Error('prerender: no entry <script type="module"> in dist/index.html');
  const preloads: string[] = [];
  const rest = template
    .replace(script[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g, (_, f: string) => {
      preloads.push(f);
      return '';
    });
  return { template: rest, entry: script[1], preloads };
}

/**
 * sitemap.xml: every indexable page, each with its language alternates (itself, its twin, x-default = English), as
 * Google reads hreflang from a sitemap.
 */
export function sitemap(routes: PrerenderRoute[], origin: string): string {
  const entries = routes
    .filter((r) => r.indexable)
    .map((r) => {
      const en = r.locale === 'en' ? r.url : r.twin;
      const hi = r.locale === 'hi' ? r.url : r.twin;
      const alternates =
        en && hi
          ? [
              `    <xhtml:link rel="alternate" hreflang="${HREFLANG.en}" href="${origin}${en}"/>`,
              `    <xhtml:link rel="alternate" hreflang="${HREFLANG.hi}" href="${origin}${hi}"/>`,
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${en}"/>`,
            ]
          : [];
      return [`  <url>`, `    <loc>${origin}${r.url}</loc>`, ...alternates, `  </url>`].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * A kind's own rules as its pages' emotion tag lists them: without the ids of the rules renamed outside the islands
 * (scripts/lib/short-classes.ts), which emotion must not take for its own.
 */
function emotionsOwn(own: KindStyles | undefined, renamed: Map<string, string>): KindStyles | undefined {
  return own && { ...own, ids: own.ids.filter((id) => !renamed.has(id)) };
}

/**
 * Renders every route into the client build's directory (dist/ unless `outDir` says otherwise) with the SSR bundle
 * from `ssrDir`, and writes sitemap.xml, robots.txt, _headers (allowing Turnstile when `turnstile`), _routes.json and
 * build-info.json (the origin it was built for, which a deployed Function compares with its own SITE_ORIGIN). Returns
 * the number of pages.
 */
export async function prerender(
  root: string,
  {
    outDir = resolve(root, 'dist'),
    ssrDir = resolve(root, 'dist-ssr'),
    turnstile = Boolean(turnstileSiteKey()),
  }: { outDir?: string; ssrDir?: string; turnstile?: boolean } = {},
): Promise<number> {
  const dist = outDir;
  const { template, entry, preloads: entryPreloads } = extractEntry(readFileSync(resolve(dist, 'index.html'), 'utf8'));
  const boot = takeBootScript(dist);
  const { render } = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);
  const routes = prerenderRoutes();
  const origin = buildSiteOrigin();
  const hashes = new Set<string>();
  const fonts = hindiFonts(dist);

  // Every page is rendered first: their styles make the shared stylesheet and each kind of page's own rules (scripts/
  // lib/site-css.ts), their icons the sprite (scripts/lib/lean-markup.ts).
  const rendered: { route: PrerenderRoute; result: RenderResult }[] = [];
  mkdirSync(resolve(dist, 'assets'), { recursive: true });
  const sprite = new IconSprite();
  for (const route of routes) {
    rendered.push({
      route,
      result: await (render as Render)(route.url, { outsideIslands: (h) => markOutside(leanMarkup(h, sprite)) }),
    });
  }
  const short = shortClasses(rendered.map((r) => r.result.html));
  const sheets = siteSheets(
    rendered.map(({ route, result: { styles } }) => ({
      globals: styles.globals,
      rules: styles.rules.map((r) => ({ id: r.id, css: short.css(r.css) })),
      kind: pageKind(route),
    })),
    { after: fonts.css },
  );
  const allCss = [sheets.shared, ...sheets.kinds.values()].map((s) => s.css).join('');
  const selected = [...selectedClasses(allCss)].filter(isDroppedClass);
  if (selected.length) throw new Error(`prerender: the CSS selects classes the markup drops: ${selected.join(' ')}`);
  const icons = sprite.file();
  writeFileSync(resolve(dist, 'assets', icons.name), icons.svg);
  const undeclared = undeclaredVariables(allCss, RUNTIME_VARIABLES);
  if (undeclared.length)
    throw new Error(`prerender: the CSS reads variables it never declares: ${undeclared.join(' ')}`);
  if (sheets.conflicts)
    console.warn(`prerender: ${sheets.conflicts} pair(s) of rules were in opposite orders on two pages`);
  writeFileSync(resolve(dist, sheets.shared.file), sheets.shared.css);

  for (const { route, result } of rendered) {
    const { html, styles, islands } = result;
    const { head, body } = splitHoisted(html);
    let page = markReady(withLang(template, route.lang), islands)
      .replace(
        '<!--app-head-->',
        [
          head,
          pageStyleTags(styles, sheets.shared, emotionsOwn(sheets.kinds.get(pageKind(route)), short.names)),
          route.locale === 'hi' ? fonts.head : '',
          entryTags(
            boot,
            entry,
            entryPreloads,
            islands.some((i) => i.load === 'eager'),
          ),
        ]
          .filter(Boolean)
          .join('\n    '),
      )
      .replace('<!--app-html-->', body)
      .replaceAll(SPRITE_TOKEN, `/assets/${icons.name}`);
    page = short.page(page);
    for (const h of inlineScriptHashes(page)) hashes.add(h);
    const out = resolve(dist, route.file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, page);
  }

  writeFileSync(resolve(dist, 'sitemap.xml'), sitemap(routes, origin));
  writeFileSync(resolve(dist, '_headers'), headersFile(hashes, turnstile, `/${sheets.shared.file}`));
  writeFileSync(resolve(dist, '_routes.json'), routesJson());
  writeFileSync(resolve(dist, BUILD_INFO_PATH.slice(1)), buildInfoJson(origin));
  writeFileSync(resolve(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  return routes.length;
}
