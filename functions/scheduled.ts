import { addDays, clinicDate } from '../common/booking/schedule';
import {
  DEFAULT_RETENTION_MONTHS,
  EMAIL_RECORD_DAYS,
  LOG_KEEP_DAYS,
  MIN_RETENTION_MONTHS,
  PRIVACY_LINK_HOURS,
} from '../common/privacy/facts';
import { releaseHeldPlaces } from './booking/actions';
import { appointmentById } from './booking/db';
import { sendDueEmails } from './notify';
import { pruneEarlyReports } from './notify/db';
import { releaseUnpaidPlaces, settleRefunds } from './payments/actions';
import { siteCheckProblems } from './platform/deployment-check';
import type { Env } from './platform/env';
import { configProblems, describeProblems, isDevelopment } from './platform/flags';
import { applyRetention } from './privacy/db';
import { queueFollowUpReminders } from './queue/actions';
import { deleteObjects, sweepUnlinkedObjects } from './reports/actions';
import { offerFreePlaces } from './waitlist/actions';

/** How long an Idempotency-Key's answer is kept: long past any retry of the same draft. */
const IDEMPOTENCY_KEEP_DAYS = 7;

/** Months after which bookings and messages lose their personal fields: RETENTION_MONTHS, never under the floor. */
export function retentionMonths(configured: string | undefined): number {
  const n = Number.parseInt(configured ?? '', 10);
  return Number.isInteger(n) && n >= MIN_RETENTION_MONTHS ? n : DEFAULT_RETENTION_MONTHS;
}

/** The date `months` months before `date` (YYYY-MM-DD), clamped to the month's length. */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The clinic's clock-driven work, run by the companion scheduler Worker's Cron Trigger (workers/scheduler/), never by
 * visitors: reminders whose time has come, e-mails due for another attempt or abandoned mid-send, and pruning of
 * rate-limit counters, old idempotency answers and delivery reports no message claimed. Safe to run twice at once: each e-mail is claimed by one run only.
 */
export async function runScheduled(env: Env, now = new Date()): Promise<{ emails: number }> {
  const problems = configProblems(env);
  if (problems.length) {
    // Fail closed, as the Function does: a half-configured deployment does nothing at all. One line per run.
    console.error(`scheduler: not running: ${describeProblems(problems)} (ENVIRONMENT=${env.ENVIRONMENT ?? 'unset'})`);
    return { emails: 0 };
  }
  // Places held for bookings nobody confirmed in time (forms without JavaScript, decision 011) go back to patients.
  await releaseHeldPlaces(env, now);
  // Places held for a payment that did not come in time likewise (decision 031); their links are cancelled at Razorpay.
  const unpaid = await releaseUnpaidPlaces(env, now);
  await deleteObjects(env, unpaid.objectKeys);
  // Refunds Razorpay was not reached for are asked again under their own idempotency key (never a second refund).
  await settleRefunds(env, (id) => appointmentById(env.DB, id)).catch((err) =>
    console.error(`scheduler: refunds failed: ${err instanceof Error ? err.message.slice(0, 200) : ''}`),
  );
  // A deployment's scheduler sends only with the site's own secret and origin (decision 015). What only takes away
  // (releases above, pruning and retention below) runs even when it may not send — e.g. in the middle of a rotation:
  // bot-held places must not stay taken, nor personal data past its time.
  const site = isDevelopment(env) ? [] : await siteCheckProblems(env);
  // Follow-ups coming due get their reminder (queued once; sent just below, or by a later run).
  await queueFollowUpReminders(env, now);
  // Free places (those just released, and any a request did not live to offer) go to the waitlist (decision 030):
  // queued here, sent just below with the rest.
  await offerFreePlaces(env, now, { send: false }).catch((err) =>
    console.error(`scheduler: waitlist offers failed: ${err instanceof Error ? err.message.slice(0, 200) : ''}`),
  );
  let claimed = 0;
  if (site.length) {
    console.error(`scheduler: not sending: ${describeProblems(site)} (ENVIRONMENT=${env.ENVIRONMENT ?? 'unset'})`);
  } else {
    claimed = (await sendDueEmails(env, 20, now)).claimed;
  }
  const keepFrom = new Date(now.getTime() - IDEMPOTENCY_KEEP_DAYS * 86_400_000).toISOString();
  await env.DB.batch([
    env.DB.prepare('DELETE FROM rate_limits WHERE expires_at < ?1').bind(Math.floor(now.getTime() / 1000)),
    env.DB.prepare('DELETE FROM idempotency_keys WHERE created_at < ?1').bind(keepFrom),
    pruneEarlyReports(env.DB, now),
  ]);
  // Retention (decisions 010, 016): personal fields of bookings and messages past their time are erased.
  const cut = monthsBefore(clinicDate(now), retentionMonths(env.RETENTION_MONTHS));
  const retained = await applyRetention(env.DB, {
    today: clinicDate(now),
    bookingsBefore: cut,
    messagesBefore: `${cut}T00:00:00.000Z`,
    outboxBefore: new Date(now.getTime() - EMAIL_RECORD_DAYS * 86_400_000).toISOString(),
    logsBefore: `${addDays(clinicDate(now), -LOG_KEEP_DAYS)}T00:00:00.000Z`,
    unusedLinksBefore: new Date(now.getTime() - PRIVACY_LINK_HOURS * 3_600_000).toISOString(),
  });
  if (claimed) console.log(`scheduler: ${claimed} e-mail(s) claimed`);
  // The reports whose rows the retention deleted go from the bucket, and so do objects no row holds (decision 029).
  await deleteObjects(env, retained.objectKeys);
  const swept = await sweepUnlinkedObjects(env, now).catch((err) => {
    console.error(
      `scheduler: sweep of unlinked reports failed: ${err instanceof Error ? err.message.slice(0, 200) : ''}`,
    );
    return 0;
  });
  const touched = Object.entries({ ...retained.counts, swept }).filter(([, n]) => n > 0);
  if (touched.length) console.log(`scheduler: retention: ${touched.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  return { emails: claimed };
}
