/**
 * The desk's queue as actions (decision 025): read a day's queue, check a booking in, add a walk-in, call the next
 * patient, act on one entry, erase a walk-in, set the walk-ins per hour. Each returns an outcome the route turns into
 * an answer; every change is version-guarded and audited in its own batch, and drops the session's public copy.
 */
import { clinicDate, closesWholeDay, IST_OFFSET_MINUTES } from '../../../common/booking/schedule';
import { DEFAULT_PLACE_ID, hhmmOf, labelMinutes, sessionsOn } from '../../../common/clinic/schedule';
import {
  actionChange,
  type BackState,
  bookingStatusOf,
  type DeskQueueEntry,
  type DeskQueueSession,
  deskQueueSessions,
  type QueueAction,
  walkInSession,
} from '../../../common/queue/desk';
import { medianConsultationMinutes, queueOrder, type SessionKey, sessionOfBooking } from '../../../common/queue/rules';
import type { WalkInInput } from '../../../common/queue/schema';
import { checkInAttendance, inQueueAttendance, isRolledBack } from '../../booking/actions';
import { closureRows, closuresOnStatement } from '../../booking/db';
import { readSchedule, scheduleFromResults, scheduleStatements } from '../../clinic/db';
import { bookingById } from '../../desk/db';
import { newId } from '../../platform/db/ids';
import type { Site } from '../../platform/site';
import { eraseWalkInAtDesk } from '../../privacy/db';
import {
  type DeskQueueRow,
  deskQueueRow,
  queueEntryOfBooking,
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
import { forgetSessionQueue } from './cache';
import { afterQueueChange } from './notify';

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
    reports: erased ? 0 : r.report_count,
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

/** An entry as it now stands after a change, or none (it is gone). */
export type EntryOutcome = { kind: 'entry'; entry: DeskQueueEntry; created?: boolean } | { kind: 'missing' };

/**
 * The entry as it now stands, after a change: its session's public copy dropped in this data centre, and whoever now
 * has two patients before them told so (WhatsApp, opted in, once) after the answer.
 */
async function settled(site: Site, id: string, created = false): Promise<EntryOutcome> {
  const row = await deskQueueRow(site.env.DB, id);
  if (!row) return { kind: 'missing' };
  await forgetSessionQueue(new URL(site.req.url).origin, sessionOf(row));
  site.executionCtx.waitUntil(
    afterQueueChange(site.env, sessionOf(row)).catch((e) =>
      console.error(`queue: "two before you" not queued: ${e instanceof Error ? e.name : 'unknown'}`),
    ),
  );
  return { kind: 'entry', entry: deskEntry(row), created };
}

/** The desk's queue of a date (audited: the names are patient data): its sessions, each with its order. */
export async function deskQueueOf(
  site: Site,
  date: string,
  actor: string,
): Promise<{
  walkInsPerHour: number;
  medianMinutes: number | null;
  sessions: DeskQueueSession[];
  places: { id: string; name: string }[];
}> {
  const { rows, expected, walkInsPerHour, schedule } = await readDeskQueue(site.env.DB, date, actor);
  return {
    walkInsPerHour,
    medianMinutes: medianConsultationMinutes(rows.map(queueEntry)),
    sessions: deskQueueSessions(schedule, date, rows.map(deskEntry), expected, walkInsPerHour),
    places: schedule.places.map((p) => ({ id: p.id, name: p.name })),
  };
}

export type CheckInOutcome = EntryOutcome | { kind: 'not_today' } | { kind: 'no_session' } | { kind: 'full' };

/**
 * Checks a booking in on its day: marks it arrived (the one attendance change, booking/actions/attendance.ts) and gives
 * it the session's next token, in one batch with the audit row. A booking already in the queue answers its entry, no
 * second token; two desks at once get the one entry.
 */
export async function checkIn(site: Site, appointmentId: string, actor: string): Promise<CheckInOutcome> {
  const db = site.env.DB;
  const booking = await bookingById(db, appointmentId);
  if (!booking || booking.status === 'cancelled' || booking.anonymised_at) return { kind: 'missing' };
  const existing = await queueEntryOfBooking(db, booking.id);
  if (existing) return settled(site, existing);
  if (booking.appointment_date !== clinicDate()) return { kind: 'not_today' };
  const session = sessionOfBooking(
    await readSchedule(db),
    booking.appointment_date,
    booking.place_id,
    booking.appointment_time,
  );
  if (!session) return { kind: 'no_session' };
  const id = newId('que');
  const attendance = checkInAttendance(db, booking.id, actor);
  try {
    await db.batch([
      ...attendance.before,
      checkInStatement(db, session, booking.id, hhmmOf(labelMinutes(booking.appointment_time)), id),
      queueAuditStatement(db, actor, 'check_in', id, 1, { appointment_id: booking.id }),
      ...attendance.after,
    ]);
  } catch (err) {
    if (!isRolledBack(err)) throw err;
    return { kind: 'full' };
  }
  const entry = await queueEntryOfBooking(db, booking.id);
  if (!entry) throw new Error('check-in stored no entry');
  return settled(site, entry, entry === id);
}

export type WalkInOutcome = EntryOutcome | { kind: 'no_place' } | { kind: 'no_session' };

/**
 * Adds a walk-in to the session open now at the place (the clinic's first place by default), else the next one today.
 * A walk-in holds no booked place.
 */
export async function addWalkIn(site: Site, w: WalkInInput, actor: string): Promise<WalkInOutcome> {
  const db = site.env.DB;
  const today = clinicDate();
  const [closed, ...rest] = await db.batch([closuresOnStatement(db, today), ...scheduleStatements(db)]);
  const schedule = scheduleFromResults(rest);
  const placeId = w.place_id ?? schedule.places[0]?.id ?? DEFAULT_PLACE_ID;
  if (!schedule.places.some((p) => p.id === placeId)) return { kind: 'no_place' };
  const closedAllDay = closureRows(closed?.results ?? []).some(closesWholeDay);
  const session = walkInSession(schedule, today, placeId, minutesNow(), closedAllDay);
  if (!session) return { kind: 'no_session' };
  const id = newId('que');
  await db.batch([
    walkInStatement(
      db,
      session,
      { name: w.name, phone: w.phone, age: w.age ?? null, forOther: w.for_other, priority: w.priority },
      id,
    ),
    queueAuditStatement(db, actor, 'walk_in', id, 1, { priority: w.priority }),
  ]);
  return settled(site, id, true);
}

/** Sets the walk-ins let in between booked patients in each hour; today's public queue pages follow at once. */
export async function setQueueSettings(site: Site, walkInsPerHour: number, actor: string): Promise<void> {
  const db = site.env.DB;
  await setWalkInsPerHour(db, walkInsPerHour, actor);
  const today = clinicDate();
  const origin = new URL(site.req.url).origin;
  for (const s of sessionsOn(await readSchedule(db), today)) {
    await forgetSessionQueue(origin, { date: today, placeId: s.placeId, start: s.start });
  }
}

export type CallNextOutcome = EntryOutcome | { kind: 'nobody' } | { kind: 'busy' };

/**
 * Calls the first of the session's order, only if that entry is still as read; when another desk took it meanwhile,
 * the order is read again and the next one called (a few times).
 */
export async function callNext(site: Site, session: SessionKey, actor: string): Promise<CallNextOutcome> {
  const db = site.env.DB;
  for (let i = 0; i < CALL_NEXT_TRIES; i++) {
    const [entries, perHour] = await db.batch([sessionQueueStatement(db, session), walkInsPerHourStatement(db)]);
    const rows = (entries?.results ?? []) as QueueRow[];
    const first = queueOrder(rows.map(queueEntry), walkInsPerHourOf(perHour))[0];
    if (!first) return { kind: 'nobody' };
    const row = rows.find((r) => r.id === first.id);
    if (!row) continue;
    const [changed] = await db.batch([
      queueChangeStatement(db, row.id, row.version, { state: 'called', skipped: false }),
      queueAuditStatement(db, actor, 'call_next', row.id, row.version + 1),
    ]);
    if (changed?.results?.length) return settled(site, row.id);
  }
  return { kind: 'busy' };
}

export type EntryActionOutcome =
  | EntryOutcome
  | { kind: 'stale' }
  | { kind: 'refused'; error: string }
  | { kind: 'booking_refused'; wanted: 'arrived' | 'no_show' };

/**
 * One action on one entry, applied only to the version the desk saw. A booked entry's no-show is the booking's
 * no-show, and going back from it marks the booking arrived again, in the same batch (the one attendance change).
 */
export async function actOnEntry(
  site: Site,
  id: string,
  act: { action: QueueAction; version: number; state?: BackState },
  actor: string,
): Promise<EntryActionOutcome> {
  const db = site.env.DB;
  const { action, version, state } = act;
  const row = await deskQueueRow(db, id);
  if (!row) return { kind: 'missing' };
  if (row.version !== version) return { kind: 'stale' };
  const rule = actionChange(
    action,
    { state: row.state, priority: row.priority === 1, skipped: row.skipped_at !== null },
    state,
  );
  if (!rule.ok) return { kind: 'refused', error: rule.error };
  const next = version + 1;
  const before = bookingStatusOf(row.state);
  const after = rule.change.state ? bookingStatusOf(rule.change.state) : before;
  const booking =
    row.appointment_id && before !== after
      ? inQueueAttendance(db, row.appointment_id, after, actor, { id, version: next })
      : [];
  let changed: D1Result | undefined;
  try {
    [changed] = await db.batch([
      queueChangeStatement(db, id, version, rule.change),
      queueAuditStatement(db, actor, action === 'back' ? `back_${state}` : action, id, next, { from: row.state }),
      ...booking,
    ]);
  } catch (err) {
    if (!isRolledBack(err)) throw err;
    return { kind: 'booking_refused', wanted: after };
  }
  if (!changed?.results?.length) return { kind: 'stale' };
  return settled(site, id);
}

/**
 * Erases a walk-in's name, phone and age (and any follow-up set for it): the person asked at the desk or by phone. The
 * token stays in the queue and the figures. Audited once; erasing again answers the entry as it stands.
 */
export async function eraseWalkIn(site: Site, id: string, actor: string): Promise<EntryOutcome> {
  const r = await eraseWalkInAtDesk(site.env.DB, id, actor);
  if (r.kind === 'missing') return { kind: 'missing' };
  return settled(site, id);
}
