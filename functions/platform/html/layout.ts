import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { ADDRESS_LINE, CLINIC, PRIMARY_PHONE, telHref, unbroken } from '../../../common/clinic/facts';
import { type Locale, localizedPath } from '../../../common/i18n/locale';
import { pageCopy } from './copy';

/**
 * The frame of the pages the server answers to forms sent without JavaScript (routes/forms.ts): self-contained (no
 * script, no external file, one inline style allowed by its hash), in the clinic's look, readable from 320 px up.
 * Every value goes through hono/html's `html` tag, which escapes it; nothing is marked raw but this file's own style
 * sheet (it holds no patient data). Each page is in one language (copy.ts), the one its form posted.
 */

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The clinic's tokens (web/src/theme/index.ts): brand teal, ink, the AA-contrast error red. */
export const STYLE = `
:root{--brand:#0b6e6e;--brand-dark:#095a5b;--brand-50:#e8f6f5;--brand-100:#c7e9e7;--ink:#1d2c33;--ink-strong:#12202a;--muted:#2c3e46;--line:#7b8f94;--error:#b42318}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:17px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;color:var(--ink);background:#f3f7f7}
a{color:var(--brand-dark)}
.skip{position:absolute;left:-10000px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem 1rem;z-index:2}
header{background:var(--brand);color:#fff}
.bar{max-width:48rem;margin:0 auto;padding:.6rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.bar a{color:#fff;text-decoration:none;display:inline-flex;align-items:center;min-height:44px}
.home{font-weight:700;font-size:1.05rem}
.phone{font-weight:600;border:2px solid rgba(255,255,255,.75);border-radius:999px;padding:0 1rem}
.bar a:focus-visible{outline:3px solid #fff;outline-offset:2px}
main{max-width:48rem;margin:0 auto;padding:1.25rem .75rem 2.5rem}
@media(min-width:40rem){main{padding:2rem 1rem 3rem}}
.card{background:#fff;border:1px solid var(--brand-100);border-radius:16px;padding:1.25rem 1rem;box-shadow:0 4px 16px rgba(6,53,54,.07);overflow-wrap:anywhere}
@media(min-width:40rem){.card{padding:2rem}}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .5rem;color:var(--ink-strong)}
h2{font-size:1.25rem;line-height:1.3;margin:1.75rem 0 .5rem;color:var(--ink-strong)}
p{margin:0 0 .9rem}
.lead{color:var(--muted);margin-bottom:1.25rem}
fieldset{border:0;padding:0;margin:0;min-width:0}
.section{border-top:1px solid #dfe8e8;padding-top:1.25rem;margin-top:1.5rem}
.section>legend{font-size:1.25rem;font-weight:700;color:var(--ink-strong);padding:0;margin-bottom:.75rem;float:left;width:100%}
.section>legend+*{clear:left}
.sub{background:#f7fafa;border:1px solid #dfe8e8;border-radius:10px;padding:1rem;margin:0 0 1.25rem}
.sub>legend{font-weight:700;padding:0 .25rem}
.field{margin:0 0 1.25rem}
.field>label,.field>legend,.label{display:block;font-weight:600;color:var(--ink-strong);margin:0 0 .3rem;padding:0}
.req{color:var(--error);margin-left:.2rem}
.hint{display:block;color:var(--muted);font-size:.94rem;margin:0 0 .4rem}
.error-msg{display:block;color:var(--error);font-weight:600;margin:0 0 .35rem}
.invalid{border-left:4px solid var(--error);padding-left:.75rem}
input,select,textarea,button{font:inherit}
input[type=text],input[type=email],input[type=tel],input[type=number],input[type=date],select,textarea{display:block;width:100%;min-height:48px;padding:.55rem .75rem;border:1.5px solid var(--line);border-radius:8px;background:#fff;color:var(--ink)}
input[type=file]{display:block;width:100%;min-height:48px;padding:.5rem 0}
textarea{min-height:7.5rem;resize:vertical}
.narrow{max-width:12rem}
.invalid input,.invalid select,.invalid textarea{border:2px solid var(--error)}
:focus-visible{outline:3px solid #0f817c;outline-offset:2px}
.choice,.field>label.choice{display:flex;gap:.75rem;align-items:center;min-height:48px;padding:.6rem .9rem;margin:0 0 .5rem;border:1.5px solid #c9d6d6;border-radius:10px;background:#fff;cursor:pointer;font-weight:400;color:var(--ink)}
.choice input{width:1.3rem;height:1.3rem;margin:0;flex-shrink:0;accent-color:var(--brand)}
@media(min-width:40rem){.choices{display:flex;gap:.75rem}.choices .choice{flex:1}}
.choices.wrap{display:flex;flex-wrap:wrap;gap:.5rem .75rem}.choices.wrap .choice{flex:0 0 auto}
.grid{display:grid;gap:0 1rem}
@media(min-width:40rem){.grid{grid-template-columns:1fr 1fr}.grid .wide{grid-column:1/-1}}
.error-summary{border:4px solid var(--error);border-radius:10px;padding:1rem 1.25rem;margin:0 0 1.5rem;background:#fff}
.error-summary:focus{outline:3px solid #0f817c;outline-offset:2px}
.error-summary h2{margin:0 0 .5rem;font-size:1.2rem}
.error-summary ul{margin:0;padding-left:1.2rem}
.error-summary li{margin:.25rem 0}
.error-summary a{color:var(--error);font-weight:600}
.panel{background:var(--brand-50);border-left:6px solid var(--brand);border-radius:10px;padding:1rem 1.25rem;margin:0 0 1.5rem}
.panel p:last-child{margin:0}
.done{background:var(--brand);color:#fff;border-radius:12px;padding:1.25rem;margin:0 0 1.5rem}
.done h1{color:#fff}
.done p{margin:0;font-size:1.05rem}
.notice{background:#f5f7f7;border:1px solid #dfe6e6;border-radius:8px;padding:.75rem 1rem;font-size:.94rem;color:var(--muted);margin:1.5rem 0}
.notice strong{color:var(--ink-strong)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem 1.25rem;align-items:center;margin-top:1.5rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:.65rem 1.6rem;border:0;border-radius:8px;background:var(--brand);color:#fff;font-weight:700;text-decoration:none;cursor:pointer}
.button:hover{background:var(--brand-dark)}
.button.secondary{background:#fff;color:var(--brand-dark);border:2px solid var(--brand)}
dl.summary{margin:0;display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.5rem 1rem}
dl.summary dt{font-weight:600;color:var(--muted)}
dl.summary dd{margin:0;overflow-wrap:anywhere}
ul.next{padding-left:1.2rem;margin:0 0 1rem}
ul.next li{margin:.35rem 0}
.hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
footer{max-width:48rem;margin:0 auto;padding:0 1rem 2rem;color:var(--muted);font-size:.9rem}
`;

const hashes = new Map<string, Promise<string>>();

/** A CSP source ('sha256-…') allowing one inline style sheet or script, computed once per isolate and text. */
export function inlineSource(text: string): Promise<string> {
  let h = hashes.get(text);
  if (!h) {
    h = crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then((d) => {
      let bin = '';
      for (const b of new Uint8Array(d)) bin += String.fromCharCode(b);
      return `'sha256-${btoa(bin)}'`;
    });
    hashes.set(text, h);
  }
  return h;
}

/** The style sheet's CSP source ('sha256-…'). */
export function styleSource(): Promise<string> {
  return inlineSource(STYLE);
}

/** A path of the site in the page's language: /contact, or /hi/contact. */
export function sitePath(path: string, locale: Locale): string {
  return localizedPath(path, locale);
}

/**
 * The opening of every page the server renders, to the end of its head: its language, its title (with the clinic's
 * name), its style sheet (constant text, allowed by its hash), and `head` for anything more.
 */
export function documentStart(o: { lang: string; title: string; style: string; head?: Html; referrer?: string }): Html {
  return html`<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="${o.referrer ?? 'same-origin'}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${o.title} – ${CLINIC.name}</title>
<style>${raw(o.style)}</style>
${o.head ?? ''}</head>`;
}

/**
 * A whole page: the header with the clinic's name (to the home page) and phone, the content, a short footer. `head` is
 * added to the head and `script` (constant text, allowed by its hash) to the end of the body. The skip link names what
 * it skips to: "Skip to the form" only on a page whose content is a form to fill in (`form`), else the main content.
 */
export function page(
  locale: Locale,
  o: { title: string; error?: boolean; content: Html; head?: Html; script?: string; form?: boolean },
): Html {
  const t = pageCopy(locale);
  const title = `${o.error ? t.errorPrefix : ''}${o.title}`;
  return html`${documentStart({ lang: t.htmlLang, title, style: STYLE, head: o.head })}
<body>
<a class="skip" href="#main">${o.form ? t.skipToForm : t.skipToContent}</a>
<header><div class="bar">
<a class="home" href="${sitePath('/', locale)}">${CLINIC.name}</a>
<a class="phone" href="${telHref()}"><span class="visually-hidden">${t.callUsOnHidden}</span>${unbroken(PRIMARY_PHONE.display)}</a>
</div></header>
<main id="main"><div class="card">
${o.content}
</div></main>
<footer><p>${CLINIC.name} · ${ADDRESS_LINE}</p></footer>
${o.script ? html`<script>${raw(o.script)}</script>` : ''}</body>
</html>`;
}

/** The short privacy notice, as the forms in the site show it (web/src/components/privacy-notice.tsx). */
/** The clinic's phone as a link, the number kept on one line (a narrow screen never wraps it in the middle). */
export function phoneLink(): Html {
  return html`<a href="${telHref()}">${unbroken(PRIMARY_PHONE.display)}</a>`;
}

export function privacyNotice(locale: Locale, form: 'booking' | 'contact'): Html {
  const t = pageCopy(locale);
  return html`<p class="notice" data-testid="privacy-notice"><strong>${t.privacyTitle}</strong> ${t.privacyNotice[form]} ${t.privacyNotice.rest} <a href="${sitePath('/privacy', locale)}" target="_blank" rel="noopener">${t.privacyLink}</a></p>`;
}

/**
 * A page with a heading, a few calm sentences and a way on (an error that is not about any one field). `back.href`
 * is a path of the site, given in English and linked in the page's language.
 */
export function messagePage(
  locale: Locale,
  o: { title: string; lines: string[]; back?: { href: string; label: string }; testId?: string },
): Html {
  const t = pageCopy(locale);
  return page(locale, {
    title: o.title,
    content: html`<h1${o.testId ? html` data-testid="${o.testId}"` : ''}>${o.title}</h1>
${o.lines.map((l) => html`<p>${l}</p>`)}
<p>${t.alsoCallUs.before}${phoneLink()}${t.alsoCallUs.after}</p>
${o.back ? html`<p class="actions"><a class="button" href="${sitePath(o.back.href, locale)}">${o.back.label}</a></p>` : ''}`,
  });
}
