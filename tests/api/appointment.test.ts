import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldMessage } from '../../functions/booking/actions/book';
import {
  call,
  clearAll,
  count,
  emailsButReminders,
  interceptResend,
  openDate,
  patient,
  postJson,
  restoreSchedule,
  SENDING,
  setSlotCapacity,
  sunday,
  validAppointment,
} from './helpers';

beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());
afterEach(restoreSchedule);

async function storedNothing() {
  expect(await count('appointments')).toBe(0);
  expect(await count('outbox')).toBe(0);
}

describe('POST /api/appointment', () => {
  it('stores the booking, its two e-mails captured when no Resend key is set, and its reminder for later', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(postJson('/api/appointment', validAppointment()));
    expect(res.status).toBe(201);
    const body = await res.json<{ success: boolean; id: string }>();
    // With the grant with which the page sends the reports chosen with it (decision 029).
    expect(body).toEqual({
      success: true,
      id: expect.stringMatching(/^apt_[0-9a-f]{32}$/),
      upload: { token: expect.stringMatching(/^\d{10}\.[A-Za-z0-9_-]{43}$/), expires_at: expect.any(String) },
    });

    const row = await env.DB.prepare('SELECT * FROM appointments WHERE id = ?').bind(body.id).first();
    expect(row).toMatchObject({
      full_name: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: '+91 98110 12345',
      appointment_time: '10:00 AM',
      selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
      message: 'Cough for three weeks.',
      reports_uploaded: 1,
      status: 'booked',
      sequence: 0,
      email_key: 'asha.verma@example.com',
      phone_key: '9811012345',
    });
    const outbox = await env.DB.prepare(
      'SELECT kind, status, attempts, detail FROM outbox WHERE ref_id = ? ORDER BY kind',
    )
      .bind(body.id)
      .all();
    const detail = JSON.stringify({ date: openDate(), time: '10:00 AM', placeId: 'clinic', sequence: 0 });
    expect(outbox.results).toEqual([
      { kind: 'appointment_clinic', status: 'captured', attempts: 1, detail },
      { kind: 'appointment_patient', status: 'captured', attempts: 1, detail },
      { kind: 'reminder_patient', status: 'pending', attempts: 0, detail },
    ]);
    const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
    expect(printed).toContain('captured, not sent');
    expect(printed).toContain('Subject: Your appointment with Dr. Rajiv Malhotra');
  });

  it('trims strings and ignores unknown fields', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(
      postJson('/api/appointment', { ...validAppointment({ full_name: '  Ravi Kumar  ' }), admin: true, id: 'x' }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect(id).not.toBe('x');
    const row = await env.DB.prepare('SELECT full_name FROM appointments WHERE id = ?').bind(id).first();
    expect(row).toEqual({ full_name: 'Ravi Kumar' });
  });

  it('sends the confirmation and the clinic notification through Resend with escaped HTML', async () => {
    const { calls } = interceptResend();
    const res = await call(
      postJson(
        '/api/appointment',
        validAppointment({ full_name: "Asha D'Souza", message: '<script>alert(1)</script>\n<b>Line two</b> & more' }),
      ),
      SENDING,
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect(calls).toHaveLength(2);
    const outbox = await env.DB.prepare(
      "SELECT id, kind, status, provider_id FROM outbox WHERE ref_id = ? AND kind <> 'reminder_patient'",
    )
      .bind(id)
      .all<{ id: string; kind: string; status: string; provider_id: string }>();
    const byKind = Object.fromEntries(outbox.results.map((r) => [r.kind, r]));

    for (const c of calls) {
      expect(c.url).toBe('https://api.resend.com/emails');
      expect(c.headers.authorization).toBe('Bearer re_test_key');
      expect(c.body.from).toBe(env.MAIL_FROM);
      expect(c.body.html).not.toContain('<b>Line two</b>');
      expect(c.body.html).not.toContain('<script>');
      expect(c.body.text.length).toBeGreaterThan(50);
    }
    const patient = calls.find((c) => c.body.to === 'asha.verma@example.com');
    const clinic = calls.find((c) => c.body.to === env.CLINIC_INBOX);
    expect(patient?.headers['idempotency-key']).toBe(byKind.appointment_patient.id);
    expect(clinic?.headers['idempotency-key']).toBe(byKind.appointment_clinic.id);
    expect(patient?.body.subject).toMatch(
      /^Your appointment with Dr\. Rajiv Malhotra on (Mon|Tues|Wednes|Thurs|Fri|Satur)day, \d{1,2} [A-Z][a-z]+ \d{4} at 10:00 AM$/,
    );
    expect(patient?.body.text).toContain('A list of the medicines you take now, including inhalers');
    expect(patient?.body.html).toContain('Asha D&#x27;Souza');
    expect(patient?.body.attachments?.[0]?.filename).toBe('appointment.ics');
    expect(patient?.body.text).toMatch(/\/manage#[A-Za-z0-9_-]{43}/);
    expect(clinic?.body.reply_to).toBe('asha.verma@example.com');
    expect(clinic?.body.subject).toContain("New appointment: Asha D'Souza");
    expect(clinic?.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(clinic?.body.html).toContain('&lt;b&gt;Line two&lt;/b&gt; &amp; more');
    for (const field of ['+91 98110 12345', '10:00 AM', 'Dr. Rajiv Malhotra - Pulmonologist', 'Line two']) {
      expect(clinic?.body.html).toContain(field);
    }
    expect(byKind.appointment_patient.status).toBe('sent');
    expect(byKind.appointment_patient.provider_id).toMatch(/^re_\d$/);
    expect(byKind.appointment_clinic.status).toBe('sent');
  });

  for (const [label, reply] of [
    ['500', () => Response.json({ statusCode: 500, name: 'internal_server_error', message: 'boom' }, { status: 500 })],
    [
      '429',
      () => Response.json({ statusCode: 429, name: 'rate_limit_exceeded', message: 'slow down' }, { status: 429 }),
    ],
    [
      'a timeout',
      (_c: unknown, _n: number, signal?: AbortSignal | null) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    ],
  ] as const) {
    it(`keeps the booking and marks the e-mails failed when Resend answers ${label}`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      interceptResend(reply as never);
      const res = await call(postJson('/api/appointment', validAppointment()), SENDING);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ success: true });
      expect(await count('appointments')).toBe(1);
      const rows = await emailsButReminders<{ status: string; last_error: string }>('status, last_error');
      expect(rows).toHaveLength(2);
      for (const r of rows) {
        expect(r.status).toBe('failed');
        expect(r.last_error.length).toBeGreaterThan(0);
      }
      if (label === 'a timeout') expect(rows[0].last_error).toBe('timed out after 300 ms');
      else expect(rows[0].last_error).toContain(label);
    });
  }

  describe('rejections store nothing', () => {
    const cases: [string, () => Request, number, RegExp][] = [
      ['malformed JSON', () => postJson('/api/appointment', '{"full_name": '), 400, /not valid JSON/],
      ['a JSON array', () => postJson('/api/appointment', '[1,2]'), 400, /JSON object/],
      [
        'a text/plain body',
        () =>
          new Request('http://127.0.0.1/api/appointment', {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: JSON.stringify(validAppointment()),
          }),
        415,
        /as JSON/,
      ],
      [
        'a 40 KB body',
        () => postJson('/api/appointment', validAppointment({ message: 'x'.repeat(40 * 1024) })),
        413,
        /too large/,
      ],
      // A valid booking with one field wrong: 400, the error naming the rule.
      ...(
        [
          ['a missing full name', { full_name: undefined }, /full name/],
          ['a blank full name', { full_name: '   ' }, /full name/],
          ['a 201-character name', { full_name: 'a'.repeat(201) }, /200/],
          ['an invalid e-mail', { email: 'asha@' }, /valid email/],
          ['a 256-character e-mail', { email: `${'a'.repeat(244)}@example.com` }, /255/],
          ['a phone of letters', { phone: 'call me' }, /phone/],
          ['a time not written as a slot', { appointment_time: '13:00' }, /available times/],
          ['a date that does not exist', { appointment_date: '2027-02-30' }, /valid date/],
          ['a date in another format', { appointment_date: '30/12/2026' }, /valid date/],
          ['a date in the past', { appointment_date: '2020-01-06' }, /passed/],
          ['a Sunday', { appointment_date: sunday() }, /Sundays/],
          ['reports_uploaded as a string', { reports_uploaded: 'yes' }, /true or false/],
          ['an empty doctor', { selected_doctor: '' }, /doctor/],
          ['a message over 2000 characters', { message: 'm'.repeat(2001) }, /2000/],
          ['a name with a line break', { full_name: 'Asha\r\nBcc: x@example.com' }, /one line/],
          ['a number for the name', { full_name: 42 }, /must be text/],
        ] as [string, Record<string, unknown>, RegExp][]
      ).map(([label, fields, error]): [string, () => Request, number, RegExp] => [
        label,
        () => postJson('/api/appointment', validAppointment(fields)),
        400,
        error,
      ]),
    ];
    for (const [label, make, status, error] of cases) {
      it(`rejects ${label} with ${status}`, async () => {
        const res = await call(make());
        expect(res.status).toBe(status);
        const body = await res.json<{ success: boolean; error: string }>();
        expect(body.success).toBe(false);
        expect(body.error).toMatch(error);
        await storedNothing();
      });
    }

    it('names each invalid field in fields', async () => {
      const res = await call(postJson('/api/appointment', { email: 'nope', appointment_time: 'noon' }));
      expect(res.status).toBe(400);
      const body = await res.json<{ fields: Record<string, string> }>();
      expect(Object.keys(body.fields).sort()).toEqual(
        ['appointment_date', 'appointment_time', 'email', 'full_name', 'phone', 'selected_doctor'].sort(),
      );
      await storedNothing();
    });

    it('rejects GET with 405 and an Allow header', async () => {
      const res = await call(new Request('http://127.0.0.1/api/appointment'));
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toMatchObject({ success: false, error: expect.stringContaining('GET') });
    });
  });

  describe('exactly once', () => {
    it('answers a repeated Idempotency-Key with the first answer and stores one booking', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const headers = { 'Idempotency-Key': 'draft-0001-abcdef' };
      const first = await call(postJson('/api/appointment', validAppointment(), headers));
      const second = await call(postJson('/api/appointment', validAppointment(), headers));
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(await second.json()).toEqual(await first.json());
      expect(await count('appointments')).toBe(1);
      expect(await count('outbox')).toBe(3);
    });

    it('refuses the same key with a different body with 422', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const headers = { 'Idempotency-Key': 'draft-0002-abcdef' };
      await call(postJson('/api/appointment', validAppointment(), headers));
      const res = await call(postJson('/api/appointment', validAppointment({ appointment_time: '11:00 AM' }), headers));
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ success: false });
      expect(await count('appointments')).toBe(1);
    });

    it('gives concurrent replays of one key a single booking', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const headers = { 'Idempotency-Key': 'draft-0003-abcdef' };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call(postJson('/api/appointment', validAppointment(), headers))),
      );
      const bodies = await Promise.all(answers.map((r) => r.json<{ id: string }>()));
      expect(answers.every((r) => r.status === 201)).toBe(true);
      expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
      expect(await count('appointments')).toBe(1);
    });
  });

  describe('capacity', () => {
    it('refuses a full slot with 409 and a patient-readable error', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const date = openDate(3);
      await setSlotCapacity(2);
      for (let i = 0; i < 2; i++) {
        const r = await call(postJson('/api/appointment', validAppointment({ appointment_date: date, ...patient(i) })));
        expect(r.status).toBe(201);
      }
      const res = await call(
        postJson('/api/appointment', validAppointment({ appointment_date: date, ...patient(9, 'late') })),
      );
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        success: false,
        error: 'This time is fully booked. Please choose another time.',
      });
      expect(await count('appointments')).toBe(2);
    });

    it('lets exactly the capacity through when 50 patients book one slot at once', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const date = openDate(4);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(postJson('/api/appointment', validAppointment({ appointment_date: date, ...patient(i, 'racer') }))),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(4);
      expect(statuses.filter((s) => s === 409)).toHaveLength(46);
      expect(await count('appointments')).toBe(4);
      expect(await count('outbox')).toBe(12);
    });

    it('counts only active bookings: a cancelled one frees its place at once', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const date = openDate(3);
      await setSlotCapacity(1);
      const first = await call(postJson('/api/appointment', validAppointment({ appointment_date: date })));
      expect(first.status).toBe(201);
      const late = () =>
        call(postJson('/api/appointment', validAppointment({ appointment_date: date, ...patient(5) })));
      expect((await late()).status).toBe(409);
      const { id } = await first.json<{ id: string }>();
      await env.DB.prepare("UPDATE appointments SET status = 'cancelled' WHERE id = ?").bind(id).run();
      expect((await late()).status).toBe(201);
    });

    it('refuses the same patient twice in one slot with 409', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      await call(postJson('/api/appointment', validAppointment()));
      const res = await call(postJson('/api/appointment', validAppointment({ email: 'ASHA.VERMA@example.com' })));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, error: heldMessage('en') });
    });
  });

  describe('upcoming bookings per patient', () => {
    const at = (time: string, who: Record<string, string> = {}) =>
      postJson('/api/appointment', validAppointment({ appointment_time: time, ...who }));

    it('lets one patient hold 2 upcoming bookings by default and says how to reach the clinic for a third', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      expect((await call(at('09:00 AM'))).status).toBe(201);
      expect((await call(at('10:00 AM'))).status).toBe(201);
      const res = await call(at('11:00 AM'));
      expect(res.status).toBe(409);
      const body = await res.json<{ error: string }>();
      // The same words as any refusal that depends on what the address holds; the clinic's number to reach it.
      expect(body).toEqual({ success: false, error: heldMessage('en') });
      expect(body.error).toContain('+91 98110 45872');
      expect(await count('appointments')).toBe(2);
    });

    it('knows the patient by a normalised e-mail; a phone never blocks a booking, whoever used it before', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      expect((await call(at('09:00 AM', { email: 'Asha.Verma+one@Example.com' }))).status).toBe(201);
      expect((await call(at('10:00 AM', { email: 'asha.verma+two@example.com', phone: '99999 11111' }))).status).toBe(
        201,
      );
      // The same e-mail (without its +tag) as both.
      expect((await call(at('11:00 AM', { phone: '88888 22222' }))).status).toBe(409);
      // Two bookings under the first booking's phone (written other ways) with other addresses: a phone proves
      // nobody, so it cannot lock its owner out (the desk sees the shared phone instead).
      expect((await call(at('12:00 PM', { email: 'someone.else@example.com', phone: '098110-12345' }))).status).toBe(
        201,
      );
      expect((await call(at('02:00 PM', { email: 'third@example.com', phone: '+919811012345' }))).status).toBe(201);
    });

    it('tells a stranger nothing about whose visits are where: a booked and a free slot answer byte for byte alike', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const victim = { email: 'victim@example.com', phone: '97111 22222', full_name: 'Victim Patient' };
      // The victim holds two upcoming bookings (the limit); a stranger plants two under their own phone.
      expect((await call(at('09:00 AM', victim))).status).toBe(201);
      expect((await call(at('11:00 AM', victim))).status).toBe(201);
      const planted = { phone: '96000 33333', full_name: 'Stranger' };
      expect((await call(at('02:00 PM', { ...planted, email: 'a1@example.org' }))).status).toBe(201);
      expect((await call(at('03:00 PM', { ...planted, email: 'a2@example.org' }))).status).toBe(201);
      const before = await count('appointments');
      const emailsBefore = await count('outbox');
      // Probes with the victim's address and the planted phone: the victim's own slot, and a free one.
      const probe = { ...planted, email: 'Victim@Example.com' };
      const booked = await call(at('09:00 AM', probe));
      const free = await call(at('04:00 PM', probe));
      expect(booked.status).toBe(409);
      expect(free.status).toBe(409);
      const [a, b] = [await booked.text(), await free.text()];
      expect(a).toBe(b);
      expect([...booked.headers]).toEqual([...free.headers]);
      // Nothing stored, nothing e-mailed to anyone.
      expect(await count('appointments')).toBe(before);
      expect(await count('outbox')).toBe(emailsBefore);
      // And the answer names nothing of the victim's: it is the general one, in the request's language.
      expect(JSON.parse(a)).toEqual({ success: false, error: heldMessage('en') });
    });

    it('takes MAX_UPCOMING_BOOKINGS from the configuration, and counts only active bookings', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const limit = { MAX_UPCOMING_BOOKINGS: '1' };
      const first = await call(at('09:00 AM'), limit);
      expect(first.status).toBe(201);
      expect((await call(at('10:00 AM'), limit)).status).toBe(409);
      const { id } = await first.json<{ id: string }>();
      await env.DB.prepare("UPDATE appointments SET status = 'cancelled' WHERE id = ?").bind(id).run();
      expect((await call(at('10:00 AM'), limit)).status).toBe(201);
    });

    it('holds when one patient sends 20 bookings for 20 different times at once', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const times = ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM'];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(
            postJson(
              '/api/appointment',
              validAppointment({ appointment_date: openDate(2 + Math.floor(i / 8)), appointment_time: times[i % 8] }),
            ),
          ),
        ),
      );
      expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
      expect(await count('appointments')).toBe(2);
    });
  });

  describe('the profile fields (age, gender, address, medical history, symptoms)', () => {
    const PROFILE =
      'SELECT age, gender, address, medical_history, current_symptoms, patient_under_18, message FROM appointments';
    const guardian = { booked_for: 'other', booker_name: 'Meena Verma', booker_relationship: 'parent_guardian' };

    it("books the spec's exact body, with no profile fields, as before: nothing stored for them", async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const res = await call(postJson('/api/appointment', validAppointment()));
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ success: true, id: expect.any(String), upload: expect.any(Object) });
      expect(await env.DB.prepare(PROFILE).first()).toEqual({
        age: null,
        gender: null,
        address: null,
        medical_history: null,
        current_symptoms: null,
        patient_under_18: 0,
        message: 'Cough for three weeks.',
      });
    });

    it('refuses a patient of 12 booking for themselves with 400 naming age, and stores nothing', async () => {
      for (const extra of [{}, { booked_for: 'self' }]) {
        const res = await call(postJson('/api/appointment', validAppointment({ age: 12, ...extra })));
        expect(res.status).toBe(400);
        const body = await res.json<{ success: boolean; error: string; fields: Record<string, string> }>();
        expect(body.success).toBe(false);
        expect(body.fields).toEqual({ age: expect.stringContaining('A parent or guardian needs to book') });
        expect(body.error).toBe(body.fields.age);
      }
      await storedNothing();
    });

    it('refuses an age under 18 booked by anyone but a parent or guardian, as for patient_under_18', async () => {
      const res = await call(
        postJson('/api/appointment', validAppointment({ age: 12, ...guardian, booker_relationship: 'carer' })),
      );
      expect(res.status).toBe(400);
      const body = await res.json<{ fields: Record<string, string> }>();
      expect(Object.keys(body.fields)).toEqual(['booker_relationship']);
      await storedNothing();
    });

    it('refuses patient_under_18 false with age 12 (and true with age 40) with 400 naming patient_under_18', async () => {
      for (const extra of [
        { age: 12, patient_under_18: false },
        { age: 40, patient_under_18: true },
      ]) {
        const res = await call(postJson('/api/appointment', validAppointment({ ...guardian, ...extra })));
        expect(res.status).toBe(400);
        const body = await res.json<{ fields: Record<string, string> }>();
        expect(body.fields).toEqual({
          patient_under_18: 'The age and "The patient is under 18" do not agree. Please check both.',
        });
      }
      await storedNothing();
    });

    it('books a patient of 12 for a parent: 201, the profile in its columns, under 18 derived from the age', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const { calls } = interceptResend();
      const res = await call(
        postJson(
          '/api/appointment',
          validAppointment({
            full_name: 'Anya Verma',
            ...guardian,
            age: 12,
            gender: 'female',
            address: ' B-12, Lajpat Nagar ',
            medical_history: 'Asthma since 2019\nInhaler at night',
            current_symptoms: 'Wheeze <b>after</b> play',
            message: 'Shy with strangers.',
          }),
        ),
        SENDING,
      );
      expect(res.status, await res.clone().text()).toBe(201);
      expect(await env.DB.prepare(PROFILE).first()).toEqual({
        age: 12,
        gender: 'female',
        address: 'B-12, Lajpat Nagar',
        medical_history: 'Asthma since 2019\nInhaler at night',
        current_symptoms: 'Wheeze <b>after</b> play',
        patient_under_18: 1,
        message: 'Shy with strangers.',
      });
      // The clinic reads them from the columns, escaped; the patient's own e-mail does not repeat them.
      const clinic = calls.find((c) => c.body.to === env.CLINIC_INBOX);
      const patient = calls.find((c) => c.body.to !== env.CLINIC_INBOX);
      expect(clinic?.body.text).toMatch(/Patient under 18\s+Yes/);
      expect(clinic?.body.text).toContain('Age: 12');
      expect(clinic?.body.text).toContain('Gender: Female');
      expect(clinic?.body.text).toContain('Medical History: Asthma since 2019');
      expect(clinic?.body.html).toContain('Current Symptoms: Wheeze &lt;b&gt;after&lt;/b&gt; play');
      expect(patient?.body.text).not.toContain('Asthma');
    });

    it('stores only the profile fields sent: an empty address or history is not stored', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const res = await call(
        postJson('/api/appointment', validAppointment({ age: 46, gender: '', address: '  ', medical_history: '' })),
      );
      expect(res.status).toBe(201);
      expect(await env.DB.prepare(PROFILE).first()).toMatchObject({
        age: 46,
        gender: null,
        address: null,
        medical_history: null,
        current_symptoms: null,
        patient_under_18: 0,
      });
    });

    const bad: [string, Record<string, unknown>, string, RegExp][] = [
      ['a gender not on the list', { gender: 'F' }, 'gender', /choose a gender/],
      ["an age of 'abc'", { age: 'abc' }, 'age', /as a number/],
      ['an age of 200', { age: 200 }, 'age', /between 0 and 120/],
      ['an age of -1', { age: -1 }, 'age', /between 0 and 120/],
      ['an age of 12.5', { age: 12.5 }, 'age', /as a number/],
      ['a 501-character history', { medical_history: 'h'.repeat(501) }, 'medical_history', /500/],
      ['an address on two lines', { address: 'Flat 4\nBcc: x@example.com' }, 'address', /one line/],
    ];
    for (const [label, extra, field, error] of bad) {
      it(`rejects ${label} with 400 naming ${field}, storing nothing`, async () => {
        const res = await call(postJson('/api/appointment', validAppointment(extra)));
        expect(res.status).toBe(400);
        const body = await res.json<{ success: boolean; error: string; fields: Record<string, string> }>();
        expect(body.success).toBe(false);
        expect(Object.keys(body.fields)).toEqual([field]);
        expect(body.error).toMatch(error);
        await storedNothing();
      });
    }

    it('answers in Hindi when the body is in Hindi', async () => {
      const res = await call(postJson('/api/appointment', validAppointment({ age: 200, locale: 'hi' })));
      expect(res.status).toBe(400);
      expect((await res.json<{ fields: Record<string, string> }>()).fields.age).toBe('कृपया 0 से 120 के बीच की उम्र लिखें।');
    });
  });
});
