import { Hono } from 'hono';
import { parseContact } from '../../common/schemas/contact';
import { isBotSubmission } from '../../common/schemas/fields';
import { createContactMessage } from '../db/contact';
import { newId } from '../db/ids';
import { deliverOutbox, retryDueEmails } from '../email/deliver';
import type { AppEnv } from '../env';
import { fail, idempotencyKeyOf, readJsonBody, requestHash } from '../http';
import { rateLimit } from '../rate-limit';
import { checkTurnstile } from '../turnstile';
import { replayIfKnown } from './idempotent';
import { storage } from './storage';

const ENDPOINT = 'POST /api/contact';

export const contact = new Hono<AppEnv>();

contact.post('/', async (c) => {
  const { body } = await readJsonBody(c);
  const key = idempotencyKeyOf(c);
  if (isBotSubmission(body)) {
    // Answered like a success so the bot learns nothing; nothing is stored or sent.
    console.log('contact: honeypot filled, ignored');
    return c.json({ success: true as const, id: newId('msg') }, 201);
  }
  const challenge = await checkTurnstile(c);
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
    const limited = await rateLimit(c, 'contact');
    if (limited) return limited;
    let created: Awaited<ReturnType<typeof createContactMessage>>;
    try {
      created = await createContactMessage(c.env.DB, m, key ? { key, endpoint: ENDPOINT, hash } : undefined);
    } catch (err) {
      const replay = key ? await replayIfKnown(c, key, ENDPOINT, hash) : undefined;
      if (replay) return replay;
      throw err;
    }
    console.log(`contact message ${created.id}: stored`);
    c.executionCtx.waitUntil(deliverOutbox(c.env, created.outboxIds).then(() => retryDueEmails(c.env)));
    return c.json({ success: true as const, id: created.id }, 201);
  });
});
