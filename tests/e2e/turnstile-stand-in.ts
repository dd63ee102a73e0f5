import type { Page } from '@playwright/test';
import { TURNSTILE_SCRIPT_URL } from '../../common/platform/turnstile';
import { E2E_TURNSTILE_SITE_KEY } from '../../scripts/lib/siteverify-stand-in';

/** Where the stand-in widget's frame comes from: Cloudflare's origin, as the real widget's does. */
const FRAME_URL = 'https://challenges.cloudflare.com/cdn-cgi/challenge-platform/stand-in/turnstile';

/**
 * A stand-in for Cloudflare's api.js in explicit mode (the real one cannot load without internet), with the calls
 * the site uses: `render(el, opts)` puts a 300 × 65 frame from challenges.cloudflare.com in `el` (Cloudflare's
 * "normal" size) plus the hidden `cf-turnstile-response` input the real widget adds, then solves asynchronously:
 * a token "test-token.<action>.<uuid>" goes to `opts.callback` and the input. `reset(id)` issues a new token the same
 * way, `remove(id)` takes the widget out. A site key other than the build's is refused through `error-callback` with
 * Cloudflare's code for it (110100). What it does is recorded in `window.__turnstile` for the tests to read.
 */
const STAND_IN_JS = `(() => {
  const SITE_KEY = ${JSON.stringify(E2E_TURNSTILE_SITE_KEY)};
  const FRAME_URL = ${JSON.stringify(FRAME_URL)};
  const log = { rendered: [], removed: [], resets: 0, tokens: [] };
  const widgets = new Map();
  let next = 0;
  const solve = (id) => {
    setTimeout(() => {
      const w = widgets.get(id);
      if (!w) return;
      const token = 'test-token.' + w.opts.action + '.' + crypto.randomUUID();
      log.tokens.push(token);
      w.input.value = token;
      w.frame.dataset.state = 'solved';
      if (typeof w.opts.callback === 'function') w.opts.callback(token);
    }, 50);
  };
  window.__turnstile = log;
  window.turnstile = {
    render(container, opts) {
      const el = typeof container === 'string' ? document.querySelector(container) : container;
      if (!el) throw new Error('[Cloudflare Turnstile] Unable to find a container for the widget.');
      const id = 'cf-chl-widget-stand-in-' + ++next;
      if (opts.sitekey !== SITE_KEY) {
        if (typeof opts['error-callback'] === 'function') opts['error-callback']('110100');
        return undefined;
      }
      const frame = document.createElement('iframe');
      frame.src = FRAME_URL + '?id=' + id;
      frame.title = 'Widget containing a Cloudflare security challenge';
      frame.width = '300';
      frame.height = '65';
      frame.style.border = '0';
      frame.style.display = 'block';
      frame.dataset.state = 'solving';
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'cf-turnstile-response';
      const wrap = document.createElement('div');
      wrap.append(frame, input);
      el.append(wrap);
      widgets.set(id, { opts, frame, input, wrap });
      log.rendered.push({ id, action: opts.action ?? null, sitekey: opts.sitekey });
      solve(id);
      return id;
    },
    reset(id) {
      const w = widgets.get(id);
      if (!w) return;
      log.resets += 1;
      w.input.value = '';
      w.frame.dataset.state = 'solving';
      solve(id);
    },
    remove(id) {
      const w = widgets.get(id);
      if (!w) return;
      w.wrap.remove();
      widgets.delete(id);
      log.removed.push(id);
    },
    getResponse(id) {
      return widgets.get(id)?.input.value;
    },
  };
})();`;

const FRAME_HTML =
  '<!doctype html><html lang="en"><head><title>Cloudflare security challenge</title></head>' +
  '<body style="margin:0;box-sizing:border-box;height:65px;display:flex;align-items:center;gap:10px;padding:0 14px;' +
  'border:1px solid #e0e0e0;background:#fafafa;font:14px system-ui,sans-serif;color:#232323">' +
  '<span style="color:#1a7f37;font-size:22px">&#10004;</span> Success!</body></html>';

/** What the stand-in recorded in the page. */
export interface StandInLog {
  rendered: { id: string; action: string | null; sitekey: string }[];
  removed: string[];
  resets: number;
  tokens: string[];
}

/**
 * Answers the page's requests for Cloudflare's script and widget frame with the stand-in. The site's CSP still
 * applies: a script or frame it does not allow is blocked before it reaches these routes (and logs a console error).
 */
export async function installTurnstileStandIn(page: Page) {
  await page.route(
    (url) => url.href === TURNSTILE_SCRIPT_URL,
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN_JS }),
  );
  await page.route(
    (url) => url.href.startsWith(FRAME_URL),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: FRAME_HTML }),
  );
}

/** The stand-in's record, or null before Cloudflare's script has loaded in the page. */
export function standInLog(page: Page): Promise<StandInLog | null> {
  return page.evaluate(() => (window as unknown as { __turnstile?: StandInLog }).__turnstile ?? null);
}
