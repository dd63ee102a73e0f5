import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as v from 'valibot';
import { clinicDate, closesWholeDay, IST_OFFSET_MINUTES, isRealDate } from '../../../common/booking/schedule';
import { DEFAULT_PLACE_ID, hhmmOf, labelMinutes, sessionsOn } from '../../../common/clinic/schedule';
import { parseWith } from '../../../common/platform/fields';
import {
  actionChange,
  bookingStatusOf,
  type DeskQueueEntry,
  deskQueueSessions,
  walkInSession,
} from '../../../common/queue/desk';
import { medianConsultationMinutes, queueOrder, type SessionKey, sessionOfBooking } from '../../../common/queue/rules';
import {
  CallNextSchema,
  CheckInSchema,
  QueueActionSchema,
  QueueSettingsSchema,
  WalkInSchema,
} from '../../../common/queue/schema';
import { closureRows, closuresOnStatement } from '../../booking/db/closures';
import { readSchedule, scheduleFromResults, scheduleStatements } from '../../clinic/db/schedule';
import { attendanceStatements, bookingById } from '../../desk/db/desk';
import type { StaffIdentity } from '../../platform/access';
import { newId } from '../../platform/db/ids';
import type { AppEnv } from '../../platform/env';
import { fail, failInvalidDate, readJsonBody } from '../../platform/http';
import { langOf } from '../../platform/locale';
import { storage } from '../../platform/routes/storage';
import { eraseWalkInAtDesk } from '../../privacy/db/privacy';
import { forgetSessionQueue } from '../actions/cache';
import { afterQueueChange } from '../actions/notify';
import {
  bookingInStepStatement,
  type DeskQueueRow,
  deskQueueRow,
  isRolledBack,
  readDeskQueue,
  setWalkInsPerHour,
  walkInsPerHourOf,
  walkInsPerHourStatement,
} from '../db/desk-queue';
import {
  checkInStatement,
  type QueueRow,
  queueAuditStatement,
  queueChangeStatement,
  queueEntry,
  sessionQueueStatement,
  walkInStatement,
} from '../db/queue';

/**
 * The desk's queue (/api/desk/queue, mounted from desk.ts behind its Access check and X-Desk-Request rule; issue 27,
 * decision 025): the day's sessions with their entries, check-in, walk-ins, each action on an entry, "call next", and
 * the walk-ins per hour. Every change is version-guarded, audited in its own batch, and drops the session's public copy.
 */
type DeskEnv = AppEnv & { Variables: { staff: StaffIdentity } };

export const deskQueue = new Hono<DeskEnv>();

const staff = (c: Context<DeskEnv>) => c.get('staff').email;

const STALE =
  'This patient’s entry changed on another desk meanwhile. The queue is reloaded: please look and try again.';

/** How many times "call next" takes the next one when another desk took the first a moment before. */
const CALL_NEXT_TRIES = 5;

/** The clinic's minutes after midnight now. */
function minutesNow(now = new Date()): number {
  return (now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES) % 1440;
}

/** A stored entry as the desk lists it: the booking's name (or "Erased") or the walk-in's. */
export function deskEntry(r: DeskQueueRow): DeskQueueEntry {
  const erased = r.anonymised_at !== null || r.booking_erased !== null;
  return {
    id: r.id,
    token: r.token,
    state: r.state,
    name: erased ? 'Erased' : (r.walk_in_name ?? r.booking_name ?? ''),
    phone: erased ? '' : (r.walk_in_phone ?? r.booking_phone ?? ''),
    appointment_id: r.appointment_id,
    erased,
    slot_start: r.slot_start,
    age: r.walk_in_age,
    for_other: r.walk_in_for_other === 1,
    priority: r.priority === 1,
    skipped_at: r.skipped_at,
    checked_in_at: r.checked_in_at,
    called_at: r.called_at,
    seen_at: r.seen_at,
    done_at: r.done_at,
    version: r.version,
    place_id: r.place_id,
    session_start: r.session_start,
  };
}

const sessionOf = (r: Pick<QueueRow, 'visit_date' | 'place_id' | 'session_start'>): SessionKey => ({
  date: r.visit_date,
  placeId: r.place_id,
  start: r.session_start,
});

/** Drops the public copy of the session, then answers the entry as it now stands. */
async function answerEntry(c: Context<DeskEnv>, id: string, status: 200 | 201 = 200) {
  const row = await deskQueueRow(c.env.DB, id);
  if (!row) return fail(c, 404, 'There is no such entry in the queue.');
  await forgetSessionQueue(new URL(c.req.url).origin, sessionOf(row));
  // Whoever now has two patients before them hears so (WhatsApp, opted in, once), after the answer.
  c.executionCtx.waitUntil(
    afterQueueChange(c.env, sessionOf(row)).catch((e) =>
      console.error(`queue: "two before you" not queued: ${e instanceof Error ? e.name : 'unknown'}`),
    ),
  );
  return c.json({ success: true as const, entry: deskEntry(row) }, status);
}

/** The body checked against `schema`: its output, or the 400 to answer. */
async function bodyOf<S extends v.GenericSchema>(
  c: Context<DeskEnv>,
  schema: S,
): Promise<{ ok: true; input: v.InferOutput<S> } | { ok: false; res: Response }> {
  const { body } = await readJsonBody(c);
  const parsed = parseWith(schema, body);
  return parsed.success
    ? { ok: true, input: parsed.output }
    : { ok: false, res: fail(c, 400, parsed.error, parsed.fields) };
}

/** GET /api/desk/queue?date=YYYY-MM-DD (today by default): the day's sessions, each with its queue. Audited. */
deskQueue.get('/', async (c) => {
  const date = c.req.query('date') ?? clinicDate();
  if (!isRealDate(date)) return failInvalidDate(c, 'date', langOf(c));
  return storage(c, async () => {
    const { rows, expected, walkInsPerHour, schedule } = await readDeskQueue(c.env.DB, date, staff(c));
    const entries = rows.map(deskEntry);
    return c.json({
      success: true as const,
      date,
      today: clinicDate(),
      walkInsPerHour,
      medianMinutes: medianConsultationMinutes(rows.map(queueEntry)),
      sessions: deskQueueSessions(schedule, date, entries, expected, walkInsPerHour),
      places: schedule.places.map((p) => ({ id: p.id, name: p.name })),
    });
  });
});

/**
 * Checks a booking in on its day: marks it arrived (setAttendance's rules) and gives it the session's next token, in
 * one batch with the audit row. A booking already in the queue answers its entry (200), no second token.
 */
deskQueue.post('/check-in', async (c) => {
  const b = await bodyOf(c, CheckInSchema);
  if (!b.ok) return b.res;
  return storage(c, async () => {
    const db = c.env.DB;
    const booking = await bookingById(db, b.input.appointment_id);
    if (!booking || booking.status === 'cancelled' || booking.anonymised_at) {
      return fail(c, 404, 'There is no such booking, or it was cancelled.');
    }
    const existing = await db
      .prepare('SELECT id FROM queue_entries WHERE appointment_id = ?1')
      .bind(booking.id)
      .first<{ id: string }>();
    if (existing) return answerEntry(c, existing.id);
    if (booking.appointment_date !== clinicDate()) {
      return fail(c, 409, 'A patient is checked in on the day of the appointment only.');
    }
    const session = sessionOfBooking(
      await readSchedule(db),
      booking.appointment_date,
      booking.place_id,
      booking.appointment_time,
    );
    if (!session) {
      return fail(c, 409, 'This booking’s time is in none of today’s sessions: move it to a time of today first.');
    }
    const id = newId('que');
    try {
      await db.batch([
        ...attendanceStatements(db, booking.id, 'arrived', staff(c)),
        checkInStatement(db, session, booking.id, hhmmOf(labelMinutes(booking.appointment_time)), id),
        queueAuditStatement(db, staff(c), 'check_in', id, 1, { appointment_id: booking.id }),
        bookingInStepStatement(db, booking.id, 'arrived', 1),
      ]);
    } catch (err) {
      if (!isRolledBack(err)) throw err;
      return fail(
        c,
        409,
        'This slot is full now: its place was given to someone else after the no-show. Move the patient to another time instead.',
      );
    }
    // Two desks at once: the one whose entry was not added answers the other's.
    const entry = await db
      .prepare('SELECT id FROM queue_entries WHERE appointment_id = ?1')
      .bind(booking.id)
      .first<{ id: string }>();
    if (!entry) throw new Error('check-in stored no entry');
    return answerEntry(c, entry.id, entry.id === id ? 201 : 200);
  });
});

/**
 * Adds a walk-in to the session open now at the place (the clinic's first place by default), else the next one today;
 * 409 when none is left today. A walk-in holds no booked place.
 */
deskQueue.post('/walk-in', async (c) => {
  const b = await bodyOf(c, WalkInSchema);
  if (!b.ok) return b.res;
  const w = b.input;
  return storage(c, async () => {
    const db = c.env.DB;
    const today = clinicDate();
    const [closed, ...rest] = await db.batch([closuresOnStatement(db, today), ...scheduleStatements(db)]);
    const schedule = scheduleFromResults(rest);
    const placeId = w.place_id ?? schedule.places[0]?.id ?? DEFAULT_PLACE_ID;
    if (!schedule.places.some((p) => p.id === placeId)) {
      return fail(c, 400, 'Please choose a place from the list.', { place_id: 'No such place.' });
    }
    const closedAllDay = closureRows(closed?.results ?? []).some(closesWholeDay);
    const session = walkInSession(schedule, today, placeId, minutesNow(), closedAllDay);
    if (!session) {
      return fail(
        c,
        409,
        'No session is left today at this place: a walk-in can join today’s queue only while a session is open or still to come.',
      );
    }
    const id = newId('que');
    await db.batch([
      walkInStatement(
        db,
        session,
        {
          name: w.name,
          phone: w.phone,
          age: w.age ?? null,
          forOther: w.for_other,
          priority: w.priority,
        },
        id,
      ),
      queueAuditStatement(db, staff(c), 'walk_in', id, 1, { priority: w.priority }),
    ]);
    return answerEntry(c, id, 201);
  });
});

/** Settings of the queue: the walk-ins let in between booked patients in each hour (0 to 60). */
deskQueue.post('/settings', async (c) => {
  const b = await bodyOf(c, QueueSettingsSchema);
  if (!b.ok) return b.res;
  return storage(c, async () => {
    const db = c.env.DB;
    await setWalkInsPerHour(db, b.input.walk_ins_per_hour, staff(c));
    // The order of today's sessions changes for the patients' pages too.
    const today = clinicDate();
    const schedule = await readSchedule(db);
    const origin = new URL(c.req.url).origin;
    for (const s of sessionsOn(schedule, today)) {
      await forgetSessionQueue(origin, { date: today, placeId: s.placeId, start: s.start });
    }
    return c.json({ success: true as const, walkInsPerHour: b.input.walk_ins_per_hour });
  });
});

/**
 * Calls the first of the session's order, only if that entry is still as read; when another desk took it meanwhile,
 * the order is read again and the next one called (a few times). 404 when nobody waits.
 */
deskQueue.post('/call-next', async (c) => {
  const b = await bodyOf(c, CallNextSchema);
  if (!b.ok) return b.res;
  const session: SessionKey = { date: b.input.date, placeId: b.input.place_id, start: b.input.start };
  return storage(c, async () => {
    const db = c.env.DB;
    for (let i = 0; i < CALL_NEXT_TRIES; i++) {
      const [entries, perHour] = await db.batch([sessionQueueStatement(db, session), walkInsPerHourStatement(db)]);
      const rows = (entries?.results ?? []) as QueueRow[];
      const first = queueOrder(rows.map(queueEntry), walkInsPerHourOf(perHour))[0];
      if (!first) return fail(c, 404, 'Nobody is waiting in this session.');
      const row = rows.find((r) => r.id === first.id);
      if (!row) continue;
      const [changed] = await db.batch([
        queueChangeStatement(db, row.id, row.version, { state: 'called', skipped: false }),
        queueAuditStatement(db, staff(c), 'call_next', row.id, row.version + 1),
      ]);
      if (changed?.results?.length) return answerEntry(c, row.id);
    }
    return fail(c, 409, 'The queue kept changing on other desks: please try again.');
  });
});

/**
 * Erases a walk-in's name, phone and age (and any follow-up set for it): the person asked at the desk or by phone. The
 * token stays in the queue and the figures. Audited; the session's public copy is dropped.
 */
deskQueue.post('/:id/erase', (c) =>
  storage(c, async () => {
    const r = await eraseWalkInAtDesk(c.env.DB, c.req.param('id'), staff(c));
    if (r.kind === 'missing') return fail(c, 404, 'There is no such walk-in in the queue.');
    // (The answer drops the session's public copy.)
    return answerEntry(c, c.req.param('id'));
  }),
);

/**
 * One action on one entry, applied only to the version the desk saw (409 when it changed). A booked entry's no-show is
 * the booking's no-show, and going back from it marks the booking arrived again, in the same batch.
 */
deskQueue.post('/:id', async (c) => {
  const b = await bodyOf(c, QueueActionSchema);
  if (!b.ok) return b.res;
  const { action, version, state } = b.input;
  return storage(c, async () => {
    const db = c.env.DB;
    const id = c.req.param('id');
    const row = await deskQueueRow(db, id);
    if (!row) return fail(c, 404, 'There is no such entry in the queue.');
    if (row.version !== version) return fail(c, 409, STALE);
    const rule = actionChange(
      action,
      { state: row.state, priority: row.priority === 1, skipped: row.skipped_at !== null },
      state,
    );
    if (!rule.ok) return fail(c, 409, rule.error);
    const next = version + 1;
    const before = bookingStatusOf(row.state);
    const after = rule.change.state ? bookingStatusOf(rule.change.state) : before;
    const booking =
      row.appointment_id && before !== after
        ? [
            ...attendanceStatements(db, row.appointment_id, after, staff(c), { entryId: id, version: next }),
            bookingInStepStatement(db, row.appointment_id, after, next),
          ]
        : [];
    let changed: D1Result | undefined;
    try {
      [changed] = await db.batch([
        queueChangeStatement(db, id, version, rule.change),
        queueAuditStatement(db, staff(c), action === 'back' ? `back_${state}` : action, id, next, {
          from: row.state,
        }),
        ...booking,
      ]);
    } catch (err) {
      if (!isRolledBack(err)) throw err;
      return fail(
        c,
        409,
        after === 'arrived'
          ? 'The booking’s place was given to someone else after the no-show: move the patient to another time instead.'
          : 'The booking changed meanwhile (cancelled?): please reload the day.',
      );
    }
    if (!changed?.results?.length) return fail(c, 409, STALE);
    return answerEntry(c, id);
  });
});
