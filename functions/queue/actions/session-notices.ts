import { sessionSlots, sessionsOn } from '../../../common/clinic/schedule';
import type { SessionKey } from '../../../common/queue/rules';
import { cancelBooking } from '../../booking/actions';
import { appointmentById } from '../../booking/db';
import { readSchedule } from '../../clinic/db';
import { newPhoneState, sendQueued } from '../../notify';
import { auditStatement } from '../../platform/db/audit';
import { newId } from '../../platform/db/ids';
import type { Env } from '../../platform/env';
import type { Site } from '../../platform/site';
import {
  queuedRows,
  runningLateStatements,
  type SessionEvent,
  sessionBookingIds,
  sessionEventById,
  sessionEventStatement,
} from '../db/day-messages';
import { forgetSessionQueue } from './cache';

/**
 * What the desk tells a whole session (issue 27 item 4, decision 025): the doctor running late, or the session
 * cancelled. Each is a session event (session_events) with its audit row; its messages go through the one outbox.
 */

/** The slot labels of a session of the clinic's schedule ('10:00 AM'…), or null when the schedule has no such session. */
export async function sessionLabels(env: Env, session: SessionKey): Promise<string[] | null> {
  const found = sessionsOn(await readSchedule(env.DB), session.date).find(
    (s) => s.placeId === session.placeId && s.start === session.start,
  );
  return found ? sessionSlots(found).map((s) => s.time) : null;
}

/**
 * The id of the event a press makes: the one named (to tell again those not yet told), the same one for a repeated
 * Idempotency-Key (an id derived from the key and the session), else a new one.
 */
async function eventIdOf(session: SessionKey, kind: SessionEvent['kind'], key?: string, named?: string) {
  if (named) return named;
  if (!key) return newId('sev');
  const text = `${kind}|${session.date}|${session.placeId}|${session.start}|${key}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sev_${[...new Uint8Array(digest)]
    .slice(0, 16)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** What telling a session came to. `unknown_event`: the event named is not this session's event of this kind. */
export type SessionNoticeOutcome =
  | { kind: 'done'; event: SessionEvent; patients: number; queued: number }
  | { kind: 'no_session' }
  | { kind: 'unknown_event' };

function sameEvent(e: SessionEvent | null, session: SessionKey, kind: SessionEvent['kind']): e is SessionEvent {
  return (
    !!e &&
    e.kind === kind &&
    e.visit_date === session.date &&
    e.place_id === session.placeId &&
    e.session_start === session.start
  );
}

/**
 * The session's slot labels and the event a press makes (see eventIdOf) with the one stored under its id, or why
 * not: no such session, or an event named (or a key reused) that is not this session's event of this kind.
 */
async function eventFor(
  env: Env,
  session: SessionKey,
  kind: SessionEvent['kind'],
  key?: string,
  named?: string,
): Promise<{ labels: string[]; eventId: string; known: SessionEvent | null } | SessionNoticeOutcome> {
  const labels = await sessionLabels(env, session);
  if (!labels) return { kind: 'no_session' };
  const eventId = await eventIdOf(session, kind, key, named);
  const known = await sessionEventById(env.DB, eventId);
  if ((named || known) && !sameEvent(known, session, kind)) return { kind: 'unknown_event' };
  return { labels, eventId, known };
}

/**
 * The doctor is running about `minutes` late: every booking of the session the doctor has not seen yet (not checked
 * in, or waiting or called) gets one e-mail and, when it opted in, one WhatsApp message, in its own language — once per
 * event: pressing again with the same event (or Idempotency-Key) queues nothing more, and tells only patients booked
 * since. The event, its audit row and the messages are one batch; the messages go out after the answer.
 */
export async function tellRunningLate(
  site: Site,
  input: { session: SessionKey; minutes: number; eventId?: string; key?: string },
  staff: string,
): Promise<SessionNoticeOutcome> {
  const { env } = site;
  const { session } = input;
  const found = await eventFor(env, session, 'running_late', input.key, input.eventId);
  if ('kind' in found) return found;
  const { labels, eventId, known } = found;
  const minutes = known?.minutes ?? input.minutes;
  const channels: ('email' | 'whatsapp')[] = newPhoneState(env) ? ['email', 'whatsapp'] : ['email'];
  const queuedAt = new Date().toISOString();
  const results = await env.DB.batch([
    ...runningLateStatements(env.DB, eventId, minutes, session, labels, channels, queuedAt),
    sessionEventStatement(env.DB, { id: eventId, session, kind: 'running_late', minutes, by: staff }),
    auditStatement(env.DB, staff, 'session_late', eventId, {
      date: session.date,
      place: session.placeId,
      start: session.start,
      minutes,
    }),
  ]);
  const rows = queuedRows(results.slice(0, channels.length));
  const patients = new Set(rows.map((r) => r.ref_id)).size;
  if (rows.length) {
    site.executionCtx.waitUntil(
      sendQueued(
        env,
        rows.map((r) => r.id),
      ),
    );
  }
  const event = (await sessionEventById(env.DB, eventId)) as SessionEvent;
  return { kind: 'done', event, patients, queued: rows.length };
}

/**
 * The session is cancelled: each booking still booked is cancelled by the clinic (status_by staff, the reason given),
 * as a closure's "cancel and notify" does — its place freed, the cancellation e-mail with its link to book again and
 * the clinic's WhatsApp template (cancelled_by_clinic) — and the event is recorded and audited. Patients already in the
 * waiting room (arrived) are the desk's to tell in person. Pressing again cancels nothing more.
 */
export async function cancelSession(
  site: Site,
  input: { session: SessionKey; reason: string; key?: string },
  staff: string,
): Promise<SessionNoticeOutcome> {
  const { env } = site;
  const { session } = input;
  const found = await eventFor(env, session, 'cancelled', input.key);
  if ('kind' in found) return found;
  const { labels, eventId } = found;
  await env.DB.batch([
    sessionEventStatement(env.DB, { id: eventId, session, kind: 'cancelled', minutes: null, by: staff }),
    auditStatement(env.DB, staff, 'session_cancel', eventId, {
      date: session.date,
      place: session.placeId,
      start: session.start,
    }),
  ]);
  let patients = 0;
  for (const id of await sessionBookingIds(env.DB, session, labels)) {
    const row = await appointmentById(env.DB, id);
    if (!row) continue;
    const outcome = await cancelBooking(site, row, input.reason, { who: 'staff', staff });
    if (outcome.kind === 'done' && outcome.changed) patients++;
  }
  await forgetSessionQueue(new URL(site.req.url).origin, session);
  const event = (await sessionEventById(env.DB, eventId)) as SessionEvent;
  return { kind: 'done', event, patients, queued: patients };
}
