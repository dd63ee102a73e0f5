import type { Context } from 'hono';
import { Hono } from 'hono';
import { isRealDate } from '../../../common/booking/schedule';
import { DeskEntrySchema, DeskOfferSchema } from '../../../common/waitlist/schema';
import type { StaffIdentity } from '../../platform/access';
import type { AppEnv } from '../../platform/env';
import { fail } from '../../platform/http';
import { storage } from '../../platform/routes/storage';
import { json } from '../../platform/validate';
import { deskOffer, deskRemoveEntry, deskWaitlist } from '../actions';

/**
 * The desk's waitlist (/api/desk/waitlist, mounted from desk.ts behind its Access check; decision 030): a day's entries
 * and offers, a place offered by hand, an entry taken off.
 */
type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const deskWaitlistRoutes = new Hono<DeskEnv>();

const staff = (c: Context<DeskEnv>) => c.get('staff').email;

deskWaitlistRoutes.get('/', async (c) => {
  const date = c.req.query('date') ?? '';
  if (!isRealDate(date)) return fail(c, 400, 'Choose a date (YYYY-MM-DD).', { date: 'Choose a date.' });
  return storage(c, async () => c.json({ success: true as const, ...(await deskWaitlist(c, date, staff(c))) }));
});

const OFFER_REFUSALS = {
  missing: [404, 'No such waitlist entry.'],
  not_waiting: [409, 'This patient is no longer waiting (they left the list or took a place). Reload the list.'],
  not_offered: [409, 'The clinic offers no such time that day.'],
  too_late: [409, 'That time is too close to offer now. Book the patient directly if they can come.'],
  full: [
    409,
    'That time has no free place (or is closed): an offer would not be true. Choose a time with a free place.',
  ],
  not_earlier: [409, 'That time is not earlier than the patient’s booking. Choose an earlier time.'],
  already: [409, 'This patient already has an open offer for that time.'],
} as const;

deskWaitlistRoutes.post('/offer', json(DeskOfferSchema), (c) =>
  storage(c, async () => {
    const o = await deskOffer(c, c.req.valid('json'), staff(c));
    if (o.kind === 'offered') return c.json({ success: true as const, id: o.id }, 201);
    const [status, error] = OFFER_REFUSALS[o.kind];
    return fail(c, status, error);
  }),
);

deskWaitlistRoutes.post('/remove', json(DeskEntrySchema), (c) =>
  storage(c, async () => {
    const removed = await deskRemoveEntry(c, c.req.valid('json').entry_id, staff(c));
    if (!removed) return fail(c, 409, 'This patient is no longer waiting. Reload the list.');
    return c.json({ success: true as const });
  }),
);
