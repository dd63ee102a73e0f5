import type { ManagedBooking } from '../../../../common/schemas/manage';
import { type ApiResult, postJson } from '../api';

/**
 * The manage link's calls. The token stays in memory: it goes only into these POST bodies, never into a URL, a log
 * or storage.
 */

type BookingAnswer = ApiResult<{ success: true; booking: ManagedBooking }>;

/** A token's shape (43 base64url characters), as the API checks it. */
const TOKEN_AT_START = /^[A-Za-z0-9_-]{43}/;

/**
 * The token of the link the page was opened with (its fragment), or '' for none. Only its first 43 characters count:
 * a mail client that linkifies plain text may take a closing bracket or full stop along with the link.
 */
export function tokenFromHash(hash: string): string {
  return TOKEN_AT_START.exec(hash.replace(/^#/, ''))?.[0] ?? '';
}

/** Takes the token out of the address bar and the history entry, keeping the router's own state. */
export function forgetHash(): void {
  const { pathname, search, hash } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

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
