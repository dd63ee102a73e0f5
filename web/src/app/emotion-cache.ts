import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, type Middleware, prefixer } from 'stylis';
import { EMOTION_KEY, SITE_SHEET_ATTRIBUTE } from './site-sheet';

/**
 * The properties a browser the clinic's patients use may still need a vendor prefix for (Safari before 18 reads
 * -webkit-user-select, -webkit-backdrop-filter and -webkit-text-size-adjust only). Emotion's default prefixer writes
 * every prefix of the last decade: -webkit-box/-ms-flexbox for flex, -moz-/-ms-translate, @-webkit-keyframes and three
 * copies of each ::placeholder rule, 15 % of the CSS's bytes, each one a declaration the browser parses and drops.
 */
const STILL_PREFIXED =
  /^(?:user-select|text-size-adjust|backdrop-filter|box-decoration-break|background-clip|mask|hyphens)/;

/** Stylis' prefixer, run only on the declarations above (decision 026). */
export const modernPrefixer: Middleware = (element, index, children, callback) => {
  if (element.type === DECLARATION && STILL_PREFIXED.test(String(element.props)))
    return prefixer(element, index, children, callback);
  return undefined;
};

export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY, stylisPlugins: [modernPrefixer] });
}

/**
 * Tells the browser's emotion which class rules the site's stylesheets already have: every `.css-<id>` its rules
 * select (inside @media and @layer too). Without it, hydrating an island would insert its rules a second time, after
 * the sheet, where they would also change the order of the cascade. Returns how many ids it adopted.
 */
export function adoptSiteSheet(cache: EmotionCache, doc: Document = document): number {
  let adopted = 0;
  for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>(`link[${SITE_SHEET_ATTRIBUTE}]`))) {
    try {
      if (link.sheet) adopted += adoptRules(cache, link.sheet.cssRules);
    } catch {
      // A sheet not loaded (or not readable): its rules are inserted again when used, as without it.
    }
  }
  return adopted;
}

function adoptRules(cache: EmotionCache, rules: CSSRuleList): number {
  const prefix = new RegExp(`\\.${cache.key}-([a-zA-Z0-9_-]+)`, 'g');
  let adopted = 0;
  const walk = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if ('selectorText' in rule) {
        for (const m of String(rule.selectorText).matchAll(prefix)) {
          if (cache.inserted[m[1]] === undefined) adopted++;
          cache.inserted[m[1]] = true;
        }
      }
      if ('cssRules' in rule && rule.cssRules) walk(rule.cssRules as CSSRuleList);
    }
  };
  walk(rules);
  return adopted;
}
