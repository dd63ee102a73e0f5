import { describe, expect, it } from 'vitest';
import {
  clinicMinutes,
  medianConsultationMinutes,
  nextTokens,
  nowSeeing,
  positionOf,
  type QueueEntry,
  queueOrder,
} from '../../common/queue/rules';

/** An ISO instant at a clinic time ('HH:MM', IST) on 2026-11-30. */
const at = (hhmm: string) => new Date(`2026-11-30T${hhmm}:00+05:30`).toISOString();

let next = 0;
function entry(over: Partial<QueueEntry> & { checkIn: string }): QueueEntry {
  next += 1;
  const { checkIn, ...rest } = over;
  return {
    id: `que_${next}`,
    token: next,
    state: 'waiting',
    slotStart: null,
    priority: false,
    skippedAt: null,
    checkedInAt: at(checkIn),
    calledAt: null,
    seenAt: null,
    doneAt: null,
    ...rest,
  };
}
const booked = (slot: string, checkIn: string, over: Partial<QueueEntry> = {}) =>
  entry({ slotStart: slot, checkIn, ...over });
const walkIn = (checkIn: string, over: Partial<QueueEntry> = {}) => entry({ checkIn, ...over });
const tokens = (list: QueueEntry[]) => list.map((e) => e.token);

describe('clinicMinutes', () => {
  it('reads an instant on the clinic clock (IST), whatever the zone it was written in', () => {
    expect(clinicMinutes('2026-11-30T04:00:00.000Z')).toBe(9 * 60 + 30);
    expect(clinicMinutes('2026-11-30T18:45:00.000Z')).toBe(15);
  });
});

describe('queueOrder', () => {
  it('sees booked patients by their slot, not by when they arrived', () => {
    const late = booked('09:00', '09:40');
    const early = booked('10:00', '09:05');
    expect(tokens(queueOrder([early, late], 2))).toEqual([late.token, early.token]);
  });

  it('puts a walk-in at the time they came, after a booked patient of the same minute', () => {
    const w = walkIn('09:00');
    const b9 = booked('09:00', '08:55');
    const b10 = booked('10:00', '09:30');
    expect(tokens(queueOrder([w, b10, b9], 2))).toEqual([b9.token, w.token, b10.token]);
  });

  it('takes at most N walk-ins in an hour: the next waits for the next hour with room', () => {
    const ws = [walkIn('09:05'), walkIn('09:10'), walkIn('09:15')];
    const b10 = booked('10:00', '09:00');
    const b11 = booked('11:00', '09:00');
    // Two walk-ins in the 9 o'clock hour; the third goes at 10:00, after the 10:00 booking.
    expect(tokens(queueOrder([...ws, b10, b11], 2))).toEqual([
      ws[0].token,
      ws[1].token,
      b10.token,
      ws[2].token,
      b11.token,
    ]);
  });

  it('with no walk-ins per hour, sees walk-ins only after every booked patient', () => {
    const w = walkIn('09:00');
    const b = [booked('10:00', '09:00'), booked('11:00', '09:00')];
    expect(tokens(queueOrder([w, ...b], 0))).toEqual([b[0].token, b[1].token, w.token]);
  });

  it('sees priority first, and the skipped last in the order skipped', () => {
    const b9 = booked('09:00', '08:50');
    const breathless = walkIn('09:30', { priority: true });
    const skippedFirst = booked('09:00', '08:51', { skippedAt: at('09:20') });
    const skippedSecond = walkIn('08:59', { skippedAt: at('09:25') });
    expect(tokens(queueOrder([skippedSecond, b9, skippedFirst, breathless], 2))).toEqual([
      breathless.token,
      b9.token,
      skippedFirst.token,
      skippedSecond.token,
    ]);
  });

  it('leaves out everyone not waiting', () => {
    const states = ['called', 'with_doctor', 'done', 'no_show'] as const;
    const gone = states.map((state) => booked('09:00', '08:50', { state }));
    const w = walkIn('09:00');
    expect(tokens(queueOrder([...gone, w], 2))).toEqual([w.token]);
  });
});

describe('the patient’s position and the estimate', () => {
  /** A finished consultation of `minutes`, ending at `end`. */
  const done = (minutes: number, end: string) =>
    booked('09:00', '08:30', {
      state: 'done',
      seenAt: new Date(Date.parse(at(end)) - minutes * 60_000).toISOString(),
      doneAt: at(end),
    });

  it('takes the median of the day’s latest consultations, and says nothing with fewer than three', () => {
    expect(medianConsultationMinutes([done(8, '09:10'), done(12, '09:25')])).toBeNull();
    expect(medianConsultationMinutes([done(8, '09:10'), done(12, '09:25'), done(30, '10:00')])).toBe(12);
    expect(medianConsultationMinutes([done(8, '09:10'), done(12, '09:25'), done(30, '10:00'), done(10, '10:20')])).toBe(
      11,
    );
  });

  it('counts the called-not-yet-in and the waiting ahead, and estimates in steps of five minutes', () => {
    const history = [done(9, '09:10'), done(10, '09:25'), done(11, '09:40')];
    const inRoom = booked('09:00', '08:50', { state: 'with_doctor', seenAt: at('09:41') });
    const called = booked('10:00', '09:00', { state: 'called', calledAt: at('09:50') });
    const a = booked('09:00', '09:01');
    const me = walkIn('09:30');
    const session = [...history, inRoom, called, a, me];
    expect(positionOf(me.id, session, session, 2)).toEqual({
      token: me.token,
      state: 'waiting',
      nowSeeing: inRoom.token,
      ahead: 2,
      minutes: 20,
    });
    // Too few consultations: the count, no minutes.
    expect(positionOf(me.id, [inRoom, called, a, me], [inRoom, called, a, me], 2)).toMatchObject({
      ahead: 2,
      minutes: null,
    });
    expect(positionOf(called.id, session, session, 2)).toMatchObject({ ahead: 0, minutes: 0, state: 'called' });
    expect(positionOf('que_nobody', session, session, 2)).toBeNull();
  });

  it('shows the screen the called first, then the queue, tokens only', () => {
    const inRoom = booked('09:00', '08:50', { state: 'with_doctor', seenAt: at('09:41') });
    const called = booked('10:00', '09:00', { state: 'called', calledAt: at('09:50') });
    const a = booked('10:00', '09:01');
    const w = walkIn('09:30');
    expect(nowSeeing([inRoom, called, a, w])).toBe(inRoom.token);
    expect(nowSeeing([called, a])).toBe(called.token);
    expect(nowSeeing([a])).toBeNull();
    expect(nextTokens([inRoom, called, a, w], 2, 3)).toEqual([called.token, w.token, a.token]);
    // Called with nobody in the room yet: that token is "now seeing", and not "next" as well.
    expect(nextTokens([called, a, w], 2, 3)).toEqual([w.token, a.token]);
  });
});
