/**
 * `npm run deploy`: production — build, apply the D1 migrations the remote database has not had (before the new code
 * that needs them goes live), deploy the site and its Function to Pages, then the scheduler Worker.
 * `npm run deploy -- --preview`: the same against the preview database and a preview deployment (no scheduler).
 * Needs `wrangler login` (or CLOUDFLARE_API_TOKEN) and the one-time setup in README, "Deploy".
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { wranglerRun } from './lib/wrangler.ts';

const root = resolve(import.meta.dirname, '..');
const preview = process.argv.includes('--preview');

const build = spawnSync(process.execPath, [resolve(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

await wranglerRun([
  'd1',
  'migrations',
  'apply',
  preview ? 'clinic-db-preview' : 'clinic-db',
  '--remote',
  ...(preview ? ['--env', 'preview'] : []),
]);
await wranglerRun(['pages', 'deploy', 'dist', '--branch', preview ? 'preview' : 'main']);
if (!preview) await wranglerRun(['deploy', '--config', 'workers/scheduler/wrangler.toml']);
