import { html, raw } from 'hono/html';
import { CLINIC } from '../../../common/clinic/facts';
import { hhmmOf, slotLabel } from '../../../common/clinic/schedule';
import { dateLabel, timeLabel } from '../../../common/i18n/dates';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { clinicMinutes, type ScreenPanel } from '../../../common/queue/rules';
import { documentStart, type Html, inlineSource, messagePage, page, STYLE } from '../../platform/html/layout';

import type { PublicStatus } from '../actions/status';

/**
 * The patient's status page and the waiting-room screen (issue 27): pages the server renders whole, so they work
 * without JavaScript (a meta refresh inside <noscript>, which a browser running scripts ignores), and a few lines of
 * constant inline script, allowed by its hash, that update them in place from their JSON instead. Tokens and counts
 * only: nothing here knows anyone's name.
 */

/** Seconds between refreshes of the status page (with or without script). */
export const STATUS_REFRESH_SECONDS = 30;
/** Seconds between the screen's polls. */
export const SCREEN_POLL_SECONDS = 5;

/** The status page's lines; the first is the headline: "Now seeing 12 · your token 15 · 3 ahead · about 25 minutes". */
export function statusLines(s: PublicStatus, locale: Locale): string[] {
  const l = { locale };
  const seeing = s.nowSeeing !== null ? [m.queue_status_now_seeing({ token: s.nowSeeing }, l)] : [];
  const token = s.token !== null ? [m.queue_status_your_token({ token: s.token }, l)] : [];
  const line = (parts: string[]) => (parts.length ? [capitalised(parts.join(' · '))] : []);
  // Once the patient is called, "now seeing" is them or no longer theirs to wait for: their own token is enough.
  const own = (...after: string[]) => [...line(token), ...after];
  switch (s.state) {
    case 'waiting': {
      if (s.ahead === 0) return line([...seeing, ...token, m.queue_status_next({}, l)]);
      const ahead = m.queue_status_ahead({ n: s.ahead }, l);
      if (s.minutes === null) return [...line([...seeing, ...token, ahead]), m.queue_status_no_estimate({}, l)];
      const wait =
        s.minutes < 5 ? m.queue_status_few_minutes({}, l) : m.queue_status_about_minutes({ minutes: s.minutes }, l);
      return line([...seeing, ...token, ahead, wait]);
    }
    case 'called':
      return own(m.queue_status_called({}, l));
    case 'with_doctor':
      return own(m.queue_status_with_doctor({}, l));
    case 'done':
      return own(m.queue_status_done({}, l));
    case 'no_show':
      return own(m.queue_status_missed({}, l));
    case 'cancelled':
      return [m.queue_status_cancelled({}, l)];
    case 'booked': {
      const time = m.queue_status_your_time({ time: timeLabel(s.time ?? '', locale) }, l);
      const date = s.today || !s.date ? [] : [m.queue_status_your_date({ date: dateLabel(s.date, locale) }, l)];
      return [...line(seeing), ...date, time];
    }
  }
}

const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** "Updated at 10:32 AM …": the clinic's time now, in the page's language. */
export function updatedLine(locale: Locale, now = new Date()): string {
  const time = timeLabel(slotLabel(hhmmOf(clinicMinutes(now.toISOString()))), locale);
  return m.queue_status_updated({ time }, { locale });
}

const STATUS_STYLE = `#q-live p{font-size:1.15rem}#q-live p:first-child{font-size:1.6rem;font-weight:700;line-height:1.3;color:var(--ink-strong)}.updated{color:var(--muted);font-size:.94rem}`;

const STATUS_SCRIPT = `(function(){var b=document.getElementById('q-live'),u=document.getElementById('q-updated');setInterval(function(){fetch(location.pathname+'/json'+location.search,{cache:'no-store'}).then(function(r){return r.ok?r.json():null}).then(function(d){if(!d||!d.lines)return;b.replaceChildren.apply(b,d.lines.map(function(t){var p=document.createElement('p');p.textContent=t;return p}));u.textContent=d.updated}).catch(function(){})},${STATUS_REFRESH_SECONDS * 1000})})()`;

/** The status page's Content-Security-Policy: its own style sheets and script by their hashes, fetches to itself. */
export async function statusPolicy(): Promise<string> {
  return pagePolicy([STYLE, STATUS_STYLE], STATUS_SCRIPT);
}

async function pagePolicy(styles: string[], script: string): Promise<string> {
  const styleSources = (await Promise.all(styles.map(inlineSource))).join(' ');
  return `default-src 'none'; style-src ${styleSources}; script-src ${await inlineSource(script)}; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/** The patient's status page. `otherLanguage` is the same page in the other language. */
export function statusPage(locale: Locale, lines: string[], otherLanguage: string, now = new Date()): Html {
  const title = m.queue_status_title({}, { locale });
  return page(locale, {
    title,
    head: html`<noscript><meta http-equiv="refresh" content="${STATUS_REFRESH_SECONDS}"></noscript>
<style>${raw(STATUS_STYLE)}</style>
`,
    content: html`<h1>${title}</h1>
<div id="q-live" aria-live="polite">${lines.map((t) => html`<p>${t}</p>`)}</div>
<p class="updated" id="q-updated">${updatedLine(locale, now)}</p>
<p><a href="${otherLanguage}" lang="${locale === 'en' ? 'hi' : 'en'}">${m.queue_status_other_language({}, { locale })}</a></p>`,
    script: STATUS_SCRIPT,
  });
}

/** The answer to every code that is not one: the same page whatever was wrong with it. */
export function statusGonePage(locale: Locale): Html {
  const l = { locale };
  return messagePage(locale, { title: m.queue_status_gone_title(l), lines: [m.queue_status_gone({}, l)] });
}

/** Both scripts side by side: the screen is for everyone in the room. */
const both = (f: (inputs: Record<string, never>, o: { locale: Locale }) => string) =>
  `${f({}, { locale: 'en' })} · ${f({}, { locale: 'hi' })}`;

/** A sentence in both scripts, each on its own line (the screen's large notes). */
const pair = (f: (inputs: Record<string, never>, o: { locale: Locale }) => string) => ({
  en: f({}, { locale: 'en' }),
  hi: f({}, { locale: 'hi' }),
});

/** The screen's words in both languages, which its script also needs. */
export function screenWords() {
  return {
    nowSeeing: both(m.queue_screen_now_seeing),
    next: both(m.queue_screen_next),
    none: pair(m.queue_screen_no_session),
    closed: pair(m.queue_screen_closed_today),
    wait: pair(m.queue_screen_wait),
    nextNone: pair(m.queue_screen_next_none),
    reconnecting: both(m.queue_screen_reconnecting),
  };
}

/** A panel's session line: "Session from 9:00 AM · सुबह 9:00 से ओपीडी". */
export function sessionLine(start: string): string {
  const label = slotLabel(start);
  return `${m.queue_screen_session({ start: label }, { locale: 'en' })} · ${m.queue_screen_session({ start: timeLabel(label, 'hi') }, { locale: 'hi' })}`;
}

/**
 * The screen is read from the back of a waiting room, on a TV (1920×1080 or 1366×768) or a monitor: the token being
 * seen fills most of its panel's height, the next ones are a fifth of that, and nothing scrolls. Sizes follow each
 * panel (container query units: one place has the whole screen, two share it), with sizes by the screen's height
 * before them for a browser without container queries. A wide panel puts "next" beside "now seeing"; a narrow one
 * (two places, a portrait screen) below it. With nobody called yet, or between patients, the panel says so in words
 * instead of a token (a lone dash drew as a bar), and an empty "next" says nobody else is waiting.
 */
const SCREEN_STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%;overflow:hidden}
body{background:#0b3b3b;color:#fff;font:3vh/1.25 system-ui,"Noto Sans","Noto Sans Devanagari",sans-serif;display:flex;flex-direction:column}
header{display:flex;justify-content:space-between;align-items:center;gap:2vw;padding:1vh 2vw;background:#095a5b}header h1{margin:0;font-size:3.4vh;line-height:1.2}
#offline{visibility:hidden;font-size:2.6vh;background:#b42318;border-radius:999px;padding:.3vh 1.2vw;white-space:nowrap}body.offline #offline{visibility:visible}
#board{flex:1;min-height:0;display:flex;gap:1.2vw;padding:1.2vw}
.panel{flex:1;min-width:0;min-height:0;container-type:size;background:#0e4d4d;border-radius:1.2vw;padding:2vh 2vw;overflow:hidden}
.layout{height:100%;display:grid;grid-template:"head" auto "seeing" 1fr "queue" auto/1fr;gap:1.5vh 2vw}
.head{grid-area:head;display:flex;flex-wrap:wrap;align-items:baseline;gap:0 2vw}.head h2{margin:0;font-size:3.4vh;font-size:min(3.6vh,6cqw)}
.session{margin:0;color:#c7e9e7;font-size:min(3vh,5cqw)}
.seeing{grid-area:seeing;display:grid;grid-template-rows:auto 1fr;justify-items:center;align-items:center;min-height:0;background:#0b3b3b;border-radius:1vw;padding:1.5vh 1vw}
.seeing.idle{grid-template-rows:1fr}.queue{grid-area:queue;min-height:0}
.label{margin:0;font-size:4vh;font-size:min(4vh,6cqw);font-weight:600;color:#c7e9e7;text-align:center}.queue .label{text-align:left}
.now{margin:0;font-size:30vh;font-size:min(45cqh,55cqw);font-weight:800;line-height:1;font-variant-numeric:tabular-nums}
.next{display:flex;flex-wrap:wrap;gap:1.5vh 1.2vw;margin:1vh 0 0;padding:0;list-style:none}
.next li{font-size:8vh;font-size:min(10cqh,13cqw);font-weight:700;line-height:1.15;background:#136060;border-radius:.8vw;padding:0 .3em;min-width:2em;text-align:center;font-variant-numeric:tabular-nums}
.note{margin:0;text-align:center;font-weight:700;line-height:1.3}.note span{display:block}
.seeing .note{font-size:4vh;font-size:min(6cqh,7cqw)}.queue .note{text-align:left;font-weight:600;font-size:3vh;font-size:min(4cqh,5.5cqw);margin-top:1vh}
.seeing .none{font-size:5vh;font-size:min(6cqh,7cqw)}.layout.closed{grid-template:"head" auto "seeing" 1fr/1fr}.closed .seeing{background:none}
@container (min-aspect-ratio:5/4){.layout{grid-template:"head head" auto "seeing queue" 1fr/3fr 2fr}.queue{display:flex;flex-direction:column}
.now{font-size:min(70cqh,34cqw)}.next{display:grid;grid-template-columns:1fr 1fr;align-content:start}.next li{font-size:min(16cqh,8cqw);min-width:0}
.seeing .note{font-size:min(7cqh,4.4cqw)}.queue .note{font-size:min(5cqh,3.4cqw)}.seeing .none{font-size:min(8cqh,5cqw)}}`;

/** The screen's script: polls its JSON, redraws the board as the server draws it, and marks a failed poll until one succeeds again. */
const SCREEN_SCRIPT = `(function(){var b=document.getElementById('board'),w=JSON.parse(document.getElementById('words').textContent);function el(t,c,x){var e=document.createElement(t);if(c)e.className=c;if(x!=null)e.textContent=x;return e}function note(c,p){var e=el('p',c);e.append(el('span','',p.en));var h=el('span','',p.hi);h.lang='hi';e.append(h);return e}function draw(ps){b.replaceChildren.apply(b,ps.map(function(p){var s=el('section','panel'),l=el('div','layout'),h=el('div','head'),v=el('div','seeing');s.append(l);if(p.place)h.append(el('h2','',p.place));h.append(el('p','session',p.session||''));l.append(h,v);if(p.session===null){l.className='layout closed';v.className='seeing idle';v.append(note('note none',p.closed?w.closed:w.none));return s}if(p.now_seeing==null){v.className='seeing idle';v.append(note('note wait',w.wait))}else v.append(el('p','label',w.nowSeeing),el('p','now',String(p.now_seeing)));var q=el('div','queue');q.append(el('p','label',w.next));if(p.next.length){var u=el('ul','next');p.next.forEach(function(n){u.append(el('li','',String(n)))});q.append(u)}else q.append(note('note',w.nextNone));l.append(q);return s}))}function poll(){fetch(location.pathname+'/json',{cache:'no-store'}).then(function(r){if(!r.ok)throw 0;return r.json()}).then(function(d){draw(d.panels);document.body.classList.remove('offline')}).catch(function(){document.body.classList.add('offline')})}setInterval(poll,${SCREEN_POLL_SECONDS * 1000})})()`;

/** The screen's Content-Security-Policy. */
export function screenPolicy(): Promise<string> {
  return pagePolicy([SCREEN_STYLE], SCREEN_SCRIPT);
}

/** A panel as the screen's JSON gives it (and its script draws it): the place's name and session in both scripts. */
export function screenPanelJson(p: ScreenPanel, places: number) {
  return {
    // A place without a Hindi name of its own (its Hindi falls back to the English) is named once.
    place: places > 1 ? (p.place.hi && p.place.hi !== p.place.en ? `${p.place.en} · ${p.place.hi}` : p.place.en) : '',
    session: p.start ? sessionLine(p.start) : null,
    closed: p.closedToday === true,
    now_seeing: p.nowSeeing,
    next: p.next,
  };
}

/** A sentence in both scripts, one line each (the Hindi marked as such): as the screen's script draws it. */
function note(cls: string, p: { en: string; hi: string }): Html {
  return html`<p class="${cls}"><span>${p.en}</span><span lang="hi">${p.hi}</span></p>`;
}

/** One place's panel: its session, the token being seen (or a note while nobody is), and the next ones. */
function screenPanel(p: ReturnType<typeof screenPanelJson>, w: ReturnType<typeof screenWords>): Html {
  const head = html`<div class="head">${p.place ? html`<h2>${p.place}</h2>` : ''}<p class="session">${p.session ?? ''}</p></div>`;
  if (p.session === null) {
    const words = p.closed ? w.closed : w.none;
    return html`<section class="panel"><div class="layout closed">${head}<div class="seeing idle">${note('note none', words)}</div></div></section>`;
  }
  // Nobody called yet, or between patients: the words, not a lone dash.
  const seeing =
    p.now_seeing === null
      ? html`<div class="seeing idle">${note('note wait', w.wait)}</div>`
      : html`<div class="seeing"><p class="label">${w.nowSeeing}</p><p class="now">${p.now_seeing}</p></div>`;
  const next = p.next.length
    ? html`<ul class="next">${p.next.map((n) => html`<li>${n}</li>`)}</ul>`
    : note('note', w.nextNone);
  return html`<section class="panel"><div class="layout">${head}${seeing}<div class="queue"><p class="label">${w.next}</p>${next}</div></div></section>`;
}

/** The waiting-room screen: full-screen, large, tokens only, labelled in English and Hindi together. */
export function screenPage(panels: ReturnType<typeof screenPanelJson>[]): Html {
  const w = screenWords();
  const head = html`<noscript><meta http-equiv="refresh" content="${SCREEN_POLL_SECONDS * 3}"></noscript>
`;
  return html`${documentStart({ lang: 'en-IN', title: both(m.queue_screen_title), style: SCREEN_STYLE, head, referrer: 'no-referrer' })}
<body>
<header><h1>${CLINIC.name} · ${both(m.queue_screen_title)}</h1><span id="offline" role="status">${w.reconnecting}</span></header>
<main id="board">${panels.map((p) => screenPanel(p, w))}</main>
<script type="application/json" id="words">${raw(JSON.stringify(w).replace(/</g, '\\u003c'))}</script>
<script>${raw(SCREEN_SCRIPT)}</script>
</body>
</html>`;
}
