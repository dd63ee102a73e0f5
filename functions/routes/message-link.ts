import { Hono } from 'hono';
import { html } from 'hono/html';
import { localeOf } from '../../common/locale';
import { m } from '../../common/paraglide/messages.js';
import { appointmentById } from '../db/appointments';
import { spendLinkCode } from '../db/outbox';
import type { AppEnv } from '../env';
import { messagePage, page } from '../html/layout';
import { langOf } from '../locale';
import { manageToken, manageUrl } from '../manage-token';
import { rowOfCode } from '../phone/link';

/**
 * The link in a phone message (decision 024): /api/m?<code>. GET only shows a button (a link preview or a prefetch
 * spends nothing); its POST spends the code once and answers with a redirect to /manage#<token>, so the manage token
 * reaches no log, no Referer and no third party. No script: it works in any in-app browser.
 */
export const messageLink = new Hono<AppEnv>();

const PRIVATE = { 'cache-control': 'no-store' };

function code(url: string): string {
  return new URL(url).search.slice(1);
}

messageLink.get('/', (c) => {
  const lang = langOf(c);
  const action = `/api/m?${encodeURIComponent(code(c.req.url))}`;
  const content = html`<h1>${m.server_message_link_title({}, { locale: lang })}</h1>
<p>${m.server_message_link_lead({}, { locale: lang })}</p>
<form method="post" action="${action}"><p class="actions"><button class="button" type="submit">${m.server_message_link_open({}, { locale: lang })}</button></p></form>`;
  return c.html(page(lang, { title: m.server_message_link_title({}, { locale: lang }), content }), 200, PRIVATE);
});

messageLink.post('/', async (c) => {
  const rowId = await rowOfCode(c.env, decodeURIComponent(code(c.req.url)));
  const bookingId = rowId ? await spendLinkCode(c.env.DB, rowId) : null;
  const booking = bookingId ? await appointmentById(c.env.DB, bookingId) : null;
  if (!booking?.manage_nonce) {
    const lang = langOf(c);
    const title = m.server_message_link_title({}, { locale: lang });
    return c.html(
      messagePage(lang, { title, lines: [m.server_message_link_gone({}, { locale: lang })] }),
      404,
      PRIVATE,
    );
  }
  const to = manageUrl(c.env, await manageToken(c.env, booking.manage_nonce), localeOf(booking.locale));
  return new Response(null, { status: 303, headers: { location: to, ...PRIVATE } });
});
