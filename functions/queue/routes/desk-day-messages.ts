import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { addDays, clinicDate, isRealDate } from '../../../common/booking/schedule';
import { FollowUpSchema, SessionCancelSchema, SessionLateSchema } from '../../../common/queue/day-messages-schema';
import type { SessionKey } from '../../../common/queue/rules';
import type { StaffIdentity } from '../../platform/access';
import type { AppEnv } from '../../platform/env';
import { fail, idempotencyKeyOf } from '../../platform/http';
import { storage } from '../../platform/routes/storage';
import { json } from '../../platform/validate';
import { followUpsDue, setEntryFollowUp } from '../actions/follow-ups';
import { cancelSession, type SessionNoticeOutcome, tellRunningLate } from '../actions/session-notices';

/**
 * The desk's messages of the day (/api/desk/…, mounted from desk.ts behind its Access check; decision 025): the doctor
 * running late and the session cancelled, told to the session's patients; follow-ups set at "done" and the list of
 * those due and not booked. Thin: the body checked, the action called, its outcome answered.
 */
type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const deskDayMessages = new Hono<DeskEnv>();

const staff = (c: Context<DeskEnv>) => c.get('staff').email;

function answerNotice(c: Context<DeskEnv>, o: SessionNoticeOutcome) {
  if (o.kind === 'no_session') return fail(c, 404, 'The clinic has no such session that day.');
  if (o.kind === 'unknown_event') return fail(c, 409, 'That event is not one of this session, or the key was used.');
  return c.json({ success: true as const, event: o.event, patients: o.patients, queued: o.queued });
}

/**
 * A session event's route: the body checked against `schema` (400 with its fields), then `act` with the session, the
 * request's Idempotency-Key and the staff member, its outcome answered.
 */
function sessionRoute<S extends typeof SessionLateSchema | typeof SessionCancelSchema>(
  schema: S,
  act: (
    c: Context<DeskEnv>,
    input: v.InferOutput<S>,
    session: SessionKey,
    key: string | undefined,
  ) => Promise<SessionNoticeOutcome | Response>,
) {
  return [
    json(schema),
    async (c: Context<DeskEnv>) => {
      const key = idempotencyKeyOf(c);
      const input = (c.req as unknown as { valid: (t: 'json') => v.InferOutput<S> }).valid('json');
      const session = { date: input.date, placeId: input.place_id, start: input.start };
      return storage(c, async () => {
        const o = await act(c, input, session, key);
        return o instanceof Response ? o : answerNotice(c, o);
      });
    },
  ] as const;
}

/**
 * Tells every patient of a session not yet seen that the doctor is running about `minutes` late (e-mail, and WhatsApp
 * for those who opted in). Body { date, place_id, start, minutes, event_id? }; an Idempotency-Key or the same
 * event_id queues nothing more for those already told.
 */
deskDayMessages.post(
  '/sessions/late',
  ...sessionRoute(SessionLateSchema, (c, input, session, key) =>
    tellRunningLate(c, { session, minutes: input.minutes, eventId: input.event_id, key }, staff(c)),
  ),
);

/**
 * Cancels a session: its bookings still booked are cancelled by the clinic (their places freed, each patient told with
 * the link to book another time), the event recorded and audited. Body { date, place_id, start, reason? }.
 */
deskDayMessages.post(
  '/sessions/cancel',
  ...sessionRoute(SessionCancelSchema, async (c, input, session, key) =>
    input.date < clinicDate()
      ? fail(c, 400, 'This session has passed.', { date: 'In the past.' })
      : cancelSession(c, { session, reason: input.reason, key }, staff(c)),
  ),
);

/**
 * Sets the follow-up of a queue entry that is done (a booking's or a walk-in's): body { in: '1w'|'2w'|'1m'|'3m' | a
 * date, note? }. Its reminder goes three days before it is due (the scheduler). Setting it again replaces it.
 */
deskDayMessages.post('/queue/:id/follow-up', json(FollowUpSchema), (c) =>
  storage(c, async () => {
    const result = await setEntryFollowUp(c, c.req.param('id'), c.req.valid('json'), staff(c));
    if (result.kind === 'missing') return fail(c, 404, 'There is no such patient in the queue.');
    if (result.kind === 'out_of_range') {
      return fail(c, 400, 'Please choose a date after the visit and within a year.', { in: 'Out of range.' });
    }
    if (result.kind === 'not_done') return fail(c, 409, 'A follow-up is set once the visit is done.');
    return c.json({ success: true as const, followUp: result.followUp }, 201);
  }),
);

/** Follow-ups due by `due_by` (default: three days from today) and not booked, with whom to call. Audited. */
deskDayMessages.get('/follow-ups', async (c) => {
  const dueBy = c.req.query('due_by') ?? addDays(clinicDate(), 3);
  if (!isRealDate(dueBy)) {
    return fail(c, 400, 'Please give the date as due_by=YYYY-MM-DD.', { due_by: 'Invalid date.' });
  }
  return storage(c, async () =>
    c.json({ success: true as const, dueBy, followUps: await followUpsDue(c, dueBy, staff(c)) }),
  );
});
