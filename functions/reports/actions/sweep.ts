import type { Env } from '../../platform/env';
import { random128 } from '../../platform/tokens';
import { unlinkedKeys } from '../db';

/** An object younger than this may be an upload whose row is being written: the sweep leaves it. */
const SWEEP_GRACE_MS = 60 * 60 * 1000;

/** Objects looked at a run: one page of the bucket's listing. */
const SWEEP_PAGE = 1000;

/**
 * The scheduler's sweep (decision 029): deletes objects no row holds — left by a step that failed after the bytes were
 * put (a lost insert, a delete that failed after an erasure or a removal). Each run (every five minutes) reads one page
 * of the listing from a random point of the key space (keys are random), going on from the start when it reaches the
 * end, so every object is looked at within a few runs however large the bucket grows, with nothing to remember between
 * runs. Answers how many went.
 */
export async function sweepUnlinkedObjects(env: Env, now = new Date()): Promise<number> {
  if (!env.REPORTS) return 0;
  const from = `reports/${random128()}`;
  const first = await env.REPORTS.list({ prefix: 'reports/', startAfter: from, limit: SWEEP_PAGE });
  let objects = first.objects;
  if (objects.length < SWEEP_PAGE) {
    const rest = await env.REPORTS.list({ prefix: 'reports/', limit: SWEEP_PAGE - objects.length });
    objects = [...objects, ...rest.objects.filter((o) => o.key <= from)];
  }
  const old = objects.filter((o) => now.getTime() - o.uploaded.getTime() > SWEEP_GRACE_MS).map((o) => o.key);
  const orphans = await unlinkedKeys(env.DB, old);
  if (orphans.length) await env.REPORTS.delete(orphans);
  return orphans.length;
}
