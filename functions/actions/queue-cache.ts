import type { SessionKey } from '../../common/queue';
import { type QueueRow, sessionQueueStatement } from '../db/queue';
import type { Env } from '../env';
import { edgeCache } from './availability';

/**
 * Seconds a data centre keeps its copy of a session's queue for the patients' status pages and the waiting-room screen
 * (forty phones polling cost D1 one read per session every few seconds). Every desk action drops the copy in the
 * data centre that took it (forgetSessionQueue), so the desk's own screen and the phones in the room see it at once.
 */
export const QUEUE_SNAPSHOT_SECONDS = 5;

/** The cache key of a session's copy (one per origin). */
function queueKey(origin: string, s: SessionKey): Request {
  return new Request(`${origin}/api/queue-snapshot/${s.date}/${encodeURIComponent(s.placeId)}/${s.start}`);
}

/**
 * A session's entries for the public views: this data centre's copy when it has one, else read from D1 and kept for
 * QUEUE_SNAPSHOT_SECONDS. The desk never reads this copy: it reads D1.
 */
export async function sessionQueueSnapshot(
  env: Env,
  origin: string,
  session: SessionKey,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<QueueRow[]> {
  const cache = edgeCache();
  const key = queueKey(origin, session);
  const hit = await cache?.match(key).catch(() => undefined);
  if (hit) return (await hit.json()) as QueueRow[];
  const { results } = await sessionQueueStatement(env.DB, session).all<QueueRow>();
  if (cache) {
    const copy = new Response(JSON.stringify(results), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${QUEUE_SNAPSHOT_SECONDS}` },
    });
    waitUntil(cache.put(key, copy).catch(() => {}));
  }
  return results;
}

/** Drops this data centre's copy of a session's queue after a desk action. */
export async function forgetSessionQueue(origin: string, session: SessionKey): Promise<void> {
  try {
    await edgeCache()?.delete(queueKey(origin, session));
  } catch {
    // A cache that cannot be reached holds nothing to forget.
  }
}
