import { describe, expect, it } from 'vitest';
import type { PublicStatus } from '../../functions/queue/actions/status';
import { screenPanelJson, sessionLine, statusLines } from '../../functions/queue/html/queue-pages';

const waiting: PublicStatus = {
  state: 'waiting',
  token: 15,
  nowSeeing: 12,
  ahead: 3,
  minutes: 25,
  date: null,
  time: null,
  today: true,
};

describe('statusLines (the status page’s words)', () => {
  it('says the spec’s line in English and in Hindi', () => {
    expect(statusLines(waiting, 'en')).toEqual([
      'Now seeing 12 · your token 15 · 3 ahead · a wait of about 25 minutes',
    ]);
    expect(statusLines(waiting, 'hi')).toEqual([
      'अभी डॉक्टर के पास टोकन 12 · आपका टोकन 15 · आपसे पहले 3 मरीज़ · लगभग 25 मिनट का इंतज़ार',
    ]);
  });

  it('says "too few visits" without an estimate, "a few minutes" under five, "you are next" with nobody ahead', () => {
    expect(statusLines({ ...waiting, minutes: null }, 'en')).toEqual([
      'Now seeing 12 · your token 15 · 3 ahead',
      'Too few visits yet to estimate the wait.',
    ]);
    expect(statusLines({ ...waiting, ahead: 1, minutes: 0 }, 'en')[0]).toBe(
      'Now seeing 12 · your token 15 · 1 ahead · a few minutes',
    );
    expect(statusLines({ ...waiting, ahead: 0, minutes: 0 }, 'en')).toEqual([
      'Now seeing 12 · your token 15 · you are next',
    ]);
    expect(statusLines({ ...waiting, nowSeeing: null, ahead: 0 }, 'en')).toEqual(['Your token 15 · you are next']);
  });

  it('says each state after check-in with the patient’s own token only', () => {
    const said = (state: PublicStatus['state']) => statusLines({ ...waiting, state, ahead: 0, minutes: 0 }, 'en');
    expect(said('called')).toEqual(['Your token 15', 'It is your turn: please go in to the doctor.']);
    expect(said('with_doctor')).toEqual(['Your token 15', 'You are with the doctor.']);
    expect(said('done')).toEqual(['Your token 15', 'Your visit with the doctor is over. Thank you for coming.']);
    expect(said('no_show')[1]).toMatch(/^Missed:/);
    expect(statusLines({ ...waiting, state: 'with_doctor' }, 'hi')[1]).toBe('आप डॉक्टर के पास हैं।');
  });

  it('gives a booking not checked in its time (and its date on another day)', () => {
    const booked: PublicStatus = { ...waiting, state: 'booked', token: null, nowSeeing: null, time: '02:00 PM' };
    expect(statusLines(booked, 'en')).toEqual(['Your time 02:00 PM; check in at the desk when you arrive.']);
    expect(statusLines({ ...booked, nowSeeing: 4 }, 'en')[0]).toBe('Now seeing 4');
    expect(statusLines({ ...booked, today: false, date: '2099-01-05' }, 'hi')).toEqual([
      expect.stringMatching(/^आपकी अपॉइंटमेंट: .*2099$/),
      'आपका समय दोपहर 2:00; क्लिनिक पहुँचकर डेस्क पर चेक-इन कराइए।',
    ]);
  });
});

describe('the screen’s panels', () => {
  it('label the session in both scripts, and the place only when there are several', () => {
    expect(sessionLine('09:00')).toBe('Session from 09:00 AM · सुबह 9:00 से ओपीडी');
    const panel = { place: { en: 'Clinic', hi: 'क्लिनिक' }, start: '09:00', nowSeeing: 3, next: [4, 5] };
    expect(screenPanelJson(panel, 1)).toEqual({
      place: '',
      session: sessionLine('09:00'),
      closed: false,
      now_seeing: 3,
      next: [4, 5],
    });
    // A day without any session says so, not "no more sessions".
    expect(screenPanelJson({ ...panel, start: null, nowSeeing: null, next: [], closedToday: true }, 1)).toMatchObject({
      session: null,
      closed: true,
    });
    expect(screenPanelJson(panel, 2).place).toBe('Clinic · क्लिनिक');
    expect(screenPanelJson({ ...panel, start: null }, 1).session).toBeNull();
  });

  it('name a place without a Hindi name of its own once, not twice', () => {
    const panel = {
      place: { en: 'Delhi Chest Clinic', hi: 'Delhi Chest Clinic' },
      start: '09:00',
      nowSeeing: 3,
      next: [],
    };
    expect(screenPanelJson(panel, 2).place).toBe('Delhi Chest Clinic');
    expect(screenPanelJson({ ...panel, place: { en: 'Delhi Chest Clinic', hi: '' } }, 2).place).toBe(
      'Delhi Chest Clinic',
    );
  });
});
