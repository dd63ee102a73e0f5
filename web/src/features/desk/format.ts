import { addDays, weekday } from '../../../../common/booking/schedule';
import { formatClinicDate } from '../../../../common/i18n/dates';
import type { BookingStatus, Closure } from './types';

/** A tel: link for a phone number as the patient typed it ("+91 98110 12345" → tel:+919811012345). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  arrived: 'Arrived',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

export const STATUS_PALETTES: Record<BookingStatus, string> = {
  booked: 'blue',
  arrived: 'green',
  no_show: 'orange',
  cancelled: 'red',
};

/** The dates and times a closure covers, in words: "Monday, 30 November 2026, 10:00 AM and 11:00 AM". */
export function closureSpan(c: Pick<Closure, 'start_date' | 'end_date' | 'slots'>): string {
  const days =
    c.start_date === c.end_date
      ? formatClinicDate(c.start_date)
      : `${formatClinicDate(c.start_date)} to ${formatClinicDate(c.end_date)}`;
  return c.slots.length ? `${days}: ${listText(c.slots)}` : `${days}: whole day`;
}

/** "a", "a and b", "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The Monday and Saturday of the clinic week holding a date (a Sunday belongs to the week before). */
export function clinicWeek(date: string): { from: string; to: string } {
  const back = (weekday(date) + 6) % 7;
  const from = addDays(date, -back);
  return { from, to: addDays(from, 5) };
}

/** "1 booking", "3 bookings". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
