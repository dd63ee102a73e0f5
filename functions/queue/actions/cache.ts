import { CONSULTATION_WINDOW, type SessionKey } from '../../../common/queue/rules';
import { edgeCache } from '../../platform/edge-cache';
import type { Env } from '../../platform/env';
import { dayConsultationsStatement, type QueueRow, sessionQueueStatement, walkInsPerHourStatement } from '../db/queue';

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
 * What the public views read of a session: its entries, and the day's latest finished consultations (every
 * session's, for the estimate's median). A walk-in's name, phone and age are left out: the public views show tokens
 * and counts only, so the data centre's copy holds nobody's details.
 */
export interface SessionQueueView {
  entries: QueueRow[];
  consultations: QueueRow[];
  /** The clinic's rule for the order (common/queue/rules.ts queueOrder). */
  walkInsPerHour: number;
}

const anonymous = (r: QueueRow): QueueRow => ({ ...r, walk_in_name: null, walk_in_phone: null, walk_in_age: null });

/**
 * A session's view for the public pages: this data centre's copy when it has one, else read from D1 (one batch: the
 * session's entries, the day's latest consultations and the walk-ins rule) and kept for QUEUE_SNAPSHOT_SECONDS. The
 * desk never reads this copy: it reads D1. The median of a copy may lag a desk action in another session by those
 * seconds; its own session's entries never lag an action taken in this data centre (forgetSessionQueue).
 */
export async function sessionQueueView(
  env: Env,
  origin: string,
  session: SessionKey,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<SessionQueueView> {
  const cache = edgeCache();
  const key = queueKey(origin, session);
  const hit = await cache?.match(key).catch(() => undefined);
  if (hit) return (await hit.json()) as SessionQueueView;
  const [own, day, settings] = await env.DB.batch([
    sessionQueueStatement(env.DB, session),
    dayConsultationsStatement(env.DB, session.date, CONSULTATION_WINDOW),
    walkInsPerHourStatement(env.DB),
  ]);
  const rows = (r: D1Result | undefined) => ((r?.results ?? []) as QueueRow[]).map(anonymous);
  const view: SessionQueueView = {
    entries: rows(own),
    consultations: rows(day),
    walkInsPerHour: (settings?.results?.[0] as { walk_ins_per_hour?: number } | undefined)?.walk_ins_per_hour ?? 2,
  };
  if (cache) {
    const copy = new Response(JSON.stringify(view), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${QUEUE_SNAPSHOT_SECONDS}` },
    });
    waitUntil(cache.put(key, copy).catch(() => {}));
  }
  return view;
}

/** A session's entries for the public views (sessionQueueView's copy), without anyone's name or phone. */
export async function sessionQueueSnapshot(
  env: Env,
  origin: string,
  session: SessionKey,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<QueueRow[]> {
  return (await sessionQueueView(env, origin, session, waitUntil)).entries;
}

/** Drops this data centre's copy of a session's queue after a desk action. */
export async function forgetSessionQueue(origin: string, session: SessionKey): Promise<void> {
  try {
    await edgeCache()?.delete(queueKey(origin, session));
  } catch {
    // A cache that cannot be reached holds nothing to forget.
  }
}
