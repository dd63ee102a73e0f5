import type { Context } from 'hono';
import { Hono } from 'hono';
import { placeById, placeIn } from '../../../common/clinic/schedule';
import { localeOf } from '../../../common/i18n/locale';
import { clinicSnapshot } from '../../clinic/actions/snapshot';
import type { StaffIdentity } from '../../platform/access';
import { auditStatement } from '../../platform/db/audit';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { storage } from '../../platform/routes/storage';
import { newScreenKey } from '../actions/screen';
import { setScreenKeyHash, statusSubjects } from '../db/queue';
import { statusUrl } from '../links';

/**
 * The desk's links to the public queue views (issue 27), mounted at /api/desk/queue-links behind the desk's Access
 * check: a new waiting-room screen key (shown once; the old key stops working), and a queue entry's token slip (its
 * token, session and status link, for the printed slip's QR code).
 */
type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const deskQueueLinks = new Hono<DeskEnv>();

const staff = (c: Context<DeskEnv>) => c.get('staff').email;

/** Makes the screen's new key: the answer is the only place it is ever shown. */
deskQueueLinks.post('/screen-key', (c) =>
  storage(c, async () => {
    const { key, hash } = await newScreenKey();
    await setScreenKeyHash(c.env.DB, hash, auditStatement(c.env.DB, staff(c), 'screen_key_made', 'clinic_settings'));
    const url = `${new URL(c.req.url).origin}/api/screen/${key}`;
    return c.json({ success: true as const, url });
  }),
);

const ENTRY_ID = /^que_[0-9a-f]{32}$/;

/** What a queue entry's printed slip shows: the token, the session, its place, and the status link in its language. */
deskQueueLinks.get('/slip/:id', (c) =>
  storage(c, async () => {
    const id = c.req.param('id');
    const entry = ENTRY_ID.test(id) ? (await statusSubjects(c.env.DB, id)).find((r) => r.id === id) : undefined;
    if (!entry?.visit_date || !entry.place_id || !entry.session_start) {
      return fail(c, 404, 'There is no such queue entry.');
    }
    // A booked patient's slip is in their booking's language; a walk-in's in both.
    const locale = entry.locale ? localeOf(entry.locale) : null;
    const schedule = await clinicSnapshot(c.env, c.req.url, (p) => c.executionCtx.waitUntil(p));
    const place = placeById(schedule, entry.place_id);
    return c.json({
      success: true as const,
      slip: {
        token: entry.token,
        date: entry.visit_date,
        start: entry.session_start,
        place: place ? { en: placeIn(place, 'en').name, hi: placeIn(place, 'hi').name } : null,
        places: schedule.places.length,
        locale,
        url: await statusUrl(c.env, id, locale ?? 'en'),
      },
    });
  }),
);
