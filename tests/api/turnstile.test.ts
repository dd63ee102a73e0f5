import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/env';
import { SITEVERIFY_URL } from '../../functions/turnstile';
import { call, clearAll, count, postJson, validAppointment } from './helpers';

// Cloudflare's documented test secrets: the first always passes, the second always fails.
const PASSES = '1x0000000000000000000000000000000AA';
const FAILS = '2x0000000000000000000000000000000AA';

interface Verification {
  secret: string;
  response: string;
  remoteip: string | null;
}

/**
 * Intercepts Cloudflare's siteverify (remote, unreachable from tests) and answers as Cloudflare does for its test
 * secrets. Records what the API sent.
 */
function interceptSiteverify(mode: 'answer' | 'down' = 'answer') {
  const seen: Verification[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    if (req.url !== SITEVERIFY_URL) throw new Error(`unexpected outbound fetch: ${req.url}`);
    if (mode === 'down') throw new TypeError('network down');
    const form = await req.formData();
    const v = {
      secret: String(form.get('secret')),
      response: String(form.get('response')),
      remoteip: form.get('remoteip') as string | null,
    };
    seen.push(v);
    const success = v.secret === PASSES;
    return Response.json(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] });
  });
  return seen;
}

beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());

const withToken = (token: string) => ({ 'X-Turnstile-Token': token, 'CF-Connecting-IP': '203.0.113.77' });

describe('Turnstile, when TURNSTILE_SECRET is configured', () => {
  it('lets a booking through when Cloudflare confirms the token, sending secret, token and client address', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const seen = interceptSiteverify();
    const res = await call(postJson('/api/appointment', validAppointment(), withToken('token-abc')), {
      TURNSTILE_SECRET: PASSES,
      EMAIL_SENDING_PAUSED: 'true',
    } as Partial<Env>);
    expect(res.status).toBe(201);
    expect(seen).toEqual([{ secret: PASSES, response: 'token-abc', remoteip: '203.0.113.77' }]);
    expect(await count('appointments')).toBe(1);
  });

  it('refuses a message with 403 when Cloudflare rejects the token, and stores nothing', async () => {
    interceptSiteverify();
    const res = await call(
      postJson('/api/contact', { name: 'A', email: 'a@example.com', message: 'Hi' }, withToken('token-abc')),
      { TURNSTILE_SECRET: FAILS } as Partial<Env>,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: expect.stringContaining('security check') });
    expect(await count('contact_messages')).toBe(0);
  });

  it('refuses a submission without a token before asking Cloudflare', async () => {
    const seen = interceptSiteverify();
    const res = await call(postJson('/api/appointment', validAppointment()), {
      TURNSTILE_SECRET: PASSES,
    } as Partial<Env>);
    expect(res.status).toBe(403);
    expect(seen).toHaveLength(0);
    expect(await count('appointments')).toBe(0);
  });

  it('answers 503 and stores nothing when Cloudflare cannot be reached', async () => {
    interceptSiteverify('down');
    const res = await call(postJson('/api/appointment', validAppointment(), withToken('t')), {
      TURNSTILE_SECRET: PASSES,
    } as Partial<Env>);
    expect(res.status).toBe(503);
    expect(await count('appointments')).toBe(0);
  });

  it('is off without a secret (the local default): no token needed, no call to Cloudflare', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const seen = interceptSiteverify();
    const res = await call(postJson('/api/contact', { name: 'A', email: 'a@example.com', message: 'Hi' }), {
      EMAIL_SENDING_PAUSED: 'true',
    } as Partial<Env>);
    expect(res.status).toBe(201);
    expect(seen).toHaveLength(0);
  });
});
