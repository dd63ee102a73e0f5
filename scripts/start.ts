/**
 * Serves the built site and the API together, as Cloudflare Pages will, on a local D1:
 * http://127.0.0.1:8788 by default; PORT and HOST override. Beside it runs the scheduler Worker (reminders, e-mail
 * retries) on the same D1, triggered every minute as its Cron Trigger would be (SCHEDULER_PORT, default 8789), and the
 * local stand-in for Razorpay (scripts/razorpay-stand-in.ts, RAZORPAY_PORT, default 8790), which both reach through
 * RAZORPAY_API_BASE with the local keys: paying for a booking opens its pay page.
 */
import { LOCAL_RAZORPAY, razorpayVars } from './lib/razorpay-stand-in.ts';
import { pagesDev, schedulerDev, triggerScheduler } from './lib/wrangler.ts';
import { spawnRazorpayStandIn } from './razorpay-stand-in.ts';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8788);
const schedulerPort = Number(process.env.SCHEDULER_PORT || 8789);
const razorpayPort = Number(process.env.RAZORPAY_PORT || LOCAL_RAZORPAY.port);
const siteOrigin = `http://${host}:${port}`;
const vars = razorpayVars(`http://127.0.0.1:${razorpayPort}`);

const razorpay = spawnRazorpayStandIn(razorpayPort);
const site = pagesDev({ host, port, vars });
const scheduler = schedulerDev({ host: '127.0.0.1', port: schedulerPort, siteOrigin, vars, stdio: 'inherit' });
// Without it every payment would fail: stop all rather than serve a site whose pay button cannot work.
razorpay.on('exit', (code) => {
  if (!code) return;
  console.error(
    `The Razorpay stand-in stopped (exit ${code}): is port ${razorpayPort} taken? RAZORPAY_PORT sets another.`,
  );
  stop('SIGTERM');
});
const tick = setInterval(() => void triggerScheduler('127.0.0.1', schedulerPort), 60_000);

const stop = (signal: NodeJS.Signals) => {
  clearInterval(tick);
  scheduler.kill(signal);
  razorpay.kill(signal);
  site.kill(signal);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
site.on('exit', (code) => {
  clearInterval(tick);
  scheduler.kill('SIGTERM');
  razorpay.kill('SIGTERM');
  process.exit(code ?? 0);
});
