/**
 * The desk's side of the queue (issue 27, decision 025), as pure rules: which session a booking or a walk-in belongs
 * to, and what each desk action does to an entry in the state the desk saw. functions/queue/routes/desk-queue.ts applies
 * them; common/queue/rules.ts keeps the order and the estimates.
 */

import { type ClinicSchedule, labelMinutes, minutesOf, placeById, type Session, sessionsOn } from '../clinic/schedule';
import type { Locale } from '../i18n/locale';
import {
  entryOfColumns,
  nowSeeing,
  type QueueColumns,
  type QueueState,
  queueOrder,
  type SessionKey,
  sessionOfBooking,
} from './rules';

/** What the desk can do to one entry. 'back' is the undo: the entry returns to the state it had (`to`). */
export const QUEUE_ACTIONS = [
  'call',
  'skip',
  'recall',
  'with_doctor',
  'done',
  'no_show',
  'priority',
  'unpriority',
  'back',
] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

/** The states an undo may return an entry to (done and no-show are reached by their own actions). */
export const BACK_STATES = ['waiting', 'called', 'with_doctor'] as const;
export type BackState = (typeof BACK_STATES)[number];

type DaySession = Omit<Session, 'weekday'>;

/** What an action changes on an entry (functions/queue/db/queue.ts QueueChange has this shape). */
export interface QueueChange {
  state?: QueueState;
  /** true: sent to the end now; false: back in the queue's order. */
  skipped?: boolean;
  priority?: boolean;
}

/**
 * The session a walk-in joins: the one open at `nowMinutes` (clinic time) at the place, else the next one that day;
 * null when none is left (or the day is closed).
 */
export function walkInSession(
  schedule: ClinicSchedule,
  date: string,
  placeId: string,
  nowMinutes: number,
  closedAllDay = false,
): SessionKey | null {
  if (closedAllDay) return null;
  const candidates = sessionsOn(schedule, date)
    .filter((s) => s.placeId === placeId && minutesOf(s.end) > nowMinutes)
    .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  const s: DaySession | undefined = candidates[0];
  return s ? { date, placeId, start: s.start } : null;
}

/** The part of an entry an action is checked against. */
export interface ActionTarget {
  state: QueueState;
  priority: boolean;
  skipped: boolean;
}

/** An action's change, or why it does not apply to the entry as the desk saw it (a 409 for the desk). */
export type ActionRule = { ok: true; change: QueueChange } | { ok: false; error: string };

const refuse = (error: string): ActionRule => ({ ok: false, error });
const ok = (change: QueueChange): ActionRule => ({ ok: true, change });

const STATE_WORDS: Record<QueueState, string> = {
  waiting: 'waiting',
  called: 'called',
  with_doctor: 'with the doctor',
  done: 'done',
  no_show: 'a no-show',
};

/**
 * What `action` changes on an entry in state `e`:
 * - call: a waiting patient is called (out of the order too); recall: called again, or a skipped one called now;
 * - skip: a waiting or called patient goes to the end of the queue, waiting;
 * - with_doctor: from waiting or called; done: from called or with the doctor; no_show: from waiting or called;
 * - priority / unpriority: the mark, while waiting or called (priority also takes a skipped patient off the end);
 * - back (`to`): the undo of any of these, to the state the entry had; it also takes it off the end of the queue.
 */
export function actionChange(action: QueueAction, e: ActionTarget, to?: BackState): ActionRule {
  const now = STATE_WORDS[e.state];
  const from = (...states: QueueState[]) => states.includes(e.state);
  switch (action) {
    case 'call':
      return from('waiting') ? ok({ state: 'called', skipped: false }) : refuse(`This patient is ${now}, not waiting.`);
    case 'recall':
      return from('waiting', 'called')
        ? ok({ state: 'called', skipped: false })
        : refuse(`This patient is ${now}: only a waiting or called patient can be called again.`);
    case 'skip':
      return from('waiting', 'called')
        ? ok({ state: 'waiting', skipped: true })
        : refuse(`This patient is ${now}: only a waiting or called patient can be skipped.`);
    case 'with_doctor':
      return from('waiting', 'called')
        ? ok({ state: 'with_doctor', skipped: false })
        : refuse(`This patient is ${now}: only a waiting or called patient can go in to the doctor.`);
    case 'done':
      return from('called', 'with_doctor')
        ? ok({ state: 'done' })
        : refuse(`This patient is ${now}: only a patient called or with the doctor can be done.`);
    case 'no_show':
      return from('waiting', 'called')
        ? ok({ state: 'no_show' })
        : refuse(`This patient is ${now}: only a waiting or called patient can be a no-show.`);
    case 'priority':
    case 'unpriority': {
      if (!from('waiting', 'called')) return refuse(`This patient is ${now}: the priority mark is for those waiting.`);
      const wanted = action === 'priority';
      return e.priority === wanted
        ? refuse(wanted ? 'This patient already has priority.' : 'This patient has no priority mark.')
        : ok(wanted ? { priority: true, skipped: false } : { priority: false });
    }
    case 'back':
      if (!to) return refuse('Please say which state to go back to.');
      if (to === e.state && !e.skipped) return refuse(`This patient is ${now} already.`);
      return ok({ state: to, skipped: false });
  }
}

/** The booking's status an entry's state stands for: a no-show is the booking's no-show, every other state arrived. */
export function bookingStatusOf(state: QueueState): 'arrived' | 'no_show' {
  return state === 'no_show' ? 'no_show' : 'arrived';
}

/** A queue entry as the desk lists it: who (the booking's name or the walk-in's), and where the visit stands. */
export interface DeskQueueEntry extends QueueColumns {
  name: string;
  phone: string;
  /** The booking checked in, or null for a walk-in (then slot_start is null too). */
  appointment_id: string | null;
  /** The person's details were erased (the walk-in's, or the booking's): the name reads "Erased". */
  erased: boolean;
  /** Reports the booking holds (decision 029): the doctor may look before calling the patient. */
  reports: number;
  age: number | null;
  for_other: boolean;
  priority: boolean;
  /** The version an action must name (POST /api/desk/queue/:id). */
  version: number;
  place_id: string;
  session_start: string;
}

/** A booking of the day that is not in the queue yet (the desk's "Check in" list). */
export interface ExpectedBooking {
  appointment_id: string;
  name: string;
  time: string;
  place_id: string;
  status: 'booked' | 'arrived';
  /** Reports the booking holds. */
  reports: number;
}

/** One session of the desk's queue. */
export interface DeskQueueSession {
  date: string;
  place_id: string;
  place_name: string;
  start: string;
  /** The session's end ('HH:MM'), or null when the schedule no longer has it (its entries stay). */
  end: string | null;
  now_seeing: number | null;
  /** The waiting entries in the order the doctor sees them (queueOrder). */
  waiting: DeskQueueEntry[];
  /** Called and with the doctor (latest first), then done and no-show (latest token first). */
  others: DeskQueueEntry[];
  /** The session's bookings not checked in yet, by time. */
  expected: ExpectedBooking[];
}

const sessionId = (placeId: string, start: string) => `${placeId} ${start}`;

/**
 * The desk's queue of a date, session by session: every session the schedule has that day (in clock order, then by
 * place), and any other session that holds entries (the schedule changed since); each with its now-seeing token, its
 * waiting entries in queueOrder, the rest, and the bookings it expects that are not checked in yet.
 */
export function deskQueueSessions(
  schedule: ClinicSchedule,
  date: string,
  entries: readonly DeskQueueEntry[],
  expected: readonly ExpectedBooking[],
  walkInsPerHour: number,
): DeskQueueSession[] {
  const keys = new Map<string, { placeId: string; start: string; end: string | null }>();
  for (const s of sessionsOn(schedule, date)) keys.set(sessionId(s.placeId, s.start), { ...s });
  for (const e of entries) {
    const k = sessionId(e.place_id, e.session_start);
    if (!keys.has(k)) keys.set(k, { placeId: e.place_id, start: e.session_start, end: null });
  }
  const expectedIn = new Map<string, ExpectedBooking[]>();
  for (const b of expected) {
    const s = sessionOfBooking(schedule, date, b.place_id, b.time);
    if (!s) continue;
    const k = sessionId(s.placeId, s.start);
    expectedIn.set(k, [...(expectedIn.get(k) ?? []), b]);
  }
  const later = (a: string | null, b: string | null) => ((b ?? '') > (a ?? '') ? 1 : (b ?? '') < (a ?? '') ? -1 : 0);
  return [...keys.entries()]
    .sort(([, a], [, b]) => minutesOf(a.start) - minutesOf(b.start) || (a.placeId < b.placeId ? -1 : 1))
    .map(([k, s]) => {
      const mine = entries.filter((e) => sessionId(e.place_id, e.session_start) === k);
      const byId = new Map(mine.map((e) => [e.id, e]));
      const rules = mine.map(entryOfColumns);
      const inRoom = mine
        .filter((e) => e.state === 'called' || e.state === 'with_doctor')
        .sort((a, b) => later(a.called_at ?? a.seen_at, b.called_at ?? b.seen_at));
      const finished = mine
        .filter((e) => e.state === 'done' || e.state === 'no_show')
        .sort((a, b) => b.token - a.token);
      return {
        date,
        place_id: s.placeId,
        place_name: placeById(schedule, s.placeId)?.name ?? s.placeId,
        start: s.start,
        end: s.end,
        now_seeing: nowSeeing(rules),
        waiting: queueOrder(rules, walkInsPerHour).flatMap((r) => byId.get(r.id) ?? []),
        others: [...inRoom, ...finished],
        expected: (expectedIn.get(k) ?? []).sort((a, b) => labelMinutes(a.time) - labelMinutes(b.time)),
      };
    });
}

/** What a queue entry's printed slip shows (GET /api/desk/queue-links/slip/<id>): no name, the token and the session. */
export interface Slip {
  token: number;
  date: string;
  start: string;
  place: { en: string; hi: string } | null;
  places: number;
  /** The booking's language; null for a walk-in (whose slip says everything in both). */
  locale: Locale | null;
  /** The patient's status page, for the slip's QR code. */
  url: string;
}
