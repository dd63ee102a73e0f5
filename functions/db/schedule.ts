import type { PhoneLine } from '../../common/clinic';
import type { ClinicSchedule, ClinicSettings, DateSession, Place, Session } from '../../common/clinic-schedule';

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
  version: number;
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
      `SELECT phones, whatsapp, fee_inr, notice_en, notice_hi, notice_from, notice_until, version FROM clinic_settings
       WHERE id = 1`,
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
  };
  return { places, sessions, dateSessions, settings: clinic, version: settings.version };
}

/** The clinic's schedule as stored, in one batch. */
export async function readSchedule(db: D1Database): Promise<ClinicSchedule> {
  return scheduleFromResults(await db.batch(scheduleStatements(db)));
}
