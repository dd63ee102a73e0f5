/**
 * `npm run deploy -- --origin https://your-domain`: production — build for that origin, apply the D1 migrations the
 * remote database has not had (before the new code that needs them goes live), deploy the site and its Function to
 * Pages with SITE_ORIGIN set to the same origin, ask the site once, then deploy the scheduler Worker with it too.
 * `--preview`: the same against the preview database and a preview deployment (no scheduler). `--dry-run`: print the
 * steps and commands, run nothing. The origin may come from SITE_ORIGIN instead of --origin; the stand-in is refused.
 * The steps are scripts/lib/deploy-plan.ts; why: decision 015. Needs `wrangler login` (or CLOUDFLARE_API_TOKEN) and
 * the one-time setup in README, "Deploy".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseBuildInfo } from '../common/platform/site-origin.ts';
import {
  DeployInputError,
  type DeployOptions,
  type DeployStep,
  deployOptions,
  deployPlan,
  describePlan,
  STAGE_DIR,
} from './lib/deploy-plan.ts';
import { resolveExtensionless } from './lib/extensionless.ts';
import { wranglerRun } from './lib/wrangler.ts';

const root = resolve(import.meta.dirname, '..');

let options: DeployOptions;
try {
  options = deployOptions(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof DeployInputError)) throw err;
  console.error(err.message);
  process.exit(2);
}

const steps = deployPlan(options, readFileSync(resolve(root, 'wrangler.toml'), 'utf8'));

// Every SMS fits two parts at the stand-in origin (the unit tests); a longer origin lengthens each link. Said before
// anything runs, so the clinic can choose a shorter origin or accept the cost (and register the texts on DLT as sent).
resolveExtensionless();
const { smsOverLimit } = await import('../common/notify/template-samples.ts');
const longSms = smsOverLimit(options.origin);
if (longSms.length) {
  console.warn(
    `deploy: at ${options.origin}, these SMS take more than two parts with the longest values (each part is billed): ` +
      `${longSms.map((s) => `${s.key} (${s.locale}, ${s.parts} parts)`).join(', ')}. A shorter origin keeps them to ` +
      'two; `npx node scripts/message-templates.ts <origin>` prints each with its parts.',
  );
}
if (options.dryRun) {
  console.log(describePlan(options, steps));
  process.exit(0);
}

async function run(step: DeployStep): Promise<void> {
  switch (step.kind) {
    case 'run': {
      const [program, ...args] = step.command;
      const cwd = resolve(root, step.cwd ?? '.');
      if (program === 'wrangler') return wranglerRun(args, { cwd, env: step.env });
      // node: this project's Node (the pinned 22), as npm runs it.
      const done = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, ...step.env } });
      if (done.status !== 0) throw new Error(`${step.command.join(' ')} exited ${done.status}`);
      return;
    }
    case 'check-build': {
      const built = parseBuildInfo(readFileSync(resolve(root, step.file), 'utf8'));
      if (built !== step.origin) throw new Error(`${step.file} says ${built}, not ${step.origin}`);
      return;
    }
    case 'stage': {
      const stage = resolve(root, STAGE_DIR);
      rmSync(stage, { recursive: true, force: true });
      mkdirSync(stage, { recursive: true });
      writeFileSync(resolve(stage, 'wrangler.toml'), step.toml);
      for (const [name, target] of Object.entries(step.links)) symlinkSync(resolve(root, target), resolve(stage, name));
      return;
    }
    case 'health': {
      // Unreachable is not fatal: a custom domain may not point at the project yet (until the site answers one API
      // request, the scheduler sends nothing: it waits for the site's deployment check). A 503 is: the Function
      // refuses to run as deployed (a secret missing or short, or SITE_ORIGIN not what the build was made for).
      let res: Response;
      try {
        res = await fetch(step.url, { signal: AbortSignal.timeout(20_000) });
        await res.body?.cancel();
      } catch (err) {
        console.warn(`deploy: WARNING: ${step.url} did not answer (${(err as Error).message}); open it once it does`);
        return;
      }
      if (res.status === 503) {
        throw new Error(`${step.url} answered 503: the Function logs what to fix (npx wrangler pages deployment tail)`);
      }
      if (res.ok) console.log(`deploy: ${step.url} answered ${res.status}`);
      else console.warn(`deploy: WARNING: ${step.url} answered ${res.status}`);
      return;
    }
  }
}

for (const step of steps) {
  console.log(`deploy: ${step.title}`);
  try {
    await run(step);
  } catch (err) {
    console.error(`deploy: stopped: ${(err as Error).message}`);
    process.exit(1);
  }
}
console.log(`deploy: done, ${options.preview ? 'preview' : 'production'} at ${options.origin}`);
