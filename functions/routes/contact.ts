import { Hono } from 'hono';
import { parseContact } from '../../common/schemas/contact';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE, isBotSubmission } from '../../common/schemas/fields';
import { createContactMessage } from '../db/contact';
import { claimedContactEmails, dueLimitFor, newEmailState, sendAfterStore } from '../email/deliver';
import type { AppEnv } from '../env';
import { fail, idempotencyKeyOf, readJsonBody, requestHash } from '../http';
import { rateCheck, rateLimitAnswer } from '../rate-limit';
import { checkTurnstile } from '../turnstile';
import { replayIfKnown } from './idempotent';
import { storage } from './storage';

const ENDPOINT = 'POST /api/contact';

export const contact = new Hono<AppEnv>();

contact.post('/', async (c) => {
  const { body } = await readJsonBody(c);
  const key = idempotencyKeyOf(c);
  if (isBotSubmission(body)) {
    console.log('contact: honeypot filled, refused');
    return fail(c, 400, HONEYPOT_MESSAGE, { [HONEYPOT_FIELD]: HONEYPOT_MESSAGE });
  }
  const challenge = await checkTurnstile(c, 'contact');
  if (challenge) return challenge;
  const parsed = parseContact(body);
  if (!parsed.success) return fail(c, 400, parsed.error, parsed.fields);
  const m = parsed.output;
  const hash = key ? await requestHash(m) : '';
  return storage(c, async () => {
    if (key) {
      const replay = await replayIfKnown(c, key, ENDPOINT, hash);
      if (replay) return replay;
    }
    const rate = await rateCheck(c, 'contact');
    const emailState = newEmailState(c.env);
    let created: Awaited<ReturnType<typeof createContactMessage>>;
    try {
      created = await createContactMessage(
        c.env.DB,
        m,
        key ? { key, endpoint: ENDPOINT, hash } : undefined,
        emailState,
        dueLimitFor(c.env),
        rate,
      );
    } catch (err) {
      const replay = key ? await replayIfKnown(c, key, ENDPOINT, hash) : undefined;
      if (replay) return replay;
      throw err;
    }
    const own = created.stored && emailState !== 'pending' ? claimedContactEmails(created, m, emailState) : null;
    if (own || created.due.length) c.executionCtx.waitUntil(sendAfterStore(c.env, own, created.due));
    const limited = rateLimitAnswer(c, rate, created.rateCount);
    if (limited) return limited;
    if (!created.stored) throw new Error('contact message not stored');
    console.log(`contact message ${created.id}: stored`);
    return c.json({ success: true as const, id: created.id }, 201);
  });
});
