import { describe, expect, it } from 'vitest';
import {
  addressText,
  clinicJsonLd,
  feeText,
  hoursText,
  noticeHtml,
  openingHoursSpecification,
  phonesHtml,
  placesHtml,
  rangeText,
  rupees,
  weeklyHoursLines,
  whatsappLink,
} from '../../common/clinic/display';
import { type ClinicSchedule, DEFAULT_SCHEDULE } from '../../common/clinic/schedule';

/** The clinic's week plus an evening centre open on Saturdays only. */
const twoPlaces: ClinicSchedule = {
  ...DEFAULT_SCHEDULE,
  places: [
    ...DEFAULT_SCHEDULE.places,
    {
      id: 'centre',
      name: 'Delhi Chest Centre',
      nameHi: 'दिल्ली चेस्ट सेंटर',
      address: '12 Ring Road, New Delhi',
      addressHi: '',
      mapUrl: 'https://maps.example/centre',
      phone: '011 4000 0000',
      phoneE164: '+911140000000',
    },
  ],
  sessions: [
    ...DEFAULT_SCHEDULE.sessions,
    { placeId: 'centre', weekday: 6, start: '18:30', end: '20:00', slotMinutes: 30, capacity: 2 },
  ],
};

describe('the weekly hours as patients read them', () => {
  it('one place, English: a run of days, both sessions, and the closed Sunday', () => {
    expect(weeklyHoursLines(DEFAULT_SCHEDULE, 'clinic', 'en')).toEqual([
      'Mon – Sat: 9 AM – 1 PM, 2 PM – 6 PM',
      'Sunday: Closed',
    ]);
    expect(hoursText(DEFAULT_SCHEDULE, 'en')).toBe('Mon – Sat: 9 AM – 1 PM, 2 PM – 6 PM · Sunday: Closed');
  });

  it('one place, Hindi: parts of the day before the hour, digits Latin', () => {
    expect(weeklyHoursLines(DEFAULT_SCHEDULE, 'clinic', 'hi')).toEqual([
      'सोम – शनि: सुबह 9 से दोपहर 1 बजे, दोपहर 2 से शाम 6 बजे',
      'रविवार: बंद',
    ]);
  });

  it('two places: a line each, named, with their own closed days', () => {
    expect(hoursText(twoPlaces, 'en').split('\n')).toEqual([
      `${DEFAULT_SCHEDULE.places[0].name} — Mon – Sat: 9 AM – 1 PM, 2 PM – 6 PM · Sunday: Closed`,
      'Delhi Chest Centre — Mon – Fri: Closed · Saturday: 6:30 PM – 8 PM · Sunday: Closed',
    ]);
    expect(hoursText(twoPlaces, 'hi').split('\n')[1]).toBe(
      'दिल्ली चेस्ट सेंटर — सोम – शुक्र: बंद · शनिवार: शाम 6:30 से रात 8 बजे · रविवार: बंद',
    );
    expect(addressText(twoPlaces, 'hi')).toBe(`${DEFAULT_SCHEDULE.places[0].name} · दिल्ली चेस्ट सेंटर`);
    expect(addressText(DEFAULT_SCHEDULE, 'en')).toBe(DEFAULT_SCHEDULE.places[0].address);
  });

  it('names a part of the day once in Hindi when a session stays within it, and writes noon and minutes', () => {
    expect(rangeText(['09:00', '11:30'], 'hi')).toBe('सुबह 9 से 11:30 बजे');
    expect(rangeText(['09:00', '11:30'], 'en')).toBe('9 – 11:30 AM');
    expect(rangeText(['12:00', '15:00'], 'en')).toBe('12 – 3 PM');
    expect(rangeText(['17:00', '20:00'], 'hi')).toBe('शाम 5 से रात 8 बजे');
  });

  it('says "Every day" for a week without a closed day', () => {
    const allWeek: ClinicSchedule = {
      ...DEFAULT_SCHEDULE,
      sessions: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        placeId: 'clinic',
        weekday,
        start: '10:00',
        end: '12:00',
        slotMinutes: 60,
        capacity: 1,
      })),
    };
    expect(hoursText(allWeek, 'en')).toBe('Every day: 10 AM – 12 PM');
    expect(hoursText(allWeek, 'hi')).toBe('हर दिन: सुबह 10 से दोपहर 12 बजे');
  });
});

describe('the structured data', () => {
  it('gives each session of a run of days as an OpeningHoursSpecification, per place', () => {
    expect(openingHoursSpecification(DEFAULT_SCHEDULE, 'clinic')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '14:00',
        closes: '18:00',
      },
    ]);
    const clinic = clinicJsonLd(twoPlaces, 'hi', 'https://clinic.example');
    expect(clinic.url).toBe('https://clinic.example/hi');
    expect(clinic.telephone).toBe(DEFAULT_SCHEDULE.settings.phones[0].e164);
    expect(clinic.openingHoursSpecification).toHaveLength(3);
    expect(clinic.location.map((l) => [l.name, l.openingHoursSpecification.length])).toEqual([
      [DEFAULT_SCHEDULE.places[0].name, 2],
      ['दिल्ली चेस्ट सेंटर', 1],
    ]);
  });
});

describe('phones, fee, notice and places', () => {
  const edited: ClinicSchedule = {
    ...twoPlaces,
    settings: {
      phones: [{ label: 'Mobile', display: '+91 99999 <1>', e164: '+919999900001' }],
      whatsapp: '919999900001',
      feeInr: 150000,
      notice: { en: 'Closed on 4 Nov for "Guru Nanak Jayanti"', hi: '', from: '2026-11-01', until: '2026-11-05' },
      payment: { mode: 'off', refundHours: 24, doctorRegistration: '' },
      senderName: { en: 'Dr. Malhotra', hi: 'डॉ. मल्होत्रा' },
    },
  };

  it('escape every fact they put into markup, and label phones in the page’s language', () => {
    expect(phonesHtml(edited, 'hi', true)).toBe(
      '<span><a href="tel:+919999900001">+91\u00a099999\u00a0&lt;1&gt;</a> <span>(मोबाइल)</span></span>',
    );
    expect(placesHtml(edited, 'en')).toContain('<a href="https://maps.example/centre" target="_blank"');
    expect(placesHtml(edited, 'en')).toContain('<span>Saturday: 6:30 PM – 8 PM</span>');
  });

  it('write the fee the Indian way and nothing without one', () => {
    expect(rupees(800)).toBe('800');
    expect(rupees(150000)).toBe('1,50,000');
    expect(feeText(edited, 'en')).toBe('Consultation fee: ₹1,50,000');
    expect(feeText(DEFAULT_SCHEDULE, 'hi')).toBe('');
  });

  it('show the notice only on its dates, in English on a Hindi page when it has no Hindi', () => {
    expect(noticeHtml(edited, '2026-11-06', 'en')).toBe('');
    expect(noticeHtml(DEFAULT_SCHEDULE, '2026-11-03', 'en')).toBe('');
    expect(noticeHtml(edited, '2026-11-03', 'en')).toBe(
      '<div data-clinic="notice" role="note" aria-label="Notice from the clinic"><p>Closed on 4 Nov for &quot;Guru Nanak Jayanti&quot;</p></div>',
    );
    expect(noticeHtml(edited, '2026-11-03', 'hi')).toContain('<p lang="en-IN">Closed on 4 Nov');
  });

  it('link WhatsApp to the desk’s number', () => {
    expect(whatsappLink(edited, 'en')).toMatch(/^https:\/\/wa\.me\/919999900001\?text=Hello/);
  });
});
