import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_SLOT_LABELS } from '../../common/booking/schedule';
import { call, clearAll, ORIGIN, openDate, patient, postJson, SEED_PLACE, sunday, validAppointment } from './helpers';

const clinic = { id: SEED_PLACE.id, name: SEED_PLACE.name };

beforeEach(clearAll);
afterEach(() => vi.restoreAllMocks());

interface Availability {
  success: boolean;
  open: boolean;
  reason?: string;
  message?: string;
  slots: { time: string; available: boolean; remaining: number; place: { id: string; name: string } }[];
}

const get = (date: string) => call(new Request(`${ORIGIN}/api/availability?date=${date}`));

/** The answer lists `slot` (its time, whether it is free and the places left) at the clinic. */
function expectSlot(body: Availability, slot: { time: string; available: boolean; remaining: number; full?: boolean }) {
  expect(body.slots.find((s) => s.time === slot.time)).toEqual({ full: false, ...slot, place: clinic });
}

describe('GET /api/availability', () => {
  it("lists the seed schedule's eight slots with the places left, each at the clinic", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const date = openDate(5);
    await call(
      postJson('/api/appointment', validAppointment({ appointment_date: date, appointment_time: '02:00 PM' })),
    );
    const res = await get(date);
    expect(res.status).toBe(200);
    const body = await res.json<Availability>();
    expect(body.open).toBe(true);
    expect(body.slots.map((s) => s.time)).toEqual([...TIME_SLOT_LABELS]);
    expectSlot(body, { time: '02:00 PM', available: true, remaining: 3 });
    expectSlot(body, { time: '09:00 AM', available: true, remaining: 4 });
  });

  it('shows a full slot as unavailable', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const date = openDate(6);
    for (let i = 0; i < 4; i++) {
      await call(postJson('/api/appointment', validAppointment({ appointment_date: date, ...patient(i, 'f') })));
    }
    const body = await (await get(date)).json<Availability>();
    // Open, but no place left: `full`, which the wizards read to offer the waitlist.
    expectSlot(body, { time: '10:00 AM', available: false, remaining: 0, full: true });
  });

  it('answers from the edge cache, and a booking of that date drops the cached answer at once', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const date = openDate(7);
    const remaining = async () => {
      const res = await get(date);
      expect(res.headers.get('cache-control')).toBe('public, max-age=10');
      return (await res.json<Availability>()).slots.find((s) => s.time === '09:00 AM')?.remaining;
    };
    expect(await remaining()).toBe(4);
    // A row written behind the API's back is not seen while the answer is cached: the cache answers, not D1.
    await env.DB.prepare(
      `INSERT INTO appointments (id, full_name, email, phone, appointment_date, appointment_time, selected_doctor)
       VALUES ('apt_direct', 'Direct Row', 'direct@example.com', '9811000000', ?1, '09:00 AM', 'x')`,
    )
      .bind(date)
      .run();
    expect(await remaining()).toBe(4);
    // A booking through the API drops the cached answer: the next one counts both.
    const booked = await call(
      postJson('/api/appointment', validAppointment({ appointment_date: date, appointment_time: '09:00 AM' })),
    );
    expect(booked.status).toBe(201);
    expect(await remaining()).toBe(2);
  });

  it('says why a Sunday (no session in the seed schedule) cannot be booked, and lists no times', async () => {
    const body = await (await get(sunday())).json<Availability>();
    expect(body).toMatchObject({
      open: false,
      reason: 'closed',
      message: 'The clinic is closed on Sundays. Please choose a day from Monday to Saturday.',
      slots: [],
    });
  });

  it('rejects an invalid date with the 400 envelope', async () => {
    const res = await get('2026-13-01');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: expect.stringContaining('YYYY-MM-DD') });
  });
});
