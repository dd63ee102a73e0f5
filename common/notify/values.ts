/**
 * How a phone message writes its dates and the doctor's delay (issue 38): short enough that a Hindi SMS fits two parts,
 * and in the words people say. The e-mails of the clinic's day use the same delay words.
 */

import type { Locale } from '../i18n/locale';

/** Hindi's words for a quarter past, half past and a quarter to a number of hours (सवा, साढ़े, पौने). */
function hindiHours(quarters: number): string {
  const hours = Math.floor(quarters / 4);
  const part = quarters % 4;
  if (part === 0) return hours === 1 ? 'एक घंटे' : `${hours} घंटे`;
  if (part === 1) return hours === 1 ? 'सवा घंटे' : `सवा ${hours} घंटे`;
  if (part === 3) return hours === 0 ? 'पौन घंटे' : `पौने ${hours + 1} घंटे`;
  if (hours === 1) return 'डेढ़ घंटे';
  if (hours === 2) return 'ढाई घंटे';
  return `साढ़े ${hours} घंटे`;
}

/**
 * How late the doctor runs, as it is said: "30 minutes", "an hour", "an hour and a half", "2 hours",
 * "2 and a half hours"; in Hindi
 * "30 मिनट", "एक घंटे", "डेढ़ घंटे", "ढाई घंटे", "पौने 3 घंटे" — spoken Hindi does not say "90 मिनट". From an hour
 * on, the time is taken to the nearest quarter hour (Hindi) or half hour (English), as "about" allows. The words fit a
 * sentence's oblique case: "लगभग {delay} की देरी", "about {delay} late".
 */
export function delayLabel(minutes: number, locale: Locale): string {
  const m = Math.max(0, Math.round(minutes));
  if (locale === 'hi') return m < 60 ? `${m} मिनट` : hindiHours(Math.round(m / 15));
  if (m < 60) return `${m} minutes`;
  const halves = Math.round(m / 30);
  if (halves === 2) return 'an hour';
  if (halves === 3) return 'an hour and a half';
  // "and a half", not "½": the English SMS stays in GSM-7 (½ is not in it).
  return halves % 2 === 0 ? `${halves / 2} hours` : `${(halves - 1) / 2} and a half hours`;
}
