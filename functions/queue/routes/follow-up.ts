import { Hono } from 'hono';
import { m } from '../../../common/paraglide/messages.js';
import type { AppEnv } from '../../platform/env';
import { fail, readJsonBody } from '../../platform/http';
import { langOf } from '../../platform/locale';
import { storage } from '../../platform/routes/storage';
import { spendFollowUpPrefill } from '../actions/follow-up-prefill';

/**
 * The booking page's prefill from a follow-up reminder (decision 025): POST /api/follow-up/prefill { code } spends the
 * reminder's one-time code (MAC-checked: a guessed code names no row) and answers what the wizard fills in. The code of
 * an e-mailed reminder (it reached the address) yields the patient's name, phone, e-mail and language; the code of a
 * reminder sent to a phone only the name and language — a phone number proves nobody and family phones are shared, so
 * a phone's link never shows an e-mail address or another number (decision 024). The details are only ever in this
 * answer, never in an address.
 */
export const followUp = new Hono<AppEnv>();

followUp.post('/prefill', async (c) => {
  c.header('Cache-Control', 'no-store');
  const { body } = await readJsonBody(c);
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  const gone = () => fail(c, 404, m.daymsg_prefill_gone({}, { locale: langOf(c) }));
  if (!code || code.length > 64) return fail(c, 400, m.daymsg_prefill_gone({}, { locale: langOf(c) }), { code: '' });
  return storage(c, async () => {
    const prefill = await spendFollowUpPrefill(c, code);
    return prefill ? c.json({ success: true as const, prefill }) : gone();
  });
});
