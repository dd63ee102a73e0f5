import { describe, expect, it } from 'vitest';
import { type ClinicSchedule, DEFAULT_SCHEDULE } from '../../common/clinic/schedule';
import {
  actionChange,
  bookingStatusOf,
  type DeskQueueEntry,
  deskQueueSessions,
  walkInSession,
} from '../../common/queue/desk';
import { sessionOfBooking } from '../../common/queue/rules';

/** A Monday: the default schedule's 09:00–13:00 and 14:00–18:00 at the clinic. */
const MONDAY = '2026-11-30';
const SUNDAY = '2026-11-29';
const s = DEFAULT_SCHEDULE;
const withAnnexe: ClinicSchedule = {
  ...s,
  places: [...s.places, { ...s.places[0], id: 'annexe', name: 'Annexe' }],
  dateSessions: [
    { placeId: 'clinic', date: MONDAY, start: '09:00', end: '13:00', slotMinutes: 60, capacity: 4 },
    { placeId: 'annexe', date: MONDAY, start: '09:00', end: '12:00', slotMinutes: 30, capacity: 2 },
  ],
};

describe('sessionOfBooking', () => {
  it("finds the session of the booking's place whose slots hold its time", () => {
    expect(sessionOfBooking(s, MONDAY, 'clinic', '10:00 AM')).toEqual({
      date: MONDAY,
      placeId: 'clinic',
      start: '09:00',
    });
    expect(sessionOfBooking(s, MONDAY, 'clinic', '03:00 PM')?.start).toBe('14:00');
    expect(sessionOfBooking(withAnnexe, MONDAY, 'annexe', '10:30 AM')?.placeId).toBe('annexe');
  });

  it('takes a time within the hours that the slots no longer cut, and nothing outside any session', () => {
    expect(sessionOfBooking(s, MONDAY, 'clinic', '10:30 AM')?.start).toBe('09:00');
    expect(sessionOfBooking(s, MONDAY, 'clinic', '01:30 PM')).toBeNull();
    expect(sessionOfBooking(s, SUNDAY, 'clinic', '10:00 AM')).toBeNull();
    expect(sessionOfBooking(s, MONDAY, 'annexe', '10:00 AM')).toBeNull();
  });
});

describe('walkInSession', () => {
  const min = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  it('joins the session open now, else the next one of the day, else none', () => {
    expect(walkInSession(s, MONDAY, 'clinic', min('08:00'))?.start).toBe('09:00');
    expect(walkInSession(s, MONDAY, 'clinic', min('12:59'))?.start).toBe('09:00');
    expect(walkInSession(s, MONDAY, 'clinic', min('13:30'))?.start).toBe('14:00');
    expect(walkInSession(s, MONDAY, 'clinic', min('18:00'))).toBeNull();
    expect(walkInSession(s, SUNDAY, 'clinic', min('10:00'))).toBeNull();
  });

  it('finds none on a day closed all day, or at a place with no session', () => {
    expect(walkInSession(s, MONDAY, 'clinic', min('10:00'), true)).toBeNull();
    expect(walkInSession(s, MONDAY, 'annexe', min('10:00'))).toBeNull();
    expect(walkInSession(withAnnexe, MONDAY, 'annexe', min('10:00'))?.placeId).toBe('annexe');
  });
});

describe('actionChange', () => {
  const waiting = { state: 'waiting' as const, priority: false, skipped: false };
  it("changes each state as the desk's buttons say", () => {
    expect(actionChange('call', waiting)).toEqual({ ok: true, change: { state: 'called', skipped: false } });
    expect(actionChange('skip', { ...waiting, state: 'called' })).toEqual({
      ok: true,
      change: { state: 'waiting', skipped: true },
    });
    expect(actionChange('recall', { ...waiting, skipped: true })).toEqual({
      ok: true,
      change: { state: 'called', skipped: false },
    });
    expect(actionChange('done', { ...waiting, state: 'with_doctor' })).toEqual({ ok: true, change: { state: 'done' } });
    expect(actionChange('priority', { ...waiting, skipped: true })).toEqual({
      ok: true,
      change: { priority: true, skipped: false },
    });
    expect(actionChange('back', { ...waiting, state: 'no_show' }, 'called')).toEqual({
      ok: true,
      change: { state: 'called', skipped: false },
    });
  });

  it('refuses what the state does not allow, with a reason', () => {
    for (const [action, state] of [
      ['call', 'called'],
      ['done', 'waiting'],
      ['no_show', 'done'],
      ['with_doctor', 'done'],
      ['skip', 'with_doctor'],
      ['priority', 'done'],
    ] as const) {
      const r = actionChange(action, { ...waiting, state });
      expect(r.ok, `${action} from ${state}`).toBe(false);
    }
    expect(actionChange('priority', { ...waiting, priority: true }).ok).toBe(false);
    expect(actionChange('back', waiting, 'waiting').ok).toBe(false);
    expect(actionChange('back', { ...waiting, skipped: true }, 'waiting').ok).toBe(true);
    expect(actionChange('back', waiting).ok).toBe(false);
  });

  it("takes a booking's status from the entry's state", () => {
    expect(bookingStatusOf('no_show')).toBe('no_show');
    expect(bookingStatusOf('called')).toBe('arrived');
  });
});

describe('deskQueueSessions', () => {
  const at = (hhmm: string) => new Date(`${MONDAY}T${hhmm}:00+05:30`).toISOString();
  let n = 0;
  const e = (over: Partial<DeskQueueEntry>): DeskQueueEntry => {
    n += 1;
    return {
      id: `que_${n}`,
      token: n,
      state: 'waiting',
      name: `P${n}`,
      phone: '',
      appointment_id: null,
      erased: false,
      reports: 0,
      slot_start: null,
      age: null,
      for_other: false,
      priority: false,
      skipped_at: null,
      checked_in_at: at('09:00'),
      called_at: null,
      seen_at: null,
      done_at: null,
      version: 1,
      place_id: 'clinic',
      session_start: '09:00',
      ...over,
    };
  };

  it("lists the day's sessions, each with its order, now seeing, the rest and the bookings not checked in", () => {
    const booked = e({ slot_start: '09:00', appointment_id: 'apt_1', checked_in_at: at('08:50') });
    const walk = e({ checked_in_at: at('08:55') });
    const seen = e({ state: 'with_doctor', called_at: at('09:01'), seen_at: at('09:02') });
    const done = e({ state: 'done', called_at: at('08:40'), seen_at: at('08:41'), done_at: at('08:50') });
    const afternoon = e({ session_start: '14:00', checked_in_at: at('13:50') });
    const gone = e({ session_start: '19:00' });
    const sessions = deskQueueSessions(
      s,
      MONDAY,
      [done, seen, walk, booked, afternoon, gone],
      [
        { appointment_id: 'apt_9', name: 'Late', time: '03:00 PM', place_id: 'clinic', status: 'booked', reports: 0 },
        { appointment_id: 'apt_8', name: 'Early', time: '02:00 PM', place_id: 'clinic', status: 'booked', reports: 0 },
      ],
      2,
    );
    expect(sessions.map((x) => [x.start, x.end])).toEqual([
      ['09:00', '13:00'],
      ['14:00', '18:00'],
      ['19:00', null],
    ]);
    const [morning, later] = sessions;
    expect(morning?.waiting.map((x) => x.id)).toEqual([walk.id, booked.id]);
    expect(morning?.others.map((x) => x.id)).toEqual([seen.id, done.id]);
    expect(morning?.now_seeing).toBe(seen.token);
    expect(later?.waiting.map((x) => x.id)).toEqual([afternoon.id]);
    expect(later?.expected.map((x) => x.name)).toEqual(['Early', 'Late']);
    expect(later?.place_name).toBe(s.places[0]?.name);
  });
});
