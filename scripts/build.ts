/**
 * Production build: the client bundle (dist/), the SSR bundle (dist-ssr/), then every route prerendered into
 * dist/ as static HTML. `npm start` serves dist/ and functions/ with wrangler, exactly as Pages will.
 *
 * BUILD_OUT_DIR puts the site elsewhere (e.g. dist-turnstile/, the browser tests' Turnstile variant) and
 * BUILD_SSR_DIR the SSR bundle (default: the output directory's name + "-ssr", in the project root), both relative
 * to the project root. BUILD_KEEP_MESSAGES=1 builds with the UI strings already compiled in common/paraglide/ (the
 * browser tests' Turnstile variant: recompiling would rewrite files the running site servers watch, and a server
 * that reloads while they are half-written stops).
 */
import { existsSync, rmSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { build } from 'vite';
import { turnstileSiteKey } from './lib/turnstile-site-key.ts';
import { compileMessagesSync } from './messages.ts';

const root = resolve(import.meta.dirname, '..');
const started = Date.now();
const outDir = resolve(root, process.env.BUILD_OUT_DIR || 'dist');
// The SSR bundle imports packages from node_modules, so by default it stays in the project, wherever the site goes.
const ssrDir = resolve(root, process.env.BUILD_SSR_DIR || `${basename(outDir)}-ssr`);
if (outDir === root || ssrDir === root || outDir === ssrDir) throw new Error('build: choose two separate output dirs');

if (process.env.BUILD_KEEP_MESSAGES !== '1' || !existsSync(resolve(root, 'common/paraglide/messages.js'))) {
  compileMessagesSync(root);
}
rmSync(ssrDir, { recursive: true, force: true });
await build({ configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn', build: { manifest: true, outDir } });
await build({
  configFile: resolve(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
// Imported once the messages exist: the prerender's modules import the compiled catalogue (common/paraglide/), which a
// fresh clone does not have until the line above has run.
const { prerender } = await import('./prerender.ts');
const pages = await prerender(root, { outDir, ssrDir, turnstile: Boolean(turnstileSiteKey()) });
console.log(
  `build: ${pages} pages prerendered into ${relative(root, outDir)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
