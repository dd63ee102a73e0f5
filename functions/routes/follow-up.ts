import { Hono } from 'hono';
import { localeOf } from '../../common/locale';
import { m } from '../../common/paraglide/messages.js';
import { appointmentById } from '../db/appointments';
import { spendFollowUpCode } from '../db/day-messages';
import { ERASED } from '../db/privacy';
import type { AppEnv } from '../env';
import { fail, readJsonBody } from '../http';
import { langOf } from '../locale';
import { rowOfCode } from '../phone/link';
import { storage } from './storage';

/**
 * The booking page's prefill from a follow-up reminder (decision 025): POST /api/follow-up/prefill { code } spends the
 * reminder's one-time code (MAC-checked: a guessed code names no row) and answers the patient's name, phone, e-mail
 * and language, which the wizard fills in. The details are only ever in this answer, never in an address.
 */
export const followUp = new Hono<AppEnv>();

followUp.post('/prefill', async (c) => {
  c.header('Cache-Control', 'no-store');
  const { body } = await readJsonBody(c);
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  const gone = () => fail(c, 404, m.daymsg_prefill_gone({}, { locale: langOf(c) }));
  if (!code || code.length > 64) return fail(c, 400, m.daymsg_prefill_gone({}, { locale: langOf(c) }), { code: '' });
  return storage(c, async () => {
    const rowId = await rowOfCode(c.env, code);
    const bookingId = rowId ? await spendFollowUpCode(c.env.DB, rowId) : null;
    const booking = bookingId ? await appointmentById(c.env.DB, bookingId) : null;
    if (!booking || booking.email === ERASED.email) return gone();
    return c.json({
      success: true as const,
      prefill: {
        full_name: booking.full_name,
        phone: booking.phone,
        email: booking.email,
        locale: localeOf(booking.locale),
      },
    });
  });
});
