/**
 * Serves the built site and the API together, as Cloudflare Pages will, on a local D1:
 * http://127.0.0.1:8788 by default; PORT and HOST override.
 */
import { pagesDev } from './lib/wrangler.ts';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8788);

const child = pagesDev({ host, port });
const stop = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
