import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINK_INACTIVE_MESSAGE } from '../../common/booking/manage-schema';
import { addDays, clinicDate } from '../../common/booking/schedule';
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from '../../common/platform/fields';
import { GRIEVANCE_DAYS, NOTICE_VERSION, REQUEST_DAYS, USED_LINK_MINUTES } from '../../common/privacy/facts';
import { PRIVACY_LINK_INACTIVE, PRIVACY_LINK_SENT } from '../../common/privacy/schema';
import { DEVELOPMENT_STAFF } from '../../functions/platform/access';
import { actOnPrivacyRequest, type PrivacyRequest } from '../../functions/privacy/db/privacy';
import { auditRows, DESK_ORIGIN, deskRequest } from './access-helpers';
import { ERASED_BOOKING_ROW, ERASED_MESSAGE_ROW, expectDeskShowsErased, expectErased } from './erasure-helpers';
import { call, count, interceptResend, ORIGIN, openDate, postJson, SENDING, validAppointment } from './helpers';
import { appointmentRow, bookCaptured, manageRequest, outboxOf, remaining, sha256Hex } from './lifecycle-helpers';
import {
  clearPrivacy,
  hoursAgo,
  type PrintedEmail,
  privacyCall,
  privacyRow,
  privacyRows,
  privacyTokenIn,
  requestLink,
  withPrinted,
} from './privacy-helpers';

beforeEach(clearPrivacy);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// ── the people in these tests ───────────────────────────────────────────────────────────────────────────────────

/** The person asking about her data: her details as she gave them in two bookings and a message. */
const ASHA = {
  full_name: 'Asha Verma',
  email: 'asha.verma@example.com',
  phone: '+91 98110 12345',
  bookingMessages: ['Cough for three weeks.', 'Breathless on the stairs since Diwali.'],
  contactMessage: 'Please send me my spirometry report before the visit.',
};

/** Someone else, whose rows must never appear in Asha's copy nor be touched by her erasure. */
const ROHAN = {
  full_name: 'Rohan Mehta',
  email: 'rohan.mehta@example.com',
  phone: '+91 99100 55555',
  bookingMessage: 'Wheezing at night, on inhalers.',
  contactMessage: 'Is parking available near the clinic?',
};

interface Held {
  /** Asha's booking whose date was moved into the past, and the one still ahead (with its manage link). */
  past: { id: string; date: string };
  ahead: { id: string; date: string; time: string; token: string };
  message: string;
  rohanBooking: string;
  rohanMessage: string;
}

/** Sends a message through POST /api/contact (the /contact page's body) and returns its id. */
async function sendMessage(body: Record<string, unknown>): Promise<string> {
  const { result: res } = await withPrinted(() => call(postJson('/api/contact', { phone: '', subject: '', ...body })));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ id: string }>()).id;
}

/**
 * What the clinic holds for Asha (a past booking, one ahead, a message) and for Rohan (a booking, a message), made
 * through the API; the past booking's date is set back in D1.
 */
async function seed(): Promise<Held> {
  const date = openDate();
  const asha = { full_name: ASHA.full_name, email: ASHA.email, phone: ASHA.phone };
  const past = await bookCaptured({ ...asha, appointment_time: '11:00 AM', message: ASHA.bookingMessages[0] });
  const ahead = await bookCaptured({ ...asha, appointment_time: '10:00 AM', message: ASHA.bookingMessages[1] });
  const pastDate = addDays(clinicDate(), -40);
  await env.DB.prepare('UPDATE appointments SET appointment_date = ?2 WHERE id = ?1').bind(past.id, pastDate).run();
  const message = await sendMessage({ name: ASHA.full_name, email: ASHA.email, message: ASHA.contactMessage });
  const rohan = await bookCaptured({
    full_name: ROHAN.full_name,
    email: ROHAN.email,
    phone: ROHAN.phone,
    appointment_time: '10:00 AM',
    message: ROHAN.bookingMessage,
  });
  const rohanMessage = await sendMessage({ name: ROHAN.full_name, email: ROHAN.email, message: ROHAN.contactMessage });
  return {
    past: { id: past.id, date: pastDate },
    ahead: { id: ahead.id, date, time: '10:00 AM', token: ahead.token },
    message,
    rohanBooking: rohan.id,
    rohanMessage,
  };
}

interface Summary {
  reference: string;
  kind: string | null;
  status: string;
  due_at: string | null;
  done_at: string | null;
  outcome: string | null;
}

/** POST /api/privacy/act with e-mails captured: the answer, its body and the e-mails it sent. */
async function act(token: string, kind: string, details?: string) {
  const body = details === undefined ? { token, kind } : { token, kind, details };
  const { result: res, emails } = await withPrinted(() => privacyCall('act', body));
  return { status: res.status, body: await res.json<{ success: boolean; request: Summary; error?: string }>(), emails };
}

async function open(token: string) {
  const res = await privacyCall('open', { token });
  return {
    status: res.status,
    body: await res.json<{
      success: boolean;
      email: string;
      held: { bookings: number; upcoming: number; messages: number };
      request: Summary;
    }>(),
  };
}

function only(emails: PrintedEmail[], kind: string): PrintedEmail {
  const found = emails.filter((e) => e.kind === kind);
  expect(found, `one ${kind} e-mail`).toHaveLength(1);
  return found[0];
}

async function messageRow(id: string) {
  return env.DB.prepare('SELECT * FROM contact_messages WHERE id = ?1').bind(id).first<Record<string, unknown>>();
}

async function outboxKindsOf(refId: string): Promise<string[]> {
  return (await outboxOf(refId)).map((r) => r.kind).sort();
}

/** A desk request on the developer's machine (ENVIRONMENT=development, 127.0.0.1): the development identity. */
function deskDev(path: string, body?: unknown): Promise<Response> {
  return call(deskRequest(path, { origin: ORIGIN, body }));
}

// ── POST /api/privacy/start ─────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/privacy/start', () => {
  it('answers 202 with the same words for an address with data and for one without, and e-mails each its link', async () => {
    await seed();
    const stranger = 'nobody.here@example.com';
    const { result, emails } = await withPrinted(async () => {
      const known = await privacyCall('start', { email: ASHA.email });
      const unknown = await privacyCall('start', { email: stranger });
      return [
        { status: known.status, body: await known.text() },
        { status: unknown.status, body: await unknown.text() },
      ];
    });
    expect(result[0].status).toBe(202);
    expect(JSON.parse(result[0].body)).toEqual({ success: true, message: PRIVACY_LINK_SENT });
    // Byte for byte the same answer: it tells nobody whether the clinic holds anything for the address.
    expect(result[1]).toEqual(result[0]);

    const links = emails.filter((e) => e.kind === 'privacy_link');
    expect(links.map((e) => e.to).sort()).toEqual([ASHA.email, stranger].sort());
    for (const link of links) {
      expect(link.text).toMatch(
        new RegExp(`${env.SITE_ORIGIN.replace(/[.]/g, '\\.')}/privacy/request#[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])`),
      );
    }
    // Each address gets its own link.
    expect(privacyTokenIn(links[0].text)).not.toBe(privacyTokenIn(links[1].text));
    expect(await count('privacy_requests')).toBe(2);
  });

  it('stores the request unverified, with only the SHA-256 of its token and the nonce, never the token', async () => {
    const { token, requestId } = await requestLink(ASHA.email);
    const row = await privacyRow(requestId);
    expect(row).toMatchObject({
      email: ASHA.email,
      email_key: ASHA.email,
      status: 'unverified',
      kind: null,
      verified_at: null,
      due_at: null,
      done_at: null,
      token_hash: await sha256Hex(token),
    });
    expect(row?.nonce).toMatch(/^[0-9a-f]{32}$/);
    // Nowhere in the database: not the request, not its e-mail's row, not the log.
    for (const table of ['privacy_requests', 'outbox', 'audit_log', 'rate_limits']) {
      const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all();
      expect(JSON.stringify(results), table).not.toContain(token);
    }
  });

  it('queues the privacy_link e-mail and sends it right after answering, as Resend receives it', async () => {
    const { calls } = interceptResend();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await privacyCall('start', { email: ASHA.email }, {}, SENDING);
    expect(res.status).toBe(202);
    const [request] = await privacyRows();
    const rows = await outboxOf(String(request.id));
    expect(rows.map((r) => [r.kind, r.status])).toEqual([['privacy_link', 'sent']]);
    expect(calls).toHaveLength(1);
    const sent = calls[0];
    expect(sent.body.to).toBe(ASHA.email);
    expect(sent.headers['idempotency-key']).toBe(rows[0].id);
    expect(sent.body.subject).toBe('Your link to see, correct or erase your data');
    const token = privacyTokenIn(sent.body.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.body.text).toContain(`${env.SITE_ORIGIN}/privacy/request#${token}`);
    expect(sent.body.html).toContain(`href="${env.SITE_ORIGIN}/privacy/request#${token}"`);
    expect(request.token_hash).toBe(await sha256Hex(token ?? ''));
  });

  it("sends only its own e-mail: another patient's due reminder is left for the scheduler", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const booked = await bookCaptured({ email: 'rohan.mehta@example.com', phone: '+91 99100 55555' });
    await env.DB.prepare(
      "UPDATE outbox SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE kind = 'reminder_patient'",
    ).run();
    const { calls } = interceptResend();
    expect((await privacyCall('start', { email: ASHA.email }, {}, SENDING)).status).toBe(202);
    expect(calls.map((c) => c.body.to)).toEqual([ASHA.email]);
    const reminder = (await outboxOf(booked.id)).find((r) => r.kind === 'reminder_patient');
    expect(reminder?.status).toBe('pending');
  });

  it('refuses a filled honeypot with 400 naming the field, and stores nothing', async () => {
    const res = await privacyCall('start', { email: ASHA.email, [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: HONEYPOT_MESSAGE,
      fields: { [HONEYPOT_FIELD]: HONEYPOT_MESSAGE },
    });
    expect(await count('privacy_requests')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('refuses an invalid or missing address with the 400 envelope naming the field, and stores nothing', async () => {
    for (const body of [{ email: 'not-an-address' }, { email: '' }, {}, { email: 42 }]) {
      const res = await privacyCall('start', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await res.json<{ success: boolean; error: string; fields: Record<string, string> }>();
      expect(answer).toEqual({ success: false, error: expect.any(String), fields: { email: answer.error } });
    }
    expect(await count('privacy_requests')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('allows 10 requests per 10 minutes from one client: the 11th gets 429 with Retry-After and stores nothing', async () => {
    // Well inside one fixed window, so the eleven requests count in the same one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 600_000) * 600_000 + 60_000);
    const from = (ip: string) => ({ 'CF-Connecting-IP': ip });
    await withPrinted(async () => {
      for (let i = 1; i <= 10; i++) {
        const res = await privacyCall('start', { email: `person.${i}@example.com` }, from('203.0.113.50'));
        expect(res.status, `request ${i}`).toBe(202);
      }
    });
    const limited = await privacyCall('start', { email: 'person.11@example.com' }, from('203.0.113.50'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBe(540);
    expect(await limited.json()).toEqual({ success: false, error: expect.stringContaining('Too many requests') });
    expect(await count('privacy_requests')).toBe(10);
    const links = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'privacy_link'").first();
    expect(links).toEqual({ n: 10 });
    // Another client is not affected.
    const { result: other } = await withPrinted(() =>
      privacyCall('start', { email: 'person.12@example.com' }, from('198.51.100.7')),
    );
    expect(other.status).toBe(202);
  });
});

// ── POST /api/privacy/open ──────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/privacy/open', () => {
  it('proves the address: sets verified_at and shows the address and how much is held for it', async () => {
    await seed();
    const { token, requestId } = await requestLink(ASHA.email);
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      success: true,
      email: ASHA.email,
      // Two bookings (one past, one ahead) and one message; Rohan's are not counted.
      held: { bookings: 2, upcoming: 1, messages: 1 },
      request: {
        reference: requestId,
        kind: null,
        status: 'unverified',
        due_at: null,
        done_at: null,
        outcome: null,
      },
    });
    const row = await privacyRow(requestId);
    expect(row?.verified_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Opening again changes nothing (a mail scanner may follow the link more than once).
    expect((await open(token)).body).toEqual(opened.body);
    expect(await privacyRow(requestId)).toEqual(row);
  });

  it('answers an unknown or malformed token with the same 404', async () => {
    const { token } = await requestLink(ASHA.email);
    const unknownToken = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bodies = [
      { token: unknownToken },
      { token: 'short' },
      { token: `${'!'.repeat(43)}` },
      { token: `${token}x` },
      { token: 12345 },
      {},
    ];
    for (const body of bodies) {
      const res = await privacyCall('open', body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: PRIVACY_LINK_INACTIVE });
    }
    const [row] = await privacyRows();
    expect(row.verified_at).toBeNull();
  });

  it('answers 404 for a link not used within 24 hours, and still opens one 23 hours old', async () => {
    const old = await requestLink(ASHA.email);
    const recent = await requestLink(ROHAN.email);
    const setCreated = (id: string, at: string) =>
      env.DB.prepare('UPDATE privacy_requests SET created_at = ?2 WHERE id = ?1').bind(id, at).run();
    await setCreated(old.requestId, hoursAgo(24.1));
    await setCreated(recent.requestId, hoursAgo(23));

    const res = await privacyCall('open', { token: old.token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: PRIVACY_LINK_INACTIVE });
    expect((await privacyRow(old.requestId))?.verified_at).toBeNull();
    // Nor can it be acted on.
    expect((await act(old.token, 'access')).status).toBe(404);

    expect((await open(recent.token)).status).toBe(200);
  });

  it('refuses GET with 405 and Allow: POST', async () => {
    const res = await call(new Request(`${ORIGIN}/api/privacy/open`));
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect(await res.json()).toEqual({ success: false, error: expect.stringContaining('GET is not allowed') });
  });
});

// ── POST /api/privacy/act ───────────────────────────────────────────────────────────────────────────────────────

describe("POST /api/privacy/act: 'access'", () => {
  it('e-mails the person a copy of every booking and message for the address, and nothing of anyone else', async () => {
    const held = await seed();
    const { token, requestId } = await requestLink(ASHA.email);
    expect((await open(token)).status).toBe(200);
    const before = { past: await appointmentRow(held.past.id), ahead: await appointmentRow(held.ahead.id) };

    const answer = await act(token, 'access');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      request: {
        reference: requestId,
        kind: 'access',
        status: 'done',
        due_at: expect.any(String),
        done_at: expect.any(String),
        outcome: 'A copy was e-mailed.',
      },
    });

    const copy = only(answer.emails, 'privacy_copy');
    expect(copy.to).toBe(ASHA.email);
    expect(copy.subject).toBe('A copy of your data');
    for (const text of [
      held.past.id,
      held.ahead.id,
      held.message,
      ASHA.full_name,
      ASHA.phone,
      held.past.date,
      held.ahead.date,
      ...ASHA.bookingMessages,
      ASHA.contactMessage,
      'Bookings (2):',
      'Messages (1):',
    ]) {
      expect(copy.text).toContain(text);
    }
    for (const text of [held.rohanBooking, held.rohanMessage, ROHAN.full_name, ROHAN.email, ROHAN.phone]) {
      expect(copy.text).not.toContain(text);
    }
    expect(copy.text).not.toContain(ROHAN.bookingMessage);
    expect(copy.text).not.toContain(ROHAN.contactMessage);

    // The clinic is told a request was made, without the person's data.
    const clinic = only(answer.emails, 'privacy_clinic');
    expect(clinic.to).toBe(env.CLINIC_INBOX);
    expect(clinic.text).toContain(requestId);
    for (const text of [ASHA.email, ASHA.full_name, ASHA.phone, ASHA.contactMessage, ...ASHA.bookingMessages]) {
      expect(clinic.text).not.toContain(text);
    }

    expect(await privacyRow(requestId)).toMatchObject({ kind: 'access', status: 'done', done_by: 'automatic' });
    expect((await auditRows()).filter((r) => r.action === 'privacy_access')).toEqual([
      expect.objectContaining({ actor: `person:${requestId}`, target: requestId }),
    ]);
    // A copy changes nothing held.
    expect(await appointmentRow(held.past.id)).toEqual(before.past);
    expect(await appointmentRow(held.ahead.id)).toEqual(before.ahead);
  });
});

describe("POST /api/privacy/act: 'erasure'", () => {
  it("erases every personal field of the address's bookings and messages, cancels what is ahead and frees its place", async () => {
    const held = await seed();
    const rohanBefore = {
      booking: await appointmentRow(held.rohanBooking),
      message: await messageRow(held.rohanMessage),
      outbox: await outboxOf(held.rohanBooking),
    };
    const reminderOf = async (id: string) => (await outboxOf(id)).find((r) => r.kind === 'reminder_patient');
    expect((await reminderOf(held.ahead.id))?.status).toBe('pending');
    // Asha's place and Rohan's are taken at that time (capacity 4); this also puts the answer in the edge cache.
    const placesBefore = (await remaining(held.ahead.date))[held.ahead.time];
    expect(placesBefore).toBe(2);

    const { token, requestId } = await requestLink(ASHA.email);
    expect((await open(token)).status).toBe(200);
    const answer = await act(token, 'erasure');
    expect(answer.status).toBe(200);
    expect(answer.body.request).toMatchObject({ kind: 'erasure', status: 'done', outcome: 'Personal details erased.' });

    for (const id of [held.past.id, held.ahead.id]) {
      const row = await appointmentRow(id);
      expect(row, id).toMatchObject(ERASED_BOOKING_ROW);
    }
    // Only the date, time and status remain: the one still ahead is cancelled, the past one keeps its status.
    expect(await appointmentRow(held.ahead.id)).toMatchObject({
      appointment_date: held.ahead.date,
      appointment_time: held.ahead.time,
      status: 'cancelled',
    });
    expect(await appointmentRow(held.past.id)).toMatchObject({ appointment_date: held.past.date, status: 'booked' });
    expect(await messageRow(held.message)).toMatchObject(ERASED_MESSAGE_ROW);
    // Nothing of Asha is left in the bookings or messages.
    for (const table of ['appointments', 'contact_messages']) {
      const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all();
      const all = JSON.stringify(results);
      for (const text of [ASHA.email, ASHA.full_name, ASHA.phone, ASHA.contactMessage, ...ASHA.bookingMessages]) {
        expect(all, `${table} still holds "${text}"`).not.toContain(text);
      }
    }

    // The place is free again, at once.
    expect((await remaining(held.ahead.date))[held.ahead.time]).toBe(placesBefore + 1);
    // Her reminders will not be sent; Rohan's is untouched.
    expect((await reminderOf(held.ahead.id))?.status).toBe('skipped');
    expect((await reminderOf(held.past.id))?.status).toBe('skipped');
    expect(await appointmentRow(held.rohanBooking)).toEqual(rohanBefore.booking);
    expect(await messageRow(held.rohanMessage)).toEqual(rohanBefore.message);
    expect(await outboxOf(held.rohanBooking)).toEqual(rohanBefore.outbox);

    // The old manage link now gets the manage API's answer for a link that does not exist.
    const lookup = await call(manageRequest('lookup', { token: held.ahead.token }));
    expect(lookup.status).toBe(404);
    expect(await lookup.json()).toEqual({ success: false, error: LINK_INACTIVE_MESSAGE });

    // She is told it is done; the clinic is told a request was handled, without her data.
    const told = only(answer.emails, 'privacy_copy');
    expect(told.to).toBe(ASHA.email);
    expect(told.subject).toBe('Your data is erased');
    expect(told.text).toContain('We have erased your name, e-mail, phone and messages');
    expect(told.text).toContain('Appointments still ahead were cancelled.');
    const clinic = only(answer.emails, 'privacy_clinic');
    expect(clinic.to).toBe(env.CLINIC_INBOX);
    expect(clinic.text).toContain(requestId);
    for (const text of [ASHA.email, ASHA.full_name, ASHA.phone, ASHA.contactMessage, ...ASHA.bookingMessages]) {
      expect(clinic.text).not.toContain(text);
    }

    // The audit log says it happened, with nothing personal in it.
    const audit = (await auditRows()).filter((r) => r.action === 'privacy_erasure');
    expect(audit).toEqual([expect.objectContaining({ actor: `person:${requestId}`, target: requestId })]);
    expect(JSON.stringify(audit)).not.toContain('asha');

    // The request's own record stays as the evidence; the link, used, shows only its own outcome.
    expect(await privacyRow(requestId)).toMatchObject({ email: ASHA.email, kind: 'erasure', status: 'done' });
    const reopened = await open(token);
    expect(reopened.body).toEqual({ success: true, request: answer.body.request });
  });

  it('leaves only the date, time and status in every column of each booking, its e-mails and the desk', async () => {
    // A booking made by her son for her, with everything a booking can say: what for, her age, reports, in Hindi.
    const date = openDate();
    const forHer = await bookCaptured({
      full_name: ASHA.full_name,
      email: ASHA.email,
      phone: ASHA.phone,
      appointment_date: date,
      appointment_time: '03:00 PM',
      message: ASHA.bookingMessages[0],
      visit_reason: 'mdr-tb-treatment',
      reports_uploaded: true,
      booked_for: 'other',
      booker_name: 'Ravi Verma',
      booker_relationship: 'son_daughter',
      notice_version: NOTICE_VERSION,
      locale: 'hi',
    });
    const past = await bookCaptured({
      full_name: ASHA.full_name,
      email: ASHA.email,
      phone: ASHA.phone,
      appointment_time: '04:00 PM',
      visit_reason: 'lung-cancer-screening',
    });
    const pastDate = addDays(clinicDate(), -3);
    await env.DB.prepare(
      "UPDATE appointments SET appointment_date = ?2, status = 'arrived', status_by = 'staff:reception@delhichestclinic.in' WHERE id = ?1",
    )
      .bind(past.id, pastDate)
      .run();
    // The provider refused one e-mail, quoting the address, and accepted another: both are on record.
    await env.DB.prepare(
      `UPDATE outbox SET status = 'failed', attempts = 5, last_error = ?2, provider_id = NULL
       WHERE ref_id = ?1 AND kind = 'appointment_patient'`,
    )
      .bind(forHer.id, `422: invalid recipient ${ASHA.email}`)
      .run();
    await env.DB.prepare(
      `UPDATE outbox SET status = 'sent', provider_id = 're_4b1d' WHERE ref_id = ?1 AND kind = 'appointment_clinic'`,
    )
      .bind(past.id)
      .run();
    const before = { forHer: await appointmentRow(forHer.id), past: await appointmentRow(past.id) };
    expect(before.forHer).toMatchObject({ visit_reason: 'mdr-tb-treatment', patient_under_18: 0, locale: 'hi' });

    const { token } = await requestLink(ASHA.email);
    expect((await act(token, 'erasure')).status).toBe(200);

    const personal = [ASHA.email, ASHA.full_name, ASHA.phone, 'Ravi Verma', 'mdr-tb', 'lung-cancer', 're_4b1d'];
    await expectErased(before.forHer, 'cancelled', personal);
    // A visit that happened keeps its status, and who recorded it (a member of staff, not the patient's data).
    await expectErased(before.past, 'arrived', personal);
    await expectDeskShowsErased(date, forHer.id, personal);
    await expectDeskShowsErased(pastDate, past.id, personal);
  });

  it('matches the address exactly: a booking made as asha.verma+clinic@… is neither counted nor erased', async () => {
    await seed();
    const tagged = await bookCaptured({
      full_name: ASHA.full_name,
      email: 'asha.verma+clinic@example.com',
      phone: '+91 97000 12121',
      appointment_time: '05:00 PM',
    });
    const { token } = await requestLink(ASHA.email);
    expect((await open(token)).body.held.bookings).toBe(2);
    expect((await act(token, 'erasure')).status).toBe(200);
    expect(await appointmentRow(tagged.id)).toMatchObject({
      email: 'asha.verma+clinic@example.com',
      anonymised_at: null,
    });
  });

  it('leaves the address free to book again: the new booking is a new row, not erased', async () => {
    const held = await seed();
    const { token } = await requestLink(ASHA.email);
    expect((await act(token, 'erasure')).status).toBe(200);
    const again = await bookCaptured({
      full_name: ASHA.full_name,
      email: ASHA.email,
      phone: ASHA.phone,
      appointment_date: held.ahead.date,
      appointment_time: held.ahead.time,
    });
    expect(again.id).not.toBe(held.ahead.id);
    expect(await appointmentRow(again.id)).toMatchObject({
      full_name: ASHA.full_name,
      email: ASHA.email,
      status: 'booked',
      anonymised_at: null,
    });
    // And its own manage link works.
    expect((await call(manageRequest('lookup', { token: again.token }))).status).toBe(200);
  });
});

describe("POST /api/privacy/act: 'correction' and 'grievance'", () => {
  it('needs details for either: 400 naming the field, and the link stays unused', async () => {
    const { token, requestId } = await requestLink(ASHA.email);
    const cases = [
      ['correction', undefined, 'Please tell us what to correct.'],
      ['correction', '   ', 'Please tell us what to correct.'],
      ['grievance', undefined, 'Please tell us what went wrong.'],
      ['grievance', '', 'Please tell us what went wrong.'],
    ] as const;
    for (const [kind, details, message] of cases) {
      const answer = await act(token, kind, details);
      expect(answer.status, `${kind} ${JSON.stringify(details)}`).toBe(400);
      expect(answer.body).toEqual({ success: false, error: message, fields: { details: message } });
      expect(answer.emails).toEqual([]);
    }
    expect(await privacyRow(requestId)).toMatchObject({ kind: null, status: 'unverified', details: null });
    expect(await outboxKindsOf(requestId)).toEqual(['privacy_link']);
  });

  it('leaves each open for the clinic, due 30 and 90 days ahead, and tells the person when to expect an answer', async () => {
    // A fixed time of day (noon in Delhi), so "today" is the same day throughout.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${clinicDate()}T06:30:00.000Z`));
    const today = clinicDate();
    const correction = await requestLink(ASHA.email);
    const grievance = await requestLink(ROHAN.email);

    const fix = await act(correction.token, 'correction', 'My phone number is now +91 98110 99999.');
    expect(fix.status).toBe(200);
    expect(fix.body.request).toEqual({
      reference: correction.requestId,
      kind: 'correction',
      status: 'open',
      due_at: `${addDays(today, REQUEST_DAYS)}T18:29:59.999Z`,
      done_at: null,
      outcome: null,
    });
    const complaint = await act(grievance.token, 'grievance', 'Nobody called me back about my report.');
    expect(complaint.status).toBe(200);
    expect(complaint.body.request).toMatchObject({
      kind: 'grievance',
      status: 'open',
      due_at: `${addDays(today, GRIEVANCE_DAYS)}T18:29:59.999Z`,
    });
    expect(await privacyRow(correction.requestId)).toMatchObject({
      details: 'My phone number is now +91 98110 99999.',
      status: 'open',
      done_at: null,
    });

    // The person gets a receipt with the due date; the clinic a notice without the details.
    const receipt = only(fix.emails, 'privacy_copy');
    expect(receipt.to).toBe(ASHA.email);
    expect(receipt.subject).toBe('We have your request to correct your data');
    expect(receipt.text).toContain('My phone number is now +91 98110 99999.');
    const clinic = only(complaint.emails, 'privacy_clinic');
    expect(clinic.to).toBe(env.CLINIC_INBOX);
    expect(clinic.subject).toBe(`Privacy request: Make a complaint (${grievance.requestId})`);
    expect(clinic.text).not.toContain('Nobody called me back');
    expect(clinic.text).not.toContain(ROHAN.email);
    expect(only(complaint.emails, 'privacy_copy').text).toContain('Data Protection Board of India');

    const audit = (await auditRows()).map((r) => [r.action, r.target]);
    expect(audit).toEqual([
      ['privacy_correction', correction.requestId],
      ['privacy_grievance', grievance.requestId],
    ]);
  });

  it('puts open requests first on the desk, and the desk closes one with what was done', async () => {
    const done = await requestLink('first.person@example.com');
    expect((await act(done.token, 'access')).status).toBe(200);
    const grievance = await requestLink(ROHAN.email);
    expect((await act(grievance.token, 'grievance', 'The receptionist was rude.')).status).toBe(200);
    const correction = await requestLink(ASHA.email);
    expect((await act(correction.token, 'correction', 'My surname is Varma, not Verma.')).status).toBe(200);
    // A link asked for but never used is not a request yet.
    await requestLink('never.used@example.com');

    const list = async () => {
      const res = await deskDev('/api/desk/privacy');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      return (await res.json<{ requests: Record<string, unknown>[] }>()).requests;
    };
    const listed = await list();
    // Open ones first, the soonest due first (a correction in 30 days, a grievance in 90), then the done ones.
    expect(listed.map((r) => [r.id, r.status])).toEqual([
      [correction.requestId, 'open'],
      [grievance.requestId, 'open'],
      [done.requestId, 'done'],
    ]);
    expect(listed[0]).toMatchObject({
      email: ASHA.email,
      kind: 'correction',
      details: 'My surname is Varma, not Verma.',
    });
    expect((await auditRows()).at(-1)).toMatchObject({ actor: DEVELOPMENT_STAFF, action: 'view_privacy_requests' });
    // Not for the public: the same request from the public site's host, without Access, is refused.
    expect((await call(new Request(`${DESK_ORIGIN}/api/desk/privacy`))).status).not.toBe(200);

    // Closing needs the outcome.
    for (const body of [{}, { outcome: '' }, { outcome: '   ' }]) {
      const res = await deskDev(`/api/desk/privacy/${correction.requestId}/done`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, fields: { outcome: expect.any(String) } });
    }
    expect(await privacyRow(correction.requestId)).toMatchObject({ status: 'open', done_at: null });

    const closed = await deskDev(`/api/desk/privacy/${correction.requestId}/done`, {
      outcome: 'Surname corrected on both bookings; wrote to the patient.',
    });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ success: true });
    expect(await privacyRow(correction.requestId)).toMatchObject({
      status: 'done',
      done_by: DEVELOPMENT_STAFF,
      outcome: 'Surname corrected on both bookings; wrote to the patient.',
      done_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await auditRows()).at(-1)).toMatchObject({
      actor: DEVELOPMENT_STAFF,
      action: 'privacy_done',
      target: correction.requestId,
    });
    // Once done it cannot be closed again, nor can a request that is not open.
    const again = await deskDev(`/api/desk/privacy/${correction.requestId}/done`, { outcome: 'Again.' });
    expect(again.status).toBe(404);
    expect((await deskDev(`/api/desk/privacy/${done.requestId}/done`, { outcome: 'x' })).status).toBe(404);
    expect((await deskDev('/api/desk/privacy/prv_nope/done', { outcome: 'x' })).status).toBe(404);

    expect((await list()).map((r) => [r.id, r.status])).toEqual([
      [grievance.requestId, 'open'],
      [correction.requestId, 'done'],
      [done.requestId, 'done'],
    ]);
  });
});

describe('POST /api/privacy/act: once per link', () => {
  it(`shows a used link's own outcome, without the address or what is held, for ${USED_LINK_MINUTES} minutes; then answers as an unknown link`, async () => {
    await seed();
    const { token, requestId } = await requestLink(ASHA.email);
    const done = await act(token, 'access');
    expect(done.status).toBe(200);
    const unknown = await privacyCall('open', { token: `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}` });
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.text();
    const setActed = (minutesAgo: number) =>
      env.DB.prepare('UPDATE privacy_requests SET acted_at = ?2 WHERE id = ?1')
        .bind(requestId, hoursAgo(minutesAgo / 60))
        .run();

    // Within the window: only the request, as the act answered it; no address, no live counts.
    await setActed(USED_LINK_MINUTES - 1);
    const within = await privacyCall('open', { token });
    expect(within.status).toBe(200);
    const text = await within.text();
    expect(JSON.parse(text)).toEqual({ success: true, request: done.body.request });
    expect(text).not.toContain(ASHA.email);
    expect(text).not.toContain('held');
    // The same choice again still answers as the first time.
    expect((await act(token, 'access')).body).toEqual(done.body);

    // Past it: the same 404, byte for byte, as a link that never existed; for opening and acting alike.
    await setActed(USED_LINK_MINUTES + 1);
    const before = await privacyRow(requestId);
    for (const res of [
      await privacyCall('open', { token }),
      await privacyCall('act', { token, kind: 'access' }),
      await privacyCall('act', { token, kind: 'erasure' }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(unknownBody);
    }
    expect(await privacyRow(requestId)).toEqual(before);
  });

  it('records when a link was used: acted_at for a request done at once and for one left open', async () => {
    const copy = await requestLink(ASHA.email);
    const grievance = await requestLink(ROHAN.email);
    const start = new Date().toISOString();
    expect((await act(copy.token, 'access')).status).toBe(200);
    expect((await act(grievance.token, 'grievance', 'Nobody answered the phone.')).status).toBe(200);
    for (const id of [copy.requestId, grievance.requestId]) {
      const row = await privacyRow(id);
      expect(String(row?.acted_at) >= start, id).toBe(true);
    }
    // An open complaint's link closes after the window, though the complaint stays open for the clinic.
    await env.DB.prepare('UPDATE privacy_requests SET acted_at = ?2 WHERE id = ?1')
      .bind(grievance.requestId, hoursAgo(2))
      .run();
    expect((await privacyCall('open', { token: grievance.token })).status).toBe(404);
    expect(await privacyRow(grievance.requestId)).toMatchObject({ status: 'open', kind: 'grievance' });
  });

  it('answers the same choice twice with the same answer and sends one set of e-mails', async () => {
    await seed();
    for (const [kind, details] of [
      ['access', undefined],
      ['grievance', 'I was charged twice.'],
    ] as const) {
      const { token, requestId } = await requestLink(ASHA.email);
      const first = await act(token, kind, details);
      const second = await act(token, kind, details);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(first.emails.map((e) => e.kind).sort()).toEqual(['privacy_clinic', 'privacy_copy']);
      expect(second.emails).toEqual([]);
      expect(await outboxKindsOf(requestId)).toEqual(['privacy_clinic', 'privacy_copy', 'privacy_link']);
      expect((await auditRows()).filter((r) => r.target === requestId)).toHaveLength(1);
    }
  });

  it('refuses another kind of request with a used link: 409, and nothing changes', async () => {
    const held = await seed();
    const { token, requestId } = await requestLink(ASHA.email);
    expect((await act(token, 'access')).status).toBe(200);
    const row = await privacyRow(requestId);
    for (const [kind, details] of [
      ['erasure', undefined],
      ['correction', 'My name is wrong.'],
    ] as const) {
      const refused = await act(token, kind, details);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        error:
          'This link was already used for "Send me a copy of my data". Please ask for a new link for another request.',
      });
      expect(refused.emails).toEqual([]);
    }
    expect(await privacyRow(requestId)).toEqual(row);
    expect(await appointmentRow(held.ahead.id)).toMatchObject({ full_name: ASHA.full_name, status: 'booked' });
    expect(await outboxKindsOf(requestId)).toEqual(['privacy_clinic', 'privacy_copy', 'privacy_link']);
  });

  it('never erases on a stale read of a link another request has just used', async () => {
    // Two choices sent at once from the same link both read it unused; the copy's batch commits first.
    const held = await seed();
    const { token, requestId } = await requestLink(ASHA.email);
    const stale = (await env.DB.prepare('SELECT * FROM privacy_requests WHERE id = ?1')
      .bind(requestId)
      .first()) as unknown as PrivacyRequest;
    expect((await act(token, 'access')).status).toBe(200);
    const auditBefore = await auditRows();

    const due = `${addDays(clinicDate(), REQUEST_DAYS)}T18:29:59.999Z`;
    const result = await actOnPrivacyRequest(env.DB, stale, 'erasure', '', due, clinicDate(), 'pending');
    expect(result).toEqual({ kind: 'taken' });
    expect(await appointmentRow(held.ahead.id)).toMatchObject({
      full_name: ASHA.full_name,
      email: ASHA.email,
      status: 'booked',
      anonymised_at: null,
    });
    expect(await messageRow(held.message)).toMatchObject({ message: ASHA.contactMessage, anonymised_at: null });
    expect(await privacyRow(requestId)).toMatchObject({ kind: 'access' });
    // Nor is an erasure recorded that did not happen.
    expect(await auditRows()).toEqual(auditBefore);
  });
});

// ── booking for someone else ────────────────────────────────────────────────────────────────────────────────────

describe('POST /api/appointment: booked for someone else', () => {
  async function refused(overrides: Record<string, unknown>) {
    const res = await call(postJson('/api/appointment', validAppointment(overrides)));
    expect(res.status).toBe(400);
    return res.json<{ success: boolean; error: string; fields: Record<string, string> }>();
  }

  it("needs the booker's own name and relationship: 400 naming both, and nothing stored", async () => {
    const body = await refused({ booked_for: 'other' });
    expect(body).toEqual({
      success: false,
      error: 'Please enter your own name.',
      fields: {
        booker_name: 'Please enter your own name.',
        booker_relationship: 'Please choose who you are to the patient.',
      },
    });
    expect((await refused({ booked_for: 'other', booker_name: 'Ravi Verma' })).fields).toEqual({
      booker_relationship: 'Please choose who you are to the patient.',
    });
    expect(await count('appointments')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('needs a parent or guardian to book for a patient under 18: 400 otherwise, and nothing stored', async () => {
    const bodies = [
      { patient_under_18: true },
      { patient_under_18: true, booked_for: 'self' },
      { patient_under_18: true, booked_for: 'other', booker_name: 'Ravi Verma', booker_relationship: 'spouse' },
      { patient_under_18: true, booked_for: 'other', booker_name: 'Ravi Verma', booker_relationship: 'carer' },
    ];
    for (const overrides of bodies) {
      const body = await refused(overrides);
      expect(Object.keys(body.fields), JSON.stringify(overrides)).toEqual(['booker_relationship']);
      expect(body.error).toContain('A parent or guardian needs to book for a patient under 18');
    }
    expect(await count('appointments')).toBe(0);
  });

  it('stores who booked, and the e-mails say so: the clinic sees the booker, the booker is greeted', async () => {
    const { calls } = interceptResend();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await call(
      postJson(
        '/api/appointment',
        validAppointment({
          full_name: 'Anya Verma',
          email: 'ravi.verma@example.com',
          booked_for: 'other',
          booker_name: 'Ravi Verma',
          booker_relationship: 'parent_guardian',
          patient_under_18: true,
        }),
      ),
      SENDING,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect(await appointmentRow(id)).toMatchObject({
      full_name: 'Anya Verma',
      booked_for: 'other',
      booker_name: 'Ravi Verma',
      booker_relationship: 'parent_guardian',
      patient_under_18: 1,
    });

    const clinic = calls.find((c) => c.body.to === env.CLINIC_INBOX);
    const patient = calls.find((c) => c.body.to === 'ravi.verma@example.com');
    expect(calls).toHaveLength(2);
    expect(clinic?.body.text).toMatch(/Booked by\s+Ravi Verma \(Parent or guardian\)/);
    expect(clinic?.body.text).toMatch(/Patient under 18\s+Yes/);
    expect(clinic?.body.html).toContain('Ravi Verma (Parent or guardian)');
    expect(patient?.body.text).toContain('Dear Ravi Verma,');
    expect(patient?.body.text).not.toContain('Dear Anya');
    expect(patient?.body.text).toContain('an appointment for Anya Verma');
    expect(patient?.body.text).toMatch(/Patient\s+Anya Verma/);
  });

  it('keeps a booking for oneself as the patient\'s own: no booker stored, "The patient" in the e-mail', async () => {
    const { calls } = interceptResend();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    // A booker's name sent with booked_for 'self' is not stored: it would name someone who did not book.
    const res = await call(postJson('/api/appointment', validAppointment({ booker_name: 'Ravi Verma' })), SENDING);
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: string }>();
    expect(await appointmentRow(id)).toMatchObject({
      booked_for: 'self',
      booker_name: null,
      booker_relationship: null,
      patient_under_18: 0,
    });
    const clinic = calls.find((c) => c.body.to === env.CLINIC_INBOX);
    expect(clinic?.body.text).toMatch(/Booked by\s+The patient/);
    expect(clinic?.body.text).toMatch(/Patient under 18\s+No/);
    expect(calls.find((c) => c.body.to === 'asha.verma@example.com')?.body.text).toContain('Dear Asha Verma,');
  });
});

// ── the notice each form showed ─────────────────────────────────────────────────────────────────────────────────

describe('notice_version', () => {
  it('is stored with a booking and a message, with notice_at equal to when each was received', async () => {
    const booking = await bookCaptured({ notice_version: NOTICE_VERSION });
    const message = await sendMessage({
      name: 'Vikram Rao',
      email: 'vikram@example.com',
      message: 'Hello.',
      notice_version: NOTICE_VERSION,
    });
    const b = await appointmentRow(booking.id);
    expect(b?.notice_version).toBe(NOTICE_VERSION);
    expect(b?.notice_at).toBe(b?.created_at);
    const m = await messageRow(message);
    expect(m?.notice_version).toBe(NOTICE_VERSION);
    expect(m?.notice_at).toBe(m?.created_at);
  });

  it('stays NULL, with notice_at, when the form did not send it', async () => {
    const booking = await bookCaptured();
    const message = await sendMessage({ name: 'Vikram Rao', email: 'vikram@example.com', message: 'Hello.' });
    expect(await appointmentRow(booking.id)).toMatchObject({ notice_version: null, notice_at: null });
    expect(await messageRow(message)).toMatchObject({ notice_version: null, notice_at: null });
  });
});
