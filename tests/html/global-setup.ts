import type { ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freshDatabases } from '../../scripts/lib/e2e-database';
import { pagesDev } from '../../scripts/lib/wrangler';

const root = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the built site under `wrangler pages dev` (tests/html/site.ts fetches from it). */
    siteOrigin: string;
  }
}

/** A port nobody listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

async function answers(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/api/health`);
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The `html` project's one server: the built dist/ and functions/ under `wrangler pages dev`, on a fresh local D1 of its
 * own, as the browser tests' servers serve it (scripts/e2e-server.ts) — the edge middleware fills the clinic's facts
 * into every page, and the headers come from dist/_headers. The checks that read pages as a search engine does (no
 * script) fetch from it. Needs `npm run build` first.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(resolve(root, 'dist/index.html'))) {
    throw new Error('tests/html reads the built site (dist/): run `npm run build` first (npm test does)');
  }
  const port = await freePort();
  const [persistTo] = await freshDatabases([port], true);
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = pagesDev({ host: '127.0.0.1', port, persistTo, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited: number | null = null;
  child.on('exit', (code) => {
    exited = code ?? 1;
  });
  const deadline = Date.now() + 180_000;
  while (!(await answers(origin))) {
    if (exited !== null) throw new Error(`wrangler pages dev for tests/html exited (${exited}) before it answered`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`wrangler pages dev for tests/html did not answer on ${origin} within 180 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('siteOrigin', origin);
  return async () => {
    if (exited === null) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
      if (exited === null) child.kill('SIGKILL');
    }
    rmSync(persistTo, { recursive: true, force: true });
  };
}
