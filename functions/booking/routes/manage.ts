import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as v from 'valibot';
import {
  linkInactiveMessage,
  ManageCancelSchema,
  type ManagedBooking,
  ManageLookupSchema,
  ManageRescheduleSchema,
  tooLateMessage,
} from '../../../common/booking/manage-schema';
import { addDays, clinicDate } from '../../../common/booking/schedule';
import { visitReasonLabel } from '../../../common/booking/visit-reasons';
import { DOCTOR } from '../../../common/clinic/facts';
import { clinicText } from '../../../common/clinic/facts.hi';
import { m } from '../../../common/paraglide/messages.js';
import { parseWith } from '../../../common/platform/fields';
import { manageMessagesState, phoneState, stopMessagesByLink } from '../../notify/db/phone-log';
import type { AppEnv, Env } from '../../platform/env';
import { fail, readJsonBody } from '../../platform/http';
import { dateLabel } from '../../platform/i18n';
import { acceptLanguageLocale, langOf, setLang } from '../../platform/locale';
import { answerJson } from '../../platform/outcome';
import { limitRequest } from '../../platform/rate-limit';
import { storage } from '../../platform/routes/storage';
import { TOKEN_RE, tokenHash } from '../../platform/tokens';
import {
  blockedReason,
  type ChangeOutcome,
  type Changer,
  cancelBooking,
  confirmBooking,
  manageCutoffHours,
  moveBooking,
} from '../actions/change';
import { type AppointmentRow, appointmentByTokenHash, type OpenedBy } from '../db/appointments';

/** A link stops working this many days after its appointment's date. */
const LINK_DAYS_AFTER = 30;

/**
 * The booking as the manage page shows it, its labels in the language it was booked in. Opened with the phone token (a
 * phone message's link), it shows what the messages themselves show — when, where, change, cancel — and never the
 * visit's reason: a phone number proves nobody, and family phones are shared (decision 024).
 */
function view(row: AppointmentRow, openedBy: OpenedBy, env: Env, now: Date): ManagedBooking {
  const hours = manageCutoffHours(env);
  const blocked = row.status === 'cancelled' ? null : blockedReason(row, hours, now);
  const locale = row.locale;
  const fromEmail = openedBy === 'email';
  return {
    reference: row.id,
    first_name: row.full_name.split(/\s+/)[0] ?? '',
    date: row.appointment_date,
    date_label: dateLabel(row.appointment_date, locale),
    time: row.appointment_time,
    doctor: `${DOCTOR.name}, ${clinicText(locale).doctorSpecialty}`,
    visit_reason: fromEmail ? row.visit_reason : '',
    visit_label: fromEmail ? visitReasonLabel(row.visit_reason, locale) : '',
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    can_change: row.status === 'booked' && blocked === null,
    blocked,
    cutoff_hours: hours,
    needs_confirmation: row.status === 'booked' && row.confirm_by !== null,
    locale,
    opened_by: openedBy,
  };
}

/** A booking as a link opened it, and which link it was. */
type LinkedRow = AppointmentRow & { opened_by: OpenedBy };

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
async function open(c: Context<AppEnv>, token: string): Promise<{ row: LinkedRow; now: Date } | { answer: Response }> {
  const limited = await limitRequest(c, 'manage');
  if (limited) return { answer: limited };
  if (!TOKEN_RE.test(token)) return { answer: inactive(c) };
  const row = await appointmentByTokenHash(c.env.DB, await tokenHash(token));
  const now = new Date();
  if (!row || row.status === 'cancelled' || addDays(row.appointment_date, LINK_DAYS_AFTER) < clinicDate(now)) {
    return { answer: inactive(c) };
  }
  setLang(c, row.locale);
  return { row, now };
}

/** A patient's change through the link: decided again once on a lost race, on the booking the token now opens. */
async function patient(c: Context<AppEnv>, token: string): Promise<Changer> {
  const hash = await tokenHash(token);
  return { who: 'patient', reread: () => appointmentByTokenHash(c.env.DB, hash) };
}

/** The booking as the page shows it, with the state of messages to its phone (see `manageMessagesState`). */
async function viewWithPhone(c: Context<AppEnv>, row: AppointmentRow, openedBy: OpenedBy, now: Date) {
  const phone_messages = manageMessagesState(await phoneState(c.env.DB, row.id));
  return c.json({ success: true as const, booking: { ...view(row, openedBy, c.env, now), phone_messages } });
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
 * Answers a request about the booking a link opens: the body read with `schema` (a token that is not a link's gets the
 * unknown link's answer; other invalid fields 400), then, with storage, the booking it opens and how a change made
 * through it is decided — or the answer to give instead when there is none to act on.
 */
async function withLink<S extends v.GenericSchema<unknown, { token: string }>>(
  c: Context<AppEnv>,
  schema: S,
  work: (input: v.InferOutput<S>, row: LinkedRow, now: Date, changer: Changer) => Promise<Response>,
): Promise<Response> {
  const { body } = await readJsonBody(c);
  if (typeof body.token !== 'string' || !TOKEN_RE.test(body.token)) return inactive(c);
  const parsed = parseWith(schema, body, langOf(c));
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  const input = parsed.output;
  return storage(c, async () => {
    const opened = await open(c, input.token);
    if ('answer' in opened) return opened.answer;
    return work(input, opened.row, opened.now, await patient(c, input.token));
  });
}

/** What the link opens. Read-only: opening a link, however often and by whatever scanner, changes nothing. */
manage.post('/lookup', (c) =>
  withLink(c, ManageLookupSchema, async (_, row, now) => viewWithPhone(c, row, row.opened_by, now)),
);

/**
 * "Stop messages to my phone": this booking's messages stop, on WhatsApp and by SMS (appointments.messages_stopped_at).
 * Only this booking's: whoever holds the link typed the number, which proves nobody, so the number-wide list
 * (phone_opt_outs) takes only the number's own STOP or the desk's. Idempotent; e-mails go on. The answer is the
 * booking with its messages 'off' ('none' when it never asked for any): nothing in it depends on another booking.
 */
manage.post('/stop-messages', (c) =>
  withLink(c, ManageLookupSchema, async (_, row, now) => {
    await stopMessagesByLink(c.env.DB, row.id);
    return viewWithPhone(c, row, row.opened_by, now);
  }),
);

/**
 * Confirms a booking held unconfirmed (booked from a form without JavaScript): the patient opened the link from the
 * e-mail, which proves the address. Idempotent: a confirmed booking answers as it stands.
 */
manage.post('/confirm', (c) =>
  withLink(c, ManageLookupSchema, async (_, row, now, changer) => {
    const o = await confirmBooking(c, row, changer, now);
    // A link whose held place is past its deadline is done, as for any cancelled booking.
    return o.kind === 'gone' || o.kind === 'expired' ? inactive(c) : answer(c, o, row.opened_by, now);
  }),
);

/**
 * Cancels the booking. The answer shows the cancelled booking once; the link is then used up: a second cancel (a
 * retry, a twin request that lost the race) gets the same 404 as an unknown link and changes nothing (decision 016).
 */
manage.post('/cancel', (c) =>
  withLink(c, ManageCancelSchema, async (input, row, now, changer) => {
    const o = await cancelBooking(c, row, input.reason, changer, now);
    return o.kind === 'done' && !o.changed ? usedUp(c) : answer(c, o, row.opened_by, now);
  }),
);

/**
 * Moves the booking, with the same rules and atomic capacity as a new booking. Idempotent: asking for the time it
 * already has answers success and changes nothing.
 */
manage.post('/reschedule', (c) =>
  withLink(c, ManageRescheduleSchema, async (input, row, now, changer) => {
    const to = { date: input.appointment_date, time: input.appointment_time };
    return answer(c, await moveBooking(c, row, to, changer, langOf(c), now), row.opened_by, now);
  }),
);
