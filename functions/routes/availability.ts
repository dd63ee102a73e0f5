import { Hono } from 'hono';
import {
  CLOSED_MESSAGES,
  dayClosedReason,
  isRealDate,
  slotCapacity,
  slotIsSoonEnough,
  TIME_SLOTS,
} from '../../common/schedule';
import { bookedCounts } from '../db/appointments';
import type { AppEnv } from '../env';
import { fail } from '../http';
import { storage } from './storage';

export const availability = new Hono<AppEnv>();

availability.get('/', async (c) => {
  const date = c.req.query('date') ?? '';
  if (!isRealDate(date)) return fail(c, 400, 'Please give a valid date as YYYY-MM-DD.', { date: 'Invalid date.' });
  const now = new Date();
  const reason = dayClosedReason(date, now);
  if (reason) {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      success: true as const,
      date,
      open: false,
      reason,
      message: CLOSED_MESSAGES[reason],
      slots: TIME_SLOTS.map((s) => ({ time: s.label, available: false, remaining: 0 })),
    });
  }
  return storage(c, async () => {
    const capacity = slotCapacity(c.env.SLOT_CAPACITY);
    const counts = await bookedCounts(c.env.DB, date);
    const slots = TIME_SLOTS.map((s) => {
      const remaining = Math.max(0, capacity - (counts.get(s.label) ?? 0));
      const soon = slotIsSoonEnough(date, s.label, now);
      return { time: s.label, available: soon && remaining > 0, remaining: soon ? remaining : 0 };
    });
    // Briefly cacheable: a few seconds of staleness is re-checked by the booking itself.
    c.header('Cache-Control', 'public, max-age=10');
    return c.json({ success: true as const, date, open: true, slots });
  });
});
