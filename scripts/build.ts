/**
 * Production build: the client bundle (dist/), the SSR bundle (dist-ssr/), then every route prerendered into
 * dist/ as static HTML. `npm start` serves dist/ and functions/ with wrangler, exactly as Pages will.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { prerender } from './prerender.ts';

const root = resolve(import.meta.dirname, '..');
const started = Date.now();

rmSync(resolve(root, 'dist-ssr'), { recursive: true, force: true });
await build({ configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn', build: { manifest: true } });
await build({
  configFile: resolve(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: '../dist-ssr', emptyOutDir: true, copyPublicDir: false },
});
const pages = await prerender(root);
console.log(`build: ${pages} pages prerendered into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
