import type { Context } from 'hono';
import { closesWholeDay, closureAt, closureMessage } from '../../common/schedule';
import { answerJson, type Refused, refused } from '../actions/outcome';
import { closureRows, closuresOnStatement } from '../db/closures';

/** The refusal of a booking or move because the clinic closed that date or time: 409 with the reason. */
export async function closedRefusal(db: D1Database, date: string, time: string): Promise<Refused> {
  const { results } = await closuresOnStatement(db, date).all();
  const closure = closureAt(closureRows(results), date, time);
  const message = closure
    ? closureMessage(closure, closesWholeDay(closure))
    : 'The clinic has closed this time. Please choose another time.';
  const field = closure && closesWholeDay(closure) ? 'appointment_date' : 'appointment_time';
  return refused(409, message, { [field]: message }, { reason: 'closed' });
}

/** The answer to a booking or move refused because the clinic closed that date or time: 409 with the reason. */
export async function closedAnswer(c: Context, date: string, time: string): Promise<Response> {
  return answerJson(c, await closedRefusal(c.env.DB, date, time));
}
