import { Hono } from 'hono';
import { PRIMARY_PHONE, telHref } from '../../common/clinic';
import type { AppEnv } from '../env';

/**
 * Where a form that needs its script posts if it is sent before the script has started (a press in the first moments
 * on a slow phone): today the privacy request form on /privacy. It says method="post" with this action, so such a
 * press never puts the person's details in a URL (history, logs, referrers). Nothing is read or stored: the answer
 * asks to go back and press again. The booking and contact forms have real pages without JavaScript instead
 * (routes/forms.ts, decision 011).
 */
export const notReady = new Hono<AppEnv>();

notReady.post('/', (c) => {
  c.header('Cache-Control', 'no-store');
  // This answer is a page for people: allow its own inline style, nothing else.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  return c.html(
    `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Please try again</title>
<style>body{font:17px/1.6 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1f2d2d}a{color:#0b6e6e}</style></head>
<body><h1>Please press the button again</h1>
<p>The page was still loading (or JavaScript is turned off in this browser), so your details were <strong>not sent</strong>. Please go back (what you typed is usually still there) and press the button again once the page has loaded, or call us to book.</p>
<p>Use your browser's Back button, or call us on <a href="${telHref()}">${PRIMARY_PHONE.display}</a>.</p></body></html>`,
    400,
  );
});
