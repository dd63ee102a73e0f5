/**
 * The markup the page's two scripts read (web/src/boot.ts, which must stand alone in the page, and the runtime,
 * web/src/entry-client.tsx): plain strings, which the bundler writes into each script where they are used
 * (vite.config.ts: `inlineConst`), so the inline script imports nothing.
 */

/** An island's wrapper (web/src/islands/island.tsx). */
export const ISLAND = '[data-island]';
/** An island that hydrates as soon as the runtime runs (a page that is the form). */
export const EAGER_ISLAND = '[data-island][data-load="eager"]';
/** A follow-up reminder's link to the booking page (decision 025): its form wakes at once. */
export const FOLLOWUP_HASH = '#followup=';
