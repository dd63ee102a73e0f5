import { Hono } from 'hono';
import { parseContact } from '../../common/schemas/contact';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE, isBotSubmission } from '../../common/schemas/fields';
import { createContactMessage } from '../db/contact';
import { claimedContactEmails, newEmailState, sendClaimed } from '../email/deliver';
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
    // Nothing stored; the form empties the field and the person presses again (see routes/appointment.ts).
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
        rate,
      );
    } catch (err) {
      const replay = key ? await replayIfKnown(c, key, ENDPOINT, hash) : undefined;
      if (replay) return replay;
      throw err;
    }
    if (created.stored && emailState !== 'pending') {
      c.executionCtx.waitUntil(sendClaimed(c.env, claimedContactEmails(created, m, emailState)));
    }
    const limited = rateLimitAnswer(c, rate, created.rateCount);
    if (limited) return limited;
    if (!created.stored) throw new Error('contact message not stored');
    console.log(`contact message ${created.id}: stored`);
    return c.json({ success: true as const, id: created.id }, 201);
  });
});
