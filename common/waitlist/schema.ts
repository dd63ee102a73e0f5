import * as v from 'valibot';
import { isRealDate } from '../booking/schedule';
import { isSlotLabel } from '../clinic/schedule';
import { m } from '../paraglide/messages.js';
import { email, locale, localized, NAME_MAX, personName, requiredPhone } from '../platform/fields';

/** Times a waitlist entry may name (a day's slots); more is not a list of times that suit. */
export const WAITLIST_TIMES_MAX = 16;

const date = v.pipe(
  v.string(localized(m.forms_error_choose_date)),
  v.trim(),
  v.nonEmpty(localized(m.forms_error_choose_date)),
  v.check(isRealDate, localized(m.server_date_invalid)),
);

const times = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(localized(m.server_time_choose)), v.check(isSlotLabel, localized(m.server_time_choose)))),
    v.maxLength(WAITLIST_TIMES_MAX, localized(m.server_time_choose)),
  ),
  [],
);

const consent = v.optional(v.boolean(localized(m.waitlist_error_channel)), false);

/**
 * Joining the waitlist for a full date (the wizards' and the no-JavaScript page's form, POST /api/forms/waitlist): who,
 * the date, the times that suit ([] for any), and the channels the patient agrees to be offered a place on.
 */
export const JoinWaitlistSchema = v.pipe(
  v.object({
    full_name: personName(m.server_label_full_name, NAME_MAX),
    email,
    phone: requiredPhone,
    date,
    times,
    offers_email: consent,
    offers_whatsapp: consent,
    notice_version: v.optional(v.pipe(v.string(), v.maxLength(20)), ''),
    locale,
  }),
  // The channels offers go on: at least one, each consented to on its own.
  v.forward(
    v.check((i) => i.offers_email || i.offers_whatsapp, localized(m.waitlist_error_channel)),
    ['offers_email'],
  ),
);
export type JoinWaitlist = v.InferOutput<typeof JoinWaitlistSchema>;

/**
 * Asking, from the manage page, to be told of an earlier time (POST /api/manage/earlier): from which date (today at the
 * earliest; up to the day before the booking), the times that suit, and the channels.
 */
export const EarlierTimeSchema = v.pipe(
  v.object({
    token: v.pipe(v.string(), v.maxLength(100)),
    from: date,
    times,
    offers_email: consent,
    offers_whatsapp: consent,
  }),
  // The channels offers go on: at least one, each consented to on its own.
  v.forward(
    v.check((i) => i.offers_email || i.offers_whatsapp, localized(m.waitlist_error_channel)),
    ['offers_email'],
  ),
);
export type EarlierTime = v.InferOutput<typeof EarlierTimeSchema>;

/**
 * The desk offers a place by hand (POST /api/desk/waitlist/offer): to which entry, which time, and how — a message
 * (e-mail and WhatsApp, as the entry agreed) or a phone call the desk makes itself (recorded, nothing sent).
 */
export const DeskOfferSchema = v.object({
  entry_id: v.pipe(v.string(), v.regex(/^wtl_[0-9a-f]{32}$/, 'Choose an entry of the list.')),
  date: v.pipe(v.string(), v.check(isRealDate, 'Choose a date.')),
  time: v.pipe(v.string(), v.check(isSlotLabel, 'Choose a time.')),
  by: v.picklist(['message', 'phone'] as const, 'Say how the place is offered: by message or by phone.'),
});
export type DeskOffer = v.InferOutput<typeof DeskOfferSchema>;

/** The desk takes an entry off the list (POST /api/desk/waitlist/remove). */
export const DeskEntrySchema = v.object({
  entry_id: v.pipe(v.string(), v.regex(/^wtl_[0-9a-f]{32}$/, 'Choose an entry of the list.')),
});

/** An entry as the desk lists it (no e-mail beyond what it needs to reach the patient). */
export interface DeskWaitlistEntry {
  id: string;
  kind: 'new' | 'earlier';
  full_name: string;
  phone: string;
  email: string;
  date_from: string;
  date_to: string;
  times: string[];
  email_offers: boolean;
  whatsapp_offers: boolean;
  status: 'waiting' | 'booked' | 'left';
  added_by: string;
  created_at: string;
  /** For an earlier time: the booking's date and time. */
  booked_date: string | null;
  booked_time: string | null;
}

/** An offer as the desk lists it. */
export interface DeskWaitlistOffer {
  id: string;
  entry_id: string;
  full_name: string;
  date: string;
  time: string;
  status: 'open' | 'claimed' | 'taken';
  expires_at: string;
  offered_by: string;
  created_at: string;
  claimed_at: string | null;
}
