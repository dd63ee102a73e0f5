import type { Context } from 'hono';
import { parseContact } from '../../../common/contact/schema';
import { claimedContactEmails, newEmailState, sendClaimed } from '../../notify';
import type { AppEnv } from '../../platform/env';
import { requestHash } from '../../platform/http';
import { knownAnswer } from '../../platform/idempotent';
import { langOf } from '../../platform/locale';
import { type Outcome, refused } from '../../platform/outcome';
import { rateCheck, rateLimitRefusal } from '../../platform/rate-limit';
import { storedOutcome } from '../../platform/storage';
import { createContactMessage } from '../db/contact';

/**
 * Stores a contact message from either form's body (the shared schema), with the clinic's e-mail, in one atomic D1
 * batch counted against the client's rate limit; the e-mail is sent after the response. The honeypot and the bot
 * check are the caller's, before this. `endpoint` scopes the idempotency key.
 */
export async function sendMessage(
  c: Context<AppEnv>,
  body: unknown,
  key: string | undefined,
  endpoint: string,
): Promise<Outcome> {
  const lang = langOf(c);
  const parsed = parseContact(body, lang);
  if (!parsed.success) return refused(400, parsed.error, parsed.fields);
  const m = parsed.output;
  const hash = key ? await requestHash(m) : '';
  return storedOutcome(async () => {
    if (key) {
      const replay = await knownAnswer(c.env.DB, key, endpoint, hash, lang);
      if (replay) return replay;
    }
    const rate = await rateCheck(c, 'contact');
    const emailState = newEmailState(c.env);
    let created: Awaited<ReturnType<typeof createContactMessage>>;
    try {
      created = await createContactMessage(c.env.DB, m, key ? { key, endpoint, hash } : undefined, emailState, rate);
    } catch (err) {
      const replay = key ? await knownAnswer(c.env.DB, key, endpoint, hash, lang) : undefined;
      if (replay) return replay;
      throw err;
    }
    if (created.stored && emailState !== 'pending') {
      c.executionCtx.waitUntil(sendClaimed(c.env, claimedContactEmails(created, m, emailState)));
    }
    const limited = rateLimitRefusal(c, rate, created.rateCount);
    if (limited) return limited;
    if (!created.stored) throw new Error('contact message not stored');
    console.log(`contact message ${created.id}: stored`);
    return { ok: true, status: 201, body: { success: true, id: created.id }, replayed: false };
  }, lang);
}
