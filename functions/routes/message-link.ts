import { Hono } from 'hono';
import { html } from 'hono/html';
import { followUpBookingUrl } from '../../common/follow-ups';
import { localeOf, localizedPath } from '../../common/locale';
import { m } from '../../common/paraglide/messages.js';
import { appointmentById } from '../db/appointments';
import { followUpLinkOf } from '../db/day-messages';
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
  const given = decodeURIComponent(code(c.req.url));
  const rowId = await rowOfCode(c.env, given);
  // A follow-up reminder's code opens the booking page instead, which spends it for the patient's details (decision 025).
  const followUp = rowId ? await followUpLinkOf(c.env.DB, rowId) : null;
  if (followUp) {
    const origin = (c.env.SITE_ORIGIN || new URL(c.req.url).origin).replace(/\/$/, '');
    const to = followUpBookingUrl(`${origin}${localizedPath('/book-appointment', localeOf(followUp.locale))}`, given);
    return new Response(null, { status: 303, headers: { location: to, ...PRIVATE } });
  }
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
