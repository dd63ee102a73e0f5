import { env } from 'cloudflare:test';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingPayment } from '../../common/booking/payment';
import { addDays, clinicDate } from '../../common/booking/schedule';
import type { EditableSchedule } from '../../common/clinic/schema';
import type { DeskPaymentSetup } from '../../common/desk/payment';
import type { Env } from '../../functions/platform/env';
import { auditRows, deskCall, deskSession } from './access-helpers';
import { csvDownload } from './csv-helpers';
import { call, clearAll, openDate, patient, postJson, validAppointment } from './helpers';

/**
 * The desk's side of payments (issue 42, decision 031), against D1 in workerd: every booking the desk reads carries its
 * payment (paid, awaiting, pay at clinic, refunded); the Clinic tab's read says whether Razorpay is configured and why
 * online payment would be off; the setting is refused without the doctor's registration number; the Figures tab and
 * both CSVs show the money. The money actions themselves (counter, refund) are tests/api/payments.test.ts's.
 */

const PAY: Partial<Env> = {
  RAZORPAY_KEY_ID: 'rzp_test_ApiTests000002',
  RAZORPAY_KEY_SECRET: 'api-tests-razorpay-key-secret-desk-0123456789',
  RAZORPAY_WEBHOOK_SECRET: 'api-tests-razorpay-webhook-secret-desk-0123456789',
};
const DATE = openDate(3);
const REGISTRATION_MISSING = "Please enter the doctor's registration number: every receipt prints it.";

const { token } = deskSession('desk-payments-key');

/** The clinic's payment settings, as tests/api/payments.test.ts sets them. */
async function settings(
  mode: 'off' | 'optional' | 'required',
  o: { fee?: number | null; registration?: string } = {},
): Promise<void> {
  await env.DB.prepare(
    `UPDATE clinic_settings SET payment_mode = ?1, fee_inr = ?2, refund_hours = 24, doctor_registration = ?3`,
  )
    .bind(mode, o.fee === undefined ? 800 : o.fee, o.registration ?? 'DMC/R/04521')
    .run();
}

/** Books as a patient would, with Razorpay configured; returns the booking's id. */
async function book(n: number, time = '10:00 AM'): Promise<string> {
  const res = await call(
    postJson(
      '/api/appointment',
      validAppointment({ ...patient(n, 'deskpay'), appointment_date: DATE, appointment_time: time }),
    ),
    PAY,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function desk<T>(path: string, o: { body?: unknown; method?: string } = {}, overrides: Partial<Env> = PAY) {
  const res = await deskCall(path, { token: token(), ...o }, overrides);
  return { status: res.status, body: (await res.json()) as T };
}

const counter = (booking: string, amount_inr?: number) =>
  desk<{ success: boolean; payment?: string }>('/api/desk/payments/counter', { body: { booking, amount_inr } });
const refund = (booking: string) =>
  desk<{ success: boolean; refunds?: unknown[] }>('/api/desk/payments/refund', { body: { booking } });

/** Each booking of the date as the desk's day shows it, by id. */
async function dayPayments(date = DATE): Promise<Map<string, BookingPayment>> {
  const { status, body } = await desk<{ slots: { bookings: { id: string; payment: BookingPayment }[] }[] }>(
    `/api/desk/day?date=${date}`,
  );
  expect(status).toBe(200);
  return new Map(body.slots.flatMap((s) => s.bookings).map((b) => [b.id, b.payment]));
}

beforeEach(async () => {
  await clearAll();
  await settings('optional');
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterAll(async () => {
  await clearAll();
  await settings('off', { fee: null, registration: '' });
});

describe('the day and search', () => {
  it('show each booking’s payment: to pay at the clinic, then paid at the counter (audited), then refunded', async () => {
    const id = await book(1);
    const other = await book(2, '11:00 AM');
    expect((await dayPayments()).get(id)).toEqual({
      status: 'unpaid',
      amountPaise: 80000,
      method: null,
      paymentId: null,
      until: null,
      refundReason: null,
    });

    const paid = await counter(id);
    expect(paid.status).toBe(201);
    const payments = await dayPayments();
    expect(payments.get(id)).toEqual({
      status: 'paid',
      amountPaise: 80000,
      method: 'counter',
      paymentId: paid.body.payment,
      until: null,
      refundReason: null,
    });
    expect(payments.get(other)?.status).toBe('unpaid');

    // Search answers the same shape.
    const found = await desk<{ bookings: { id: string; payment: BookingPayment }[] }>('/api/desk/search', {
      body: { q: 'deskpay1@example.com' },
    });
    expect(found.body.bookings.map((b) => [b.id, b.payment.status])).toEqual([[id, 'paid']]);

    expect((await refund(id)).status).toBe(200);
    expect((await dayPayments()).get(id)).toMatchObject({
      status: 'refunded',
      amountPaise: 80000,
      method: 'counter',
      refundReason: 'staff',
    });
    // The day's reads are audited as before; each money action has its own row.
    const actions = (await auditRows()).map((a) => [a.action, a.target]);
    expect(actions).toContainEqual(['payment_counter', id]);
    expect(actions).toContainEqual(['payment_refund', id]);
    expect(actions.filter(([a]) => a === 'view_day')).toHaveLength(3);
    expect(actions.filter(([a]) => a === 'search')).toHaveLength(1);
  });

  it('shows a place held awaiting payment until its deadline', async () => {
    await settings('required');
    const id = await book(3);
    const held = await env.DB.prepare('SELECT pay_by FROM appointments WHERE id = ?1')
      .bind(id)
      .first<{ pay_by: string }>();
    expect(held?.pay_by).toBeTruthy();
    expect((await dayPayments()).get(id)).toMatchObject({
      status: 'awaiting',
      amountPaise: 80000,
      until: held?.pay_by,
    });
  });

  it('gives a booking never asked online the clinic’s fee to take at the counter', async () => {
    await settings('off');
    const id = await book(4);
    expect((await dayPayments()).get(id)).toMatchObject({ status: 'unpaid', amountPaise: 80000 });
    await settings('off', { fee: null });
    expect((await dayPayments()).get(id)).toMatchObject({ status: 'unpaid', amountPaise: null });
  });
});

describe('the Clinic tab', () => {
  const read = (overrides: Partial<Env>) =>
    desk<{ success: true; schedule: EditableSchedule; payment: DeskPaymentSetup }>('/api/desk/clinic', {}, overrides);

  it('says whether Razorpay is configured and why online payment is off', async () => {
    const without = await read({});
    expect(without.status).toBe(200);
    expect(without.body.schedule.settings.payment).toEqual({
      mode: 'optional',
      refundHours: 24,
      doctorRegistration: 'DMC/R/04521',
    });
    expect(without.body.payment).toEqual({ configured: false, mode: 'off', offBecause: 'not_configured' });
    expect((await read(PAY)).body.payment).toEqual({ configured: true, mode: 'optional', offBecause: null });

    await settings('required', { fee: null });
    expect((await read(PAY)).body.payment).toEqual({ configured: true, mode: 'off', offBecause: 'no_fee' });
    await settings('off');
    expect((await read({})).body.payment).toEqual({ configured: false, mode: 'off', offBecause: null });
  });

  it('refuses online payment without the registration number (400), and saves it with one', async () => {
    const stored = (await read(PAY)).body.schedule;
    const edit = structuredClone(stored);
    edit.settings.payment = { mode: 'optional', refundHours: 12, doctorRegistration: '  ' };
    const refused = await desk<{ success: boolean; error: string }>('/api/desk/clinic', { method: 'PUT', body: edit });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error: REGISTRATION_MISSING });

    edit.settings.payment = { mode: 'required', refundHours: 12, doctorRegistration: 'DMC/R/09999' };
    const saved = await desk<{ success: boolean }>('/api/desk/clinic', { method: 'PUT', body: edit });
    expect(saved.status).toBe(200);
    const after = await read(PAY);
    expect(after.body.schedule.settings.payment).toEqual(edit.settings.payment);
    expect(after.body.payment).toEqual({ configured: true, mode: 'required', offBecause: null });
  });
});

describe('figures and the CSVs', () => {
  it('show the fees collected and refunded on the period’s days, and each booking’s payment', async () => {
    const kept = await book(5);
    const refunded = await book(6, '11:00 AM');
    const unpaid = await book(7, '12:00 PM');
    expect((await counter(kept)).status).toBe(201);
    expect((await counter(refunded, 650)).status).toBe(201);
    expect((await refund(refunded)).status).toBe(200);

    const today = clinicDate();
    const figures = await desk<{ money: unknown }>(`/api/desk/stats?from=${addDays(today, -1)}&to=${today}`);
    expect(figures.status).toBe(200);
    expect(figures.body.money).toEqual({ collectedPaise: 145000, refundedPaise: 65000, payments: 2, refunds: 1 });
    // Days before the payments: none.
    const before = await desk<{ money: unknown }>(
      `/api/desk/stats?from=${addDays(today, -9)}&to=${addDays(today, -1)}`,
    );
    expect(before.body.money).toEqual({ collectedPaise: 0, refundedPaise: 0, payments: 0, refunds: 0 });

    const stats = await deskCall(`/api/desk/stats.csv?from=${today}&to=${today}`, { token: token() }, PAY);
    const { text: statsText } = await csvDownload(stats, `figures-${today}-to-${today}.csv`);
    expect(statsText).toContain('"Fees","Amount (₹)","Count"\r\n');
    expect(statsText).toContain('"Fees collected","1450","2"\r\n');
    expect(statsText).toContain('"Fees refunded","650","1"\r\n');

    const res = await deskCall(`/api/desk/export.csv?from=${DATE}&to=${DATE}`, { token: token() }, PAY);
    const { text } = await csvDownload(res, `bookings-${DATE}-to-${DATE}.csv`);
    const rows = text
      .slice(0, -2)
      .split('\r\n')
      .map((line) => line.slice(1, -1).split('","'));
    const header = rows[0] ?? [];
    expect(header.slice(-5)).toEqual(['Payment', 'Paid (₹)', 'Paid how', 'Payment id', 'Refund']);
    const byId = new Map(rows.slice(1).map((r) => [r[8], r.slice(-5)]));
    const ids = await env.DB.prepare('SELECT id, appointment_id FROM payments').all<{
      id: string;
      appointment_id: string;
    }>();
    const paymentOf = (booking: string) => ids.results.find((p) => p.appointment_id === booking)?.id;
    expect(byId.get(kept)).toEqual(['Paid', '800', 'At the counter', paymentOf(kept), '']);
    expect(byId.get(refunded)).toEqual([
      'Refunded',
      '650',
      'At the counter',
      paymentOf(refunded),
      'Refunded: by the clinic',
    ]);
    expect(byId.get(unpaid)).toEqual(['Pay at clinic', '', '', '', '']);
    // Both reads audited as before.
    const actions = (await auditRows()).map((a) => a.action);
    expect(actions).toContain('export_figures_csv');
    expect(actions).toContain('export_csv');
  });
});
