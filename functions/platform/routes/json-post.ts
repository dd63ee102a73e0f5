import type { Context } from 'hono';
import { Hono } from 'hono';
import { HONEYPOT_FIELD, honeypotMessage, isBotSubmission } from '../../../common/platform/fields';
import type { TurnstileAction } from '../../../common/platform/turnstile';
import type { AppEnv } from '../env';
import { fail, idempotencyKeyOf, readJsonBody } from '../http';
import { langOf, setLang } from '../locale';
import { answerJson, type Outcome } from '../outcome';
import { checkTurnstile } from '../turnstile';

/** What a public JSON form POST does once its body passed the honeypot and the bot check. */
export type FormAction = (
  c: Context<AppEnv>,
  body: unknown,
  key: string | undefined,
  endpoint: string,
) => Promise<Outcome>;

/**
 * One public JSON form POST (the booking, the contact message): the body's language, the idempotency key, the
 * honeypot, Turnstile, then the action, in that order for every such form so none of them skips a step.
 */
export function jsonFormRoute(name: string, endpoint: string, turnstile: TurnstileAction, action: FormAction) {
  const route = new Hono<AppEnv>();
  route.post('/', async (c) => {
    const { body } = await readJsonBody(c);
    // The body's language, when it gives a valid one, is the answer's; otherwise Accept-Language's.
    setLang(c, body.locale);
    const key = idempotencyKeyOf(c);
    if (isBotSubmission(body)) {
      // Nothing stored. Not a fake success: a person whose browser filled the field is told to press again (the form
      // empties the field when it reads this answer), instead of being told "it worked" for something never stored.
      console.log(`${name}: honeypot filled, refused`);
      const message = honeypotMessage(langOf(c));
      return fail(c, 400, message, { [HONEYPOT_FIELD]: message });
    }
    const challenge = await checkTurnstile(c, turnstile);
    if (challenge) return challenge;
    return answerJson(c, await action(c, body, key, endpoint));
  });
  return route;
}
