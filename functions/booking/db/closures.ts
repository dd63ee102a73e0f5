import type { ClosureSpan } from '../../../common/booking/schedule';
import { newId } from '../../platform/db/ids';

/**
 * A closure as stored: its dates, its times ([] = the whole day), the reason patients see in English and in Hindi ('' =
 * none in Hindi), who made it and when.
 */
export interface Closure extends ClosureSpan {
  id: string;
  reason_hi: string;
  created_by: string;
  created_at: string;
}

type RawClosure = Omit<Closure, 'slots'> & { slots: string };

function fromRaw(r: RawClosure): Closure {
  return { ...r, slots: JSON.parse(r.slots) as string[] };
}

/**
 * SQL that is true when a closure covers the given date and time expressions (bound parameters or columns), for the
 * statements that book or move an appointment: a closure made a moment earlier is seen inside the same statement.
 */
export function closedAt(date: string, time: string): string {
  return `EXISTS (SELECT 1 FROM closures cl WHERE ${date} BETWEEN cl.start_date AND cl.end_date
    AND (cl.slots = '[]' OR EXISTS (SELECT 1 FROM json_each(cl.slots) WHERE value = ${time})))`;
}

/** The closures that touch any date from `from` to `to` (inclusive), earliest first. */
export async function closuresBetween(db: D1Database, from: string, to: string): Promise<Closure[]> {
  const { results } = await db
    .prepare(
      `SELECT id, start_date, end_date, slots, reason, reason_hi, created_by, created_at FROM closures
       WHERE start_date <= ?2 AND end_date >= ?1 ORDER BY start_date, created_at`,
    )
    .bind(from, to)
    .all<RawClosure>();
  return results.map(fromRaw);
}

/** The statement reading the closures of one date. */
export function closuresOnStatement(db: D1Database, date: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT id, start_date, end_date, slots, reason, reason_hi, created_by, created_at FROM closures
       WHERE ?1 BETWEEN start_date AND end_date ORDER BY created_at`,
    )
    .bind(date);
}

export function closureRows(results: unknown[]): Closure[] {
  return (results as RawClosure[]).map(fromRaw);
}

/** Stores a closure with its audit row, in one batch; returns it. */
export async function createClosure(
  db: D1Database,
  c: { start_date: string; end_date: string; slots: readonly string[]; reason: string; reason_hi: string },
  by: string,
  audit: (id: string) => D1PreparedStatement,
): Promise<Closure> {
  const id = newId('cls');
  const [, inserted] = await db.batch([
    audit(id),
    db
      .prepare(
        `INSERT INTO closures (id, start_date, end_date, slots, reason, reason_hi, created_by)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         RETURNING id, start_date, end_date, slots, reason, reason_hi, created_by, created_at`,
      )
      .bind(id, c.start_date, c.end_date, JSON.stringify(c.slots), c.reason, c.reason_hi, by),
  ]);
  const row = inserted?.results[0] as RawClosure | undefined;
  if (!row) throw new Error('closure not stored');
  return fromRaw(row);
}

/**
 * Removes a closure (the calendar opens again) with its audit row, written in the same batch and only if there was
 * such a closure; false when there was none with that id.
 */
export async function deleteClosure(db: D1Database, id: string, actor: string): Promise<boolean> {
  const [, deleted] = await db.batch([
    db
      .prepare(
        `INSERT INTO audit_log (actor, action, target)
         SELECT ?1, 'reopen', ?2 WHERE EXISTS (SELECT 1 FROM closures WHERE id = ?2)`,
      )
      .bind(actor, id),
    db.prepare('DELETE FROM closures WHERE id = ?1').bind(id),
  ]);
  return (deleted?.meta.changes ?? 0) > 0;
}
