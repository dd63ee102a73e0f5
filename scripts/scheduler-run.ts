/**
 * `npm run scheduler:run`: runs the scheduled work once now (due reminders, e-mail retries) on the local D1, through
 * the scheduler Worker that `npm start` runs beside the site. SCHEDULER_PORT overrides its port (default 8789).
 */
import { triggerScheduler } from './lib/wrangler.ts';

const port = Number(process.env.SCHEDULER_PORT || 8789);
if (await triggerScheduler('127.0.0.1', port)) {
  console.log('scheduler: ran once; its log lines are in the terminal of `npm start`');
} else {
  console.error(`scheduler: nothing answered on 127.0.0.1:${port}. Start the site with \`npm start\` first.`);
  process.exit(1);
}
