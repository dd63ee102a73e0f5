import type { Env } from './env';

/**
 * Cloudflare Access, verified here rather than trusted from a header's presence: the desk's requests carry the
 * Access JWT (`Cf-Access-Jwt-Assertion`, or the CF_Authorization cookie as a fallback), which must be RS256-signed by
 * a key of the team's JWKS (chosen by `kid`), issued by the team domain, for one of the configured audiences (each
 * Access application has its own AUD, and *.pages.dev hosts are separate applications), current (exp/nbf), and for
 * an e-mail on the staff list. Nothing else is accepted: no other algorithm, no unsigned token.
 */

export interface StaffIdentity {
  email: string;
  /** 'access' when verified; 'development' for the local identity of `npm start`. */
  via: 'access' | 'development';
}

export type AccessResult =
  | { ok: true; identity: StaffIdentity }
  | { ok: false; status: 401 | 403 | 503; reason: string };

/** The desk's configuration, all or nothing. */
export interface AccessConfig {
  teamDomain: string;
  audiences: string[];
  staff: string[];
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Reads ACCESS_TEAM_DOMAIN, ACCESS_AUD and DESK_STAFF: the configuration when all three are set, 'none' when none is,
 * and the names of the missing ones when only some are (which fails closed).
 */
export function accessConfig(env: Env): AccessConfig | 'none' | { missing: string[] } {
  const values = {
    ACCESS_TEAM_DOMAIN: env.ACCESS_TEAM_DOMAIN?.trim() ?? '',
    ACCESS_AUD: list(env.ACCESS_AUD),
    DESK_STAFF: list(env.DESK_STAFF).map((e) => e.toLowerCase()),
  };
  const missing = Object.entries(values)
    .filter(([, v]) => v.length === 0)
    .map(([k]) => k);
  if (missing.length === 3) return 'none';
  if (missing.length) return { missing };
  const team = values.ACCESS_TEAM_DOMAIN.replace(/\/$/, '');
  return {
    teamDomain: team.startsWith('https://') ? team : `https://${team}`,
    audiences: values.ACCESS_AUD,
    staff: values.DESK_STAFF,
  };
}

/** The identity `npm start` gives the desk on localhost when Access is not configured (README, "The desk"). */
export const DEVELOPMENT_STAFF = 'desk@localhost';

function isLocalhost(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/**
 * True when the local server listens on a loopback address only (LISTEN_HOST, passed by `npm start`): then nobody but
 * this machine can reach it, whatever Host header a request names. Unset, or 0.0.0.0, or a LAN address: false.
 */
export function listensOnLoopback(env: Env): boolean {
  const host = (env.LISTEN_HOST ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

interface Jwk {
  kid: string;
  kty: string;
  n: string;
  e: string;
  alg?: string;
}

const JWKS_TTL_MS = 10 * 60_000;
/** An unknown kid may mean the team rotated its keys: re-read the JWKS, but not more often than this. */
const JWKS_REFRESH_MIN_MS = 30_000;

const jwksCache = new Map<string, { at: number; keys: Map<string, Promise<CryptoKey>> }>();

async function fetchJwks(teamDomain: string): Promise<Map<string, Promise<CryptoKey>>> {
  const res = await fetch(`${teamDomain}/cdn-cgi/access/certs`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`JWKS answered ${res.status}`);
  const body = (await res.json()) as { keys?: Jwk[] };
  const keys = new Map<string, Promise<CryptoKey>>();
  for (const k of body.keys ?? []) {
    if (k.kty !== 'RSA' || !k.kid || (k.alg && k.alg !== 'RS256')) continue;
    keys.set(
      k.kid,
      crypto.subtle.importKey(
        'jwk',
        { kty: 'RSA', n: k.n, e: k.e, alg: 'RS256', ext: true },
        { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
        false,
        ['verify'],
      ),
    );
  }
  return keys;
}

/** The team's key for a kid, from the cached JWKS (re-read when stale, or once when the kid is unknown). */
async function keyFor(teamDomain: string, kid: string, now: number): Promise<CryptoKey | undefined> {
  let entry = jwksCache.get(teamDomain);
  if (!entry || now - entry.at > JWKS_TTL_MS || (!entry.keys.has(kid) && now - entry.at > JWKS_REFRESH_MIN_MS)) {
    entry = { at: now, keys: await fetchJwks(teamDomain) };
    jwksCache.set(teamDomain, entry);
  }
  return entry.keys.get(kid);
}

/** Forgets cached keys (tests, and a team that moved). */
export function clearJwksCache(): void {
  jwksCache.clear();
}

/**
 * The bytes of a base64url text, or null when it is not one (a length of 4n + 1, a stray character): every part of a
 * token comes from the request, so a decode must never throw into a 500.
 */
function base64urlBytes(s: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  let bin: string;
  try {
    bin = atob(
      s
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(s.length / 4) * 4, '='),
    );
  } catch {
    return null;
  }
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function decodeJson(part: string): Record<string, unknown> | null {
  const bytes = base64urlBytes(part);
  if (!bytes) return null;
  try {
    const v = JSON.parse(new TextDecoder().decode(bytes));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function cookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** The verified e-mail of a token, or why it is refused. */
export async function verifyAccessToken(
  token: string,
  config: AccessConfig,
  now = Date.now(),
): Promise<{ email: string } | { reason: string }> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return { reason: 'malformed token' };
  const header = decodeJson(parts[0]);
  const claims = decodeJson(parts[1]);
  // Decoded before any key is read: a malformed signature is the sender's fault (401), never a 500 or a JWKS fetch.
  const signature = base64urlBytes(parts[2]);
  if (!header || !claims || !signature) return { reason: 'malformed token' };
  if (header.alg !== 'RS256') return { reason: 'algorithm not allowed' };
  if (typeof header.kid !== 'string' || !header.kid) return { reason: 'no key id' };
  let key: CryptoKey | undefined;
  try {
    key = await keyFor(config.teamDomain, header.kid, now);
  } catch {
    return { reason: 'team keys unavailable' };
  }
  if (!key) return { reason: 'unknown key id' };
  let valid = false;
  try {
    valid = await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      key,
      signature,
      new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
    );
  } catch {
    // A signature of the wrong length for the key may be refused by throwing rather than by false.
    valid = false;
  }
  if (!valid) return { reason: 'bad signature' };
  if (claims.iss !== config.teamDomain) return { reason: 'wrong issuer' };
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.some((a) => typeof a === 'string' && config.audiences.includes(a))) return { reason: 'wrong audience' };
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return { reason: 'expired' };
  if (typeof claims.nbf === 'number' && claims.nbf > seconds + 60) return { reason: 'not yet valid' };
  if (typeof claims.email !== 'string' || !claims.email) return { reason: 'no e-mail in token' };
  return { email: claims.email.toLowerCase() };
}

/** Who is asking, for a desk request; or why nobody is. */
export async function authenticateStaff(req: Request, env: Env): Promise<AccessResult> {
  const config = accessConfig(env);
  if (config === 'none') {
    // No Access: a deployment serves no desk data; a developer's own machine gets the development identity, only
    // while its server listens on loopback (a Host header naming localhost proves nothing on 0.0.0.0).
    if (env.ENVIRONMENT === 'development' && listensOnLoopback(env) && isLocalhost(req.url)) {
      return { ok: true, identity: { email: env.DESK_DEV_IDENTITY || DEVELOPMENT_STAFF, via: 'development' } };
    }
    return { ok: false, status: 503, reason: 'The desk is not configured (Cloudflare Access).' };
  }
  if ('missing' in config) {
    console.error(`desk: refusing: ${config.missing.join(', ')} not set`);
    return { ok: false, status: 503, reason: 'The desk is not configured completely.' };
  }
  const token =
    req.headers.get('cf-access-jwt-assertion') ?? cookie(req.headers.get('cookie'), 'CF_Authorization') ?? '';
  if (!token) return { ok: false, status: 401, reason: 'Please sign in to the desk.' };
  const verified = await verifyAccessToken(token, config);
  if ('reason' in verified) {
    console.log(`desk: token refused: ${verified.reason}`);
    return {
      ok: false,
      status: verified.reason === 'team keys unavailable' ? 503 : 401,
      reason: 'Your sign-in could not be verified. Please sign in again.',
    };
  }
  if (!config.staff.includes(verified.email)) {
    return { ok: false, status: 403, reason: 'This account is not on the clinic staff list.' };
  }
  return { ok: true, identity: { email: verified.email, via: 'access' } };
}
