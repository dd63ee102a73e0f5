import { enhanceAuthDialogs } from './auth-dialogs';
import { enhanceMaps } from './map';

let done = false;

/**
 * Adds the little script some native controls need (no React): call once, as early as the page's script runs.
 * Everything else in the page chrome — links, the phone menu, the FAQ, the doctor's tabs, the floating buttons —
 * is HTML and CSS and needs none. Each enhancement listens on `document` (or looks its elements up once), so it also
 * covers markup that an island renders later. A second call does nothing.
 */
export function enhance(): void {
  if (done) return;
  done = true;
  enhanceAuthDialogs();
  enhanceMaps();
}
