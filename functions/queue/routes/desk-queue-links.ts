import type { Context } from 'hono';
import { Hono } from 'hono';
import type { StaffIdentity } from '../../platform/access';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { storage } from '../../platform/routes/storage';
import { makeScreenKey, slipOf } from '../actions/desk-links';

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
  storage(c, async () => c.json({ success: true as const, url: await makeScreenKey(c, staff(c)) })),
);

/** What a queue entry's printed slip shows: the token, the session, its place, and the status link in its language. */
deskQueueLinks.get('/slip/:id', (c) =>
  storage(c, async () => {
    const slip = await slipOf(c, c.req.param('id'));
    return slip ? c.json({ success: true as const, slip }) : fail(c, 404, 'There is no such queue entry.');
  }),
);
