import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_STAFF } from '../../functions/platform/access';
import {
  type AccessIntercept,
  AUD_CUSTOM_DOMAIN,
  AUD_PAGES_DEV,
  accessClaims,
  auditRows,
  base64url,
  DESK_ENV,
  DESK_ORIGIN,
  DOCTOR_STAFF,
  deskCall,
  deskRequest,
  freshDesk,
  interceptAccess,
  type SigningKey,
  STAFF,
  signingKey,
  signJwt,
  TEAM_DOMAIN,
} from './access-helpers';
import { call, count, deployment, ORIGIN, openDate } from './helpers';

let current: SigningKey;
let rotated: SigningKey;
let impostor: SigningKey;
/** What the team's certs endpoint lists now. */
let published: SigningKey[];
let access: AccessIntercept;

beforeAll(async () => {
  current = await signingKey('a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9');
  rotated = await signingKey('0f9e8d7c6b5a49382716059483726150f9e8d7c6b5a4938271605948372615');
  // Another key pair that claims the current key's kid.
  impostor = await signingKey(current.kid);
});

beforeEach(async () => {
  published = [current];
  ({ access } = await freshDesk(() => published));
});

afterEach(() => {
  expect(access.unexpected).toEqual([]);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A refusal: the status, the one error envelope and nothing else, never cached, and nothing read or logged. */
async function expectRefused(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = await res.json<Record<string, unknown>>();
  expect(body).toEqual({ success: false, error: expect.any(String) });
  expect(await auditRows()).toEqual([]);
}

async function day(token?: string, headers: Record<string, string> = {}) {
  return deskCall('/api/desk/day', { token, headers });
}

/** Silences the one line the refusal logs, and returns the spy to read it. */
const quietLog = () => vi.spyOn(console, 'log').mockImplementation(() => {});

describe('the desk behind Cloudflare Access', () => {
  it('serves the day to a member of staff with a valid token, and logs the view', async () => {
    // A day the clinic opens (today may be a Sunday, with no slots to list).
    const date = openDate();
    const res = await deskCall(`/api/desk/day?date=${date}`, { token: await signJwt(current) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json<{ success: boolean; date: string; slots: unknown[] }>();
    expect(body.success).toBe(true);
    expect(body.date).toBe(date);
    expect(body.slots).toHaveLength(8);
    expect(access.certsFetches).toBe(1);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: STAFF, action: 'view_day', target: body.date });
  });

  it('reads the team keys once and keeps them for the next requests', async () => {
    for (let i = 0; i < 3; i++) expect((await day(await signJwt(current))).status).toBe(200);
    expect(access.certsFetches).toBe(1);
  });

  it('tells who is signed in (GET /api/desk/me)', async () => {
    const res = await deskCall('/api/desk/me', { token: await signJwt(current) });
    expect(await res.json()).toEqual({ success: true, email: STAFF, via: 'access' });
  });

  it('accepts the second configured AUD (the pages.dev application)', async () => {
    const res = await deskCall('/api/desk/me', {
      token: await signJwt(current, accessClaims({ aud: [AUD_PAGES_DEV] })),
    });
    expect(res.status).toBe(200);
  });

  it('accepts an aud written as a single string', async () => {
    const res = await deskCall('/api/desk/me', {
      token: await signJwt(current, accessClaims({ aud: AUD_CUSTOM_DOMAIN })),
    });
    expect(res.status).toBe(200);
  });

  it('refuses a token for another application (wrong aud)', async () => {
    quietLog();
    const other = 'b7e1d4a0c3f2e5d6a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6';
    await expectRefused(await day(await signJwt(current, accessClaims({ aud: [other] }))), 401);
  });

  it('refuses a token issued by another team (wrong iss)', async () => {
    quietLog();
    const iss = 'https://someone-else.cloudflareaccess.com';
    await expectRefused(await day(await signJwt(current, accessClaims({ iss }))), 401);
  });

  it('refuses an expired token', async () => {
    quietLog();
    const now = Math.floor(Date.now() / 1000);
    const claims = accessClaims({ iat: now - 7200, nbf: now - 7200, exp: now - 5 });
    await expectRefused(await day(await signJwt(current, claims)), 401);
  });

  it.each(['exp', 'email'])('refuses a token without the %s claim', async (claim) => {
    quietLog();
    const claims = accessClaims();
    delete claims[claim];
    await expectRefused(await day(await signJwt(current, claims)), 401);
  });

  it('refuses a token that is not valid yet (nbf ten minutes ahead)', async () => {
    quietLog();
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await day(await signJwt(current, accessClaims({ nbf: now + 600 }))), 401);
  });

  it('refuses a kid the JWKS does not list, after reading the JWKS once (not on every request)', async () => {
    quietLog();
    await expectRefused(await day(await signJwt(rotated)), 401);
    expect(access.certsFetches).toBe(1);
    // A burst of unknown kids does not hammer the team's endpoint.
    await expectRefused(await day(await signJwt(rotated)), 401);
    expect(access.certsFetches).toBe(1);
  });

  it('follows a key rotation: an unknown kid re-reads the JWKS once, and the rotated-in key then works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    expect((await day(await signJwt(current))).status).toBe(200);
    expect(access.certsFetches).toBe(1);
    // The team rotates: the new key is published beside the old one. A minute later a token signed with it arrives.
    published = [rotated, current];
    vi.setSystemTime(Date.now() + 60_000);
    expect((await day(await signJwt(rotated))).status).toBe(200);
    expect(access.certsFetches).toBe(2);
    // The refreshed set serves both keys without another fetch.
    expect((await day(await signJwt(current))).status).toBe(200);
    expect((await day(await signJwt(rotated))).status).toBe(200);
    expect(access.certsFetches).toBe(2);
  });

  it('drops a key the team no longer publishes once the cached set is stale', async () => {
    quietLog();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    expect((await day(await signJwt(current))).status).toBe(200);
    published = [rotated];
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const res = await day(await signJwt(current));
    expect(res.status).toBe(401);
    expect(access.certsFetches).toBe(2);
  });

  it("refuses alg 'none' (an unsigned token with an empty signature)", async () => {
    quietLog();
    const header = base64url(JSON.stringify({ alg: 'none', kid: current.kid, typ: 'JWT' }));
    const payload = base64url(JSON.stringify(accessClaims()));
    await expectRefused(await day(`${header}.${payload}.`), 401);
    // Nor with a junk signature in the third part.
    await expectRefused(await day(`${header}.${payload}.${base64url('x')}`), 401);
  });

  it("refuses HS256 signed with the team's public key as the HMAC secret (algorithm confusion)", async () => {
    quietLog();
    const input = `${base64url(JSON.stringify({ alg: 'HS256', kid: current.kid, typ: 'JWT' }))}.${base64url(
      JSON.stringify(accessClaims()),
    )}`;
    for (const secret of [new TextEncoder().encode(current.spkiPem), new TextEncoder().encode(current.jwk.n)]) {
      const hmac = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const sig = await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(input));
      await expectRefused(await day(`${input}.${base64url(sig)}`), 401);
    }
  });

  it('refuses a token signed by another key pair that claims the same kid', async () => {
    quietLog();
    await expectRefused(await day(await signJwt(impostor)), 401);
  });

  it('refuses a token whose payload was changed after signing (another e-mail)', async () => {
    quietLog();
    const [header, , signature] = (await signJwt(current, accessClaims({ email: 'visitor@gmail.com' }))).split('.');
    const forged = base64url(JSON.stringify(accessClaims({ email: STAFF })));
    await expectRefused(await day(`${header}.${forged}.${signature}`), 401);
  });

  it('refuses a request with no token (401) and reads no keys', async () => {
    await expectRefused(await day(), 401);
    expect(access.certsFetches).toBe(0);
  });

  it('refuses garbage in the header', async () => {
    quietLog();
    for (const junk of ['Bearer abc', 'a.b', 'a.b.c.d', '!!!.???.***']) {
      await expectRefused(await day(undefined, { 'Cf-Access-Jwt-Assertion': junk }), 401);
    }
  });

  it('refuses a token whose signature is not base64url (401, not 500), before reading any key', async () => {
    quietLog();
    const [header, payload, signature] = (await signJwt(current)).split('.');
    // No base64 text has a length of 4n + 1.
    const impossible = signature.padEnd(signature.length + ((5 - (signature.length % 4)) % 4), 'A');
    expect(impossible.length % 4).toBe(1);
    for (const bad of [impossible, 'A', `${signature.slice(0, -2)}!!`, `${signature}=`, `${signature}+/`]) {
      await expectRefused(await day(`${header}.${payload}.${bad}`), 401);
    }
    expect(access.certsFetches).toBe(0);
  });

  it('refuses a well-formed signature of the wrong length for the key (401)', async () => {
    quietLog();
    const [header, payload, signature] = (await signJwt(current)).split('.');
    for (const bad of [signature.slice(0, 8), `${signature}${signature}`]) {
      await expectRefused(await day(`${header}.${payload}.${bad}`), 401);
    }
  });

  it('refuses a token whose header or payload is not base64url, or not JSON, with 401', async () => {
    quietLog();
    const [header, payload, signature] = (await signJwt(current)).split('.');
    for (const token of [
      `${header}A.${payload}.${signature}`,
      `${header}.${payload}A.${signature}`,
      `${header}.${payload.slice(0, -1)}%.${signature}`,
      `${base64url('not json')}.${payload}.${signature}`,
      `${header}.${base64url('[1,2]')}.${signature}`,
      `${header}.${base64url(new Uint8Array([0xff, 0xfe, 0x7b]))}.${signature}`,
    ]) {
      await expectRefused(await day(token), 401);
    }
    expect(access.certsFetches).toBe(0);
  });

  it('takes the CF_Authorization cookie when the header is absent', async () => {
    const token = await signJwt(current);
    const res = await deskCall('/api/desk/me', { headers: { Cookie: `theme=dark; CF_Authorization=${token}; x=1` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: STAFF, via: 'access' });
  });

  it('refuses a bad token in the cookie just the same', async () => {
    quietLog();
    await expectRefused(await day(undefined, { Cookie: `CF_Authorization=${await signJwt(impostor)}` }), 401);
  });

  it('refuses a signed-in person who is not on DESK_STAFF (403)', async () => {
    await expectRefused(await day(await signJwt(current, accessClaims({ email: 'visitor@gmail.com' }))), 403);
  });

  it('matches the staff list without regard to case, and names the member of staff in lower case', async () => {
    for (const [email, expected] of [
      ['dr.malhotra@delhichestclinic.in', DOCTOR_STAFF.toLowerCase()],
      ['RECEPTION@DelhiChestClinic.IN', STAFF],
    ]) {
      const res = await deskCall('/api/desk/me', { token: await signJwt(current, accessClaims({ email })) });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ email: expected });
    }
  });

  it('ignores a spoofed Cf-Access-Authenticated-User-Email header without a JWT (401)', async () => {
    await expectRefused(await day(undefined, { 'Cf-Access-Authenticated-User-Email': STAFF }), 401);
    expect(access.certsFetches).toBe(0);
  });

  for (const name of ['ACCESS_TEAM_DOMAIN', 'ACCESS_AUD', 'DESK_STAFF'] as const) {
    it(`fails closed (503) when ${name} alone is missing, and says which`, async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const res = await deskCall('/api/desk/day', { token: await signJwt(current) }, { [name]: undefined });
      await expectRefused(res, 503);
      const logged = error.mock.calls.map((c) => String(c[0])).join('\n');
      expect(logged).toContain(name);
      for (const other of ['ACCESS_TEAM_DOMAIN', 'ACCESS_AUD', 'DESK_STAFF'].filter((n) => n !== name)) {
        expect(logged).not.toContain(other);
      }
      expect(access.certsFetches).toBe(0);
    });
  }

  it('fails closed when a variable is only blanks or commas', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await deskCall('/api/desk/day', { token: await signJwt(current) }, { ACCESS_AUD: ' , ,' });
    await expectRefused(res, 503);
  });

  it('serves no desk data in a deployment without Access configured (503)', async () => {
    // A deployment complete in every other way (so it is the desk that refuses, not the configuration check).
    const deployed = deployment({ ACCESS_TEAM_DOMAIN: undefined, ACCESS_AUD: undefined, DESK_STAFF: undefined });
    expect((await call(new Request(`${ORIGIN}/api/health`), deployed)).status).toBe(200);
    const token = await signJwt(current);
    await expectRefused(await call(deskRequest('/api/desk/day', { token }), deployed), 503);
    // Not even on localhost: only a developer's machine gets the development identity.
    await expectRefused(await call(new Request(`${ORIGIN}/api/desk/me`), deployed), 503);
    expect(access.certsFetches).toBe(0);
  });

  it('gives the development identity on http://127.0.0.1 in development without Access', async () => {
    expect(env.ENVIRONMENT).toBe('development');
    const res = await call(new Request(`${ORIGIN}/api/desk/me`));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: true, email: DEVELOPMENT_STAFF, via: 'development' });
    expect(DEVELOPMENT_STAFF).toBe('desk@localhost');
    const local = await call(new Request('http://localhost:8788/api/desk/me'));
    expect(await local.json()).toMatchObject({ email: 'desk@localhost' });
  });

  it('gives no development identity on a public host, even in development (503)', async () => {
    await expectRefused(await call(new Request(`${DESK_ORIGIN}/api/desk/day`)), 503);
    await expectRefused(await call(new Request('https://delhi-chest-clinic.pages.dev/api/desk/me')), 503);
  });

  it('does not trust a Host header or a spoofed e-mail header to reach the development identity', async () => {
    const req = new Request(`${DESK_ORIGIN}/api/desk/me`, {
      headers: { Host: '127.0.0.1', 'Cf-Access-Authenticated-User-Email': STAFF },
    });
    await expectRefused(await call(req), 503);
  });

  it('answers 503 when the team keys cannot be read, and lets no token through', async () => {
    quietLog();
    vi.restoreAllMocks();
    access = interceptAccess(
      () => published,
      () => new Response('upstream error', { status: 502 }),
    );
    quietLog();
    await expectRefused(await day(await signJwt(current)), 503);
    // A network failure is the same.
    vi.restoreAllMocks();
    access = interceptAccess(
      () => published,
      () => Promise.reject(new TypeError('Network connection lost.')),
    );
    quietLog();
    await expectRefused(await day(await signJwt(current)), 503);
    // And it is asked again next time (an outage is not cached).
    await expectRefused(await day(await signJwt(current)), 503);
    expect(access.certsFetches).toBe(2);
  });

  it('answers no-store to every desk answer, including unknown desk paths', async () => {
    const token = await signJwt(current);
    for (const res of [
      await deskCall('/api/desk/me', { token }),
      await deskCall('/api/desk/day?date=2026-02-30', { token }),
      await deskCall('/api/desk/nothing-here', { token }),
      await deskCall('/api/desk/export.csv?from=2030-01-01&to=2030-01-07', { token }),
      await deskCall('/api/desk/me'),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('changes through the desk come only from the desk itself', () => {
  const closure = () => ({ start_date: '2099-01-05', reason: 'Doctor on leave' });

  async function close(headers: Record<string, string>) {
    return deskCall('/api/desk/closures', { token: await signJwt(current), body: closure(), headers });
  }

  async function expectNoChange(res: Response) {
    await expectRefused(res, 403);
    expect(await count('closures')).toBe(0);
  }

  it('refuses a POST without X-Desk-Request (403)', async () => {
    await expectNoChange(await close({ 'X-Desk-Request': '' }));
    const bare = new Request(`${DESK_ORIGIN}/api/desk/closures`, {
      method: 'POST',
      headers: { 'Cf-Access-Jwt-Assertion': await signJwt(current), 'Content-Type': 'application/json' },
      body: JSON.stringify(closure()),
    });
    await expectNoChange(await call(bare, DESK_ENV));
  });

  it('refuses a POST with X-Desk-Request other than 1', async () => {
    await expectNoChange(await close({ 'X-Desk-Request': 'true' }));
  });

  it('refuses a POST from another origin (403)', async () => {
    await expectNoChange(await close({ Origin: 'https://evil.example' }));
    await expectNoChange(await close({ Origin: 'null' }));
    // The pages.dev host is another origin than the custom domain.
    await expectNoChange(await close({ Origin: 'https://delhi-chest-clinic.pages.dev' }));
  });

  it('refuses a POST the browser marks cross-site or same-site (403)', async () => {
    await expectNoChange(await close({ 'Sec-Fetch-Site': 'cross-site' }));
    await expectNoChange(await close({ 'Sec-Fetch-Site': 'same-site' }));
  });

  it('accepts a POST with the header from the same origin', async () => {
    const res = await close({});
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await count('closures')).toBe(1);
    expect((await auditRows()).map((r) => [r.actor, r.action])).toEqual([[STAFF, 'close']]);
  });

  it('accepts a same-origin POST from a client that sends neither Origin nor Sec-Fetch-Site', async () => {
    const req = deskRequest('/api/desk/closures', { token: await signJwt(current), body: closure() });
    req.headers.delete('Origin');
    req.headers.delete('Sec-Fetch-Site');
    const res = await call(req, DESK_ENV);
    expect(res.status).toBe(201);
  });

  it('checks the sign-in before the origin: a cross-site POST without a token is 401', async () => {
    const res = await deskCall('/api/desk/closures', {
      body: closure(),
      headers: { Origin: 'https://evil.example' },
    });
    await expectRefused(res, 401);
    expect(await count('closures')).toBe(0);
  });
});

describe('the desk configuration', () => {
  it('is read from the Pages project, with the team domain written with or without https://', async () => {
    const bare = TEAM_DOMAIN.replace('https://', '');
    const res = await deskCall('/api/desk/me', { token: await signJwt(current) }, { ACCESS_TEAM_DOMAIN: `${bare}/` });
    expect(res.status).toBe(200);
  });
});
