-- A booking has a life after its e-mail: a status (booked → cancelled / arrived / no_show), a calendar sequence that
-- rises with each change, an optional visit reason, a manage link, and keys for the per-patient limit.
-- Existing rows keep every value; they become 'booked' with sequence 0. They have no manage link (their e-mails were
-- sent before links existed), but they get their reminder like every new booking.

ALTER TABLE appointments ADD COLUMN status TEXT NOT NULL DEFAULT 'booked' CHECK (
  status IN ('booked', 'cancelled', 'arrived', 'no_show')
);
ALTER TABLE appointments ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0 CHECK (sequence >= 0);
ALTER TABLE appointments ADD COLUMN visit_reason TEXT NOT NULL DEFAULT '' CHECK (length(visit_reason) <= 60);
ALTER TABLE appointments ADD COLUMN email_key TEXT NOT NULL DEFAULT '' CHECK (length(email_key) <= 255);
ALTER TABLE appointments ADD COLUMN phone_key TEXT NOT NULL DEFAULT '' CHECK (length(phone_key) <= 20);
ALTER TABLE appointments ADD COLUMN manage_nonce TEXT CHECK (manage_nonce IS NULL OR length(manage_nonce) = 32);
ALTER TABLE appointments ADD COLUMN manage_token_hash TEXT CHECK (
  manage_token_hash IS NULL OR length(manage_token_hash) = 64
);
ALTER TABLE appointments ADD COLUMN status_reason TEXT CHECK (status_reason IS NULL OR length(status_reason) <= 500);
ALTER TABLE appointments ADD COLUMN status_by TEXT CHECK (status_by IS NULL OR length(status_by) <= 300);
ALTER TABLE appointments ADD COLUMN updated_at TEXT;

-- The keys as common/patient-keys.ts computes them: the e-mail lower-cased without a +tag, the phone's last ten digits.
UPDATE appointments SET
  email_key = lower(CASE
    WHEN instr(substr(trim(email), 1, instr(trim(email), '@') - 1), '+') > 0
      THEN substr(trim(email), 1, instr(trim(email), '+') - 1) || substr(trim(email), instr(trim(email), '@'))
    ELSE trim(email)
  END),
  phone_key = substr(
    replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), -10
  );

CREATE UNIQUE INDEX IF NOT EXISTS appointments_manage_token ON appointments (manage_token_hash);
CREATE INDEX IF NOT EXISTS appointments_email_key ON appointments (email_key, appointment_date);
CREATE INDEX IF NOT EXISTS appointments_phone_key ON appointments (phone_key, appointment_date);

-- The outbox gains the e-mails of a booking's life (cancellation, reschedule, reminder), a 'skipped' status (a
-- reminder whose booking was cancelled or moved), and `detail`: what the e-mail is about as it was queued (date, time,
-- calendar sequence), so every attempt renders the same bytes. A CHECK cannot be altered in SQLite: the table is
-- rebuilt and every row copied.
CREATE TABLE email_outbox_next (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN (
    'appointment_patient', 'appointment_clinic', 'contact_clinic',
    'cancellation_patient', 'cancellation_clinic', 'reschedule_patient', 'reschedule_clinic', 'reminder_patient'
  )),
  ref_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'captured', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  provider_id TEXT,
  last_error TEXT CHECK (last_error IS NULL OR length(last_error) <= 500),
  next_attempt_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail) AND length(detail) <= 1000)
);

INSERT INTO email_outbox_next
  (id, kind, ref_id, status, attempts, provider_id, last_error, next_attempt_at, created_at, updated_at, detail)
SELECT o.id, o.kind, o.ref_id, o.status, o.attempts, o.provider_id, o.last_error, o.next_attempt_at, o.created_at,
  o.updated_at,
  CASE WHEN a.id IS NULL THEN '{}'
    ELSE json_object('date', a.appointment_date, 'time', a.appointment_time, 'sequence', 0) END
FROM email_outbox o LEFT JOIN appointments a ON a.id = o.ref_id AND o.kind <> 'contact_clinic';

DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;
CREATE INDEX IF NOT EXISTS email_outbox_ref ON email_outbox (ref_id);
CREATE INDEX IF NOT EXISTS email_outbox_due ON email_outbox (status, next_attempt_at);

-- Reminders for the bookings still ahead (from tomorrow on): due at 18:00 in Delhi (12:30 UTC) the day before.
INSERT INTO email_outbox (id, kind, ref_id, status, attempts, next_attempt_at, detail)
SELECT 'eml_' || lower(hex(randomblob(16))), 'reminder_patient', id, 'pending', 0,
  date(appointment_date, '-1 day') || 'T12:30:00.000Z',
  json_object('date', appointment_date, 'time', appointment_time, 'sequence', 0)
FROM appointments
WHERE status = 'booked' AND appointment_date > date('now', '+330 minutes');
