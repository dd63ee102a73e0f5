import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIMARY_PHONE } from '../../common/clinic';
import { sendDueEmails } from '../../functions/email/deliver';
import type { Env } from '../../functions/env';
import { call, clearAll, count, interceptResend, ORIGIN, openDate, postJson, validAppointment } from './helpers';
import { bookCaptured, outboxOf, patient, testEnv } from './lifecycle-helpers';

beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());

const TABLES = ['appointments', 'contact_messages', 'email_outbox', 'idempotency_keys', 'rate_limits'];

/** A deployment with every secret it needs. */
const DEPLOYED: Partial<Env> = {
  ENVIRONMENT: 'production',
  RESEND_API_KEY: 're_test_key',
  RATE_LIMIT_SALT: 'test-rate-limit-salt',
  MANAGE_LINK_SECRET: 'test-manage-link-secret',
};

const MESSAGE = 'Cough for three weeks.';
const FROM_CLIENT = { 'CF-Connecting-IP': '203.0.113.9' };

/** One of each kind of API request; each would write something (a booking, a message, a rate-limit count) if let in. */
const REQUESTS: Record<string, () => Request> = {
  'POST /api/appointment': () =>
    postJson('/api/appointment', validAppointment({ message: MESSAGE }), {
      ...FROM_CLIENT,
      'Idempotency-Key': 'config-test-draft-1',
    }),
  'POST /api/contact': () =>
    postJson(
      '/api/contact',
      { name: 'Vikram Rao', email: 'vikram@example.com', phone: '', subject: '', message: MESSAGE },
      FROM_CLIENT,
    ),
  'GET /api/health': () => new Request(`${ORIGIN}/api/health`),
  'GET /api/availability': () => new Request(`${ORIGIN}/api/availability?date=${openDate()}`),
  'POST /api/manage/lookup': () => postJson('/api/manage/lookup', { token: 'A'.repeat(43) }, FROM_CLIENT),
};

/** Watches the console and Resend while requests run. */
function watch() {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
  const resend = interceptResend();
  return {
    resend,
    errorLines: () => errors.mock.calls.map((c) => c.map(String).join(' ')),
    logLines: () => logs.mock.calls.map((c) => c.map(String).join(' ')),
  };
}

/** No line printed is (part of) an e-mail: neither the capture banner, nor headers, nor the patient's words. */
function expectNoEmailPrinted(lines: string[]) {
  for (const line of lines) {
    expect(line).not.toContain('captured, not sent');
    expect(line).not.toMatch(/^Subject:|\nSubject:/);
    expect(line).not.toContain(MESSAGE);
  }
}

/**
 * Sends every kind of request with `overrides` and expects each to be refused with 503 and the envelope, nothing
 * written, nothing sent or printed, and one error line (for the whole burst) naming exactly `missing`.
 */
async function expectRefused(overrides: Partial<Env>, missing: string[]) {
  const w = watch();
  for (const [name, request] of Object.entries(REQUESTS)) {
    const res = await call(request(), overrides);
    expect(res.status, name).toBe(503);
    expect(res.headers.get('Retry-After'), name).toBe('300');
    expect(res.headers.get('Content-Type'), name).toMatch(/^application\/json/);
    expect(await res.json(), name).toEqual({ success: false, error: expect.stringContaining(PRIMARY_PHONE.display) });
  }
  for (const table of TABLES) expect(await count(table), table).toBe(0);
  expect(w.resend.calls).toHaveLength(0);
  expectNoEmailPrinted(w.logLines());
  const errors = w.errorLines();
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain(`config: refusing requests: ${missing.join(', ')} not set`);
  return errors[0];
}

/** The same requests, expected to be let in. */
async function expectServed(overrides: Partial<Env>) {
  const w = watch();
  const statuses: Record<string, number> = {};
  for (const [name, request] of Object.entries(REQUESTS)) statuses[name] = (await call(request(), overrides)).status;
  expect(statuses).toEqual({
    'POST /api/appointment': 201,
    'POST /api/contact': 201,
    'GET /api/health': 200,
    'GET /api/availability': 200,
    'POST /api/manage/lookup': 404,
  });
  expect(await count('appointments')).toBe(1);
  expect(await count('contact_messages')).toBe(1);
  expect(w.errorLines().filter((l) => l.startsWith('config:'))).toEqual([]);
  return w;
}

describe('a deployment (ENVIRONMENT other than development)', () => {
  it('with every secret set, books, stores the message and sends the e-mails through Resend', async () => {
    const w = await expectServed(DEPLOYED);
    // The booking's two e-mails and the clinic's notice of the message.
    expect(w.resend.calls).toHaveLength(3);
    expectNoEmailPrinted(w.logLines());
  });

  it.each(['RESEND_API_KEY', 'RATE_LIMIT_SALT', 'MANAGE_LINK_SECRET', 'SITE_ORIGIN'] as const)(
    'without %s answers 503 to every request, writes nothing and logs the name once',
    async (name) => {
      const line = await expectRefused({ ...DEPLOYED, [name]: name === 'SITE_ORIGIN' ? '' : undefined }, [name]);
      expect(line).toContain('ENVIRONMENT=production');
    },
  );

  it('as a preview deployment (ENVIRONMENT=preview), without its secrets, is refused like production', async () => {
    const line = await expectRefused({ ENVIRONMENT: 'preview' }, [
      'RESEND_API_KEY',
      'RATE_LIMIT_SALT',
      'MANAGE_LINK_SECRET',
    ]);
    expect(line).toContain('ENVIRONMENT=preview');
  });

  it('with ENVIRONMENT unset, is a deployment too', async () => {
    const line = await expectRefused({ ENVIRONMENT: undefined, RESEND_API_KEY: 're_test_key' }, [
      'RATE_LIMIT_SALT',
      'MANAGE_LINK_SECRET',
    ]);
    expect(line).toContain('ENVIRONMENT=unset');
  });

  it('without RESEND_API_KEY refuses the booking before any e-mail is captured, so none is ever printed', async () => {
    const w = watch();
    const res = await call(REQUESTS['POST /api/appointment'](), { ...DEPLOYED, RESEND_API_KEY: undefined });
    expect(res.status).toBe(503);
    expect(await count('email_outbox')).toBe(0);
    expectNoEmailPrinted(w.logLines());
  });

  it('prints no e-mail body even if a send is reached without a Resend key outside development', async () => {
    // The second lock: a due e-mail meets deliver.ts with a deployment's settings but no key (config bypassed).
    const { id } = await bookCaptured(patient(1));
    const row = (await outboxOf(id)).find((e) => e.kind === 'appointment_patient');
    await env.DB.prepare(`UPDATE email_outbox SET status = 'pending', attempts = 0 WHERE id = ?1`).bind(row?.id).run();
    const w = watch();
    await sendDueEmails(testEnv({ ...DEPLOYED, RESEND_API_KEY: undefined }));
    expect(w.resend.calls).toHaveLength(0);
    const lines = w.logLines();
    expect(lines).toContain(`email ${row?.id}: captured (appointment_patient), not sent: RESEND_API_KEY is not set`);
    for (const line of lines) {
      expect(line).not.toContain('Subject:');
      expect(line).not.toContain(MESSAGE);
      expect(line).not.toContain(patient(1).email);
    }
    expect((await outboxOf(id)).find((e) => e.id === row?.id)?.status).toBe('captured');
  });
});

describe('Turnstile configuration', () => {
  it('with a site key but no secret answers 503 even in development', async () => {
    await expectRefused({ TURNSTILE_SITE_KEY: '1x00000000000000000000AA' }, ['TURNSTILE_SECRET']);
  });

  it('with a secret but no site key answers 503 even in development', async () => {
    await expectRefused({ TURNSTILE_SECRET: '1x0000000000000000000000000000000AA' }, ['TURNSTILE_SITE_KEY']);
  });

  it('names the missing Turnstile half beside a deployment’s missing secrets', async () => {
    await expectRefused({ ...DEPLOYED, MANAGE_LINK_SECRET: undefined, TURNSTILE_SITE_KEY: 'site-key' }, [
      'MANAGE_LINK_SECRET',
      'TURNSTILE_SECRET',
    ]);
  });

  it('with neither half set, serves requests', async () => {
    await expectServed({ TURNSTILE_SITE_KEY: undefined, TURNSTILE_SECRET: undefined });
  });
});

describe('development (ENVIRONMENT=development)', () => {
  it('serves every request without any secret, capturing the e-mails instead of sending them', async () => {
    const w = await expectServed({
      ENVIRONMENT: 'development',
      RESEND_API_KEY: undefined,
      RATE_LIMIT_SALT: undefined,
      MANAGE_LINK_SECRET: undefined,
    });
    expect(w.resend.calls).toHaveLength(0);
    expect(w.logLines().filter((l) => l.includes('captured, not sent'))).toHaveLength(3);
  });
});
