import type { ManagedBooking } from '../../../../common/booking/manage-schema';
import { type ApiResult, postJson } from '../api';

/**
 * The manage link's calls. The token stays in memory: it goes only into these POST bodies, never into a URL, a log
 * or storage.
 */

type BookingAnswer = ApiResult<{ success: true; booking: ManagedBooking }>;

/** What the link opens. Read-only. */
export function lookUp(token: string): Promise<BookingAnswer> {
  return postJson('/api/manage/lookup', { token });
}

/** Cancels the booking, with the patient's reason if they gave one. */
export function cancelBooking(token: string, reason: string): Promise<BookingAnswer> {
  return postJson('/api/manage/cancel', reason.trim() ? { token, reason: reason.trim() } : { token });
}

/** Moves the booking to another date and time. */
export function moveBooking(token: string, date: string, time: string): Promise<BookingAnswer> {
  return postJson('/api/manage/reschedule', { token, appointment_date: date, appointment_time: time });
}

/** Confirms a booking held unconfirmed (booked from a form without JavaScript). */
export function confirmBooking(token: string): Promise<BookingAnswer> {
  return postJson('/api/manage/confirm', { token });
}

/** Stops messages to the booking's phone (WhatsApp and SMS); e-mails go on. */
export function stopMessages(token: string): Promise<BookingAnswer> {
  return postJson('/api/manage/stop-messages', { token });
}
