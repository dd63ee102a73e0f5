/**
 * When a follow-up the doctor asks for at "done" is due (issue 27 item 5): in a week, two weeks, a month, three months
 * from the visit, or on a date the desk picks. Shared by the desk's dialog (it shows the date) and the API (it stores it).
 */
import { addDays } from '../booking/schedule';

/** The choices the desk offers, besides a date. */
export const FOLLOW_UP_CHOICES = ['1w', '2w', '1m', '3m'] as const;
export type FollowUpChoice = (typeof FOLLOW_UP_CHOICES)[number];

/** The latest a follow-up may be set, in days after the visit. */
export const FOLLOW_UP_MAX_DAYS = 366;
/** The longest note for the patient ("bring your new chest X-ray"). */
export const FOLLOW_UP_NOTE_MAX = 300;

/** The date `months` calendar months after `date`, on the same day or the month's last. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m + months, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The due date of a follow-up set at a visit on `visitDate`: a choice, or a date given as it is. */
export function followUpDue(visitDate: string, choice: FollowUpChoice | string): string {
  switch (choice) {
    case '1w':
      return addDays(visitDate, 7);
    case '2w':
      return addDays(visitDate, 14);
    case '1m':
      return addMonths(visitDate, 1);
    case '3m':
      return addMonths(visitDate, 3);
    default:
      return choice;
  }
}

/**
 * The fragment of the booking page's address that carries a follow-up reminder's one-time code: the page exchanges it
 * by POST for the patient's details, which never appear in an address.
 */
export const FOLLOW_UP_FRAGMENT = 'followup=';

/** The booking page's link with a follow-up reminder's code (`bookingPage`: the page in the patient's language). */
export function followUpBookingUrl(bookingPage: string, code: string): string {
  return `${bookingPage}#${FOLLOW_UP_FRAGMENT}${code}`;
}

/** A follow-up on the desk's list (GET /api/desk/follow-ups): whom to call, when it is due, the doctor's note. */
export interface DueFollowUp {
  id: string;
  due_date: string;
  note: string;
  reminded_at: string | null;
  visit_date: string;
  token: number;
  /** 1 for a walk-in's follow-up (no booking). */
  walk_in: number;
  name: string | null;
  phone: string | null;
  email: string | null;
}
