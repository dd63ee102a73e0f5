import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { BOOKING_KEPT, ERASED_BOOKING } from '../../functions/privacy/db/privacy';
import { deskRequest } from './access-helpers';
import { call, ORIGIN } from './helpers';
import { appointmentRow } from './lifecycle-helpers';

/**
 * The values an erased booking may hold in a column it does not keep: the placeholders the columns' CHECKs need, the
 * defaults, or nothing. functions/privacy/db/privacy.ts's ERASED_BOOKING is checked against them, so that a list there which
 * keeps something of the person fails these tests.
 */
const PLACEHOLDERS: readonly unknown[] = ['Erased', 'erased@invalid.invalid', '0000000', '', 0, null, 'self', 'en'];

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** An erased booking, as a row matches it: every column erased, and when (expectErased reads every column). */
export const ERASED_BOOKING_ROW = { ...ERASED_BOOKING, anonymised_at: expect.stringMatching(ISO) };

/** An erased contact message, as a row matches it (the same for a person's erasure and for retention). */
export const ERASED_MESSAGE_ROW = {
  name: 'Erased',
  email: 'erased@invalid.invalid',
  phone: '',
  subject: 'Erased',
  message: 'Erased',
  anonymised_at: expect.stringMatching(ISO),
};

/** The columns appointments has now (a column added later must be put in ERASED_BOOKING or BOOKING_KEPT). */
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
  expect((await appointmentColumns()).sort()).toEqual([...Object.keys(ERASED_BOOKING), ...BOOKING_KEPT].sort());
  for (const [column, value] of Object.entries(ERASED_BOOKING)) expect(PLACEHOLDERS, column).toContain(value);
  expect(ERASED_BOOKING).toMatchObject({ full_name: 'Erased', email: 'erased@invalid.invalid', phone: '0000000' });
  const row = await appointmentRow(id);
  // The kept columns are named here one by one, so that a column moved to BOOKING_KEPT fails the comparison.
  expect(row).toEqual({
    ...ERASED_BOOKING,
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
    place_id: before?.place_id,
    refilled_at: before?.refilled_at,
    cancelled_at: before?.cancelled_at,
    pay_by: before?.pay_by,
    fee_paise: before?.fee_paise,
  });
  const { results: outbox } = await env.DB.prepare('SELECT * FROM outbox WHERE ref_id = ?1')
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
  for (const table of ['appointments', 'outbox', 'contact_messages', 'audit_log', 'idempotency_keys']) {
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
