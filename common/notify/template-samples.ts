/**
 * Values for the phone templates (issue 38): the typical ones a clinic gives Meta as samples when it submits a template,
 * and the longest realistic ones, with which every SMS must still fit two parts. `scripts/message-templates.ts` prints
 * the parts of each; tests/unit/phone-messages.test.ts holds each to SMS_MAX_PARTS.
 */

import { addDays } from '../booking/schedule';
import { paiseText } from '../clinic/display';
import { ADDRESS_LINE, CLINIC, MESSAGE_SENDER } from '../clinic/facts';
import { messageDate, messageDay, timeLabel } from '../i18n/dates';
import type { Locale } from '../i18n/locale';
import { SMS_MAX_PARTS, type SmsLength, smsLength } from './sms-length';
import {
  LINK_CODE_LENGTH,
  messagePlaceName,
  PHONE_TEMPLATES,
  type PhoneTemplateKey,
  type PhoneVariable,
  SENDER_NAME_MAX,
  smsTextOf,
} from './templates';
import { delayLabel } from './values';

/** A Saturday in September: the date of the samples (a long weekday and month in both languages). */
export const SAMPLE_DATE = '2026-09-26';

/** What a message usually carries, as Meta's template form asks for samples. */
export const SAMPLE_VALUES: Record<Locale, Record<PhoneVariable, string>> = {
  en: {
    sender_name: MESSAGE_SENDER.en,
    greeting_name: 'Asha',
    patient_name: 'Asha Verma',
    date: messageDate(SAMPLE_DATE, 'en', SAMPLE_DATE),
    day: messageDay(SAMPLE_DATE, 'en', SAMPLE_DATE),
    time: timeLabel('11:00 AM', 'en'),
    // The clinic's own place, as messages name it: the sender's clinic.
    place_name: messagePlaceName({ name: CLINIC.name, nameHi: '' }, 'en', MESSAGE_SENDER.en),
    place_address: ADDRESS_LINE,
    delay: delayLabel(90, 'en'),
    token: '15',
    amount: paiseText(150_000),
    link_code: 'k3Vb9QxTz2mNf7Lp',
  },
  hi: {
    sender_name: MESSAGE_SENDER.hi,
    greeting_name: 'सुनीता',
    patient_name: 'सुनीता शर्मा',
    date: messageDate(SAMPLE_DATE, 'hi', SAMPLE_DATE),
    day: messageDay(SAMPLE_DATE, 'hi', SAMPLE_DATE),
    time: timeLabel('11:00 AM', 'hi'),
    place_name: messagePlaceName({ name: CLINIC.name, nameHi: '' }, 'hi', MESSAGE_SENDER.hi),
    place_address: ADDRESS_LINE,
    delay: delayLabel(90, 'hi'),
    token: '15',
    amount: paiseText(150_000),
    link_code: 'k3Vb9QxTz2mNf7Lp',
  },
};

function longest(values: Iterable<string>): string {
  let best = '';
  for (const v of values) if (v.length > best.length) best = v;
  return best;
}

function* datesOfAYear(from: string): Generator<string> {
  for (let i = 0; i < 366; i++) yield addDays(from, i);
}

function* slotLabels(): Generator<string> {
  for (let h = 0; h < 24; h++) {
    for (let m = 0; m < 60; m += 5) {
      const hour = h % 12 === 0 ? 12 : h % 12;
      yield `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    }
  }
}

function* delays(locale: Locale): Generator<string> {
  // The desk's API takes 5 to 600 minutes late.
  for (let m = 5; m <= 600; m++) yield delayLabel(m, locale);
}

/** Sender names of the most characters the desk may set, as a clinic might write them. */
const LONG_SENDER: Record<Locale, string> = { en: 'Dr. Radhakrishna', hi: 'डॉ. सुब्रह्मण्यम' };

/**
 * The longest realistic value of each variable: a sender name of SENDER_NAME_MAX characters, the longest date, day and
 * time label of any day and slot (a Saturday in September among them, each without its year as a date in the coming
 * months is written), the longest delay the desk can send, a four-digit token, the longest amount, a place name and
 * address as long as the places table allows, and a full link code.
 */
export function longestValues(locale: Locale): Record<PhoneVariable, string> {
  const sample = SAMPLE_VALUES[locale];
  const from = SAMPLE_DATE;
  return {
    ...sample,
    sender_name: LONG_SENDER[locale].slice(0, SENDER_NAME_MAX),
    date: longest([...datesOfAYear(from)].map((d) => messageDate(d, locale, d))),
    day: longest([...datesOfAYear(from)].map((d) => messageDay(d, locale, d))),
    time: longest([...slotLabels()].map((t) => timeLabel(t, locale))),
    delay: longest(delays(locale)),
    token: '9999',
    // The largest amount a payment may be (₹1,00,000 in paise, migration 0019) is shorter than one just under it.
    amount: paiseText(9_999_999),
    place_name: (locale === 'hi' ? 'राजीव गांधी कैंसर इंस्टिट्यूट, रोहिणी ' : 'Sir Ganga Ram Hospital, Old Rajinder Nagar ')
      .repeat(4)
      .slice(0, 120),
    place_address: `${ADDRESS_LINE} `.repeat(6).slice(0, 300),
    link_code: 'x'.repeat(LINK_CODE_LENGTH),
  };
}

/** The SMS of a template as sent with `values`, and its length in parts. */
export function smsSample(
  key: PhoneTemplateKey,
  locale: Locale,
  origin: string,
  values: Record<PhoneVariable, string>,
): { text: string } & SmsLength {
  const text = smsTextOf(key, locale, origin, values);
  return { text, ...smsLength(text) };
}

/** Every template key, in the order of PHONE_TEMPLATES. */
export const TEMPLATE_KEYS = Object.keys(PHONE_TEMPLATES) as PhoneTemplateKey[];

/**
 * The SMS that would take more than SMS_MAX_PARTS with the longest values when the site is at `origin` (the link's
 * length counts): the unit tests hold every template to two parts at the stand-in origin; a deployment's own origin
 * may be longer, and `npm run deploy` says so before it deploys.
 */
export function smsOverLimit(origin: string): { key: PhoneTemplateKey; locale: Locale; parts: number }[] {
  const over: { key: PhoneTemplateKey; locale: Locale; parts: number }[] = [];
  for (const key of TEMPLATE_KEYS) {
    for (const locale of ['en', 'hi'] as const) {
      const { parts } = smsSample(key, locale, origin, longestValues(locale));
      if (parts > SMS_MAX_PARTS) over.push({ key, locale, parts });
    }
  }
  return over;
}
