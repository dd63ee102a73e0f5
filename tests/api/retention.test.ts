import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, clinicDate } from '../../common/booking/schedule';
import { ERASED } from '../../functions/privacy/db/privacy';
import { monthsBefore, retentionMonths } from '../../functions/scheduled';
import { ERASED_BOOKING_ROW, ERASED_MESSAGE_ROW, expectDeskShowsErased, expectErased } from './erasure-helpers';
import { call, postJson, runScheduler } from './helpers';
import { appointmentRow, bookCaptured, outboxOf, patient, tableRows } from './lifecycle-helpers';
import { clearPrivacy } from './privacy-helpers';

beforeEach(async () => {
  await clearPrivacy();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** When the scheduler runs in most of these tests: noon in Delhi on 31 March 2027 (a month's last day). */
const AT = new Date('2027-03-31T06:30:00.000Z');
const TODAY = clinicDate(AT);

const DAY = 86_400_000;

/** An instant `days` days before `at`, as stored (ISO). */
function daysBefore(days: number, at = AT): string {
  return new Date(at.getTime() - days * DAY).toISOString();
}

/** Books through the API (e-mails captured), then sets the appointment's date in D1: a booking as old as wanted. */
async function bookingOn(n: number, date: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { id } = await bookCaptured({ ...patient(n), message: `Symptoms of patient ${n}.`, ...extra });
  await env.DB.prepare('UPDATE appointments SET appointment_date = ?2 WHERE id = ?1').bind(id, date).run();
  return id;
}

/** A booking (as bookingOn) that Ravi Verma made for patient 1, the patient's `relationship`, with `extra` fields. */
function bookedByRavi(date: string, relationship: string, extra: Record<string, unknown> = {}): Promise<string> {
  return bookingOn(1, date, {
    booked_for: 'other',
    booker_name: 'Ravi Verma',
    booker_relationship: relationship,
    ...extra,
  });
}

/** Sends a message through the API, then sets when it was received in D1. */
async function messageAt(n: number, createdAt: string): Promise<string> {
  const res = await call(
    postJson('/api/contact', {
      name: 'Vikram Rao',
      email: `sender.${n}@example.com`,
      phone: '+91 99100 00001',
      subject: 'Report',
      message: `Message number ${n} about my X-ray.`,
    }),
  );
  expect(res.status).toBe(201);
  const { id } = await res.json<{ id: string }>();
  await env.DB.prepare('UPDATE contact_messages SET created_at = ?2 WHERE id = ?1').bind(id, createdAt).run();
  return id;
}

async function messageRow(id: string) {
  return env.DB.prepare('SELECT * FROM contact_messages WHERE id = ?1').bind(id).first<Record<string, unknown>>();
}

/** What retention leaves of a booking: the date kept, every personal column erased. */
function anonymisedBooking(kept: { appointment_date: string }) {
  return { ...kept, ...ERASED_BOOKING_ROW };
}

/** Inserts an outbox row directly, as the clock and earlier sends would have left it. */
async function outboxRow(
  id: string,
  status: string,
  updatedAt: string,
  extra: { nextAttemptAt?: string; attempts?: number; kind?: string } = {},
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, ref_id, status, attempts, next_attempt_at, created_at, updated_at, detail)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7, '{}')`,
  )
    .bind(
      id,
      extra.kind ?? 'contact_clinic',
      `ref_${id}`,
      status,
      extra.attempts ?? 1,
      extra.nextAttemptAt ?? null,
      updatedAt,
    )
    .run();
}

/** Inserts a privacy request directly, created at `createdAt`. */
async function privacyRequest(id: string, status: 'unverified' | 'open' | 'done', createdAt: string): Promise<void> {
  const hex = (s: string, n: number) =>
    [...s]
      .map((c) => c.charCodeAt(0).toString(16))
      .join('')
      .padEnd(n, '0');
  await env.DB.prepare(
    `INSERT INTO privacy_requests (id, email, email_key, token_hash, nonce, kind, status, created_at, due_at, done_at)
     VALUES (?1, ?2, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
  )
    .bind(
      id,
      `${id}@example.com`,
      hex(id, 64).slice(0, 64),
      hex(id, 32).slice(0, 32),
      status === 'unverified' ? null : 'grievance',
      status,
      createdAt,
      status === 'unverified' ? null : createdAt,
      status === 'done' ? createdAt : null,
    )
    .run();
}

async function auditAt(action: string, at: string): Promise<void> {
  await env.DB.prepare('INSERT INTO audit_log (at, actor, action, target) VALUES (?1, ?2, ?3, ?4)')
    .bind(at, 'reception@delhichestclinic.in', action, 'apt_x')
    .run();
}

const TABLES = ['appointments', 'contact_messages', 'outbox', 'privacy_requests', 'audit_log'] as const;

async function snapshot() {
  return Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await tableRows(t)] as const)));
}

/** A bit of everything retention acts on, on both sides of each line. */
async function seedEverything() {
  const old = await bookingOn(1, monthsBefore(TODAY, 13));
  const recent = await bookingOn(2, monthsBefore(TODAY, 11));
  const oldMessage = await messageAt(3, `${monthsBefore(TODAY, 13)}T10:00:00.000Z`);
  const recentMessage = await messageAt(4, `${monthsBefore(TODAY, 11)}T10:00:00.000Z`);
  await outboxRow('eml_done_long_ago', 'sent', daysBefore(91));
  await outboxRow('eml_done_lately', 'sent', daysBefore(89));
  await auditAt('view_day', daysBefore(401));
  await auditAt('view_day', daysBefore(399));
  await privacyRequest('prv_done_long_ago', 'done', daysBefore(401));
  await privacyRequest('prv_open_long_ago', 'open', daysBefore(500));
  return { old, recent, oldMessage, recentMessage };
}

// ── the arithmetic ──────────────────────────────────────────────────────────────────────────────────────────────

describe('retentionMonths', () => {
  it('is 12 unless configured', () => {
    expect(retentionMonths(undefined)).toBe(12);
    expect(retentionMonths('')).toBe(12);
  });

  it('never goes below 12: fewer months, zero, negative or junk give 12', () => {
    for (const configured of ['11', '6', '1', '0', '-24', 'junk', 'twelve', 'NaN', ' ']) {
      expect(retentionMonths(configured), JSON.stringify(configured)).toBe(12);
    }
  });

  it('takes a longer configured value as it is', () => {
    expect(retentionMonths('12')).toBe(12);
    expect(retentionMonths('18')).toBe(18);
    expect(retentionMonths('24')).toBe(24);
  });
});

describe('monthsBefore', () => {
  it.each([
    // Whole months, across years.
    ['2027-11-23', 12, '2026-11-23'],
    ['2027-01-15', 1, '2026-12-15'],
    ['2027-03-10', 27, '2024-12-10'],
    ['2027-03-10', 0, '2027-03-10'],
    // The 31st clamped to the last day of a shorter month.
    ['2027-03-31', 1, '2027-02-28'],
    ['2027-05-31', 1, '2027-04-30'],
    ['2027-12-31', 3, '2027-09-30'],
    ['2027-01-31', 14, '2025-11-30'],
    ['2027-07-31', 12, '2026-07-31'],
    // Leap years.
    ['2028-03-31', 1, '2028-02-29'],
    ['2027-03-31', 1, '2027-02-28'],
    ['2028-02-29', 12, '2027-02-28'],
    ['2028-02-29', 48, '2024-02-29'],
    ['2029-02-28', 12, '2028-02-28'],
    // 2100 is not a leap year; 2000 was.
    ['2100-03-31', 1, '2100-02-28'],
    ['2000-03-31', 1, '2000-02-29'],
  ] as const)('%s less %i months is %s', (date, months, expected) => {
    expect(monthsBefore(date, months)).toBe(expected);
  });
});

// ── the scheduler ───────────────────────────────────────────────────────────────────────────────────────────────

describe('retention, run by the scheduler', () => {
  it('anonymises a booking whose appointment was 13 months ago, and keeps one 11 months ago as it was', async () => {
    const oldDate = monthsBefore(TODAY, 13);
    const old = await bookedByRavi(oldDate, 'family');
    const recent = await bookingOn(2, monthsBefore(TODAY, 11));
    const before = { old: await appointmentRow(old), recent: await appointmentRow(recent) };

    await runScheduler({}, AT);

    const after = await appointmentRow(old);
    expect(after).toMatchObject(anonymisedBooking({ appointment_date: oldDate }));
    // What identifies nobody is kept: the date, time and status, and the row's bookkeeping.
    for (const kept of ['appointment_date', 'appointment_time', 'status', 'created_at']) {
      expect(after?.[kept], kept).toBe(before.old?.[kept]);
    }
    expect(JSON.stringify(after)).not.toContain('patient.1@example.com');
    expect(JSON.stringify(after)).not.toContain('Symptoms of patient 1.');
    expect(JSON.stringify(after)).not.toContain('Ravi Verma');
    expect(await appointmentRow(recent)).toEqual(before.recent);
  });

  it('erases every column an erasure does, forgets its e-mails, and the desk shows it as "Erased"', async () => {
    const oldDate = monthsBefore(TODAY, 13);
    const old = await bookedByRavi(oldDate, 'parent_guardian', {
      visit_reason: 'mdr-tb-treatment',
      reports_uploaded: true,
      patient_under_18: true,
      locale: 'hi',
    });
    await env.DB.prepare(
      `UPDATE outbox SET status = 'failed', attempts = 5, last_error = ?2, provider_id = 're_9f3a'
       WHERE ref_id = ?1 AND kind = 'appointment_patient'`,
    )
      .bind(old, '422: invalid recipient patient.1@example.com')
      .run();
    const before = await appointmentRow(old);
    expect(before).toMatchObject({ visit_reason: 'mdr-tb-treatment', patient_under_18: 1, booked_for: 'other' });

    await runScheduler({}, AT);

    const personal = [
      'patient.1@example.com',
      'Asha Verma',
      'Ravi Verma',
      'Symptoms of patient 1.',
      'mdr-tb',
      're_9f3a',
    ];
    await expectErased(before, 'booked', personal);
    await expectDeskShowsErased(oldDate, old, personal);
  });

  it('finishes a booking erased before the list grew: the visit, the booker and the e-mail errors go too', async () => {
    // As an erasure under the first list left it: name, e-mail, phone and message gone, the rest still there.
    const oldDate = monthsBefore(TODAY, 2);
    const id = await bookedByRavi(oldDate, 'spouse', { visit_reason: 'tb-treatment' });
    await env.DB.prepare(
      `UPDATE appointments SET full_name = ?2, email = ?3, phone = ?4, message = '', email_key = '', phone_key = '',
         manage_nonce = NULL, manage_token_hash = NULL, status_reason = NULL, booker_name = NULL,
         anonymised_at = '2027-01-05T10:00:00.000Z'
       WHERE id = ?1`,
    )
      .bind(id, ERASED.name, ERASED.email, ERASED.phone)
      .run();
    await env.DB.prepare(
      `UPDATE outbox SET last_error = 'bounced',
         status = CASE WHEN status IN ('pending', 'failed') THEN 'skipped' ELSE status END, next_attempt_at = NULL
       WHERE ref_id = ?1`,
    )
      .bind(id)
      .run();
    const before = await appointmentRow(id);
    expect(before).toMatchObject({ visit_reason: 'tb-treatment', booker_relationship: 'spouse' });

    await runScheduler({}, AT);

    const row = await expectErased(before, 'booked', ['tb-treatment', 'spouse', 'bounced']);
    // Erased when it was erased: the heal does not move the date.
    expect(row.anonymised_at).toBe('2027-01-05T10:00:00.000Z');
  });

  it("erases a walk-in's name, phone and age and an old follow-up 13 months on; keeps the token and times, and a newer walk-in", async () => {
    const { walkInStatement } = await import('../../functions/queue/db/queue');
    const walkIn = (date: string, name: string) =>
      walkInStatement(
        env.DB,
        { date, placeId: 'clinic', start: '09:00' },
        { name, phone: '9811012121', age: 70, forOther: false, priority: false },
      ).first<{ id: string; token: number }>();
    const old = await walkIn(monthsBefore(TODAY, 13), 'Old Walkin');
    const recent = await walkIn(monthsBefore(TODAY, 11), 'Recent Walkin');
    await env.DB.prepare(
      "INSERT INTO follow_ups (id, queue_entry_id, due_date, note, created_by) VALUES (?1, ?2, ?3, 'Bring the X-ray.', 'desk@x')",
    )
      .bind(`fup_${'1'.repeat(32)}`, old?.id, monthsBefore(TODAY, 13))
      .run();

    await runScheduler({}, AT);

    const rows = await env.DB.prepare(
      'SELECT id, token, walk_in_name, walk_in_phone, walk_in_age, checked_in_at, anonymised_at FROM queue_entries WHERE id IN (?1, ?2)',
    )
      .bind(old?.id, recent?.id)
      .all<Record<string, unknown>>();
    const byId = Object.fromEntries(rows.results.map((r) => [r.id, r]));
    expect(byId[old?.id ?? '']).toMatchObject({
      token: old?.token,
      walk_in_name: 'Erased',
      walk_in_phone: null,
      walk_in_age: null,
    });
    expect(byId[old?.id ?? ''].anonymised_at).toBeTruthy();
    expect(byId[recent?.id ?? '']).toMatchObject({
      walk_in_name: 'Recent Walkin',
      walk_in_phone: '9811012121',
      anonymised_at: null,
    });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM follow_ups').first('n')).toBe(0);
  });

  it('anonymises a message received 13 months ago, and keeps one received 11 months ago as it was', async () => {
    const old = await messageAt(1, `${monthsBefore(TODAY, 13)}T10:00:00.000Z`);
    const recent = await messageAt(2, `${monthsBefore(TODAY, 11)}T10:00:00.000Z`);
    const before = { old: await messageRow(old), recent: await messageRow(recent) };

    await runScheduler({}, AT);

    expect(await messageRow(old)).toMatchObject({ ...ERASED_MESSAGE_ROW, created_at: before.old?.created_at });
    expect(JSON.stringify(await messageRow(old))).not.toContain('Message number 1');
    expect(await messageRow(recent)).toEqual(before.recent);
  });

  it('draws the line at the day: kept on the cut date (clamped to the month), anonymised the day before', async () => {
    // Run on 29 February 2028: twelve months back is 28 February 2027, the last day of that month.
    const at = new Date('2028-02-29T06:30:00.000Z');
    expect(monthsBefore(clinicDate(at), 12)).toBe('2027-02-28');
    const onTheCut = await bookingOn(1, '2027-02-28');
    const dayBefore = await bookingOn(2, '2027-02-27');
    const messageOnTheCut = await messageAt(3, '2027-02-28T00:00:00.000Z');
    const messageBefore = await messageAt(4, '2027-02-27T23:59:59.999Z');

    await runScheduler({}, at);

    expect(await appointmentRow(onTheCut)).toMatchObject({ full_name: 'Asha Verma', anonymised_at: null });
    expect(await appointmentRow(dayBefore)).toMatchObject(anonymisedBooking({ appointment_date: '2027-02-27' }));
    expect(await messageRow(messageOnTheCut)).toMatchObject({ name: 'Vikram Rao', anonymised_at: null });
    expect(await messageRow(messageBefore)).toMatchObject(ERASED_MESSAGE_ROW);
  });

  it('keeps data for RETENTION_MONTHS when it is longer: with 24, the 13-month-old booking and message stay', async () => {
    const old = await bookingOn(1, monthsBefore(TODAY, 13));
    const oldMessage = await messageAt(2, `${monthsBefore(TODAY, 13)}T10:00:00.000Z`);
    const older = await bookingOn(3, monthsBefore(TODAY, 25));
    const before = { old: await appointmentRow(old), oldMessage: await messageRow(oldMessage) };

    await runScheduler({ RETENTION_MONTHS: '24' }, AT);

    expect(await appointmentRow(old)).toEqual(before.old);
    expect(await messageRow(oldMessage)).toEqual(before.oldMessage);
    expect(await appointmentRow(older)).toMatchObject({ full_name: ERASED.name, anonymised_at: expect.any(String) });
  });

  it('never keeps less than 12 months: RETENTION_MONTHS of 6 or junk behave as 12', async () => {
    for (const configured of ['6', 'junk']) {
      await clearPrivacy();
      const sevenMonths = await bookingOn(1, monthsBefore(TODAY, 7));
      const elevenMonths = await messageAt(2, `${monthsBefore(TODAY, 11)}T10:00:00.000Z`);
      const thirteenMonths = await bookingOn(3, monthsBefore(TODAY, 13));

      await runScheduler({ RETENTION_MONTHS: configured }, AT);

      expect(await appointmentRow(sevenMonths), configured).toMatchObject({ anonymised_at: null });
      expect(await messageRow(elevenMonths), configured).toMatchObject({ anonymised_at: null });
      expect(await appointmentRow(thirteenMonths), configured).toMatchObject({ full_name: ERASED.name });
    }
  });

  it("skips the reminders still waiting for a booking it anonymises, and no other's", async () => {
    // Sending was paused for a long time (EMAIL_SENDING_PAUSED): the reminders are still pending. Run at today's time.
    const at = new Date();
    const today = clinicDate(at);
    const old = await bookingOn(1, monthsBefore(today, 13));
    const recent = await bookingOn(2, monthsBefore(today, 11));
    const reminder = async (id: string) => (await outboxOf(id)).find((r) => r.kind === 'reminder_patient');
    expect((await reminder(old))?.status).toBe('pending');

    await runScheduler({ EMAIL_SENDING_PAUSED: 'true' }, at);

    expect(await appointmentRow(old)).toMatchObject({ full_name: ERASED.name });
    expect(await reminder(old)).toMatchObject({ status: 'skipped', next_attempt_at: null });
    expect((await reminder(recent))?.status).toBe('pending');
  });

  it('deletes outbox rows done more than 90 days ago, and keeps newer ones and those still to send', async () => {
    for (const status of ['sent', 'captured', 'skipped']) await outboxRow(`eml_old_${status}`, status, daysBefore(91));
    await outboxRow('eml_old_failed', 'failed', daysBefore(91), { attempts: 5 });
    await outboxRow('eml_new_sent', 'sent', daysBefore(89));
    await outboxRow('eml_new_failed', 'failed', daysBefore(30), { attempts: 5 });
    // A reminder queued long ago for an appointment still ahead: not due yet, not done, kept whatever its age.
    await outboxRow('eml_old_pending', 'pending', daysBefore(200), {
      kind: 'reminder_patient',
      attempts: 0,
      nextAttemptAt: new Date(AT.getTime() + 2 * DAY).toISOString(),
    });

    await runScheduler({}, AT);

    expect((await tableRows('outbox')).map((r) => r.id).sort()).toEqual(
      ['eml_new_failed', 'eml_new_sent', 'eml_old_pending'].sort(),
    );
  });

  it('deletes audit rows and finished privacy requests older than 400 days, and keeps open requests whatever their age', async () => {
    await auditAt('view_day', daysBefore(401));
    await auditAt('search', daysBefore(399));
    await auditAt('cancel', daysBefore(1));
    await privacyRequest('prv_done_401', 'done', daysBefore(401));
    await privacyRequest('prv_unused_401', 'unverified', daysBefore(401));
    await privacyRequest('prv_done_399', 'done', daysBefore(399));
    await privacyRequest('prv_open_401', 'open', daysBefore(401));
    await privacyRequest('prv_open_900', 'open', daysBefore(900));

    await runScheduler({}, AT);

    expect((await tableRows('audit_log')).map((r) => r.action)).toEqual(['search', 'cancel']);
    expect((await tableRows('privacy_requests')).map((r) => r.id).sort()).toEqual(
      ['prv_done_399', 'prv_open_401', 'prv_open_900'].sort(),
    );
  });

  it('deletes a link never used (opened or not) once its 24 hours are over; keeps a fresh one, an open and a done one', async () => {
    const hoursBefore = (h: number) => new Date(AT.getTime() - h * 3_600_000).toISOString();
    await privacyRequest('prv_unused_25h', 'unverified', hoursBefore(25));
    await privacyRequest('prv_unused_23h', 'unverified', hoursBefore(23));
    await privacyRequest('prv_opened_unused_30h', 'unverified', hoursBefore(30));
    await env.DB.prepare('UPDATE privacy_requests SET verified_at = ?2 WHERE id = ?1')
      .bind('prv_opened_unused_30h', hoursBefore(29))
      .run();
    await privacyRequest('prv_open_30h', 'open', hoursBefore(30));
    await privacyRequest('prv_done_30h', 'done', hoursBefore(30));

    await runScheduler({}, AT);

    expect((await tableRows('privacy_requests')).map((r) => r.id).sort()).toEqual(
      ['prv_done_30h', 'prv_open_30h', 'prv_unused_23h'].sort(),
    );
  });

  it('keeps a finished request 400 days from when it was finished, not from when it was asked', async () => {
    // A complaint made 450 days ago and answered on its 90th day: finished 360 days ago, still kept as the evidence.
    await privacyRequest('prv_answered_late', 'done', daysBefore(450));
    await env.DB.prepare('UPDATE privacy_requests SET done_at = ?2 WHERE id = ?1')
      .bind('prv_answered_late', daysBefore(360))
      .run();
    await privacyRequest('prv_answered_long_ago', 'done', daysBefore(500));
    await env.DB.prepare('UPDATE privacy_requests SET done_at = ?2 WHERE id = ?1')
      .bind('prv_answered_long_ago', daysBefore(410))
      .run();

    await runScheduler({}, AT);

    expect((await tableRows('privacy_requests')).map((r) => r.id)).toEqual(['prv_answered_late']);
  });

  it('changes nothing more when run again', async () => {
    const seeded = await seedEverything();
    await runScheduler({}, AT);
    const once = await snapshot();
    // It did act (so the comparison below means something)…
    expect(once.appointments.find((r) => r.id === seeded.old)).toMatchObject({ full_name: ERASED.name });
    expect(once.outbox.map((r) => r.id)).not.toContain('eml_done_long_ago');
    expect(once.audit_log).toHaveLength(1);
    // …and a second run, at once or a little later, finds nothing more to do.
    await runScheduler({}, AT);
    expect(await snapshot()).toEqual(once);
    await runScheduler({}, new Date(AT.getTime() + 5 * 60_000));
    expect(await snapshot()).toEqual(once);
  });

  it('does nothing at all with an incomplete deployment configuration', async () => {
    await seedEverything();
    const before = await snapshot();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    // A deployment without its secrets; then a developer's machine with half of Turnstile.
    await runScheduler({ ENVIRONMENT: 'production' }, AT);
    expect(await snapshot()).toEqual(before);
    await runScheduler({ TURNSTILE_SECRET: '1x0000000000000000000000000000000AA' }, AT);
    expect(await snapshot()).toEqual(before);

    const logged = error.mock.calls.flat().join('\n');
    expect(logged).toContain('scheduler: not running');
    expect(logged).toContain('RESEND_API_KEY');
    expect(logged).toContain('TURNSTILE_SITE_KEY');
  });
});

describe('the seed of these tests', () => {
  it('puts each row on the side of its line it is meant to be on', async () => {
    // Guards the tests above from passing for the wrong reason: the "old" rows are older than every cut.
    expect(monthsBefore(TODAY, 13) < monthsBefore(TODAY, 12)).toBe(true);
    expect(monthsBefore(TODAY, 11) >= monthsBefore(TODAY, 12)).toBe(true);
    expect(daysBefore(401) < `${addDays(TODAY, -400)}T00:00:00.000Z`).toBe(true);
    expect(daysBefore(399) > `${addDays(TODAY, -400)}T00:00:00.000Z`).toBe(true);
  });
});
