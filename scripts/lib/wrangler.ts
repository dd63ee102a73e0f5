import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Environment that keeps wrangler offline: no metrics, no cf.json fetch, no update check. */
export const WRANGLER_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  // Workers' own update check and telemetry.
  CI_DISABLE_UPDATE_CHECK: 'true',
  NO_UPDATE_NOTIFIER: '1',
};

const wranglerBin = resolve(root, 'node_modules/wrangler/bin/wrangler.js');

/** Starts wrangler with this project's Node (22, via the pinned `node` package) and the offline settings. */
export function wrangler(args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, [wranglerBin, ...args], {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...WRANGLER_ENV, ...options.env },
  });
}

/** Runs wrangler to completion; rejects on a non-zero exit. */
export function wranglerRun(args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = wrangler(args, options);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`wrangler ${args[0]} exited ${code}`)),
    );
  });
}

/** Applies schema.sql to a local D1 (the default .wrangler/state, or `persistTo`). */
export function applyLocalSchema(persistTo?: string): Promise<void> {
  return wranglerRun([
    'd1',
    'execute',
    'DB',
    '--local',
    '--file=schema.sql',
    ...(persistTo ? ['--persist-to', persistTo] : []),
  ]);
}

/** `wrangler pages dev` serving dist/ and functions/ together on host:port. */
export function pagesDev(
  opts: { host: string; port: number; persistTo?: string; vars?: Record<string, string>; dir?: string } & SpawnOptions,
) {
  const { host, port, persistTo, vars, dir = 'dist', ...spawnOptions } = opts;
  return wrangler(
    [
      'pages',
      'dev',
      dir,
      '--ip',
      host,
      '--port',
      String(port),
      '--inspector-port',
      '0',
      '--show-interactive-dev-session=false',
      ...(persistTo ? ['--persist-to', persistTo] : []),
      // A developer's machine: e-mails are captured, development secrets allowed (functions/config.ts).
      ...Object.entries({ ENVIRONMENT: 'development', ...vars }).flatMap(([k, v]) => ['--binding', `${k}=${v}`]),
    ],
    spawnOptions,
  );
}
