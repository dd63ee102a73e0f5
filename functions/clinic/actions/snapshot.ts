import type { ClinicSchedule } from '../../../common/clinic/schedule';
import { edgeCache } from '../../platform/edge-cache';
import type { Env } from '../../platform/env';
import type { Site } from '../../platform/site';
import { readSchedule } from '../db/schedule';

/**
 * Seconds a data centre keeps its copy of the clinic's schedule for the public pages (functions/_middleware.ts): a
 * desk edit shows everywhere within this, and at once in the data centre that took it (forgetClinicSnapshot).
 * Booking, moving and availability never read this copy: they read D1.
 */
export const CLINIC_SNAPSHOT_SECONDS = 30;

/** The cache key of the copy: one per origin. */
export function clinicSnapshotKey(url: string): Request {
  return new Request(`${new URL(url).origin}/api/clinic-snapshot`);
}

/**
 * The clinic's schedule for the public pages: this data centre's copy when it has one, else read from D1 and kept for
 * CLINIC_SNAPSHOT_SECONDS.
 */
export async function clinicSnapshot(
  env: Env,
  url: string,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<ClinicSchedule> {
  const cache = edgeCache();
  const key = clinicSnapshotKey(url);
  const hit = await cache?.match(key).catch(() => undefined);
  if (hit) return (await hit.json()) as ClinicSchedule;
  const schedule = await readSchedule(env.DB);
  if (cache) {
    const copy = new Response(JSON.stringify(schedule), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${CLINIC_SNAPSHOT_SECONDS}` },
    });
    waitUntil(cache.put(key, copy).catch(() => {}));
  }
  return schedule;
}

/** Drops this data centre's copy after a desk edit, so its next page shows the edit. */
export async function forgetClinicSnapshot(site: Pick<Site, 'req'>): Promise<void> {
  try {
    await edgeCache()?.delete(clinicSnapshotKey(site.req.url));
  } catch {
    // A cache that cannot be reached holds nothing to forget.
  }
}
