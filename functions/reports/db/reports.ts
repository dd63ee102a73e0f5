/**
 * SQL of the reports feature (decision 029): the rows that link a booking to the files in R2. The bytes themselves
 * are never here; each function takes the D1 binding.
 */

import type { ReportType } from '../../../common/reports/file-check';
import type { ReportSource } from '../../../common/reports/types';

/** A report as stored. */
export interface ReportRow {
  id: string;
  appointment_id: string;
  object_key: string;
  name: string;
  type: ReportType;
  size: number;
  sha256: string;
  source: ReportSource;
  added_by: string;
  source_ref: string | null;
  created_at: string;
}

/** A new report's row, once its object is in the bucket. */
export type NewReport = Omit<ReportRow, 'created_at'>;

/**
 * Which bookings may still take a report, as SQL over `appointments` (binding the clinic's date at ?k): not erased,
 * and for the patient's own ways in, still booked for today or later. The desk may add to any booking it can see.
 */
function openTo(who: 'patient' | 'desk', k: number): string {
  // The desk's condition names ?k too, so both bind the same values.
  return who === 'desk'
    ? `anonymised_at IS NULL AND ?${k} IS NOT NULL`
    : `anonymised_at IS NULL AND status = 'booked' AND appointment_date >= ?${k}`;
}

/**
 * Links a stored object to its booking in one statement, only while the booking is open to `who` and holds fewer than
 * `limit` reports (concurrent uploads cannot pass the limit together), once per WhatsApp message and once per bytes.
 * Answers what happened: stored (with the row's time), or why not ('gone': no such booking, or closed to them; 'full';
 * 'duplicate': that message was stored already; 'same': these bytes are one of its reports already).
 */
export async function insertReport(
  db: D1Database,
  r: NewReport,
  who: 'patient' | 'desk',
  limit: number,
  today: string,
): Promise<{ stored: string } | 'gone' | 'full' | 'duplicate' | 'same'> {
  const inserted = await db
    .prepare(
      `INSERT INTO reports (id, appointment_id, object_key, name, type, size, sha256, source, added_by, source_ref)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
       WHERE EXISTS (SELECT 1 FROM appointments WHERE id = ?2 AND ${openTo(who, 11)})
         AND (SELECT COUNT(*) FROM reports WHERE appointment_id = ?2) < ?12
         AND NOT EXISTS (SELECT 1 FROM reports WHERE appointment_id = ?2 AND sha256 = ?7)
       ON CONFLICT DO NOTHING
       RETURNING created_at`,
    )
    .bind(
      r.id,
      r.appointment_id,
      r.object_key,
      r.name,
      r.type,
      r.size,
      r.sha256,
      r.source,
      r.added_by,
      r.source_ref,
      today,
      limit,
    )
    .first<{ created_at: string }>();
  if (inserted) return { stored: inserted.created_at };
  if (r.source_ref) {
    const seen = await db.prepare('SELECT 1 AS one FROM reports WHERE source_ref = ?1').bind(r.source_ref).first();
    if (seen) return 'duplicate';
  }
  // The same bytes arrived for this booking meanwhile (a twin request).
  if (await reportWithHash(db, r.appointment_id, r.sha256)) return 'same';
  const open = await db
    .prepare(`SELECT 1 AS one FROM appointments WHERE id = ?1 AND ${openTo(who, 2)}`)
    .bind(r.appointment_id, today)
    .first();
  return open ? 'full' : 'gone';
}

/** A booking's reports, oldest first. */
export async function reportsOf(db: D1Database, appointmentId: string): Promise<ReportRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM reports WHERE appointment_id = ?1 ORDER BY created_at, id')
    .bind(appointmentId)
    .all<ReportRow>();
  return results;
}

/** A booking's report of these bytes (by their SHA-256), or null. */
export function reportWithHash(db: D1Database, appointmentId: string, sha256: string): Promise<ReportRow | null> {
  return db
    .prepare('SELECT * FROM reports WHERE appointment_id = ?1 AND sha256 = ?2 LIMIT 1')
    .bind(appointmentId, sha256)
    .first<ReportRow>();
}

/** Whether a report came from this WhatsApp message already. */
export async function hasSourceRef(db: D1Database, ref: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS one FROM reports WHERE source_ref = ?1').bind(ref).first()) !== null;
}

/** One report of a booking, or null. */
export function reportOf(db: D1Database, appointmentId: string, id: string): Promise<ReportRow | null> {
  return db
    .prepare('SELECT * FROM reports WHERE id = ?1 AND appointment_id = ?2')
    .bind(id, appointmentId)
    .first<ReportRow>();
}

/** One report by its id, with its booking's erasure state (an erased booking's files are never served), or null. */
export function reportById(db: D1Database, id: string): Promise<(ReportRow & { erased: number }) | null> {
  return db
    .prepare(
      `SELECT r.*, (a.anonymised_at IS NOT NULL) AS erased FROM reports r JOIN appointments a ON a.id = r.appointment_id
       WHERE r.id = ?1`,
    )
    .bind(id)
    .first<ReportRow & { erased: number }>();
}

/**
 * Deletes one report's row, only while the booking is open to `who` and the report is not from a source in `keep`; answers the deleted row's object key (for the
 * bucket) or null when nothing was deleted.
 */
export async function deleteReport(
  db: D1Database,
  appointmentId: string,
  id: string,
  who: 'patient' | 'desk',
  today: string,
  keep: ReportSource[] = [],
): Promise<string | null> {
  const row = await db
    .prepare(
      `DELETE FROM reports WHERE id = ?1 AND appointment_id = ?2
         AND EXISTS (SELECT 1 FROM appointments WHERE id = ?2 AND ${openTo(who, 3)})
         AND source NOT IN (SELECT value FROM json_each(?4))
       RETURNING object_key`,
    )
    .bind(id, appointmentId, today, JSON.stringify(keep))
    .first<{ object_key: string }>();
  return row?.object_key ?? null;
}

/** The statement deleting the reports of the bookings `select` names (SQL selecting ids), returning their object keys. */
export function reportsOfBookings(db: D1Database, select: string): D1PreparedStatement {
  return db.prepare(`DELETE FROM reports WHERE appointment_id IN (${select}) RETURNING object_key`);
}

/**
 * The statement deleting the rows of every erased booking's reports (in an erasure's or the retention's batch),
 * returning their object keys so the objects go too.
 */
export function erasedBookingsReports(db: D1Database): D1PreparedStatement {
  return db.prepare(
    `DELETE FROM reports WHERE appointment_id IN (SELECT id FROM appointments WHERE anonymised_at IS NOT NULL)
     RETURNING object_key`,
  );
}

/** Which of `keys` no row holds (objects the bucket keeps without a booking: a failed step, to be deleted). */
export async function unlinkedKeys(db: D1Database, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const held = new Set<string>();
  // D1 binds at most 100 values a statement.
  for (let i = 0; i < keys.length; i += 90) {
    const chunk = keys.slice(i, i + 90);
    const { results } = await db
      .prepare(`SELECT object_key FROM reports WHERE object_key IN (${chunk.map((_, j) => `?${j + 1}`).join(', ')})`)
      .bind(...chunk)
      .all<{ object_key: string }>();
    for (const r of results) held.add(r.object_key);
  }
  return keys.filter((k) => !held.has(k));
}

/** How many reports each booking holds, for the desk's day and queue marks. */
export function reportCountSql(appointmentIdColumn: string): string {
  return `(SELECT COUNT(*) FROM reports WHERE reports.appointment_id = ${appointmentIdColumn})`;
}
