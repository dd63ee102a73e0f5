import type { Context } from 'hono';
import { closesWholeDay, closureAt, closureMessage } from '../../common/schedule';
import { closureRows, closuresOnStatement } from '../db/closures';
import { fail } from '../http';

/** The answer to a booking or move refused because the clinic closed that date or time: 409 with the reason. */
export async function closedAnswer(c: Context, date: string, time: string): Promise<Response> {
  const { results } = await closuresOnStatement(c.env.DB, date).all();
  const closure = closureAt(closureRows(results), date, time);
  const message = closure
    ? closureMessage(closure, closesWholeDay(closure))
    : 'The clinic has closed this time. Please choose another time.';
  const field = closure && closesWholeDay(closure) ? 'appointment_date' : 'appointment_time';
  return fail(c, 409, message, { [field]: message });
}
