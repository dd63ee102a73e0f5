/**
 * `npm run typecheck`: tsc over each runtime's project, as the root tsconfig.json lists them — common/ (no DOM, no
 * Node: it runs in all three), web/ (DOM), functions/ and workers/ (Workers), scripts/ and the Node-run tests (Node).
 * A file is checked with its own runtime's declarations only, so a Worker file that names a DOM type fails here.
 * Every project is checked, even after one fails; exits non-zero when any did.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const solution = JSON.parse(readFileSync(resolve(root, 'tsconfig.json'), 'utf8')) as { references: { path: string }[] };
const tsc = resolve(root, 'node_modules/.bin/tsc');

let failed = 0;
for (const { path } of solution.references) {
  const project = path.endsWith('.json') ? path : `${path}/tsconfig.json`;
  const started = performance.now();
  const r = spawnSync(tsc, ['-p', project], { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = r.status === 0;
  if (!ok) failed += 1;
  console.log(`typecheck ${project}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`);
}
process.exit(failed ? 1 : 0);
