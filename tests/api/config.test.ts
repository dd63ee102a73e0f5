import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIMARY_PHONE } from '../../common/clinic/facts';
import { STAND_IN_ORIGIN } from '../../common/platform/site-origin';
import { sendDueEmails } from '../../functions/notify/outbox';
import { manageSecretCheck } from '../../functions/platform/deployment-check';
import type { Env } from '../../functions/platform/env';
import {
  builtAssets,
  call,
  clearAll,
  count,
  DEPLOYED_ORIGIN,
  deployment,
  freshDeployment,
  interceptResend,
  ORIGIN,
  openDate,
  postJson,
  validAppointment,
} from './helpers';
import { bookCaptured, outboxOf, patient, testEnv } from './lifecycle-helpers';

beforeEach(async () => {
  await clearAll();
  await freshDeployment();
});
afterEach(() => vi.restoreAllMocks());

const TABLES = ['appointments', 'contact_messages', 'outbox', 'idempotency_keys', 'rate_limits'];

/** A deployment with every secret it needs, its own origin and the build made for it. */
const DEPLOYED: Partial<Env> = deployment();

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
 * written, nothing sent or printed, and one error line (for the whole burst) naming exactly `missing` (the names of
 * unset variables), or starting with `problems` when given as text.
 */
async function expectRefused(overrides: Partial<Env>, problems: string[] | string) {
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
  const text = typeof problems === 'string' ? problems : `${problems.join(', ')} not set`;
  expect(errors[0]).toContain(`config: refusing requests: ${text}`);
  expect(await count('deployment_check')).toBe(0);
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
    expect(await count('outbox')).toBe(0);
    expectNoEmailPrinted(w.logLines());
  });

  it('prints no e-mail body even if a send is reached without a Resend key outside development', async () => {
    // The second lock: a due e-mail meets deliver.ts with a deployment's settings but no key (config bypassed).
    const { id } = await bookCaptured(patient(1));
    const row = (await outboxOf(id)).find((e) => e.kind === 'appointment_patient');
    await env.DB.prepare(`UPDATE outbox SET status = 'pending', attempts = 0 WHERE id = ?1`).bind(row?.id).run();
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

describe("a deployment's origin (decision 015)", () => {
  it('at the stand-in SITE_ORIGIN both wrangler.toml files ship with, answers 503 to every request and logs it once', async () => {
    // The suite's env is read from wrangler.toml, as a deployment's [vars] are.
    expect(env.SITE_ORIGIN).toBe(STAND_IN_ORIGIN);
    const line = await expectRefused(
      { ...DEPLOYED, SITE_ORIGIN: env.SITE_ORIGIN, ASSETS: builtAssets(STAND_IN_ORIGIN) },
      `SITE_ORIGIN is the stand-in ${STAND_IN_ORIGIN} (ENVIRONMENT=production)`,
    );
    expect(line).not.toContain('not set');
  });

  it('refuses the stand-in even when only the build was given the real origin (the old deploy line)', async () => {
    await expectRefused(
      { ...DEPLOYED, SITE_ORIGIN: env.SITE_ORIGIN, ASSETS: builtAssets(DEPLOYED_ORIGIN) },
      `SITE_ORIGIN is the stand-in ${STAND_IN_ORIGIN} (ENVIRONMENT=production)`,
    );
  });

  it('refuses the stand-in however it is written', async () => {
    await expectRefused({ ...DEPLOYED, SITE_ORIGIN: 'HTTPS://DelhiChestClinic.in/' }, 'SITE_ORIGIN is the stand-in');
  });

  it.each([
    'http://clinic.example.org',
    'https://clinic.example.org/book',
    'clinic.example.org',
    'https://clinic.example.org?from=mail',
    'https://user@clinic.example.org',
  ])('refuses SITE_ORIGIN=%s, which is not an https:// origin', async (value) => {
    await expectRefused(
      { ...DEPLOYED, SITE_ORIGIN: value },
      `SITE_ORIGIN is not an https:// origin (${value}) (ENVIRONMENT=production)`,
    );
  });

  it('refuses a SITE_ORIGIN other than the origin its pages were built for, naming both', async () => {
    await expectRefused(
      deployment({ ASSETS: builtAssets('https://other.example.net') }),
      `SITE_ORIGIN ${DEPLOYED_ORIGIN} is not the origin the site was built for, https://other.example.net`,
    );
  });

  it.each([
    ['without the ASSETS binding', undefined, 'no ASSETS binding'],
    ['without build-info.json', builtAssets(null), '/build-info.json answered 404'],
    ['with build-info.json not JSON', builtAssets(DEPLOYED_ORIGIN, '<!doctype html>'), 'holds no https:// origin'],
    ['with an http:// build origin', builtAssets('http://127.0.0.1:8788'), 'holds no https:// origin'],
  ])("fails closed %s: the build's origin cannot be read", async (_how, assets, why) => {
    await expectRefused(deployment({ ASSETS: assets }), `the build's origin could not be read (`);
    const w = watch();
    await freshDeployment();
    expect((await call(new Request(`${ORIGIN}/api/health`), deployment({ ASSETS: assets }))).status).toBe(503);
    expect(w.errorLines()[0]).toContain(why);
  });

  it("reads the build's origin once, not on every request", async () => {
    const assets = builtAssets();
    await expectServed(deployment({ ASSETS: assets }));
    expect(assets.buildInfoReads).toBe(1);
  });

  it('serves the origin written with a trailing slash', async () => {
    await expectServed(deployment({ SITE_ORIGIN: `${DEPLOYED_ORIGIN}/` }));
  });

  it('publishes, once served, its origin and a value derived from its secret (never the secret) for the scheduler', async () => {
    await expectServed(DEPLOYED);
    const rows = await env.DB.prepare('SELECT * FROM deployment_check').all<Record<string, string>>();
    expect(rows.results).toEqual([
      {
        id: 1,
        manage_secret_check: await manageSecretCheck(testEnv(DEPLOYED)),
        site_origin: DEPLOYED_ORIGIN,
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(JSON.stringify(rows.results)).not.toContain(DEPLOYED.MANAGE_LINK_SECRET);
  });
});

describe("a deployment's secrets", () => {
  it.each(['RATE_LIMIT_SALT', 'MANAGE_LINK_SECRET'] as const)(
    'refuses %s shorter than 32 bytes, naming it too short',
    async (name) => {
      await expectRefused(
        { ...DEPLOYED, [name]: 'x'.repeat(31) },
        `${name} too short (31 bytes; at least 32) (ENVIRONMENT=production)`,
      );
    },
  );

  it('counts bytes, not characters: ten Devanagari letters are 30 bytes', async () => {
    await expectRefused({ ...DEPLOYED, MANAGE_LINK_SECRET: 'कखगघङचछजझञ' }, 'MANAGE_LINK_SECRET too short (30 bytes;');
  });

  it('serves with secrets of exactly 32 bytes', async () => {
    await expectServed(deployment({ RATE_LIMIT_SALT: 's'.repeat(32), MANAGE_LINK_SECRET: 'm'.repeat(32) }));
  });

  it('names every problem in the one line', async () => {
    await expectRefused(
      { ...DEPLOYED, RESEND_API_KEY: undefined, RATE_LIMIT_SALT: 'short', SITE_ORIGIN: STAND_IN_ORIGIN },
      `RESEND_API_KEY not set; RATE_LIMIT_SALT too short (5 bytes; at least 32); SITE_ORIGIN is the stand-in ${STAND_IN_ORIGIN}`,
    );
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
    // And at the stand-in origin of wrangler.toml, with no build to read: a developer's machine needs no setup.
    expect(env.SITE_ORIGIN).toBe(STAND_IN_ORIGIN);
    expect(env.ASSETS).toBeUndefined();
    const w = await expectServed({
      ENVIRONMENT: 'development',
      RESEND_API_KEY: undefined,
      RATE_LIMIT_SALT: undefined,
      MANAGE_LINK_SECRET: undefined,
    });
    expect(w.resend.calls).toHaveLength(0);
    expect(w.logLines().filter((l) => l.includes('captured, not sent'))).toHaveLength(3);
    // Nothing is published for a scheduler: the development scheduler checks nothing.
    expect(await count('deployment_check')).toBe(0);
  });
});
