/**
 * The site's public origin: where canonical links, the sitemap and every link in an e-mail point (decision 015). A
 * manage or privacy link carries its token in the fragment, so a page at a wrong origin could read it and act on it:
 * a deployment refuses to run unless its origin is set, is not the stand-in, and is the one its pages were built for.
 */

/**
 * The placeholder origin this repository ships with (both wrangler.toml files, the build's default). A deployment
 * refuses it (functions/platform/flags.ts, scripts/deploy.ts). Should the clinic really own this domain, change it here.
 */
export const STAND_IN_ORIGIN = 'https://delhichestclinic.in';

/** Where the build records the origin it was built for, for the Function to compare with its own (env.ASSETS). */
export const BUILD_INFO_PATH = '/build-info.json';

/**
 * `value` as an origin (`https://host[:port]`, lower case, no trailing slash), or null when it is not an https://
 * origin: no path, query, fragment or credentials.
 */
export function httpsOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' || /[?#]/.test(value)) return null;
  return url.origin;
}

/** The text of build-info.json for a build made for `origin`. */
export function buildInfoJson(origin: string): string {
  return `${JSON.stringify({ origin })}\n`;
}

/** The origin recorded in a build-info.json text, or null when it holds none (normalised as httpsOrigin does). */
export function parseBuildInfo(text: string): string | null {
  try {
    const info = JSON.parse(text) as { origin?: unknown };
    return typeof info?.origin === 'string' ? httpsOrigin(info.origin) : null;
  } catch {
    return null;
  }
}
