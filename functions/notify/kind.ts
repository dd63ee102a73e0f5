import type { ComponentType } from 'react';
import type { PhoneTemplateKey } from '../../common/notify/templates';
import type { AppointmentRow } from '../booking';
import type { ContactRow } from '../contact';
import type { EmailCopy } from './email/copy';
import type { AppointmentView, ContactView, PrivacyView } from './email/parts';
import type { ChannelName, MessageDetail } from './types';

/**
 * A kind of message, said in one place (its module in kinds/): when it is sent, to whom, on which channels, and its
 * words — the e-mail's template and subject (its strings are in web/messages/email, read through email/copy.ts) and
 * the registered WhatsApp/SMS template it uses (common/notify/templates.ts). The outbox, the e-mail composer and the
 * phone channels read it; nothing else names a kind's words. Adding a kind: docs/recipes.md.
 */
interface KindBase<Name extends string> {
  /** The outbox's name for it (outbox.kind). */
  name: Name;
  /** Who reads it. */
  to: 'patient' | 'clinic' | 'person';
  /** When it is queued, and by what (one or two sentences, for the next developer). */
  when: string;
  /**
   * The channels it is queued on. 'whatsapp' goes to a booking that asked for messages on its phone (and whose number
   * has not said STOP); when WhatsApp cannot deliver it, the same message goes by SMS (decision 024).
   */
  channels: readonly ChannelName[];
}

/** An e-mail about a booking: its template (in the booking's language to the patient, English to the clinic). */
export interface BookingEmail {
  template: ComponentType<{ a: AppointmentView; t?: EmailCopy }>;
  subject: (v: AppointmentView, t: EmailCopy) => string;
  /** The calendar file it carries (RFC 5546), if any. */
  calendar?: 'REQUEST' | 'CANCEL';
  /** True when it no longer applies to the booking as it now stands: skipped, never sent. */
  stale?: (a: AppointmentRow, d: MessageDetail) => boolean;
  /** What its view reads beyond the booking: the queue's status link, or the follow-up's date, note and link. */
  reads?: 'status_link' | 'follow_up';
}

/** A message to the booking's phone: the registered template it uses, and when it no longer applies. */
export interface PhoneWords {
  template: (a: Pick<AppointmentRow, 'status_by'>) => PhoneTemplateKey;
  /** True when it no longer applies to the booking as it now stands (a wrong time would be told): skipped. */
  stale: (a: AppointmentRow, d: MessageDetail) => boolean;
}

export interface BookingKind<Name extends string = string> extends KindBase<Name> {
  about: 'booking';
  email?: BookingEmail;
  /** The e-mail instead, for a place held until the patient confirms it (a booking from a form without JavaScript). */
  heldPlace?: BookingEmail;
  phone?: PhoneWords;
}

export interface ContactKind<Name extends string = string> extends KindBase<Name> {
  about: 'contact';
  email: { template: ComponentType<{ m: ContactView }>; subject: (m: ContactRow) => string };
}

export interface PrivacyKind<Name extends string = string> extends KindBase<Name> {
  about: 'privacy';
  email: { template: ComponentType<{ p: PrivacyView; t?: EmailCopy }> };
}

/**
 * A waitlist offer (decision 030): about an offered place, not a booking. Its e-mail and phone words are a booking's
 * (the composer reads the offer as a booking of that time, `status` 'booked' while the offer is open), so the same
 * layout, placeholders and phone variables serve it.
 */
export interface OfferKind<Name extends string = string> extends KindBase<Name> {
  about: 'offer';
  email: BookingEmail;
  phone: PhoneWords;
}

export type MessageKindDef<Name extends string = string> =
  | BookingKind<Name>
  | ContactKind<Name>
  | PrivacyKind<Name>
  | OfferKind<Name>;

/** A kind's definition, its name kept as a literal type. */
export function defineKind<const Name extends string, K extends MessageKindDef<Name>>(kind: K & { name: Name }): K {
  return kind;
}

type Without<T, Keys extends PropertyKey> = T extends unknown ? Omit<T, Keys> : never;

/**
 * A message to the patient about their booking: `defineKind` with `about: 'booking'` and `to: 'patient'`, and its
 * channels those it has words for — e-mail with an e-mail template, WhatsApp (and SMS after it) with a phone template.
 */
export function toPatient<const Name extends string>(
  kind: Without<BookingKind<Name>, 'about' | 'to' | 'channels'> & { name: Name },
): BookingKind<Name> {
  const channels: ChannelName[] = [
    ...(kind.email ? (['email'] as const) : []),
    ...(kind.phone ? (['whatsapp'] as const) : []),
  ];
  return { ...kind, about: 'booking', to: 'patient', channels };
}

/** A notice to the clinic's inbox: by e-mail only, in English. */
export function toClinic<const Name extends string, const About extends MessageKindDef['about']>(
  kind: Without<Extract<MessageKindDef<Name>, { about: About }>, 'to' | 'channels'> & { name: Name; about: About },
) {
  const clinic = { to: 'clinic', channels: ['email'] } as const;
  return { ...kind, ...clinic } as unknown as Extract<MessageKindDef<Name>, { about: About }>;
}

/** A booking changed again since this message was queued about it (a move, a cancellation): its time is no longer so. */
export const changedSince = (a: AppointmentRow, d: MessageDetail) => (d.sequence ?? 0) !== a.sequence;

/** When a message about a booking no longer applies, the usual cases (a kind's `stale`). */
export const STALE = {
  /** Whatever happened since: a cancellation is told whoever cancelled it. */
  never: () => false,
  /** The booking was cancelled: nothing else about it is sent. */
  ifCancelled: (a: AppointmentRow) => a.status === 'cancelled',
  /** Cancelled, or moved since: the time the message would tell is no longer so. */
  ifCancelledOrMoved: (a: AppointmentRow, d: MessageDetail) => a.status === 'cancelled' || changedSince(a, d),
  /** No longer booked (cancelled, arrived, no-show), or moved since: a reminder would remind of the wrong thing. */
  ifNotBookedOrMoved: (a: AppointmentRow, d: MessageDetail) => a.status !== 'booked' || changedSince(a, d),
} as const;
