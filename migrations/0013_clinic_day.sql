-- The clinic's day (issue 27, decision 025): the waiting room's queue with its tokens, walk-ins, what the desk tells a
-- session's patients, follow-ups the doctor asks for, and the key of the waiting-room screen.

-- One row per patient in a session's queue: a booking checked in at the desk, or a walk-in. A session is a clinic
-- date, a place and the session's start ('HH:MM', as clinic_sessions has it). Tokens count from 1 in each session and
-- are unique there: the token is computed inside the INSERT itself (functions/db/queue.ts), and D1 runs one write at
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
  -- The booked slot's start ('HH:MM'); NULL for a walk-in. The order of the queue is common/queue.ts's.
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

-- The waiting-room screen's key (its SHA-256; the desk shows the key once when it makes a new one, which ends the
-- old), and how many walk-ins the queue puts in each hour between booked patients.
ALTER TABLE clinic_settings ADD COLUMN screen_key_hash TEXT CHECK (screen_key_hash IS NULL OR length(screen_key_hash) = 64);
ALTER TABLE clinic_settings ADD COLUMN walk_ins_per_hour INTEGER NOT NULL DEFAULT 2 CHECK (walk_ins_per_hour BETWEEN 0 AND 60);

-- The outbox learns the clinic's day's messages (decision 025, "Messages of the day"): the doctor running late, "two
-- patients before you", and the follow-up reminder. A CHECK cannot be altered in SQLite: the table is rebuilt as it
-- stands, with the new kinds.
CREATE TABLE email_outbox_next (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN (
    'appointment_patient', 'appointment_clinic', 'contact_clinic',
    'cancellation_patient', 'cancellation_clinic', 'reschedule_patient', 'reschedule_clinic', 'reminder_patient',
    'privacy_link', 'privacy_copy', 'privacy_clinic',
    'running_late_patient', 'queue_soon_patient', 'follow_up_patient'
  )),
  ref_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'captured', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  provider_id TEXT,
  last_error TEXT CHECK (last_error IS NULL OR length(last_error) <= 500),
  next_attempt_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 1000),
  channel TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'whatsapp', 'sms')),
  delivery TEXT CHECK (delivery IS NULL OR delivery IN ('sent', 'delivered', 'read', 'failed')),
  delivery_at TEXT,
  delivery_error TEXT CHECK (delivery_error IS NULL OR length(delivery_error) <= 200)
);

INSERT INTO email_outbox_next
  (id, kind, ref_id, status, attempts, provider_id, last_error, next_attempt_at, created_at, updated_at, detail, channel,
   delivery, delivery_at, delivery_error)
SELECT id, kind, ref_id, status, attempts, provider_id, last_error, next_attempt_at, created_at, updated_at, detail, channel,
  delivery, delivery_at, delivery_error
FROM email_outbox;

DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;
CREATE INDEX IF NOT EXISTS email_outbox_ref ON email_outbox (ref_id);
CREATE INDEX IF NOT EXISTS email_outbox_due ON email_outbox (status, next_attempt_at);
CREATE UNIQUE INDEX IF NOT EXISTS email_outbox_provider ON email_outbox (channel, provider_id) WHERE provider_id IS NOT NULL;
