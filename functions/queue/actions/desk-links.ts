import { placeById, placeIn } from '../../../common/clinic/schedule';
import { localeOf } from '../../../common/i18n/locale';
import type { Slip } from '../../../common/queue/desk';
import { clinicSnapshot } from '../../clinic/actions';
import { auditStatement } from '../../platform/db/audit';
import type { Site } from '../../platform/site';
import { setScreenKeyHash, statusSubjects } from '../db/queue';
import { statusUrl } from '../links';
import { newScreenKey } from './screen';

/**
 * Makes the waiting-room screen's new key (audited): the old key stops working, and the answer is the only place the
 * new one is ever shown.
 */
export async function makeScreenKey(site: Site, actor: string): Promise<string> {
  const { key, hash } = await newScreenKey();
  await setScreenKeyHash(site.env.DB, hash, auditStatement(site.env.DB, actor, 'screen_key_made', 'clinic_settings'));
  return `${new URL(site.req.url).origin}/api/screen/${key}`;
}

const ENTRY_ID = /^que_[0-9a-f]{32}$/;

/** A queue entry's slip: its token, session, place and status link in its language; null for no such entry. */
export async function slipOf(site: Site, id: string): Promise<Slip | null> {
  const entry = ENTRY_ID.test(id) ? (await statusSubjects(site.env.DB, id)).find((r) => r.id === id) : undefined;
  if (!entry?.visit_date || !entry.place_id || !entry.session_start || entry.token === null) return null;
  const locale = entry.locale ? localeOf(entry.locale) : null;
  const schedule = await clinicSnapshot(site.env, site.req.url, (p) => site.executionCtx.waitUntil(p));
  const place = placeById(schedule, entry.place_id);
  return {
    token: entry.token,
    date: entry.visit_date,
    start: entry.session_start,
    place: place ? { en: placeIn(place, 'en').name, hi: placeIn(place, 'hi').name } : null,
    places: schedule.places.length,
    locale,
    url: await statusUrl(site.env, id, locale ?? 'en'),
  };
}
