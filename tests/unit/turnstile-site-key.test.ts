import { describe, expect, it } from 'vitest';
import { turnstileSiteKey } from '../../scripts/lib/turnstile-site-key';
import { headersFile } from '../../scripts/prerender';

describe("the build's Turnstile site key", () => {
  it('is VITE_TURNSTILE_SITE_KEY, else TURNSTILE_SITE_KEY (the Function’s name), else empty', () => {
    expect(turnstileSiteKey({ VITE_TURNSTILE_SITE_KEY: 'vite-key', TURNSTILE_SITE_KEY: 'fn-key' })).toBe('vite-key');
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: 'fn-key' })).toBe('fn-key');
    expect(turnstileSiteKey({ VITE_TURNSTILE_SITE_KEY: '', TURNSTILE_SITE_KEY: 'fn-key' })).toBe('fn-key');
    expect(turnstileSiteKey({})).toBe('');
  });

  it('decides whether the CSP allows Cloudflare’s script and frame', () => {
    const csp = (on: boolean) => headersFile([], on).split('\n')[1];
    expect(csp(Boolean(turnstileSiteKey({ TURNSTILE_SITE_KEY: 'fn-key' })))).toContain(
      "script-src 'self' https://challenges.cloudflare.com",
    );
    expect(csp(Boolean(turnstileSiteKey({})))).not.toContain('challenges.cloudflare.com');
  });
});
