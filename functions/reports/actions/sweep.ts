import type { Env } from '../../platform/env';
import { unlinkedKeys } from '../db';

/** An object younger than this may be an upload whose row is being written: the sweep leaves it. */
const SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * The scheduler's sweep (decision 029): deletes objects no row holds — left by a step that failed after the bytes were
 * put (a lost insert, a delete that failed after an erasure). One page of the bucket a run, from where the last run
 * stopped being unknown: listing is cheap and a clinic holds a few thousand objects. Answers how many went.
 */
export async function sweepUnlinkedObjects(env: Env, now = new Date()): Promise<number> {
  if (!env.REPORTS) return 0;
  const listed = await env.REPORTS.list({ prefix: 'reports/', limit: 1000 });
  const old = listed.objects.filter((o) => now.getTime() - o.uploaded.getTime() > SWEEP_GRACE_MS).map((o) => o.key);
  const orphans = await unlinkedKeys(env.DB, old);
  if (orphans.length) await env.REPORTS.delete(orphans);
  return orphans.length;
}
