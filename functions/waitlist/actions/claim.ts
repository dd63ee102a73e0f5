import {
  clinicDate,
  DEFAULT_MAX_UPCOMING_BOOKINGS,
  positiveInt,
  reminderDueAt,
  slotStart,
} from '../../../common/booking/schedule';
import { DOCTOR_OPTION } from '../../../common/clinic/facts';
import {
  type AppointmentRow,
  announcements,
  appointmentById,
  type ChangeBy,
  newChangeId,
  rescheduleAppointment,
} from '../../booking/db';
import { newPhoneState, sendQueued } from '../../notify';
import { withPhoneCopies } from '../../notify/db';
import { newId } from '../../platform/db/ids';
import type { Env } from '../../platform/env';
import { newManageLink } from '../../platform/tokens';
import {
  claimAsBooking,
  claimableSql,
  claimedStatements,
  claimRefusal,
  markTaken,
  type OfferWithEntry,
  offerById,
} from '../db';
import { offerToken, validToken } from './links';

/**
 * What a claim came to:
 * - `booked`: a new booking from the offer; `moved`: the entry's booking moved to the offered time;
 * - `already`: this offer was claimed before (a second press, a back button): the booking it made;
 * - `taken`: the place went to someone else first; `expired`: too late to claim it;
 * - `closed`: the entry no longer waits (it left the list, or took another place);
 * - `unavailable`: the time was closed or is no longer offered; `held`: the address's own bookings stand in the way
 *   (one that day already, or its limit of upcoming ones: the desk can help);
 * - `invalid`: no such offer, or the link's token is not its own.
 */
export type ClaimOutcome =
  | { kind: 'booked' | 'moved' | 'already'; offer: OfferWithEntry; booking: AppointmentRow; previous?: string }
  | { kind: 'taken' | 'expired' | 'closed' | 'unavailable' | 'held'; offer: OfferWithEntry }
  | { kind: 'invalid' };

/** An offer whose link's token is its own, or null (an unknown id answers as a wrong token does). */
export async function offerByLink(env: Env, id: string, token: string): Promise<OfferWithEntry | null> {
  if (!/^wof_[0-9a-f]{32}$/.test(id)) return null;
  const offer = await offerById(env.DB, id);
  if (!offer) return null;
  return (await validToken(token, offerToken(env, offer.id, offer.entry.nonce))) ? offer : null;
}

/** An offer that may still be claimed, or why not (the same words as after a lost claim). */
export type OfferState = Exclude<ClaimOutcome, { kind: 'booked' | 'moved' }> | { kind: 'open'; offer: OfferWithEntry };

/** What an offer's page can say before a claim: open, or why not. */
export async function offerState(env: Env, offer: OfferWithEntry, now = new Date()): Promise<OfferState> {
  if (offer.status === 'claimed' && offer.appointment_id) {
    const booking = await appointmentById(env.DB, offer.appointment_id);
    if (booking) return { kind: 'already', offer, booking };
  }
  if (offer.entry.status !== 'waiting') return { kind: 'closed', offer };
  if (offer.expires_at <= now.toISOString()) return { kind: 'expired', offer };
  if (offer.status === 'taken') return { kind: 'taken', offer };
  return { kind: 'open', offer };
}

/**
 * Claims an offer (decision 030). An entry for a full date gets a new booking, an entry for an earlier time has its
 * booking moved; either is one conditional write that checks the offer is still open and unexpired, the time still
 * offered and not closed, and a place free, so of two claims for the last place exactly one books and the other is
 * told it was just taken. What the booking or the move queues (confirmation, clinic notice, reminder) is in the same
 * batch; the messages go after the answer (`waitUntil`).
 */
export async function claimOffer(
  env: Env,
  offer: OfferWithEntry,
  waitUntil: (p: Promise<unknown>) => void,
  now = new Date(),
): Promise<ClaimOutcome> {
  const before = await offerState(env, offer, now);
  if (before.kind !== 'open') return before;
  const at = now.toISOString();
  const detail = { date: offer.appointment_date, time: offer.appointment_time, placeId: offer.place_id };
  const reminderAt = reminderDueAt(offer.appointment_date, now).toISOString();
  const whatsapp = newPhoneState(env) ? 'pending' : null;
  if (offer.entry.kind === 'earlier' && offer.entry.appointment_id) {
    const row = await appointmentById(env.DB, offer.entry.appointment_id);
    if (row?.status !== 'booked') return { kind: 'closed', offer };
    // Never later than the booking it would replace (the booking may have been moved since the offer).
    if (
      slotStart(offer.appointment_date, offer.appointment_time).getTime() >=
      slotStart(row.appointment_date, row.appointment_time).getTime()
    ) {
      return { kind: 'closed', offer };
    }
    const how: ChangeBy = { by: 'patient', emailState: 'pending', whatsapp };
    const moved = await rescheduleAppointment(
      env.DB,
      row,
      { date: offer.appointment_date, time: offer.appointment_time, placeId: offer.place_id },
      reminderAt,
      how,
      {
        where: claimableSql('?9', '?10'),
        binds: [offer.id, at],
        tied: (change) => claimedStatements(env.DB, offer, row.id, change, at),
      },
    );
    if (moved.kind !== 'changed') {
      if (moved.kind === 'closed' || moved.kind === 'unoffered') return { kind: 'unavailable', offer };
      if (moved.kind === 'duplicate') return { kind: 'held', offer };
      return lost(env, offer, now);
    }
    waitUntil(
      sendQueued(
        env,
        moved.emails.filter((e) => !e.dueAt).map((e) => e.id),
      ),
    );
    const booking = (await appointmentById(env.DB, row.id)) ?? row;
    return { kind: 'moved', offer, booking, previous: `${row.appointment_date} ${row.appointment_time}` };
  }
  const id = newId('apt');
  const change = newChangeId();
  const link = await newManageLink(env);
  const queued = announcements(id, { ...detail, sequence: 0 }, reminderAt, at);
  const emails = withPhoneCopies(queued, whatsapp);
  const won = await claimAsBooking(env.DB, offer, {
    id,
    change,
    nonce: link.nonce,
    hash: link.hash,
    doctor: DOCTOR_OPTION,
    emails,
    emailState: 'pending',
    now: at,
    today: clinicDate(now),
    maxUpcoming: positiveInt(env.MAX_UPCOMING_BOOKINGS, DEFAULT_MAX_UPCOMING_BOOKINGS),
  });
  if (!won) {
    const why = await claimRefusal(
      env.DB,
      offer,
      clinicDate(now),
      positiveInt(env.MAX_UPCOMING_BOOKINGS, DEFAULT_MAX_UPCOMING_BOOKINGS),
    );
    if (why === 'closed') return { kind: 'unavailable', offer };
    if (why === 'held') return { kind: 'held', offer };
    return lost(env, offer, now);
  }
  waitUntil(
    sendQueued(
      env,
      emails.filter((e) => !e.dueAt).map((e) => e.id),
    ),
  );
  const booking = await appointmentById(env.DB, id);
  if (!booking) return { kind: 'closed', offer };
  console.log(`waitlist: offer ${offer.id} claimed as ${id}`);
  return { kind: 'booked', offer, booking };
}

/** Why a claim did not win, read again: the offer's state now, else the place was taken. */
async function lost(env: Env, offer: OfferWithEntry, now: Date): Promise<ClaimOutcome> {
  const again = await offerById(env.DB, offer.id);
  if (!again) return { kind: 'invalid' };
  const state = await offerState(env, again, now);
  if (state.kind !== 'open') return state;
  // Full again: this offer is spent, so a place that frees later is offered to the entry anew.
  await markTaken(env.DB, again.id);
  return { kind: 'taken', offer: { ...again, status: 'taken' } };
}
