import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { clearJwksCache } from '../../functions/platform/access';
import type { Env } from '../../functions/platform/env';
import { call, clearAll } from './helpers';

/**
 * Cloudflare Access as the desk meets it, with nothing faked but the network: real RSA keys, really signed JWTs shaped
 * like the ones Access issues, and the team's certs endpoint answered as Cloudflare answers it.
 */

export const TEAM_DOMAIN = 'https://delhichestclinic.cloudflareaccess.com';
export const CERTS_URL = `${TEAM_DOMAIN}/cdn-cgi/access/certs`;

/** The AUD tags of the two Access applications: the custom domain and the pages.dev host. */
export const AUD_CUSTOM_DOMAIN = '4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2';
export const AUD_PAGES_DEV = '9e25a8b7d4c03f8eecc5a1f2b6d7e8093a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9';

export const STAFF = 'reception@delhichestclinic.in';
/** Listed with capitals on DESK_STAFF; Access sends e-mails as the identity provider spells them. */
export const DOCTOR_STAFF = 'Dr.Malhotra@DelhiChestClinic.in';

/** The desk's configuration, as the Pages project's settings would hold it. */
export const DESK_ENV: Partial<Env> = {
  ACCESS_TEAM_DOMAIN: TEAM_DOMAIN,
  ACCESS_AUD: `${AUD_CUSTOM_DOMAIN}, ${AUD_PAGES_DEV}`,
  DESK_STAFF: `${STAFF}, ${DOCTOR_STAFF}`,
};

/** The public site's host: never localhost, so the development identity never applies by accident. */
export const DESK_ORIGIN = 'https://delhichestclinic.in';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public key as the JWKS lists it. */
  jwk: { kid: string; kty: 'RSA'; alg: 'RS256'; use: 'sig'; e: string; n: string };
  /** The public key as PEM text (SPKI), the bytes the HS256 confusion attack uses as its HMAC secret. */
  spkiPem: string;
}

const bytesToBinary = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

export function base64url(data: string | Uint8Array | ArrayBuffer): string {
  const bytes =
    typeof data === 'string'
      ? new TextEncoder().encode(data)
      : data instanceof Uint8Array
        ? data
        : new Uint8Array(data);
  return btoa(bytesToBinary(bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh RSA key pair for RS256, with its JWK and PEM forms. */
export async function signingKey(kid: string): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const exported = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  const spki = new Uint8Array((await crypto.subtle.exportKey('spki', pair.publicKey)) as ArrayBuffer);
  const b64 = btoa(bytesToBinary(spki));
  const spkiPem = `-----BEGIN PUBLIC KEY-----\n${b64.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return {
    kid,
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    jwk: { kid, kty: 'RSA', alg: 'RS256', use: 'sig', e: exported.e ?? '', n: exported.n ?? '' },
    spkiPem,
  };
}

/** The certs endpoint's answer, shaped as Cloudflare's: `keys`, and the same keys again as certificates. */
export function certsBody(keys: SigningKey[]) {
  // The verifier must use `keys` only; the certificate fields are there because Cloudflare sends them. Their text is
  // the key's PEM in a certificate's armour (not a real X.509 certificate): nothing may parse it.
  const certs = keys.map((k) => ({
    kid: k.kid,
    cert: k.spkiPem.replace(/PUBLIC KEY/g, 'CERTIFICATE'),
  }));
  return { keys: keys.map((k) => k.jwk), public_cert: certs[0], public_certs: certs };
}

export interface AccessIntercept {
  /** How many times the team's certs were fetched. */
  readonly certsFetches: number;
  /** Any other URL the code tried to reach (the tests assert it stays empty). */
  unexpected: string[];
}

/**
 * Answers the team's certs endpoint with `keys()` (read at each fetch, so a test can rotate keys), or with `answer`
 * when given (an outage). Any other outbound fetch is recorded and fails.
 */
export function interceptAccess(
  keys: () => SigningKey[],
  answer?: () => Response | Promise<Response>,
): AccessIntercept {
  let certsFetches = 0;
  const unexpected: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    if (req.url !== CERTS_URL || req.method !== 'GET') {
      unexpected.push(`${req.method} ${req.url}`);
      throw new Error(`unexpected outbound fetch: ${req.url}`);
    }
    certsFetches++;
    if (answer) return answer();
    return Response.json(certsBody(keys()), {
      headers: { 'cache-control': 'private, max-age=0, no-store' },
    });
  });
  return {
    get certsFetches() {
      return certsFetches;
    },
    unexpected,
  };
}

/** Claims as Access puts them in an application token, valid for the next hour; `overrides` replace any of them. */
export function accessClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    aud: [AUD_CUSTOM_DOMAIN],
    email: STAFF,
    exp: now + 3600,
    iat: now,
    nbf: now,
    iss: TEAM_DOMAIN,
    type: 'app',
    identity_nonce: 'n1xQ7kS3aVbLwP0e',
    sub: '7335d417-61da-459d-899c-0a01c76a2f94',
    country: 'IN',
    ...overrides,
  };
}

/** An RS256 JWT signed with the key's private half; `header` overrides the header's fields. */
export async function signJwt(
  key: SigningKey,
  claims: Record<string, unknown> = accessClaims(),
  header: Record<string, unknown> = {},
): Promise<string> {
  const input = `${base64url(JSON.stringify({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...header }))}.${base64url(
    JSON.stringify(claims),
  )}`;
  const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key.privateKey, new TextEncoder().encode(input));
  return `${input}.${base64url(signature)}`;
}

export interface DeskRequestOptions {
  token?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  origin?: string;
}

/**
 * A desk request as the desk's own page sends it: the Access token in Cf-Access-Jwt-Assertion (as Cloudflare adds it),
 * and for a change the X-Desk-Request header with a same-origin Origin and Sec-Fetch-Site. `headers` add or replace.
 */
export function deskRequest(path: string, o: DeskRequestOptions = {}): Request {
  const origin = o.origin ?? DESK_ORIGIN;
  const method = o.method ?? (o.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {};
  if (o.token) headers['Cf-Access-Jwt-Assertion'] = o.token;
  if (method !== 'GET' && method !== 'HEAD') {
    headers['X-Desk-Request'] = '1';
    headers.Origin = origin;
    headers['Sec-Fetch-Site'] = 'same-origin';
    headers['Content-Type'] = 'application/json';
  }
  for (const [k, v] of Object.entries(o.headers ?? {})) {
    for (const existing of Object.keys(headers))
      if (existing.toLowerCase() === k.toLowerCase()) delete headers[existing];
    headers[k] = v;
  }
  return new Request(`${origin}${path}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
}

/** Sends a desk request with the desk configured (DESK_ENV, then `overrides`). */
export function deskCall(path: string, o: DeskRequestOptions = {}, overrides: Partial<Env> = {}): Promise<Response> {
  return call(deskRequest(path, o), { ...DESK_ENV, ...overrides });
}

/** Every row of the audit log, oldest first. */
export async function auditRows(): Promise<
  { id: number; at: string; actor: string; action: string; target: string; detail: string }[]
> {
  const { results } = await env.DB.prepare(
    'SELECT id, at, actor, action, target, detail FROM audit_log ORDER BY id',
  ).all<{
    id: number;
    at: string;
    actor: string;
    action: string;
    target: string;
    detail: string;
  }>();
  return results;
}

/** Empties what the desk adds to the database (closures and the audit log); helpers.clearAll empties the rest. */
export async function clearDesk(): Promise<void> {
  await env.DB.batch([env.DB.prepare('DELETE FROM closures'), env.DB.prepare('DELETE FROM audit_log')]);
}

/**
 * Where each desk test starts: no bookings, messages, closures or audit rows; the JWKS cache forgotten, as in a fresh
 * isolate; the team's certs answered with `keys()` (interceptAccess). Returns the interception and a token signed with
 * the first key.
 */
export async function freshDesk(keys: () => SigningKey[]): Promise<{ access: AccessIntercept; token: string }> {
  await clearAll();
  await clearDesk();
  clearJwksCache();
  const access = interceptAccess(keys);
  return { access, token: await signJwt(keys()[0]) };
}

/**
 * A desk test file's hooks: its signing key made once (`kid`), a fresh desk before each test (freshDesk), and after
 * each, no outbound fetch but the certs and every mock restored. Returns the running test's signed token and the key
 * (to sign other claims with).
 */
export function deskSession(kid: string): { token: () => string; key: () => SigningKey } {
  let key: SigningKey;
  let token = '';
  let access: AccessIntercept;
  beforeAll(async () => {
    key = await signingKey(kid);
  });
  beforeEach(async () => {
    ({ access, token } = await freshDesk(() => [key]));
  });
  afterEach(() => {
    expect(access.unexpected).toEqual([]);
    vi.restoreAllMocks();
  });
  return { token: () => token, key: () => key };
}
