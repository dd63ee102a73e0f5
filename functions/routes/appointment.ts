import { Hono } from 'hono';
import { PRIMARY_PHONE } from '../../common/clinic';
import {
  CLOSED_MESSAGES,
  clinicDate,
  DEFAULT_MAX_UPCOMING_BOOKINGS,
  positiveInt,
  reminderDueAt,
  slotCapacity,
  slotClosedReason,
} from '../../common/schedule';
import { AppointmentSchema, bookingForProblems } from '../../common/schemas/appointment';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE, isBotSubmission, parseWith } from '../../common/schemas/fields';
import { createAppointment } from '../db/appointments';
import { claimedAppointmentEmails, newEmailState, sendClaimed, storedAppointment } from '../email/deliver';
import type { AppEnv } from '../env';
import { fail, idempotencyKeyOf, readJsonBody, requestHash } from '../http';
import { newManageLink } from '../manage-token';
import { rateCheck, rateLimitAnswer } from '../rate-limit';
import { checkTurnstile } from '../turnstile';
import { forgetAvailability } from './availability';
import { closedAnswer } from './closed';
import { replayIfKnown } from './idempotent';
import { storage } from './storage';

const ENDPOINT = 'POST /api/appointment';

/** What a patient who already holds the most upcoming bookings reads. */
export function patientLimitMessage(max: number): string {
  return `You already have ${max} upcoming appointment${max === 1 ? '' : 's'} with us. To book another, please cancel one with the link in its confirmation e-mail, or call us on ${PRIMARY_PHONE.display}.`;
}

export const appointment = new Hono<AppEnv>();

appointment.post('/', async (c) => {
  const { body } = await readJsonBody(c);
  const key = idempotencyKeyOf(c);
  if (isBotSubmission(body)) {
    // Nothing stored. Not a fake success: a person whose browser filled the field is told to press again (the form
    // empties the field when it reads this answer), instead of being told "booked" for a booking that does not exist.
    console.log('appointment: honeypot filled, refused');
    return fail(c, 400, HONEYPOT_MESSAGE, { [HONEYPOT_FIELD]: HONEYPOT_MESSAGE });
  }
  const challenge = await checkTurnstile(c, 'booking');
  if (challenge) return challenge;
  const parsed = parseWith(AppointmentSchema, body);
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  const a = parsed.output;
  const who = bookingForProblems(a);
  const whoFirst = Object.values(who)[0];
  if (whoFirst) return fail(c, 400, whoFirst, who);

  const now = new Date();
  const reason = slotClosedReason(a.appointment_date, a.appointment_time, now);
  if (reason) {
    const field = reason === 'too-soon' ? 'appointment_time' : 'appointment_date';
    return fail(c, 400, CLOSED_MESSAGES[reason], { [field]: CLOSED_MESSAGES[reason] });
  }

  const hash = key ? await requestHash(a) : '';
  return storage(c, async () => {
    if (key) {
      const replay = await replayIfKnown(c, key, ENDPOINT, hash);
      if (replay) return replay;
    }
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
        idempotency: key ? { key, endpoint: ENDPOINT, hash } : undefined,
        emailState,
        rate,
      });
    } catch (err) {
      // A concurrent twin with the same key won the race: its batch committed, ours rolled back whole.
      const replay = key ? await replayIfKnown(c, key, ENDPOINT, hash) : undefined;
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
    const limited = rateLimitAnswer(c, rate, result.rateCount);
    if (limited) return limited;
    if (result.kind !== 'created') {
      const replay = key ? await replayIfKnown(c, key, ENDPOINT, hash) : undefined;
      if (replay) return replay;
      if (result.kind === 'duplicate') {
        return fail(c, 409, 'You already have an appointment at this date and time.', {
          appointment_time: 'You already have an appointment at this time.',
        });
      }
      if (result.kind === 'patient-limit') return fail(c, 409, patientLimitMessage(maxUpcoming));
      if (result.kind === 'closed') return closedAnswer(c, a.appointment_date, a.appointment_time);
      return fail(c, 409, CLOSED_MESSAGES.full, { appointment_time: CLOSED_MESSAGES.full });
    }
    console.log(`appointment ${result.id}: stored`);
    return c.json({ success: true as const, id: result.id }, 201);
  });
});
