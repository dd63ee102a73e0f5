import type { ChildProcess } from 'node:child_process';
import { openSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { e2eDatabaseDir, e2eDayPort, e2ePort } from '../../scripts/lib/e2e-ports';
import { schedulerDev, triggerScheduler } from '../../scripts/lib/wrangler';
import { type CapturedEmail, capturedEmails } from './mailbox';

const RESULTS = resolve(import.meta.dirname, '../..', 'test-results');

/**
 * Every log a scheduler run on the day variant's D1 wrote: two journeys' runs may overlap (they run in parallel
 * workers), and whichever runs first sends every message due, the other journey's too.
 */
export function schedulerLogs(): string[] {
  const suffix = `-${e2eDayPort()}.log`;
  return readdirSync(RESULTS)
    .filter((n) => n.startsWith('e2e-scheduler-') && n.endsWith(suffix))
    .map((n) => resolve(RESULTS, n));
}

/**
 * Runs the scheduler Worker once on the clinic's-day variant's D1 (the e2e servers run none) and waits until `find`
 * picks an e-mail from what any scheduler run there printed (schedulerLogs); returns that e-mail. Each journey takes its
 * own odd port offset (the site servers take the even ones, E2E_PORT + 2·worker) and its own log.
 */
export async function runSchedulerOnce(
  o: { origin: string; name: string; portOffset: number },
  find: (emails: CapturedEmail[]) => CapturedEmail | undefined,
): Promise<{ email: CapturedEmail }> {
  const log = resolve(RESULTS, `e2e-scheduler-${o.name}-${e2eDayPort()}.log`);
  const out = openSync(log, 'w');
  const port = e2ePort() + o.portOffset;
  const scheduler: ChildProcess = schedulerDev({
    host: '127.0.0.1',
    port,
    siteOrigin: o.origin,
    persistTo: resolve(import.meta.dirname, '../..', e2eDatabaseDir(e2eDayPort())),
    stdio: ['ignore', out, out],
  });
  let found: CapturedEmail | undefined;
  try {
    await expect.poll(() => triggerScheduler('127.0.0.1', port), { timeout: 45_000, intervals: [500] }).toBe(true);
    await expect
      .poll(
        () => {
          found = find(capturedEmails(schedulerLogs()));
          return !!found;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  } finally {
    scheduler.kill('SIGTERM');
  }
  return { email: found as CapturedEmail };
}

/** A dated session as the desk's Clinic tab stores one (besides its place and date). */
export interface DatedSession {
  start: string;
  end: string;
  slotMinutes: number;
  capacity: number;
}

/**
 * Gives `date` a session of its own on the day variant (at its first place), unless one starting then is there. Journeys
 * in parallel workers edit the schedule at once: an edit that lost to another (409, a newer version) is read and made
 * again.
 */
export async function ensureDatedSession(
  request: APIRequestContext,
  date: string,
  session: DatedSession,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const res = await request.get('/api/desk/clinic');
    expect(res.status()).toBe(200);
    const { schedule } = await res.json();
    const has = schedule.dateSessions.some(
      (s: { date: string; start: string }) => s.date === date && s.start === session.start,
    );
    if (has) return;
    const put = await request.put('/api/desk/clinic', {
      headers: { 'X-Desk-Request': '1' },
      data: {
        ...schedule,
        dateSessions: [...schedule.dateSessions, { placeId: schedule.places[0].id, date, ...session }],
      },
    });
    if (put.status() === 409 && attempt < 5) continue;
    expect(put.status(), await put.text()).toBe(200);
    return;
  }
}
