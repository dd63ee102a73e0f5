/**
 * UI work with hot reload: Vite on http://127.0.0.1:5173 for the site, proxying /api to `wrangler pages dev` on
 * :8788 (functions/ and the local D1). `npm start` remains the way to see the site exactly as Pages serves it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { applyLocalMigrations, pagesDev } from './lib/wrangler.ts';
import { compileMessagesSync } from './messages.ts';

const root = resolve(import.meta.dirname, '..');
const apiPort = Number(process.env.API_PORT || 8788);
if (!existsSync(resolve(root, 'dist/index.html'))) {
  console.log('dev: no dist/ yet, building once so wrangler has a site to serve next to the API');
  await import('./build.ts');
}
compileMessagesSync(root);
await applyLocalMigrations();
const api = pagesDev({ host: '127.0.0.1', port: apiPort });
const vite = await createServer({ configFile: resolve(root, 'vite.config.ts') });
await vite.listen();
vite.printUrls();
const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
