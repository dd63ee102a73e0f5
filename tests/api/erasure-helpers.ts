import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { deskRequest } from './access-helpers';
import { call, ORIGIN } from './helpers';
import { appointmentRow } from './lifecycle-helpers';

/**
 * What an erased booking holds in every column that is not kept (decision 016), written out here rather than read from
 * functions/db/privacy.ts, so that a wrong or short list there fails these tests.
 */
export const ERASED_ROW = {
  full_name: 'Erased',
  email: 'erased@invalid.invalid',
  phone: '0000000',
  email_key: '',
  phone_key: '',
  selected_doctor: 'Erased',
  message: '',
  visit_reason: '',
  reports_uploaded: 0,
  manage_nonce: null,
  manage_token_hash: null,
  status_reason: null,
  notice_version: null,
  notice_at: null,
  booked_for: 'self',
  booker_name: null,
  booker_relationship: null,
  patient_under_18: 0,
  locale: 'en',
  confirm_by: null,
  age: null,
  gender: null,
  address: null,
  medical_history: null,
  current_symptoms: null,
} as const;

/** The columns an erased booking keeps: its date, time and status, and the row's bookkeeping. */
export const KEPT_COLUMNS = [
  'id',
  'appointment_date',
  'appointment_time',
  'status',
  'sequence',
  'status_by',
  'created_at',
  'updated_at',
  'anonymised_at',
  'change_id',
] as const;

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The columns appointments has now (a column added later must be put in ERASED_ROW or KEPT_COLUMNS). */
export async function appointmentColumns(): Promise<string[]> {
  const { results } = await env.DB.prepare('PRAGMA table_info(appointments)').all<{ name: string }>();
  return results.map((c) => c.name);
}

/**
 * Reads every column of an erased booking and checks it holds only its date, time, status and bookkeeping (`before`
 * is the row before the erasure); its outbox rows have no error, provider id or detail and none waits to be sent; and
 * no table but privacy_requests (the request's own evidence) holds any of `personal`. Returns the row.
 */
export async function expectErased(
  before: Record<string, unknown> | null,
  status: string,
  personal: string[],
): Promise<Record<string, unknown>> {
  expect(before, 'the booking before erasure').not.toBeNull();
  const id = String(before?.id);
  expect((await appointmentColumns()).sort()).toEqual([...Object.keys(ERASED_ROW), ...KEPT_COLUMNS].sort());
  const row = await appointmentRow(id);
  expect(row).toEqual({
    ...ERASED_ROW,
    id,
    appointment_date: before?.appointment_date,
    appointment_time: before?.appointment_time,
    status,
    sequence: before?.sequence,
    status_by: before?.status_by,
    created_at: before?.created_at,
    updated_at: expect.stringMatching(ISO),
    anonymised_at: expect.stringMatching(ISO),
    change_id: before?.change_id,
  });
  const { results: outbox } = await env.DB.prepare('SELECT * FROM email_outbox WHERE ref_id = ?1')
    .bind(id)
    .all<Record<string, unknown>>();
  for (const e of outbox) {
    expect(e, String(e.kind)).toMatchObject({
      last_error: null,
      provider_id: null,
      detail: '{}',
      next_attempt_at: null,
    });
    expect(['sent', 'captured', 'skipped'], String(e.kind)).toContain(e.status);
  }
  for (const table of ['appointments', 'email_outbox', 'contact_messages', 'audit_log', 'idempotency_keys']) {
    const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all();
    const all = JSON.stringify(results);
    for (const text of personal) expect(all, `${table} still holds "${text}"`).not.toContain(text);
  }
  return row ?? {};
}

/**
 * What the desk shows of a date: the day view's JSON as text, its bookings, and the CSV export — as the developer's
 * machine serves them (ENVIRONMENT=development on 127.0.0.1: the development identity; tests/api/desk.test.ts signs in
 * through Access).
 */
export async function deskViews(date: string): Promise<{ day: string; csv: string; dayBookings: unknown[] }> {
  const day = await call(deskRequest(`/api/desk/day?date=${date}`, { origin: ORIGIN }));
  expect(day.status).toBe(200);
  const dayText = await day.text();
  const csv = await call(deskRequest(`/api/desk/export.csv?from=${date}&to=${date}`, { origin: ORIGIN }));
  expect(csv.status).toBe(200);
  const dayJson = JSON.parse(dayText) as { slots: { bookings: unknown[] }[] };
  return { day: dayText, csv: await csv.text(), dayBookings: dayJson.slots.flatMap((s) => s.bookings) };
}

/** Checks the desk's day view and CSV show the erased booking as "Erased", with nothing of `personal` nor its visit. */
export async function expectDeskShowsErased(date: string, id: string, personal: string[]): Promise<void> {
  const { day, csv, dayBookings } = await deskViews(date);
  const shown = dayBookings.find((b) => (b as { id: string }).id === id);
  expect(shown).toMatchObject({
    full_name: 'Erased',
    email: '',
    phone: '',
    message: '',
    visit_reason: '',
    booker_name: null,
    booker_relationship: null,
    patient_under_18: 0,
    reports_uploaded: 0,
    anonymised_at: expect.stringMatching(ISO),
  });
  const line = csv.split('\r\n').find((l) => l.includes(id)) ?? '';
  expect(line, 'the CSV has a line for the booking').not.toBe('');
  // Date, time, status, then name, phone, e-mail, visit, message: nothing but "Erased" in the person's columns.
  expect(line.split(',').slice(3, 8)).toEqual(['"Erased"', '""', '""', '""', '""']);
  for (const text of personal) {
    expect(day, `the day view shows "${text}"`).not.toContain(text);
    expect(csv, `the CSV shows "${text}"`).not.toContain(text);
  }
}
