/**
 * The waiting room's queue (issue 27, decision 025), as pure rules shared by the desk, the patient's status page and
 * the waiting-room screen: who is seen in which order, how many are ahead of a token, and about how long that takes.
 * functions/queue/db/queue.ts stores the entries; everything here works on what it read.
 *
 * A session is a clinic date, a place and the session's start ('HH:MM'); tokens count from 1 in each. Times stored
 * on an entry are ISO instants; the clinic's clock is India Standard Time (UTC+05:30, no daylight saving).
 */

import { IST_OFFSET_MINUTES } from '../booking/schedule';
import { type ClinicSchedule, labelMinutes, minutesOf, sessionSlots, sessionsOn } from '../clinic/schedule';

/** Where a patient is in their visit. 'called': asked to come in; 'with_doctor': in the consultation. */
export const QUEUE_STATES = ['waiting', 'called', 'with_doctor', 'done', 'no_show'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** One session of one day at one place: the queue's scope, and the tokens'. */
export interface SessionKey {
  date: string;
  placeId: string;
  /** The session's start, 'HH:MM' (clinic time). */
  start: string;
}

/** What the order and the estimates need of an entry (no name, no phone: these rules never see who it is). */
export interface QueueEntry {
  id: string;
  token: number;
  state: QueueState;
  /** The booked slot's start ('HH:MM'), or null for a walk-in. */
  slotStart: string | null;
  priority: boolean;
  /** When the entry was sent to the end (ISO), or null. */
  skippedAt: string | null;
  checkedInAt: string;
  calledAt: string | null;
  seenAt: string | null;
  doneAt: string | null;
}

/** An entry's stored columns (as D1 and the desk's answers carry them), `priority` as 0/1 or a boolean. */
export interface QueueColumns {
  id: string;
  token: number;
  state: QueueState;
  slot_start: string | null;
  priority: number | boolean;
  skipped_at: string | null;
  checked_in_at: string;
  called_at: string | null;
  seen_at: string | null;
  done_at: string | null;
}

/** The rules' view of an entry's columns. */
export function entryOfColumns(r: QueueColumns): QueueEntry {
  return {
    id: r.id,
    token: r.token,
    state: r.state,
    slotStart: r.slot_start,
    priority: r.priority === 1 || r.priority === true,
    skippedAt: r.skipped_at,
    checkedInAt: r.checked_in_at,
    calledAt: r.called_at,
    seenAt: r.seen_at,
    doneAt: r.done_at,
  };
}

/** The clinic's minutes after midnight at an ISO instant. */
export function clinicMinutes(iso: string): number {
  const t = Date.parse(iso) / 60_000 + IST_OFFSET_MINUTES;
  return Math.floor(((t % 1440) + 1440) % 1440);
}

function minutesOfHhmm(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

const byTime = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The waiting entries in the order the doctor sees them:
 * 1. priority entries first (the acutely breathless), in the order they checked in;
 * 2. then, by the clock: a booked patient at their slot's start, a walk-in at the time they checked in — but at most
 *    `walkInsPerHour` walk-ins in each clock hour: a walk-in beyond that waits for the next hour with room, so the
 *    booked patients of a busy morning are not pushed back without end (0: walk-ins only after every booked patient);
 *    at the same minute a booked patient goes first, then by check-in;
 * 3. then the skipped, in the order they were skipped.
 * Entries in other states are left out. Deterministic: the same entries give the same order on every desk.
 */
export function queueOrder(entries: readonly QueueEntry[], walkInsPerHour: number): QueueEntry[] {
  const waiting = entries.filter((e) => e.state === 'waiting');
  const priority = waiting
    .filter((e) => e.priority && !e.skippedAt)
    .sort((a, b) => byTime(a.checkedInAt, b.checkedInAt));
  const skipped = waiting.filter((e) => e.skippedAt).sort((a, b) => byTime(a.skippedAt ?? '', b.skippedAt ?? ''));
  const rest = waiting.filter((e) => !e.priority && !e.skippedAt);

  const placed: { entry: QueueEntry; at: number }[] = [];
  const walkInsInHour = new Map<number, number>();
  const walkIns = rest.filter((e) => e.slotStart === null).sort((a, b) => byTime(a.checkedInAt, b.checkedInAt));
  for (const e of rest) if (e.slotStart !== null) placed.push({ entry: e, at: minutesOfHhmm(e.slotStart) });
  const lastBooked = Math.max(-1, ...placed.map((p) => p.at));
  for (const e of walkIns) {
    let at = clinicMinutes(e.checkedInAt);
    if (walkInsPerHour <= 0) {
      at = Math.max(at, lastBooked + 1);
    } else {
      // The first hour, from the walk-in's arrival on, that has room left.
      while ((walkInsInHour.get(Math.floor(at / 60)) ?? 0) >= walkInsPerHour) at = (Math.floor(at / 60) + 1) * 60;
      walkInsInHour.set(Math.floor(at / 60), (walkInsInHour.get(Math.floor(at / 60)) ?? 0) + 1);
    }
    placed.push({ entry: e, at });
  }
  placed.sort(
    (a, b) =>
      a.at - b.at ||
      Number(a.entry.slotStart === null) - Number(b.entry.slotStart === null) ||
      byTime(a.entry.checkedInAt, b.entry.checkedInAt) ||
      a.entry.token - b.entry.token,
  );
  return [...priority, ...placed.map((p) => p.entry), ...skipped];
}

/** The token the waiting room sees as "now seeing": the latest one with the doctor, else the latest called, else null. */
export function nowSeeing(entries: readonly QueueEntry[]): number | null {
  const latest = (state: QueueState, at: (e: QueueEntry) => string | null) =>
    entries.filter((e) => e.state === state && at(e)).sort((a, b) => byTime(at(b) ?? '', at(a) ?? ''))[0]?.token ??
    null;
  return latest('with_doctor', (e) => e.seenAt) ?? latest('called', (e) => e.calledAt);
}

/** How many consultations the estimate needs before it says anything. */
export const MIN_CONSULTATIONS = 3;
/** The estimate reads the day's latest consultations, this many at most (a rolling window). */
export const CONSULTATION_WINDOW = 10;

/**
 * The typical consultation in minutes: the median of the latest CONSULTATION_WINDOW consultations ("with the doctor"
 * to "done") among `entries` (the day's, every session), or null when fewer than MIN_CONSULTATIONS finished.
 */
export function medianConsultationMinutes(entries: readonly QueueEntry[]): number | null {
  const lengths = entries
    .filter((e) => e.state === 'done' && e.seenAt && e.doneAt)
    .sort((a, b) => byTime(b.doneAt ?? '', a.doneAt ?? ''))
    .slice(0, CONSULTATION_WINDOW)
    .map((e) => (Date.parse(e.doneAt ?? '') - Date.parse(e.seenAt ?? '')) / 60_000)
    .filter((m) => Number.isFinite(m) && m >= 0);
  return lengths.length < MIN_CONSULTATIONS ? null : median(lengths);
}

/** The median of some numbers (the mean of the middle two when their count is even), or null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Where one entry stands, as its status page shows it. No other patient appears in it but as a count or a token. */
export interface QueuePosition {
  token: number;
  state: QueueState;
  nowSeeing: number | null;
  /** Patients before this one: those called and not yet in, then the waiting ones ahead in the order. 0 once called. */
  ahead: number;
  /** About how many minutes until this patient goes in (a multiple of 5), or null when too few consultations tell. */
  minutes: number | null;
}

/**
 * The position of entry `id` in its session (`session`: the session's entries; `day`: the day's, for the estimate).
 * The estimate is `ahead` consultations of the median length; null when the median is unknown. Null when `id` is not
 * among `session`.
 */
export function positionOf(
  id: string,
  session: readonly QueueEntry[],
  day: readonly QueueEntry[],
  walkInsPerHour: number,
): QueuePosition | null {
  const entry = session.find((e) => e.id === id);
  if (!entry) return null;
  const seeing = nowSeeing(session);
  let ahead = 0;
  if (entry.state === 'waiting') {
    const calledNotIn = session.filter((e) => e.state === 'called').length;
    ahead = calledNotIn + queueOrder(session, walkInsPerHour).findIndex((e) => e.id === id);
  }
  const median = medianConsultationMinutes(day);
  const minutes = entry.state !== 'waiting' ? 0 : median === null ? null : Math.round((ahead * median) / 5) * 5;
  return { token: entry.token, state: entry.state, nowSeeing: seeing, ahead, minutes };
}

/** The next `n` tokens to go in (the called first, then the queue's order), the one now seeing apart: the screen's "Next". */
export function nextTokens(session: readonly QueueEntry[], walkInsPerHour: number, n: number): number[] {
  // The token shown as "now seeing" (a called patient when nobody is with the doctor yet) is not also "next".
  const seeing = nowSeeing(session);
  const called = session
    .filter((e) => e.state === 'called' && e.token !== seeing)
    .sort((a, b) => byTime(a.calledAt ?? '', b.calledAt ?? ''))
    .map((e) => e.token);
  return [...called, ...queueOrder(session, walkInsPerHour).map((e) => e.token)].slice(0, n);
}

/**
 * The session a booking belongs to: the one of its date at its place whose slots include its time label ('10:00 AM');
 * else, for a time the schedule no longer cuts into slots, the session whose hours hold it; null when none does (the
 * hours were changed since it was booked, or the day is closed).
 */
export function sessionOfBooking(
  schedule: ClinicSchedule,
  date: string,
  placeId: string,
  timeLabel: string,
): SessionKey | null {
  const sessions = sessionsOn(schedule, date).filter((x) => x.placeId === placeId);
  const s = sessions.find((x) => sessionSlots(x).some((slot) => slot.time === timeLabel));
  if (s) return { date, placeId, start: s.start };
  const at = labelMinutes(timeLabel);
  const within = sessions.find((x) => minutesOf(x.start) <= at && at < minutesOf(x.end));
  return within ? { date, placeId, start: within.start } : null;
}

/** One place's panel on the waiting-room screen: its name in both scripts, the session shown, tokens only. */
export interface ScreenPanel {
  place: { en: string; hi: string };
  /** The session's start ('HH:MM'), or null when the place has no session left today. */
  start: string | null;
  /** No session at any place today (a Sunday, a closure): the screen says the clinic is closed today, not "no more". */
  closedToday?: boolean;
  nowSeeing: number | null;
  next: number[];
}
