import type { ClosureSpan } from '../booking/schedule';
import type { Locale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

export { closedMessage } from '../booking/schedule';

/**
 * The schedule's texts for patients in a language, from the catalogue: why a day or time cannot be booked
 * (closedMessage, common/booking/schedule.ts) and what a closure says. The API answers with them in the request's language.
 */

/**
 * What patients read about a closed day or time, with the clinic's reason in their language. A Hindi sentence takes only the Hindi reason: without one it is said without a reason, never with English.
 */
export function closureMessageIn(c: ClosureSpan, whole: boolean, lang: Locale = 'en'): string {
  const locale = { locale: lang };
  const reason = (lang === 'hi' ? c.reason_hi : c.reason)?.trim();
  if (!reason) return whole ? m.server_closure_day_plain({}, locale) : m.server_closure_time_plain({}, locale);
  return whole ? m.server_closure_day({ reason }, locale) : m.server_closure_time({ reason }, locale);
}
