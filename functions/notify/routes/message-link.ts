import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { type Locale, localeOf, localizedPath } from '../../../common/i18n/locale';
import { LINK_PATH } from '../../../common/notify/templates';
import { m } from '../../../common/paraglide/messages.js';
import { followUpBookingUrl } from '../../../common/queue/follow-ups';
import { appointmentById, recordPhoneToken } from '../../booking/db/appointments';
import { pageForPeople } from '../../booking/routes/forms';
import type { AppEnv } from '../../platform/env';
import { pageCopy, pieces } from '../../platform/html/copy';
import { page, phoneLink } from '../../platform/html/layout';
import { langOf } from '../../platform/locale';
import { manageUrl, phoneManageToken, tokenHash } from '../../platform/tokens';
import { followUpLinkOf } from '../../queue/db/day-messages';
import { statusUrl } from '../../queue/links';
import { bookingOfRow, spendLinkCode } from '../db/outbox';
import { rowOfCode } from '../phone/link';

/**
 * The link in a phone message (decision 024): /m?<code> (functions/m.ts; /api/m?<code> too). GET only shows a button
 * (a link preview or a prefetch spends nothing); its POST spends the code once and answers with a redirect to
 * /manage#<phone token>, so no token reaches a log, a Referer or a third party, and the page it opens shows only what
 * the messages show. No script: it works in any in-app browser.
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

/** The language of the booking a code names (checked, not spent), else the reader's. */
async function langOfCode(c: Context<AppEnv>, rowId: string | null): Promise<Locale> {
  const booking = rowId ? await bookingOfRow(c.env.DB, rowId) : null;
  return booking ? localeOf(booking.locale) : langOf(c);
}

/** What a link opens, which the page's title and button say: a booking, another time, a follow-up, the queue. */
type LinkKind = 'booking' | 'book_again' | 'follow_up' | 'queue';

/** The kind of link a code is, read without spending it. */
async function linkKind(c: Context<AppEnv>, about: { kind: string; ref_id: string } | null): Promise<LinkKind> {
  if (about?.kind === 'queue_soon_patient') return 'queue';
  if (about?.kind === 'follow_up_patient') return 'follow_up';
  if (about?.kind === 'cancellation_patient') return 'book_again';
  const booking = about ? await appointmentById(c.env.DB, about.ref_id) : null;
  return booking?.status === 'cancelled' ? 'book_again' : 'booking';
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
};

messageLink.get('/', async (c) => {
  const given = code(c.req.url);
  const rowId = await rowOfCode(c.env, given);
  const about = rowId ? await bookingOfRow(c.env.DB, rowId) : null;
  const lang = about ? localeOf(about.locale) : langOf(c);
  const words = LINK_WORDS[await linkKind(c, about)];
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
  const given = code(c.req.url);
  const rowId = await rowOfCode(c.env, given);
  // "Two patients before you" opens the patient's status page (the queue as it stands), spending nothing.
  const about = rowId ? await bookingOfRow(c.env.DB, rowId) : null;
  if (about?.kind === 'queue_soon_patient') {
    const to = await statusUrl(c.env, about.ref_id, localeOf(about.locale));
    return new Response(null, { status: 303, headers: { location: to, ...PRIVATE } });
  }
  // A follow-up reminder's code opens the booking page instead, which spends it for the patient's details (decision 025).
  const followUp = rowId ? await followUpLinkOf(c.env.DB, rowId) : null;
  if (followUp) {
    const origin = (c.env.SITE_ORIGIN || new URL(c.req.url).origin).replace(/\/$/, '');
    const to = followUpBookingUrl(`${origin}${localizedPath('/book-appointment', localeOf(followUp.locale))}`, given);
    return new Response(null, { status: 303, headers: { location: to, ...PRIVATE } });
  }
  const bookingId = rowId ? await spendLinkCode(c.env.DB, rowId) : null;
  const booking = bookingId ? await appointmentById(c.env.DB, bookingId) : null;
  if (booking?.status === 'cancelled') {
    // A cancelled booking has nothing to manage: its messages offer another time, so the link opens the booking form.
    const to = localizedPath('/book-appointment', localeOf(booking.locale));
    return new Response(null, { status: 303, headers: { location: to, ...PRIVATE } });
  }
  if (!booking?.manage_nonce) {
    return c.html(gonePage(await langOfCode(c, rowId)), 404, PRIVATE);
  }
  // The phone token, not the e-mailed one: the page it opens shows only what the messages show (decision 024).
  const token = await phoneManageToken(c.env, booking.manage_nonce);
  await recordPhoneToken(c.env.DB, booking.id, await tokenHash(token));
  const to = manageUrl(c.env, token, localeOf(booking.locale));
  return new Response(null, { status: 303, headers: { location: to, ...PRIVATE } });
});
