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
 * font-display: optional: a phone that has the face installed (Android's Devanagari font is Noto) uses it at once via
 * local(); elsewhere the first Hindi page shows the system's Devanagari font if the file is not there within ~100 ms,
 * and later pages use it from the cache. So the font never delays the first paint or moves text that is on screen.
 */
const WEIGHTS = [
  { weight: 400, local: ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular'] },
  { weight: 600, local: ['Noto Sans Devanagari SemiBold', 'NotoSansDevanagari-SemiBold'] },
] as const;

/** The subset's code points, as @fontsource declares them. */
const DEVANAGARI_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

/** What the Hindi pages' text is set in: the web font first for Devanagari, the site's system stack for the rest. */
const HINDI_STACK =
  "'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

/**
 * Copies the font files into <dist>/assets/fonts/ (content-hashed names, so the immutable cache applies) and returns
 * the <style> the Hindi pages carry in their <head>: the @font-face rules, the font stack, and Devanagari's spacing
 * (taller lines for the vowel signs above and below, no letter spacing, which would break the headline joining letters).
 */
export function hindiFontStyle(dist: string): string {
  const require = createRequire(import.meta.url);
  const pkg = dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'));
  mkdirSync(resolve(dist, 'assets/fonts'), { recursive: true });
  const faces = WEIGHTS.map(({ weight, local }) => {
    const source = resolve(pkg, `files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`);
    const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
    const name = `noto-sans-devanagari-${weight}-${hash}.woff2`;
    copyFileSync(source, resolve(dist, 'assets/fonts', name));
    const src = [...local.map((l) => `local('${l}')`), `url(/assets/fonts/${name}) format('woff2')`].join(',');
    return `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-weight:${weight};font-display:optional;src:${src};unicode-range:${DEVANAGARI_RANGE}}`;
  });
  const rules = [
    ...faces,
    `html[lang=hi]{--chakra-fonts-body:${HINDI_STACK};--chakra-fonts-heading:${HINDI_STACK}}`,
    'html[lang=hi] body{line-height:1.75}',
    'html[lang=hi] :is(p,li,dd,label,td,th){line-height:1.75}',
    'html[lang=hi] :is(h1,h2,h3,h4,h5,h6){line-height:1.45}',
    'html[lang=hi] *{letter-spacing:0}',
  ];
  return `<style>${rules.join('')}</style>`;
}
