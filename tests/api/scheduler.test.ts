import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../common/booking/schedule';
import { WHAT_TO_BRING } from '../../common/clinic/facts';
import { formatClinicDate } from '../../common/i18n/dates';
import { STAND_IN_ORIGIN } from '../../common/platform/site-origin';
import { MAX_EMAIL_ATTEMPTS } from '../../functions/notify/db/outbox';
import {
  type CapturedResendCall,
  call,
  clearAll,
  DEPLOYED_ORIGIN,
  deployment,
  freshDeployment,
  interceptResend,
  ORIGIN,
  openDate,
  postJson,
  SENDING,
  validAppointment,
} from './helpers';
import {
  bookCaptured,
  captureLog,
  keyOf,
  manageRequest,
  outboxOf,
  patient,
  resend500,
  resendOk,
  runScheduler,
  tableRows,
} from './lifecycle-helpers';

beforeEach(clearAll);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** When a booking's reminder is due: 18:00 in Delhi (12:30 UTC) the day before. */
function reminderDue(date: string): number {
  return Date.parse(`${addDays(date, -1)}T12:30:00.000Z`);
}

const MINUTE = 60_000;

/** Sets columns of one outbox row directly in D1 (times, status, attempts), as a crash or the clock would leave it. */
async function setRow(id: string, values: Record<string, string | number | null>): Promise<void> {
  const cols = Object.keys(values);
  await env.DB.prepare(`UPDATE outbox SET ${cols.map((c, i) => `${c} = ?${i + 2}`).join(', ')} WHERE id = ?1`)
    .bind(id, ...Object.values(values))
    .run();
}

async function rowOf(refId: string, kind: string) {
  const row = (await outboxOf(refId)).find((e) => e.kind === kind);
  expect(row, `${kind} row of ${refId}`).toBeDefined();
  return row!;
}

/**
 * A booking whose e-mails were left sending by a run that stopped: the patient's claimed 6 minutes ago, the clinic's
 * a minute ago, each after `attempts`. Returns the booking and the moment it was set up.
 */
async function leftSending(attempts: { patient: number; clinic: number }) {
  const b = await booked(1, { appointment_date: openDate(5) });
  const clinic = await rowOf(b.id, 'appointment_clinic');
  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * MINUTE).toISOString();
  await setRow(b.patient.id, { status: 'sending', attempts: attempts.patient, updated_at: ago(6) });
  await setRow(clinic.id, { status: 'sending', attempts: attempts.clinic, updated_at: ago(1) });
  return { b, now };
}

/** Runs the scheduler when `date`'s reminders are due: it sends nothing, and the booking's reminder is skipped. */
async function expectReminderSkipped(id: string, date: string): Promise<void> {
  const { calls } = interceptResend();
  await runScheduler(reminderDue(date), SENDING);
  expect(calls).toHaveLength(0);
  expect((await rowOf(id, 'reminder_patient')).status).toBe('skipped');
}

/** Books quietly with e-mails captured and returns the booking with its e-mails' rows. */
async function booked(n: number, extra: Record<string, unknown> = {}) {
  const b = await bookCaptured({ ...patient(n), ...extra });
  return { ...b, patient: await rowOf(b.id, 'appointment_patient'), reminder: await rowOf(b.id, 'reminder_patient') };
}

function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

describe('scheduled handler: reminders', () => {
  it('sends a reminder only once its time has come, 12:30 UTC the day before, with the date, list and link', async () => {
    const date = openDate(3);
    const b = await booked(1, { appointment_date: date, appointment_time: '10:00 AM' });
    const { calls } = interceptResend();
    const due = reminderDue(date);
    expect(b.reminder).toMatchObject({ status: 'pending', next_attempt_at: new Date(due).toISOString() });

    await runScheduler(due - MINUTE, SENDING);
    expect(calls).toHaveLength(0);
    expect((await rowOf(b.id, 'reminder_patient')).status).toBe('pending');

    await runScheduler(due, SENDING);
    expect(calls).toHaveLength(1);
    const [reminder] = calls;
    expect(keyOf(reminder)).toBe(b.reminder.id);
    expect(reminder.body.to).toBe(patient(1).email);
    expect(reminder.body.subject).toBe(`Reminder: your appointment on ${formatClinicDate(date)} at 10:00 AM`);
    const link = `${env.SITE_ORIGIN}/manage#${b.token}`;
    for (const text of [reminder.body.text, reminder.body.html]) {
      expect(text).toContain(formatClinicDate(date));
      expect(text).toContain('10:00 AM');
      expect(text).toContain(link);
    }
    for (const item of WHAT_TO_BRING) expect(reminder.body.text).toContain(item);
    expect(await rowOf(b.id, 'reminder_patient')).toMatchObject({ status: 'sent', attempts: 1, provider_id: 're_1' });

    // Later runs (every five minutes) do not send it again.
    await runScheduler(due + 5 * MINUTE, SENDING);
    await runScheduler(due + 24 * 60 * MINUTE, SENDING);
    expect(calls).toHaveLength(1);
  });

  it('sends each due reminder exactly once when two runs overlap', async () => {
    const bookings = [];
    for (const n of [1, 2, 3]) bookings.push(await booked(n, { appointment_date: openDate(3 + n) }));
    // Due a minute ago by the clock both runs share.
    const dueAt = new Date(Date.now() - MINUTE).toISOString();
    for (const b of bookings) await setRow(b.reminder.id, { next_attempt_at: dueAt });
    // A slow provider, so the first run is still sending when the second looks for work.
    const { calls } = interceptResend(async (c, n, signal) => {
      await sleep(50, signal);
      return resendOk(c, n);
    });

    const now = Date.now();
    await Promise.all([runScheduler(now, SENDING), runScheduler(now, SENDING)]);
    expect(calls.map(keyOf).sort()).toEqual(bookings.map((b) => b.reminder.id).sort());
    for (const b of bookings) {
      expect(await rowOf(b.id, 'reminder_patient')).toMatchObject({ status: 'sent', attempts: 1 });
    }

    await Promise.all([runScheduler(now + MINUTE, SENDING), runScheduler(now + MINUTE, SENDING)]);
    expect(calls).toHaveLength(3);
  });

  it('sends no reminder for a booking cancelled through its link', async () => {
    const date = openDate(3);
    const b = await booked(1, { appointment_date: date });
    const log = captureLog();
    expect((await call(manageRequest('cancel', { token: b.token }))).status).toBe(200);
    log.spy.mockRestore();
    await expectReminderSkipped(b.id, date);
  });

  it('skips, unsent, a reminder still pending for a booking that is no longer booked', async () => {
    const date = openDate(3);
    const b = await booked(1, { appointment_date: date });
    // Cancelled by a path that left the reminder pending (a member of staff, an old version of the code).
    await env.DB.prepare(`UPDATE appointments SET status = 'cancelled' WHERE id = ?1`).bind(b.id).run();
    await expectReminderSkipped(b.id, date);
  });

  it('after a move, sends one reminder, for the new date and time only', async () => {
    const from = openDate(3);
    const to = openDate(6);
    const b = await booked(1, { appointment_date: from, appointment_time: '09:00 AM' });
    const log = captureLog();
    const moved = await call(
      manageRequest('reschedule', { token: b.token, appointment_date: to, appointment_time: '04:00 PM' }),
    );
    log.spy.mockRestore();
    expect(moved.status).toBe(200);
    // A reminder queued before the move that is somehow still pending must not go out either.
    await setRow(b.reminder.id, { status: 'pending', next_attempt_at: new Date(reminderDue(from)).toISOString() });

    const { calls } = interceptResend();
    await runScheduler(reminderDue(from), SENDING);
    expect(calls).toHaveLength(0);
    await runScheduler(reminderDue(to), SENDING);
    expect(calls).toHaveLength(1);
    expect(calls[0].body.subject).toBe(`Reminder: your appointment on ${formatClinicDate(to)} at 04:00 PM`);
    expect(calls[0].body.text).not.toContain(formatClinicDate(from));

    const reminders = (await outboxOf(b.id)).filter((e) => e.kind === 'reminder_patient');
    expect(reminders.map((r) => r.status).sort()).toEqual(['sent', 'skipped']);
    expect(reminders.find((r) => r.status === 'sent')?.id).toBe(keyOf(calls[0]));
  });
});

describe('scheduled handler: retries', () => {
  it('retries an e-mail Resend refused with a 500 once it is due, with the same payload, and marks it sent', async () => {
    const { calls } = interceptResend((c, n) => (n === 1 ? resend500() : resendOk(c, n)));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(postJson('/api/appointment', validAppointment(patient(1))), SENDING);
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect(calls).toHaveLength(2);
    const failed = await rowOf(id, 'appointment_patient');
    expect(keyOf(calls[0])).toBe(failed.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('500') });
    const due = Date.parse(failed.next_attempt_at ?? '');
    expect(due).toBeGreaterThan(Date.now());

    await runScheduler(due - 1000, SENDING);
    expect(calls).toHaveLength(2);

    await runScheduler(due, SENDING);
    expect(calls).toHaveLength(3);
    expect(keyOf(calls[2])).toBe(failed.id);
    // The same e-mail, byte for byte (its calendar file's DTSTAMP included): Resend's idempotency holds.
    expect(JSON.stringify(calls[2].body)).toBe(JSON.stringify(calls[0].body));
    expect(await rowOf(id, 'appointment_patient')).toMatchObject({
      status: 'sent',
      attempts: 2,
      provider_id: 're_3',
      last_error: null,
      next_attempt_at: null,
    });
  });

  it('retries with the same calendar bytes even when the Worker’s clock and the database’s disagree', async () => {
    // The Function's clock 45 s ahead of D1's: the e-mail must not take its DTSTAMP from one clock on the first
    // attempt and from the other on a retry.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 45_000);
    const { calls } = interceptResend((c, n) => (n === 1 ? resend500() : resendOk(c, n)));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(postJson('/api/appointment', validAppointment(patient(1))), SENDING);
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    const failed = await rowOf(id, 'appointment_patient');
    await runScheduler(Date.parse(failed.next_attempt_at ?? ''), SENDING);
    expect(calls.map(keyOf)).toEqual([failed.id, expect.any(String), failed.id]);
    expect(JSON.stringify(calls[2].body)).toBe(JSON.stringify(calls[0].body));
  });

  it(`leaves an e-mail failed after attempt ${MAX_EMAIL_ATTEMPTS} and tries it no more`, async () => {
    const b = await booked(1, { appointment_date: openDate(5) });
    const past = new Date(Date.now() - MINUTE).toISOString();
    await setRow(b.patient.id, {
      status: 'failed',
      attempts: MAX_EMAIL_ATTEMPTS - 1,
      next_attempt_at: past,
      last_error: 'earlier failure',
    });
    const { calls } = interceptResend(resend500);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await runScheduler(Date.now(), SENDING);
    expect(calls.map(keyOf)).toEqual([b.patient.id]);
    expect(await rowOf(b.id, 'appointment_patient')).toMatchObject({
      status: 'failed',
      attempts: MAX_EMAIL_ATTEMPTS,
      next_attempt_at: null,
      last_error: expect.stringContaining('500'),
    });

    // Even made due again by hand, an e-mail at the limit is not claimed.
    await setRow(b.patient.id, { next_attempt_at: past });
    await runScheduler(Date.now() + 10 * MINUTE, SENDING);
    expect(calls).toHaveLength(1);
    expect((await rowOf(b.id, 'appointment_patient')).status).toBe('failed');
  });

  it('claims again an e-mail left sending for more than 5 minutes, and leaves one still in flight alone', async () => {
    const { b, now } = await leftSending({ patient: 2, clinic: 1 });
    const { calls } = interceptResend();

    await runScheduler(now, SENDING);
    expect(calls.map(keyOf)).toEqual([b.patient.id]);
    expect(await rowOf(b.id, 'appointment_patient')).toMatchObject({ status: 'sent', attempts: 3 });
    expect(await rowOf(b.id, 'appointment_clinic')).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('turns an e-mail abandoned while sending on its last attempt into failed, so emails:failed lists it', async () => {
    // The clinic's e-mail is on its last attempt too, but only a minute ago: it may still be in flight.
    const { b, now } = await leftSending({ patient: MAX_EMAIL_ATTEMPTS, clinic: MAX_EMAIL_ATTEMPTS });
    const { calls } = interceptResend();

    await runScheduler(now, SENDING);
    expect(calls).toHaveLength(0);
    expect(await rowOf(b.id, 'appointment_patient')).toMatchObject({
      status: 'failed',
      attempts: MAX_EMAIL_ATTEMPTS,
      next_attempt_at: null,
      last_error: expect.stringContaining('abandoned'),
    });
    expect((await rowOf(b.id, 'appointment_clinic')).status).toBe('sending');

    // The query of `npm run emails:failed` (scripts/emails-failed.ts).
    const { results } = await env.DB.prepare(
      `SELECT id, kind, ref_id, attempts, last_error, next_attempt_at, updated_at
       FROM outbox WHERE status = 'failed' ORDER BY updated_at DESC LIMIT 100`,
    ).all<{ id: string }>();
    expect(results.map((r) => r.id)).toEqual([b.patient.id]);
  });

  it('with Resend slow, ends every e-mail sent or failed, within the send budget of each run', async () => {
    const budget = { ...SENDING, EMAIL_SEND_BUDGET_MS: '600', EMAIL_RETRY_BASE_SECONDS: '0' };
    // Every send takes at least 250 ms (a reply just under RESEND_TIMEOUT_MS = 300) or 300 ms (timed out); a send
    // starts only while the budget is not spent, so one run can start at most floor(600 / 250) + 1 = 3.
    const maxPerRun = Math.floor(600 / 250) + 1;
    const order: string[] = [];
    const { calls } = interceptResend(async (c, n, signal) => {
      const key = keyOf(c);
      if (!order.includes(key)) order.push(key);
      const k = order.indexOf(key);
      const attempt = calls.filter((x) => keyOf(x) === key).length;
      // One e-mail never gets through; every third times out on its first attempt.
      const hangs = k === 4 || (k % 3 === 1 && attempt === 1);
      await sleep(hangs ? 5000 : 250, signal);
      return resendOk(c, n);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});

    const bookings = await Promise.all(
      ['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '02:00 PM', '03:00 PM'].map((time, n) =>
        call(
          postJson('/api/appointment', validAppointment({ ...patient(n + 1), appointment_time: time })),
          budget,
        ).then((r) => r.json<{ id: string }>()),
      ),
    ).then((all) => all.filter((b) => b.id));
    expect(bookings).toHaveLength(6);

    const unfinished = async () =>
      (
        await env.DB.prepare(
          `SELECT COUNT(*) AS n FROM outbox WHERE kind <> 'reminder_patient'
           AND (status IN ('pending', 'sending') OR (status = 'failed' AND attempts < ?1))`,
        )
          .bind(MAX_EMAIL_ATTEMPTS)
          .first<{ n: number }>()
      )?.n ?? 0;

    let runs = 0;
    while ((await unfinished()) > 0) {
      runs += 1;
      expect(runs, 'runs needed').toBeLessThanOrEqual(30);
      const before = calls.length;
      await runScheduler(Date.now(), budget);
      const sent = calls.length - before;
      expect(sent, `Resend calls in run ${runs}`).toBeGreaterThanOrEqual(1);
      expect(sent, `Resend calls in run ${runs}`).toBeLessThanOrEqual(maxPerRun);
    }
    expect(runs).toBeGreaterThan(1);

    const rows = (await tableRows('outbox')) as { id: string; kind: string; status: string; attempts: number }[];
    const emails = rows.filter((r) => r.kind !== 'reminder_patient');
    expect(emails).toHaveLength(12);
    for (const r of emails) expect(['sent', 'failed'], r.id).toContain(r.status);
    const failed = emails.filter((r) => r.status === 'failed');
    expect(failed.map((r) => r.id)).toEqual([order[4]]);
    expect(failed[0].attempts).toBe(MAX_EMAIL_ATTEMPTS);
    // Reminders wait for their day, untouched.
    for (const r of rows.filter((x) => x.kind === 'reminder_patient')) expect(r.status).toBe('pending');

    // Every attempt at one e-mail sent Resend the same bytes.
    const byKey = new Map<string, CapturedResendCall[]>();
    for (const c of calls) byKey.set(keyOf(c), [...(byKey.get(keyOf(c)) ?? []), c]);
    const retried = [...byKey.values()].filter((attempts) => attempts.length > 1);
    expect(retried.length).toBeGreaterThanOrEqual(3);
    for (const attempts of retried) {
      const first = JSON.stringify(attempts[0].body);
      for (const a of attempts) expect(JSON.stringify(a.body)).toBe(first);
    }
    expect(byKey.get(order[4])).toHaveLength(MAX_EMAIL_ATTEMPTS);
  }, 60_000);
});

describe('scheduled handler: configuration', () => {
  beforeEach(freshDeployment);

  /** A booking with a failed e-mail due for its retry and a reminder due at `reminderDue(date)`. */
  async function dueWork() {
    const date = openDate(3);
    const b = await booked(1, { appointment_date: date });
    await setRow(b.patient.id, {
      status: 'failed',
      attempts: 1,
      next_attempt_at: new Date(Date.now() - MINUTE).toISOString(),
    });
    return { b, at: reminderDue(date), before: await tableRows('outbox') };
  }

  /** The site answers one API request in a deployment, and so publishes its check for the scheduler. */
  async function siteServes(overrides = {}) {
    const res = await call(new Request(`${ORIGIN}/api/health`), deployment(overrides));
    expect(res.status).toBe(200);
  }

  const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});
  const linesOf = (spy: ReturnType<typeof quietErrors>) => spy.mock.calls.map((c) => String(c[0]));

  it('refuses to send anything from a deployment missing its secrets, and leaves every row as it was', async () => {
    const { b, at, before } = await dueWork();
    const { calls } = interceptResend();
    const errors = quietErrors();

    await runScheduler(at, { ENVIRONMENT: 'production' });
    await runScheduler(at, deployment({ RESEND_API_KEY: undefined }));
    expect(calls).toHaveLength(0);
    expect(await tableRows('outbox')).toEqual(before);
    const lines = linesOf(errors);
    expect(lines[0]).toMatch(/^scheduler: not running: RESEND_API_KEY, RATE_LIMIT_SALT, MANAGE_LINK_SECRET not set/);
    expect(lines[1]).toBe('scheduler: not running: RESEND_API_KEY not set (ENVIRONMENT=production)');

    // With every secret, once the site has published its check, the same deployment sends the retry and the reminder.
    await siteServes();
    await runScheduler(at, deployment());
    expect(calls.map(keyOf).sort()).toEqual([b.patient.id, b.reminder.id].sort());
  });

  it('still releases places nobody confirmed while it may not send (a secret mid-rotation)', async () => {
    await siteServes();
    const held = await call(postJson('/api/appointment', validAppointment({ email: 'held@example.com' })));
    const { id } = await held.json<{ id: string }>();
    await env.DB.prepare("UPDATE appointments SET confirm_by = '2000-01-01T00:00:00.000Z' WHERE id = ?1")
      .bind(id)
      .run();
    quietErrors();
    await runScheduler(Date.now(), deployment({ MANAGE_LINK_SECRET: 'another-manage-link-secret-0123456789abcdef' }));
    const row = await env.DB.prepare('SELECT status, status_by FROM appointments WHERE id = ?1').bind(id).first();
    expect(row).toEqual({ status: 'cancelled', status_by: 'system' });
  });

  it("sends no e-mail with a MANAGE_LINK_SECRET other than the site's, and says so once per run", async () => {
    const { b, at, before } = await dueWork();
    await siteServes();
    const { calls } = interceptResend();
    const errors = quietErrors();

    const other = deployment({ MANAGE_LINK_SECRET: 'another-manage-link-secret-0123456789abcdef' });
    await runScheduler(at, other);
    await runScheduler(at + 5 * MINUTE, other);
    expect(calls).toHaveLength(0);
    expect(await tableRows('outbox')).toEqual(before);
    expect(linesOf(errors)).toEqual([
      "scheduler: not sending: MANAGE_LINK_SECRET is not the site's (ENVIRONMENT=production)",
      "scheduler: not sending: MANAGE_LINK_SECRET is not the site's (ENVIRONMENT=production)",
    ]);

    await runScheduler(at, deployment());
    expect(calls.map(keyOf).sort()).toEqual([b.patient.id, b.reminder.id].sort());
  });

  it("sends no e-mail at a SITE_ORIGIN other than the site's, naming both", async () => {
    const { at, before } = await dueWork();
    await siteServes();
    const { calls } = interceptResend();
    const errors = quietErrors();

    await runScheduler(at, deployment({ SITE_ORIGIN: 'https://elsewhere.example.net' }));
    expect(calls).toHaveLength(0);
    expect(await tableRows('outbox')).toEqual(before);
    expect(linesOf(errors)).toEqual([
      `scheduler: not sending: SITE_ORIGIN https://elsewhere.example.net is not the site's, ${DEPLOYED_ORIGIN} (ENVIRONMENT=production)`,
    ]);
  });

  it('sends no e-mail at the stand-in SITE_ORIGIN of its wrangler.toml, or with a secret under 32 bytes', async () => {
    const { at, before } = await dueWork();
    await siteServes();
    const { calls } = interceptResend();
    const errors = quietErrors();

    await runScheduler(at, deployment({ SITE_ORIGIN: STAND_IN_ORIGIN }));
    await runScheduler(at, deployment({ MANAGE_LINK_SECRET: 'secret' }));
    expect(calls).toHaveLength(0);
    expect(await tableRows('outbox')).toEqual(before);
    expect(linesOf(errors)).toEqual([
      `scheduler: not running: SITE_ORIGIN is the stand-in ${STAND_IN_ORIGIN} (ENVIRONMENT=production)`,
      'scheduler: not running: MANAGE_LINK_SECRET too short (6 bytes; at least 32) (ENVIRONMENT=production)',
    ]);
  });

  it('sends no e-mail before the site has published its check (a fresh deployment no one has visited)', async () => {
    const { at, before } = await dueWork();
    const { calls } = interceptResend();
    const errors = quietErrors();

    await runScheduler(at, deployment());
    expect(calls).toHaveLength(0);
    expect(await tableRows('outbox')).toEqual(before);
    expect(linesOf(errors)).toEqual([
      'scheduler: not sending: the site has published no deployment check yet (it does on its first API request) (ENVIRONMENT=production)',
    ]);
  });

  it('follows a rotated secret: once the site runs with it, only a scheduler with the same one sends', async () => {
    const { b, at } = await dueWork();
    await siteServes();
    const rotated = { MANAGE_LINK_SECRET: 'the-rotated-manage-link-secret-0123456789abcdef' };
    await siteServes(rotated);
    const { calls } = interceptResend();
    const errors = quietErrors();

    await runScheduler(at, deployment());
    expect(calls).toHaveLength(0);
    expect(linesOf(errors)).toEqual([
      "scheduler: not sending: MANAGE_LINK_SECRET is not the site's (ENVIRONMENT=production)",
    ]);
    await runScheduler(at, deployment(rotated));
    expect(calls.map(keyOf).sort()).toEqual([b.patient.id, b.reminder.id].sort());
  });
});

describe('scheduled handler: pruning', () => {
  it('deletes expired rate-limit counters and idempotency answers older than 7 days, and keeps the rest', async () => {
    const now = Date.now();
    const seconds = Math.floor(now / 1000);
    const daysAgo = (d: number) => new Date(now - d * 86_400_000).toISOString();
    await env.DB.batch([
      env.DB.prepare('INSERT INTO rate_limits (key, count, expires_at) VALUES (?1, 3, ?2)').bind('old', seconds - 1),
      env.DB.prepare('INSERT INTO rate_limits (key, count, expires_at) VALUES (?1, 3, ?2)').bind('live', seconds + 300),
      ...[
        ['key-eight-days', daysAgo(8)],
        ['key-seven-days-and-a-minute', new Date(now - 7 * 86_400_000 - MINUTE).toISOString()],
        ['key-six-days', daysAgo(6)],
        ['key-today', daysAgo(0)],
      ].map(([key, at]) =>
        env.DB.prepare(
          `INSERT INTO idempotency_keys (key, endpoint, request_hash, status, response, created_at)
           VALUES (?1, 'POST /api/appointment', 'h', 201, '{}', ?2)`,
        ).bind(key, at),
      ),
    ]);

    await runScheduler(now);
    expect((await tableRows('rate_limits')).map((r) => r.key)).toEqual(['live']);
    expect((await tableRows('idempotency_keys')).map((r) => r.key).sort()).toEqual(['key-six-days', 'key-today']);
  });
});
