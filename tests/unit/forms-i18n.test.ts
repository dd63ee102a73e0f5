import { describe, expect, it } from 'vitest';
import {
  bookedForChoices,
  bookingField,
  bookingLabel,
  bookingLabels,
  closedMessage,
  EMPTY_DRAFT,
  fieldError,
  genders,
  relationshipLabel,
  stepErrors,
  stepTitles,
  submitLabel,
  visitReasonHint,
} from '../../common/booking/draft';
import { TIME_SLOT_LABELS } from '../../common/booking/schedule';
import { bookingForProblems } from '../../common/booking/schema';
import { NOT_SURE, VISIT_REASON_VALUES, visitReasonLabel } from '../../common/booking/visit-reasons';
import { type ContactVariant, contactFields, contactTexts, subjectOptions } from '../../common/contact/facts';
import { CONTACT_SUBJECTS } from '../../common/contact/schema';
import { dateLabel, timeLabel } from '../../common/i18n/dates';
import { m } from '../../common/paraglide/messages.js';
import { labelOf } from '../../common/platform/form-types';
import en from '../../web/messages/forms/en.json';
import hi from '../../web/messages/forms/hi.json';

/**
 * The forms' words in both languages (web/messages/forms): English word for word (the spec's texts, and the
 * texts of the modules that define them for the API), Hindi for every one of them.
 */

const EN = { locale: 'en' } as const;
const UNDER_18_SELF_MESSAGE = m.forms_error_under_18_self({}, EN);

/** A contact form's English labels, by field. */
function contactLabels(variant: ContactVariant): Record<string, string> {
  return Object.fromEntries(contactFields(variant).map((f) => [f.name, labelOf(f, variant, { locale: 'en' })]));
}

describe('the forms’ messages', () => {
  const keys = Object.keys(en).filter((k) => k !== '$schema');

  it('has every message in Hindi, with the same variables', () => {
    expect(Object.keys(hi).filter((k) => k !== '$schema')).toEqual(keys);
    const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
    for (const key of keys) {
      const e = en[key as keyof typeof en];
      const h = hi[key as keyof typeof hi];
      expect(vars(h), key).toEqual(vars(e));
      // Written in Devanagari (names, file types and the like may stay in Latin letters beside it); a message that is
      // only an arrangement of its variables ("{name}, {specialty}") has no words of its own.
      const words = h.replace(/\{\w+\}/g, '').replace(/[\s\p{P}]/gu, '');
      if (words) expect(h, key).toMatch(/\p{Script=Devanagari}/u);
      // Digits stay Latin, as the clinic writes them.
      expect(h, key).not.toMatch(/[०-९]/);
    }
  });

  it('keeps the spec’s English words', () => {
    expect(stepTitles('en')).toEqual(['Patient Details', 'Date & Time', 'Doctor', 'Confirm Details']);
    expect(m.forms_step_of({ step: 2 }, EN)).toBe('Step 2 of 4');
    expect([submitLabel('home'), submitLabel('page')]).toEqual(['Submit Form', 'Confirm Booking']);
    expect(bookingLabels('home')).toMatchObject({
      fullName: 'Full Name',
      email: 'Email',
      phone: 'Phone',
      date: 'Date',
    });
    expect(bookingLabels('page')).toMatchObject({
      email: 'Email Address',
      phone: 'Phone Number',
      date: 'Preferred Date',
      time: 'Preferred Time',
      notes: 'Additional Notes',
      visitReason: 'What is the visit for?',
    });
    expect(bookingLabel('page', 'fullName', 'other')).toBe("Patient's full name");
    expect(genders('en').map((g) => g.label)).toEqual(['Male', 'Female', 'Other']);
    expect(bookedForChoices('en').map((c) => c.label)).toEqual(['Me', 'Someone I care for (a child, a parent…)']);
    expect(bookingField('date').hint?.({ locale: 'en', other: false, value: '' })).toBe(
      'Monday to Saturday, up to 60 days ahead.',
    );
    expect(contactLabels('home')).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone (optional)',
      subject: 'Subject',
      message: 'Message',
    });
    expect(contactLabels('page')).toEqual({
      name: 'Your Name',
      email: 'Email Address',
      subject: 'Subject',
      message: 'Message',
    });
    expect(contactTexts('en').send).toBe('Send Message');
    expect(m.forms_booking_success_title({}, EN)).toBe('Appointment Booked!');
    expect(m.forms_contact_success_title({}, EN)).toBe('Message Sent Successfully!');
  });

  it('offers the contact subjects and the doctor as the API stores them, and the booker’s errors as the API words them', () => {
    expect(subjectOptions('en')).toEqual(CONTACT_SUBJECTS.map((s) => ({ value: s, label: s })));
    const forOther = {
      booked_for: 'other' as const,
      booker_name: '',
      booker_relationship: '',
      patient_under_18: false,
    };
    const other = { ...EMPTY_DRAFT, bookedFor: 'other' as const };
    expect(fieldError('home', 'bookerName', other)).toBe(bookingForProblems(forOther).booker_name);
    expect(fieldError('home', 'bookerRelationship', other)).toBe(bookingForProblems(forOther).booker_relationship);
    const child = { ...other, bookerName: 'Asha Verma', bookerRelationship: 'carer', patientUnder18: true };
    expect(fieldError('home', 'bookerRelationship', child)).toBe(
      bookingForProblems({
        ...forOther,
        booker_name: 'Asha Verma',
        booker_relationship: 'carer',
        patient_under_18: true,
      }).booker_relationship,
    );
  });
});

describe('the booking draft’s checks in each language', () => {
  it('asks in English as before', () => {
    const errors = stepErrors('page', 1, EMPTY_DRAFT);
    expect(errors.age).toBe('Please enter your age.');
    expect(errors.gender).toBe('Please choose a gender.');
    const other = { ...EMPTY_DRAFT, bookedFor: 'other' as const };
    expect(fieldError('page', 'fullName', other)).toBe("Please enter the patient's full name.");
    expect(fieldError('page', 'age', other)).toBe("Please enter the patient's age.");
    expect(fieldError('page', 'age', { ...other, age: 'ten' })).toBe(
      "Please enter the patient's age in years, as a number.",
    );
    expect(fieldError('page', 'age', { ...EMPTY_DRAFT, age: '130' })).toBe('Please enter an age between 0 and 120.');
    expect(fieldError('page', 'age', { ...EMPTY_DRAFT, age: '15' })).toBe(UNDER_18_SELF_MESSAGE);
    expect(fieldError('home', 'age', EMPTY_DRAFT)).toBeUndefined();
  });

  it('asks in Hindi on a Hindi page', () => {
    const errors = stepErrors('page', 1, EMPTY_DRAFT, 'hi');
    expect(errors.age).toBe('कृपया अपनी उम्र लिखें।');
    expect(errors.gender).toBe('कृपया लिंग चुनें।');
    const other = { ...EMPTY_DRAFT, bookedFor: 'other' as const };
    expect(fieldError('page', 'fullName', other, new Date(), 'hi')).toBe('कृपया मरीज़ का पूरा नाम लिखें।');
    expect(fieldError('page', 'bookerName', other, new Date(), 'hi')).toBe('कृपया अपना नाम लिखें।');
    expect(fieldError('page', 'age', { ...EMPTY_DRAFT, age: '15' }, new Date(), 'hi')).toMatch(/^18 साल से कम/);
    // A date the booking window leaves out is refused in Hindi (whether the clinic has a session that day is the
    // schedule's, which the availability answer says).
    expect(
      fieldError('page', 'date', { ...EMPTY_DRAFT, date: '2026-11-20' }, new Date('2026-11-23T06:00:00Z'), 'hi'),
    ).toBe(closedMessage('past', 'hi'));
    expect(visitReasonHint('', 'hi')).toMatch(/तैयारी/);
    expect(relationshipLabel('parent_guardian', 'hi')).toBe('माता-पिता या अभिभावक');
  });
});

describe('dates, times and visit reasons as each language reads them', () => {
  it('reads a date and the eight times in Hindi with Latin digits; English as before', () => {
    expect(dateLabel('2026-11-26', 'en')).toBe('Thursday, 26 November 2026');
    expect(dateLabel('2026-11-26', 'hi')).toBe('गुरुवार, 26 नवंबर 2026');
    expect(dateLabel('not a date', 'hi')).toBe('');
    for (const t of TIME_SLOT_LABELS) {
      expect(timeLabel(t, 'en')).toBe(t);
      const h = timeLabel(t, 'hi');
      expect(h, t).toMatch(/^\p{Script=Devanagari}+ \d{1,2}:00$/u);
    }
    expect(timeLabel('09:00 AM', 'hi')).toBe('सुबह 9:00');
    expect(timeLabel('05:00 PM', 'hi')).toBe('शाम 5:00');
  });

  it('names every visit reason in Hindi, keeping the value', () => {
    for (const value of VISIT_REASON_VALUES) {
      expect(visitReasonLabel(value, 'hi'), value).toMatch(/\p{Script=Devanagari}/u);
      expect(visitReasonLabel(value, 'en'), value).toBe(visitReasonLabel(value));
    }
    expect(visitReasonLabel('bronchoscopy', 'hi')).toBe('ब्रोंकोस्कोपी (Bronchoscopy)');
    expect(visitReasonLabel(NOT_SURE, 'hi')).toBe('अभी पक्का नहीं पता');
    expect(stepTitles('hi')).toHaveLength(4);
  });
});
