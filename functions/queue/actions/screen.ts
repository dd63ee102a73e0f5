import { clinicDate } from '../../../common/booking/schedule';
import { type ClinicSchedule, minutesOf, placeIn, sessionsOn } from '../../../common/clinic/schedule';
import { clinicMinutes, nextTokens, nowSeeing, type QueueEntry, type ScreenPanel } from '../../../common/queue/rules';
import { clinicSnapshot } from '../../clinic/actions';
import type { Env } from '../../platform/env';
import { TOKEN_RE, tokenHash } from '../../platform/tokens';
import { screenKeyHash } from '../db/queue';
import { publicQueue } from './status';

/**
 * The waiting-room screen (issue 27, decision 025): reachable without the desk's Access login through a key the desk
 * makes (and remakes, which ends the old one). The key is 256 random bits, base64url; D1 keeps only its SHA-256.
 */

/** A new screen key and the hash to store. */
export async function newScreenKey(): Promise<{ key: string; hash: string }> {
  let bin = '';
  for (const b of crypto.getRandomValues(new Uint8Array(32))) bin += String.fromCharCode(b);
  const key = btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return { key, hash: await tokenHash(key) };
}

/** True when `key` is the screen's current key: its hash compared with the stored one in constant time. */
export async function isScreenKey(env: Env, key: string): Promise<boolean> {
  if (!TOKEN_RE.test(key)) return false;
  const stored = await screenKeyHash(env.DB);
  if (stored?.length !== 64) return false;
  const enc = new TextEncoder();
  return crypto.subtle.timingSafeEqual(enc.encode(await tokenHash(key)), enc.encode(stored));
}

/** How many tokens after the one being seen the screen lists. */
export const SCREEN_NEXT = 5;

const active = (entries: QueueEntry[]) =>
  entries.some((e) => e.state === 'waiting' || e.state === 'called' || e.state === 'with_doctor');

/** A place's name in both scripts, as the screen labels its panel. */
const placeNames = (place: ClinicSchedule['places'][number]) => ({
  en: placeIn(place, 'en').name,
  hi: placeIn(place, 'hi').name,
});

/**
 * What the screen shows now: for each place with sessions today, the one under way (started, and not ended or still
 * with patients in its queue), else the next one today; a place whose sessions are all over says so. On a day without
 * any session, every place says the clinic is closed today.
 */
export async function screenPanels(
  env: Env,
  origin: string,
  waitUntil: (p: Promise<unknown>) => void,
  now = new Date(),
): Promise<ScreenPanel[]> {
  const schedule: ClinicSchedule = await clinicSnapshot(env, `${origin}/`, waitUntil);
  const date = clinicDate(now);
  const minutes = clinicMinutes(now.toISOString());
  const today = sessionsOn(schedule, date).sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  const panels: ScreenPanel[] = [];
  for (const place of schedule.places) {
    const sessions = today.filter((s) => s.placeId === place.id);
    if (sessions.length === 0) continue;
    const name = placeNames(place);
    const started = sessions.filter((s) => minutesOf(s.start) <= minutes);
    const upcoming = sessions.find((s) => minutesOf(s.start) > minutes);
    const current = started[started.length - 1];
    let shown = null;
    if (current) {
      const q = await publicQueue(env, origin, { date, placeId: place.id, start: current.start }, waitUntil);
      if (minutes < minutesOf(current.end) || active(q.entries)) {
        shown = { start: current.start, entries: q.entries, walkInsPerHour: q.walkInsPerHour };
      }
    }
    if (!shown && upcoming) {
      const q = await publicQueue(env, origin, { date, placeId: place.id, start: upcoming.start }, waitUntil);
      shown = { start: upcoming.start, entries: q.entries, walkInsPerHour: q.walkInsPerHour };
    }
    panels.push(
      shown
        ? {
            place: name,
            start: shown.start,
            nowSeeing: nowSeeing(shown.entries),
            next: nextTokens(shown.entries, shown.walkInsPerHour, SCREEN_NEXT),
          }
        : { place: name, start: null, nowSeeing: null, next: [] },
    );
  }
  // A day without any session (a Sunday, a closed day): the screen still names each place and says so, never blank.
  if (panels.length === 0) {
    return schedule.places.map((place) => ({
      place: placeNames(place),
      start: null,
      nowSeeing: null,
      next: [],
      closedToday: true,
    }));
  }
  return panels;
}
