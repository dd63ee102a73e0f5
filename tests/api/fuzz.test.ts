import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailKey, phoneKey } from '../../common/booking/patient-keys';
import { addDays, clinicDate, TIME_SLOT_LABELS, weekday } from '../../common/booking/schedule';
import { VISIT_REASON_VALUES } from '../../common/booking/visit-reasons';
import { DOCTOR_OPTION } from '../../common/clinic/facts';
import { app } from '../../functions/app';
import type { Env } from '../../functions/platform/env';
import { clientPrefix } from '../../functions/platform/rate-limit';
import { clearAll, restoreSchedule, setSlotCapacity } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

// Capacity is lifted to the schema's most (beforeAll) so every valid body is bookable. E-mail sending is paused, as an operator would during a
// provider incident: the outbox rows are still written in the same batch (and checked below), but thousands of
// renders in one test invocation would exhaust workerd's per-invocation timer quota, which a real request never sees.
const fuzzEnv = {
  ...(env as unknown as Env),
  RESEND_API_KEY: undefined,
  EMAIL_SENDING_PAUSED: 'true',
} as Env;

async function send(path: string, raw: string, headers: Record<string, string> = {}, extra: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: raw,
    }),
    { ...fuzzEnv, ...extra },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const openDates = (() => {
  const out: string[] = [];
  for (let i = 2; i < 50; i++) {
    const d = addDays(clinicDate(), i);
    if (weekday(d) !== 0) out.push(d);
  }
  return out;
})();

// Text a person could type: letters from several scripts, digits, punctuation, no control characters.
const humanText = (min: number, max: number) =>
  fc
    .string({
      unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCXYZ éüñ अआइ ग़ 中文 -'.,0123456789".split('')),
      minLength: min,
      maxLength: max,
    })
    .filter((s) => s.trim().length >= min);

// A person's name: letters of several scripts, spaces, hyphens and apostrophes (no digits, links or addresses).
const nameText = (min: number, max: number) =>
  fc
    .string({
      unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCXYZ éüñ अआइ ग़ 中文 -'".split('')),
      minLength: min,
      maxLength: max,
    })
    .filter((s) => s.trim().length >= min && /\p{L}/u.test(s));

// Every valid body is a new patient (e-mail and phone), so the limit on upcoming bookings per patient never refuses
// one; that limit has a property of its own below.
let serial = 0;
const uniqueEmail = fc.constant(null).map(() => `patient${serial++}@example.com`);
const uniquePhone = fc.constant(null).map(() => `+91 8${String(serial++).padStart(9, '0')}`);

const validAppointment = fc.record({
  full_name: nameText(1, 200),
  email: uniqueEmail,
  phone: uniquePhone,
  appointment_date: fc.constantFrom(...openDates),
  appointment_time: fc.constantFrom(...TIME_SLOT_LABELS),
  selected_doctor: fc.constant(DOCTOR_OPTION),
  message: fc.oneof(fc.constant(''), humanText(1, 2000)),
  reports_uploaded: fc.boolean(),
  visit_reason: fc.constantFrom('', 'not-sure', ...VISIT_REASON_VALUES),
});

// Values that are wrong for every field of both endpoints.
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant(''),
  fc.constant('   '),
  // Too long even after trimming (a long run of spaces would trim down to a valid length).
  fc.string({ minLength: 2001, maxLength: 2100 }).map((s) => `x${s}x`),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\r', '\n', '\u001b'), minLength: 1, maxLength: 5 }),
);

/** A valid body broken in one required field: removed, or set to a value no field accepts. */
function breakOne(fields: readonly string[], valid: fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .tuple(valid, fc.constantFrom(...fields), fc.option(wrongValue, { nil: undefined }))
    .map(([body, field, value]) => {
      const copy: Record<string, unknown> = { ...body };
      if (value === undefined) delete copy[field];
      else copy[field] = value;
      return copy;
    });
}

// Junk that is not a valid body of either endpoint at all.
const junk = fc.oneof(
  fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 })
    .filter((o) => !('email' in o) || typeof o.email !== 'string'),
);

const extraKeys = fc.dictionary(
  fc.constantFrom('constructor', 'prototype', 'id', 'created_at', 'admin', 'status', 'x'),
  fc.jsonValue({ maxDepth: 1 }),
  { maxKeys: 3 },
);

/** JSON text for a body, sometimes with a raw "__proto__" key (which JSON.stringify alone never writes). */
function toRaw(body: unknown, proto: boolean): string {
  const text = JSON.stringify(body);
  return proto && text.startsWith('{') && text.length > 2 ? `{"__proto__":{"polluted":true},${text.slice(1)}` : text;
}

interface Tally {
  valid: number;
  invalid: number;
  accepted: Map<string, Record<string, unknown>>;
}

async function runFuzz(
  path: string,
  kind: fc.Arbitrary<{ valid: boolean; body: unknown; proto: boolean }>,
  tally: Tally,
) {
  await fc.assert(
    fc.asyncProperty(kind, async ({ valid, body, proto }) => {
      const res = await send(path, toRaw(body, proto));
      expect(res.status).toBeLessThan(500);
      const json = await res.json<{ success: boolean; id?: string; error?: string }>();
      if (valid) {
        tally.valid++;
        expect(res.status, JSON.stringify(json)).toBe(201);
        expect(json.success).toBe(true);
        tally.accepted.set(json.id as string, body as Record<string, unknown>);
      } else {
        tally.invalid++;
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(json.success).toBe(false);
        expect(typeof json.error).toBe('string');
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }),
    { numRuns: RUNS },
  );
}

describe('fuzz: every generated body gets 2xx if valid, a 4xx envelope otherwise, never 5xx', () => {
  beforeAll(async () => {
    await clearAll();
    await setSlotCapacity(100);
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await restoreSchedule();
  });

  it(`POST /api/appointment with ${RUNS} bodies`, { timeout: 600_000 }, async () => {
    const tally: Tally = { valid: 0, invalid: 0, accepted: new Map() };
    const fields = ['full_name', 'email', 'phone', 'appointment_date', 'appointment_time', 'selected_doctor'] as const;
    const kind = fc.oneof(
      fc.record({
        valid: fc.constant(true),
        body: fc.tuple(validAppointment, extraKeys).map(([b, x]) => ({ ...x, ...b })),
        proto: fc.boolean(),
      }),
      fc.record({ valid: fc.constant(false), body: breakOne(fields, validAppointment), proto: fc.boolean() }),
      fc.record({ valid: fc.constant(false), body: junk, proto: fc.boolean() }),
    );
    await runFuzz('/api/appointment', kind, tally);

    const { results } = await env.DB.prepare(
      'SELECT id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message, reports_uploaded, visit_reason FROM appointments',
    ).all<Record<string, unknown>>();
    expect(results.length).toBe(tally.accepted.size);
    // The confirmation, the clinic's notice and the reminder of each booking.
    const outbox = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'").first<{
      n: number;
    }>();
    expect(outbox?.n).toBe(results.length * 3);
    for (const row of results) {
      const sent = tally.accepted.get(row.id as string);
      expect(sent, String(row.id)).toBeDefined();
      expect(row).toEqual({
        id: row.id,
        full_name: String(sent?.full_name).trim().normalize('NFC'),
        email: sent?.email,
        phone: sent?.phone,
        appointment_date: sent?.appointment_date,
        appointment_time: sent?.appointment_time,
        selected_doctor: sent?.selected_doctor,
        message: String(sent?.message).trim().normalize('NFC'),
        reports_uploaded: sent?.reports_uploaded ? 1 : 0,
        visit_reason: sent?.visit_reason,
      });
    }
    console.info(
      `fuzz: POST /api/appointment tried ${tally.valid + tally.invalid} bodies (${tally.valid} valid, ${tally.invalid} invalid); ${results.length} rows stored`,
    );
    expect(tally.valid + tally.invalid).toBeGreaterThanOrEqual(RUNS);
  });

  it(`POST /api/contact with ${RUNS} bodies`, { timeout: 600_000 }, async () => {
    const tally: Tally = { valid: 0, invalid: 0, accepted: new Map() };
    const validPage = fc.record({
      name: nameText(1, 200),
      email: uniqueEmail,
      phone: fc.constant(''),
      subject: fc.constantFrom('', 'Book Appointment', 'General Consultation', 'Emergency', 'Other'),
      message: humanText(1, 2000),
    });
    const validHome = fc.record({
      firstName: nameText(1, 99),
      lastName: nameText(1, 99),
      email: uniqueEmail,
      phone: fc.oneof(fc.constant(''), fc.stringMatching(/^\+?[0-9]{7,12}$/)),
      subject: humanText(1, 200),
      message: humanText(1, 2000),
    });
    const kind = fc.oneof(
      fc.record({
        valid: fc.constant(true),
        body: fc.tuple(fc.oneof(validPage, validHome), extraKeys).map(([b, x]) => ({ ...x, ...b })),
        proto: fc.boolean(),
      }),
      fc.record({
        valid: fc.constant(false),
        body: breakOne(['name', 'email', 'message'], validPage),
        proto: fc.boolean(),
      }),
      fc.record({
        valid: fc.constant(false),
        body: breakOne(['firstName', 'lastName', 'email', 'subject', 'message'], validHome),
        proto: fc.boolean(),
      }),
      fc.record({ valid: fc.constant(false), body: junk, proto: fc.boolean() }),
    );
    await runFuzz('/api/contact', kind, tally);
    const stored = await env.DB.prepare('SELECT id, email, message FROM contact_messages').all<{
      id: string;
      email: string;
      message: string;
    }>();
    expect(stored.results.length).toBe(tally.accepted.size);
    for (const row of stored.results) {
      const sent = tally.accepted.get(row.id);
      expect(row.email).toBe(sent?.email);
      expect(row.message).toBe(String(sent?.message).trim().normalize('NFC'));
    }
    console.info(
      `fuzz: POST /api/contact tried ${tally.valid + tally.invalid} bodies (${tally.valid} valid, ${tally.invalid} invalid); ${stored.results.length} rows stored`,
    );
  });

  it('per patient (by e-mail) and per /64: random booking sequences never pass either limit, and answer as a model says', {
    timeout: 300_000,
  }, async () => {
    // A few patients written several ways, from a few clients that rotate their IPv6 addresses inside a /64.
    const emails = ['asha@example.com', 'Asha+2@Example.com', 'ravi@example.com', 'meera@example.com'];
    const phones = ['+91 98110 12345', '098110-12345', '99999 11111', '77777 22222'];
    const clients = ['2001:db8:1:1', '2001:db8:1:2', '203.0.113'];
    const request = fc.record({
      email: fc.constantFrom(...emails),
      phone: fc.constantFrom(...phones),
      client: fc.constantFrom(...clients),
      host: fc.integer({ min: 1, max: 250 }),
      date: fc.constantFrom(...openDates.slice(0, 3)),
      time: fc.constantFrom(...TIME_SLOT_LABELS.slice(0, 3)),
    });
    const limits = { MAX_UPCOMING_BOOKINGS: '2', RATE_LIMIT_APPOINTMENTS: '4' } as Partial<Env>;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 12 }), async (sequence) => {
        runs++;
        await clearAll();
        const held: { email: string; phone: string; date: string; time: string }[] = [];
        const perClient = new Map<string, number>();
        for (const r of sequence) {
          const address = r.client.includes(':') ? `${r.client}::${r.host.toString(16)}` : `${r.client}.${r.host}`;
          const body = {
            full_name: 'Asha Verma',
            email: r.email,
            phone: r.phone,
            appointment_date: r.date,
            appointment_time: r.time,
            selected_doctor: DOCTOR_OPTION,
          };
          // The rate limit counts in fixed 10-minute windows: a request that straddles a window's end cannot be
          // placed by the model, so the rest of that sequence is not judged.
          const windowBefore = Math.floor(Date.now() / 600_000);
          const res = await send('/api/appointment', JSON.stringify(body), { 'CF-Connecting-IP': address }, limits);
          if (Math.floor(Date.now() / 600_000) !== windowBefore) return;
          // The model: every valid request counts against its client's /64 (or IPv4 address) in its window; then
          // the patient's own booking at that time, then the patient's upcoming bookings by e-mail (a phone never
          // limits: it proves nobody).
          const client = `${clientPrefix(address)}@${windowBefore}`;
          const count = (perClient.get(client) ?? 0) + 1;
          perClient.set(client, count);
          const ek = emailKey(r.email);
          const pk = phoneKey(r.phone);
          let expected = 201;
          if (count > 4) expected = 429;
          else if (held.some((h) => h.email === ek && h.date === r.date && h.time === r.time)) expected = 409;
          else if (held.filter((h) => h.email === ek).length >= 2) expected = 409;
          expect(res.status, `${JSON.stringify(r)} after ${JSON.stringify(held)}`).toBe(expected);
          if (expected === 201) held.push({ email: ek, phone: pk, date: r.date, time: r.time });
        }
        const rows = await env.DB.prepare('SELECT email_key, phone_key FROM appointments').all<{
          email_key: string;
          phone_key: string;
        }>();
        expect(rows.results).toHaveLength(held.length);
        for (const row of rows.results) {
          const sameEmail = rows.results.filter((o) => o.email_key === row.email_key).length;
          expect(sameEmail).toBeLessThanOrEqual(2);
        }
      }),
      { numRuns: 60 },
    );
    console.info(`fuzz: per-patient and per-/64 limits held over ${runs} random booking sequences`);
  });
});
