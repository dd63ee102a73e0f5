import { describe, expect, it } from 'vitest';
import {
  appointmentBody,
  draftFromForm,
  EMPTY_DRAFT,
  messageOf,
  profileLines,
  stepErrors,
} from '../../common/booking/draft';
import { AppointmentSchema, bookingForProblems, bookingOf, patientUnder18Of } from '../../common/booking/schema';
import { parseContact } from '../../common/contact/schema';
import { m } from '../../common/paraglide/messages.js';
import { parseWith } from '../../common/platform/fields';
import { NOTICE_VERSION } from '../../common/privacy/facts';
import { SPEC_BODY } from '../shared/booking';

const UNDER_18_SELF_MESSAGE = m.forms_error_under_18_self({}, { locale: 'en' });

const valid = {
  full_name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '98110 12345',
  appointment_date: '2030-01-07',
  appointment_time: '09:00 AM',
  selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
};

describe('appointment schema', () => {
  it('accepts the spec body and defaults message and reports_uploaded', () => {
    const r = parseWith(AppointmentSchema, valid);
    expect(r).toEqual({
      success: true,
      output: {
        ...valid,
        message: '',
        reports_uploaded: false,
        visit_reason: '',
        notice_version: '',
        booked_for: 'self',
        booker_name: '',
        booker_relationship: '',
        // Not said, and no age to say it: booked as not under 18.
        patient_under_18: undefined,
        locale: 'en',
        age: undefined,
        gender: '',
        address: '',
        medical_history: '',
        current_symptoms: '',
      },
    });
    if (r.success) expect(bookingOf(r.output).patient_under_18).toBe(false);
  });

  it('accepts a visit reason from the list and refuses anything else', () => {
    expect(parseWith(AppointmentSchema, { ...valid, visit_reason: 'spirometry' }).success).toBe(true);
    expect(parseWith(AppointmentSchema, { ...valid, visit_reason: 'not-sure' }).success).toBe(true);
    const r = parseWith(AppointmentSchema, { ...valid, visit_reason: 'https://evil.example' });
    expect(r.success).toBe(false);
    if (!r.success) expect(Object.keys(r.fields)).toEqual(['visit_reason']);
  });

  it("takes only the clinic's doctor as selected_doctor, never free text", () => {
    for (const selected_doctor of ['Visit https://evil.example to claim a refund', 'Dr. Someone Else', '']) {
      const r = parseWith(AppointmentSchema, { ...valid, selected_doctor });
      expect(r.success).toBe(false);
      if (!r.success) expect(r.fields.selected_doctor).toBe("Please choose one of the clinic's doctors.");
    }
  });

  it('keeps names to what names contain', () => {
    for (const full_name of [
      'Asha Verma',
      "D'Souza",
      'A. K. Verma',
      'Dr. Rao',
      'Mary-Ann (Mother)',
      'आशा वर्मा',
      'ਗੁਰਪ੍ਰੀਤ',
    ]) {
      expect(parseWith(AppointmentSchema, { ...valid, full_name }).success, full_name).toBe(true);
    }
    for (const full_name of [
      'Visit evil.com',
      'http://evil.example',
      'asha@example.com',
      'Call: now',
      'Asha 2',
      'www//x',
      '...',
    ]) {
      const r = parseWith(AppointmentSchema, { ...valid, full_name });
      expect(r.success, full_name).toBe(false);
      if (!r.success) expect(r.fields.full_name).toMatch(/letters/);
    }
  });

  it('refuses control, format and bidi characters in one-line fields, and line separators', () => {
    for (const bad of ['Asha\u202EVerma', 'Asha\u200BVerma', 'Asha\u2028Verma', 'Asha\u0085Verma', 'Asha\u00ADVerma']) {
      const r = parseWith(AppointmentSchema, { ...valid, full_name: bad });
      expect(r.success, JSON.stringify(bad)).toBe(false);
    }
    const phone = parseWith(AppointmentSchema, { ...valid, phone: '98110\u202E12345' });
    expect(phone.success).toBe(false);
    const home = parseContact({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      subject: 'Hi\u2066there',
      message: 'x',
    });
    expect(home.success).toBe(false);
    // The zero-width joiner and non-joiner are part of writing Devanagari, and stay allowed in names.
    expect(parseWith(AppointmentSchema, { ...valid, full_name: 'क्\u200Dष' }).success).toBe(true);
  });

  it('refuses bidi overrides in long text but keeps its line breaks', () => {
    expect(parseWith(AppointmentSchema, { ...valid, message: 'Line one\nLine two' }).success).toBe(true);
    expect(parseWith(AppointmentSchema, { ...valid, message: 'Dose \u202E01 gm' }).success).toBe(false);
  });

  it("stores names in Unicode's composed form (NFC)", () => {
    const r = parseWith(AppointmentSchema, { ...valid, full_name: 'Jose\u0301 Garci\u0301a' });
    expect(r.success && r.output.full_name).toBe('Jos\u00e9 Garc\u00eda');
  });

  it('names every missing field with a patient-readable message', () => {
    const r = parseWith(AppointmentSchema, {});
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.fields.full_name).toBe('Please enter your full name.');
      expect(r.fields.email).toBe('Please enter your email address.');
      expect(r.fields.appointment_time).toBe('Please choose one of the available times.');
    }
  });

  it('drops unknown keys, including __proto__', () => {
    const body = JSON.parse(JSON.stringify({ ...valid, extra: 1 }).replace('{', '{"__proto__":{"admin":true},'));
    const r = parseWith(AppointmentSchema, body);
    expect(r.success).toBe(true);
    if (r.success) {
      expect(Object.keys(r.output).sort()).toEqual(
        [
          ...Object.keys(valid),
          'message',
          'reports_uploaded',
          'visit_reason',
          'notice_version',
          'booked_for',
          'booker_name',
          'booker_relationship',
          'patient_under_18',
          'locale',
          'age',
          'gender',
          'address',
          'medical_history',
          'current_symptoms',
          'messages_opt_in',
        ].sort(),
      );
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    }
  });
});

describe('the profile fields the booking page sends', () => {
  const profile = {
    age: 46,
    gender: 'female',
    address: ' Lajpat Nagar ',
    medical_history: 'Asthma since 2010\nInhaler at night',
    current_symptoms: 'Cough',
  };

  it('takes age, gender, address, medical history and symptoms as fields of their own, trimmed', () => {
    const r = parseWith(AppointmentSchema, { ...valid, ...profile });
    expect(r).toMatchObject({ success: true, output: { ...profile, address: 'Lajpat Nagar' } });
  });

  it('takes an age in whole years from 0 to 120, as a number', () => {
    for (const age of [0, 17, 18, 120])
      expect(parseWith(AppointmentSchema, { ...valid, age }).success, `${age}`).toBe(true);
    const cases: [unknown, string][] = [
      ['abc', 'Please enter your age in years, as a number.'],
      ['46', 'Please enter your age in years, as a number.'],
      [12.5, 'Please enter your age in years, as a number.'],
      [null, 'Please enter your age in years, as a number.'],
      [-1, 'Please enter an age between 0 and 120.'],
      [200, 'Please enter an age between 0 and 120.'],
    ];
    for (const [age, message] of cases) {
      const r = parseWith(AppointmentSchema, { ...valid, age });
      expect(r.success, JSON.stringify(age)).toBe(false);
      if (!r.success) expect(r.fields, JSON.stringify(age)).toEqual({ age: message });
    }
    const hi = parseWith(AppointmentSchema, { ...valid, age: 200 }, 'hi');
    expect(!hi.success && hi.fields.age).toBe('कृपया 0 से 120 के बीच की उम्र लिखें।');
  });

  it('takes a gender from the list only (or empty: not said)', () => {
    expect(parseWith(AppointmentSchema, { ...valid, gender: '' }).success).toBe(true);
    for (const gender of ['Female', 'f', 'unknown', 1]) {
      const r = parseWith(AppointmentSchema, { ...valid, gender });
      expect(!r.success && r.fields, JSON.stringify(gender)).toEqual({ gender: 'Please choose a gender.' });
    }
  });

  it('limits the address to one line of 200, and the history and symptoms to 500 characters each', () => {
    const cases: [string, string, string][] = [
      ['address', 'a'.repeat(201), 'Address must be at most 200 characters.'],
      ['address', 'Flat 4\nLajpat Nagar', 'Address must be on one line.'],
      ['medical_history', 'h'.repeat(501), 'Medical history must be at most 500 characters.'],
      ['current_symptoms', 's'.repeat(501), 'Current symptoms must be at most 500 characters.'],
      ['medical_history', 'Dose \u202E01 gm', 'Medical history contains characters that are not allowed.'],
    ];
    for (const [field, value, message] of cases) {
      const r = parseWith(AppointmentSchema, { ...valid, [field]: value });
      expect(!r.success && r.fields, field).toEqual({ [field]: message });
    }
    const hi = parseWith(AppointmentSchema, { ...valid, current_symptoms: 's'.repeat(501) }, 'hi');
    expect(!hi.success && hi.fields.current_symptoms).toBe('अभी की तकलीफ़ें: इसमें ज़्यादा से ज़्यादा 500 अक्षर हो सकते हैं।');
    expect(parseWith(AppointmentSchema, { ...valid, medical_history: 'h'.repeat(500) }).success).toBe(true);
  });
});

describe('the age and "under 18" (one rule for the API and the wizards)', () => {
  const base = { booked_for: 'self' as const, booker_name: '', booker_relationship: '' };
  const guardian = {
    booked_for: 'other' as const,
    booker_name: 'Meena Verma',
    booker_relationship: 'parent_guardian',
  };

  it('derives "under 18" from the age when it is not said, and takes it as said otherwise', () => {
    expect(patientUnder18Of({ age: 12 })).toBe(true);
    expect(patientUnder18Of({ age: 17 })).toBe(true);
    expect(patientUnder18Of({ age: 18 })).toBe(false);
    expect(patientUnder18Of({})).toBe(false);
    expect(patientUnder18Of({ patient_under_18: true })).toBe(true);
  });

  it('stops a patient under 18 booking for themselves, at the age', () => {
    expect(bookingForProblems({ ...base, age: 12 })).toEqual({ age: UNDER_18_SELF_MESSAGE });
    expect(bookingForProblems({ ...base, age: 18 })).toEqual({});
    expect(bookingForProblems({ ...base, age: 12 }, 'hi').age).toMatch(/माता-पिता या अभिभावक/);
  });

  it('needs a parent or guardian for an age under 18, exactly as for "under 18" said', () => {
    const carer = { ...guardian, booker_relationship: 'carer' };
    expect(bookingForProblems({ ...carer, age: 12 })).toEqual(bookingForProblems({ ...carer, patient_under_18: true }));
    expect(Object.keys(bookingForProblems({ ...carer, age: 12 }))).toEqual(['booker_relationship']);
    expect(bookingForProblems({ ...guardian, age: 12 })).toEqual({});
    expect(bookingForProblems({ ...guardian, age: 12, patient_under_18: true })).toEqual({});
    expect(bookingForProblems({ ...carer, age: 40, patient_under_18: false })).toEqual({});
  });

  it('refuses an age and "under 18" that disagree, naming patient_under_18', () => {
    const message = 'The age and "The patient is under 18" do not agree. Please check both.';
    expect(bookingForProblems({ ...guardian, age: 12, patient_under_18: false })).toEqual({
      patient_under_18: message,
    });
    expect(bookingForProblems({ ...base, age: 12, patient_under_18: false })).toEqual({ patient_under_18: message });
    expect(bookingForProblems({ ...guardian, age: 40, patient_under_18: true })).toEqual({ patient_under_18: message });
    expect(bookingForProblems({ ...guardian, age: 12, patient_under_18: false }, 'hi').patient_under_18).toMatch(
      /मेल नहीं खाते/,
    );
  });
});

describe('booking for someone else', () => {
  const base = { booked_for: 'self' as const, booker_name: '', booker_relationship: '', patient_under_18: false };

  it('needs nothing more when the patient books for themselves', () => {
    expect(bookingForProblems(base)).toEqual({});
  });

  it("asks for the booker's own name and who they are to the patient", () => {
    expect(bookingForProblems({ ...base, booked_for: 'other' })).toEqual({
      booker_name: 'Please enter your own name.',
      booker_relationship: 'Please choose who you are to the patient.',
    });
    expect(
      bookingForProblems({
        ...base,
        booked_for: 'other',
        booker_name: 'Ravi Verma',
        booker_relationship: 'son_daughter',
      }),
    ).toEqual({});
  });

  it('needs a parent or guardian to book for a patient under 18', () => {
    expect(Object.keys(bookingForProblems({ ...base, patient_under_18: true }))).toEqual(['booker_relationship']);
    expect(
      bookingForProblems({
        ...base,
        booked_for: 'other',
        booker_name: 'Ravi Verma',
        booker_relationship: 'son_daughter',
        patient_under_18: true,
      }).booker_relationship,
    ).toMatch(/parent or guardian/);
    expect(
      bookingForProblems({
        ...base,
        booked_for: 'other',
        booker_name: 'Ravi Verma',
        booker_relationship: 'parent_guardian',
        patient_under_18: true,
      }),
    ).toEqual({});
  });

  it("keeps the booker's name to what names contain", () => {
    const r = parseWith(AppointmentSchema, { ...valid, booked_for: 'other', booker_name: 'http://x.example' });
    expect(r.success).toBe(false);
  });
});

describe('contact schemas', () => {
  it('reads the home form shape and joins the name', () => {
    const r = parseContact({
      firstName: ' Meera ',
      lastName: 'Singh',
      email: 'm@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(r).toEqual({
      success: true,
      output: {
        source: 'home',
        name: 'Meera Singh',
        email: 'm@example.com',
        phone: '',
        subject: 'Hi',
        message: 'Hello',
        notice_version: '',
      },
    });
  });

  it('records the notice version the form showed', () => {
    const r = parseContact({ name: 'Vik', email: 'v@example.com', message: 'Hi', notice_version: '2026-11-23' });
    expect(r.success && r.output.notice_version).toBe('2026-11-23');
  });

  it('defaults the /contact subject to General Inquiry', () => {
    const r = parseContact({ name: 'Vik', email: 'v@example.com', phone: '', subject: '', message: 'Hello' });
    expect(r.success && r.output.subject).toBe('General Inquiry');
  });
});

describe('booking wizard draft', () => {
  it('checks step 1 with the API schema', () => {
    expect(stepErrors('home', 1, EMPTY_DRAFT)).toEqual({
      fullName: 'Please enter your full name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
    });
  });

  it('sends the booking page profile as fields of their own, and its notes alone as the message', () => {
    const d = {
      ...EMPTY_DRAFT,
      ...draftOf(valid),
      notes: ' Please call before. ',
      age: '54',
      gender: 'female',
      address: 'Saket',
      medicalHistory: 'Asthma',
      currentSymptoms: ' Wheeze ',
    };
    expect(messageOf('page', d)).toBe('Please call before.');
    const body = appointmentBody('page', d);
    expect(body).toMatchObject({
      message: 'Please call before.',
      age: 54,
      gender: 'female',
      address: 'Saket',
      medical_history: 'Asthma',
      current_symptoms: 'Wheeze',
    });
    expect(body.message).not.toMatch(/Age:|Gender:/);
    // What the wizard sends is what the API accepts, field for field.
    expect(parseWith(AppointmentSchema, body)).toMatchObject({ success: true, output: { age: 54, gender: 'female' } });
    // The profile fields left empty are not sent at all; the home wizard sends none.
    const bare = appointmentBody('page', { ...d, address: ' ', medicalHistory: '', currentSymptoms: '' });
    expect(['address', 'medical_history', 'current_symptoms'].filter((k) => k in bare)).toEqual([]);
    const home = appointmentBody('home', { ...d, message: 'Hi' });
    expect(home.message).toBe('Hi');
    expect(['age', 'gender', 'address', 'medical_history', 'current_symptoms'].filter((k) => k in home)).toEqual([]);
  });

  it('shows staff the profile from its columns as the labelled lines the message used to carry', () => {
    expect(
      profileLines({ age: 54, gender: 'female', address: null, medical_history: 'Asthma', current_symptoms: null }),
    ).toEqual(['Age: 54', 'Gender: Female', 'Medical History: Asthma']);
    expect(
      profileLines({ age: 0, gender: null, address: null, medical_history: null, current_symptoms: null }),
    ).toEqual(['Age: 0']);
  });

  it('checks the profile fields with the API entries: a long history is refused before it is sent', () => {
    const base = { ...EMPTY_DRAFT, ...draftOf(valid), age: '40', gender: 'female' };
    expect(stepErrors('page', 1, { ...base, medicalHistory: 'h'.repeat(501) })).toEqual({
      medicalHistory: 'Medical history must be at most 500 characters.',
    });
    expect(stepErrors('page', 1, { ...base, age: '150' })).toEqual({ age: 'Please enter an age between 0 and 120.' });
    expect(stepErrors('page', 1, { ...base, gender: 'unknown' })).toEqual({ gender: 'Please choose a gender.' });
  });

  it('refuses a ticked "under 18" with an adult age, as the API would', () => {
    const d = {
      ...EMPTY_DRAFT,
      ...draftOf(valid),
      gender: 'male',
      bookedFor: 'other' as const,
      bookerName: 'Meena Verma',
      bookerRelationship: 'parent_guardian',
      patientUnder18: true,
      age: '40',
    };
    const message = 'The age and "The patient is under 18" do not agree. Please check both.';
    expect(stepErrors('page', 1, d)).toEqual({ patientUnder18: message });
    const body = appointmentBody('page', d);
    expect(body).toMatchObject({ age: 40, patient_under_18: true });
    const parsed = parseWith(AppointmentSchema, body);
    expect(parsed.success && bookingForProblems(parsed.output)).toEqual({ patient_under_18: message });
    expect(stepErrors('page', 1, { ...d, age: '9' })).toEqual({});
  });

  it('sends reports_uploaded true only when a file was chosen, and the fixed doctor text', () => {
    const body = appointmentBody('home', { ...EMPTY_DRAFT, reportsName: 'xray.pdf' });
    expect(body.reports_uploaded).toBe(true);
    expect(body.selected_doctor).toBe('Dr. Rajiv Malhotra - Pulmonologist');
    expect(appointmentBody('home', EMPTY_DRAFT).reports_uploaded).toBe(false);
    expect(appointmentBody('home', EMPTY_DRAFT).message).toBe('');
  });

  it('sends visit_reason only when the patient chose one, so the spec body is otherwise unchanged', () => {
    // The spec's body, plus the version of the privacy notice the form showed.
    expect(Object.keys(appointmentBody('home', EMPTY_DRAFT))).toEqual([...SPEC_BODY, 'notice_version']);
    expect(appointmentBody('home', EMPTY_DRAFT).notice_version).toBe(NOTICE_VERSION);
    expect('visit_reason' in appointmentBody('page', EMPTY_DRAFT)).toBe(false);
    expect(appointmentBody('page', { ...EMPTY_DRAFT, visitReason: 'spirometry' }).visit_reason).toBe('spirometry');
    expect(appointmentBody('home', { ...EMPTY_DRAFT, visitReason: 'not-sure' }).visit_reason).toBe('not-sure');
    // What the wizard sends is what the API accepts.
    const body = appointmentBody('home', { ...EMPTY_DRAFT, ...draftOf(valid), visitReason: 'sleep-apnea' });
    expect(parseWith(AppointmentSchema, body)).toMatchObject({
      success: true,
      output: { visit_reason: 'sleep-apnea' },
    });
  });

  it('sends the "booked for" fields only when someone books for another', () => {
    const self = appointmentBody('page', { ...EMPTY_DRAFT, bookerName: 'Left over', patientUnder18: true });
    expect('booked_for' in self || 'booker_name' in self || 'patient_under_18' in self).toBe(false);
    const other = {
      ...EMPTY_DRAFT,
      ...draftOf(valid),
      bookedFor: 'other' as const,
      bookerName: ' Ravi Sharma ',
      bookerRelationship: 'parent_guardian',
      age: '9',
    };
    // An age under 18 on the booking page says the patient is a child, box ticked or not.
    expect(appointmentBody('page', other)).toMatchObject({
      booked_for: 'other',
      booker_name: 'Ravi Sharma',
      booker_relationship: 'parent_guardian',
      patient_under_18: true,
    });
    expect(appointmentBody('home', other).patient_under_18).toBe(false);
    expect(parseWith(AppointmentSchema, appointmentBody('page', other)).success).toBe(true);
  });

  it('checks who books with the shared rules: the booker names themselves, and a child is booked by a parent', () => {
    const base = { ...EMPTY_DRAFT, ...draftOf(valid), age: '40', gender: 'female' };
    expect(stepErrors('page', 1, base)).toEqual({});
    expect(stepErrors('page', 1, { ...base, bookedFor: 'other' })).toEqual({
      bookerName: 'Please enter your own name.',
      bookerRelationship: 'Please choose who you are to the patient.',
    });
    const carer = { ...base, bookedFor: 'other' as const, bookerName: 'Ravi Sharma', bookerRelationship: 'carer' };
    expect(stepErrors('page', 1, carer)).toEqual({});
    expect(stepErrors('page', 1, { ...carer, age: '9' }).bookerRelationship).toBe(
      bookingForProblems({
        booked_for: 'other',
        booker_name: 'Ravi Sharma',
        booker_relationship: 'carer',
        patient_under_18: true,
      }).booker_relationship,
    );
    expect(stepErrors('home', 1, { ...carer, patientUnder18: true }).bookerRelationship).toMatch(/parent or guardian/);
    expect(stepErrors('page', 1, { ...carer, age: '9', bookerRelationship: 'parent_guardian' })).toEqual({});
    // A patient under 18 booking for themselves is stopped at the age.
    expect(stepErrors('page', 1, { ...base, age: '16' })).toEqual({ age: UNDER_18_SELF_MESSAGE });
    expect(stepErrors('page', 1, { ...base, age: '18' })).toEqual({});
    // The name field is the patient's when someone else books.
    expect(stepErrors('home', 1, { ...carer, fullName: '' }).fullName).toBe("Please enter the patient's full name.");
  });

  it('checks the visit reason against the API list', () => {
    expect(stepErrors('home', 3, { ...EMPTY_DRAFT, visitReason: 'spirometry' })).toEqual({});
    expect(stepErrors('page', 3, { ...EMPTY_DRAFT, visitReason: '' })).toEqual({});
    expect(stepErrors('page', 3, { ...EMPTY_DRAFT, visitReason: 'no-such-reason' }).visitReason).toMatch(/choose/i);
  });
});

/** The draft fields that hold a valid spec body's values. */
function draftOf(b: typeof valid) {
  return {
    fullName: b.full_name,
    email: b.email,
    phone: b.phone,
    date: b.appointment_date,
    time: b.appointment_time,
  };
}

describe('a posted booking form (the no-JavaScript path)', () => {
  it('reads the wizard-named controls into the draft the JSON body is made from', () => {
    const posted: Record<string, string> = {
      bookedFor: 'other',
      bookerName: 'Meena Verma',
      bookerRelationship: 'parent_guardian',
      fullName: 'Anya Verma',
      email: 'meena@example.com',
      phone: '98110 12345',
      age: '9',
      gender: 'female',
      date: '2030-01-07',
      time: '09:00 AM',
      notes: 'Shy with strangers.',
      reportsName: 'xray.pdf',
    };
    const d = draftFromForm((name) => posted[name]);
    expect(d.patientUnder18).toBe(false);
    expect(d.address).toBe('');
    const body = appointmentBody('page', d);
    expect(body).toMatchObject({
      full_name: 'Anya Verma',
      appointment_date: '2030-01-07',
      appointment_time: '09:00 AM',
      reports_uploaded: true,
      booked_for: 'other',
      booker_name: 'Meena Verma',
      // Implied by the age, as in the wizard.
      patient_under_18: true,
      age: 9,
      gender: 'female',
      message: 'Shy with strangers.',
    });
    expect('address' in body).toBe(false);
  });

  it('reads a ticked box as a browser posts it, and anything but "other" as booking for oneself', () => {
    expect(draftFromForm((n) => ({ patientUnder18: 'on', bookedFor: 'x' })[n]).patientUnder18).toBe(true);
    expect(draftFromForm((n) => ({ bookedFor: 'x' })[n as 'bookedFor']).bookedFor).toBe('self');
  });
});

describe('messages in Hindi (parsed with lang hi)', () => {
  it('tells each field of a booking in Hindi, and in English word for word without a language', () => {
    const body = { ...valid, full_name: 'A1', email: '', phone: '12', appointment_date: '2026-02-30' };
    const hi = parseWith(AppointmentSchema, body, 'hi');
    const en = parseWith(AppointmentSchema, body);
    expect(hi.success || en.success).toBe(false);
    if (hi.success || en.success) return;
    expect(hi.fields).toEqual({
      full_name: 'कृपया पूरा नाम अक्षरों में लिखें (स्पेस, पूर्ण विराम, हाइफ़न और अपॉस्ट्रॉफ़ी चल जाएँगे)।',
      email: 'कृपया ई‑मेल पता लिखें।',
      phone: 'कृपया सही फ़ोन नंबर लिखें, जैसे +91 98110 12345',
      appointment_date: 'कृपया सही तारीख़ चुनें (YYYY-MM-DD)।',
    });
    expect(en.fields).toEqual({
      full_name: 'Please write the full name in letters (spaces, full stops, hyphens and apostrophes are fine).',
      email: 'Please enter your email address.',
      phone: 'Please enter a valid phone number, like +91 98110 12345.',
      appointment_date: 'Please choose a valid date (YYYY-MM-DD).',
    });
  });

  it('tells limits, hidden characters and lines in Hindi', () => {
    const r = parseWith(
      AppointmentSchema,
      { ...valid, full_name: 'Asha\nVerma', message: 'x'.repeat(2001), visit_reason: 'x', locale: 'xx' },
      'hi',
    );
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.fields).toEqual({
      full_name: 'पूरा नाम एक ही लाइन में लिखें।',
      message: 'संदेश: इसमें ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं।',
      visit_reason: 'कृपया सूची में से चुनें कि विज़िट किस लिए है, या इसे ख़ाली छोड़ दें।',
      locale: 'भाषा "en" (अंग्रेज़ी) या "hi" (हिन्दी) होनी चाहिए।',
    });
  });

  it('keeps the language a booking is made in, English when not said', () => {
    const hi = parseWith(AppointmentSchema, { ...valid, locale: 'hi' });
    expect(hi.success && hi.output.locale).toBe('hi');
    const none = parseWith(AppointmentSchema, valid);
    expect(none.success && none.output.locale).toBe('en');
  });

  it('tells the "booked for" rules in Hindi', () => {
    expect(
      bookingForProblems(
        { booked_for: 'other', booker_name: '', booker_relationship: '', patient_under_18: false },
        'hi',
      ),
    ).toEqual({ booker_name: 'कृपया अपना नाम लिखें।', booker_relationship: 'कृपया चुनें कि मरीज़ से आपका क्या रिश्ता है।' });
    expect(
      bookingForProblems({ booked_for: 'self', booker_name: '', booker_relationship: '', patient_under_18: true }),
    ).toEqual({
      booker_relationship:
        'A parent or guardian needs to book for a patient under 18. Please choose "Parent or guardian", or ask them to book.',
    });
  });

  it('tells both contact forms’ errors in Hindi', () => {
    const home = parseContact({ firstName: '', lastName: 'Verma', email: 'a@b.co', subject: 'x', message: '' }, 'hi');
    expect(home.success).toBe(false);
    if (!home.success) {
      expect(home.fields).toEqual({ firstName: 'कृपया पहला नाम लिखें।', message: 'कृपया संदेश लिखें।' });
    }
    const page = parseContact({ name: 'Asha', email: 'a@b', message: 'Hi' }, 'hi');
    expect(page.success).toBe(false);
    if (!page.success) expect(page.fields).toEqual({ email: 'कृपया सही ई‑मेल पता लिखें, जैसे name@example.com' });
  });
});
