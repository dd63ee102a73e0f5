import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/platform/env';
import { SITEVERIFY_URL } from '../../functions/platform/turnstile';
import { call, clearAll, count, deployment, ORIGIN, postJson, validAppointment } from './helpers';

// Cloudflare's documented test keys: the site key always passes; of the secrets, the first always passes and the
// second always fails.
const SITE_KEY = '1x00000000000000000000AA';
const PASSES = '1x0000000000000000000000000000000AA';
const FAILS = '2x0000000000000000000000000000000AA';

/** The request's own hostname (tests/api/helpers.ts posts to ORIGIN) and SITE_ORIGIN's, from wrangler.toml. */
const REQUEST_HOST = new URL(ORIGIN).hostname;
const SITE_HOST = 'delhichestclinic.in';

interface Verification {
  url: string;
  secret: string;
  response: string;
  remoteip: string | null;
}

/**
 * A widget's token, as the tests' stand-in for Cloudflare reads it back: where it was solved and for which form.
 * Real tokens are opaque; Cloudflare returns the same two facts from siteverify.
 */
const tokenFor = (hostname: string, action: string, n = 1) => `tok~${hostname}~${action}~${n}`;

/**
 * Intercepts siteverify (remote, unreachable from tests) and answers as Cloudflare does: for the passing test secret,
 * success with the hostname and action the token was solved for, and `timeout-or-duplicate` when a token is
 * presented twice; for the failing one, `invalid-input-response`. `down` is Cloudflare unreachable, `internal-error`
 * its documented answer for a failure on its side. Records what the API sent, and where.
 */
function interceptSiteverify(mode: 'answer' | 'down' | 'internal-error' = 'answer') {
  const seen: Verification[] = [];
  const spent = new Set<string>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    if (mode === 'down') throw new TypeError('network down');
    const form = await req.formData();
    const v = {
      url: req.url,
      secret: String(form.get('secret')),
      response: String(form.get('response')),
      remoteip: form.get('remoteip') as string | null,
    };
    seen.push(v);
    if (mode === 'internal-error') return Response.json({ success: false, 'error-codes': ['internal-error'] });
    if (v.secret !== PASSES) return Response.json({ success: false, 'error-codes': ['invalid-input-response'] });
    const [, hostname, action] = v.response.split('~').length === 4 ? v.response.split('~') : [];
    if (!hostname) return Response.json({ success: false, 'error-codes': ['invalid-input-response'] });
    if (spent.has(v.response)) return Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    spent.add(v.response);
    return Response.json({
      success: true,
      challenge_ts: new Date().toISOString(),
      hostname,
      'error-codes': [],
      action,
      cdata: '',
      metadata: { interactive: false },
    });
  });
  return seen;
}

/** Siteverify answered as Cloudflare would, with the API's log lines kept out of the output (and kept for asserting). */
function answerQuietly() {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  return { seen: interceptSiteverify(), log };
}

beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());

const CLIENT_IP = '203.0.113.77';
const withToken = (token: string) => ({ 'X-Turnstile-Token': token, 'CF-Connecting-IP': CLIENT_IP });
const message = { name: 'A', email: 'a@example.com', message: 'Hi' };
/** Both halves of the Turnstile configuration, e-mails held (nothing leaves but the siteverify call). */
const CONFIGURED = { TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_SECRET: PASSES, EMAIL_SENDING_PAUSED: 'true' };

/** Sends the message with `token` from the client, on a deployment with Turnstile (`deployed`). */
const sendWith = (token: string, deployed: Partial<Env> = CONFIGURED) =>
  call(postJson('/api/contact', message, withToken(token)), deployed);

/** Books with `token` from the client, on a deployment with Turnstile. */
const bookWith = (token: string) =>
  call(postJson('/api/appointment', validAppointment(), withToken(token)), CONFIGURED);

describe('Turnstile, when TURNSTILE_SECRET is configured', () => {
  it('lets a booking through when Cloudflare confirms the token, sending secret, token and client address', async () => {
    const { seen } = answerQuietly();
    const token = tokenFor(REQUEST_HOST, 'booking');
    const res = await bookWith(token);
    expect(res.status).toBe(201);
    expect(seen).toEqual([{ url: SITEVERIFY_URL, secret: PASSES, response: token, remoteip: CLIENT_IP }]);
    expect(await count('appointments')).toBe(1);
  });

  it("lets a message through with a token solved on SITE_ORIGIN's hostname for the contact form", async () => {
    answerQuietly();
    const res = await sendWith(tokenFor(SITE_HOST, 'contact'));
    expect(res.status).toBe(201);
    expect(await count('contact_messages')).toBe(1);
  });

  it('refuses a message with 403 when Cloudflare rejects the token, and stores nothing', async () => {
    answerQuietly();
    const res = await sendWith(tokenFor(REQUEST_HOST, 'contact'), {
      ...CONFIGURED,
      TURNSTILE_SECRET: FAILS,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: expect.stringContaining('security check') });
    expect(await count('contact_messages')).toBe(0);
  });

  it('refuses with 403 a token that Cloudflare confirms for another hostname, and stores nothing', async () => {
    const { seen, log } = answerQuietly();
    const res = await bookWith(tokenFor('copycat.example', 'booking'));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: expect.stringContaining('security check failed') });
    expect(seen).toHaveLength(1);
    expect(await count('appointments')).toBe(0);
    expect(log.mock.calls.flat().join('\n')).toContain('another hostname');
  });

  it('refuses with 403 a token solved on the contact form and sent with a booking (the wrong action)', async () => {
    answerQuietly();
    const res = await bookWith(tokenFor(REQUEST_HOST, 'contact'));
    expect(res.status).toBe(403);
    expect(await count('appointments')).toBe(0);
    // And the reverse: a booking's token does not send a message.
    const msg = await sendWith(tokenFor(REQUEST_HOST, 'booking'));
    expect(msg.status).toBe(403);
    expect(await count('contact_messages')).toBe(0);
  });

  it('refuses a token presented a second time (Cloudflare answers timeout-or-duplicate)', async () => {
    answerQuietly();
    const token = tokenFor(REQUEST_HOST, 'contact');
    expect((await sendWith(token)).status).toBe(201);
    expect((await sendWith(token)).status).toBe(403);
    expect(await count('contact_messages')).toBe(1);
  });

  it('refuses a submission without a token before asking Cloudflare', async () => {
    const seen = interceptSiteverify();
    const res = await call(postJson('/api/appointment', validAppointment()), CONFIGURED);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: expect.stringContaining('complete the security check') });
    expect(seen).toHaveLength(0);
    expect(await count('appointments')).toBe(0);
  });

  it('answers 503 and stores nothing when Cloudflare cannot be reached', async () => {
    interceptSiteverify('down');
    const res = await bookWith(tokenFor(REQUEST_HOST, 'booking'));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ success: false, error: expect.stringContaining('try again') });
    expect(await count('appointments')).toBe(0);
  });

  it('answers 503 (try again) when Cloudflare reports an internal error, and stores nothing', async () => {
    interceptSiteverify('internal-error');
    const res = await sendWith(tokenFor(REQUEST_HOST, 'contact'));
    expect(res.status).toBe(503);
    expect(await count('contact_messages')).toBe(0);
  });

  it('is off without a secret (the local default): no token needed, no call to Cloudflare', async () => {
    const { seen } = answerQuietly();
    const res = await call(postJson('/api/contact', message), { EMAIL_SENDING_PAUSED: 'true' });
    expect(res.status).toBe(201);
    expect(seen).toHaveLength(0);
  });
});

describe('where tokens are verified', () => {
  const STAND_IN = 'http://127.0.0.1:9/siteverify';

  it("asks TURNSTILE_VERIFY_URL instead of Cloudflare on a developer's machine (ENVIRONMENT=development)", async () => {
    const { seen } = answerQuietly();
    const res = await sendWith(tokenFor(REQUEST_HOST, 'contact'), {
      ...CONFIGURED,
      ENVIRONMENT: 'development',
      TURNSTILE_VERIFY_URL: STAND_IN,
    });
    expect(res.status).toBe(201);
    expect(seen.map((v) => v.url)).toEqual([STAND_IN]);
  });

  for (const environment of ['production', 'preview', undefined]) {
    it(`ignores TURNSTILE_VERIFY_URL and asks Cloudflare when ENVIRONMENT is ${environment ?? 'unset'}`, async () => {
      const { seen } = answerQuietly();
      // A complete deployment's configuration, so nothing else refuses the request before Turnstile is asked.
      const deployed: Partial<Env> = deployment({
        ...CONFIGURED,
        ENVIRONMENT: environment,
        TURNSTILE_VERIFY_URL: STAND_IN,
      });
      const res = await sendWith(tokenFor(REQUEST_HOST, 'contact'), deployed);
      expect(res.status).toBe(201);
      expect(seen.map((v) => v.url)).toEqual([SITEVERIFY_URL]);
    });
  }
});
