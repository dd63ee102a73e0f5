-- The clinic runs its own schedule (decision 023): places, weekly and dated sessions, and the facts the desk edits, as
-- data; a booking records its place. The first run is what the site offered before: one place (the clinic's address),
-- Monday to Saturday, 09:00–13:00 and 14:00–18:00 in hourly slots of four (common/clinic-schedule.ts DEFAULT_SCHEDULE,
-- which a test compares with these rows).
--
-- appointment_time took only the eight fixed labels; the schedule now says which times a date offers, so the table is
-- rebuilt with a check on the label's form instead (SQLite cannot alter a CHECK), and gains place_id.

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
  updated_by TEXT NOT NULL DEFAULT 'migration' CHECK (length(updated_by) BETWEEN 1 AND 300)
);

INSERT INTO places (id, name, name_hi, address, address_hi, map_url, phone, phone_e164, position) VALUES (
  'clinic', 'Delhi Chest & Respiratory Clinic', '', 'B-17, Ring Road, Lajpat Nagar IV, New Delhi 110024, India', '',
  'https://www.google.com/maps/search/?api=1&query=Delhi%20Chest%20%26%20Respiratory%20Clinic%2C%20B-17%2C%20Ring%20Road%2C%20Lajpat%20Nagar%20IV%2C%20New%20Delhi%20110024%2C%20India',
  '+91 98110 45872', '+919811045872', 0
);

INSERT INTO clinic_sessions (place_id, weekday, start_time, end_time, slot_minutes, capacity)
WITH RECURSIVE days (d) AS (SELECT 1 UNION ALL SELECT d + 1 FROM days WHERE d < 6)
SELECT 'clinic', d, s.start_time, s.end_time, 60, 4
FROM days, (SELECT '09:00' AS start_time, '13:00' AS end_time UNION ALL SELECT '14:00', '18:00') AS s
ORDER BY d, s.start_time;

INSERT INTO clinic_settings (id, phones, whatsapp) VALUES (
  1,
  '[{"label":"Mobile","display":"+91 98110 45872","e164":"+919811045872"},'
  || '{"label":"Mobile","display":"+91 98101 63259","e164":"+919810163259"},'
  || '{"label":"Landline","display":"011 4105 2876","e164":"+911141052876"}]',
  '919811045872'
);

CREATE TABLE appointments_new (
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
  -- What the visit is for (common/visit-reasons.ts), '' when not said.
  visit_reason TEXT NOT NULL DEFAULT '' CHECK (length(visit_reason) <= 60),
  -- The patient's e-mail and phone as common/patient-keys.ts normalises them, for the limit on upcoming bookings.
  email_key TEXT NOT NULL DEFAULT '' CHECK (length(email_key) <= 255),
  phone_key TEXT NOT NULL DEFAULT '' CHECK (length(phone_key) <= 20),
  -- The manage link: 128 random bits (hex) from which the token is derived with a secret, and the token's SHA-256.
  -- The token itself is never stored (functions/manage-token.ts).
  manage_nonce TEXT CHECK (manage_nonce IS NULL OR length(manage_nonce) = 32),
  manage_token_hash TEXT CHECK (
    manage_token_hash IS NULL OR length(manage_token_hash) = 64
  ),
  -- Why and by whom the status last changed ('patient', or the staff member's e-mail), and when the row last changed.
  status_reason TEXT CHECK (status_reason IS NULL OR length(status_reason) <= 500),
  status_by TEXT CHECK (status_by IS NULL OR length(status_by) <= 300),
  updated_at TEXT,
  -- The privacy notice the form showed (its version, common/privacy.ts) and when the booking was sent under it.
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
  -- its date, time, status and bookkeeping remain (functions/db/privacy.ts ERASED_BOOKING, decision 016).
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
  place_id TEXT NOT NULL DEFAULT 'clinic' CHECK (length(place_id) BETWEEN 1 AND 40)
);

INSERT INTO appointments_new (id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message, reports_uploaded, created_at, status, sequence, visit_reason, email_key, phone_key, manage_nonce, manage_token_hash, status_reason, status_by, updated_at, notice_version, notice_at, booked_for, booker_name, booker_relationship, patient_under_18, anonymised_at, locale, change_id, confirm_by, age, gender, address, medical_history, current_symptoms)
SELECT id, full_name, email, phone, appointment_date, appointment_time, selected_doctor, message, reports_uploaded, created_at, status, sequence, visit_reason, email_key, phone_key, manage_nonce, manage_token_hash, status_reason, status_by, updated_at, notice_version, notice_at, booked_for, booker_name, booker_relationship, patient_under_18, anonymised_at, locale, change_id, confirm_by, age, gender, address, medical_history, current_symptoms FROM appointments;

DROP TABLE appointments;
ALTER TABLE appointments_new RENAME TO appointments;

-- The capacity check counts bookings per date and slot; the duplicate check looks up one patient's booking.
CREATE INDEX IF NOT EXISTS appointments_slot ON appointments (appointment_date, appointment_time);
CREATE INDEX IF NOT EXISTS appointments_patient_slot ON appointments (email, appointment_date, appointment_time);
CREATE UNIQUE INDEX IF NOT EXISTS appointments_manage_token ON appointments (manage_token_hash);
CREATE INDEX IF NOT EXISTS appointments_email_key ON appointments (email_key, appointment_date);
CREATE INDEX IF NOT EXISTS appointments_phone_key ON appointments (phone_key, appointment_date);
CREATE INDEX IF NOT EXISTS appointments_unconfirmed ON appointments (confirm_by) WHERE confirm_by IS NOT NULL;
