import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAND_IN_ORIGIN } from '../../common/platform/site-origin';
import {
  DeployInputError,
  type DeployStep,
  deployOptions,
  deployPlan,
  siteOriginsIn,
  withSiteOrigin,
} from '../../scripts/lib/deploy-plan';

const root = resolve(import.meta.dirname, '../..');
const PAGES_TOML = readFileSync(resolve(root, 'wrangler.toml'), 'utf8');
const SCHEDULER_TOML = readFileSync(resolve(root, 'workers/scheduler/wrangler.toml'), 'utf8');
const ORIGIN = 'https://clinic.example.org';

/** `npm run deploy -- …args` as a person runs it, with SITE_ORIGIN from `env` only (never the runner's own). */
function deploy(args: string[], env: Record<string, string> = {}) {
  const { SITE_ORIGIN: _, ...rest } = process.env;
  const run = spawnSync(process.execPath, [resolve(root, 'scripts/deploy.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...rest, ...env },
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Where a step puts the origin: each place a deployment takes it from. */
function placesOf(steps: DeployStep[]): Record<string, string[]> {
  const places: Record<string, string[]> = {};
  const add = (k: string, v: string | undefined) => {
    places[k] = [...(places[k] ?? []), v ?? '(missing)'];
  };
  for (const s of steps) {
    if (s.kind === 'run' && s.command[1] === 'scripts/build.ts') add('build', s.env?.SITE_ORIGIN);
    if (s.kind === 'check-build') add('build-info.json', s.origin);
    if (s.kind === 'stage') for (const o of siteOriginsIn(s.toml, s.table)) add(`pages [${s.table}]`, o);
    if (s.kind === 'run' && s.command.includes('--var')) {
      add('scheduler --var', s.command[s.command.indexOf('--var') + 1].replace(/^SITE_ORIGIN:/, ''));
    }
    if (s.kind === 'health') add('health', s.url.replace(/\/api\/health$/, ''));
  }
  return places;
}

describe('the repository as shipped', () => {
  it('sets the stand-in origin in both wrangler.toml files, which a deployment refuses', () => {
    expect(siteOriginsIn(PAGES_TOML, 'vars')).toEqual([STAND_IN_ORIGIN]);
    expect(siteOriginsIn(SCHEDULER_TOML, 'vars')).toEqual([STAND_IN_ORIGIN]);
  });
});

describe('npm run deploy: its one input, the origin', () => {
  it('takes --origin, --origin=…, or SITE_ORIGIN, and writes it as an origin', () => {
    expect(deployOptions(['--origin', ORIGIN], {}).origin).toBe(ORIGIN);
    expect(deployOptions([`--origin=${ORIGIN}/`], {}).origin).toBe(ORIGIN);
    expect(deployOptions([], { SITE_ORIGIN: 'https://Clinic.Example.org' }).origin).toBe(ORIGIN);
    expect(deployOptions(['--origin', ORIGIN], { SITE_ORIGIN: `${ORIGIN}/` }).origin).toBe(ORIGIN);
    expect(deployOptions(['--preview', '--dry-run', '--origin', ORIGIN], {})).toEqual({
      origin: ORIGIN,
      preview: true,
      dryRun: true,
    });
  });

  it.each([
    ['the stand-in', ['--origin', STAND_IN_ORIGIN], {}, /is the stand-in/],
    ['the stand-in, written otherwise', ['--origin', 'HTTPS://DELHICHESTCLINIC.IN/'], {}, /is the stand-in/],
    ['the stand-in from SITE_ORIGIN', [], { SITE_ORIGIN: STAND_IN_ORIGIN }, /is the stand-in/],
    ['no origin', [], {}, /origin is required/],
    ['an empty --origin', ['--origin', ''], {}, /origin is required/],
    ['an http:// origin', ['--origin', 'http://clinic.example.org'], {}, /not an https:\/\/ origin/],
    ['a path', ['--origin', 'https://clinic.example.org/site'], {}, /not an https:\/\/ origin/],
    ['two origins', ['--origin', ORIGIN], { SITE_ORIGIN: 'https://other.example.net' }, /two origins given/],
    ['an unknown argument', ['--origin', ORIGIN, '--force'], {}, /unknown argument --force/],
  ])('refuses %s', (_what, argv, env, message) => {
    expect(() => deployOptions(argv, env)).toThrow(DeployInputError);
    expect(() => deployOptions(argv, env)).toThrow(message);
  });
});

describe('npm run deploy: the plan', () => {
  it('puts the one origin in every place: the build, its record, the Pages [vars], the scheduler and the check', () => {
    const steps = deployPlan(deployOptions(['--origin', ORIGIN], {}), PAGES_TOML);
    expect(placesOf(steps)).toEqual({
      build: [ORIGIN],
      'build-info.json': [ORIGIN],
      'pages [vars]': [ORIGIN],
      'scheduler --var': [ORIGIN],
      health: [ORIGIN],
    });
    // The build comes first, the scheduler (which waits for the site's check) last.
    expect(steps.map((s) => s.kind)).toEqual(['run', 'check-build', 'run', 'stage', 'run', 'health', 'run']);
  });

  it('stages a copy of wrangler.toml that differs from the repository only in that line', () => {
    const staged = withSiteOrigin(PAGES_TOML, ORIGIN, false);
    const before = PAGES_TOML.split('\n');
    const after = staged.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, i) => line !== before[i]);
    expect(changed).toEqual([`SITE_ORIGIN = "${ORIGIN}"`]);
    // The preview's own origin is not touched by a production deploy.
    expect(siteOriginsIn(staged, 'env.preview.vars')).toEqual(siteOriginsIn(PAGES_TOML, 'env.preview.vars'));
  });

  it('for a preview, sets the preview [vars], uses the preview database and deploys no scheduler', () => {
    const preview = 'https://preview.delhi-chest-clinic.pages.dev';
    const steps = deployPlan(deployOptions(['--preview', '--origin', preview], {}), PAGES_TOML);
    expect(placesOf(steps)).toEqual({
      build: [preview],
      'build-info.json': [preview],
      'pages [env.preview.vars]': [preview],
      health: [preview],
    });
    const stage = steps.find((s) => s.kind === 'stage');
    expect(stage?.kind === 'stage' && siteOriginsIn(stage.toml, 'vars')).toEqual([STAND_IN_ORIGIN]);
    const commands = steps.flatMap((s) => (s.kind === 'run' ? [s.command.join(' ')] : []));
    expect(commands).toContain('wrangler d1 migrations apply clinic-db-preview --remote --env preview');
    expect(commands).toContain('wrangler pages deploy ../../dist --branch preview');
    expect(commands.some((c) => c.includes('workers/scheduler'))).toBe(false);
  });

  it('fails rather than stage a wrangler.toml without exactly one SITE_ORIGIN in the table', () => {
    expect(() => withSiteOrigin('[vars]\nMAIL_FROM = "x"\n', ORIGIN, false)).toThrow(/0 SITE_ORIGIN lines in \[vars\]/);
  });
});

describe('npm run deploy -- --dry-run', () => {
  it('prints the commands with the same origin in every place, and runs nothing', () => {
    const run = deploy(['--dry-run', '--origin', ORIGIN]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = run.stdout;
    expect(out).toContain('dry run, nothing is run');
    expect(out).toContain(`SITE_ORIGIN=${ORIGIN} BUILD_OUT_DIR=dist node scripts/build.ts`);
    expect(out).toContain(`dist/build-info.json must say ${ORIGIN}`);
    expect(out).toContain(`[vars] SITE_ORIGIN = "${ORIGIN}"`);
    expect(out).toContain('(in .wrangler/release) wrangler pages deploy ../../dist --branch main');
    expect(out).toContain(`GET ${ORIGIN}/api/health`);
    expect(out).toContain(`wrangler deploy --config workers/scheduler/wrangler.toml --var SITE_ORIGIN:${ORIGIN}`);
    // No other origin anywhere: every URL printed is the one given.
    const urls = [...out.matchAll(/https?:\/\/[^\s"]+/g)].map((m) =>
      m[0].replace(/:$/, '').replace(/\/api\/health$/, ''),
    );
    expect(urls.length).toBeGreaterThanOrEqual(6);
    expect(new Set(urls)).toEqual(new Set([ORIGIN]));
  });

  it('takes the origin from SITE_ORIGIN as well', () => {
    const run = deploy(['--dry-run'], { SITE_ORIGIN: ORIGIN });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`--var SITE_ORIGIN:${ORIGIN}`);
  });

  it('refuses the stand-in, from --origin or SITE_ORIGIN, before doing anything', () => {
    for (const run of [
      deploy(['--dry-run', '--origin', STAND_IN_ORIGIN]),
      deploy(['--dry-run'], { SITE_ORIGIN: STAND_IN_ORIGIN }),
      deploy(['--origin', STAND_IN_ORIGIN]),
    ]) {
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`deploy: ${STAND_IN_ORIGIN} is the stand-in`);
    }
  });

  it('refuses to run without an origin', () => {
    const run = deploy(['--dry-run']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("the site's origin is required");
  });
});
