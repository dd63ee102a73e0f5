/**
 * The attribute that marks the site's stylesheet link in every prerendered page: written by the prerender
 * (scripts/lib/site-css.ts), read by the islands' emotion cache (web/src/app/emotion-cache.ts); and emotion's key. No
 * DOM here, so the build's Node scripts import it too.
 */
export const SITE_SHEET_ATTRIBUTE = 'data-site-css';

/**
 * Emotion's cache key, one on server and client, so the client adopts the prerendered <style data-emotion="css …">
 * tags; its class names are `css-<id>` (renamed outside the islands by scripts/lib/short-classes.ts).
 */
export const EMOTION_KEY = 'css';
