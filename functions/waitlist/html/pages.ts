import { html } from 'hono/html';
import { dateLabel, instantLabel, timeLabel } from '../../../common/i18n/dates';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { HONEYPOT_FIELD } from '../../../common/platform/fields';
import { FORM_TOKEN_FIELD } from '../../../common/platform/no-js-forms';
import { NOTICE_VERSION } from '../../../common/privacy/facts';
import { WAITLIST_FORM_ACTION, WAITLIST_STEP_FIELD } from '../../../common/waitlist/form';
import { pageCopy } from '../../platform/html/copy';
import { checkboxField, errorSummary, fieldId, hidden, honeypot, textField } from '../../platform/html/fields';
import { type Html, messagePage, page, sitePath } from '../../platform/html/layout';
import { LOCALE_FIELD } from '../../platform/locale';

/**
 * The waitlist's pages for people (decision 030): joining for a full date, an offer's claim page and what a claim came
 * to, and leaving the list. Server-rendered, without script: they work the same with JavaScript on or off, in any
 * in-app browser a message's link opens.
 */

/** What the join form shows: the posted values, their errors, the date's times and the channels on offer. */
export interface JoinForm {
  values: { full_name: string; email: string; phone: string; date: string; times: string[] };
  channels: { email: boolean; whatsapp: boolean };
  errors: Record<string, string>;
  /** The date's times (slot labels), each marked when it has no free place. */
  times: { time: string; full: boolean }[];
  whatsappOffered: boolean;
  token: string;
}

const FIELD_LABELS = (l: Locale) => ({
  full_name: m.forms_label_full_name({}, { locale: l }),
  email: m.forms_label_email_address({}, { locale: l }),
  phone: m.forms_label_phone_number({}, { locale: l }),
});

/** The form that puts a patient on the waitlist for one date. */
export function joinPage(locale: Locale, f: JoinForm): Html {
  const o = { locale };
  const labels = FIELD_LABELS(locale);
  const date = dateLabel(f.values.date, locale);
  const order = ['full_name', 'email', 'phone', 'date', 'times', 'offers_email'];
  const summary = errorSummary(
    Object.entries(f.errors)
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([name, message]) => ({ name: name === 'form' ? undefined : name, message })),
    locale,
  );
  const title = m.waitlist_join_title({}, o);
  const content = html`<h1>${title}</h1>
${summary}
<p>${m.waitlist_join_lead({ date }, o)}</p>
<form method="post" action="${WAITLIST_FORM_ACTION}" novalidate>
${hidden(LOCALE_FIELD, locale)}${hidden(WAITLIST_STEP_FIELD, 'join')}${hidden('date', f.values.date)}${hidden(
  FORM_TOKEN_FIELD,
  f.token,
)}${hidden('notice_version', NOTICE_VERSION)}
${textField({ name: 'full_name', label: labels.full_name, value: f.values.full_name, error: f.errors.full_name, required: true, autocomplete: 'name', maxlength: 200, locale })}
${textField({ name: 'email', label: labels.email, type: 'email', value: f.values.email, error: f.errors.email, required: true, autocomplete: 'email', maxlength: 255, locale })}
${textField({ name: 'phone', label: labels.phone, type: 'tel', value: f.values.phone, error: f.errors.phone, required: true, autocomplete: 'tel', maxlength: 20, inputmode: 'tel', locale })}
<fieldset class="field${f.errors.times ? ' invalid' : ''}" aria-describedby="${fieldId('times')}-hint">
<legend>${m.waitlist_join_times_legend({ date }, o)}</legend>
<span class="hint" id="${fieldId('times')}-hint">${m.waitlist_join_times_hint({}, o)}</span>
${f.errors.times ? html`<span class="error-msg">${f.errors.times}</span>` : ''}
<div class="choices wrap" id="${fieldId('times')}">
${f.times.map(
  (t) =>
    html`<label class="choice"><input type="checkbox" name="times" value="${t.time}"${
      f.values.times.includes(t.time) ? html` checked` : ''
    }> <span>${timeLabel(t.time, locale)}${t.full ? html` <small>(${m.waitlist_join_time_full({}, o)})</small>` : ''}</span></label>`,
)}
</div>
</fieldset>
<fieldset class="field${f.errors.offers_email ? ' invalid' : ''}">
<legend>${m.waitlist_join_channels_legend({}, o)}</legend>
<span class="hint">${m.waitlist_join_channels_hint({ date }, o)}</span>
${checkboxField({ name: 'offers_email', label: m.waitlist_join_channel_email({}, o), checked: f.channels.email, error: f.errors.offers_email, locale })}
${f.whatsappOffered ? checkboxField({ name: 'offers_whatsapp', label: m.waitlist_join_channel_whatsapp({}, o), checked: f.channels.whatsapp, locale }) : ''}
</fieldset>
${honeypot(HONEYPOT_FIELD, locale)}
<p class="notice">${m.waitlist_join_privacy({ date }, o)} <a href="${sitePath('/privacy', locale)}" target="_blank" rel="noopener">${pageCopy(locale).privacyLink}</a></p>
<p class="actions"><button class="button" type="submit">${m.waitlist_join_submit({}, o)}</button></p>
</form>`;
  return page(locale, { title, content, form: true, error: Object.keys(f.errors).length > 0 });
}

/** After joining: what happens now, and that nothing is booked yet. */
export function joinedPage(locale: Locale, date: string, channels: { email: boolean; whatsapp: boolean }): Html {
  const o = { locale };
  const how =
    channels.email && channels.whatsapp
      ? m.waitlist_joined_how_both({}, o)
      : channels.whatsapp
        ? m.waitlist_joined_how_whatsapp({}, o)
        : m.waitlist_joined_how_email({}, o);
  const title = m.waitlist_joined_title({}, o);
  const content = html`<h1>${title}</h1>
<p data-testid="waitlist-joined">${m.waitlist_joined_lead({ date: dateLabel(date, locale), how }, o)}</p>
<p>${m.waitlist_joined_not_booked({}, o)}</p>
<p>${m.waitlist_joined_already({}, o)}</p>
<p class="actions"><a class="button" href="${sitePath('/book-appointment', locale)}">${m.waitlist_book_other({}, o)}</a></p>`;
  return page(locale, { title, content });
}

import type { OfferFacts } from '../actions/facts';

function when(locale: Locale, f: Pick<OfferFacts, 'date' | 'time' | 'place'>) {
  return { date: dateLabel(f.date, locale), time: timeLabel(f.time, locale), place: f.place };
}

/** An open offer: the place, that it is not held, and the button that claims it (a POST with the link's token). */
export function offerPage(locale: Locale, f: OfferFacts, form: { o: string; t: string }, leave: string): Html {
  const o = { locale };
  const title = m.waitlist_offer_title({}, o);
  const content = html`<h1>${title}</h1>
<p data-testid="offer-place">${m.waitlist_offer_lead(when(locale, f), o)}</p>
${f.previous ? html`<p>${m.waitlist_offer_move({ previous: f.previous }, o)}</p>` : ''}
<p>${m.waitlist_offer_first({}, o)} ${m.waitlist_offer_until({ until: instantLabel(f.until, locale) }, o)}</p>
<form method="post" action="/api/waitlist/offer">${hidden('o', form.o)}${hidden('t', form.t)}
<p class="actions"><button class="button" type="submit">${f.previous ? m.waitlist_offer_take_move({}, o) : m.waitlist_offer_take({}, o)}</button>
<a href="${leave}">${m.waitlist_leave_link({}, o)}</a></p>
</form>`;
  return page(locale, { title, content });
}

/** What a claim (or an offer no longer open) came to, in calm words with a way on. */
export function claimPage(
  locale: Locale,
  kind: 'booked' | 'moved' | 'already' | 'taken' | 'expired' | 'closed' | 'unavailable' | 'held' | 'invalid',
  f?: OfferFacts,
): Html {
  const o = { locale };
  const words: Record<typeof kind, { title: string; lines: string[] }> = {
    booked: {
      title: m.waitlist_booked_title({}, o),
      lines: f ? [m.waitlist_booked_lead({ ...when(locale, f), email: f.email }, o)] : [],
    },
    moved: {
      title: m.waitlist_moved_title({}, o),
      lines: f ? [m.waitlist_moved_lead(when(locale, f), o)] : [],
    },
    already: {
      title: m.waitlist_already_title({}, o),
      lines: f ? [m.waitlist_already_lead(when(locale, f), o)] : [],
    },
    taken: { title: m.waitlist_taken_title({}, o), lines: [m.waitlist_taken_lead({}, o)] },
    expired: { title: m.waitlist_expired_title({}, o), lines: [m.waitlist_expired_lead({}, o)] },
    closed: { title: m.waitlist_closed_title({}, o), lines: [m.waitlist_closed_lead({}, o)] },
    unavailable: { title: m.waitlist_unavailable_title({}, o), lines: [m.waitlist_unavailable_lead({}, o)] },
    held: { title: m.waitlist_held_title({}, o), lines: [m.waitlist_held_lead({}, o)] },
    invalid: { title: m.waitlist_invalid_title({}, o), lines: [m.waitlist_invalid_lead({}, o)] },
  };
  const w = words[kind];
  // Booked or moved: nothing to go on to; otherwise another date may suit.
  const done = kind === 'booked' || kind === 'moved' || kind === 'already';
  const back = done ? undefined : { href: '/book-appointment', label: m.waitlist_book_other({}, o) };
  return messagePage(locale, { title: w.title, lines: w.lines, back, testId: `claim-${kind}` });
}

/** Leaving the list: a button (a GET never changes anything), then what it did. */
export function leavePage(
  locale: Locale,
  state: 'ask' | 'left' | 'invalid',
  date: string,
  form?: { e: string; t: string },
): Html {
  const o = { locale };
  if (state === 'invalid') return claimPage(locale, 'invalid');
  const title = state === 'ask' ? m.waitlist_leave_title({}, o) : m.waitlist_left_title({}, o);
  const label = dateLabel(date, locale);
  if (state !== 'ask' || !form) {
    const back = { href: '/book-appointment', label: m.waitlist_book_other({}, o) };
    return messagePage(locale, {
      title,
      lines: [m.waitlist_left_lead({ date: label }, o)],
      back,
      testId: 'waitlist-left',
    });
  }
  const content = html`<h1>${title}</h1>
<p>${m.waitlist_leave_lead({ date: label }, o)}</p>
<form method="post" action="/api/waitlist/leave">${hidden('e', form.e)}${hidden('t', form.t)}
<p class="actions"><button class="button" type="submit">${m.waitlist_leave_button({}, o)}</button></p></form>`;
  return page(locale, { title, content });
}
