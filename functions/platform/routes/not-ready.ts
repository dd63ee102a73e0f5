import { Hono } from 'hono';
import { html } from 'hono/html';
import { PRIMARY_PHONE, telHref } from '../../../common/clinic/facts';
import { isLocale } from '../../../common/i18n/locale';
import type { AppEnv } from '../env';
import { pageCopy } from '../html/copy';
import { readFormBody } from '../http';
import { LOCALE_FIELD, langOf, setLang } from '../locale';

/**
 * Where a form that needs its script posts if it is sent before the script has started (a press in the first moments
 * on a slow phone): today the privacy request form on /privacy. It says method="post" with this action, so such a
 * press never puts the person's details in a URL (history, logs, referrers). Nothing is stored: the answer asks to go
 * back and press again, in the form's language (its hidden `locale` field, the only field read; else the browser's).
 * The booking and contact forms have real pages without JavaScript instead (routes/forms.ts, decision 011).
 */
export const notReady = new Hono<AppEnv>();

notReady.post('/', async (c) => {
  try {
    const locale = (await readFormBody(c)).get(LOCALE_FIELD);
    if (isLocale(locale)) setLang(c, locale);
  } catch {
    // Not a form, or too large: the page is the same, in the browser's language.
  }
  const t = pageCopy(langOf(c)).notReady;
  c.header('Cache-Control', 'no-store');
  // This answer is a page for people: allow its own inline style, nothing else.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  return c.html(
    html`<!doctype html><html lang="${pageCopy(langOf(c)).htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title}</title>
<style>body{font:17px/1.6 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1f2d2d}a{color:#0b6e6e}</style></head>
<body><h1>${t.heading}</h1>
<p>${t.before}<strong>${t.notSent}</strong>${t.after}</p>
<p>${t.back}<a href="${telHref()}">${PRIMARY_PHONE.display}</a>${langOf(c) === 'en' ? '.' : '।'}</p></body></html>`,
    400,
  );
});
