import * as v from 'valibot';
import {
  ageUnder18,
  composeMessage,
  type Draft,
  type FieldName,
  fieldError,
  GENDERS,
  patientUnder18,
  type Variant,
} from '../../common/booking-draft';
import type { Locale } from '../../common/locale';
import { dayClosedReason } from '../../common/schedule';
import { AppointmentSchema, bookingForProblems } from '../../common/schemas/appointment';
import { closedMessage } from '../../common/schemas/messages';

/**
 * The booking form's errors for the no-JavaScript page, in the page's language. English is the wizard's own check
 * (common/booking-draft.ts `fieldError`), word for word. Hindi applies the same rules — the API's schema entries,
 * parsed with `{ lang: 'hi' }`, and the form's own checks of age, gender and who books — with Hindi messages.
 */

const E = AppointmentSchema.entries;

/** The form's own messages in Hindi (booking-draft's English ones: age, gender, a patient under 18 booking alone). */
const HI = {
  fullNameOther: 'कृपया मरीज़ का पूरा नाम लिखें।',
  age: {
    self: {
      missing: 'कृपया अपनी उम्र लिखें।',
      notNumber: 'कृपया अपनी उम्र सालों में, अंकों में लिखें।',
    },
    other: {
      missing: 'कृपया मरीज़ की उम्र लिखें।',
      notNumber: 'कृपया मरीज़ की उम्र सालों में, अंकों में लिखें।',
    },
    range: 'कृपया 0 से 120 के बीच की उम्र लिखें।',
  },
  under18Self:
    '18 साल से कम उम्र के मरीज़ की अपॉइंटमेंट माता-पिता या अभिभावक को बुक करनी होगी। कृपया अपने माता-पिता या अभिभावक से बुक करने को कहें। अगर आप अपने बच्चे के लिए बुक कर रहे हैं, तो ऊपर "किसी और के लिए" चुनें।',
  gender: 'कृपया लिंग चुनें।',
};

function firstIssue(schema: v.GenericSchema, value: unknown, lang?: Locale): string | undefined {
  const r = v.safeParse(schema, value, lang ? { lang } : undefined);
  return r.success ? undefined : r.issues[0]?.message;
}

/** The "booked for" rules on the draft, in Hindi. */
function bookingForErrorsHi(variant: Variant, d: Draft): Record<string, string> {
  return bookingForProblems(
    {
      booked_for: d.bookedFor,
      booker_name: d.bookerName.trim(),
      booker_relationship: d.bookerRelationship,
      patient_under_18: patientUnder18(variant, d),
    },
    'hi',
  );
}

function ageErrorHi(variant: Variant, d: Draft): string | undefined {
  const age = d.age.trim();
  const words = d.bookedFor === 'other' ? HI.age.other : HI.age.self;
  if (!age) return words.missing;
  if (!/^\d{1,3}$/.test(age)) return words.notNumber;
  if (Number(age) < 0 || Number(age) > 120) return HI.age.range;
  return d.bookedFor === 'self' && ageUnder18(variant, d) ? HI.under18Self : undefined;
}

/** The error for one field of the draft, in `locale`, or undefined. */
export function draftFieldError(
  locale: Locale,
  variant: Variant,
  name: FieldName,
  d: Draft,
  now = new Date(),
): string | undefined {
  if (locale === 'en') return fieldError(variant, name, d, now);
  const hi = (schema: v.GenericSchema, value: unknown) => firstIssue(schema, value, 'hi');
  switch (name) {
    case 'bookedFor':
      return hi(E.booked_for, d.bookedFor);
    case 'bookerName':
      if (d.bookedFor !== 'other') return undefined;
      return hi(E.booker_name, d.bookerName) ?? bookingForErrorsHi(variant, d).booker_name;
    case 'bookerRelationship':
      if (d.bookedFor !== 'other') return undefined;
      return hi(E.booker_relationship, d.bookerRelationship) ?? bookingForErrorsHi(variant, d).booker_relationship;
    case 'fullName': {
      const e = hi(E.full_name, d.fullName);
      // The schema speaks to the patient; here the person typing is someone else (as the English form says).
      const missing = firstIssue(E.full_name, d.fullName) === 'Please enter your full name.';
      return d.bookedFor === 'other' && missing ? HI.fullNameOther : e;
    }
    case 'email':
      return hi(E.email, d.email);
    case 'phone':
      return hi(E.phone, d.phone);
    case 'date': {
      const e = hi(E.appointment_date, d.date);
      if (e) return e;
      const reason = dayClosedReason(d.date, now);
      return reason ? closedMessage(reason, 'hi') : undefined;
    }
    case 'time':
      return hi(E.appointment_time, d.time);
    case 'visitReason':
      return hi(E.visit_reason, d.visitReason);
    case 'age':
      return variant === 'page' ? ageErrorHi(variant, d) : undefined;
    case 'gender':
      return variant === 'page' && !GENDERS.some((g) => g.value === d.gender) ? HI.gender : undefined;
    case 'message':
    case 'notes':
      // The API's own message entry: the composed text must fit its 2000 characters.
      return hi(E.message, composeMessage(variant, d));
    default:
      return undefined;
  }
}
