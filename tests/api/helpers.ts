import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import { addDays, BOOKING_WINDOW_DAYS, clinicDate, weekday } from '../../common/booking/schedule';
import { type DateSession, DEFAULT_SCHEDULE, type Place, type Session } from '../../common/clinic/schedule';
import { BUILD_INFO_PATH, buildInfoJson } from '../../common/platform/site-origin';
import { app } from '../../functions/app';
import { forgetAvailability } from '../../functions/booking/actions/availability';
import { onRequest as shortLink } from '../../functions/m';
import { forgetPublishedCheck } from '../../functions/platform/deployment-check';
import type { Env } from '../../functions/platform/env';
import { forgetConfigState } from '../../functions/platform/guard';
import scheduler from '../../workers/scheduler/index';

export const ORIGIN = 'http://127.0.0.1:8788';

/** Sends a request through the Hono app in workerd and waits for its after-response work (e-mail delivery). */
export async function call(request: Request, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, { ...(env as unknown as Env), ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/**
 * Sends a request to a phone message's short link, `/m?<code>` (functions/m.ts), as Pages calls that file: with the
 * event context of a Pages Function.
 */
export async function callShortLink(request: Request, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await shortLink({
    request,
    env: { ...(env as unknown as Env), ...overrides },
    waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p),
    passThroughOnException: () => {},
    next: () => Promise.resolve(new Response('not this', { status: 500 })),
    params: {},
    data: {},
    functionPath: '/m',
  } as unknown as Parameters<typeof shortLink>[0]);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Runs the scheduler Worker's Cron Trigger once (reminders, retries, pruning) and waits for its work to end. */
export async function runScheduler(overrides: Partial<Env> = {}, at = new Date()): Promise<void> {
  const ctx = createExecutionContext();
  const controller = createScheduledController({ scheduledTime: at, cron: '*/5 * * * *' });
  await scheduler.scheduled?.(controller, { ...(env as unknown as Env), ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** E-mails other than reminders (which wait for their time), as the tests that count sent e-mails see them. */
export const NOT_REMINDERS = "kind <> 'reminder_patient'";

/** The `columns` of every e-mail in the outbox but the reminders. */
export async function emailsButReminders<T>(columns: string): Promise<T[]> {
  const { results } = await env.DB.prepare(`SELECT ${columns} FROM outbox WHERE ${NOT_REMINDERS}`).all<T>();
  return results;
}

/** The first clinic day (Mon–Sat) at least `minDaysAhead` days from today in Delhi. */
export function openDate(minDaysAhead = 2): string {
  let d = addDays(clinicDate(), minDaysAhead);
  while (weekday(d) === 0) d = addDays(d, 1);
  return d;
}

/** The next Sunday after `minDaysAhead` days. */
export function sunday(minDaysAhead = 1): string {
  let d = addDays(clinicDate(), minDaysAhead);
  while (weekday(d) !== 0) d = addDays(d, 1);
  return d;
}

export function validAppointment(overrides: Record<string, unknown> = {}) {
  return {
    full_name: 'Asha Verma',
    email: 'asha.verma@example.com',
    phone: '+91 98110 12345',
    appointment_date: openDate(),
    appointment_time: '10:00 AM',
    selected_doctor: 'Dr. Rajiv Malhotra - Pulmonologist',
    message: 'Cough for three weeks.',
    reports_uploaded: true,
    ...overrides,
  };
}

/** A distinct patient (e-mail and phone), so tests that book many times stay under the per-patient limit. */
export function patient(n: number, tag = 'p'): { email: string; phone: string } {
  return { email: `${tag}${n}@example.com`, phone: `+91 97${String(n).padStart(8, '0')}` };
}

export async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Empties the bookings, messages and what hangs on them: reports first (their rows name bookings), with their files. */
export async function clearAll(): Promise<void> {
  await env.DB.batch(
    [
      'reports',
      'payments',
      'payment_links',
      'payment_events',
      'waitlist_offers',
      'waitlist',
      'appointments',
      'contact_messages',
      'outbox',
      'idempotency_keys',
      'rate_limits',
    ].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  );
  const bucket = (env as unknown as Env).REPORTS;
  if (bucket) {
    const listed = await bucket.list({ prefix: 'reports/' });
    if (listed.objects.length) await bucket.delete(listed.objects.map((o) => o.key));
  }
}

export interface CapturedResendCall {
  url: string;
  headers: Record<string, string>;
  body: {
    from: string;
    to: string | string[];
    reply_to?: string | string[];
    subject: string;
    html: string;
    text: string;
    attachments?: { filename: string; content: string; content_type?: string }[];
  };
}

type Reply = (call: CapturedResendCall, n: number, signal?: AbortSignal | null) => Promise<Response> | Response;

/**
 * Intercepts Resend's HTTP endpoint (the only fake in the suite): every fetch the code makes to api.resend.com is
 * recorded and answered by `reply`; any other outbound fetch fails the test.
 */
export function interceptResend(
  reply: Reply = (_c, n) => Response.json({ id: `re_${n}` }),
  /** Other fetches go to the interception already in place (a desk test's Access certs) instead of failing here. */
  beside = false,
) {
  const calls: CapturedResendCall[] = [];
  const before =
    beside && vi.isMockFunction(globalThis.fetch) ? vi.mocked(globalThis.fetch).getMockImplementation() : undefined;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    if (!req.url.startsWith('https://api.resend.com/')) {
      if (before) return before(input, init);
      throw new Error(`unexpected outbound fetch: ${req.url}`);
    }
    const captured: CapturedResendCall = {
      url: req.url,
      headers: Object.fromEntries(req.headers.entries()),
      body: await req.json(),
    };
    calls.push(captured);
    return reply(captured, calls.length, init?.signal);
  });
  return { calls, spy };
}

export const SENDING = { RESEND_API_KEY: 're_test_key' } as const;

/** The public origin of the tests' deployments: not the stand-in, and the one their pages were built for. */
export const DEPLOYED_ORIGIN = 'https://clinic.example.org';

/** A Pages ASSETS binding as a test sets it, counting the reads of build-info.json. */
export interface BuiltAssets extends Fetcher {
  readonly buildInfoReads: number;
}

/**
 * The Pages ASSETS binding of a site built for `origin`: it serves build-info.json as scripts/prerender.ts writes it
 * (`body` replaces it; null: the file is missing) and 404 for anything else.
 */
export function builtAssets(origin: string | null = DEPLOYED_ORIGIN, body?: string): BuiltAssets {
  let reads = 0;
  const fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const url = new URL(new Request(input, init).url);
      if (url.pathname !== BUILD_INFO_PATH) return new Response('Not found', { status: 404 });
      reads++;
      if (origin === null) return new Response('Not found', { status: 404 });
      return new Response(body ?? buildInfoJson(origin), { headers: { 'content-type': 'application/json' } });
    },
    get buildInfoReads() {
      return reads;
    },
  };
  return fetcher as unknown as BuiltAssets;
}

/** Secrets of a deployment's length (at least 32 bytes, as functions/platform/flags.ts requires). */
export const DEPLOYED_SECRETS = {
  RESEND_API_KEY: 're_test_key',
  RATE_LIMIT_SALT: 'test-rate-limit-salt-0123456789abcdef',
  MANAGE_LINK_SECRET: 'test-manage-link-secret-0123456789abcdef',
} as const;

/**
 * A complete production deployment's configuration: its secrets, an origin of its own and the build made for it.
 * `overrides` replace any of them.
 */
export function deployment(overrides: Partial<Env> = {}): Partial<Env> {
  return {
    ENVIRONMENT: 'production',
    ...DEPLOYED_SECRETS,
    SITE_ORIGIN: DEPLOYED_ORIGIN,
    ASSETS: builtAssets(DEPLOYED_ORIGIN),
    ...overrides,
  };
}

/**
 * Forgets what the API's module state holds about a deployment (the build's origin read, the last problem logged,
 * the check published for the scheduler), as in a fresh isolate; and removes the published check from D1.
 */
export async function freshDeployment(): Promise<void> {
  forgetConfigState();
  forgetPublishedCheck();
  await env.DB.prepare('DELETE FROM deployment_check').run();
}

/** The seed's place: the clinic's own address (migration 0011, DEFAULT_SCHEDULE). */
export const SEED_PLACE: Place = DEFAULT_SCHEDULE.places[0];

/** The patients per slot of the seed's sessions. */
export const SEED_CAPACITY = DEFAULT_SCHEDULE.sessions[0].capacity;

/** Bumps the schedule's version: every edit of places, sessions or settings does, in its own batch. */
const bumpVersion = () => env.DB.prepare('UPDATE clinic_settings SET version = version + 1 WHERE id = 1');

/**
 * Drops the cached availability of every bookable date on the tests' hosts (this one, and the desk's, whose tests
 * book through the public API on the same host), as the desk does after a schedule edit.
 */
async function forgetAllAvailability(): Promise<void> {
  const dates = Array.from({ length: BOOKING_WINDOW_DAYS + 1 }, (_, i) => addDays(clinicDate(), i));
  for (const origin of [ORIGIN, 'https://delhichestclinic.in']) {
    await forgetAvailability({ req: new Request(origin) }, ...dates);
  }
}

/** Runs one schedule edit (with the version's bump) and forgets the cached answers it changes. */
async function editSchedule(statements: D1PreparedStatement[]): Promise<void> {
  await env.DB.batch([...statements, bumpVersion()]);
  await forgetAllAvailability();
}

/** Every session's slot takes `capacity` patients from now on (restoreSchedule puts the seed back). */
export async function setSlotCapacity(capacity: number): Promise<void> {
  await editSchedule([env.DB.prepare('UPDATE clinic_sessions SET capacity = ?1').bind(capacity)]);
}

/** Stores a place (in use; replacing one of the same id). */
export async function addPlace(p: Place): Promise<void> {
  await editSchedule([
    env.DB.prepare(
      `INSERT INTO places (id, name, name_hi, address, address_hi, map_url, phone, phone_e164, position, retired)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1, 0)
       ON CONFLICT (id) DO UPDATE SET name = ?2, name_hi = ?3, address = ?4, address_hi = ?5, map_url = ?6, phone = ?7,
         phone_e164 = ?8, retired = 0`,
    ).bind(p.id, p.name, p.nameHi, p.address, p.addressHi, p.mapUrl, p.phone, p.phoneE164),
  ]);
}

/** Stores a weekly session (with `weekday`) or a date's own (with `date`). */
export async function addSession(s: Session | DateSession): Promise<void> {
  const weekly = 'weekday' in s;
  await editSchedule([
    env.DB.prepare(
      `INSERT INTO clinic_sessions (place_id, weekday, date, start_time, end_time, slot_minutes, capacity)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    ).bind(s.placeId, weekly ? s.weekday : null, weekly ? null : s.date, s.start, s.end, s.slotMinutes, s.capacity),
  ]);
}

/** No session on any day (a Sunday every day): restoreSchedule puts the seed back. */
export async function clearSessions(): Promise<void> {
  await editSchedule([env.DB.prepare('DELETE FROM clinic_sessions')]);
}

/** Deletes the sessions of a weekday, or of a date, that start at `start`. */
export async function removeSession(when: { weekday: number } | { date: string }, start: string): Promise<void> {
  const weekly = 'weekday' in when;
  await editSchedule([
    env.DB.prepare(
      `DELETE FROM clinic_sessions WHERE start_time = ?1 AND ${weekly ? 'weekday = ?2' : 'date = ?2'}`,
    ).bind(start, weekly ? when.weekday : when.date),
  ]);
}

/** `date` has one session at the seed's place from 00:00 to 23:59 (of `capacity` an hour), whatever the hour tests run. */
export async function allDaySession(date: string, capacity = 50): Promise<void> {
  await addSession({ placeId: SEED_PLACE.id, date, start: '00:00', end: '23:59', slotMinutes: 60, capacity });
}

/**
 * Empties the queue: its follow-ups and entries (which reference bookings: clear them before the bookings), the
 * closures, and the walk-ins an hour back to the seed's 2.
 */
export async function clearQueue(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM follow_ups'),
    env.DB.prepare('DELETE FROM queue_entries'),
    env.DB.prepare('DELETE FROM closures'),
    env.DB.prepare('UPDATE clinic_settings SET walk_ins_per_hour = 2'),
  ]);
}

/**
 * Puts the seed's schedule back (DEFAULT_SCHEDULE, as migration 0011 wrote it): its sessions only, every other place
 * retired (bookings may still name them, as in a real database).
 */
export async function restoreSchedule(): Promise<void> {
  await editSchedule([
    env.DB.prepare('DELETE FROM clinic_sessions'),
    env.DB.prepare('UPDATE places SET retired = CASE WHEN id = ?1 THEN 0 ELSE 1 END').bind(SEED_PLACE.id),
    ...DEFAULT_SCHEDULE.sessions.map((s) =>
      env.DB.prepare(
        `INSERT INTO clinic_sessions (place_id, weekday, start_time, end_time, slot_minutes, capacity)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      ).bind(s.placeId, s.weekday, s.start, s.end, s.slotMinutes, s.capacity),
    ),
  ]);
}

/** WhatsApp configured in full (live): the tests' system-user token, number id, app secret and verify token. */
export const WHATSAPP_LIVE = {
  WHATSAPP_TOKEN: 'wa_test_token',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_APP_SECRET: 'wa_test_app_secret',
  WHATSAPP_VERIFY_TOKEN: 'wa_test_verify',
} as const;

/** A booking's WhatsApp message in the outbox: what the sender did with it. */
export interface WhatsappRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  provider_id: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
}

/** A booking's WhatsApp messages in the outbox, in the order they were queued. */
export async function whatsappRows(id: string): Promise<WhatsappRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, kind, status, attempts, provider_id, next_attempt_at, last_error FROM outbox
     WHERE ref_id = ?1 AND channel = 'whatsapp' ORDER BY created_at, kind`,
  )
    .bind(id)
    .all<WhatsappRow>();
  return results;
}

export interface GraphCall {
  url: string;
  headers: Record<string, string>;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; sub_type?: string; index?: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

/** A Graph error answer, as Meta gives it. */
export function graphError(status: number, code: number, message: string): Response {
  return Response.json(
    {
      error: {
        message,
        type: 'OAuthException',
        code,
        error_data: { messaging_product: 'whatsapp', details: message },
        fbtrace_id: 'AbCdEf123',
      },
    },
    { status },
  );
}

/**
 * A stand-in for graph.facebook.com: every fetch to it is recorded and answered by `reply` (by default as Meta accepts
 * a template message: the contact and a wamid); any other outbound fetch fails the test.
 */
export function interceptGraph(
  reply: (call: GraphCall, n: number) => Response | Promise<Response> = (c, n) =>
    Response.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: c.body.to, wa_id: c.body.to }],
      messages: [{ id: `wamid.HBgM${n}`, message_status: 'accepted' }],
    }),
) {
  const calls: GraphCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init as RequestInit);
    if (!req.url.startsWith('https://graph.facebook.com/')) throw new Error(`unexpected outbound fetch: ${req.url}`);
    const call: GraphCall = {
      url: req.url,
      headers: Object.fromEntries(req.headers.entries()),
      body: await req.json(),
    };
    calls.push(call);
    return reply(call, calls.length);
  });
  return { calls, spy };
}
