/**
 * Turnstile's public site key for a build: VITE_TURNSTILE_SITE_KEY, else TURNSTILE_SITE_KEY (the name the Function
 * reads, so a deployment sets one name for both), else '' (the check is off). The client bundle embeds it
 * (vite.config.ts) and the CSP allows Cloudflare's script and frame only when it is set (scripts/prerender.ts).
 */
export function turnstileSiteKey(env: Record<string, string | undefined> = process.env): string {
  return (env.VITE_TURNSTILE_SITE_KEY || env.TURNSTILE_SITE_KEY || '').trim();
}
