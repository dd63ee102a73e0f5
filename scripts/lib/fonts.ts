import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

/**
 * The Hindi pages' typeface: Noto Sans Devanagari, self-hosted from @fontsource, its Devanagari subset only, in the two
 * weights the site's text uses most (400 for text; 600 for semibold and bold headings: 500 falls back to 400, 700 to
 * 600). Only Hindi pages declare it, so English pages (whose one Devanagari word is the "हिन्दी" switch) never fetch
 * it; unicode-range keeps Latin text, digits included, in the system font on Hindi pages too.
 *
 * When it is used: never on a patient's first Hindi page, which is set in the phone's own Devanagari font (Android's
 * is this same Noto face; iOS, Windows and macOS have theirs), so ~100 KB of font never competes with the page on a
 * slow link nor delays its largest paint. Two seconds after that page has loaded and painted, and unless the browser
 * asks to save data, a small script in the head fetches the two files at low priority into the HTTP cache (immutable,
 * hashed names) and remembers it in localStorage; from the next Hindi page on, the same script marks
 * <html data-font="hi"> before the first paint and the face is used from the cache, so no text ever changes face on
 * screen. The mark is keyed by the files' hashes: a new font file is fetched before it is used. font-display: optional
 * still guards a cache that was cleared (the system font is kept rather than the page waiting).
 */
const WEIGHTS = [
  { weight: 400, local: ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular'] },
  { weight: 600, local: ['Noto Sans Devanagari SemiBold', 'NotoSansDevanagari-SemiBold'] },
] as const;

/** The subset's code points, as @fontsource declares them. */
const DEVANAGARI_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

/**
 * The web font's family name. Not 'Noto Sans Devanagari': the site's font stack names that family for a face the
 * system has, and a web font of the same name would be fetched by every Hindi page's first layout.
 */
const FAMILY = 'Clinic Devanagari';

/**
 * What a Hindi page's text is set in before the face is cached: the system's Noto Sans Devanagari first, where it has
 * one by that name (desktop Linux; phones find their own Devanagari face by fallback), then the site's system
 * stack. Named first, it draws the Devanagari text (and the digits) at the first family; named last, as in the site's
 * stack, each run of Devanagari walked the seven families before it: on a cold Chromium under Linux that was 149 font
 * look-ups in /hi's first layout against 40 (each a call to the browser process), and about 40 ms of layout. Its
 * face has no Latin letters, which stay in the system font.
 */
const SYSTEM_HINDI_STACK = `'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif`;

/** What the Hindi pages' text is set in once the face is cached: it first for Devanagari, the stack above after. */
const HINDI_STACK = `'${FAMILY}', ${SYSTEM_HINDI_STACK}`;

/** The localStorage key that says the font files (of the version its value names) are in the HTTP cache. */
export const FONT_CACHED_KEY = 'clinic-font-hi';

/**
 * How long after the first page's first contentful paint (and its load event, whichever is later) the files are
 * fetched, at idle. `load` can come before the first paint (a slow phone, or headless Chromium on a busy host: load
 * 389 ms, first paint 468 ms, the fetches at 485 ms); fetched then, the ~100 KB competed with the page's own paint,
 * and Lighthouse counted them into /hi's largest paint (1.16 and 1.42 × the no-JS page on 2026-11-25). The files are
 * for the next page, so they wait until this one has shown itself.
 */
export const FONT_FETCH_DELAY_MS = 2000;

/**
 * The head script (classic, inline, allowed by its CSP hash; ~0.6 KB): before the first paint it marks the page when
 * the face is cached; otherwise, once the page has loaded, has painted its content (where the browser reports paints),
 * FONT_FETCH_DELAY_MS have passed and the main thread is idle, it fetches the files.
 */
function fontScript(version: string, urls: string[]): string {
  const code = `(function(d,k,v,u){try{if(localStorage.getItem(k)===v){d.setAttribute('data-font','hi');return}}catch(e){return}
var c=navigator.connection;if(c&&c.saveData)return;
function get(){Promise.all(u.map(function(x){return fetch(x,{priority:'low'}).then(function(r){if(!r.ok)throw new Error(r.status);return r.arrayBuffer()})})).then(function(){try{localStorage.setItem(k,v)}catch(e){}},function(){})}
function idle(){window.requestIdleCallback?requestIdleCallback(get,{timeout:5000}):setTimeout(get,1000)}
function later(){setTimeout(idle,${FONT_FETCH_DELAY_MS})}
function painted(){var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return later();try{var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}});o.observe({type:'paint',buffered:true})}catch(e){later()}}
document.readyState==='complete'?painted():addEventListener('load',painted,{once:true})})(document.documentElement,${JSON.stringify(FONT_CACHED_KEY)},${JSON.stringify(version)},${JSON.stringify(urls)})`;
  return `<script>${code.replace(/\n/g, '')}</script>`;
}

/**
 * Copies the font files into <dist>/assets/fonts/ (content-hashed names, so the immutable cache applies) and returns
 * what the Hindi pages need: `head`, the script above, which each Hindi page carries in its <head>; and `css`, for
 * the site's shared stylesheet: the @font-face rules, the two font stacks (the system's Devanagari face first; the web
 * font first once the face is cached), and Devanagari's spacing (taller lines for the vowel signs above and below, no
 * letter spacing, which would break the headline joining letters), whichever face draws it. Every rule but the faces
 * is scoped to html[lang=hi], and a face is fetched only by text set in its family, which no English page names; in
 * the cached sheet they cost a Hindi page nothing (they were ~0.4 KB of each one's gzip, inline).
 */
export function hindiFonts(dist: string): { head: string; css: string } {
  const require = createRequire(import.meta.url);
  const pkg = dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'));
  mkdirSync(resolve(dist, 'assets/fonts'), { recursive: true });
  const files = WEIGHTS.map(({ weight, local }) => {
    const source = resolve(pkg, `files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`);
    const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
    const url = `/assets/fonts/noto-sans-devanagari-${weight}-${hash}.woff2`;
    copyFileSync(source, resolve(dist, url.slice(1)));
    const src = [...local.map((l) => `local('${l}')`), `url(${url}) format('woff2')`].join(',');
    return {
      url,
      hash,
      face: `@font-face{font-family:'${FAMILY}';font-style:normal;font-weight:${weight};font-display:optional;src:${src};unicode-range:${DEVANAGARI_RANGE}}`,
    };
  });
  const rules = [
    ...files.map((f) => f.face),
    `html[lang=hi]{--chakra-fonts-body:${SYSTEM_HINDI_STACK};--chakra-fonts-heading:${SYSTEM_HINDI_STACK}}`,
    `html[lang=hi][data-font=hi]{--chakra-fonts-body:${HINDI_STACK};--chakra-fonts-heading:${HINDI_STACK}}`,
    'html[lang=hi] body{line-height:1.75}',
    'html[lang=hi] :is(p,li,dd,label,td,th){line-height:1.75}',
    'html[lang=hi] :is(h1,h2,h3,h4,h5,h6){line-height:1.45}',
    'html[lang=hi] *{letter-spacing:0}',
  ];
  const version = files.map((f) => f.hash).join('.');
  return {
    head: fontScript(
      version,
      files.map((f) => f.url),
    ),
    css: rules.join(''),
  };
}
