import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEK_TIMES,
  defaultTimes,
  groupByPlace,
  placeOf,
  timesToDraw,
} from '../../web/src/features/booking/day-times';

const EIGHT = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'];
const clinic = { id: 'clinic', name: 'Chest Clinic' };
const centre = { id: 'centre', name: 'Delhi Chest Centre' };

/** A Saturday as the availability answers it with an evening session at a second place. */
const saturday = [
  ...EIGHT.map((time) => ({ time, available: true, remaining: 4, place: clinic })),
  ...['06:00 PM', '06:30 PM'].map((time) => ({ time, available: true, remaining: 2, place: centre })),
];

describe('the times a grid draws before the date’s answer', () => {
  it('are the default week’s eight, in clock order', () => {
    expect(DEFAULT_WEEK_TIMES).toEqual(EIGHT);
  });

  it('are the default week’s times of the date, or the whole week’s on a day it has none or a date not yet real', () => {
    expect(defaultTimes('2026-11-24')).toEqual(EIGHT);
    expect(defaultTimes('2026-11-29')).toEqual(EIGHT);
    expect(defaultTimes('')).toEqual(EIGHT);
    expect(defaultTimes('2026-02-30')).toEqual(EIGHT);
  });
});

describe('timesToDraw', () => {
  it('draws the answer’s times, in clock order and each once, not the default eight', () => {
    const answer = [
      { time: '06:30 PM', available: true, remaining: 2 },
      { time: '12:00 PM', available: false, remaining: 0 },
      { time: '06:00 PM', available: true, remaining: 2 },
      { time: '12:00 PM', available: false, remaining: 0 },
    ];
    expect(timesToDraw('2026-11-28', answer).map((s) => s.time)).toEqual(['12:00 PM', '06:00 PM', '06:30 PM']);
  });

  it('takes the first answer that lists any time, and keeps each time’s state', () => {
    const desk = [{ time: '07:00 PM', place: centre }];
    expect(timesToDraw('2026-11-28', [], desk, saturday)).toEqual(desk);
    expect(timesToDraw('2026-11-28', undefined, saturday)).toHaveLength(10);
  });

  it('falls back to the default times, without state, while there is no answer or the day offers none', () => {
    expect(timesToDraw('2026-11-29', [])).toEqual(EIGHT.map((time) => ({ time })));
    expect(timesToDraw('2026-11-24')).toEqual(EIGHT.map((time) => ({ time })));
  });
});

describe('groupByPlace', () => {
  it('keeps one group for a day at one place', () => {
    const monday = EIGHT.map((time) => ({ time, place: clinic }));
    expect(groupByPlace(monday)).toEqual([{ place: clinic, slots: monday }]);
  });

  it('reads an answer without places (cached before places were named) as the single place', () => {
    const old = EIGHT.map((time) => ({ time, available: true, remaining: 4 }));
    expect(groupByPlace(old)).toEqual([{ place: undefined, slots: old }]);
    const mixed = [{ time: '09:00 AM', place: clinic }, { time: '10:00 AM' }];
    expect(groupByPlace(mixed)).toEqual([{ place: clinic, slots: mixed }]);
  });

  it('groups a day’s times per place, each in clock order, the places in the order of their first time', () => {
    const day = [
      { time: '09:00 AM', place: clinic },
      { time: '02:00 PM', place: centre },
      { time: '05:00 PM', place: clinic },
    ];
    expect(groupByPlace(day)).toEqual([
      { place: clinic, slots: [day[0], day[2]] },
      { place: centre, slots: [day[1]] },
    ]);
    expect(groupByPlace(saturday).map((g) => [g.place?.name, g.slots.length])).toEqual([
      ['Chest Clinic', 8],
      ['Delhi Chest Centre', 2],
    ]);
  });
});

describe('placeOf', () => {
  it('names the place of a chosen time, and nothing for a time the answer has no place for', () => {
    expect(placeOf(saturday, '06:30 PM')).toEqual(centre);
    expect(placeOf(saturday, '09:00 AM')).toEqual(clinic);
    expect(placeOf(saturday, '08:00 PM')).toBeUndefined();
    expect(placeOf([{ time: '09:00 AM' }], '09:00 AM')).toBeUndefined();
  });
});
