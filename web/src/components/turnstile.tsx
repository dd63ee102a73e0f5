import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Turnstile's public site key, set at build time (VITE_TURNSTILE_SITE_KEY); empty means the check is off. */
export const TURNSTILE_SITE_KEY: string = import.meta.env.VITE_TURNSTILE_SITE_KEY ?? '';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render(el: HTMLElement, opts: Record<string, unknown>): string;
  reset(id: string): void;
  remove(id: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptPromise: Promise<void> | null = null;
function loadScript(): Promise<void> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SCRIPT_URL;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('Turnstile did not load'));
    document.head.appendChild(s);
  });
  return scriptPromise;
}

/**
 * Cloudflare Turnstile for a form, when a site key is configured: the widget, the token to send in the
 * X-Turnstile-Token header, and a reset for after each submission. Without a key it renders nothing.
 */
export function useTurnstile() {
  const [token, setToken] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);

  useEffect(() => {
    if (!TURNSTILE_SITE_KEY || !container.current) return;
    let cancelled = false;
    loadScript()
      .then(() => {
        if (cancelled || !container.current || !window.turnstile) return;
        widget.current = window.turnstile.render(container.current, {
          sitekey: TURNSTILE_SITE_KEY,
          callback: (t: string) => setToken(t),
          'expired-callback': () => setToken(''),
          'error-callback': () => setToken(''),
        });
      })
      .catch(() => setToken(''));
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = null;
    };
  }, []);

  const reset = useCallback(() => {
    setToken('');
    if (widget.current) window.turnstile?.reset(widget.current);
  }, []);

  const headers: Record<string, string> = token ? { 'X-Turnstile-Token': token } : {};
  const element = TURNSTILE_SITE_KEY ? <Box ref={container} minH="65px" /> : null;
  return { element, headers, reset };
}
