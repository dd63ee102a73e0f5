/**
 * Serves the built site and the API together, as Cloudflare Pages will, on a local D1:
 * http://127.0.0.1:8788 by default; PORT and HOST override. Beside it runs the scheduler Worker (reminders, e-mail
 * retries) on the same D1, triggered every minute as its Cron Trigger would be (SCHEDULER_PORT, default 8789).
 */
import { pagesDev, schedulerDev, triggerScheduler } from './lib/wrangler.ts';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8788);
const schedulerPort = Number(process.env.SCHEDULER_PORT || 8789);
const siteOrigin = `http://${host}:${port}`;

const site = pagesDev({ host, port });
const scheduler = schedulerDev({ host: '127.0.0.1', port: schedulerPort, siteOrigin, stdio: 'inherit' });
const tick = setInterval(() => void triggerScheduler('127.0.0.1', schedulerPort), 60_000);

const stop = (signal: NodeJS.Signals) => {
  clearInterval(tick);
  scheduler.kill(signal);
  site.kill(signal);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
site.on('exit', (code) => {
  clearInterval(tick);
  scheduler.kill('SIGTERM');
  process.exit(code ?? 0);
});
