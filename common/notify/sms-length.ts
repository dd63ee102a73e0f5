/**
 * How many parts an SMS is billed and sent as (issue 38). A text of GSM-7 characters (3GPP TS 23.038's default
 * alphabet) takes 160 in one part, or 153 a part when split; a character of the extension table (^ { } \ [ ~ ] | € and
 * form feed) costs two. Any other character — every Hindi letter — makes the whole text UCS-2: 70 UTF-16 units in one
 * part, 67 a part when split.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

/** True when every character of `text` is in the GSM-7 alphabet (its extension table included). */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENSION.has(ch)) return false;
  return true;
}

/** One part's capacity, single and split, in each encoding. */
export const SMS_LIMITS = {
  'GSM-7': { single: 160, split: 153 },
  'UCS-2': { single: 70, split: 67 },
} as const;

/** The most parts a phone message may take (issue 38): 306 GSM-7 characters, or 134 UCS-2 units. */
export const SMS_MAX_PARTS = 2;

export interface SmsLength {
  encoding: keyof typeof SMS_LIMITS;
  /** Septets (GSM-7, an extension character counting two) or UTF-16 units (UCS-2). */
  units: number;
  parts: number;
}

/** The encoding, length and number of parts of an SMS text. */
export function smsLength(text: string): SmsLength {
  const gsm = isGsm7(text);
  const encoding = gsm ? 'GSM-7' : 'UCS-2';
  const units = gsm ? [...text].reduce((n, ch) => n + (EXTENSION.has(ch) ? 2 : 1), 0) : text.length;
  const limit = SMS_LIMITS[encoding];
  const parts = units === 0 ? 0 : units <= limit.single ? 1 : Math.ceil(units / limit.split);
  return { encoding, units, parts };
}
