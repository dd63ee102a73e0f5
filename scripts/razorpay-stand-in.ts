/**
 * The local stand-in for Razorpay (scripts/lib/razorpay-stand-in.ts) as a server on 127.0.0.1: `npm start` and the
 * browser tests' servers run it beside the site, which reaches it through RAZORPAY_API_BASE. RAZORPAY_PORT sets the
 * port (default 8790); RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET the keys (default the local
 * ones, LOCAL_RAZORPAY). Prints "razorpay stand-in ready on http://127.0.0.1:PORT" once it listens, then a line per link,
 * payment, refund and webhook; expires links past their expire_by every 20 s.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_RAZORPAY, RazorpayStandIn } from './lib/razorpay-stand-in.ts';

/** How often links past their expire_by are expired and unanswered webhooks tried again. */
const SWEEP_MS = 20_000;

/** Starts the stand-in in this process on 127.0.0.1:`port` (0: any free port); `close` stops it. */
export async function startRazorpayStandIn(
  opts: {
    port?: number;
    keyId?: string;
    keySecret?: string;
    webhookSecret?: string;
    log?: (line: string) => void;
  } = {},
) {
  const server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? LOCAL_RAZORPAY.port, '127.0.0.1', done);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn = new RazorpayStandIn({
    keyId: opts.keyId ?? LOCAL_RAZORPAY.keyId,
    keySecret: opts.keySecret ?? LOCAL_RAZORPAY.keySecret,
    webhookSecret: opts.webhookSecret ?? LOCAL_RAZORPAY.webhookSecret,
    origin,
    log: opts.log,
  });
  server.on('request', (req, res) => void answer(standIn, origin, req, res));
  const sweeping = setInterval(() => void standIn.sweep().catch((e) => opts.log?.(`sweep failed: ${e}`)), SWEEP_MS);
  sweeping.unref();
  return {
    origin,
    standIn,
    close: () =>
      new Promise<void>((done) => {
        clearInterval(sweeping);
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Starts this script as a child process (its output where `stdio` says), with the local keys whatever the env has. */
export function spawnRazorpayStandIn(port: number, stdio: StdioOptions = 'inherit'): ChildProcess {
  return spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio,
    env: {
      ...process.env,
      RAZORPAY_PORT: String(port),
      RAZORPAY_KEY_ID: LOCAL_RAZORPAY.keyId,
      RAZORPAY_KEY_SECRET: LOCAL_RAZORPAY.keySecret,
      RAZORPAY_WEBHOOK_SECRET: LOCAL_RAZORPAY.webhookSecret,
    },
  });
}

/** Resolves once the stand-in on `port` answers, or rejects after `timeoutMs`. */
export async function razorpayStandInReady(port: number, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/__stand-in/links`);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`the Razorpay stand-in on port ${port} did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Headers of the connection rather than the request: the Request is built without them. */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

async function answer(standIn: RazorpayStandIn, origin: string, req: IncomingMessage, res: ServerResponse) {
  try {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (HOP_BY_HOP.has(k)) continue;
      if (typeof v === 'string') headers.set(k, v);
      else if (Array.isArray(v)) for (const one of v) headers.append(k, one);
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const method = req.method ?? 'GET';
    const request = new Request(new URL(req.url ?? '/', origin), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const response = await standIn.handle(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (e) {
    console.error('razorpay stand-in:', e);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'The stand-in failed', metadata: {} } }));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { origin, close } = await startRazorpayStandIn({
    port: Number(process.env.RAZORPAY_PORT || LOCAL_RAZORPAY.port),
    keyId: process.env.RAZORPAY_KEY_ID || undefined,
    keySecret: process.env.RAZORPAY_KEY_SECRET || undefined,
    webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET || undefined,
    log: (line) => console.log(`razorpay stand-in: ${line}`),
  });
  console.log(`razorpay stand-in ready on ${origin}`);
  const stop = () => void close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
