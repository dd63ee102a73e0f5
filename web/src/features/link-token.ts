import { type RefObject, useEffect, useRef } from 'react';

/**
 * The links e-mailed to patients (/manage#<token>, /privacy/request#<token>) carry their token in the URL's fragment,
 * which never reaches a server. The pages read it once, take it out of the address bar and keep it in memory: it goes
 * only into POST bodies, never into a URL, a log or storage.
 */

/** A token's shape (43 base64url characters), as the API checks it. */
const TOKEN_AT_START = /^[A-Za-z0-9_-]{43}/;

/**
 * The token of the link the page was opened with (its fragment), or '' for none. Only its first 43 characters count:
 * a mail client that linkifies plain text may take a closing bracket or full stop along with the link.
 */
export function tokenFromHash(hash: string): string {
  return TOKEN_AT_START.exec(hash.replace(/^#/, ''))?.[0] ?? '';
}

/** Takes the token out of the address bar and the history entry, keeping the router's own state. */
export function forgetHash(): void {
  const { pathname, search, hash } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * Reads the link's token into `token` once, takes it out of the address bar, and calls `open`; again when another
 * link is opened in the same tab while the page shows (the browser then changes only the fragment, no new load).
 */
export function useLinkToken(token: RefObject<string | null>, open: () => void): void {
  useEffect(() => {
    // Read once (a second run, as in React's development mode, finds the fragment already gone).
    if (token.current === null) {
      token.current = tokenFromHash(window.location.hash);
      forgetHash();
    }
    open();
    const onHash = () => {
      const next = tokenFromHash(window.location.hash);
      if (!next) return;
      forgetHash();
      token.current = next;
      open();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [token, open]);
}

/** Moves focus to a new screen's heading (not on the first, loading one), for keyboard and screen reader users. */
export function useHeadingFocus(screenName: string, heading: RefObject<HTMLHeadingElement | null>): void {
  const shown = useRef(false);
  useEffect(() => {
    if (screenName === 'loading') return;
    if (shown.current || document.activeElement === document.body || !document.activeElement) {
      heading.current?.focus();
    }
    shown.current = true;
  }, [screenName, heading]);
}
