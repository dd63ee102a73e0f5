import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildSiteOrigin } from './scripts/lib/site-origin.ts';
import { turnstileSiteKey } from './scripts/lib/turnstile-site-key.ts';
import { catalogue } from './scripts/vite-catalogue.ts';

const siteOrigin = buildSiteOrigin();

/**
 * Client build to dist/, SSR build (for the prerender) to dist-ssr/ (scripts/build.ts can point both elsewhere).
 * `npm run dev` proxies /api to wrangler.
 */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), catalogue()],
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    // VITE_TURNSTILE_SITE_KEY, or TURNSTILE_SITE_KEY when only the Function's name is set.
    'import.meta.env.VITE_TURNSTILE_SITE_KEY': JSON.stringify(turnstileSiteKey()),
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    reportCompressedSize: false,
    // The page's inline script (web/src/boot.ts) is built beside the page's entry; the prerender inlines it and
    // deletes its file. No polyfill for <link rel=modulepreload>: every browser the site supports has it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'web/index.html'),
        boot: resolve(import.meta.dirname, 'web/src/boot.ts'),
      },
      // Imported constants are written where they are used: the inline script shares web/src/page-contract.ts with the
      // runtime without importing it (the prerender refuses an inline script that imports).
      optimization: { inlineConst: { mode: 'all' } },
    },
  },
  ssr: { noExternal: ['@chakra-ui/react', '@ark-ui/react', '@zag-js/*', 'lucide-react'] },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8788'}` },
  },
});
