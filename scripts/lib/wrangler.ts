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

/** The local D1's home: the same folder for the site, the scheduler Worker and the migrations. */
export const LOCAL_STATE = resolve(root, '.wrangler/state');

/**
 * Applies the migrations not yet applied to a local D1 (the default .wrangler/state, or `persistTo`); `quiet` keeps
 * wrangler's table of them out of the output (errors still show).
 */
export function applyLocalMigrations(persistTo = LOCAL_STATE, quiet = false): Promise<void> {
  return wranglerRun(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
    // Never waits for a confirmation: a local database is the developer's own.
    env: { CI: 'true' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
}

/**
 * The flags both local servers (the site under `pages dev`, the scheduler under `dev`) take alike: where they listen,
 * no inspector nor interactive session, and the local D1 they share.
 */
function localServerArgs(host: string, port: number, persistTo: string): string[] {
  return [
    '--ip',
    host,
    '--port',
    String(port),
    '--inspector-port',
    '0',
    '--show-interactive-dev-session=false',
    '--persist-to',
    persistTo,
  ];
}

/** `wrangler pages dev` serving dist/ and functions/ together on host:port. */
export function pagesDev(
  opts: { host: string; port: number; persistTo?: string; vars?: Record<string, string>; dir?: string } & SpawnOptions,
) {
  const { host, port, persistTo = LOCAL_STATE, vars, dir = 'dist', ...spawnOptions } = opts;
  return wrangler(
    [
      'pages',
      'dev',
      dir,
      ...localServerArgs(host, port, persistTo),
      // A developer's machine: e-mails are captured, development secrets allowed (functions/platform/flags.ts), links in
      // e-mails point at this server, and the desk's local identity is given only if it listens on loopback.
      ...Object.entries({
        ENVIRONMENT: 'development',
        SITE_ORIGIN: `http://${host}:${port}`,
        LISTEN_HOST: host,
        ...vars,
      }).flatMap(([k, v]) => ['--binding', `${k}=${v}`]),
    ],
    spawnOptions,
  );
}

/** The scheduler Worker's cron, as the local trigger URL names it. */
export const SCHEDULER_CRON = '*/5 * * * *';

/**
 * The companion scheduler Worker (workers/scheduler/) under `wrangler dev --test-scheduled`, on the same local D1 as
 * the site: its scheduled handler runs when /__scheduled is requested (scripts/start.ts does it every minute).
 */
export function schedulerDev(
  opts: {
    host: string;
    port: number;
    siteOrigin: string;
    persistTo?: string;
    vars?: Record<string, string>;
  } & SpawnOptions,
) {
  const { host, port, siteOrigin, persistTo = LOCAL_STATE, vars, ...spawnOptions } = opts;
  return wrangler(
    [
      'dev',
      '--config',
      'workers/scheduler/wrangler.toml',
      '--test-scheduled',
      ...localServerArgs(host, port, persistTo),
      ...Object.entries({ ENVIRONMENT: 'development', SITE_ORIGIN: siteOrigin, ...vars }).flatMap(([k, v]) => [
        '--var',
        `${k}:${v}`,
      ]),
    ],
    spawnOptions,
  );
}

/** Runs the local scheduler once (what the Cron Trigger does in production); resolves to whether it answered. */
export async function triggerScheduler(host: string, port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}:${port}/__scheduled?cron=${encodeURIComponent(SCHEDULER_CRON)}`);
    await res.text();
    return res.ok;
  } catch {
    return false;
  }
}
