import { phoneKey } from '../../../common/booking/patient-keys';
import { ACTIVE, type AppointmentRow, closedAt, offeredCapacity } from '../../booking/db';
import {
  fingerprintOf,
  type NewMessageState,
  offerOutboxInsert,
  outboxInsert,
  type QueuedMessage,
  restoreOptOutStatements,
} from '../../notify/db';
import { newId } from '../../platform/db/ids';
import { hitRateLimit, type RateLimitGuard, rateLimitAllows } from '../../platform/db/rate-limits';

/**
 * The waitlist's SQL (decision 030): entries for a full date or an earlier time, the offers made to them when a place
 * frees, and the claim that books or moves in one conditional write. Nothing here decides which places are free: that
 * is actions/offers.ts, from the clinic's schedule.
 */

/** A waitlist entry as stored. */
export interface WaitlistRow {
  id: string;
  kind: 'new' | 'earlier';
  appointment_id: string | null;
  full_name: string;
  email: string;
  email_key: string;
  phone: string;
  phone_e164: string | null;
  locale: string;
  date_from: string;
  date_to: string;
  /** JSON list of slot labels; '[]' for any time. */
  times: string;
  offers_email_at: string | null;
  offers_whatsapp_at: string | null;
  notice_version: string | null;
  status: 'waiting' | 'booked' | 'left';
  booked_id: string | null;
  added_by: string;
  nonce: string;
  created_at: string;
  /** For an earlier time: when its booking's phone messages were stopped on the manage page (offers stop too). */
  booking_stopped_at?: string | null;
}

/** An offer as stored, with its entry. */
export interface OfferRow {
  id: string;
  entry_id: string;
  appointment_date: string;
  appointment_time: string;
  place_id: string;
  status: 'open' | 'claimed' | 'taken';
  expires_at: string;
  offered_by: string;
  created_at: string;
  claimed_at: string | null;
  appointment_id: string | null;
}

export type OfferWithEntry = OfferRow & { entry: WaitlistRow };

const ENTRY_COLUMNS = `id, kind, appointment_id, full_name, email, email_key, phone, phone_e164, locale, date_from,
  date_to, times, offers_email_at, offers_whatsapp_at, notice_version, status, booked_id, added_by, nonce, created_at`;

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A new entry's values; `maxWaiting` bounds an address's waiting entries (a desk entry passes none). */
export interface NewEntry {
  kind: 'new' | 'earlier';
  appointmentId?: string;
  fullName: string;
  email: string;
  emailKey: string;
  phone: string;
  phoneE164: string | null;
  locale: string;
  dateFrom: string;
  dateTo: string;
  times: readonly string[];
  offersEmailAt: string | null;
  offersWhatsappAt: string | null;
  noticeVersion: string | null;
  addedBy: string;
  nonce: string;
  today: string;
  maxWaiting?: number;
  rate?: RateLimitGuard;
}

export type JoinResult =
  | { kind: 'joined'; id: string }
  | { kind: 'already' }
  | { kind: 'limited'; rateCount?: number }
  | { kind: 'held' };

/**
 * Adds an entry, in one batch with the client's rate limit: refused past the limit, past the address's waiting
 * entries (`maxWaiting`), and ignored when the address already waits for that date (or the booking already asked for
 * an earlier time): 'already', whose first request stands.
 */
export async function insertEntry(db: D1Database, e: NewEntry): Promise<JoinResult> {
  const id = newId('wtl');
  const insert = db
    .prepare(
      `INSERT OR IGNORE INTO waitlist (id, kind, appointment_id, full_name, email, email_key, phone, phone_e164, locale,
         date_from, date_to, times, offers_email_at, offers_whatsapp_at, notice_version, added_by, nonce)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17
       WHERE (?18 IS NULL OR (SELECT COUNT(*) FROM waitlist WHERE email_key = ?6 AND status = 'waiting'
                                AND kind = 'new' AND date_to >= ?19) < ?18)
         AND (?3 IS NULL OR EXISTS (SELECT 1 FROM appointments WHERE id = ?3 AND status = 'booked'))
         AND ${rateLimitAllows(20)}`,
    )
    .bind(
      id,
      e.kind,
      e.appointmentId ?? null,
      e.fullName,
      e.email,
      e.emailKey,
      e.phone,
      e.phoneE164,
      e.locale,
      e.dateFrom,
      e.dateTo,
      JSON.stringify(e.times),
      e.offersEmailAt,
      e.offersWhatsappAt,
      e.noticeVersion,
      e.addedBy,
      e.nonce,
      e.maxWaiting ?? null,
      e.today,
      e.rate?.key ?? null,
      e.rate?.max ?? 0,
    );
  // A STOP the number left as a fingerprint when its bookings were erased holds again (as a booking restores it).
  const restore = e.phoneE164
    ? restoreOptOutStatements(db, e.phoneE164, await fingerprintOf(e.phoneE164), id, 'waitlist')
    : [];
  const results = await db.batch([
    ...(e.rate ? [hitRateLimit(db, e.rate.key, e.rate.windowEnd)] : []),
    insert,
    ...restore,
  ]);
  const rateCount = e.rate ? (results[0]?.results[0] as { count: number } | undefined)?.count : undefined;
  if ((results[e.rate ? 1 : 0]?.meta.changes ?? 0) === 1) return { kind: 'joined', id };
  if (e.rate && rateCount !== undefined && rateCount > e.rate.max) return { kind: 'limited', rateCount };
  const why = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM waitlist WHERE status = 'waiting' AND (
                (?3 IS NULL AND kind = 'new' AND email_key = ?1 AND date_from = ?2)
                OR (?3 IS NOT NULL AND appointment_id = ?3))) AS already`,
    )
    .bind(e.emailKey, e.dateFrom, e.appointmentId ?? null)
    .first<{ already: number }>();
  return why?.already ? { kind: 'already' } : { kind: 'held' };
}

/** An entry by id. */
export function entryById(db: D1Database, id: string): Promise<WaitlistRow | null> {
  return db.prepare(`SELECT ${ENTRY_COLUMNS} FROM waitlist WHERE id = ?1`).bind(id).first<WaitlistRow>();
}

/** The waiting "earlier time" entry of a booking, or null. */
export function earlierEntryOf(db: D1Database, appointmentId: string): Promise<WaitlistRow | null> {
  return db
    .prepare(`SELECT ${ENTRY_COLUMNS} FROM waitlist WHERE appointment_id = ?1 AND status = 'waiting'`)
    .bind(appointmentId)
    .first<WaitlistRow>();
}

/** Takes an entry off the list ('left'), with its open offers; false when it was not waiting. */
export async function leaveEntry(db: D1Database, id: string, audit?: D1PreparedStatement): Promise<boolean> {
  const [left] = await db.batch([
    db
      .prepare(`UPDATE waitlist SET status = 'left', updated_at = ${NOW} WHERE id = ?1 AND status = 'waiting'`)
      .bind(id),
    ...(audit ? [audit] : []),
  ]);
  return (left?.meta.changes ?? 0) === 1;
}

/** What the offers round reads: the waiting entries (with an earlier-time entry's booking), their open offers. */
export interface WaitingEntry extends WaitlistRow {
  booked_date: string | null;
  booked_time: string | null;
  booked_status: string | null;
  /** 1 when the address already holds a booking on a 'new' entry's date (booked another way): no offers. */
  booked_that_day: number;
}

/**
 * The statements reading the waiting entries whose dates are not past, and every open offer of theirs — first taking
 * off the list the "earlier time" requests whose booking is no longer booked (cancelled, erased, seen): nothing is left
 * to move, and the desk would show them waiting.
 */
export function waitingStatements(db: D1Database, today: string): D1PreparedStatement[] {
  return [
    db.prepare(
      `UPDATE waitlist SET status = 'left', updated_at = ${NOW}
       WHERE kind = 'earlier' AND status = 'waiting'
         AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.id = waitlist.appointment_id AND a.status = 'booked')`,
    ),
    db
      .prepare(
        `SELECT w.id, w.kind, w.appointment_id, w.full_name, w.email, w.email_key, w.phone, w.phone_e164, w.locale,
           w.date_from, w.date_to, w.times, w.offers_email_at, w.offers_whatsapp_at, w.notice_version, w.status,
           w.booked_id, w.added_by, w.nonce, w.created_at,
           a.appointment_date AS booked_date, a.appointment_time AS booked_time, a.status AS booked_status,
           EXISTS (SELECT 1 FROM appointments x WHERE w.kind = 'new' AND x.email_key = w.email_key
                     AND x.appointment_date = w.date_from AND x.${ACTIVE}) AS booked_that_day
         FROM waitlist w LEFT JOIN appointments a ON a.id = w.appointment_id
         WHERE w.status = 'waiting' AND w.date_to >= ?1
         ORDER BY w.created_at, w.id`,
      )
      .bind(today),
    db.prepare(
      `SELECT entry_id, appointment_date, appointment_time, expires_at FROM waitlist_offers WHERE status = 'open'
         AND entry_id IN (SELECT id FROM waitlist WHERE status = 'waiting')`,
    ),
  ];
}

/** The statement counting active bookings per date and time over a range of dates. */
export function countsBetween(db: D1Database, from: string, to: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT appointment_date AS date, appointment_time AS time, COUNT(*) AS n FROM appointments
       WHERE appointment_date BETWEEN ?1 AND ?2 AND ${ACTIVE} GROUP BY appointment_date, appointment_time`,
    )
    .bind(from, to);
}

/** One offer to write: the entry, the place's date, time and place, until when it may be claimed, and by whom. */
export interface NewOffer {
  id: string;
  entryId: string;
  date: string;
  time: string;
  placeId: string;
  expiresAt: string;
  offeredBy: string;
}

/**
 * The statements writing offers and their messages: each offer only while its entry waits and has no open offer for
 * that time (INSERT OR IGNORE on the index), each message only if its offer was written and its entry agreed to its
 * channel. The messages' ids, in order, are returned with the statements.
 */
export function offerStatements(
  db: D1Database,
  offers: NewOffer[],
  states: { email: NewMessageState; whatsapp: NewMessageState | null },
  now: string,
  withMessages = true,
): { statements: D1PreparedStatement[]; messages: QueuedMessage[] } {
  const statements: D1PreparedStatement[] = [];
  const messages: QueuedMessage[] = [];
  for (const o of offers) {
    statements.push(
      db
        .prepare(
          `INSERT OR IGNORE INTO waitlist_offers (id, entry_id, appointment_date, appointment_time, place_id,
             expires_at, offered_by, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE EXISTS (SELECT 1 FROM waitlist WHERE id = ?2 AND status = 'waiting')`,
        )
        .bind(o.id, o.entryId, o.date, o.time, o.placeId, o.expiresAt, o.offeredBy, now),
    );
    if (!withMessages) continue;
    const detail = { date: o.date, time: o.time, placeId: o.placeId };
    const email: QueuedMessage = { id: newId('eml'), kind: 'waitlist_offer', refId: o.id, detail, queuedAt: now };
    const copies: QueuedMessage[] = states.whatsapp
      ? [{ ...email, id: newId('eml'), channel: 'whatsapp', state: states.whatsapp }]
      : [];
    for (const m of [email, ...copies]) {
      messages.push(m);
      statements.push(offerOutboxInsert(db, m, states.email));
    }
  }
  return { statements, messages };
}

/** An offer with its entry, or null. */
export async function offerById(db: D1Database, id: string): Promise<OfferWithEntry | null> {
  return (await offersByIds(db, [id]))[0] ?? null;
}

/** The offers with their entries, by id (the outbox's records). */
export async function offersByIds(db: D1Database, ids: string[]): Promise<OfferWithEntry[]> {
  const entry = ENTRY_COLUMNS.split(',')
    .map((c) => c.trim())
    .map((c) => `'${c}', w.${c}`)
    .join(', ');
  const { results } = await db
    .prepare(
      `SELECT o.id, o.entry_id, o.appointment_date, o.appointment_time, o.place_id, o.status, o.expires_at,
         o.offered_by, o.created_at, o.claimed_at, o.appointment_id,
         json_object(${entry}, 'booking_stopped_at',
           (SELECT messages_stopped_at FROM appointments b WHERE b.id = w.appointment_id)) AS entry
       FROM waitlist_offers o JOIN waitlist w ON w.id = o.entry_id
       WHERE o.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .all<OfferRow & { entry: string }>();
  return results.map((r) => ({ ...r, entry: JSON.parse(r.entry) as WaitlistRow }));
}

/** The condition that an offer (?o) may be claimed at ?now: open, not expired, its entry waiting. */
export function claimableSql(offer: string, now: string): string {
  return `EXISTS (SELECT 1 FROM waitlist_offers wo JOIN waitlist ww ON ww.id = wo.entry_id
    WHERE wo.id = ${offer} AND wo.status = 'open' AND wo.expires_at > ${now} AND ww.status = 'waiting')`;
}

/**
 * The statements that record a won claim, each only if the booking carries this claim's change id (the claim's own
 * write happened): the offer claimed, the entry booked, and the time's other open offers marked taken once it is full.
 */
export function claimedStatements(
  db: D1Database,
  o: OfferWithEntry,
  appointmentId: string,
  change: string,
  now: string,
): D1PreparedStatement[] {
  const won = `EXISTS (SELECT 1 FROM appointments WHERE id = ?2 AND change_id = ?3)`;
  return [
    db
      .prepare(
        `UPDATE waitlist_offers SET status = 'claimed', claimed_at = ?4, appointment_id = ?2 WHERE id = ?1 AND ${won}`,
      )
      .bind(o.id, appointmentId, change, now),
    db
      .prepare(`UPDATE waitlist SET status = 'booked', booked_id = ?2, updated_at = ?4 WHERE id = ?1 AND ${won}`)
      .bind(o.entry_id, appointmentId, change, now),
    // The booking remembers it was refilled from the waitlist (the figures, the desk's mark), whatever the offer's fate.
    db
      .prepare(`UPDATE appointments SET refilled_at = ?3 WHERE id = ?1 AND change_id = ?2`)
      .bind(appointmentId, change, now),
    takenStatement(db, o.appointment_date, o.appointment_time, o.place_id),
  ];
}

/** Marks the open offers of a time taken once it holds no free place (a claim, a booking, a capacity cut). */
export function takenStatement(db: D1Database, date: string, time: string, placeId: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE waitlist_offers SET status = 'taken'
       WHERE appointment_date = ?1 AND appointment_time = ?2 AND status = 'open'
         AND (SELECT COUNT(*) FROM appointments WHERE appointment_date = ?1 AND appointment_time = ?2 AND ${ACTIVE})
             >= coalesce(${offeredCapacity('?1', '?2', '?3')}, 0)`,
    )
    .bind(date, time, placeId);
}

/**
 * Why a claim that booked nothing was refused, read after it: the time closed or no longer offered, full, or the
 * address's own bookings (one that day already, or its limit of upcoming ones).
 */
export async function claimRefusal(
  db: D1Database,
  o: OfferWithEntry,
  today: string,
  maxUpcoming: number,
): Promise<'closed' | 'full' | 'held'> {
  const row = await db
    .prepare(
      `SELECT ${closedAt('?1', '?2')} AS closed, ${offeredCapacity('?1', '?2', '?3')} AS capacity,
         (SELECT COUNT(*) FROM appointments WHERE appointment_date = ?1 AND appointment_time = ?2 AND ${ACTIVE}) AS taken,
         EXISTS (SELECT 1 FROM appointments WHERE email_key = ?4 AND appointment_date = ?1 AND ${ACTIVE}) AS that_day,
         (SELECT COUNT(*) FROM appointments WHERE email_key = ?4 AND appointment_date >= ?5 AND ${ACTIVE}
            AND confirm_by IS NULL) AS upcoming`,
    )
    .bind(o.appointment_date, o.appointment_time, o.place_id, o.entry.email_key, today)
    .first<{ closed: number; capacity: number | null; taken: number; that_day: number; upcoming: number }>();
  if (!row || row.closed || row.capacity === null) return 'closed';
  if (row.taken >= row.capacity) return 'full';
  if (row.that_day || row.upcoming >= maxUpcoming) return 'held';
  return 'full';
}

/** True when a time has a place free (active bookings under `capacity`) and no closure covers it. */
export async function placeIsFree(db: D1Database, date: string, time: string, capacity: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM appointments WHERE appointment_date = ?1 AND appointment_time = ?2 AND ${ACTIVE})
         AS taken, ${closedAt('?1', '?2')} AS closed`,
    )
    .bind(date, time)
    .first<{ taken: number; closed: number }>();
  return !!row && !row.closed && row.taken < capacity;
}

/** A booking's date and time, or null. */
export function bookingTime(db: D1Database, id: string): Promise<{ date: string; time: string } | null> {
  return db
    .prepare('SELECT appointment_date AS date, appointment_time AS time FROM appointments WHERE id = ?1')
    .bind(id)
    .first<{ date: string; time: string }>();
}

/** Marks one open offer taken (its claim found the time full). */
export async function markTaken(db: D1Database, id: string): Promise<void> {
  await db.prepare(`UPDATE waitlist_offers SET status = 'taken' WHERE id = ?1 AND status = 'open'`).bind(id).run();
}

/** What a claim of a new booking writes: the booking's id, manage link and e-mails (with their phone copies). */
export interface ClaimBooking {
  id: string;
  change: string;
  nonce: string;
  hash: string;
  doctor: string;
  emails: QueuedMessage[];
  emailState: NewMessageState;
  now: string;
  /** The clinic's date today and the address's limit of upcoming bookings (as a booking has: MAX_UPCOMING_BOOKINGS). */
  today: string;
  maxUpcoming: number;
}

/**
 * A claim that books: one INSERT … SELECT from the offer and its entry, written only while the offer is claimable,
 * the time is offered and not closed, a place is free (active bookings under its session's capacity) and the address
 * holds no booking at that time — so two claims of the last place give one booking. Then the offer, the entry and the
 * booking's e-mails, each tied to the new booking. True when this claim booked.
 */
export async function claimAsBooking(db: D1Database, o: OfferWithEntry, b: ClaimBooking): Promise<boolean> {
  const insert = db
    .prepare(
      `INSERT INTO appointments
         (id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message, created_at,
          email_key, phone_key, manage_nonce, manage_token_hash, notice_version, notice_at, locale, change_id, place_id,
          phone_e164, messages_opt_in_at, messages_notice_version, refilled_at)
       SELECT ?1, w.full_name, w.email, w.phone, o.appointment_date, o.appointment_time, ?2, '', ?3,
          w.email_key, ?8, ?4, ?5, w.notice_version, CASE WHEN w.notice_version IS NULL THEN NULL ELSE ?3 END, w.locale,
          ?6, o.place_id, w.phone_e164, w.offers_whatsapp_at, CASE WHEN w.offers_whatsapp_at IS NULL THEN NULL
          ELSE w.notice_version END, ?3
       FROM waitlist_offers o JOIN waitlist w ON w.id = o.entry_id
       WHERE o.id = ?7 AND w.kind = 'new' AND ${claimableSql('?7', '?3')}
         AND (SELECT COUNT(*) FROM appointments WHERE appointment_date = o.appointment_date
              AND appointment_time = o.appointment_time AND ${ACTIVE})
             < ${offeredCapacity('o.appointment_date', 'o.appointment_time', 'o.place_id')}
         AND NOT ${closedAt('o.appointment_date', 'o.appointment_time')}
         AND NOT EXISTS (SELECT 1 FROM appointments x WHERE x.email_key = w.email_key
              AND x.appointment_date = o.appointment_date AND x.${ACTIVE})
         AND (SELECT COUNT(*) FROM appointments u WHERE u.email_key = w.email_key AND u.appointment_date >= ?9
              AND u.${ACTIVE} AND u.confirm_by IS NULL) < ?10`,
    )
    .bind(b.id, b.doctor, b.now, b.nonce, b.hash, b.change, o.id, phoneKey(o.entry.phone), b.today, b.maxUpcoming);
  const results = await db.batch([
    insert,
    ...claimedStatements(db, o, b.id, b.change, b.now),
    ...b.emails.map((e) => outboxInsert(db, e, 'appointments', b.emailState, b.change)),
  ]);
  return (results[0]?.meta.changes ?? 0) === 1;
}

/** The desk's view of a day's waitlist: the entries whose dates include it, and the offers made for it. */
export interface DeskWaitlistRow extends WaitlistRow {
  booked_date: string | null;
  booked_time: string | null;
}

export interface DeskOfferRow extends OfferRow {
  full_name: string;
}

/** The entries whose dates include a date, and that date's offers, read with their audit row. */
export async function waitlistOfDay(
  db: D1Database,
  date: string,
  audit: D1PreparedStatement,
): Promise<{ entries: DeskWaitlistRow[]; offers: DeskOfferRow[] }> {
  const [, entries, offers] = await db.batch([
    audit,
    db
      .prepare(
        `SELECT w.${ENTRY_COLUMNS.split(',')
          .map((c) => c.trim())
          .join(', w.')}, a.appointment_date AS booked_date, a.appointment_time AS booked_time
         FROM waitlist w LEFT JOIN appointments a ON a.id = w.appointment_id
         WHERE ?1 BETWEEN w.date_from AND w.date_to
         ORDER BY w.status = 'waiting' DESC, w.created_at`,
      )
      .bind(date),
    db
      .prepare(
        `SELECT o.*, w.full_name FROM waitlist_offers o JOIN waitlist w ON w.id = o.entry_id
         WHERE o.appointment_date = ?1 ORDER BY o.created_at DESC`,
      )
      .bind(date),
  ]);
  return {
    entries: (entries?.results ?? []) as DeskWaitlistRow[],
    offers: (offers?.results ?? []) as DeskOfferRow[],
  };
}

/**
 * An offer as its messages read it (decision 030): a booking of the offered time, for the entry's person, in the
 * entry's language, on the channels it agreed to (its WhatsApp consent standing for the opt-in). `status` is 'booked'
 * while the offer may still be claimed, 'cancelled' once not (claimed, taken, past its time, its entry gone): a message
 * queued for it is then skipped.
 */
export function offerAsBooking(o: OfferWithEntry, now = new Date()): AppointmentRow {
  const w = o.entry;
  const open = o.status === 'open' && w.status === 'waiting' && o.expires_at > now.toISOString();
  return {
    id: o.id,
    full_name: w.full_name,
    email: w.email,
    phone: w.phone,
    appointment_date: o.appointment_date,
    appointment_time: o.appointment_time,
    selected_doctor: '',
    message: '',
    reports_uploaded: false,
    visit_reason: '',
    notice_version: w.notice_version ?? '',
    booked_for: 'self',
    booker_name: '',
    booker_relationship: '',
    patient_under_18: false,
    locale: w.locale === 'hi' ? 'hi' : 'en',
    messages_opt_in: Boolean(w.offers_whatsapp_at),
    age: null,
    gender: null,
    address: null,
    medical_history: null,
    current_symptoms: null,
    created_at: o.created_at,
    status: open ? 'booked' : 'cancelled',
    sequence: 0,
    manage_nonce: null,
    status_reason: null,
    status_by: null,
    confirm_by: null,
    place_id: o.place_id,
    phone_e164: w.phone_e164,
    messages_opt_in_at: w.offers_whatsapp_at,
    // An earlier time's offers stop with its booking's phone messages ("Stop messages" on the manage page).
    messages_stopped_at: w.booking_stopped_at ?? null,
  };
}
