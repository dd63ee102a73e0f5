import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TIME_SLOT_LABELS } from '../../common/booking/schedule';
import { MESSAGE_SENDER } from '../../common/clinic/facts';
import {
  type ClinicSchedule,
  DEFAULT_SCHEDULE,
  labelMinutes,
  noticeOn,
  sessionProblems,
  slotLabel,
  slotsOn,
  weeklyHours,
} from '../../common/clinic/schedule';
import { NoticeEditSchema, SenderNameEditSchema, SettingsEditSchema } from '../../common/clinic/schema';
import { SENDER_NAME_MAX } from '../../common/notify/templates';

const centre = { ...DEFAULT_SCHEDULE.places[0], id: 'centre', name: 'Delhi Chest Centre' };

/** The default week plus an evening session at a second place on Saturdays, and a short Monday before a festival. */
const twoPlaces: ClinicSchedule = {
  ...DEFAULT_SCHEDULE,
  places: [...DEFAULT_SCHEDULE.places, centre],
  sessions: [
    ...DEFAULT_SCHEDULE.sessions,
    { placeId: 'centre', weekday: 6, start: '18:00', end: '20:00', slotMinutes: 30, capacity: 2 },
  ],
  dateSessions: [{ date: '2026-11-23', placeId: 'clinic', start: '09:00', end: '11:00', slotMinutes: 60, capacity: 4 }],
};

describe('slot labels', () => {
  it('are written as the spec writes them, and read back to the same minute', () => {
    expect(['09:00', '12:00', '00:30', '14:30', '17:00'].map(slotLabel)).toEqual([
      '09:00 AM',
      '12:00 PM',
      '12:30 AM',
      '02:30 PM',
      '05:00 PM',
    ]);
    expect(labelMinutes('12:00 PM')).toBe(720);
    expect(labelMinutes('12:30 AM')).toBe(30);
    expect(labelMinutes('05:00 PM')).toBe(1020);
    expect(labelMinutes('5:00 PM')).toBeNaN();
    expect(labelMinutes('13:00 PM')).toBeNaN();
  });
});

describe('the slots of a date', () => {
  it('are the default week’s eight times on a Monday to Saturday, and none on a Sunday', () => {
    expect(slotsOn(DEFAULT_SCHEDULE, '2026-11-24').map((s) => s.time)).toEqual([...TIME_SLOT_LABELS]);
    expect(slotsOn(DEFAULT_SCHEDULE, '2026-11-29')).toEqual([]);
  });

  it('come from every place in clock order, each with its place and capacity', () => {
    const saturday = slotsOn(twoPlaces, '2026-11-28');
    expect(saturday.map((s) => s.time).slice(-5)).toEqual(['05:00 PM', '06:00 PM', '06:30 PM', '07:00 PM', '07:30 PM']);
    expect(saturday.at(-1)).toEqual({ time: '07:30 PM', start: '19:30', placeId: 'centre', capacity: 2 });
    expect(saturday[0]).toMatchObject({ time: '09:00 AM', placeId: 'clinic', capacity: 4 });
  });

  it('are only a date’s own sessions when it has any', () => {
    expect(slotsOn(twoPlaces, '2026-11-23').map((s) => s.time)).toEqual(['09:00 AM', '10:00 AM']);
    expect(slotsOn(twoPlaces, '2026-11-30')).toHaveLength(8);
  });

  it('never run past the session’s end', () => {
    const odd: ClinicSchedule = {
      ...DEFAULT_SCHEDULE,
      sessions: [{ placeId: 'clinic', weekday: 1, start: '09:00', end: '10:45', slotMinutes: 30, capacity: 1 }],
    };
    expect(slotsOn(odd, '2026-11-23').map((s) => s.time)).toEqual(['09:00 AM', '09:30 AM', '10:00 AM']);
  });
});

describe('the weekly hours', () => {
  it('read as one run from Monday to Saturday and a closed Sunday for the default week', () => {
    expect(weeklyHours(DEFAULT_SCHEDULE, 'clinic')).toEqual([
      {
        days: [1, 2, 3, 4, 5, 6],
        ranges: [
          ['09:00', '13:00'],
          ['14:00', '18:00'],
        ],
      },
      { days: [0], ranges: [] },
    ]);
  });

  it('split where a day differs, per place', () => {
    expect(weeklyHours(twoPlaces, 'centre')).toEqual([
      { days: [1, 2, 3, 4, 5], ranges: [] },
      { days: [6], ranges: [['18:00', '20:00']] },
      { days: [0], ranges: [] },
    ]);
  });
});

describe('checking sessions', () => {
  const ids = ['clinic', 'centre'];

  it('finds nothing wrong with the default week', () => {
    expect(sessionProblems(DEFAULT_SCHEDULE.sessions, ids)).toEqual([]);
  });

  it('refuses an end before the start, no capacity, a slot longer than the session and an unknown place', () => {
    const problems = sessionProblems(
      [
        { placeId: 'clinic', weekday: 1, start: '10:00', end: '09:00', slotMinutes: 30, capacity: 1 },
        { placeId: 'clinic', weekday: 2, start: '10:00', end: '11:00', slotMinutes: 30, capacity: 0 },
        { placeId: 'clinic', weekday: 3, start: '10:00', end: '11:00', slotMinutes: 90, capacity: 1 },
        { placeId: 'elsewhere', weekday: 4, start: '10:00', end: '11:00', slotMinutes: 30, capacity: 1 },
      ],
      ids,
    );
    expect(problems).toHaveLength(4);
    expect(problems.join(' ')).toMatch(
      /end must come after the start.*at least one patient.*slot length.*unknown place/,
    );
  });

  it('refuses two sessions of one day that overlap, even at two places (one doctor)', () => {
    const problems = sessionProblems(
      [
        { placeId: 'clinic', weekday: 6, start: '14:00', end: '18:00', slotMinutes: 60, capacity: 4 },
        { placeId: 'centre', weekday: 6, start: '17:00', end: '20:00', slotMinutes: 60, capacity: 4 },
        { placeId: 'centre', weekday: 5, start: '18:00', end: '20:00', slotMinutes: 60, capacity: 4 },
      ],
      ids,
    );
    expect(problems).toEqual(['Saturday: 14:00–18:00 and 17:00–20:00 overlap.']);
  });
});

describe('the notice', () => {
  const settings = {
    ...DEFAULT_SCHEDULE.settings,
    notice: { en: 'Closed for Guru Nanak Jayanti', hi: 'गुरु नानक जयंती पर बंद', from: '2026-11-20', until: '2026-11-24' },
  };

  it('shows from its first to its last date, inclusive, and not outside them', () => {
    expect(noticeOn(settings, '2026-11-19')).toBeNull();
    expect(noticeOn(settings, '2026-11-20')?.en).toBe('Closed for Guru Nanak Jayanti');
    expect(noticeOn(settings, '2026-11-24')).not.toBeNull();
    expect(noticeOn(settings, '2026-11-25')).toBeNull();
    expect(noticeOn(DEFAULT_SCHEDULE.settings, '2026-11-20')).toBeNull();
  });
});

describe('the desk’s edit of the notice and the sender name (issue 38, items 4 and 6)', () => {
  const notice = {
    en: 'Closed for Guru Nanak Jayanti',
    hi: 'गुरु नानक जयंती पर बंद',
    from: '2026-11-20',
    until: '2026-11-24',
  };
  const issues = (schema: v.GenericSchema, value: unknown) =>
    (v.safeParse(schema, value).issues ?? []).map((i) => `${v.getDotPath(i)}: ${i.message}`);

  it('requires the Hindi notice whenever the English one is set, so Hindi pages never show English', () => {
    expect(issues(NoticeEditSchema, notice)).toEqual([]);
    expect(issues(NoticeEditSchema, { ...notice, hi: '' })).toEqual([
      'hi: Please write the notice in Hindi too: the Hindi pages show it.',
    ]);
    expect(issues(NoticeEditSchema, { ...notice, hi: '   ' })).toEqual([
      'hi: Please write the notice in Hindi too: the Hindi pages show it.',
    ]);
    // No notice at all stays allowed.
    expect(v.safeParse(SettingsEditSchema.entries.notice, null).success).toBe(true);
  });

  it('takes a sender name of at most SENDER_NAME_MAX characters, the English in the SMS alphabet', () => {
    expect(issues(SenderNameEditSchema, MESSAGE_SENDER)).toEqual([]);
    expect(DEFAULT_SCHEDULE.settings.senderName).toEqual(MESSAGE_SENDER);
    expect(issues(SenderNameEditSchema, { en: 'x'.repeat(SENDER_NAME_MAX), hi: 'क'.repeat(SENDER_NAME_MAX) })).toEqual(
      [],
    );
    expect(issues(SenderNameEditSchema, { en: 'x'.repeat(SENDER_NAME_MAX + 1), hi: 'डॉ. मल्होत्रा' })).toEqual([
      `en: The sender name is at most ${SENDER_NAME_MAX} characters.`,
    ]);
    expect(issues(SenderNameEditSchema, { en: 'Dr. Malhotra', hi: 'क'.repeat(SENDER_NAME_MAX + 1) })).toEqual([
      `hi: The Hindi sender name is at most ${SENDER_NAME_MAX} characters.`,
    ]);
    expect(issues(SenderNameEditSchema, { en: 'डॉ. मल्होत्रा', hi: 'डॉ. मल्होत्रा' })).toEqual([
      'en: Write the sender name with Latin letters, digits and plain punctuation (an SMS alphabet).',
    ]);
    expect(issues(SenderNameEditSchema, { en: '', hi: '' })).toEqual([
      'en: Please enter the sender name.',
      'hi: Please enter the Hindi sender name.',
    ]);
  });
});
