import type { Context } from 'hono';
import { Hono } from 'hono';
import { DOCTOR } from '../../common/clinic';
import { clinicText } from '../../common/clinic.hi';
import { m } from '../../common/paraglide/messages.js';
import {
  addDays,
  clinicDate,
  DEFAULT_MANAGE_CUTOFF_HOURS,
  positiveInt,
  reminderDueAt,
  slotCapacity,
  slotClosedReason,
  slotStart,
  type TimeSlot,
} from '../../common/schedule';
import { parseWith } from '../../common/schemas/fields';
import {
  linkInactiveMessage,
  ManageCancelSchema,
  type ManagedBooking,
  ManageLookupSchema,
  ManageRescheduleSchema,
  tooLateMessage,
} from '../../common/schemas/manage';
import { closedMessage } from '../../common/schemas/messages';
import { visitReasonLabel } from '../../common/visit-reasons';
import {
  type AppointmentRow,
  appointmentByTokenHash,
  type ChangedBy,
  cancelAppointment,
  confirmAppointment,
  rescheduleAppointment,
} from '../db/appointments';
import type { QueuedEmail } from '../db/outbox';
import { claimedAppointmentEmails, newEmailState, sendClaimed } from '../email/deliver';
import type { AppEnv, Env } from '../env';
import { fail, readJsonBody } from '../http';
import { dateLabel } from '../i18n';
import { acceptLanguageLocale, langOf, setLang } from '../locale';
import { TOKEN_RE, tokenHash } from '../manage-token';
import { limitRequest } from '../rate-limit';
import { forgetAvailability } from './availability';
import { closedAnswer } from './closed';
import { storage } from './storage';

/** A link stops working this many days after its appointment's date. */
const LINK_DAYS_AFTER = 30;

function cutoffHours(env: Env): number {
  return positiveInt(env.MANAGE_CUTOFF_HOURS, DEFAULT_MANAGE_CUTOFF_HOURS);
}

/** Why the link can no longer change the booking, or null when it can. */
export function blockedReason(row: AppointmentRow, hours: number, now: Date): ManagedBooking['blocked'] {
  if (row.status !== 'booked') return 'status';
  const startsIn = slotStart(row.appointment_date, row.appointment_time as TimeSlot).getTime() - now.getTime();
  if (startsIn <= 0) return 'past';
  if (startsIn < hours * 3_600_000) return 'cutoff';
  return null;
}

/** The booking as the manage page shows it, its labels in the language it was booked in. */
function view(row: AppointmentRow, env: Env, now: Date): ManagedBooking {
  const hours = cutoffHours(env);
  const blocked = row.status === 'cancelled' ? null : blockedReason(row, hours, now);
  const locale = row.locale;
  return {
    reference: row.id,
    first_name: row.full_name.split(/\s+/)[0] ?? '',
    date: row.appointment_date,
    date_label: dateLabel(row.appointment_date, locale),
    time: row.appointment_time,
    doctor: `${DOCTOR.name}, ${clinicText(locale).doctorSpecialty}`,
    visit_reason: row.visit_reason,
    visit_label: visitReasonLabel(row.visit_reason, locale),
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    can_change: row.status === 'booked' && blocked === null,
    blocked,
    cutoff_hours: hours,
    needs_confirmation: row.status === 'booked' && row.confirm_by !== null,
    locale,
  };
}

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
): Promise<{ row: AppointmentRow; now: Date } | { answer: Response }> {
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

/** Sends the e-mails of a change after the response (the booking as it now stands). */
function sendAfter(c: Context<AppEnv>, emails: QueuedEmail[], row: AppointmentRow) {
  const state = newEmailState(c.env);
  if (state === 'pending') return;
  c.executionCtx.waitUntil(sendClaimed(c.env, claimedAppointmentEmails(emails, row, new Date().toISOString(), state)));
}

export const manage = new Hono<AppEnv>();

// Every answer here is about one patient's booking: never stored by a cache or a browser.
manage.use('*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/** What the link opens. Read-only: opening a link, however often and by whatever scanner, changes nothing. */
manage.post('/lookup', async (c) => {
  const { body } = await readJsonBody(c);
  const parsed = parseWith(ManageLookupSchema, body);
  if (!parsed.success) return inactive(c);
  return storage(c, async () => {
    const opened = await open(c, parsed.output.token);
    if ('answer' in opened) return opened.answer;
    return c.json({ success: true as const, booking: view(opened.row, c.env, opened.now) });
  });
});

/**
 * Confirms a booking held unconfirmed (booked from a form without JavaScript): the patient opened the link from the
 * e-mail, which proves the address. Idempotent: a confirmed booking answers as it stands.
 */
manage.post('/confirm', async (c) => {
  const { body } = await readJsonBody(c);
  const parsed = parseWith(ManageLookupSchema, body);
  if (!parsed.success) return inactive(c);
  return storage(c, async () => {
    const opened = await open(c, parsed.output.token);
    if ('answer' in opened) return opened.answer;
    let { row } = opened;
    const { now } = opened;
    for (let attempt = 0; attempt < 2; attempt++) {
      if (row.status === 'cancelled') return inactive(c);
      if (row.confirm_by === null) return c.json({ success: true as const, booking: view(row, c.env, now) });
      // Past its deadline the place is being released: the link is done, as for any cancelled booking.
      if (row.confirm_by < now.toISOString()) return inactive(c);
      const reminderAt = reminderDueAt(row.appointment_date, now).toISOString();
      const result = await confirmAppointment(c.env.DB, row, reminderAt, newEmailState(c.env));
      if (result.kind === 'changed') {
        const after: AppointmentRow = { ...row, confirm_by: null };
        sendAfter(c, result.emails, after);
        console.log(`appointment ${row.id}: confirmed by the patient`);
        return c.json({ success: true as const, booking: view(after, c.env, now) });
      }
      const again = await appointmentByTokenHash(c.env.DB, await tokenHash(parsed.output.token));
      if (!again) return inactive(c);
      row = again;
    }
    return fail(c, 409, m.server_changed_meanwhile({}, { locale: langOf(c) }));
  });
});

/**
 * Cancels the booking. The answer shows the cancelled booking once; the link is then used up: a second cancel (a
 * retry, a twin request that lost the race) gets the same 404 as an unknown link and changes nothing (decision 016).
 */
manage.post('/cancel', async (c) => {
  const { body } = await readJsonBody(c);
  if (typeof body.token !== 'string' || !TOKEN_RE.test(body.token)) return inactive(c);
  const parsed = parseWith(ManageCancelSchema, body, langOf(c));
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  return storage(c, async () => {
    const opened = await open(c, parsed.output.token);
    if ('answer' in opened) return opened.answer;
    let { row } = opened;
    const { now } = opened;
    for (let attempt = 0; attempt < 2; attempt++) {
      if (row.status === 'cancelled') return usedUp(c);
      const blocked = blockedReason(row, cutoffHours(c.env), now);
      if (blocked) return fail(c, 409, tooLateMessage(blocked, cutoffHours(c.env), langOf(c)));
      const by: ChangedBy = 'patient';
      const result = await cancelAppointment(c.env.DB, row, by, parsed.output.reason, newEmailState(c.env));
      if (result.kind === 'changed') {
        const after: AppointmentRow = {
          ...row,
          status: 'cancelled',
          sequence: result.sequence,
          status_reason: parsed.output.reason || null,
          status_by: by,
        };
        await forgetAvailability(c, row.appointment_date);
        sendAfter(c, result.emails, after);
        console.log(`appointment ${row.id}: cancelled by the patient`);
        return c.json({ success: true as const, booking: view(after, c.env, now) });
      }
      // Changed meanwhile (a twin request, or a move): read it again and decide once more.
      const again = await appointmentByTokenHash(c.env.DB, await tokenHash(parsed.output.token));
      if (!again) return usedUp(c);
      row = again;
    }
    return fail(c, 409, m.server_changed_meanwhile({}, { locale: langOf(c) }));
  });
});

/**
 * Moves the booking, with the same rules and atomic capacity as a new booking. Idempotent: asking for the time it
 * already has answers success and changes nothing.
 */
manage.post('/reschedule', async (c) => {
  const { body } = await readJsonBody(c);
  if (typeof body.token !== 'string' || !TOKEN_RE.test(body.token)) return inactive(c);
  const parsed = parseWith(ManageRescheduleSchema, body, langOf(c));
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  const to = { date: parsed.output.appointment_date, time: parsed.output.appointment_time };
  return storage(c, async () => {
    const opened = await open(c, parsed.output.token);
    if ('answer' in opened) return opened.answer;
    let { row } = opened;
    const { now } = opened;
    const hours = cutoffHours(c.env);
    for (let attempt = 0; attempt < 2; attempt++) {
      if (row.status === 'booked' && row.appointment_date === to.date && row.appointment_time === to.time) {
        return c.json({ success: true as const, booking: view(row, c.env, now) });
      }
      if (row.status === 'cancelled') return usedUp(c);
      const blocked = blockedReason(row, hours, now);
      const lang = langOf(c);
      if (blocked) return fail(c, 409, tooLateMessage(blocked, hours, lang));
      const reason = slotClosedReason(to.date, to.time, now);
      if (reason) {
        const field = reason === 'too-soon' ? 'appointment_time' : 'appointment_date';
        const message = closedMessage(reason, lang);
        return fail(c, 400, message, { [field]: message });
      }
      const result = await rescheduleAppointment(
        c.env.DB,
        row,
        to,
        slotCapacity(c.env.SLOT_CAPACITY),
        reminderDueAt(to.date, now).toISOString(),
        'patient',
        newEmailState(c.env),
      );
      if (result.kind === 'changed') {
        const after: AppointmentRow = {
          ...row,
          appointment_date: to.date,
          appointment_time: to.time,
          sequence: result.sequence,
          status_by: 'patient',
          confirm_by: null,
        };
        await Promise.all([forgetAvailability(c, row.appointment_date), forgetAvailability(c, to.date)]);
        sendAfter(c, result.emails, after);
        console.log(`appointment ${row.id}: moved by the patient`);
        return c.json({ success: true as const, booking: view(after, c.env, now) });
      }
      if (result.kind === 'full') {
        const full = closedMessage('full', lang);
        return fail(c, 409, full, { appointment_time: full });
      }
      if (result.kind === 'closed') return closedAnswer(c, to.date, to.time);
      if (result.kind === 'duplicate') {
        return fail(c, 409, m.server_duplicate({}, { locale: lang }), {
          appointment_time: m.server_duplicate_field({}, { locale: lang }),
        });
      }
      const again = await appointmentByTokenHash(c.env.DB, await tokenHash(parsed.output.token));
      if (!again) return usedUp(c);
      row = again;
    }
    return fail(c, 409, m.server_changed_meanwhile({}, { locale: langOf(c) }));
  });
});
