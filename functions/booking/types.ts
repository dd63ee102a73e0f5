/** A stored booking's shape, as the functions read it (types only: the SQL is db/appointments.ts's). */
import type { Booking, Gender, PROFILE_FIELDS } from '../../common/booking/schema';
import type { BookingStatus } from '../../common/desk/types';

export type AppointmentStatus = BookingStatus;

/**
 * The booking page's profile columns as stored: what was sent, NULL for what was not (personal health data: nothing
 * is kept that the patient did not give).
 */
export interface ProfileColumns {
  age: number | null;
  gender: Gender | null;
  address: string | null;
  medical_history: string | null;
  current_symptoms: string | null;
}

export interface AppointmentRow extends Omit<Booking, (typeof PROFILE_FIELDS)[number]>, ProfileColumns {
  id: string;
  created_at: string;
  status: AppointmentStatus;
  sequence: number;
  manage_nonce: string | null;
  status_reason: string | null;
  status_by: string | null;
  /** Set while the booking (from a form without JavaScript) waits for the patient's confirmation: its deadline. */
  confirm_by: string | null;
  /** Where the visit is: the place whose session offered the time (a retired place keeps its row). */
  place_id: string;
  /** The phone in E.164 and when the patient opted in to messages on it (issue 26); NULL when not. */
  phone_e164?: string | null;
  messages_opt_in_at?: string | null;
  /** When "Stop messages to my phone" was pressed on this booking's manage page: its phone messages stop. */
  messages_stopped_at?: string | null;
  /** Set while the booking waits for its online payment (decision 031): the place is held until then. */
  pay_by?: string | null;
  /** The fee asked online when it was booked, in paise; null when online payment was not offered. */
  fee_paise?: number | null;
}
