import { type Locale, localeOf } from '../../../common/i18n/locale';
import { appointmentById } from '../../booking/db';
import { rowOfCode } from '../../notify';
import type { Site } from '../../platform/site';
import { ERASED } from '../../privacy/db';
import { spendFollowUpCode } from '../db/day-messages';

/** What a follow-up reminder's code fills in on the booking page. */
export interface FollowUpPrefill {
  full_name: string;
  phone?: string;
  email?: string;
  locale: Locale;
}

/**
 * Spends a follow-up reminder's one-time code (MAC-checked: a guessed code names no row) for what the booking page
 * fills in: the name and language always; the phone and e-mail only for the code of an e-mailed reminder (it reached
 * the address), never for a phone's, since a phone number proves nobody and family phones are shared (decision 024).
 * Null for a code that is unknown, used, or of an erased booking.
 */
export async function spendFollowUpPrefill(site: Site, code: string): Promise<FollowUpPrefill | null> {
  const rowId = await rowOfCode(site.env, code);
  const spent = rowId ? await spendFollowUpCode(site.env.DB, rowId) : null;
  const booking = spent ? await appointmentById(site.env.DB, spent.bookingId) : null;
  if (!spent || !booking || booking.email === ERASED.email) return null;
  const contact = spent.channel === 'email' ? { phone: booking.phone, email: booking.email } : {};
  return { full_name: booking.full_name, ...contact, locale: localeOf(booking.locale) };
}
