/**
 * The audit log (who did or saw what, when; never a patient's data): every feature writes its rows through these, in
 * the batch of the change or read they record.
 */

/** The statement writing one audit row: who, what, on which ids, with which non-personal parameters. */
export function auditStatement(
  db: D1Database,
  actor: string,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO audit_log (actor, action, target, detail) VALUES (?1, ?2, ?3, ?4)')
    .bind(actor, action, target.slice(0, 300), JSON.stringify(detail).slice(0, 2000));
}

/** Runs reads together with their audit row; returns the reads' rows in order. */
export async function auditedRead(
  db: D1Database,
  audit: D1PreparedStatement,
  reads: D1PreparedStatement[],
): Promise<unknown[][]> {
  const results = await db.batch([audit, ...reads]);
  return results.slice(1).map((r) => r.results ?? []);
}

/** Writes one audit row on its own (an action whose own write happens elsewhere). */
export async function audit(
  db: D1Database,
  actor: string,
  action: string,
  target: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await auditStatement(db, actor, action, target, detail).run();
}
