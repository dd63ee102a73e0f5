import { placeById, placeIn } from '../../../common/clinic/schedule';
import { dateLabel, timeLabel } from '../../../common/i18n/dates';
import type { Locale } from '../../../common/i18n/locale';
import { readSchedule } from '../../clinic/db';
import type { Env } from '../../platform/env';
import { sameSecret, visitReplyToken } from '../../platform/tokens';
import { type AppointmentRow, appointmentById, markComing } from '../db/appointments';

/**
 * The reminder's answers (issue 41): the booking a link names, its date, time and place as the page says them, and
 * "I will come". "I can't come" is `cancelBooking`, as from the manage link.
 */

/** The booking a reply link names, when its token is its own (null otherwise, as for an unknown id). */
export async function bookingOfReplyLink(env: Env, id: string, token: string): Promise<AppointmentRow | null> {
  if (!/^apt_[0-9a-f]{32}$/.test(id) || !token || token.length > 100) return null;
  const row = await appointmentById(env.DB, id);
  if (!row?.manage_nonce) return null;
  return (await sameSecret(token, await visitReplyToken(env, row.id, row.manage_nonce))) ? row : null;
}

/** A booking's date, time and place in a language. */
export async function bookingWhen(
  env: Env,
  row: AppointmentRow,
  locale: Locale,
): Promise<{ date: string; time: string; place: string }> {
  const place = placeById(await readSchedule(env.DB), row.place_id);
  return {
    date: dateLabel(row.appointment_date, locale),
    time: timeLabel(row.appointment_time, locale),
    place: place ? placeIn(place, locale).name : '',
  };
}

/** Marks that the patient will come (the desk sees it); false when the booking is no longer booked. */
export function confirmComing(env: Env, row: AppointmentRow, now = new Date()): Promise<boolean> {
  return markComing(env.DB, row.id, now.toISOString());
}

/** The booking as it now stands (a change's re-read). */
export function bookingNow(env: Env, id: string): Promise<AppointmentRow | null> {
  return appointmentById(env.DB, id);
}
