-- The whole schema of the clinic's D1 database, to read in one place. It is what migrations/ produce (a test checks
-- that both give the same tables, columns, checks and indexes): change the schema with a new migration, then here.
-- CHECK constraints mirror the valibot schemas in common/schemas (the API validates first; these are the floor).
-- Only what the forms send is stored: these rows hold personal health information.

CREATE TABLE IF NOT EXISTS appointments (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL CHECK (length(full_name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 255 AND email LIKE '%_@_%'),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 7 AND 20),
  appointment_date TEXT NOT NULL CHECK (
    appointment_date GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]' AND date(appointment_date) = appointment_date
  ),
  -- A slot's label as the forms send it ('09:00 AM'); which times a date offers is the clinic's schedule's to say.
  appointment_time TEXT NOT NULL CHECK (appointment_time GLOB '[01][0-9]:[0-5][0-9] [AP]M'),
  selected_doctor TEXT NOT NULL CHECK (length(selected_doctor) BETWEEN 1 AND 200),
  message TEXT NOT NULL DEFAULT '' CHECK (length(message) <= 2000),
  reports_uploaded INTEGER NOT NULL DEFAULT 0 CHECK (reports_uploaded IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Only 'booked' and 'arrived' hold a place: capacity, availability and the per-patient limits count those.
  status TEXT NOT NULL DEFAULT 'booked' CHECK (
    status IN ('booked', 'cancelled', 'arrived', 'no_show')
  ),
  -- The calendar SEQUENCE of the booking's event: 0 when booked, one more with each reschedule or cancellation.
  sequence INTEGER NOT NULL DEFAULT 0 CHECK (sequence >= 0),
  -- What the visit is for (common/booking/visit-reasons.ts), '' when not said.
  visit_reason TEXT NOT NULL DEFAULT '' CHECK (length(visit_reason) <= 60),
  -- The patient's e-mail and phone as common/booking/patient-keys.ts normalises them, for the limit on upcoming bookings.
  email_key TEXT NOT NULL DEFAULT '' CHECK (length(email_key) <= 255),
  phone_key TEXT NOT NULL DEFAULT '' CHECK (length(phone_key) <= 20),
  -- The manage link: 128 random bits (hex) from which the token is derived with a secret, and the token's SHA-256.
  -- The token itself is never stored (functions/platform/tokens.ts).
  manage_nonce TEXT CHECK (manage_nonce IS NULL OR length(manage_nonce) = 32),
  manage_token_hash TEXT CHECK (
    manage_token_hash IS NULL OR length(manage_token_hash) = 64
  ),
  -- Why and by whom the status last changed ('patient', or the staff member's e-mail), and when the row last changed.
  status_reason TEXT CHECK (status_reason IS NULL OR length(status_reason) <= 500),
  status_by TEXT CHECK (status_by IS NULL OR length(status_by) <= 300),
  updated_at TEXT,
  -- The privacy notice the form showed (its version, common/privacy/facts.ts) and when the booking was sent under it.
  notice_version TEXT CHECK (notice_version IS NULL OR length(notice_version) <= 20),
  notice_at TEXT,
  -- Who booked: the patient ('self') or someone for them ('other': booker_name, and booker_relationship to the patient).
  booked_for TEXT NOT NULL DEFAULT 'self' CHECK (booked_for IN ('self', 'other')),
  booker_name TEXT CHECK (booker_name IS NULL OR length(booker_name) BETWEEN 1 AND 200),
  booker_relationship TEXT CHECK (
    booker_relationship IS NULL
    OR booker_relationship IN ('parent_guardian', 'son_daughter', 'spouse', 'family', 'carer')
  ),
  patient_under_18 INTEGER NOT NULL DEFAULT 0 CHECK (patient_under_18 IN (0, 1)),
  -- Set when the row's personal fields were erased (a person's request, the desk) or anonymised (retention): then only
  -- its date, time, status and bookkeeping remain (functions/privacy/db/privacy.ts ERASED_BOOKING, decision 016).
  anonymised_at TEXT,
  -- The language it was booked in ('en' or 'hi'): every later e-mail to the patient is written in it.
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi')),
  -- The last change's own random id (cancel, move, attendance): the e-mails, reminders and audit rows of a change are
  -- queued only where the row carries it, so a request that lost a race queues nothing (decision 018).
  change_id TEXT CHECK (change_id IS NULL OR length(change_id) <= 40),
  -- Set while a booking from a form without JavaScript waits for the patient to confirm it from the e-mail: the place
  -- is held until then and released after (decision 011). NULL: confirmed.
  confirm_by TEXT,
  -- The booking page's profile fields, each NULL when not sent (personal health data: only what is given is kept).
  age INTEGER CHECK (age IS NULL OR (typeof(age) = 'integer' AND age BETWEEN 0 AND 120)),
  gender TEXT CHECK (gender IS NULL OR gender IN ('male', 'female', 'other')),
  address TEXT CHECK (address IS NULL OR length(address) BETWEEN 1 AND 200),
  medical_history TEXT CHECK (medical_history IS NULL OR length(medical_history) BETWEEN 1 AND 500),
  current_symptoms TEXT CHECK (current_symptoms IS NULL OR length(current_symptoms) BETWEEN 1 AND 500),
  -- Where the visit is (places.id): the place whose session holds the time when it was booked or last moved.
  place_id TEXT NOT NULL DEFAULT 'clinic' CHECK (length(place_id) BETWEEN 1 AND 40),
  -- The phone in E.164 (+91 when no country code was given) for WhatsApp and SMS; NULL when it is not a number.
  phone_e164 TEXT CHECK (
    phone_e164 IS NULL OR (length(phone_e164) BETWEEN 8 AND 16 AND phone_e164 GLOB '+[1-9]*' AND substr(phone_e164, 2) NOT GLOB '*[^0-9]*')
  ),
  -- The opt-in to appointment messages on the phone (WhatsApp, SMS when WhatsApp cannot deliver): when, under which
  -- privacy notice. NULL: not given.
  messages_opt_in_at TEXT,
  messages_notice_version TEXT CHECK (
    messages_notice_version IS NULL OR length(messages_notice_version) <= 20
  ),
  -- When "Stop messages to my phone" was pressed on this booking's manage page: its own phone messages stop (the
  -- number-wide list, phone_opt_outs, takes only the number's own STOP or the desk's).
  messages_stopped_at TEXT,
  -- The SHA-256 of the booking's phone token, which a phone message's link opens the manage page with: a token of its
  -- own, whose page shows only what the messages show (functions/platform/tokens.ts). Set when a phone link is first spent.
  phone_token_hash TEXT CHECK (phone_token_hash IS NULL OR length(phone_token_hash) = 64),
  -- "Confirm" from the reminder (e-mail or WhatsApp's quick reply): when the patient said they are coming.
  coming_confirmed_at TEXT,
  -- When the booking took its place from a waitlist offer (decision 030), kept when it is erased (it identifies nobody).
  refilled_at TEXT,
  -- When it was cancelled (by anyone): the figures' late cancellations read it.
  cancelled_at TEXT,
  -- Set while an online booking waits for its payment (required mode, decision 031): the place is held until then.
  pay_by TEXT,
  -- The fee asked online when it was booked, in paise; NULL when online payment was not offered.
  fee_paise INTEGER CHECK (fee_paise IS NULL OR fee_paise BETWEEN 100 AND 10000000)
);

-- The capacity check counts bookings per date and slot; the duplicate check looks up one patient's booking.
CREATE INDEX IF NOT EXISTS appointments_slot ON appointments (appointment_date, appointment_time);
CREATE INDEX IF NOT EXISTS appointments_patient_slot ON appointments (email, appointment_date, appointment_time);
CREATE UNIQUE INDEX IF NOT EXISTS appointments_manage_token ON appointments (manage_token_hash);
CREATE INDEX IF NOT EXISTS appointments_email_key ON appointments (email_key, appointment_date);
CREATE INDEX IF NOT EXISTS appointments_phone_key ON appointments (phone_key, appointment_date);
CREATE INDEX IF NOT EXISTS appointments_unconfirmed ON appointments (confirm_by) WHERE confirm_by IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS appointments_phone_token ON appointments (phone_token_hash);

CREATE TABLE IF NOT EXISTS contact_messages (
  id TEXT PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('home', 'contact')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 255 AND email LIKE '%_@_%'),
  phone TEXT NOT NULL DEFAULT '' CHECK (length(phone) <= 20),
  subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- 'new' until someone at the desk marks it handled.
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled')),
  handled_by TEXT CHECK (handled_by IS NULL OR length(handled_by) <= 300),
  handled_at TEXT,
  notice_version TEXT CHECK (notice_version IS NULL OR length(notice_version) <= 20),
  notice_at TEXT,
  anonymised_at TEXT
);

CREATE INDEX IF NOT EXISTS contact_messages_created ON contact_messages (created_at);
CREATE INDEX IF NOT EXISTS contact_messages_email ON contact_messages (email);

-- One row per message to send, on any channel. The message is composed from the referenced row when it is sent, so no
-- copy of the patient's text is kept here; `detail` holds what it is about as it was queued (date, time, calendar
-- sequence), so every attempt sends the same words. Its id is the provider's idempotency key where one is taken: a
-- retry never sends twice. A reminder is queued with the booking and waits for its next_attempt_at; 'skipped' is a
-- message that no longer applies (its booking was cancelled or moved, its number said STOP).
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  -- Which kind of message (functions/notify/kinds names them all).
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 3 AND 40 AND kind NOT GLOB '*[^a-z_]*'),
  ref_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'captured', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  provider_id TEXT,
  last_error TEXT CHECK (last_error IS NULL OR length(last_error) <= 500),
  next_attempt_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 1000),
  -- The channel it goes out on (functions/notify/channels names them all: e-mail, WhatsApp, SMS).
  channel TEXT NOT NULL DEFAULT 'email' CHECK (length(channel) BETWEEN 2 AND 20 AND channel NOT GLOB '*[^a-z]*'),
  -- What the provider last reported after accepting it (only forward: failed and read are final), when, and its code.
  delivery TEXT CHECK (delivery IS NULL OR delivery IN ('sent', 'delivered', 'read', 'failed')),
  delivery_at TEXT,
  delivery_error TEXT CHECK (delivery_error IS NULL OR length(delivery_error) <= 200)
);

CREATE INDEX IF NOT EXISTS outbox_ref ON outbox (ref_id);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE UNIQUE INDEX IF NOT EXISTS outbox_provider ON outbox (channel, provider_id) WHERE provider_id IS NOT NULL;

-- Answers already given to a request carrying an Idempotency-Key: a replay gets the same answer, nothing new stored.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 200),
  endpoint TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Requests per client per window, for the rate limit. The client is an HMAC of its address with a secret salt,
-- never the address itself. Rows expire with their window and are pruned.
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS rate_limits_expiry ON rate_limits (expires_at);

-- Closures of the calendar (leave, holidays): the dates from start_date to end_date (inclusive), the whole day when
-- `slots` is '[]', otherwise only the listed times. Its reason is shown to patients. Bookings, reschedules and the
-- availability API refuse closed times.
CREATE TABLE IF NOT EXISTS closures (
  id TEXT PRIMARY KEY,
  start_date TEXT NOT NULL CHECK (date(start_date) = start_date),
  end_date TEXT NOT NULL CHECK (date(end_date) = end_date AND end_date >= start_date),
  slots TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(slots) AND json_type(slots) = 'array'),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  created_by TEXT NOT NULL CHECK (length(created_by) <= 300),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The reason in Hindi, for Hindi patients ('' = none given: they read the sentence without a reason).
  reason_hi TEXT NOT NULL DEFAULT '' CHECK (length(reason_hi) <= 200)
);

CREATE INDEX IF NOT EXISTS closures_dates ON closures (start_date, end_date);

-- Who did or saw what, when: every desk action and every view of patient data. Names no patient: `target` holds ids
-- (a booking, a message, a date), `detail` the action's parameters without personal text. Kept at least a year.
CREATE TABLE IF NOT EXISTS audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 300),
  action TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 60),
  target TEXT NOT NULL DEFAULT '' CHECK (length(target) <= 300),
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 2000)
);

CREATE INDEX IF NOT EXISTS audit_log_at ON audit_log (at);

-- A person's request about their data (DPDP Act ss.11–13). It starts when someone asks at /privacy for a link; the
-- link (a token, stored hashed like the manage link) proves they hold the address; then they ask for a copy, a
-- correction, erasure, or file a grievance. Each request shows on the desk with its due date.
CREATE TABLE IF NOT EXISTS privacy_requests (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 255),
  email_key TEXT NOT NULL CHECK (length(email_key) <= 255),
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  nonce TEXT NOT NULL CHECK (length(nonce) = 32),
  kind TEXT CHECK (kind IS NULL OR kind IN ('access', 'correction', 'erasure', 'grievance')),
  details TEXT CHECK (details IS NULL OR length(details) <= 2000),
  status TEXT NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'open', 'done')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  verified_at TEXT,
  due_at TEXT,
  done_at TEXT,
  done_by TEXT CHECK (done_by IS NULL OR length(done_by) <= 300),
  outcome TEXT CHECK (outcome IS NULL OR length(outcome) <= 2000),
  -- The language it was asked in ('en' or 'hi'): the e-mails to the person are written in it.
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi')),
  -- When the link was used (its kind chosen): it shows its outcome for a short while after, then nothing (decision 016).
  acted_at TEXT
);

CREATE INDEX IF NOT EXISTS privacy_requests_status ON privacy_requests (status, due_at);

-- What the site publishes about its configuration for the scheduler Worker to compare with its own (decision 015):
-- a value derived from MANAGE_LINK_SECRET (HMAC of a fixed text, never the secret) and the site's origin, once the
-- site has checked that origin against the one its pages were built for. One row, rewritten by the site when either
-- changes; until the scheduler's own values match it, the scheduler sends nothing.
CREATE TABLE IF NOT EXISTS deployment_check (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  manage_secret_check TEXT NOT NULL CHECK (length(manage_secret_check) = 43),
  site_origin TEXT NOT NULL CHECK (length(site_origin) BETWEEN 9 AND 300 AND site_origin GLOB 'https://*'),
  updated_at TEXT NOT NULL
);

-- Where the doctor sees patients (decision 023). A place is never deleted once bookings name it: it is retired.
CREATE TABLE IF NOT EXISTS places (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 40 AND id NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  name_hi TEXT NOT NULL DEFAULT '' CHECK (length(name_hi) <= 120),
  address TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 300),
  address_hi TEXT NOT NULL DEFAULT '' CHECK (length(address_hi) <= 300),
  map_url TEXT NOT NULL CHECK (length(map_url) <= 500 AND map_url GLOB 'https://*'),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 1 AND 30),
  phone_e164 TEXT NOT NULL CHECK (length(phone_e164) BETWEEN 8 AND 16 AND phone_e164 GLOB '+[1-9]*'),
  position INTEGER NOT NULL DEFAULT 0,
  retired INTEGER NOT NULL DEFAULT 0 CHECK (retired IN (0, 1))
);

-- The clinic's sessions: weekly ones (weekday 0 Sunday … 6 Saturday) and a date's own (date), exactly one of the two.
-- A date with sessions of its own offers only those that day. Slots start at start_time and every slot_minutes after,
-- while they end by end_time; each takes `capacity` patients. Times are clinic times, 'HH:MM'.
CREATE TABLE IF NOT EXISTS clinic_sessions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  place_id TEXT NOT NULL REFERENCES places (id),
  weekday INTEGER CHECK (weekday IS NULL OR weekday BETWEEN 0 AND 6),
  date TEXT CHECK (date IS NULL OR date(date) = date),
  start_time TEXT NOT NULL CHECK (start_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  end_time TEXT NOT NULL CHECK (end_time GLOB '[0-2][0-9]:[0-5][0-9]' AND end_time > start_time),
  slot_minutes INTEGER NOT NULL CHECK (slot_minutes BETWEEN 5 AND 720),
  capacity INTEGER NOT NULL CHECK (capacity BETWEEN 1 AND 100),
  CHECK ((weekday IS NULL) <> (date IS NULL))
);

CREATE INDEX IF NOT EXISTS clinic_sessions_date ON clinic_sessions (date);

-- The facts the desk edits beside the sessions: one row. `version` grows with every edit of places, sessions or this
-- row (in the same batch), so a cached copy knows it is stale and two desks cannot overwrite each other unseen.
CREATE TABLE IF NOT EXISTS clinic_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  phones TEXT NOT NULL CHECK (json_valid(phones) AND json_type(phones) = 'array' AND length(phones) <= 2000),
  whatsapp TEXT NOT NULL CHECK (length(whatsapp) BETWEEN 10 AND 15 AND whatsapp NOT GLOB '*[^0-9]*'),
  fee_inr INTEGER CHECK (fee_inr IS NULL OR fee_inr BETWEEN 0 AND 100000),
  notice_en TEXT NOT NULL DEFAULT '' CHECK (length(notice_en) <= 300),
  notice_hi TEXT NOT NULL DEFAULT '' CHECK (length(notice_hi) <= 300),
  notice_from TEXT CHECK (notice_from IS NULL OR date(notice_from) = notice_from),
  notice_until TEXT CHECK (notice_until IS NULL OR date(notice_until) = notice_until),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by TEXT NOT NULL DEFAULT 'migration' CHECK (length(updated_by) BETWEEN 1 AND 300),
  -- The waiting-room screen's key (its SHA-256; the desk shows the key once when it makes a new one, which ends the
  -- old), and how many walk-ins the queue puts in each hour between booked patients.
  screen_key_hash TEXT CHECK (screen_key_hash IS NULL OR length(screen_key_hash) = 64),
  walk_ins_per_hour INTEGER NOT NULL DEFAULT 2 CHECK (walk_ins_per_hour BETWEEN 0 AND 60),
  -- The short sender name every SMS starts with, in each language (issue 38; migration 0015).
  sender_name_en TEXT NOT NULL DEFAULT 'Dr. Malhotra' CHECK (length(sender_name_en) BETWEEN 1 AND 16),
  sender_name_hi TEXT NOT NULL DEFAULT 'डॉ. मल्होत्रा' CHECK (length(sender_name_hi) BETWEEN 1 AND 16),
  -- Online payment of the fee (decision 031): off, optional or required for online bookings; the hours before a visit
  -- up to which a patient's cancellation is refunded in full; the doctor's registration number for the receipts.
  payment_mode TEXT NOT NULL DEFAULT 'off' CHECK (
    payment_mode IN ('off', 'optional', 'required')
  ),
  refund_hours INTEGER NOT NULL DEFAULT 24 CHECK (refund_hours BETWEEN 0 AND 168),
  doctor_registration TEXT NOT NULL DEFAULT '' CHECK (
    length(doctor_registration) <= 60
  )
);

-- Numbers that asked for no more messages: STOP replied from the number (WhatsApp or SMS) or the desk (the person
-- phoned the clinic). Nothing goes to them on any phone channel, whatever booking it is about; `at` is when the number
-- asked. A manage link stops only its own booking (appointments.messages_stopped_at): a typed number proves nobody.
CREATE TABLE IF NOT EXISTS phone_opt_outs (
  phone_e164 TEXT PRIMARY KEY CHECK (length(phone_e164) BETWEEN 8 AND 16 AND phone_e164 GLOB '+[1-9]*'),
  source TEXT NOT NULL CHECK (source IN ('whatsapp_stop', 'sms_stop', 'desk')),
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The latest STOP or START each number replied, by the reply's own time: webhooks arrive in any order and batches
-- repeat, so an older reply delivered later never undoes a newer one. Kept 30 days, and while a booking holds the number.
CREATE TABLE IF NOT EXISTS phone_replies (
  phone_e164 TEXT PRIMARY KEY CHECK (length(phone_e164) BETWEEN 8 AND 16 AND phone_e164 GLOB '+[1-9]*'),
  reply TEXT NOT NULL CHECK (reply IN ('stop', 'start')),
  at TEXT NOT NULL
);

-- A STOP outlives the records of the person who said it, without the number: once no booking holds a number that said
-- STOP, the number leaves phone_opt_outs and its SHA-256 is kept here; a later booking with that number finds it and
-- stays stopped (decision 024).
CREATE TABLE IF NOT EXISTS phone_opt_out_fingerprints (
  fingerprint TEXT PRIMARY KEY CHECK (length(fingerprint) = 64 AND fingerprint NOT GLOB '*[^0-9a-f]*'),
  source TEXT NOT NULL CHECK (source IN ('whatsapp_stop', 'sms_stop', 'desk')),
  at TEXT NOT NULL
);

-- What a provider reported about a message whose send is not recorded yet: a webhook can outrun the sender's write of
-- the message id. The sender applies these when it records the id, in the same batch; the scheduler drops any a day
-- old (a report for a message this site never sent). Message ids and states only: nothing personal.
CREATE TABLE IF NOT EXISTS phone_early_reports (
  channel TEXT NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
  provider_id TEXT NOT NULL CHECK (length(provider_id) <= 200),
  delivery TEXT NOT NULL CHECK (delivery IN ('sent', 'delivered', 'read', 'failed')),
  at TEXT NOT NULL,
  codes TEXT CHECK (codes IS NULL OR length(codes) <= 200),
  -- 1: a failure WhatsApp cannot overcome, so the message goes by SMS once its row is known.
  sms_fallback INTEGER NOT NULL DEFAULT 0 CHECK (sms_fallback IN (0, 1)),
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (channel, provider_id, delivery)
);

-- One row per patient in a session's queue: a booking checked in at the desk, or a walk-in. A session is a clinic
-- date, a place and the session's start ('HH:MM', as clinic_sessions has it). Tokens count from 1 in each session and
-- are unique there: the token is computed inside the INSERT itself (functions/queue/db/queue.ts), and D1 runs one write at
-- a time, so two receptionists checking in at the same moment get two tokens.
CREATE TABLE IF NOT EXISTS queue_entries (
  id TEXT PRIMARY KEY CHECK (id GLOB 'que_*' AND length(id) = 36),
  visit_date TEXT NOT NULL CHECK (date(visit_date) = visit_date),
  place_id TEXT NOT NULL REFERENCES places (id),
  session_start TEXT NOT NULL CHECK (session_start GLOB '[0-2][0-9]:[0-5][0-9]'),
  token INTEGER NOT NULL CHECK (token BETWEEN 1 AND 9999),
  -- The booking checked in, or NULL for a walk-in (whose own details follow).
  appointment_id TEXT UNIQUE REFERENCES appointments (id),
  walk_in_name TEXT CHECK (walk_in_name IS NULL OR length(walk_in_name) BETWEEN 1 AND 100),
  walk_in_phone TEXT CHECK (walk_in_phone IS NULL OR length(walk_in_phone) BETWEEN 1 AND 30),
  walk_in_age INTEGER CHECK (walk_in_age IS NULL OR walk_in_age BETWEEN 0 AND 120),
  -- 1 when the walk-in was registered by someone for another person (a child, an elderly parent).
  walk_in_for_other INTEGER NOT NULL DEFAULT 0 CHECK (walk_in_for_other IN (0, 1)),
  -- The booked slot's start ('HH:MM'); NULL for a walk-in. The order of the queue is common/queue/rules.ts's.
  slot_start TEXT CHECK (slot_start IS NULL OR slot_start GLOB '[0-2][0-9]:[0-5][0-9]'),
  -- 1: seen first (the acutely breathless), set and cleared by the desk.
  priority INTEGER NOT NULL DEFAULT 0 CHECK (priority IN (0, 1)),
  state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'called', 'with_doctor', 'done', 'no_show')),
  -- Sent to the end of the queue at (ISO): after everyone not skipped, in the order skipped. NULL: in the queue's order.
  skipped_at TEXT,
  checked_in_at TEXT NOT NULL,
  called_at TEXT,
  seen_at TEXT,
  done_at TEXT,
  -- Grows with every change: an action (and its undo) applies only to the state the desk saw.
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Erased like a booking (a walk-in's name and phone), the token and times kept for the day's figures.
  anonymised_at TEXT,
  CHECK ((appointment_id IS NULL) = (walk_in_name IS NOT NULL) OR anonymised_at IS NOT NULL),
  UNIQUE (visit_date, place_id, session_start, token)
);

CREATE INDEX IF NOT EXISTS queue_entries_session ON queue_entries (visit_date, place_id, session_start, state);

-- What the desk told a session's patients: the doctor running late (by `minutes`), or the session cancelled. Each
-- patient's messages about an event are queued once (the outbox's detail names the event).
CREATE TABLE IF NOT EXISTS session_events (
  id TEXT PRIMARY KEY CHECK (id GLOB 'sev_*' AND length(id) = 36),
  visit_date TEXT NOT NULL CHECK (date(visit_date) = visit_date),
  place_id TEXT NOT NULL REFERENCES places (id),
  session_start TEXT NOT NULL CHECK (session_start GLOB '[0-2][0-9]:[0-5][0-9]'),
  kind TEXT NOT NULL CHECK (kind IN ('running_late', 'cancelled')),
  minutes INTEGER CHECK (minutes IS NULL OR minutes BETWEEN 5 AND 600),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by TEXT NOT NULL CHECK (length(created_by) BETWEEN 1 AND 300),
  CHECK ((kind = 'running_late') = (minutes IS NOT NULL))
);

CREATE INDEX IF NOT EXISTS session_events_session ON session_events (visit_date, place_id, session_start);

-- A follow-up the doctor asked for at the end of a visit: when, and a note for the patient ("bring your new chest
-- X-ray"). The reminder goes a few days before it is due (reminded_at); booked_appointment_id is the booking made for
-- it, which takes it off the desk's "due and not booked" list.
CREATE TABLE IF NOT EXISTS follow_ups (
  id TEXT PRIMARY KEY CHECK (id GLOB 'fup_*' AND length(id) = 36),
  queue_entry_id TEXT NOT NULL UNIQUE REFERENCES queue_entries (id),
  due_date TEXT NOT NULL CHECK (date(due_date) = due_date),
  note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 300),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by TEXT NOT NULL CHECK (length(created_by) BETWEEN 1 AND 300),
  reminded_at TEXT,
  booked_appointment_id TEXT REFERENCES appointments (id),
  cancelled_at TEXT
);

CREATE INDEX IF NOT EXISTS follow_ups_due ON follow_ups (due_date);

-- Reports a patient sends for a booking (decision 029): the bytes are in R2 (binding REPORTS), decided by their bytes;
-- this row links them to the booking. They go with the booking's personal details (erasure, retention).
CREATE TABLE IF NOT EXISTS reports (
  id TEXT PRIMARY KEY CHECK (id GLOB 'rep_*' AND length(id) = 36),
  appointment_id TEXT NOT NULL REFERENCES appointments (id),
  -- The R2 object's key: "reports/" and 128 random bits, nothing about the patient or the booking.
  object_key TEXT NOT NULL UNIQUE CHECK (object_key GLOB 'reports/*' AND length(object_key) = 40),
  -- The file's name as the patient gave it (NFC, no path or direction characters): shown to the desk only.
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  type TEXT NOT NULL CHECK (type IN ('pdf', 'jpeg', 'png', 'doc', 'docx')),
  size INTEGER NOT NULL CHECK (size BETWEEN 1 AND 10485760),
  sha256 TEXT NOT NULL CHECK (length(sha256) = 64 AND sha256 NOT GLOB '*[^0-9a-f]*'),
  source TEXT NOT NULL CHECK (source IN ('form', 'manage', 'whatsapp', 'desk')),
  -- Who added it: 'patient' (a form or the manage link), 'whatsapp' (the booking's number), or the member of staff.
  added_by TEXT NOT NULL CHECK (length(added_by) BETWEEN 1 AND 300),
  -- The WhatsApp message it came in (wamid): a webhook Meta sends again stores nothing twice.
  source_ref TEXT UNIQUE CHECK (source_ref IS NULL OR length(source_ref) <= 200),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX IF NOT EXISTS reports_by_appointment ON reports (appointment_id, created_at);

-- No empty chairs (issue 41, decision 030): waitlist entries for full dates and earlier times, and the offers made to
-- them whenever a place frees; the first claim books the place in one conditional write.
CREATE TABLE IF NOT EXISTS waitlist (
  id TEXT PRIMARY KEY CHECK (id GLOB 'wtl_*' AND length(id) = 36),
  -- 'new': a patient without a booking for that date; 'earlier': a booking (appointment_id) to move to an earlier time.
  kind TEXT NOT NULL CHECK (kind IN ('new', 'earlier')),
  appointment_id TEXT REFERENCES appointments (id),
  full_name TEXT NOT NULL CHECK (length(full_name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 255 AND email LIKE '%_@_%'),
  email_key TEXT NOT NULL CHECK (length(email_key) <= 255),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 7 AND 20),
  phone_e164 TEXT CHECK (phone_e164 IS NULL OR (length(phone_e164) BETWEEN 8 AND 16 AND phone_e164 GLOB '+[1-9]*')),
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi')),
  -- The dates that suit (one date for 'new'; from a chosen day to the day before the booking for 'earlier').
  date_from TEXT NOT NULL CHECK (date(date_from) = date_from),
  date_to TEXT NOT NULL CHECK (date(date_to) = date_to AND date_to >= date_from),
  -- The times that suit, a JSON list of slot labels ('09:00 AM'); '[]': any time of those dates.
  times TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(times) AND json_type(times) = 'array' AND length(times) <= 400),
  -- Consent to offers on each channel, with its time (NULL: not given). E-mail or WhatsApp, at least one.
  offers_email_at TEXT,
  offers_whatsapp_at TEXT,
  notice_version TEXT CHECK (notice_version IS NULL OR length(notice_version) <= 20),
  -- 'waiting' until a claim books it ('booked', booked_id) or the patient or desk takes it off ('left').
  status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'booked', 'left')),
  booked_id TEXT,
  -- Who added it: 'patient', or the member of staff (a patient who phoned).
  added_by TEXT NOT NULL DEFAULT 'patient' CHECK (length(added_by) BETWEEN 1 AND 300),
  -- 128 random bits from which the link to leave the list and the offers' links are derived (functions/platform/tokens.ts).
  nonce TEXT NOT NULL CHECK (length(nonce) = 32),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT,
  CHECK ((kind = 'earlier') = (appointment_id IS NOT NULL)),
  CHECK (offers_email_at IS NOT NULL OR offers_whatsapp_at IS NOT NULL)
);

-- One entry per person per date (the address is the person, as for bookings), one per booking for an earlier time.
CREATE UNIQUE INDEX IF NOT EXISTS waitlist_one_per_date ON waitlist (email_key, date_from)
  WHERE kind = 'new' AND status = 'waiting';
CREATE UNIQUE INDEX IF NOT EXISTS waitlist_one_per_booking ON waitlist (appointment_id)
  WHERE kind = 'earlier' AND status = 'waiting';
CREATE INDEX IF NOT EXISTS waitlist_by_date ON waitlist (status, date_from, date_to);

-- A place offered to one entry: when a place frees, each matching entry gets one (never a second one for a time while
-- the first is open). The place is not held: the first claim books it, later ones are told it was just taken.
CREATE TABLE IF NOT EXISTS waitlist_offers (
  id TEXT PRIMARY KEY CHECK (id GLOB 'wof_*' AND length(id) = 36),
  entry_id TEXT NOT NULL REFERENCES waitlist (id) ON DELETE CASCADE,
  appointment_date TEXT NOT NULL CHECK (date(appointment_date) = appointment_date),
  appointment_time TEXT NOT NULL CHECK (appointment_time GLOB '[01][0-9]:[0-5][0-9] [AP]M'),
  place_id TEXT NOT NULL CHECK (length(place_id) BETWEEN 1 AND 40),
  -- 'open' until claimed, or 'taken' once the time is full again (another claim, a booking).
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'claimed', 'taken')),
  -- No claim after this (the slot's start less the offers' lead time).
  expires_at TEXT NOT NULL,
  -- 'system' (a place freed), or the member of staff who offered it by hand.
  offered_by TEXT NOT NULL DEFAULT 'system' CHECK (length(offered_by) BETWEEN 1 AND 300),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  claimed_at TEXT,
  appointment_id TEXT
);

CREATE UNIQUE INDEX IF NOT EXISTS waitlist_offers_one_open ON waitlist_offers (entry_id, appointment_date, appointment_time)
  WHERE status = 'open';
CREATE INDEX IF NOT EXISTS waitlist_offers_by_slot ON waitlist_offers (appointment_date, appointment_time, status);

-- The Razorpay payment links made for bookings: Razorpay's id (plink_…), the booking (its reference_id), the amount
-- and the link to pay. `status` follows Razorpay's, in one direction: a link once paid is never made expired.
CREATE TABLE IF NOT EXISTS payment_links (
  id TEXT PRIMARY KEY CHECK (id GLOB 'plink_*' AND length(id) <= 40),
  appointment_id TEXT NOT NULL REFERENCES appointments (id),
  amount_paise INTEGER NOT NULL CHECK (amount_paise BETWEEN 100 AND 10000000),
  short_url TEXT NOT NULL CHECK (length(short_url) BETWEEN 10 AND 300),
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'expired', 'cancelled')),
  expire_by TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);
CREATE INDEX IF NOT EXISTS payment_links_appointment ON payment_links (appointment_id);

-- Every payment of a booking's fee: through Razorpay (its pay_… id) or at the counter (cash or the clinic's UPI QR,
-- recorded by staff). `outcome` is decided in the write that records it: 'kept' when the booking held its place and had
-- no other payment; 'refund_due' when it arrived for a place already released (or paid twice). A refund, full or as
-- the policy allows, is asked of Razorpay with `refund_key` as its idempotency key, so a retry never refunds twice.
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 5 AND 40),
  appointment_id TEXT NOT NULL REFERENCES appointments (id),
  link_id TEXT,
  method TEXT NOT NULL CHECK (method IN ('razorpay', 'counter')),
  amount_paise INTEGER NOT NULL CHECK (amount_paise BETWEEN 100 AND 10000000),
  paid_at TEXT NOT NULL,
  recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- 'webhook', or the staff member who took it at the counter.
  recorded_by TEXT NOT NULL CHECK (length(recorded_by) BETWEEN 1 AND 300),
  outcome TEXT NOT NULL CHECK (outcome IN ('kept', 'refund_due')),
  -- Set once a refund is decided (by the cancellation's rules, a late payment, or staff); then Razorpay's answer.
  refund_key TEXT CHECK (refund_key IS NULL OR length(refund_key) BETWEEN 10 AND 40),
  refund_amount_paise INTEGER CHECK (refund_amount_paise IS NULL OR refund_amount_paise BETWEEN 100 AND 10000000),
  refund_reason TEXT CHECK (refund_reason IS NULL OR refund_reason IN ('cancelled', 'late_payment', 'staff')),
  refund_by TEXT CHECK (refund_by IS NULL OR length(refund_by) <= 300),
  refund_requested_at TEXT,
  refund_id TEXT CHECK (refund_id IS NULL OR length(refund_id) <= 40),
  -- 'requested': decided, Razorpay not yet reached (the scheduler retries with the same key); then Razorpay's status.
  refund_status TEXT CHECK (refund_status IS NULL OR refund_status IN ('requested', 'pending', 'processed', 'failed')),
  CHECK ((refund_key IS NULL) = (refund_status IS NULL))
);
CREATE INDEX IF NOT EXISTS payments_appointment ON payments (appointment_id);

-- Every webhook Razorpay delivered, verified, by its event id (X-Razorpay-Event-Id): stored before it is answered, so a
-- redelivery is recognised. Ids and states only.
CREATE TABLE IF NOT EXISTS payment_events (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 80),
  event TEXT NOT NULL CHECK (length(event) <= 60),
  link_id TEXT,
  payment_id TEXT,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
