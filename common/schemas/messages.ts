import type { Locale } from '../locale';
import { m } from '../paraglide/messages.js';
import { BOOKING_WINDOW_DAYS, type ClosureSpan, type DayClosedReason } from '../schedule';

/**
 * The schedule's texts for patients in a language: CLOSED_MESSAGES and closureMessage of common/schedule.ts, the same
 * English word for word, and Hindi. The API answers with them in the request's language; the forms can use them too.
 */

/** Why a day or slot cannot be booked, as the patient reads it (CLOSED_MESSAGES in `lang`). */
export function closedMessage(reason: DayClosedReason | 'too-soon' | 'full', lang: Locale = 'en'): string {
  const locale = { locale: lang };
  switch (reason) {
    case 'past':
      return m.forms_closed_past({}, locale);
    case 'closed':
      return m.forms_closed_sunday({}, locale);
    case 'too-far':
      return m.forms_closed_too_far({ days: BOOKING_WINDOW_DAYS }, locale);
    case 'too-soon':
      return m.forms_closed_too_soon({}, locale);
    case 'full':
      return m.forms_closed_full({}, locale);
  }
}

/**
 * What patients read about a closed day or time, with the clinic's reason in their language (closureMessage in
 * `lang`). A Hindi sentence takes only the Hindi reason: without one it is said without a reason, never with English.
 */
export function closureMessageIn(c: ClosureSpan, whole: boolean, lang: Locale = 'en'): string {
  const locale = { locale: lang };
  const reason = (lang === 'hi' ? c.reason_hi : c.reason)?.trim();
  if (!reason) return whole ? m.server_closure_day_plain({}, locale) : m.server_closure_time_plain({}, locale);
  return whole ? m.server_closure_day({ reason }, locale) : m.server_closure_time({ reason }, locale);
}
