import { useCallback, useRef, useState } from 'react';
import { TURNSTILE_HEADER, TURNSTILE_SCRIPT_URL, type TurnstileAction } from '../../../common/platform/turnstile';
import { pageLocale } from '../i18n';

/**
 * Turnstile's public site key, set at build time (VITE_TURNSTILE_SITE_KEY, or TURNSTILE_SITE_KEY: vite.config.ts);
 * empty means the check is off.
 */
export const TURNSTILE_SITE_KEY: string = import.meta.env.VITE_TURNSTILE_SITE_KEY ?? '';

interface TurnstileApi {
  render(el: HTMLElement, opts: Record<string, unknown>): string | undefined;
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
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = TURNSTILE_SCRIPT_URL;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('Turnstile did not load'));
    document.head.appendChild(s);
  }).catch((err) => {
    // Let a later widget try again (a patient who was briefly offline).
    scriptPromise = null;
    throw err;
  });
  return scriptPromise;
}

/**
 * Cloudflare Turnstile for a form, when a site key is configured: the widget's box, the header that carries its token,
 * and a reset for after each submission. The widget is rendered when its box appears in the page (a booking wizard
 * shows it on its last step only) and removed when the box goes. `action` names the form; the API requires it back
 * from Cloudflare. Without a key it renders nothing and sends no header.
 */
export function useTurnstile(action: TurnstileAction) {
  const [token, setToken] = useState('');
  const widget = useRef<string | null>(null);

  const mount = useCallback(
    (el: HTMLDivElement) => {
      let cancelled = false;
      let id: string | null = null;
      loadScript()
        .then(() => {
          if (cancelled || !window.turnstile) return;
          id =
            window.turnstile.render(el, {
              sitekey: TURNSTILE_SITE_KEY,
              action,
              // The widget's few words in the page's language ('en' or 'hi': both are Turnstile's languages).
              language: pageLocale(),
              callback: (t: string) => setToken(t),
              'expired-callback': () => setToken(''),
              'error-callback': () => {
                setToken('');
                // Handled: Turnstile otherwise throws, and it retries by itself.
                return true;
              },
            }) ?? null;
          widget.current = id;
        })
        .catch(() => setToken(''));
      return () => {
        cancelled = true;
        if (id) window.turnstile?.remove(id);
        if (widget.current === id) widget.current = null;
        setToken('');
      };
    },
    [action],
  );

  // A callback ref, so the widget follows its box whenever it is attached or detached (a booking wizard shows it on
  // its last step only); React 19 runs the returned cleanup when the box goes.
  const box = useCallback((el: HTMLDivElement | null) => (el ? mount(el) : undefined), [mount]);

  /** After each submission: Cloudflare's tokens are single-use, so the widget issues a fresh one. */
  const reset = useCallback(() => {
    setToken('');
    if (widget.current) window.turnstile?.reset(widget.current);
  }, []);

  const headers: Record<string, string> = token ? { [TURNSTILE_HEADER]: token } : {};
  // The widget is 300 × 65 px (Cloudflare's "normal" size); the box keeps its place while it loads.
  const element = TURNSTILE_SITE_KEY ? <div ref={box} data-testid="turnstile" style={{ minHeight: 65 }} /> : null;
  return { element, headers, reset };
}
