/**
 * The companion Worker that runs the clinic's scheduled work (functions/scheduled.ts) on a Cron Trigger, bound to the
 * same D1 as the Pages Function. Pages Functions have no Cron Triggers (decision 007).
 */
import type { Env } from '../../functions/platform/env';
import { runScheduled } from '../../functions/scheduled';

export default {
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
