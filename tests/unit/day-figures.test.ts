import { describe, expect, it } from 'vitest';
import {
  type BookingCount,
  DAY_COLUMNS,
  defaultFigureFrom,
  figureCells,
  figureRangeProblem,
  figureReport,
  figureText,
  type VisitTimes,
} from '../../common/queue/figures';
import { median } from '../../common/queue/rules';

/** A visit on `date` checked in at 10:00 UTC, in after `wait` minutes, done `consult` minutes later. */
function visit(date: string, wait: number | null, consult: number | null, walkIn = false): VisitTimes {
  const at = (m: number) => new Date(Date.parse(`${date}T10:00:00Z`) + m * 60_000).toISOString();
  return {
    date,
    walkIn,
    checkedInAt: at(0),
    seenAt: wait === null ? null : at(wait),
    doneAt: wait === null || consult === null ? null : at(wait + consult),
  };
}

const booked = (date: string, time: string, status: BookingCount['status'], n: number): BookingCount => ({
  date,
  time,
  status,
  n,
});

describe('median', () => {
  it('is the middle value, the mean of the middle two for an even count, and null for none', () => {
    expect(median([7, 1, 3])).toBe(3);
    expect(median([10, 2, 4, 8])).toBe(6);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('figureReport', () => {
  // 2026-11-02 is a Monday, 2026-11-07 a Saturday.
  const bookings = [
    booked('2026-11-02', '10:00 AM', 'arrived', 3),
    booked('2026-11-02', '10:00 AM', 'no_show', 1),
    booked('2026-11-02', '09:00 AM', 'booked', 2),
    booked('2026-11-03', '02:00 PM', 'no_show', 2),
    booked('2026-11-07', '10:00 AM', 'arrived', 4),
    // Outside the range: left out.
    booked('2026-11-09', '09:00 AM', 'arrived', 9),
  ];
  const visits = [
    visit('2026-11-02', 10, 12),
    visit('2026-11-02', 20, 8, true),
    visit('2026-11-02', 30, null),
    visit('2026-11-02', null, null, true),
    visit('2026-11-07', 5, 15),
    visit('2026-11-09', 100, 100),
  ];
  const r = figureReport('2026-11-01', '2026-11-07', bookings, visits);

  it('has a row for every date of the range, in order, zeros where nothing happened', () => {
    expect(r.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => `2026-11-0${i + 1}`));
    expect(r.days[0]).toEqual({
      date: '2026-11-01',
      bookings: 0,
      walkIns: 0,
      noShows: 0,
      noShowRate: null,
      medianWait: null,
      medianConsultation: null,
      refilled: 0,
      lateCancellations: 0,
    });
  });

  it('counts bookings, walk-ins and no-shows, and takes the medians over the visits that reached each stage', () => {
    expect(r.days[1]).toEqual({
      date: '2026-11-02',
      bookings: 6,
      walkIns: 2,
      noShows: 1,
      noShowRate: 16.7,
      // Three went in (10, 20, 30 minutes); two finished (12 and 8 minutes).
      medianWait: 20,
      medianConsultation: 10,
      refilled: 0,
      lateCancellations: 0,
    });
  });

  it('keeps a day without a queue: its bookings and no-shows, no times', () => {
    expect(r.days[2]).toMatchObject({ bookings: 2, noShows: 2, noShowRate: 100, walkIns: 0, medianWait: null });
  });

  it('takes the range’s medians over every visit of the range, not over the days’ medians', () => {
    expect(r.total).toEqual({
      bookings: 12,
      walkIns: 2,
      noShows: 3,
      noShowRate: 25,
      medianWait: 15,
      medianConsultation: 12,
      refilled: 0,
      lateCancellations: 0,
    });
  });

  it('ignores a time that runs backwards', () => {
    const odd = {
      ...visit('2026-11-02', 10, 5),
      seenAt: '2026-11-02T09:00:00.000Z',
      doneAt: '2026-11-02T08:50:00.000Z',
    };
    const f = figureReport('2026-11-02', '2026-11-02', [], [odd]);
    expect(f.total.medianWait).toBeNull();
    expect(f.total.medianConsultation).toBeNull();
  });

  it('grids the busiest slots by the clock and the weekdays Monday first, only those with bookings', () => {
    expect(r.weekdays).toEqual([1, 2, 6]);
    expect(r.slots).toEqual([
      { time: '09:00 AM', counts: [2, 0, 0], total: 2 },
      { time: '10:00 AM', counts: [4, 0, 4], total: 8 },
      { time: '02:00 PM', counts: [0, 2, 0], total: 2 },
    ]);
  });

  it('rounds minutes and rates to one decimal', () => {
    const f = figureReport(
      '2026-11-02',
      '2026-11-02',
      [booked('2026-11-02', '10:00 AM', 'no_show', 1), booked('2026-11-02', '11:00 AM', 'arrived', 2)],
      [visit('2026-11-02', 7.25, 3.04)],
    );
    expect(f.total).toMatchObject({ noShowRate: 33.3, medianWait: 7.3, medianConsultation: 3 });
  });
});

describe('places refilled and late cancellations (issue 41)', () => {
  it('counts places taken from the waitlist, and cancellations under 24 hours before the start as late', () => {
    // 10:00 AM on 3 Nov in Delhi is 04:30 UTC: 04:31 UTC the day before is 23h59m before, 04:29 is 24h01m before.
    const r = figureReport(
      '2026-11-03',
      '2026-11-03',
      [],
      [],
      [
        { date: '2026-11-03', time: '10:00 AM', kind: 'refilled' },
        { date: '2026-11-03', time: '10:00 AM', kind: 'refilled' },
        { date: '2026-11-03', time: '10:00 AM', kind: 'cancelled', at: '2026-11-02T04:31:00.000Z' },
        { date: '2026-11-03', time: '10:00 AM', kind: 'cancelled', at: '2026-11-02T04:29:00.000Z' },
        { date: '2026-11-04', time: '10:00 AM', kind: 'refilled' },
      ],
    );
    expect(r.days[0]).toMatchObject({ refilled: 2, lateCancellations: 1 });
    expect(r.total).toMatchObject({ refilled: 2, lateCancellations: 1 });
  });
});

describe('the figures as text', () => {
  it('writes counts whole, minutes and rates with one decimal, nothing for no figure', () => {
    expect(figureText(12)).toBe('12');
    expect(figureText(7, 1)).toBe('7.0');
    expect(figureText(null, 1)).toBe('');
    expect(
      figureCells({
        bookings: 6,
        walkIns: 2,
        noShows: 1,
        noShowRate: 16.7,
        medianWait: 20,
        medianConsultation: null,
        refilled: 1,
        lateCancellations: 0,
      }),
    ).toEqual(['6', '2', '1', '16.7', '20.0', '', '1', '0']);
    expect(DAY_COLUMNS.map((c) => c.header({ locale: 'en' }))).toEqual([
      'Bookings',
      'Walk-ins',
      'No-shows',
      'No-show rate (%)',
      'Median wait (min)',
      'Median consultation (min)',
      'Refilled from waitlist',
      'Late cancellations',
    ]);
  });
});

describe('the range', () => {
  const en = { locale: 'en' } as const;
  it('defaults to the last four weeks, today included', () => {
    expect(defaultFigureFrom('2026-11-26')).toBe('2026-10-30');
  });

  it('takes real dates in order, at most 366 days', () => {
    expect(figureRangeProblem('2026-01-01', '2026-01-01', en)).toBe('');
    expect(figureRangeProblem('2024-01-01', '2024-12-31', en)).toBe('');
    expect(figureRangeProblem('2026-01-01', '2027-01-01', en)).toBe('');
    expect(figureRangeProblem('2026-01-01', '2027-01-02', en)).toMatch(/366 days/);
    expect(figureRangeProblem('2026-01-02', '2026-01-01', en)).toMatch(/before the first/);
    expect(figureRangeProblem('2026-02-29', '2026-03-01', en)).toMatch(/both dates/);
    expect(figureRangeProblem('', '2026-03-01', en)).toMatch(/both dates/);
  });
});
