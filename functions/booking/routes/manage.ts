import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as v from 'valibot';
import {
  linkInactiveMessage,
  ManageCancelSchema,
  ManageLookupSchema,
  ManageReportRemoveSchema,
  ManageRescheduleSchema,
  tooLateMessage,
} from '../../../common/booking/manage-schema';
import { m } from '../../../common/paraglide/messages.js';
import { EarlierTimeSchema } from '../../../common/waitlist/schema';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { acceptLanguageLocale, langOf, setLang } from '../../platform/locale';
import { answerJson } from '../../platform/outcome';
import { limitRequest } from '../../platform/rate-limit';
import { storage } from '../../platform/routes/storage';
import { TOKEN_RE } from '../../platform/tokens';
import { json } from '../../platform/validate';
import { removeReport, storeReport } from '../../reports/actions';
import { answerStored, noFile, readOneReport } from '../../reports/routes';
import { askEarlier, stopEarlier } from '../../waitlist/actions';
import {
  blockedReason,
  type ChangeOutcome,
  type Changer,
  cancelBooking,
  confirmBooking,
  manageCutoffHours,
  moveBooking,
} from '../actions/change';
import {
  type AppointmentRow,
  type LinkedRow,
  linkView,
  type OpenedBy,
  openLink,
  stopLinkMessages,
} from '../actions/manage';

function inactive(c: Context) {
  return fail(c, 404, linkInactiveMessage(langOf(c)));
}

/**
 * The answer for a link found used up only after the request took its booking's language (cancelled or erased
 * meanwhile, by a twin request or the desk): the same bytes an unknown link gets, in the request's own language.
 */
function usedUp(c: Context) {
  setLang(c, acceptLanguageLocale(c.req.header('accept-language')));
  return inactive(c);
}

/**
 * The booking a request's token opens, after the rate limit: the answer to give instead when there is none to act
 * on. Unknown, malformed and expired links, and the link of a cancelled booking (used up, whoever cancelled it), all
 * get the same calm answer, byte for byte: it is decided before the request takes the booking's language. From here on
 * the request is answered in the language the booking was made in (until then, in its Accept-Language).
 */
async function open(
  c: Context<AppEnv>,
  token: string,
): Promise<{ row: LinkedRow; now: Date; changer: Changer } | { answer: Response }> {
  const limited = await limitRequest(c, 'manage');
  if (limited) return { answer: limited };
  const opened = await openLink(c, token);
  if (opened.kind === 'inactive') return { answer: inactive(c) };
  setLang(c, opened.row.locale);
  return opened;
}

/** The booking as the page shows it, with the state of messages to its phone (see `manageMessagesState`). */
async function viewWithPhone(c: Context<AppEnv>, row: AppointmentRow, openedBy: OpenedBy, now: Date) {
  return c.json({ success: true as const, booking: await linkView(c, row, openedBy, now) });
}

/**
 * The answer to a change through the link: the booking as it now stands, or why not. A booking the link can no longer
 * open (cancelled, erased) gets the unknown link's answer (decision 016).
 */
async function answer(c: Context<AppEnv>, o: ChangeOutcome, openedBy: OpenedBy, now: Date): Promise<Response> {
  const lang = langOf(c);
  switch (o.kind) {
    case 'done':
      return viewWithPhone(c, o.row, openedBy, now);
    case 'gone':
    case 'expired':
      return usedUp(c);
    case 'blocked':
      return fail(c, 409, tooLateMessage(o.blocked, manageCutoffHours(c.env), lang));
    case 'refused':
      return answerJson(c, o.refusal);
    case 'duplicate':
      return fail(c, 409, m.server_duplicate({}, { locale: lang }), {
        appointment_time: m.server_duplicate_field({}, { locale: lang }),
      });
    case 'conflict':
      return fail(c, 409, m.server_changed_meanwhile({}, { locale: lang }));
  }
}

export const manage = new Hono<AppEnv>();

// Every answer here is about one patient's booking: never stored by a cache or a browser.
manage.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/**
 * The body of a request about the booking a link opens, checked against `schema`: a token that is not a link's gets
 * the unknown link's answer before anything else is looked at; other invalid fields 400.
 */
function linkBody<S extends v.GenericSchema<unknown, { token: string }>>(schema: S) {
  return json(schema, {
    before: (c, body) => (typeof body.token !== 'string' || !TOKEN_RE.test(body.token) ? inactive(c) : undefined),
  });
}

/**
 * Answers a request about the booking a link opens: with storage, the booking it opens and how a change made through
 * it is decided — or the answer to give instead when there is none to act on.
 */
function withLink<I extends { token: string }>(
  c: Context<AppEnv>,
  input: I,
  work: (row: LinkedRow, now: Date, changer: Changer) => Promise<Response>,
): Promise<Response> {
  return storage(c, async () => {
    const opened = await open(c, input.token);
    if ('answer' in opened) return opened.answer;
    return work(opened.row, opened.now, opened.changer);
  });
}

/** What the link opens. Read-only: opening a link, however often and by whatever scanner, changes nothing. */
manage.post('/lookup', linkBody(ManageLookupSchema), (c) =>
  withLink(c, c.req.valid('json'), (row, now) => viewWithPhone(c, row, row.opened_by, now)),
);

/**
 * "Stop messages to my phone": this booking's messages stop, on WhatsApp and by SMS (appointments.messages_stopped_at).
 * Only this booking's: whoever holds the link typed the number, which proves nobody, so the number-wide list
 * (phone_opt_outs) takes only the number's own STOP or the desk's. Idempotent; e-mails go on. The answer is the
 * booking with its messages 'off' ('none' when it never asked for any): nothing in it depends on another booking.
 */
manage.post('/stop-messages', linkBody(ManageLookupSchema), (c) =>
  withLink(c, c.req.valid('json'), async (row, now) => {
    await stopLinkMessages(c, row);
    return viewWithPhone(c, row, row.opened_by, now);
  }),
);

/**
 * Confirms a booking held unconfirmed (booked from a form without JavaScript): the patient opened the link from the
 * e-mail, which proves the address. Idempotent: a confirmed booking answers as it stands.
 */
manage.post('/confirm', linkBody(ManageLookupSchema), (c) =>
  withLink(c, c.req.valid('json'), async (row, now, changer) => {
    const o = await confirmBooking(c, row, changer, now);
    // A link whose held place is past its deadline is done, as for any cancelled booking.
    return o.kind === 'gone' || o.kind === 'expired' ? inactive(c) : answer(c, o, row.opened_by, now);
  }),
);

/**
 * Cancels the booking. The answer shows the cancelled booking once; the link is then used up: a second cancel (a
 * retry, a twin request that lost the race) gets the same 404 as an unknown link and changes nothing (decision 016).
 */
manage.post('/cancel', linkBody(ManageCancelSchema), (c) => {
  const input = c.req.valid('json');
  return withLink(c, input, async (row, now, changer) => {
    const o = await cancelBooking(c, row, input.reason, changer, now);
    return o.kind === 'done' && !o.changed ? usedUp(c) : answer(c, o, row.opened_by, now);
  });
});

/**
 * Moves the booking, with the same rules and atomic capacity as a new booking. Idempotent: asking for the time it
 * already has answers success and changes nothing.
 */
manage.post('/reschedule', linkBody(ManageRescheduleSchema), (c) => {
  const input = c.req.valid('json');
  return withLink(c, input, async (row, now, changer) => {
    const to = { date: input.appointment_date, time: input.appointment_time };
    return answer(c, await moveBooking(c, row, to, changer, langOf(c), now), row.opened_by, now);
  });
});

/**
 * "Tell me if an earlier time opens" (decision 030): from a date (today at the earliest) to the booking's, the times that
 * suit, the channels. Asking again replaces the request. The answer is the booking as it stands, with the request.
 */
manage.post('/earlier', linkBody(EarlierTimeSchema), (c) => {
  const input = c.req.valid('json');
  return withLink(c, input, async (row, now) => {
    if (blockedReason(row, manageCutoffHours(c.env), now)) {
      return fail(c, 409, m.waitlist_error_earlier_booking({}, { locale: langOf(c) }));
    }
    const o = await askEarlier(c, row, input, langOf(c), now);
    if (o.kind === 'refused') return answerJson(c, o.refusal);
    return viewWithPhone(c, row, row.opened_by, now);
  });
});

/** Stops the offers of earlier times. Idempotent. */
manage.post('/earlier/stop', linkBody(ManageLookupSchema), (c) =>
  withLink(c, c.req.valid('json'), async (row, now) => {
    await stopEarlier(c.env, row.id);
    return viewWithPhone(c, row, row.opened_by, now);
  }),
);

/**
 * Adds a report through the link (multipart/form-data: `token`, `file`), one file a request, while the booking is
 * ahead and holds fewer than its limit (decision 029). Counted against the reports' rate limit before the body is read.
 */
manage.post('/reports', (c) =>
  storage(c, async () => {
    const read = await readOneReport(c);
    if ('limited' in read) return read.limited;
    const token = read.fields.get('token') ?? '';
    if (!TOKEN_RE.test(token)) return inactive(c);
    const opened = await open(c, token);
    if ('answer' in opened) return opened.answer;
    const locale = langOf(c);
    if (!read.file) return noFile(c, locale);
    const o = await storeReport(c.env, {
      appointmentId: opened.row.id,
      file: read.file,
      source: 'manage',
      addedBy: 'patient',
      locale,
    });
    return answerStored(c, o);
  }),
);

/**
 * Removes one report through the e-mailed link, while the booking is ahead. A page opened from a phone message does
 * not list the reports' names, and cannot remove one: the same 404 as a report that is not there.
 */
manage.post('/reports/remove', linkBody(ManageReportRemoveSchema), (c) => {
  const input = c.req.valid('json');
  return withLink(c, input, async (row, now) => {
    // One sent on WhatsApp stays (the page does not show whose it is); the desk can remove it.
    const removed =
      row.opened_by === 'email' && (await removeReport(c.env, row.id, input.report, 'patient', now, ['whatsapp']));
    if (!removed) return fail(c, 404, m.server_report_not_found({}, { locale: langOf(c) }));
    return viewWithPhone(c, row, row.opened_by, now);
  });
});
