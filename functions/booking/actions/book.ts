import type { Context } from 'hono';
import {
  CONFIRM_HOURS,
  clinicDate,
  DEFAULT_MAX_UPCOMING_BOOKINGS,
  positiveInt,
  reminderDueAt,
  slotStart,
} from '../../../common/booking/schedule';
import { type Appointment, AppointmentSchema, bookingForProblems, bookingOf } from '../../../common/booking/schema';
import { PRIMARY_PHONE } from '../../../common/clinic/facts';
import { type Place, placeById } from '../../../common/clinic/schedule';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { parseWith } from '../../../common/platform/fields';
import { readSchedule } from '../../clinic/db';
import {
  claimedAppointmentEmails,
  newEmailState,
  newPhoneState,
  phoneColumns,
  sendClaimed,
  storedAppointment,
} from '../../notify';
import { payDeadline, payPath, termsOf } from '../../payments/actions';
import { spendKey } from '../../platform/db/idempotency';
import { newId } from '../../platform/db/ids';
import type { AppEnv } from '../../platform/env';
import { requestHash } from '../../platform/http';
import { knownAnswer } from '../../platform/idempotent';
import { langOf } from '../../platform/locale';
import { type Outcome, type Refused, refused } from '../../platform/outcome';
import { rateCheck, rateLimitRefusal } from '../../platform/rate-limit';
import { storedOutcome } from '../../platform/storage';
import { newManageLink } from '../../platform/tokens';
import { type AppointmentRow, appointmentById, createAppointment } from '../db/appointments';
import { forgetAvailability } from './availability';
import { closedRefusal, fullRefusal, notOfferedRefusal, offeredSlot, scheduleRefusal } from './closed';

/**
 * What anyone reads when a booking is refused because of what the e-mail address already holds — a booking at that
 * time, or the most upcoming bookings. One answer for both, whatever the address holds, so a stranger who types
 * someone's address learns nothing about their visits (decision 018); the patient sees their own bookings through
 * the link in their confirmation e-mails.
 */
export function heldMessage(lang: Locale = 'en'): string {
  return m.server_booking_held({ phone: PRIMARY_PHONE.display }, { locale: lang });
}

/**
 * Who is booking, which decides the rules around the same booking:
 * - `api`: the patient through the JSON API (Turnstile checked by the route);
 * - `form`: the patient through a form without JavaScript (a signed form token instead of Turnstile, decision 011):
 *   a lower rate limit of its own, the form's token spent by any refusal, and the place held unconfirmed until the
 *   patient confirms it from the e-mail;
 * - `desk`: a member of staff for a patient who phoned (verified by the clinic): no rate limit and no limit on the
 *   patient's upcoming bookings, the real reason of a refusal, and the audit row in the booking's own batch.
 */
export type BookingVia = { channel: 'api' } | { channel: 'form' } | { channel: 'desk'; staff: string };

/**
 * Books an appointment from a request body (the spec's, §7): the shared schema, the "booked for" rules, the booking
 * window in the clinic's time zone, the clinic's schedule (the date must offer the time: 400 if not), then one atomic
 * D1 batch (rate limit, the session still offering it, its capacity, the patient's limits, closures, the row,
 * its e-mails, the idempotency key) and the e-mails sent after the response. The honeypot and the bot check
 * (Turnstile, or the form token) are the caller's, before this. `endpoint` scopes the idempotency key. Every refusal
 * is in the request's language (langOf: the body's `locale` once the route has read it, else Accept-Language).
 */
export async function bookAppointment(
  c: Context<AppEnv>,
  body: unknown,
  key: string | undefined,
  endpoint: string,
  via: BookingVia = { channel: 'api' },
): Promise<Outcome> {
  const lang = langOf(c);
  const parsed = parseWith(AppointmentSchema, body, lang);
  if (!parsed.success) return spent(c, key, endpoint, via, refused(400, parsed.error, parsed.fields));
  const who = bookingForProblems(parsed.output, lang);
  const whoFirst = Object.values(who)[0];
  if (whoFirst) return spent(c, key, endpoint, via, refused(400, whoFirst, who));
  // Under 18 as sent, or as the age implies: what is stored, hashed for the key and shown to the clinic.
  const a = bookingOf(parsed.output);

  const now = new Date();
  const phone = phoneColumns(c.env, a, now, lang);
  if ('problem' in phone) {
    return spent(c, key, endpoint, via, refused(400, phone.problem, { messages_opt_in: phone.problem }));
  }
  const closed = scheduleRefusal(a.appointment_date, a.appointment_time, now, via.channel === 'desk', lang);
  if (closed) return spent(c, key, endpoint, via, closed);

  const hash = key ? await requestHash(a) : '';
  const known = () => (key ? knownAnswer(c.env.DB, key, endpoint, hash, lang) : Promise.resolve(undefined));
  return storedOutcome(async () => {
    const replay = await known();
    if (replay) return replay;
    // The time must be one the date offers; its session says where and how many. The insert checks both again.
    const schedule = await readSchedule(c.env.DB);
    const slot = offeredSlot(schedule, a.appointment_date, a.appointment_time, lang);
    if ('ok' in slot) return spent(c, key, endpoint, via, slot);
    const rate =
      via.channel === 'desk' ? undefined : await rateCheck(c, via.channel === 'form' ? 'form' : 'appointment');
    const emailState = newEmailState(c.env);
    const manage = await newManageLink(c.env);
    // Online payment (decision 031): an online booking is asked the fee when the clinic takes it; when payment is
    // required the place is held for it (instead of the e-mail confirmation a form without script asks for: paying
    // shows the intent that confirming would). The desk's own bookings are paid at the clinic.
    const terms = termsOf(c.env, schedule);
    const online = via.channel !== 'desk' && terms.mode !== 'off' && terms.feePaise !== null;
    const payBy =
      online && terms.mode === 'required' ? payDeadline(c.env, a.appointment_date, a.appointment_time, now) : undefined;
    const id = newId('apt');
    const payment = online
      ? {
          required: terms.mode === 'required',
          url: await payPath(c.env, id, manage.nonce),
          amount_inr: (terms.feePaise ?? 0) / 100,
          ...(payBy ? { until: payBy } : {}),
        }
      : undefined;
    const maxUpcoming =
      via.channel === 'desk'
        ? Number.MAX_SAFE_INTEGER
        : positiveInt(c.env.MAX_UPCOMING_BOOKINGS, DEFAULT_MAX_UPCOMING_BOOKINGS);
    let result: Awaited<ReturnType<typeof createAppointment>>;
    try {
      result = await createAppointment(c.env.DB, {
        appointment: a,
        phone: phone.columns,
        placeId: slot.placeId,
        maxUpcoming,
        today: clinicDate(now),
        manage,
        reminderAt: reminderDueAt(a.appointment_date, now).toISOString(),
        idempotency: key ? { key, endpoint, hash } : undefined,
        emailState,
        whatsapp: newPhoneState(c.env),
        rate,
        confirmBy:
          via.channel === 'form' && !payBy ? confirmDeadline(a.appointment_date, a.appointment_time, now) : undefined,
        id,
        payment: online ? { feePaise: terms.feePaise ?? 0, payBy } : undefined,
        answer: payment ? { payment } : undefined,
        audit: via.channel === 'desk' ? { actor: via.staff, action: 'book_for_patient' } : undefined,
      });
    } catch (err) {
      // A concurrent twin with the same key won the race: its batch committed, ours rolled back whole.
      const replay = await known();
      if (replay) return replay;
      throw err;
    }
    if (result.kind === 'created') {
      await forgetAvailability(c, a.appointment_date);
      if (emailState !== 'pending') {
        const booking = storedAppointment(result.id, result.createdAt, a, manage.nonce, slot.placeId, result.confirmBy);
        c.executionCtx.waitUntil(
          sendClaimed(
            c.env,
            claimedAppointmentEmails(result.emails, booking, result.createdAt, emailState, schedule.places),
          ),
        );
      }
    }
    const limited = rateLimitRefusal(c, rate, result.rateCount);
    if (limited) return spent(c, key, endpoint, via, limited);
    if (result.kind !== 'created') {
      const replay = await known();
      if (replay) return replay;
      return spent(c, key, endpoint, via, await refusalOf(c, result.kind, a, lang, via));
    }
    console.log(
      `appointment ${result.id}: stored${result.confirmBy ? ', unconfirmed' : ''}${payBy ? ', awaiting payment' : ''}`,
    );
    return {
      ok: true,
      status: 201,
      body: { success: true, id: result.id, ...(payment ? { payment } : {}) },
      replayed: false,
    };
  }, lang);
}

/** Until when a booking from a form without JavaScript is held: CONFIRM_HOURS, but never past its own start. */
function confirmDeadline(date: string, time: string, now: Date): string {
  const held = now.getTime() + CONFIRM_HOURS * 3_600_000;
  return new Date(Math.min(held, slotStart(date, time).getTime())).toISOString();
}

/** A refused booking's answer: what is public is said; what depends on the address's bookings is one answer. */
async function refusalOf(
  c: Context<AppEnv>,
  kind: 'full' | 'held' | 'closed' | 'unoffered' | 'limited',
  a: Appointment,
  lang: Locale,
  via: BookingVia,
): Promise<Refused> {
  if (kind === 'held') {
    // Staff are told the real reason: they speak to the patient and see the day.
    if (via.channel === 'desk') {
      const text = 'This patient (by e-mail address) already has an appointment at that time.';
      return refused(409, text, { appointment_time: text }, { reason: 'held' });
    }
    return refused(409, heldMessage(lang), undefined, { reason: 'held' });
  }
  if (kind === 'closed') return closedRefusal(c.env.DB, a.appointment_date, a.appointment_time, lang);
  if (kind === 'unoffered') return notOfferedRefusal(lang, 409);
  return fullRefusal(lang);
}

/**
 * A refusal of a form without JavaScript spends its token: the same rendered form cannot be sent again to probe
 * another time or another address (the page comes back with a fresh token, 3 seconds to wait). Other callers'
 * refusals leave their key unused, so a patient can correct the draft and send it again with the same key.
 */
async function spent(
  c: Context<AppEnv>,
  key: string | undefined,
  endpoint: string,
  via: BookingVia,
  o: Refused,
): Promise<Refused> {
  if (key && via.channel === 'form' && o.reason !== 'storage') await spendKey(c.env.DB, key, endpoint);
  return o;
}

/** A booking as its pages and e-mails read it, or null (the page a booking made without JavaScript answers with). */
export function storedBooking(site: { env: { DB: D1Database } }, id: string): Promise<AppointmentRow | null> {
  return appointmentById(site.env.DB, id);
}

/** The place a booking names (a retired place keeps its row); undefined when the schedule cannot be read now. */
export async function placeOfBooking(site: { env: { DB: D1Database } }, id: string): Promise<Place | undefined> {
  try {
    return placeById(await readSchedule(site.env.DB), id);
  } catch {
    return undefined;
  }
}
