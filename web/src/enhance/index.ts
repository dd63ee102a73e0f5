import { enhanceAuthDialogs } from './auth-dialogs';

let done = false;

/**
 * Adds the little script some native controls need (no React): call once, as early as the page's script runs.
 * Everything else in the page chrome — links, the phone menu, the FAQ, the doctor's tabs, the floating buttons —
 * is HTML and CSS and needs none. Each enhancement listens on `document`, so it also covers markup that React
 * renders or replaces later. A second call does nothing.
 */
export function enhance(): void {
  if (done) return;
  done = true;
  enhanceAuthDialogs();
}
