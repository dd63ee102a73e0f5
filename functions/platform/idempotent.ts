import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Locale } from '../../common/i18n/locale';
import { m } from '../../common/paraglide/messages.js';
import { findIdempotencyKey } from './db/idempotency';
import { type Outcome, refused } from './outcome';

/**
 * If the key was used before, the answer to give now: the first answer again for the same request, 422 for a
 * different one (told in `lang`). Undefined when the key is new.
 */
export async function knownAnswer(
  db: D1Database,
  key: string,
  endpoint: string,
  hash: string,
  lang: Locale = 'en',
): Promise<Outcome | undefined> {
  const prior = await findIdempotencyKey(db, key);
  if (!prior) return undefined;
  if (prior.endpoint !== endpoint || prior.request_hash !== hash) {
    return refused(422, m.server_idempotency_key_reused({}, { locale: lang }), undefined, { reason: 'key-reused' });
  }
  return {
    ok: true,
    status: prior.status as ContentfulStatusCode,
    body: JSON.parse(prior.response),
    replayed: true,
  };
}

/** True when a request with this key was answered before (a form's token spent by an earlier post). */
export async function keyWasAnswered(db: D1Database, key: string): Promise<boolean> {
  return (await findIdempotencyKey(db, key)) !== null;
}
