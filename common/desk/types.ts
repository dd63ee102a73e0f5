/**
 * The desk API's answers, shaped once: functions/desk/db/desk.ts reads rows of these shapes and the desk pages
 * (web/src/features/desk) show them.
 */

import type { BookingPayment } from '../booking/payment';

export type BookingStatus = 'booked' | 'cancelled' | 'arrived' | 'no_show';

/** A booking as the desk lists it. */
export interface DeskBooking {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  appointment_date: string;
  appointment_time: string;
  message: string;
  visit_reason: string;
  reports_uploaded: number;
  /** Reports received for it (decision 029), whatever `reports_uploaded` (what the form said) says. */
  reports: number;
  status: BookingStatus;
  status_reason: string | null;
  status_by: string | null;
  created_at: string;
  /** 'other' when someone booked for the patient: then the booker's name and relationship. */
  booked_for: 'self' | 'other';
  booker_name: string | null;
  booker_relationship: string | null;
  patient_under_18: number;
  /** Set while the booking (from a form without JavaScript) waits for the patient to confirm it: the deadline. */
  confirm_by: string | null;
  /** Other upcoming bookings under the same phone but another e-mail address (a flag for the desk, never a block). */
  phone_shared: number;
  /**
   * Set when the booking's personal fields were erased (a person's request, the desk, or retention): then it has only
   * its date, time and status, and the desk shows it as "Erased" (decision 016).
   */
  anonymised_at: string | null;
  /** The booking page's profile fields, each null when not sent (common/booking/draft.ts `profileLines` shows them). */
  age: number | null;
  gender: string | null;
  address: string | null;
  medical_history: string | null;
  current_symptoms: string | null;
  /** Where the visit is (a place's id). */
  place_id: string;
  /** When the patient said, from the reminder, that they will come (issue 41); null when not said. */
  coming_confirmed_at?: string | null;
  /** 1 when the place was taken from a waitlist offer (issue 41). */
  from_waitlist?: number;
  /** Paid, awaiting payment, to pay at the clinic, refunded… (issue 42, decision 031). */
  payment: BookingPayment;
}

/** A contact message as the desk lists it. */
export interface DeskMessage {
  id: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: 'new' | 'handled';
  handled_by: string | null;
  handled_at: string | null;
  created_at: string;
}

/** One row of a booking's outbox as the desk lists it: what went out on which channel, and what became of it. */
export interface DeskOutboxMessage {
  id: string;
  channel: 'email' | 'whatsapp' | 'sms';
  kind: string;
  /** The outbox's own state: pending, sending, sent, failed, captured or skipped. */
  status: string;
  /** What the provider last reported after accepting it (WhatsApp's webhook): sent, delivered, read or failed. */
  delivery: string | null;
  delivery_at: string | null;
  /** The provider's error code or text when it failed (never the number or the message's text). */
  error: string | null;
  created_at: string;
  updated_at: string;
  /** A failed phone message the desk may send again (a new row). */
  can_resend: boolean;
}

/** A booking's phone as messages see it: the number (E.164), when the patient opted in, and whether it said STOP. */
export interface DeskPhoneState {
  phone_e164: string | null;
  opted_in_at: string | null;
  /** The number's own STOP (a reply) or the desk's: nothing goes to the number, whatever booking it is about. */
  stopped: { source: string; at: string } | null;
  /** When this booking's messages were stopped on its manage page (that booking's messages only). */
  booking_stopped_at: string | null;
}
