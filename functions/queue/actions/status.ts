import { clinicDate } from '../../../common/booking/schedule';
import { nowSeeing, positionOf, type QueueState, type SessionKey, sessionOfBooking } from '../../../common/queue/rules';
import { clinicSnapshot } from '../../clinic/actions';
import type { Env } from '../../platform/env';
import { queueEntry, type StatusSubjectRow } from '../db/queue';

export type { StatusSubjectRow };

import { sessionQueueView } from './cache';

/** Where a patient stands, as their status page says it: tokens and counts, never anyone's name. */
export interface PublicStatus {
  /** 'booked': not checked in yet; 'cancelled': the booking was cancelled; else the queue entry's state. */
  state: QueueState | 'booked' | 'cancelled';
  token: number | null;
  nowSeeing: number | null;
  ahead: number;
  /** About how many minutes to wait, or null when too few consultations tell. */
  minutes: number | null;
  /** The booking's date and slot label ('10:00 AM'), for a booking not checked in. */
  date: string | null;
  time: string | null;
  /** True when the booking's date is today (its time is then said without the date). */
  today: boolean;
}

type WaitUntil = (p: Promise<unknown>) => void;

/** A session's queue as the public views see it: its rows as rules' entries, the day's consultations and the rule. */
export async function publicQueue(env: Env, origin: string, session: SessionKey, waitUntil: WaitUntil) {
  const view = await sessionQueueView(env, origin, session, waitUntil);
  return {
    entries: view.entries.map(queueEntry),
    day: view.consultations.map(queueEntry),
    walkInsPerHour: view.walkInsPerHour,
  };
}

/** A patient's status now: from this data centre's copy of their session's queue (sessionQueueView). */
export async function statusOf(
  env: Env,
  origin: string,
  s: StatusSubjectRow,
  waitUntil: WaitUntil,
): Promise<PublicStatus> {
  const today = clinicDate();
  const base: PublicStatus = {
    state: 'booked',
    token: s.token,
    nowSeeing: null,
    ahead: 0,
    minutes: null,
    date: s.appointment_date,
    time: s.appointment_time,
    today: s.appointment_date === today,
  };
  if (s.entry_id && s.visit_date && s.place_id && s.session_start) {
    const session = { date: s.visit_date, placeId: s.place_id, start: s.session_start };
    const q = await publicQueue(env, origin, session, waitUntil);
    const at = positionOf(s.entry_id, q.entries, q.day, q.walkInsPerHour);
    // An entry made in the last seconds in another data centre is not in this one's copy yet: it waits, unnumbered.
    if (!at) return { ...base, state: 'waiting' };
    return { ...base, ...at, today: s.visit_date === today };
  }
  if (s.booking_status === 'cancelled') return { ...base, state: 'cancelled' };
  if (s.booking_status === 'no_show') return { ...base, state: 'no_show' };
  if (!base.today || !s.booking_place_id || !s.appointment_time) return base;
  // On the day, before check-in: the session's "now seeing" too.
  const schedule = await clinicSnapshot(env, `${origin}/`, waitUntil);
  const session = sessionOfBooking(schedule, today, s.booking_place_id, s.appointment_time);
  if (!session) return base;
  const q = await publicQueue(env, origin, session, waitUntil);
  return { ...base, nowSeeing: nowSeeing(q.entries) };
}
