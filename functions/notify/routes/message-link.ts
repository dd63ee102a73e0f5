import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Locale } from '../../../common/i18n/locale';
import { LINK_PATH } from '../../../common/notify/templates';
import { m } from '../../../common/paraglide/messages.js';
import { pageForPeople } from '../../booking/routes';
import type { AppEnv } from '../../platform/env';
import { pageCopy, pieces } from '../../platform/html/copy';
import { page, phoneLink } from '../../platform/html/layout';
import { langOf } from '../../platform/locale';
import { type LinkKind, peekLink, spendLink } from '../actions/message-link';

/**
 * The link in a phone message (decision 024): /m?<code> (functions/m.ts; /api/m?<code> too). GET only shows a button
 * (a link preview or a prefetch spends nothing), or at once the "already used" page for a code spent or not ours. Its
 * POST spends the code once and answers with a redirect to /manage#<phone token>, so no token reaches a log, a Referer
 * or a third party, and the page it opens shows only what the messages show. No script: it works in any in-app browser.
 */
export const messageLink = new Hono<AppEnv>();

const PRIVATE = { 'cache-control': 'no-store' };

// A page for people: its own style, no script (the API's default policy would block the style).
messageLink.use('*', pageForPeople);

/** The code in the address (`/m?<code>`); '' for one that is not even well-formed. */
function code(url: string): string {
  try {
    return decodeURIComponent(new URL(url).search.slice(1));
  } catch {
    return '';
  }
}

/** The page's title and button for each kind of link (issue 38: follow-up, queue and cancelled links land here too). */
const LINK_WORDS: Record<
  LinkKind,
  { title: typeof m.server_message_link_title; open: typeof m.server_message_link_open }
> = {
  booking: { title: m.server_message_link_title, open: m.server_message_link_open },
  book_again: { title: m.server_message_link_book_again_title, open: m.server_message_link_book_again_open },
  follow_up: { title: m.server_message_link_follow_up_title, open: m.server_message_link_follow_up_open },
  queue: { title: m.server_message_link_queue_title, open: m.server_message_link_queue_open },
  offer: { title: m.server_message_link_offer_title, open: m.server_message_link_offer_open },
};

messageLink.get('/', async (c) => {
  const given = code(c.req.url);
  const peeked = await peekLink(c, given);
  const lang: Locale = peeked.locale ?? langOf(c);
  if (peeked.kind === 'gone') return c.html(gonePage(lang), 404, PRIVATE);
  const words = LINK_WORDS[peeked.kind];
  const locale = { locale: lang };
  // The form posts to the address the message carries; both /m and /api/m reach this handler.
  const action = `${LINK_PATH}${encodeURIComponent(given)}`;
  const content = html`<h1>${words.title({}, locale)}</h1>
<p>${m.server_message_link_lead({}, locale)}</p>
<form method="post" action="${action}"><p class="actions"><button class="button" type="submit">${words.open({}, locale)}</button></p></form>`;
  return c.html(page(lang, { title: words.title({}, locale), content }), 200, PRIVATE);
});

/** The page of a code already spent or not ours: what to do instead, with the clinic's phone in the same sentence. */
function gonePage(lang: Locale) {
  const title = m.server_message_link_title({}, { locale: lang });
  const [before, after] = pieces(m.server_message_link_gone({ phone: pageCopy(lang).cut }, { locale: lang }));
  return page(lang, { title, content: html`<h1>${title}</h1>\n<p>${before}${phoneLink()}${after}</p>` });
}

messageLink.post('/', async (c) => {
  const spent = await spendLink(c, code(c.req.url));
  if (spent.kind === 'redirect') {
    return new Response(null, { status: 303, headers: { location: spent.to, ...PRIVATE } });
  }
  return c.html(gonePage(spent.locale ?? langOf(c)), 404, PRIVATE);
});
