import { type Place, placeById } from '../../../common/clinic/schedule';
import { readSchedule } from '../../clinic/db';
import type { Env } from '../../platform/env';

/** The visit a payment's page names: its date, time and place (undefined when the schedule cannot be read now). */
export async function visitOf(
  env: Env,
  row: { appointment_date: string; appointment_time: string; place_id: string },
): Promise<{ date: string; time: string; place: Place | undefined }> {
  const schedule = await readSchedule(env.DB).catch(() => null);
  return {
    date: row.appointment_date,
    time: row.appointment_time,
    place: schedule ? placeById(schedule, row.place_id) : undefined,
  };
}
