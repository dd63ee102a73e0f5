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

/**
 * The `html` project's one server: the built dist/ and functions/ under `wrangler pages dev`, on a fresh local D1 of its
 * own, as the browser tests' servers serve it (scripts/e2e-server.ts) — the edge middleware fills the clinic's facts
 * into every page, and the headers come from dist/_headers. The checks that read pages as a search engine does (no
 * script) fetch from it. Needs `npm run build` first.
 *
 * It starts in the background: vitest's other projects (the API files in workerd) run meanwhile, and the html tests
 * wait until it answers (tests/html/site.ts, serverReady). A server that exits or never answers fails them, saying so.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(resolve(root, 'dist/index.html'))) {
    throw new Error('tests/html reads the built site (dist/): run `npm run build` first (npm test does)');
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: number | null = null;
  let persistTo: string | undefined;
  const started = (async () => {
    [persistTo] = await freshDatabases([port], true);
    child = pagesDev({ host: '127.0.0.1', port, persistTo, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => {
      exited = code ?? 1;
    });
  })().catch((e: Error) => {
    console.error(`tests/html: the site server could not start: ${e.message}`);
    exited = 1;
  });
  project.provide('siteOrigin', origin);
  return async () => {
    await started;
    if (child && exited === null) {
      const gone = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
      if (exited === null) child.kill('SIGKILL');
    }
    if (persistTo) rmSync(persistTo, { recursive: true, force: true });
  };
}
