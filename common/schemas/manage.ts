import * as v from 'valibot';
import { PRIMARY_PHONE } from '../clinic';
import { AppointmentSchema } from './appointment';
import { multiLine } from './fields';

/**
 * The manage link's API (POST /api/manage/lookup, /cancel, /reschedule): bodies and the texts patients read. The
 * token comes from the link's fragment; its shape is checked by the API, which answers a malformed one exactly as an
 * unknown one.
 */

const token = v.string('The link is not complete.');

export const ManageLookupSchema = v.object({ token });

/** Longest reason a patient may give for cancelling. */
export const CANCEL_REASON_MAX = 500;

export const ManageCancelSchema = v.object({
  token,
  reason: multiLine('reason', CANCEL_REASON_MAX, false),
});

export const ManageRescheduleSchema = v.object({
  token,
  appointment_date: AppointmentSchema.entries.appointment_date,
  appointment_time: AppointmentSchema.entries.appointment_time,
});

/** The one answer for a link that is unknown, used up (the booking was cancelled) or expired: it tells nothing more. */
export const LINK_INACTIVE_MESSAGE = `This link is no longer active. If you need help with an appointment, please call us on ${PRIMARY_PHONE.display}.`;

/** Why a booking can no longer be changed online, as the patient reads it. */
export function tooLateMessage(reason: 'cutoff' | 'past' | 'status', cutoffHours: number): string {
  if (reason === 'past')
    return `This appointment has already taken place. To book again or ask about it, please call us on ${PRIMARY_PHONE.display}.`;
  if (reason === 'status')
    return `This appointment can no longer be changed online. Please call us on ${PRIMARY_PHONE.display}.`;
  return `Your appointment starts in less than ${cutoffHours} hour${cutoffHours === 1 ? '' : 's'}, so it can no longer be changed online. Please call us on ${PRIMARY_PHONE.display}.`;
}

/** A booking as the manage page shows it: no contact details, only what the patient needs to recognise it. */
export interface ManagedBooking {
  reference: string;
  first_name: string;
  date: string;
  date_label: string;
  /** As booked, India Standard Time, e.g. "10:00 AM". */
  time: string;
  doctor: string;
  visit_reason: string;
  visit_label: string;
  status: 'booked' | 'cancelled';
  /** Whether the link may still cancel or move it; when not, `blocked` says why and the page offers the phone. */
  can_change: boolean;
  blocked: 'cutoff' | 'past' | 'status' | null;
  cutoff_hours: number;
}
