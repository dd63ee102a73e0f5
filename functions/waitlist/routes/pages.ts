import { type Context, Hono } from 'hono';
import { isRealDate } from '../../../common/booking/schedule';
import { isLocale, type Locale, localeOf } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { honeypotMessage, isBotSubmission } from '../../../common/platform/fields';
import { FORM_TOKEN_FIELD } from '../../../common/platform/no-js-forms';
import { WAITLIST_STEP_FIELD } from '../../../common/waitlist/form';
import { dayAvailability, forgetAvailability } from '../../booking/actions';
import { asPage, pageForPeople } from '../../booking/routes';
import { phoneMessagesOffered } from '../../notify';
import type { AppEnv } from '../../platform/env';
import { checkFormToken, issueFormToken } from '../../platform/form-token';
import { pageCopy } from '../../platform/html/copy';
import type { Html } from '../../platform/html/layout';
import { type FormFields, readFormBody } from '../../platform/http';
import { LOCALE_FIELD, langOf, setLang } from '../../platform/locale';
import { limitRequest } from '../../platform/rate-limit';
import {
  claimOffer,
  joinWaitlist,
  leaveEntryByLink,
  leaveUrl,
  offerByLink,
  offerFacts,
  offerFreePlaces,
  offerState,
} from '../actions';
import { claimPage, type JoinForm, joinedPage, joinPage, leavePage, offerPage } from '../html/pages';

/**
 * The waitlist's pages (decision 030), at /api/waitlist: join (GET shows the form for a date; POST 'start' draws it
 * filled in from a booking form's details, POST 'join' joins), an offer's page (GET shows, POST claims) and leaving
 * the list (GET asks, POST leaves). No script; every answer is a page in the patient's language.
 */
export const waitlistPages = new Hono<AppEnv>();

waitlistPages.use('*', pageForPeople);

const PRIVATE = { 'cache-control': 'no-store' };

async function send(c: Context<AppEnv>, body: Html, status = 200): Promise<Response> {
  return c.html(await body, status as 200, PRIVATE);
}

function formLocale(c: Context<AppEnv>, form: FormFields): Locale {
  const value = form.get(LOCALE_FIELD);
  const locale = isLocale(value) ? value : 'en';
  setLang(c, locale);
  return locale;
}

/** The join form for a date: its times (marked full or not), the channels on offer, a fresh form token. */
async function joinForm(
  c: Context<AppEnv>,
  locale: Locale,
  values: JoinForm['values'],
  channels: JoinForm['channels'],
  errors: Record<string, string> = {},
): Promise<JoinForm> {
  const day = await dayAvailability(c.env, values.date, new Date(), locale);
  const times = day.slots.filter((s) => s.why !== 'too-soon').map((s) => ({ time: s.time, full: s.why === 'full' }));
  return {
    values,
    channels,
    errors,
    times,
    whatsappOffered: phoneMessagesOffered(c.env),
    token: (await issueFormToken(c.env, 'waitlist')).token,
  };
}

waitlistPages.get('/join', async (c) => {
  const lang: Locale = isLocale(c.req.query('lang')) ? (c.req.query('lang') as Locale) : langOf(c);
  setLang(c, lang);
  const date = c.req.query('date') ?? '';
  if (!isRealDate(date)) return c.redirect(lang === 'hi' ? '/hi/book-appointment' : '/book-appointment', 303);
  const values = { full_name: '', email: '', phone: '', date, times: [] };
  return send(c, joinPage(lang, await joinForm(c, lang, values, { email: true, whatsapp: false })));
});

waitlistPages.post('/join', (c) =>
  asPage(c, async () => {
    const form = await readFormBody(c);
    const locale = formLocale(c, form);
    const date = (form.get('date') ?? form.get('appointment_date') ?? '').trim();
    if (!isRealDate(date)) return c.redirect(locale === 'hi' ? '/hi/book-appointment' : '/book-appointment', 303);
    const values = {
      full_name: form.get('full_name') ?? '',
      email: form.get('email') ?? '',
      phone: form.get('phone') ?? '',
      date,
      times: form.getAll('times').length ? form.getAll('times') : [form.get('appointment_time') ?? ''].filter(Boolean),
    };
    const channels = {
      email: form.get(WAITLIST_STEP_FIELD) === 'join' ? form.has('offers_email') : true,
      whatsapp: form.get(WAITLIST_STEP_FIELD) === 'join' ? form.has('offers_whatsapp') : form.has('messages_opt_in'),
    };
    // 'start': a booking form's details, to draw the form filled in; nothing is stored.
    if (form.get(WAITLIST_STEP_FIELD) !== 'join') {
      return send(c, joinPage(locale, await joinForm(c, locale, values, channels)));
    }
    const again = async (errors: Record<string, string>, status: number) =>
      send(c, joinPage(locale, await joinForm(c, locale, values, channels, errors)), status);
    if (isBotSubmission(form.record())) return again({ form: honeypotMessage(locale) }, 400);
    const posted = await checkFormToken(c.env, 'waitlist', form.get(FORM_TOKEN_FIELD));
    if (posted.status !== 'valid') {
      const t = pageCopy(locale);
      const submit = m.waitlist_join_submit({}, { locale });
      return again({ form: posted.status === 'expired' ? t.tokenExpired(submit) : t.tokenCheck(submit) }, 400);
    }
    const joined = await joinWaitlist(c, {
      ...values,
      offers_email: channels.email,
      offers_whatsapp: channels.whatsapp,
      notice_version: (form.get('notice_version') ?? '').slice(0, 20),
      locale,
    });
    if (!joined.ok) {
      if (joined.retryAfter !== undefined) c.header('Retry-After', String(joined.retryAfter));
      return again(joined.fields ?? { form: joined.error }, joined.status);
    }
    return send(c, joinedPage(locale, joined.date, joined.channels));
  }),
);

waitlistPages.get('/offer', async (c) => {
  const offer = await offerByLink(c.env, c.req.query('o') ?? '', c.req.query('t') ?? '');
  if (!offer) return send(c, claimPage(langOf(c), 'invalid'), 404);
  const locale = localeOf(offer.entry.locale);
  setLang(c, locale);
  const state = await offerState(c.env, offer);
  const facts = await offerFacts(c.env, offer, locale);
  if (state.kind !== 'open') return send(c, claimPage(locale, state.kind, facts));
  const leave = await leaveUrl(c.env, offer.entry_id, offer.entry.nonce);
  return send(c, offerPage(locale, facts, { o: offer.id, t: c.req.query('t') ?? '' }, leave));
});

waitlistPages.post('/offer', (c) =>
  asPage(c, async () => {
    const limited = await limitRequest(c, 'manage');
    if (limited) return send(c, claimPage(langOf(c), 'invalid'), 429);
    const form = await readFormBody(c);
    const offer = await offerByLink(c.env, form.get('o') ?? '', form.get('t') ?? '');
    if (!offer) return send(c, claimPage(langOf(c), 'invalid'), 404);
    const locale = localeOf(offer.entry.locale);
    setLang(c, locale);
    const now = new Date();
    const outcome = await claimOffer(c.env, offer, (p) => c.executionCtx.waitUntil(p), now);
    if (outcome.kind === 'invalid') return send(c, claimPage(locale, 'invalid'), 404);
    if (outcome.kind === 'booked' || outcome.kind === 'moved') {
      await forgetAvailability(c, offer.appointment_date);
    }
    if (outcome.kind === 'moved' && outcome.previous) {
      // The time it left is free now: offered to whoever waits for it.
      await forgetAvailability(c, outcome.previous.slice(0, 10));
      c.executionCtx.waitUntil(
        offerFreePlaces(c.env, now, { waitUntil: (p) => c.executionCtx.waitUntil(p) }).catch((err) =>
          console.error(`waitlist: offers after a move failed: ${err instanceof Error ? err.name : 'unknown'}`),
        ),
      );
    }
    const facts = await offerFacts(c.env, outcome.offer, locale);
    const status = outcome.kind === 'booked' || outcome.kind === 'moved' || outcome.kind === 'already' ? 200 : 409;
    return send(c, claimPage(locale, outcome.kind, facts), status);
  }),
);

waitlistPages.get('/leave', async (c) => {
  const e = c.req.query('e') ?? '';
  const t = c.req.query('t') ?? '';
  const entry = await leaveEntryByLink(c.env, e, t, false);
  if (!entry) return send(c, leavePage(langOf(c), 'invalid', ''), 404);
  const locale = localeOf(entry.locale);
  // An entry that took a place has not "left": it is no longer waiting, as its offers' pages say.
  if (entry.status === 'booked') return send(c, claimPage(locale, 'closed'));
  return send(c, leavePage(locale, entry.status === 'waiting' ? 'ask' : 'left', entry.date_from, { e, t }));
});

waitlistPages.post('/leave', (c) =>
  asPage(c, async () => {
    const limited = await limitRequest(c, 'manage');
    if (limited) return send(c, leavePage(langOf(c), 'invalid', ''), 429);
    const form = await readFormBody(c);
    const entry = await leaveEntryByLink(c.env, form.get('e') ?? '', form.get('t') ?? '', true);
    if (!entry) return send(c, leavePage(langOf(c), 'invalid', ''), 404);
    if (entry.status === 'booked') return send(c, claimPage(localeOf(entry.locale), 'closed'));
    return send(c, leavePage(localeOf(entry.locale), 'left', entry.date_from));
  }),
);
