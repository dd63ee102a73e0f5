import { Hono } from 'hono';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE, isBotSubmission } from '../../common/schemas/fields';
import { sendMessage } from '../actions/message';
import { answerJson } from '../actions/outcome';
import type { AppEnv } from '../env';
import { fail, idempotencyKeyOf, readJsonBody } from '../http';
import { checkTurnstile } from '../turnstile';

const ENDPOINT = 'POST /api/contact';

export const contact = new Hono<AppEnv>();

contact.post('/', async (c) => {
  const { body } = await readJsonBody(c);
  const key = idempotencyKeyOf(c);
  if (isBotSubmission(body)) {
    // Nothing stored; the form empties the field and the person presses again (see routes/appointment.ts).
    console.log('contact: honeypot filled, refused');
    return fail(c, 400, HONEYPOT_MESSAGE, { [HONEYPOT_FIELD]: HONEYPOT_MESSAGE });
  }
  const challenge = await checkTurnstile(c, 'contact');
  if (challenge) return challenge;
  return answerJson(c, await sendMessage(c, body, key, ENDPOINT));
});
