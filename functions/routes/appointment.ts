import { Hono } from 'hono';
import { CLOSED_MESSAGES, slotCapacity, slotClosedReason } from '../../common/schedule';
import { AppointmentSchema } from '../../common/schemas/appointment';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE, isBotSubmission, parseWith } from '../../common/schemas/fields';
import { createAppointment } from '../db/appointments';
import { claimedAppointmentEmails, dueLimitFor, newEmailState, sendAfterStore } from '../email/deliver';
import type { AppEnv } from '../env';
import { fail, idempotencyKeyOf, readJsonBody, requestHash } from '../http';
import { rateCheck, rateLimitAnswer } from '../rate-limit';
import { checkTurnstile } from '../turnstile';
import { replayIfKnown } from './idempotent';
import { storage } from './storage';

const ENDPOINT = 'POST /api/appointment';

export const appointment = new Hono<AppEnv>();

appointment.post('/', async (c) => {
  const { body } = await readJsonBody(c);
  const key = idempotencyKeyOf(c);
  if (isBotSubmission(body)) {
    console.log('appointment: honeypot filled, refused');
    return fail(c, 400, HONEYPOT_MESSAGE, { [HONEYPOT_FIELD]: HONEYPOT_MESSAGE });
  }
  const challenge = await checkTurnstile(c, 'booking');
  if (challenge) return challenge;
  const parsed = parseWith(AppointmentSchema, body);
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  const a = parsed.output;

  const reason = slotClosedReason(a.appointment_date, a.appointment_time, new Date());
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
    let result: Awaited<ReturnType<typeof createAppointment>>;
    try {
      result = await createAppointment(
        c.env.DB,
        a,
        slotCapacity(c.env.SLOT_CAPACITY),
        key ? { key, endpoint: ENDPOINT, hash } : undefined,
        emailState,
        dueLimitFor(c.env),
        rate,
      );
    } catch (err) {
      // A concurrent twin with the same key won the race: its batch committed, ours rolled back whole.
      const replay = key ? await replayIfKnown(c, key, ENDPOINT, hash) : undefined;
      if (replay) return replay;
      throw err;
    }
    const own =
      result.kind === 'created' && emailState !== 'pending' ? claimedAppointmentEmails(result, a, emailState) : null;
    if (own || result.due.length) c.executionCtx.waitUntil(sendAfterStore(c.env, own, result.due));
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
      return fail(c, 409, CLOSED_MESSAGES.full, { appointment_time: CLOSED_MESSAGES.full });
    }
    console.log(`appointment ${result.id}: stored`);
    return c.json({ success: true as const, id: result.id }, 201);
  });
});
