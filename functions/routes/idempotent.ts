import type { Context } from 'hono';
import { findIdempotencyKey } from '../db/idempotency';
import { fail } from '../http';

/**
 * If the key was used before, the answer to give now: the first answer again for the same request, 422 for a
 * different one. Undefined when the key is new.
 */
export async function replayIfKnown(c: Context, key: string, endpoint: string, hash: string) {
  const prior = await findIdempotencyKey(c.env.DB, key);
  if (!prior) return undefined;
  if (prior.endpoint !== endpoint || prior.request_hash !== hash) {
    return fail(c, 422, 'This Idempotency-Key was already used for a different request. Please start a new one.');
  }
  c.header('Idempotent-Replayed', 'true');
  return c.json(JSON.parse(prior.response), prior.status as 200);
}
