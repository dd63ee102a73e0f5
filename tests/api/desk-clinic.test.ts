import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { addDays, clinicDate, weekday } from '../../common/booking/schedule';
import { DEFAULT_SCHEDULE } from '../../common/clinic/schedule';
import type { EditableSchedule } from '../../common/clinic/schema';
import { hoursChangedReason } from '../../functions/clinic/actions/edit';
import { readEditableSchedule, readSchedule, saveSchedule } from '../../functions/clinic/db/schedule';
import { accessClaims, auditRows, DESK_ORIGIN, deskCall, deskSession, STAFF, signJwt } from './access-helpers';
import { call, NOT_REMINDERS, patient, postJson, validAppointment } from './helpers';

const session = deskSession('5d0c7e3f9a1b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d');

/** The schedule a new database has, at version 1 again: every test starts from it. */
async function resetSchedule(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM clinic_sessions'),
    env.DB.prepare("DELETE FROM places WHERE id <> 'clinic'"),
  ]);
  const { version: _, ...edit } = DEFAULT_SCHEDULE;
  const places = edit.places.map((p) => ({ ...p, retired: false }));
  const stored = await env.DB.prepare('SELECT version FROM clinic_settings').first<{ version: number }>();
  const today = clinicDate();
  await saveSchedule(env.DB, { ...edit, places }, { version: stored?.version ?? 1, readAt: '9999', today }, 'test', {});
  await env.DB.batch([
    env.DB.prepare('UPDATE clinic_settings SET version = 1'),
    env.DB.prepare('DELETE FROM audit_log'),
  ]);
}

let log: MockInstance<typeof console.log>;

beforeEach(async () => {
  await resetSchedule();
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
});

async function desk<T = Record<string, unknown>>(
  path: string,
  o: { body?: unknown; method?: string; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await deskCall(path, { token: session.token(), ...o });
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { status: res.status, body: await res.json<T>() };
}

const read = () => desk<{ success: true; schedule: EditableSchedule }>('/api/desk/clinic');

type Edit = Omit<EditableSchedule, 'version'> & { version: number; stranded?: string };

/** The stored schedule as the desk would send it back, changed by `change`. */
async function edited(change: (e: Edit) => void): Promise<Edit> {
  const e = structuredClone((await read()).body.schedule) as Edit;
  change(e);
  return e;
}

const put = (body: unknown) =>
  desk<{ success: boolean; error?: string; schedule?: EditableSchedule; cancelled?: string[]; stranded?: Stranded[] }>(
    '/api/desk/clinic',
    { method: 'PUT', body },
  );

interface Stranded {
  id: string;
  date: string;
  time: string;
  placeId: string;
  name: string;
}

const storedVersion = async () =>
  (await env.DB.prepare('SELECT version FROM clinic_settings').first<{ version: number }>())?.version;

const NEW_PLACE = {
  id: 'delhi-chest-centre',
  name: 'Delhi Chest Centre',
  nameHi: 'दिल्ली चेस्ट सेंटर',
  address: '12 Rajpur Road, Civil Lines, Delhi 110054',
  addressHi: '',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Delhi%20Chest%20Centre',
  phone: '011 2391 0000',
  phoneE164: '+911123910000',
  retired: false,
};

const SATURDAY_EVENING = {
  placeId: NEW_PLACE.id,
  weekday: 6,
  start: '18:00',
  end: '20:00',
  slotMinutes: 30,
  capacity: 3,
};

/** The first date after today with that weekday. */
function next(day: number): string {
  let d = addDays(clinicDate(), 1);
  while (weekday(d) !== day) d = addDays(d, 1);
  return d;
}

/** Books as a patient would (POST /api/appointment); returns the booking's id. */
async function book(n: number, date: string, time: string): Promise<string> {
  const body = validAppointment({
    ...patient(n, 'clinic'),
    full_name: `Patient ${'ABCDEFGH'[n]}`,
    appointment_date: date,
    appointment_time: time,
  });
  const res = await call(
    new Request(`${DESK_ORIGIN}/api/appointment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json<{ id: string }>()).id;
}

/** Removes Monday's morning session. */
const withoutMondayMorning = (e: Edit) => {
  e.sessions = e.sessions.filter((s) => !(s.weekday === 1 && s.start === '09:00'));
};

describe('GET /api/desk/clinic', () => {
  it('reads the stored schedule with each place’s retired flag and the version', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body.schedule).toEqual({
      ...DEFAULT_SCHEDULE,
      places: DEFAULT_SCHEDULE.places.map((p) => ({ ...p, retired: false })),
    });
  });
});

describe('PUT /api/desk/clinic', () => {
  it('saves a new place with a Saturday evening session: the version grows by one and the edit is audited', async () => {
    const body = await edited((e) => {
      e.places.push(NEW_PLACE);
      e.sessions.push(SATURDAY_EVENING);
      e.settings.feeInr = 800;
      e.settings.whatsapp = '919810163259';
      e.settings.notice = {
        en: 'Closed for Guru Nanak Jayanti',
        hi: 'गुरु नानक जयंती पर बंद',
        from: '2026-11-24',
        until: '2026-11-25',
      };
    });
    const res = await put(body);
    expect(res.status).toBe(200);
    expect(res.body.schedule?.version).toBe(2);
    const stored = await readSchedule(env.DB);
    expect(stored.version).toBe(2);
    expect(stored.places.map((p) => p.id)).toEqual(['clinic', NEW_PLACE.id]);
    expect(stored.sessions).toContainEqual(SATURDAY_EVENING);
    expect(stored.settings).toMatchObject({ feeInr: 800, whatsapp: '919810163259', notice: body.settings.notice });
    expect((await read()).body.schedule).toEqual(res.body.schedule);
    const rows = await auditRows();
    expect(rows).toEqual([expect.objectContaining({ actor: STAFF, action: 'edit_clinic', target: 'version 2' })]);
    expect(JSON.parse(rows[0]?.detail ?? '')).toEqual({ places: 2, sessions: 13, dateSessions: 0, cancelled: 0 });
  });

  it('saves the sender name of phone messages, and keeps it when a desk page older than the setting sends none', async () => {
    const res = await put(
      await edited((e) => Object.assign(e.settings, { senderName: { en: 'Dr. Kapoor', hi: 'डॉ. कपूर' } })),
    );
    expect(res.status).toBe(200);
    expect((await readSchedule(env.DB)).settings.senderName).toEqual({ en: 'Dr. Kapoor', hi: 'डॉ. कपूर' });
    const older = await put(
      await edited((e) => {
        delete (e.settings as { senderName?: unknown }).senderName;
        e.settings.feeInr = 500;
      }),
    );
    expect(older.status).toBe(200);
    expect((await readSchedule(env.DB)).settings).toMatchObject({
      feeInr: 500,
      senderName: { en: 'Dr. Kapoor', hi: 'डॉ. कपूर' },
    });
  });

  it('retires a place (its sessions go) and keeps it for the bookings that name it', async () => {
    await put(
      await edited((e) => {
        e.places.push(NEW_PLACE);
        e.sessions.push(SATURDAY_EVENING);
      }),
    );
    const res = await put(
      await edited((e) => {
        e.places[1] = { ...NEW_PLACE, retired: true };
        e.sessions = e.sessions.filter((s) => s.placeId !== NEW_PLACE.id);
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.schedule?.places.map((p) => [p.id, p.retired])).toEqual([
      ['clinic', false],
      [NEW_PLACE.id, true],
    ]);
    expect(await storedVersion()).toBe(3);
  });

  it('refuses an edit made from an older version (409) and stores nothing', async () => {
    const first = await edited((e) => {
      e.settings.feeInr = 500;
    });
    const second = structuredClone(first);
    second.settings.feeInr = 900;
    expect((await put(first)).status).toBe(200);
    const stale = await put(second);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error: expect.stringContaining('Reload') });
    expect((await readSchedule(env.DB)).settings.feeInr).toBe(500);
    expect(await storedVersion()).toBe(2);
  });

  const INVALID: [string, (e: Edit) => void, RegExp][] = [
    [
      'an end before the start',
      (e) => Object.assign(e.sessions[0] ?? {}, { start: '13:00', end: '09:00' }),
      /end must come after/,
    ],
    ['no patient per slot', (e) => Object.assign(e.sessions[0] ?? {}, { capacity: 0 }), /at least 1/],
    [
      'a slot longer than its session',
      (e) => Object.assign(e.sessions[0] ?? {}, { slotMinutes: 300 }),
      /slot length must fit/,
    ],
    [
      'overlapping sessions of one day',
      (e) => e.sessions.push({ ...SATURDAY_EVENING, placeId: 'clinic', start: '12:00', end: '15:00' }),
      /overlap/,
    ],
    [
      'two places in one session hour (one doctor)',
      (e) => {
        e.places.push(NEW_PLACE);
        e.sessions.push({ ...SATURDAY_EVENING, start: '10:00', end: '11:00' });
      },
      /overlap/,
    ],
    [
      'a session at an unknown place',
      (e) => e.sessions.push({ ...SATURDAY_EVENING, placeId: 'nowhere' }),
      /unknown place "nowhere"/,
    ],
    [
      'a session at a retired place',
      (e) => {
        e.places.push({ ...NEW_PLACE, retired: true });
        e.sessions.push(SATURDAY_EVENING);
      },
      /retired/,
    ],
    [
      'the stored place left out',
      (e) => {
        e.places = [NEW_PLACE];
        e.sessions = [SATURDAY_EVENING];
      },
      /cannot be removed: retire it/,
    ],
    ['two places with one id', (e) => e.places.push({ ...NEW_PLACE, id: 'clinic' }), /Two places have the id "clinic"/],
    ['a time not written HH:MM', (e) => Object.assign(e.sessions[0] ?? {}, { start: '9 AM' }), /HH:MM/],
    [
      'a map link that is not https',
      (e) => Object.assign(e.places[0] ?? {}, { mapUrl: 'javascript:alert(1)' }),
      /https/,
    ],
    ['a WhatsApp number with a +', (e) => Object.assign(e.settings, { whatsapp: '+91 98110 45872' }), /WhatsApp/],
    [
      'a notice that ends before it starts',
      (e) => Object.assign(e.settings, { notice: { en: 'Closed', hi: 'बंद', from: '2026-12-02', until: '2026-12-01' } }),
      /notice must end/,
    ],
    [
      'an English notice without its Hindi (the Hindi pages would show the English)',
      (e) => Object.assign(e.settings, { notice: { en: 'Closed', hi: '', from: '2026-12-01', until: '2026-12-02' } }),
      /notice in Hindi too/,
    ],
    [
      'a sender name longer than two SMS parts allow',
      (e) => Object.assign(e.settings, { senderName: { en: 'Dr. Malhotra Chest Clinic', hi: 'डॉ. मल्होत्रा' } }),
      /sender name is at most 16 characters/,
    ],
    [
      'an English sender name outside the SMS alphabet (it would send the English SMS as Unicode)',
      (e) => Object.assign(e.settings, { senderName: { en: 'Dr. Malhotra’s', hi: 'डॉ. मल्होत्रा' } }),
      /SMS alphabet/,
    ],
    [
      'an empty Hindi sender name',
      (e) => Object.assign(e.settings, { senderName: { en: 'Dr. Malhotra', hi: ' ' } }),
      /Hindi sender name/,
    ],
    [
      'a dated session on no real date',
      (e) => e.dateSessions.push({ ...SATURDAY_EVENING, placeId: 'clinic', date: '2026-02-30' } as never),
      /valid date/,
    ],
    ['no version', (e) => Object.assign(e, { version: undefined }), /version/],
    ['a negative fee', (e) => Object.assign(e.settings, { feeInr: -1 }), /fee/],
  ];

  it.each(INVALID)('refuses %s with a 400 naming the problem, and stores nothing', async (_, change, problem) => {
    const before = await readSchedule(env.DB);
    const res = await put(await edited(change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(problem) });
    expect(await readSchedule(env.DB)).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it('names each problem of an edit that has several', async () => {
    const res = await put(
      await edited((e) => {
        Object.assign(e.sessions[0] ?? {}, { placeId: 'nowhere' });
        Object.assign(e.sessions[2] ?? {}, { start: '13:00', end: '10:00' });
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(
      /^Please fix these 2 things: .*unknown place "nowhere".*end must come after the start/s,
    );
  });

  it('refuses a stranger and an unsigned token, and stores nothing', async () => {
    const body = await edited((e) => {
      e.settings.feeInr = 100;
    });
    const stranger = await signJwt(session.key(), accessClaims({ email: 'someone@example.com' }));
    const unsigned = `${session.token().split('.').slice(0, 2).join('.')}.`;
    for (const t of [stranger, unsigned, '']) {
      expect((await desk('/api/desk/clinic', { token: t })).status).toBeGreaterThanOrEqual(401);
      const res = await desk('/api/desk/clinic', { method: 'PUT', body, token: t });
      expect([401, 403]).toContain(res.status);
      expect(res.body).toMatchObject({ success: false });
    }
    expect(await storedVersion()).toBe(1);
  });
});

describe('an edit that would strand bookings', () => {
  it('lists both bookings of a removed session (409), then cancels both and e-mails both patients', async () => {
    const monday = next(1);
    const a = await book(1, monday, '09:00 AM');
    const b = await book(2, monday, '11:00 AM');
    const kept = await book(3, monday, '02:00 PM');
    // Patient C booked on the Hindi site: the reason reaches them in Hindi.
    await env.DB.prepare("UPDATE appointments SET locale = 'hi' WHERE id = ?1").bind(b).run();
    const body = await edited(withoutMondayMorning);

    const preview = await desk<{ stranded: Stranded[] }>('/api/desk/clinic/preview', { body });
    expect(preview.status).toBe(200);
    expect(preview.body.stranded.map((s) => s.id).sort()).toEqual([a, b].sort());

    const refused = await put(body);
    expect(refused.status).toBe(409);
    expect(refused.body.stranded).toEqual(
      expect.arrayContaining([
        { id: a, date: monday, time: '09:00 AM', placeId: 'clinic', name: 'Patient B' },
        { id: b, date: monday, time: '11:00 AM', placeId: 'clinic', name: 'Patient C' },
      ]),
    );
    expect(refused.body.stranded).toHaveLength(2);
    expect(await storedVersion()).toBe(1);

    const saved = await put({ ...body, stranded: 'cancel_and_notify' });
    expect(saved.status).toBe(200);
    expect(saved.body.cancelled?.sort()).toEqual([a, b].sort());
    expect(await storedVersion()).toBe(2);
    const { results } = await env.DB.prepare(
      'SELECT id, status, status_reason, status_by FROM appointments ORDER BY id',
    ).all<{ id: string; status: string; status_reason: string; status_by: string }>();
    const byId = new Map(results.map((r) => [r.id, r]));
    for (const [id, locale] of [
      [a, 'en'],
      [b, 'hi'],
    ] as const) {
      expect(byId.get(id)).toMatchObject({
        status: 'cancelled',
        status_reason: hoursChangedReason(locale),
        status_by: `staff:${STAFF}`,
      });
    }
    expect(hoursChangedReason('hi')).toMatch(/[\u0900-\u097F]/);
    expect(byId.get(kept)?.status).toBe('booked');
    const queued = await env.DB.prepare(
      `SELECT ref_id FROM outbox WHERE kind = 'cancellation_patient' AND ${NOT_REMINDERS}`,
    ).all<{ ref_id: string }>();
    expect(queued.results.map((m) => m.ref_id).sort()).toEqual([a, b].sort());
    // Captured (no RESEND_API_KEY here): printed as they would be sent, to both patients.
    const printed = log.mock.calls
      .map((c) => String(c[0]))
      .filter((l) => l.includes('(cancellation_patient) captured'));
    expect(printed.map((l) => /^To: (.*)$/m.exec(l)?.[1]).sort()).toEqual(
      [patient(1, 'clinic').email, patient(2, 'clinic').email].sort(),
    );
    const to = (email: string) => printed.find((l) => l.includes(`To: ${email}`)) ?? '';
    expect(to(patient(1, 'clinic').email)).toContain(hoursChangedReason('en'));
    expect(to(patient(2, 'clinic').email)).toContain(hoursChangedReason('hi'));
    expect(to(patient(2, 'clinic').email)).not.toContain(hoursChangedReason('en'));
    // The audit says what was done without anyone's name.
    const edit = (await auditRows()).find((r) => r.action === 'edit_clinic');
    expect(JSON.parse(edit?.detail ?? '')).toMatchObject({ cancelled: 2 });
    expect(edit?.detail).not.toMatch(/Patient|@/);
  });

  it('counts a time moved to another place as stranding the bookings at the old place', async () => {
    const monday = next(1);
    const a = await book(1, monday, '10:00 AM');
    const res = await put(
      await edited((e) => {
        e.places.push(NEW_PLACE);
        for (const s of e.sessions) if (s.weekday === 1 && s.start === '09:00') s.placeId = NEW_PLACE.id;
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.stranded?.map((s) => s.id)).toEqual([a]);
  });

  it('lets a session shrink around its bookings without asking', async () => {
    const monday = next(1);
    await book(1, monday, '09:00 AM');
    const res = await put(
      await edited((e) => {
        for (const s of e.sessions) if (s.weekday === 1 && s.start === '09:00') s.end = '11:00';
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.cancelled).toEqual([]);
  });
});

describe('saveSchedule (functions/clinic/db/schedule.ts)', () => {
  it('stores nothing when a booking was made after the read its stranded bookings were checked on', async () => {
    const { schedule, readAt } = await readEditableSchedule(env.DB);
    await book(1, next(1), '09:00 AM');
    const { version, ...edit } = structuredClone(schedule);
    withoutMondayMorning(edit as Edit);
    const outcome = await saveSchedule(env.DB, edit, { version, readAt, today: clinicDate() }, STAFF, {});
    expect(outcome).toBe('bookings-changed');
    expect(await readSchedule(env.DB)).toEqual(DEFAULT_SCHEDULE);
    expect(await auditRows()).toEqual([]);
    expect(await saveSchedule(env.DB, edit, { version: 7, readAt: '9999', today: clinicDate() }, STAFF, {})).toBe(
      'stale',
    );
    expect(await readSchedule(env.DB)).toEqual(DEFAULT_SCHEDULE);
  });
});

describe('POST /api/desk/clinic/preview', () => {
  it('answers each place’s weekly hours and stores nothing', async () => {
    const body = await edited((e) => {
      e.places.push(NEW_PLACE);
      e.sessions.push(SATURDAY_EVENING);
    });
    const res = await desk<{ hours: { placeId: string; runs: { days: number[]; ranges: string[][] }[] }[] }>(
      '/api/desk/clinic/preview',
      { body },
    );
    expect(res.status).toBe(200);
    expect(res.body.hours).toEqual([
      {
        placeId: 'clinic',
        name: DEFAULT_SCHEDULE.places[0]?.name,
        runs: [
          {
            days: [1, 2, 3, 4, 5, 6],
            ranges: [
              ['09:00', '13:00'],
              ['14:00', '18:00'],
            ],
          },
          { days: [0], ranges: [] },
        ],
      },
      {
        placeId: NEW_PLACE.id,
        name: NEW_PLACE.name,
        runs: [
          { days: [1, 2, 3, 4, 5], ranges: [] },
          { days: [6], ranges: [['18:00', '20:00']] },
          { days: [0], ranges: [] },
        ],
      },
    ]);
    expect(await storedVersion()).toBe(1);
    expect(await auditRows()).toEqual([]);
  });
});

describe('availability after a save', () => {
  it('drops this data centre’s cached answer for the dates ahead, so the next one is counted again', async () => {
    const monday = next(1);
    const places = async () => {
      const res = await call(new Request(`${DESK_ORIGIN}/api/availability?date=${monday}`));
      return (await res.json<{ slots: { time: string; remaining: number }[] }>()).slots.find(
        (s) => s.time === '02:00 PM',
      )?.remaining;
    };
    const before = await places();
    // A booking made on another host (as in another data centre): this host's cached answer does not know it.
    const elsewhere = validAppointment({
      ...patient(1, 'clinic'),
      appointment_date: monday,
      appointment_time: '02:00 PM',
    });
    expect((await call(postJson('/api/appointment', elsewhere))).status).toBe(201);
    expect(await places()).toBe(before);
    expect((await put(await edited((e) => Object.assign(e.settings, { feeInr: 700 })))).status).toBe(200);
    expect(await places()).toBe((before ?? 0) - 1);
  });

  it('offers the new times at once', async () => {
    const saturday = next(6);
    const body = await edited((e) => {
      e.places.push(NEW_PLACE);
      e.sessions = e.sessions.filter((s) => s.weekday !== 6);
      e.sessions.push(SATURDAY_EVENING);
    });
    // Read once first, so the cached answer is the one a save must drop.
    await call(new Request(`${DESK_ORIGIN}/api/availability?date=${saturday}`));
    expect((await put(body)).status).toBe(200);
    const res = await call(new Request(`${DESK_ORIGIN}/api/availability?date=${saturday}`));
    const slots = (await res.json<{ slots: { time: string; available: boolean }[] }>()).slots;
    expect(slots.map((s) => s.time)).toEqual(['06:00 PM', '06:30 PM', '07:00 PM', '07:30 PM']);
  });
});
