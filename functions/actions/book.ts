import type { Context } from 'hono';
import { PRIMARY_PHONE } from '../../common/clinic';
import type { Locale } from '../../common/locale';
import { m } from '../../common/paraglide/messages.js';
import {
  clinicDate,
  DEFAULT_MAX_UPCOMING_BOOKINGS,
  positiveInt,
  reminderDueAt,
  slotCapacity,
  slotClosedReason,
} from '../../common/schedule';
import { AppointmentSchema, bookingForProblems, bookingOf } from '../../common/schemas/appointment';
import { parseWith } from '../../common/schemas/fields';
import { closedMessage } from '../../common/schemas/messages';
import { createAppointment } from '../db/appointments';
import { claimedAppointmentEmails, newEmailState, sendClaimed, storedAppointment } from '../email/deliver';
import type { AppEnv } from '../env';
import { requestHash } from '../http';
import { langOf } from '../locale';
import { newManageLink } from '../manage-token';
import { rateCheck, rateLimitRefusal } from '../rate-limit';
import { forgetAvailability } from '../routes/availability';
import { closedRefusal } from '../routes/closed';
import { knownAnswer } from '../routes/idempotent';
import { storedOutcome } from '../routes/storage';
import { type Outcome, refused } from './outcome';

/** What a patient who already holds the most upcoming bookings reads (in `lang`, English when not given). */
export function patientLimitMessage(max: number, lang: Locale = 'en'): string {
  const message = max === 1 ? m.server_patient_limit_one : m.server_patient_limit_other;
  return message({ max, phone: PRIMARY_PHONE.display }, { locale: lang });
}

/**
 * Books an appointment from a request body (the spec's, §7): the shared schema, the "booked for" rules, the schedule
 * in the clinic's time zone, then one atomic D1 batch (rate limit, capacity, the patient's limits, closures, the row,
 * its e-mails, the idempotency key) and the e-mails sent after the response. The honeypot and the bot check
 * (Turnstile, or the form token) are the caller's, before this. `endpoint` scopes the idempotency key. Every refusal
 * is in the request's language (langOf: the body's `locale` once the route has read it, else Accept-Language).
 */
export async function bookAppointment(
  c: Context<AppEnv>,
  body: unknown,
  key: string | undefined,
  endpoint: string,
): Promise<Outcome> {
  const lang = langOf(c);
  const parsed = parseWith(AppointmentSchema, body, lang);
  if (!parsed.success) return refused(400, parsed.error, parsed.fields);
  const who = bookingForProblems(parsed.output, lang);
  const whoFirst = Object.values(who)[0];
  if (whoFirst) return refused(400, whoFirst, who);
  // Under 18 as sent, or as the age implies: what is stored, hashed for the key and shown to the clinic.
  const a = bookingOf(parsed.output);

  const now = new Date();
  const reason = slotClosedReason(a.appointment_date, a.appointment_time, now);
  if (reason) {
    const field = reason === 'too-soon' ? 'appointment_time' : 'appointment_date';
    const message = closedMessage(reason, lang);
    return refused(400, message, { [field]: message });
  }

  const hash = key ? await requestHash(a) : '';
  const known = () => (key ? knownAnswer(c.env.DB, key, endpoint, hash, lang) : Promise.resolve(undefined));
  return storedOutcome(async () => {
    const replay = await known();
    if (replay) return replay;
    const rate = await rateCheck(c, 'appointment');
    const emailState = newEmailState(c.env);
    const manage = await newManageLink(c.env);
    const maxUpcoming = positiveInt(c.env.MAX_UPCOMING_BOOKINGS, DEFAULT_MAX_UPCOMING_BOOKINGS);
    let result: Awaited<ReturnType<typeof createAppointment>>;
    try {
      result = await createAppointment(c.env.DB, {
        appointment: a,
        capacity: slotCapacity(c.env.SLOT_CAPACITY),
        maxUpcoming,
        today: clinicDate(now),
        manage,
        reminderAt: reminderDueAt(a.appointment_date, now).toISOString(),
        idempotency: key ? { key, endpoint, hash } : undefined,
        emailState,
        rate,
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
        const booking = storedAppointment(result.id, result.createdAt, a, manage.nonce);
        c.executionCtx.waitUntil(
          sendClaimed(c.env, claimedAppointmentEmails(result.emails, booking, result.createdAt, emailState)),
        );
      }
    }
    const limited = rateLimitRefusal(c, rate, result.rateCount);
    if (limited) return limited;
    if (result.kind !== 'created') {
      const replay = await known();
      if (replay) return replay;
      const locale = { locale: lang };
      if (result.kind === 'duplicate') {
        return refused(
          409,
          m.server_duplicate({}, locale),
          { appointment_time: m.server_duplicate_field({}, locale) },
          { reason: 'duplicate' },
        );
      }
      if (result.kind === 'patient-limit') {
        return refused(409, patientLimitMessage(maxUpcoming, lang), undefined, { reason: 'patient-limit' });
      }
      if (result.kind === 'closed') return closedRefusal(c.env.DB, a.appointment_date, a.appointment_time, lang);
      const full = closedMessage('full', lang);
      return refused(409, full, { appointment_time: full }, { reason: 'full' });
    }
    console.log(`appointment ${result.id}: stored`);
    return { ok: true, status: 201, body: { success: true, id: result.id }, replayed: false };
  }, lang);
}
