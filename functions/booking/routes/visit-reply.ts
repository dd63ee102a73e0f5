import { Hono } from 'hono';
import { html } from 'hono/html';
import { PRIMARY_PHONE } from '../../../common/clinic/facts';
import { type Locale, localeOf } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import type { AppEnv } from '../../platform/env';
import { hidden } from '../../platform/html/fields';
import { type Html, messagePage, page } from '../../platform/html/layout';
import { readFormBody } from '../../platform/http';
import { langOf, setLang } from '../../platform/locale';
import { limitRequest } from '../../platform/rate-limit';
import type { VisitReply } from '../../platform/tokens';
import { blockedReason, cancelBooking, manageCutoffHours } from '../actions/change';
import { bookingNow, bookingOfReplyLink, bookingWhen, confirmComing } from '../actions/visit-reply';
import { asPage, pageForPeople } from './forms';

/**
 * The reminder's answers (issue 41), /api/visit/coming and /api/visit/cant-come: the e-mail's links and the page
 * WhatsApp's "I can't come" answers with. A GET only shows the booking's date, time and place and one button (a mail
 * scanner or a link preview changes nothing); the POST acts: "I will come" marks the booking confirmed for the desk,
 * "I can't come" cancels it as the manage link would (the cutoff holds), which frees the place for the waitlist.
 */
export const visitReply = new Hono<AppEnv>();

visitReply.use('*', pageForPeople);

const PRIVATE = { 'cache-control': 'no-store' };

/** The reason the desk reads on a booking cancelled from the reminder (the desk is in English). */
export const REMINDER_CANCEL_REASON = "Cancelled from the reminder: the patient can't come";

function answerOf(path: string): VisitReply | null {
  return path === 'coming' || path === 'cant-come' ? path : null;
}

/** A page of a few calm lines (messagePage), with a way on to the booking page when `book`. */
function simple(locale: Locale, title: string, lines: string[], testId: string, book = false): Html {
  const back = book ? { href: '/book-appointment', label: m.waitlist_book_other({}, { locale }) } : undefined;
  return messagePage(locale, { title, lines, back, testId });
}

function invalid(locale: Locale): Html {
  return simple(
    locale,
    m.waitlist_invalid_title({}, { locale }),
    [m.waitlist_invalid_lead({}, { locale })],
    'reply-invalid',
  );
}

visitReply.get('/:answer', async (c) => {
  const answer = answerOf(c.req.param('answer'));
  const b = c.req.query('b') ?? '';
  const t = c.req.query('t') ?? '';
  const row = answer ? await bookingOfReplyLink(c.env, b, t) : null;
  if (!answer || !row) return c.html(await invalid(langOf(c)), 404, PRIVATE);
  const locale = localeOf(row.locale);
  setLang(c, locale);
  const l = { locale };
  const w = await bookingWhen(c.env, row, locale);
  if (row.status !== 'booked') {
    return c.html(
      await simple(locale, m.server_reply_not_booked_title({}, l), [], 'reply-not-booked', true),
      200,
      PRIVATE,
    );
  }
  // Within the cutoff the link cannot cancel: say so now, not after the button.
  const blocked = blockedReason(row, manageCutoffHours(c.env), new Date());
  if (answer === 'cant-come' && blocked && blocked !== 'status') {
    const lines = [m.server_reply_too_late({ hours: manageCutoffHours(c.env), phone: PRIMARY_PHONE.display }, l)];
    return c.html(await simple(locale, m.server_reply_cant_title({}, l), lines, 'reply-too-late'), 200, PRIVATE);
  }
  const title = answer === 'coming' ? m.server_reply_coming_title({}, l) : m.server_reply_cant_title({}, l);
  const lead = answer === 'coming' ? m.server_reply_coming_lead(w, l) : m.server_reply_cant_lead(w, l);
  const button = answer === 'coming' ? m.server_reply_coming_button({}, l) : m.server_reply_cant_button({}, l);
  const content = html`<h1>${title}</h1>
<p data-testid="reply-when">${lead}</p>
<form method="post" action="/api/visit/${answer}">${hidden('b', b)}${hidden('t', t)}
<p class="actions"><button class="button" type="submit">${button}</button></p></form>`;
  return c.html(await page(locale, { title, content }), 200, PRIVATE);
});

visitReply.post('/:answer', (c) =>
  asPage(c, async () => {
    const limited = await limitRequest(c, 'manage');
    if (limited) return c.html(await invalid(langOf(c)), 429, PRIVATE);
    const answer = answerOf(c.req.param('answer'));
    const form = await readFormBody(c);
    const row = answer ? await bookingOfReplyLink(c.env, form.get('b') ?? '', form.get('t') ?? '') : null;
    if (!answer || !row) return c.html(await invalid(langOf(c)), 404, PRIVATE);
    const locale = localeOf(row.locale);
    setLang(c, locale);
    const l = { locale };
    const w = await bookingWhen(c.env, row, locale);
    if (answer === 'coming') {
      const marked = await confirmComing(c.env, row);
      if (!marked) {
        return c.html(
          await simple(locale, m.server_reply_not_booked_title({}, l), [], 'reply-not-booked', true),
          409,
          PRIVATE,
        );
      }
      return c.html(
        await simple(
          locale,
          m.server_reply_coming_done_title({}, l),
          [m.server_reply_coming_done(w, l)],
          'reply-coming',
        ),
        200,
        PRIVATE,
      );
    }
    const outcome = await cancelBooking(c, row, REMINDER_CANCEL_REASON, {
      who: 'patient',
      reread: () => bookingNow(c.env, row.id),
    });
    if (outcome.kind === 'done') {
      return c.html(
        await simple(
          locale,
          m.server_reply_cancelled_title({}, l),
          [m.server_reply_cancelled(w, l)],
          'reply-cancelled',
          true,
        ),
        200,
        PRIVATE,
      );
    }
    if (outcome.kind === 'blocked' && outcome.blocked !== 'status') {
      const hours = manageCutoffHours(c.env);
      const lines = [m.server_reply_too_late({ hours, phone: PRIMARY_PHONE.display }, l)];
      return c.html(await simple(locale, m.server_reply_cant_title({}, l), lines, 'reply-too-late'), 409, PRIVATE);
    }
    return c.html(
      await simple(locale, m.server_reply_not_booked_title({}, l), [], 'reply-not-booked', true),
      409,
      PRIVATE,
    );
  }),
);
