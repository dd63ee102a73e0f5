import { Hono } from 'hono';
import { HONEYPOT_FIELD, honeypotMessage, isBotSubmission } from '../../common/schemas/fields';
import { sendMessage } from '../actions/message';
import { answerJson } from '../actions/outcome';
import type { AppEnv } from '../env';
import { fail, idempotencyKeyOf, readJsonBody } from '../http';
import { langOf, setLang } from '../locale';
import { checkTurnstile } from '../turnstile';

const ENDPOINT = 'POST /api/contact';

export const contact = new Hono<AppEnv>();

contact.post('/', async (c) => {
  const { body } = await readJsonBody(c);
  // The body's language, when it gives a valid one, is the answer's; otherwise Accept-Language's.
  setLang(c, body.locale);
  const key = idempotencyKeyOf(c);
  if (isBotSubmission(body)) {
    // Nothing stored; the form empties the field and the person presses again (see routes/appointment.ts).
    console.log('contact: honeypot filled, refused');
    const message = honeypotMessage(langOf(c));
    return fail(c, 400, message, { [HONEYPOT_FIELD]: message });
  }
  const challenge = await checkTurnstile(c, 'contact');
  if (challenge) return challenge;
  return answerJson(c, await sendMessage(c, body, key, ENDPOINT));
});
