import { slotStart } from '../../../common/booking/schedule';
import { slotOn } from '../../../common/clinic/schedule';
import { timesOf } from '../../../common/waitlist/form';
import type { DeskOffer, DeskWaitlistEntry, DeskWaitlistOffer } from '../../../common/waitlist/schema';
import { readSchedule } from '../../clinic/db';
import { audit, auditStatement } from '../../platform/db/audit';
import { newId } from '../../platform/db/ids';
import type { Site } from '../../platform/site';
import { bookingTime, entryById, leaveEntry, placeIsFree, waitlistOfDay } from '../db';
import { offerLeadHours, writeOffers } from './offers';

/**
 * The desk's waitlist (decision 030): a day's entries and the offers made for it, a place offered by hand (by message,
 * or by a phone call the desk makes), an entry taken off. Every read and change is audited.
 */

/** The entries whose dates include `date` (waiting first), and the offers made for it, newest first. */
export async function deskWaitlist(
  site: Site,
  date: string,
  actor: string,
): Promise<{ entries: DeskWaitlistEntry[]; offers: DeskWaitlistOffer[] }> {
  const db = site.env.DB;
  const read = await waitlistOfDay(db, date, auditStatement(db, actor, 'view_waitlist', date));
  return {
    entries: read.entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      full_name: e.full_name,
      phone: e.phone,
      email: e.email,
      date_from: e.date_from,
      date_to: e.date_to,
      times: timesOf(e.times),
      email_offers: Boolean(e.offers_email_at),
      whatsapp_offers: Boolean(e.offers_whatsapp_at),
      status: e.status,
      added_by: e.added_by,
      created_at: e.created_at,
      booked_date: e.booked_date,
      booked_time: e.booked_time,
    })),
    offers: read.offers.map((o) => ({
      id: o.id,
      entry_id: o.entry_id,
      full_name: o.full_name,
      date: o.appointment_date,
      time: o.appointment_time,
      status: o.status,
      expires_at: o.expires_at,
      offered_by: o.offered_by,
      created_at: o.created_at,
      claimed_at: o.claimed_at,
    })),
  };
}

export type DeskOfferOutcome =
  | { kind: 'offered'; id: string }
  | { kind: 'missing' }
  | { kind: 'not_waiting' }
  | { kind: 'not_offered' }
  | { kind: 'too_late' }
  | { kind: 'full' }
  | { kind: 'not_earlier' }
  | { kind: 'already' };

/**
 * Offers a time to an entry by hand: the entry waits, the date offers the time, and it is further off than the lead
 * time. By message, the entry gets the offer on the channels it agreed to; by phone, the offer is recorded and the desk
 * calls (the patient then claims it from the desk's own booking, or the link if messaged). The place is not held: the
 * first claim or booking takes it, as for any offer.
 */
export async function deskOffer(
  site: Site,
  input: DeskOffer,
  actor: string,
  now = new Date(),
): Promise<DeskOfferOutcome> {
  const entry = await entryById(site.env.DB, input.entry_id);
  if (!entry) return { kind: 'missing' };
  if (entry.status !== 'waiting') return { kind: 'not_waiting' };
  const slot = slotOn(await readSchedule(site.env.DB), input.date, input.time);
  if (!slot) return { kind: 'not_offered' };
  const starts = slotStart(input.date, input.time).getTime();
  const lead = offerLeadHours(site.env) * 3_600_000;
  if (starts - now.getTime() <= lead) return { kind: 'too_late' };
  // An offer says a place is free: only for a time that has one, and (for an earlier time) before the booking.
  if (!(await placeIsFree(site.env.DB, input.date, input.time, slot.capacity))) return { kind: 'full' };
  if (entry.kind === 'earlier') {
    const booking = entry.appointment_id ? await bookingTime(site.env.DB, entry.appointment_id) : null;
    if (!booking || starts >= slotStart(booking.date, booking.time).getTime()) return { kind: 'not_earlier' };
  }
  const id = newId('wof');
  const offeredBy = `staff:${actor}${input.by === 'phone' ? ' (phone)' : ''}`;
  const written = await writeOffers(
    site.env,
    [
      {
        id,
        entryId: entry.id,
        date: input.date,
        time: input.time,
        placeId: slot.placeId,
        expiresAt: new Date(starts - lead).toISOString(),
        offeredBy,
      },
    ],
    now,
    { messages: input.by === 'message', waitUntil: (p) => site.executionCtx.waitUntil(p) },
  );
  if (!written) return { kind: 'already' };
  await audit(site.env.DB, actor, 'waitlist_offer', entry.id, { date: input.date, time: input.time, by: input.by });
  return { kind: 'offered', id };
}

/** Takes an entry off the list (audited); false when it was not waiting. */
export async function deskRemoveEntry(site: Site, entryId: string, actor: string): Promise<boolean> {
  return leaveEntry(site.env.DB, entryId, auditStatement(site.env.DB, actor, 'waitlist_remove', entryId));
}
