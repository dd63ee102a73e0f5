import {
  closesWholeDay,
  closureAt,
  noSessionsMessage,
  notOfferedMessage,
  slotClosedReason,
} from '../../../common/booking/schedule';
import { type ClinicSchedule, type Slot, slotOn, slotsOn } from '../../../common/clinic/schedule';
import { closedMessage, closureMessageIn } from '../../../common/desk/messages-schema';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/paraglide/messages.js';
import { type Refused, refused } from '../../platform/outcome';
import { closureRows, closuresOnStatement } from '../db/closures';

/** The refusal of a booking or move because the clinic closed that date or time: 409 with the reason, in `lang`. */
export async function closedRefusal(db: D1Database, date: string, time: string, lang: Locale = 'en'): Promise<Refused> {
  const { results } = await closuresOnStatement(db, date).all();
  const closure = closureAt(closureRows(results), date, time);
  const message = closure
    ? closureMessageIn(closure, closesWholeDay(closure), lang)
    : m.server_closure_unknown({}, { locale: lang });
  const field = closure && closesWholeDay(closure) ? 'appointment_date' : 'appointment_time';
  return refused(409, message, { [field]: message }, { reason: 'closed' });
}

/**
 * The refusal of a time the booking window closes (past, too soon, too far), in `lang`, or undefined when they
 * leave it open. Staff may book and move past the public window's far end (a follow-up in three months).
 */
export function scheduleRefusal(
  date: string,
  time: string,
  now: Date,
  staff: boolean,
  lang: Locale,
): Refused | undefined {
  const reason = slotClosedReason(date, time, now);
  if (!reason || (staff && reason === 'too-far')) return undefined;
  const field = reason === 'too-soon' ? 'appointment_time' : 'appointment_date';
  const message = closedMessage(reason, lang);
  return refused(400, message, { [field]: message });
}

/**
 * The refusal of a time the date does not offer (no session of the clinic's schedule has it), in `lang`, nothing
 * stored: 400 when the request asked for it (read from the schedule first), 409 when the booking's own statement found
 * it gone — the desk changed the schedule between that read and the write.
 */
export function notOfferedRefusal(lang: Locale, status: 400 | 409 = 400): Refused {
  const message = notOfferedMessage(lang);
  return refused(status, message, { appointment_time: message }, { reason: 'closed' });
}

/**
 * The slot of the schedule a booking or move asks for, or its refusal (400, nothing stored): a date without any session
 * is refused on the date (the Sunday sentence on a Sunday), a time the date does not offer on the time.
 */
export function offeredSlot(schedule: ClinicSchedule, date: string, time: string, lang: Locale): Slot | Refused {
  const slot = slotOn(schedule, date, time);
  if (slot) return slot;
  if (slotsOn(schedule, date).length) return notOfferedRefusal(lang);
  const message = noSessionsMessage(date, lang);
  return refused(400, message, { appointment_date: message }, { reason: 'closed' });
}

/** The refusal of a time whose places are all taken: 409, in `lang`. */
export function fullRefusal(lang: Locale): Refused {
  const full = closedMessage('full', lang);
  return refused(409, full, { appointment_time: full }, { reason: 'full' });
}
