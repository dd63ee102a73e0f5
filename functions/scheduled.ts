import { configProblems } from './config';
import { sendDueEmails } from './email/deliver';
import type { Env } from './env';

/** How long an Idempotency-Key's answer is kept: long past any retry of the same draft. */
const IDEMPOTENCY_KEEP_DAYS = 7;

/**
 * The clinic's clock-driven work, run by the companion scheduler Worker's Cron Trigger (workers/scheduler/), never by
 * visitors: reminders whose time has come, e-mails due for another attempt or abandoned mid-send, and pruning of
 * rate-limit counters and old idempotency answers. Safe to run twice at once: each e-mail is claimed by one run only.
 */
export async function runScheduled(env: Env, now = new Date()): Promise<{ emails: number }> {
  const missing = configProblems(env);
  if (missing.length) {
    // Fail closed, as the Function does: no e-mail goes out from a half-configured deployment.
    console.error(`scheduler: not running: ${missing.join(', ')} not set (ENVIRONMENT=${env.ENVIRONMENT ?? 'unset'})`);
    return { emails: 0 };
  }
  const { claimed } = await sendDueEmails(env, 20, now);
  const keepFrom = new Date(now.getTime() - IDEMPOTENCY_KEEP_DAYS * 86_400_000).toISOString();
  await env.DB.batch([
    env.DB.prepare('DELETE FROM rate_limits WHERE expires_at < ?1').bind(Math.floor(now.getTime() / 1000)),
    env.DB.prepare('DELETE FROM idempotency_keys WHERE created_at < ?1').bind(keepFrom),
  ]);
  if (claimed) console.log(`scheduler: ${claimed} e-mail(s) claimed`);
  return { emails: claimed };
}
