import { positionOf, type SessionKey } from '../../../common/queue/rules';
import { newPhoneState, sendQueued } from '../../notify';
import type { Env } from '../../platform/env';
import { queueSoonStatement, walkInsPerHour } from '../db/day-messages';
import { type QueueRow, queueEntry, sessionQueueStatement } from '../db/queue';

/** "Your turn is near" goes when exactly this many patients are before a patient (the template says "two"). */
export const SOON_AHEAD = 2;

/**
 * After every change of a session's queue (check-in, call next, skip, recall, with the doctor, done, no-show and their
 * undos): each booked patient now waiting with exactly two patients before them gets one WhatsApp message "two patients before
 * you; please be near the room" — if they opted in, once per queue entry (the outbox row names the entry). Exactly: the
 * message says two, so it is never sent when it would not be true. Walk-ins gave no opt-in and get nothing. Returns how many were queued; sends them (call it in the action's waitUntil).
 * The desk's queue actions call this, and nothing else does.
 */
export async function afterQueueChange(env: Env, session: SessionKey): Promise<number> {
  if (!newPhoneState(env)) return 0;
  const [{ results }, perHour] = await Promise.all([
    sessionQueueStatement(env.DB, session).all<QueueRow>(),
    walkInsPerHour(env.DB),
  ]);
  const entries = results.map(queueEntry);
  const soon = results.filter((r) => {
    if (r.appointment_id === null || r.state !== 'waiting') return false;
    const ahead = positionOf(r.id, entries, entries, perHour)?.ahead ?? 0;
    return ahead === SOON_AHEAD;
  });
  if (!soon.length) return 0;
  const { results: queued } = await queueSoonStatement(
    env.DB,
    soon.map((r) => r.id),
    new Date().toISOString(),
  ).all<{ id: string }>();
  await sendQueued(
    env,
    queued.map((r) => r.id),
  );
  return queued.length;
}
