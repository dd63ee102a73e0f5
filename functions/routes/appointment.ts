import { Hono } from 'hono';
import { HONEYPOT_FIELD, honeypotMessage, isBotSubmission } from '../../common/schemas/fields';
import { bookAppointment } from '../actions/book';
import { answerJson } from '../actions/outcome';
import type { AppEnv } from '../env';
import { fail, idempotencyKeyOf, readJsonBody } from '../http';
import { langOf, setLang } from '../locale';
import { checkTurnstile } from '../turnstile';

const ENDPOINT = 'POST /api/appointment';

export const appointment = new Hono<AppEnv>();

appointment.post('/', async (c) => {
  const { body } = await readJsonBody(c);
  // The body's language, when it gives a valid one, is the answer's; otherwise Accept-Language's.
  setLang(c, body.locale);
  const key = idempotencyKeyOf(c);
  if (isBotSubmission(body)) {
    // Nothing stored. Not a fake success: a person whose browser filled the field is told to press again (the form
    // empties the field when it reads this answer), instead of being told "booked" for a booking that does not exist.
    console.log('appointment: honeypot filled, refused');
    const message = honeypotMessage(langOf(c));
    return fail(c, 400, message, { [HONEYPOT_FIELD]: message });
  }
  const challenge = await checkTurnstile(c, 'booking');
  if (challenge) return challenge;
  return answerJson(c, await bookAppointment(c, body, key, ENDPOINT));
});
