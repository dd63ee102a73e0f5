/**
 * The attribute that marks the site's stylesheet link in every prerendered page: written by the prerender
 * (scripts/lib/site-css.ts), read by the islands' emotion cache (web/src/app/emotion-cache.ts). No DOM here, so the
 * build's Node scripts import it too.
 */
export const SITE_SHEET_ATTRIBUTE = 'data-site-css';
