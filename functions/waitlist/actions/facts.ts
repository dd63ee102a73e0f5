import { placeById, placeIn } from '../../../common/clinic/schedule';
import { dateLabel, timeLabel } from '../../../common/i18n/dates';
import type { Locale } from '../../../common/i18n/locale';
import { appointmentById } from '../../booking/db';
import { readSchedule } from '../../clinic/db';
import type { Env } from '../../platform/env';
import type { OfferWithEntry } from '../db';

/** An offer's facts as its pages say them: when, where, until when, the booking it would move, the entry's address. */
export interface OfferFacts {
  date: string;
  time: string;
  place: string;
  /** When it can no longer be claimed (ISO). */
  until: string;
  /** For an earlier time: the booking it would move, as "date, time". */
  previous?: string;
  email: string;
}

export async function offerFacts(env: Env, offer: OfferWithEntry, locale: Locale): Promise<OfferFacts> {
  const place = placeById(await readSchedule(env.DB), offer.place_id);
  let previous: string | undefined;
  if (offer.entry.kind === 'earlier' && offer.entry.appointment_id) {
    const row = await appointmentById(env.DB, offer.entry.appointment_id);
    if (row) previous = `${dateLabel(row.appointment_date, locale)}, ${timeLabel(row.appointment_time, locale)}`;
  }
  return {
    date: offer.appointment_date,
    time: offer.appointment_time,
    place: place ? placeIn(place, locale).name : '',
    until: offer.expires_at,
    previous,
    email: offer.entry.email,
  };
}
