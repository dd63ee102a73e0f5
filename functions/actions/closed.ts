import type { Locale } from '../../common/locale';
import { m } from '../../common/paraglide/messages.js';
import { closesWholeDay, closureAt } from '../../common/schedule';
import { closureMessageIn } from '../../common/schemas/messages';
import { closureRows, closuresOnStatement } from '../db/closures';
import { type Refused, refused } from './outcome';

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
