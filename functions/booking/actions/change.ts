import type { ManagedBooking } from '../../../common/booking/manage-schema';
import { DEFAULT_MANAGE_CUTOFF_HOURS, positiveInt, reminderDueAt, slotStart } from '../../../common/booking/schedule';
import type { Locale } from '../../../common/i18n/locale';
import { readSchedule } from '../../clinic/db';
import { claimedAppointmentEmails, newEmailState, newPhoneState, sendClaimed } from '../../notify';
import { refundAfterCancel } from '../../payments/actions';
import type { Env } from '../../platform/env';
import type { Refused } from '../../platform/outcome';
import type { Site } from '../../platform/site';
import { deleteObjects } from '../../reports/actions';
import { offerFreePlaces } from '../../waitlist/actions';
import {
  type AppointmentRow,
  type ChangeBy,
  type ChangedBy,
  type ChangeResult,
  cancelAppointment,
  confirmAppointment,
  releaseExpiredHolds,
  rescheduleAppointment,
} from '../db/appointments';
import { forgetAvailability } from './availability';
import { closedRefusal, fullRefusal, notOfferedRefusal, offeredSlot, scheduleRefusal } from './closed';

/**
 * The changes of a booking after it was made — cancel, move, confirm, attendance, and the release of places nobody
 * confirmed — each decided and carried out here once, for the patient's manage link, the desk and the scheduler. A
 * change is one atomic batch in db/appointments.ts (its e-mails, calendar sequence and audit row tied to its change id);
 * its after-effects are here: the edge cache of the dates it touched is dropped, and its e-mails are sent after the
 * answer. The routes only read the request, find the booking and choose the words of the outcome.
 */

/**
 * Who asks for a change, and the rules that follow:
 * - `patient` (the manage link): not within the cutoff before the visit, and a change that lost a race is decided once
 *   more on the booking as it then stands (`reread`, by the link's token; null when it is gone);
 * - `staff` (the desk, verified by Access): no cutoff and past the public window's far end, an audit row in the change's
 *   own batch, and a lost race answered as such (staff decided on what the day showed; they reload it).
 */
export type Changer =
  | { who: 'patient'; reread: () => Promise<AppointmentRow | null> }
  | { who: 'staff'; staff: string };

/**
 * What a change came to:
 * - `done`: the booking as it now stands; `changed` false when it already stood as asked (the same time; already
 *   cancelled; already confirmed);
 * - `gone`: there is nothing to change (cancelled before a move or confirm; erased or missing when read again);
 * - `blocked`: the booking cannot be changed any more (not booked, started, or within the cutoff);
 * - `expired`: the time to confirm a held place has passed (the scheduler is releasing it);
 * - `duplicate`: the patient already has another booking at the new time (said to staff and patient in their words);
 * - `conflict`: it changed meanwhile;
 * - `refused`: the new time cannot be taken, in words everyone reads alike (the schedule, a full slot, a closure).
 */
export type ChangeOutcome =
  | { kind: 'done'; row: AppointmentRow; changed: boolean }
  | { kind: 'gone' }
  | { kind: 'blocked'; blocked: NonNullable<ManagedBooking['blocked']> }
  | { kind: 'expired' }
  | { kind: 'duplicate' }
  | { kind: 'conflict' }
  | { kind: 'refused'; refusal: Refused };

/** Hours before a visit from which a patient's link can no longer change it (MANAGE_CUTOFF_HOURS). */
export function manageCutoffHours(env: Env): number {
  return positiveInt(env.MANAGE_CUTOFF_HOURS, DEFAULT_MANAGE_CUTOFF_HOURS);
}

/** Why a patient's link can no longer change the booking, or null when it can. */
export function blockedReason(row: AppointmentRow, hours: number, now: Date): ManagedBooking['blocked'] {
  if (row.status !== 'booked') return 'status';
  const startsIn = slotStart(row.appointment_date, row.appointment_time).getTime() - now.getTime();
  if (startsIn <= 0) return 'past';
  if (startsIn < hours * 3_600_000) return 'cutoff';
  return null;
}

function changedBy(changer: Changer): ChangedBy {
  return changer.who === 'staff' ? `staff:${changer.staff}` : 'patient';
}

/** How the change is written: by whom, its e-mails' first state, and a staff change's audit row. */
function how(site: Site, changer: Changer, action: string, detail?: Record<string, unknown>): ChangeBy {
  return {
    by: changedBy(changer),
    emailState: newEmailState(site.env),
    whatsapp: newPhoneState(site.env),
    audit: changer.who === 'staff' ? { actor: changer.staff, action, ...(detail ? { detail } : {}) } : undefined,
  };
}

/**
 * Runs one attempt of a change; on a lost race, a patient's change is decided once more on the booking as it now
 * stands (a patient who cancels a booking the desk has just moved still cancels it), a staff change is not.
 */
async function decided(
  row: AppointmentRow,
  changer: Changer,
  attempt: (row: AppointmentRow) => Promise<ChangeOutcome>,
): Promise<ChangeOutcome> {
  let current = row;
  for (let tries = changer.who === 'patient' ? 2 : 1; tries > 0; tries--) {
    const outcome = await attempt(current);
    if (outcome.kind !== 'conflict' || changer.who !== 'patient') return outcome;
    const again = await changer.reread();
    if (!again) return { kind: 'gone' };
    current = again;
  }
  return { kind: 'conflict' };
}

/** What a booking may no longer do for this changer, or null: staff are held only by its status. */
function blockedFor(site: Site, changer: Changer, row: AppointmentRow, now: Date): ManagedBooking['blocked'] {
  if (changer.who === 'staff') return row.status === 'booked' ? null : 'status';
  return blockedReason(row, manageCutoffHours(site.env), now);
}

/**
 * After a change was written: the edge cache of the dates it touched is dropped (this data centre counts again at
 * once), its e-mails go out after the answer, and one log line says what happened (no personal data).
 */
async function after(
  site: Site,
  result: Extract<ChangeResult, { kind: 'changed' }>,
  row: AppointmentRow,
  how: ChangeBy,
  what: string,
  dates: string[],
): Promise<void> {
  await forgetAvailability(site, ...dates);
  // A cancellation or a move frees a place: whoever waits for it is offered it (decision 030), after the answer.
  if (what === 'cancelled' || what === 'moved') {
    const waitUntil = (p: Promise<unknown>) => site.executionCtx.waitUntil(p);
    waitUntil(
      offerFreePlaces(site.env, new Date(), { waitUntil }).catch((err) =>
        console.error(`waitlist: offers after a change failed: ${err instanceof Error ? err.name : 'unknown'}`),
      ),
    );
  }
  // A paid booking cancelled: refunded in full when the clinic cancelled it or the patient did so in time (decision
  // 031). Decided now (the answer can say so); Razorpay is asked after the answer.
  if (what === 'cancelled') {
    const waitUntil = (p: Promise<unknown>) => site.executionCtx.waitUntil(p);
    waitUntil(
      refundAfterCancel(site.env, row, how.by === 'patient', waitUntil).catch((err) =>
        console.error(`payments: refund after a cancellation failed: ${err instanceof Error ? err.name : 'unknown'}`),
      ),
    );
  }
  if (how.emailState !== 'pending' && result.emails.length) {
    const claimed = claimedAppointmentEmails(result.emails, row, new Date().toISOString(), how.emailState);
    site.executionCtx.waitUntil(sendClaimed(site.env, claimed));
  }
  console.log(`appointment ${row.id}: ${what} by ${how.by === 'patient' ? 'the patient' : 'staff'}`);
}

/**
 * Cancels a booking: its place is freed, its reminder skipped, the patient and the clinic told (a place only held is
 * cancelled silently, as it was never announced). A booking already cancelled is `done` unchanged.
 */
export async function cancelBooking(
  site: Site,
  row: AppointmentRow,
  reason: string,
  changer: Changer,
  now = new Date(),
): Promise<ChangeOutcome> {
  return decided(row, changer, async (row) => {
    if (row.status === 'cancelled') return { kind: 'done', row, changed: false };
    const blocked = blockedFor(site, changer, row, now);
    if (blocked) return { kind: 'blocked', blocked };
    const w = how(site, changer, 'cancel', { sequence: row.sequence + 1 });
    const result = await cancelAppointment(site.env.DB, row, reason, w);
    if (result.kind !== 'changed') return { kind: 'conflict' };
    const cancelled: AppointmentRow = {
      ...row,
      status: 'cancelled',
      sequence: result.sequence,
      status_reason: reason || null,
      status_by: w.by,
    };
    await after(site, result, cancelled, w, 'cancelled', [row.appointment_date]);
    return { kind: 'done', row: cancelled, changed: true };
  });
}

/**
 * Moves a booking to another date and time, with the rules of a new booking: the window (staff may go past its far
 * end), a time the date offers (400 if not; its session gives the place and capacity, and the UPDATE checks both
 * again: 409 when the schedule changed meanwhile), closures. Asking for the time it already has is `done` unchanged.
 */
export async function moveBooking(
  site: Site,
  row: AppointmentRow,
  to: { date: string; time: string },
  changer: Changer,
  lang: Locale,
  now = new Date(),
): Promise<ChangeOutcome> {
  return decided(row, changer, async (row) => {
    if (row.status === 'booked' && row.appointment_date === to.date && row.appointment_time === to.time) {
      return { kind: 'done', row, changed: false };
    }
    if (row.status === 'cancelled') return { kind: 'gone' };
    const blocked = blockedFor(site, changer, row, now);
    if (blocked) return { kind: 'blocked', blocked };
    const closed = scheduleRefusal(to.date, to.time, now, changer.who === 'staff', lang);
    if (closed) return { kind: 'refused', refusal: closed };
    const slot = offeredSlot(await readSchedule(site.env.DB), to.date, to.time, lang);
    if ('ok' in slot) return { kind: 'refused', refusal: slot };
    const w = how(site, changer, 'reschedule', { to: `${to.date} ${to.time}`, sequence: row.sequence + 1 });
    const reminderAt = reminderDueAt(to.date, now).toISOString();
    const result = await rescheduleAppointment(site.env.DB, row, { ...to, placeId: slot.placeId }, reminderAt, w);
    if (result.kind === 'full') return { kind: 'refused', refusal: fullRefusal(lang) };
    if (result.kind === 'unoffered') return { kind: 'refused', refusal: notOfferedRefusal(lang, 409) };
    if (result.kind === 'closed') {
      return { kind: 'refused', refusal: await closedRefusal(site.env.DB, to.date, to.time, lang) };
    }
    if (result.kind !== 'changed') return { kind: result.kind };
    const moved: AppointmentRow = {
      ...row,
      appointment_date: to.date,
      appointment_time: to.time,
      place_id: slot.placeId,
      sequence: result.sequence,
      status_by: w.by,
      confirm_by: null,
    };
    await after(site, result, moved, w, 'moved', [row.appointment_date, to.date]);
    return { kind: 'done', row: moved, changed: true };
  });
}

/**
 * Confirms a place held unconfirmed (booked from a form without JavaScript): the patient proved the address by opening
 * the e-mail's link, or phoned the desk. The booking's e-mails (confirmation, clinic notice, reminder) are queued now.
 * A booking not held is `done` unchanged.
 */
export async function confirmBooking(
  site: Site,
  row: AppointmentRow,
  changer: Changer,
  now = new Date(),
): Promise<ChangeOutcome> {
  return decided(row, changer, async (row) => {
    if (row.status === 'cancelled') return { kind: 'gone' };
    if (row.confirm_by === null) return { kind: 'done', row, changed: false };
    // Past its deadline the place is being released.
    if (row.confirm_by < now.toISOString()) return { kind: 'expired' };
    const w = how(site, changer, 'confirm');
    const result = await confirmAppointment(
      site.env.DB,
      row,
      reminderDueAt(row.appointment_date, now).toISOString(),
      w,
    );
    if (result.kind !== 'changed') return { kind: 'conflict' };
    const confirmed: AppointmentRow = { ...row, confirm_by: null };
    await after(site, result, confirmed, w, 'confirmed', []);
    return { kind: 'done', row: confirmed, changed: true };
  });
}

/** What marking attendance came to; `later-day` and `not-started` are facts of the visit not yet true. */
/**
 * Releases the places of bookings nobody confirmed in time (the scheduler's work): cancelled by the system, nothing
 * e-mailed. The scheduler runs outside any request, so it cannot reach the Function's edge cache: a released place
 * shows in availability within AVAILABILITY_CACHE_SECONDS, as after a change in another data centre.
 */
export async function releaseHeldPlaces(env: Env, now = new Date()): Promise<number> {
  const released = await releaseExpiredHolds(env.DB, now, 'confirm_by');
  await deleteObjects(env, released.objectKeys);
  if (released.dates.length) console.log(`scheduler: ${released.dates.length} unconfirmed booking(s) released`);
  return released.dates.length;
}
