import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect, vi } from 'vitest';
import type { Env } from '../../functions/platform/env';
import worker from '../../workers/scheduler/index';
import { type CapturedResendCall, call, ORIGIN, postJson, validAppointment } from './helpers';

/** The bindings the suite runs with, as the Function and the scheduler read them. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return { ...(env as unknown as Env), ...overrides };
}

/** A distinct patient (e-mail and phone), so that tests stay under the limit of upcoming bookings per patient. */
export function patient(n: number) {
  const digits = String(n).padStart(4, '0');
  return {
    full_name: 'Asha Verma',
    email: `patient.${n}@example.com`,
    phone: `+91 98110 1${digits}`,
  };
}

/** The token of a manage link in an e-mail's text or HTML (the part after /manage#). */
export function tokenIn(text: string): string | undefined {
  return /\/manage#([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

/** Spies on console.log (silenced) and returns everything it printed, one entry per call. */
export function captureLog() {
  const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
  return {
    spy,
    lines: () => spy.mock.calls.map((c) => c.map(String).join(' ')),
  };
}

/** The captured (printed) e-mail of `kind` about `bookingId`, among what console.log printed. */
export function printedEmail(lines: string[], kind: string, bookingId: string): string | undefined {
  return lines.find((l) => l.includes(`(${kind}) captured, not sent`) && l.includes(bookingId));
}

/**
 * Books through POST /api/appointment with e-mails captured (no Resend key) and returns the booking's id and the
 * manage token, read the way a patient gets it: from the printed confirmation e-mail.
 */
export async function bookCaptured(
  overrides: Record<string, unknown> = {},
  envOverrides: Partial<Env> = {},
): Promise<{ id: string; token: string; printed: string }> {
  const log = captureLog();
  try {
    const res = await call(postJson('/api/appointment', validAppointment(overrides)), envOverrides);
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = await res.json<{ id: string }>();
    const printed = printedEmail(log.lines(), 'appointment_patient', id);
    expect(printed, 'the confirmation e-mail was printed').toBeDefined();
    const token = tokenIn(printed ?? '');
    expect(token).toBeDefined();
    return { id, token: token ?? '', printed: printed ?? '' };
  } finally {
    log.spy.mockRestore();
  }
}

/** POST /api/manage/<action> with a JSON body. */
export function manageRequest(action: 'lookup' | 'cancel' | 'reschedule', body: unknown, headers = {}) {
  return postJson(`/api/manage/${action}`, body, headers);
}

/** GET /api/availability for a date: the remaining places per slot. */
export async function remaining(date: string, overrides: Partial<Env> = {}): Promise<Record<string, number>> {
  const res = await call(new Request(`${ORIGIN}/api/availability?date=${date}`), overrides);
  expect(res.status).toBe(200);
  const body = await res.json<{ slots: { time: string; remaining: number }[] }>();
  return Object.fromEntries(body.slots.map((s) => [s.time, s.remaining]));
}

export interface OutboxRowLite {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  detail: string;
  last_error: string | null;
  provider_id: string | null;
  created_at: string;
}

/** A booking's outbox rows, oldest first (then by kind). */
export async function outboxOf(refId: string): Promise<OutboxRowLite[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, kind, status, attempts, next_attempt_at, detail, last_error, provider_id, created_at
     FROM outbox WHERE ref_id = ?1 ORDER BY created_at, kind`,
  )
    .bind(refId)
    .all<OutboxRowLite>();
  return results;
}

/** The whole stored row of a booking. */
export async function appointmentRow(id: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare('SELECT * FROM appointments WHERE id = ?1').bind(id).first<Record<string, unknown>>();
}

/** Every row of a table, in a stable order, for before/after comparisons. */
export async function tableRows(table: string, db: D1Database = env.DB): Promise<Record<string, unknown>[]> {
  const { results } = await db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all<Record<string, unknown>>();
  return results;
}

/** Runs the scheduler Worker's scheduled handler as its Cron Trigger would, at `scheduledTime`, and waits for it. */
export async function runScheduler(scheduledTime: Date | number, overrides: Partial<Env> = {}): Promise<void> {
  const controller = createScheduledController({
    scheduledTime: typeof scheduledTime === 'number' ? scheduledTime : scheduledTime.getTime(),
    cron: '*/5 * * * *',
  });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, testEnv(overrides), ctx);
  await waitOnExecutionContext(ctx);
}

/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1: CRLF followed by a space or tab continues). */
export function icsLines(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l !== '');
}

/** The properties of an iCalendar text by name (parameters dropped), each with every value it had, in order. */
export function parseIcs(ics: string): Map<string, string[]> {
  const props = new Map<string, string[]>();
  for (const line of icsLines(ics)) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`not a content line: ${line}`);
    const name = line.slice(0, colon).split(';')[0].toUpperCase();
    props.set(name, [...(props.get(name) ?? []), line.slice(colon + 1)]);
  }
  return props;
}

/** Decodes base64 (as Resend receives attachments) to UTF-8 text. */
export function fromBase64(content: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(content), (c) => c.charCodeAt(0)));
}

/** The calendar file attached to an e-mail Resend received, parsed; fails the test when there is none. */
export function calendarOf(c: CapturedResendCall): { raw: string; props: Map<string, string[]> } {
  const attachment = c.body.attachments?.[0];
  expect(attachment, `${c.body.subject} carries a calendar file`).toBeDefined();
  const raw = fromBase64(attachment?.content ?? '');
  return { raw, props: parseIcs(raw) };
}

/** The one value of a calendar property (fails when it is missing or repeated). */
export function one(props: Map<string, string[]>, name: string): string {
  const values = props.get(name) ?? [];
  expect(values, name).toHaveLength(1);
  return values[0];
}

/** SHA-256 of a text, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A Resend reply: success with an id. */
export const resendOk = (_c: CapturedResendCall, n: number) => Response.json({ id: `re_${n}` });

/** A Resend reply: a 500 with Resend's error shape. */
export const resend500 = () =>
  Response.json(
    { statusCode: 500, name: 'internal_server_error', message: 'Resend is having a bad day' },
    { status: 500 },
  );

/** The Idempotency-Key Resend received with a call (the outbox row's id). */
export function keyOf(c: CapturedResendCall): string {
  return c.headers['idempotency-key'] ?? '';
}
