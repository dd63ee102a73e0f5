import type { MessageKind } from '../../../common/notify/kinds';
import type { BookingKind, MessageKindDef, OfferKind } from '../kind';
import { cancelled } from './cancelled';
import { clinicBookingNotice } from './clinic-booking-notice';
import { clinicCancelledNotice } from './clinic-cancelled-notice';
import { clinicMovedNotice } from './clinic-moved-notice';
import { confirmation } from './confirmation';
import { contactNotice } from './contact-notice';
import { followUp } from './follow-up';
import { moved } from './moved';
import { paymentReceipt } from './payment-receipt';
import { paymentRefund } from './payment-refund';
import { privacyAnswer } from './privacy-answer';
import { privacyLink } from './privacy-link';
import { privacyNotice } from './privacy-notice';
import { reminder } from './reminder';
import { runningLate } from './running-late';
import { turnNear } from './turn-near';
import { waitlistOffer } from './waitlist-offer';

/**
 * Every kind of message the clinic sends, by the name its outbox rows carry. A new kind is one module beside these (its
 * definition: kind.ts), one line here, one name in common/notify/kinds.ts, and its strings (docs/recipes.md).
 */
export const KINDS = {
  appointment_patient: confirmation,
  appointment_clinic: clinicBookingNotice,
  reminder_patient: reminder,
  reschedule_patient: moved,
  reschedule_clinic: clinicMovedNotice,
  cancellation_patient: cancelled,
  cancellation_clinic: clinicCancelledNotice,
  running_late_patient: runningLate,
  queue_soon_patient: turnNear,
  follow_up_patient: followUp,
  contact_clinic: contactNotice,
  privacy_link: privacyLink,
  privacy_copy: privacyAnswer,
  privacy_clinic: privacyNotice,
  waitlist_offer: waitlistOffer,
  payment_receipt_patient: paymentReceipt,
  payment_refund_patient: paymentRefund,
} as const satisfies { [K in MessageKind]: MessageKindDef<K> };

export type { MessageKind };

/** A kind's definition by its name; undefined for a name that is none (a row written by hand, an old kind). */
export function kindOf(name: string): MessageKindDef | undefined {
  return (KINDS as Record<string, MessageKindDef>)[name];
}

/** A booking kind's definition by its name (an offer's words are a booking's); undefined for any other name. */
export function bookingKindOf(name: string): BookingKind | OfferKind | undefined {
  const kind = kindOf(name);
  return kind?.about === 'booking' || kind?.about === 'offer' ? kind : undefined;
}
