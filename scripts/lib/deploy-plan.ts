/**
 * What `npm run deploy` does, as data: scripts/deploy.ts runs the steps, or prints them with --dry-run (and a unit test
 * reads them). One input, the site's origin, reaches every place that needs it (decision 015): the build (canonical
 * links, the sitemap, build-info.json), the Pages Function's [vars] and the scheduler Worker's.
 */
import { httpsOrigin, STAND_IN_ORIGIN } from '../../common/platform/site-origin.ts';

export interface DeployOptions {
  origin: string;
  preview: boolean;
  dryRun: boolean;
}

/** A refusal of the command line, with the message to print. */
export class DeployInputError extends Error {}

const USAGE =
  'npm run deploy -- --origin https://your-domain [--preview] [--dry-run]   (or SITE_ORIGIN=https://your-domain npm run deploy)';

/** Reads the command line and SITE_ORIGIN; refuses a missing, malformed or stand-in origin, and two different ones. */
export function deployOptions(argv: string[], env: Record<string, string | undefined> = process.env): DeployOptions {
  let given: string | undefined;
  let preview = false;
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--preview') preview = true;
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--origin') given = argv[++i] ?? '';
    else if (arg.startsWith('--origin=')) given = arg.slice('--origin='.length);
    else throw new DeployInputError(`deploy: unknown argument ${arg}\nusage: ${USAGE}`);
  }
  const fromEnv = env.SITE_ORIGIN || undefined;
  const raw = given ?? fromEnv;
  if (!raw) throw new DeployInputError(`deploy: the site's origin is required\nusage: ${USAGE}`);
  const origin = httpsOrigin(raw);
  if (!origin)
    throw new DeployInputError(`deploy: ${raw} is not an https:// origin (no path, e.g. https://your-domain)`);
  if (given !== undefined && fromEnv !== undefined && httpsOrigin(fromEnv) !== origin) {
    throw new DeployInputError(`deploy: two origins given: --origin ${given} and SITE_ORIGIN=${fromEnv}`);
  }
  if (origin === STAND_IN_ORIGIN) {
    throw new DeployInputError(
      `deploy: ${origin} is the stand-in this repository ships with; give the clinic's own origin\nusage: ${USAGE}`,
    );
  }
  return { origin, preview, dryRun };
}

/**
 * `toml` (the Pages project's wrangler.toml) with SITE_ORIGIN set to `origin` in the [vars] table a deployment reads:
 * the top-level one for production, [env.preview.vars] for a preview. Everything else is left as it is.
 */
export function withSiteOrigin(toml: string, origin: string, preview: boolean): string {
  const table = varsTable(preview);
  let replaced = 0;
  const lines = mapTables(toml, (line, current) => {
    if (current !== table || !SITE_ORIGIN_LINE.test(line)) return line;
    replaced++;
    return `SITE_ORIGIN = ${JSON.stringify(origin)}`;
  });
  if (replaced !== 1) throw new Error(`deploy: wrangler.toml has ${replaced} SITE_ORIGIN lines in [${table}], not one`);
  return lines.join('\n');
}

/** The [vars] table a deployment reads: [vars] for production, [env.preview.vars] for a preview. */
export function varsTable(preview: boolean): string {
  return preview ? 'env.preview.vars' : 'vars';
}

/** The SITE_ORIGIN values set in `table` of a wrangler.toml text (a plain reading: one quoted string per line). */
export function siteOriginsIn(toml: string, table: string): string[] {
  const found: string[] = [];
  mapTables(toml, (line, current) => {
    const m = /^\s*SITE_ORIGIN\s*=\s*"([^"]*)"/.exec(line);
    if (current === table && m) found.push(m[1]);
    return line;
  });
  return found;
}

const SITE_ORIGIN_LINE = /^\s*SITE_ORIGIN\s*=/;

/** Maps each line with the name of the TOML table it is in ('' before the first header). */
function mapTables(toml: string, fn: (line: string, table: string) => string): string[] {
  let current = '';
  return toml.split('\n').map((line) => {
    const header = /^\s*\[+\s*([^\]]+?)\s*\]+\s*(?:#.*)?$/.exec(line);
    if (header) {
      current = header[1];
      return line;
    }
    return fn(line, current);
  });
}

/** Where the Pages deployment is staged: a wrangler.toml carrying the origin, beside links to functions/ and dist/. */
export const STAGE_DIR = '.wrangler/release';

export type DeployStep =
  | { kind: 'run'; title: string; command: string[]; cwd?: string; env?: Record<string, string> }
  | { kind: 'stage'; title: string; toml: string; table: string; links: Record<string, string> }
  | { kind: 'check-build'; title: string; file: string; origin: string }
  | { kind: 'health'; title: string; url: string };

/** Every step of a release, in order. `pagesToml` is the Pages project's wrangler.toml as it is in the repository. */
export function deployPlan(options: DeployOptions, pagesToml: string): DeployStep[] {
  const { origin, preview } = options;
  return [
    {
      kind: 'run',
      title: `build for ${origin}`,
      command: ['node', 'scripts/build.ts'],
      env: { SITE_ORIGIN: origin, BUILD_OUT_DIR: 'dist' },
    },
    { kind: 'check-build', title: 'the build recorded its origin', file: 'dist/build-info.json', origin },
    {
      kind: 'run',
      title: 'apply the migrations the remote database has not had',
      command: [
        'wrangler',
        'd1',
        'migrations',
        'apply',
        preview ? 'clinic-db-preview' : 'clinic-db',
        '--remote',
        ...(preview ? ['--env', 'preview'] : []),
      ],
    },
    {
      kind: 'stage',
      title: `stage the Pages configuration with SITE_ORIGIN = ${origin}`,
      toml: withSiteOrigin(pagesToml, origin, preview),
      table: varsTable(preview),
      links: { functions: 'functions', dist: 'dist' },
    },
    {
      kind: 'run',
      title: 'deploy the site and its Function (Pages reads [vars] from the staged wrangler.toml)',
      // The assets from dist/ itself (not through the stage's link, which is there for pages_build_output_dir).
      command: ['wrangler', 'pages', 'deploy', '../../dist', '--branch', preview ? 'preview' : 'main'],
      cwd: STAGE_DIR,
    },
    // The site's first API request publishes its deployment check, which the scheduler waits for.
    {
      kind: 'health',
      title: 'ask the site once (it publishes its check for the scheduler)',
      url: `${origin}/api/health`,
    },
    ...(preview
      ? []
      : [
          {
            kind: 'run' as const,
            title: 'deploy the scheduler Worker with the same origin',
            command: [
              'wrangler',
              'deploy',
              '--config',
              'workers/scheduler/wrangler.toml',
              '--var',
              `SITE_ORIGIN:${origin}`,
            ],
          },
        ]),
  ];
}

/** The steps as the dry run prints them: one numbered line each, with what it would write. */
export function describePlan(options: DeployOptions, steps: DeployStep[]): string {
  const out = [`deploy (dry run, nothing is run): ${options.preview ? 'preview' : 'production'} at ${options.origin}`];
  steps.forEach((step, i) => {
    const n = `${i + 1}.`;
    if (step.kind === 'run') {
      const env = Object.entries(step.env ?? {}).map(([k, v]) => `${k}=${v} `);
      const where = step.cwd ? `(in ${step.cwd}) ` : '';
      out.push(`${n} ${step.title}: ${where}${env.join('')}${step.command.join(' ')}`);
    } else if (step.kind === 'stage') {
      const set = siteOriginsIn(step.toml, step.table).map((o) => `SITE_ORIGIN = ${JSON.stringify(o)}`);
      out.push(`${n} ${step.title}: write ${STAGE_DIR}/wrangler.toml, the repository's with [${step.table}] ${set}`);
      for (const [name, target] of Object.entries(step.links)) out.push(`   link ${STAGE_DIR}/${name} -> ${target}`);
    } else if (step.kind === 'check-build') {
      out.push(`${n} ${step.title}: ${step.file} must say ${step.origin}`);
    } else {
      out.push(`${n} ${step.title}: GET ${step.url}`);
    }
  });
  return out.join('\n');
}
