import { describe, expect, it } from 'vitest';
import {
  addDays,
  CLOSED_MESSAGES,
  clinicDate,
  dayClosedReason,
  isRealDate,
  lastBookableDate,
  noSessionsMessage,
  slotClosedReason,
  slotStart,
  TIME_SLOT_LABELS,
  weekday,
} from '../../common/booking/schedule';
import { DEFAULT_SCHEDULE, placeIn, weeklyLabels } from '../../common/clinic/schedule';
import { formatClinicDate } from '../../common/i18n/dates';

describe('schedule rules', () => {
  it("lists the default week's times (the spec's eight, hourly with no 01:00 PM) for a first paint", () => {
    expect(TIME_SLOT_LABELS).toEqual([
      '09:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '02:00 PM',
      '03:00 PM',
      '04:00 PM',
      '05:00 PM',
    ]);
  });

  it('lists every weekly label of a schedule once, in clock order, and names a place in each language', () => {
    const evening = { placeId: 'centre', weekday: 6, start: '18:00', end: '19:00', slotMinutes: 30, capacity: 2 };
    const early = { ...evening, weekday: 1, start: '08:30', end: '09:00' };
    const labels = weeklyLabels({ ...DEFAULT_SCHEDULE, sessions: [evening, ...DEFAULT_SCHEDULE.sessions, early] });
    expect(labels).toEqual(['08:30 AM', ...TIME_SLOT_LABELS, '06:00 PM', '06:30 PM']);
    const place = { ...DEFAULT_SCHEDULE.places[0], nameHi: 'दिल्ली चेस्ट क्लिनिक', addressHi: '' };
    expect(placeIn(place, 'hi')).toEqual({ name: 'दिल्ली चेस्ट क्लिनिक', address: place.address });
    expect(placeIn(place, 'en')).toEqual({ name: place.name, address: place.address });
  });

  it('judges "today" by the Delhi date, not the UTC one', () => {
    // 23:30 in Delhi on 1 Dec is 18:00 UTC the same day.
    expect(clinicDate(new Date('2026-12-01T18:00:00Z'))).toBe('2026-12-01');
    // 00:30 in Delhi on 2 Dec is still 1 Dec in UTC (19:00Z).
    expect(clinicDate(new Date('2026-12-01T19:00:00Z'))).toBe('2026-12-02');
  });

  it('refuses a booking for "today" made at 00:30 Delhi time against yesterday, and accepts tomorrow', () => {
    const now = new Date('2026-12-01T19:00:00Z'); // 00:30 on Wed 2 Dec in Delhi
    expect(dayClosedReason('2026-12-01', now)).toBe('past');
    expect(dayClosedReason('2026-12-02', now)).toBeNull();
  });

  it('starts slots at the right instant in India Standard Time, any label the schedule makes', () => {
    expect(slotStart('2026-12-02', '09:00 AM').toISOString()).toBe('2026-12-02T03:30:00.000Z');
    expect(slotStart('2026-12-02', '05:00 PM').toISOString()).toBe('2026-12-02T11:30:00.000Z');
    expect(slotStart('2026-12-05', '06:30 PM').toISOString()).toBe('2026-12-05T13:00:00.000Z');
    expect(slotStart('2026-12-05', '12:30 AM').toISOString()).toBe('2026-12-04T19:00:00.000Z');
    expect(() => slotStart('2026-12-05', '18:30')).toThrow(RangeError);
  });

  it('leaves whether a day has sessions to the schedule: the window alone never closes a Sunday', () => {
    expect(weekday('2026-12-06')).toBe(0);
    expect(dayClosedReason('2026-12-06', new Date('2026-12-01T06:00:00Z'))).toBeNull();
  });

  it('says why a day without sessions cannot be booked: the Sunday sentence on a Sunday, a general one otherwise', () => {
    expect(noSessionsMessage('2026-12-06')).toBe(CLOSED_MESSAGES.closed);
    expect(noSessionsMessage('2026-12-08')).toBe('The clinic has no sessions on this day. Please choose another day.');
    expect(noSessionsMessage('2026-12-08', 'hi')).toBe('इस दिन क्लिनिक में कोई समय नहीं है। कृपया कोई दूसरा दिन चुनें।');
  });

  it('opens a window of 60 days from today', () => {
    const now = new Date('2026-12-01T06:00:00Z');
    expect(lastBookableDate(now)).toBe('2027-01-30');
    expect(dayClosedReason('2027-01-30', now)).toBeNull();
    expect(dayClosedReason('2027-01-31', now)).toBe('too-far');
  });

  it("offers today's slots only if they start at least an hour from now", () => {
    const now = new Date('2026-12-02T04:00:00Z'); // 09:30 in Delhi
    expect(slotClosedReason('2026-12-02', '10:00 AM', now)).toBe('too-soon');
    expect(slotClosedReason('2026-12-02', '11:00 AM', now)).toBeNull();
  });

  it('recognises real dates only', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(isRealDate('2026-1-01')).toBe(false);
    // Years 0–99 are real years, not 1900–1999 (a date typed digit by digit passes through them).
    expect(isRealDate('0002-01-06')).toBe(true);
    expect(isRealDate('0099-02-29')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('writes dates as patients read them', () => {
    expect(formatClinicDate('2026-11-26')).toBe('Thursday, 26 November 2026');
    expect(formatClinicDate('2027-01-04')).toBe('Monday, 4 January 2027');
  });
});
