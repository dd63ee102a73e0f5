-- No empty chairs (issue 41, decision 030). A patient who finds a date full leaves a waitlist entry; a booked patient
-- may ask to be told of an earlier time. Whenever a place frees, the matching entries get an offer (a row here and its
-- messages in the outbox); the first to claim it gets the place, in one conditional write. Entries are erased after
-- their last date (the scheduler's retention); the offers go with them.
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

-- "Confirm" from the reminder (e-mail or WhatsApp's quick reply): when the patient said they are coming.
ALTER TABLE appointments ADD COLUMN coming_confirmed_at TEXT;
-- When the booking took its place from a waitlist offer (a new booking or a move): the figures' "refilled" and the
-- desk's mark, kept when the waitlist's rows are gone and when the booking is erased (it identifies nobody).
ALTER TABLE appointments ADD COLUMN refilled_at TEXT;
-- When it was cancelled (by anyone): the figures' late cancellations read it; an erasure does not change it.
ALTER TABLE appointments ADD COLUMN cancelled_at TEXT;
