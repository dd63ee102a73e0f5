import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCTOR_OPTION } from '../../common/clinic';
import { addDays, clinicDate, TIME_SLOT_LABELS, weekday } from '../../common/schedule';
import { app } from '../../functions/app';
import type { Env } from '../../functions/env';
import { clearAll } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

// Capacity is lifted so every valid body is bookable. E-mail sending is paused, as an operator would during a
// provider incident: the outbox rows are still written in the same batch (and checked below), but thousands of
// renders in one test invocation would exhaust workerd's per-invocation timer quota, which a real request never sees.
const fuzzEnv = {
  ...(env as unknown as Env),
  SLOT_CAPACITY: '1000000',
  RESEND_API_KEY: undefined,
  EMAIL_SENDING_PAUSED: 'true',
} as Env;

async function send(path: string, raw: string): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    }),
    fuzzEnv,
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

let serial = 0;
const uniqueEmail = fc.constant(null).map(() => `patient${serial++}@example.com`);

const validAppointment = fc.record({
  full_name: humanText(1, 200),
  email: uniqueEmail,
  phone: fc.stringMatching(/^\+?[0-9]{7,12}$/),
  appointment_date: fc.constantFrom(...openDates),
  appointment_time: fc.constantFrom(...TIME_SLOT_LABELS),
  selected_doctor: fc.constant(DOCTOR_OPTION),
  message: fc.oneof(fc.constant(''), humanText(1, 2000)),
  reports_uploaded: fc.boolean(),
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
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(() => vi.restoreAllMocks());

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
      'SELECT id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message, reports_uploaded FROM appointments',
    ).all<Record<string, unknown>>();
    expect(results.length).toBe(tally.accepted.size);
    const outbox = await env.DB.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE status = 'pending'").first<{
      n: number;
    }>();
    expect(outbox?.n).toBe(results.length * 2);
    for (const row of results) {
      const sent = tally.accepted.get(row.id as string);
      expect(sent, String(row.id)).toBeDefined();
      expect(row).toEqual({
        id: row.id,
        full_name: String(sent?.full_name).trim(),
        email: sent?.email,
        phone: sent?.phone,
        appointment_date: sent?.appointment_date,
        appointment_time: sent?.appointment_time,
        selected_doctor: sent?.selected_doctor,
        message: String(sent?.message).trim(),
        reports_uploaded: sent?.reports_uploaded ? 1 : 0,
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
      name: humanText(1, 200),
      email: uniqueEmail,
      phone: fc.constant(''),
      subject: fc.constantFrom('', 'Book Appointment', 'General Consultation', 'Emergency', 'Other'),
      message: humanText(1, 2000),
    });
    const validHome = fc.record({
      firstName: humanText(1, 99),
      lastName: humanText(1, 99),
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
      expect(row.message).toBe(String(sent?.message).trim());
    }
    console.info(
      `fuzz: POST /api/contact tried ${tally.valid + tally.invalid} bodies (${tally.valid} valid, ${tally.invalid} invalid); ${stored.results.length} rows stored`,
    );
  });
});
