/**
 * Ports of the browser tests' servers: the site as `npm run build` makes it on E2E_PORT (default 8799), and its
 * Turnstile variant on E2E_TURNSTILE_PORT (default: the next port). Read by playwright.config.ts, the servers and
 * the specs that need the variant.
 */
export function e2ePort(env: Record<string, string | undefined> = process.env): number {
  return Number(env.E2E_PORT || 8799);
}

export function e2eTurnstilePort(env: Record<string, string | undefined> = process.env): number {
  return Number(env.E2E_TURNSTILE_PORT || e2ePort(env) + 1);
}
