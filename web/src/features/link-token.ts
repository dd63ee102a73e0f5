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
