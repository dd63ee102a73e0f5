import type { Context } from 'hono';
import type { Locale } from '../../common/locale';
import { m } from '../../common/paraglide/messages.js';
import { closesWholeDay, closureAt } from '../../common/schedule';
import { closureMessageIn } from '../../common/schemas/messages';
import { answerJson, type Refused, refused } from '../actions/outcome';
import { closureRows, closuresOnStatement } from '../db/closures';
import { langOf } from '../locale';

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

/** The answer to a booking or move refused because the clinic closed that date or time: 409 with the reason. */
export async function closedAnswer(c: Context, date: string, time: string): Promise<Response> {
  return answerJson(c, await closedRefusal(c.env.DB, date, time, langOf(c)));
}
