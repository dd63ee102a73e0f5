import { env } from 'cloudflare:test';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../common/booking/schedule';
import { VISIT_REASONS } from '../../common/booking/visit-reasons';
import type { Env } from '../../functions/platform/env';
import { afterQueueChange } from '../../functions/queue/actions/notify';
import { checkInStatement, queueChangeStatement, walkInStatement } from '../../functions/queue/db/queue';
import { auditRows, DESK_ORIGIN, deskCall, deskSession } from './access-helpers';
import {
  call,
  callShortLink,
  interceptResend,
  openDate,
  postJson,
  restoreSchedule,
  runScheduler,
  SENDING,
  setSlotCapacity,
} from './helpers';

const { token } = deskSession('day-messages-key');
afterAll(restoreSchedule);

const DATE = openDate(3);
const MORNING = { date: DATE, place_id: 'clinic', start: '09:00' };
const REASON = VISIT_REASONS.find((r) => r.value)!;
const SECRET_WORDS = 'persistent cough with blood';

interface Row {
  id: string;
  kind: string;
  channel: string;
  ref_id: string;
  status: string;
  detail: string;
}

async function outbox(kind: string): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, kind, channel, ref_id, status, detail FROM outbox WHERE kind = ?1 ORDER BY ref_id, channel',
  )
    .bind(kind)
    .all<Row>();
  return results;
}

/** Books a patient at `time` of DATE (English unless `locale`), opted in to WhatsApp when `optIn`. */
async function book(n: number, time: string, o: { optIn?: boolean; locale?: 'en' | 'hi' } = {}): Promise<string> {
  const res = await call(
    postJson('/api/appointment', {
      full_name: `Patient ${'ABCDEFGHIJ'[n]}`,
      email: `patient${n}@example.com`,
      phone: `+91 98110 1${String(n).padStart(4, '0')}`,
      appointment_date: DATE,
      appointment_time: time,
      selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
      message: SECRET_WORDS,
      visit_reason: REASON.value,
      reports_uploaded: false,
      messages_opt_in: o.optIn ?? false,
      locale: o.locale ?? 'en',
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json<{ id: string }>()).id;
}

/** Checks a booking in to the morning session (as the desk's queue does) and returns its entry id. */
async function checkIn(appointmentId: string, slot: string): Promise<string> {
  const session = { date: DATE, placeId: 'clinic', start: '09:00' };
  const row = await checkInStatement(env.DB, session, appointmentId, slot).first<{ id: string }>();
  return row!.id;
}

async function moveTo(id: string, state: 'called' | 'with_doctor' | 'done'): Promise<void> {
  const row = await env.DB.prepare('SELECT version FROM queue_entries WHERE id = ?1')
    .bind(id)
    .first<{ version: number }>();
  const changed = await queueChangeStatement(env.DB, id, row!.version, { state }).first();
  expect(changed).not.toBeNull();
}

function desk(path: string, body?: unknown, headers: Record<string, string> = {}, overrides = {}) {
  return deskCall(path, { token: token(), body, headers }, overrides);
}

/** Empties the day's tables (after each test: the next one's fresh desk deletes the bookings they refer to). */
async function clearDay() {
  await env.DB.batch(
    ['follow_ups', 'session_events', 'queue_entries', 'phone_opt_outs'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  );
}
afterEach(clearDay);

describe('POST /api/desk/sessions/late', () => {
  it('tells every patient of the session not yet seen once: e-mail always, WhatsApp for the opted in, each in their language, nothing medical', async () => {
    const asha = await book(1, '09:00 AM', { optIn: true });
    const ravi = await book(2, '10:00 AM', { optIn: true, locale: 'hi' });
    const meena = await book(3, '11:00 AM');
    const seen = await book(4, '09:00 AM', { optIn: true });
    const afternoon = await book(5, '02:00 PM', { optIn: true });
    // One waiting in the queue (told), one already with the doctor (not told).
    await checkIn(asha, '09:00');
    await moveTo(await checkIn(seen, '09:00'), 'with_doctor');
    const { calls } = interceptResend(undefined, true);

    const res = await desk('/api/desk/sessions/late', { ...MORNING, minutes: 30 }, {}, SENDING);
    expect(res.status).toBe(200);
    const body = await res.json<{ event: { id: string; minutes: number }; patients: number; queued: number }>();
    expect(body.patients).toBe(3);
    expect(body.queued).toBe(5);

    const rows = await outbox('running_late_patient');
    const told = (channel: string) => rows.filter((r) => r.channel === channel).map((r) => r.ref_id);
    expect(told('email').sort()).toEqual([asha, ravi, meena].sort());
    expect(told('whatsapp').sort()).toEqual([asha, ravi].sort());
    expect(told('email')).not.toContain(seen);
    expect(told('email')).not.toContain(afternoon);
    for (const r of rows) expect(JSON.parse(r.detail)).toMatchObject({ event: body.event.id, minutes: 30 });
    // Sent after the answer: the e-mails went to Resend, the WhatsApp copies were captured (no Meta secrets here).
    expect(rows.every((r) => r.status === (r.channel === 'email' ? 'sent' : 'captured'))).toBe(true);
    expect(calls).toHaveLength(3);
    const toRavi = calls.find((c) => c.body.to === 'patient2@example.com')!;
    expect(toRavi.body.subject).toContain('लगभग 30 मिनट');
    const toAsha = calls.find((c) => c.body.to === 'patient1@example.com')!;
    expect(toAsha.body.subject).toBe('The doctor is running about 30 minutes late today');
    expect(toAsha.body.text).toContain('about 30 minutes late');
    for (const c of calls) {
      expect(c.body.text).not.toContain(SECRET_WORDS);
      expect(c.body.text.toLowerCase()).not.toContain(REASON.label.toLowerCase());
    }
    const audit = (await auditRows()).filter((a) => a.action === 'session_late');
    expect(audit).toHaveLength(1);
    expect(audit[0].target).toBe(body.event.id);
  });

  it('queues nothing more when pressed again with the same event or the same Idempotency-Key', async () => {
    await book(1, '09:00 AM', { optIn: true });
    await book(2, '10:00 AM');
    const key = { 'Idempotency-Key': 'late-press-0001' };
    const first = await desk('/api/desk/sessions/late', { ...MORNING, minutes: 20 }, key);
    const { event } = await first.json<{ event: { id: string } }>();
    const again = await desk('/api/desk/sessions/late', { ...MORNING, minutes: 20 }, key);
    expect(await again.json()).toMatchObject({ success: true, event: { id: event.id }, queued: 0 });
    const named = await desk('/api/desk/sessions/late', { ...MORNING, minutes: 20, event_id: event.id });
    expect(await named.json()).toMatchObject({ success: true, queued: 0 });
    expect(await outbox('running_late_patient')).toHaveLength(3);
    // A patient booked since is told of the same event once, the others not again.
    const later = await book(3, '12:00 PM');
    const third = await desk('/api/desk/sessions/late', { ...MORNING, minutes: 20, event_id: event.id });
    expect(await third.json()).toMatchObject({ queued: 1, patients: 1 });
    expect((await outbox('running_late_patient')).filter((r) => r.ref_id === later)).toHaveLength(1);
    // A new press without a key is a new event: everyone is told again.
    const fresh = await desk('/api/desk/sessions/late', { ...MORNING, minutes: 45 });
    expect(await fresh.json()).toMatchObject({ queued: 4, patients: 3 });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM session_events').first('n')).toBe(2);
  });

  it('refuses bad input with 400, an unknown session or event with 404/409, and stores nothing', async () => {
    for (const bad of [
      { ...MORNING, minutes: 2 },
      { ...MORNING, minutes: '30' },
      { ...MORNING, start: '9am', minutes: 30 },
      { ...MORNING, date: '2026-02-30', minutes: 30 },
      { date: DATE, start: '09:00', minutes: 30 },
    ]) {
      const res = await desk('/api/desk/sessions/late', bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false });
    }
    expect((await desk('/api/desk/sessions/late', { ...MORNING, start: '07:00', minutes: 30 })).status).toBe(404);
    const unknown = { ...MORNING, minutes: 30, event_id: `sev_${'0'.repeat(32)}` };
    expect((await desk('/api/desk/sessions/late', unknown)).status).toBe(409);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM session_events').first('n')).toBe(0);
    expect(await outbox('running_late_patient')).toHaveLength(0);
  });

  it('answers only staff signed in through Access', async () => {
    const res = await deskCall('/api/desk/sessions/late', { body: { ...MORNING, minutes: 30 } });
    expect(res.status).toBe(401);
    expect((await deskCall('/api/desk/follow-ups')).status).toBe(401);
    expect((await deskCall('/api/desk/queue/que_x/follow-up', { body: { in: '1w' } })).status).toBe(401);
    const forged = await deskCall('/api/desk/sessions/cancel', { token: 'not.a.token', body: MORNING });
    expect(forged.status).toBe(401);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM session_events').first('n')).toBe(0);
  });
});

describe('POST /api/desk/sessions/cancel', () => {
  it('cancels the bookings as the clinic, frees their places and sends the link to book another time', async () => {
    await setSlotCapacity(1);
    try {
      const asha = await book(1, '10:00 AM', { optIn: true });
      const other = await book(2, '02:00 PM');
      const before = await call(new Request(`${DESK_ORIGIN}/api/availability?date=${DATE}`));
      const slot = (r: { slots: { time: string; available: boolean }[] }) =>
        r.slots.find((s) => s.time === '10:00 AM')?.available;
      expect(slot(await before.json())).toBe(false);
      const { calls } = interceptResend(undefined, true);

      const reason = 'The doctor is called to hospital.';
      const res = await desk('/api/desk/sessions/cancel', { ...MORNING, reason }, {}, SENDING);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, patients: 1, event: { kind: 'cancelled' } });
      const row = await env.DB.prepare('SELECT status, status_by FROM appointments WHERE id = ?1').bind(asha).first();
      expect(row).toEqual({ status: 'cancelled', status_by: `staff:reception@delhichestclinic.in` });
      expect(await env.DB.prepare('SELECT status FROM appointments WHERE id = ?1').bind(other).first('status')).toBe(
        'booked',
      );
      const after = await call(new Request(`${DESK_ORIGIN}/api/availability?date=${DATE}`));
      expect(slot(await after.json())).toBe(true);

      const mail = calls.find((c) => c.body.to === 'patient1@example.com')!;
      expect(mail.body.text).toContain('/book-appointment');
      expect(mail.body.text).toContain('The doctor is called to hospital.');
      const phone = (await outbox('cancellation_patient')).filter((r) => r.channel === 'whatsapp');
      expect(phone.map((r) => r.ref_id)).toEqual([asha]);
      const actions = (await auditRows()).map((a) => a.action);
      expect(actions).toContain('session_cancel');
      expect(actions).toContain('cancel');
      // Pressed again: nothing more is cancelled or sent.
      const again = await desk('/api/desk/sessions/cancel', MORNING);
      expect(await again.json()).toMatchObject({ patients: 0 });
      expect(await outbox('cancellation_patient')).toHaveLength(2);
    } finally {
      await restoreSchedule();
    }
  });
});

describe('afterQueueChange: two patients before you', () => {
  it('queues one WhatsApp message per entry, for a booked patient who opted in, when two are ahead', async () => {
    const session = { date: DATE, placeId: 'clinic', start: '09:00' };
    // No walk-ins between booked patients: the walk-in below goes last, whatever the time the test runs.
    await env.DB.prepare('UPDATE clinic_settings SET walk_ins_per_hour = 0').run();
    const ids = [];
    for (let n = 1; n <= 4; n++) ids.push(await book(n, n <= 2 ? '09:00 AM' : '10:00 AM', { optIn: n !== 4 }));
    const entries = [];
    for (const [i, id] of ids.entries()) entries.push(await checkIn(id, i < 2 ? '09:00' : '10:00'));
    await walkInStatement(env.DB, session, {
      name: 'Walk In',
      phone: '9811000000',
      age: 40,
      forOther: false,
      priority: false,
    }).run();
    // Order: 1, 2 (09:00), 3, 4 (10:00), walk-in. Entry 3 has two ahead.
    expect(await afterQueueChange(env, session)).toBe(1);
    expect(await afterQueueChange(env, session)).toBe(0);
    let rows = await outbox('queue_soon_patient');
    expect(rows.map((r) => r.ref_id)).toEqual([ids[2]]);
    expect(rows[0].channel).toBe('whatsapp');
    // The entry and its token, which the message names (issue 38).
    const token = await env.DB.prepare('SELECT token FROM queue_entries WHERE id = ?1').bind(entries[2]).first('token');
    expect(JSON.parse(rows[0].detail)).toMatchObject({ entry: entries[2], token });
    // Its button opens the patient's status page (the queue as it stands), in the booking's language.
    const { linkCode } = await import('../../functions/notify/phone/link');
    const code = await linkCode(env as unknown as Env, rows[0].id);
    const page = await (await callShortLink(new Request(`http://127.0.0.1:8788/m?${code}`))).text();
    expect(page).toContain('<h1>Your place in the queue</h1>');
    expect(page).toContain('>See my place in the queue</button>');
    const open = await callShortLink(new Request(`http://127.0.0.1:8788/m?${code}`, { method: 'POST' }));
    expect(open.status).toBe(303);
    expect(open.headers.get('location')).toMatch(/\/api\/q\/b[0-9a-f]{16}[A-Za-z0-9_-]{12}$/);
    // The queue moves: entry 4 has two ahead but did not opt in; nothing for them, nothing again for entry 3.
    await moveTo(entries[0], 'called');
    await moveTo(entries[0], 'with_doctor');
    await moveTo(entries[0], 'done');
    expect(await afterQueueChange(env, session)).toBe(0);
    rows = await outbox('queue_soon_patient');
    expect(rows).toHaveLength(1);
    await env.DB.prepare('UPDATE clinic_settings SET walk_ins_per_hour = 2').run();
  });
});

describe('follow-ups', () => {
  async function doneEntry(n: number, optIn: boolean): Promise<{ booking: string; entry: string }> {
    const booking = await book(n, '09:00 AM', { optIn });
    const entry = await checkIn(booking, '09:00');
    await moveTo(entry, 'called');
    await moveTo(entry, 'with_doctor');
    await moveTo(entry, 'done');
    return { booking, entry };
  }

  it('a follow-up set at done produces the reminder three days before it is due, with a link whose code yields the details once', async () => {
    const { booking, entry } = await doneEntry(1, true);
    const set = await desk(`/api/desk/queue/${entry}/follow-up`, { in: '1m', note: 'Bring your new chest X-ray.' });
    expect(set.status).toBe(201);
    const { followUp } = await set.json<{ followUp: { due_date: string } }>();
    const [y, mo] = DATE.split('-').map(Number);
    expect(followUp.due_date.slice(0, 7)).toBe(`${mo === 12 ? y + 1 : y}-${String((mo % 12) + 1).padStart(2, '0')}`);

    // Four days before: nothing yet.
    const at = (date: string) => new Date(`${date}T04:00:00.000Z`);
    await runScheduler({}, at(addDays(followUp.due_date, -4)));
    expect(await outbox('follow_up_patient')).toHaveLength(0);
    const { calls } = interceptResend();
    await runScheduler(SENDING, at(addDays(followUp.due_date, -3)));
    await runScheduler(SENDING, at(addDays(followUp.due_date, -2)));
    const rows = await outbox('follow_up_patient');
    expect(rows.map((r) => r.channel)).toEqual(['email', 'whatsapp']);
    expect(rows.every((r) => r.ref_id === booking)).toBe(true);
    expect(calls).toHaveLength(1);
    const text = calls[0].body.text;
    expect(text).toContain('Bring your new chest X-ray.');
    const link = /\/book-appointment#followup=([0-9A-Za-z]{16})\b/.exec(text);
    expect(link).not.toBeNull();

    const prefill = await call(postJson('/api/follow-up/prefill', { code: link![1] }));
    expect(prefill.status).toBe(200);
    expect(await prefill.json()).toEqual({
      success: true,
      prefill: { full_name: 'Patient B', phone: '+91 98110 10001', email: 'patient1@example.com', locale: 'en' },
    });
    const twice = await call(postJson('/api/follow-up/prefill', { code: link![1] }));
    expect(twice.status).toBe(404);
    const forged = `${link![1].slice(0, 6)}${'A'.repeat(10)}`;
    expect((await call(postJson('/api/follow-up/prefill', { code: forged }))).status).toBe(404);
    expect((await call(postJson('/api/follow-up/prefill', { code: 42 }))).status).toBe(400);
    expect(await env.DB.prepare('SELECT reminded_at IS NOT NULL AS r FROM follow_ups').first('r')).toBe(1);
  });

  it('the WhatsApp reminder names no note, and its link opens the booking page with its code', async () => {
    const { entry } = await doneEntry(1, true);
    await desk(`/api/desk/queue/${entry}/follow-up`, { in: '2w', note: 'Bring your new chest X-ray.' });
    const due = addDays(DATE, 14);
    await runScheduler({}, new Date(`${addDays(due, -3)}T04:00:00.000Z`));
    const wa = (await outbox('follow_up_patient')).find((r) => r.channel === 'whatsapp')!;
    expect(wa.detail).not.toContain('X-ray');
    const { linkCode } = await import('../../functions/notify/phone/link');
    const code = await linkCode(env as never, wa.id);
    const res = await callShortLink(new Request(`http://127.0.0.1:8788/m?${code}`, { method: 'POST' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`/book-appointment#followup=${code}$`));
    // Its page says what the link opens (issue 38), before anything is spent.
    const page = await (await callShortLink(new Request(`http://127.0.0.1:8788/m?${code}`))).text();
    expect(page).toContain('<h1>Your follow-up visit</h1>');
    expect(page).toContain('>Choose a time</button>');
  });

  it('lists follow-ups due and not booked, with name and phone, audited; a booking made since takes one off', async () => {
    const a = await doneEntry(1, false);
    const b = await doneEntry(2, false);
    const walkIn = await walkInStatement(
      env.DB,
      { date: DATE, placeId: 'clinic', start: '09:00' },
      { name: 'Suresh Kumar', phone: '98111 22233', age: 60, forOther: false, priority: false },
    ).first<{ id: string }>();
    await moveTo(walkIn!.id, 'called');
    await moveTo(walkIn!.id, 'with_doctor');
    await moveTo(walkIn!.id, 'done');
    for (const e of [a.entry, b.entry, walkIn!.id]) {
      expect((await desk(`/api/desk/queue/${e}/follow-up`, { in: '1w' })).status).toBe(201);
    }
    const dueBy = addDays(DATE, 7);
    const list = async () =>
      (
        await (
          await desk(`/api/desk/follow-ups?due_by=${dueBy}`)
        ).json<{ followUps: { name: string; phone: string }[] }>()
      ).followUps;
    expect((await list()).map((f) => f.name).sort()).toEqual(['Patient B', 'Patient C', 'Suresh Kumar']);
    expect((await list()).find((f) => f.name === 'Suresh Kumar')?.phone).toBe('98111 22233');
    // Patient C books again (the same e-mail): off the list.
    const res = await call(
      postJson('/api/appointment', {
        full_name: 'Patient C',
        email: 'patient2@example.com',
        phone: '+91 98110 10002',
        appointment_date: addDays(DATE, 7),
        appointment_time: '11:00 AM',
        selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
        message: '',
        reports_uploaded: false,
      }),
    );
    expect(res.status).toBe(201);
    expect((await list()).map((f) => f.name).sort()).toEqual(['Patient B', 'Suresh Kumar']);
    // A walk-in without e-mail or opt-in gets no message: the list is theirs.
    await runScheduler({}, new Date(`${addDays(DATE, 5)}T04:00:00.000Z`));
    expect(await outbox('follow_up_patient')).toHaveLength(1);
    expect((await auditRows()).filter((r) => r.action === 'view_follow_ups').length).toBeGreaterThanOrEqual(3);
    expect((await auditRows()).filter((r) => r.action === 'follow_up_set')).toHaveLength(3);
  });

  it('lists a walk-in who gave no phone with none to call, and no booking made since is taken for theirs', async () => {
    const walkIn = await walkInStatement(
      env.DB,
      { date: DATE, placeId: 'clinic', start: '09:00' },
      { name: 'Kamla Devi', phone: null, age: 78, forOther: true, priority: false },
    ).first<{ id: string }>();
    for (const state of ['called', 'with_doctor', 'done'] as const) await moveTo(walkIn!.id, state);
    expect((await desk(`/api/desk/queue/${walkIn!.id}/follow-up`, { in: '1w' })).status).toBe(201);
    // Someone else books meanwhile: a walk-in with no phone matches nobody's booking.
    expect(
      (
        await call(
          postJson('/api/appointment', {
            full_name: 'Patient Z',
            email: 'patient.z@example.com',
            phone: '+91 98110 10099',
            appointment_date: addDays(DATE, 7),
            appointment_time: '11:00 AM',
            selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
            message: '',
            reports_uploaded: false,
          }),
        )
      ).status,
    ).toBe(201);
    const res = await desk(`/api/desk/follow-ups?due_by=${addDays(DATE, 7)}`);
    const { followUps } = await res.json<{ followUps: { name: string; phone: string | null; walk_in: number }[] }>();
    expect(followUps.map((f) => [f.name, f.phone, f.walk_in])).toEqual([['Kamla Devi', null, 1]]);
  });

  it('refuses a follow-up for an entry not done, a bad choice or date, and a bad due_by', async () => {
    const booking = await book(1, '09:00 AM');
    const entry = await checkIn(booking, '09:00');
    expect((await desk(`/api/desk/queue/${entry}/follow-up`, { in: '1w' })).status).toBe(409);
    await moveTo(entry, 'called');
    await moveTo(entry, 'with_doctor');
    await moveTo(entry, 'done');
    for (const bad of [{ in: '5w' }, { in: '2026-13-01' }, {}, { in: '1w', note: 7 }, { in: DATE }]) {
      const res = await desk(`/api/desk/queue/${entry}/follow-up`, bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false });
    }
    expect((await desk('/api/desk/queue/que_nope/follow-up', { in: '1w' })).status).toBe(404);
    expect((await desk('/api/desk/follow-ups?due_by=tomorrow')).status).toBe(400);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM follow_ups').first('n')).toBe(0);
  });
});
