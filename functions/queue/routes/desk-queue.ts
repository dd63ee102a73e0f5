import type { Context } from 'hono';
import { Hono } from 'hono';
import { clinicDate, isRealDate } from '../../../common/booking/schedule';
import {
  CallNextSchema,
  CheckInSchema,
  QueueActionSchema,
  QueueSettingsSchema,
  WalkInSchema,
} from '../../../common/queue/schema';
import type { StaffIdentity } from '../../platform/access';
import type { AppEnv } from '../../platform/env';
import { fail, failInvalidDate } from '../../platform/http';
import { langOf } from '../../platform/locale';
import { storage } from '../../platform/routes/storage';
import { json } from '../../platform/validate';
import {
  actOnEntry,
  addWalkIn,
  callNext,
  checkIn,
  deskQueueOf,
  type EntryOutcome,
  eraseWalkIn,
  setQueueSettings,
} from '../actions/desk-queue';

/**
 * The desk's queue (/api/desk/queue, mounted from desk.ts behind its Access check and X-Desk-Request rule; decision
 * 025): the day's sessions with their entries, check-in, walk-ins, each action on an entry, "call next", and the
 * walk-ins per hour. Each route parses, calls one action (queue/actions/desk-queue.ts) and answers its outcome.
 */
type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const deskQueue = new Hono<DeskEnv>();

const staff = (c: Context<DeskEnv>) => c.get('staff').email;

const STALE =
  'This patient’s entry changed on another desk meanwhile. The queue is reloaded: please look and try again.';

const NO_ENTRY = 'There is no such entry in the queue.';

/** The entry as it now stands, or 404. */
function answerEntry(c: Context<DeskEnv>, o: EntryOutcome, missing = NO_ENTRY) {
  if (o.kind === 'missing') return fail(c, 404, missing);
  return c.json({ success: true as const, entry: o.entry }, o.created ? 201 : 200);
}

/** GET /api/desk/queue?date=YYYY-MM-DD (today by default): the day's sessions, each with its queue. Audited. */
deskQueue.get('/', async (c) => {
  const date = c.req.query('date') ?? clinicDate();
  if (!isRealDate(date)) return failInvalidDate(c, 'date', langOf(c));
  return storage(c, async () =>
    c.json({ success: true as const, date, today: clinicDate(), ...(await deskQueueOf(c, date, staff(c))) }),
  );
});

/**
 * Checks a booking in on its day: marks it arrived and gives it the session's next token, in one batch with the audit
 * row. A booking already in the queue answers its entry (200), no second token.
 */
deskQueue.post('/check-in', json(CheckInSchema), (c) =>
  storage(c, async () => {
    const o = await checkIn(c, c.req.valid('json').appointment_id, staff(c));
    switch (o.kind) {
      case 'not_today':
        return fail(c, 409, 'A patient is checked in on the day of the appointment only.');
      case 'no_session':
        return fail(c, 409, 'This booking’s time is in none of today’s sessions: move it to a time of today first.');
      case 'full':
        return fail(
          c,
          409,
          'This slot is full now: its place was given to someone else after the no-show. Move the patient to another time instead.',
        );
      default:
        return answerEntry(c, o, 'There is no such booking, or it was cancelled.');
    }
  }),
);

/**
 * Adds a walk-in to the session open now at the place (the clinic's first place by default), else the next one today;
 * 409 when none is left today. A walk-in holds no booked place.
 */
deskQueue.post('/walk-in', json(WalkInSchema), (c) =>
  storage(c, async () => {
    const o = await addWalkIn(c, c.req.valid('json'), staff(c));
    if (o.kind === 'no_place')
      return fail(c, 400, 'Please choose a place from the list.', { place_id: 'No such place.' });
    if (o.kind === 'no_session') {
      return fail(
        c,
        409,
        'No session is left today at this place: a walk-in can join today’s queue only while a session is open or still to come.',
      );
    }
    return answerEntry(c, o);
  }),
);

/** Settings of the queue: the walk-ins let in between booked patients in each hour (0 to 60). */
deskQueue.post('/settings', json(QueueSettingsSchema), (c) =>
  storage(c, async () => {
    const { walk_ins_per_hour } = c.req.valid('json');
    await setQueueSettings(c, walk_ins_per_hour, staff(c));
    return c.json({ success: true as const, walkInsPerHour: walk_ins_per_hour });
  }),
);

/**
 * Calls the first of the session's order, only if that entry is still as read; when another desk took it meanwhile,
 * the order is read again and the next one called (a few times). 404 when nobody waits.
 */
deskQueue.post('/call-next', json(CallNextSchema), (c) =>
  storage(c, async () => {
    const b = c.req.valid('json');
    const o = await callNext(c, { date: b.date, placeId: b.place_id, start: b.start }, staff(c));
    if (o.kind === 'nobody') return fail(c, 404, 'Nobody is waiting in this session.');
    if (o.kind === 'busy') return fail(c, 409, 'The queue kept changing on other desks: please try again.');
    return answerEntry(c, o);
  }),
);

/**
 * Erases a walk-in's name, phone and age (and any follow-up set for it): the person asked at the desk or by phone. The
 * token stays in the queue and the figures. Audited; the session's public copy is dropped.
 */
deskQueue.post('/:id/erase', (c) =>
  storage(c, async () =>
    answerEntry(c, await eraseWalkIn(c, c.req.param('id'), staff(c)), 'There is no such walk-in in the queue.'),
  ),
);

/**
 * One action on one entry, applied only to the version the desk saw (409 when it changed). A booked entry's no-show is
 * the booking's no-show, and going back from it marks the booking arrived again, in the same batch.
 */
deskQueue.post('/:id', json(QueueActionSchema), (c) =>
  storage(c, async () => {
    const o = await actOnEntry(c, c.req.param('id'), c.req.valid('json'), staff(c));
    switch (o.kind) {
      case 'stale':
        return fail(c, 409, STALE);
      case 'refused':
        return fail(c, 409, o.error);
      case 'booking_refused':
        return fail(
          c,
          409,
          o.wanted === 'arrived'
            ? 'The booking’s place was given to someone else after the no-show: move the patient to another time instead.'
            : 'The booking changed meanwhile (cancelled?): please reload the day.',
        );
      default:
        return answerEntry(c, o);
    }
  }),
);
