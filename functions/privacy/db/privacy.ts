import { emailKey } from '../../../common/booking/patient-keys';
import type { Locale } from '../../../common/i18n/locale';
import type { RequestKind } from '../../../common/privacy/facts';
import { ACTIVE } from '../../booking/db';
import { fingerprintOrphanNumbers, type NewMessageState, outboxInsert, type QueuedMessage } from '../../notify/db';
import { auditStatement } from '../../platform/db/audit';
import { newId } from '../../platform/db/ids';
import { erasedBookingsReports } from '../../reports/db';

/**
 * A person's requests about their data (DPDP Act ss.11–13). SQL for them lives here, with the erasure and the
 * retention that anonymise bookings and messages (decision 010).
 */

export interface PrivacyRequest {
  id: string;
  email: string;
  email_key: string;
  nonce: string;
  kind: RequestKind | null;
  details: string | null;
  status: 'unverified' | 'open' | 'done';
  created_at: string;
  verified_at: string | null;
  due_at: string | null;
  done_at: string | null;
  done_by: string | null;
  outcome: string | null;
  /** When the link was used (its kind chosen): a used link shows its outcome for a short while after (decision 016). */
  acted_at: string | null;
  /** The language it was asked in: the e-mails to the person are in it. */
  locale: Locale;
}

const COLUMNS =
  'id, email, email_key, nonce, kind, details, status, created_at, verified_at, due_at, done_at, done_by, outcome, acted_at, locale';

/**
 * The address a request is about, as its rows are matched: exactly (lower-cased), not by the booking limit's key —
 * proving "asha@x" must not open the data of "asha+1@x", which may be another mailbox.
 */
export function exactAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** What an erased booking or message keeps in place of each personal field (the columns' CHECKs need values). */
export const ERASED = { name: 'Erased', email: 'erased@invalid.invalid', phone: '0000000' } as const;

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * What erasure leaves in each column of a booking that says anything about the person: one list, used alike by a
 * person's erasure, the desk's erasure of one booking and retention (decision 016). Every column of appointments is
 * either here or in BOOKING_KEPT (a test reads the table's columns and checks).
 */
export const ERASED_BOOKING = {
  full_name: ERASED.name,
  email: ERASED.email,
  phone: ERASED.phone,
  email_key: '',
  phone_key: '',
  // The clinic's doctors treat different conditions: the choice says something about the patient's health.
  selected_doctor: ERASED.name,
  message: '',
  visit_reason: '',
  reports_uploaded: 0,
  manage_nonce: null,
  manage_token_hash: null,
  status_reason: null,
  // Which notice the person was shown, and when: evidence about a person who is no longer in the row.
  notice_version: null,
  notice_at: null,
  booked_for: 'self',
  booker_name: null,
  booker_relationship: null,
  patient_under_18: 0,
  // The language the person reads: nothing is sent any more, so it is set back to the default.
  locale: 'en',
  // A held place's deadline: an erased booking ahead is cancelled, and nobody is left to confirm it.
  confirm_by: null,
  // The booking page's profile: health data about the person.
  age: null,
  gender: null,
  address: null,
  medical_history: null,
  current_symptoms: null,
  // The phone as messages reach it and the opt-in to them, with the notice it was given under (migration 0012).
  phone_e164: null,
  messages_opt_in_at: null,
  messages_notice_version: null,
  // The manage page's stop of this booking's messages, and the phone link's token (migration 0014).
  messages_stopped_at: null,
  phone_token_hash: null,
  // When the patient said, from the reminder, that they would come (migration 0018): about the person.
  coming_confirmed_at: null,
} as const satisfies Record<string, string | number | null>;

/**
 * The columns an erased booking keeps, all identifying nobody: its date, time and status (decision 010), the row's
 * own bookkeeping, and who last changed the status ('patient' or a member of staff, not the patient's data).
 */
export const BOOKING_KEPT = [
  'id',
  'appointment_date',
  'appointment_time',
  'status',
  'sequence',
  'status_by',
  'created_at',
  'updated_at',
  'anonymised_at',
  // The last change's random id (decision 018): bookkeeping that identifies nobody.
  'change_id',
  // Where the visit was (one of the clinic's places): the clinic's, not the patient's.
  'place_id',
  // When it was taken from the waitlist and when cancelled (decision 030): the figures' facts, about nobody.
  'refilled_at',
  'cancelled_at',
  // The hold's deadline while a payment is awaited, and the fee asked (decision 031): bookkeeping, about nobody. The
  // hold still ends (the scheduler releases it) after an erasure.
  'pay_by',
  'fee_paise',
] as const;

/**
 * What erasure leaves in a walk-in's queue entry (the desk's erasure and retention alike): its token, session and
 * times stay for the day's figures; the name, phone and age go.
 */
export const ERASED_WALK_IN = { walk_in_name: ERASED.name, walk_in_phone: null, walk_in_age: null } as const;

/** What erasure leaves in each personal column of a contact message (the same for a request and for retention). */
export const ERASED_MESSAGE = {
  name: ERASED.name,
  email: ERASED.email,
  phone: '',
  subject: ERASED.name,
  message: ERASED.name,
} as const satisfies Record<string, string>;

/** A constant of the lists above as SQL: they are fixed in this file, never input. */
function literal(v: string | number | null): string {
  if (v === null) return 'NULL';
  return typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;
}

/** `col = value, …` for an UPDATE's SET. */
function setTo(list: Record<string, string | number | null>): string {
  return Object.entries(list)
    .map(([col, v]) => `${col} = ${literal(v)}`)
    .join(', ');
}

/** True (in SQL) when a row still holds anything the list clears: a row erased under a shorter list. */
function stillHolds(list: Record<string, string | number | null>): string {
  return `(${Object.entries(list)
    .map(([col, v]) => `${col} IS NOT ${literal(v)}`)
    .join(' OR ')})`;
}

/**
 * The statement making the outbox rows of the rows `refs` selects forget them: e-mails not yet sent are skipped (they
 * would go to an erased address with an erased name), and every row drops the provider's error text (which may quote
 * the address), the provider's message id (the key to the copy the provider keeps) and what the e-mail was about.
 */
function forgetOutbox(db: D1Database, refs: string, binds: unknown[]): D1PreparedStatement {
  const unsent = "status IN ('pending', 'sending', 'failed')";
  return db
    .prepare(
      `UPDATE outbox SET
         status = CASE WHEN ${unsent} THEN 'skipped' ELSE status END,
         updated_at = CASE WHEN ${unsent} THEN ${NOW} ELSE updated_at END,
         next_attempt_at = NULL, last_error = NULL, provider_id = NULL, detail = '{}'
       WHERE ref_id IN (${refs})`,
    )
    .bind(...binds);
}

/**
 * The statements deleting the waitlist entries `where` picks (SQL over waitlist, binding ?1…?n from `binds`; decision
 * 030), their offers with them, and the offers' messages forgotten first. Added last to their batches.
 */
function eraseWaitlist(db: D1Database, where: string, binds: unknown[]): D1PreparedStatement[] {
  const entries = `SELECT id FROM waitlist WHERE ${where}`;
  return [
    forgetOutbox(db, `SELECT id FROM waitlist_offers WHERE entry_id IN (${entries})`, binds),
    db.prepare(`DELETE FROM waitlist_offers WHERE entry_id IN (${entries})`).bind(...binds),
    db.prepare(`DELETE FROM waitlist WHERE ${where}`).bind(...binds),
  ];
}

/**
 * The statements erasing the bookings `where` picks (SQL over appointments, binding ?1…?n from `binds`; `today` is
 * bound after them): their outbox rows are forgotten, every column of ERASED_BOOKING takes its value, and a booking
 * still 'booked' for today or later is cancelled, freeing its place (no e-mail: there is no address left to send to).
 * The UPDATE is the second statement and returns each erased booking's date. The third deletes the erased bookings'
 * WhatsApp and SMS rows whole: the log of what went to the person's phone goes with the number. The fourth deletes
 * their reports' rows and returns the objects' keys: the caller deletes the objects (decision 029).
 */
function eraseBookings(db: D1Database, where: string, binds: unknown[], today: string): D1PreparedStatement[] {
  const t = `?${binds.length + 1}`;
  return [
    forgetOutbox(db, `SELECT id FROM appointments WHERE ${where}`, binds),
    db
      .prepare(
        `UPDATE appointments SET
           status = CASE WHEN status = 'booked' AND appointment_date >= ${t} THEN 'cancelled' ELSE status END,
           ${setTo(ERASED_BOOKING)},
           anonymised_at = coalesce(anonymised_at, ${NOW}), updated_at = ${NOW}
         WHERE ${where}
         RETURNING appointment_date`,
      )
      .bind(...binds, today),
    db.prepare(
      `DELETE FROM outbox WHERE channel <> 'email'
         AND ref_id IN (SELECT id FROM appointments WHERE anonymised_at IS NOT NULL)`,
    ),
    // The fourth: the erased bookings' reports (decision 029), returning their objects' keys for the bucket.
    erasedBookingsReports(db),
  ];
}

/** The object keys a batch's reports statement returned (eraseBookings' fourth), for the caller to delete. */
function objectKeysOf(result: D1Result | undefined): string[] {
  return ((result?.results ?? []) as { object_key: string }[]).map((r) => r.object_key);
}

/** The statements erasing the contact messages `where` picks (binding ?1…?n from `binds`), outbox rows included. */
function eraseMessages(db: D1Database, where: string, binds: unknown[]): D1PreparedStatement[] {
  return [
    forgetOutbox(db, `SELECT id FROM contact_messages WHERE ${where}`, binds),
    db
      .prepare(
        `UPDATE contact_messages SET ${setTo(ERASED_MESSAGE)}, anonymised_at = coalesce(anonymised_at, ${NOW})
         WHERE ${where}`,
      )
      .bind(...binds),
  ];
}

/** Starts a request: the row (unverified) and the e-mail with its link, in one batch. */
export async function startPrivacyRequest(
  db: D1Database,
  email: string,
  token: { nonce: string; hash: string },
  state: NewMessageState,
  locale: Locale = 'en',
): Promise<{ id: string; emails: QueuedMessage[]; createdAt: string }> {
  const id = newId('prv');
  const createdAt = new Date().toISOString();
  const emails: QueuedMessage[] = [
    { id: newId('eml'), kind: 'privacy_link', refId: id, detail: {}, queuedAt: createdAt },
  ];
  await db.batch([
    db
      .prepare(
        `INSERT INTO privacy_requests (id, email, email_key, token_hash, nonce, created_at, locale)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(id, email, emailKey(email), token.hash, token.nonce, createdAt, locale),
    ...emails.map((e) => outboxInsert(db, e, 'privacy_requests', state)),
  ]);
  return { id, emails, createdAt };
}

export async function privacyRequestByTokenHash(db: D1Database, hash: string): Promise<PrivacyRequest | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM privacy_requests WHERE token_hash = ?1`).bind(hash).first<PrivacyRequest>();
}

/** The statement reading the given requests (by id), for the e-mails about them. */
export function selectPrivacyRequests(db: D1Database, ids: string[]): D1PreparedStatement {
  return db
    .prepare(`SELECT ${COLUMNS} FROM privacy_requests WHERE id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids));
}

/** Marks the link as opened (the address is proven) the first time; returns the request as it now stands. */
export async function verifyPrivacyRequest(db: D1Database, r: PrivacyRequest): Promise<PrivacyRequest> {
  if (r.verified_at) return r;
  const row = await db
    .prepare(
      `UPDATE privacy_requests SET verified_at = coalesce(verified_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
       WHERE id = ?1 RETURNING ${COLUMNS}`,
    )
    .bind(r.id)
    .first<PrivacyRequest>();
  return row ?? r;
}

/** How much the clinic holds for an address (the request page shows the counts before the person chooses). */
export async function heldFor(
  db: D1Database,
  key: string,
  today: string,
): Promise<{ bookings: number; upcoming: number; messages: number }> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM appointments WHERE lower(trim(email)) = ?1 AND anonymised_at IS NULL) AS bookings,
         (SELECT COUNT(*) FROM appointments
          WHERE lower(trim(email)) = ?1 AND anonymised_at IS NULL AND ${ACTIVE} AND appointment_date >= ?2) AS upcoming,
         (SELECT COUNT(*) FROM contact_messages WHERE lower(trim(email)) = ?1 AND anonymised_at IS NULL) AS messages`,
    )
    .bind(key, today)
    .first<{ bookings: number; upcoming: number; messages: number }>();
  return row ?? { bookings: 0, upcoming: 0, messages: 0 };
}

/**
 * The tables that hold something of a person, each read by the copy a person asks for (`everythingFor`, keyed by
 * table): a test compares this list with the schema, beside NOT_PERSONAL's, so that a new table must be put in one.
 */
export const PERSONAL_TABLES = [
  'appointments',
  'contact_messages',
  'outbox',
  'queue_entries',
  'follow_ups',
  'phone_opt_outs',
  'phone_replies',
  'privacy_requests',
  'reports',
  'waitlist',
] as const;

/** The tables that hold nothing the copy could give a person, and why. */
export const NOT_PERSONAL: Record<string, string> = {
  audit_log: "ids and actions only (a person's own actions are audited by the request's id)",
  idempotency_keys: "a request's hash and the answer given (success and a booking id)",
  rate_limits: "an HMAC of a client's address that nobody can turn back into it",
  closures: "the clinic's calendar",
  places: "the clinic's places",
  clinic_sessions: "the clinic's sessions",
  clinic_settings: "the clinic's settings",
  deployment_check: "the deployment's configuration check",
  session_events: 'what the desk told a session (late, cancelled): no patient',
  phone_early_reports: "a provider's message ids and states, for a day",
  waitlist_offers:
    'a time offered to a waitlist entry, by its id: the person is in waitlist, and the offers go with the entry',
  payment_links:
    "Razorpay's links to pay a booking's fee: an id, an amount and an address on Razorpay's site; the person is in appointments",
  payments:
    "amounts, dates and Razorpay's ids of a booking's payments and refunds: the clinic's accounts, kept as tax law requires after the booking's personal fields are erased (decision 031); they name nobody",
  payment_events: "Razorpay's webhook event ids and types, and link and payment ids: nothing about a person",
  phone_opt_out_fingerprints:
    "a hash of a number no booking holds any more: while a person's booking holds the number, its STOP is in phone_opt_outs",
};

type Rows = Record<string, unknown>[];

/**
 * Everything held for an address: the copy a person asks for, one list of rows per table of PERSONAL_TABLES. The
 * address's bookings and messages; what was sent about them (every channel) and their visits at the clinic, with the
 * follow-ups the doctor set; what the phone numbers of those bookings said (STOP, START) and the opt-out list's entry;
 * and the person's own requests about their data.
 */
export async function everythingFor(
  db: D1Database,
  key: string,
): Promise<Record<(typeof PERSONAL_TABLES)[number], Rows>> {
  const theirs = `SELECT id FROM appointments WHERE lower(trim(email)) = ?1 AND anonymised_at IS NULL`;
  const numbers = `SELECT phone_e164 FROM appointments WHERE lower(trim(email)) = ?1 AND anonymised_at IS NULL
    AND phone_e164 IS NOT NULL`;
  const read = (sql: string) => db.prepare(sql).bind(key);
  const results = await db.batch([
    read(
      `SELECT id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message,
              reports_uploaded, visit_reason, status, booked_for, booker_name, booker_relationship, patient_under_18,
              age, gender, address, medical_history, current_symptoms, notice_version, notice_at, locale, phone_e164,
              messages_opt_in_at, messages_notice_version, messages_stopped_at, created_at
       FROM appointments WHERE lower(trim(email)) = ?1 AND anonymised_at IS NULL ORDER BY appointment_date, appointment_time`,
    ),
    read(
      `SELECT id, name, email, phone, subject, message, status, notice_version, created_at
       FROM contact_messages WHERE lower(trim(email)) = ?1 AND anonymised_at IS NULL ORDER BY created_at`,
    ),
    read(
      `SELECT ref_id AS booking, channel, kind, status, delivery, delivery_at, created_at FROM outbox
       WHERE ref_id IN (${theirs}) OR ref_id IN (SELECT id FROM contact_messages WHERE lower(trim(email)) = ?1
         AND anonymised_at IS NULL)
         OR ref_id IN (SELECT o.id FROM waitlist_offers o JOIN waitlist w ON w.id = o.entry_id
           WHERE lower(trim(w.email)) = ?1)
       ORDER BY created_at, id`,
    ),
    read(
      `SELECT appointment_id AS booking, visit_date, session_start, token, state, priority, checked_in_at, called_at,
              seen_at, done_at
       FROM queue_entries WHERE appointment_id IN (${theirs}) ORDER BY visit_date, checked_in_at`,
    ),
    read(
      `SELECT q.appointment_id AS booking, f.due_date, f.note, f.created_at, f.reminded_at,
              f.booked_appointment_id, f.cancelled_at
       FROM follow_ups f JOIN queue_entries q ON q.id = f.queue_entry_id
       WHERE q.appointment_id IN (${theirs}) ORDER BY f.due_date`,
    ),
    read(`SELECT phone_e164, source, at FROM phone_opt_outs WHERE phone_e164 IN (${numbers}) ORDER BY at`),
    read(`SELECT phone_e164, reply, at FROM phone_replies WHERE phone_e164 IN (${numbers}) ORDER BY at`),
    read(
      `SELECT id, kind, status, details, created_at, verified_at, due_at, done_at, outcome
       FROM privacy_requests WHERE lower(trim(email)) = ?1 ORDER BY created_at`,
    ),
    // The reports sent for their bookings (decision 029): what each is and when it came; the files themselves the
    // clinic gives on request (the copy is an e-mail).
    read(
      `SELECT appointment_id AS booking, name, type, size, source, created_at FROM reports
       WHERE appointment_id IN (${theirs}) ORDER BY created_at`,
    ),
    // Their waitlist entries and "earlier time" requests (decision 030), with the channels they agreed to.
    read(
      `SELECT kind, appointment_id AS booking, full_name, email, phone, phone_e164, locale, date_from, date_to, times,
              offers_email_at, offers_whatsapp_at, status, created_at
       FROM waitlist WHERE lower(trim(email)) = ?1 OR appointment_id IN (${theirs}) ORDER BY created_at`,
    ),
  ]);
  return Object.fromEntries(PERSONAL_TABLES.map((t, i) => [t, (results[i]?.results ?? []) as Rows])) as Record<
    (typeof PERSONAL_TABLES)[number],
    Rows
  >;
}

/**
 * The condition, binding the request's id at ?i and the batch's done_at at ?i+1, that this batch itself recorded the
 * request (an UPDATE of another batch leaves another kind or another done_at).
 */
function recordedHere(i: number, kind?: RequestKind): string {
  return `EXISTS (SELECT 1 FROM privacy_requests
    WHERE id = ?${i} AND kind = ${kind ? `'${kind}'` : `?${i + 2}`} AND done_at IS ?${i + 1})`;
}

/**
 * The statements that erase every personal field of an address's bookings and messages, and cancel what is ahead:
 * only when this batch recorded the erasure, never on a stale read of a link another request has just used.
 */
function eraseStatements(
  db: D1Database,
  key: string,
  today: string,
  request: { id: string; doneAt: string },
): D1PreparedStatement[] {
  const theirs = `lower(trim(email)) = ?1 AND anonymised_at IS NULL AND ${recordedHere(2, 'erasure')}`;
  const binds = [key, request.id, request.doneAt];
  return [
    ...eraseBookings(db, theirs, binds, today),
    ...eraseMessages(db, theirs, binds),
    // Their waitlist entries (decision 030), and any of their bookings' "earlier time" requests.
    ...eraseWaitlist(
      db,
      `(lower(trim(email)) = ?1 OR appointment_id IN (SELECT id FROM appointments WHERE lower(trim(email)) = ?1)
          OR booked_id IN (SELECT id FROM appointments WHERE lower(trim(email)) = ?1))
        AND ${recordedHere(2, 'erasure')}`,
      binds,
    ),
  ];
}

/**
 * Records what the person asked for, once: a copy or an erasure is done at once (an erasure in the same batch), a
 * correction or a grievance is left open for the clinic with its due date. The e-mails to the person and the clinic
 * are queued in the same batch. Answers 'taken' when the link was already used for another kind of request.
 */
export async function actOnPrivacyRequest(
  db: D1Database,
  r: PrivacyRequest,
  kind: RequestKind,
  details: string,
  dueAt: string,
  today: string,
  state: NewMessageState,
): Promise<
  { kind: 'done' | 'open'; emails: QueuedMessage[]; erasedDates: string[]; objectKeys: string[] } | { kind: 'taken' }
> {
  const now = new Date().toISOString();
  const automatic = kind === 'access' || kind === 'erasure';
  // What this batch writes as done_at: the erasure and the audit row below check for it.
  const doneAt = automatic ? now : null;
  const emails: QueuedMessage[] = [
    { id: newId('eml'), kind: 'privacy_copy', refId: r.id, detail: {}, queuedAt: now },
    { id: newId('eml'), kind: 'privacy_clinic', refId: r.id, detail: {}, queuedAt: now },
  ];
  const results = await db.batch([
    db
      .prepare(
        `UPDATE privacy_requests SET kind = ?2, details = ?3, due_at = ?4, status = ?5, acted_at = ?7,
           done_at = ?6, done_by = CASE WHEN ?5 = 'done' THEN 'automatic' END,
           outcome = CASE WHEN ?2 = 'access' THEN 'A copy was e-mailed.'
                          WHEN ?2 = 'erasure' THEN 'Personal details erased.' END
         WHERE id = ?1 AND kind IS NULL`,
      )
      .bind(r.id, kind, details || null, dueAt, automatic ? 'done' : 'open', doneAt, now),
    ...(kind === 'erasure' ? eraseStatements(db, exactAddress(r.email), today, { id: r.id, doneAt: now }) : []),
    db
      .prepare(`INSERT INTO audit_log (actor, action, target, detail) SELECT ?4, ?5, ?1, '{}' WHERE ${recordedHere(1)}`)
      .bind(r.id, doneAt, kind, `person:${r.id}`, `privacy_${kind}`),
    ...emails.map((e) =>
      db
        .prepare(
          `INSERT INTO outbox (id, kind, ref_id, status, attempts, detail, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, '{}', ?6 WHERE EXISTS (SELECT 1 FROM privacy_requests WHERE id = ?3 AND kind = ?7)
             AND NOT EXISTS (SELECT 1 FROM outbox WHERE ref_id = ?3 AND kind = ?2)`,
        )
        .bind(e.id, e.kind, e.refId, state, state === 'pending' ? 0 : 1, now, kind),
    ),
  ]);
  // The dates of the bookings erased (their places may have been freed): results[2] is the appointments' UPDATE.
  const erasedDates =
    kind === 'erasure'
      ? ((results[2]?.results ?? []) as { appointment_date: string }[]).map((b) => b.appointment_date)
      : [];
  // results[4] is the erased bookings' reports: their objects go too.
  const objectKeys = kind === 'erasure' ? objectKeysOf(results[4]) : [];
  // A STOP of an erased number is kept only as its fingerprint (decision 024).
  if (kind === 'erasure') await fingerprintOrphanNumbers(db);
  if ((results[0]?.meta.changes ?? 0) === 1)
    return { kind: automatic ? 'done' : 'open', emails, erasedDates, objectKeys };
  return { kind: 'taken' };
}

/** Requests for the desk: open ones first (by due date), then the latest done ones. */
/** (Without the link's nonce: the desk has no use for it.) */
export async function listPrivacyRequests(
  db: D1Database,
  actor: string,
): Promise<Omit<PrivacyRequest, 'nonce' | 'email_key'>[]> {
  const [, rows] = await db.batch([
    auditStatement(db, actor, 'view_privacy_requests', ''),
    db.prepare(
      `SELECT id, email, kind, details, status, created_at, verified_at, due_at, done_at, done_by, outcome
       FROM privacy_requests WHERE kind IS NOT NULL
       ORDER BY CASE status WHEN 'open' THEN 0 ELSE 1 END, coalesce(due_at, created_at), created_at DESC LIMIT 200`,
    ),
  ]);
  return (rows?.results ?? []) as Omit<PrivacyRequest, 'nonce' | 'email_key'>[];
}

/** The desk closes an open request (a correction made, a grievance answered) with what was done. */
export async function closePrivacyRequest(
  db: D1Database,
  id: string,
  outcome: string,
  actor: string,
): Promise<boolean> {
  const [, update] = await db.batch([
    auditStatement(db, actor, 'privacy_done', id),
    db
      .prepare(
        `UPDATE privacy_requests SET status = 'done', outcome = ?2, done_by = ?3,
           done_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND status = 'open'`,
      )
      .bind(id, outcome, actor),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}

/**
 * The desk erases one booking's personal fields (a patient asked and the clinic verified who they are: a patient booked
 * by a relative under the relative's address cannot use the e-mailed link). The same list as any erasure; a booking
 * still ahead is cancelled. The audit row is written by the same batch, before the change and only if there is one to
 * make. Answers 'missing' for no such booking, 'already' for one erased before, else the booking's date.
 */
export async function eraseBookingAtDesk(
  db: D1Database,
  id: string,
  today: string,
  actor: string,
): Promise<{ kind: 'missing' } | { kind: 'already' } | { kind: 'erased'; date: string; objectKeys: string[] }> {
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO audit_log (actor, action, target, detail)
         SELECT ?1, 'erase_booking', id,
                json_object('cancelled', json(CASE WHEN status = 'booked' AND appointment_date >= ?3 THEN 'true' ELSE 'false' END))
         FROM appointments WHERE id = ?2 AND anonymised_at IS NULL`,
      )
      .bind(actor, id, today),
    ...eraseBookings(db, 'id = ?1 AND anonymised_at IS NULL', [id], today),
    // Its "earlier time" request, or the entry it was booked from (decision 030), if any.
    ...eraseWaitlist(db, 'appointment_id = ?1 OR booked_id = ?1', [id]),
  ]);
  const [erased] = (results[2]?.results ?? []) as { appointment_date: string }[];
  if (erased) {
    await fingerprintOrphanNumbers(db);
    return { kind: 'erased', date: erased.appointment_date, objectKeys: objectKeysOf(results[4]) };
  }
  const exists = await db.prepare('SELECT 1 AS one FROM appointments WHERE id = ?1').bind(id).first();
  return exists ? { kind: 'already' } : { kind: 'missing' };
}

/**
 * The desk erases a walk-in (the person asked, in person or by phone: a walk-in has no e-mail to prove): the name,
 * phone and age of the queue entry go (ERASED_WALK_IN), with any follow-up the doctor set for it (its note may say
 * something about the person's health); the token and times stay for the day's figures. One batch, the audit row
 * first and only if there is something to erase. Answers 'missing' for no such entry or a booked patient's entry (a
 * booking is erased as a booking), 'already' for one erased before, else 'erased'.
 */
export async function eraseWalkInAtDesk(
  db: D1Database,
  id: string,
  actor: string,
): Promise<{ kind: 'missing' } | { kind: 'already' } | { kind: 'erased' }> {
  const theirs = 'id = ?1 AND appointment_id IS NULL AND anonymised_at IS NULL';
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO audit_log (actor, action, target, detail)
         SELECT ?2, 'erase_walk_in', id, json_object('token', token) FROM queue_entries WHERE ${theirs}`,
      )
      .bind(id, actor),
    db
      .prepare(`DELETE FROM follow_ups WHERE queue_entry_id IN (SELECT id FROM queue_entries WHERE ${theirs})`)
      .bind(id),
    db
      .prepare(
        `UPDATE queue_entries SET ${setTo(ERASED_WALK_IN)}, anonymised_at = ${NOW}, version = version + 1,
           updated_at = ${NOW}
         WHERE ${theirs}`,
      )
      .bind(id),
  ]);
  if ((results[2]?.meta.changes ?? 0) === 1) return { kind: 'erased' };
  const exists = await db
    .prepare('SELECT 1 AS one FROM queue_entries WHERE id = ?1 AND appointment_id IS NULL')
    .bind(id)
    .first();
  return exists ? { kind: 'already' } : { kind: 'missing' };
}

/**
 * Retention: erases bookings whose appointment was before `bookingsBefore` and messages received before
 * `messagesBefore`, with the same lists as an erasure (and once more any row erased under a shorter list); deletes
 * privacy requests whose link was never used and has expired (`unusedLinksBefore`); prunes what has served its purpose
 * (sent e-mails' rows, finished privacy requests and audit rows past their keeping time). Returns how many rows each
 * step touched, and the object keys of the reports whose rows went (the caller deletes the objects: decision 029).
 */
export async function applyRetention(
  db: D1Database,
  cut: {
    today: string;
    bookingsBefore: string;
    messagesBefore: string;
    outboxBefore: string;
    logsBefore: string;
    unusedLinksBefore: string;
  },
): Promise<{ counts: Record<string, number>; objectKeys: string[] }> {
  const bookingsDue = `(anonymised_at IS NULL AND appointment_date < ?1)
    OR (anonymised_at IS NOT NULL AND ${stillHolds(ERASED_BOOKING)})`;
  const messagesDue = `(anonymised_at IS NULL AND created_at < ?1)
    OR (anonymised_at IS NOT NULL AND ${stillHolds(ERASED_MESSAGE)})`;
  const results = await db.batch([
    ...eraseBookings(db, bookingsDue, [cut.bookingsBefore], cut.today),
    ...eraseMessages(db, messagesDue, [cut.messagesBefore]),
    db
      .prepare(`DELETE FROM outbox WHERE status IN ('sent', 'captured', 'skipped', 'failed') AND updated_at < ?1`)
      .bind(cut.outboxBefore),
    // A finished request is kept from when it was finished (a grievance may take 90 days), an unused link from its day.
    db
      .prepare(`DELETE FROM privacy_requests WHERE coalesce(done_at, created_at) < ?1 AND status <> 'open'`)
      .bind(cut.logsBefore),
    // A link never used holds only an address someone typed: it goes when the link stops working, and its e-mail's
    // record (a provider's error may quote the address) is forgotten with it.
    forgetOutbox(
      db,
      "SELECT id FROM privacy_requests WHERE status = 'unverified' AND kind IS NULL AND created_at < ?1",
      [cut.unusedLinksBefore],
    ),
    db
      .prepare(`DELETE FROM privacy_requests WHERE status = 'unverified' AND kind IS NULL AND created_at < ?1`)
      .bind(cut.unusedLinksBefore),
    db.prepare('DELETE FROM audit_log WHERE at < ?1').bind(cut.logsBefore),
    // The clinic's day (decision 025): a walk-in's name, phone and age go when a booking of that day would; the token
    // and times stay for the figures. A follow-up of that time goes; the note of an erased booking's follow-up (it may
    // say something about the patient's health) goes at the next run after the erasure.
    db
      .prepare(
        `UPDATE queue_entries SET ${setTo(ERASED_WALK_IN)}, anonymised_at = ${NOW}
         WHERE appointment_id IS NULL AND anonymised_at IS NULL AND visit_date < ?1`,
      )
      .bind(cut.bookingsBefore),
    db.prepare('DELETE FROM follow_ups WHERE due_date < ?1').bind(cut.bookingsBefore),
    db.prepare(
      `UPDATE follow_ups SET note = '' WHERE note <> '' AND queue_entry_id IN (
         SELECT q.id FROM queue_entries q JOIN appointments a ON a.id = q.appointment_id WHERE a.anonymised_at IS NOT NULL)`,
    ),
    // Waitlist entries (decision 030) go once their last date has passed, and with an erased booking's request.
    ...eraseWaitlist(
      db,
      `date_to < ?1 OR appointment_id IN (SELECT id FROM appointments WHERE anonymised_at IS NOT NULL)
        OR booked_id IN (SELECT id FROM appointments WHERE anonymised_at IS NOT NULL)`,
      [cut.today],
    ),
  ]);
  const counted = results.map((r) => r.meta.changes ?? 0);
  const [, bookings, , reports, , messages, outbox, requests, , unusedLinks, audit, walkIns] = counted;
  const waitlist = counted.at(-1) ?? 0;
  // The STOPs of numbers no booking holds any more are kept only as fingerprints (decision 024).
  const fingerprinted = await fingerprintOrphanNumbers(db);
  return {
    counts: { bookings, reports, messages, outbox, requests, unusedLinks, audit, walkIns, fingerprinted, waitlist },
    objectKeys: objectKeysOf(results[3]),
  };
}
