import { addDays, clinicDate } from '../../../common/booking/schedule';
import { newPhoneState } from '../../notify';
import type { Env } from '../../platform/env';
import { FOLLOW_UP_REMIND_DAYS, followUpReminderStatements, queuedRows } from '../db/day-messages';

/**
 * The scheduler's follow-up reminders (decision 025): each follow-up of a booking due within FOLLOW_UP_REMIND_DAYS and
 * not yet reminded, booked or cancelled gets its e-mail and, when the booking opted in, its WhatsApp message — queued
 * once, due now, sent by the same run. Returns how many messages were queued.
 */
export async function queueFollowUpReminders(env: Env, now = new Date()): Promise<number> {
  const today = clinicDate(now);
  const channels: ('email' | 'whatsapp')[] = newPhoneState(env) ? ['email', 'whatsapp'] : ['email'];
  const statements = followUpReminderStatements(
    env.DB,
    today,
    addDays(today, FOLLOW_UP_REMIND_DAYS),
    channels,
    now.toISOString(),
  );
  const results = await env.DB.batch(statements);
  const queued = queuedRows(results.slice(1, 1 + channels.length)).length;
  if (queued) console.log(`scheduler: ${queued} follow-up reminder(s) queued`);
  return queued;
}
