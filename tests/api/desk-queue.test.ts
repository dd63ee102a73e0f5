import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, clinicDate } from '../../common/booking/schedule';
import type { DeskQueueEntry, DeskQueueSession } from '../../common/queue/desk';
import { auditRows, deskCall, deskSession } from './access-helpers';
import { addPlace, addSession, allDaySession, clearQueue, restoreSchedule, SEED_PLACE } from './helpers';

// The queue's rows reference bookings: they go first, before deskSession's hooks empty the bookings.
beforeEach(clearQueue);

const { token } = deskSession('d35k-qu3u3-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f90');

afterEach(async () => {
  await clearQueue();
  await restoreSchedule();
});

const TODAY = clinicDate();
const PLACE = SEED_PLACE.id;

/** A booking of `date` at `time` (a slot label), stored as a booking made earlier would be. */
async function booking(n: number, time = '10:00 AM', date = TODAY, status = 'booked'): Promise<string> {
  const id = `apt_${String(n).padStart(32, '0')}`;
  await env.DB.prepare(
    `INSERT INTO appointments (id, full_name, email, phone, appointment_date, appointment_time, selected_doctor,
       status, place_id)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'Dr. Rajiv Malhotra - Pulmonologist', ?7, ?8)`,
  )
    .bind(
      id,
      `Patient ${String.fromCharCode(65 + (n % 26))}`,
      `p${n}@example.com`,
      `+91 97${String(n).padStart(8, '0')}`,
      date,
      time,
      status,
      PLACE,
    )
    .run();
  return id;
}

const post = (path: string, body: unknown) => deskCall(`/api/desk/queue${path}`, { token: token(), body });

async function json<T>(res: Response): Promise<T & { success: boolean; error?: string }> {
  return (await res.json()) as T & { success: boolean; error?: string };
}

async function checkIn(appointmentId: string): Promise<{ status: number; entry: DeskQueueEntry }> {
  const res = await post('/check-in', { appointment_id: appointmentId });
  const body = await json<{ entry: DeskQueueEntry }>(res);
  return { status: res.status, entry: body.entry };
}

async function walkIn(name: string, extra: Record<string, unknown> = {}) {
  const res = await post('/walk-in', { name, phone: '+91 98100 00000', ...extra });
  return { status: res.status, body: await json<{ entry: DeskQueueEntry }>(res) };
}

async function act(entry: Pick<DeskQueueEntry, 'id' | 'version'>, action: string, extra: Record<string, unknown> = {}) {
  const res = await post(`/${entry.id}`, { action, version: entry.version, ...extra });
  return { status: res.status, body: await json<{ entry: DeskQueueEntry }>(res) };
}

async function queue(date = TODAY) {
  const res = await deskCall(`/api/desk/queue?date=${date}`, { token: token() });
  expect(res.status).toBe(200);
  return json<{ sessions: DeskQueueSession[]; walkInsPerHour: number; medianMinutes: number | null }>(res);
}

async function entryRow(id: string) {
  return env.DB.prepare('SELECT state, version, called_at, skipped_at, priority FROM queue_entries WHERE id = ?1')
    .bind(id)
    .first<{ state: string; version: number; called_at: string | null; skipped_at: string | null; priority: number }>();
}

async function bookingStatus(id: string): Promise<string | undefined> {
  const r = await env.DB.prepare('SELECT status FROM appointments WHERE id = ?1').bind(id).first<{ status: string }>();
  return r?.status;
}

const queueAudits = async () => (await auditRows()).filter((r) => r.action.startsWith('queue_'));

const callNext = (start = '00:00') => post('/call-next', { date: TODAY, place_id: PLACE, start });

describe('POST /api/desk/queue/check-in', () => {
  it('marks the booking arrived and gives it the next token, audited; a second check-in answers the same entry', async () => {
    await allDaySession(TODAY);
    const a = await booking(1);
    const b = await booking(2, '11:00 AM');
    const first = await checkIn(a);
    expect(first.status).toBe(201);
    expect(first.entry).toMatchObject({ token: 1, state: 'waiting', name: 'Patient B', slot_start: '10:00' });
    expect(await bookingStatus(a)).toBe('arrived');
    expect((await checkIn(b)).entry.token).toBe(2);
    const again = await checkIn(a);
    expect(again.status).toBe(200);
    expect(again.entry.id).toBe(first.entry.id);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM queue_entries').first('n')).toBe(2);
    const audits = await queueAudits();
    expect(audits.map((r) => [r.action, r.target, JSON.parse(r.detail).token])).toEqual([
      ['queue_check_in', first.entry.id, 1],
      ['queue_check_in', (await checkIn(b)).entry.id, 2],
    ]);
    expect((await auditRows()).filter((r) => r.action === 'mark_arrived').map((r) => r.target)).toContain(a);
  });

  it('restarts the tokens in each session', async () => {
    await addSession({ placeId: PLACE, date: TODAY, start: '00:00', end: '12:00', slotMinutes: 60, capacity: 50 });
    await addSession({ placeId: PLACE, date: TODAY, start: '12:00', end: '23:59', slotMinutes: 60, capacity: 50 });
    const morning = [await booking(1, '09:00 AM'), await booking(2, '10:00 AM')];
    const afternoon = [await booking(3, '02:00 PM'), await booking(4, '03:00 PM')];
    const tokens = [];
    for (const id of [morning[0], afternoon[0], morning[1], afternoon[1]]) tokens.push((await checkIn(id)).entry);
    expect(tokens.map((e) => [e.session_start, e.token])).toEqual([
      ['00:00', 1],
      ['12:00', 1],
      ['00:00', 2],
      ['12:00', 2],
    ]);
  });

  it('gives ten check-ins and walk-ins at once ten different tokens, 1 to 10', async () => {
    await allDaySession(TODAY);
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => booking(n)));
    const answers = await Promise.all([
      ...ids.map((id) => post('/check-in', { appointment_id: id })),
      ...[1, 2, 3, 4, 5].map((n) =>
        post('/walk-in', { name: `Walk In ${String.fromCharCode(64 + n)}`, phone: '+91 98100 00000' }),
      ),
    ]);
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    const tokens = (
      await env.DB.prepare('SELECT token FROM queue_entries ORDER BY token').all<{ token: number }>()
    ).results.map((r) => r.token);
    expect(tokens).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('checks the same booking in once when two desks press at the same moment', async () => {
    await allDaySession(TODAY);
    const a = await booking(1);
    const both = await Promise.all([checkIn(a), checkIn(a), checkIn(a)]);
    expect(new Set(both.map((x) => x.entry.id)).size).toBe(1);
    expect(both.map((x) => x.status).sort()).toEqual([200, 200, 201]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM queue_entries').first('n')).toBe(1);
    expect((await queueAudits()).length).toBe(1);
  });

  it('refuses a booking of another day (409) and a cancelled one (404), storing nothing', async () => {
    await allDaySession(TODAY);
    const later = await booking(1, '10:00 AM', addDays(TODAY, 1));
    const cancelled = await booking(2, '10:00 AM', TODAY, 'cancelled');
    expect((await post('/check-in', { appointment_id: later })).status).toBe(409);
    expect((await post('/check-in', { appointment_id: cancelled })).status).toBe(404);
    expect(await bookingStatus(later)).toBe('booked');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM queue_entries').first('n')).toBe(0);
    expect(await queueAudits()).toEqual([]);
  });
});

describe('POST /api/desk/queue/walk-in', () => {
  it('adds a walk-in to the session open now, with no booked place', async () => {
    await allDaySession(TODAY);
    const w = await walkIn('Ramesh Kumar', { age: 64, for_other: true, priority: true });
    expect(w.status).toBe(201);
    expect(w.body.entry).toMatchObject({
      token: 1,
      name: 'Ramesh Kumar',
      age: 64,
      for_other: true,
      priority: true,
      appointment_id: null,
      slot_start: null,
      session_start: '00:00',
    });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM appointments').first('n')).toBe(0);
    expect((await queueAudits()).map((r) => r.action)).toEqual(['queue_walk_in']);
  });

  it('answers 409 when no session is left today: the day closed, or a place with no session today', async () => {
    await allDaySession(TODAY);
    await env.DB.prepare(
      `INSERT INTO closures (id, start_date, end_date, slots, reason, created_by) VALUES ('cls_t', ?1, ?1, '[]', 'Holiday', 't')`,
    )
      .bind(TODAY)
      .run();
    const closed = await walkIn('Ramesh Kumar');
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatch(/No session is left today/);
    await env.DB.prepare('DELETE FROM closures').run();
    await addPlace({ ...SEED_PLACE, id: 'annexe', name: 'Annexe' });
    const elsewhere = await walkIn('Ramesh Kumar', { place_id: 'annexe' });
    expect(elsewhere.status).toBe(409);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM queue_entries').first('n')).toBe(0);
  });

  it('adds a walk-in without a phone (many older patients have none): missing, null or blank, stored as none', async () => {
    await allDaySession(TODAY);
    const bodies = [{ name: 'Kamla Devi' }, { name: 'Kamla Devi', phone: null }, { name: 'Kamla Devi', phone: '   ' }];
    for (const [i, body] of bodies.entries()) {
      const res = await post('/walk-in', body);
      expect(res.status, JSON.stringify(body)).toBe(201);
      const { entry } = await json<{ entry: DeskQueueEntry }>(res);
      expect(entry).toMatchObject({ token: i + 1, name: 'Kamla Devi', phone: '', appointment_id: null });
    }
    const stored = await env.DB.prepare('SELECT walk_in_phone FROM queue_entries ORDER BY token').all();
    expect(stored.results).toEqual(bodies.map(() => ({ walk_in_phone: null })));
    // The desk's queue lists them with no phone, and the day reads as usual.
    const [session] = (await queue()).sessions;
    expect(session?.waiting.map((e) => [e.token, e.phone])).toEqual([
      [1, ''],
      [2, ''],
      [3, ''],
    ]);
  });

  it('refuses a phone that is given but malformed with a 400 the desk can act on, and stores nothing', async () => {
    await allDaySession(TODAY);
    for (const phone of ['call me', '12345', '+91 98100 00000 000000', '98100-00000 ext. 2', 42]) {
      const res = await post('/walk-in', { name: 'Ramesh', phone });
      expect(res.status, String(phone)).toBe(400);
      const body = await json<{ fields?: Record<string, string> }>(res);
      expect(body.success).toBe(false);
      expect(body.fields?.phone, String(phone)).toEqual(expect.any(String));
      expect(body.error).toBe(body.fields?.phone);
      // Told to the receptionist, not to a patient filling in their own details.
      expect(body.error).not.toMatch(/\byour\b/i);
    }
    const wrong = await json(await post('/walk-in', { name: 'Ramesh', phone: 'call me' }));
    expect(wrong.error).toBe(
      'This phone number does not look right: 7 to 15 digits (+, spaces, brackets and dashes are fine). Leave it empty if the patient has no phone.',
    );
    const noName = await json(await post('/walk-in', { name: '', phone: '+91 98100 00000' }));
    expect(noName.error).toBe("Please enter the patient's full name.");
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM queue_entries').first('n')).toBe(0);
    expect(await queueAudits()).toEqual([]);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    await allDaySession(TODAY);
    for (const body of [
      {},
      { name: '', phone: '+91 98100 00000' },
      { name: 'Ramesh', phone: 'call me' },
      { name: 'Ramesh', phone: '+91 98100 00000', age: 200 },
      { name: 'Ramesh', phone: '+91 98100 00000', priority: 'yes' },
      { name: 'Ramesh', phone: '+91 98100 00000', place_id: 'No Such Place!' },
      { name: 'Ramesh', phone: '+91 98100 00000', place_id: 'nowhere' },
    ]) {
      const res = await post('/walk-in', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM queue_entries').first('n')).toBe(0);
  });
});

describe('POST /api/desk/queue/:id', () => {
  it('moves an entry through call, with the doctor and done, each audited with its token', async () => {
    await allDaySession(TODAY);
    let e = (await walkIn('Sunita Devi')).body.entry;
    for (const [action, state] of [
      ['call', 'called'],
      ['with_doctor', 'with_doctor'],
      ['done', 'done'],
    ] as const) {
      const r = await act(e, action);
      expect(r.status).toBe(200);
      expect(r.body.entry.state).toBe(state);
      expect(r.body.entry.version).toBe(e.version + 1);
      e = r.body.entry;
    }
    expect(e.called_at && e.seen_at && e.done_at).toBeTruthy();
    expect((await queueAudits()).map((r) => [r.action, JSON.parse(r.detail).token])).toEqual([
      ['queue_walk_in', 1],
      ['queue_call', 1],
      ['queue_with_doctor', 1],
      ['queue_done', 1],
    ]);
  });

  it('refuses a stale version with 409: nothing changes and no audit row is written', async () => {
    await allDaySession(TODAY);
    const e = (await walkIn('Sunita Devi')).body.entry;
    expect((await act(e, 'call')).status).toBe(200);
    const before = await entryRow(e.id);
    const audits = (await queueAudits()).length;
    const stale = await act(e, 'skip');
    expect(stale.status).toBe(409);
    expect(await entryRow(e.id)).toEqual(before);
    expect((await queueAudits()).length).toBe(audits);
  });

  it('applies only one of two desks acting on the same version at once', async () => {
    await allDaySession(TODAY);
    const e = (await walkIn('Sunita Devi')).body.entry;
    const [a, b] = await Promise.all([act(e, 'call'), act(e, 'no_show')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await entryRow(e.id))?.version).toBe(2);
    expect((await queueAudits()).length).toBe(2);
  });

  it('undoes each action with back, clearing what the action stamped', async () => {
    await allDaySession(TODAY);
    let e = (await walkIn('Sunita Devi')).body.entry;
    e = (await act(e, 'call')).body.entry;
    const undone = await act(e, 'back', { state: 'waiting' });
    expect(undone.status).toBe(200);
    expect(undone.body.entry).toMatchObject({ state: 'waiting', called_at: null });
    e = (await act(undone.body.entry, 'skip')).body.entry;
    expect(e.skipped_at).not.toBeNull();
    e = (await act(e, 'back', { state: 'waiting' })).body.entry;
    expect(e.skipped_at).toBeNull();
    e = (await act(e, 'priority')).body.entry;
    expect(e.priority).toBe(true);
    e = (await act(e, 'unpriority')).body.entry;
    expect(e.priority).toBe(false);
    expect((await queueAudits()).map((r) => r.action)).toEqual([
      'queue_walk_in',
      'queue_call',
      'queue_back_waiting',
      'queue_skip',
      'queue_back_waiting',
      'queue_priority',
      'queue_unpriority',
    ]);
  });

  it("marks a booked entry's booking no-show in the same change, and arrived again on undo", async () => {
    await allDaySession(TODAY);
    const a = await booking(1);
    let e = (await checkIn(a)).entry;
    e = (await act(e, 'call')).body.entry;
    const gone = await act(e, 'no_show');
    expect(gone.status).toBe(200);
    expect(await bookingStatus(a)).toBe('no_show');
    const back = await act(gone.body.entry, 'back', { state: 'called' });
    expect(back.status).toBe(200);
    expect(back.body.entry.state).toBe('called');
    expect(await bookingStatus(a)).toBe('arrived');
    const marks = (await auditRows()).filter((r) => r.target === a).map((r) => r.action);
    expect(marks).toEqual(['mark_arrived', 'mark_no_show', 'mark_arrived']);
  });

  it('refuses going back from a no-show when the place was given away, changing nothing', async () => {
    await allDaySession(TODAY, 1);
    const a = await booking(1);
    const gone = (await act((await checkIn(a)).entry, 'no_show')).body.entry;
    await booking(2); // the freed place, taken
    const before = await entryRow(gone.id);
    const audits = (await auditRows()).length;
    const back = await act(gone, 'back', { state: 'waiting' });
    expect(back.status).toBe(409);
    expect(await entryRow(gone.id)).toEqual(before);
    expect(await bookingStatus(a)).toBe('no_show');
    expect((await auditRows()).length).toBe(audits);
  });

  it('refuses an action the state does not allow (409) and bad bodies (400)', async () => {
    await allDaySession(TODAY);
    const e = (await walkIn('Sunita Devi')).body.entry;
    expect((await act(e, 'done')).status).toBe(409);
    for (const body of [
      { action: 'dance', version: 1 },
      { action: 'call' },
      { action: 'call', version: '1' },
      { action: 'back', version: 1 },
      { action: 'back', version: 1, state: 'done' },
      { action: 'call', version: 1, state: 'waiting' },
    ]) {
      const res = await post(`/${e.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await post('/que_nope', { action: 'call', version: 1 })).status).toBe(404);
    expect(await entryRow(e.id)).toMatchObject({ state: 'waiting', version: 1 });
  });
});

describe('POST /api/desk/queue/call-next', () => {
  /** `n` walk-ins, each after the other, in one session with room for all of them this hour. */
  async function walkIns(n: number): Promise<DeskQueueEntry[]> {
    await post('/settings', { walk_ins_per_hour: 60 });
    const out: DeskQueueEntry[] = [];
    for (let i = 0; i < n; i++) out.push((await walkIn(`Walk In ${String.fromCharCode(65 + i)}`)).body.entry);
    return out;
  }

  it('calls the first of the order; two desks at once call two different patients, never skipping one', async () => {
    await allDaySession(TODAY);
    for (let round = 0; round < 3; round++) {
      await clearQueue();
      const entries = await walkIns(7);
      const order = (await queue()).sessions[0]?.waiting.map((e) => e.token);
      expect(order).toEqual(entries.map((e) => e.token));
      const called: number[] = [];
      for (let pair = 0; pair < 3; pair++) {
        const answers = await Promise.all([callNext(), callNext()]);
        expect(answers.map((r) => r.status)).toEqual([200, 200]);
        const tokens = await Promise.all(
          answers.map(async (r) => (await json<{ entry: DeskQueueEntry }>(r)).entry.token),
        );
        expect(new Set(tokens).size).toBe(2);
        called.push(...tokens.sort((a, b) => a - b));
      }
      expect(called).toEqual(order?.slice(0, 6));
      // One left, three desks: one calls it, the others hear that nobody waits.
      const last = await Promise.all([callNext(), callNext(), callNext()]);
      expect(last.map((r) => r.status).sort()).toEqual([200, 404, 404]);
      const states = await env.DB.prepare('SELECT state, COUNT(*) AS n FROM queue_entries GROUP BY state').all();
      expect(states.results).toEqual([{ state: 'called', n: 7 }]);
      expect((await queueAudits()).filter((r) => r.action === 'queue_call_next').length).toBe(7 * (round + 1));
    }
  });

  it('puts priority first and the skipped last', async () => {
    await allDaySession(TODAY);
    const [a, b, c] = await walkIns(3);
    if (!a || !b || !c) throw new Error('three walk-ins');
    await act(a, 'skip');
    await act(c, 'priority');
    const order = [];
    for (let i = 0; i < 3; i++) order.push((await json<{ entry: DeskQueueEntry }>(await callNext())).entry.token);
    expect(order).toEqual([c.token, b.token, a.token]);
  });

  it('answers 404 when nobody waits and 400 for a bad session', async () => {
    await allDaySession(TODAY);
    expect((await callNext()).status).toBe(404);
    expect((await post('/call-next', { date: 'today', place_id: PLACE, start: '00:00' })).status).toBe(400);
    expect((await post('/call-next', { date: TODAY, place_id: PLACE, start: '9am' })).status).toBe(400);
  });
});

describe('GET /api/desk/queue', () => {
  it("lists the day's sessions with names, the order, now seeing, the bookings not checked in and the median", async () => {
    await allDaySession(TODAY);
    const a = await booking(1, '10:00 AM');
    await booking(2, '11:00 AM');
    const e = (await checkIn(a)).entry;
    await walkIn('Sunita Devi');
    await act(e, 'call');
    const q = await queue();
    expect(q.walkInsPerHour).toBe(2);
    expect(q.medianMinutes).toBeNull();
    expect(q.sessions).toHaveLength(1);
    const s = q.sessions[0];
    expect(s).toMatchObject({ place_id: PLACE, start: '00:00', end: '23:59', now_seeing: 1 });
    expect(s?.waiting.map((x) => x.name)).toEqual(['Sunita Devi']);
    expect(s?.others.map((x) => [x.name, x.state])).toEqual([['Patient B', 'called']]);
    expect(s?.expected.map((x) => [x.name, x.time])).toEqual([['Patient C', '11:00 AM']]);
    expect((await auditRows()).some((r) => r.action === 'view_queue' && r.target === TODAY)).toBe(true);
  });

  it('refuses a bad date (400)', async () => {
    const res = await deskCall('/api/desk/queue?date=2026-02-30', { token: token() });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/desk/queue/settings', () => {
  it('sets the walk-ins per hour, bumping the clinic settings version, audited; 0 to 60 only', async () => {
    const v0 = await env.DB.prepare('SELECT version FROM clinic_settings').first<number>('version');
    const res = await post('/settings', { walk_ins_per_hour: 4 });
    expect(res.status).toBe(200);
    expect(await env.DB.prepare('SELECT walk_ins_per_hour AS n, version FROM clinic_settings').first()).toEqual({
      n: 4,
      version: (v0 ?? 0) + 1,
    });
    expect((await auditRows()).map((r) => r.action)).toContain('queue_settings');
    for (const n of [-1, 61, 2.5, '3']) expect((await post('/settings', { walk_ins_per_hour: n })).status).toBe(400);
    expect(await env.DB.prepare('SELECT walk_ins_per_hour AS n FROM clinic_settings').first('n')).toBe(4);
  });
});

describe('the queue is the desk’s', () => {
  it('needs Access for every route, and the desk header for a change', async () => {
    await allDaySession(TODAY);
    expect((await deskCall('/api/desk/queue')).status).toBe(401);
    expect(
      (await deskCall('/api/desk/queue/walk-in', { body: { name: 'Ramesh', phone: '+91 98100 00000' } })).status,
    ).toBe(401);
    const noHeader = await deskCall('/api/desk/queue/walk-in', {
      token: token(),
      body: { name: 'Ramesh', phone: '+91 98100 00000' },
      headers: { 'X-Desk-Request': '' },
    });
    expect(noHeader.status).toBe(403);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM queue_entries').first('n')).toBe(0);
  });
});
