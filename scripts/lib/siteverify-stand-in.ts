import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The browser tests' Turnstile keys: Cloudflare's documented test site key and secret that always pass. The real
 * script and siteverify are out of reach here; the tests stand in for both (tests/e2e/turnstile-stand-in.ts, and the
 * server below), so these values only have to agree with each other.
 */
export const E2E_TURNSTILE_SITE_KEY = '1x00000000000000000000AA';
export const E2E_TURNSTILE_SECRET = '1x0000000000000000000000000000000AA';

/** The tokens the page's stand-in widget issues: "test-token.<action>.<unique part>". */
export const STAND_IN_TOKEN = /^test-token\.([A-Za-z0-9_-]{1,32})\.[A-Za-z0-9-]{1,64}$/;

interface Answer {
  success: boolean;
  'error-codes': string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
  cdata?: string;
  metadata?: { interactive: boolean };
}

async function formOf(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  return new Request('http://stand-in/', { method: 'POST', headers, body: Buffer.concat(chunks) }).formData();
}

/**
 * A local stand-in for Cloudflare's siteverify, on 127.0.0.1 only, that answers as Cloudflare does: for the secret it
 * was given and a token the stand-in widget issued, success with `hostname` and the action the token carries; a token
 * presented twice is `timeout-or-duplicate` (Cloudflare's tokens are single-use); anything else gets Cloudflare's
 * documented error code. The API reaches it through TURNSTILE_VERIFY_URL (honoured in development only).
 */
export async function startSiteverifyStandIn(opts: { secret: string; hostname: string }) {
  const spent = new Set<string>();
  const answer = (form: FormData): Answer => {
    const secret = form.get('secret');
    const response = form.get('response');
    if (typeof secret !== 'string' || !secret) return { success: false, 'error-codes': ['missing-input-secret'] };
    if (secret !== opts.secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (typeof response !== 'string' || !response) return { success: false, 'error-codes': ['missing-input-response'] };
    const m = STAND_IN_TOKEN.exec(response);
    if (!m) return { success: false, 'error-codes': ['invalid-input-response'] };
    if (spent.has(response)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    spent.add(response);
    return {
      success: true,
      'error-codes': [],
      challenge_ts: new Date().toISOString(),
      hostname: opts.hostname,
      action: m[1],
      cdata: '',
      metadata: { interactive: false },
    };
  };
  const server = createServer(async (req, res) => {
    let body: Answer;
    try {
      body = req.method === 'POST' ? answer(await formOf(req)) : { success: false, 'error-codes': ['bad-request'] };
    } catch {
      body = { success: false, 'error-codes': ['bad-request'] };
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`, close: () => server.close() };
}
