import type { PhoneLine } from '../../../common/clinic/facts';
import type {
  ClinicSchedule,
  ClinicSettings,
  DateSession,
  PaymentMode,
  Place,
  Session,
} from '../../../common/clinic/schedule';
import type { ClinicEdit, EditableSchedule } from '../../../common/clinic/schema';
import { ACTIVE } from '../../booking/db';

interface PlaceRow {
  id: string;
  name: string;
  name_hi: string;
  address: string;
  address_hi: string;
  map_url: string;
  phone: string;
  phone_e164: string;
  retired: number;
}

interface SessionRow {
  place_id: string;
  weekday: number | null;
  date: string | null;
  start_time: string;
  end_time: string;
  slot_minutes: number;
  capacity: number;
}

interface SettingsRow {
  phones: string;
  whatsapp: string;
  fee_inr: number | null;
  notice_en: string;
  notice_hi: string;
  notice_from: string | null;
  notice_until: string | null;
  sender_name_en: string;
  sender_name_hi: string;
  version: number;
  payment_mode: PaymentMode;
  refund_hours: number;
  doctor_registration: string;
}

/** The statements that read the whole schedule, for one batch (readSchedule, or beside a booking's own reads). */
export function scheduleStatements(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare(
      `SELECT id, name, name_hi, address, address_hi, map_url, phone, phone_e164, retired FROM places
       ORDER BY position, id`,
    ),
    db.prepare(
      `SELECT place_id, weekday, date, start_time, end_time, slot_minutes, capacity FROM clinic_sessions
       ORDER BY date, weekday, start_time`,
    ),
    db.prepare(
      `SELECT phones, whatsapp, fee_inr, notice_en, notice_hi, notice_from, notice_until, sender_name_en,
         sender_name_hi, version, payment_mode, refund_hours, doctor_registration
       FROM clinic_settings WHERE id = 1`,
    ),
  ];
}

/**
 * The schedule from the results of scheduleStatements. Retired places stay in `places` (old bookings name them) but
 * offer no sessions; a database without its settings row is a broken deployment and throws.
 */
export function scheduleFromResults(results: D1Result[]): ClinicSchedule {
  const [placeRows, sessionRows, settingsRows] = results.map((r) => r.results ?? []) as [
    PlaceRow[],
    SessionRow[],
    SettingsRow[],
  ];
  const settings = settingsRows[0];
  if (!settings) throw new Error('clinic_settings has no row: apply the migrations');
  const retired = new Set(placeRows.filter((p) => p.retired).map((p) => p.id));
  const places = placeRows.map(
    (p): Place => ({
      id: p.id,
      name: p.name,
      nameHi: p.name_hi,
      address: p.address,
      addressHi: p.address_hi,
      mapUrl: p.map_url,
      phone: p.phone,
      phoneE164: p.phone_e164,
    }),
  );
  const live = sessionRows.filter((s) => !retired.has(s.place_id));
  const common = (s: SessionRow) => ({
    placeId: s.place_id,
    start: s.start_time,
    end: s.end_time,
    slotMinutes: s.slot_minutes,
    capacity: s.capacity,
  });
  const sessions = live
    .filter((s) => s.weekday !== null)
    .map((s): Session => ({ ...common(s), weekday: Number(s.weekday) }));
  const dateSessions = live
    .filter((s) => s.date !== null)
    .map((s): DateSession => ({ ...common(s), date: String(s.date) }));
  const notice =
    settings.notice_from && settings.notice_until
      ? { en: settings.notice_en, hi: settings.notice_hi, from: settings.notice_from, until: settings.notice_until }
      : null;
  const clinic: ClinicSettings = {
    phones: JSON.parse(settings.phones) as PhoneLine[],
    whatsapp: settings.whatsapp,
    feeInr: settings.fee_inr,
    notice,
    senderName: { en: settings.sender_name_en, hi: settings.sender_name_hi },
    payment: {
      mode: settings.payment_mode,
      refundHours: settings.refund_hours,
      doctorRegistration: settings.doctor_registration,
    },
  };
  return { places, sessions, dateSessions, settings: clinic, version: settings.version };
}

/** The clinic's schedule as stored, in one batch. */
export async function readSchedule(db: D1Database): Promise<ClinicSchedule> {
  return scheduleFromResults(await db.batch(scheduleStatements(db)));
}

/** An active booking from a date on, as the desk's Clinic page checks it against an edit (staff may see names). */
export interface UpcomingBooking {
  id: string;
  date: string;
  time: string;
  placeId: string;
  name: string;
}

/**
 * The schedule as the desk edits it (each place with its `retired` flag), D1's clock at the read (saveSchedule's
 * guard), and, given `bookingsFrom`, every active booking from that date on, in date order: all in one batch, so no
 * booking can fall between the bookings read and the clock.
 */
export async function readEditableSchedule(
  db: D1Database,
  bookingsFrom?: string,
): Promise<{ schedule: EditableSchedule; readAt: string; bookings: UpcomingBooking[] }> {
  const results = await db.batch([
    ...scheduleStatements(db),
    db.prepare(`SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS now`),
    db
      .prepare(
        `SELECT id, appointment_date AS date, appointment_time AS time, place_id AS placeId, full_name AS name
         FROM appointments WHERE ?1 IS NOT NULL AND ${ACTIVE} AND appointment_date >= ?1
         ORDER BY appointment_date, created_at`,
      )
      .bind(bookingsFrom ?? null),
  ]);
  const schedule = scheduleFromResults(results.slice(0, 3));
  const retired = new Set(((results[0]?.results ?? []) as PlaceRow[]).filter((p) => p.retired).map((p) => p.id));
  const readAt = String((results[3]?.results?.[0] as { now: string } | undefined)?.now);
  return {
    schedule: { ...schedule, places: schedule.places.map((p) => ({ ...p, retired: retired.has(p.id) })) },
    readAt,
    bookings: (results[4]?.results ?? []) as UpcomingBooking[],
  };
}

/**
 * Stores a desk edit of the schedule in one batch: the settings row (its version one more), every place (new ones
 * added, the others updated; none removed), the sessions replaced, and the audit row. The first statement decides: when
 * the stored version is not `version`, or an active booking from `today` on was made or changed since `readAt` (the
 * read the edit's stranded bookings were checked on), or a patient joined today's queue since then (the edit was
 * checked against the queue as read), it writes version 0, which the table's CHECK refuses, and the whole batch is
 * rolled back. 'stale' then says which.
 */
export async function saveSchedule(
  db: D1Database,
  edit: Omit<ClinicEdit, 'version'>,
  guard: { version: number; readAt: string; today: string },
  actor: string,
  auditDetail: Record<string, unknown>,
): Promise<'saved' | 'stale' | 'bookings-changed'> {
  const { settings } = edit;
  const notice = settings.notice;
  const sessions = [
    ...edit.sessions.map((s) => ({ ...s, date: null })),
    ...edit.dateSessions.map((s) => ({ ...s, weekday: null })),
  ];
  try {
    await db.batch([
      db
        .prepare(
          `UPDATE clinic_settings SET
             version = CASE WHEN version = ?1 AND NOT EXISTS (
               SELECT 1 FROM appointments WHERE ${ACTIVE} AND appointment_date >= ?3
                 AND (created_at >= ?2 OR coalesce(updated_at, '') >= ?2))
               AND NOT EXISTS (SELECT 1 FROM queue_entries WHERE visit_date = ?3 AND checked_in_at >= ?2)
               THEN version + 1 ELSE 0 END,
             phones = ?4, whatsapp = ?5, fee_inr = ?6, notice_en = ?7, notice_hi = ?8, notice_from = ?9,
             notice_until = ?10, sender_name_en = coalesce(?12, sender_name_en),
             sender_name_hi = coalesce(?13, sender_name_hi), payment_mode = coalesce(?14, payment_mode),
             refund_hours = coalesce(?15, refund_hours), doctor_registration = coalesce(?16, doctor_registration),
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
             updated_by = ?11
           WHERE id = 1`,
        )
        .bind(
          guard.version,
          guard.readAt,
          guard.today,
          JSON.stringify(settings.phones),
          settings.whatsapp,
          settings.feeInr,
          notice?.en ?? '',
          notice?.hi ?? '',
          notice?.from ?? null,
          notice?.until ?? null,
          actor,
          // An edit from a desk page older than the setting leaves it as it is.
          settings.senderName?.en ?? null,
          settings.senderName?.hi ?? null,
          settings.payment?.mode ?? null,
          settings.payment?.refundHours ?? null,
          settings.payment?.doctorRegistration ?? null,
        ),
      db
        .prepare(
          `INSERT INTO places (id, name, name_hi, address, address_hi, map_url, phone, phone_e164, position, retired)
           SELECT value ->> '$.id', value ->> '$.name', value ->> '$.nameHi', value ->> '$.address',
             value ->> '$.addressHi', value ->> '$.mapUrl', value ->> '$.phone', value ->> '$.phoneE164', key,
             CASE WHEN value ->> '$.retired' THEN 1 ELSE 0 END
           FROM json_each(?1) WHERE true
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_hi = excluded.name_hi,
             address = excluded.address, address_hi = excluded.address_hi, map_url = excluded.map_url,
             phone = excluded.phone, phone_e164 = excluded.phone_e164, position = excluded.position,
             retired = excluded.retired`,
        )
        .bind(JSON.stringify(edit.places)),
      db.prepare('DELETE FROM clinic_sessions'),
      db
        .prepare(
          `INSERT INTO clinic_sessions (place_id, weekday, date, start_time, end_time, slot_minutes, capacity)
           SELECT value ->> '$.placeId', value ->> '$.weekday', value ->> '$.date', value ->> '$.start',
             value ->> '$.end', value ->> '$.slotMinutes', value ->> '$.capacity'
           FROM json_each(?1)`,
        )
        .bind(JSON.stringify(sessions)),
      db
        .prepare(
          `INSERT INTO audit_log (actor, action, target, detail)
           SELECT ?1, 'edit_clinic', 'version ' || version, ?2 FROM clinic_settings WHERE id = 1`,
        )
        .bind(actor, JSON.stringify(auditDetail)),
    ]);
    return 'saved';
  } catch (err) {
    const now = await db.prepare('SELECT version FROM clinic_settings WHERE id = 1').first<{ version: number }>();
    if (now && now.version !== guard.version) return 'stale';
    if (String(err).includes('version >= 1')) return 'bookings-changed';
    throw err;
  }
}
