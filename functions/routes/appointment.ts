import { Hono } from 'hono';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE, isBotSubmission } from '../../common/schemas/fields';
import { bookAppointment } from '../actions/book';
import { answerJson } from '../actions/outcome';
import type { AppEnv } from '../env';
import { fail, idempotencyKeyOf, readJsonBody } from '../http';
import { checkTurnstile } from '../turnstile';

const ENDPOINT = 'POST /api/appointment';

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
  return answerJson(c, await bookAppointment(c, body, key, ENDPOINT));
});
