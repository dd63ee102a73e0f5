import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Outcome, refused } from '../actions/outcome';
import { findIdempotencyKey } from '../db/idempotency';

/**
 * If the key was used before, the answer to give now: the first answer again for the same request, 422 for a
 * different one. Undefined when the key is new.
 */
export async function knownAnswer(
  db: D1Database,
  key: string,
  endpoint: string,
  hash: string,
): Promise<Outcome | undefined> {
  const prior = await findIdempotencyKey(db, key);
  if (!prior) return undefined;
  if (prior.endpoint !== endpoint || prior.request_hash !== hash) {
    return refused(
      422,
      'This Idempotency-Key was already used for a different request. Please start a new one.',
      undefined,
      { reason: 'key-reused' },
    );
  }
  return {
    ok: true,
    status: prior.status as ContentfulStatusCode,
    body: JSON.parse(prior.response),
    replayed: true,
  };
}
