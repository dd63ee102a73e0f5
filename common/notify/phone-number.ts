/**
 * Phone numbers for WhatsApp and SMS (issue 26): E.164, "+" and 8 to 15 digits. Patients type Indian numbers in every
 * way ("98110 45872", "098110-45872", "+91 98110 45872", "919811045872"); a number without a country code is Indian.
 */

/** The default country code: India. */
export const DEFAULT_COUNTRY_CODE = '91';

/**
 * A typed phone number in E.164, or null when it cannot be one. "+<digits>" keeps its country code; ten digits (an
 * Indian mobile, or a landline with its area code) or a leading 0 then ten digits get +91; twelve digits starting 91
 * are read as +91 written without "+".
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  let e164: string;
  if (digits.startsWith('+')) e164 = digits;
  else if (digits.startsWith('00')) e164 = `+${digits.slice(2)}`;
  else if (/^0\d{10}$/.test(digits)) e164 = `+${DEFAULT_COUNTRY_CODE}${digits.slice(1)}`;
  else if (/^\d{10}$/.test(digits)) e164 = `+${DEFAULT_COUNTRY_CODE}${digits}`;
  else if (/^91\d{10}$/.test(digits)) e164 = `+${digits}`;
  else return null;
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
}

/** The number as WhatsApp's Cloud API and MSG91 take it: digits with the country code, no "+". */
export function providerNumber(e164: string): string {
  return e164.slice(1);
}
